"""What the puzzle set costs the program: loading it with every check, filtering, choosing the next one.

    python3 bench/puzzles.py [--file resources/puzzles/puzzles.jsonl] [--repeat 5]

Loading replays every solution with the rules model (that is the check that a puzzle is legal under its
rule set), so it is the one cost that grows with the set; the window should load it once, off the GUI
thread.  Prints the best and median of ``--repeat`` runs, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.training import choose_near, load_puzzles  # noqa: E402


def timed(fn, repeat: int) -> tuple[float, float, object]:
    times, result = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return min(times), statistics.median(times), result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--file", default=None)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    best, median, ps = timed(lambda: load_puzzles(args.file), args.repeat)
    print(f"load + check {len(ps)} puzzles ({len(ps.refused)} refused): best {best * 1000:.0f} ms, "
          f"median {median * 1000:.0f} ms ({best / max(1, len(ps)) * 1e6:.0f} µs a puzzle)")
    best, median, chosen = timed(lambda: ps.filtered(themes=["mate", "continuous-check"], mate_in=[3]), args.repeat)
    print(f"filter (mate, continuous-check, mate in 3 -> {len(chosen)}): best {best * 1e6:.0f} µs")
    rng = random.Random(1)
    solved = {p.id for p in ps.puzzles[::3]}
    best, median, _ = timed(lambda: choose_near(ps.puzzles, 1500, rng, exclude=solved), args.repeat * 20)
    print(f"choose near 1500 excluding {len(solved)} solved: best {best * 1e6:.0f} µs, median {median * 1e6:.0f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
