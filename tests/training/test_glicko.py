"""Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system", 2013)."""

from __future__ import annotations

import pytest

from janggi_desktop.training import PROVISIONAL_RD, Rating, after_puzzle, expected_score, update


def test_the_papers_worked_example():
    # A player rated 1500, RD 200, volatility 0.06 (τ = 0.5) beats a 1400/30, loses to 1550/100 and 1700/300.
    new = update(Rating(1500, 200, 0.06), [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)])
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.rd == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation():
    idle = update(Rating(1500, 200, 0.06), [])
    assert idle.rating == 1500 and idle.rd == pytest.approx(200.2714, abs=0.0001)  # sqrt(φ² + σ²), rescaled
    assert update(Rating(1500, 349.99, 0.06), []).rd == 350  # never wider than a new player's


def test_solving_raises_failing_lowers_and_surprises_move_more():
    me = Rating(1500, 100, 0.06)
    easy_win, hard_win = after_puzzle(me, 1200, True), after_puzzle(me, 1800, True)
    easy_loss, hard_loss = after_puzzle(me, 1200, False), after_puzzle(me, 1800, False)
    assert me.rating < easy_win.rating < hard_win.rating
    assert easy_loss.rating < hard_loss.rating < me.rating
    assert expected_score(me, 1200, 80) > 0.8 > 0.2 > expected_score(me, 1800, 80)


def test_a_rating_is_provisional_while_its_deviation_is_high():
    assert Rating().provisional  # a new player's 350
    assert not Rating(1500, PROVISIONAL_RD).provisional and Rating(1500, PROVISIONAL_RD + 0.1).provisional
    r, attempts = Rating(), 0
    while r.provisional:  # alternate solved and failed puzzles at the player's own level
        r = after_puzzle(r, 1500, attempts % 2 == 0)
        attempts += 1
    assert 8 <= attempts <= 12  # about ten puzzles settle a new player's rating
