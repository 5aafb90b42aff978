"""Headless matches: ``janggi-desktop match A B [--games N] [--movetime MS | --nodes N | --tc TC] [--ruleset NAME]
[--pgn FILE]``.

Whole games between two players through the same game driver and players as the window uses, refereed by
our rules model.  Colours alternate every game and each pair of games starts from the same random
horse/elephant arrangements, so each player gets both sides of the same opening.  Progress is printed per
game; the last lines give the score, W/D/L and the Elo difference with its 95 % margin.  Every game is
written to ``--pgn`` (rewritten after each game, so an interrupted match keeps what it played) with its
result and termination.

``--tc`` plays on a clock instead of a fixed time per move: ``5m+30sx3`` (byo-yomi), ``60+1`` or ``10m+5s``
(increment), ``30s/move`` (see :class:`~.clock.TimeControl`).  Each engine gets the real clock (``go wtime
btime [winc binc] [byoyomi]``), every move's wall time is charged to its side, and a side whose time runs out
loses on time (an answer that comes after that is not played).  The PGN keeps the clock after each move.

``--random-plies N`` starts each pair of games after N random moves (the same for both games of the pair):
deterministic players (levels 7-9 think without noise) would otherwise replay the same game whenever an
arrangement pair comes round again.

``--handicap SIDE:PIECES`` (``han:R``, ``cho:RC``; see :class:`~janggi_desktop.rules.Handicap`) plays every
game as a handicap game (접장기): that side starts without those pieces, whoever has it (the players still
alternate colours, so each gives the handicap in every other game).

``--nodes`` gives every move a fixed number of nodes (UCI ``go nodes``) instead of a time: the games do not
depend on how loaded the machine is, so two versions of an engine can be compared on a busy machine (the
comparison measures knowledge and search per node, not speed).

An engine that cannot move (crashed, silent, illegal answer) loses that game by forfeit; the match goes on
with a fresh process.  A game longer than ``--max-plies`` is decided on points, as the rule sets do at their
limits.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from janggi_desktop.fileio import check_writable
from janggi_desktop.messages import bounded_int, one_line
from janggi_desktop.records import record_from_game, save_games
from janggi_desktop.records.model import MAX_PLIES
from janggi_desktop.rules import (
    ARRANGEMENTS,
    DEFAULT_ARRANGEMENT,
    RULE_SETS,
    Game,
    Handicap,
    RuleSet,
    UnknownRuleSetError,
    get_ruleset,
)

from .clock import TimeControl, TimeControlError
from .driver import GameDriver
from .players import Player, PlayerError, PlayerSpec, PlayerSpecError, ThinkLimits

#: Makes a player from its text on the command line (the seed varies the weak levels' choices).
PlayerFactory = Callable[[str, int], Player]


def default_factory(text: str, seed: int) -> Player:
    spec = PlayerSpec.parse(text)
    if spec.is_human:
        raise PlayerSpecError("a match is played by engines: use builtin:LEVEL, fsf:SKILL or uci:COMMAND")
    return spec.create(seed=seed)


@dataclass
class GameResult:
    """One game of a match: who had Cho and Han, the PGN result, how it ended, and the game."""

    cho: str
    han: str
    result: str  # "1-0", "0-1", "1/2-1/2"
    termination: str
    game: Game

    def score_for(self, side: str) -> float:
        if self.result == "1/2-1/2":
            return 0.5
        return 1.0 if (self.result == "1-0") == (side == "cho") else 0.0


def play_game(driver: GameDriver, cho: Player, han: Player, game: Game, limits: ThinkLimits,
              max_plies: int, time_control: TimeControl | None = None) -> GameResult:
    """Play ``game`` out between ``cho`` and ``han`` (on ``time_control``'s clock when it is timed); a player
    that cannot move forfeits."""
    driver.new_game(game, players=(cho, han), time_control=time_control or TimeControl.untimed())
    driver.set_limits(limits)
    try:
        driver.play_engine_moves(max(0, max_plies - game.ply))
    except PlayerError as e:
        loser = driver.game.turn
        result = "0-1" if loser == "cho" else "1-0"
        return GameResult(cho.name, han.name, result, f"forfeit: {e}", driver.game)
    g = driver.game
    out = g.outcome()
    if out is None:  # past max_plies: decided on points, as the rule sets do at their limits
        c, h = g.points()
        return GameResult(cho.name, han.name, "1-0" if c > h else "0-1",
                          f"adjudicated on points at {g.ply} plies (Cho {c:g}, Han {h:g})", g)
    return GameResult(cho.name, han.name, out.result_text(), out.termination.value, g)


def start_game(rs: RuleSet, arrangements: tuple[str | None, str | None], handicap: Handicap | None = None) -> Game:
    """A new game with Cho's and Han's arrangements (None: the rule set's fixed one), without the pieces of
    ``handicap`` when there is one."""
    cho, han = arrangements
    if handicap is not None:
        return Game(rs, fen=handicap.start_fen(cho or DEFAULT_ARRANGEMENT, han or DEFAULT_ARRANGEMENT, rs))
    return Game(rs, cho=cho, han=han) if cho else Game(rs)


def random_opening(game: Game, plies: int, rng: random.Random) -> list:
    """Up to ``plies`` random moves from ``game`` (no passes; fewer if the game ends), played on ``game``."""
    moves = []
    for _ in range(plies):
        legal = [m for m in game.legal_moves() if not m.is_pass]
        if not legal or game.is_over():
            break
        move = rng.choice(legal)
        game.push(move)
        moves.append(move)
    return moves


# --- Elo ---------------------------------------------------------------------------------------------------
def elo(score: float) -> float:
    """Elo difference for an expected score (clamped away from 0 and 1)."""
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_with_margin(points: Sequence[float]) -> tuple[float, float]:
    """Elo difference and its 95 % error margin from per-game scores (1, 0.5, 0)."""
    n = len(points)
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / n
    sd = math.sqrt(var / n)
    lo, hi = elo(mean - 1.96 * sd), elo(mean + 1.96 * sd)
    return elo(mean), (hi - lo) / 2


def elo_text(points: Sequence[float]) -> str:
    """The Elo line; a clean sweep has no finite estimate, so it reports the rule-of-three 95 % bound."""
    n = len(points)
    mean = sum(points) / n
    if mean in (0.0, 1.0):
        outcome = f"no game {'lost' if mean else 'won'}"
        if n <= 3:  # the rule of three needs more games than that to bound anything
            return f"Elo difference not measurable from {n} game{'s' if n > 1 else ''} ({outcome})"
        bound = elo(1 - 3 / n)
        return f"Elo difference {'>' if mean else '<'} {'+' if mean else '-'}{bound:.0f} (95 % bound: {outcome})"
    e, margin = elo_with_margin(points)
    return f"Elo difference {round(e):+d} +/- {margin:.0f} (95 %)"


# --- the match ---------------------------------------------------------------------------------------------
@dataclass
class MatchResult:
    first: str
    second: str
    games: list[GameResult]
    scores: list[float]  # the first player's score in each game

    @property
    def wins(self) -> int:
        return self.scores.count(1.0)

    @property
    def draws(self) -> int:
        return self.scores.count(0.5)

    @property
    def losses(self) -> int:
        return self.scores.count(0.0)

    def summary(self) -> str:
        n = len(self.scores)
        total = sum(self.scores)
        return (f"W/D/L {self.wins}/{self.draws}/{self.losses}  score {total:g}/{n} = {100 * total / n:.1f} %  "
                + elo_text(self.scores))


def run_match(first: str, second: str, *, games: int = 2, movetime: int = 1000, ruleset: str = "janggi",
              seed: int = 1, max_plies: int = 400, pgn: str | None = None,
              factory: PlayerFactory = default_factory, out=sys.stdout,
              time_control: TimeControl | None = None, nodes: int | None = None,
              random_plies: int = 0, handicap: Handicap | None = None) -> MatchResult:
    """Play ``games`` games between the players written ``first`` and ``second`` (see the module docstring);
    ``nodes`` replaces ``movetime`` with a node budget per move; each pair of games starts after the same
    ``random_plies`` random moves; every game starts without ``handicap``'s pieces when one is given."""
    rs = get_ruleset(ruleset)
    rng = random.Random(seed)
    p1 = factory(first, seed)
    p2 = factory(second, seed + 1)
    driver = GameDriver(Game(rs), (p1, p2))
    limits = ThinkLimits(nodes=nodes) if nodes else ThinkLimits(movetime_ms=movetime)
    arrangements = list(ARRANGEMENTS) if rs.choose_arrangement else [None]
    results: list[GameResult] = []
    scores: list[float] = []
    records = []
    t0 = time.time()
    arr: tuple[str | None, str | None] = (None, None)
    opening: list = []
    try:
        for i in range(games):
            if i % 2 == 0:
                arr = (rng.choice(arrangements), rng.choice(arrangements))
                opening = random_opening(start_game(rs, arr, handicap), random_plies, rng)
            first_is_cho = i % 2 == 0
            cho, han = (p1, p2) if first_is_cho else (p2, p1)
            game = start_game(rs, arr, handicap)
            for move in opening:
                game.push(move)
            tg = time.time()
            r = play_game(driver, cho, han, game, limits, max_plies, time_control)
            s = r.score_for("cho" if first_is_cho else "han")
            results.append(r)
            scores.append(s)
            w, d = scores.count(1.0), scores.count(0.5)
            out.write(f"game {i + 1:3d}: Cho {cho.name} vs Han {han.name}: {r.result} ({r.termination}), "
                      f"{r.game.ply} plies, {time.time() - tg:.0f} s; {first} +{w} ={d} -{len(scores) - w - d}\n")
            out.flush()
            rec = record_from_game(r.game, Event=f"{first} vs {second}", Site="janggi-desktop match",
                                   Date=time.strftime("%Y.%m.%d"), Round=str(i + 1), White=cho.name,
                                   Black=han.name)
            rec.result, rec.termination = r.result, r.termination
            if driver.game is r.game:
                clock_tags, clock_comments = driver.clock_annotations()
                rec.tags.update(clock_tags)
                rec.comments.update(clock_comments)
            records.append(rec)
            if pgn:
                save_games(pgn, records)
    finally:
        driver.close()
    result = MatchResult(first, second, results, scores)
    if scores:
        if time_control and time_control.timed:
            pace = f"clock {time_control.label()}"
        else:
            pace = f"{nodes} nodes/move" if nodes else f"{movetime} ms/move"
        odds = f", handicap {handicap} ({handicap.describe()})" if handicap is not None else ""
        out.write(f"\n{first} vs {second}, rule set {rs.name}{odds}, {pace}, {len(scores)} games in "
                  f"{time.time() - t0:.0f} s\n{result.summary()}\n")
        endings: dict[str, int] = {}
        for r in results:
            key = r.termination.split(":")[0].split(" (")[0]
            endings[key] = endings.get(key, 0) + 1
        out.write("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())) + "\n")
    return result


#: The ranges of the command line's numbers (issue 50: every number from outside has one, checked before
#: work starts): a match of more games than a week of 5-second games, an hour a move, more nodes than an
#: engine searches in an hour, are typing mistakes.
MAX_GAMES = 100_000
MAX_MOVETIME_MS = 3_600_000
MAX_NODES = 10**12
MAX_RANDOM_PLIES = 200


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise PlayerSpecError(f"usage: janggi-desktop match A B [--games N] [--movetime MS | --nodes N | --tc TC] ... "
                             f"({message})")


def build_parser(prog: str = "janggi-desktop match") -> argparse.ArgumentParser:
    ap = _Parser(prog=prog, description="Play games between two engines and report the score and Elo. "
                 "Players: builtin:LEVEL (1-10), fsf:SKILL (Fairy-Stockfish, -20..20), uci:COMMAND[:SKILL].")
    ap.add_argument("first", metavar="A")
    ap.add_argument("second", metavar="B")
    ap.add_argument("--games", type=bounded_int(1, MAX_GAMES),
                    default=2, help="number of games (colours alternate)")
    ap.add_argument("--movetime", type=bounded_int(1, MAX_MOVETIME_MS),
                    default=1000, help="milliseconds per move (without --tc)")
    ap.add_argument("--nodes", type=bounded_int(1, MAX_NODES),
                    default=None, help="nodes per move instead of a time (UCI go nodes)")
    ap.add_argument("--random-plies", type=bounded_int(0, MAX_RANDOM_PLIES),
                    default=0, help="start each pair of games after this many "
                    "random moves (variety for players without noise)")
    ap.add_argument("--tc", default=None, help="play on a clock: 5m+30sx3 (byo-yomi), 60+1 or 10m+5s "
                    "(increment), 30s/move")
    ap.add_argument("--ruleset", default="janggi", help=f"one of {', '.join(RULE_SETS)}")
    ap.add_argument("--handicap", default=None, metavar="SIDE:PIECES", help="handicap game (접장기): that side "
                    "starts without those pieces, e.g. han:R, cho:RC, han:NN (letters R C N B A P)")
    ap.add_argument("--pgn", default=None, help="write every game to this PGN file")
    ap.add_argument("--seed", type=bounded_int(0, 2**63 - 1),
                    default=1, help="seed of the arrangements and the weak levels")
    ap.add_argument("--max-plies", type=bounded_int(1, MAX_PLIES),
                    default=400, help="decide a longer game on points")
    return ap


def main(argv: Sequence[str], factory: PlayerFactory = default_factory) -> int:
    """The ``match`` sub-command; exit status 0, or 2 with a one-line message for bad input."""
    try:
        args = build_parser().parse_args(list(argv))
        if args.games < 1 or args.movetime < 1 or args.max_plies < 1 or (args.nodes is not None and args.nodes < 1):
            raise PlayerSpecError("--games, --movetime, --nodes and --max-plies must be positive")
        if args.random_plies < 0:
            raise PlayerSpecError("--random-plies must not be negative")
        if args.nodes is not None and args.tc is not None:
            raise PlayerSpecError("--nodes and --tc exclude each other")
        if args.pgn is not None:  # checked now, not after the first game
            if not args.pgn.lower().endswith(".pgn"):
                raise PlayerSpecError(f"--pgn {args.pgn}: the games are written as PGN: give a name ending in .pgn")
            check_writable(args.pgn)
        tc = TimeControl.parse(args.tc) if args.tc is not None else None
        rs = get_ruleset(args.ruleset)
        handicap = None
        if args.handicap is not None:
            handicap = Handicap.parse(args.handicap)
            handicap.start_fen(ruleset=rs)  # refused before any engine starts (a piece the side lacks, ...)
        run_match(args.first, args.second, games=args.games, movetime=args.movetime, ruleset=args.ruleset,
                  seed=args.seed, max_plies=args.max_plies, pgn=args.pgn, factory=factory, time_control=tc,
                  nodes=args.nodes, random_plies=args.random_plies, handicap=handicap)
    except SystemExit as e:  # --help
        return int(e.code or 0)
    except (PlayerSpecError, PlayerError, UnknownRuleSetError, TimeControlError, ValueError, OSError) as e:
        sys.stderr.write(f"janggi-desktop match: {one_line(e, 400)}\n")  # bounded: input may be quoted
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("janggi-desktop match: interrupted\n")
        return 130
    return 0


__all__ = ["GameResult", "MatchResult", "PlayerFactory", "build_parser", "default_factory", "elo",
           "elo_text", "elo_with_margin", "main", "play_game", "run_match"]
