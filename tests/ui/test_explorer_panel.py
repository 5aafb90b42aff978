"""The opening explorer beside the board: the counts of library.explorer for the position shown, its filters,
a click that plays the move (in play, and as a variation in review), the moves in the chosen notation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from janggi_desktop.library import GameFilter, Library, add_record, explore, fen_key
from janggi_desktop.rules import Game, Move

from ..library.helpers import random_records


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    d = tmp_path / "data"
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(d))
    with Library.open(d / "library.sqlite3") as lib:
        for rec in random_records(30, 20, seed=3) + random_records(12, 20, seed=4, ruleset="janggimodern"):
            add_record(lib, rec)
    return d


def expected(data_dir, fen, **kw):
    with Library.open(data_dir / "library.sqlite3") as lib:
        return explore(lib, fen_key(fen), GameFilter(**kw))


def shown(panel):
    return [(r.uci, r.games, r.cho, r.draws, r.han) for r in panel.rows]


def test_the_panel_shows_the_libraries_counts_and_follows_the_board(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(panel.isVisible)
    want = expected(data_dir, w.game.fen())
    assert want.moves and shown(panel) == [tuple(m) for m in want.moves]
    assert str(want.games) in panel.summary
    assert w.actions.explorer_action is None or w.actions.explorer_action.isChecked()
    first = want.moves[0].move
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=panel.row_rect(0).center())
    assert [m.uci for m in w.game.moves] == [first]
    after = expected(data_dir, w.game.fen())
    assert shown(panel) == [tuple(m) for m in after.moves]
    assert after.games == want.moves[0].games


def test_filters_by_player_and_rule_set(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    panel.set_player("kim")
    assert shown(panel) == [tuple(m) for m in expected(data_dir, w.game.fen(), player="kim").moves]
    assert sum(r.games for r in panel.rows) < sum(m.games for m in expected(data_dir, w.game.fen()).moves)
    panel.set_player_side("han")
    as_han = expected(data_dir, w.game.fen(), player="kim", player_side="han")
    assert shown(panel) == [tuple(m) for m in as_han.moves]
    assert sum(r.games for r in panel.rows) < sum(m.games for m in expected(data_dir, w.game.fen(),
                                                                            player="kim").moves)
    panel.set_player_side(None)
    start = random_records(1, 2, seed=4, ruleset="janggimodern")[0].start_fen
    w.games.start_game(Game("janggimodern", fen=start), w.driver.specs)
    panel.set_player("")
    both = expected(data_dir, w.game.fen())
    assert shown(panel) == [tuple(m) for m in both.moves]
    panel.set_ruleset("janggimodern")
    modern = expected(data_dir, w.game.fen(), ruleset="janggimodern")
    assert modern.moves and shown(panel) == [tuple(m) for m in modern.moves]
    assert 0 < modern.games < both.games
    with pytest.raises(ValueError, match="unknown rule set"):
        panel.set_ruleset("kja")


def test_a_click_in_review_plays_the_move_there(qtbot, make_window, data_dir):
    w = make_window()
    for m in ("c4c5", "c7c6", "g4g5"):
        w.play_move(Move.from_uci(m))
    w.driver.go_to(0)
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    other = next(r.uci for r in panel.rows if r.uci != "c4c5")
    panel.move_chosen.emit(other)
    assert [m.uci for m in w.driver.shown_game.moves] == [other]


def test_moves_are_written_in_the_chosen_notation(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    w.view.set_notation("uci")
    assert [r.text for r in panel.rows] == [r.uci for r in panel.rows]
    w.view.set_notation("korean")
    assert all(r.text != r.uci and any(ch.isdigit() for ch in r.text) for r in panel.rows)


def test_hidden_panel_is_not_asked(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    before = shown(panel)
    w.show_explorer(False)
    w.play_move(Move.from_uci(panel.rows[0].uci))
    assert shown(panel) == before  # not asked while hidden
    w.show_explorer(True)
    assert shown(panel) == [tuple(m) for m in expected(data_dir, w.game.fen()).moves]


def test_hovering_a_move_previews_it_on_the_board_until_the_pointer_leaves(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(lambda: len(panel.rows) >= 2)
    viewport = panel.table.viewport()
    qtbot.mouseMove(viewport, panel.row_rect(1).center())
    qtbot.waitUntil(lambda: w.board.preview_arrows() != [])
    (arrow,) = w.board.preview_arrows()
    assert arrow.move.uci == panel.rows[1].uci and arrow.kind == "explorer"
    assert w.game.moves == []  # only shown, not played
    qtbot.mouseMove(viewport, panel.row_rect(0).center())
    qtbot.waitUntil(lambda: [a.move.uci for a in w.board.preview_arrows()] == [panel.rows[0].uci])
    qtbot.mouseMove(w.board)  # the pointer leaves the list: the arrow goes
    qtbot.waitUntil(lambda: w.board.preview_arrows() == [])
    qtbot.mouseMove(viewport, panel.row_rect(0).center())
    qtbot.waitUntil(lambda: w.board.preview_arrows() != [])
    w.play_move(Move.from_uci(panel.rows[0].uci))  # the list changes under the pointer: no stale arrow
    assert w.board.preview_arrows() == []
    qtbot.mouseMove(viewport, panel.row_rect(0).center() + type(panel.row_rect(0).center())(3, 1))
    qtbot.waitUntil(lambda: [a.move.uci for a in w.board.preview_arrows()] == [panel.rows[0].uci])
    w.show_explorer(False)
    assert w.board.preview_arrows() == []


def test_the_explorer_shows_again_at_the_next_start(qtbot, make_window, data_dir, config_dir):
    from janggi_desktop.ui.settings import SettingsStore

    w = make_window()
    assert not w.settings.explorer_shown
    w.actions.explorer_action.trigger()
    assert SettingsStore(config_dir).load()[0].explorer_shown
    w.close()
    w2 = make_window()
    panel = w2.opening_explorer().panel
    qtbot.waitUntil(panel.isVisible)
    assert w2.actions.explorer_action.isChecked() and panel.rows
    w2.actions.explorer_action.trigger()  # hidden: remembered hidden
    assert not panel.isVisible() and not SettingsStore(config_dir).load()[0].explorer_shown
    w2.close()
    w3 = make_window()
    assert w3.library.explorer is None  # not even made: nothing of the library loaded at start-up
    assert not w3.opening_explorer().panel.isVisible()


def test_games_button_lists_the_games_reaching_the_position(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    w.play_move(Move.from_uci(panel.rows[0].uci))
    games = expected(data_dir, w.game.fen()).games
    assert panel.games_button.isEnabled()
    panel.games_button.click()
    win = w.library_window()
    qtbot.waitUntil(lambda: win.table.model().total is not None, timeout=10000)
    assert win.isVisible() and win.position_box.isChecked()
    assert win.table.model().total == games
    with Library.open(data_dir / "library.sqlite3") as lib:
        from janggi_desktop.library import games_reaching

        assert sorted(win.table.model().game_id(r) for r in range(win.table.model().rowCount())) == sorted(
            games_reaching(lib, fen_key(w.game.fen())))


def test_the_keyboards_move_is_previewed_while_the_list_has_the_focus(qtbot, make_window, data_dir):
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(lambda: len(panel.rows) >= 2)
    w.activateWindow()
    panel.table.setFocus()
    qtbot.waitUntil(panel.table.hasFocus)
    qtbot.keyClick(panel.table, Qt.Key.Key_Down)
    qtbot.keyClick(panel.table, Qt.Key.Key_Down)
    current = panel.table.indexOfTopLevelItem(panel.table.currentItem())
    assert [a.move.uci for a in w.board.preview_arrows()] == [panel.rows[current].uci]
    w.board.setFocus()  # the focus leaves the list: the arrow goes
    qtbot.waitUntil(lambda: w.board.preview_arrows() == [])
    assert w.game.moves == []


def test_the_dock_title_and_the_side_filter_follow_a_language_switch(qtbot, make_window, data_dir):
    """Seen under Xvfb: in French and Korean the dock still said "Opening explorer", and the side filter kept
    the width of "Either side", cutting "Les deux camps"."""
    from PySide6.QtCore import QCoreApplication

    from janggi_desktop.ui import i18n

    w = make_window()
    w.resize(1280, 800)
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(panel.isVisible)
    dock = panel.parentWidget()
    assert dock.windowTitle() == "Opening explorer"
    app = QCoreApplication.instance()
    try:
        i18n.install_translators(app, "fr")
        qtbot.waitUntil(lambda: dock.windowTitle() == "Explorateur d’ouvertures", timeout=3000)
        box = panel.side_box
        assert box.currentText() == "Les deux camps"
        qtbot.waitUntil(lambda: box.width() >= box.sizeHint().width(), timeout=3000)
        assert box.sizeHint().width() > box.fontMetrics().horizontalAdvance("Les deux camps")
        i18n.install_translators(app, "ko")
        qtbot.waitUntil(lambda: dock.windowTitle() == "포진 탐색기", timeout=3000)
    finally:
        i18n.install_translators(app, "en")


def test_the_panel_follows_the_library_a_game_kept_and_a_deletion(qtbot, make_window, data_dir):
    """Seen under Xvfb: a game resigned, kept in the library, and the explorer still said that no game of the
    library reached the position on the board (it had asked before the game was kept, for the same key)."""
    w = make_window()
    w.show_explorer(True)
    panel = w.opening_explorer().panel
    qtbot.waitUntil(panel.isVisible)
    for uci in ("c4c5", "c7c6", "b1c3", "b10c8"):
        w.play_move(Move.from_uci(uci))
    before = expected(data_dir, w.game.fen()).games
    assert str(before) in panel.summary or before == 0
    with qtbot.waitSignal(w.game_library().game_kept, timeout=5000):
        w.actions.resign_action.trigger()
    qtbot.waitUntil(lambda: f": {before + 1}" in panel.summary, timeout=3000)
    win = w.library_window()
    win.show()
    qtbot.waitUntil(lambda: win.table.model().total is not None, timeout=10000)
    win.table.selectRow(win.table.model().rowCount() - 1)  # the game just kept: the last one added
    qtbot.waitUntil(lambda: bool(win.selected_ids()), timeout=3000)
    win.delete_selected()
    after = expected(data_dir, w.game.fen()).games
    assert after == before
    qtbot.waitUntil(lambda: (f": {after}" in panel.summary) if after else "No game" in panel.summary, timeout=3000)
