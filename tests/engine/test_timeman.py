"""The clock time manager in virtual time: whatever the clock, a move that uses its whole hard budget plus
the pipe's delay never loses on time, and the budget grows with the time there is."""

import pytest

from janggi_desktop.engine.timeman import DEFAULT_OVERHEAD_MS, clock_budget, search_budget


def play_out(main_ms: int, inc_ms: int = 0, byoyomi_ms: int = 0, periods: int = 0, moves: int = 150,
             delay_ms: float = DEFAULT_OVERHEAD_MS * 0.8, slow_iteration: bool = True) -> tuple[bool, float]:
    """Play ``moves`` virtual moves, each taking its whole hard budget (the worst case: an iteration that
    runs until it is stopped) plus ``delay_ms`` of pipe and process delay; (flagged, time left)."""
    main = float(main_ms)
    for _ in range(moves):
        b = clock_budget(int(main), inc_ms, byoyomi_ms or None, None)
        spent = (b.hard if slow_iteration else b.soft) * 1000 + delay_ms
        if spent <= main:
            main -= spent
        else:
            over = spent - main
            main = 0.0
            if over > byoyomi_ms:  # one period in these tests: running through it flags
                return True, 0.0
        main += inc_ms
    return False, main


@pytest.mark.parametrize("control", [
    dict(main_ms=8000, moves=60),  # sudden death, 8 s for the game (60 moves, the benchmark plays 20)
    dict(main_ms=1500, inc_ms=150),  # increment
    dict(main_ms=0, byoyomi_ms=400, periods=1),  # byo-yomi only
    dict(main_ms=60_000, byoyomi_ms=1000, periods=1),  # main time then byo-yomi
    dict(main_ms=300_000, byoyomi_ms=30_000, periods=3),  # 5m + 30s x 3
    dict(main_ms=200, inc_ms=50),  # almost out of time, small increment
])
def test_never_flags_even_when_every_move_uses_its_hard_budget(control):
    flagged, _ = play_out(**control)
    assert not flagged


def test_sudden_death_keeps_a_reserve_and_spends_it_gradually():
    flagged, left = play_out(8000, moves=20)
    assert not flagged and left > 0
    early, late = clock_budget(8000), clock_budget(2000)
    assert early.hard > late.hard > 0
    assert early.soft <= early.hard


def test_byoyomi_uses_most_of_the_period_but_never_all_of_it():
    b = clock_budget(0, byoyomi_ms=400)
    assert 0.4 * 0.5 <= b.hard < 0.4 - DEFAULT_OVERHEAD_MS / 1000
    assert b.soft < b.hard
    long = clock_budget(0, byoyomi_ms=30_000)
    assert 25 < long.hard < 30


def test_main_time_and_a_period_together_allow_more_than_either():
    both = clock_budget(10_000, byoyomi_ms=5000)
    assert both.hard > clock_budget(10_000).hard
    assert both.hard > clock_budget(0, byoyomi_ms=5000).hard * 0.9


def test_movestogo_one_spends_nearly_everything_but_the_overhead():
    b = clock_budget(10_000, movestogo=1)
    assert 5 < b.hard < 10 - DEFAULT_OVERHEAD_MS / 1000
    assert clock_budget(10_000, movestogo=5).hard > clock_budget(10_000).hard


def test_increment_is_spent_not_banked_forever():
    with_inc = clock_budget(1500, inc_ms=150)
    without = clock_budget(1500)
    assert with_inc.soft > without.soft


def test_fixed_movetime_and_infinite():
    assert search_budget(movetime=500, infinite=False, side=0, wtime=None, btime=None, winc=None, binc=None,
                         byoyomi=None, movestogo=None).hard == 0.5
    b = search_budget(movetime=None, infinite=True, side=0, wtime=1000, btime=1000, winc=None, binc=None,
                      byoyomi=None, movestogo=None)
    assert b.soft is None and b.hard is None
    # the side to move's own clock is the one that counts
    short = search_budget(movetime=None, infinite=False, side=1, wtime=60_000, btime=1000, winc=None,
                          binc=None, byoyomi=None, movestogo=None)
    assert short.hard == clock_budget(1000).hard
