"""The computer player: the built-in engine searching in a worker thread.

Why a thread and a copy: the search takes seconds and must never freeze the window, and the window's game
keeps changing (undo, new game) while the search runs.  So the worker searches ``game.copy()`` and its
answer comes back by signal tagged with the *token* the window gave when it asked (which game, which ply).
The window compares the token with its current one and drops a stale answer: the computer never plays a
move on a position that is no longer on the board.

Stopping is cooperative: ``choose_move`` checks a ``threading.Event`` often (the engine promises within
50 ms), so undo, new game and closing the window only set the event.  One long-lived ``QThread`` serves all
searches; requests reach its worker through a queued signal, so a new request simply waits for a stopped
search to return.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from janggi_desktop.rules import Game, Move

SearchFn = Callable[..., Move]

#: GIL switch interval while an AI player exists (seconds); see the module docstring.
SWITCH_INTERVAL = 0.001

#: Threads that did not stop in time are kept referenced here so Python never destroys a running QThread
#: (Qt aborts the process when that happens); ``app.main`` exits hard if any remain.
_LINGERING: list[QThread] = []


def lingering_threads() -> list[QThread]:
    return [t for t in _LINGERING if t.isRunning()]


def _default_search() -> SearchFn:
    from janggi_desktop.engine.levels import (
        choose_move,  # imported lazily: the engine is optional at start-up
    )

    return choose_move


def _depth_score(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[int, Any]:
    """Read (depth, score) from whatever the engine passes to ``on_info``: a dict, an object with
    ``depth``/``score`` attributes, positional values or keywords."""
    if kwargs:
        return int(kwargs.get("depth", 0) or 0), kwargs.get("score")
    if len(args) == 1:
        info = args[0]
        if isinstance(info, dict):
            return int(info.get("depth", 0) or 0), info.get("score", info.get("cp"))
        mate = getattr(info, "score_mate", None)
        if mate is not None:
            return int(getattr(info, "depth", 0) or 0), f"#{mate}"
        cp = getattr(info, "score_cp", None)
        return int(getattr(info, "depth", 0) or 0), cp if cp is not None else getattr(info, "score", None)
    if len(args) >= 2:
        return int(args[0] or 0), args[1]
    return 0, None


class SearchWorker(QObject):
    """Lives in the worker thread; runs one search per request."""

    progress = Signal(int, object, object)  # depth, score (engine units, side to move), token
    finished = Signal(object, object, float)  # Move or None, token, seconds
    failed = Signal(str, object)  # message, token

    def __init__(self, search: SearchFn | None = None) -> None:
        super().__init__()
        self._search = search

    @Slot(object, int, object, object)
    def run(self, game: Game, level: int, token: object, stop_event: threading.Event) -> None:
        if stop_event.is_set():  # stopped before it started: answer nothing
            self.finished.emit(None, token, 0.0)
            return
        t0 = time.perf_counter()

        def on_info(*args: Any, **kwargs: Any) -> None:
            depth, score = _depth_score(args, kwargs)
            self.progress.emit(depth, score, token)

        try:
            search = self._search or _default_search()
            move = search(game, level, stop_event=stop_event, on_info=on_info)
        except Exception as e:  # noqa: BLE001 - the window reports it; the thread must not die silently
            self.failed.emit(f"{type(e).__name__}: {e}", token)
            return
        self.finished.emit(move, token, time.perf_counter() - t0)


class AIPlayer(QObject):
    """The window's handle on the computer player (lives in the GUI thread)."""

    #: A move for the position identified by ``token`` (only emitted for the current request).
    move_ready = Signal(object, object)
    #: Search progress for the current request: depth, score.
    progress = Signal(int, object)
    thinking_changed = Signal(bool)
    error = Signal(str)
    _request = Signal(object, int, object, object)

    def __init__(self, parent: QObject | None = None, search: SearchFn | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("janggi-ai")
        self._worker = SearchWorker(search)
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.run)
        self._worker.finished.connect(self._on_finished)
        self._worker.progress.connect(self._on_progress)
        self._worker.failed.connect(self._on_failed)
        self._thread.start()
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        app = QCoreApplication.instance()
        if app is not None:  # never let Qt destroy a running thread at exit, whoever quits the application
            app.aboutToQuit.connect(self.shutdown)
        self._token: object = None
        self._stop: threading.Event | None = None
        self._closed = False
        self.last_seconds = 0.0

    # --- control ----------------------------------------------------------------------------------------
    def start(self, game: Game, level: int, token: object) -> None:
        """Search a copy of ``game`` at ``level``; the answer arrives as ``move_ready(move, token)``."""
        if self._closed:
            raise RuntimeError("the AI player has been shut down")
        self.stop()
        self._token = token
        self._stop = threading.Event()
        self._request.emit(game.copy(), int(level), token, self._stop)
        self.thinking_changed.emit(True)

    def stop(self) -> None:
        """Abandon the current search (its answer, if any, is dropped)."""
        was = self._stop is not None
        if self._stop is not None:
            self._stop.set()
        self._stop = None
        self._token = None
        if was:
            self.thinking_changed.emit(False)

    def is_thinking(self) -> bool:
        return self._stop is not None

    def shutdown(self, timeout_ms: int = 800) -> bool:
        """Stop any search and end the thread; True if it ended within ``timeout_ms``."""
        if self._closed:
            return True
        self._closed = True
        self.stop()
        self._thread.quit()
        ok = self._thread.wait(timeout_ms)
        if not ok:
            _LINGERING.append(self._thread)
        return ok

    # --- from the worker --------------------------------------------------------------------------------
    def _current(self, token: object) -> bool:
        return self._stop is not None and token == self._token

    @Slot(object, object, float)
    def _on_finished(self, move: Move | None, token: object, seconds: float) -> None:
        if not self._current(token):
            return
        self._stop = None
        self._token = None
        self.last_seconds = seconds
        self.thinking_changed.emit(False)
        if move is not None:
            self.move_ready.emit(move, token)

    @Slot(int, object, object)
    def _on_progress(self, depth: int, score: object, token: object) -> None:
        if self._current(token):
            self.progress.emit(depth, score)

    @Slot(str, object)
    def _on_failed(self, message: str, token: object) -> None:
        if not self._current(token):
            return
        self._stop = None
        self._token = None
        self.thinking_changed.emit(False)
        self.error.emit(message)
