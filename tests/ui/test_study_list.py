"""The study's move list widget: the whole tree as rows, a click on any move names its node, the current
move highlighted and scrolled into view."""

from __future__ import annotations

from PySide6.QtCore import QUrl

from janggi_desktop.play import GameDriver
from janggi_desktop.records import pgn
from janggi_desktop.records.model import record_tree
from janggi_desktop.records.tree_layout import layout
from janggi_desktop.ui.panels.study_list import StudyMoveList, unbroken

STUDY = ("{plan} 1. c4c5 (1. a4a5 {quiet} a7a6 (1... c7c6!? 2. g4g5) 2. i4i5) 1... c7c6 $14 {good} 2. g4g5 g7g6 "
         "(2... a7a6 {x}) 3. b1c3 *")


def test_the_tree_is_shown_and_a_click_goes_to_any_node(qtbot):
    tree = pgn.loads(STUDY)[0].tree
    view = StudyMoveList()
    qtbot.addWidget(view)
    view.resize(360, 300)
    view.show_tree(tree, tree.main_line()[0])
    lines = [line.strip() for line in view.toPlainText().splitlines() if line.strip()]
    assert lines[0] == "plan" and "Pa5" in view.toPlainText() and "Pc6!?" in view.toPlainText()
    nested = tree.root.children[1].children[1]  # 1... Pc6!? inside the first variation
    key = next(i for i in range(len(tree)) if view.node_at(i) is nested)
    with qtbot.waitSignal(view.node_clicked) as clicked:
        view.anchorClicked.emit(QUrl(f"n:{key}"))
    assert clicked.args == [nested]
    # the driver puts the clicked node's line on the board
    driver = GameDriver()
    record = pgn.loads(STUDY)[0]
    driver.new_game(record.to_game(), tree=record_tree(record))
    view.node_clicked.connect(driver.go_to_node)
    view.show_tree(driver.tree, driver.shown_node)
    key = next(i for i in range(len(driver.tree)) if view.node_at(i).move is not None
               and view.node_at(i).move.uci == "c7c6" and view.node_at(i).starts_variation)
    view.anchorClicked.emit(QUrl(f"n:{key}"))
    assert [m.uci for m in driver.game.moves] == ["a4a5", "c7c6", "g4g5"] and driver.shown_game.ply == 2


def test_a_long_study_keeps_the_current_move_in_view(qtbot):
    from tests.records.test_tree import deep_tree

    tree = deep_tree(300, nested=False)
    view = StudyMoveList()
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    last = tree.main_line()[-1]
    view.show_tree(tree, last)
    assert view.verticalScrollBar().value() > 0  # scrolled down to the last move
    view.set_current(tree.main_line()[0])
    assert view.verticalScrollBar().value() < view.verticalScrollBar().maximum() // 2
    # the highlight is on the current move's text (an extra selection: the text is not laid out again)
    marked = view.extraSelections()
    first = tree.main_line()[0]
    assert len(marked) == 1 and marked[0].cursor.selectedText() == layout(tree).texts[id(first)]


def test_a_korean_move_is_never_cut_at_a_line_end():
    assert unbroken("77卒67") == "77\u2060卒\u206067" and unbroken("Pc5!?") == "Pc5!?"


def test_the_windows_namer_writes_what_the_one_move_line_says():
    """The move list names a move from the piece on its first point (no FEN per move): the same text as the
    analysis lines' writer gives a one-move line, in every notation and label set."""
    from janggi_desktop.records.tree_layout import NameCache
    from janggi_desktop.ui.notation import line_texts, move_namer

    tree = pgn.loads(STUDY)[0].tree
    for notation in ("korean", "san", "uci"):
        for label_set in ("hanja", "hangeul"):
            names = NameCache(move_namer(label_set, "en", notation)).names(tree)
            for node in list(tree.walk())[1:]:
                want = line_texts(tree.game_at(node.parent), [node.move], label_set, "en", notation)[0]
                assert names[id(node)][0] == want
