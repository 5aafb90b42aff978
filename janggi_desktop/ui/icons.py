"""Vector icons for the review buttons (first, previous, next, last position), drawn at whatever size asked.

Drawn here rather than taken from the widget style's standard icons: asking Python for the style object costs
about 4 ms of start-up (PySide6 builds the QStyle class and its enums), and these shapes stay crisp at any size
and DPI and match the board's brown ink.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIconEngine, QPainter, QPainterPath, QPixmap, QPolygonF

REVIEW_ICONS = ("first", "previous", "next", "last")
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


class _ReviewIconEngine(QIconEngine):
    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.shape = review_shape(kind)

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
    return QIcon(_ReviewIconEngine(kind))
