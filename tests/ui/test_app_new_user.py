"""The defects a new user met in the window (issue 51, item 5), each checked as that user would see it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from janggi_desktop.play import TimeControl, VirtualTime
from janggi_desktop.rules import Move, start_fen
from janggi_desktop.ui import i18n

from .app_helpers import HOTSEAT, analysing_factory, click, instant_player, sq, vs_engine

BYO = TimeControl.parse("1m+30sx3")


def virtual(w) -> VirtualTime:
    vt = VirtualTime()
    w.driver.time_source = vt
    return vt


def test_the_result_of_a_finished_game_leaves_the_status_line_with_it(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT, "janggi")
    w.actions.resign_action.trigger()
    said = w.statusBar().currentMessage()
    assert said.startswith("Han wins")
    w.games.new_game(HOTSEAT, "janggi")
    assert w.statusBar().currentMessage() != said


def test_a_refusal_is_cleared_by_the_next_legal_selection(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT, "janggi")
    click(qtbot, w.board, sq("a7"))  # Han's soldier on Cho's turn
    assert "'s piece" in w.statusBar().currentMessage()
    click(qtbot, w.board, sq("a4"))  # Cho's soldier: a legal selection
    assert w.board.selected_square() == sq("a4") and w.statusBar().currentMessage() == ""


def test_the_pause_command_says_resume_on_the_toolbar_too_and_a_paused_board_says_why(qtbot, make_window):
    w = make_window()
    virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    pause = w.actions.pause_action
    pause.trigger()
    assert pause.text() == "Resume cloc&ks" and pause.iconText() == "Resume clocks"
    click(qtbot, w.board, sq("c4"))
    assert "paused" in w.statusBar().currentMessage()
    pause.trigger()
    assert pause.iconText() == "Pause clocks"


def test_the_pause_command_keeps_its_meaning_after_a_language_switch(qtbot, make_window):
    w = make_window()
    virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    w.actions.pause_action.trigger()
    try:
        i18n.install_translators(QCoreApplication.instance(), "fr")
        qtbot.waitUntil(lambda: w.actions.pause_action.text() == "Rel&ancer les pendules")
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")


def test_undo_against_the_computer_says_it_takes_back_two_moves(qtbot, make_window):
    w = make_window(search=instant_player)  # the computer answers at once
    virtual(w)
    w.games.new_game(vs_engine("cho", 3), "janggi", time_control=BYO)
    w.play_move(Move.from_uci("c4c5"))
    qtbot.waitUntil(lambda: w.game.ply == 2)
    assert w.undo_plies() == 2
    asked = []
    w.boxes.confirm = lambda title, text: asked.append(text) or True
    w.actions.undo_action.trigger()
    assert "computer's reply" in asked[0] and w.game.ply == 0
    assert "computer's reply" in w.statusBar().currentMessage()
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    w.play_move(Move.from_uci("c4c5"))
    assert w.undo_plies() == 1


def test_analysis_mode_shows_its_arrow_after_a_hint(qtbot, make_window):
    w = make_window(search=analysing_factory())
    w.games.new_game(HOTSEAT)
    w.actions.hint_action.trigger()
    qtbot.waitUntil(lambda: w.analysis.hint_arrow() is not None, timeout=30000)
    w.actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: any(a.kind == "best" for a in w.board.arrows()), timeout=30000)


def test_the_analysis_status_follows_a_language_switch(qtbot, make_window):
    w = make_window(search=analysing_factory())
    w.actions.analysis_action.trigger()
    status = w.analysis.lines_panel.status_label
    qtbot.waitUntil(lambda: "depth" in status.full_text(), timeout=30000)
    try:
        i18n.install_translators(QCoreApplication.instance(), "fr")
        qtbot.waitUntil(lambda: "profondeur" in status.full_text())
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")


def test_an_opened_record_shows_its_recorded_result(qtbot, make_window, tmp_path: Path):
    """A .gib whose 대국결과 says Cho won, though its moves do not end the game: the window shows that result
    and the game's end (no Resign, no move), not "Han to move"."""
    record = tmp_path / "won.gib"
    record.write_text("[대국결과 \"초 완승\"]\n[초차림 \"마상상마\"]\n[한차림 \"상마마상\"]\n\n1. 79졸78 2. 17마36\n",
                      encoding="utf-8")
    w = make_window()
    assert w.records.open_file(record)
    w.driver.go_to_end()
    assert w.panel.turn_label.text().startswith("Game over: Cho wins")
    assert not w.actions.resign_action.isEnabled() and not w.board.is_interactive()
    w.games.new_game(HOTSEAT, "janggi")
    assert "to move" in w.panel.turn_label.text() and w.actions.resign_action.isEnabled()


def test_the_setup_dialog_proposes_the_arrangements_chosen_last_time(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    d.hotseat_radio.setChecked(True)
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("janggi"))
    d.accept()
    s = w.games.setup_dialog
    s.pages["han"].set_arrangement("상마상마")
    s.pages["cho"].set_arrangement("마상마상")
    s.accept()
    assert w.game.start_fen == start_fen("마상마상", "상마상마")
    d = w.games.show_new_game_dialog()
    d.accept()
    again = w.games.setup_dialog
    assert again is not s
    assert (again.pages["cho"].arrangement, again.pages["han"].arrangement) == ("마상마상", "상마상마")


def test_the_computers_level_is_proposed_again_after_a_game_between_people(qtbot, make_window):
    w = make_window()
    w.settings.set_player_specs(vs_engine("cho", 7))
    w.settings.set_player_specs(HOTSEAT)
    d = w.games.show_new_game_dialog()
    d.computer_radio.setChecked(True)
    engine_row = next(row for row in d.rows.values() if row.key != "human")
    assert engine_row.level_combo.currentData() == 7


def test_pausing_the_clocks_does_not_move_the_side_panel(qtbot, make_window):
    w = make_window()
    virtual(w)
    w.games.new_game(HOTSEAT, "janggi", time_control=BYO)
    qtbot.waitUntil(lambda: w.clocks.view.isVisible())
    below = w.panel.turn_label.mapTo(w.panel, w.panel.turn_label.rect().topLeft()).y()
    w.actions.pause_action.trigger()
    qtbot.wait(50)  # the layout settles
    assert w.clocks.view.paused_label.isVisible()
    assert w.panel.turn_label.mapTo(w.panel, w.panel.turn_label.rect().topLeft()).y() == below


def test_the_new_game_dialogs_rows_keep_their_height(qtbot, make_window):
    """A custom clock typed (its problem line comes and goes) or a switch to two people leaves room in the
    dialog: it goes below the seats, the level box and the seats' rows keep their height."""
    w = make_window()
    w.settings.set_player_specs(vs_engine("cho", 3))
    d = w.games.show_new_game_dialog()
    qtbot.waitExposed(d)
    qtbot.wait(20)  # the layout settles
    level = d.rows["han"].strength_stack
    height = level.height()
    d.clock_box.select("cho", "15m+")
    qtbot.wait(20)
    d.clock_box.select("cho", "15m+30sx5")
    qtbot.wait(20)
    assert level.height() == height
    d.hotseat_radio.setChecked(True)
    qtbot.wait(20)
    cho, han = d.rows["cho"].who_combo, d.rows["han"].who_combo
    assert han.geometry().top() - cho.geometry().bottom() < cho.height()  # the two seats stay together
