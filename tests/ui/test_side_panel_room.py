"""Room to read at 800×600 with analysis on (issue 48 item 6): the move list keeps the current move and the
newest move in view, the evaluation graph is tall enough to read and a click on it shows that position, the
better move keeps its two lines, and the move list's top does not move when the review box, the analysis
lines, the game report or the paused clocks appear.  Geometry is measured on the real widgets."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QTextDocument

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
    last = w.panel.move_list.move_cell_rect(len(game.moves))
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
        assert lst.viewport().rect().contains(w.panel.move_list.move_cell_rect(ply)), ply  # the current move in view
    # at 800×600 the lines and the report take turns under two tabs: analysis mode put the lines first
    tabs, lines, report = w.panel.analysis_parts.tabs, w.analysis.lines_panel, w.analysis.report_panel
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
    assert not panel.score.captured_cho_label.isVisible()
    assert panel.score.captured_cho_label.text() in panel.score.points_label.toolTip()
    assert panel.mode_label.height() <= panel.mode_label.fontMetrics().lineSpacing() + 2
    top = where(panel.move_list).top()
    w.analysis.set_mode(True)
    qtbot.waitUntil(lambda: bool(w.analysis.lines_panel.shown_lines()))
    QGuiApplication.processEvents()
    assert where(panel.move_list).top() == top
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.height() == 800)
    QGuiApplication.processEvents()
    assert not panel.compact and panel.score.captured_cho_label.isVisible() and panel.mode_label.wordWrap()


def study_file(folder, plies: int = 60) -> str:
    """A PGN study as a user opens one: players and event named, variations with comments, marks."""
    from janggi_desktop.records import save_games
    from janggi_desktop.records.model import record_from_game, record_tree, set_record_tree

    record = record_from_game(random_game(11, plies), White="Kim Minjun", Black="Lee Seoyeon",
                              Event="Seoul club night")
    tree = record_tree(record)
    main = tree.main_line()
    for i in range(5, plies - 4, 9):
        parent = main[i].parent
        game = tree.game_at(parent)
        other = next(m for m in game.legal_moves() if parent.child(m) is None and not m.is_pass)
        node = tree.add_move(parent, other, game=game)
        tree.set_comment(node, "A quieter try: the horse stays back to guard the palace.")
        tree.set_nags(node, [5])
    tree.set_comment(main[3], "The usual plan in this opening.")
    tree.set_comment(main[8], "Both sides have developed their elephants.", before=True)
    path = str(folder / "study.pgn")
    save_games(path, set_record_tree(record, tree))
    return path


def visible_rows(view) -> float:
    """How many of the tree view's text lines its viewport holds."""
    doc, lines, block = view.document(), 0, view.document().begin()
    while block.isValid():
        lines += block.layout().lineCount()
        block = block.next()
    return view.viewport().height() / (doc.size().height() / max(1, lines))


def test_at_800x600_a_study_with_analysis_keeps_eight_rows_and_fits(qtbot, make_window, tmp_path, qapp):
    """Issue 48 item 6 with a study opened: with the analysis lines the tree view showed 5 rows and with the
    game report 3, and the panel overflowed its 520 px by ~20-50 px (word-wrapped lines in the report; the
    panel scrolled); "Before" was cut to "…".  The compact panel gives the list the room: the Moves group
    and the move box without titles, the review box, the turn line and the move box's words in one line, the
    comment box, "Before" and the marks (in a menu) in one row.  In en, fr and ko."""
    from janggi_desktop.ui import i18n

    path = study_file(tmp_path)
    try:
        for language in ("fr", "ko", "en"):
            i18n.install_translators(qapp, language)
            w = small_window(qtbot, make_window)
            assert w.records.open_file(path)
            w.analysis.analyse_game()
            qtbot.waitUntil(lambda w=w: w.analysis.report is not None and w.analysis.report.complete)
            w.analysis.set_mode(True)
            panel, scroll = w.panel, w.panel.parentWidget().parentWidget()
            view, editor = panel.study.tree, panel.study.editor
            assert w.study.showing_tree and panel.compact
            for ply in (30, 59, 7):
                w.driver.go_to(ply)
                QGuiApplication.processEvents()
                assert scroll.verticalScrollBar().maximum() == 0, language  # no overflow
                assert visible_rows(view) >= 8, (language, visible_rows(view))
                cursor = view.cursorRect()  # the move shown, whole
                assert 0 <= cursor.top() and cursor.bottom() < view.viewport().height(), (language, ply)
                review = panel.review_label  # one line, all of it drawn (it lost its "40" when it wrapped)
                doc = QTextDocument()
                doc.setDefaultFont(review.font())
                doc.setDocumentMargin(0)
                doc.setHtml(review.text())
                assert not review.wordWrap() and doc.idealWidth() <= review.contentsRect().width(), language
            qtbot.mouseClick(panel.analysis_parts.tabs, Qt.MouseButton.LeftButton,
                             pos=panel.analysis_parts.tabs.tabRect(1).center())
            QGuiApplication.processEvents()
            assert w.analysis.report_panel.isVisible()
            assert scroll.verticalScrollBar().maximum() == 0, language
            assert visible_rows(view) >= 4.5, (language, visible_rows(view))
            before = editor.before_button
            assert before.width() >= before.sizeHint().width(), language  # "Avant", "수 앞": whole
            assert editor.marks_button.isVisible() and not editor.mark_buttons[0].isVisible()
            w.close()
    finally:
        i18n.install_translators(qapp, "en")


def test_a_bikjang_alert_made_compact_later_is_shortened_and_leaves_the_board_its_room(qtbot, make_window, tmp_path):
    # seen under Xvfb: a game restored at a bikjang position and the window then made 800x600 (as every start
    # at that size does) kept the alert's whole sentence on one line, 583 px wide: the panel took 510 px and the
    # board shrank to 235 px
    path = tmp_path / "bikjang.pgn"
    path.write_text('[Event "?"]\n\n1. Pab4 Pg6 2. Cb5 Af9 3. Pih4 Pg5 4. Ch7 Hc8 5. Hg3 Pa6 6. Af2 Pcd7 7. Kf3 Ad9 '
                    '8. Ri4 Kf8 *\n', encoding="utf-8")
    w = make_window()
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.height() == 800)
    assert w.records.open_file(path)
    w.actions.last_action.trigger()
    assert w.board.game().bikjang_pending()
    QGuiApplication.processEvents()
    alert = w.panel.check_label
    assert not w.panel.compact and "Bikjang" in alert.text()
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.height() == 600)
    QGuiApplication.processEvents()
    assert w.panel.compact
    assert alert.text().endswith("…") and alert.text() != alert.toolTip()
    assert alert.minimumSizeHint().width() <= w.panel.width()
    assert w.panel.minimumSizeHint().width() < 300 and w.board.width() > w.panel.width()
