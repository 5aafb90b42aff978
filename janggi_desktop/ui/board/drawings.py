"""A person's own drawings on the board (issue 48): arrows and circled points, drawn with the right button as
on lichess — a right-click on a point circles it, a right-drag from one point to another draws an arrow.

The colour comes from the keys held: none green, Shift red, Ctrl blue, Shift+Ctrl yellow.  lichess uses Alt
for blue, but many Linux desktops take Alt+drag to move the window, so Ctrl is the key here (Alt still gives
blue where it reaches the program; on macOS Qt's Ctrl is the Command key).

The view only draws and reports: :attr:`~.view.BoardView.drawn` says (colour letter, from, to; a circle when
they are the same point), and whoever keeps the drawings (the window keeps them in the move tree's comments,
``[%cal]``/``[%csl]``) gives the board what to show with :meth:`BoardDrawing.set_drawings`.  They are not the
analysis's arrows (:meth:`~.view.BoardView.set_arrows`): each set has its own items, and neither clears the
other.  A mixin of :class:`~.view.BoardView`, whose scene it draws in.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from janggi_desktop.ui import (
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

from .geometry import CELL_H
from .overlays import ArrowItem

#: The drawings' colours by lichess's letters: green, red, blue, yellow (see-through: the pieces show).
DRAWING_COLOURS = {"G": QColor(21, 120, 27, 190), "R": QColor(190, 25, 25, 190), "B": QColor(0, 55, 160, 190),
                   "Y": QColor(225, 140, 0, 200)}
#: Over the analysis's arrows (30): in analysis mode the engine's best move is always drawn, and a person's
#: arrow on the same move would vanish under it; both are see-through, so the engine's still shows.
DRAWING_Z = 31

#: An arrow drawn by a person: (colour letter, from point, to point); a circled point: (colour letter, point).
DrawnArrow = tuple[str, int, int]
DrawnCircle = tuple[str, int]


def colour_of(modifiers: Qt.KeyboardModifier) -> str:
    """The colour letter the keys held choose: none G, Shift R, Ctrl (or Alt) B, Shift with Ctrl (or Alt) Y."""
    shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
    other = bool(modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier))
    return ("Y" if other else "R") if shift else ("B" if other else "G")


class CircleItem(QGraphicsItem):
    """A circled point: a ring in a drawing's colour around the point (and its piece)."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = colour
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(DRAWING_Z)

    def boundingRect(self) -> QRectF:
        r = CELL_H * 0.56
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.colour, CELL_H * 0.08))
        r = CELL_H * 0.48
        painter.drawEllipse(QPointF(0, 0), r, r)


class DrawnArrowItem(ArrowItem):
    """A person's arrow: the analysis's shape, told apart from the engine's arrows by a dark rim in its own
    colour (theirs have a light one) and a fuller colour (the engine's best move is blue too)."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = self.colour.darker(160)
        rim.setAlpha(230)
        painter.setPen(QPen(rim, 2.0))
        painter.setBrush(self.colour)
        painter.drawPath(self._path)  # ArrowItem's outline, made by its constructor


class BoardDrawing:
    """The right button's drawings on :class:`~.view.BoardView` (see the module docstring)."""

    def _init_drawings(self) -> None:
        self._drawn: tuple[list[DrawnArrow], list[DrawnCircle]] = ([], [])
        self._drawing_items: list[QGraphicsItem] = []
        self._drawing_from: int | None = None  # the point a right press started on
        self._drawing_preview: QGraphicsItem | None = None

    def set_drawings(self, arrows: Sequence[DrawnArrow], circles: Sequence[DrawnCircle]) -> None:
        """Show these drawings (and no others); colours are :data:`DRAWING_COLOURS`' letters (another is
        drawn green).  Empty lists clear them."""
        drawn = ([tuple(a) for a in arrows], [tuple(c) for c in circles])
        if drawn == self._drawn:
            return
        self._drawn = drawn  # type: ignore[assignment]
        self._draw_drawings()

    def drawings(self) -> tuple[list[DrawnArrow], list[DrawnCircle]]:
        """The drawings shown: (arrows, circles)."""
        return list(self._drawn[0]), list(self._drawn[1])

    def _draw_drawings(self) -> None:
        """Make the items again (after a change, or the board turned round)."""
        scene = self._scene
        for item in self._drawing_items:
            scene.removeItem(item)
        self._drawing_items = []
        pos = scene.square_pos
        for colour, start, end in self._drawn[0]:
            self._add_drawing(self._arrow_item(colour, start, end))
        for colour, sq in self._drawn[1]:
            item = CircleItem(DRAWING_COLOURS.get(colour, DRAWING_COLOURS["G"]))
            item.setPos(pos(sq))
            self._add_drawing(item)

    def _arrow_item(self, colour: str, start: int, end: int) -> ArrowItem:
        pos = self._scene.square_pos
        item = DrawnArrowItem(pos(start), pos(end), DRAWING_COLOURS.get(colour, DRAWING_COLOURS["G"]))
        item.setZValue(DRAWING_Z)
        return item

    def _add_drawing(self, item: QGraphicsItem) -> None:
        self._scene.addItem(item)
        self._drawing_items.append(item)

    # ---- the right button -----------------------------------------------------------------------------
    def _start_drawing(self, pos: QPoint) -> None:
        self._end_preview()
        self._drawing_from = self.square_at(pos)

    def _follow_drawing(self, pos: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        """While the right button is held: the arrow it would draw, from the start to the point under it."""
        self._end_preview()
        start, end = self._drawing_from, self.square_at(pos)
        if start is None or end is None or end == start:
            return
        item = self._arrow_item(colour_of(modifiers), start, end)
        item.setOpacity(0.6)
        self._scene.addItem(item)
        self._drawing_preview = item

    def _finish_drawing(self, pos: QPoint, modifiers: Qt.KeyboardModifier) -> None:
        """The right button let go: a circle (the same point) or an arrow (another point) is :attr:`drawn`;
        off the board, nothing."""
        self._end_preview()
        start, end = self._drawing_from, self.square_at(pos)
        self._drawing_from = None
        if start is not None and end is not None:
            self.drawn.emit(colour_of(modifiers), start, end)

    def _end_preview(self) -> None:
        if self._drawing_preview is not None:
            self._scene.removeItem(self._drawing_preview)
            self._drawing_preview = None

    @property
    def drawing_in_progress(self) -> bool:
        """The right button is held on the board (an arrow or a circle is being drawn)."""
        return self._drawing_from is not None
