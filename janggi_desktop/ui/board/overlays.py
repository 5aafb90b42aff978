"""What is drawn over the board and its pieces: the last move's and the selection's markers, the check, the
bikjang file band, the refused-click flash, the destinations of the selected piece, and the arrows."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from janggi_desktop.rules import Move
from janggi_desktop.ui import (
    fonts,
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

from .geometry import CELL_H, CELL_W


class MarkerItem(QGraphicsItem):
    """Square markers under the pieces: last move (from/to), selection, check glow; and over them the
    keyboard cursor (a dark and a light frame, seen on wood, on pieces of both colours and in high contrast) and
    a hint's ring around the piece to move (a training board's Hint)."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue({"last_from": 2, "last_to": 2, "selected": 3, "check": 4, "cursor": 20, "hint": 15}[kind])
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        r = CELL_H * 0.92
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = CELL_W * 0.86, CELL_H * 0.9
        rect = QRectF(-w / 2, -h / 2, w, h)
        if self.kind == "last_to":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 236, 120, 150))
            painter.drawRoundedRect(rect, 8, 8)
        elif self.kind == "last_from":
            painter.setPen(QPen(QColor(190, 140, 20, 200), 2.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 236, 120, 70))
            painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 8, 8)
        elif self.kind == "selected":
            painter.setPen(QPen(QColor(40, 140, 230, 230), 3))
            painter.setBrush(QColor(80, 170, 255, 60))
            painter.drawRoundedRect(rect, 8, 8)
        elif self.kind == "cursor":
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 235), 7))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
            painter.setPen(QPen(QColor(20, 20, 120, 255), 3.5))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        elif self.kind == "hint":
            painter.setBrush(QColor(255, 170, 40, 60))
            painter.setPen(QPen(QColor(226, 110, 20, 230), 5))
            painter.drawEllipse(QPointF(0, 0), CELL_H * 0.5, CELL_H * 0.5)
        elif self.kind == "check":
            radius = CELL_H * 0.9
            glow = QRadialGradient(QPointF(0, 0), radius)
            glow.setColorAt(0.0, QColor(255, 30, 30, 255))
            glow.setColorAt(0.58, QColor(240, 20, 20, 230))
            glow.setColorAt(0.8, QColor(230, 20, 20, 110))
            glow.setColorAt(1.0, QColor(220, 0, 0, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(glow))
            painter.drawEllipse(QPointF(0, 0), radius, radius)


class FileBandItem(QGraphicsItem):
    """The open file between the two generals during bikjang (빅장): a red band from one to the other, under
    the pieces, so the player sees at once which line must be closed."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.setVisible(False)
        self._length = 0.0

    def set_span(self, a: QPointF, b: QPointF) -> None:
        """Stretch the band from point ``a`` to point ``b`` (on one file: same x)."""
        self.prepareGeometryChange()
        top = min(a.y(), b.y())
        self._length = abs(a.y() - b.y())
        self.setPos(a.x(), top)

    def boundingRect(self) -> QRectF:
        w = CELL_W * 0.5
        return QRectF(-w / 2, -4, w, self._length + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = CELL_W * 0.34
        painter.setPen(QPen(QColor(200, 30, 30, 210), 2.2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(230, 40, 40, 70))
        painter.drawRoundedRect(QRectF(-w / 2, 0, w, self._length), w / 2, w / 2)


class FlashItem(QGraphicsItem):
    """A brief red ring on a point the user clicked in vain (the opponent's piece, a point out of reach); it
    fades out by itself."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(30)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        r = CELL_H * 0.62
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = CELL_H * 0.55
        painter.setPen(QPen(QColor(215, 30, 30, 230), 4))
        painter.setBrush(QColor(230, 40, 40, 45))
        painter.drawEllipse(QPointF(0, 0), r, r)
        k = r * 0.35
        painter.setPen(QPen(QColor(215, 30, 30, 230), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(r * 0.62 - k, -r * 0.62 - k), QPointF(r * 0.62 + k, -r * 0.62 + k))
        painter.drawLine(QPointF(r * 0.62 - k, -r * 0.62 + k), QPointF(r * 0.62 + k, -r * 0.62 - k))


class DestinationItem(QGraphicsItem):
    """A legal destination: a dot on an empty point, a ring around a piece that would be captured."""

    def __init__(self, capture: bool, ring_radius: float) -> None:
        super().__init__()
        self.capture = capture
        self.ring_radius = ring_radius
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(20 if capture else 5)

    def boundingRect(self) -> QRectF:
        r = self.ring_radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.capture:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(20, 110, 200, 210), 4))
            painter.drawEllipse(QPointF(0, 0), self.ring_radius, self.ring_radius)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
            painter.setBrush(QColor(20, 110, 200, 190))
            r = CELL_H * 0.13
            painter.drawEllipse(QPointF(0, 0), r, r)


@dataclass(frozen=True)
class Arrow:
    """An arrow to draw for ``move``: ``kind`` names its colour (see :data:`ARROW_COLOURS`), ``label`` is a
    short text drawn at its tail (the move's number in a previewed line).  A value the analysis makes and the
    board view reads."""

    move: Move
    kind: str = "best"
    label: str = ""
    #: What the arrow stands for, said when the pointer rests on it ("Played: Ra6??").
    tip: str = ""


#: Arrow colours by role: the engine's best move, a hint (훈수), a later move of a previewed line; at a
#: position before a judged move, the move played (red, the colour of a mistake) and the engine's better one;
#: a move of the opening explorer under the pointer.
ARROW_COLOURS = {"best": QColor(24, 110, 190, 175), "hint": QColor(226, 110, 20, 190),
                 "line": QColor(40, 150, 90, 150), "played": QColor(205, 45, 35, 170),
                 "better": QColor(15, 150, 65, 205), "explorer": QColor(140, 60, 170, 170)}


class ArrowItem(QGraphicsItem):
    """One arrow from a point to another, or a ring around the general for a pass; drawn over the pieces."""

    def __init__(self, start: QPointF, end: QPointF, colour: QColor, label: str = "") -> None:
        super().__init__()
        self.colour = colour
        self.label = label
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(30)
        self.setPos(start)
        self.tip = end - start
        self._path = self._make_path()

    def _make_path(self) -> QPainterPath:
        path = QPainterPath()
        dx, dy = self.tip.x(), self.tip.y()
        length = math.hypot(dx, dy)
        if length < 1:  # a pass: a ring
            path.addEllipse(QPointF(0, 0), CELL_H * 0.52, CELL_H * 0.52)
            path.addEllipse(QPointF(0, 0), CELL_H * 0.40, CELL_H * 0.40)
            return path
        ux, uy = dx / length, dy / length
        shaft, head_w, head_l = CELL_H * 0.12, CELL_H * 0.30, CELL_H * 0.40
        end = length - CELL_H * 0.18  # the head's point stops short of the target's centre
        body = max(end - head_l, 0.0)
        start = min(CELL_H * 0.2, body)
        px, py = -uy, ux  # perpendicular

        def at(a: float, b: float) -> QPointF:
            return QPointF(ux * a + px * b, uy * a + py * b)

        path.addPolygon(QPolygonF([at(start, -shaft), at(body, -shaft), at(body, -head_w), at(end, 0),
                                   at(body, head_w), at(body, shaft), at(start, shaft)]))
        path.closeSubpath()
        return path

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-14, -14, 14, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.2))
        painter.setBrush(self.colour)
        painter.drawPath(self._path)
        if self.label:
            r = 10.0
            painter.setBrush(self.colour.darker(130))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QPointF(0, 0), r, r)
            font = QFont()
            font.setFamilies([fonts.SANS, "DejaVu Sans", "Arial"])
            font.setPixelSize(13)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.label)
