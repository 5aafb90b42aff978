"""Judges an answer to a mistake exercise off the GUI thread: the Qt adapter of
:func:`janggi_desktop.training.judge`.

Judging asks the engine twice (the exercise's position, whose value is the best move's, and the position
after the answer), a second or two with the analysis engine: never on the GUI thread.  One long-lived
worker thread (made with the first answer) runs one judgement at a time on the exercise's own game; each
job has a token and its own stop event, and only the current job's verdict reaches the window, so a
practice closed or moved on while the engine thinks hears nothing stale.  The engine is the analysis
engine the settings name (the one whose report marked the mistake), made by the window's player factory.
"""

from __future__ import annotations

import threading
from typing import NamedTuple

from PySide6.QtCore import QObject, Signal, Slot

from janggi_desktop.play import Player, PlayerError, ThinkLimits
from janggi_desktop.rules import Game, IllegalMoveError, Move

from ..worker_thread import WorkerThreadRunner


class EngineVerdict(NamedTuple):
    """A judged answer: the :class:`~janggi_desktop.training.Verdict` and the engine's best line from the
    exercise's position (the exercise's own better line when the engine was not asked)."""

    verdict: object
    line: tuple[Move, ...]


class _Stopped(Exception):
    """The job was stopped while the engine thought."""


class _Worker(QObject):
    judged = Signal(object, object)  # token, EngineVerdict
    failed = Signal(object, str)  # token, message

    @Slot(object, object, object, object, object, object)
    def run(self, token: object, exercise, move: str, player: Player, limits: ThinkLimits,
            stop: threading.Event) -> None:
        # imported at the first answer judged: the analysis' evaluation and the training package (~21 ms with
        # the library) are no part of the window's first frame, which loads this module
        from janggi_desktop.analysis import evaluate_position
        from janggi_desktop.training import judge

        line: list[Move] = []
        calls = [0]

        def evaluate(game: Game):
            position = evaluate_position(player, game, limits, stop)
            if position is None:
                raise _Stopped
            calls[0] += 1
            if calls[0] == 1:  # judge asks about the exercise's position first: its line is the better one
                line.extend(position.line)
            return position.evaluation

        try:
            if stop.is_set():
                return
            verdict = judge(exercise, move, evaluate)
            if not line:
                line.extend(Move.from_uci(m) for m in exercise.better)
            if not line and not stop.is_set():  # the best move, known beforehand: its line after it
                position = evaluate_position(player, exercise.game(), limits, stop)
                line.extend(position.line if position is not None else [])
            self.judged.emit(token, EngineVerdict(verdict, tuple(line)))
        except _Stopped:
            pass
        except (PlayerError, IllegalMoveError, ValueError) as e:
            self.failed.emit(token, str(e))
        except Exception as e:  # noqa: BLE001 - a bug must reach the window, not end the thread silently
            self.failed.emit(token, f"{type(e).__name__}: {e}")


class EngineJudge(WorkerThreadRunner):
    """The window's handle on the judging worker (lives in the GUI thread)."""

    #: The current answer's :class:`EngineVerdict`.
    judged = Signal(object)
    #: The engine could not judge: the message.
    failed = Signal(str)
    _run = Signal(object, object, object, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(_Worker(), "janggi-judge", parent)
        self._run.connect(self._worker.run)
        self._worker.judged.connect(self._on_judged)
        self._worker.failed.connect(self._on_failed)
        self._serial = 0

    def judge(self, exercise, move: str, player: Player, limits: ThinkLimits) -> None:
        """Judge ``move`` (UCI) as an answer to ``exercise`` with ``player``; the verdict comes as ``judged``
        (or ``failed``).  A judgement still running is abandoned."""
        self._check_open()
        if self._thread is None or not self._thread.isRunning():
            self._start_thread()
        if self._stop is not None:
            self._stop.set()
        self._serial += 1
        self._token = self._serial
        self._stop = threading.Event()
        self._run.emit(self._token, exercise, move, player, limits, self._stop)

    def stop(self) -> None:
        """Abandon the judgement running: its verdict never comes."""
        if self._stop is not None:
            self._stop.set()
        self._stop = None
        self._token = None

    def is_busy(self) -> bool:
        return self._stop is not None

    @Slot(object, object)
    def _on_judged(self, token: object, judged: EngineVerdict) -> None:
        if self._current(token):
            self._stop = None
            self.judged.emit(judged)

    @Slot(object, str)
    def _on_failed(self, token: object, message: str) -> None:
        if self._current(token):
            self._stop = None
            self.failed.emit(message)


__all__ = ["EngineJudge", "EngineVerdict"]
