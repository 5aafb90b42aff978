"""Runs analysis off the GUI thread: the Qt adapter of :mod:`janggi_desktop.analysis`.

One long-lived worker thread runs one job at a time — the lines of the position on the board (until
stopped, or for a hint's fixed time) or a whole game's report — on a *copy* of the game, with the analysis
player the window chose.  Each job gets a token and its own stop event; starting a job stops the one
before, and a stopped job's results are never passed on, so stepping through a game shows the lines of the
position on the board and no other.  Like :mod:`.player_runner`, jobs reach the worker through a queued
signal, so a new job waits for a stopped one to return (within the players' ~50 ms).

The worker keeps the GUI thread's share small: an engine may report dozens of lines a second, but the
window gets the lines when a round of them is complete (line N of N: the next round may be many seconds
away) and otherwise at most every :data:`MIN_EMIT_SECONDS`, each cut to what is legal here in the worker.
The event loop's longest stall with this running is measured by ``bench/ui.py``.
"""

from __future__ import annotations

import threading
import time
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal, Slot

from janggi_desktop.analysis import AnalysisError, GameAnalysis, PositionEval, analyse_game
from janggi_desktop.play import Player, PlayerError, ThinkInfo, ThinkLimits
from janggi_desktop.play.players import legal_prefix
from janggi_desktop.rules import Game, Move, RuleSet

from ..worker_thread import WorkerThreadRunner

#: The most often the lines of one analysis are sent to the window.
MIN_EMIT_SECONDS = 0.1


class Position(NamedTuple):
    """What a position job needs of the game on the board, taken on the GUI thread without replaying it (the
    board's game changes as the user steps on; a copy replays every move: ~4 ms for 300 plies, on the GUI
    thread at each step): the worker makes the game from it."""

    ruleset: RuleSet
    start_fen: str
    moves: tuple[Move, ...]

    @classmethod
    def of(cls, game: Game) -> Position:
        return cls(game.ruleset, game.start_fen, tuple(game.moves))

    def game(self) -> Game:
        g = Game(self.ruleset, fen=self.start_fen)
        for m in self.moves:
            g.push_int(m.to_int())  # the moves of a game played by the rules
        return g


class _Worker(QObject):
    """Lives in the worker thread."""

    lines = Signal(object, object, bool)  # token, list[ThinkInfo], final
    position = Signal(object, int, object)  # token, ply, PositionEval
    game_done = Signal(object, object)  # token, GameAnalysis
    failed = Signal(object, str)  # token, message
    done = Signal(object)  # token: the job returned (the thread is free)

    @Slot(object, object, object, object, int, object)
    def run_position(self, token: object, player: Player, position: Position, limits: ThinkLimits, multipv: int,
                     stop: threading.Event) -> None:
        try:
            if stop.is_set():
                return
            game = position.game()
            latest: dict[int, ThinkInfo] = {}
            last = [0.0]

            def emit() -> None:
                last[0] = time.monotonic()
                out = [latest[k]._replace(pv=legal_prefix(game, latest[k].pv)) for k in sorted(latest)]
                self.lines.emit(token, [i for i in out if i.pv], False)

            wanted = min(multipv, len(game.legal_moves()))

            def heard(info: ThinkInfo) -> None:
                if stop.is_set():
                    return
                latest[info.multipv] = info
                # The last line of a round (engines report lines 1..N per depth) always goes: the next
                # round may be many seconds away.  In between, at most one update per MIN_EMIT_SECONDS.
                if info.multipv >= wanted or time.monotonic() - last[0] >= MIN_EMIT_SECONDS:
                    emit()

            final = player.analyse(game.copy(), limits, multipv=multipv, on_info=heard, stop=stop)
            self.lines.emit(token, [i for i in final if i.pv], True)
        except PlayerError as e:
            self.failed.emit(token, str(e))
        except Exception as e:  # noqa: BLE001 - a bug must reach the window, not kill the thread silently
            self.failed.emit(token, f"{type(e).__name__}: {e}")
        finally:
            self.done.emit(token)

    @Slot(object, object, object, object, object)
    def run_game(self, token: object, player: Player, analysis: GameAnalysis, limits: ThinkLimits,
                 stop: threading.Event) -> None:
        try:
            if stop.is_set():
                return
            analyse_game(analysis, player, limits, stop=stop,
                         on_position=lambda ply, pos: self.position.emit(token, ply, pos))
            self.game_done.emit(token, analysis)
        except AnalysisError as e:
            self.failed.emit(token, str(e))
        except Exception as e:  # noqa: BLE001
            self.failed.emit(token, f"{type(e).__name__}: {e}")
        finally:
            self.done.emit(token)


