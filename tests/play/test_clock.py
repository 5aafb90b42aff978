"""The clock in virtual time: byo-yomi periods kept and consumed, the last period's flag, increment, per move,
handicap, pause, restore, and what an engine is told (docs/rules.md#time-controls)."""

from __future__ import annotations

import pytest

from janggi_desktop.play.clock import PRESETS, Clock, ClockState, TimeControl, TimeControlError, VirtualTime

BYO = TimeControl.parse("1m+30sx3")


def clock(controls, vt: VirtualTime) -> Clock:
    c = Clock(controls, time_source=vt)
    c.start_turn("cho")
    return c


def test_main_time_runs_only_for_the_side_to_move():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(10)
    assert c.side("cho").main_ms == 50_000 and c.side("han").main_ms == 60_000
    c.press()
    vt.advance(4)
    assert c.side("cho").main_ms == 50_000 and c.side("han").main_ms == 56_000
    assert c.turn == "han"


def test_a_move_within_the_period_keeps_every_period():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(60 + 29)  # the main time, then 29 s of the first period
    r = c.side("cho")
    assert r.in_byoyomi and r.periods == 3 and r.period_ms == pytest.approx(1000)
    c.press()
    assert c.state().main_ms[0] == 0 and c.state().periods[0] == 3
    c.press()  # Han moves at once; Cho's next move again has a whole period
    assert c.side("cho").period_ms == 30_000 and c.side("cho").periods == 3


def test_running_through_a_period_uses_it_up_and_the_next_one_starts():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(60 + 30 + 12)  # main, one whole period, 12 s into the next
    r = c.side("cho")
    assert r.periods == 2 and r.period_ms == pytest.approx(18_000) and not r.flagged
    c.press()
    assert c.state().periods[0] == 2


def test_running_through_the_last_period_loses_on_time():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(60 + 3 * 30 - 0.001)
    assert c.flagged_side() is None and c.side("cho").periods == 1
    assert c.time_until_flag() == pytest.approx(1, abs=0.01)
    vt.advance(0.001)
    assert c.flagged_side() == "cho" and c.side("cho").flagged and c.time_until_flag() == 0


def test_increment_is_added_after_each_own_move_and_sudden_death_flags_at_zero():
    vt = VirtualTime()
    c = clock(TimeControl.parse("1m+5s"), vt)
    vt.advance(20)
    c.press()
    assert c.state().main_ms[0] == 45_000  # 60 - 20 + 5
    c.press()
    assert c.state().main_ms[1] == 65_000  # Han moved at once: + 5
    vt.advance(45)
    assert c.flagged_side() == "cho"
    sudden = clock(TimeControl.parse("10s"), vt)
    vt.advance(9.5)
    sudden.press()
    assert sudden.state().main_ms[0] == 500


def test_per_move_gives_the_same_time_every_move_and_banks_nothing():
    vt = VirtualTime()
    c = clock(TimeControl.parse("10s/move"), vt)
    vt.advance(2)
    c.press()
    c.press()
    assert c.side("cho").left_ms == 10_000  # the 8 s left were not banked
    vt.advance(10)
    assert c.flagged_side() == "cho"


def test_each_side_has_its_own_control_in_a_handicap_game():
    vt = VirtualTime()
    c = clock((TimeControl.parse("1m+10sx1"), TimeControl.parse("5m")), vt)
    vt.advance(65)
    assert c.side("cho").in_byoyomi and c.side("cho").periods == 1
    c.press()
    vt.advance(65)
    han = c.side("han")
    assert han.main_ms == 235_000 and not han.in_byoyomi and c.flagged_side() is None


def test_pause_stops_the_running_side_and_resume_goes_on_from_there():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(10)
    c.pause()
    vt.advance(600)  # a long pause costs nothing
    assert c.side("cho").main_ms == 50_000 and not c.running and c.flagged_side() is None
    c.resume()
    vt.advance(5)
    assert c.side("cho").main_ms == 45_000 and c.running


def test_a_paused_press_starts_the_next_turn_paused():
    vt = VirtualTime()
    c = clock(BYO, vt)
    c.pause()
    c.press()
    vt.advance(30)
    assert c.side("han").main_ms == 60_000 and not c.running


def test_restore_puts_both_clocks_back_with_a_fresh_turn():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(70)
    start = c.press()  # Cho 0 + 3 periods, Han to move
    vt.advance(50)
    c.press()
    vt.advance(20)
    c.restore(start, "han", running=True)
    assert c.side("han").main_ms == 60_000 and c.side("cho").periods == 3 and c.turn == "han"
    vt.advance(1)
    assert c.side("han").main_ms == 59_000


def test_state_survives_its_dictionary_and_bad_ones_are_refused():
    vt = VirtualTime()
    c = clock((BYO, TimeControl.parse("3m+2s")), vt)
    vt.advance(75)
    state = c.press()
    assert ClockState.from_dict(state.to_dict()) == state
    for bad in ({}, {"controls": ["5m"], "main_ms": [1], "periods": [0]}, "x",
                {"controls": ["1m+30sx3", "5m"], "main_ms": [1, 2], "periods": [9, 0]}):
        with pytest.raises(TimeControlError):
            ClockState.from_dict(bad)


def test_an_untimed_clock_never_flags_and_tells_engines_nothing():
    vt = VirtualTime()
    c = clock(None, vt)
    vt.advance(10_000)
    assert not c.timed and c.flagged_side() is None and c.time_until_flag() is None
    assert c.think_limits("cho") == c.think_limits("han") and not c.think_limits("cho").on_clock


def test_engines_get_main_time_and_the_period_as_uci_byoyomi():
    vt = VirtualTime()
    c = clock(BYO, vt)
    vt.advance(20)
    lim = c.think_limits("cho")
    assert (lim.wtime, lim.btime, lim.byoyomi, lim.winc) == (40_000, 60_000, 30_000, None)
    vt.advance(50)  # 10 s into the first period: main time 0, what is left of the period
    lim = c.think_limits("cho")
    assert lim.wtime == 0 and lim.byoyomi == 20_000


def test_engines_get_increments_and_per_move_as_a_period():
    vt = VirtualTime()
    c = clock(TimeControl.parse("10m+5s"), vt)
    lim = c.think_limits("cho")
    assert (lim.wtime, lim.btime, lim.winc, lim.binc, lim.byoyomi) == (600_000, 600_000, 5000, 5000, None)
    p = clock(TimeControl.parse("30s/move"), vt)
    lim = p.think_limits("cho")
    assert lim.wtime == 0 and lim.byoyomi == 30_000


def test_presets_are_the_issues_list():
    assert [p.text() for p in PRESETS] == ["untimed", "5m+30sx3", "10m+30sx3", "20m+30sx3", "5m+15sx1", "10m+5s"]
