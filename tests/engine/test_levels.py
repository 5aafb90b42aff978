"""Levels: each named and legal; the weak ones imperfect but not random; choose_move stops on request."""

import threading
import time

import pytest

from janggi_desktop.engine import levels
from janggi_desktop.engine.levels import LEVELS, choose_move, get_level, level_limits
from janggi_desktop.engine.search import Limits, NoMoveError
from janggi_desktop.rules import Game

HANGING = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/2r6/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"


def test_ten_named_levels():
    assert sorted(LEVELS) == list(range(1, 11))
    assert len({lv.name for lv in LEVELS.values()}) == 10
    assert all(lv.description for lv in LEVELS.values())
    with pytest.raises(ValueError):
        get_level(11)


@pytest.mark.parametrize("level", range(1, 11))
def test_every_level_moves_legally(level):
    g = Game("standard")
    for text in ("c4c5", "g7g6"):
        g.push_uci(text)
    m = choose_move(g.copy(), level, movetime_ms=150, seed=level)
    assert m in g.legal_moves()


def test_level_one_takes_a_free_chariot_but_varies_its_quiet_moves():
    g = Game.from_fen(HANGING, ruleset="janggi")
    taken = sum(str(choose_move(g.copy(), 1, seed=s))[2:] == "c5" for s in range(8))
    assert taken >= 6  # it is not a random mover
    start = Game("janggi")
    quiet = {str(choose_move(start.copy(), 1, seed=s)) for s in range(8)}
    assert len(quiet) >= 2  # nor a deterministic one


def test_strong_level_is_deterministic_in_the_same_position():
    g = Game.from_fen(HANGING, ruleset="janggi")
    assert str(choose_move(g.copy(), 10, movetime_ms=300)) == "c4c5"


def test_level_limits_never_deepen_weak_levels():
    lim = level_limits(3, Limits(depth=10, movetime=5000))
    assert lim.depth == 2 and lim.movetime == get_level(3).movetime_ms
    assert level_limits(10, Limits(movetime=1234)).movetime == 1234
    clock = level_limits(5, Limits(wtime=2000, btime=2000))
    soft, hard = clock.time_budget(0)
    assert hard <= get_level(5).movetime_ms / 1000 and hard < 0.5  # 2 s left: the clock is tighter


def test_weak_level_in_byoyomi_thinks_its_own_time_not_a_sliver():
    # main time gone, 30 s periods: level 3 still thinks its usual time (not 1/20 of nothing) ...
    soft, hard = level_limits(3, Limits(wtime=0, btime=0, byoyomi=30_000)).time_budget(1)
    assert hard == get_level(3).movetime_ms / 1000
    # ... and level 10 uses most of the period, never all of it
    soft, hard = level_limits(10, Limits(wtime=0, btime=0, byoyomi=30_000)).time_budget(1)
    assert 20 < hard < 30


def test_choose_move_stops_on_request():
    g = Game("janggi")
    stop = threading.Event()
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("m", choose_move(g.copy(), 10, stop_event=stop,
                                                                       movetime_ms=60000)))
    t.start()
    time.sleep(0.2)
    stop.set()
    t.join(5)
    assert not t.is_alive() and out["m"] in g.legal_moves()


def test_choose_move_when_game_over():
    g = Game.from_fen("4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1", ruleset="janggi")
    g.push_uci("i2i10")
    with pytest.raises(NoMoveError):
        choose_move(g, 5)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_weak_levels_do_not_pass_pointlessly(level):
    # at the start a pass is legal and, to a one-ply look, about as good as a quiet move; the random choice
    # among near-best moves must still never pick it (it did in ~5 % of level-1 moves before the fix)
    g = Game("janggi")
    for seed in range(100 if level < 3 else 30):
        assert not choose_move(g.copy(), level, seed=seed, movetime_ms=100).is_pass


def test_levels_carry_their_fairy_stockfish_equivalent_as_data():
    measured = [lv for lv in LEVELS.values() if lv.fsf_equivalent is not None]
    assert measured, "no level has been placed against Fairy-Stockfish"
    for lv in measured:
        assert lv.strength_label == f"≈ Fairy-Stockfish Skill {lv.fsf_equivalent}"
        assert lv.caption == f"Level {lv.number} · {lv.name} · ≈ Fairy-Stockfish Skill {lv.fsf_equivalent}"
    # a stronger level is never labelled weaker than a lower one
    skills = [LEVELS[n].fsf_equivalent for n in sorted(LEVELS) if LEVELS[n].fsf_equivalent is not None]
    assert skills == sorted(skills)


@pytest.mark.parametrize("compiled", [False, True])
def test_level_10s_label_follows_the_build_that_runs(monkeypatch, compiled):
    """Level 10 thinks to a time, so the compiled search (a ply or two deeper) is stronger: its label says the
    build's own figure; a level that stops at its depth keeps one label."""
    monkeypatch.setattr(levels, "engine_compiled", lambda: compiled)
    top = LEVELS[10]
    assert top.fsf_equivalent == (top.skill_compiled if compiled else top.skill_pure)
    assert top.skill_compiled is not None and top.skill_compiled > top.skill_pure
    assert LEVELS[7].fsf_equivalent == LEVELS[7].skill_pure
    skills = [LEVELS[n].fsf_equivalent for n in sorted(LEVELS)]
    assert skills == sorted(skills)

