"""Play N games between two Janggi players, refereed by our rules model, and report the score and Elo.

Players are written as ``ours:LEVEL`` (our UCI engine at Skill Level LEVEL, run as a subprocess),
``fsf:SKILL`` (Fairy-Stockfish at its Skill Level), ``uci:/path/to/engine[:SKILL]`` (any Janggi UCI engine)
or ``greedy`` (a one-ply greedy capturer: takes the most valuable piece it can, else a random move; a
stand-in for a beginner).  Colours alternate every game and each pair of games uses the same random
horse/elephant arrangements, so each player gets both sides of the same opening.  Every game starts from
``position fen <start fen> moves ...`` (Fairy-Stockfish needs the arrangement as a FEN).

    python bench/match.py ours:10 fsf:0 --games 20 --movetime 1000 --pgn out.pgn
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.engine.client import FAIRY_STOCKFISH, UciClient  # noqa: E402
from janggi_desktop.records import GameRecord, record_from_game, save_games  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game, Termination  # noqa: E402
from janggi_desktop.rules.board import KIND_POINTS  # noqa: E402


class Player:
    name = "player"

    def new_game(self, game: Game) -> None:
        pass

    def move(self, game: Game, movetime: int) -> str | None:
        raise NotImplementedError

    def close(self) -> None:
        pass


class UciPlayer(Player):
    def __init__(self, command: list[str] | None, ruleset: str, skill: int | None, label: str,
                 env: dict[str, str] | None = None) -> None:
        self.client = UciClient(command, env=env)
        self.name = label
        self.fsf_name = self.client.name
        variant = ruleset
        self.client.set_option("UCI_Variant", variant)
        if skill is not None:
            self.client.set_option("Skill Level", skill)
        self.client.is_ready()

    def new_game(self, game: Game) -> None:
        self.client.new_game()
        self.client.is_ready()

    def move(self, game: Game, movetime: int) -> str | None:
        self.client.position(game.start_fen, [str(m) for m in game.moves])
        return self.client.go(movetime=movetime, timeout=movetime / 1000 + 10).move

    def close(self) -> None:
        self.client.close()


class GreedyPlayer(Player):
    """One ply, material only: the most valuable capture, else any non-pass move (random tie-breaks)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.name = "greedy"

    def move(self, game: Game, movetime: int) -> str | None:
        moves = game.legal_moves()
        if not moves:
            return None
        board = game.position.board
        best, best_v = [], -1
        for m in moves:
            if m.is_pass:
                continue
            cap = board[m.to_square]
            v = KIND_POINTS[cap & 7] if cap else 0
            if v > best_v:
                best, best_v = [m], v
            elif v == best_v:
                best.append(m)
        return str(self.rng.choice(best or moves))


def make_player(spec: str, ruleset: str, seed: int, ours_dir: str | None = None) -> Player:
    kind, _, arg = spec.partition(":")
    if kind == "ours":
        if ours_dir:  # a frozen copy of the package, so that editing the checkout cannot change a running match
            env = dict(os.environ, PYTHONPATH=ours_dir)
            return UciPlayer([sys.executable, "-m", "janggi_desktop.engine"], ruleset, int(arg) if arg else None,
                             spec, env=env)
        return UciPlayer(None, ruleset, int(arg) if arg else None, spec)
    if kind == "fsf":
        return UciPlayer([FAIRY_STOCKFISH], ruleset, int(arg) if arg else None, spec)
    if kind == "uci":
        path, _, skill = arg.rpartition(":") if arg.count(":") else (arg, "", "")
        return UciPlayer([path], ruleset, int(skill) if skill else None, spec)
    if kind == "greedy":
        return GreedyPlayer(seed)
    raise SystemExit(f"unknown player {spec!r}: use ours:LEVEL, fsf:SKILL, uci:PATH[:SKILL] or greedy")


@dataclass
class GameResult:
    cho: str
    han: str
    result: str  # "1-0", "0-1", "1/2-1/2"
    termination: str
    game: Game


def play_game(cho: Player, han: Player, ruleset: str, cho_arr: str, han_arr: str, movetime: int,
              max_plies: int) -> GameResult:
    game = Game(ruleset, cho=cho_arr, han=han_arr)
    for p in (cho, han):
        p.new_game(game)
    players = (cho, han)
    while game.outcome() is None and game.ply < max_plies:
        mover = players[game.side_to_move]
        text = mover.move(game, movetime)
        if text is None or not game.is_legal(text):
            # an engine that cannot or will not move legally forfeits
            winner = "han" if game.side_to_move == 0 else "cho"
            return GameResult(cho.name, han.name, "1-0" if winner == "cho" else "0-1",
                              f"{mover.name} played an illegal move {text!r}", game)
        game.push(text)
    out = game.outcome()
    if out is None:  # adjudicate a game that runs past max_plies on points, as the rule sets do
        c, h = game.points()
        return GameResult(cho.name, han.name, "1-0" if c > h else "0-1",
                          f"adjudicated on points at {game.ply} plies ({c:g}-{h:g})", game)
    return GameResult(cho.name, han.name, out.result_text(), str(out), game)


