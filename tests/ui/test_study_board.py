"""The study board in the window (issue 48): a move in review starts a variation, the side panel shows the tree
(the plain list while nothing branches), a click goes to any node, ←/→ follow the line and ↑/↓ switch between
variations, comments and NAG marks through the comment box and the mark buttons, and promote / delete from the
move list's menu with undo."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from janggi_desktop.records import loads
from janggi_desktop.rules import Move
from janggi_desktop.ui.panels.study_list import WORD_JOINER
from janggi_desktop.ui.study_controller import is_study

from .app_helpers import HOTSEAT, click, sq

STUDY = ('[Event "Study"]\n\n{the plan} 1. c4c5 (1. a4a5 {quiet} a7a6 (1... c7c6!?)) 1... c7c6 $14 '
         "2. g4g5 (2. e4e5 e7e6) g7g6 *\n")


def play(w, *ucis: str) -> None:
    for uci in ucis:
        assert w.play_move(Move.from_uci(uci))


def click_node(w, node) -> None:
    """Click the link of ``node`` in the tree view (as a mouse click on it does)."""
    view = w.panel.study.tree
    key = next(i for i in range(len(w.driver.tree)) if view.node_at(i) is node)
    view.anchorClicked.emit(QUrl(f"n:{key}"))


def open_study(w, tmp_path):
    path = tmp_path / "study.pgn"
    path.write_text(STUDY, encoding="utf-8")
    assert w.records.open_file(path)
    return w.driver.tree


def test_a_plain_game_keeps_the_plain_move_list(qtbot, make_window):
    w = make_window()
    play(w, "c4c5", "c7c6", "e4e5")
    w.actions.prev_action.trigger()
    assert not w.panel.study.showing and w.panel.move_list.isVisible()
    assert w.panel.move_list.move_rows()[0].startswith("1.")


def test_a_variation_played_in_review_shows_the_tree_and_keeps_the_game(qtbot, make_window):
    w = make_window(confirm=False)  # nothing may be asked: a "no" would refuse the move
    play(w, "c4c5", "c7c6", "e4e5", "e7e6")
    w.driver.go_to(2)
    click(qtbot, w.board, sq("g4"))
    click(qtbot, w.board, sq("g5"))
    tree = w.driver.tree
    assert [str(m) for m in tree.main_moves()] == ["c4c5", "c7c6", "e4e5", "e7e6"]
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "g4g5"]
    assert w.panel.study.showing and not w.panel.move_list.isVisible() and w.panel.study.tree.isVisible()
    # nested: back one move in the variation, another move there is a variation of the variation
    play(w, "g7g6")
    w.actions.prev_action.trigger()
    play(w, "a7a6")
    assert tree.depth() >= 2 and len(tree) == 7
    # a click on the main line's last move puts that line back on the board
    click_node(w, tree.main_line()[-1])
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "e4e5", "e7e6"] and not w.reviewing


def test_click_arrows_follow_the_line_and_up_down_switch_variations(qtbot, make_window, tmp_path):
    w = make_window()
    tree = open_study(w, tmp_path)
    assert w.panel.study.showing and "the plan" in w.panel.study.tree.toPlainText()
    first_alt = tree.root.children[1]  # 1. a4a5
    click_node(w, first_alt)
    assert w.driver.shown_node is first_alt and [str(m) for m in w.game.moves] == ["a4a5", "a7a6"]
    assert w.board.game().ply == 1
    qtbot.keyClick(w.board, Qt.Key.Key_Right)  # → follows the line on the board
    assert w.driver.shown_node is first_alt.children[0]
    marked = w.panel.study.tree.extraSelections()
    assert marked[0].cursor.selectedText().replace("\u2060", "") == "41兵51"  # 1... a7a6, in Korean notation
    qtbot.keyClick(w.board, Qt.Key.Key_Down)  # ↓: the next variation at this move: 1... c7c6!?
    assert w.driver.shown_node is first_alt.children[1] and str(w.board.game().moves[-1]) == "c7c6"
    qtbot.keyClick(w.board, Qt.Key.Key_Up)
    assert w.driver.shown_node is first_alt.children[0]
    assert not w.study.up_action.isEnabled() and w.study.down_action.isEnabled()
    qtbot.keyClick(w.board, Qt.Key.Key_Left)
    qtbot.keyClick(w.board, Qt.Key.Key_Up)  # 1. a4a5 -> 1. c4c5, the main line
    assert w.driver.shown_node is tree.root.children[0]
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "g4g5", "g7g6"]


def test_a_comment_and_a_mark_are_written_and_undone(qtbot, make_window, tmp_path):
    w = make_window()
    tree = open_study(w, tmp_path)
    node = tree.main_line()[2]  # 2. g4g5
    click_node(w, node)
    box = w.panel.study.editor.comment_box
    assert box.isVisible() and box.text() == ""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(box, "opens the file")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert node.comment == "opens the file" and "opens the file" in w.panel.study.tree.toPlainText()
    # a mark from its button: "?" then "!" replaces it
    question, good = (next(b for b in w.panel.study.editor.mark_buttons if b.text() == g) for g in ("?", "!"))
    qtbot.mouseClick(question, Qt.MouseButton.LeftButton)
    assert node.nags == [2] and question.isChecked()
    qtbot.mouseClick(good, Qt.MouseButton.LeftButton)
    assert node.nags == [1] and not question.isChecked() and good.isChecked()
    # words typed, then another move clicked: the words go to the move they were typed for
    qtbot.keyClicks(box, " again")
    click_node(w, tree.main_line()[0])
    assert node.comment == "opens the file again" and box.text() == ""
    w.study.undo_edit_action.trigger()
    assert node.comment == "opens the file"
    w.study.undo_edit_action.trigger()
    w.study.undo_edit_action.trigger()
    assert node.nags == [] and node.comment == "opens the file"


def test_a_comment_keeps_the_clock_the_record_gave(qtbot, make_window, tmp_path):
    clock_only = loads('[Event "Timed"]\n\n1. c4c5 {[%clk 0:04:58]} (1. a4a5) c7c6 *\n')[0].tree
    clock_only.delete(clock_only.root.children[1])
    assert not is_study(clock_only)  # a clock command alone does not make a game a study
    path = tmp_path / "clock.pgn"
    path.write_text('[Event "Timed"]\n\n1. c4c5 {[%clk 0:04:58]} (1. a4a5) c7c6 *\n', encoding="utf-8")
    w = make_window()
    assert w.records.open_file(path)
    node = w.driver.tree.main_line()[0]
    w.driver.go_to_node(node)
    w.panel.study.focus_comment()
    box = w.panel.study.editor.comment_box
    assert w.panel.study.showing and box.text() == "" and "clk" not in w.panel.study.tree.toPlainText()
    qtbot.keyClicks(box, "center")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert "center" in node.comment and "[%clk 0:04:58]" in node.comment


def test_promote_and_delete_from_the_menu_with_undo(qtbot, make_window, tmp_path):
    w = make_window()
    tree = open_study(w, tmp_path)
    variation = tree.main_line()[2].parent.children[1]  # 2. e4e5
    menu = w.study.menu_for(variation, w.panel)
    texts = {a.text(): a for a in menu.actions()}
    assert w.driver.shown_node is variation  # the menu's move is on the board
    texts["Make main line"].trigger()
    assert [str(m) for m in tree.main_moves()] == ["c4c5", "c7c6", "e4e5", "e7e6"]
    w.study.undo_edit_action.trigger()
    assert [str(m) for m in tree.main_moves()] == ["c4c5", "c7c6", "g4g5", "g7g6"]
    menu = w.study.menu_for(variation, w.panel)
    next(a for a in menu.actions() if a.text() == "Delete from here").trigger()
    assert len(tree.main_line()[1].children) == 1 and "e7e6" not in [str(m) for m in w.game.moves]
    assert w.driver.shown_game.ply == 2  # the position before the deleted move
    w.study.undo_edit_action.trigger()
    assert len(tree.main_line()[1].children) == 2


def test_the_menu_opens_on_a_move_of_the_tree_and_of_the_plain_list(qtbot, make_window, tmp_path):
    w = make_window()
    play(w, "c4c5", "c7c6", "e4e5")
    rect = w.panel.move_list.move_cell_rect(2)
    menus = []
    w.panel.menu_requested.connect(lambda where, _pos: menus.append(where))
    w.panel.move_list.customContextMenuRequested.emit(rect.center())
    assert menus == [2]
    tree = open_study(w, tmp_path)
    view = w.panel.study.tree
    view.resize(400, 400)
    node = view.node_at(0)
    view.set_current(None)
    point = next(QPoint(x, y) for y in range(2, 200, 4) for x in range(2, 390, 4)
                 if view.node_at_point(QPoint(x, y)) is node)
    assert node is tree.main_line()[0] and point is not None
    # a right-click there opens the menu for that move (and the menu outlives the click)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(lambda: any(m.isVisible() for m in w.panel.findChildren(QMenu)))
    menu = next(m for m in w.panel.findChildren(QMenu) if m.isVisible())
    assert "Delete from here" in [a.text() for a in menu.actions()] and w.driver.shown_node is node
    menu.close()


def test_comment_on_a_plain_game_shows_its_tree_to_write_in(qtbot, make_window):
    # seen under Xvfb: the plain list's Comment… showed the tree view empty (the controller had drawn nothing)
    w = make_window()
    play(w, "c4c5", "c7c6", "e4e5")
    names = [w.panel.move_list.topLevelItem(0).text(1), w.panel.move_list.topLevelItem(0).text(2),
             w.panel.move_list.topLevelItem(1).text(1)]
    w.actions.prev_action.trigger()
    node = w.driver.shown_node
    menu = w.study.menu_for(node, w.panel)
    next(a for a in menu.actions() if a.text() == "Comment…").trigger()
    box = w.panel.study.editor.comment_box
    assert w.panel.study.showing and box.isEnabled()
    text = w.panel.study.tree.toPlainText().replace(WORD_JOINER, "")
    assert all(name and name in text for name in names), (names, text)
    # the view stays while this game is on the board, written in or not: stepping does not take it away
    w.actions.prev_action.trigger()
    w.actions.next_action.trigger()
    assert w.panel.study.showing and w.panel.study.tree.toPlainText().replace(WORD_JOINER, "") == text
    box.setFocus()
    qtbot.keyClicks(box, "takes the centre")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert node.comment == "takes the centre" and "takes the centre" in w.panel.study.tree.toPlainText()
    w.games.new_game(HOTSEAT)  # another game: the plain list again
    play(w, "c4c5")
    assert not w.panel.study.showing and w.panel.move_list.isVisible()


def test_switching_variations_says_the_move_now_shown(qtbot, make_window, tmp_path):
    # seen under Xvfb: after ↑ to the main line's 88包48 the move box (and screen readers) still said the
    # variation's "Cho soldier 77 to 67, takes Han soldier"
    from janggi_desktop.ui.spoken import last_move_words

    w = make_window()
    tree = open_study(w, tmp_path)
    click_node(w, tree.root.children[1].children[0])  # 1. a4a5 a7a6
    said = []
    w.board.spoken.connect(said.append)
    qtbot.keyClick(w.board, Qt.Key.Key_Down)  # 1... c7c6!?
    assert str(w.board.game().moves[-1]) == "c7c6"
    assert w.keyboard.box.said() == last_move_words(w.board.game()) and "43 to 53" in w.keyboard.box.said()
    assert said[-1] == w.keyboard.box.said()
    click_node(w, tree.main_line()[2])  # a click on another line's move says it too
    assert "77 to 67" in w.keyboard.box.said()


def test_a_variations_move_number_is_never_parted_from_its_move(qtbot, make_window, tmp_path):
    # seen under Xvfb at 800x600: a variation's row broke between "4…" and its move "43병53"
    import re

    w = make_window()
    open_study(w, tmp_path)
    text = w.panel.study.tree.document().toRawText().replace(WORD_JOINER, "")
    assert "1.\u00a071卒61" in text and "1...\u00a043兵53" in text  # the variations' numbers, unbroken
    assert not re.search(r"\d(\.|\.\.\.) ", text), text  # no number followed by a space a line may break at
