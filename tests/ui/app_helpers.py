"""Fixtures and helpers shared by the application tests (tests/ui/test_app_*.py)."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import Qt

from janggi_desktop.play import Player, PlayerSpec, ThinkInfo
from janggi_desktop.rules import Game, Move

HOTSEAT = (PlayerSpec.human(), PlayerSpec.human())


def vs_engine(human_side: str, level: int) -> tuple[PlayerSpec, PlayerSpec]:
    """The players of a game of a person (on ``human_side``) against the built-in engine at ``level``."""
    engine = PlayerSpec.builtin(level)
    return (PlayerSpec.human(), engine) if human_side == "cho" else (engine, PlayerSpec.human())


class WaitingPlayer(Player):
    """An engine that thinks until told to stop, then answers its first legal move (stop/undo tests)."""

    def think(self, game: Game, limits=None, *, on_info=None, stop: threading.Event | None = None) -> Move:
        if on_info is not None:
            on_info(ThinkInfo(depth=1, score_cp=0))
        assert stop is not None
        stop.wait(30)
        return game.legal_moves()[0]


class InstantPlayer(Player):
    """An engine that answers its first legal move at once."""

    def think(self, game: Game, limits=None, *, on_info=None, stop=None) -> Move:
        return game.legal_moves()[0]


def instant_player(spec: PlayerSpec) -> Player:
    """A player factory: every engine answers its first legal move at once."""
    return spec.create() if spec.is_human else InstantPlayer(spec)


def waiting_search(spec: PlayerSpec) -> Player:
    """A player factory: people stay people, every engine becomes a :class:`WaitingPlayer`."""
    return spec.create() if spec.is_human else WaitingPlayer(spec)


def click(qtbot, view, sq: int) -> None:
    """A left click on the board point of square ``sq``, as a user would do it."""
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of(sq))


def sq(name: str) -> int:
    """Square number of a UCI square name (a1 = 0, e2 = 13, i10 = 89)."""
    return (int(name[1:]) - 1) * 9 + "abcdefghi".index(name[0])


def random_game(seed: int, plies: int, ruleset: str = "janggi") -> Game:
    """A game of ``plies`` random legal moves (no passes), not over."""
    rng = random.Random(seed)
    g = Game(ruleset)
    while g.ply < plies:
        moves = [m for m in g.legal_moves() if m.from_square != m.to_square]
        g.push(rng.choice(moves))
        if g.is_over():
            g.pop()
            break
    return g
