"""Errors of the Qt-free layers shown in the interface's language: every template the rules and the clock
raise is declared for translation, and a message is translated with its values, nested reasons included."""

from __future__ import annotations

import ast
import re
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


def raised_templates(error_name: str, *folders: str, root: Path = PACKAGE) -> set[str]:
    """The first argument of every ``error_name(...)`` call in the package's ``folders`` (under ``root``), each
    of which must be a template (a string constant: an f-string or a message made elsewhere could not be
    declared)."""
    out = set()
    for folder in folders:
        for path in (root / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == error_name:
                    template = node.args[0] if node.args else None
                    assert isinstance(template, ast.Constant) and isinstance(template.value, str), (
                        f"{path.name}:{node.lineno}: {error_name} without a template")
                    out.add(template.value)
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


#: The errors a record can be refused with, by the folders that raise them, and how many templates each has
#: at least (a scan that finds none is broken).
RECORD_ERRORS = [
    ("RecordFault", ("records", "library"), 20),  # the readers' own reasons and limits
    ("SanError", ("records",), 6),
    ("MoveTextFault", ("rules", "records"), 12),  # the .gib reader's move text, UCI and Korean squares
    ("IllegalMoveError", ("rules", "records", "play", "training"), 6),
    ("UnknownRuleSetError", ("rules", "records"), 2),
    ("ArrangementError", ("rules", "records"), 2),
]


@pytest.mark.parametrize(("error", "folders", "least"), RECORD_ERRORS)
def test_every_reason_a_record_is_refused_with_is_declared_for_translation(error, folders, least):
    from janggi_desktop.ui.record_faults import RECORD_FAULTS

    # a template that is one field only ("{reason}": another error's message) has nothing to translate
    templates = {t for t in raised_templates(error, *folders) if not re.fullmatch(r"\{\w+\}", t)}
    assert len(templates) >= least
    assert templates <= set(RECORD_FAULTS), sorted(templates - set(RECORD_FAULTS))


def test_the_declaration_test_sees_an_undeclared_or_unwritten_template(tmp_path):
    """The scan above fails on a template raised but not declared, and on a message that is not a template."""
    from janggi_desktop.ui.record_faults import RECORD_FAULTS

    (tmp_path / "fake").mkdir()
    (tmp_path / "fake" / "reader.py").write_text('raise RecordFault("more than {count:,} rooks", count=3)\n')
    assert raised_templates("RecordFault", "fake", root=tmp_path) == {"more than {count:,} rooks"}
    assert not raised_templates("RecordFault", "fake", root=tmp_path) <= set(RECORD_FAULTS)
    (tmp_path / "fake" / "reader.py").write_text('raise RecordFault(f"more than {n:,} rooks")\n')
    with pytest.raises(AssertionError, match="without a template"):
        raised_templates("RecordFault", "fake", root=tmp_path)


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


GIB_GAME = '[초차림 "상마상마"]\n[한차림 "상마상마"]\n\n'
#: Real bad files as a new user met them: .gib moves that do not fit the board, a PGN whose FEN tag, rule set or
#: moves the rules refuse, a game longer than the limit.
BAD_FILES = {
    "club.gib": (GIB_GAME + "1. 71졸72 2. 49병48\n\n" + GIB_GAME + "1. 71졸72 2. 49병48 3. 08마88\n\n"
                 + GIB_GAME + "1. 71한졸72\n\n" + GIB_GAME + "1. 71졸72 2. 49병48 3. 08뭐87\n\n"
                 + '[초차림 "뭐뭐뭐뭐"]\n\n1. 71졸72\n'),
    "study.pgn": ('[Event "fen"]\n[FEN "9/9/9/9/9/9/9/9/9/9 w - - 0 1"]\n\n1. Hc3 *\n\n'
                  '[Event "over"]\n[FEN "4k4/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"]\n\n1... Ke9 *\n\n'
                  '[Event "rules"]\n[RuleSet "blitz9"]\n\n1. Hc3 *\n'),
    "long.pgn": '[Event "long"]\n\n' + "Hc3 Hc8 Hb1 Hb10 " * 2501 + "*\n",
}


def import_bad_files(folder, monkeypatch):
    """The report's lines and the report of importing :data:`BAD_FILES` (named without a folder: a line is cut
    at MAX_MESSAGE characters)."""
    from janggi_desktop.library import Library, import_files
    from janggi_desktop.ui.record_faults import refusal_text

    monkeypatch.chdir(folder)
    for name, text in BAD_FILES.items():
        Path(name).write_text(text, encoding="utf-8")
    with Library.open(Path("library.sqlite3")) as lib:
        report = import_files(lib, list(BAD_FILES))
    assert report.imported == 1 and len(report.refusals) == 8
    return [refusal_text(r) for r in report.refusals], report


@pytest.mark.parametrize("lang", ["fr", "ko"])
def test_real_bad_files_are_refused_in_the_interfaces_language(tmp_path, monkeypatch, qapp, lang):
    """The rules' refusals, the .gib reader's move errors, a bad FEN tag, the game's end and the limits: the
    tester's French import listed them all in English."""
    board = "rbna1abnr/4k4/1c5c1/p1p1p1pp1/9/9/1PP1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 2 2"
    names = "standard, youzai, janggi, janggitraditional, janggimodern, janggicasual"
    i18n.install_translators(qapp, lang)
    try:
        texts, report = import_bad_files(tmp_path, monkeypatch)
    finally:
        i18n.install_translators(qapp, "en")
    nb = "\u00a0"
    expected = {
        "fr": [
            f"club.gib, partie 2{nb}: coup 3, '08마88'{nb}: h1h3 n’est pas un coup légal pour Cho dans {board}",
            f"club.gib, partie 3{nb}: coup 1, '71한졸72'{nb}: le coup est marqué pour Han mais c’est à Cho de jouer",
            f"club.gib, partie 4{nb}: coup 3, '08뭐87'{nb}: nom de pièce inconnu '뭐'",
            f"club.gib, partie 5{nb}: position de départ incorrecte{nb}: disposition inconnue '뭐뭐뭐뭐'{nb}; attendu "
            "l’une de 마상상마, 상마마상, 상마상마, 마상마상",
            f"study.pgn, partie 1{nb}: '9/9/9/9/9/9/9/9/9/9 w - - 0 1'{nb}: balise FEN incorrecte{nb}: Le FEN a 0 "
            f"généraux pour Cho («{nb}K{nb}»){nb}; il en faut exactement 1",
            f"study.pgn, partie 2{nb}: coup 1...{nb}: 'Ke9'{nb}: la partie est déjà terminée "
            f"(victoire de Cho{nb}: mat)",
            f"study.pgn, partie 3{nb}: règles inconnues 'blitz9'{nb}; attendu l’une de{nb}: {names}",
            f"long.pgn, partie 1{nb}: plus de 10\u202f000{nb}demi-coups dans une partie",
        ],
        "ko": [
            f"club.gib, 2번째 대국: 3수, '08마88': h1h3: {board}에서 초가 둘 수 있는 수가 아닙니다",
            "club.gib, 3번째 대국: 1수, '71한졸72': 한의 수로 기록되었지만 초 차례입니다",
            "club.gib, 4번째 대국: 3수, '08뭐87': 알 수 없는 기물 이름 '뭐'",
            "club.gib, 5번째 대국: 잘못된 시작 국면: 알 수 없는 차림 '뭐뭐뭐뭐'. 다음 중 하나여야 합니다: "
            "마상상마, 상마마상, 상마상마, 마상마상",
            "study.pgn, 1번째 대국: '9/9/9/9/9/9/9/9/9/9 w - - 0 1': 잘못된 FEN 태그: "
            "FEN에 초의 궁('K')이 0개 있습니다. 정확히 1개여야 합니다",
            "study.pgn, 2번째 대국: 1회 한: 'Ke9': 대국이 이미 끝났습니다 (초 승리: 외통수)",
            f"study.pgn, 3번째 대국: 알 수 없는 규칙 'blitz9'. 다음 중 하나여야 합니다: {names}",
            "long.pgn, 1번째 대국: 한 대국이 10,000수를 넘습니다",
        ],
    }[lang]
    assert texts == expected
    # the command line and the logs keep the English
    assert [str(r).split(": ", 1)[1] for r in report.refusals[-2:]] == [
        f"unknown rule set 'blitz9'; expected one of: {names}", "more than 10,000 plies in one game"]


def test_english_refusals_read_as_the_command_lines(tmp_path, monkeypatch, qapp):
    """With no translation the window's line is the CLI's (the game's end names the side as the window does)."""
    from janggi_desktop.ui.record_faults import refusal_text

    texts, report = import_bad_files(tmp_path, monkeypatch)
    assert [refusal_text(r) for r in report.refusals if "over" not in r.reason] == [
        str(r) for r in report.refusals if "over" not in r.reason]
    assert texts[5] == "study.pgn, game 2: move 1...: 'Ke9': the game is already over (Cho wins: checkmate)"
    assert str(report.refusals[5]).endswith("the game is already over (cho wins by checkmate)")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "Han wins: bikjang (facing generals); points Cho 72 · Han 73.5"),
    ("fr", "victoire de Han\u00a0: bikjang (généraux face à face)\u00a0; points Cho 72 · Han 73.5"),
    ("ko", "한 승리: 빅장; 점수 초 72 · 한 73.5"),
])
def test_an_outcome_inside_a_reason_is_in_the_interfaces_language(qapp, lang, words):
    from janggi_desktop.records import SanError
    from janggi_desktop.rules import Outcome, Termination
    from janggi_desktop.ui.record_faults import CONTEXT

    error = SanError("{text}: the game is already over ({outcome})", text="'Hc3'",
                     outcome=Outcome("han", Termination.BIKJANG, points=(72.0, 73.5)))
    i18n.install_translators(qapp, lang)
    try:
        assert translated_error(error, CONTEXT).endswith(f"({words})")
    finally:
        i18n.install_translators(qapp, "en")


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "big.pgn: cannot read the file: the file is too large (over 16 MB)"),
    ("fr", "big.pgn\u00a0: impossible de lire le fichier\u00a0: le fichier est trop volumineux (plus de 16\u00a0Mo)"),
    ("ko", "big.pgn: 파일을 읽을 수 없습니다: 파일이 16MB를 넘습니다"),
])
def test_a_file_over_the_size_limit_is_refused_in_the_interfaces_language(tmp_path, monkeypatch, qapp, lang, line):
    from janggi_desktop.library import Library, import_files
    from janggi_desktop.records import MAX_FILE_BYTES
    from janggi_desktop.ui.record_faults import refusal_text

    monkeypatch.chdir(tmp_path)
    with open("big.pgn", "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # (sparse: the size is refused before a byte is read)
    i18n.install_translators(qapp, lang)
    try:
        with Library.open(Path("library.sqlite3")) as lib:
            [refusal] = import_files(lib, ["big.pgn"]).refusals
        assert refusal_text(refusal) == line
    finally:
        i18n.install_translators(qapp, "en")
    assert str(refusal) == "big.pgn: cannot read the file: the file is too large (over 16 MB)"


def test_a_refused_move_in_play_is_said_in_the_interfaces_language(qapp, make_window):
    """A move the rules refuse while playing (here given to the window's play_move, as the opening explorer's
    choice of a library move can be in another rule set's game) is said in the status line in French, not in
    the rules' English."""
    from janggi_desktop.rules import Move

    w = make_window()
    i18n.install_translators(qapp, "fr")
    try:
        assert not w.play_move(Move.from_uci("a1a5"))  # the chariot is blocked by its own soldier on a4
        message = w.statusBar().currentMessage()
    finally:
        i18n.install_translators(qapp, "en")
    assert w.game.moves == []
    assert "is not a legal move" not in message and "a1a5" in message
    assert message.startswith("a1a5 n’est pas un coup légal pour Cho"), message
