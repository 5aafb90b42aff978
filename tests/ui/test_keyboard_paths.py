"""Keyboard paths the focus chain's tests do not walk (issue 49, item 3): the game picker's table and buttons,
the library window's search, filters, table and buttons, and the menu bar, each menu opened by its Alt key in
every language.

The walks send real Tab presses to whatever has the focus, as :mod:`.test_focus_chain` does, so a control left
off the chain shows up in the list of the missing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMenu

from janggi_desktop.library import Library, add_record
from janggi_desktop.records import GameRecord, record_from_game
from janggi_desktop.rules import Game, Move
from janggi_desktop.ui import i18n
from janggi_desktop.ui.action_text import mnemonic_of
from janggi_desktop.ui.dialogs.game_picker import GamePickerDialog

from .app_helpers import HOTSEAT
from .test_focus_chain import check_dialog, describe, inputs_in, looks_focused, reached, tab_walk


def a_record(moves: list[str], cho: str, han: str) -> GameRecord:
    game = Game()
    for uci in moves:
        game.push(Move.from_uci(uci))
    return record_from_game(game, White=cho, Black=han, Event="Club night")


def test_the_game_picker_is_walked_by_tab_and_opens_the_chosen_game_with_enter(qtbot):
    records = [a_record(["c4c5"], "Kim", "Lee"), a_record(["a4b4", "i7h7"], "Park", "Choi")]
    d = GamePickerDialog(records, "two.pgn")
    check_dialog(qtbot, d)  # every input reached, the default button among them, Escape closes
    # and the choice itself is made from the keyboard: Down to the second game, Enter opens it
    d = GamePickerDialog(records, "two.pgn")
    qtbot.addWidget(d)
    accepted = []
    d.accepted.connect(lambda: accepted.append(d.selected_index))
    d.show()
    qtbot.waitExposed(d)
    d.table.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: d.table.hasFocus())
    qtbot.keyClick(d.table, Qt.Key.Key_Down)
    qtbot.keyClick(d.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not d.isVisible())
    assert accepted == [1]


@pytest.fixture
def library_dir(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(d))
    with Library.open(d / "library.sqlite3") as lib:
        for i in range(3):
            add_record(lib, a_record(["c4c5", "c7c6"][: i + 1], f"Kim {i}", f"Lee {i}"))
    return d


def test_the_library_window_is_walked_by_tab(qtbot, make_window, library_dir):
    w = make_window()
    w.actions.library_action.trigger()
    win = w.library_window()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.table.model().total is not None, timeout=10000)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and win.isAncestorOf(QApplication.focusWidget()))
    first = QApplication.focusWidget()
    walk = [first, *tab_walk(qtbot, first)]
    inputs = inputs_in(win)
    assert any(x is win.table for x in inputs)
    missing = [x for x in inputs if not reached(walk, x)]
    assert not missing, (describe(missing), describe(walk))
    assert all(win.isAncestorOf(x) for x in walk), describe(walk)  # the walk stays in the window


@pytest.fixture
def in_language():
    def install(lang: str) -> None:
        i18n.install_translators(QCoreApplication.instance(), lang)

    yield install
    i18n.install_translators(QCoreApplication.instance(), "en")


@pytest.mark.parametrize("lang", ["en", "fr", "ko"])
def test_each_menu_of_the_bar_opens_with_its_own_alt_key(qtbot, make_window, in_language, lang):
    in_language(lang)
    w = make_window()
    titles = [a for a in w.menuBar().actions() if a.menu() is not None and a.isVisible()]
    keys = [mnemonic_of(a.text()) for a in titles]
    assert None not in keys, (lang, [a.text() for a in titles])
    assert len(set(keys)) == len(keys), (lang, keys)
    for action, key in zip(titles, keys, strict=True):
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        # the key as the keyboard sends it: QTest spells only ASCII characters (French "É" is Qt.Key_Eacute)
        qtbot.keyClick(w, Qt.Key(ord(key.upper())), Qt.KeyboardModifier.AltModifier)
        menu = action.menu()
        qtbot.waitUntil(lambda menu=menu: QApplication.activePopupWidget() is menu)
        assert isinstance(menu, QMenu)
        assert any(a.isEnabled() and not a.isSeparator() for a in menu.actions())  # something to choose there
        qtbot.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def test_the_move_list_shows_the_focus_before_the_first_move_too(qtbot, make_window):
    """Tab from the board lands on the move list at once in a new game: its frame must say so with no move
    (and no current cell) in it yet."""
    w = make_window()
    w.games.new_game(HOTSEAT)
    assert w.panel.move_list.topLevelItemCount() == 0
    assert looks_focused(qtbot, w.panel.move_list, w.board)
