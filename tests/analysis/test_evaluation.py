"""Evaluations are Cho's point of view everywhere; winning chances and the marks they give."""

from __future__ import annotations

import pytest

from janggi_desktop.analysis import Evaluation, Mark, mark_for, win_chance
from janggi_desktop.analysis.evaluation import eval_of_comment, without_eval
from janggi_desktop.play import ThinkInfo
from janggi_desktop.rules import Outcome, Termination


def test_an_engine_score_for_han_to_move_is_turned_to_chos_view():
    info = ThinkInfo(depth=5, score_cp=120)  # the side to move is better by 1.2
    assert Evaluation.from_info(info, "cho") == Evaluation(cp=120)
    assert Evaluation.from_info(info, "han") == Evaluation(cp=-120)
    mate = ThinkInfo(depth=5, score_mate=3)  # the side to move mates in 3
    assert Evaluation.from_info(mate, "han") == Evaluation(mate=-3)
    assert Evaluation.from_info(ThinkInfo(depth=0, score_mate=0), "cho") == Evaluation(winner="han")


def test_texts_are_from_chos_view_with_pgns_two_decimals():
    assert str(Evaluation(cp=35)) == "+0.3" and Evaluation(cp=35).pgn() == "0.35"
    assert str(Evaluation(cp=-130)) == "-1.3" and Evaluation(cp=-130).pgn() == "-1.30"
    assert str(Evaluation(cp=2)) == "0.0"
    assert Evaluation(mate=-3).pgn() == "#-3" and Evaluation(mate=4).pgn() == "#4"
    assert Evaluation(winner="cho").pgn() is None and str(Evaluation(winner="han")) == "0-1"
    for text in ("0.35", "-1.20", "#-3", "#4", "0.00"):
        assert Evaluation.parse_pgn(text).pgn() == text
    with pytest.raises(ValueError):
        Evaluation.parse_pgn("#0")
    with pytest.raises(ValueError):
        Evaluation.parse_pgn("good")


def test_comments_carry_the_eval_command():
    assert eval_of_comment("[%eval -1.20] Mistake.") == Evaluation(cp=-120)
    assert eval_of_comment("a nice move") is None
    assert without_eval("[%eval 0.35] a nice move") == "a nice move"


def test_winning_chances_are_symmetric_and_mates_certain():
    assert win_chance(0) == 0
    assert win_chance(300) == pytest.approx(-win_chance(-300))
    assert Evaluation(mate=7).cho_chance == 1 and Evaluation(mate=-1).chance_for("han") == 1
    assert Evaluation.from_outcome(Outcome("han", Termination.CHECKMATE)).chance_for("cho") == -1
    assert Evaluation.from_outcome(Outcome(None, Termination.REPETITION)).cho_chance == 0


def test_a_pawn_matters_in_a_level_game_and_hardly_when_a_chariot_up():
    level = win_chance(0) - win_chance(-200)
    won = win_chance(1500) - win_chance(1300)
    assert mark_for(level) is not None and mark_for(won) is None


@pytest.mark.parametrize("drop, mark", [(0.05, None), (0.1, Mark.INACCURACY), (0.25, Mark.MISTAKE),
                                        (0.3, Mark.BLUNDER), (1.8, Mark.BLUNDER)])
def test_thresholds(drop, mark):
    assert mark_for(drop) is mark
