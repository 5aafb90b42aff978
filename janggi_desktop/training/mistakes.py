"""Learning from one's own mistakes: exercises from the ``?`` and ``??`` moves of an analysed game.

Each mistake (or blunder) the user made becomes an exercise: the position before it, "find a better move".
A move is accepted when it is the engine's best move, or when it loses at most :data:`ACCEPT_MARGIN_CP`
(half a pawn) against the best: the position and the position after the answer are both evaluated by the
same engine when the answer is given (the analysis' own figure came from another search, maybe another
depth: comparing with it would be unfair both ways).  The mistake itself is never accepted.  The better
line the analysis found is shown after.

When the exercise comes back is :mod:`.schedule`'s business (FSRS); this module only makes and judges them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from janggi_desktop.analysis import Evaluation, GameAnalysis, Mark
from janggi_desktop.rules import Game, IllegalMoveError, Move

#: An answer within this many centipawns of the best move's evaluation is accepted (the issue: 0.5 pawn).
ACCEPT_MARGIN_CP = 50
#: The marks that make exercises (inaccuracies ``?!`` do not).
EXERCISE_MARKS = (Mark.MISTAKE, Mark.BLUNDER)


@dataclass(frozen=True)
class Exercise:
    """A position before one of the user's mistakes.

    ``fen`` and ``ruleset`` the position, ``side`` who is to move (the user), ``played`` the mistake (UCI),
    ``mark`` its glyph ("?" or "??"), ``better`` the engine's line from the position (UCI, its first move
    the best), ``best_eval`` the analysis' evaluation of the position (``[%eval]`` text, Cho's view),
    ``game_id`` the library's id of the game it came from (None when unknown) and ``ply`` the mistake's
    ply in that game (1: the first move), so a click can open the game there."""

    key: str
    fen: str
    ruleset: str
    side: str
    played: str
    mark: str
    better: tuple[str, ...]
    best_eval: str
    game_id: int | None = None
    ply: int = 0

    def game(self) -> Game:
        return Game.from_fen(self.fen, self.ruleset)


def exercise_key(fen: str, played: str) -> str:
    """The same mistake in the same position is one exercise, whichever game it came from."""
    board_and_side = " ".join(fen.split()[:2])
    return hashlib.sha1(f"{board_and_side} {played}".encode()).hexdigest()[:16]


def exercises_from_analysis(analysis: GameAnalysis, user_side: str, *,
                            game_id: int | None = None) -> list[Exercise]:
    """The exercises of every ``?`` / ``??`` move ``user_side`` ("cho" or "han") made in ``analysis``.
    A mistake whose better line is unknown (marks read back without it) still makes one: the answer is
    judged against the engine's evaluation of the position, and the window shows the engine's line after."""
    if user_side not in ("cho", "han"):
        raise ValueError(f"user_side must be 'cho' or 'han', not {user_side!r}")
    out = []
    for report in analysis.reports():
        if report.side != user_side or report.mark not in EXERCISE_MARKS:
            continue
        fen = analysis.game_at(report.ply - 1).fen()
        played = report.move.uci
        evaluation = report.before.pgn() or str(report.before)
        out.append(Exercise(exercise_key(fen, played), fen, analysis.ruleset, user_side, played,
                            report.mark.glyph, tuple(m.uci for m in report.better), evaluation, game_id,
                            report.ply))
    return out


def value_for(evaluation: Evaluation, side: str) -> tuple[int, float]:
    """A comparable value of ``evaluation`` for ``side``: (class, amount).  Class 2 a forced win (a won
    game or a mate for ``side``: sooner is better), 1 centipawns, 0 a forced loss (later is better)."""
    sign = 1 if side == "cho" else -1
    if evaluation.winner is not None:
        if evaluation.winner == "draw":
            return 1, 0.0
        return (2, 1000.0) if evaluation.winner == side else (0, 0.0)
    if evaluation.mate is not None:
        mate = evaluation.mate * sign
        return (2, 1000.0 - mate) if mate > 0 else (0, float(-mate))
    return 1, float((evaluation.cp or 0) * sign)


@dataclass(frozen=True)
class Verdict:
    """The judgement of an answer: ``accepted``, and ``loss_cp`` how many centipawns it gives up against
    the best move (None when a mate or a won game decided it)."""

    accepted: bool
    loss_cp: float | None
    reason: str


def judge(exercise: Exercise, move: str | Move, evaluate: Callable[[Game], Evaluation]) -> Verdict:
    """Whether ``move`` answers ``exercise``.  ``evaluate`` gives a position's evaluation (Cho's view) by
    the engine the user trains with; it is called on the exercise's position (its value is the best move's)
    and on the position after ``move``.  Raises IllegalMoveError for an illegal move."""
    uci = move.uci if isinstance(move, Move) else move
    game = exercise.game()
    if not game.is_legal(uci):
        raise IllegalMoveError("{text} is not legal in {fen}", text=uci, fen=exercise.fen)
    if exercise.better and uci == exercise.better[0]:
        return Verdict(True, 0.0, "the best move")
    if uci == exercise.played:
        return Verdict(False, None, "the mistake again")
    best = value_for(evaluate(game), exercise.side)
    game.push_uci(uci)
    answer = value_for(evaluate(game), exercise.side)
    if best[0] != 1 or answer[0] != 1:
        if answer[0] == 2:
            return Verdict(True, None, "wins by force too")
        if best[0] == 2:
            return Verdict(False, None, "misses a forced win")
        if answer[0] == 0 and best[0] == 0:
            return Verdict(answer[1] >= best[1], None, "resists as long" if answer[1] >= best[1] else
                           "loses sooner")
        return Verdict(answer[0] >= best[0], None, "no worse" if answer[0] >= best[0] else "loses by force")
    loss = best[1] - answer[1]
    if loss <= ACCEPT_MARGIN_CP:
        return Verdict(True, loss, "within half a pawn of the best")
    return Verdict(False, loss, "more than half a pawn worse than the best")
