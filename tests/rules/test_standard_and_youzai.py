"""Hand-written tests for every knob of docs/rules.md#rule-sets under ``standard`` and ``youzai`` (no engine twin)."""

from __future__ import annotations

import pytest

from janggi_desktop.rules import (
    Game,
    GameStateError,
    IllegalMoveError,
    Termination,
    get_ruleset,
    start_fen,
)

START = start_fen()


def moves_from(game: Game, square: str) -> set[str]:
    return {str(m)[len(square):] for m in game.legal_moves() if str(m).startswith(square)
            and str(m)[len(square)].isalpha()}


# --- arrangements -----------------------------------------------------------------------------------------
def test_standard_lets_each_side_choose_its_arrangement() -> None:
    game = Game("standard", cho="상마마상", han="마상마상")
    assert game.fen().startswith("rnba1anbr/") and "/RBNA1ANBR w" in game.fen()


def test_youzai_arrangement_is_fixed() -> None:
    assert Game("youzai").fen() == START
    with pytest.raises(GameStateError, match="fixed arrangement"):
        Game("youzai", cho="상마마상")


# --- cannon -----------------------------------------------------------------------------------------------
def test_standard_cannon_only_moves_by_jumping() -> None:
    game = Game("standard")
    assert moves_from(game, "b3") == set()  # nothing to jump over but cannons and the edge
    game = Game.from_fen("3k5/9/9/9/9/9/9/1P7/4K4/1C7 w - - 0 1", "standard")
    assert moves_from(game, "b1") == {"b4", "b5", "b6", "b7", "b8", "b9", "b10"}


def test_youzai_cannon_slides_orthogonally_when_not_capturing() -> None:
    game = Game("youzai")
    # b3: up to b7 (b8 is a cannon), down b2, sideways a3 and c3..g3 (h3 is a cannon): no jumps at all
    assert moves_from(game, "b3") == {"b4", "b5", "b6", "b7", "b2", "a3", "c3", "d3", "e3", "f3", "g3"}


def test_youzai_cannon_slides_along_palace_diagonals() -> None:
    game = Game.from_fen("3k5/9/9/9/9/9/9/3C5/9/4K4 w - - 0 1", "youzai")
    assert {"e2", "f1"} <= moves_from(game, "d3")
    standard = Game.from_fen("3k5/9/9/9/9/9/9/3C5/9/4K4 w - - 0 1", "standard")
    assert not {"e2", "f1"} & moves_from(standard, "d3")


def test_youzai_cannon_captures_only_over_one_non_cannon_screen() -> None:
    fen = "3k5/9/9/9/1r7/9/1P7/9/9/1C2K4 w - - 0 1"
    game = Game.from_fen(fen, "youzai")
    assert "b6" in moves_from(game, "b1")  # capture over the soldier on b4
    assert {"b2", "b3"} <= moves_from(game, "b1") and "b5" not in moves_from(game, "b1")


@pytest.mark.parametrize("ruleset", ["standard", "youzai"])
def test_cannon_never_jumps_or_takes_a_cannon(ruleset: str) -> None:
    # Cho cannon b1; a Han cannon screens on b4; a Han chariot behind it on b6
    game = Game.from_fen("3k5/9/9/9/1r7/9/1c7/9/9/1C2K4 w - - 0 1", ruleset)
    targets = moves_from(game, "b1")
    assert "b6" not in targets and "b4" not in targets
    # a Cho chariot screen in front of a Han cannon: the cannon cannot take the cannon
    game = Game.from_fen("3k5/9/9/9/1c7/9/1R7/9/9/1C2K4 w - - 0 1", ruleset)
    assert "b6" not in moves_from(game, "b1")


# --- soldiers ---------------------------------------------------------------------------------------------
def test_soldier_palace_diagonals_standard_yes_youzai_no() -> None:
    fen = "3k5/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1"  # Cho soldier on d8, a corner of Han's palace
    assert "e9" in moves_from(Game.from_fen(fen, "standard"), "d8")
    assert "e9" not in moves_from(Game.from_fen(fen, "youzai"), "d8")


# --- bikjang ----------------------------------------------------------------------------------------------
def test_standard_bikjang_must_be_broken_and_cannot_be_passed() -> None:
    game = Game("standard")
    game.push_uci("e4d4")
    game.push_uci("e7d7")
    assert game.is_bikjang() and game.bikjang_pending()
    legal = {str(m) for m in game.legal_moves()}
    assert legal == {"c1e4", "g1e4", "e2d2", "e2f2", "e2d3", "e2f3", "d4e4"}
    assert not game.can_pass()
    with pytest.raises(IllegalMoveError):
        game.push_uci("e2e2")
    with pytest.raises(IllegalMoveError):
        game.push_uci("e2e1")  # stays on the open file


def test_standard_accept_bikjang_draw() -> None:
    game = Game("standard")
    with pytest.raises(GameStateError):
        game.accept_bikjang_draw()
    game.push_uci("e4d4")
    game.push_uci("e7d7")
    outcome = game.accept_bikjang_draw()
    # an agreed draw is its own termination; in_bikjang says it was the bikjang draw
    assert outcome.winner is None and outcome.termination is Termination.AGREEMENT and outcome.in_bikjang
    assert game.outcome() == outcome == game.forced_outcome and game.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="over"):
        game.push_uci("d4e4")
    game.pop()  # undoing takes the acceptance back with the move
    assert game.outcome() is None and game.turn == "han"


