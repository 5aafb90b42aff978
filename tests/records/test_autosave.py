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
