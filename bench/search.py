"""Search speed: nodes/s at the start position, depth reached in 1 s, and how fast a stop is honoured.

    python bench/search.py [--ruleset janggi] [--seconds 1] [--profile]
    BENCH_CODE=DIR python bench/search.py      # the janggi_desktop in DIR (a compiled build), not this checkout

Prints figures, asserts nothing (timings depend on the machine and its load).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import threading
import time
from pathlib import Path

# The code measured: this checkout, or the folder in $BENCH_CODE (a compiled build: bench/compiled.py --keep).
sys.path.insert(0, os.environ.get("BENCH_CODE") or str(Path(__file__).resolve().parents[1]))

import janggi_desktop.engine.search  # noqa: E402
from janggi_desktop.engine.search import Limits, Searcher  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402

MIDDLEGAME = ["b1c3", "h10g8", "h1g3", "b10c8", "c4c5", "g7g6", "b3e3", "h8e8", "a1b1", "i10i9"]


def one(game: Game, seconds: float) -> tuple[int, int, int, int]:
    """(depth, nodes, wall-clock nodes/s, CPU nodes/s): on a loaded machine the two rates differ."""
    c0 = time.process_time()
    r = Searcher(game, hash_mb=64).search(Limits(movetime=int(seconds * 1000)))
    cpu = max(time.process_time() - c0, 1e-6)
    return r.info.depth, r.info.nodes, r.info.nps, int(r.info.nodes / cpu)


def stop_latency(game: Game, trials: int = 5) -> list[float]:
    out = []
    for _ in range(trials):
        stop = threading.Event()
        t = threading.Thread(target=Searcher(game.copy()).search, args=(Limits(infinite=True), None, stop))
        t.start()
        time.sleep(0.5)
        t0 = time.perf_counter()
        stop.set()
        t.join()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ruleset", default="janggi")
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--profile", action="store_true", help="cProfile one 3 s search from the start")
    args = ap.parse_args(argv)

    start = Game(args.ruleset)
    mid = Game(args.ruleset)
    for m in MIDDLEGAME:
        mid.push_uci(m)
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        Searcher(start).search(Limits(movetime=3000))
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
        return 0
    code = janggi_desktop.engine.search.__file__
    print(f"{'compiled' if code.endswith(('.so', '.pyd')) else 'pure Python'} search: {code}")
    for name, game in (("start", start), ("middlegame", mid)):
        runs = [one(game, args.seconds) for _ in range(args.runs)]
        depths = [r[0] for r in runs]
        nps = [r[2] for r in runs]
        cpu_nps = [r[3] for r in runs]
        print(f"{name:10s} ({args.ruleset}, {args.seconds:g} s): depth {min(depths)}-{max(depths)}, "
              f"nodes/s median {statistics.median(nps):,.0f} wall-clock, {statistics.median(cpu_nps):,.0f} "
              f"per CPU second (runs: {', '.join(f'{x:,}' for x in nps)})")
    lat = stop_latency(start)
    print(f"stop latency (ms) over {len(lat)} stops: max {max(lat):.1f}, median {statistics.median(lat):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
