"""Score an engine version against the oracle (``tune/oracle_build.py``): the mean Fairy-Stockfish
centipawn loss of its chosen move (clipped at ``--clip``), how often it is Fairy-Stockfish's own choice, and
the mean depth reached.

    python tune/oracle_eval.py --pkg DIR --oracle /tmp/oracle.json [--nodes 12000] [--part 0/2]

``--pkg`` is a folder holding a ``janggi_desktop`` package (a frozen copy of one version), so that two
versions are compared on the same positions; ``--part i/n`` takes every n-th position (one process per
core).  Node-limited, so the figures do not depend on the machine's load (CPU time printed separately).
``--movetime MS`` limits each search by time instead: a change that makes a node dearer or cheaper (the
nodes of a pass's subtree are cheap ones, say) is judged at equal time only, with both versions run side
by side, one a core, so that they share the machine's load.

    python tune/oracle_eval.py --fsf "depth 8" --oracle /tmp/oracle.json

``--fsf GO`` scores Fairy-Stockfish itself instead, searching each position with UCI ``go GO`` (``"depth 8"``,
``"nodes 50000"``), from a new game each time: a yardstick for our figures (what loss a given depth or node
count buys the reference engine).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    who = ap.add_mutually_exclusive_group(required=True)
    who.add_argument("--pkg", help="folder holding the janggi_desktop package to test")
    who.add_argument("--fsf", metavar="GO", help='score Fairy-Stockfish searching with "go GO" instead')
    ap.add_argument("--oracle", required=True, help="positions written by tune/oracle_build.py")
    ap.add_argument("--nodes", type=int, default=12000, help="nodes per search")
    ap.add_argument("--movetime", type=int, help="milliseconds per search instead of --nodes (--pkg only): "
                    "what a change of speed buys; run the versions compared side by side, one a core")
    ap.add_argument("--clip", type=int, default=400, help="largest loss counted for one move (cp)")
    ap.add_argument("--part", default="0/1", help="i/n: every n-th position from the i-th")
    ap.add_argument("--show", action="store_true", help="print every position's move and loss")
    a = ap.parse_args()
    if a.fsf and a.movetime:
        ap.error('--movetime is for --pkg; give Fairy-Stockfish its own limit in --fsf, e.g. "movetime 500"')
    choose = fsf_chooser(a.fsf) if a.fsf else engine_chooser(a.pkg, a.nodes, a.movetime)
    with open(a.oracle, encoding="utf-8") as f:
        data = json.load(f)
    first, step = map(int, a.part.split("/"))
    data = data[first::step]
    total = top = depth_sum = nodes_sum = 0
    t0 = time.process_time()
    for d in data:
        move, depth, nodes = choose(d["start"], d["history"])
        scores = d["scores"]
        got = scores.get(move, min(scores.values()))
        loss = min(max(scores.values()) - got, a.clip)
        total += loss
        top += loss == 0
        depth_sum += depth
        nodes_sum += nodes
        if a.show:
            print(f"{move:6s} loss {loss:4d} depth {depth}  {d['fen']}")
    n = len(data)
    cpu = time.process_time() - t0
    if a.pkg:
        speed = f"  cpu {cpu:6.1f} s  ({nodes_sum / cpu:,.0f} nodes/cpu-s)"
    else:  # Fairy-Stockfish's CPU time is its own process's
        speed = f"  mean nodes {nodes_sum / n:,.0f}"
    print(f"positions {n}  mean loss {total / n:6.1f} cp  top-1 {100 * top / n:5.1f} %  mean depth "
          f"{depth_sum / n:4.2f}{speed}")


def engine_chooser(pkg: str, nodes: int, movetime: int | None = None):
    """Our engine from the package in ``pkg``, ``nodes`` (or ``movetime`` ms) a search: (start, moves) ->
    (move, depth, nodes)."""
    sys.path.insert(0, pkg)
    import janggi_desktop
    from janggi_desktop.engine.search import Limits, Searcher
    from janggi_desktop.rules import Game

    if not janggi_desktop.__file__.startswith(pkg):
        raise SystemExit(f"--pkg {pkg} is shadowed by {janggi_desktop.__file__}: run with python -P")

    def choose(start: str, history: list[str]) -> tuple[str, int, int]:
        game = Game(ruleset="janggi", fen=start)
        for m in history:
            game.push(m)
        limits = Limits(movetime=movetime) if movetime else Limits(nodes=nodes)
        result = Searcher(game, hash_mb=16, seed=1).search(limits)
        return result.best.uci, result.depth, result.nodes

    return choose


def fsf_chooser(go: str):
    """Fairy-Stockfish searching with ``go GO`` from a new game: (start, moves) -> (move, depth, nodes)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from fsf_games import Fsf

    fsf = Fsf("janggi")

    def choose(start: str, history: list[str]) -> tuple[str, int, int]:
        fsf.send("ucinewgame")
        lines = fsf.search(start, history, go)
        depth = nodes = 0
        for line in reversed(lines):
            p = line.split()
            if "depth" in p and "nodes" in p:
                depth, nodes = int(p[p.index("depth") + 1]), int(p[p.index("nodes") + 1])
                break
        return lines[-1].split()[1], depth, nodes

    return choose


if __name__ == "__main__":
    main()
