"""The evaluation's threat terms (``evaluate.threats``): pieces attacked by cheaper enemy pieces, on
constructed positions and on the real game that made them worth having; and the search evaluating a
position exactly as ``evaluate_position`` does (the search caches the terms per placement for both sides
to move)."""

import random

import pytest

from janggi_desktop.engine import evaluate as ev
from janggi_desktop.engine.search import Limits, Searcher, Style
from janggi_desktop.rules import Game

START = "rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"


def _threats(fen: str, moves: str = "") -> tuple[int, int, int, int]:
    g = Game.from_fen(fen, ruleset="janggi")
    for m in moves.split():
        g.push(m)
    return ev.threats(g.position.board)


def test_nothing_is_at_stake_at_the_start():
    assert _threats(START) == (0, 0, 0, 0)


def test_the_trapped_chariot_of_a_lost_game():
    # Level 10 (Han) against Fairy-Stockfish Skill 10: after Cho's cannon comes to i3 it looks up the i-file
    # over Han's soldier on i7 at the chariot on i10 (13 - 7).  The search could not see this coming with the
    # old evaluation, which knew nothing of pieces under attack.
    moves = "a4b4 c10d8 h1g3 g10f8 i4h4 e9e10 h3e3 e7e6"
    assert _threats(START, moves) == (0, 0, 0, 0)
    assert _threats(START, moves + " e3i3") == (0, 0, 6, 0)


@pytest.mark.parametrize("fen, expected, why", [
    # Cho's soldier on e5 attacks Han's chariot on e6: 13 - 2, defended or not.  The chariot attacks the
    # soldier back, but a dearer piece taking a cheaper one stakes nothing (the exchange decides).
    ("4k4/9/9/4p4/4r4/4P4/9/9/9/4K4 w - - 0 1", (0, 0, 11, 0), "a chariot attacked by a soldier"),
    # Han's horse on d7 forks Cho's chariots on b8 and f6: 13 - 5 each.
    ("3k5/9/1R7/3n5/5R3/9/9/9/9/4K4 w - - 0 1", (8, 8, 0, 0), "a fork: the second piece counts too"),
    # A cannon cannot take a cannon, nor jump over one.
    ("4k4/9/9/9/4c4/9/4C4/9/4P4/4K4 w - - 0 1", (0, 0, 0, 0), "cannons facing across a screen"),
    ("4k4/4r4/9/9/4c4/9/4C4/9/9/4K4 w - - 0 1", (0, 0, 0, 0), "a cannon cannot use a cannon as its screen"),
    # Cho's cannon on e1 jumps its general on e2 to Han's chariot on e9: 13 - 7.
    ("4k4/4r4/9/9/9/9/9/9/4K4/4C4 w - - 0 1", (0, 0, 6, 0), "a cannon over its own general"),
    # A guard on e2 attacks a horse on d2 (5 - 3); the general beside a chariot stakes nothing.
    ("3k5/9/9/9/9/9/9/9/3nA4/4K4 w - - 0 1", (0, 0, 2, 0), "a guard attacks a horse"),
    ("3k5/9/9/9/9/9/9/9/4r4/4K4 w - - 0 1", (0, 0, 0, 0), "the general is the dearest taker"),
])
def test_stakes(fen, expected, why):
    assert _threats(fen) == expected, why


def _static(board: list[int], side: int, threats: bool) -> int:
    """``evaluate_position``, or the same without the threat terms."""
    if threats:
        return ev.evaluate_position(board, side)
    v = ev.board_score(board) + ev.army_terms(ev.piece_counts(board))
    return (v if side == 0 else -v) + ev.mobility_scores(board)[side] + ev.TEMPO


def _children(g: Game, threats: bool):
    """Each move but the pass: its static evaluation and whether it ends the game."""
    for m in g.legal_moves():
        if m.is_pass:
            continue
        g.push(m)
        try:
            yield _static(g.position.board, g.side_to_move, threats), g.outcome() is not None
        finally:
            g.pop()


@pytest.mark.parametrize("threats", [True, False])
def test_the_search_evaluates_as_evaluate_position_does(threats):
    """One ply without quiescence: the root's score is the best child's static evaluation, negated.  Run on
    positions of random games, with either side to move, where the threat terms are often non-zero; level 1's
    style leaves them out."""
    rng = random.Random(5)
    checked = with_threats = 0
    for _ in range(4):
        g = Game("janggi")
        for _ in range(90):
            moves = g.legal_moves()
            if not moves or g.outcome() is not None:
                break
            g.push(rng.choice(moves))
            if g.outcome() is not None or g.total_ply % 7:
                continue
            children = list(_children(g, threats))
            if not children or any(ends for _, ends in children):
                continue
            r = Searcher(g.copy(), style=Style(quiescence=False, threats=threats)).search(Limits(depth=1))
            if r.best.is_pass:
                continue
            assert r.info.score == max(-v for v, _ in children)
            checked += 1
            with_threats += any(ev.threats(g.position.board))
    assert checked >= 30 and with_threats >= 10, (checked, with_threats)
