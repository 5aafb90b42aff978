"""Where things are on the board: the scene's size in cells and margins, the points, the looks of the wood
(:data:`BOARD_THEMES`) and why a click may be refused."""

from __future__ import annotations

import math

from PySide6.QtGui import (
    QColor,
    QPen,
    QPolygonF,
    QTransform,
)

from janggi_desktop.ui import (
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

# Scene geometry: cells slightly wider than tall, as on a real Janggi board.
CELL_W = 62.0
CELL_H = 56.0
MARGIN = 0.95 * CELL_W  # wood around the lines: room for edge pieces and the coordinates
BOARD_W = 8 * CELL_W + 2 * MARGIN
BOARD_H = 9 * CELL_H + 2 * MARGIN
PIECE_UNIT = 0.98 * CELL_H  # a general's width across the flats
CORNER_RADIUS = 6.0  # of the board's rounded outline
#: One strand of the wood grain: a polyline and its pen (see BoardItem.grain_strands_for).
Strand = tuple[QPolygonF, QPen]

CANNON_AND_SOLDIER_STARTS = (
    [(1, 3), (7, 3), (1, 8), (7, 8)]
    + [(f, 4) for f in (0, 2, 4, 6, 8)]
    + [(f, 7) for f in (0, 2, 4, 6, 8)]
)
COORDINATE_STYLES = ("korean", "algebraic")
#: Why a click could not move: the opponent's piece, a point the selected piece cannot reach, a piece of
#: one's own with no legal move, or no move can be made now (the computer's turn, the game over).
REFUSALS = ("opponent", "unreachable", "immobile", "waiting")
FLASH_MS = 650

LINE_COLOUR = QColor("#3d2410")


class BoardTheme:
    """The colours and weights of one board style (plain data; :data:`BOARD_THEMES` names them)."""

    def __init__(self, *, wood: tuple[str, ...], grain: bool, frame: str, frame_width: float, line: str,
                 line_width: float, border_width: float, coordinates: QColor) -> None:
        self.wood = [QColor(c) for c in wood]  # a diagonal gradient's stops (one colour: flat)
        self.grain = grain
        self.frame = QColor(frame)
        self.frame_width = frame_width
        self.line = QColor(line)
        self.line_width = line_width
        self.border_width = border_width
        self.coordinates = coordinates


#: ``wood``: warm wood with its grain (the default); ``contrast``: plain near-white with black lines, heavier,
#: for small screens, bright rooms and weaker eyes.
BOARD_THEMES = {
    "wood": BoardTheme(wood=("#eccb8a", "#e2b56e", "#d6a45c"), grain=True, frame="#8a5a2b", frame_width=3,
                       line="#3d2410", line_width=1.3, border_width=2.6, coordinates=QColor(70, 40, 15, 200)),
    "contrast": BoardTheme(wood=("#fbfaf5",), grain=False, frame="#111111", frame_width=2.5, line="#111111",
                           line_width=1.7, border_width=3.4, coordinates=QColor("#111111")),
}


def scale_of(transform: QTransform) -> float:
    """How many device pixels one scene unit spans under ``transform`` (geometric mean of both axes)."""
    return math.sqrt(abs(transform.determinant())) or 1.0


def file_rank(sq: int) -> tuple[int, int]:
    """0-based file, 1-based rank."""
    return sq % 9, sq // 9 + 1
