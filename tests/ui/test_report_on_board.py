"""The game report on the board (issue 48 item 5) and its keyboard path (issue 49 item 3): at the position before
a marked move the board draws the move played and the engine's better one in two colours, the report's text
keys them, and the better line goes into the move tree as the engine's variation, once, undoably, and is
played through with the usual keys; the better move and the analysis lines are reached by Tab, show the
focus, and Enter or Space does what a click does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from janggi_desktop.rules import Move
from janggi_desktop.ui.board.overlays import ARROW_COLOURS

from .app_helpers import analysing_factory

#: Cho hangs a chariot at move 3 (a1a6??) and Han takes it.
MOVES = ["a4b4", "i7h7", "a1a6", "a7a6", "b1c3"]
BLUNDER = 3


def reported(qtbot, make_window):
    w = make_window(search=analysing_factory())
    for uci in MOVES:
        assert w.play_move(Move.from_uci(uci)), uci
    w.analysis.analyse_game()
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete)
    assert w.analysis.report.report(BLUNDER).mark.glyph == "??"
    return w


def go_before_the_blunder(qtbot, w) -> None:
    """Next mistake from the start until the board stands before the blunder."""
    w.driver.go_to(0)
    panel = w.analysis.report_panel
    for _ in range(len(MOVES)):
        if w.shown_game.ply == BLUNDER - 1:
            return
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    raise AssertionError("next mistake never reached the blunder")


def test_stepping_to_a_mistake_shows_the_position_before_it_with_two_arrows_and_their_key(qtbot, make_window):
    w = reported(qtbot, make_window)
    go_before_the_blunder(qtbot, w)
    report = w.analysis.report.report(BLUNDER)
    arrows = w.board.arrows()
    assert [a.kind for a in arrows] == ["played", "better"]
    assert arrows[0].move == Move.from_uci("a1a6") and arrows[1].move == report.better[0]
    assert ARROW_COLOURS["played"] != ARROW_COLOURS["better"]
    assert arrows[0].tip.startswith("Played: ") and arrows[0].tip.endswith("??")
    assert arrows[1].tip.startswith("Better: ")
    text = w.analysis.report_panel.better_label.text()
    # the text is the arrows' key: each line starts with an arrow in its arrow's colour
    assert ARROW_COLOURS["played"].name() in text and ARROW_COLOURS["better"].name() in text
    assert "Blunder" in text and "Best:" in text
    # the same position reached by stepping (the move list's keys): the same two arrows
    w.driver.go_to(BLUNDER)
    assert [a.kind for a in w.board.arrows()] != ["played", "better"]  # after the move: no arrows of it
    assert "Blunder" in w.analysis.report_panel.better_label.text()  # but the text still says what it was
    w.actions.prev_action.trigger()
    assert w.shown_game.ply == BLUNDER - 1 and [a.kind for a in w.board.arrows()] == ["played", "better"]


def test_the_better_line_is_the_engines_variation_once_undoably_and_the_report_stays(qtbot, make_window, tmp_path):
    w = reported(qtbot, make_window)
    marks = dict(w.panel.move_list.marks())
    go_before_the_blunder(qtbot, w)
    better = w.analysis.report.report(BLUNDER).better
    label = w.analysis.report_panel.better_label
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    tree = w.driver.tree
    first = tree.main_line()[BLUNDER - 2].children[1]
    assert first.move == better[0] and first.comment.startswith("Engine line: ")
    assert w.driver.shown_node is first and len(tree) == len(MOVES) + len(better)
    assert [str(m) for m in tree.main_moves()] == MOVES  # the game's line is the main line still
    assert w.panel.study.showing  # the tree view shows the variation and its comment
    # ← back to the position before the blunder, → onto the engine's line again
    w.actions.prev_action.trigger()
    assert w.shown_game.ply == BLUNDER - 1
    w.actions.next_action.trigger()
    assert w.driver.shown_node is first
    # asked again: nothing is added
    w.analysis.go_to_report_ply(BLUNDER)
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert len(tree) == len(MOVES) + len(better) and w.driver.shown_node is first
    # a move played in the variation keeps the report of the game's line (it was fitted to the new line before)
    reply = next(m for m in w.shown_game.legal_moves() if not m.is_pass)
    assert w.play_move(reply)
    assert w.analysis.report.moves == [Move.from_uci(u) for u in MOVES] and w.analysis.report.complete
    w.analysis.go_to_report_ply(BLUNDER - 1)
    assert [str(m) for m in w.game.moves] == MOVES and w.panel.move_list.marks() == marks
    # saved: the variation and its comment are in the PGN
    path = tmp_path / "with-line.pgn"
    assert w.records.save_file(path)
    assert "Engine line: " in path.read_text(encoding="utf-8")
    # the move tree's undo takes the line out (the reply first, then the engine's line in one step)
    size = len(tree)
    w.study.undo_edit()
    w.study.undo_edit()
    assert len(tree) == size - 1 - len(better) and len(tree.main_line()[BLUNDER - 2].children) == 1


def focus_by_tab(qtbot, w, target) -> bool:
    """Tab from the board until ``target`` has the focus (False when a whole round never reaches it)."""
    w.board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: w.board.hasFocus())
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is target:
            return True
    return False


def test_the_better_move_and_the_lines_are_pressed_from_the_keyboard_and_show_the_focus(qtbot, make_window):
    w = reported(qtbot, make_window)
    go_before_the_blunder(qtbot, w)
    label = w.analysis.report_panel.better_label
    unfocused = label.grab().toImage()
    assert focus_by_tab(qtbot, w, label)
    assert label.grab().toImage() != unfocused  # the focus frame is drawn
    qtbot.keyClick(label, Qt.Key.Key_Return)
    assert w.driver.shown_node.comment.startswith("Engine line: ")
    # the analysis lines: Tab reaches a line, its focus previews it, Space plays it out and back
    w.analysis.set_mode(True)
    lines = w.analysis.lines_panel
    qtbot.waitUntil(lambda: len(lines.shown_lines()) >= 1)
    row = lines.rows[0]
    assert focus_by_tab(qtbot, w, row)
    assert [a.label for a in w.board.arrows()] == ["1"]  # the focus shows the line as the pointer does
    qtbot.keyClick(row, Qt.Key.Key_Space)
    assert w.analysis.previewing
    qtbot.keyClick(row, Qt.Key.Key_Enter)
    assert not w.analysis.previewing
    # an empty line is no Tab stop
    assert all(not r.focusPolicy() & Qt.FocusPolicy.TabFocus for r in lines.rows[len(lines.shown_lines()):])


def test_a_variations_position_is_not_given_the_reports_evaluation_of_that_ply(qtbot, make_window):
    # seen under Xvfb: after 72車71 instead of the blunder 72車52??, the bar still said the blunder's -10.6
    w = reported(qtbot, make_window)
    blunder = w.analysis.report.evaluation(BLUNDER)
    assert blunder is not None and blunder.cp < -300
    w.driver.go_to(BLUNDER - 1)
    assert w.play_move(Move.from_uci("a1a3"))  # the chariot kept: a variation at the blunder's ply
    assert w.shown_game.ply == BLUNDER and w.shown_game.moves[-1] != Move.from_uci(MOVES[BLUNDER - 1])
    assert not w.analysis.on_report_line(w.shown_game)
    shown = w.analysis.shown_evaluation()
    assert shown is None or shown.cp > -300, shown
    assert w.analysis.eval_bar.evaluation() is None or w.analysis.eval_bar.evaluation().cp > -300
    w.driver.go_to_node(w.driver.tree.main_line()[BLUNDER - 1])  # the game's own move: the report's figure again
    assert w.analysis.on_report_line(w.shown_game)
    assert w.analysis.shown_evaluation() is not None


def test_the_reports_marks_stay_on_its_line_while_a_variation_is_on_the_board(qtbot, make_window):
    """Tester's finding: with a variation on the board the tree view's report marks left the main line: those
    past the variation's start went away (they were put by ply on the line on the board).  The tree view
    shows every line, so the marks stay on the moves the report judged, and none goes on a variation's."""
    w = reported(qtbot, make_window)
    view = w.panel.study.tree
    w.driver.go_to(BLUNDER - 1)
    assert w.play_move(Move.from_uci("a1a2"))  # instead of the blunder: a variation, now on the board
    assert w.driver.game.moves[-1] == Move.from_uci("a1a2") and w.study.showing_tree
    QApplication.processEvents()
    marks = w.analysis.report.marks()
    assert BLUNDER in marks
    assert view.marked() == {ply: m.glyph for ply, m in marks.items()}  # all of them, on the main line
    variation = w.driver.line_end
    text = view.toPlainText()
    assert "??" in text  # the blunder's mark, after it
    end = view.move_span(variation)[1]  # the variation's move in the text: no mark after it
    assert text[end:end + 1] not in ("?", "!"), text[end - 8:end + 4]
    w.driver.step(-1)
    w.driver.step(1)
    assert view.marked() == {ply: m.glyph for ply, m in marks.items()}  # stepping keeps them
    # back on the main line: the same marks
    w.study.go_to_node(w.driver.tree.main_line()[-1])
    QApplication.processEvents()
    assert view.marked() == {ply: m.glyph for ply, m in marks.items()}
