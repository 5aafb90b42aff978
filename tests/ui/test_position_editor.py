"""Edit → Edit a position: pieces from the palette, moved and removed with the mouse, side to move, rule set,
checked by the rules model as it changes, then played (players chosen next) or analysed; and Help → How to
play, whose diagrams are the rules model's moves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from janggi_desktop.rules import get_ruleset, start_fen

from .app_helpers import HOTSEAT, sq

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton


def press(qtbot, view, square: int, button=LEFT) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=view.point_of(square))


def drag(qtbot, view, start: int, end: QPoint) -> None:
    a = view.point_of(start)
    qtbot.mousePress(view.viewport(), LEFT, pos=a)
    qtbot.mouseMove(view.viewport(), a + QPoint(8, 8))
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), LEFT, pos=end)


@pytest.fixture
def editor(qtbot, make_window):
    w = make_window()
    w.actions.edit_position_action.trigger()
    d = w.games.position_editor
    qtbot.waitExposed(d)
    return w, d


def test_the_editor_opens_on_the_position_shown(editor):
    w, d = editor
    assert d.fen == start_fen() and d.game is not None and d.play_button.isEnabled()
    assert d.ruleset_name == w.game.ruleset.name


def test_place_move_and_remove_pieces_with_the_mouse(qtbot, editor):
    _, d = editor
    board = d.board
    d.palette[("han", "R")].click()  # a Han chariot on the brush
    press(qtbot, board, sq("e5"))
    press(qtbot, board, sq("f5"))
    assert board.board[sq("e5")] == ("han", "R") == board.board[sq("f5")]
    assert "/4rr3/" in d.fen_edit.text()  # the FEN box follows
    d.palette[("han", "R")].click()  # let go of the brush
    drag(qtbot, board, sq("e5"), board.point_of(sq("e6")))
    assert sq("e5") not in board.board and board.board[sq("e6")] == ("han", "R")
    press(qtbot, board, sq("f5"), RIGHT)  # a right click removes
    drag(qtbot, board, sq("e6"), QPoint(-30, -30))  # off the board: removed
    assert sq("f5") not in board.board and sq("e6") not in board.board
    d.eraser.click()
    press(qtbot, board, sq("a1"))
    assert sq("a1") not in board.board and d.fen.startswith("rnba1abnr/")


def test_the_position_is_checked_with_the_rules_models_messages(qtbot, editor):
    _, d = editor
    d.eraser.click()
    press(qtbot, d.board, sq("e2"))  # Cho's general gone
    assert d.game is None and not d.play_button.isEnabled() and not d.analyse_button.isEnabled()
    assert "general" in d.message.text()
    d.palette[("cho", "K")].click()
    press(qtbot, d.board, sq("d3"))
    assert d.game is not None and d.play_button.isEnabled()
    d.palette[("cho", "K")].click()
    d.eraser.click()
    d.palette[("cho", "A")].click()
    press(qtbot, d.board, sq("a5"))  # a guard outside its palace
    assert d.game is None and "palace" in d.message.text()


@pytest.mark.parametrize(("lang", "fen", "expected"), [
    ("fr", "4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1", "Un conseiller de Cho en a2 est hors de son palais"),
    ("ko", "4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1", "a2에 있는 초의 사가 궁성 밖에 있습니다"),
    ("ko", "4k4/9/9/9/9/9/9/9/9/4K4 x", "FEN의 차례가 'x'입니다. 'w'(초) 또는 'b'(한)이어야 합니다"),
    ("en", "4k4/9/9/9/9/9/9/9/A8/4K4 w - - 0 1", "Cho's guard on a2 is outside its palace"),
])
def test_the_paste_fen_dialog_names_the_fault_in_the_interfaces_language(qtbot, qapp, lang, fen, expected):
    from janggi_desktop.ui import i18n
    from janggi_desktop.ui.dialogs.position_editor import FenDialog

    i18n.install_translators(qapp, lang)
    try:
        d = FenDialog(text=fen)
        qtbot.addWidget(d)
        assert d.message.text() == expected
        assert not d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()
    finally:
        i18n.install_translators(qapp, "en")


def test_the_fen_box_and_the_side_to_move(qtbot, editor):
    _, d = editor
    d.fen_edit.clear()
    qtbot.keyClicks(d.fen_edit, "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1")
    assert d.board.board == {sq("e10"): ("han", "K"), sq("d1"): ("cho", "K")}
    assert d.han_radio.isChecked() and d.game is not None and d.game.turn == "han"
    qtbot.keyClicks(d.fen_edit, "x")
    assert d.game is None and d.message.text()
    d.cho_radio.click()
    assert d.fen.endswith(" w - - 0 1") and d.fen_edit.text() == d.fen


def test_play_the_edited_position_against_the_computer(qtbot, editor):
    w, d = editor
    assert d.set_fen("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1")
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("janggicasual"))
    d.play_button.click()
    chooser = w.games.new_game_dialog
    assert chooser.isVisible() and chooser.ruleset_name == "janggicasual"
    chooser.computer_radio.click()
    chooser.accept()
    assert w.game.start_fen == "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1" and w.game.ruleset.name == "janggicasual"
    assert not all(p.is_human for p in w.driver.specs)


def test_analyse_puts_the_position_on_the_board_between_people(qtbot, editor):
    w, d = editor
    d.set_fen("4k4/9/9/9/9/9/9/9/R8/3K5 b - - 0 1")
    d.analyse_button.click()
    assert w.game.start_fen.endswith(" b - - 0 1") and w.driver.specs == HOTSEAT
    assert not w.runner.is_thinking()


def test_the_paste_fen_dialog_leads_to_the_editor(qtbot, make_window):
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    QGuiApplication.clipboard().setText("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
    fen_dialog = w.records.paste_fen()
    fen_dialog.edit_button.click()
    editor = w.games.position_editor
    assert editor.isVisible() and editor.fen == "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"


# --- Help → How to play -----------------------------------------------------------------------------------
def test_how_to_play_opens_with_diagrams_and_shortcuts(qtbot, make_window):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from janggi_desktop.ui.dialogs.help import DIAGRAMS

    w = make_window()
    w.actions.how_to_play_action.trigger()
    d = w.help_dialog
    qtbot.waitExposed(d)
    text = d.browser.toPlainText()
    for words in ("Chariot", "Cannon", "Horse", "Elephant", "Soldier", "palace", "Bikjang", "Points", "Undo",
                  "Ctrl+Z"):
        assert words in text, words
    # the keys of the study (variations, comment, marks) and of the board's cursor are listed too: they were
    # missing, so the page never said how to go between variations or move a piece without the mouse
    for words in ("Previous variation", "Next variation", "Comment on this move", "Ctrl+K", "Good move",
                  "Move a piece with the keys", "Enter or Space"):
        assert words in text, words
    for key in DIAGRAMS:
        image = d.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{key}"))
        assert image is not None and not image.isNull(), key
    # read by the keys: Ctrl+End goes to the end of the page (the keys list), Ctrl+Home back to the top
    bar = d.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    qtbot.keyClick(d.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert d.browser.textCursor().atEnd() and bar.value() > bar.maximum() // 2
    qtbot.keyClick(d.browser, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert d.browser.textCursor().atStart() and bar.value() < bar.maximum() // 10


@pytest.mark.parametrize("ruleset,words", [
    ("janggicasual", "without any effect"), ("youzai", "slide like a chariot"), ("standard", "accept a draw"),
    ("janggi", "passing instead ends the game"), ("standard", "The same position occurring 3 times ends the game"),
    ("janggimodern", "The same position occurring 4 times ends the game"),
])
def test_the_rules_page_follows_the_rule_set(qapp, ruleset, words):
    from janggi_desktop.ui.dialogs.help import help_html

    page = help_html(get_ruleset(ruleset), [])
    assert words in page


def test_the_diagrams_mark_the_rules_models_moves(qapp):
    from janggi_desktop.rules import Game
    from janggi_desktop.ui.dialogs.help import DIAGRAMS

    horse = DIAGRAMS["horse"]
    game = Game("standard", fen=horse.fen)
    targets = {m.to_square for m in game.legal_moves() if m.from_square == sq("e4")}
    assert sq("d6") not in targets and sq("f6") not in targets  # blocked by the soldier on e5
    assert {sq("c5"), sq("c3"), sq("g5"), sq("g3"), sq("d2"), sq("f2")} == targets


def test_a_position_the_rules_refuse_is_shown_to_be_mended(qtbot, editor):
    _, d = editor
    assert d.set_fen("4k4/9/9/9/9/9/9/9/9/A2K5 w - - 0 1")
    assert d.board.board[sq("a1")] == ("cho", "A") and "palace" in d.message.text() and d.game is None
    drag(qtbot, d.board, sq("a1"), d.board.point_of(sq("e1")))  # into the palace
    assert d.game is not None and d.play_button.isEnabled()
    assert not d.set_fen("not a board") and "rank" in d.message.text() and d.fen_edit.text() == "not a board"
