"""The opening book of the top levels, generated offline from Fairy-Stockfish searched at depth.

    python tune/make_book.py --out resources/engine/book.txt [--nodes 60000] [--plies 10] [--part 0/2]
    python tune/make_book.py --merge part0.txt part1.txt --out resources/engine/book.txt
    python tune/make_book.py --base resources/engine/book.txt --sample-games 1600 --part 0/2 --out part0.txt

For each of the 16 pairs of horse/elephant arrangements and for each side in turn ("ours"), the book grows a
repertoire: Fairy-Stockfish (MultiPV, ``--opponent-branch`` lines) searches the start and the positions that
follow, up to ``--plies`` plies.  Where our side is to move, only its best move is followed; where the
opponent is to move, every reply within ``--opponent-margin`` centipawns of its best is followed (at most
``--opponent-branch``), because an opponent of any strength plays one of its few best moves and the book
should still hold the position after it.  Every position searched gets a book entry: the moves within
``--margin`` centipawns of the best (at most ``--branch``), weighted so that better moves weigh more, so
the engine varies its openings without ever choosing a move Fairy-Stockfish thought clearly worse.

The repertoire alone is left after a few plies by any opponent that plays a move outside its few best replies,
as club players and the weakened engines of the benchmarks do at once.  ``--sample-games N`` then grows the
book (the repertoire's, or ``--base``'s) along N games against such opponents: Fairy-Stockfish at a Skill
Level drawn from ``--skills``, ``--opponent-nodes`` a move, plays one side; our side draws its moves from the
book by weight, and every position it meets up to ``--sample-plies`` that the book lacks is searched
and added, so the book holds the positions those opponents actually lead to.

Node-limited searches make the book independent of the machine's load; ``--part i/n`` takes every n-th
arrangement pair (one process per core; the sampled games of part i are drawn with seed ``--seed`` + i) and
``--merge`` joins the parts.  The positions are the janggi rule set's; the rule sets with the same movement
(all but youzai) share them, and the engine checks every book move for legality before it plays it.  The book
maps a position (FEN placement and side to move) to its moves with a weight, one line each
(``janggi_desktop.engine.book.Book``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fsf_games import Fsf  # noqa: E402

from janggi_desktop.engine.book import format_book, position_key, read_book, read_meta  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game, Move  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="resources/engine/book.txt")
    ap.add_argument("--nodes", type=int, default=60000)
    ap.add_argument("--plies", type=int, default=10)
    ap.add_argument("--branch", type=int, default=3, help="most moves in one book entry")
    ap.add_argument("--margin", type=int, default=25, help="book moves: within this many cp of the best")
    ap.add_argument("--opponent-branch", type=int, default=3, help="most opponent replies followed")
    ap.add_argument("--opponent-margin", type=int, default=40, help="replies followed: within this many cp")
    ap.add_argument("--part", default="0/1", help="i/n: every n-th arrangement pair from the i-th")
    ap.add_argument("--merge", nargs="*", default=None, help="join these parts' books into --out instead")
    ap.add_argument("--base", help="start from this book instead of building the repertoire")
    ap.add_argument("--sample-games", type=int, default=0, help="then grow the book along this many games")
    ap.add_argument("--sample-plies", type=int, default=16, help="sampled positions: up to this ply")
    ap.add_argument("--skills", default="0-12", help="the sampling opponent's Skill Levels, LO-HI")
    ap.add_argument("--opponent-nodes", type=int, default=30000, help="the sampling opponent's nodes a move")
    ap.add_argument("--seed", type=int, default=1, help="the sampling games' seed (plus the part's index)")
    args = ap.parse_args(argv)
    if args.merge is not None:
        return merge(args.merge, args.out)
    first, step = map(int, args.part.split("/"))
    pairs = [(cho, han) for cho in ARRANGEMENTS for han in ARRANGEMENTS][first::step]
    book: dict[str, dict[str, int]] = {}
    if args.base:  # the book to grow: no repertoire built
        book.update(read_book(args.base).items())
        pairs = []
    fsf = Fsf("janggi", hash_mb=64)
    t0 = time.time()
    searched = 0
    try:
        for cho, han in pairs:
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
                        key = position_key(g)
                        if key in seen or g.outcome() is not None:
                            continue
                        seen.add(key)
                        if key not in follow:
                            cands = candidates(fsf, g, line, args)
                            searched += 1
                            if not cands:
                                follow[key] = []
                                continue
                            book[key] = entry_of(cands, args)
                            top = cands[0][1]
                            follow[key] = [m for m, s in cands if s >= top - args.opponent_margin]
                        if key.endswith(" " + ours):  # our move: the book entry's first (best) one
                            moves = list(book.get(key, {}))[:1]
                        else:
                            moves = follow[key]
                        nxt += [line + [m] for m in moves]
                    frontier = nxt
                print(f"{cho} vs {han}, {'Cho' if ours == 'w' else 'Han'}'s repertoire: {len(book)} positions, "
                      f"{searched} searches, {time.time() - t0:.0f} s", flush=True)
        if args.sample_games:
            sample(fsf, book, args, random.Random(args.seed + first))
    finally:
        fsf.close()
    meta = {"script": "tune/make_book.py", "engine": "Fairy-Stockfish", "nodes": args.nodes, "plies": args.plies,
            "branch": args.branch, "margin_cp": args.margin, "opponent_branch": args.opponent_branch,
            "opponent_margin_cp": args.opponent_margin, "ruleset": "janggi", "part": args.part}
    if args.sample_games:
        meta.update(sample_games=args.sample_games, sample_plies=args.sample_plies, skills=args.skills,
                    opponent_nodes=args.opponent_nodes, seed=args.seed)
    if args.base:
        meta["base"] = args.base
    write(book, meta, args.out)
    return 0


def candidates(fsf: Fsf, game: Game, line: list[str], args) -> list[tuple[str, int]]:
    """Fairy-Stockfish's best moves (MultiPV) of the position after ``line``, best first, passes left out."""
    cands = fsf.multipv(game.start_fen, line, f"nodes {args.nodes}", max(args.opponent_branch, args.branch))
    return [(m, s) for m, s in cands if game.is_legal(m) and not Move.from_uci(m).is_pass]


