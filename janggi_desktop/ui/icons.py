"""Vector icons for the review buttons (first, previous, next, last position) and the game toolbar (new game,
undo, pass, accept draw, resign, flip, label set), drawn at whatever size asked.

Drawn here rather than taken from the widget style's standard icons: asking Python for the style object costs
about 4 ms of start-up (PySide6 builds the QStyle class and its enums), and these shapes stay crisp at any size
and DPI and match the board's brown ink.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPainterPath, QPainterPathStroker, QPixmap, QPolygonF

from .board.pieces import octagon

REVIEW_ICONS = ("first", "previous", "next", "last")
ACTION_ICONS = ("new", "undo", "pass", "draw", "resign", "flip", "labels", "hint", "analysis")
INK = QColor("#4a2c12")
DISABLED_INK = QColor(74, 44, 18, 90)


def review_shape(kind: str) -> QPainterPath:
    """The icon's shape in a 16×16 box: a triangle pointing the way, with a bar at the end for first/last."""
    if kind not in REVIEW_ICONS:
        raise ValueError(f"unknown review icon {kind!r} (expected one of {', '.join(REVIEW_ICONS)})")
    path = QPainterPath()
    forward = kind in ("next", "last")
    tip, base = (12.5, 4.5) if forward else (3.5, 11.5)
    if kind in ("first", "last"):
        tip, base = (tip - 1.5, base - 1.5) if forward else (tip + 1.5, base + 1.5)
        bar_x = 12.0 if forward else 2.5
        path.addRect(QRectF(bar_x, 3.0, 1.5, 10.0))
    path.addPolygon(QPolygonF([QPointF(base, 3.0), QPointF(tip, 8.0), QPointF(base, 13.0), QPointF(base, 3.0)]))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def _stroke(path: QPainterPath, width: float) -> QPainterPath:
    """The outline ``path`` drawn with a round pen of ``width``, as a shape to fill."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path)


def _arrow_head(tip: QPointF, angle_deg: float, size: float) -> QPainterPath:
    """A filled triangle with its point at ``tip``, pointing at ``angle_deg`` (0: right, 90: down)."""
    a = math.radians(angle_deg)
    back = QPointF(tip.x() - size * math.cos(a), tip.y() - size * math.sin(a))
    nx, ny = -math.sin(a) * size * 0.6, math.cos(a) * size * 0.6
    path = QPainterPath()
    path.addPolygon(QPolygonF([tip, QPointF(back.x() + nx, back.y() + ny), QPointF(back.x() - nx, back.y() - ny), tip]))
    return path


def action_shape(kind: str) -> QPainterPath:
    """A toolbar icon's shape in a 16×16 box (see :data:`ACTION_ICONS`): a piece with a plus (new game), a
    curved arrow back (undo), an hourglass (pass), an equals sign in a ring (draw), a flag
    (resign), two arrows turning round (flip), a label in a frame (label set), a light bulb (hint), an
    evaluation bar beside a graph (analysis mode)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if kind == "new":
        outline = QPainterPath()
        outline.addPath(octagon(5.0).translated(6.4, 9.6))
        path.addPath(_stroke(outline, 1.6))
        plus = QPainterPath()
        plus.moveTo(13.2, 0.9)
        plus.lineTo(13.2, 5.9)
        plus.moveTo(10.7, 3.4)
        plus.lineTo(15.7, 3.4)
        path.addPath(_stroke(plus, 1.8))
    elif kind == "undo":
        arc = QPainterPath(QPointF(4.0, 6.0))
        arc.cubicTo(QPointF(9.0, 2.5), QPointF(15.5, 5.0), QPointF(14.0, 10.5))
        arc.cubicTo(QPointF(13.0, 13.5), QPointF(10.0, 14.0), QPointF(8.0, 13.5))
        path.addPath(_stroke(arc, 1.9))
        path.addPath(_arrow_head(QPointF(1.2, 7.6), 150, 5.2))
    elif kind == "pass":  # an hourglass: the turn goes by without a move (한수쉼); an arrow read as Redo
        path.addRect(QRectF(3.0, 1.2, 10.0, 1.7))
        path.addRect(QRectF(3.0, 13.1, 10.0, 1.7))
        glass = QPainterPath()
        glass.addPolygon(QPolygonF([QPointF(4.4, 2.9), QPointF(11.6, 2.9), QPointF(8.0, 8.0), QPointF(11.6, 13.1),
                                    QPointF(4.4, 13.1), QPointF(8.0, 8.0), QPointF(4.4, 2.9)]))
        path.addPath(_stroke(glass, 1.4))
        sand = QPainterPath()
        sand.addPolygon(QPolygonF([QPointF(8.0, 10.0), QPointF(10.4, 13.1), QPointF(5.6, 13.1), QPointF(8.0, 10.0)]))
        path.addPath(sand)
    elif kind == "draw":
        ring = QPainterPath()
        ring.addEllipse(QPointF(8, 8), 6.4, 6.4)
        path.addPath(_stroke(ring, 1.6))
        path.addRect(QRectF(4.6, 5.6, 6.8, 1.7))
        path.addRect(QRectF(4.6, 8.7, 6.8, 1.7))
    elif kind == "resign":
        path.addRect(QRectF(3.0, 1.5, 1.6, 13.5))
        flag = QPainterPath(QPointF(4.6, 2.2))
        flag.cubicTo(QPointF(7.5, 0.8), QPointF(10.0, 3.8), QPointF(14.0, 2.4))
        flag.lineTo(14.0, 9.0)
        flag.cubicTo(QPointF(10.0, 10.4), QPointF(7.5, 7.4), QPointF(4.6, 8.8))
        flag.closeSubpath()
        path.addPath(flag)
    elif kind == "flip":
        top = QPainterPath()
        top.arcMoveTo(QRectF(2.5, 2.5, 11, 11), 160)
        top.arcTo(QRectF(2.5, 2.5, 11, 11), 160, -130)
        path.addPath(_stroke(top, 1.8))
        bottom = QPainterPath()
        bottom.arcMoveTo(QRectF(2.5, 2.5, 11, 11), 340)
        bottom.arcTo(QRectF(2.5, 2.5, 11, 11), 340, -130)
        path.addPath(_stroke(bottom, 1.8))
        path.addPath(_arrow_head(QPointF(14.6, 9.6), 100, 4.4))
        path.addPath(_arrow_head(QPointF(1.4, 6.4), 280, 4.4))
    elif kind == "labels":
        frame = QPainterPath()
        frame.addRoundedRect(QRectF(1.5, 1.5, 13, 13), 2.5, 2.5)
        path.addPath(_stroke(frame, 1.4))
        # a capital A over a bar: "letters"
        letter = QPainterPath(QPointF(4.4, 12.0))
        letter.lineTo(8.0, 4.0)
        letter.lineTo(11.6, 12.0)
        letter.moveTo(5.8, 9.2)
        letter.lineTo(10.2, 9.2)
        path.addPath(_stroke(letter, 1.6))
    elif kind == "hint":
        bulb = QPainterPath()
        bulb.addEllipse(QPointF(8.0, 6.3), 4.6, 4.6)
        path.addPath(_stroke(bulb, 1.6))
        path.addRect(QRectF(5.9, 11.6, 4.2, 1.5))
        path.addRect(QRectF(6.5, 13.8, 3.0, 1.4))
        glint = QPainterPath(QPointF(6.0, 6.6))
        glint.cubicTo(QPointF(6.0, 5.2), QPointF(6.8, 4.3), QPointF(8.0, 4.2))
        path.addPath(_stroke(glint, 1.3))
    elif kind == "analysis":
        frame = QPainterPath()
        frame.addRoundedRect(QRectF(1.2, 1.5, 4.2, 13.0), 1.2, 1.2)
        path.addPath(_stroke(frame, 1.2))
        path.addRect(QRectF(1.2, 8.0, 4.2, 6.5))  # Cho's share of the bar
        graph = QPainterPath(QPointF(7.5, 11.5))
        graph.lineTo(9.8, 7.0)
        graph.lineTo(11.8, 9.2)
        graph.lineTo(14.6, 3.2)
        path.addPath(_stroke(graph, 1.6))
    else:
        raise ValueError(f"unknown action icon {kind!r} (expected one of {', '.join(ACTION_ICONS)})")
    return path


class _ReviewIconEngine(QIconEngine):
    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.shape = review_shape(kind) if kind in REVIEW_ICONS else action_shape(kind)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2)
        painter.scale(side / 16, side / 16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DISABLED_INK if mode == QIcon.Mode.Disabled else INK)
        painter.drawPath(self.shape)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)  # QIconEngine's own pixmap() leaves the background undefined
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
        painter.end()
        return pixmap

    def clone(self) -> QIconEngine:
        return _ReviewIconEngine(self.kind)


def review_icon(kind: str) -> QIcon:
    """The icon for one of :data:`REVIEW_ICONS`."""
    review_shape(kind)  # raises for an unknown name
    return QIcon(_ReviewIconEngine(kind))


def action_icon(kind: str) -> QIcon:
    """The icon for one of :data:`ACTION_ICONS`."""
    action_shape(kind)  # raises for an unknown name
    return QIcon(_ReviewIconEngine(kind))
