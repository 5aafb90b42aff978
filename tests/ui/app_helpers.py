"""Fixtures and helpers shared by the application tests (tests/ui/test_app_*.py)."""

from __future__ import annotations

import random
import threading

from PySide6.QtCore import Qt

from janggi_desktop.rules import Game, Move


def waiting_search(game: Game, level: int, stop_event: threading.Event | None = None, on_info=None) -> Move:
    """A search that thinks until told to stop, then answers its first legal move (for stop/undo tests)."""
    if on_info is not None:
        on_info(1, 0)
    assert stop_event is not None
    stop_event.wait(30)
    return game.legal_moves()[0]


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
