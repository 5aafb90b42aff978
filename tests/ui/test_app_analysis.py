"""Hint, analysis mode and the game report in the window: what a user sees and does."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from janggi_desktop.play import PlayerSpec
from janggi_desktop.rules import Move

from .app_helpers import HOTSEAT, analysing_factory, vs_engine

#: Cho hangs a chariot at move 3 (Ra6??) and Han takes it.
MOVES = ["a4b4", "i7h7", "a1a6", "a7a6", "b1c3"]


def play(w, moves):
    for uci in moves:
        assert w.play_move(Move.from_uci(uci)), uci


def first_arrow(w):
    arrows = w.board.arrows()
    return arrows[0] if arrows else None


# --- analysis mode --------------------------------------------------------------------------------------------
def test_analysis_mode_shows_lines_bar_and_arrow_and_follows_the_board(qtbot, make_window):
    w = make_window(search=analysing_factory())
    play(w, MOVES[:2])
    assert not w.analysis.eval_bar.isVisible() and not w.analysis.lines_panel.isVisible()
    w.actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 3)
    assert w.analysis.eval_bar.isVisible() and w.analysis.eval_bar.evaluation() is not None
    assert first_arrow(w).kind == "best" and w.game.is_legal(first_arrow(w).move)
    status = w.analysis.lines_panel.status_label.full_text()
    assert "depth 1" in status
    # the best line's score in words: whose favour a "+0.3" is needs no key
    assert status.startswith(("Cho +", "Han +", "Even", "Cho mates", "Han mates"))
    # stepping back: the lines are of Han's position at once
    w.actions.prev_action.trigger()
    qtbot.waitUntil(lambda: first_arrow(w) is not None and w.shown_game.turn == "han"
                    and w.shown_game.is_legal(first_arrow(w).move))
    # a move on the board: the lines follow
    w.actions.last_action.trigger()
    play(w, ["a1a6"])
    qtbot.waitUntil(lambda: first_arrow(w) is not None and first_arrow(w).move == Move.from_uci("a7a6"))
    assert w.analysis.eval_bar.evaluation().cp < 0  # Han is about to win a chariot: negative, Cho's view
    qtbot.waitUntil(lambda: w.analysis.lines_panel.status_label.full_text().startswith("Han +"))
    w.analysis.lines_panel.count_spin.setValue(1)
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 1)
    assert w.settings.analysis_lines == 1
    w.actions.analysis_action.trigger()  # off: nothing of it stays on screen
    assert not w.analysis.lines_panel.isVisible() and w.board.arrows() == []


def test_a_long_status_in_a_narrow_panel_ends_in_an_ellipsis(qtbot):
    """At 800×600 in French the status ran under "Lignes", cut through a letter: now it is shortened with
    "…", the whole of it in its tooltip, and given in full back where it fits."""
    from PySide6.QtGui import QFontMetrics

    from janggi_desktop.ui.analysis.lines_panel import LinesPanel

    panel = LinesPanel()
    qtbot.addWidget(panel)
    panel.resize(240, 200)
    panel.show()
    qtbot.waitExposed(panel)
    status = "profondeur 12 · 187k nœuds/s · 1 234 567 nœuds"
    panel.set_status(status)
    label = panel.status_label
    assert label.full_text() == status
    assert label.text().endswith("…") and label.toolTip() == status
    assert QFontMetrics(label.font()).horizontalAdvance(label.text()) <= label.contentsRect().width()
    assert label.geometry().right() < panel.count_label.geometry().left()  # nothing under "Lines"
    panel.resize(900, 200)
    qtbot.waitUntil(lambda: label.text() == status)
    assert label.toolTip() == ""


def test_review_is_always_analysed(qtbot, make_window):
    w = make_window(search=analysing_factory())
    play(w, MOVES)
    w.driver.go_to(2)
    qtbot.waitUntil(lambda: w.analysis.lines_panel.isVisible() and bool(w.analysis.lines_panel.shown_lines()))
    assert not w.actions.analysis_action.isChecked()
    w.driver.go_to_end()
    assert not w.analysis.lines_panel.isVisible()


def test_stepping_quickly_stops_the_engine_first_and_starts_it_once_the_stepping_pauses(qtbot, make_window):
    """Issue 48's "stepping never stalls": the engine analysing the position before stops before the window
    draws the next one (it competed with the drawing for the CPU and the interpreter), and steps in a row
    start it once, on the position where they end, not at every position on the way."""
    factory = analysing_factory()
    w = make_window(search=factory)
    w.analysis.restart_pause_ms = 1000
    play(w, MOVES)
    w.driver.go_to(1)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()) and w.analysis.runner.is_busy())
    player = w.analysis.player()
    asked = player.asked
    busy_when_drawn = []
    board_refresh = w.board.refresh
    w.board.refresh = lambda: (busy_when_drawn.append(w.analysis.runner.is_busy()), board_refresh())
    for step in (1, 1, 1, -1, -1):
        w.driver.step(step)
        assert w.analysis.lines_pending and not w.analysis.runner.is_busy()
    assert busy_when_drawn == [False] * 5
    assert w.shown_game.ply == 2
    qtbot.waitUntil(lambda: w.analysis.runner.is_busy() and bool(w.analysis.lines_panel.shown_lines()))
    assert player.asked == asked + 1  # one start, for the position the steps ended on
    assert w.shown_game.is_legal(first_arrow(w).move) and w.shown_game.turn == "cho"


def test_hovering_a_line_draws_its_moves_and_clicking_plays_it_out(qtbot, make_window):
    w = make_window(search=analysing_factory())
    play(w, MOVES[:2])
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 3)
    row = w.analysis.lines_panel.rows[1]
    qtbot.mouseMove(row)
    assert [a.label for a in w.board.arrows()] == ["1"]
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton)
    assert w.analysis.previewing and w.board.game() is not w.shown_game
    assert w.board.game().ply == w.shown_game.ply + 1 and not w.board.is_interactive()
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton)
    assert not w.analysis.previewing and w.board.game() is w.shown_game and w.board.is_interactive()


def test_a_real_engine_gives_legal_distinct_lines_in_the_window(qtbot, make_window):
    w = make_window()  # the built-in engine, in its worker thread
    play(w, ["c4c5", "c7c6"])
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 3, timeout=30000)
    texts = w.analysis.lines_panel.shown_lines()
    assert len({t.split("&nbsp;&nbsp;")[1].split()[0] for t in texts}) == 3  # three different first moves
    assert w.game.is_legal(first_arrow(w).move)


# --- hints ----------------------------------------------------------------------------------------------------
def test_a_hint_is_an_arrow_with_its_line_and_the_game_records_it(qtbot, make_window, tmp_path):
    w = make_window(search=analysing_factory())
    w.games.new_game(HOTSEAT)
    play(w, MOVES[:3])
    assert w.actions.hint_action.isEnabled()
    w.actions.hint_action.trigger()
    qtbot.waitUntil(lambda: w.analysis.hint_arrow() is not None)
    assert w.analysis.hint_arrow().move == Move.from_uci("a7a6")  # take the chariot
    qtbot.mouseMove(w.analysis.lines_panel.rows[0])  # pointing at the hint's line keeps its arrow
    assert w.analysis.hint_arrow() is not None
    assert w.analysis.lines_panel.title().startswith("Hint (훈수)") and w.analysis.lines_panel.shown_lines()
    assert "Han 1" in w.statusBar().currentMessage()
    play(w, ["a7a6"])
    assert w.analysis.hint_arrow() is None  # the hint was for the position before
    path = tmp_path / "with-hint.pgn"
    assert w.records.save_file(path)
    assert '[Hints "3"]' in path.read_text(encoding="utf-8")
    w2 = w.records  # reopening brings the count back
    assert w2.open_file(path) and w.analysis.hints.counts() == {"cho": 0, "han": 1}


def test_hints_can_be_turned_off_and_are_not_offered_to_an_engine(qtbot, make_window):
    w = make_window(search=analysing_factory())
    w.games.new_game(vs_engine("cho", 3))
    assert w.actions.hint_action.isEnabled()  # the person (Cho) is to move
    w.actions.allow_hints_action.trigger()
    assert not w.settings.hints and not w.actions.hint_action.isEnabled()
    w.analysis.hint()
    assert w.analysis.hint_arrow() is None and "turned off" in w.statusBar().currentMessage()


# --- the game report ------------------------------------------------------------------------------------------
def test_game_report_progress_cancel_resume_marks_graph_and_next_mistake(qtbot, make_window):
    gate = threading.Semaphore(0)
    factory = analysing_factory(gate)
    w = make_window(search=factory)
    play(w, MOVES)
    w.actions.analyse_game_action.trigger()
    panel = w.analysis.report_panel
    assert panel.isVisible() and panel.progress_row.isVisible()
    assert not w.actions.analyse_game_action.isEnabled()
    gate.release(3)  # three positions get done...
    qtbot.waitUntil(lambda: panel.progress_bar.value() == 3)
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)  # ...then the user cancels
    assert not panel.progress_row.isVisible() and w.analysis.report.done == 3
    assert w.actions.analyse_game_action.isEnabled()
    gate.release(100)
    asked = sum(p.asked for p in factory.made)
    w.actions.analyse_game_action.trigger()  # resumes: only the three positions left are asked for
    qtbot.waitUntil(lambda: w.analysis.report.complete and not panel.progress_row.isVisible())
    assert sum(p.asked for p in factory.made) - asked == 3
    assert w.panel.move_list.cell_text(3).endswith("??") and w.panel.move_list.marks()[3] == "??"
    assert set(w.panel.move_list.marks()) == set(w.analysis.report.marks())
    assert panel.graph.point_count() == 6
    assert "<b>1</b> ??" in panel.counts_label.toolTip()
    w.driver.go_to(0)
    visited = []
    for _ in range(len(w.panel.move_list.marks())):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        visited.append(w.shown_game.ply)
    # from mark to mark: the position before each
    assert visited == [ply - 1 for ply in sorted(w.panel.move_list.marks())]
    w.driver.go_to(3)
    assert "Blunder" in panel.better_label.text()
    qtbot.mouseClick(panel.better_label, Qt.MouseButton.LeftButton)  # the better line, as a variation
    assert w.shown_game.ply == 3 and w.shown_game.moves[:2] == w.game.moves[:2] and w.driver.tree.depth() == 1
    panel.graph.ply_clicked.emit(5)  # the graph is of the report's line: back on it
    assert w.shown_game.ply == 5


def test_the_report_is_saved_in_the_pgn_and_comes_back_without_analysing(qtbot, make_window, tmp_path):
    w = make_window(search=analysing_factory())
    play(w, MOVES)
    w.analysis.analyse_game()
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete)
    path = tmp_path / "report.pgn"
    assert w.records.save_file(path)
    text = path.read_text(encoding="utf-8")
    assert "[%eval" in text and "Ra6??" in text and "Blunder." in text
    w2 = make_window(search=analysing_factory())
    assert w2.records.open_file(path)
    assert w2.analysis.report.complete and w2.analysis.report.marks() == w.analysis.report.marks()
    assert w2.panel.move_list.marks() == w.panel.move_list.marks() and w2.analysis.report_panel.isVisible()


def test_a_move_played_during_the_report_stops_it_and_keeps_the_shared_positions(qtbot, make_window):
    gate = threading.Semaphore(0)
    w = make_window(search=analysing_factory(gate))
    play(w, MOVES[:3])
    w.analysis.analyse_game()
    gate.release(2)
    qtbot.waitUntil(lambda: w.analysis.report.done == 2)
    play(w, ["a7a6"])  # the game goes on: nothing of the report blocks the board
    assert w.game.ply == 4 and not w.analysis.report_panel.progress_row.isVisible()
    assert w.analysis.report.done == 2 and w.analysis.report.total == 5


# --- threads and closing --------------------------------------------------------------------------------------
def test_no_analysis_thread_is_left_after_close(qtbot, make_window):
    w = make_window()
    play(w, ["c4c5"])
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()), timeout=30000)
    assert w.analysis.thread_running()
    w.close()
    assert not w.analysis.thread_running()


def test_closing_ends_an_external_analysis_engine(qtbot, make_window):
    w = make_window()
    w.analysis.set_engine(PlayerSpec.fairy_stockfish())
    play(w, ["c4c5"])
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()), timeout=30000)
    process = w.analysis.player().process
    assert process is not None and process.poll() is None
    w.close()
    assert process.poll() is not None and not w.analysis.thread_running()


def test_the_computer_still_plays_while_the_position_is_analysed(qtbot, make_window):
    w = make_window()
    w.games.new_game(vs_engine("cho", 1))
    w.analysis.set_mode(True)
    with qtbot.waitSignal(w.runner.move_ready, timeout=30000):
        play(w, ["c4c5"])
    assert w.game.ply == 2
    qtbot.waitUntil(lambda: first_arrow(w) is not None and w.game.is_legal(first_arrow(w).move), timeout=30000)


def test_hints_survive_a_restart_with_the_game(qtbot, make_window):
    w = make_window(search=analysing_factory())
    w.games.new_game(HOTSEAT)
    play(w, MOVES[:3])
    w.analysis.hint()
    qtbot.waitUntil(lambda: w.analysis.hint_arrow() is not None)
    play(w, ["a7a6"])
    w.close()
    again = make_window(search=analysing_factory(), restore_session=True)
    assert again.game.moves == w.game.moves
    assert again.analysis.hints.plies == [3] and again.analysis.hints.counts() == {"cho": 0, "han": 1}


# --- the panels are built when first needed (start-up) -----------------------------------------------------
def panel_order(w) -> list[str]:
    """The object names of the side panel's widgets below the move list, top to bottom."""
    layout = w.panel.layout()
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    names = [x.objectName() for x in widgets if x is not None]
    return names[[x for x in widgets if x is not None].index(w.panel.moves_box) + 1:]


