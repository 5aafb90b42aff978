"""Oracle positions for tuning the search: positions sampled from Fairy-Stockfish self-play games
(``tune/data``), with every legal move scored by Fairy-Stockfish (MultiPV, fixed depth).

    python tune/oracle_build.py --n 300 --depth 10 --seed 7 --out /tmp/oracle.json

Why: a 20-game match has a margin of +/-200 Elo, too wide to tell a search change from noise.  The mean
centipawn loss of the engine's chosen move against these scores (``tune/oracle_eval.py``, node-limited, so
independent of the machine's load) resolves changes of a few centipawns in two minutes.  Positions whose
game score is beyond 700 cp are left out (decided games say little about the choice of move).  Each entry
keeps the game's start and moves, so the engine sees the same history (repetitions) as the game had.

    python tune/oracle_build.py --records analysed.pgn --player ours --plies 8-40 --out /tmp/oracle.json

``--records``: the positions are instead every one of a match's records (``bench/match.py --pgn``) where the
player named by ``--player`` is to move, within ``--plies``: the moves our engine had to find in its own
games.  Records annotated by ``janggi-desktop analyse`` leave out the positions evaluated beyond 700 cp.

``--per-game K`` takes K positions from each self-play game instead of one, and ``--exclude ORACLE`` leaves out
the games an oracle's positions came from: a data set apart from the oracle that judges
(``tune/rank_probe.py`` screens evaluation terms on one).
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


def sample_games(paths: list[str] | None, n: int, rng: random.Random, per_game: int = 1,
                 exclude: set[tuple[str, tuple[str, ...]]] | None = None) -> list[tuple[Game, str, list[str]]]:
    """(position, start FEN, moves to it): ``per_game`` random quiet-enough positions from each self-play game
    (``tune/data`` by default), ``n`` in all; games named in ``exclude`` (see :func:`game_ids`) are skipped."""
    games = []
    for path in paths or sorted((ROOT / "tune" / "data").glob("games-*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            games += [json.loads(line) for line in f]
    rng.shuffle(games)
    out = []
    for g in games:
        if len(out) >= n:
            break
        moves = g["moves"]
        lo = max(10, g.get("random_plies", 0) + 2)
        if len(moves) < lo + 6 or (exclude and game_id(g["fen"], moves) in exclude):
            continue
        plies = [rng.randrange(lo, len(moves) - 4)] if per_game == 1 else \
            sorted(rng.sample(range(lo, len(moves) - 4), min(per_game, len(moves) - 4 - lo)))
        for k in plies:
            game = Game(ruleset="janggi", fen=g["fen"])
            for m in moves[:k]:
                game.push(m)
            score = (g.get("scores") or [None] * len(moves))[k]
            if game.outcome() is None and score is not None and abs(score) <= 700 and len(out) < n:
                out.append((game, g["fen"], moves[:k]))
    return out


def game_id(start: str, moves: list[str]) -> tuple[str, tuple[str, ...]]:
    """A self-play game told apart from the others by its start and its first moves (random openings)."""
    return start, tuple(moves[:12])


def game_ids(oracle_path: str) -> set[tuple[str, tuple[str, ...]]]:
    """The games an oracle's positions were taken from (``--exclude``: a tuning set apart from its judge)."""
    with open(oracle_path, encoding="utf-8") as f:
        return {game_id(d["start"], d["history"]) for d in json.load(f)}


def record_positions(paths: list[str], player: str, plies: str, n: int) -> list[tuple[Game, str, list[str]]]:
    """(position, start FEN, moves to it): every position of the match records where ``player`` (a part of
    its name in the Cho/Han tags) is to move, within ``plies`` ("LO-HI"); with an annotation, those
    evaluated within 700 cp only."""
    from janggi_desktop.analysis.evaluation import eval_of_comment
    from janggi_desktop.records import load_games

    lo, hi = (int(x) for x in plies.split("-"))
    out = []
    for path in paths:
        for record in load_games(path):
            cho, han = record.tags.get("White", ""), record.tags.get("Black", "")
            if (player in cho) == (player in han):
                continue
            side = 0 if player in cho else 1
            game = Game(ruleset=record.ruleset, fen=record.start_fen)
            for ply, move in enumerate(record.moves):
                if len(out) >= n or ply > hi:
                    break
                if ply >= lo and ply % 2 == side and game.outcome() is None:
                    comment = record.comments.get(ply)
                    ev = eval_of_comment(comment) if comment else None
                    if ev is None or (ev.cp is not None and abs(ev.cp) <= 700):
                        out.append((game.copy(), record.start_fen, [m.uci for m in record.moves[:ply]]))
                game.push(move)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=300, help="positions (at most)")
    ap.add_argument("--depth", type=int, default=10)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--out", required=True)
    ap.add_argument("--games", nargs="*", help="game files (default: tune/data/games-*.jsonl.gz)")
    ap.add_argument("--records", nargs="*", help="match records (PGN) to take the positions from instead")
    ap.add_argument("--player", default="ours", help="with --records: the player whose moves are wanted")
    ap.add_argument("--plies", default="8-40", help="with --records: the plies LO-HI")
    ap.add_argument("--per-game", type=int, default=1, help="positions taken from each self-play game")
    ap.add_argument("--exclude", help="an oracle whose games are left out (a data set apart from that oracle)")
    a = ap.parse_args()
    if a.records:
        positions = record_positions(a.records, a.player, a.plies, a.n)
    else:
        positions = sample_games(a.games, a.n, random.Random(a.seed), a.per_game,
                                 game_ids(a.exclude) if a.exclude else None)
    fsf = Fsf("janggi", hash_mb=64)
    out = []
    for game, start, history in positions:
        fsf.new_game()
        scores = dict(fsf.multipv(game.fen(), [], f"depth {a.depth}", MAX_MOVES))
        if not scores or not set(scores) <= {m.uci for m in game.legal_moves()}:
            print("skipped", game.fen(), file=sys.stderr)
            continue
        out.append({"fen": game.fen(), "ply": len(history), "scores": scores, "history": history, "start": start})
        if len(out) % 20 == 0:
            print(len(out), file=sys.stderr, flush=True)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f)
    print("positions", len(out))


if __name__ == "__main__":
    main()
