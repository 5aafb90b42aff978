"""Korean .gib records: the fixtures (written from docs/rules.md#gib) read correctly, our files round-trip."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from janggi_desktop.records import RecordError, gib, load_games, record_from_game, save_games
from janggi_desktop.rules import RULE_SETS, Game

from .helpers import random_game

FIXTURES = Path(__file__).parent / "fixtures"


def test_cp949_club_game():
    data = (FIXTURES / "club_cp949.gib").read_bytes()
    assert b"\xff" in data and data.endswith(b"\x1a")  # the fixture carries the stray bytes
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    assert gib.decode(data)[1] == "cp949"
    [rec] = load_games(FIXTURES / "club_cp949.gib")
    assert rec.tags == {
        "Event": "제1회 동호회 장기대회", "Round": "8강", "Date": "2024.03.17", "Site": "서울 종로",
        "White": "김철수", "Black": "이영희", "TimeControl": "10분 3회", "Result": "0-1",
    }
    assert (rec.cho, rec.han) == ("상마상마", "마상마상")
    assert rec.result == "0-1" and rec.termination == "resignation"
    assert len(rec.moves) == 40
    uci = [m.uci for m in rec.moves]
    # 04사94: row 0 = rank 1, column 4 = d -> d1; row 9 = rank 2 -> d2.  25장36: e9 -> f8.
    assert uci[:4] == ["d1d2", "e9f8", "g4f4", "c7d7"]
    assert uci[9] == "f8f8"  # 10. 한수쉼: Han's general stays on f8
    assert uci[19] == "i3h3"  # 89차88포장군: chariot i3 takes the cannon on h3 with check
    assert rec.comments == {0: "대국 전 메모: 초가 먼저 둔다", 10: "초가 한 수 쉬었다"}
    g = rec.to_game()
    assert g.fen() == "r1baa2b1/9/n4k1n1/1p2p2p1/p8/4P4/P5P2/9/3A1A3/R1c1K4 w - - 2 21"
    out = g.outcome()
    assert out is not None and out.winner == "han" and out.termination.value == "resignation"


def test_utf8_file_with_several_games_hanja_and_passes():
    games = load_games(FIXTURES / "practice_utf8.gib")
    assert [len(r.moves) for r in games] == [24, 30, 12]
    a, b, c = games
    # game 1: hanja pieces with side marks (79楚卒78) and the general as 漢
    assert [m.uci for m in a.moves[:3]] == ["i4h4", "g10f8", "b1a3"]
    assert a.moves[19].uci == "e9e10"  # 20. 25漢15
    assert a.result == "1-0" and a.termination == "time forfeit"
    assert (a.cho, a.han) == ("마상상마", "상마마상")
    # game 2: 초포진/한포진 spellings, a pass, a comment, a draw
    assert (b.cho, b.han) == ("상마마상", "마상상마")
    assert b.moves[4].uci == "e2e2" and b.result == "1/2-1/2"
    assert b.comments == {14: "좋은 수"}
    assert b.to_game().fen() == "3a1abn1/8r/5k1c1/1p2P3p/9/1P7/6p1P/5N1C1/r8/3KA2BR w - - 1 16"
    # game 3: numbers glued to moves, no result header
    assert c.result == "*" and c.tags == {"Event": "연습 대국", "Result": "*"}
    assert c.to_game().fen() == "rbna2b1r/5a3/1c3k1cn/p3pp2p/9/2P6/P3P1P1P/NC1K3C1/4A3R/R1BA2NB1 w - - 1 7"
    assert [r.index for r in games] == [1, 2, 3]


@pytest.mark.parametrize("ruleset", list(RULE_SETS))
@pytest.mark.parametrize("encoding", [None, "utf-8"])
def test_round_trip_every_rule_set(ruleset, encoding, tmp_path):
    rng = random.Random(len(ruleset) * 7919 + (encoding is None))
    records = []
    for i in range(5):
        g = random_game(rng, ruleset, 120)
        if i == 1 and g.outcome() is None:
            g.resign("cho")
        if i == 2 and g.outcome() is None:
            g.forfeit_on_time("han")
        rec = record_from_game(g, White="김초", Black="Han Player", Event="월례 대회", Date="2026.11.29")
        rec.comments = {2: "한 수 {메모}"} if len(rec.moves) >= 2 else {}
        records.append(rec)
    # one game from a position that is not a start arrangement (our FEN header carries it)
    g = Game.from_fen("4k4/9/9/9/4p4/9/9/9/4K4/R8 w - - 0 1", ruleset)
    g.push_uci("a1a2")
    records.append(record_from_game(g))
    path = tmp_path / "games.gib"
    save_games(path, records, encoding=encoding)
    data = path.read_bytes()
    assert gib.decode(data)[1] == ("utf-8" if encoding else "cp949")
    assert b"\r\n" in data
    back = load_games(path)
    assert len(back) == len(records)
    for a, b in zip(records, back, strict=True):
        assert b.moves == a.moves and b.ruleset == a.ruleset and b.start_fen == a.start_fen
        assert b.result == a.result and (b.cho, b.han) == (a.cho, a.han)
        assert b.comments == {k: v.replace("}", ")") for k, v in a.comments.items()}
        assert b.tags.get("White") == a.tags.get("White")
        assert b.to_game().outcome() == a.to_game().outcome()


def test_time_forfeit_is_written_and_read_as_a_win_on_time():
    g = Game("janggi")
    g.push_uci("b1c3")
    g.forfeit_on_time("han")  # Han's clock ran out: Cho wins on time
    text = gib.format_game(record_from_game(g), "\n")
    assert '[대국결과 "초 시간승"]' in text
    rec = gib.loads(text)[0]
    assert rec.result == "1-0" and rec.termination == "time forfeit"
    assert rec.to_game().outcome() == g.outcome()


def test_written_file_looks_like_a_korean_record():
    g = Game("janggi", cho="상마상마", han="상마상마")
    for uci in ("a4b4", "i7h7", "h1g3", "h10g8"):
        g.push_uci(uci)
    text = gib.format_game(record_from_game(g, White="하여명", Black="전동하", Date="2016.12.06"), "\n")
    head, body = text.split("\n\n")
    assert '[초대국자 "하여명"]' in head and '[한대국자 "전동하"]' in head
    assert '[초차림 "상마상마"]' in head and '[한차림 "상마상마"]' in head
    assert '[대국일자 "2016-12-06"]' in head and '[총수 "4"]' in head
    assert body.strip() == "1. 71졸72 2. 49병48 3. 08마87 4. 18마37"


def test_capture_and_check_marks():
    g = Game.from_fen("4k4/9/9/9/4p4/9/9/9/4K4/R8 w - - 0 1", "janggi")
    g.push_uci("a1a10")  # check along rank 10
    text = gib.format_game(record_from_game(g), "\n")
    assert "1. 01차11장군" in text
    g = Game.from_fen("4k4/9/9/9/r3p4/9/9/9/4K4/R8 w - - 0 1", "janggi")
    g.push_uci("a1a6")
    assert "1. 01차51차" in gib.format_game(record_from_game(g), "\n")


BAD_CASES = [
    ("1. 71졸72 2. 49병48 3. 08마88", "3", "08마88"),  # not a horse move
    ("1. 71졸72 2. 49병48 3. 08상87", "3", "08상87"),  # wrong piece name for h1
    ("1. 71졸72 2. 49졸48", None, None),  # fine: 졸 and 병 are both soldiers
    ("1. 71졸72 2. 49병48 4. 08마87", "4", "4."),  # ply numbers out of sequence
    ("1. 71졸72 2. 49병48 3. 08마87차", "3", "08마87차"),  # claims a capture on an empty point
    ("1. 71졸72 2. 49병48 3. 08마8", "3", "08마8"),
    ("1. 71졸72 2. 49병48 3. 08뭐87", "3", "08뭐87"),
]


@pytest.mark.parametrize("moves, move, text", BAD_CASES)
def test_bad_moves_name_game_move_and_text(moves, move, text):
    good = '[초차림 "상마상마"]\n[한차림 "상마상마"]\n\n1. 71졸72 2. 49병48\n\n'
    source = good + '[초차림 "상마상마"]\n[한차림 "상마상마"]\n\n' + moves + "\n"
    if move is None:
        assert len(gib.loads(source, path="f.gib")) == 2
        return
    with pytest.raises(RecordError) as info:
        gib.loads(source, path="f.gib")
    e = info.value
    assert e.path == "f.gib" and e.game == 2 and e.move == move
    assert text in str(e) and "game 2" in str(e) and f"move {move}" in str(e)


def test_malformed_structure():
    for text in ("[초차림 \"상마상마\"\n1. 71졸72", "{unclosed\n1. 71졸72", "[초차림 \"뭐뭐뭐뭐\"]\n\n1. 71졸72",
                 "hello world", '[규칙 "chess"]\n\n1. 71졸72'):
        with pytest.raises(RecordError):
            gib.loads(text, path="m.gib")


def test_cp949_falls_back_to_utf8_only_when_needed(tmp_path):
    g = Game("janggi")
    g.push_uci("a4b4")
    rec = record_from_game(g, White="😀 player")
    save_games(tmp_path / "a.gib", [rec])  # no CP949 code for the emoji: UTF-8 keeps the name
    assert load_games(tmp_path / "a.gib")[0].tags["White"] == "😀 player"
    with pytest.raises(RecordError, match="cp949"):
        save_games(tmp_path / "b.gib", [rec], encoding="cp949")
    assert not (tmp_path / "b.gib").exists()


def test_games_without_moves_are_still_separate():
    text = '[대회명 "a"]\n[초차림 "상마상마"]\n\n[대회명 "b"]\n\n1. 71졸72\n'
    a, b = gib.loads(text)
    assert a.tags["Event"] == "a" and a.moves == [] and a.cho == "상마상마"
    assert b.tags["Event"] == "b" and [m.uci for m in b.moves] == ["a4b4"]
