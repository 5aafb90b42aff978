"""A solve session: one position to solve, move by move, whatever the exercise is (a puzzle, a mistake of
one's own).  No Qt: the window drives it and shows its game; the tests drive it alone.

The session holds the start position, the expected line (the solver's move, the opponent's reply, the
solver's next move...) and its own :class:`~janggi_desktop.rules.Game`, which the board shows.  What makes a
move right is the session's **judge**, a callable given to it: :func:`puzzle_judge` for the shipped puzzles
(the line's move, or any move that mates, as lichess accepts any mate at the last move), an engine's "within
half a pawn of the best" for the exercises of one's own mistakes.  The session itself only keeps the score:

- a right move is kept and, when the line goes on, the opponent's reply is named for the window to play after
  a pause (:meth:`SolveSession.play_reply`);
- a wrong move is kept on the board until :meth:`SolveSession.take_back` (so the person sees what they did),
  and the attempt counts as failed from then on, even if solved later (a retry is allowed);
- :meth:`SolveSession.hint` names the piece to move and :meth:`SolveSession.show_next` plays the line out
  one move at a time; either counts the attempt failed (the answer was given, not found).

Judging may be slow (an engine's search): :meth:`SolveSession.judge` only reads, on a copy of the position,
so a window may call it on a worker thread and hand its answer to :meth:`SolveSession.apply` on its own;
:meth:`SolveSession.try_move` does both at once.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from janggi_desktop.rules import Game, IllegalMoveError, Move, Termination

from .puzzles import Puzzle


class SessionError(ValueError):
    """A call the session's state does not allow (a move while a wrong one waits to be taken back, a reply
    when none is due, a move after the end)."""


class Judged(Protocol):
    """What a judge answers: whether the move is accepted, and why in a few words (for logs and the
    window's message).  :class:`Judgement` is one; so is the mistakes module's ``Verdict``."""

    @property
    def accepted(self) -> bool: ...

    @property
    def reason(self) -> str: ...


@dataclass(frozen=True)
class Judgement:
    accepted: bool
    reason: str = ""


#: A judge: (the position before the move — a copy the judge may change —, the move, the line's expected
#: move in UCI or None past the line's end) → its judgement.
Judge = Callable[[Game, Move, "str | None"], Judged]


def mates(game: Game, move: Move) -> bool:
    """``move`` checkmates: the side to move in ``game`` wins by it at once."""
    out = game.outcome_after(move)
    return out is not None and out.termination is Termination.CHECKMATE and out.winner == game.turn


def line_judge(game: Game, move: Move, expected: str | None) -> Judgement:
    """Only the line's move is right (a tactic: the generator checked it is the only one that keeps the
    gain)."""
    if expected is not None and move.uci == expected:
        return Judgement(True, "the line's move")
    return Judgement(False, "not the line's move")


def puzzle_judge(game: Game, move: Move, expected: str | None) -> Judgement:
    """The line's move, or any move that checkmates at once (lichess does the same at a mate's last move;
    at an earlier move a mate is only shorter, which the generator's uniqueness check already excludes)."""
    if expected is not None and move.uci == expected:
        return Judgement(True, "the line's move")
    if mates(game, move):
        return Judgement(True, "another move that mates")
    return Judgement(False, "not the line's move")


class Verdict(enum.Enum):
    """What a move the solver tried turned out to be."""

    RIGHT = "right"    # accepted; the line goes on (the opponent's reply is next)
    WRONG = "wrong"    # refused; it waits on the board to be taken back
    SOLVED = "solved"  # accepted and the last move to find (or it mated)


@dataclass(frozen=True)
class Attempt:
    """The answer to one tried move: the verdict, the move, the opponent's reply the window plays next
    (None when none is due), and the judge's reason."""

    verdict: Verdict
    move: Move
    reply: Move | None
    reason: str = ""


