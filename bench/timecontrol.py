"""Do our UCI engine and Fairy-Stockfish keep to their clock, and spend it sensibly?  Plays an engine against
itself on real clocks and charges each move's wall time, pipe included (from the position sent to ``bestmove``
read), to the side that made it.

    python bench/timecontrol.py [--level 10] [--engine ours|fsf|COMMAND] [--ruleset janggi] [--games 1]
                                [--controls all|issue11|korean] [--raw]

The engine is driven as the window drives it: through the play layer's UCI player
(:class:`~janggi_desktop.play.players.UciEnginePlayer`), which gives Fairy-Stockfish a Korean byo-yomi clock in
terms it manages (``usi_byoyomi_limits``).  ``--raw`` sends the clock as it is instead (``go wtime btime
[winc binc] [byoyomi]``, what the window sent before): the before/after pair of that change.

Controls: the three of issue 11 (sudden death 8 s for 40 plies, 1.5 s + 150 ms increment for 40 plies, and
400 ms byo-yomi with no main time, one period, for 20 plies), and a Korean one of issue 52 scaled down
(30 s + 3 s x 3 byo-yomi for 60 plies: Fairy-Stockfish given it raw thinks 16.8 s on its first move).  The
clocks follow docs/rules.md#byo-yomi: a move within the period keeps it, running through the last period
flags.  Prints, per control and side, the time left, the first moves' and the slowest move's seconds, the mean,
the periods left and any flag.  No flag is the target.  Asserts nothing: timings depend on the machine and its load
(printed with the figures).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.engine.client import FAIRY_STOCKFISH, EngineError, UciClient  # noqa: E402
from janggi_desktop.play.players import UCI, PlayerError, PlayerSpec, ThinkLimits  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game  # noqa: E402
from janggi_desktop.rules.board import SIDE_NAMES  # noqa: E402


@dataclass(frozen=True)
class Control:
    name: str
    main_ms: int
    inc_ms: int = 0
    byoyomi_ms: int = 0
    periods: int = 0
    plies: int = 40


CONTROLS = {
    "issue11": [
        Control("sudden death 8 s", 8000, plies=40),
        Control("1.5 s + 150 ms increment", 1500, inc_ms=150, plies=40),
        Control("400 ms byo-yomi", 0, byoyomi_ms=400, periods=1, plies=20),
    ],
    "korean": [Control("30 s + 3 s x 3 byo-yomi", 30000, byoyomi_ms=3000, periods=3, plies=60)],
}
CONTROLS["all"] = CONTROLS["issue11"] + CONTROLS["korean"]


@dataclass
class SideClock:
    """One side's clock (docs/rules.md#time-controls), in milliseconds."""

    main: float
    inc: float
    period: float
    periods: int
    flagged: bool = False
    moves: list[float] = field(default_factory=list)

    def charge(self, spent: float) -> None:
        self.moves.append(spent)
        if spent <= self.main:
            self.main -= spent
        else:
            over = spent - self.main
            self.main = 0.0
            while over > self.period:  # running through a period uses it up
                over -= self.period
                self.periods -= 1
                if self.periods <= 0:
                    self.flagged = True
                    break
        if not self.flagged:
            self.main += self.inc


def engine_command(spec: str) -> tuple[list[str] | None, dict[str, str] | None]:
    if spec == "ours":
        return None, None
    if spec.startswith("ours:"):  # a frozen copy of the package, for before/after comparisons
        return [sys.executable, "-P", "-m", "janggi_desktop.engine"], dict(os.environ, PYTHONPATH=spec[5:])
    if spec == "fsf":
        return [FAIRY_STOCKFISH], None
    return spec.split(), dict(os.environ)


class RawClient:
    """The engine driven by hand, the clock sent as it is (``--raw``)."""

    def __init__(self, spec: str, level: int | None, ruleset: str) -> None:
        command, env = engine_command(spec)
        self.client = UciClient(command, env=env)
        self.client.set_option("UCI_Variant", ruleset)
        if level is not None and "skill level" in self.client.options:
            self.client.set_option("Skill Level", level)
        self.client.new_game()
        self.client.is_ready()

    def move(self, game: Game, limits: ThinkLimits) -> str | None:
        self.client.position(game.start_fen, [m.uci for m in game.moves])
        return self.client.go(wtime=limits.wtime, btime=limits.btime, winc=limits.winc, binc=limits.binc,
                              byoyomi=limits.byoyomi, timeout=limits_timeout(limits)).move

    def close(self) -> None:
        self.client.close()


