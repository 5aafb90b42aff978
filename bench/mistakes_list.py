"""How long Training → My mistakes takes to gather its exercises from a large library (on the GUI thread).

    python3 bench/mistakes_list.py [--games 500] [--plies 80]

Makes a library of ``--games`` analysed games of random legal moves played here against the computer (an
evaluation after every ply, a ``?`` or ``??`` on every tenth move of the person), then times what the window
does when the list is first opened: collect_exercises over every analysed game (each game's analysis rebuilt
from its row, the user's mistakes made exercises, the new ones kept), a second collect (nothing new), the
store's exercises (every card read) and due_count.  Prints, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.library import LEVEL, PERSON, Library, Player, add_record, set_analysis  # noqa: E402
from janggi_desktop.records import record_from_game  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402
from janggi_desktop.training import TrainingStore, collect_exercises  # noqa: E402


def random_game(rng: random.Random, plies: int) -> Game:
    g = Game("janggi")
    while g.ply < plies:
        moves = [m for m in g.legal_moves() if not m.is_pass]
        if not moves:
            break
        g.push(rng.choice(moves))
        if g.is_over():
            g.pop()
            break
    return g


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--plies", type=int, default=80)
    a = ap.parse_args(argv)
    rng = random.Random(47)
    folder = Path(tempfile.mkdtemp(prefix="janggi-bench-mistakes-"))
    t0 = time.perf_counter()
    with Library.open(folder / "library.sqlite3") as lib:
        for _ in range(a.games):
            g = random_game(rng, a.plies)
            game_id = add_record(lib, record_from_game(g, White="Me", Black="Level 5"),
                                 players=(Player("Me", PERSON), Player("Level 5", LEVEL, "5")))
            evals = [f"{rng.uniform(-3, 3):.2f}" for _ in g.moves]
            marks = {ply: [rng.choice((2, 4))] for ply in range(1, len(g.moves) + 1, 20)}  # Cho's every 10th
            set_analysis(lib, game_id, evals, marks)
        made = time.perf_counter() - t0
        store = TrainingStore(lib)
        t = time.perf_counter()
        added, bad = collect_exercises(store, ["Me"])
        first = time.perf_counter() - t
        t = time.perf_counter()
        again, _ = collect_exercises(store, ["Me"])
        second = time.perf_counter() - t
        t = time.perf_counter()
        rows = store.exercises()
        listed = time.perf_counter() - t
        t = time.perf_counter()
        due = store.due_count()
        counted = time.perf_counter() - t
    print(f"library of {a.games} analysed games of {a.plies} plies made in {made:.1f} s")
    print(f"first collect: {added} exercises added ({bad} games unread) in {first * 1000:.0f} ms")
    print(f"second collect: {again} added in {second * 1000:.0f} ms")
    print(f"exercises(): {len(rows)} rows in {listed * 1000:.0f} ms; due_count(): {due} in {counted * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
