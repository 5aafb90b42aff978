"""tune/make_puzzles.py's backward extension (no engine): the positions it offers one solver move and one
reply before a mate really lead to that mate's position under our rules model, the solver's move gives check
unless quiet moves are asked for, and a sacrificed or captured piece stands where such a piece may stand."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from janggi_desktop.rules import Game

TUNE = Path(__file__).resolve().parents[2] / "tune"


@pytest.fixture(scope="module")
def make_puzzles():
    saved = list(sys.path)  # the script puts the repository and tune/ first on sys.path: not for other tests
    try:
        spec = importlib.util.spec_from_file_location("make_puzzles", TUNE / "make_puzzles.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved
    return module


# Cho mates in 1 (d4d10); the test set's own puzzle 0367750a.
MATE_IN_1 = "5k3/5aN2/9/9/2p6/9/3R3C1/4K4/9/9 w - - 0 2"


def test_the_board_round_trips(make_puzzles):
    board = make_puzzles.board_of(MATE_IN_1)
    assert make_puzzles.fen_of(board, "w").split()[:2] == MATE_IN_1.split()[:2]


@pytest.mark.parametrize("options", [{}, {"sacrifices": "RCNBP", "captures": "RCNBAP"},
                                     {"sacrifices": "RCNBP", "captures": "RCNBAP", "quiet": True}])
def test_every_predecessor_leads_to_the_position(make_puzzles, options):
    target = MATE_IN_1.split()[:2]
    found = list(make_puzzles.predecessors(MATE_IN_1, **options))
    assert found
    for fen, (m1, r1) in found:
        game = Game.from_fen(fen, "janggi")
        assert game.turn == "cho" and not game.is_over()
        game.push_uci(m1)
        if not options.get("quiet"):
            assert game.in_check()
        game.push_uci(r1)
        assert game.fen().split()[:2] == target
    if options.get("quiet"):
        assert len(found) > len(list(make_puzzles.predecessors(MATE_IN_1, **{**options, "quiet": False})))


def test_pieces_are_put_back_only_where_they_may_stand(make_puzzles):
    assert make_puzzles.may_stand("A", (4, 8), upper=False) and not make_puzzles.may_stand("A", (4, 5), upper=False)
    assert make_puzzles.may_stand("P", (0, 6), upper=False) and not make_puzzles.may_stand("P", (0, 7), upper=False)
    assert make_puzzles.may_stand("P", (0, 3), upper=True) and not make_puzzles.may_stand("P", (0, 2), upper=True)
    assert make_puzzles.may_stand("R", (0, 0), upper=False)
