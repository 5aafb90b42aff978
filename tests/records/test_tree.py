"""The move tree: adding moves and variations, promoting, deleting, comments and NAGs, undo and redo, and
trees far deeper than Python's recursion limit."""

from __future__ import annotations

import sys

import pytest

from janggi_desktop.records import pgn
from janggi_desktop.records.model import GameRecord, record_tree, set_record_tree
from janggi_desktop.records.tree import (
    MAX_COMMENT_CHARS,
    MoveTree,
    arrows,
    circles,
    comment_commands,
    set_comment_command,
    toggle_drawing,
)
from janggi_desktop.rules import Game, IllegalMoveError, Move

from .helpers import long_line

M = Move.from_uci


def opening_tree() -> MoveTree:
    """1. Hc3 Hc8 2. Pab4, with 1... Pcd7 as a variation."""
    tree = MoveTree("janggi")
    hc3 = tree.add_move(tree.root, M("b1c3"))
    hc8 = tree.add_move(hc3, M("b10c8"))
    tree.add_move(hc8, M("a4b4"))
    tree.add_move(hc3, M("c7d7"))
    return tree


def test_a_move_at_a_node_continues_its_line_or_starts_a_variation_and_an_existing_one_is_reused():
    tree = opening_tree()
    hc3 = tree.root.children[0]
    assert [c.move.uci for c in hc3.children] == ["b10c8", "c7d7"]
    assert hc3.children[1].starts_variation and not hc3.children[0].starts_variation
    assert tree.add_move(hc3, M("c7d7")) is hc3.children[1]  # reused, not a second copy
    assert len(tree) == 4 and [m.uci for m in tree.main_moves()] == ["b1c3", "b10c8", "a4b4"]
    with pytest.raises(IllegalMoveError):
        tree.add_move(hc3, M("a4a5"))  # Cho's move when Han is to play
    assert len(tree) == 4


def test_path_ply_and_the_position_at_a_node():
    tree = opening_tree()
    pcd7 = tree.root.children[0].children[1]
    assert [n.move.uci for n in pcd7.path()] == ["b1c3", "c7d7"] and pcd7.ply == 2
    assert not pcd7.is_main_line and tree.main_line()[-1].is_main_line
    g = tree.game_at(pcd7)
    assert g.ply == 2 and g.side_to_move == 0
    assert tree.find([M("b1c3"), M("c7d7")]) is pcd7 and tree.find([M("c4c5")]) is None


def test_promote_to_the_main_line_and_one_step_with_undo_and_redo():
    tree = opening_tree()
    hc3 = tree.root.children[0]
    pcd7 = hc3.children[1]
    deep = tree.add_move(tree.add_move(pcd7, M("a4b4")), M("a7b7"))
    alt = tree.add_move(pcd7, M("c4c5"))  # a variation inside the variation
    before = tree.copy()
    tree.promote(alt, to_main_line=False)  # one step: c4c5 becomes Pcd7's line, Pcd7 stays a variation
    assert pcd7.children[0] is alt and hc3.children[0].move == M("b10c8")
    tree.promote(deep)  # all the way up
    assert tree.main_line()[-1] is deep and hc3.children[0] is pcd7 and pcd7.children[0].children[0] is deep
    assert tree.undo() and tree.undo() and tree == before
    assert tree.redo() and pcd7.children[0] is alt
    assert tree.redo() and tree.main_line()[-1] is deep and not tree.redo()


def test_delete_a_variation_or_the_rest_of_a_line_and_undo():
    tree = opening_tree()
    before = tree.copy()
    hc3 = tree.root.children[0]
    tree.delete(hc3.children[1])  # the variation 1... Pcd7
    assert [c.move.uci for c in hc3.children] == ["b10c8"] and len(tree) == 3
    tree.delete(hc3.children[0])  # the rest of the main line from 1... Hc8
    assert tree.main_moves() == [M("b1c3")] and len(tree) == 1
    assert tree.undo() and tree.undo() and tree == before and len(tree) == 4
    with pytest.raises(ValueError):
        tree.delete(tree.root)


def test_comments_and_nags_are_undoable_and_cleaned():
    tree = opening_tree()
    node = tree.main_line()[1]
    tree.set_comment(node, "  a good\n move }  ")
    tree.set_comment(node, "why not the chariot?", before=True)
    tree.set_nags(node, [1, 14])
    assert (node.comment, node.comment_before, node.nags) == ("a good move )", "why not the chariot?", [1, 14])
    tree.set_comment(node, "x" * (MAX_COMMENT_CHARS + 10))
    assert len(node.comment) == MAX_COMMENT_CHARS
    for _ in range(4):
        assert tree.undo()
    assert (node.comment, node.comment_before, node.nags) == ("", "", [])
    with pytest.raises(ValueError):
        tree.set_nags(node, [256])
    with pytest.raises(ValueError):
        tree.set_nags(tree.root, [1])


def test_comment_commands_eval_clock_arrows_and_circles():
    text = "[%eval 0.35] [%clk 0:04:59] good [%cal Gb1c3,Re4e5,Xz1z2] [%csl Re5,Ga10]"
    assert comment_commands(text) == {"eval": "0.35", "clk": "0:04:59", "cal": "Gb1c3,Re4e5,Xz1z2",
                                      "csl": "Re5,Ga10"}
    assert arrows(text) == [("G", "b1", "c3"), ("R", "e4", "e5")]
    assert circles(text) == [("R", "e5"), ("G", "a10")]
    changed = set_comment_command(text, "cal", "Bh1g3")
    assert arrows(changed) == [("B", "h1", "g3")] and "good" in changed and comment_commands(changed)["clk"]
    assert "cal" not in comment_commands(set_comment_command(text, "cal", None))


