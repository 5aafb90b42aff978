"""Batch analysis benchmark: ``janggi-desktop analyse`` on a 100-ply game at 100 ms a position, with one and
with two engine processes, for Fairy-Stockfish and the built-in engine (run as its own UCI processes).

Prints (never asserts) the wall time of each run and the speed-up.  The game is played first by the built-in
engine at level 2 against itself (seeded, so every run analyses the same game) and decided at 100 plies.

Run: ``python bench/analysis.py [--plies 100] [--movetime 100] [--engines fsf builtin:10]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)


def make_game(plies: int, path: str) -> int:
    """A game of ``plies`` moves (or fewer, if one ends sooner under every seed tried) written to ``path``."""
    from janggi_desktop.play import GameDriver, PlayerSpec, ThinkLimits
    from janggi_desktop.records import record_from_game, save_games
    from janggi_desktop.rules import Game

    best = None
    for seed in range(1, 20):
        players = (PlayerSpec.builtin(2).create(seed=seed), PlayerSpec.builtin(2).create(seed=seed + 100))
        driver = GameDriver(Game("janggi"), players, limits=ThinkLimits(depth=1))
        driver.play_engine_moves(plies)
        game = driver.game
        if best is None or game.ply > best.ply:
            best = game
        if game.ply >= plies:
            break
    save_games(path, [record_from_game(best, Event="bench/analysis.py")])
    return best.ply


def run(game: str, engine: str, movetime: int, jobs: int) -> tuple[float, str]:
    out = os.path.join(os.path.dirname(game), f"out-{jobs}.pgn")
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "janggi_desktop.app", "analyse", game, out, "--engine", engine,
                        "--movetime", str(movetime), "--jobs", str(jobs)], capture_output=True, text=True, env=env,
                       check=False)
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        raise SystemExit(f"analyse failed ({r.returncode}): {r.stderr.strip()}")
    return wall, r.stdout.strip()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--plies", type=int, default=100)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--engines", nargs="+", default=["fsf", "builtin:10"])
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="janggi-bench-analysis-")
    game = os.path.join(tmp, "game.pgn")
    plies = make_game(a.plies, game)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores, load {load:.1f}; a {plies}-ply game "
          f"({plies + 1} positions) at {a.movetime} ms a position")
    for engine in a.engines:
        times = {}
        for jobs in (1, 2):
            wall, said = run(game, engine, a.movetime, jobs)
            times[jobs] = wall
            print(f"  {engine:12s} {jobs} process(es): {wall:6.1f} s wall   ({said.split(' in ')[1].split(' with')[0]} "
                  f"inside the command)")
        print(f"  {engine:12s} speed-up with two processes: {times[1] / times[2]:.2f}x "
              f"(ideal {min(2, os.cpu_count() or 1)}x; the floor is {(plies + 1) * a.movetime / 1000:.1f} s "
              f"of thinking for one process)")


if __name__ == "__main__":
    main()
