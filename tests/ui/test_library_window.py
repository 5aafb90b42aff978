"""File → Library…: the table lists the library's games a page at a time, filters as you type, sorts, opens a
game in review, deletes with undo, exports the selection, and finds the games reaching the board's position."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from janggi_desktop.library import Library, add_record, fen_key, game_count, games_reaching, search, tags_of
from janggi_desktop.records import load_games
from janggi_desktop.ui.library.games_model import TABLE_COLUMNS

from ..library.helpers import random_records

GAMES = 700  # more than two pages of the table


@pytest.fixture(scope="module")
def records():
    recs = random_records(GAMES, 12, seed=11)
    for i, rec in enumerate(recs):
        rec.tags["Date"] = f"20{10 + i % 15}.{1 + i % 12:02d}.01"
        rec.tags["Event"] = "Spring open" if i % 50 == 0 else "Club night"
    return recs


@pytest.fixture
def data_dir(tmp_path, monkeypatch, records):
    d = tmp_path / "data"
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(d))
    with Library.open(d / "library.sqlite3") as lib:
        for rec in records:
            add_record(lib, rec)
    return d


def library_games(data_dir):
    with Library.open(data_dir / "library.sqlite3") as lib:
        return search(lib)


def shown_ids(win, qtbot):
    """Every game of the list, its pages read (on the model's thread) as if scrolled to the end."""
    model = win.table.model()
    while True:
        qtbot.waitUntil(lambda: not model.loading, timeout=10000)
        if not model.canFetchMore(win.table.rootIndex()):
            return [model.game_id(r) for r in range(model.rowCount())]
        model.fetchMore(win.table.rootIndex())


@pytest.fixture
def window(qtbot, make_window, data_dir):
    w = make_window()
    w.actions.library_action.trigger()
    win = w.library_window()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.table.model().total is not None, timeout=10000)
    return w, win


def test_lists_the_games_a_page_at_a_time(qtbot, window, data_dir):
    _w, win = window
    model = win.table.model()
    qtbot.waitUntil(lambda: model.total is not None)
    games = library_games(data_dir)
    assert 0 < model.rowCount() < len(games)  # only the first page(s), not all 700
    assert model.canFetchMore(win.table.rootIndex())
    assert shown_ids(win, qtbot) == [g.id for g in games]
    assert str(len(games)) in win.count_label.text()
    first = games[0]
    row = [model.index(0, c).data() for c in range(len(TABLE_COLUMNS))]
    assert row[TABLE_COLUMNS.index("cho")] == first.cho and row[TABLE_COLUMNS.index("plies")] == str(first.plies)


def test_filters_as_you_type_by_result_and_rule_set(qtbot, window, data_dir):
    _w, win = window
    games = library_games(data_dir)
    win.set_filter_text("spring")
    qtbot.waitUntil(lambda: len(shown_ids(win, qtbot)) < len(games))
    assert shown_ids(win, qtbot) == [g.id for g in games if g.event == "Spring open"]
    win.set_filter_text("")
    win.apply_filters()
    win.set_result("0-1")
    assert shown_ids(win, qtbot) == [g.id for g in games if g.result == "0-1"]
    win.set_ruleset("janggimodern")
    assert shown_ids(win, qtbot) == []
    qtbot.waitUntil(lambda: win.table.model().total == 0)
    assert "0" in win.count_label.text()


def test_sorts_by_a_clicked_column(qtbot, window, data_dir):
    _w, win = window
    games = library_games(data_dir)
    header = win.table.horizontalHeader()
    column = TABLE_COLUMNS.index("plies")
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=header.rect().topLeft() + type(header.rect().topLeft())(
                         header.sectionViewportPosition(column) + 5, 5))
    first = [g.plies for g in games]
    plies = [int(win.table.model().index(r, column).data()) for r in range(len(shown_ids(win, qtbot)))]
    assert plies in (sorted(first), sorted(first, reverse=True))
    win.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    ids = shown_ids(win, qtbot)
    by_id = {g.id: g for g in games}
    assert [by_id[i].plies for i in ids] == sorted(first, reverse=True)
    assert ids == [g.id for g in sorted(games, key=lambda g: (-g.plies, -g.id))]


def test_a_double_click_opens_the_game_in_review(qtbot, window, data_dir, records):
    w, win = window
    index = win.table.model().index(3, TABLE_COLUMNS.index("cho"))
    win.table.doubleClicked.emit(index)
    game = library_games(data_dir)[3]
    opened = [m.uci for m in w.game.moves]
    want = next(r for r in records if r.tags["White"] == game.cho and len(r.moves) == game.plies
                and r.tags["Date"] == game.date)
    assert opened == [m.uci for m in want.moves] and w.driver.reviewing