def tall(w) -> None:
    """A window tall enough for the lines and the report at once (a lower one shows them under two tabs:
    tests/ui/test_side_panel_room.py)."""
    w.resize(1000, 960)


def test_the_lines_and_report_panels_are_built_when_first_needed_and_then_work(qtbot, make_window):
    w = make_window(search=analysing_factory())
    tall(w)
    assert panel_order(w) == []  # nothing below the move list at start-up: the window did not build them
    assert w.panel.findChild(QWidget, "LinesPanel") is None and w.panel.findChild(QWidget, "ReportPanel") is None
    play(w, MOVES)
    w.actions.analyse_game_action.trigger()  # the report first: it comes below the move list
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete)
    assert w.analysis.report_panel.isVisible() and panel_order(w) == ["ReportPanel"]
    w.actions.analysis_action.trigger()  # then the lines: between the list and the report
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 3)
    assert w.analysis.lines_panel.isVisible() and panel_order(w) == ["LinesPanel", "ReportPanel"]
    w.actions.analysis_action.trigger()
    assert not w.analysis.lines_panel.isVisible() and w.analysis.report_panel.isVisible()


def test_a_hint_builds_the_lines_panel_below_the_move_list(qtbot, make_window):
    w = make_window(search=analysing_factory())
    w.actions.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()), timeout=30000)
    assert w.analysis.lines_panel.isVisible() and panel_order(w) == ["LinesPanel"]
    assert w.analysis.lines_panel.title().startswith("Hint (훈수)")


