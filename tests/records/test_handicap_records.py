"""Handicap games (접장기) in the records: PGN keeps the start as ``[FEN]`` with a ``[Handicap]`` tag, .gib as its
``FEN`` header with a ``접장기`` header, the autosave keeps the start FEN; all read back to the same game."""

from __future__ import annotations

import pytest

from janggi_desktop.records import gib, load_games, loads, pgn, record_from_game, save_games
from janggi_desktop.records.autosave import load_session, save_session
from janggi_desktop.rules import Game, Handicap


def handicap_game(text: str = "han:RC", cho: str = "상마마상", han: str = "마상마상") -> Game:
    g = Game("janggi", fen=Handicap.parse(text).start_fen(cho, han, "janggi"))
    for uci in ("a4b4", "a7a6", "b3b5", "i7h7"):  # the moves of a game, a cannon jump among them
        g.push_uci(uci)
    return g


@pytest.mark.parametrize(("text", "tag"), [("han:RC", "han:RC"), ("cho:R", "cho:R"), ("cho:NN", "cho:NN"),
                                           ("han:Ra10Ch8", "han:Ra10Ch8"), ("cho:Ri1", "cho:Ri1"),
                                           ("han:Ri10Ch8", "han:RC")])  # the default pieces: the short text
def test_pgn_writes_fen_and_handicap_tags_and_reads_them_back(text: str, tag: str) -> None:
    g = handicap_game(text)
    out = pgn.format_game(record_from_game(g, White="Kim", Black="Lee"))
    h = Handicap.parse(tag)
    assert f'[FEN "{g.start_fen}"]' in out and '[SetUp "1"]' in out
    assert f'[Handicap "{h}"]' in out
    (back,) = loads(out, "pgn")
    assert back.start_fen == g.start_fen and back.moves == g.moves
    assert back.tags["Handicap"] == str(h) and back.handicap == h
    assert back.to_game().fen() == g.fen()


def test_the_handicap_tag_is_computed_from_the_start_position() -> None:
    rec = record_from_game(handicap_game("cho:R"), Handicap="han:NN")  # a stale copy is not written
    out = pgn.format_game(rec)
    assert '[Handicap "cho:R"]' in out and "han:NN" not in out
    plain = pgn.format_game(record_from_game(Game("janggi")))
    assert "Handicap" not in plain
    # a position that is not a handicap start gets its FEN and no Handicap tag
    g = Game("janggi")
    g.push_uci("a4b4")
    moved = record_from_game(Game("janggi", fen=g.fen()))
    assert "Handicap" not in pgn.format_game(moved) and moved.handicap is None


def test_gib_keeps_the_handicap_in_its_fen_and_jeopjanggi_headers(tmp_path) -> None:
    g = handicap_game("han:RC")
    path = tmp_path / "handicap.gib"
    save_games(path, record_from_game(g))
    text = path.read_bytes().decode("cp949")
    assert f'[FEN "{g.start_fen}"]' in text and '[접장기 "han:RC"]' in text
    assert '[초차림 "미상"]' in text  # the full arrangement headers would set up every piece: left unknown
    (back,) = load_games(path)
    assert back.start_fen == g.start_fen and back.moves == g.moves
    assert back.tags["Handicap"] == "han:RC" and back.handicap == Handicap.parse("han:RC")
    # and on to PGN: the tag is the one computed from the FEN
    assert '[Handicap "han:RC"]' in pgn.format_game(back)
    assert "접장기" in gib.format_game(back)


def test_the_autosave_restores_a_handicap_game(tmp_path) -> None:
    g = handicap_game("cho:NN")
    save_session(tmp_path / "autosave.json", g)
    back, _ = load_session(tmp_path / "autosave.json")
    assert back.start_fen == g.start_fen and back.moves == g.moves and back.points() == g.points()
    assert record_from_game(back).handicap == Handicap.parse("cho:NN")
