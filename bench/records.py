"""Speed of the record formats: SAN, PGN and .gib writing and reading, and the autosave after a move.

Prints figures for a batch of seeded random games (what opening a large tournament file costs, and what an
autosave adds to every move).  A benchmark prints figures; it asserts nothing about time.

    python3 bench/records.py [--games 300] [--plies 120]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.records import gib, pgn, record_from_game  # noqa: E402
from janggi_desktop.records.autosave import load_session, save_session  # noqa: E402
from janggi_desktop.records.san import san_moves  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game  # noqa: E402


def random_games(n: int, plies: int) -> list[Game]:
    rng = random.Random(1)
    out = []
    for _ in range(n):
        g = Game("janggimodern", cho=rng.choice(list(ARRANGEMENTS)), han=rng.choice(list(ARRANGEMENTS)))
        for _ in range(plies):
            legal = [m for m in g.legal_moves() if not m.is_pass]
            if not legal:
                break
            g.push(rng.choice(legal))
        out.append(g)
    return out


def timed(label: str, plies: int, fn):
    t = time.perf_counter()
    result = fn()
    dt = time.perf_counter() - t
    print(f"{label:<28} {dt * 1000:9.1f} ms  {plies / dt:10.0f} plies/s")
    return result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--plies", type=int, default=120)
    args = ap.parse_args()
    games = random_games(args.games, args.plies)
    plies = sum(g.ply for g in games)
    print(f"{len(games)} games, {plies} plies")
    records = [record_from_game(g) for g in games]
    timed("SAN of every move", plies, lambda: [san_moves(g) for g in games])
    text = timed("PGN write", plies, lambda: pgn.dumps(records))
    timed("PGN read (replay + SAN)", plies, lambda: pgn.loads(text))
    data = timed("gib write (CP949)", plies, lambda: gib.dump_bytes(records))
    timed("gib read", plies, lambda: gib.load_bytes(data))
    longest = max(games, key=lambda g: g.ply)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "session.json")
        n = 50
        t = time.perf_counter()
        for _ in range(n):
            save_session(path, longest, {"mode": "vs_ai"})
        dt = (time.perf_counter() - t) / n
        print(f"autosave of a {longest.ply}-ply game: {dt * 1000:.2f} ms per save (fsync included)")
        t = time.perf_counter()
        load_session(path)
        print(f"restore of a {longest.ply}-ply game: {(time.perf_counter() - t) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
