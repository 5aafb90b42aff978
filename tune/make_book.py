"""The opening book of the top levels, generated offline from Fairy-Stockfish searched at depth.

    python tune/make_book.py --out resources/engine/book.json [--nodes 150000] [--plies 10]

For each of the 16 pairs of horse/elephant arrangements, Fairy-Stockfish (MultiPV) searches the start and
the positions that follow; every move within ``--margin`` centipawns of the best is kept (at most
``--branch`` of them in the first ``--wide-plies`` plies, only the best after that), up to ``--plies`` plies.
Node-limited searches make the book independent of the machine's load.  The book maps a position (FEN
placement and side to move) to its moves with a weight (better moves weigh more), so the engine varies its
openings without ever choosing a move Fairy-Stockfish thought clearly worse.  The positions are the janggi
rule set's; the rule sets with the same movement (all but youzai) share them, and the engine checks every
book move for legality before it plays it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fsf_games import Fsf  # noqa: E402

from janggi_desktop.rules import ARRANGEMENTS, Game, Move  # noqa: E402


def key_of(game: Game) -> str:
    return " ".join(game.fen().split()[:2])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="resources/engine/book.json")
    ap.add_argument("--nodes", type=int, default=150000)
    ap.add_argument("--plies", type=int, default=10)
    ap.add_argument("--wide-plies", type=int, default=3)
    ap.add_argument("--branch", type=int, default=3)
    ap.add_argument("--margin", type=int, default=25)
    args = ap.parse_args(argv)
    fsf = Fsf("janggi", hash_mb=64)
    book: dict[str, dict[str, int]] = {}
    t0 = time.time()
    searched = 0
    try:
        for cho in ARRANGEMENTS:
            for han in ARRANGEMENTS:
                start = Game("janggi", cho=cho, han=han)
                fsf.new_game()
                frontier = [[]]
                for ply in range(args.plies):
                    nxt = []
                    for line in frontier:
                        g = Game("janggi", cho=cho, han=han)
                        for m in line:
                            g.push_uci(m)
                        key = key_of(g)
                        if key in book or g.outcome() is not None:
                            continue
                        wide = ply < args.wide_plies
                        cands = fsf.multipv(start.start_fen, line, f"nodes {args.nodes}", args.branch if wide else 1)
                        searched += 1
                        if not cands:
                            continue
                        top = cands[0][1]
                        keep = [(m, s) for m, s in cands if s >= top - args.margin and abs(s) < 2000]
                        keep = [(m, s) for m, s in keep if g.is_legal(m) and not Move.from_uci(m).is_pass] or cands[:1]
                        book[key] = {m: max(1, 100 - 3 * (top - s)) for m, s in keep}
                        nxt += [line + [m] for m, _ in keep]
                    frontier = nxt
                print(f"{cho} vs {han}: {len(book)} positions, {searched} searches, {time.time() - t0:.0f} s",
                      flush=True)
    finally:
        fsf.close()
    data = {"meta": {"script": "tune/make_book.py", "engine": "Fairy-Stockfish", "nodes": args.nodes,
                     "plies": args.plies, "wide_plies": args.wide_plies, "branch": args.branch,
                     "margin_cp": args.margin, "ruleset": "janggi"},
            "positions": dict(sorted(book.items()))}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=0, sort_keys=False)
        f.write("\n")
    print(f"{len(book)} positions written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
