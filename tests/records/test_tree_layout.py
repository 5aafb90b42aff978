"""The move list's layout of a study: the main line in columns, comments and variations as rows of their own,
nested variations inline, every move in exactly one place, however deep the tree."""

from __future__ import annotations

import sys

from janggi_desktop.records import pgn
from janggi_desktop.records.tree_layout import LineRow, MainRow, layout, row_text

from .test_tree import deep_tree

STUDY = ("{plan} 1. c4c5 (1. a4a5 {quiet} a7a6 (1... c7c6!? 2. g4g5) 2. i4i5) 1... c7c6 $14 {good} 2. g4g5 g7g6 "
         "(2... a7a6 {x}) 3. b1c3 *")


def test_the_main_line_in_columns_variations_and_comments_in_rows_of_their_own():
    tree = pgn.loads(STUDY)[0].tree
    out = layout(tree)
    assert [row_text(out, r) for r in out.rows] == [
        "{plan}",
        "1. Pc5",
        "  1. Pa5 {quiet} 1... Pa6 (1... Pc6!? 2. Pg5) 2. Pi5",
        "1. ... Pc6",
        "{good}",
        "2. Pg5 Pg6",
        "  2... Pa6 {x}",
        "3. Hc3",
    ]
    assert [type(r) for r in out.rows].count(MainRow) == 4
    main = tree.main_line()
    assert out.where[id(main[1])] == (3, 2) and out.where[id(main[4])] == (7, 1)
    pc6 = tree.root.children[1].children[1]  # 1... Pc6!?, nested in the first variation
    row, index = out.where[id(pc6)]
    assert row == 2 and out.rows[row].tokens[index].node is pc6 and out.texts[id(pc6)] == "Pc6!?"
    assert pc6.sibling(-1) is pc6.parent.children[0] and pc6.sibling(1) is None


def test_every_move_is_in_exactly_one_place_and_the_namer_is_the_callers():
    tree = pgn.loads(STUDY)[0].tree
    out = layout(tree, lambda game, move: move.uci)
    assert {id(n) for n in tree.walk() if n.move is not None} == set(out.where)
    places = set(out.where.values())
    assert len(places) == len(out.where)
    assert row_text(out, out.rows[1]) == "1. c4c5"


def test_a_layout_of_a_tree_deeper_than_the_recursion_limit():
    levels = max(1_200, sys.getrecursionlimit() + 200)
    tree = deep_tree(levels, nested=True)
    out = layout(tree)
    assert len(out.where) == len(tree)
    spanning = [r for r in out.rows if isinstance(r, LineRow)]
    assert max(sum(t.kind == "open" for t in r.tokens) for r in spanning) > 0.9 * levels - 2
