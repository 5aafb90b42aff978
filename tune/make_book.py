"""The opening book of the top levels, generated offline from Fairy-Stockfish searched at depth.

    python tune/make_book.py --out resources/engine/book.json [--nodes 60000] [--plies 10] [--part 0/2]
    python tune/make_book.py --merge part0.json part1.json --out resources/engine/book.json

For each of the 16 pairs of horse/elephant arrangements and for each side in turn ("ours"), the book grows a
repertoire: Fairy-Stockfish (MultiPV, ``--opponent-branch`` lines) searches the start and the positions that
follow, up to ``--plies`` plies.  Where our side is to move, only its best move is followed; where the
opponent is to move, every reply within ``--opponent-margin`` centipawns of its best is followed (at most
``--opponent-branch``), because an opponent of any strength plays one of its few best moves and the book
should still hold the position after it.  Every position searched gets a book entry: the moves within
``--margin`` centipawns of the best (at most ``--branch``), weighted so that better moves weigh more, so
the engine varies its openings without ever choosing a move Fairy-Stockfish thought clearly worse.

Node-limited searches make the book independent of the machine's load; ``--part i/n`` takes every n-th
arrangement pair (one process per core) and ``--merge`` joins the parts.  The positions are the janggi rule
set's; the rule sets with the same movement (all but youzai) share them, and the engine checks every book
move for legality before it plays it.  The book maps a position (FEN placement and side to move) to its
moves with a weight.
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
    ap.add_argument("--nodes", type=int, default=60000)
    ap.add_argument("--plies", type=int, default=10)
    ap.add_argument("--branch", type=int, default=3, help="most moves in one book entry")
    ap.add_argument("--margin", type=int, default=25, help="book moves: within this many cp of the best")
    ap.add_argument("--opponent-branch", type=int, default=3, help="most opponent replies followed")
    ap.add_argument("--opponent-margin", type=int, default=40, help="replies followed: within this many cp")
    ap.add_argument("--part", default="0/1", help="i/n: every n-th arrangement pair from the i-th")
    ap.add_argument("--merge", nargs="*", default=None, help="join these parts' books into --out instead")
    args = ap.parse_args(argv)
    if args.merge is not None:
        return merge(args.merge, args.out)
    first, step = map(int, args.part.split("/"))
    pairs = [(cho, han) for cho in ARRANGEMENTS for han in ARRANGEMENTS][first::step]
    fsf = Fsf("janggi", hash_mb=64)
    book: dict[str, dict[str, int]] = {}
    t0 = time.time()
    searched = 0
    try:
        for cho, han in pairs:
            start = Game("janggi", cho=cho, han=han)
            fsf.new_game()
            follow: dict[str, list[str]] = {}  # key -> the replies followed when the opponent is to move
            for ours in ("w", "b"):
                frontier: list[list[str]] = [[]]
                seen: set[str] = set()
                for _ply in range(args.plies):
                    nxt = []
                    for line in frontier:
                        g = Game("janggi", cho=cho, han=han)
                        for m in line:
                            g.push_uci(m)
                        key = key_of(g)
                        if key in seen or g.outcome() is not None:
                            continue
                        seen.add(key)
                        if key not in follow:
                            cands = fsf.multipv(start.start_fen, line, f"nodes {args.nodes}", args.opponent_branch)
                            searched += 1
                            cands = [(m, s) for m, s in cands if g.is_legal(m) and not Move.from_uci(m).is_pass]
                            if not cands:
                                follow[key] = []
                                continue
                            top = cands[0][1]
                            keep = [(m, s) for m, s in cands if s >= top - args.margin and abs(s) < 2000]
                            keep = (keep or cands[:1])[: args.branch]
                            book[key] = {m: max(1, 100 - 3 * (top - s)) for m, s in keep}
                            follow[key] = [m for m, s in cands if s >= top - args.opponent_margin]
                        if key.endswith(" " + ours):  # our move: the book entry's first (best) one
                            moves = list(book.get(key, {}))[:1]
                        else:
                            moves = follow[key]
                        nxt += [line + [m] for m in moves]
                    frontier = nxt
                print(f"{cho} vs {han}, {'Cho' if ours == 'w' else 'Han'}'s repertoire: {len(book)} positions, "
                      f"{searched} searches, {time.time() - t0:.0f} s", flush=True)
    finally:
        fsf.close()
    meta = {"script": "tune/make_book.py", "engine": "Fairy-Stockfish", "nodes": args.nodes, "plies": args.plies,
            "branch": args.branch, "margin_cp": args.margin, "opponent_branch": args.opponent_branch,
            "opponent_margin_cp": args.opponent_margin, "ruleset": "janggi", "part": args.part}
    write(book, meta, args.out)
    return 0


def write(book: dict[str, dict[str, int]], meta: dict, out: str) -> None:
    data = {"meta": meta, "positions": dict(sorted(book.items()))}
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=0, sort_keys=False)
        f.write("\n")
    print(f"{len(book)} positions written to {out}")


def merge(parts: list[str], out: str) -> int:
    """One book from the parts (each made with the same settings and another ``--part``)."""
    book: dict[str, dict[str, int]] = {}
    meta: dict = {}
    for path in parts:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        book.update(data["positions"])
        meta = {k: v for k, v in data["meta"].items() if k != "part"}
    write(book, meta, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
