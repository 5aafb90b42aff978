"""Does our UCI engine keep to its clock?  Plays it against itself on real clocks and charges each move's
wall time, pipe included (from ``go`` sent to ``bestmove`` read), to the side that made it.

    python bench/timecontrol.py [--level 10] [--engine ours|fsf|COMMAND] [--ruleset janggi] [--games 1]

The three controls of issue 11: sudden death 8 s for 40 plies, 1.5 s + 150 ms increment for 40 plies, and
400 ms byo-yomi (no main time, one period) for 20 plies.  The clocks follow docs/rules.md#byo-yomi: a move within the
period keeps it, running through the last period flags.  Prints, per control and side, the time left, the
slowest move, the periods left and any flag.  No flag is the target.  Asserts nothing: timings depend on the
machine and its load (printed with the figures).
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


CONTROLS = [
    Control("sudden death 8 s", 8000, plies=40),
    Control("1.5 s + 150 ms increment", 1500, inc_ms=150, plies=40),
    Control("400 ms byo-yomi", 0, byoyomi_ms=400, periods=1, plies=20),
]


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


def play(control: Control, spec: str, level: int | None, ruleset: str, seed: int) -> tuple[SideClock, SideClock, Game]:
    rng = random.Random(seed)
    arr = list(ARRANGEMENTS)
    game = Game(ruleset, cho=rng.choice(arr), han=rng.choice(arr))
    clocks = (SideClock(control.main_ms, control.inc_ms, control.byoyomi_ms, control.periods),
              SideClock(control.main_ms, control.inc_ms, control.byoyomi_ms, control.periods))
    clients = []
    for _ in range(2):
        command, env = engine_command(spec)
        c = UciClient(command, env=env)
        c.set_option("UCI_Variant", ruleset)
        if level is not None and "skill level" in c.options:
            c.set_option("Skill Level", level)
        c.new_game()
        c.is_ready()
        clients.append(c)
    try:
        while game.ply < control.plies and game.outcome() is None:
            side = game.side_to_move
            clock = clocks[side]
            c = clients[side]
            c.position(game.start_fen, [m.uci for m in game.moves])
            c.is_ready()  # the position is set up before the clock starts, as a GUI does it
            t0 = time.perf_counter()
            try:
                best = c.go(wtime=int(clocks[0].main), btime=int(clocks[1].main),
                            winc=control.inc_ms or None, binc=control.inc_ms or None,
                            byoyomi=control.byoyomi_ms or None, timeout=10)
            except EngineError as e:  # no answer at all: that is a flag too
                print(f"  {SIDE_NAMES[side]} gave no move: {e}")
                clock.charge((time.perf_counter() - t0) * 1000)
                clock.flagged = True
                break
            spent = (time.perf_counter() - t0) * 1000
            clock.charge(spent)
            if clock.flagged or best.move is None:
                break
            game.push_uci(best.move)
    finally:
        for c in clients:
            c.close()
    return clocks[0], clocks[1], game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default="ours", help="ours, ours:DIR (the package in DIR), fsf, or a command line")
    ap.add_argument("--level", type=int, default=None, help="Skill Level (default: the engine's own)")
    ap.add_argument("--ruleset", default="janggi")
    ap.add_argument("--games", type=int, default=1, help="games per control")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    print(f"engine {args.engine}, level {args.level or 'default'}, rule set {args.ruleset}; "
          f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    flags = 0
    for control in CONTROLS:
        for g in range(args.games):
            cho, han, game = play(control, args.engine, args.level, args.ruleset, args.seed + g)
            for name, ck in (("Cho", cho), ("Han", han)):
                left = f"{ck.main / 1000:.2f} s main" + (f", {ck.periods} period(s)" if control.periods else "")
                slow = max(ck.moves) if ck.moves else 0.0
                flag = "FLAG" if ck.flagged else "no flag"
                flags += ck.flagged
                print(f"{control.name:26s} game {g + 1}: {name} {len(ck.moves):2d} moves, left {left}, "
                      f"slowest move {slow:.0f} ms, mean {sum(ck.moves) / max(1, len(ck.moves)):.0f} ms: {flag}")
            print(f"{'':26s} game {g + 1}: {game.ply} plies played"
                  + (f", ended: {game.outcome()}" if game.outcome() else ""))
    print(f"flags: {flags}; load now: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
