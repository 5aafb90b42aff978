"""Score an engine version against the oracle (``tune/oracle_build.py``): the mean Fairy-Stockfish
centipawn loss of its chosen move (clipped at ``--clip``), how often it is Fairy-Stockfish's own choice, and
the mean depth reached.

    python tune/oracle_eval.py --pkg DIR --oracle /tmp/oracle.json [--nodes 12000] [--part 0/2]

``--pkg`` is a folder holding a ``janggi_desktop`` package (a frozen copy of one version), so that two
versions are compared on the same positions; ``--part i/n`` takes every n-th position (one process per
core).  Node-limited, so the figures do not depend on the machine's load (CPU time printed separately).
"""

from __future__ import annotations

import argparse
import json
import sys
import time


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pkg", required=True, help="folder holding the janggi_desktop package to test")
    ap.add_argument("--oracle", required=True, help="positions written by tune/oracle_build.py")
    ap.add_argument("--nodes", type=int, default=12000, help="nodes per search")
    ap.add_argument("--clip", type=int, default=400, help="largest loss counted for one move (cp)")
    ap.add_argument("--part", default="0/1", help="i/n: every n-th position from the i-th")
    ap.add_argument("--show", action="store_true", help="print every position's move and loss")
    a = ap.parse_args()
    sys.path.insert(0, a.pkg)
    import janggi_desktop
    from janggi_desktop.engine.search import Limits, Searcher
    from janggi_desktop.rules import Game

    if not janggi_desktop.__file__.startswith(a.pkg):
        raise SystemExit(f"--pkg {a.pkg} is shadowed by {janggi_desktop.__file__}: run with python -P")
    with open(a.oracle, encoding="utf-8") as f:
        data = json.load(f)
    first, step = map(int, a.part.split("/"))
    data = data[first::step]
    total = top = depth_sum = nodes_sum = 0
    t0 = time.process_time()
    for d in data:
        game = Game(ruleset="janggi", fen=d["start"])
        for m in d["history"]:
            game.push(m)
        result = Searcher(game, hash_mb=16, seed=1).search(Limits(nodes=a.nodes))
        scores = d["scores"]
        got = scores.get(result.best.uci, min(scores.values()))
        loss = min(max(scores.values()) - got, a.clip)
        total += loss
        top += loss == 0
        depth_sum += result.depth
        nodes_sum += result.nodes
        if a.show:
            print(f"{result.best.uci:6s} loss {loss:4d} depth {result.depth}  {d['fen']}")
    n = len(data)
    cpu = time.process_time() - t0
    print(f"positions {n}  mean loss {total / n:6.1f} cp  top-1 {100 * top / n:5.1f} %  mean depth "
          f"{depth_sum / n:4.2f}  cpu {cpu:6.1f} s  ({nodes_sum / cpu:,.0f} nodes/cpu-s)")


if __name__ == "__main__":
    main()