def test_standard_bikjang_with_no_breaking_move_is_a_draw() -> None:
    # Cho's general on e3 can only go to e2 (d3, f3 are covered by Han soldiers): it stays facing
    game = Game.from_fen("9/4k4/9/9/9/9/3p1p3/4K4/9/9 w - - 0 1", "standard")
    outcome = game.outcome()
    assert outcome is not None and outcome.winner is None and outcome.termination is Termination.BIKJANG


def test_accept_draw_is_only_for_standard() -> None:
    game = Game("janggi")
    game.push_uci("e4d4")
    game.push_uci("e7d7")
    with pytest.raises(GameStateError):
        game.accept_bikjang_draw()


def test_youzai_bikjang_has_no_effect() -> None:
    game = Game("youzai")
    for uci in ("e4d4", "e7d7", "e2e2", "e9e9", "e2e1"):  # facing, passing, even moving along the file
        game.push_uci(uci)
    assert game.is_bikjang() and not game.bikjang_pending() and game.outcome() is None


# --- passes -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["standard", "youzai"])
def test_two_passes_have_no_effect(ruleset: str) -> None:
    game = Game(ruleset)
    for uci in ("e2e2", "e9e9", "e2e2", "e9e9"):
        game.push_uci(uci)
    assert game.outcome() is None


def test_no_pass_in_check() -> None:
    game = Game.from_fen("3k5/9/9/9/9/9/9/9/4K4/3R5 b - - 0 1", "standard")
    assert game.in_check() and not game.can_pass()


# --- repetition -------------------------------------------------------------------------------------------
def test_standard_third_repetition_is_a_draw() -> None:
    game = Game("standard")
    cycle = ["b1c3", "b10c8", "c3b1", "c8b10"]
    for uci in cycle + cycle[:3]:
        game.push_uci(uci)
    assert game.outcome() is None
    game.push_uci(cycle[3])
    assert game.outcome().termination is Termination.REPETITION and game.outcome().winner is None


def test_standard_perpetual_check_is_a_plain_draw() -> None:
    game = Game.from_fen("3k5/9/9/9/9/9/9/9/4K4/7R1 w - - 0 1", "standard")
    script = ["h1h10", "d10d9"] + ["h10h9", "d9d10", "h9h10", "d10d9"] * 2
    for uci in script[:8]:
        game.push_uci(uci)
    assert game.outcome() is None
    game.push_uci(script[8])  # Han's general in check on d10 for the third time
    outcome = game.outcome()
    assert outcome.termination is Termination.REPETITION and outcome.winner is None


def test_youzai_has_no_repetition_rule() -> None:
    game = Game("youzai")
    for _ in range(6):
        for uci in ["b1c3", "b10c8", "c3b1", "c8b10"]:
            game.push_uci(uci)
    assert game.outcome() is None


# --- ply limits and points --------------------------------------------------------------------------------
def test_standard_200_plies_in_total_decided_on_points_by_the_deom() -> None:
    game = Game.from_fen(START.replace(" 0 1", " 0 100"), "standard")  # 198 plies already played
    game.push_uci("a4a5")
    assert game.outcome() is None
    game.push_uci("a7a6")
    outcome = game.outcome()
    assert outcome.termination is Termination.PLY_LIMIT
    assert outcome.points == (72.0, 73.5) and outcome.winner == "han"


def test_standard_points_can_favour_cho() -> None:
    game = Game.from_fen("3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 100", "standard")
    game.push_uci("a1a2")
    game.push_uci("d10d9")
    assert game.outcome().points == (13.0, 1.5) and game.outcome().winner == "cho"


def test_standard_captures_do_not_reset_its_limit() -> None:
    game = Game.from_fen("3k5/9/9/9/9/9/9/r8/4K4/R8 w - - 0 100", "standard")
    game.push_uci("a1a3")  # a capture on the 199th ply
    game.push_uci("d10d9")
    assert game.outcome().termination is Termination.PLY_LIMIT


def test_youzai_200_plies_without_capture_draw() -> None:
    game = Game.from_fen(START.replace(" 0 1", " 198 120"), "youzai")
    game.push_uci("a4a5")
    assert game.outcome() is None
    game.push_uci("a7a6")
    outcome = game.outcome()
    assert outcome.termination is Termination.PLY_LIMIT and outcome.winner is None


def test_resignation() -> None:
    game = Game("standard")
    outcome = game.resign("cho")
    assert outcome.winner == "han" and outcome.termination is Termination.RESIGNATION
    assert game.legal_moves() == []
    with pytest.raises(GameStateError):
        game.resign("han")


def test_checkmate_wins_everywhere() -> None:
    for ruleset in ("standard", "youzai"):
        game = Game.from_fen("3k5/R8/9/9/9/9/9/9/4K4/7R1 w - - 0 1", ruleset)
        game.push_uci("h1h10")
        assert game.outcome().termination is Termination.CHECKMATE and game.outcome().winner == "cho"


def test_rule_set_lookup() -> None:
    assert get_ruleset().name == "standard"
    assert get_ruleset("Kakao").name == "janggimodern"
    with pytest.raises(ValueError, match="unknown rule set"):
        get_ruleset("xiangqi")
