"""Clocks in the real window: a flag fall ends the game, the faces show byo-yomi as "0:27 · 2 left", the
new-game dialog chooses the clock, undo asks and restores both clocks, Pause, autosave, records, review."""

from __future__ import annotations

from janggi_desktop.play import PlayerSpec, TimeControl, VirtualTime
from janggi_desktop.records import load_games
from janggi_desktop.rules import Move, Termination

from .app_helpers import HOTSEAT, click, sq, waiting_search

BYO = TimeControl.parse("1m+30sx3")


def virtual(w) -> VirtualTime:
    """Put the window's game on a clock moved by hand (the next game the driver starts uses it)."""
    vt = VirtualTime()
    w.driver.time_source = vt
    return vt


def test_a_flag_fall_ends_a_real_windows_game(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.parse("0.4s/move"))
    assert w.clocks.view.isVisible()
    with qtbot.waitSignal(w.game_over, timeout=10_000) as blocker:
        pass  # nobody moves: the window's own timer calls the flag
    outcome = blocker.args[0]
    assert outcome.termination is Termination.TIME_FORFEIT and outcome.winner == "han"
    assert w.game_over_dialog.reason_label.text() == "Cho ran out of time."
    assert w.clocks.view.text("cho") == "0:00 Out of time"
    assert not w.board.is_interactive()
    click(qtbot, w.board, sq("e4"))
    click(qtbot, w.board, sq("e5"))
    assert w.game.moves == []


def test_the_faces_count_down_from_the_clock_and_show_byoyomi_periods(qtbot, make_window):
    w = make_window()
    vt = virtual(w)
    ticks = []
    w.clocks.countdown.connect(lambda side, s: ticks.append((side, s)))
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    view = w.clocks.view
    assert view.text("cho") == "1:00 then 3 × 30 s" and view.faces["cho"].running
    assert not view.faces["han"].running
    vt.advance(12.3)
    w.clocks.refresh()
    assert view.text("cho").startswith("0:48")
    vt.advance(60 + 30 + 3 - 12.3)  # main time gone, one period used, 3 s into the next
    w.clocks.refresh()
    assert view.text("cho") == "0:27 · 2 left" and not view.faces["cho"].low
    vt.advance(18)
    w.clocks.refresh()
    assert view.text("cho") == "0:09 · 2 left" and view.faces["cho"].low
    assert ticks == [("cho", 9)]
    w.play_move(Move.from_uci("c4c5"))
    assert view.text("cho") == "0:30 · 2 left" and view.faces["han"].running and not view.faces["cho"].running
    top = panel_y(w, view.faces["han"])
    assert top < panel_y(w, view.faces["cho"])  # Han sits at the top of the board
    w.view.set_flipped(True)
    qtbot.waitUntil(lambda: panel_y(w, view.faces["cho"]) < panel_y(w, view.faces["han"]))


def panel_y(w, widget) -> int:
    """Where ``widget`` starts in the side panel (the two clocks are in different parts of it)."""
    from PySide6.QtCore import QPoint

    return widget.mapTo(w.panel, QPoint(0, 0)).y()


def test_the_clocks_bracket_the_move_list_and_name_their_players(qtbot, make_window):
    """As on lichess and pychess-variants: the clock of the side at the top of the board heads the panel, the
    other closes it under the move list (each nearest its side of the board), and each face names who plays
    that side; a flipped board swaps them, a record names its players."""
    from PySide6.QtGui import QGuiApplication

    from .app_helpers import instant_player, vs_engine

    w = make_window(search=instant_player)
    w.resize(1280, 800)
    w.games.new_game(vs_engine("cho", 3), "janggi", time_control=BYO)
    view, panel = w.clocks.view, w.panel
    QGuiApplication.processEvents()
    assert view.bottom.isVisible()
    han, cho, moves = panel_y(w, view.faces["han"]), panel_y(w, view.faces["cho"]), panel_y(w, panel.move_list)
    assert han < moves < cho
    assert panel_y(w, panel.move_list) + panel.move_list.height() <= cho
    assert view.faces["cho"].player == "You" and view.faces["han"].player == "Janggi Desktop level 3 (Casual)"
    w.view.set_flipped(True)
    qtbot.waitUntil(lambda: panel_y(w, view.faces["cho"]) < panel_y(w, panel.move_list)
                    < panel_y(w, view.faces["han"]))
    # a narrow panel cuts a long name with "…" (the whole in the tooltip) rather than widening the panel
    label = view.faces["han"].player_label
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.width() == 800)
    QGuiApplication.processEvents()
    assert label.text().endswith("…") and label.toolTip() == " · Janggi Desktop level 3 (Casual)"
    assert view.faces["han"].width() <= panel.width()
    w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.untimed())
    assert not view.isVisible() and not view.bottom.isVisible()


