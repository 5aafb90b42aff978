"""Oracle positions for tuning the search: positions sampled from Fairy-Stockfish self-play games
(``tune/data``), with every legal move scored by Fairy-Stockfish (MultiPV, fixed depth).

    python tune/oracle_build.py --n 300 --depth 10 --seed 7 --out /tmp/oracle.json

Why: a 20-game match has a margin of +/-200 Elo, too wide to tell a search change from noise.  The mean
centipawn loss of the engine's chosen move against these scores (``tune/oracle_eval.py``, node-limited, so
independent of the machine's load) resolves changes of a few centipawns in two minutes.  Positions whose
game score is beyond 700 cp are left out (decided games say little about the choice of move).  Each entry
keeps the game's start and moves, so the engine sees the same history (repetitions) as the game had.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT))

from fsf_games import Fsf  # noqa: E402

from janggi_desktop.rules import Game  # noqa: E402

#: MultiPV lines asked for: more than any position's legal moves, so every move gets its score.
MAX_MOVES = 250


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=300, help="positions")
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", required=True)
    ap.add_argument("--games", nargs="*", help="game files (default: tune/data/games-*.jsonl.gz)")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    games = []
    for path in a.games or sorted((ROOT / "tune" / "data").glob("games-*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            games += [json.loads(line) for line in f]
    rng.shuffle(games)
    fsf = Fsf("janggi", hash_mb=64)
    out = []
    for g in games:
        if len(out) >= a.n:
            break
        moves = g["moves"]
        lo = max(10, g.get("random_plies", 0) + 2)
        if len(moves) < lo + 6:
            continue
        k = rng.randrange(lo, len(moves) - 4)
        game = Game(ruleset="janggi", fen=g["fen"])
        for m in moves[:k]:
            game.push(m)
        score = (g.get("scores") or [None] * len(moves))[k]
        if game.outcome() is not None or score is None or abs(score) > 700:
            continue
        fsf.new_game()
        scores = dict(fsf.multipv(game.fen(), [], f"depth {a.depth}", MAX_MOVES))
        if not scores or not set(scores) <= {m.uci for m in game.legal_moves()}:
            print("skipped", game.fen(), file=sys.stderr)
            continue
        out.append({"fen": game.fen(), "ply": k, "scores": scores, "history": moves[:k], "start": g["fen"]})
        if len(out) % 20 == 0:
            print(len(out), file=sys.stderr, flush=True)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f)
    print("positions", len(out))


if __name__ == "__main__":
    main()
