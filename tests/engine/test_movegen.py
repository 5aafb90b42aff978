"""The quiescence search's capture generator gives exactly the captures among the rules' pseudo-legal moves;
generation from the pieces' points equals the board scan."""

import random

import pytest

from janggi_desktop.engine.evaluate import mobility
from janggi_desktop.engine.movegen import capture_moves
from janggi_desktop.rules import RULE_SETS, Game


def random_positions(ruleset: str, seed: int, games: int):
    """The positions of ``games`` random games of up to 120 plies (the game, after each move)."""
    rng = random.Random(seed)
    for _ in range(games):
        g = Game(ruleset)
        for _ in range(120):
            moves = g.legal_moves()
            if not moves or g.outcome() is not None:
                break
            g.push(rng.choice(moves))
            yield g


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_captures_are_the_pseudo_moves_that_capture(ruleset):
    checked = 0
    for g in random_positions(ruleset, len(ruleset), 5):
        pos = g.position
        board = pos.board
        want = sorted(m for m in pos.pseudo_moves() if board[m & 127])
        got = sorted(capture_moves(board, pos.side, g.ruleset.soldier_palace_diagonals))
        assert got == want
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_generation_from_the_pieces_points_equals_the_board_scan(ruleset):
    """The search passes the points of each side's pieces (in a set's order) instead of scanning the board:
    the same moves, captures and mobility must come out."""
    checked = 0
    for g in random_positions(ruleset, 7 + len(ruleset), 4):
        pos = g.position
        board = pos.board
        points = ({sq for sq, p in enumerate(board) if p and p >> 3 == 0},
                  {sq for sq, p in enumerate(board) if p and p >> 3 == 1})
        ours = points[pos.side]
        assert sorted(pos.pseudo_moves(ours)) == sorted(pos.pseudo_moves())
        diag = g.ruleset.soldier_palace_diagonals
        assert sorted(capture_moves(board, pos.side, diag, ours)) == sorted(capture_moves(board, pos.side, diag))
        assert mobility(board, points) == mobility(board)
        checked += 1
    assert checked > 100