def elo(score: float) -> float:
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_with_margin(points: list[float]) -> tuple[float, float]:
    """Elo difference and its 95 % error margin from per-game scores (1, 0.5, 0)."""
    n = len(points)
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / n
    sd = math.sqrt(var / n)
    lo, hi = elo(mean - 1.96 * sd), elo(mean + 1.96 * sd)
    return elo(mean), (hi - lo) / 2


def elo_text(points: list[float]) -> str:
    """The Elo line; a clean sweep has no finite estimate, so it reports the rule-of-three 95 % bound."""
    n = len(points)
    mean = sum(points) / n
    if mean in (0.0, 1.0):
        bound = elo(1 - 3 / n) if n > 3 else 0.0
        return (f"Elo difference {'>' if mean else '<'} {'+' if mean else '-'}{bound:.0f} "
                f"(95 % bound: no game {'lost' if mean else 'won'})")
    e, margin = elo_with_margin(points)
    return f"Elo difference {e:+.0f} +/- {margin:.0f} (95 %)"


def pgn_record(r: GameResult, event: str, round_no: int) -> GameRecord:
    """The game as a PGN record (SAN moves, pychess tags), with the match's own result for a forfeit or an
    adjudication that the rules model did not decide."""
    rec = record_from_game(r.game, Event=event, Site="bench/match.py", Date=time.strftime("%Y.%m.%d"),
                           Round=str(round_no), White=r.cho, Black=r.han)
    rec.result, rec.termination = r.result, r.termination
    return rec


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("player1")
    ap.add_argument("player2")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--movetime", type=int, default=1000, help="milliseconds per move")
    ap.add_argument("--ruleset", default="janggi")
    ap.add_argument("--pgn", default=None, help="write the games here")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--ours-dir", default=None, help="run 'ours' from this directory's janggi_desktop")
    args = ap.parse_args(argv)

    rng = random.Random(args.seed)
    p1 = make_player(args.player1, args.ruleset, args.seed, args.ours_dir)
    p2 = make_player(args.player2, args.ruleset, args.seed + 1, args.ours_dir)
    arrangements = list(ARRANGEMENTS)
    scores: list[float] = []
    wins = draws = losses = 0
    terminations: dict[str, int] = {}
    pgn_records: list[GameRecord] = []
    t0 = time.time()
    try:
        for i in range(args.games):
            if i % 2 == 0:
                arr = (rng.choice(arrangements), rng.choice(arrangements))
            first_is_cho = i % 2 == 0
            cho, han = (p1, p2) if first_is_cho else (p2, p1)
            tg = time.time()
            r = play_game(cho, han, args.ruleset, arr[0], arr[1], args.movetime, args.max_plies)
            p1_side = "cho" if first_is_cho else "han"
            if r.result == "1/2-1/2":
                s = 0.5
                draws += 1
            elif (r.result == "1-0") == (p1_side == "cho"):
                s = 1.0
                wins += 1
            else:
                s = 0.0
                losses += 1
            scores.append(s)
            term = r.game.outcome().termination.value if r.game.outcome() else "adjudicated"
            if r.game.outcome() and r.game.outcome().termination == Termination.CHECKMATE:
                term = "checkmate"
            terminations[term] = terminations.get(term, 0) + 1
            pgn_records.append(pgn_record(r, f"{args.player1} vs {args.player2}", i + 1))
            print(f"game {i + 1:3d}: Cho {cho.name} vs Han {han.name}: {r.result} ({r.termination}), "
                  f"{r.game.ply} plies, {time.time() - tg:.0f} s; {args.player1} "
                  f"+{wins} ={draws} -{losses}", flush=True)
            if args.pgn:
                save_games(args.pgn, pgn_records)
    finally:
        p1.close()
        p2.close()
    n = len(scores)
    if n:
        print(f"\n{args.player1} vs {args.player2}, rule set {args.ruleset}, {args.movetime} ms/move, "
              f"{n} games "
              f"in {time.time() - t0:.0f} s")
        print(f"W/D/L {wins}/{draws}/{losses}  score {sum(scores):g}/{n} = {100 * sum(scores) / n:.1f} %  "
              + elo_text(scores))
        print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(terminations.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
