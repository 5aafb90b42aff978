"""Runs an engine player's thinking off the GUI thread: the Qt adapter of the play layer.

Why a thread and a copy: a search takes seconds and must never freeze the window, and the game on the board
keeps changing (undo, review, new game) while it runs.  So the game driver hands out a
:class:`~janggi_desktop.play.ThinkRequest` (the player, a copy of the game, the limits, a token), this
runner calls ``request.run()`` in one long-lived worker thread (started by the first request, not with the
window: a game between people never needs it), and the answer comes back by signal with
the request's token; the window gives it to the driver, which drops it if the position has moved on.

Stopping is cooperative: each request gets its own ``threading.Event``, which :meth:`PlayerRunner.stop`
and :meth:`PlayerRunner.hurry` set; the player returns its best move so far within about 50 ms.  A stopped
request is also marked cancelled: its answer is never passed on, and if the worker had not begun it yet it is
not run at all.  A hurried one ("Move now") is not cancelled: even when the worker only reaches it after the
hurry (the thread is still starting with the first request), it runs, finds its stop already set and answers
at once with the best move it has.  Requests reach the worker through a queued signal, so a new request
simply waits for a stopped one to return.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, Signal, Slot

from janggi_desktop.play import PlayerError, ThinkInfo, ThinkRequest

from .worker_thread import WorkerThreadRunner


class _Worker(QObject):
    """Lives in the worker thread; runs one request at a time."""

    info = Signal(object, object)  # ThinkInfo, token
    finished = Signal(object, object, float)  # Move or None, token, seconds
    failed = Signal(str, object)  # message, token

    @Slot(object, object, object)
    def run(self, request: ThinkRequest, stop: threading.Event, cancelled: threading.Event) -> None:
        if cancelled.is_set():  # abandoned before it started: answer nothing
            self.finished.emit(None, request.token, 0.0)
            return
        t0 = time.perf_counter()
        try:
            move = request.run(on_info=lambda i: self.info.emit(i, request.token), stop=stop)
        except PlayerError as e:
            self.failed.emit(str(e), request.token)
            return
        except Exception as e:  # noqa: BLE001 - a bug must reach the window, not kill the thread silently
            self.failed.emit(f"{request.player.name}: {type(e).__name__}: {e}", request.token)
            return
        self.finished.emit(move, request.token, time.perf_counter() - t0)


class PlayerRunner(WorkerThreadRunner):
    """The window's handle on a thinking engine (lives in the GUI thread)."""

    #: The move for the request with this token (only for the current, unstopped request).
    move_ready = Signal(object, object)
    #: The player could not move: message, token.
    failed = Signal(str, object)
    #: Progress of the current request.
    info = Signal(object)
    thinking_changed = Signal(bool)
    #: The worker finished a request, current or stopped (its token): the thread is free again.
    request_done = Signal(object)
    _request = Signal(object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(_Worker(), "janggi-engine-player", parent)
        self._request.connect(self._worker.run)
        self._worker.finished.connect(self._on_finished)
        self._worker.info.connect(self._on_info)
        self._worker.failed.connect(self._on_failed)
        self._cancelled = threading.Event()
        #: How long the last answered request took (seconds).
        self.last_seconds = 0.0
        #: The last progress report of the current request (None before the first).
        self.last_info: ThinkInfo | None = None

    # --- control ----------------------------------------------------------------------------------------
    def start(self, request: ThinkRequest) -> None:
        """Run ``request`` in the worker thread; the answer arrives as ``move_ready(move, token)``."""
        self._check_open()
        if not self.thread_running():  # started by the first request, not with the window (start-up)
            self._start_thread()
        self.stop()
        self._token = request.token
        self._stop = threading.Event()
        self._cancelled = threading.Event()
        self.last_info = None
        self._request.emit(request, self._stop, self._cancelled)
        self.thinking_changed.emit(True)

    def stop(self) -> None:
        """Abandon the current request (its answer, if any, is dropped)."""
        was = self._stop is not None
        if self._stop is not None:
            self._cancelled.set()
            self._stop.set()
        self._stop = None
        self._token = None
        if was:
            self.thinking_changed.emit(False)

    def hurry(self) -> None:
        """Ask the current request for its best move now ("Move now"): unlike :meth:`stop`, its answer is
        passed on."""
        if self._stop is not None:
            self._stop.set()

    def is_thinking(self) -> bool:
        return self._stop is not None

    @property
    def token(self) -> object:
        """The token of the request being thought about (None when idle)."""
        return self._token

    # --- from the worker --------------------------------------------------------------------------------
    @Slot(object, object, float)
    def _on_finished(self, move, token: object, seconds: float) -> None:
        self.request_done.emit(token)
        if not self._current(token):
            return
        self._stop = None
        self._token = None
        self.last_seconds = seconds
        self.thinking_changed.emit(False)
        if move is not None:
            self.move_ready.emit(move, token)

    @Slot(object, object)
    def _on_info(self, info: ThinkInfo, token: object) -> None:
        if self._current(token):
            self.last_info = info
            self.info.emit(info)

    @Slot(str, object)
    def _on_failed(self, message: str, token: object) -> None:
        self.request_done.emit(token)
        if not self._current(token):
            return
        self._stop = None
        self._token = None
        self.thinking_changed.emit(False)
        self.failed.emit(message, token)
