"""Record files dropped on the windows (one opens, several or a folder import) and the bar offering to keep an
opened record in the library (Add / Always / Not now; a game the library has is not offered)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from janggi_desktop.library import Library, game_count, search
from janggi_desktop.records import save_games
from janggi_desktop.ui.settings import SettingsStore

from ..library.helpers import random_records


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(d))
    return d


@pytest.fixture
def files(tmp_path):
    """Three one-game records and a folder of two files of five games each."""
    records = random_records(13, 24, seed=21)
    singles = []
    for i, rec in enumerate(records[:3]):
        path = tmp_path / f"game{i}.pgn"
        save_games(path, [rec])
        singles.append(path)
    folder = tmp_path / "club"
    folder.mkdir()
    save_games(folder / "a.pgn", records[3:8])
    save_games(folder / "b.gib", records[8:13])
    (folder / "notes.txt").write_text("not a record")
    return singles, folder


def library_count(data_dir):
    if not (data_dir / "library.sqlite3").exists():
        return 0
    with Library.open(data_dir / "library.sqlite3") as lib:
        return game_count(lib)


def drag(widget, paths, *, drop=True):
    """Drag ``paths`` onto ``widget`` (and drop them): whether the drag was accepted."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) if not str(p).startswith("http") else QUrl(str(p)) for p in paths])
    centre = QPointF(widget.rect().center())
    enter = QDragEnterEvent(centre.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, enter)
    if enter.isAccepted() and drop:
        QApplication.sendEvent(widget, QDropEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                                                  Qt.KeyboardModifier.NoModifier))
    return enter.isAccepted()


def test_one_record_dropped_on_the_window_opens_and_is_offered_to_the_library(qtbot, make_window, data_dir, files):
    singles, _folder = files
    w = make_window()
    assert drag(w, singles[:1])
    assert len(w.game.moves) > 0 and w.driver.reviewing  # opened as File → Open would
    offer = w.library.offer
    qtbot.waitUntil(lambda: offer is not None and offer.isVisible())
    assert library_count(data_dir) == 0  # only offered
    offer.add_button.click()
    assert not offer.isVisible() and library_count(data_dir) == 1
    assert "added to the library" in w.statusBar().currentMessage()
    w.records.open_file(singles[0])  # the library has it now: not offered again
    assert not offer.isVisible() and library_count(data_dir) == 1
    w.records.open_file(singles[1])
    assert offer.isVisible()
    offer.later_button.click()
    assert not offer.isVisible() and library_count(data_dir) == 1
    w.records.open_file(singles[2])
    assert offer.isVisible()
    w.games.new_game()  # another game on the board: the question about the record goes with it
    assert not offer.isVisible()


def test_always_adds_every_later_record_and_is_remembered(qtbot, make_window, data_dir, files, config_dir):
    singles, _folder = files
    w = make_window()
    w.records.open_file(singles[0])
    assert w.library.offer.isVisible() and not w.actions.add_opened_action.isChecked()
    w.library.offer.always_button.click()
    assert library_count(data_dir) == 1 and w.actions.add_opened_action.isChecked()
    assert SettingsStore(config_dir).load()[0].add_opened_records
    w.records.open_file(singles[1])  # added without a question
    assert not w.library.offer.isVisible() and library_count(data_dir) == 2
    w.actions.add_opened_action.trigger()  # File → Add opened records…: off again
    assert not SettingsStore(config_dir).load()[0].add_opened_records
    w.records.open_file(singles[2])
    assert w.library.offer.isVisible() and library_count(data_dir) == 2


def test_a_game_the_library_has_is_not_offered(qtbot, make_window, data_dir, files):
    singles, _folder = files
    from janggi_desktop.library import add_record
    from janggi_desktop.records import load_file

    with Library.open(data_dir / "library.sqlite3") as lib:
        add_record(lib, load_file(singles[1])[0][0])
    w = make_window()
    assert w.records.open_file(singles[1])
    assert w.library.offer is None  # the library has that game: the duplicate rule recognises it
    w.records.open_file(singles[0])
    assert w.library.offer.isVisible()
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert [g.source for g in search(lib)] == [str(singles[1])]


def test_a_record_opened_at_start_up_is_offered_after_the_first_frame(qtbot, data_dir, files, config_dir):
    from janggi_desktop.ui.main_window import MainWindow

    singles, _folder = files
    w = MainWindow(SettingsStore(config_dir))
    qtbot.addWidget(w)
    assert w.records.open_file(singles[0])  # as `janggi-desktop game.pgn` does, before the window shows
    assert w.library.offer is None and w.library.library is None  # the library is not even opened yet
    w.show()
    qtbot.waitUntil(lambda: w.started)
    assert w.library.offer is not None and w.library.offer.isVisible()
    w.close()


def test_several_files_or_a_folder_dropped_are_imported(qtbot, make_window, data_dir, files):
    singles, folder = files
    w = make_window()
    before = [m.uci for m in w.game.moves]
    library = w.game_library()
    with qtbot.waitSignal(library.imported, timeout=30000) as done:
        assert drag(w, [folder, singles[0]])
    report = done.args[0]
    assert (report.imported, report.duplicates, len(report.refusals)) == (11, 0, 0)
    library.wait_import()
    assert library_count(data_dir) == 11 and [m.uci for m in w.game.moves] == before  # nothing opened
    assert w.library.offer is None


def test_a_drop_on_the_library_window_imports_even_one_file(qtbot, make_window, data_dir, files):
    singles, _folder = files
    w = make_window()
    w.show_library_window()
    win = w.library_window()
    library = w.game_library()
    with qtbot.waitSignal(library.imported, timeout=30000):
        assert drag(win, singles[:1])
    library.wait_import()
    assert library_count(data_dir) == 1
    qtbot.waitUntil(lambda: win.table.model().total == 1, timeout=10000)


def test_other_things_dragged_are_refused(qtbot, make_window, data_dir, tmp_path):
    w = make_window()
    picture = tmp_path / "board.png"
    picture.write_bytes(b"\x89PNG")
    assert not drag(w, [picture])
    assert not drag(w, ["https://example.org/game.pgn"])
    assert not drag(w.library_window(), [picture])
    assert w.game.moves == [] and library_count(data_dir) == 0


def test_a_second_import_while_one_runs_is_refused_and_said(qtbot, make_window, data_dir, files):
    singles, folder = files
    w = make_window()
    library = w.game_library()
    with qtbot.waitSignal(library.imported, timeout=30000):
        assert library.import_paths([str(folder)])
        assert not library.import_paths([str(singles[0])])  # the first one's thread is still there
        assert "already running" in w.statusBar().currentMessage()
    library.wait_import()
    assert library_count(data_dir) == 10
