"""A small graph of the puzzle rating after each attempt, painted with QPainter (no QtCharts: it would be a
new dependency of ~10 MB for one line).

The line is the rating (from a new player's 1500 when the whole history is drawn), the band around it ± the
deviation (how sure the rating is: wide at first, narrowing as attempts come in; clipped to the graph, whose
scale follows the line), the dot the rating now; the lowest and highest values are written at the left.  Only
the last :data:`SHOWN` attempts are drawn, so the graph stays readable after thousands.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from janggi_desktop.training.glicko import DEFAULT_RATING, DEFAULT_RD

from ..texts import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

#: How many of the last attempts the graph draws.
SHOWN = 100


class RatingGraph(QWidget):
    """The rating history (see the module docstring); :meth:`set_history` feeds it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RatingGraph")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(90)
        self._points: list[tuple[float, float]] = []
        self._start = True
        self._update_description()

    def set_history(self, history: Sequence[tuple[datetime, float, float]]) -> None:
        """(when, rating, deviation) after each attempt, oldest first (``TrainingStore.rating_history``)."""
        points = [(float(r), float(rd)) for _when, r, rd in history]
        self._start = len(points) <= SHOWN  # the line starts at a new player's rating
        self._points = points[-SHOWN:]
        self._update_description()
        self.update()

    def points(self) -> list[float]:
        """The ratings drawn, oldest first."""
        return [r for r, _ in self._points]

    def _update_description(self) -> None:
        if self._points:
            first, last = self._points[0][0], self._points[-1][0]
            text = (translate("RatingGraph", "Rating over the last %1 attempts: from %2 to %3.")
                    .replace("%1", str(len(self._points))).replace("%2", str(round(first)))
                    .replace("%3", str(round(last))))
        else:
            text = translate("RatingGraph", "No attempts yet.")
        self.setAccessibleName(translate("RatingGraph", "Rating history"))
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def sizeHint(self) -> QSize:
        return QSize(240, 110)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        painter.fillRect(self.rect(), pal.color(QPalette.ColorRole.Base))
        painter.setPen(QPen(pal.color(QPalette.ColorRole.Mid), 1))
        painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        text_colour = pal.color(QPalette.ColorRole.Text)
        if not self._points:
            painter.setPen(text_colour)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, translate("RatingGraph", "No attempts yet."))
            return
        fm = self.fontMetrics()
        drawn = [(DEFAULT_RATING, DEFAULT_RD), *self._points] if self._start else self._points
        lows = [r - rd for r, rd in drawn]
        highs = [r + rd for r, rd in drawn]
        # The scale follows the ratings (the band, wide at first, would flatten the line): it is clipped.
        lo, hi = min(r for r, _ in drawn) - 30, max(r for r, _ in drawn) + 30
        if hi - lo < 160:  # a flat history still gets some height
            mid = (hi + lo) / 2
            lo, hi = mid - 80, mid + 80
        label_w = fm.horizontalAdvance("0000") + 8
        area = QRectF(label_w, 6, max(10, self.width() - label_w - 8), max(10, self.height() - 12))
        n = len(drawn)

        def at(i: int, value: float) -> QPointF:
            x = area.left() + (area.width() * i / (n - 1) if n > 1 else area.width() / 2)
            y = area.bottom() - (value - lo) / (hi - lo) * area.height()
            return QPointF(x, y)

        highlight = pal.color(QPalette.ColorRole.Highlight)
        band = QColor(highlight)
        band.setAlpha(50)
        upper = [at(i, h) for i, h in enumerate(highs)]
        lower = [at(i, low) for i, low in enumerate(lows)]
        if n > 1:
            painter.save()
            painter.setClipRect(area.adjusted(0, -4, 0, 4))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(band)
            painter.drawPolygon(QPolygonF(upper + lower[::-1]))
            painter.restore()
        path = QPainterPath(at(0, drawn[0][0]))
        for i, (r, _) in enumerate(drawn[1:], start=1):
            path.lineTo(at(i, r))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(highlight, 2))
        painter.drawPath(path)
        painter.setBrush(highlight)
        painter.drawEllipse(at(n - 1, drawn[-1][0]), 3.5, 3.5)
        painter.setPen(text_colour)
        painter.drawText(QRectF(0, area.top() - 2, label_w - 4, fm.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, str(round(hi)))
        painter.drawText(QRectF(0, area.bottom() - fm.height() + 2, label_w - 4, fm.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(round(lo)))
