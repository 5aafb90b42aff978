"""PGN: our games survive a round trip; pychess-style input, comments, variations and errors are handled."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.records import RecordError, load_games, pgn, record_from_game, save_games
from janggi_desktop.rules import RULE_SETS, Game, Move, Termination

from .helpers import random_game


def same_game(a, b) -> None:
    assert b.moves == a.moves
    assert b.ruleset == a.ruleset
    assert b.start_fen == a.start_fen
    assert b.result == a.result
    assert (b.cho, b.han) == (a.cho, a.han)


@pytest.mark.parametrize("ruleset", list(RULE_SETS))
def test_round_trip_every_rule_set(ruleset, tmp_path):
    rng = random.Random(hash(ruleset) & 0xFFFF)
    records = []
    for i in range(8):
        g = random_game(rng, ruleset, 120)
        if i == 3 and g.outcome() is None:
            g.resign(g.turn)
        rec = record_from_game(g, White="Kim Cho", Black='Lee "Han"', Event=f"Test {i}", Date="2026.11.29")
        rec.comments = {0: "before the first move", len(rec.moves): "the end {really}"}
        records.append(rec)
    path = tmp_path / "games.pgn"
    save_games(path, records)
    back = load_games(path)
    assert len(back) == len(records)
    for a, b in zip(records, back, strict=True):
        same_game(a, b)
        assert b.termination == a.termination
        assert b.tags["White"] == "Kim Cho" and b.tags["Black"] == 'Lee "Han"'
        assert b.comments[0] == "before the first move"
        assert b.comments[len(a.moves)] == "the end {really)"  # a brace cannot live inside a PGN comment
        ga, gb = a.to_game(), b.to_game()
        assert gb.fen() == ga.fen()
        assert gb.outcome() == ga.outcome()


def test_written_tags_follow_pychess():
    g = Game("janggimodern", cho="마상마상", han="상마상마")
    g.push_uci("b1c3")
    text = pgn.format_game(record_from_game(g, White="A", Black="B"))
    head = text.split("\n\n")[0].splitlines()
    names = [line.split()[0][1:] for line in head]
    assert names[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert '[Variant "janggimodern"]' in head
    assert '[RuleSet "janggimodern"]' in head
    assert '[SetUp "1"]' in head
    assert f'[FEN "{g.start_fen}"]' in head
    assert text.split("\n\n")[1].strip() == "1. Hc3 *"
    # the default start needs no FEN; Janggi Desktop's own rule set is still named
    text = pgn.format_game(record_from_game(Game("standard")))
    assert "[FEN" not in text and "[SetUp" not in text
    assert '[Variant "Janggi"]' in text and '[RuleSet "standard"]' in text


PYCHESS_STYLE = """[Event "Casual game"]
[Site "https://www.pychess.org/abcdef"]
[Date "2026.01.02"]
[Round "-"]
[White "alice"]
[Black "bob"]
[Result "0-1"]
[TimeControl "300+5"]
[Variant "Janggi"]
[FEN "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"]
[SetUp "1"]

1. Hc3 {book} $1 Hc8 (1... Pcd7 2. Ke2 (2. Pab4) Hc8) 2. e4f4 ; a UCI move
2... Pcd7!? 3. Ke2 Ke9 0-1

% an escaped line
[Event "second"]

