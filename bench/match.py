"""Play N games between two Janggi players and report the score and Elo: ``janggi-desktop match``'s command
(the same options, checks, driver and players as it and the window), with ``--ours-dir`` and two bench-only
players.

Players: everything ``janggi-desktop match`` takes (``builtin:LEVEL``, ``fsf:SKILL``, ``uci:COMMAND[:SKILL]``),
plus

* ``ours:LEVEL``: our UCI engine at Skill Level LEVEL as a subprocess; with ``--ours-dir DIR`` the package in
  DIR is run instead of this checkout's (a frozen copy, so that a before/after pair compares two versions
  and editing the checkout cannot change a running match); ``ours@DIR:LEVEL`` names the folder for this
  player alone (``ours@/tmp/new:10`` against ``ours@/tmp/old:10``);
* ``greedy``: a one-ply greedy capturer (takes the most valuable piece it can, else a random non-pass move):
  a stand-in for a beginner.

Colours alternate every game and each pair of games uses the same random horse/elephant arrangements.

    python bench/match.py ours:10 fsf:5 --games 20 --movetime 500 --pgn out.pgn [--ours-dir /tmp/base]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.play.match import default_factory  # noqa: E402
from janggi_desktop.play.match import main as run_match_command  # noqa: E402
from janggi_desktop.play.players import UCI, Player, PlayerError, PlayerSpec, ThinkLimits  # noqa: E402
from janggi_desktop.rules import Game, Move  # noqa: E402
from janggi_desktop.rules.board import KIND_POINTS  # noqa: E402


class GreedyPlayer(Player):
    """One ply, material only: the most valuable capture, else any non-pass move (random tie-breaks)."""

    def __init__(self, seed: int) -> None:
        super().__init__(PlayerSpec(UCI, name="greedy", command=("greedy",)))
        self.rng = random.Random(seed)

    @property
    def name(self) -> str:
        return "greedy"

    def think(self, game: Game, limits: ThinkLimits | None = None, *, on_info=None,
              stop: threading.Event | None = None) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise PlayerError("greedy: the game is over")
        board = game.position.board
        best: list[Move] = []
        best_v = -1
        for m in moves:
            if m.is_pass:
                continue
            cap = board[m.to_square]
            v = KIND_POINTS[cap & 7] if cap else 0
            if v > best_v:
                best, best_v = [m], v
            elif v == best_v:
                best.append(m)
        return self.rng.choice(best or moves)


def make_factory(ours_dir: str | None):
    """The player factory for run_match: bench's own players, then everything the play layer knows."""

    def factory(text: str, seed: int) -> Player:
        kind, _, arg = text.partition(":")
        if kind == "greedy":
            return GreedyPlayer(seed)
        if kind == "ours" or kind.startswith("ours@"):
            options = (("Skill Level", str(int(arg))),) if arg else ()
            folder = kind[5:] or ours_dir
            if folder and not (Path(folder) / "janggi_desktop" / "engine").is_dir():
                raise SystemExit(f"{text}: no janggi_desktop package in {folder}")
            name = kind if folder != ours_dir else "ours"
            spec = PlayerSpec(UCI, name=name, command=(sys.executable, "-P", "-m", "janggi_desktop.engine"),
                              options=options)
            # -P: the working directory must not shadow the package chosen by PYTHONPATH
            env = dict(os.environ, PYTHONPATH=folder or str(Path(__file__).resolve().parents[1]))
            player = spec.create(env=env)
            return player
        return default_factory(text, seed)

    return factory


def main(argv: list[str] | None = None) -> int:
    """``janggi-desktop match``'s command line (and its checks and messages), plus ``--ours-dir``."""
    ap = argparse.ArgumentParser(add_help=False)
    ap.add_argument("--ours-dir", default=None, help="run 'ours' from this directory's janggi_desktop")
    args, rest = ap.parse_known_args(sys.argv[1:] if argv is None else argv)
    if {"-h", "--help"} & set(rest):
        print(__doc__)
    return run_match_command(rest, factory=make_factory(args.ours_dir))


if __name__ == "__main__":
    raise SystemExit(main())