def test_a_drawing_again_takes_it_away_and_in_another_colour_changes_its_colour():
    text = "plan [%clk 0:01:00]"
    text = toggle_drawing(text, "G", "c1", "c3")
    text = toggle_drawing(text, "R", "e5", "e5")
    text = toggle_drawing(text, "B", "i10", "h8")
    assert arrows(text) == [("G", "c1", "c3"), ("B", "i10", "h8")] and circles(text) == [("R", "e5")]
    text = toggle_drawing(text, "Y", "c1", "c3")  # another colour: recoloured in place
    assert arrows(text) == [("Y", "c1", "c3"), ("B", "i10", "h8")]
    text = toggle_drawing(toggle_drawing(text, "Y", "c1", "c3"), "B", "i10", "h8")
    text = toggle_drawing(text, "R", "e5", "e5")
    assert "cal" not in comment_commands(text) and "csl" not in comment_commands(text)
    assert text == "plan [%clk 0:01:00]"


def test_the_record_fields_are_the_trees_main_line_and_a_change_to_them_wins():
    tree = opening_tree()
    tree.set_comment(tree.main_line()[0], "book")
    rec = set_record_tree(GameRecord(ruleset="janggi", start_fen=tree.start_fen), tree)
    assert rec.moves == tree.main_moves() and rec.comments == {1: "book"}
    assert rec.variations == {2: [[M("c7d7")]]}
    assert record_tree(rec) == tree
    rec.comments[2] = "[%clk 0:05:00]"  # what the window adds to a record
    rec.variations[2].insert(0, [M("c7c6"), M("a4a5")])  # what an annotation adds: first
    rec.nags[1] = [4]
    merged = record_tree(rec)
    hc3 = merged.root.children[0]
    assert [c.move.uci for c in hc3.children] == ["b10c8", "c7c6", "c7d7"]
    assert hc3.nags == [4] and hc3.children[0].comment == "[%clk 0:05:00]"
    rec.moves = [M("b1c3"), M("c7d7")]  # another line is the main line now; the record ends after it
    rec.variations = {2: [[M("b10c8")]]}  # and the old main line is its variation (with what followed it)
    merged = record_tree(rec)
    old = merged.root.children[0].children[1]
    assert merged.main_moves() == rec.moves and old.move == M("b10c8") and old.children[0].move == M("a4b4")
    rec.variations = {}  # the fields say there is no variation: there is none
    assert len(record_tree(rec)) == 2


# --- deep trees: no recursion --------------------------------------------------------------------------------
def deep_tree(levels: int, nested: bool) -> MoveTree:
    """A line of ``levels`` moves with an alternative at every move, commented; ``nested``: the line goes on
    in the variation each time, so variations nest ``levels`` deep."""
    line = long_line(levels)
    tree = MoveTree("youzai", line.start_fen)
    g = Game("youzai", fen=line.start_fen)
    node = tree.root
    for m in line.moves:
        others = sorted((x for x in g.legal_moves() if x != m), key=lambda x: x.is_pass)  # none: a forced move
        other = next((x for x in others if g.outcome_after(x) is None), others[0] if others else None)
        if nested and other is not None:
            tree.set_comment(tree.add_move(node, other, game=g), f"not at ply {g.ply}")
        child = tree.add_move(node, m, game=g)
        if not nested and other is not None:
            tree.set_comment(tree.add_move(node, other, game=g), f"or at ply {g.ply}")
        tree.set_nags(child, [g.ply % 7])
        g.push(m)
        node = child
    return tree


@pytest.mark.parametrize("nested", [False, True], ids=["long-line", "nested-variations"])
def test_trees_deeper_than_the_recursion_limit_walk_copy_compare_write_and_read(nested):
    levels = max(1_200, sys.getrecursionlimit() + 200)
    tree = deep_tree(levels, nested)
    assert 1.9 * levels < len(tree) <= 2 * levels and len(list(tree.walk())) == len(tree) + 1
    assert tree.depth() > (0.9 * levels if nested else 0) and tree.copy() == tree
    deepest = max(tree.walk(), key=lambda n: n.ply)
    assert deepest.ply == levels and len(deepest.path()) == levels
    rec = set_record_tree(GameRecord(ruleset="youzai", start_fen=tree.start_fen), tree)
    text = pgn.format_game(rec)
    back = pgn.loads(text)[0]
    assert back.tree == tree and not back.warnings
    assert pgn.format_game(back) == text
    before = tree.copy()
    tree.promote(deepest)
    assert tree.main_line()[-1] is deepest
    if nested:  # the deepest line was a variation 1,000 deep: promoting it changed every level
        assert tree != before and tree.undo() and tree == before


def test_a_thousand_nested_parentheses_are_read_without_recursion():
    depth = 1_500
    # 1. Hc3 (1. Hg3 (1. Pc5 (1. Pa5 ...))): each an alternative to the move before it: one level of siblings
    firsts = ["Hc3", "Hg3", "Pc5", "Pa5", "Pg5", "Pi5"]
    text = "1. " + " (1. ".join(firsts[i % len(firsts)] for i in range(depth)) + ")" * (depth - 1) + " *\n"
    rec = pgn.loads(text)[0]
    assert len(rec.tree) == len(firsts) and not rec.warnings  # the same move again is the same node
    unclosed = pgn.loads("1. Hc3 Hc8 " + "(1... Hg8 " * depth + "2. Hg3 *\n")[0]
    assert unclosed.moves == [M("b1c3"), M("b10c8")] and len(unclosed.warnings) == 1
    assert "1,500 variation(s) opened on line 1" in unclosed.warnings[0]