class PlayerClient:
    """The engine as the window drives it: the play layer's UCI player."""

    def __init__(self, spec: str, level: int | None, ruleset: str) -> None:
        command, env = engine_command(spec)
        options = (("Skill Level", str(level)),) if level is not None else ()
        self.player = PlayerSpec(UCI, name=spec, command=tuple(command or (sys.executable, "-P", "-m",
                                                                           "janggi_desktop.engine")),
                                 options=options).create(env=env)
        # The process is started before the clock runs (a depth-1 look at the start), as the raw path's
        # handshake does: the figures are the engine's time management, not its start-up.
        game = Game(ruleset)
        self.player.analyse(game, ThinkLimits(depth=1))
        self.player.new_game(game)

    def move(self, game: Game, limits: ThinkLimits) -> str | None:
        return self.player.think(game.copy(), limits).uci

    def close(self) -> None:
        self.player.close()


def limits_timeout(limits: ThinkLimits) -> float:
    return (max(limits.wtime or 0, limits.btime or 0) + (limits.byoyomi or 0)) / 1000 + 10


def play(control: Control, spec: str, level: int | None, ruleset: str, seed: int,
         raw: bool = False) -> tuple[SideClock, SideClock, Game]:
    rng = random.Random(seed)
    arr = list(ARRANGEMENTS)
    game = Game(ruleset, cho=rng.choice(arr), han=rng.choice(arr))
    clocks = (SideClock(control.main_ms, control.inc_ms, control.byoyomi_ms, control.periods),
              SideClock(control.main_ms, control.inc_ms, control.byoyomi_ms, control.periods))
    if spec == "ours" and not raw:
        spec = "ours:" + str(Path(__file__).resolve().parents[1])
    engines = [(RawClient if raw else PlayerClient)(spec, level, ruleset) for _ in range(2)]
    try:
        while game.ply < control.plies and game.outcome() is None:
            side = game.side_to_move
            clock = clocks[side]
            limits = ThinkLimits(wtime=int(clocks[0].main), btime=int(clocks[1].main),
                                 winc=control.inc_ms or None, binc=control.inc_ms or None,
                                 byoyomi=control.byoyomi_ms or None)
            t0 = time.perf_counter()
            try:
                move = engines[side].move(game, limits)
            except (EngineError, PlayerError) as e:  # no answer at all: that is a flag too
                print(f"  {SIDE_NAMES[side]} gave no move: {e}")
                clock.charge((time.perf_counter() - t0) * 1000)
                clock.flagged = True
                break
            spent = (time.perf_counter() - t0) * 1000
            clock.charge(spent)
            if clock.flagged or move is None:
                break
            game.push_uci(move)
    finally:
        for e in engines:
            e.close()
    return clocks[0], clocks[1], game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="ours", help="ours, ours:DIR (the package in DIR), fsf, or a command line")
    ap.add_argument("--level", type=int, default=None, help="Skill Level (default: the engine's own)")
    ap.add_argument("--ruleset", default="janggi")
    ap.add_argument("--games", type=int, default=1, help="games per control")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--controls", choices=sorted(CONTROLS), default="all")
    ap.add_argument("--raw", action="store_true", help="send the clock as it is, not through the play layer's player")
    args = ap.parse_args(argv)
    print(f"engine {args.engine}{' (raw clock)' if args.raw else ''}, level {args.level or 'default'}, "
          f"rule set {args.ruleset}; "
          f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    flags = 0
    for control in CONTROLS[args.controls]:
        for g in range(args.games):
            cho, han, game = play(control, args.engine, args.level, args.ruleset, args.seed + g, args.raw)
            for name, ck in (("Cho", cho), ("Han", han)):
                left = f"{ck.main / 1000:.2f} s main" + (f", {ck.periods} period(s)" if control.periods else "")
                slow = max(ck.moves) if ck.moves else 0.0
                flag = "FLAG" if ck.flagged else "no flag"
                flags += ck.flagged
                first = " ".join(f"{t / 1000:.1f}" for t in ck.moves[:4])
                print(f"{control.name:26s} game {g + 1}: {name} {len(ck.moves):2d} moves, left {left}, "
                      f"first moves {first} s, slowest {slow / 1000:.1f} s, "
                      f"mean {sum(ck.moves) / max(1, len(ck.moves)) / 1000:.2f} s: {flag}")
            print(f"{'':26s} game {g + 1}: {game.ply} plies played"
                  + (f", ended: {game.outcome()}" if game.outcome() else ""))
    print(f"flags: {flags}; load now: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
