"""Menus and toolbar in every language (defect 8): each menu's mnemonics are unique, and the toolbar shows
plain words, without the "(&N)" markers Korean menus put after their text."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from janggi_desktop.rules import Move
from janggi_desktop.ui import i18n
from janggi_desktop.ui.action_text import mnemonic_of, without_mnemonic


@pytest.fixture
def in_language():
    def install(lang: str) -> None:
        i18n.install_translators(QCoreApplication.instance(), lang)

    yield install
    i18n.install_translators(QCoreApplication.instance(), "en")


def menus_of(window):
    """(name, [action texts]) for the menu bar and every menu and submenu (filled as when shown)."""
    window.actions.recent_menu.aboutToShow.emit()
    window.actions.recover_menu.aboutToShow.emit()
    bar = window.menuBar()
    out = [("menu bar", [a.text() for a in bar.actions()])]
    todo = [a.menu() for a in bar.actions() if a.menu() is not None]
    while todo:
        menu = todo.pop()
        out.append((menu.title(), [a.text() for a in menu.actions() if not a.isSeparator()]))
        todo.extend(a.menu() for a in menu.actions() if a.menu() is not None)
    return out


@pytest.mark.parametrize("lang", ["en", "fr", "ko"])
def test_every_menu_has_unique_mnemonics(make_window, in_language, lang):
    in_language(lang)
    w = make_window()
    clashes = []
    for name, texts in menus_of(w):
        seen: dict[str, str] = {}
        for text in texts:
            key = mnemonic_of(text)
            if key is None:
                continue
            if key in seen:
                clashes.append(f"{name}: {seen[key]!r} / {text!r}")
            seen[key] = text
    assert not clashes, clashes


@pytest.mark.parametrize("lang", ["en", "fr", "ko"])
def test_toolbar_buttons_show_no_mnemonics(make_window, in_language, lang):
    in_language(lang)
    w = make_window()
    for toolbar in (w.actions.toolbar, w.actions.review_toolbar):
        for action in toolbar.actions():
            if action.isSeparator():
                continue
            button = toolbar.widgetForAction(action)
            assert not re.search(r"\(&?\w\)|&", button.text()), (lang, button.text())
    w.presenter.update()  # the Pass button is relabelled from the game's state: still without a marker
    assert "&" not in w.actions.toolbar.widgetForAction(w.actions.pass_action).text()


def test_mnemonic_helpers():
    assert without_mnemonic("새 대국(&N)…") == "새 대국"
    assert without_mnemonic("&Save as…") == "Save as"
    assert without_mnemonic("Fish && &Chips") == "Fish & Chips"
    assert mnemonic_of("Save &as…") == "a" and mnemonic_of("Fish && Chips") is None
    assert mnemonic_of("대국 붙여넣기 (PGN 또는 .gib)(&G)") == "g"


def test_switching_the_language_translates_the_whole_window_at_once(qtbot, make_window, in_language):
    """Defect 3: menus, toolbar buttons and "Moves" stayed English until a restart."""
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))

    def first_menu() -> str:
        return w.menuBar().actions()[0].text()

    w.actions.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: first_menu() == "&Fichier")  # Qt posts LanguageChange: the next loop turn
    assert [a.text() for a in w.menuBar().actions()][:3] == ["&Fichier", "&Édition", "&Partie"]
    assert w.actions.toolbar.widgetForAction(w.actions.new_action).text() == "Nouvelle partie"
    assert w.panel.moves_box.title() == "Coups" and w.panel.ai_box.title() == "Ordinateur"
    assert "Han" in w.panel.turn_label.text() and "Au tour" in w.panel.turn_label.text()
    view = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Affichage")
    assert any(a.text() == "&Langue" for a in view.actions())
    w.actions.language_actions["ko"].trigger()
    qtbot.waitUntil(lambda: first_menu() == "파일(&F)")
    assert w.actions.toolbar.widgetForAction(w.actions.new_action).text() == "새 대국"
    w.actions.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: first_menu() == "&File")
    assert w.panel.moves_box.title() == "Moves" and w.windowTitle() == "Janggi Desktop"