class AnalysisRunner(WorkerThreadRunner):
    """The window's handle on the analysis worker (lives in the GUI thread)."""

    #: Lines of the current position job: (list[ThinkInfo] best first, final).
    lines_ready = Signal(object, bool)
    #: A position of the current game job was evaluated: (ply, PositionEval).
    position_evaluated = Signal(int, object)
    #: The current game job finished: the GameAnalysis (complete).
    game_finished = Signal(object)
    #: The current job failed: the message.
    failed = Signal(str)
    #: Whether a job is running (for the window's actions and the progress bar).
    busy_changed = Signal(bool)
    #: The worker returned from a job, current or stopped (its token).
    job_done = Signal(object)
    _run_position = Signal(object, object, object, object, int, object)
    _run_game = Signal(object, object, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(_Worker(), "janggi-analysis", parent)
        self._run_position.connect(self._worker.run_position)
        self._run_game.connect(self._worker.run_game)
        self._worker.lines.connect(self._on_lines)
        self._worker.position.connect(self._on_position)
        self._worker.game_done.connect(self._on_game_done)
        self._worker.failed.connect(self._on_failed)
        self._worker.done.connect(self.job_done)
        self._start_thread()
        self._serial = 0
        self._kind: str | None = None

    # --- control ----------------------------------------------------------------------------------------
    def _new_job(self, kind: str) -> tuple[int, threading.Event]:
        self._check_open()
        was = self._stop is not None
        if self._stop is not None:
            self._stop.set()
        self._serial += 1
        self._token = self._serial
        self._kind = kind
        self._stop = threading.Event()
        if not was:
            self.busy_changed.emit(True)
        return self._serial, self._stop

    def analyse_position(self, player: Player, game: Game, *, multipv: int = 1,
                         limits: ThinkLimits | None = None) -> object:
        """Analyse ``game``'s position (its moves are taken: the game may change after this returns) until
        :meth:`stop`, or within ``limits``; lines come as ``lines_ready``.  Returns the job's token."""
        token, stop = self._new_job("position")
        self._run_position.emit(token, player, Position.of(game), limits or ThinkLimits(infinite=True), multipv,
                                stop)
        return token

    def analyse_game(self, player: Player, analysis: GameAnalysis, limits: ThinkLimits) -> object:
        """Evaluate what ``analysis`` lacks (the worker fills it in: do not read it until
        ``game_finished``, or follow ``position_evaluated``)."""
        token, stop = self._new_job("game")
        self._run_game.emit(token, player, analysis, limits, stop)
        return token

    def stop(self) -> None:
        """Abandon the current job: nothing more of it reaches the window."""
        was = self._stop is not None
        if self._stop is not None:
            self._stop.set()
        self._stop = None
        self._token = None
        self._kind = None
        if was:
            self.busy_changed.emit(False)

    def is_busy(self) -> bool:
        return self._stop is not None

    @property
    def job_kind(self) -> str | None:
        """"position" or "game" while a job runs, else None."""
        return self._kind

    # --- from the worker --------------------------------------------------------------------------------
    def _finish(self) -> None:
        self._stop = None
        self._token = None
        self._kind = None
        self.busy_changed.emit(False)

    @Slot(object, object, bool)
    def _on_lines(self, token: object, lines: list, final: bool) -> None:
        if not self._current(token):
            return
        if final:
            self._finish()
        self.lines_ready.emit(lines, final)

    @Slot(object, int, object)
    def _on_position(self, token: object, ply: int, position: PositionEval) -> None:
        if self._current(token):
            self.position_evaluated.emit(ply, position)

    @Slot(object, object)
    def _on_game_done(self, token: object, analysis: GameAnalysis) -> None:
        if self._current(token):
            self._finish()
            self.game_finished.emit(analysis)

    @Slot(object, str)
    def _on_failed(self, token: object, message: str) -> None:
        if self._current(token):
            self._finish()
            self.failed.emit(message)


__all__ = ["MIN_EMIT_SECONDS", "AnalysisRunner"]
