"""Every action has a keyboard path (issue 49, item 3): Tab walks the main window from the board down the side
panel, and through every dialog's inputs, the default button among them; Escape closes a dialog.

The walk sends real Tab key presses to whatever has the focus (as a user does) and records where the focus goes,
so a widget left out of the chain (``Qt.NoFocus``, ``Qt.ClickFocus``) or a container that takes the focus for
nothing shows up as a gap in the list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextEdit,
    QWidget,
)

from janggi_desktop.play.engines import EngineRegistry
from janggi_desktop.rules import Move, Outcome, Termination
from janggi_desktop.ui.dialogs.about import AboutDialog
from janggi_desktop.ui.dialogs.engines import EnginesDialog
from janggi_desktop.ui.dialogs.game_over import GameOverDialog
from janggi_desktop.ui.dialogs.help import show_how_to_play
from janggi_desktop.ui.dialogs.new_game import NewGameDialog
from janggi_desktop.ui.dialogs.position_editor import FenDialog, PositionEditor
from janggi_desktop.ui.dialogs.setup import SetupDialog

from .app_helpers import HOTSEAT, analysing_factory

INPUTS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit, QAbstractItemView)


def tab_walk(qtbot, start: QWidget, steps: int = 80) -> list[QWidget]:
    """Where the focus goes at each Tab from ``start`` (which is given the focus first), once round the chain."""
    start.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start)
    seen: list[QWidget] = []
    for _ in range(steps):  # a text with links keeps the focus for a Tab per link, then lets it go on
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is start and seen:
            break
        if now is not start and now not in seen:
            seen.append(now)
    return seen


def inputs_in(root: QWidget) -> list[QWidget]:
    """The enabled, shown inputs under ``root`` a keyboard user must be able to reach (a radio group counts
    once: Tab enters it at its checked radio and the arrows move inside it, as Qt does everywhere)."""
    from PySide6.QtWidgets import QRadioButton

    found = []
    for w in root.findChildren(QWidget):
        if not (isinstance(w, INPUTS) and w.isVisibleTo(root) and w.isEnabled()):
            continue
        if isinstance(w, QRadioButton) and w.autoExclusive() and not w.isChecked():
            continue
        group = w.group() if isinstance(w, QAbstractButton) else None
        if group is not None and w is not group.checkedButton() and w is not group.buttons()[0]:
            continue  # likewise a button group (the position editor's palette): one stop, arrows inside
        if w.parent() is not None and isinstance(w.parent(), (QAbstractSpinBox, QComboBox)):
            continue  # the line edit inside a spin box or an editable list
        if isinstance(w, QHeaderView) or w.objectName().startswith("qt_"):
            continue
        found.append(w)
    return found


def reached(walk: list[QWidget], widget: QWidget) -> bool:
    return any(w is widget or widget.isAncestorOf(w) or w.isAncestorOf(widget) and w.focusProxy() is widget
               for w in walk)


def describe(widgets) -> list[str]:
    return [f"{type(w).__name__}({w.objectName() or getattr(w, 'text', lambda: '')()})" for w in widgets]


def test_tab_goes_from_the_board_down_the_side_panel_and_back(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.play_move(Move.from_uci("c4c5"))
    w.actions.focus_board_action.trigger()
    qtbot.waitUntil(lambda: w.board.hasFocus())
    walk = tab_walk(qtbot, w.board)
    panel = w.panel
    names = describe(walk)
    # nothing that only holds other widgets takes a Tab stop of its own
    assert not any(isinstance(x, QScrollArea) for x in walk), names
    order = [panel.move_list, w.keyboard.box]
    assert all(reached(walk, x) for x in order), names
    index = [next(i for i, x in enumerate(walk) if x is want or want.isAncestorOf(x)) for want in order]
    assert index == sorted(index), names  # top to bottom, as they stand in the panel
    # and the Tab after the last stop came back to the board
    assert QApplication.focusWidget() is w.board
    # the review keys still work while the move list has the focus
    panel.move_list.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(panel.move_list, Qt.Key.Key_Left)
    assert panel.move_list.current_move() == 0


def test_the_analysis_lines_and_report_controls_follow_the_move_box(qtbot, make_window):
    import threading

    gate = threading.Semaphore(0)  # the report waits: its progress row and Cancel stay shown
    w = make_window(search=analysing_factory(gate))
    w.resize(1000, 960)  # both at once (a lower window shows them under two tabs, each reached in its turn)
    for uci in ("a4b4", "i7h7", "a1a6"):
        w.play_move(Move.from_uci(uci))
    w.actions.analysis_action.trigger()
    w.actions.analyse_game_action.trigger()
    lines, report = w.analysis.lines_panel, w.analysis.report_panel
    qtbot.waitUntil(lambda: lines.isVisible() and report.isVisible())
    walk = tab_walk(qtbot, w.board)
    order = [w.panel.move_list, w.keyboard.box, lines.count_spin, report.cancel_button]
    names = describe(walk)
    assert all(reached(walk, x) for x in order), names
    index = [next(i for i, x in enumerate(walk) if x is want or want.isAncestorOf(x)) for want in order]
    assert index == sorted(index), names
    for b in (report.previous_button, report.next_button):
        assert b.focusPolicy() & Qt.FocusPolicy.TabFocus  # shown once the report is done
    gate.release(100)


def test_the_study_editor_is_on_the_tab_chain_below_the_tree(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.play_move(Move.from_uci("c4c5"))
    w.panel.study.show(True)
    qtbot.waitUntil(lambda: w.panel.study.showing)
    walk = tab_walk(qtbot, w.board)
    editor = w.panel.study.editor
    missing = [x for x in [w.panel.study.tree, *inputs_in(editor)] if not reached(walk, x)]
    assert not missing, (describe(missing), describe(walk))
    # with the focus in the tree view, ← still steps back through the game
    w.panel.study.tree.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(w.panel.study.tree, Qt.Key.Key_Left)
    assert w.game.ply == 1 and w.driver.shown_game.ply == 0


def check_dialog(qtbot, d: QDialog) -> None:
    """Every enabled input of ``d`` is reached by Tab, the default button among them; Escape closes ``d``."""
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and d.isAncestorOf(QApplication.focusWidget()))
    first = QApplication.focusWidget()
    walk = [first, *tab_walk(qtbot, first)]
    inputs = inputs_in(d)
    assert inputs
    missing = [x for x in inputs if not reached(walk, x)]
    assert not missing, (describe(missing), describe(walk))
    defaults = [b for b in d.findChildren(QPushButton) if b.isDefault() or b.autoDefault() and b.isVisible()]
    assert any(reached(walk, b) for b in defaults)
    # Escape from the last stop (on a board the first Escape puts its cursor away and the second goes on)
    last = walk[-1]
    last.setFocus(Qt.FocusReason.BacktabFocusReason)
    qtbot.waitUntil(lambda: last.hasFocus())
    qtbot.keyClick(last, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not d.isVisible())


def test_new_game_dialog_with_its_handicap_and_time_boxes_is_walked_by_tab(qtbot):
    check_dialog(qtbot, NewGameDialog(registry=EngineRegistry()))


def test_engines_dialog_is_walked_by_tab(qtbot):
    check_dialog(qtbot, EnginesDialog(None, EngineRegistry()))


def test_position_editor_is_walked_by_tab(qtbot):
    d = PositionEditor()
    pieces = list(d.palette.values())
    check_dialog(qtbot, d)
    # the palette is one Tab stop, as a radio group is: the arrows go from piece to piece inside it
    d.show()
    pieces[0].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: pieces[0].hasFocus())
    qtbot.keyClick(pieces[0], Qt.Key.Key_Right)
    assert QApplication.focusWidget() is pieces[1]
    qtbot.keyClick(pieces[1], Qt.Key.Key_Down)  # Han's row
    assert QApplication.focusWidget() is d.palette[("han", pieces[1].kind)]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert QApplication.focusWidget() is d.eraser
    qtbot.keyClick(d.eraser, Qt.Key.Key_Up)  # the eraser is a plain button: Space and Tab, no arrows of its own
    assert QApplication.focusWidget() is d.eraser
    d.palette[("han", pieces[1].kind)].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)  # Space chooses the piece, as a click does
    assert d.palette[("han", pieces[1].kind)].isChecked()


def looks_focused(qtbot, widget: QWidget, elsewhere: QWidget) -> bool:
    """Whether ``widget`` is drawn differently with the keyboard's focus than without it."""
    elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: elsewhere.hasFocus())
    without = widget.grab().toImage()
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: widget.hasFocus())
    return widget.grab().toImage() != without


