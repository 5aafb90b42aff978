"""The package API the application uses: load/save by extension or content, FEN files, records <-> games."""

from __future__ import annotations

import pytest

from janggi_desktop.records import (
    GameRecord,
    RecordError,
    game_from_fen,
    load_games,
    loads,
    record_from_game,
    save_games,
    sniff_format,
)
from janggi_desktop.rules import Game, start_fen

from .test_gib import FIXTURES


def sample_game() -> Game:
    g = Game("janggi", cho="상마마상", han="마상마상")
    for uci in ("a4b4", "i7h7", "c1d3", "g10f8", "b3b5"):
        g.push_uci(uci)
    return g


def test_record_from_game_and_back():
    g = sample_game()
    rec = record_from_game(g, White="Cho player", Event="Club")
    assert isinstance(rec, GameRecord)
    assert rec.ruleset == "janggi" and (rec.cho, rec.han) == ("상마마상", "마상마상")
    assert rec.start_fen == start_fen("상마마상", "마상마상") and rec.is_standard_start
    assert [m.uci for m in rec.moves] == ["a4b4", "i7h7", "c1d3", "g10f8", "b3b5"]
    assert rec.result == "*" and rec.tags == {"White": "Cho player", "Event": "Club"}
    back = rec.to_game()
    assert back is not g and back.fen() == g.fen() and back.ruleset == g.ruleset


@pytest.mark.parametrize("ext", ["pgn", "gib"])
def test_save_and_load_by_extension_and_by_content(ext, tmp_path):
    rec = record_from_game(sample_game())
    path = tmp_path / f"game.{ext}"
    save_games(path, rec)
    assert load_games(path)[0].moves == rec.moves
    # the same bytes under a name that says nothing: the content decides
    other = tmp_path / "game.txt"
    other.write_bytes(path.read_bytes())
    assert sniff_format(other.read_bytes().decode("utf-8", "replace")) == ext
    assert load_games(other)[0].moves == rec.moves
    # atomic writing leaves no temporary files behind
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([path.name, other.name])


def test_fen_files(tmp_path):
    a = sample_game()
    b = Game("standard")
    b.push_uci("e2e2")
    path = tmp_path / "positions.fen"
    save_games(path, [record_from_game(a), record_from_game(b)])
    lines = path.read_text().splitlines()
    assert lines == [a.fen(), b.fen()]  # the final position of each game
    games = load_games(path)
    assert [r.to_game().fen() for r in games] == lines
    assert all(r.moves == [] for r in games)
    (tmp_path / "x.fen").write_text("# a comment\n\n" + lines[0] + "\nnot a fen\n")
    with pytest.raises(RecordError, match=r"x\.fen.*game 2.*line 4"):
        load_games(tmp_path / "x.fen")
    assert sniff_format(lines[0] + "\n") == "fen"


def test_game_from_pasted_fen():
    fen = "4k4/9/9/9/4p4/9/9/9/4K4/R8 w - - 0 1"
    g = game_from_fen(f'  "{fen}"\n', "janggimodern")
    assert g.fen() == fen and g.ruleset.name == "janggimodern"
    assert game_from_fen(fen).ruleset.name == "standard"
    for bad in ("", "rnbakabnr", "4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1 extra fields", fen.replace("K", "Q")):
        with pytest.raises(RecordError):
            game_from_fen(bad)


def test_loads_pasted_text_and_errors(tmp_path):
    assert loads("1. Hc3 Hc8 *")[0].moves[0].uci == "b1c3"
    assert len(loads((FIXTURES / "practice_utf8.gib").read_text(encoding="utf-8"))) == 3
    with pytest.raises(RecordError, match="unknown rule set"):
        loads("1. Hc3 *", ruleset="chess")
    with pytest.raises(RecordError, match="cannot read"):
        load_games(tmp_path / "missing.pgn")
    (tmp_path / "empty.pgn").write_text("")
    with pytest.raises(RecordError, match="no game"):
        load_games(tmp_path / "empty.pgn")
    with pytest.raises(RecordError, match="unknown file type"):
        save_games(tmp_path / "out.doc", [record_from_game(Game())])