def entry_of(cands: list[tuple[str, int]], args) -> dict[str, int]:
    """A book entry: the moves within ``--margin`` of the best (at most ``--branch``), better moves heavier."""
    top = cands[0][1]
    keep = [(m, s) for m, s in cands if s >= top - args.margin and abs(s) < 2000]
    keep = (keep or cands[:1])[: args.branch]
    return {m: max(1, 100 - 3 * (top - s)) for m, s in keep}


def sample(fsf: Fsf, book: dict[str, dict[str, int]], args, rng: random.Random) -> int:
    """Grow ``book`` along games against opponents of varied strength; returns the number of searches.

    Each game: a random arrangement pair, our side at random; our moves are drawn from the book by weight (a
    position not yet in the book is searched and added first; unlike the engine's draw, no preference for
    moves after which the book goes on, since most sampled entries have no successors yet); the opponent is
    Fairy-Stockfish at a Skill Level drawn from ``--skills``, which plays the inaccurate moves a club player
    or a weakened engine plays, and so reaches the positions a repertoire of good replies never holds."""
    lo, hi = map(int, args.skills.split("-"))
    arrangements = list(ARRANGEMENTS)
    searched = 0
    t0 = time.time()
    for n in range(args.sample_games):
        cho, han = rng.choice(arrangements), rng.choice(arrangements)
        g = Game("janggi", cho=cho, han=han)
        ours = rng.choice("wb")
        skill = rng.randint(lo, hi)
        fsf.new_game()
        line: list[str] = []
        while len(line) < args.sample_plies and g.outcome() is None:
            key = position_key(g)
            if key.endswith(" " + ours):
                if key not in book:
                    cands = candidates(fsf, g, line, args)
                    searched += 1
                    if not cands:
                        break
                    book[key] = entry_of(cands, args)
                entry = book[key]
                move = rng.choices(list(entry), weights=list(entry.values()))[0]
            else:
                fsf.send(f"setoption name Skill Level value {skill}")
                fsf.send("setoption name MultiPV value 1")
                move = fsf.search(g.start_fen, line, f"nodes {args.opponent_nodes}")[-1].split()[1]
                fsf.send("setoption name Skill Level value 20")
                if not g.is_legal(move):
                    break
            g.push_uci(move)
            line.append(move)
        if (n + 1) % 50 == 0:
            print(f"{n + 1} games, {len(book)} positions, {searched} searches, {time.time() - t0:.0f} s", flush=True)
    return searched


def write(book: dict[str, dict[str, int]], meta: dict, out: str) -> None:
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    Path(out).write_text(format_book(book, meta), encoding="utf-8")
    print(f"{len(book)} positions written to {out}")


def merge(parts: list[str], out: str) -> int:
    """One book from the parts (each made with the same settings and another ``--part``)."""
    book: dict[str, dict[str, int]] = {}
    meta: dict = {}
    for path in parts:
        book.update(read_book(path).items())
        meta = {k: v for k, v in read_meta(path).items() if k != "part"}
    meta["parts"] = len(parts)  # made with --part 0/n ... n-1/n (the sampled games' seeds: --seed + i)
    write(book, meta, out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