def test_the_palette_piece_with_the_focus_is_drawn_framed(qtbot):
    d = PositionEditor()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    pieces = list(d.palette.values())
    assert looks_focused(qtbot, pieces[0], pieces[3])
    assert not pieces[0].isChecked()  # the frame is the focus, not a choice


def test_fen_dialog_is_walked_by_tab(qtbot):
    check_dialog(qtbot, FenDialog())


def test_setup_dialog_is_walked_by_tab(qtbot):
    check_dialog(qtbot, SetupDialog())


def test_game_over_dialog_is_walked_by_tab(qtbot):
    check_dialog(qtbot, GameOverDialog(Outcome("cho", Termination.CHECKMATE)))


def test_about_dialog_is_walked_by_tab(qtbot):
    check_dialog(qtbot, AboutDialog())


def test_how_to_play_is_walked_by_tab(qtbot, make_window):
    w = make_window()
    check_dialog(qtbot, show_how_to_play(w))


def test_the_move_list_and_the_study_tree_show_that_they_have_the_focus(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.play_move(Move.from_uci("c4c5"))
    assert looks_focused(qtbot, w.panel.move_list, w.board)
    w.panel.study.show(True)
    qtbot.waitUntil(lambda: w.panel.study.tree.isVisible())
    assert looks_focused(qtbot, w.panel.study.tree, w.board)


def test_the_opening_explorer_is_on_the_tab_chain(qtbot, make_window):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(panel.isVisible)
    walk = tab_walk(qtbot, w.board)
    inputs = inputs_in(panel)
    assert any(x is panel.table for x in inputs)
    missing = [x for x in inputs if not reached(walk, x)]
    assert not missing, (describe(missing), describe(walk))
