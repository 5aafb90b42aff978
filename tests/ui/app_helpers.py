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


class AnalysingPlayer(Player):
    """An engine that judges by material alone, at once and deterministically: the best line is the move that
    wins the most points (the first legal move among equals), scored as the mover's point lead after it.

    ``gate``: when given, each analysis with limits (a game report's position, a hint) takes one permit of
    it first (or gives up when stopped), so a test lets a report go exactly as far as it wants and cancels
    it.  An analysis without limits reports its lines and then waits for stop, as an engine does."""

    def __init__(self, spec: PlayerSpec, gate: threading.Semaphore | None = None) -> None:
        super().__init__(spec)
        self.gate = gate
        self.asked = 0

    def think(self, game: Game, limits=None, *, on_info=None, stop=None) -> Move:
        return self.lines(game, 1)[0].pv[0]

    @staticmethod
    def lines(game: Game, n: int) -> list[ThinkInfo]:
        side = game.side_to_move
        scored = []
        for i, move in enumerate(game.legal_moves()):
            g = game.copy()
            g.push(move)
            cho, han = g.points()
            lead = (cho - han) if side == 0 else (han - cho)
            scored.append((-lead, i, move))
        scored.sort()
        return [ThinkInfo(depth=1, score_cp=round(-s * 100), nodes=10, nps=1000, pv=[m], multipv=k)
                for k, (s, _, m) in enumerate(scored[:n], 1)]

    def analyse(self, game: Game, limits=None, *, multipv=1, on_info=None, stop=None) -> list[ThinkInfo]:
        self.asked += 1
        if game.is_over():
            return []
        lines = self.lines(game, multipv)
        if on_info is not None:
            for info in lines:
                on_info(info)
        if limits is not None and limits.infinite:
            assert stop is not None
            stop.wait(30)
        elif self.gate is not None:
            while not self.gate.acquire(timeout=0.01):
                if stop is not None and stop.is_set():
                    break
        return lines


def analysing_factory(gate: threading.Semaphore | None = None):
    """A player factory: people stay people, every engine is an :class:`AnalysingPlayer` (sharing ``gate``)."""
    made: list[AnalysingPlayer] = []

    def factory(spec: PlayerSpec) -> Player:
        if spec.is_human:
            return spec.create()
        player = AnalysingPlayer(spec, gate)
        made.append(player)
        return player

    factory.made = made  # type: ignore[attr-defined]
    return factory
