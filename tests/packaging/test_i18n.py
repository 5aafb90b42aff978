"""Languages: each translation loads and translates, the system locale is followed, Latin letters follow the
language, and the About dialog shows the version and the licences."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

import janggi_desktop
from janggi_desktop.rules import RULE_SETS
from janggi_desktop.rules.game import Termination
from janggi_desktop.ui import i18n
from janggi_desktop.ui.dialogs import about

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def english(qapp):
    """Leave the application in English after the test, whatever it installed."""
    yield qapp
    i18n.install_translators(qapp, "en")


def test_available_languages() -> None:
    assert i18n.available_languages() == ["en", "fr", "ko"]
    assert set(i18n.LANGUAGE_NAMES) == {"en", "fr", "ko"}


@pytest.mark.parametrize(("lang", "source", "expected"), [
    ("fr", "resignation", "abandon"),
    ("ko", "resignation", "기권"),
    ("fr", "time forfeit", "perte au temps"),
    ("ko", "time forfeit", "시간패"),
])
def test_each_language_loads_and_translates(english, lang: str, source: str, expected: str) -> None:
    assert i18n.install_translators(english, lang) == lang
    assert i18n.current_language() == lang
    assert QCoreApplication.translate("Rules", source) == expected
    assert QLocale().name().startswith(lang)


@pytest.mark.parametrize("lang", ["fr", "ko"])
def test_ui_strings_are_translated(english, lang: str) -> None:
    """A dialog's own title (context = its class) comes out translated, not in English."""
    i18n.install_translators(english, lang)
    dialog = about.AboutDialog()
    assert dialog.windowTitle() != "About Janggi Desktop"
    assert dialog.windowTitle().strip()


def test_qt_own_strings_follow_the_language(english) -> None:
    """Standard buttons (OK, Cancel…) come from Qt's qtbase translations shipped with PySide6."""
    if not (i18n.qt_translations_path() / "qtbase_fr.qm").is_file():
        pytest.skip("this PySide6 ships no qtbase_fr.qm")
    i18n.install_translators(english, "fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_switching_back_to_english_removes_translators(english) -> None:
    i18n.install_translators(english, "ko")
    assert QCoreApplication.translate("Rules", "resignation") == "기권"
    assert i18n.install_translators(english, "en") == "en"
    assert QCoreApplication.translate("Rules", "resignation") == "resignation"


def test_unknown_language_falls_back_to_english(english) -> None:
    assert i18n.resolve_language("de") == "en"
    assert i18n.resolve_language("fr_CA") == "fr"
    assert i18n.resolve_language("ko-KR") == "ko"
    assert i18n.install_translators(english, "xx") == "en"


@pytest.mark.parametrize(("env_lang", "expected"),
                         [("fr_FR.UTF-8", "fr"), ("ko_KR.UTF-8", "ko"), ("de_DE.UTF-8", "en")])
def test_system_language_follows_the_locale(env_lang: str, expected: str) -> None:
    """"system" (the default) follows the locale the program starts in (a fresh process: Qt reads it once)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k not in {"LANG", "LANGUAGE"}}
    env.update(LANG=env_lang, LANGUAGE=env_lang.split(".")[0], QT_QPA_PLATFORM="offscreen")
    code = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
            "from janggi_desktop.ui import i18n; print(i18n.install_translators(app, 'system'),"
            " i18n.latin_letters_for(''))")
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                         check=True, timeout=60).stdout.split()
    assert out == [expected, "fr" if expected == "fr" else "en"]


@pytest.mark.parametrize(("language", "letters"), [
    ("fr", "fr"), ("en", "en"), ("ko", "en"), ("fr_BE", "fr"), ("de", "en"),
])
def test_latin_letters_follow_the_language(language: str, letters: str) -> None:
    assert i18n.latin_letters_for(language) == letters


def test_rule_texts_cover_the_rules_model(english) -> None:
    """The English strings declared for translation are exactly the rules model's, for every rule set and
    every game-over reason, so a rule set added or reworded in rules/ cannot silently go untranslated."""
    for name, ruleset in RULE_SETS.items():
        assert i18n.ruleset_description(name) == ruleset.description
    i18n.install_translators(english, "ko")
    for name, ruleset in RULE_SETS.items():
        assert i18n.ruleset_description(name) != ruleset.description, name
    for termination in Termination:  # the fallback is the English value: a missing entry shows here
        assert i18n.termination_text(termination) != termination.value, termination


def test_about_dialog_shows_version_and_licences(english) -> None:
    dialog = about.AboutDialog()
    text = dialog.licences.toPlainText()
    assert janggi_desktop.__version__ in dialog.version_label.text()
    assert "MIT" in text
    assert "LGPL-3.0" in text and "PySide6" in text
    fonts = about.shipped_fonts()
    assert fonts, "no bundled font found in resources/fonts"
    for font in fonts:
        assert font in text
    licences = about.font_licences()
    assert any("Open Font License" in body for _, body in licences)
    for name, _ in licences:
        assert name in text


def test_app_icon_has_every_size(qapp) -> None:
    icon = about.app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} == set(about.ICON_SIZES)