1. c4c5 c7c6 1/2-1/2
"""


def test_reads_pychess_pgn_with_comments_nags_variations_uci_and_several_games():
    games = pgn.loads(PYCHESS_STYLE, path="x.pgn")
    assert len(games) == 2
    a, b = games
    assert a.ruleset == "janggi"  # Variant "Janggi" means pychess's (Fairy-Stockfish's) rules
    assert [m.uci for m in a.moves] == ["b1c3", "b10c8", "e4f4", "c7d7", "e2e2", "e9e9"]
    assert a.result == "0-1" and a.tags["White"] == "alice" and a.tags["TimeControl"] == "300+5"
    assert a.comments == {1: "book", 3: "a UCI move"}
    assert a.to_game().outcome() is not None  # two passes in a row end a KJA game
    assert b.tags["Event"] == "second" and b.result == "1/2-1/2"
    assert [m.uci for m in b.moves] == ["c4c5", "c7c6"]
    assert b.ruleset == "janggi"  # no tag: the first rule set under which the moves are legal


def test_han_to_move_start_and_move_numbers():
    fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 7"
    g = Game.from_fen(fen, "janggi")
    g.push_uci("b10c8")
    g.push_uci("b1c3")
    text = pgn.format_game(record_from_game(g))
    assert "7... Hc8 8. Hc3 *" in text
    back = pgn.loads(text)[0]
    assert back.start_fen == fen and [m.uci for m in back.moves] == ["b10c8", "b1c3"]


@pytest.mark.parametrize("text, game, move, bad", [
    ('[Event "a"]\n\n1. Hc3 Hc8 *\n\n[Event "b"]\n\n1. Hc3 Hc8 2. Hxe5 *\n', 2, "2.", "Hxe5"),
    ("1. Hc3 Hc8 2. Rb1 b10b9 *", 1, "2...", "b10b9"),
    ("1. Hc3 Zz9 *", 1, "1...", "Zz9"),
    ('[Variant "chess"]\n\n1. e4 e5 *', 1, None, None),
    ('[FEN "not a fen"]\n\n1. Hc3 *', 1, None, None),
    ("1. Hc3 $¹ Hc8 *", 1, "1...", "¹"),  # "¹" is a digit to str.isdigit(), not to int(): not a NAG
])
def test_errors_name_file_game_move_and_text(text, game, move, bad):
    with pytest.raises(RecordError) as info:
        pgn.loads(text, path="club.pgn")
    e = info.value
    assert isinstance(e, ValueError)
    assert e.path == "club.pgn" and e.game == game
    assert "club.pgn" in str(e) and f"game {game}" in str(e)
    if move is not None:
        assert e.move == move and e.text == bad
        assert f"move {move}" in str(e) and bad in str(e)


def test_bad_file_returns_nothing_and_leaves_the_current_game_alone(tmp_path):
    current = Game("standard")
    current.push_uci("b1c3")
    path = tmp_path / "bad.pgn"
    path.write_text('[Event "ok"]\n\n1. Hc3 *\n\n[Event "bad"]\n\n1. Hc3 Hc8 2. Kxe9 *\n', encoding="utf-8")
    with pytest.raises(RecordError, match="game 2"):
        load_games(path)
    assert [m.uci for m in current.moves] == ["b1c3"]


def test_ruleset_override_and_mismatch():
    text = "1. Ke2 Ke9 2. Hc3 *"  # two passes end a KJA game; standard lets it go on
    with pytest.raises(RecordError, match="over"):
        pgn.loads('[RuleSet "janggi"]\n\n' + text)
    # no tag: the first of janggi, janggimodern (both end on two passes), standard that accepts every move
    assert pgn.loads(text)[0].ruleset == "standard"
    assert pgn.loads(text, ruleset="youzai")[0].ruleset == "youzai"
    with pytest.raises(RecordError, match="move 2."):
        pgn.loads(text, ruleset="janggicasual")


def test_resignation_is_restored():
    g = Game("standard")
    g.push_uci("b1c3")
    g.resign("han")
    rec = pgn.loads(pgn.format_game(record_from_game(g)))[0]
    assert rec.result == "1-0" and rec.termination == "resignation"
    out = rec.to_game().outcome()
    assert out is not None and out.winner == "cho"
    assert Move.from_uci("b1c3") == rec.moves[0]


def test_accepted_bikjang_draw_is_restored():
    g = Game.from_fen("4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", "standard")
    g.push_uci("e6d4")  # opens the file: the generals face each other, Han may accept the draw
    g.accept_bikjang_draw()
    rec = pgn.loads(pgn.format_game(record_from_game(g)))[0]
    assert rec.result == "1/2-1/2" and rec.termination == "agreement"
    assert rec.to_game().outcome() == g.outcome()


def test_time_forfeit_is_written_and_restored():
    g = Game("janggi")
    g.push_uci("b1c3")
    g.push_uci("b10c8")
    g.forfeit_on_time("cho")
    text = pgn.format_game(record_from_game(g))
    assert '[Result "0-1"]' in text and '[Termination "time forfeit"]' in text
    rec = pgn.loads(text)[0]
    out = rec.to_game().outcome()
    assert out is not None and out.winner == "han" and out.termination is Termination.TIME_FORFEIT


def test_games_without_movetext_are_still_separate():
    a, b = pgn.loads('[Event "a"]\n[Event "b"]\n\n1. Hc3 *\n')
    assert a.tags["Event"] == "a" and a.moves == []
    assert b.tags["Event"] == "b" and len(b.moves) == 1


def test_glyphs_nags_and_variations_are_read_and_written_back():
    a = pgn.loads(PYCHESS_STYLE)[0]
    assert a.nags == {1: [1], 4: [5]}  # "$1" after Hc3's comment, "Pcd7!?"
    # (1... Pcd7 2. Ke2 (2. Pab4) Hc8) is an alternative to 1... Hc8; its own line is the field's, and the
    # nested variation is kept in the tree
    assert [[m.uci for m in line] for line in a.variations[2]] == [["c7d7", "e2e2", "b10c8"]]
    ke2 = a.tree.main_line()[0].children[1].children[0]
    assert [c.move.uci for c in ke2.parent.children] == ["e2e2", "a4b4"]
    text = pgn.format_game(a)
    assert "1. Hc3! {book} 1... Hc8 (1... Pcd7 2. Ke2 (2. Pab4) 2... Hc8) 2. Pef4" in " ".join(text.split())
    back = pgn.loads(text)[0]
    assert (back.moves, back.nags, back.variations, back.comments) == (a.moves, a.nags, a.variations, a.comments)
    assert back.tree == a.tree and not back.warnings


def test_an_analysis_mark_and_a_better_line_survive_a_round_trip(tmp_path):
    g = Game("janggi")
    for uci in ("a4b4", "i7h7", "a1a6"):
        g.push_uci(uci)
    rec = record_from_game(g)
    rec.nags = {3: [4], 2: [9]}  # a blunder glyph, and a NAG without a glyph
    rec.variations = {3: [[Move.from_uci("b1c3"), Move.from_uci("h10g8")]]}
    rec.comments = {3: "[%eval -7.8] Blunder."}
    path = tmp_path / "a.pgn"
    save_games(path, [rec])
    text = path.read_text()
    assert "2. Ra6?? {[%eval -7.8] Blunder.} (2. Hc3 Hg8)" in " ".join(text.split())
    assert "$9" in text
    back = load_games(path)[0]
    assert back.nags == {3: [4], 2: [9]} and back.variations == rec.variations and back.comments == rec.comments


def test_a_variation_that_does_not_replay_is_cut_not_fatal():
    games = pgn.loads('[Variant "Janggi"]\n\n1. Hc3 (1. Hg3 Zz9 Hc8) Hc8 *')
    assert [m.uci for m in games[0].moves] == ["b1c3", "b10c8"]
    assert [[m.uci for m in v] for v in games[0].variations[1]] == [["h1g3"]]
    [warning] = games[0].warnings
    assert "game 1" in warning and "move 1..." in warning and "Zz9" in warning and "cut" in warning


def _read(text: str) -> list[tuple]:
    """What a reading keeps of each game, warnings (with their line numbers) included."""
    return [(r.tags, r.ruleset, r.start_fen, [m.uci for m in r.moves], r.result, r.comments, r.nags, r.warnings)
            for r in pgn.loads(text, path="x.pgn")]


def test_lines_of_words_only_read_as_word_by_word():
    """A move-text line with nothing but words and spaces is split at once (the fast path of a big import);
    the same text with an empty NAG ("$", which means nothing) at the end of every line is read word by
    word: both readings must agree on every game, move, result, comment and numbered warning."""
    rng = random.Random(8)
    games = [record_from_game(random_game(rng, "janggimodern", rng.randint(20, 90)),
                              White=f"P{i}", Black="Q") for i in range(6)]
    text = pgn.dumps(games)
    text += ("\n[Event \"glued numbers, an escaped line, a result mid-line\"]\n\n1.Hc3 Hc8\n"
             "% 2. Ke2 Ke9\n  2. c4c5   c7c6 3. Ra2 1/2-1/2 [Event \"next\"]\n\n1. a4a5 a7a6\n"
             "2. i4i5\n)\n i7i6 *\n")
    # glyphs inside a line of words, a comment waiting for the next move when a line of words begins
    text += ("\n[Event \"glyphs and comments\"]\n\n1. Hc3?! {after} {before Hc8}\nHc8 2. Hg3!! Hg8? 3. Ra2\n"
             "Ra9 *\n")
    fast = _read(text)
    slow = _read("\n".join(line + " $" for line in text.split("\n")))
    assert fast == slow
    assert len(fast) == len(games) + 3
    assert fast[-1][3] == ["b1c3", "b10c8", "h1g3", "h10g8", "a1a2", "a10a9"]
    assert fast[-1][5] == {1: "after before Hc8"} and fast[-1][6] == {1: [6], 3: [3], 4: [2]}
    assert [m for m in fast[-3][3]] == ["b1c3", "b10c8", "c4c5", "c7c6", "a1a2"]
    assert fast[-2][3] == ["a4a5", "a7a6", "i4i5", "i7i6"] and "line" in fast[-2][7][0]
    assert [g[3] for g in fast[:len(games)]] == [[m.uci for m in r.moves] for r in games]
