"""Training → Puzzles: the time from a puzzle's end to the next one on screen.

    QT_QPA_PLATFORM=offscreen python3 bench/training_ui.py [--puzzles 40] [--history 0 5000]

For each of ``--puzzles`` shipped puzzles, in the real PuzzleWindow on a library file of its own: the line up
to the last move is played on the session (not timed), then

* **end**: the last move clicked on the board (piece, then point) until the board, the message, the record of
  the attempt in the library (an SQLite transaction), the rating label and the graph are painted;
* **next**: a click on Next puzzle until the next puzzle's board is painted (choosing near the rating,
  a new session, the pieces, the title);

the sum is what the person waits between their last move and the next puzzle (their own reaction before
clicking Next left out).  Paints are forced as bench/ui.py does (``repaint()``, synchronous).  ``--history``
runs it again with that many earlier attempts in the library (read once when the window opens; the graph then
gets each new point).  Prints medians and 95th percentiles; asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def run(puzzle_count: int, history: int, puzzles) -> dict[str, list[float]]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from janggi_desktop.training import open_store
    from janggi_desktop.ui.training.puzzles import PuzzleWindow

    folder = Path(tempfile.mkdtemp(prefix="janggi-bench-training-"))
    store_path = folder / "library.sqlite3"
    if history:
        store = open_store(store_path)
        start = datetime(2026, 1, 1, tzinfo=UTC)
        rng = random.Random(7)
        for i in range(history):
            store.record_attempt(rng.choice(puzzles.puzzles), rng.random() < 0.6, 30.0, start + timedelta(minutes=i))
        store.library.close()
    w = PuzzleWindow(lambda: open_store(store_path), puzzles=puzzles, rng=random.Random(1))
    w.resize(1100, 820)
    w.show()
    QTest.qWaitForWindowExposed(w)
    board = w.training.board
    end_ms, next_ms = [], []
    for _ in range(puzzle_count):
        session = w.training.session()
        line = session.line
        for i in range(0, len(line) - 1, 2):  # up to the last move: not timed
            session.try_move(line[i])
            session.play_reply()
        board.set_game(session.game)
        last = line[-1]
        vp = board.viewport()
        t = time.perf_counter()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=board.point_of(last.from_square))
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=board.point_of(last.to_square))
        w.repaint()
        end_ms.append((time.perf_counter() - t) * 1000)
        assert session.solved, "the bench's click did not solve the puzzle"
        t = time.perf_counter()
        QTest.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
        w.repaint()
        next_ms.append((time.perf_counter() - t) * 1000)
    w.shutdown()
    w.close()
    return {"end": end_ms, "next": next_ms, "sum": [a + b for a, b in zip(end_ms, next_ms, strict=True)]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--puzzles", type=int, default=40)
    ap.add_argument("--history", type=int, nargs="*", default=[0, 5000])
    args = ap.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from janggi_desktop.training import load_puzzles

    QApplication.instance() or QApplication([])
    puzzles = load_puzzles()
    print(f"{len(puzzles)} shipped puzzles; {args.puzzles} solved in a row, 1100x820 window, "
          f"platform {os.environ['QT_QPA_PLATFORM']}")
    for history in args.history:
        out = run(args.puzzles, history, puzzles)
        print(f"history of {history} attempts:")
        for key, words in (("end", "last move -> attempt recorded, rating and graph painted"),
                           ("next", "Next click -> next puzzle painted"),
                           ("sum", "end to next puzzle on screen (without the person's reaction)")):
            values = out[key]
            print(f"  {words}: median {statistics.median(values):.1f} ms, p95 {pct(values, 0.95):.1f} ms, "
                  f"max {max(values):.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