class SolveSession:
    """One position to solve (see the module docstring).

    ``start`` is the position (copied; the session never changes the caller's game), ``line`` the expected
    moves in UCI, solver first; ``to_find`` how many of the solver's moves must be found (default: every
    solver move of the line — a puzzle's line ends with the solver's move; an exercise of one's own mistake
    finds 1 and shows the rest of the engine's line as the solution); ``judge`` what accepts a move.
    Raises IllegalMoveError when the line is not legal from ``start``.
    """

    def __init__(self, start: Game, line: Sequence[str], *, judge: Judge = puzzle_judge,
                 to_find: int | None = None) -> None:
        self._start = start.copy()
        check = start.copy()
        self._line: tuple[Move, ...] = tuple(check.push_uci(m) for m in line)
        solver_moves = (len(self._line) + 1) // 2
        if to_find is None:
            to_find = solver_moves
        if not 1 <= to_find <= max(1, solver_moves):
            raise ValueError(f"to_find must be 1..{max(1, solver_moves)}, not {to_find}")
        self._to_find = to_find
        self._judge = judge
        self._solver = start.turn
        self.game = start.copy()
        self._step = 0          # index in the line of the next move (the solver's when even)
        self._found = 0         # solver moves found
        self._pending: Move | None = None  # the opponent's reply due
        self._wrong: Move | None = None    # a wrong move on the board, waiting to be taken back
        self._off_line = False  # an accepted move that was not the line's: the line cannot go on
        self.failed = False
        self.solved = False
        self.helped = False     # a hint was asked or the solution shown
        self.wrong_moves = 0

    # --- what the window reads ----------------------------------------------------------------------------
    @property
    def solver(self) -> str:
        """"cho" or "han": the side that solves (shown at the bottom of the board)."""
        return self._solver

    @property
    def start(self) -> Game:
        return self._start.copy()

    @property
    def line(self) -> tuple[Move, ...]:
        return self._line

    @property
    def to_find(self) -> int:
        return self._to_find

    @property
    def found(self) -> int:
        return self._found

    @property
    def finished(self) -> bool:
        """Solved, or the line played out by :meth:`show_next`: nothing is left to find."""
        return self.solved or self._found >= self._to_find or self._off_line

    @property
    def reply_due(self) -> Move | None:
        return self._pending

    @property
    def wrong_move(self) -> Move | None:
        """The wrong move on the board, waiting for :meth:`take_back`."""
        return self._wrong

    @property
    def clean(self) -> bool:
        """Solved without a wrong move, a hint or the solution: what the rating counts as a win."""
        return self.solved and not self.failed

    def expected(self) -> Move | None:
        """The line's next move (the solver's, or the reply due), None past its end or off it."""
        if self._off_line or self._step >= len(self._line):
            return None
        return self._line[self._step]

    def solution(self) -> tuple[Move, ...]:
        """The rest of the line from the position on the board (before a wrong move)."""
        return () if self._off_line else self._line[self._step:]

    # --- the solver's moves -------------------------------------------------------------------------------
    def judge(self, move: Move | str) -> Judged:
        """The judge's answer for ``move`` in the position on the board; changes nothing (safe on another
        thread while the window waits).  Raises IllegalMoveError for an illegal move, SessionError when no
        move is due from the solver."""
        self._check_can_move()
        move = Move.from_uci(move) if isinstance(move, str) else move
        if not self.game.is_legal(move):
            raise IllegalMoveError("{text} is not legal in {fen}", text=move.uci, fen=self.game.fen())
        expected = self.expected()
        return self._judge(self.game.copy(), move, expected.uci if expected is not None else None)

    def apply(self, move: Move | str, judged: Judged) -> Attempt:
        """Play ``move`` on the session's game with the judge's answer (from :meth:`judge`)."""
        self._check_can_move()
        move = Move.from_uci(move) if isinstance(move, str) else move
        self.game.push(move)
        if not judged.accepted:
            self._wrong = move
            self.failed = True
            self.wrong_moves += 1
            return Attempt(Verdict.WRONG, move, None, judged.reason)
        expected = self.expected()
        self._found += 1
        on_line = expected is not None and move == expected
        if on_line:
            self._step += 1
        else:
            self._off_line = True
        if self._found >= self._to_find or not on_line or self.game.is_over():
            self.solved = True
            return Attempt(Verdict.SOLVED, move, None, judged.reason)
        reply = self.expected()
        if reply is None:  # the line ends with the solver's move before to_find: nothing left to find
            self.solved = True
            return Attempt(Verdict.SOLVED, move, None, judged.reason)
        self._pending = reply
        return Attempt(Verdict.RIGHT, move, reply, judged.reason)

    def try_move(self, move: Move | str) -> Attempt:
        """Judge ``move`` and play it: :meth:`judge` then :meth:`apply`."""
        return self.apply(move, self.judge(move))

    def play_reply(self) -> Move:
        """Play the opponent's reply due after a right move; returns it."""
        if self._pending is None:
            raise SessionError("no reply is due")
        move, self._pending = self._pending, None
        self.game.push(move)
        self._step += 1
        return move

    def take_back(self) -> Move:
        """Take the wrong move back (the attempt stays failed; the solver tries again)."""
        if self._wrong is None:
            raise SessionError("no wrong move to take back")
        move, self._wrong = self._wrong, None
        self.game.pop()
        return move

    # --- help ---------------------------------------------------------------------------------------------
    def hint(self) -> int | None:
        """The point of the piece to move (None when no solver move is due); counts the attempt failed."""
        if self._wrong is not None or self._pending is not None or self.finished:
            return None
        move = self.expected()
        if move is None:
            return None
        self.helped = True
        self.failed = True
        return move.from_square

    def show_next(self) -> Move | None:
        """Play the line's next move, whoever's it is (a wrong move on the board is taken back first);
        None when the line is played out.  Counts the attempt failed."""
        if self._wrong is not None:
            self.take_back()
        if self._pending is not None:
            return self.play_reply()
        move = self.expected()
        if move is None:
            return None
        self.helped = True
        self.failed = True
        self.game.push(move)
        self._step += 1
        if self._step % 2 == 1:
            self._found += 1
        return move

    def restart(self) -> None:
        """Back to the start position to try again; failed stays as it was (a retry does not clear it)."""
        self.game = self._start.copy()
        self._step = self._found = 0
        self._pending = self._wrong = None
        self._off_line = False
        self.solved = False

    def _check_can_move(self) -> None:
        if self._wrong is not None:
            raise SessionError("a wrong move waits to be taken back")
        if self._pending is not None:
            raise SessionError("the opponent's reply is due")
        if self.finished:
            raise SessionError("nothing is left to find")
        if self.game.turn != self._solver:
            raise SessionError("it is not the solver's turn")


def puzzle_session(puzzle: Puzzle) -> SolveSession:
    """A session on a shipped puzzle: its whole line to find, :func:`puzzle_judge` (a mate anywhere is
    accepted: in a tactic too, a mate beats winning a piece)."""
    return SolveSession(puzzle.game(), puzzle.solution, judge=puzzle_judge)
