"""Perft speed of the rules model, side by side with Fairy-Stockfish's ``go perft`` when it is installed.

Prints perft(4) from the start under the janggi rules with nodes/s, Fairy-Stockfish's time for the same
count and the ratio, and legal-move generations per second in a middle-game position (what the engine's
search depends on).  A benchmark prints figures; it asserts nothing about time.

    python3 bench/perft.py [--depth 4] [--engine /usr/games/fairy-stockfish]
    BENCH_CODE=DIR python3 bench/perft.py   # the janggi_desktop in DIR (a compiled build), not this checkout
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

# The code measured: this checkout, or the folder in $BENCH_CODE (a compiled build: bench/compiled.py --keep).
sys.path.insert(0, os.environ.get("BENCH_CODE") or os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import janggi_desktop.rules.position  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402

MIDDLE = "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1"
MIDDLE_GAME = "r1ba1a3/4kn3/2n1b3r/p1p1p1p1p/4c4/2P6/P3P1P1P/1C2B1NC1/4K4/RN1A1AB1R w - - 0 1"


def fairy_perft(engine: str, depth: int) -> tuple[int, float] | None:
    if not os.path.exists(engine):
        return None
    proc = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdin and proc.stdout
    proc.stdin.write("uci\nsetoption name UCI_Variant value janggi\nisready\n")
    proc.stdin.flush()
    for line in proc.stdout:
        if line.strip() == "readyok":
            break
    start = time.perf_counter()
    proc.stdin.write(f"position startpos\ngo perft {depth}\n")
    proc.stdin.flush()
    nodes = -1
    for line in proc.stdout:
        if line.startswith("Nodes searched"):
            nodes = int(line.split(":")[1])
            break
    elapsed = time.perf_counter() - start
    proc.stdin.write("quit\n")
    proc.stdin.flush()
    proc.wait(timeout=5)
    return nodes, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()

    game = Game("janggi")
    start = time.perf_counter()
    nodes = game.perft(args.depth)
    ours = time.perf_counter() - start
    code = janggi_desktop.rules.position.__file__
    print(f"perft({args.depth}) from the start, janggi rules: {nodes:,} nodes in {ours:.2f} s "
          f"= {nodes / ours:,.0f} nodes/s (Python {sys.version.split()[0]}, "
          f"{'compiled' if code.endswith(('.so', '.pyd')) else 'pure Python'}: {code})")
    fsf = fairy_perft(args.engine, args.depth)
    if fsf is None:
        print(f"Fairy-Stockfish not found at {args.engine} (apt-get install fairy-stockfish): no comparison")
    else:
        fsf_nodes, fsf_time = fsf
        agree = "same count" if fsf_nodes == nodes else f"DIFFERENT count {fsf_nodes:,}"
        print(f"Fairy-Stockfish go perft {args.depth}: {fsf_nodes:,} nodes in {fsf_time:.3f} s ({agree}); "
              f"ours takes {ours / fsf_time:.1f}x its time")

    for name, fen in (("middle game", MIDDLE_GAME), ("the docs/rules.md#perft position", MIDDLE)):
        pos = Game.from_fen(fen, "janggi").position
        n = 0
        start = time.perf_counter()
        while time.perf_counter() - start < 1.0:
            for _ in range(200):
                pos.legal_moves()
            n += 200
        elapsed = time.perf_counter() - start
        print(f"legal-move generation, {name} ({len(pos.legal_moves())} moves): {n / elapsed:,.0f} per second")
        cycles = 0
        moves = pos.legal_moves()
        start = time.perf_counter()
        while time.perf_counter() - start < 0.5:
            for m in moves:
                cap = pos.make(m)
                pos.unmake(m, cap)
            cycles += len(moves)
        print(f"make+unmake, {name}: {cycles / (time.perf_counter() - start):,.0f} per second")


if __name__ == "__main__":
    main()
