"""Errors of the Qt-free layers shown in the interface's language: every template the rules and the clock
raise is declared for translation, and a message is translated with its values, nested reasons included."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import janggi_desktop
from janggi_desktop.rules.errors import TemplatedError
from janggi_desktop.rules.timecontrol import TimeControl, TimeControlError
from janggi_desktop.ui import i18n
from janggi_desktop.ui.dialogs.position_editor import FEN_FAULTS
from janggi_desktop.ui.dialogs.time_control_box import TIME_CONTROL_FAULTS
from janggi_desktop.ui.texts import translated_error

PACKAGE = Path(janggi_desktop.__file__).parent


def raised_templates(error_name: str, *folders: str) -> set[str]:
    """The first argument of every ``error_name(...)`` call in the package's ``folders``."""
    out = set()
    for folder in folders:
        for path in (PACKAGE / folder).glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == error_name and node.args
                        and isinstance(node.args[0], ast.Constant | ast.JoinedStr)):
                    assert isinstance(node.args[0], ast.Constant), f"{path.name}: an f-string template"
                    out.add(node.args[0].value)
    return out


@pytest.mark.parametrize(("error", "folders", "declared"), [
    ("FenError", ("rules",), FEN_FAULTS),
    ("TimeControlError", ("rules", "play"), TIME_CONTROL_FAULTS),
])
def test_every_template_raised_is_declared_for_translation(error, folders, declared):
    templates = raised_templates(error, *folders)
    assert len(templates) >= 15
    assert templates <= set(declared), sorted(templates - set(declared))


@pytest.fixture
def french(qapp):
    i18n.install_translators(qapp, "fr")
    yield qapp
    i18n.install_translators(qapp, "en")


def test_a_reason_inside_a_message_is_translated_too(french):
    with pytest.raises(TimeControlError) as caught:
        TimeControl.parse("5+ax30(b)")
    assert translated_error(caught.value, "TimeControl") == (
        "'5+ax30(b)'\u00a0: le nombre de périodes avant x doit être un nombre entier\u00a0; écrivez par exemple "
        "5m+30sx3 (byo-yomi), 10m+5s (incrément), 30s/move ou untimed")


def test_english_is_the_message_itself(qapp):
    with pytest.raises(TimeControlError) as caught:
        TimeControl.parse("5q")
    assert translated_error(caught.value, "TimeControl") == str(caught.value)


def test_an_untranslated_or_unfitting_template_falls_back_to_english(french):
    from PySide6.QtCore import QCoreApplication, QTranslator

    error = TemplatedError("{count} pieces of {what}", count=3, what="wood")
    assert translated_error(error, "Test") == "3 pieces of wood"  # no translation: the English
    assert translated_error(ValueError("plain"), "Test") == "plain"

    class Broken(QTranslator):  # a translation naming a field the error does not have
        def translate(self, context, source, disambiguation=None, n=-1):
            return "{count} morceaux de {quoi}" if context == "Test" else ""

    broken = Broken()
    QCoreApplication.installTranslator(broken)
    try:
        assert QCoreApplication.translate("Test", "{count} pieces of {what}") == "{count} morceaux de {quoi}"
        assert translated_error(error, "Test") == "3 pieces of wood"
    finally:
        QCoreApplication.removeTranslator(broken)
