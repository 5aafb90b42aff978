"""Playing without a mouse (issue 49): the board's keyboard cursor, the move box, what screen readers are told
(through Qt's accessibility interfaces) and the handicap choice of the new-game dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QPlainTextEdit

from janggi_desktop.rules import Game, Handicap, Move, start_fen

from .app_helpers import HOTSEAT, instant_player, sq, vs_engine
from .test_translated_errors import raised_templates


def accessible_description(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(QAccessible.Text.Description)


def type_text(qtbot, edit, text: str) -> None:
    """Type ``text`` into ``edit``: key by key where QTest can (ASCII), else as an input method commits it."""
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:
        edit.insert(text)


def press(qtbot, widget, *keys) -> None:
    for key in keys:
        qtbot.keyClick(widget, key)


def test_the_board_takes_focus_and_its_cursor_starts_on_the_last_moved_piece(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.actions.focus_board_action.trigger()
    qtbot.waitUntil(lambda: w.board.hasFocus())
    assert w.board.cursor_square() == sq("e2")  # no move yet: the general of the side to move
    assert w.board.focusPolicy() == Qt.FocusPolicy.StrongFocus
    iface = QAccessible.queryAccessibleInterface(w.board)
    assert iface.text(QAccessible.Text.Name) == "Board"
    assert accessible_description(w.board) == "Cho general, 95"
    w.play_move(Move.from_uci("c4c5"))
    assert w.board.cursor_square() == sq("c5")  # the piece that moved
    assert accessible_description(w.board) == "Cho soldier, 63"


def test_arrows_enter_and_escape_play_a_move_as_the_mouse_would(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.actions.focus_board_action.trigger()
    qtbot.waitUntil(lambda: w.board.cursor_shown())
    spoken = []
    w.board.spoken.connect(spoken.append)
    # from e2 to g4: two right, two up; the window's ←/→ (review) shortcuts do not take the keys
    press(qtbot, w.board, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up)
    assert w.board.cursor_square() == sq("g4") and spoken[-1] == "Cho soldier, 77"
    assert w.board.scene().markers["cursor"].isVisible()
    press(qtbot, w.board, Qt.Key.Key_Return)
    assert w.board.selected_square() == sq("g4")
    assert sorted(w.board.destinations()) == sorted([sq("f4"), sq("g5"), sq("h4")])
    assert "Can go to 67, 76, 78" in spoken[-1]
    press(qtbot, w.board, Qt.Key.Key_Escape)
    assert w.board.selected_square() is None and w.game.ply == 0 and w.board.cursor_shown()
    press(qtbot, w.board, Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Space)
    assert w.game.moves == [Move.from_uci("g4g5")]
    assert w.board.cursor_square() == sq("g5")
    assert any(text.startswith("Cho soldier 77 to 67") for text in spoken)  # the move is announced
    # Han to move: Cho's soldier under the cursor is refused, as a click on it is; Han's g7 soldier is picked
    refused = []
    w.board.refused.connect(lambda square, why: refused.append((square, why)))
    press(qtbot, w.board, Qt.Key.Key_Return)
    assert refused == [(sq("g5"), "opponent")] and w.game.ply == 1
    press(qtbot, w.board, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Return)
    assert w.board.selected_square() == sq("g7")


def test_a_click_or_a_second_escape_gives_the_arrows_back_to_the_review(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    for uci in ("c4c5", "c7c6", "b1c3"):
        w.play_move(Move.from_uci(uci))
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.actions.focus_board_action.trigger()
    qtbot.waitUntil(lambda: w.board.cursor_shown())
    press(qtbot, w.board, Qt.Key.Key_Left)
    assert not w.reviewing and w.board.cursor_square() == sq("b3")  # the cursor moved, not the game
    press(qtbot, w.board, Qt.Key.Key_Escape)
    assert not w.board.cursor_shown() and not w.board.scene().markers["cursor"].isVisible()
    press(qtbot, w.board, Qt.Key.Key_Left)
    assert w.reviewing and w.board.game().ply == 2  # ← steps back through the game again


def test_the_cursor_follows_the_board_when_it_is_turned(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.view.set_flipped(True)
    w.actions.focus_board_action.trigger()
    qtbot.waitUntil(lambda: w.board.cursor_shown())
    press(qtbot, w.board, Qt.Key.Key_Up, Qt.Key.Key_Right)  # Han's view: up is towards Cho, right towards a
    assert w.board.cursor_square() == sq("d1")
    press(qtbot, w.board, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down)
    assert w.board.cursor_square() == sq("d4")
    press(qtbot, w.board, *[Qt.Key.Key_Left] * 12)
    assert w.board.cursor_square() == sq("i4")  # stops at the edge


def test_the_move_box_plays_typed_moves_and_refuses_garbage(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.actions.type_move_action.trigger()
    box = w.keyboard.box
    qtbot.waitUntil(lambda: box.edit.hasFocus())
    assert box.edit.accessibleName() == "Type a move"
    for text, uci in (("79졸78", "i4h4"), ("41兵42", "a7b7"), ("Hc3", "b1c3"), ("pass", "e9e9"), ("a4-a5", "a4a5")):
        type_text(qtbot, box.edit, text)
        qtbot.keyClick(box.edit, Qt.Key.Key_Return)
        assert w.game.moves[-1] == Move.from_uci(uci), (text, box.message.text())
        assert box.edit.text() == ""
    assert "Cho soldier 71 to 61" in box.message.text()  # the last move, said under the box
    before = w.game.ply
    for text, words in (("hello", "is not a move"), ("11 71", "the chariot on 11 cannot go to 71"), ("78", "no piece"),
                        ("e5e6", "no piece on e5")):
        box.edit.clear()
        qtbot.keyClicks(box.edit, text)
        qtbot.keyClick(box.edit, Qt.Key.Key_Return)
        assert words in box.message.text(), (text, box.message.text())
        assert box.edit.text() == text and box.edit.selectedText() == text  # kept, selected, to type over
    assert w.game.ply == before


def test_the_move_box_completes_and_names_an_ambiguous_move(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    assert not w.keyboard.submit("/")
    assert not w.keyboard.submit("78")
    assert "ambiguous" in w.keyboard.box.message.text() and "77졸78" in w.keyboard.box.message.text()
    assert w.keyboard.submit("/67") and w.game.moves == [Move.from_uci("g4g5")]  # "/" typed into the box again


def test_the_move_box_waits_for_the_persons_turn(qtbot, make_window):
    w = make_window(search=instant_player)
    with qtbot.waitSignal(w.runner.move_ready, timeout=20000):
        w.games.new_game(vs_engine("han", 1))
    assert w.game.ply == 1
    assert w.keyboard.submit("pass") and w.game.ply >= 2  # Han passes; the engine answers at once


def test_the_move_box_speaks_french(qtbot, qapp, make_window):
    from janggi_desktop.ui import i18n

    w = make_window()
    w.games.new_game(HOTSEAT)
    i18n.install_translators(qapp, "fr")
    try:
        assert not w.keyboard.submit("01 21")
        assert "ne peut pas aller" in w.keyboard.box.message.text()
        assert w.keyboard.submit("S79-78") and w.game.moves == [Move.from_uci("i4h4")]  # French letters
        assert w.keyboard.box.message.text().startswith("soldat de Cho 79 à 78")
    finally:
        i18n.install_translators(qapp, "en")


def test_the_last_moves_words_follow_a_language_switch(qtbot, qapp, make_window):
    """Seen under Xvfb: after a switch to French, the box still said 'Han cannon 32 to 72, takes Cho soldier'
    until the next move; a refusal is left as it was said."""
    from janggi_desktop.ui import i18n

    w = make_window()
    w.games.new_game(HOTSEAT)
    assert w.keyboard.submit("i4h4")
    assert w.keyboard.box.said().startswith("Cho soldier 79 to 78")
    try:
        i18n.install_translators(qapp, "fr")
        qtbot.waitUntil(lambda: w.keyboard.box.said().startswith("soldat de Cho 79 à 78"), timeout=3000)
        assert not w.keyboard.submit("01 21")
        refused = w.keyboard.box.said()
        i18n.install_translators(qapp, "en")
        qtbot.waitUntil(lambda: w.windowTitle() and w.actions.new_action.text().startswith("&New"), timeout=3000)
        assert w.keyboard.box.said() == refused
    finally:
        i18n.install_translators(qapp, "en")


def test_read_the_position_opens_it_as_text(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.play_move(Move.from_uci("c4c5"))
    w.actions.read_position_action.trigger()
    d = w.keyboard.position_dialog
    assert d is not None and d.isVisible()
    text = d.findChild(QPlainTextEdit, "PositionTextView").toPlainText()
    assert text.startswith("Han to move")
    assert "Row 6: 63 Cho soldier" in text and "Row 2: 25 Han general" in text
    assert "Cho: general 95; chariot 01, 09" in text and "(72 points)" in text
    assert "Han: general 25" in text and "(73.5 points)" in text


def test_every_move_entry_and_handicap_fault_is_declared_for_translation():
    from janggi_desktop.ui.dialogs.handicap_box import HANDICAP_FAULTS
    from janggi_desktop.ui.keyboard_play import MOVE_ENTRY_FAULTS

    raised = set()
    for error in ("UnreadableMoveError", "IllegalEntryError", "AmbiguousMoveError"):
        raised |= raised_templates(error, "records")
    assert len(raised) >= 20 and raised <= set(MOVE_ENTRY_FAULTS), sorted(raised - set(MOVE_ENTRY_FAULTS))
    handicap = raised_templates("HandicapError", "rules")
    assert len(handicap) >= 12 and handicap <= set(HANDICAP_FAULTS), sorted(handicap - set(HANDICAP_FAULTS))


def test_the_new_game_dialog_starts_a_handicap_game(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    d.hotseat_radio.setChecked(True)
    box = d.handicap_box
    assert d.handicap is None and not box.free.isVisible()
    box.kind_combo.setCurrentIndex(box.kind_combo.findData("RC"))
    box.side_combo.setCurrentIndex(box.side_combo.findData("han"))
    assert d.handicap == Handicap.of("han", "RC") and d.start_button.isEnabled()
    qtbot.mouseClick(d.start_button, Qt.MouseButton.LeftButton)
    s = w.games.setup_dialog
    qtbot.mouseClick(s.next_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(s.next_button, Qt.MouseButton.LeftButton)
    assert w.game.start_fen == Handicap.of("han", "RC").start_fen(ruleset=w.game.ruleset)
    assert w.game.points() == (72.0, 53.5)
    assert w.panel.score.points_label.text() == "Cho 72 · Han 53.5"
    assert "Han without a chariot and a cannon (차포 떼고)" in w.panel.mode_label.text()


def test_a_free_handicap_without_pieces_is_refused_in_the_dialog(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    box = d.handicap_box
    box.kind_combo.setCurrentIndex(box.kind_combo.findData("custom"))
    assert box.free.isVisible()
    assert not d.start_button.isEnabled() and "at least one piece" in box.problem_label.text()
    d.accept()
    assert d.isVisible()  # Enter does not get round it
    box.spins["N"].setValue(2)
    box.spins["P"].setValue(1)
    assert d.start_button.isEnabled() and d.handicap == Handicap.of("cho", "NNP")
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("youzai"))
    d.accept()
    assert w.game.ruleset.name == "youzai"
    assert w.game.start_fen == Handicap.of("cho", "NNP").start_fen(ruleset="youzai") != start_fen()
    assert Game("youzai", fen=w.game.start_fen).points()[0] == 72 - 10 - 2


def test_tab_reaches_the_board_and_turns_its_cursor_on(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.keyboard.focus_move_box()
    qtbot.waitUntil(lambda: w.keyboard.box.edit.hasFocus())
    seen = []
    for _ in range(30):  # the window's whole Tab chain, at most
        qtbot.keyClick(w.focusWidget(), Qt.Key.Key_Tab)
        seen.append(w.focusWidget().objectName() if w.focusWidget() else "")
        if w.board.hasFocus():
            break
    assert w.board.hasFocus(), seen
    assert w.board.cursor_shown() and w.board.cursor_square() == sq("e2")


def test_piece_names_in_refusals_are_in_the_interface_language(qtbot, qapp, make_window):
    from janggi_desktop.ui import i18n

    w = make_window()
    w.games.new_game(HOTSEAT)
    i18n.install_translators(qapp, "ko")
    try:
        assert not w.keyboard.submit("01 21")
        assert w.keyboard.box.message.text() == "01 21: 01의 차는 21에 갈 수 없습니다"  # the particle fits the word
        d = w.games.show_new_game_dialog()
        box = d.handicap_box
        box.kind_combo.setCurrentIndex(box.kind_combo.findData("custom"))
        assert box.problem_label.text() == "접장기는 기물을 하나 이상 뗍니다"
    finally:
        i18n.install_translators(qapp, "en")


def typing_in_the_move_box(qtbot, make_window):
    """A shown, active hotseat window whose move box has the keys (a person typing moves): (window, box)."""
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.actions.type_move_action.trigger()
    box = w.keyboard.box
    qtbot.waitUntil(lambda: box.edit.hasFocus())
    return w, box


def test_an_empty_move_box_leaves_the_review_keys_to_the_window(qtbot, make_window):
    # a game played by typing leaves the focus in the move box: ←/→/Home/End must still step through it
    w, box = typing_in_the_move_box(qtbot, make_window)
    for text in ("c4c5", "c7c6", "b1c3"):
        qtbot.keyClicks(box.edit, text)
        qtbot.keyClick(box.edit, Qt.Key.Key_Return)
    assert w.game.ply == 3 and box.edit.text() == "" and box.edit.hasFocus()
    press(qtbot, box.edit, Qt.Key.Key_Left)
    assert w.reviewing and w.board.game().ply == 2
    press(qtbot, box.edit, Qt.Key.Key_Home)
    assert w.board.game().ply == 0
    press(qtbot, box.edit, Qt.Key.Key_Right)
    assert w.board.game().ply == 1
    press(qtbot, box.edit, Qt.Key.Key_End)
    assert w.board.game().ply == 3
    # with something typed, the keys are the line's again: the cursor moves, the game does not
    qtbot.keyClicks(box.edit, "c1")
    press(qtbot, box.edit, Qt.Key.Key_Left, Qt.Key.Key_Home)
    assert w.board.game().ply == 3 and box.edit.cursorPosition() == 0
    assert box.edit.hasFocus()


def test_ctrl_z_in_the_empty_move_box_takes_the_move_back(qtbot, make_window):
    # seen under Xvfb: after a move typed in the box, Ctrl+Z brought the typed "67" back into the box (the
    # line's own undo of its clearing) and the move stayed on the board
    w, box = typing_in_the_move_box(qtbot, make_window)
    for text in ("c4c5", "c7c6"):
        qtbot.keyClicks(box.edit, text)
        qtbot.keyClick(box.edit, Qt.Key.Key_Return)
    assert w.game.ply == 2 and box.edit.text() == ""
    qtbot.keyClick(box.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.game.ply == 1 and box.edit.text() == ""
    # with something typed, Ctrl+Z is the line's: it undoes the typing, the game keeps its moves
    qtbot.keyClicks(box.edit, "c1")
    qtbot.keyClick(box.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.game.ply == 1 and box.edit.text() == ""


def test_the_first_key_on_a_focused_board_without_its_cursor_turns_it_on(qtbot, make_window):
    # seen under Xvfb: at launch and after a new game the board had the focus but showed nothing, and ↑, ↓,
    # Enter and Space did nothing at all (only Tab out and back, or Ctrl+B, gave the cursor)
    w = make_window()
    w.games.new_game(HOTSEAT)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(w.board.hasFocus)
    assert not w.board.cursor_shown()
    press(qtbot, w.board, Qt.Key.Key_Up)
    assert w.board.cursor_shown() and w.board.cursor_square() == sq("e2")  # shown where it starts, not moved
    press(qtbot, w.board, Qt.Key.Key_Up)
    assert w.board.cursor_square() == sq("e3")
    press(qtbot, w.board, Qt.Key.Key_Escape)
    assert not w.board.cursor_shown()
    press(qtbot, w.board, Qt.Key.Key_Return)
    assert w.board.cursor_shown() and w.board.selected_square() is None
    # ← still steps through the game while the cursor is off (the window's review key)
    w.play_move(Move.from_uci("c4c5"))
    press(qtbot, w.board, Qt.Key.Key_Escape)
    assert not w.board.cursor_shown()
    press(qtbot, w.board, Qt.Key.Key_Left)
    assert w.reviewing and not w.board.cursor_shown()
    # once moves are played an arrow with nothing to step to (→ at the end, ↓ without a variation) does not turn
    # the cursor on: the arrows keep their meaning; Enter does
    press(qtbot, w.board, Qt.Key.Key_Right)
    assert not w.reviewing and w.game.ply == 1
    press(qtbot, w.board, Qt.Key.Key_Right, Qt.Key.Key_Down)
    assert not w.board.cursor_shown()
    press(qtbot, w.board, Qt.Key.Key_Space)
    assert w.board.cursor_shown()


def test_a_handicaps_korean_name_is_not_said_twice(qtbot, qapp, make_window):
    # seen under Xvfb in Korean: the dialog offered "차포 떼고 — 차포 떼고", since the Korean words for "without a
    # chariot and a cannon" are the handicap's Korean name; the game's line said it twice as well
    from janggi_desktop.ui import i18n
    from janggi_desktop.ui.dialogs.handicap_box import handicap_text

    w = make_window()
    i18n.install_translators(qapp, "ko")
    try:
        combo = w.games.show_new_game_dialog().handicap_box.kind_combo
        assert combo.itemText(combo.findData("RC")) == "차포 떼고"
        assert handicap_text(Handicap.parse("han:RC")) == "한 차포 떼고"
    finally:
        i18n.install_translators(qapp, "en")
    combo = w.games.show_new_game_dialog().handicap_box.kind_combo
    assert combo.itemText(combo.findData("RC")) == "차포 떼고 — without a chariot and a cannon"
    assert handicap_text(Handicap.parse("han:RC")) == "Han without a chariot and a cannon (차포 떼고)"


def test_a_restored_game_is_not_said_to_be_a_new_game(qtbot, make_window):
    # seen under Xvfb: after "Restored the game in progress." at ply 16 the move box said "New game. Cho to move."
    from janggi_desktop.ui.spoken import last_move_words

    w = make_window()
    w.games.new_game(HOTSEAT)
    for uci in ("c4c5", "c7c6", "b1c3"):
        assert w.play_move(Move.from_uci(uci))
    w2 = make_window(restore_session=True)
    assert w2.game.ply == 3
    assert w2.keyboard.box.said() == last_move_words(w2.board.game()) and "New game" not in w2.keyboard.box.said()
    w2.games.new_game(HOTSEAT)  # a real new game still says so
    assert w2.keyboard.box.said() == "New game. Cho to move."