def test_delete_with_undo(qtbot, window, data_dir):
    _w, win = window
    before = library_games(data_dir)
    win.select_rows([0, 2])
    win.delete_button.click()
    assert game_count_at(data_dir) == len(before) - 2
    assert before[0].id not in shown_ids(win, qtbot)
    win.undo_button.click()
    after = library_games(data_dir)
    assert len(after) == len(before)
    assert sorted((g.cho, g.han, g.plies, g.result) for g in after) == sorted(
        (g.cho, g.han, g.plies, g.result) for g in before)
    assert not win.undo_button.isEnabled()


def game_count_at(data_dir):
    with Library.open(data_dir / "library.sqlite3") as lib:
        return game_count(lib)


def test_exports_the_selection(qtbot, window, data_dir, tmp_path):
    _w, win = window
    win.select_rows([0, 1, 5])
    assert win.export_selected(str(tmp_path / "three.gib")) == 3
    games = load_games(tmp_path / "three.gib")
    shown = library_games(data_dir)
    assert [len(g.moves) for g in games] == [shown[i].plies for i in (0, 1, 5)]
    win.select_rows([4])
    assert win.export_selected(str(tmp_path / "one")) == 1 and (tmp_path / "one.pgn").exists()


def test_games_reaching_the_position_on_the_board(qtbot, window, data_dir):
    w, win = window
    games = library_games(data_dir)
    win.open_game(games[0].id)
    w.driver.go_to(2)  # after the game's second move
    win.position_box.setChecked(True)
    ids = shown_ids(win, qtbot)
    assert 0 < len(ids) < len(games)
    with Library.open(data_dir / "library.sqlite3") as lib:  # checked against a brute-force count in tests/library
        assert ids == games_reaching(lib, fen_key(w.driver.shown_game.fen()))
    w.driver.go_to(4)  # the list follows the board while the box is ticked
    four = shown_ids(win, qtbot)
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert four == games_reaching(lib, fen_key(w.driver.shown_game.fen())) and len(four) < len(ids)
    win.position_box.setChecked(False)
    assert len(shown_ids(win, qtbot)) == len(games)


def favourites_at(data_dir):
    with Library.open(data_dir / "library.sqlite3") as lib:
        return [g.id for g in search(lib) if g.favourite]


