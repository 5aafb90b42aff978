"""Room to read at 800×600 with analysis on (issue 48 item 6): the move list keeps the current move and the
newest move in view, the evaluation graph is tall enough to read and a click on it shows that position, the
better move keeps its two lines, and the move list's top does not move when the review box, the analysis
lines, the game report or the paused clocks appear.  Geometry is measured on the real widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication

from janggi_desktop.play import PlayerSpec, TimeControl
from janggi_desktop.ui.analysis.report_panel import GRAPH_MIN_HEIGHT

from .app_helpers import analysing_factory, random_game


def where(widget) -> QRect:
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def small_window(qtbot, make_window, **kwargs):
    w = make_window(search=analysing_factory(), **kwargs)
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.width() == 800 and w.height() == 600)
    QGuiApplication.processEvents()
    return w


def test_at_800x600_the_list_keeps_the_current_and_newest_moves_and_the_graph_reads_and_clicks(qtbot, make_window):
    w = small_window(qtbot, make_window)
    game = random_game(3, 60)
    top = where(w.panel.move_list).top()
    for move in game.moves:
        assert w.play_move(move)
    lst = w.panel.move_list
    QGuiApplication.processEvents()
    last = w.panel.move_cell_rect(len(game.moves))
    assert lst.viewport().rect().contains(last)  # the newest move whole, not cut at the bottom
    w.analysis.analyse_game()
    qtbot.waitUntil(lambda: w.analysis.report is not None and w.analysis.report.complete)
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()))
    QGuiApplication.processEvents()
    assert where(lst).top() == top  # the lines and the report came below the list
    for ply in (5, 31, 59, 12):
        w.driver.go_to(ply)
        QGuiApplication.processEvents()
        assert where(lst).top() == top  # the review box has its room already
        assert lst.viewport().rect().contains(w.panel.move_cell_rect(ply)), ply  # the current move in view
    # at 800×600 the lines and the report take turns under two tabs: analysis mode put the lines first
    tabs, lines, report = w.panel.analysis_tabs, w.analysis.lines_panel, w.analysis.report_panel
    assert tabs is not None and tabs.isVisible() and lines.isVisible() and not report.isVisible()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(1).center())
    assert report.isVisible() and not lines.isVisible() and where(lst).top() == top
    scroll = w.panel.parentWidget().parentWidget()
    QGuiApplication.processEvents()
    assert scroll.verticalScrollBar().maximum() == 0  # all of it in the window: nothing to scroll to
    graph = report.graph
    assert graph.height() >= GRAPH_MIN_HEIGHT
    x = round(4 + (graph.width() - 8) * 20 / (graph.point_count() - 1))
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=QPoint(x, graph.height() // 2))
    assert w.shown_game.ply == 20
    # the position before a mistake: the report comes first again, its text keeps two lines (the arrows' key)
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(0).center())
    assert lines.isVisible()
    w.driver.go_to(0)
    w.analysis.next_mistake()
    assert report.isVisible() and tabs.currentIndex() == 1
    better = w.analysis.report_panel.better_label
    QGuiApplication.processEvents()
    assert better.isVisible() and better.height() >= 2 * better.fontMetrics().lineSpacing()


def test_at_800x600_the_paused_clocks_do_not_move_the_list(qtbot, make_window):
    w = small_window(qtbot, make_window)
    w.games.new_game((PlayerSpec.human(), PlayerSpec.human()), "janggi", time_control=TimeControl.parse("5m"))
    for move in random_game(5, 4, "janggi").moves:
        assert w.play_move(move)
    QGuiApplication.processEvents()
    top = where(w.panel.move_list).top()
    assert w.driver.can_pause_clock()
    w.driver.pause_clock()
    w.clocks.refresh()
    QGuiApplication.processEvents()
    assert w.clocks.view.paused_label.isVisible() and where(w.panel.move_list).top() == top


def test_a_low_window_gets_the_compact_panel_and_loses_no_words(qtbot, make_window):
    """Below COMPACT_BELOW px the players line is one line ending in "…" (whole in its tooltip) and the
    captures are in the points' tooltip; a taller window has the full panel back.  The compact panel follows
    the window's height alone: the analysis lines appearing change nothing above the move list."""
    from janggi_desktop.ui.panels.side_panel import COMPACT_BELOW

    w = small_window(qtbot, make_window)
    panel = w.panel
    assert panel.compact and COMPACT_BELOW > 600
    for move in random_game(7, 30).moves:
        assert w.play_move(move)
    QGuiApplication.processEvents()
    assert not panel.captured_cho_label.isVisible()
    assert panel.captured_cho_label.text() in panel.points_label.toolTip()
    assert panel.mode_label.height() <= panel.mode_label.fontMetrics().lineSpacing() + 2
    top = where(panel.move_list).top()
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()))
    QGuiApplication.processEvents()
    assert where(panel.move_list).top() == top
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.height() == 800)
    QGuiApplication.processEvents()
    assert not panel.compact and panel.captured_cho_label.isVisible() and panel.mode_label.wordWrap()
