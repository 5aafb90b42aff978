"""Tuning data: fast Fairy-Stockfish self-play games, written as one JSON line per game.

    python tune/fsf_games.py --games 800 --out tune/data/games.jsonl --seed 1 [--nodes 1500-3000]

Why this way: the evaluation is tuned Texel-style on positions labelled by how the game ended, so what
matters is many games of sound (not perfect) play from varied openings.  Fairy-Stockfish at a few thousand
nodes a move plays far better than our engine and takes ~20 ms a move; variety comes from the random
horse/elephant arrangements and a few random opening plies (``--random-plies``), so no two games repeat.
Each move's own search score is kept too (``scores``, centipawns from Cho's point of view, None for a mate
score), so a run can also be labelled by Fairy-Stockfish's opinion.  Our rules model referees: it gives
exactly Fairy-Stockfish's legal moves and results for the janggi rule sets (docs/rules.md#rule-sets), and it is
incremental where pyffish replays the whole game at every call.  Appends to ``--out``: an interrupted run
keeps its games and a rerun with another seed adds more.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.rules import ARRANGEMENTS, Game  # noqa: E402
from janggi_desktop.rules.notation import start_fen  # noqa: E402

FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"


class Fsf:
    """A bare UCI pipe to Fairy-Stockfish (no threads: this script only waits for its answers)."""

    def __init__(self, variant: str, hash_mb: int = 16) -> None:
        self.p = subprocess.Popen([FAIRY_STOCKFISH], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                  bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("isready")
        self.wait("readyok")

    def send(self, line: str) -> None:
        assert self.p.stdin is not None
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix: str) -> list[str]:
        assert self.p.stdout is not None
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("Fairy-Stockfish ended")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def search(self, fen: str, moves: list[str], go: str) -> list[str]:
        """The engine's lines from one search of the position after ``moves``, up to ``bestmove``; ``go`` is
        what follows UCI's ``go`` (``"nodes 150000"``, ``"depth 10"``)."""
        self.send(f"position fen {fen} moves {' '.join(moves)}" if moves else f"position fen {fen}")
        self.send(f"go {go}")
        return self.wait("bestmove")

    def best(self, fen: str, moves: list[str], nodes: int) -> tuple[str, int | None, bool]:
        """(move, score in cp for the side to move or None, whether the score is a mate score)."""
        lines = self.search(fen, moves, f"nodes {nodes}")
        score, mate = None, False
        for line in reversed(lines):
            parts = line.split()
            if "score" in parts:
                i = parts.index("score")
                if parts[i + 1] == "cp":
                    score = int(parts[i + 2])
                else:
                    mate = True
                break
        return lines[-1].split()[1], score, mate

    def multipv(self, fen: str, moves: list[str], go: str, n: int) -> list[tuple[str, int]]:
        """[(move, score cp for the side to move)] best first, from one MultiPV search of ``n`` lines; ``go`` is
        what follows UCI's ``go`` (``"nodes 150000"``, ``"depth 10"``).  Each line's deepest exact score is
        kept; a mate is scored 30000 less its distance."""
        self.send(f"setoption name MultiPV value {n}")
        lines = self.search(fen, moves, go)
        best: dict[int, tuple[int, str, int]] = {}
        for line in lines:
            p = line.split()
            if not p or p[0] != "info" or "multipv" not in p or "pv" not in p or "score" not in p:
                continue
            depth = int(p[p.index("depth") + 1])
            k = int(p[p.index("multipv") + 1])
            i = p.index("score")
            if p[i + 1] == "cp":
                score = int(p[i + 2])
            else:
                mate = int(p[i + 2])
                score = 30000 - abs(mate) if mate > 0 else -30000 + abs(mate)
            if "lowerbound" in p or "upperbound" in p:
                continue
            if k not in best or depth >= best[k][0]:
                best[k] = (depth, p[p.index("pv") + 1], score)
        out = [(mv, sc) for _, mv, sc in (best[k] for k in sorted(best))]
        return sorted(out, key=lambda t: -t[1])

    def new_game(self) -> None:
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")

    def close(self) -> None:
        try:
            self.send("quit")
            self.p.wait(timeout=2)
        except Exception:  # noqa: BLE001 - best effort
            self.p.kill()


def result_for_cho(game: Game) -> float | None:
    """1, 0.5 or 0 from Cho's point of view if the game has ended, else None."""
    out = game.outcome()
    if out is None:
        return None
    if out.winner is None:
        return 0.5
    return 1.0 if out.winner == "cho" else 0.0


def play(fsf: Fsf, variant: str, rng: random.Random, nodes: tuple[int, int], random_plies: int,
         max_plies: int) -> dict:
    arr = list(ARRANGEMENTS)
    cho, han = rng.choice(arr), rng.choice(arr)
    fen = start_fen(cho, han)
    game = Game(variant, cho=cho, han=han)
    moves: list[str] = []
    scores: list[int | None] = []
    fsf.new_game()
    n_random = rng.randint(0, random_plies)
    game_nodes = rng.randint(*nodes)
    result = None
    while len(moves) < max_plies:
        result = result_for_cho(game)
        if result is not None:
            break
        cho_to_move = len(moves) % 2 == 0
        if len(moves) < n_random:
            legal = [m for m in game.legal_moves() if not m.is_pass]
            move, score = str(rng.choice(legal)), None
        else:
            move, s, mate = fsf.best(fen, moves, game_nodes)
            score = None if mate or s is None else (s if cho_to_move else -s)
        game.push_uci(move)
        moves.append(move)
        scores.append(score)
    return {"fen": fen, "moves": moves, "scores": scores, "result": result, "nodes": game_nodes,
            "random_plies": n_random, "variant": variant}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--out", default="tune/data/games.jsonl")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="janggi")
    ap.add_argument("--nodes", default="1500-3000", help="nodes per move, a range drawn once per game")
    ap.add_argument("--random-plies", type=int, default=6, help="up to this many random opening plies")
    ap.add_argument("--max-plies", type=int, default=300)
    args = ap.parse_args(argv)
    lo, _, hi = args.nodes.partition("-")
    nodes = (int(lo), int(hi or lo))
    rng = random.Random(args.seed)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    fsf = Fsf(args.variant)
    t0 = time.time()
    tally = {1.0: 0, 0.5: 0, 0.0: 0, None: 0}
    try:
        with out.open("a") as f:
            for i in range(args.games):
                g = play(fsf, args.variant, rng, nodes, args.random_plies, args.max_plies)
                g["seed"] = args.seed
                g["index"] = i
                f.write(json.dumps(g, ensure_ascii=False) + "\n")
                f.flush()
                tally[g["result"]] += 1
                if (i + 1) % 10 == 0:
                    print(f"{i + 1} games, {time.time() - t0:.0f} s; Cho wins {tally[1.0]}, draws {tally[0.5]}, "
                          f"Han wins {tally[0.0]}, unfinished {tally[None]}", flush=True)
    finally:
        fsf.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
