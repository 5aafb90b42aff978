"""A comment before a move as well as after it (issue 48 item 3): the comment box's Before button chooses which
one it edits, the tree view shows each in its place, Undo edit takes it back and the PGN keeps both."""

from __future__ import annotations

from PySide6.QtCore import Qt

from janggi_desktop.records import pgn
from janggi_desktop.records.model import record_tree

STUDY = '[Event "Study"]\n\n1. c4c5 (1. a4a5 a7a6) 1... c7c6 2. g4g5 g7g6 *\n'


def open_study(w, tmp_path):
    path = tmp_path / "study.pgn"
    path.write_text(STUDY, encoding="utf-8")
    assert w.records.open_file(path)
    return w.driver.tree


def type_comment(qtbot, w, text: str) -> None:
    box = w.panel.study_editor.comment_box
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.selectAll()
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def test_a_comment_before_a_move_and_one_after_it_in_place_saved_and_undone(qtbot, make_window, tmp_path):
    w = make_window()
    tree = open_study(w, tmp_path)
    node = tree.main_line()[2]  # 2. g4g5
    w.driver.go_to_node(node)
    editor = w.panel.study_editor
    assert editor.before_button.isVisible() and not editor.before_button.isChecked()
    type_comment(qtbot, w, "opens the file")
    qtbot.mouseClick(editor.before_button, Qt.MouseButton.LeftButton)
    assert editor.before_button.isChecked() and editor.comment_box.text() == ""
    assert editor.comment_box.placeholderText() != "" and "before" in editor.comment_box.placeholderText()
    type_comment(qtbot, w, "the break")
    assert (node.comment_before, node.comment) == ("the break", "opens the file")
    text = w.panel.study_list.toPlainText()
    assert text.index("the break") < text.index("opens the file")  # before the move's row, and after it
    # the box follows the side: unchecked, it shows the comment after the move again
    qtbot.mouseClick(editor.before_button, Qt.MouseButton.LeftButton)
    assert editor.comment_box.text() == "opens the file"
    # words typed, then the side switched: they go to the side they were typed for
    qtbot.mouseClick(editor.comment_box, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(editor.comment_box, " now")
    qtbot.mouseClick(editor.before_button, Qt.MouseButton.LeftButton)
    assert node.comment == "opens the file now" and editor.comment_box.text() == "the break"
    # saved and read back: both in their place
    path = tmp_path / "saved.pgn"
    assert w.records.save_file(path)
    back = record_tree(pgn.loads(path.read_text(encoding="utf-8"))[0])
    again = back.main_line()[2]
    assert (again.comment_before, again.comment) == ("the break", "opens the file now")
    # undo, one edit at a time
    w.study.undo_edit_action.trigger()
    assert node.comment == "opens the file"
    w.study.undo_edit_action.trigger()
    assert node.comment_before == "" and editor.comment_box.text() == ""
