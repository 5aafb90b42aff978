"""The window and the game library: a finished game and an abandoned one are kept, File → Import games…
imports with progress and Cancel, a library that cannot be used is a status-line message and play goes on."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QPushButton

from janggi_desktop.library import Library, game_count, search
from janggi_desktop.records import dumps, save_games
from janggi_desktop.rules import Move

from ..library.helpers import random_records
from .app_helpers import vs_engine


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(d))
    return d


def stored(data_dir):
    with Library.open(data_dir / "library.sqlite3") as lib:
        return [(g.result, g.plies, g.cho, g.han) for g in search(lib)], lib.query(
            "SELECT cho_kind, han_kind, han_detail, termination FROM games ORDER BY id")


def test_a_finished_game_is_kept_once(qtbot, make_window, data_dir):
    w = make_window()
    for m in ("c4c5", "c7c6"):
        w.play_move(Move.from_uci(m))
    with qtbot.waitSignal(w.game_library().game_kept):
        w.actions.resign_action.trigger()
    games, rows = stored(data_dir)
    assert games == [("0-1", 2, "", "")]
    assert rows == [("person", "person", None, "resignation")]
    w.actions.undo_action.trigger()  # takes back the resignation
    w.actions.resign_action.trigger()  # the same game again: not a second copy
    assert len(stored(data_dir)[0]) == 1


def test_a_game_against_the_computer_keeps_the_level(qtbot, make_window, data_dir):
    w = make_window()
    w.games.start_game(w.game.copy(), vs_engine("cho", 3))
    w.play_move(Move.from_uci("c4c5"))
    qtbot.waitUntil(lambda: len(w.game.moves) == 2, timeout=20000)
    w.actions.resign_action.trigger()
    _, rows = stored(data_dir)
    assert rows[0][:3] == ("person", "level", "3")


def test_an_abandoned_game_is_kept_unfinished(qtbot, make_window, data_dir):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    w.games.new_game()
    games, _ = stored(data_dir)
    assert games == [("*", 1, "", "")]


def test_import_games_with_progress_and_refusals(qtbot, make_window, data_dir, tmp_path):
    records = random_records(12, 30, seed=3)
    save_games(tmp_path / "a.pgn", records)
    text = (tmp_path / "a.pgn").read_text().replace("1. ", "1. Zz9 ", 1)
    (tmp_path / "bad.pgn").write_text(text)
    w = make_window()
    library = w.game_library()
    with qtbot.waitSignal(library.imported, timeout=60000) as done:
        library.import_paths([str(tmp_path / "bad.pgn")])
    report = done.args[0]
    assert (report.imported, report.duplicates, len(report.refusals), report.cancelled) == (11, 0, 1, False)
    assert "Imported 11 games, 0 duplicates, 1 refused" in w.statusBar().currentMessage()
    assert library.report_box is not None and "Zz9" in library.report_box.detailedText()
    # ... and in the box itself: "These games could not be read:" ended on nothing (seen under Xvfb)
    assert "Zz9" in library.report_box.informativeText()
    library.wait_import()
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert game_count(lib) == 11


@pytest.mark.parametrize(("lang", "summary", "refused"), [
    ("en", "Imported 1 game, 1 duplicate, 1 refused", "bad.pgn, game 3: move 1.: 'Zz9' is neither SAN"),
    ("fr", "1 partie importée, 1 doublon, 1 refusée", "bad.pgn, partie 3\u00a0: coup 1.\u00a0: 'Zz9' n’est ni en SAN"),
    ("ko", "1판 가져옴, 중복 1판, 거부 1판", "bad.pgn, 3번째 대국: 1회 초: 'Zz9': SAN(예:"),
])
def test_the_import_summary_counts_in_the_interfaces_language(qtbot, make_window, data_dir, tmp_path, monkeypatch,
                                                               lang, summary, refused):
    """"Imported 1 games, 1 duplicates": each count takes its own number, in English, French and Korean."""
    from PySide6.QtCore import QCoreApplication

    from janggi_desktop.ui import i18n

    game = '[Event "a"]\n\n1. Hc3 Hc8 *\n\n'
    monkeypatch.chdir(tmp_path)  # the report names the file as it was given
    (tmp_path / "bad.pgn").write_text(game + game + '[Event "b"]\n\n1. Zz9 *\n', encoding="utf-8")
    i18n.install_translators(QCoreApplication.instance(), lang)
    try:
        library = make_window().game_library()
        with qtbot.waitSignal(library.imported, timeout=60000):
            library.import_paths(["bad.pgn"])
        assert library.report_box is not None and library.report_box.text() == summary
        assert library.report_box.informativeText().split("\n")[1].startswith(refused)
        library.wait_import()
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")


def test_cancel_keeps_what_was_imported(qtbot, make_window, data_dir, tmp_path):
    text = dumps(random_records(20, 30, seed=4), "pgn")
    (tmp_path / "many.pgn").write_text("".join(text.replace('[White "', f'[White "{i}') for i in range(100)))
    w = make_window()
    library = w.game_library()
    with qtbot.waitSignal(library.imported, timeout=60000) as done:
        library.import_paths([str(tmp_path / "many.pgn")])
        qtbot.waitUntil(lambda: library.progress is not None
                        and re.match(r"[1-9]\d* games? imported", library.progress.labelText()) is not None,
                        timeout=20000)
        library.progress.findChild(QPushButton).click()  # the dialog's Cancel button
    report = done.args[0]
    assert report.cancelled and 0 < report.imported < 2000
    assert "Import cancelled" in w.statusBar().currentMessage()
    library.wait_import()
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert game_count(lib) == report.imported


def test_a_library_that_cannot_be_used_is_a_message_and_play_goes_on(qtbot, make_window, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(blocker / "data"))
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    w.actions.resign_action.trigger()
    assert "could not be kept in the library" in w.statusBar().currentMessage()
    w.actions.undo_action.trigger()
    assert w.play_move(Move.from_uci("c7c6"))  # play goes on


def test_import_a_folder_from_the_file_menu(qtbot, make_window, data_dir, tmp_path, monkeypatch):
    """File → Import a folder…: the games of every record file under a folder (seen under Xvfb: File → Import
    games… picks files only, so a collection's folder could only be dropped on the window)."""
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "collection"
    (folder / "2024").mkdir(parents=True)
    save_games(folder / "a.pgn", random_records(3, 20, seed=5))
    save_games(folder / "2024" / "b.pgn", random_records(4, 20, seed=6))
    (folder / "notes.txt").write_text("not a record")
    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *args, **kw: asked.append(args) or str(folder)))
    w = make_window()
    library = w.game_library()
    assert w.actions.import_folder_action in w.menuBar().actions()[0].menu().actions()
    with qtbot.waitSignal(library.imported, timeout=60000) as done:
        w.actions.import_folder_action.trigger()
    assert asked and done.args[0].imported == 7
    library.wait_import()
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert game_count(lib) == 7
