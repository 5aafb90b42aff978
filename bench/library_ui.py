"""The library window and the opening explorer on a big library (issue 46): time to open the window, the
longest event-loop stall while a filter is typed, a sort, and the explorer's refresh after a move.

The library is the one bench/library.py generates (default ``/tmp/janggi-bench-library/library-100000.sqlite3``,
100,000 random legal games).  The stall is measured as bench/ui.py does: a QTimer ticking every 5 ms, the
longest gap between ticks while keys are typed 80 ms apart (the 150 ms typing pause then fires the query).

    QT_QPA_PLATFORM=offscreen nice -n 5 python3 bench/library_ui.py [--db PATH]

A benchmark prints figures; it asserts nothing about time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--db", default="/tmp/janggi-bench-library/library-100000.sqlite3")
    args = p.parse_args()
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from janggi_desktop.library.keeper import GameKeeper

    app = QApplication.instance() or QApplication([])
    os.environ["JANGGI_DESKTOP_DATA_DIR"] = tempfile.mkdtemp()
    from janggi_desktop.ui.library.window import LibraryWindow
    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore

    w = MainWindow(SettingsStore(Path(tempfile.mkdtemp())), autosave=False)
    w.show()
    for _ in range(20):
        app.processEvents()
    keeper = GameKeeper(args.db)

    def settle(ms: int) -> None:
        end = time.perf_counter() + ms / 1000
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.0005)

    def until_read(limit_s: float = 10.0) -> None:
        model = win.table.model()
        end = time.perf_counter() + limit_s
        while (model.loading or model.total is None) and time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.0005)

    t = time.perf_counter()
    win = LibraryWindow(keeper, lambda: w.driver.shown_game.fen(), w)
    win.show()
    app.processEvents()
    shown_ms = (time.perf_counter() - t) * 1000
    model = win.table.model()
    while model.loading:
        app.processEvents()
        time.sleep(0.0005)
    first_ms = (time.perf_counter() - t) * 1000
    until_read()
    counted_ms = (time.perf_counter() - t) * 1000
    print(f"library: {args.db}, {win.count_label.text()}")
    print(f"open the window: shown {shown_ms:.0f} ms, first page of {model.rowCount()} rows {first_ms:.0f} ms, "
          f"counted {counted_ms:.0f} ms")

    def stalled(action, after_ms: int = 100) -> float:
        gaps: list[float] = []
        timer = QElapsedTimer()
        last = [0]

        def on_tick():
            now = timer.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        tick = QTimer()
        tick.setInterval(5)
        tick.timeout.connect(on_tick)
        timer.start()
        tick.start()
        action()
        until_read()
        settle(after_ms)
        tick.stop()
        return max(gaps) if gaps else 0.0

    def type_text(text: str):
        def go():
            win.text_box.clear()
            for ch in text:
                QTest.keyClicks(win.text_box, ch)
                settle(80)
            settle(200)  # the typing pause: the query starts
        return go

    for text in ("Player 09", "Mirror 185", "nobody at all", "random"):
        gap = stalled(type_text(text))
        print(f"typing {text!r} (80 ms a key): longest event-loop stall {gap:.0f} ms -> {win.count_label.text()}")
    win.text_box.clear()
    win.apply_filters()
    for column, name in ((1, "Cho"), (7, "event"), (5, "plies")):
        gap = stalled(lambda c=column: win.table.sortByColumn(c, Qt.SortOrder.DescendingOrder))
        print(f"sort by {name} (descending): longest stall {gap:.0f} ms")
    gap = stalled(lambda: win.table.scrollToBottom())
    print(f"scroll to the bottom of the loaded rows (fetches the next page): longest stall {gap:.0f} ms, "
          f"{win.table.model().rowCount()} rows now")
    win.close()
    win.shutdown()

    from janggi_desktop.ui.explorer_controller import ExplorerController
    from janggi_desktop.ui.panels.explorer_panel import ExplorerPanel

    panel = ExplorerPanel()
    panel.show()
    ctl = ExplorerController(w.driver, panel, keeper, w.play_move, lambda: ("korean", "hangeul", "en"),
                             w.statusBar())
    from janggi_desktop.library import Library, search

    with Library.open(args.db) as lib:
        start = search(lib, limit=1)[0]
        fen = lib.query("SELECT start_fen, moves FROM games WHERE id = ?", (start.id,))[0]
    from janggi_desktop.rules import Game, Move

    w.games.start_game(Game("janggimodern", fen=fen[0]), w.driver.specs)
    times = []
    for uci in fen[1].split()[:12]:
        t = time.perf_counter()
        ctl.refresh(force=True)
        times.append((time.perf_counter() - t) * 1000)
        w.play_move(Move.from_uci(uci))
    print(f"explorer refresh along a game's first 12 positions: start {times[0]:.1f} ms, median "
          f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms")
    keeper.close()
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
