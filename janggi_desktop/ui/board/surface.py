"""The board's surface: the wood (with its grain), the lines, the palaces, the start marks and the
coordinates, painted as one item and cached."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from janggi_desktop.ui import (
    fonts,
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

from .geometry import (
    BOARD_H,
    BOARD_THEMES,
    BOARD_W,
    CANNON_AND_SOLDIER_STARTS,
    CELL_H,
    CELL_W,
    CORNER_RADIUS,
    MARGIN,
    Strand,
    scale_of,
)


class BoardItem(QGraphicsItem):
    """The wooden board with its lines, palaces, start marks and coordinates (all vector)."""

    def __init__(self) -> None:
        super().__init__()
        self.flipped = False
        self.coordinate_style = "korean"
        self.theme = "wood"
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.grain = self._make_grain()  # the wood grain as curves: (path, width, alpha)
        # The grain flattened into thin strands, per flattening factor (see grain_strands_for), with the same
        # strands split into those clear of the board's corners and the few that may reach one (paint_grain);
        # built at first paint.
        self._grain_strands: dict[int, tuple[list[Strand], list[Strand], list[Strand]]] = {}

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def point(self, file: int, rank: int) -> QPointF:
        if self.flipped:
            return QPointF(MARGIN + (8 - file) * CELL_W, MARGIN + (rank - 1) * CELL_H)
        return QPointF(MARGIN + file * CELL_W, MARGIN + (10 - rank) * CELL_H)

    @staticmethod
    def _make_grain() -> list[tuple[QPainterPath, float, int]]:
        """Long, gently wavy grain lines (fixed seed: the same board every run).

        ``a + (b - a) * random()`` is ``rng.uniform(a, b)`` spelled out (the same numbers, without a Python
        call for each of the ~2,600 draws), and ``cubicTo`` gets plain floats: both only to start up faster.
        """
        rng = random.Random(7)
        rand = rng.random
        grain = []
        y = 0.0
        while y < BOARD_H:
            y += 3.0 + (11.0 - 3.0) * rand()
            path = QPainterPath(QPointF(-5, y))
            x = -5.0
            base = y
            while x < BOARD_W + 5:
                step = 60 + (140 - 60) * rand()
                x2 = x + step
                y2 = base + (-2.5 + (2.5 - -2.5) * rand())
                c1y = y + (-3 + (3 - -3) * rand())
                c2y = y2 + (-3 + (3 - -3) * rand())
                path.cubicTo(x + step / 3, c1y, x + 2 * step / 3, c2y, x2, y2)
                x, y = x2, y2
            y = base
            grain.append((path, 0.4 + (1.6 - 0.4) * rand(), rng.randint(10, 34)))
        return grain

    def grain_strands_for(self, factor: int) -> list[Strand]:
        """The grain curves as thin polylines in coordinates scaled by ``factor``, with their pens.

        Why: Qt strokes an antialiased line wider than one device pixel through its general stroker and
        path filler (about 10 ms for the whole grain, a third of the first frame), but a line at most one
        device pixel wide through its cosmetic line rasteriser (about 2 ms).  So each grain line is drawn
        as ``n`` side-by-side strands, each at most a device pixel wide, that together cover its width:
        the same ink, and all on the fast path.  The grain runs nearly level, so the strands are offset
        vertically.  The curves are flattened in coordinates scaled by ``factor`` (about twice the device
        scale), so the chords stay within a quarter of a device pixel of the curves, as Qt's own stroker
        does: crisp at any size.
        """
        return self._grain_parts(factor)[0]

    def _grain_parts(self, factor: int) -> tuple[list[Strand], list[Strand], list[Strand]]:
        """(every strand, the strands clear of the corners, the strands that may reach a corner) at ``factor``."""
        cached = self._grain_strands.get(factor)
        if cached is not None:
            return cached
        to_scaled = QTransform.fromScale(factor, factor)
        device_scale = factor / 2  # an upper bound of the painter's scale (see paint_grain)
        strands = []
        for path, width, alpha in self.grain:
            chain = path.toSubpathPolygons(to_scaled)[0]
            n = max(1, math.ceil(width * device_scale - 1e-9))
            pen = QPen(QColor(120, 70, 20, alpha), width / n * factor, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            for i in range(n):
                strands.append((chain.translated(0, (i - (n - 1) / 2) * width / n * factor), pen))
        # A strand whose ink stays between the corners' rows (a radius from the top and the bottom) cannot touch a
        # corner: the grain runs nearly level.
        low, high = CORNER_RADIUS * factor, (BOARD_H - CORNER_RADIUS) * factor
        inner: list[Strand] = []
        edge: list[Strand] = []
        for strand in strands:
            box, reach = strand[0].boundingRect(), strand[1].widthF()  # a pen's width covers antialiasing
            (inner if low <= box.top() - reach and box.bottom() + reach <= high else edge).append(strand)
        if len(self._grain_strands) > 8:  # many zoom levels visited: keep the memory bounded
            self._grain_strands.clear()
        parts = self._grain_strands[factor] = (strands, inner, edge)
        return parts

    def paint_grain(self, painter: QPainter) -> None:
        """Draw the grain lines (in scene coordinates), flattened finely enough for the painter's zoom.

        The lines are clipped to the board less its corner squares (a radius wide), by rectangles: a
        rectangular clip keeps Qt on its fast line path (the board's rounded outline as a clip path took
        three times as long), and the corners, under the frame, need no grain.  Most strands never come near
        a corner and are drawn once, clipped to the board; the few near the top and bottom edges are drawn
        through the three rectangles that leave the corners out (drawing every strand three times took 3 ms
        of the first frame).
        """
        scale = max(scale_of(painter.worldTransform()), scale_of(painter.deviceTransform()))
        factor = min(16, max(1, math.ceil(2 * scale)))
        _, inner, edge = self._grain_parts(factor)
        r = CORNER_RADIUS
        without_corners = (QRectF(r, 0, BOARD_W - 2 * r, BOARD_H), QRectF(0, r, r, BOARD_H - 2 * r),
                           QRectF(BOARD_W - r, r, r, BOARD_H - 2 * r))
        for clips, strands in (((QRectF(0, 0, BOARD_W, BOARD_H),), inner), (without_corners, edge)):
            for clip in clips:
                painter.save()
                painter.setClipRect(clip, Qt.ClipOperation.IntersectClip)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.scale(1 / factor, 1 / factor)
                for chain, pen in strands:
                    painter.setPen(pen)
                    painter.drawPolyline(chain)
                painter.restore()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = BOARD_THEMES[self.theme]
        rect = self.boundingRect()
        # wood
        painter.setPen(Qt.PenStyle.NoPen)
        if len(theme.wood) > 1:
            wood = QLinearGradient(0, 0, BOARD_W, BOARD_H)
            for i, colour in enumerate(theme.wood):
                wood.setColorAt(i / (len(theme.wood) - 1), colour)
            painter.setBrush(QBrush(wood))
        else:
            painter.setBrush(theme.wood[0])
        painter.drawRoundedRect(rect, CORNER_RADIUS, CORNER_RADIUS)
        if theme.grain:
            self.paint_grain(painter)
        # frame
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(theme.frame, theme.frame_width))
        inset = theme.frame_width / 2
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), CORNER_RADIUS, CORNER_RADIUS)

        # lines
        pen = QPen(theme.line, theme.line_width)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        painter.setPen(pen)
        for rank in range(1, 11):
            painter.drawLine(self.point(0, rank), self.point(8, rank))
        for file in range(9):
            painter.drawLine(self.point(file, 1), self.point(file, 10))
        # palace diagonals
        for low, high in ((1, 3), (8, 10)):
            painter.drawLine(self.point(3, low), self.point(5, high))
            painter.drawLine(self.point(5, low), self.point(3, high))
        # border of the line grid, a little heavier
        painter.setPen(QPen(theme.line, theme.border_width))
        a, b = self.point(0, 1), self.point(8, 10)
        painter.drawRect(QRectF(a, b).normalized())
        # start marks on cannon and soldier points
        painter.setPen(QPen(theme.line, theme.line_width * 0.92))
        gap, arm = 4.0, 8.0
        for file, rank in CANNON_AND_SOLDIER_STARTS:
            c = self.point(file, rank)
            for dx in (-1, 1):
                neighbour_x = c.x() + dx * CELL_W
                if neighbour_x < MARGIN - 1 or neighbour_x > BOARD_W - MARGIN + 1:
                    continue  # no ticks outside the grid on the edge files
                for dy in (-1, 1):
                    x0 = c.x() + dx * gap
                    y0 = c.y() + dy * gap
                    painter.drawLine(QPointF(x0, y0), QPointF(x0 + dx * arm, y0))
                    painter.drawLine(QPointF(x0, y0), QPointF(x0, y0 + dy * arm))
        self._paint_coordinates(painter, theme.coordinates)

    def _paint_coordinates(self, painter: QPainter, colour: QColor) -> None:
        font = QFont()
        font.setFamilies([fonts.SANS, "DejaVu Sans", "Arial"])
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(colour)
        off_x = MARGIN * 0.7  # from the edge line outwards: clear of an edge piece and the move marks
        off_y = MARGIN * 0.64
        box = 26.0
        for file in range(9):
            text = str(file + 1) if self.coordinate_style == "korean" else "abcdefghi"[file]
            # the bottom edge of the screen: rank 1 unflipped, rank 10 flipped
            p = self.point(file, 10 if self.flipped else 1)
            r = QRectF(p.x() - box / 2, p.y() + off_y - box / 2, box, box)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        for rank in range(1, 11):
            text = str((11 - rank) % 10) if self.coordinate_style == "korean" else str(rank)
            p = self.point(8 if self.flipped else 0, rank)
            r = QRectF(p.x() - off_x - box / 2, p.y() - box / 2, box, box)
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
