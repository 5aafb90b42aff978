"""Players: specs, the built-in engine, external UCI engines (ours, Fairy-Stockfish, broken ones)."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from janggi_desktop.play.engines import find_fairy_stockfish
from janggi_desktop.play.players import (
    BuiltinPlayer,
    PlayerError,
    PlayerSpec,
    PlayerSpecError,
    ThinkInfo,
    ThinkLimits,
    UciEnginePlayer,
    usi_byoyomi_limits,
)
from janggi_desktop.rules import Game, Move

FAKE = str(Path(__file__).with_name("fake_engine.py"))
FSF = find_fairy_stockfish()
needs_fsf = pytest.mark.skipif(FSF is None, reason="Fairy-Stockfish is not installed")
OUR_ENGINE = (sys.executable, "-m", "janggi_desktop.engine")


def fake(mode: str) -> PlayerSpec:
    return PlayerSpec("uci", name="Fake", command=(sys.executable, FAKE, mode))


# --- specs ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, kind, level, options", [
    ("human", "human", 0, ()),
    ("builtin:7", "builtin", 7, ()),
    ("fsf:3", "uci", 0, (("Skill Level", "3"),)),
    ("fsf:-5", "uci", 0, (("Skill Level", "-5"),)),
    ("uci:python3 -m janggi_desktop.engine:4", "uci", 0, (("Skill Level", "4"),)),
    ("uci:/opt/engines/my engine", "uci", 0, ()),
])
def test_spec_text_forms(text, kind, level, options):
    spec = PlayerSpec.parse(text)
    assert (spec.kind, spec.level, spec.options) == (kind, level, options)
    assert PlayerSpec.from_dict(spec.to_dict()) == spec


def test_uci_spec_splits_its_command_as_a_shell_would():
    spec = PlayerSpec.parse("uci:python3 -m janggi_desktop.engine:4")
    assert spec.command == ("python3", "-m", "janggi_desktop.engine")


@pytest.mark.parametrize("text", ["", "robot", "builtin", "builtin:0", "builtin:11", "builtin:x", "fsf:strong",
                                  "uci:", "uci:'unclosed"])
def test_bad_spec_text_is_refused_with_a_message(text):
    with pytest.raises(PlayerSpecError) as e:
        PlayerSpec.parse(text)
    assert str(e.value)


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda c: st.lists(c, max_size=3) | st.dictionaries(
                        st.sampled_from(["kind", "level", "name", "command", "options"]) | st.text(max_size=3),
                        c, max_size=5), max_leaves=12))
def test_any_data_gives_a_spec_or_a_spec_error(data):
    try:
        spec = PlayerSpec.from_dict(data)
    except PlayerSpecError:
        return
    assert PlayerSpec.from_dict(spec.to_dict()) == spec


# --- the built-in engine --------------------------------------------------------------------------------
def test_builtin_player_answers_a_legal_move_and_reports_progress():
    p = BuiltinPlayer(PlayerSpec.builtin(3), seed=1)
    g = Game("janggi")
    p.new_game(g)
    infos: list[ThinkInfo] = []
    move = p.think(g.copy(), ThinkLimits(movetime_ms=200), on_info=infos.append)
    assert g.is_legal(move)
    assert infos and infos[-1].depth >= 1


def test_builtin_player_keeps_its_hash_table_from_move_to_move_and_forgets_it_for_a_new_game():
    p = BuiltinPlayer(PlayerSpec.builtin(8))  # level 8: no opening book, so the first move is searched too
    g = Game("janggi")
    p.new_game(g)
    g.push(p.think(g.copy(), ThinkLimits(depth=3)))
    searcher = p.searcher
    assert searcher is not None and len(searcher.tt) > 0
    g.push(g.legal_moves()[0])
    p.think(g.copy(), ThinkLimits(depth=3))
    assert p.searcher is searcher  # the same tables served the second move
    p.new_game(Game("janggi"))
    assert p.searcher is None


def test_builtin_player_stops_when_asked():
    p = BuiltinPlayer(PlayerSpec.builtin(10))
    g = Game("janggi")
    stop = threading.Event()
    answer: list[Move] = []
    t = threading.Thread(target=lambda: answer.append(p.think(g.copy(), ThinkLimits(movetime_ms=60000),
                                                              stop=stop)))
    t.start()
    stop.set()
    t.join(10)
    assert not t.is_alive() and g.is_legal(answer[0])


def test_builtin_player_with_no_move_left_raises_player_error():
    g = Game("janggi")
    g.resign("cho")
    with pytest.raises(PlayerError):
        BuiltinPlayer(PlayerSpec.builtin(1)).think(g, ThinkLimits(depth=1))


# --- external engines -----------------------------------------------------------------------------------
def test_our_engine_as_an_external_player_plays_every_rule_set_exactly():
    p = UciEnginePlayer(PlayerSpec("uci", name="ours", command=OUR_ENGINE, options=(("Skill Level", "2"),)))
    try:
        for ruleset in ("youzai", "standard"):
            g = Game(ruleset)
            p.new_game(g)
            g.push(p.think(g.copy(), ThinkLimits(movetime_ms=100)))
            assert g.ply == 1
    finally:
        p.close()
    assert p.process is None


@needs_fsf
def test_fairy_stockfish_plays_a_game_from_an_arrangement():
    p = PlayerSpec.fairy_stockfish(0).create()
    g = Game("janggi", cho="상마상마", han="마상마상")
    try:
        p.new_game(g)
        for _ in range(4):
            g.push(p.think(g.copy(), ThinkLimits(movetime_ms=50)))
        proc = p.process
    finally:
        p.close()
    assert g.ply == 4 and proc.poll() is not None  # the process ended with the player


@needs_fsf
def test_fairy_stockfish_under_standard_rules_only_answers_moves_standard_allows():
    # A bikjang under standard rules: the side to move must break it (no pass), whereas Fairy-Stockfish's
    # janggitraditional would allow a pass.  With searchmoves it can only choose among our legal moves.
    g = Game("standard", fen="4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1")
    assert g.bikjang_pending() and not g.can_pass()
    p = PlayerSpec.fairy_stockfish(20).create()
    try:
        p.new_game(g)
        move = p.think(g.copy(), ThinkLimits(movetime_ms=100))
    finally:
        p.close()
    assert g.is_legal(move) and not move.is_pass


@needs_fsf
def test_fairy_stockfish_refuses_a_rule_set_it_cannot_play():
    p = PlayerSpec.fairy_stockfish(0).create()
    try:
        with pytest.raises(PlayerError, match="youzai"):
            p.think(Game("youzai"), ThinkLimits(movetime_ms=50))
    finally:
        p.close()


@needs_fsf
def test_an_external_engine_stops_when_asked():
    p = PlayerSpec.fairy_stockfish().create()
    g = Game("janggi")
    stop = threading.Event()
    answer: list[Move] = []
    t = threading.Thread(target=lambda: answer.append(p.think(g.copy(), ThinkLimits(movetime_ms=60000),
                                                              stop=stop)))
    try:
        t.start()
        stop.set()
        t.join(10)
    finally:
        p.close()
    assert not t.is_alive() and g.is_legal(answer[0])


@pytest.mark.parametrize("mode, words", [
    ("crash", "stopped unexpectedly"),
    ("illegal", "not a legal move"),
    ("none", "found no move"),
])
def test_a_broken_engine_becomes_a_clear_message(mode, words):
    p = fake(mode).create()
    try:
        with pytest.raises(PlayerError, match=words) as e:
            p.think(Game("janggi"), ThinkLimits(movetime_ms=50))
    finally:
        p.close()
    assert "Fake" in str(e.value)


def test_an_engine_that_never_answers_is_stopped_with_a_message():
    p = fake("silent").create()
    try:
        with pytest.raises(PlayerError, match="did not answer"):
            p.think(Game("janggi"), ThinkLimits(movetime_ms=50))
    finally:
        p.close()


@pytest.mark.parametrize("command", [("/nonexistent/engine",), (sys.executable, FAKE, "nouci")])
def test_an_engine_that_does_not_start_becomes_a_clear_message(command):
    p = UciEnginePlayer(PlayerSpec("uci", name="Broken", command=command), startup_timeout=1.0)
    with pytest.raises(PlayerError, match="could not be started"):
        p.think(Game("janggi"), ThinkLimits(movetime_ms=50))
    p.close()


# --- Korean byo-yomi for engines that read it USI's way ------------------------------------------------------
def test_a_period_in_main_time_is_given_as_this_moves_time_not_as_an_increment():
    # 5m + 30s x 3, Cho to move with 4 min left: this move may spend the main time and one period
    limits = ThinkLimits(wtime=240_000, btime=300_000, byoyomi=30_000)
    assert usi_byoyomi_limits(limits, 0) == ThinkLimits(wtime=270_000, btime=300_000)
    assert usi_byoyomi_limits(limits, 1) == ThinkLimits(wtime=240_000, btime=330_000)


@pytest.mark.parametrize("limits", [
    ThinkLimits(wtime=0, btime=120_000, byoyomi=30_000),  # Cho is in byo-yomi: a period is what it has
    ThinkLimits(wtime=0, btime=0, byoyomi=10_000),  # a fixed time per move
    ThinkLimits(wtime=60_000, btime=60_000, winc=2_000, binc=2_000),  # increment: nothing to translate
    ThinkLimits(wtime=60_000, btime=60_000),  # sudden death
    ThinkLimits(movetime_ms=500),
    ThinkLimits(),
])
def test_other_clocks_and_byoyomi_itself_are_left_as_they_are(limits):
    assert usi_byoyomi_limits(limits, 0) == limits


def recorded_go(tmp_path, name: str, limits: ThinkLimits) -> str:
    """The ``go`` line a UCI player sends an engine called ``name`` for Cho's first move under ``limits``."""
    log = tmp_path / "go.txt"
    spec = PlayerSpec("uci", name="Recorder", command=(sys.executable, FAKE, "record", str(log), *name.split()))
    p = spec.create()
    try:
        g = Game("janggi")
        assert p.think(g.copy(), limits) == Move.from_uci("a4a5")
    finally:
        p.close()
    return log.read_text().strip()