def click_star(qtbot, win, row):
    column = TABLE_COLUMNS.index("favourite")
    rect = win.table.visualRect(win.table.model().index(row, column))
    qtbot.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_a_click_on_the_star_or_ctrl_d_marks_favourites_and_the_filter_shows_them(qtbot, window, data_dir):
    _w, win = window
    games = library_games(data_dir)
    model = win.table.model()
    star = TABLE_COLUMNS.index("favourite")
    assert model.index(1, star).data() == "\u2606"
    click_star(qtbot, win, 1)
    assert favourites_at(data_dir) == [games[1].id] and model.index(1, star).data() == "\u2605"
    win.select_rows([3, 4])
    win.table.setFocus()
    qtbot.keyClick(win.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert favourites_at(data_dir) == [games[1].id, games[3].id, games[4].id]
    win.select_rows([1, 3])
    qtbot.keyClick(win.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # all were: now none is
    assert favourites_at(data_dir) == [games[4].id]
    click_star(qtbot, win, 1)
    win.favourites_box.setChecked(True)
    assert shown_ids(win, qtbot) == [games[1].id, games[4].id]
    click_star(qtbot, win, 0)  # unmarked in the filtered list too
    assert favourites_at(data_dir) == [games[4].id]
    win.apply_filters()
    qtbot.waitUntil(lambda: win.table.model().total == 1)
    assert win.count_label.text() == "1 game"  # not '1 games'
    win.favourites_box.setChecked(False)
    assert len(shown_ids(win, qtbot)) == len(games)


def test_tags_for_the_selection_with_completion_filter_and_undo(qtbot, window, data_dir):
    _w, win = window
    games = library_games(data_dir)
    tags_column = TABLE_COLUMNS.index("tags")
    win.select_rows([0, 1, 2])
    qtbot.keyClick(win.table, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = win.tags_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.keyClicks(dialog.new_box, "elephant opening")
    qtbot.keyClick(dialog.new_box, Qt.Key.Key_Return)  # added to the list, ticked; the box stays open
    assert dialog.isVisible() and dialog.item("elephant opening").checkState() == Qt.CheckState.Checked
    dialog.set_checked("to study", True)
    dialog.accept()
    assert win.table.model().index(1, tags_column).data() == "elephant opening, to study"
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert [tags_of(lib, g.id) for g in games[:4]] == [["elephant opening", "to study"]] * 3 + [[]]
    # the second time: the library's tags are offered as one types, a tag on some of the games is half-ticked
    win.select_rows([2, 3])
    win.tags_button.click()
    dialog = win.tags_dialog
    assert dialog.item("to study").checkState() == Qt.CheckState.PartiallyChecked
    completer = dialog.new_box.completer()
    completer.setCompletionPrefix("STU")
    assert completer.currentCompletion() == "to study"
    dialog.set_checked("elephant opening", False)
    dialog.accept()
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert [tags_of(lib, g.id) for g in games[:4]] == [["elephant opening", "to study"]] * 2 + [["to study"], []]
    assert [win.tag_box.itemText(i) for i in range(win.tag_box.count())][1:] == ["elephant opening (2)",
                                                                                "to study (3)"]
    win.set_tag_filter("elephant opening")
    assert shown_ids(win, qtbot) == [games[0].id, games[1].id]
    # read back from the library with the page (on the model's thread), not only shown in place
    assert [win.table.model().index(r, tags_column).data() for r in range(2)] == ["elephant opening, to study"] * 2
    # a delete keeps them for its undo
    win.select_rows([0])
    click_star(qtbot, win, 0)
    win.delete_selected()
    assert shown_ids(win, qtbot) == [games[1].id]
    win.undo_delete()
    ids = shown_ids(win, qtbot)
    assert len(ids) == 2 and games[0].id not in ids  # back with a new id, its tag and its star
    back = max(ids)
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert tags_of(lib, back) == ["elephant opening", "to study"]
    assert back in favourites_at(data_dir)
    win.set_tag_filter(None)
    with pytest.raises(ValueError, match="no game has the tag 'nothing'"):
        win.set_tag_filter("nothing")


def test_the_tags_box_cancelled_changes_nothing(qtbot, window, data_dir):
    _w, win = window
    win.select_rows([0])
    win.edit_tags()
    win.tags_dialog.set_checked("kept?", True)
    win.tags_dialog.reject()
    assert win.tags_dialog.result() == QDialog.DialogCode.Rejected
    with Library.open(data_dir / "library.sqlite3") as lib:
        assert tags_of(lib, library_games(data_dir)[0].id) == []
    assert win.tag_box.count() == 1


def test_escape_closes_the_window(qtbot, window):
    _w, win = window
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.table.setFocus()
    qtbot.keyClick(win.table, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not win.isVisible())


def test_the_window_fits_a_small_screen(qtbot, window):
    """Seen under Xvfb at 800×600: the window opened 1040 px wide, Delete, Undo delete, Export and the date
    filters beyond the screen's edge.  (The offscreen screen is 800 px wide.)"""
    _w, win = window
    room = win.screen().availableGeometry()
    assert room.width() < 1040 and win.width() <= room.width()
    for widget in (win.export_button, win.to_box):
        right = widget.mapToGlobal(widget.rect().topRight()).x() - win.mapToGlobal(win.rect().topLeft()).x()
        assert right <= win.width() <= room.width()


def test_the_columns_share_the_tables_width_and_keep_a_dragged_one(qtbot, window):
    """At 1040 px the fixed widths (1018 px) cut the players' names and pushed Tags and Source off the table's
    edge, behind a horizontal scroll bar (the tester).  Now the columns share the width, the players' the most;
    a column the person drags keeps its width."""
    from janggi_desktop.ui.library.window import fit_widths

    _w, win = window
    win.resize(1040, 560)
    table, header = win.table, win.table.horizontalHeader()

    def widths() -> dict[str, int]:
        return {name: table.columnWidth(i) for i, name in enumerate(TABLE_COLUMNS)}

    qtbot.waitUntil(lambda: table.viewport().width() > 900)
    room = table.viewport().width()
    qtbot.waitUntil(lambda: sum(widths().values()) <= room + 1)
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible())  # Tags and Source in sight
    name = table.fontMetrics().horizontalAdvance("Janggi Desktop level 3") + 8
    assert widths()["cho"] >= name and widths()["han"] >= name
    assert widths()["cho"] > widths()["event"] > widths()["tags"]
    for i, column in enumerate(TABLE_COLUMNS):  # never narrower than its header (French "Demi-coups")
        assert widths()[column] >= header.sectionSizeHint(i) - 1, column
    win.resize(800, 560)  # narrower: they share less
    qtbot.waitUntil(lambda: table.viewport().width() < 800)
    assert sum(widths().values()) <= table.viewport().width() + 1 and widths()["cho"] < name
    header.resizeSection(TABLE_COLUMNS.index("event"), 300)  # as a drag does: the person's width stays
    win.resize(1040, 560)
    qtbot.waitUntil(lambda: table.viewport().width() > 900)
    assert widths()["event"] == 300
    # too narrow for every column's least width: those are held, and the table scrolls sideways
    assert fit_widths(100, {"a": 30}, {"b": 50, "c": 60}, {"b": 1.0, "c": 1.0}) == {"a": 30, "b": 50, "c": 60}
    assert fit_widths(330, {"a": 30}, {"b": 50, "c": 60}, {"b": 2.0, "c": 1.0}) == {"a": 30, "b": 200, "c": 100}


def test_enter_on_the_list_opens_the_selected_game(qtbot, window, data_dir):
    w, win = window
    win.show()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.table.setFocus()
    win.table.selectRow(2)
    game_id = win.selected_ids()[0]
    game = next(g for g in library_games(data_dir) if g.id == game_id)
    qtbot.keyClick(win.table, Qt.Key.Key_Return)
    assert w.driver.reviewing and len(w.game.moves) == game.plies
