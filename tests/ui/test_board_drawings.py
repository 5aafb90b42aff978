"""Arrows and circled points drawn on the board with the right button, as on lichess (issue 48 item 3): stored
in the comment of the position shown as ``[%cal]``/``[%csl]``, shown whenever that position is, kept when a
left click goes elsewhere, undone like any edit of the tree, saved and read back with the PGN, and apart from
the analysis's arrows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from janggi_desktop.records.tree import arrows, circles
from janggi_desktop.rules import Move
from janggi_desktop.ui.board.overlays import Arrow

from .app_helpers import click, sq

NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def right_drag(board, start: str, end: str, modifiers=NONE) -> None:
    """Press the right button on ``start``, move over the board to ``end`` and let go there, as a hand does."""
    viewport = board.viewport()
    a, b = board.point_of(sq(start)), board.point_of(sq(end))
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, modifiers, a)
    if start != end:
        for k in range(1, 5):
            QTest.mouseMove(viewport, a + (b - a) * (k / 4))
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, modifiers, b)


def play(w, *ucis: str) -> None:
    for uci in ucis:
        assert w.play_move(Move.from_uci(uci))


def test_right_drag_draws_an_arrow_right_click_a_circle_in_the_colour_of_the_keys(qtbot, make_window):
    w = make_window()
    play(w, "c4c5", "c7c6")
    board, node = w.board, w.driver.shown_node
    right_drag(board, "b1", "c3")
    right_drag(board, "e5", "e5", SHIFT)
    right_drag(board, "h1", "g3", CTRL)
    right_drag(board, "a4", "a5", SHIFT | CTRL)
    assert arrows(node.comment) == [("G", "b1", "c3"), ("B", "h1", "g3"), ("Y", "a4", "a5")]
    assert circles(node.comment) == [("R", "e5")]
    assert board.drawings() == ([("G", sq("b1"), sq("c3")), ("B", sq("h1"), sq("g3")), ("Y", sq("a4"), sq("a5"))],
                                [("R", sq("e5"))])
    # a drag started off the board draws nothing; the same arrow again takes it away, another colour recolours
    QTest.mousePress(board.viewport(), Qt.MouseButton.RightButton, NONE, QPoint(1, 1))
    QTest.mouseRelease(board.viewport(), Qt.MouseButton.RightButton, NONE, board.point_of(sq("c3")))
    right_drag(board, "b1", "c3")
    right_drag(board, "h1", "g3", SHIFT)
    assert arrows(node.comment) == [("R", "h1", "g3"), ("Y", "a4", "a5")]
    # a left click elsewhere (a piece picked and let go) keeps them: they belong to the position
    click(qtbot, board, sq("a1"))
    click(qtbot, board, sq("a1"))
    assert len(board.drawings()[0]) == 2 and board.drawings()[1] == [("R", sq("e5"))]
    assert not w.panel.study.showing  # drawings alone are not words: the plain move list stays


def test_drawings_follow_their_position_and_are_undone_like_any_edit(qtbot, make_window):
    w = make_window()
    play(w, "c4c5", "c7c6", "e4e5")
    board = w.board
    right_drag(board, "e5", "e5")
    w.actions.prev_action.trigger()  # another position: its own drawings (none)
    assert board.drawings() == ([], [])
    right_drag(board, "g4", "g5", SHIFT)
    w.actions.next_action.trigger()
    assert board.drawings() == ([], [("G", sq("e5"))])
    w.study.undo_edit_action.trigger()  # the last edit: the arrow on the position before
    assert board.drawings() == ([], [("G", sq("e5"))])
    w.actions.prev_action.trigger()
    assert board.drawings() == ([], [])
    w.study.redo_edit_action.trigger()
    assert board.drawings() == ([("R", sq("g4"), sq("g5"))], [])
    # the analysis's arrows are another set: neither clears the other
    board.set_arrows([Arrow(Move.from_uci("b1c3"), "best")])
    assert board.drawings() == ([("R", sq("g4"), sq("g5"))], []) and len(board.arrows()) == 1
    board.set_arrows([])
    assert board.drawings() == ([("R", sq("g4"), sq("g5"))], [])


def test_drawings_are_saved_in_the_pgn_and_shown_when_it_is_opened(qtbot, make_window, tmp_path):
    w = make_window()
    play(w, "c4c5", "c7c6")
    right_drag(w.board, "b1", "c3")
    w.actions.prev_action.trigger()
    right_drag(w.board, "i10", "i10", CTRL)
    path = tmp_path / "drawn.pgn"
    assert w.records.save_file(path)
    text = path.read_text(encoding="utf-8")
    assert "[%cal Gb1c3]" in text and "[%csl Bi10]" in text
    other = make_window()
    assert other.records.open_file(path)
    other.driver.go_to(2)
    assert other.board.drawings() == ([("G", sq("b1"), sq("c3"))], [])
    other.driver.go_to(1)
    assert other.board.drawings() == ([], [("B", sq("i10"))])



def test_a_drawing_while_the_computer_thinks_leaves_its_search_alone(qtbot, make_window):
    """A drawing changes the tree, not the position: the computer's search is not stopped and started again."""
    from .app_helpers import vs_engine, waiting_search

    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 5))
    assert w.runner.is_thinking()
    stops = []
    w.runner.thinking_changed.connect(stops.append)
    right_drag(w.board, "e7", "e6")
    right_drag(w.board, "e7", "e7", SHIFT)
    assert stops == [] and w.runner.is_thinking()
    assert w.board.drawings() == ([("G", sq("e7"), sq("e6"))], [("R", sq("e7"))])
    assert arrows(w.driver.shown_node.comment) == [("G", "e7", "e6")]


def test_a_drawing_leaves_the_study_list_as_it_was_drawn_and_a_comment_draws_it_again(qtbot, make_window, tmp_path):
    """Drawings are not shown in the move list: a drawing does not lay the whole tree out again."""
    path = tmp_path / "study.pgn"
    path.write_text('[Event "Study"]\n\n1. c4c5 {plan} (1. a4a5 a7a6) 1... c7c6 *\n', encoding="utf-8")
    w = make_window()
    assert w.records.open_file(path)
    w.driver.go_to(1)
    view = w.panel.study.tree
    assert w.panel.study.showing
    revision, text = view.document().revision(), view.toPlainText()
    right_drag(w.board, "b1", "c3")
    assert arrows(w.driver.shown_node.comment) == [("G", "b1", "c3")] and "plan" in w.driver.shown_node.comment
    assert view.document().revision() == revision and view.toPlainText() == text
    w.study.set_comment("plan changed")
    assert "plan changed" in view.toPlainText() and arrows(w.driver.shown_node.comment) == [("G", "b1", "c3")]
