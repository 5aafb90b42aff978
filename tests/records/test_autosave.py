"""The autosave store: atomic JSON that brings back the whole game, and clear errors for damaged files."""

from __future__ import annotations

import json
import random

import pytest

from janggi_desktop.records import RecordError
from janggi_desktop.records.autosave import delete_session, load_session, save_session
from janggi_desktop.rules import RULE_SETS, Game

from .helpers import random_game


@pytest.mark.parametrize("ruleset", list(RULE_SETS))
def test_round_trip(ruleset, tmp_path):
    g = random_game(random.Random(7), ruleset, 90)
    meta = {"mode": "vs_ai", "level": 3, "side": "han", "cho": "마상상마", "han": "상마상마", "note": "한국어"}
    path = tmp_path / "sub" / "session.json"
    save_session(path, g, meta)
    game, back_meta = load_session(path)
    assert back_meta == meta
    assert game.ruleset == g.ruleset and game.start_fen == g.start_fen
    assert game.moves == g.moves and game.fen() == g.fen() and game.outcome() == g.outcome()
    assert [p.name for p in path.parent.iterdir()] == ["session.json"]  # no temporary file left


def test_every_move_overwrites_and_resignation_time_forfeit_and_draw_survive(tmp_path):
    path = tmp_path / "s.json"
    g = Game("standard")
    for uci in ("b1c3", "b10c8", "a4b4"):
        g.push_uci(uci)
        save_session(path, g, {})
        assert load_session(path)[0].moves == g.moves
    g.resign("han")
    save_session(path, g, {})
    out = load_session(path)[0].outcome()
    assert out is not None and out.winner == "cho" and out.termination.value == "resignation"
    g.pop()
    g.forfeit_on_time("cho")
    save_session(path, g, {})
    restored = load_session(path)[0]
    out = restored.outcome()
    assert out is not None and out.winner == "han" and out.termination.value == "time forfeit"
    restored.pop()  # taken back like a resignation: the move and the flag
    assert restored.outcome() is None and restored.moves == g.moves[:-1]
    g = Game.from_fen("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "standard")  # generals face each other
    g.accept_bikjang_draw()
    save_session(path, g, {})
    out = load_session(path)[0].outcome()
    assert out is not None and out.is_draw and out.termination.value == "agreement" and out.in_bikjang


def test_missing_and_damaged_files(tmp_path):
    path = tmp_path / "s.json"
    assert load_session(path) is None
    g = Game("janggi")
    g.push_uci("b1c3")
    save_session(path, g, {"mode": "local"})
    good = json.loads(path.read_text())
    damaged = [
        b"",
        b"{\"format\": \"janggi-desktop-session\", \"ver",
        b"\xff\xfe garbage",
        json.dumps([1, 2]).encode(),
        json.dumps({**good, "format": "other"}).encode(),
        json.dumps({**good, "version": 99}).encode(),
        json.dumps({**good, "moves": ["b1c3", "b1c3"]}).encode(),
        json.dumps({**good, "moves": "b1c3"}).encode(),
        json.dumps({**good, "ruleset": "chess"}).encode(),
        json.dumps({**good, "start_fen": "nonsense"}).encode(),
        json.dumps({**good, "meta": [1]}).encode(),
        json.dumps({**good, "resigned": "nobody"}).encode(),
    ]
    for data in damaged:
        path.write_bytes(data)
        with pytest.raises(RecordError, match="autosave"):
            load_session(path)
    delete_session(path)
    delete_session(path)  # already gone: fine
    assert load_session(path) is None


def test_meta_must_be_json(tmp_path):
    with pytest.raises(RecordError, match="JSON"):
        save_session(tmp_path / "s.json", Game(), {"bad": object()})
    assert not (tmp_path / "s.json").exists()


# --- never raises anything but RecordError; damaged files set aside, never overwriting a kept one ----------
def saved_game(path, moves=("b1c3",)) -> bytes:
    g = Game("janggi")
    for m in moves:
        g.push_uci(m)
    save_session(path, g, {"mode": "hotseat"})
    return path.read_bytes()


@pytest.mark.parametrize("data", [b"[" * 100_000, b'{"a":' * 50_000, b"1" * 5000, b'{"x": ' + b"9" * 5000 + b"}",
                                  b"\xef\xbb\xbf{}"], ids=["brackets", "objects", "long-int", "long-int-in", "bom"])
def test_damaged_json_is_a_record_error(tmp_path, data):
    path = tmp_path / "autosave.json"
    path.write_bytes(data)
    with pytest.raises(RecordError, match="autosave"):
        load_session(path)


@pytest.mark.parametrize("field,value", [("version", True), ("version", 0), ("version", 1.0), ("moves", [None]),
                                         ("resigned", ["x"]), ("start_fen", "x" * 100_000)])
def test_bad_fields_are_record_errors_of_one_bounded_line(tmp_path, field, value):
    path = tmp_path / "autosave.json"
    good = json.loads(saved_game(path))
    path.write_text(json.dumps({**good, field: value}))
    with pytest.raises(RecordError) as e:
        load_session(path)
    assert len(str(e.value)) <= 200 and "\n" not in str(e.value)


def test_not_a_regular_file_is_refused_without_blocking(tmp_path):
    import os
    import threading

    (tmp_path / "dir.json").mkdir()
    with pytest.raises(RecordError, match="not a regular file"):
        load_session(tmp_path / "dir.json")
    if os.name != "posix":
        return
    fifo = tmp_path / "autosave.json"
    os.mkfifo(fifo)
    got: list = []

    def load() -> None:
        try:
            load_session(fifo)
        except RecordError as e:
            got.append(str(e))

    t = threading.Thread(target=load, daemon=True)
    t.start()
    t.join(30)  # a guard against a hang, not a timing
    if t.is_alive():
        with open(fifo, "wb"):
            pass
    assert got and "pipe" in got[0]


def test_an_oversized_autosave_is_refused(tmp_path):
    from janggi_desktop.records.autosave import MAX_SESSION_BYTES

    path = tmp_path / "autosave.json"
    path.write_bytes(b" " * (MAX_SESSION_BYTES + 1))
    with pytest.raises(RecordError, match="too large"):
        load_session(path)


def test_a_second_damaged_autosave_does_not_overwrite_the_first(tmp_path):
    from janggi_desktop.records.autosave import damaged_sessions, load_or_set_aside

    path = tmp_path / "autosave.json"
    first = saved_game(path, ("b1c3", "b10c8"))[:-5]  # cut short: damaged, but a person could mend it
    path.write_bytes(first)
    loaded, warning = load_or_set_aside(path)
    assert loaded is None and "autosave" in warning and "autosave.json.bak" in warning
    second = b"garbage"
    path.write_bytes(second)
    loaded, warning = load_or_set_aside(path)
    assert loaded is None and warning
    assert [p.read_bytes() for p in damaged_sessions(path)] == [second, first]
    assert not path.exists()
    assert load_or_set_aside(path) == (None, None)  # nothing left to restore: a fresh start, no warning


def test_load_or_set_aside_restores_a_good_game(tmp_path):
    from janggi_desktop.records.autosave import load_or_set_aside

    path = tmp_path / "autosave.json"
    saved_game(path, ("b1c3", "b10c8"))
    (game, meta), warning = load_or_set_aside(path)
    assert warning is None and [m.uci for m in game.moves] == ["b1c3", "b10c8"] and meta == {"mode": "hotseat"}
    assert path.exists()


def test_keep_previous_copies_the_game_about_to_be_replaced(tmp_path):
    from janggi_desktop.records.autosave import keep_previous, previous_sessions

    path = tmp_path / "autosave.json"
    assert keep_previous(path) is None  # no autosave: nothing to keep
    saved_game(path, ("b1c3",))
    assert keep_previous(path) == tmp_path / "autosave.json.prev"
    assert keep_previous(path) == tmp_path / "autosave.json.prev"  # the same game: kept once
    saved_game(path, ("c4c5",))  # the opened record's game replaces it
    keep_previous(path)
    saved_game(path, ("a4b4",))
    kept = previous_sessions(path)
    assert [[m.uci for m in load_session(p)[0].moves] for p in kept] == [["c4c5"], ["b1c3"]]
    assert [m.uci for m in load_session(path)[0].moves] == ["a4b4"]  # the autosave itself untouched


# --- fuzz: random JSON and random bytes --------------------------------------------------------------------
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=10), c, max_size=4),
    max_leaves=15,
)
UCI = st.sampled_from(["b1c3", "b10c8", "c4c5", "e2e2", "a1a2", "i10i9", "z9z9", "", "b1c3b1"])
SESSION = st.fixed_dictionaries(
    {"format": st.just("janggi-desktop-session") | JSON, "version": st.just(1) | JSON},
    optional={"ruleset": st.sampled_from(list(RULE_SETS)) | JSON,
              "start_fen": st.just(Game().start_fen) | st.text(max_size=40) | JSON,
              "moves": st.lists(UCI, max_size=6) | JSON, "resigned": st.sampled_from(["cho", "han", None]) | JSON,
              "bikjang_draw": st.booleans() | JSON, "meta": st.dictionaries(st.text(max_size=5), JSON) | JSON},
)
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def check_never_raises(path) -> None:
    from janggi_desktop.records.autosave import load_or_set_aside

    try:
        loaded = load_session(path)
    except RecordError as e:
        assert len(str(e)) <= 200 and "\n" not in str(e)
        loaded = None
    else:
        assert loaded is None or isinstance(loaded[0], Game) and isinstance(loaded[1], dict)
    result, warning = load_or_set_aside(path)
    assert (result is None) == (loaded is None)
    assert warning is None or len(warning) <= 200