def test_fairy_stockfish_is_sent_a_korean_clock_it_can_manage(tmp_path):
    go = recorded_go(tmp_path, "Fairy-Stockfish 11.1 LB 64", ThinkLimits(wtime=300_000, btime=300_000,
                                                                         byoyomi=30_000))
    assert go == "go wtime 330000 btime 300000"


def test_other_engines_are_sent_the_clock_as_it_is(tmp_path):
    go = recorded_go(tmp_path, "Janggi Desktop engine", ThinkLimits(wtime=300_000, btime=300_000, byoyomi=30_000))
    assert go == "go wtime 300000 btime 300000 byoyomi 30000"


def test_fairy_stockfish_in_byoyomi_is_sent_its_period(tmp_path):
    go = recorded_go(tmp_path, "Fairy-Stockfish 14", ThinkLimits(wtime=0, btime=12_000, byoyomi=30_000))
    assert go == "go wtime 0 btime 12000 byoyomi 30000"


def test_a_crashed_engine_is_started_again_for_the_next_move():
    p = UciEnginePlayer(PlayerSpec("uci", name="ours", command=OUR_ENGINE, options=(("Skill Level", "1"),)))
    g = Game("janggi")
    try:
        g.push(p.think(g.copy(), ThinkLimits(movetime_ms=50)))
        proc = p.process
        proc.kill()
        proc.wait()
        g.push(p.think(g.copy(), ThinkLimits(movetime_ms=50)))
    finally:
        p.close()
    assert g.ply == 2
