"""MoveTree.add_variation: an engine's line put in the tree as one undoable edit (issue 48 item 5)."""

from __future__ import annotations

from janggi_desktop.records.tree import MoveTree
from janggi_desktop.rules import Game, Move


def moves(*ucis: str) -> list[Move]:
    return [Move.from_uci(u) for u in ucis]


def main_tree() -> MoveTree:
    return MoveTree.from_moves("janggi", Game("janggi").start_fen, moves("c4c5", "c7c6", "e4e5", "e7e6"))


def test_a_line_is_one_edit_with_its_comment_and_is_not_added_twice() -> None:
    tree = main_tree()
    at = tree.main_line()[1]  # after 1... c7c6: Cho to move
    first = tree.add_variation(at, moves("g4g5", "g7g6", "a4a5"), "Engine line: level 3")
    assert first is not None and first.move == Move.from_uci("g4g5") and first.starts_variation
    assert first.comment == "Engine line: level 3" and len(tree) == 7
    assert [str(m) for m in first.line_end().moves()] == ["c4c5", "c7c6", "g4g5", "g7g6", "a4a5"]
    again = tree.add_variation(at, moves("g4g5", "g7g6", "a4a5"), "Engine line: level 3")
    assert again is first and len(tree) == 7  # nothing added the second time
    assert tree.undo() and len(tree) == 4 and len(at.children) == 1  # the whole line in one step
    assert tree.redo() and len(tree) == 7 and at.children[1] is first


def test_the_moves_already_there_are_followed_and_only_the_rest_is_new() -> None:
    tree = main_tree()
    at = tree.main_line()[1]
    first = tree.add_variation(at, moves("e4e5", "g7g6"), "engine")  # e4e5 is the main line's move
    assert first is tree.main_line()[2] and first.comment == ""  # an existing move keeps its comment
    new = first.children[1]
    assert new.move == Move.from_uci("g7g6") and new.comment == "engine" and len(tree) == 5


def test_a_line_is_cut_at_its_first_illegal_move_and_nothing_legal_adds_nothing() -> None:
    tree = main_tree()
    at = tree.main_line()[1]
    first = tree.add_variation(at, moves("g4g5", "a1a9", "g7g6"))
    assert first is not None and first.children == [] and len(tree) == 5
    assert tree.add_variation(at, moves("a1a9")) is None and len(tree) == 5
    assert tree.add_variation(at, []) is None


def test_a_name_cache_names_as_the_tree_does_after_edits_and_names_each_node_once() -> None:
    from janggi_desktop.records.tree_layout import NameCache, san_name

    tree = main_tree()
    asked: list[str] = []

    def counting(game, move):
        asked.append(move.uci)
        return san_name(game, move)

    cache = NameCache(counting)
    assert cache.names(tree) == tree.names(san_name) and len(asked) == 4
    assert cache.names(tree) == tree.names(san_name) and len(asked) == 4  # nothing named again
    at = tree.main_line()[1]
    tree.add_variation(at, moves("g4g5", "g7g6"))  # a few new nodes: named one by one from their positions
    tree.promote(at.children[1])
    assert cache.names(tree) == tree.names(san_name) and len(asked) == 6
    assert tree.undo() and tree.undo()
    assert cache.names(tree) == tree.names(san_name) and len(asked) == 6
