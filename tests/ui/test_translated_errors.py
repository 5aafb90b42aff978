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


def test_every_reason_a_record_is_refused_with_is_declared_for_translation():
    from janggi_desktop.ui.record_faults import RECORD_FAULTS

    templates = raised_templates("RecordFault", "records") | raised_templates("SanError", "records")
    assert len(templates) >= 12
    assert templates <= set(RECORD_FAULTS), sorted(templates - set(RECORD_FAULTS))


def test_the_import_reports_why_a_game_was_refused_in_the_interfaces_language(tmp_path, french):
    """The tester's import in French listed "'zz99' is neither SAN (e.g. 'Hc3', …) nor UCI …" in English."""
    from janggi_desktop.library import Library, import_files
    from janggi_desktop.ui.record_faults import refusal_text

    good = '[Event "a"]\n\n1. Hc3 Hc8 *\n\n'
    path = tmp_path / "bad.pgn"
    path.write_text(good + '[Event "b"]\n\n1. Hc3 zz99 *\n\n' + '[Event "c"]\n[Oops\n\n1. Hc3 *\n', encoding="utf-8")
    with Library.open(tmp_path / "library.sqlite3") as lib:
        report = import_files(lib, [path])
    assert report.imported == 1 and len(report.refusals) == 2
    texts = [refusal_text(r) for r in report.refusals]
    assert texts[0] == (f"{path}, partie 2\u00a0: coup 1...\u00a0: 'zz99' n’est ni en SAN (p.\u00a0ex. 'Hc3', "
                        "'Rxe9+', passer 'Ke2') ni en UCI (p.\u00a0ex. 'b1c3')")
    assert texts[1].startswith(f"{path}, partie 3\u00a0: '[Oops'\u00a0: balise mal formée")
    assert "game" not in " ".join(texts) and "SAN (e.g." in str(report.refusals[0])  # the CLI's stays English


def test_a_reason_without_a_template_stays_english(tmp_path, french):
    from janggi_desktop.library import Refusal
    from janggi_desktop.records import RecordError
    from janggi_desktop.ui.record_faults import refusal_text

    error = RecordError("more than 2,000 plies in one game", path="x.pgn", game=4)
    assert refusal_text(Refusal("x.pgn", 4, error.reason, error)) == ("x.pgn, partie 4\u00a0: more than 2,000 plies in "
                                                                      "one game")
    assert refusal_text(Refusal("x.pgn", None, "why")) == "x.pgn: why"  # no error kept: its English line


@pytest.fixture
def korean(qapp):
    i18n.install_translators(qapp, "ko")
    yield qapp
    i18n.install_translators(qapp, "en")


def test_a_refused_move_is_named_as_the_window_names_moves_in_korean(tmp_path, korean):
    """A record starting with Han to move, refused at its first move, read "1... 수" in Korean (the record's
    PGN number and a word); the window names that move "1회 한" (the review's "1회 한 · …"), Cho's "1회 초",
    and a .gib's ply number "2수"."""
    from janggi_desktop.library import Library, import_files
    from janggi_desktop.ui.record_faults import refusal_text

    han_first = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/1PP1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1"
    path = tmp_path / "bad.pgn"
    path.write_text(f'[Event "a"]\n[FEN "{han_first}"]\n\n1... zz99 *\n\n[Event "b"]\n\n1. zz99 *\n',
                    encoding="utf-8")
    gib = tmp_path / "bad.gib"
    gib.write_text('[대국결과 "한 완승"]\n\n1. 71졸72 2. 11차19 3. 73졸74\n', encoding="utf-8")
    with Library.open(tmp_path / "library.sqlite3") as lib:
        report = import_files(lib, [path, gib])
    texts = [refusal_text(r) for r in report.refusals]
    assert len(texts) == 3 and not any("... 수" in t or ". 수" in t for t in texts), texts
    assert texts[0].startswith(f"{path}, 1번째 대국: 1회 한: 'zz99': SAN(")
    assert texts[1].startswith(f"{path}, 2번째 대국: 1회 초: 'zz99': SAN(")
    assert texts[2].startswith(f"{gib}, 1번째 대국: 2수, '11차19': "), texts[2]
