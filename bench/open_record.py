"""The GUI thread while File → Open reads a large multi-game record: the longest event-loop stall and the cyclic
garbage collector's pauses, from the call to ``open_file`` until the game picker is shown and a second after.

The record is read on a thread (records_controller.open_file), but Python's collector runs in whichever thread
allocates, holding the GIL: a full collection that walks every record read so far stalls the window too.  Each
collection is timed with ``gc.callbacks`` (its generation, its length, the thread it ran in).  The program's
start is imitated as app.main does it (collector paused, then frozen and resumed once the window is up).
A benchmark prints figures; it asserts nothing about time.

    QT_QPA_PLATFORM=offscreen python3 bench/open_record.py [--games 10000] [--format pgn|gib]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.records import dumps, record_from_game  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game  # noqa: E402


def record_file(games: int, fmt: str) -> str:
    """A file of ``games`` games (200 distinct random games of 40-120 plies, repeated with their own tags),
    made once and kept in the temporary directory."""
    path = os.path.join(tempfile.gettempdir(), f"janggi-bench-open-{games}.{fmt}")
    if os.path.exists(path):
        return path
    rng = random.Random(7)
    distinct = []
    for _ in range(200):
        g = Game("janggimodern", cho=rng.choice(list(ARRANGEMENTS)), han=rng.choice(list(ARRANGEMENTS)))
        for _ in range(rng.randint(40, 120)):
            legal = [m for m in g.legal_moves() if not m.is_pass]
            if not legal:
                break
            g.push(rng.choice(legal))
        distinct.append(g)
    records = [record_from_game(distinct[i % len(distinct)], White=f"Cho player {i % 97}",
                                Black=f"Han player {i % 89}", Event="Bench", Round=str(i + 1))
               for i in range(games)]
    with open(path + ".part", "w", encoding="utf-8") as f:
        f.write(dumps(records, fmt))
    os.replace(path + ".part", path)
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--format", choices=("pgn", "gib"), default="pgn")
    a = ap.parse_args()
    path = record_file(a.games, a.format)
    os.environ["JANGGI_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp()
    os.environ.setdefault("JANGGI_DESKTOP_DATA_DIR", tempfile.mkdtemp())

    gc.disable()  # as app.main: until the window is up
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from janggi_desktop.app import resume_gc, share_the_interpreter
    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore

    share_the_interpreter()
    app = QApplication([])
    store = SettingsStore()
    settings, _warning = store.load()
    w = MainWindow(store, settings=settings, restore_session=False, autosave=False)
    w.show()
    for _ in range(20):
        app.processEvents()
    resume_gc()

    collections: list[tuple[int, float, str]] = []  # generation, ms, thread
    started: dict[int, float] = {}

    def on_gc(phase: str, info: dict) -> None:
        ident = threading.get_ident()
        if phase == "start":
            started[ident] = time.perf_counter()
        elif ident in started:
            collections.append((info["generation"], (time.perf_counter() - started.pop(ident)) * 1000,
                                threading.current_thread().name))

    gaps: list[float] = []
    ends: list[float] = []  # when each gap ended (ms after open_file was called)
    clock = QElapsedTimer()
    last = [0]

    def on_tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        ends.append(now)
        last[0] = now

    tick = QTimer()
    tick.setInterval(5)
    tick.timeout.connect(on_tick)
    gc.callbacks.append(on_gc)
    clock.start()
    tick.start()
    t0 = time.perf_counter()
    w.records.open_file(path)
    shown = None
    while True:
        app.processEvents()
        time.sleep(0.0005)
        picker = w.records.game_picker
        if shown is None and w.records.open_thread is None and picker is not None and picker.isVisible():
            shown = time.perf_counter() - t0
        if shown is not None and time.perf_counter() - t0 > shown + 1.0:
            break
        if time.perf_counter() - t0 > 300:
            raise SystemExit("the game picker did not come within 300 s")
    tick.stop()
    gc.callbacks.remove(on_gc)
    size = os.path.getsize(path) / 1e6
    print(f"{a.games} games ({a.format}, {size:.1f} MB); game picker shown after {shown:.2f} s")
    longest = max(range(len(gaps)), key=gaps.__getitem__)
    print(f"the longest gap ended {ends[longest] / 1000 - shown:+.2f} s from the picker being shown")
    gaps.sort()
    print(f"event-loop gaps (5 ms timer): {len(gaps)} ticks, median {gaps[len(gaps) // 2]:.0f} ms, "
          f"longest {gaps[-1]:.0f} / {gaps[-2]:.0f} / {gaps[-3]:.0f} ms, over 50 ms: {sum(g > 50 for g in gaps)}")
    for gen in (0, 1, 2):
        mine = [ms for g, ms, _t in collections if g == gen]
        if mine:
            threads = sorted({t for g, _ms, t in collections if g == gen})
            print(f"gc generation {gen}: {len(mine)} collections, {sum(mine):.0f} ms in all, longest "
                  f"{max(mine):.1f} ms (threads: {', '.join(threads)})")
    print(f"objects tracked after: {len(gc.get_objects())}, frozen: {gc.get_freeze_count()}")
    w.close()


if __name__ == "__main__":
    main()