def test_a_timed_record_names_its_players_on_the_clocks(qtbot, make_window, tmp_path):
    path = tmp_path / "timed.pgn"
    path.write_text('[White "Kim"]\n[Black "Lee"]\n[Variant "janggi"]\n[TimeControl "60+30x3"]\n\n'
                    '1. c4c5 {[%clk 0:00:55]} c7c6 {[%clk 0:00:58]} *\n', encoding="utf-8")
    w = make_window()
    assert w.records.open_file(path)
    view = w.clocks.view
    assert view.isVisible()
    assert (view.faces["cho"].player, view.faces["han"].player) == ("Kim", "Lee")


def test_the_new_game_dialog_chooses_the_clock_and_remembers_it(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    assert d.time_controls == (TimeControl.untimed(), TimeControl.untimed())  # untimed by default
    d.clock_box.select("cho", "5m+30sx3")
    d.clock_box.handicap_check.setChecked(True)
    d.clock_box.select("han", "not a clock")
    assert not d.start_button.isEnabled() and "not a clock" in d.problem_label.text()
    d.clock_box.select("han", "10m+5s")
    assert d.start_button.isEnabled()
    d.accept()
    w.games.setup_dialog.accept()
    assert w.driver.clock.controls == (TimeControl.parse("5m+30sx3"), TimeControl.parse("10m+5s"))
    assert w.settings.time_control == ["5m+30sx3", "10m+5s"]
    assert w.games.show_new_game_dialog().time_controls == w.driver.clock.controls


def test_undo_in_a_timed_game_asks_and_restores_both_clocks(qtbot, make_window):
    w = make_window()
    vt = virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    vt.advance(10)
    w.play_move(Move.from_uci("c4c5"))
    vt.advance(20)
    w.play_move(Move.from_uci("c7c6"))
    w.boxes.confirm = lambda *_a: False
    w.actions.undo_action.trigger()
    assert w.game.ply == 2
    w.boxes.confirm = lambda *_a: True
    w.actions.undo_action.trigger()
    assert w.game.ply == 1 and w.clocks.view.text("han").startswith("1:00")
    assert w.clocks.view.text("cho").startswith("0:50")


def test_pause_between_people_and_only_on_the_persons_turn_against_the_computer(qtbot, make_window):
    w = make_window(search=waiting_search)
    vt = virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    pause = w.actions.pause_action
    assert pause.isVisible() and pause.isEnabled()
    pause.trigger()
    assert w.clocks.view.paused_label.isVisible() and pause.text() == "Resume cloc&ks"
    vt.advance(500)
    click(qtbot, w.board, sq("c4"))
    click(qtbot, w.board, sq("c5"))
    assert w.game.moves == []  # no move while the clocks are paused
    pause.trigger()
    assert w.clocks.view.text("cho").startswith("1:00")
    w.games.new_game((PlayerSpec.human(), PlayerSpec.builtin(3)), "janggi", time_control=BYO)
    w.play_move(Move.from_uci("c4c5"))
    assert w.runner.is_thinking() and not pause.isEnabled()  # the computer's clock is never stopped
    w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.untimed())
    assert not pause.isVisible() and not w.clocks.view.isVisible()


def test_the_autosave_brings_the_clocks_back(qtbot, make_window, config_dir):
    w = make_window()
    vt = virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    vt.advance(15)
    w.play_move(Move.from_uci("c4c5"))
    vt.advance(70)
    w2 = make_window(restore_session=True)
    assert w2.driver.clock.controls == (BYO, BYO) and w2.game.ply == 1
    assert w2.clocks.view.text("cho").startswith("0:45") and w2.clocks.view.text("han").startswith("1:00")


def test_a_saved_timed_game_keeps_each_moves_clock_and_its_review_shows_them(qtbot, make_window, tmp_path):
    w = make_window()
    vt = virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    for uci, seconds in (("c4c5", 10), ("c7c6", 75), ("e4e5", 5)):
        vt.advance(seconds)
        w.play_move(Move.from_uci(uci))
    path = tmp_path / "timed.pgn"
    assert w.records.save_file(path)
    [rec] = load_games(path)
    assert rec.tags["TimeControl"] == "60" and rec.tags["Byoyomi"] == "3x30"
    assert rec.comments[2] == "[%clk 0:00:00] [%periods 3]"
    w.records.open_file(path)
    assert w.reviewing and w.clocks.view.text("cho").startswith("1:00")
    w.driver.go_to(2)
    assert w.clocks.view.text("cho").startswith("0:50") and w.clocks.view.text("han") == "0:30 · 3 left"
    assert not w.driver.timed  # a record goes on untimed


def test_the_clocks_are_built_for_the_first_timed_game_at_the_top_of_the_panel(qtbot, make_window):
    """An untimed game (the default) never shows the clocks: the window starts without them, and the first
    timed game builds them above everything else in the panel, Han's first unless the board is turned."""
    from PySide6.QtWidgets import QWidget

    w = make_window()
    assert w.panel.findChild(QWidget, "ClockView") is None
    w.actions.flip_action.trigger()
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    view = w.clocks.view
    assert view.isVisible() and w.panel.layout().itemAt(0).widget() is view
    assert view.layout().itemAt(0).widget() is view.faces["cho"]  # flipped: Cho's side at the top
    w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.untimed())
    assert not view.isVisible()


