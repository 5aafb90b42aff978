"""PGN with the whole move tree: generated trees survive read -> write -> read, and bad input (unbalanced
parentheses or braces, an illegal move in a variation, a megabyte comment) keeps the game and says where."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from janggi_desktop.records import gib, load_games, pgn, save_games
from janggi_desktop.records.model import GameRecord, record_tree, set_record_tree, termination_text
from janggi_desktop.records.tree import (
    DRAWING_COLOURS,
    MAX_COMMENT_CHARS,
    MoveTree,
    arrows,
    circles,
    clean_comment,
    toggle_drawing,
)
from janggi_desktop.rules import Move

M = Move.from_uci

COMMENT_TEXT = st.lists(st.sampled_from(list("abc xyz()!?$;%[]{}\n\t.#-") + ["[%eval 0.35]", "[%clk 0:04:59]",
                                         "[%cal Gb1c3,Re4e5]", "[%csl Re5]", "한국", "é"]), max_size=40).map("".join)

SQUARES = st.builds(lambda f, r: f"{f}{r}", st.sampled_from("abcdefghi"), st.integers(1, 10))


@st.composite
def trees(draw) -> MoveTree:
    """A random tree of legal moves: moves added at random nodes (so variations nest), random comments
    before and after moves, random NAGs (glyphs and $n), some variations promoted."""
    ruleset = draw(st.sampled_from(["janggi", "standard", "youzai"]))
    tree = MoveTree(ruleset)
    nodes = [tree.root]
    for _ in range(draw(st.integers(0, 40))):
        node = nodes[draw(st.integers(0, len(nodes) - 1))]
        legal = tree.game_at(node).legal_moves()
        if not legal:
            continue
        child = tree.add_move(node, legal[draw(st.integers(0, len(legal) - 1))])
        if child not in nodes:
            nodes.append(child)
        if draw(st.booleans()):
            tree.set_comment(child, draw(COMMENT_TEXT))
        if draw(st.booleans()):  # before any move: a variation's first, or one in a line (after "{}")
            tree.set_comment(child, draw(COMMENT_TEXT), before=True)
        for _ in range(draw(st.integers(0, 3))):  # drawings on the board, as the window stores them
            start, end = draw(SQUARES), draw(st.one_of(SQUARES, st.just("")))
            tree.set_comment(child, toggle_drawing(child.comment, draw(st.sampled_from(DRAWING_COLOURS)), start,
                                                   end or start))
        if draw(st.booleans()):
            tree.set_nags(child, draw(st.lists(st.integers(0, 255), max_size=3)))
        if draw(st.integers(0, 5)) == 0:
            tree.promote(child, to_main_line=draw(st.booleans()))
    if draw(st.booleans()):
        tree.set_comment(tree.root, draw(COMMENT_TEXT))
    return tree


def record_of(tree: MoveTree) -> GameRecord:
    """The record the window writes for ``tree``: its termination is the main line's ending, if it has one (a
    reader names it from the moves, so a record without it would not read back as itself)."""
    record = set_record_tree(GameRecord(ruleset=tree.ruleset, start_fen=tree.start_fen), tree)
    record.termination = termination_text(tree.game_at(tree.main_line()[-1] if tree.main_line() else tree.root)
                                           .outcome())
    return record


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trees())
def test_generated_trees_round_trip(tree):
    text = pgn.format_game(record_of(tree))
    back = pgn.loads(text)[0]
    assert record_tree(back) == tree, text
    assert not back.warnings
    assert pgn.format_game(back) == text
    assert back.moves == tree.main_moves()
    for a, b in zip(tree.walk(), record_tree(back).walk(), strict=True):
        assert (arrows(a.comment), circles(a.comment)) == (arrows(b.comment), circles(b.comment))


def test_a_main_line_ending_the_game_writes_its_termination_and_reads_back_as_itself():
    """A line that ends in a bikjang (the kings face each other, then a pass) reads back with the termination
    the moves give; the record the window writes carries it, so writing again gives the same text."""
    tree = pgn.loads('[RuleSet "janggi"]\n\n1. Kd2 (1. Ra2) 1... Hc8 2. Ra2 Kd9 3. Kd2 *')[0].tree
    record = record_of(tree)
    assert record.termination == "bikjang"
    text = pgn.format_game(record)
    back = pgn.loads(text)[0]
    assert record_tree(back) == tree and pgn.format_game(back) == text


def test_comment_before_a_move_in_a_line_and_after_a_variation_are_kept_apart():
    rec = pgn.loads("{opening} 1. Hc3 {after} {before Hc8} 1... Hc8 (1... Hg8 {x}) {after the variation} "
                    "2. Pab4 *")[0]
    hc3, hc8, pab4 = rec.tree.main_line()
    assert rec.tree.root.comment == "opening" and hc3.comment == "after" and hc8.comment_before == "before Hc8"
    assert pab4.comment_before == "after the variation"
    assert rec.comments == {0: "opening", 1: "after before Hc8", 2: "after the variation"}  # text between moves
    assert record_tree(pgn.loads(pgn.format_game(rec))[0]) == record_tree(rec)


def test_a_comment_before_a_main_line_move_of_a_game_without_variations_stays_before_it():
    rec = pgn.loads("1. Hc3 {} {before Hc8 [%cal Gc1c3]} 1... Hc8 {[%csl Re5,Ga10]} 2. Pab4 *")[0]
    hc3, hc8, _pab4 = record_tree(rec).main_line()
    assert (hc3.comment, hc8.comment_before) == ("", "before Hc8 [%cal Gc1c3]")
    assert arrows(hc8.comment_before) == [("G", "c1", "c3")] and circles(hc8.comment) == [("R", "e5"), ("G", "a10")]
    assert record_tree(pgn.loads(pgn.format_game(rec))[0]) == record_tree(rec)


def test_bad_drawings_are_left_out_and_the_rest_of_the_comment_kept():
    text = "1. Hc3 {good [%cal Gc1c3,Xa1a2,Gz9a2,Ga11a2,Gc1,Ge4e4,,Bb2b3] [%csl Qe5,Gi10,Rj1,Ra0] [%cal]} Hc8 *"
    rec = pgn.loads(text)[0]
    comment = record_tree(rec).main_line()[0].comment
    assert not rec.warnings and comment.startswith("good [%cal Gc1c3,Xa1a2")  # the record keeps what it read
    assert arrows(comment) == [("G", "c1", "c3"), ("B", "b2", "b3")] and circles(comment) == [("G", "i10")]
    # drawing on it again writes only the good ones back, and the words and the odd "[%cal]" stay
    redrawn = toggle_drawing(comment, "R", "e5", "e5")
    assert arrows(redrawn) == arrows(comment) and circles(redrawn) == [("G", "i10"), ("R", "e5")]
    assert "good" in redrawn and "[%cal]" in redrawn and "Qe5" not in redrawn and "Xa1a2" in redrawn
    redrawn = toggle_drawing(redrawn, "B", "b2", "b3")  # the same arrow again: taken away
    assert arrows(redrawn) == [("G", "c1", "c3")] and "Xa1a2" not in redrawn and "good" in redrawn
    with pytest.raises(ValueError):
        toggle_drawing(comment, "X", "c1", "c3")
    with pytest.raises(ValueError):
        toggle_drawing(comment, "G", "c1", "j3")


def test_nags_in_any_order_and_glyphs_are_kept():
    rec = pgn.loads("1. Hc3 $9 $4 Hc8!? $14 2. Pab4?? *")[0]
    assert rec.tree is None  # no variation: the fields say it all, the tree is made when asked for
    assert [n.nags for n in record_tree(rec).main_line()] == [[9, 4], [5, 14], [4]]
    text = pgn.format_game(rec)
    assert "1. Hc3 $9 $4 Hc8!? $14 2. Pab4??" in " ".join(text.split())
    assert record_tree(pgn.loads(text)[0]) == record_tree(rec)


def test_the_analyse_style_record_keeps_its_better_line_as_a_variation():
    text = "1. a4b4 i7h7 2. a1a6?? {[%eval -7.8] Blunder. Hc3 was best.} (2. b1c3 h10g8) 2... b10c8 *"
    rec = pgn.loads(text)[0]
    assert rec.variations == {3: [[M("b1c3"), M("h10g8")]]} and rec.nags == {3: [4]}
    assert "[%eval -7.8]" in rec.comments[3]


# --- bad input: the game is kept, the message names the game and the place ------------------------------------
def only(text: str) -> GameRecord:
    [rec] = pgn.loads(text, path="study.pgn")
    return rec


def test_an_illegal_move_in_a_variation_cuts_it_there_and_the_game_goes_on():
    rec = only('[Event "a"]\n\n1. Hc3 Hc8 (1... Hg8 2. Zz9 Hc8 (2... Pcd7)) 2. Pab4 *')
    assert rec.moves == [M("b1c3"), M("b10c8"), M("a4b4")]
    assert [m.uci for m in rec.variations[2][0]] == ["h10g8"]
    [w] = rec.warnings
    assert w.startswith("study.pgn, game 1, move 2.:") and "Zz9" in w and "line 3" in w


def test_unbalanced_parentheses_keep_the_game():
    rec = only("1. Hc3 Hc8 ) 2. Pab4 (2. Hg3 *")
    assert rec.moves == [M("b1c3"), M("b10c8"), M("a4b4")] and rec.variations == {3: [[M("h1g3")]]}
    assert len(rec.warnings) == 2
    assert "')' without '('" in rec.warnings[0] and "game 1" in rec.warnings[0]
    assert "never closed" in rec.warnings[1] and "line 1" in rec.warnings[1]


def test_unbalanced_braces_keep_the_game_and_the_next_one():
    [a, b] = pgn.loads('[Event "a"]\n\n1. Hc3 } Hc8 {never closed 2. Pab4\n\n[Event "b"]\n\n1. Hg3 *\n',
                       path="study.pgn")
    assert a.moves == [M("b1c3"), M("b10c8")] and a.comments[2].startswith("never closed 2. Pab4")
    assert len(a.warnings) == 2 and "'}' without '{'" in a.warnings[0] and "line 3" in a.warnings[1]
    assert b.tags["Event"] == "b" and b.moves == [M("h1g3")] and not b.warnings


def test_a_megabyte_comment_is_cut_to_its_limit_with_a_warning():
    words = ("ab " * 40 + "\n") * (1_000_000 // 121)
    rec = only("1. Hc3 {" + words + "} Hc8 *")
    assert rec.moves == [M("b1c3"), M("b10c8")]
    assert len(rec.comments[1]) == MAX_COMMENT_CHARS
    [w] = rec.warnings
    assert "game 1" in w and "line 1" in w and "characters" in w
    back = pgn.loads(pgn.format_game(rec))[0]  # what is written is read back whole
    assert record_tree(back) == record_tree(rec) and not back.warnings
    one_word = only("1. Hc3 {" + "x" * 1_000_000 + "} Hc8 *")
    assert len(one_word.comments[1]) == MAX_COMMENT_CHARS and len(one_word.warnings) == 1
    assert clean_comment(one_word.comments[1]) == one_word.comments[1]


def test_a_nag_out_of_range_is_ignored_with_a_warning():
    rec = only("1. Hc3 $256 $" + "9" * 5000 + " Hc8 *")
    assert rec.nags == {} and len(rec.warnings) == 2 and "0 to 255" in rec.warnings[0]


# --- .gib and convert ---------------------------------------------------------------------------------------
STUDY = ("[Event \"s\"]\n\n{start} 1. Hc3! {[%eval 0.3] [%cal Gb1c3]} 1... Hc8 (1... Hg8 2. Hg3 (2. Pab4)) "
         "2. Pab4 $14 *\n")


def test_gib_keeps_the_main_line_and_says_what_it_could_not_keep(tmp_path):
    rec = pgn.loads(STUDY)[0]
    lost = gib.what_is_lost(rec)
    assert any("variation" in w for w in lost) and any("NAG" in w for w in lost)
    assert not any("arrow" in w or "eval" in w for w in lost)  # comment commands are kept as the comment's text
    warnings = save_games(tmp_path / "s.gib", [rec])
    assert warnings == [f"game 1: {w}" for w in lost]
    back = load_games(tmp_path / "s.gib")[0]
    assert back.moves == rec.moves
    assert save_games(tmp_path / "s.pgn", [rec]) == []


def test_convert_pgn_to_pgn_keeps_the_tree_and_to_gib_says_what_was_lost(tmp_path):
    src = tmp_path / "in.pgn"
    src.write_text(STUDY + "\n[Event \"t\"]\n\n1. Hc3 (1. Hg3 Zz9) *\n", encoding="utf-8")
    run = [sys.executable, "-c", "import sys; from janggi_desktop.app import main; sys.exit(main())", "convert"]
    r = subprocess.run([*run, str(src), str(tmp_path / "out.pgn")], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert "game 2" in r.stderr and "Zz9" in r.stderr  # the variation cut at its illegal move is told
    assert [record_tree(g) for g in load_games(tmp_path / "out.pgn")] == [record_tree(g) for g in load_games(src)]
    r = subprocess.run([*run, str(src), str(tmp_path / "out.gib")], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "game 1" in r.stderr and "variation" in r.stderr