@FUZZ
@given(data=SESSION | JSON)
def test_fuzz_random_json_loads_or_falls_back(tmp_path, data):
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    check_never_raises(path)


@FUZZ
@given(data=st.binary(max_size=400))
def test_fuzz_random_bytes_load_or_fall_back(tmp_path, data):
    path = tmp_path / "autosave.json"
    path.write_bytes(data)
    check_never_raises(path)


def test_the_study_tree_is_kept_as_pgn_and_a_bad_one_is_dropped_not_the_game():
    from janggi_desktop.records.autosave import tree_from_text, tree_text
    from janggi_desktop.records.tree import MoveTree, toggle_drawing
    from janggi_desktop.rules import Move

    game = Game("janggi")
    for uci in ("c4c5", "c7c6", "e4e5"):
        game.push(Move.from_uci(uci))
    tree = MoveTree.from_moves("janggi", game.start_fen, game.moves)
    assert tree_text(tree) is None  # a bare line: the moves say it all
    first = tree.main_line()[0]
    tree.add_line(first, [Move.from_uci("a7a6")])  # a variation
    tree.set_comment(first, toggle_drawing("the plan", "G", "b1", "c3"))
    tree.set_comment(tree.main_line()[2], "heading", before=True)
    tree.set_nags(tree.main_line()[1], [2])
    text = tree_text(tree)
    back = tree_from_text(text, game)
    assert back == tree and back.find(game.moves) is not None
    # the game on the board is a variation of the tree: kept too
    on_variation = Game("janggi")
    on_variation.push(Move.from_uci("c4c5"))
    on_variation.push(Move.from_uci("a7a6"))
    assert tree_from_text(text, on_variation) == tree
    # what cannot be read back, or does not hold the game's line, is dropped (None), never raised
    other = Game("janggi")
    other.push(Move.from_uci("a4a5"))
    assert tree_from_text(text, other) is None
    for bad in (None, 3, "", "1. zz9 ((( {", "1. c4c5 *\n\n1. c4c5 *", text.replace("Pc5", "Pc2")):
        assert tree_from_text(bad, game) is None
    # a variation that went wrong is cut there; the rest of the tree is kept
    cut = tree_from_text(text.replace("Pa6", "Pa2"), game)
    assert cut is not None and len(cut) == 3 and cut.main_line()[0].comment == tree.main_line()[0].comment