def test_the_paused_bar_covers_the_top_clocks_first_line_and_moves_nothing(qtbot, make_window):
    """"Clocks paused" lies over the top clock's name line: no empty line is kept for it under the clocks (at
    800×600 it was a row of the moves), and pausing moves nothing in the panel."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.height() == 600)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    w.play_move(Move.from_uci("c4c5"))
    QGuiApplication.processEvents()
    view, panel = w.clocks.view, w.panel
    face = view.faces["han"]
    turn = panel_y(w, panel.turn_label)
    assert turn - (panel_y(w, face) + face.height()) < 2 * panel.turn_label.fontMetrics().lineSpacing()
    w.driver.pause_clock()
    w.clocks.refresh()
    QGuiApplication.processEvents()
    bar = view.paused_label
    assert bar.isVisible() and panel_y(w, panel.turn_label) == turn
    assert QRect(face.pos(), face.size()).contains(bar.geometry())
    assert bar.geometry().height() >= bar.fontMetrics().height()


def test_the_bottom_clock_stays_last_under_the_analysis_lines_and_the_report(qtbot):
    """The analysis lines and the game report come when first built, in either order: both go above the clock
    that closes the panel."""
    from PySide6.QtWidgets import QWidget

    from janggi_desktop.ui.panels.clock_view import ClockView
    from janggi_desktop.ui.panels.side_panel import SidePanel

    panel = SidePanel()
    qtbot.addWidget(panel)
    clocks = ClockView()
    panel.add_clocks(clocks)
    report, lines = QWidget(), QWidget()
    panel.analysis_parts.add_report(report)
    panel.analysis_parts.add_lines(lines)
    layout = panel.layout()
    order = [layout.indexOf(w) for w in (clocks, panel.moves_box, lines, report)]
    assert order == sorted(order) and order[0] == 0
    bottom = layout.itemAt(layout.count() - 1).layout()
    assert bottom is not None and bottom.indexOf(clocks.bottom) == 0


def test_a_byoyomi_record_written_by_another_program_shows_its_periods_in_review(qtbot, make_window, tmp_path):
    """pychess-variants writes byo-yomi in the TimeControl tag ("5+3x30(b)"): the review showed a plain
    countdown, without the periods."""
    path = tmp_path / "pychess.pgn"
    path.write_text('[Variant "janggi"]\n[TimeControl "5+3x30(b)"]\n\n1. c4c5 {[%clk 0:04:50]} c7c6 '
                    '{[%clk 0:04:30]} 2. e4e5 {[%clk 0:00:00] [%periods 2]} *\n', encoding="utf-8")
    w = make_window()
    assert w.records.open_file(path)
    view = w.clocks.view
    assert view.isVisible() and view.text("cho") == "5:00 then 3 × 30 s"
    w.driver.go_to(3)
    assert view.text("cho") == "0:30 · 2 left" and view.text("han") == "4:30 then 3 × 30 s"


def test_a_record_with_a_time_control_but_no_clocks_shows_the_control_in_review(qtbot, make_window, tmp_path):
    """A .gib (제한시간) or a PGN without [%clk] showed no clocks at all in review: the faces now show the
    control, not a time that never moves, as long as one of the record's positions is shown."""
    path = tmp_path / "timed.pgn"
    path.write_text('[White "Kim"]\n[Black "Lee"]\n[Variant "janggi"]\n[TimeControl "300"]\n[Byoyomi "3x30"]\n'
                    '[HanTimeControl "30s/move"]\n\n1. c4c5 c7c6 2. e4e5 *\n', encoding="utf-8")
    w = make_window()
    assert w.records.open_file(path)
    view = w.clocks.view
    assert view.isVisible() and view.bottom.isVisible()
    assert view.text("cho") == "5 min + 30 s × 3 times not recorded"
    assert view.text("han") == "30 s per move times not recorded"
    assert view.faces["han"].player == "Lee" and not view.faces["cho"].running
    w.driver.go_to(3)
    assert view.text("cho") == "5 min + 30 s × 3 times not recorded"
    assert w.play_move(Move.from_uci("c6c5"))  # played on past the record (untimed): no control shown
    assert not view.isVisible()
    gib = tmp_path / "timed.gib"
    gib.write_text('[제한시간 "10분 + 5초"]\n[대국결과 "한 완승"]\n\n1. 71졸72 2. 49병48\n', encoding="utf-8")
    assert w.records.open_file(gib)
    assert view.isVisible() and view.text("han") == "10 min + 5 s a move times not recorded"
    w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.untimed())
    assert not view.isVisible()