def test_the_lines_and_report_panels_follow_a_language_switch(qtbot, make_window):
    """Defect 3 for the panels built on first use: their own words change with the language, live."""
    from PySide6.QtCore import QCoreApplication

    from janggi_desktop.ui import i18n

    w = make_window(search=analysing_factory())
    tall(w)
    play(w, MOVES)
    w.actions.analyse_game_action.trigger()
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete)
    w.actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: len(w.analysis.lines_panel.shown_lines()) == 3)
    w.driver.go_to(3)
    lines, report = w.analysis.lines_panel, w.analysis.report_panel
    assert lines.count_label.text() == "Lines" and report.title() == "Game report"
    assert "Blunder" in report.better_label.text() and "Cho" in report.counts_label.toolTip()
    try:
        w.actions.language_actions["fr"].trigger()
        qtbot.waitUntil(lambda: lines.count_label.text() == "Lignes")
        assert lines.title().startswith("Analyse") and report.title() == "Rapport de partie"
        assert report.cancel_button.text() == "Annuler"
        assert report.next_button.toolTip() == "Erreur suivante ▶"
        assert "Gaffe" in report.better_label.text() and "Blunder" not in report.better_label.text()
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")


def test_the_game_over_dialog_offers_the_games_analysis(qtbot, make_window):
    """A game just ended: its analysis (then Practise these mistakes) is one click away in the Game over dialog
    (it was two menus away: seen under Xvfb after a game lost to the computer)."""
    w = make_window(search=analysing_factory())
    play(w, MOVES)
    with qtbot.waitSignal(w.game_over, timeout=2000):
        w.actions.resign_action.trigger()
    dialog = w.game_over_dialog
    assert dialog.analyse_button is not None and dialog.analyse_button.text() == "Analyse the game"
    qtbot.mouseClick(dialog.analyse_button, Qt.MouseButton.LeftButton)
    panel = w.analysis.report_panel
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete, timeout=10000)
    assert panel.isVisible() and not dialog.isVisible()
    assert w.analysis.report.total == len(MOVES) + 1
