"""The quiescence search's capture generator gives exactly the captures among the rules' pseudo-legal moves."""

import random

import pytest

from janggi_desktop.engine.movegen import capture_moves
from janggi_desktop.rules import RULE_SETS, Game


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_captures_are_the_pseudo_moves_that_capture(ruleset):
    rng = random.Random(len(ruleset))
    checked = 0
    for _ in range(5):
        g = Game(ruleset)
        for _ in range(120):
            moves = g.legal_moves()
            if not moves or g.outcome() is not None:
                break
            g.push(rng.choice(moves))
            pos = g.position
            board = pos.board
            want = sorted(m for m in pos.pseudo_moves() if board[m & 127])
            got = sorted(capture_moves(board, pos.side, g.ruleset.soldier_palace_diagonals))
            assert got == want
            checked += 1
    assert checked > 100
