"""Exercises from one's own ``?``/``??`` moves, and the judgement of an answer (half a pawn of the best)."""

from __future__ import annotations

import pytest

from janggi_desktop.analysis import Evaluation, GameAnalysis, PositionEval
from janggi_desktop.rules import Game, IllegalMoveError, Move
from janggi_desktop.training import Exercise, exercises_from_analysis, judge

MOVES = ("a4b4", "i7h7", "a1a6", "a7a6", "b1c3")  # Cho hangs a chariot at move 3 (a blunder), Han takes it


def analysed() -> GameAnalysis:
    g = Game("janggi")
    for uci in MOVES:
        g.push_uci(uci)
    a = GameAnalysis.of_game(g, engine="test")
    evals = [50, 40, 60, -700, -690, -720]  # Cho's view
    best = {0: "b1c3", 1: "h10g8", 2: "h1g3", 3: "a7a6", 4: "b1c3", 5: "h10g8"}
    for ply, cp in enumerate(evals):
        a.set(ply, PositionEval(Evaluation(cp=cp), [Move.from_uci(best[ply])], 8))
    return a


def test_the_users_blunder_becomes_an_exercise_and_the_opponents_moves_do_not():
    a = analysed()
    (ex,) = exercises_from_analysis(a, "cho", game_id=42)
    assert ex.fen == a.game_at(2).fen() and ex.side == "cho" and ex.ruleset == "janggi"
    assert (ex.played, ex.mark, ex.better, ex.best_eval, ex.game_id, ex.ply) == ("a1a6", "??", ("h1g3",), "0.60",
                                                                                  42, 3)
    assert exercises_from_analysis(a, "han") == []
    # The same mistake in the same position is one exercise, whatever game it came from.
    assert exercises_from_analysis(a, "cho", game_id=43)[0].key == ex.key
    with pytest.raises(ValueError, match="user_side"):
        exercises_from_analysis(a, "white")


class Engine:
    """The evaluations a test engine gives (Cho's view) of the exercise's position (key None) and after each
    move from it."""

    def __init__(self, exercise: Exercise, after: dict[str | None, Evaluation]) -> None:
        self.by_fen = {}
        for uci, evaluation in after.items():
            g = exercise.game()
            if uci is not None:
                g.push_uci(uci)
            self.by_fen[g.fen()] = evaluation
        self.calls = 0

    def __call__(self, game: Game) -> Evaluation:
        self.calls += 1
        return self.by_fen[game.fen()]


def test_half_a_pawn_of_the_best_is_accepted_more_is_not():
    (ex,) = exercises_from_analysis(analysed(), "cho")
    engine = Engine(ex, {None: Evaluation(cp=60), "b1c3": Evaluation(cp=10), "i4h4": Evaluation(cp=9)})
    assert judge(ex, "h1g3", engine).accepted and engine.calls == 0  # the best move needs no engine
    near = judge(ex, "b1c3", engine)
    assert near.accepted and near.loss_cp == 50
    far = judge(ex, Move.from_uci("i4h4"), engine)
    assert not far.accepted and far.loss_cp == 51
    again = judge(ex, "a1a6", engine)
    assert not again.accepted and again.reason == "the mistake again"
    with pytest.raises(IllegalMoveError):
        judge(ex, "a1a9", engine)


def test_without_a_better_line_the_engine_judges_alone():
    (ex,) = exercises_from_analysis(analysed(), "cho")
    bare = Exercise(**{**ex.__dict__, "better": ()})
    engine = Engine(bare, {None: Evaluation(cp=60), "h1g3": Evaluation(cp=60), "b4b5": Evaluation(cp=-200)})
    assert judge(bare, "h1g3", engine).accepted and engine.calls == 2
    assert not judge(bare, "b4b5", engine).accepted


def test_for_han_the_evaluation_is_turned_round_and_mates_decide():
    a = analysed()
    han = Exercise("k", a.game_at(3).fen(), "janggi", "han", "i10i9", "?", ("a7a6",), "-7.00")
    engine = Engine(han, {None: Evaluation(cp=-700), "b10c8": Evaluation(cp=-660), "h10g8": Evaluation(cp=-640)})
    assert judge(han, "b10c8", engine).accepted  # 40 cp worse for Han
    assert not judge(han, "h10g8", engine).accepted  # 60 cp worse for Han
    mates = Engine(han, {None: Evaluation(mate=-5), "b10c8": Evaluation(mate=-9), "h10g8": Evaluation(cp=-900)})
    assert judge(han, "b10c8", mates).accepted  # a slower mate still wins by force
    missed = judge(han, "h10g8", mates)
    assert not missed.accepted and missed.reason == "misses a forced win"
