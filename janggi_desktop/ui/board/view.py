"""The board: a QGraphicsScene drawn in vector (wood, lines, palaces, marks, coordinates, pieces, markers)
and the QGraphicsView that turns clicks and drags on its points into moves.

The view never changes the game: it reads a ``rules.Game`` for the position and the legal moves, and emits
``move_made`` with a legal ``Move``; the application pushes it and calls :meth:`BoardView.refresh`.  That
keeps one owner of the game (the main window), as Cute Chess's board scene does with its game.

Arrows (:class:`~.arrow.Arrow`: the engine's best move, a hint, the moves of a previewed line) are drawn over the
pieces, see-through, and follow the board when it is turned; whoever sets them clears them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmapCache,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from janggi_desktop.rules import Move
from janggi_desktop.ui import (
    fonts,
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)
from janggi_desktop.ui.board.pieces import LABEL_SETS, LATIN_LANGUAGES, PIECE_SETS, PieceItem

if TYPE_CHECKING:  # annotations only: each Qt class imported costs start-up time (its enums are built)
    from PySide6.QtCore import QVariantAnimation
    from PySide6.QtGui import QMouseEvent, QPaintEvent, QResizeEvent, QShowEvent
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from janggi_desktop.ui.board.arrow import Arrow

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


def _scale_of(transform: QTransform) -> float:
    """How many device pixels one scene unit spans under ``transform`` (geometric mean of both axes)."""
    return math.sqrt(abs(transform.determinant())) or 1.0


def _file_rank(sq: int) -> tuple[int, int]:
    """0-based file, 1-based rank."""
    return sq % 9, sq // 9 + 1


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
        scale = max(_scale_of(painter.worldTransform()), _scale_of(painter.deviceTransform()))
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


class MarkerItem(QGraphicsItem):
    """Square markers under the pieces: last move (from/to), selection, check glow."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue({"last_from": 2, "last_to": 2, "selected": 3, "check": 4}[kind])
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


#: Arrow colours by role: the engine's best move, a hint (훈수), a later move of a previewed line.
ARROW_COLOURS = {"best": QColor(24, 110, 190, 175), "hint": QColor(226, 110, 20, 190),
                 "line": QColor(40, 150, 90, 150)}


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


class BoardScene(QGraphicsScene):
    """Holds the board, the markers, the destinations and the pieces; knows where each point is."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, BOARD_W, BOARD_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few items, many moves
        self.board = BoardItem()
        self.addItem(self.board)
        self.markers = {kind: MarkerItem(kind) for kind in ("last_from", "last_to", "selected", "check")}
        for item in self.markers.values():
            self.addItem(item)
        self.bikjang_band = FileBandItem()
        self.addItem(self.bikjang_band)
        self.flash = FlashItem()
        self.addItem(self.flash)

    def square_pos(self, sq: int) -> QPointF:
        file, rank = _file_rank(sq)
        return self.board.point(file, rank)

    def square_at(self, pos: QPointF) -> int | None:
        fx = (pos.x() - MARGIN) / CELL_W
        fy = (pos.y() - MARGIN) / CELL_H
        col, row = round(fx), round(fy)
        if not (0 <= col <= 8 and 0 <= row <= 9):
            return None
        if abs(fx - col) > 0.5 or abs(fy - row) > 0.5:
            return None
        if self.board.flipped:
            file, rank = 8 - col, row + 1
        else:
            file, rank = col, 10 - row
        return (rank - 1) * 9 + file


class BoardView(QGraphicsView):
    """The interactive board.  See the module docstring for who owns the game."""

    move_made = Signal(object)  # a legal rules.Move the user completed
    square_clicked = Signal(int)  # any press on a board point
    #: The board was turned around (True: Han's side at the bottom).
    flipped_changed = Signal(bool)
    #: Once, when the board's first frame has been painted (start-up is over for the user).
    first_frame = Signal()
    #: A click that cannot move: (the point, why).  Why is one of :data:`REFUSALS`; the point flashes red
    #: (except for "waiting") and the window says why.
    refused = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport is made here, in Python, rather than left to Qt: the items' paint() receives it, and
        # PySide6 meeting a widget Qt made would first load every widget class of QtWidgets to find its type
        # (~80 classes and enums, ~10 ms of the first frame).  A plain QWidget, as Qt's own, on the Base role.
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        self.setViewport(viewport)
        fonts.load_fonts(fonts.SANS_FILES)  # the coordinates' face
        # Item caches live in QPixmapCache (10 MB by default): room for a full-screen board at 2x DPR.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self._scene = BoardScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(240, 260)
        self.setMouseTracking(True)  # for the hand cursor over a piece that can move

        self._game = None
        self._interactive = True
        self._label_set = "hanja"
        self._latin = "en"
        self._pieces: dict[int, PieceItem] = {}
        self._spare: list[PieceItem] = []
        self._dests_cache: dict[int, list[int]] | None = None
        self._selected: int | None = None
        self._dest_items: dict[int, DestinationItem] = {}
        self._press: tuple[int, QPoint, bool] | None = None  # (square, view position, was already selected)
        self._dragging = False
        self._animation: QVariantAnimation | None = None
        self._animation_done = None
        #: Slide time for moves that arrive through refresh() (the computer's reply, undo); 0 turns it off.
        self.animation_ms = 140
        self._piece_set = "classic"
        self._flash_animation = None
        self._painted = False
        self._arrows: list[Arrow] = []
        self._arrow_items: list[ArrowItem] = []

    # ---- public interface -----------------------------------------------------------------------------
    def set_game(self, game) -> None:
        """Show ``game``'s position and keep it for legal moves (None clears the board)."""
        self._game = game
        self._reload(animate=False)

    def game(self):
        return self._game

    def refresh(self) -> None:
        """Re-read the game after a push/pop: move, add or drop piece items rather than rebuilding them."""
        self._reload(animate=True)

    def _reload(self, animate: bool) -> None:
        self._cancel_press()
        self._clear_selection()
        self._dests_cache = None
        self._sync_pieces(animate=animate)
        self._update_markers()

    def set_interactive(self, on: bool) -> None:
        self._interactive = bool(on)
        if not on:
            self._cancel_press()
            self._clear_selection()

    def is_interactive(self) -> bool:
        return self._interactive

    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r} (expected one of {', '.join(LABEL_SETS)})")
        self._label_set = name
        for item in self._pieces.values():
            item.set_label(name, self._latin)

    def set_latin_language(self, lang: str) -> None:
        if lang not in LATIN_LANGUAGES:
            raise ValueError(f"unknown Latin letter language {lang!r} (expected 'en' or 'fr')")
        self._latin = lang
        for item in self._pieces.values():
            item.set_label(self._label_set, lang)

    def set_board_theme(self, name: str) -> None:
        """Draw the board in another style (a key of :data:`BOARD_THEMES`)."""
        if name not in BOARD_THEMES:
            raise ValueError(f"unknown board theme {name!r} (expected one of {', '.join(BOARD_THEMES)})")
        self._scene.board.theme = name
        self._scene.board.update()

    def board_theme(self) -> str:
        return self._scene.board.theme

    def set_piece_set(self, name: str) -> None:
        """Draw the pieces in another set (:data:`~janggi_desktop.ui.pieces.PIECE_SETS`)."""
        if name not in PIECE_SETS:
            raise ValueError(f"unknown piece set {name!r} (expected one of {', '.join(PIECE_SETS)})")
        self._piece_set = name
        for item in (*self._pieces.values(), *self._spare):
            item.set_piece_set(name)

    def piece_set(self) -> str:
        return self._piece_set

    def set_flipped(self, flipped: bool) -> None:
        flipped = bool(flipped)
        if flipped == self._scene.board.flipped:
            return
        self._cancel_press()
        self._scene.board.flipped = flipped
        self._scene.board.update()
        for sq, item in self._pieces.items():
            item.setPos(self._scene.square_pos(sq))
        for sq, item in self._dest_items.items():
            item.setPos(self._scene.square_pos(sq))
        self._update_markers()
        if self._selected is not None:
            self._scene.markers["selected"].setPos(self._scene.square_pos(self._selected))
        self._scene.flash.setVisible(False)
        self._draw_arrows()
        self.flipped_changed.emit(flipped)

    def is_flipped(self) -> bool:
        return self._scene.board.flipped

    # ---- arrows ---------------------------------------------------------------------------------------
    def set_arrows(self, arrows: Sequence[Arrow]) -> None:
        """Draw these arrows (and no others): [] clears them."""
        arrows = list(arrows)
        if arrows == self._arrows:
            return
        self._arrows = arrows
        self._draw_arrows()

    def arrows(self) -> list[Arrow]:
        return list(self._arrows)

    def _draw_arrows(self) -> None:
        for item in self._arrow_items:
            self._scene.removeItem(item)
        self._arrow_items = []
        for arrow in self._arrows:
            pos = self._scene.square_pos
            item = ArrowItem(pos(arrow.move.from_square), pos(arrow.move.to_square),
                             ARROW_COLOURS.get(arrow.kind, ARROW_COLOURS["best"]), arrow.label)
            self._scene.addItem(item)
            self._arrow_items.append(item)

    def set_coordinate_style(self, style: str) -> None:
        if style not in COORDINATE_STYLES:
            raise ValueError(f"unknown coordinate style {style!r} (expected 'korean' or 'algebraic')")
        self._scene.board.coordinate_style = style
        self._scene.board.update()

    def square_at(self, view_point: QPoint) -> int | None:
        return self._scene.square_at(self.mapToScene(view_point))

    def point_of(self, sq: int) -> QPoint:
        return self.mapFromScene(self._scene.square_pos(sq))

    def selected_square(self) -> int | None:
        return self._selected

    def dot_count(self) -> int:
        return len(self._dest_items)

    def destinations(self) -> list[int]:
        """Squares currently marked as destinations (sorted)."""
        return sorted(self._dest_items)

    def last_move_squares(self) -> tuple[int, int] | None:
        """(from, to) of the last-move marks, or None when none are shown."""
        markers = self._scene.markers
        if not markers["last_to"].isVisible():
            return None
        scene = self._scene
        return scene.square_at(markers["last_from"].pos()), scene.square_at(markers["last_to"].pos())

    def to_image(self, height: int = 760):
        """The board as shown (pieces, last move, check, bikjang), without the selection, at least ``height``
        pixels tall: a picture to share a position."""
        from PySide6.QtGui import QImage

        self._cancel_press()
        self._clear_selection()
        self._scene.flash.setVisible(False)
        rect = self._scene.sceneRect()
        scale = max(1.0, height / rect.height())
        image = QImage(round(rect.width() * scale), round(rect.height() * scale),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self._scene.render(painter, QRectF(image.rect()), rect)
        painter.end()
        return image

    def bikjang_span(self) -> tuple[int, int] | None:
        """The generals' points when the open file between them is highlighted (bikjang), else None."""
        band = self._scene.bikjang_band
        if not band.isVisible():
            return None
        generals = sorted(sq for sq, item in self._pieces.items() if item.kind == "K")
        return (generals[0], generals[1]) if len(generals) == 2 else None

    def flash_square(self) -> int | None:
        """The point flashing after a click that could not move (None when none is)."""
        flash = self._scene.flash
        return self._scene.square_at(flash.pos()) if flash.isVisible() else None

    def check_square(self) -> int | None:
        """The square of the general marked as in check, or None."""
        marker = self._scene.markers["check"]
        return self._scene.square_at(marker.pos()) if marker.isVisible() else None

    def piece_square_at(self, view_point: QPoint) -> int | None:
        """The board point whose piece item is drawn under ``view_point`` (follows a piece being dragged)."""
        for item in self.items(view_point):
            if isinstance(item, PieceItem):
                for sq, piece in self._pieces.items():
                    if piece is item:
                        return sq
        return None

    def piece_item(self, sq: int) -> PieceItem | None:
        """The item drawing the piece on ``sq`` (None on an empty point)."""
        return self._pieces.get(sq)

    def label_text(self, sq: int) -> str | None:
        item = self._pieces.get(sq)
        return item.text if item is not None else None

    # ---- pieces and markers ---------------------------------------------------------------------------
    def _position(self) -> dict[int, tuple[str, str]]:
        if self._game is None:
            return {}
        out = {}
        for sq in range(90):
            piece = self._game.piece_at(sq)
            if piece is not None:
                out[sq] = piece
        return out

    def _sync_pieces(self, animate: bool = False) -> None:
        """Bring the piece items in line with the game; slide the moved piece when ``animate``."""
        self._finish_animation()
        wanted = self._position()
        old = self._pieces
        new: dict[int, PieceItem] = {}
        leftovers: list[PieceItem] = []
        for sq, item in old.items():
            if wanted.get(sq) == (item.side, item.kind):
                new[sq] = item
            else:
                leftovers.append(item)
        missing = [sq for sq in wanted if sq not in new]
        for sq in missing:
            side, kind = wanted[sq]
            item = next((it for it in leftovers if it.side == side and it.kind == kind), None)
            if item is not None:
                leftovers.remove(item)
            else:
                item = next((it for it in self._spare if it.side == side and it.kind == kind), None)
                if item is not None:
                    self._spare.remove(item)
                    item.setVisible(True)
                else:
                    item = PieceItem(side, kind, PIECE_UNIT, piece_set=self._piece_set)
                    self._scene.addItem(item)
                item.set_label(self._label_set, self._latin)
            new[sq] = item
        self._spare.extend(leftovers)
        on_board = {id(item) for item in old.values()}
        slides = []
        for sq, item in new.items():
            item.setZValue(10)
            end = self._scene.square_pos(sq)
            if id(item) in on_board and item.pos() != end:
                slides.append((item, item.pos(), end))  # moved: slides from where it is drawn now
            else:
                item.setPos(end)
        self._pieces = new
        if animate and self.animation_ms > 0 and 0 < len(slides) <= 2 and self.isVisible():
            self._start_animation(slides, leftovers)
        else:
            for item, _, end in slides:
                item.setPos(end)
            for item in leftovers:
                item.setVisible(False)

    def _start_animation(self, slides: list[tuple[PieceItem, QPointF, QPointF]],
                         vanishing: list[PieceItem]) -> None:
        """Slide moved pieces to their points; captured pieces disappear when the slide ends."""
        from PySide6.QtCore import QEasingCurve, QVariantAnimation  # not needed before the first move

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.animation_ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        for item, _, _ in slides:
            item.setZValue(50)

        def step(t: float) -> None:
            for item, start, end in slides:
                item.setPos(start + (end - start) * float(t))

        def done() -> None:
            for item, _, end in slides:
                item.setPos(end)
                item.setZValue(10)
            for item in vanishing:
                if item not in self._pieces.values():
                    item.setVisible(False)
            self._animation = None
            self._animation_done = None

        anim.valueChanged.connect(step)
        self._animation = anim
        self._animation_done = done
        anim.finished.connect(self._finish_animation)
        anim.start()

    def _finish_animation(self) -> None:
        """Jump a running slide to its end (a new position arrived, or the slide finished)."""
        anim, done = self._animation, self._animation_done
        if anim is None:
            return
        self._animation = None
        self._animation_done = None
        anim.stop()
        anim.deleteLater()
        if done is not None:
            done()

    def _update_markers(self) -> None:
        markers = self._scene.markers
        last = None
        if self._game is not None and self._game.moves:
            last = self._game.moves[-1]
        if last is not None and last.from_square != last.to_square:
            markers["last_from"].setPos(self._scene.square_pos(last.from_square))
            markers["last_to"].setPos(self._scene.square_pos(last.to_square))
            markers["last_from"].setVisible(True)
            markers["last_to"].setVisible(True)
        else:
            markers["last_from"].setVisible(False)
            markers["last_to"].setVisible(False)
        check_sq = None
        if self._game is not None and self._game.in_check():
            turn = self._game.turn
            generals = [sq for sq, item in self._pieces.items() if item.side == turn and item.kind == "K"]
            check_sq = generals[0] if generals else None
        if check_sq is not None:
            markers["check"].setPos(self._scene.square_pos(check_sq))
            markers["check"].setVisible(True)
        else:
            markers["check"].setVisible(False)
        band = self._scene.bikjang_band
        generals = [sq for sq, item in self._pieces.items() if item.kind == "K"]
        facing = (self._game is not None and self._game.ruleset.bikjang != "none" and self._game.is_bikjang()
                  and len(generals) == 2)
        if facing:
            band.set_span(self._scene.square_pos(generals[0]), self._scene.square_pos(generals[1]))
        band.setVisible(facing)

    def _refuse(self, sq: int, why: str) -> None:
        """Answer a click that cannot move: a red ring that fades on the point, and :attr:`refused`."""
        if why != "waiting":
            from PySide6.QtCore import QVariantAnimation  # not needed before the first such click

            flash = self._scene.flash
            flash.setPos(self._scene.square_pos(sq))
            flash.setOpacity(1.0)
            flash.setVisible(True)
            if self._flash_animation is not None:
                self._flash_animation.stop()
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)
            anim.setDuration(FLASH_MS)
            anim.valueChanged.connect(lambda v: flash.setOpacity(float(v)))
            anim.finished.connect(lambda: flash.setVisible(False))
            self._flash_animation = anim
            anim.start()
        self.refused.emit(sq, why)

    # ---- selection ------------------------------------------------------------------------------------
    def _destinations_from(self, sq: int) -> list[int]:
        if self._dests_cache is None:
            cache: dict[int, list[int]] = {}
            if self._game is not None:
                for move in self._game.legal_moves():
                    if move.from_square != move.to_square:  # passes are made with the Pass button
                        cache.setdefault(move.from_square, []).append(move.to_square)
            self._dests_cache = cache
        return self._dests_cache.get(sq, [])

    def _is_own_piece(self, sq: int) -> bool:
        item = self._pieces.get(sq)
        return item is not None and self._game is not None and item.side == self._game.turn

    def select(self, sq: int) -> None:
        self._clear_selection()
        self._selected = sq
        marker = self._scene.markers["selected"]
        marker.setPos(self._scene.square_pos(sq))
        marker.setVisible(True)
        for to in self._destinations_from(sq):
            target = self._pieces.get(to)
            ring = target.size * 0.58 if target is not None else CELL_H * 0.2
            dot = DestinationItem(target is not None, ring)
            dot.setPos(self._scene.square_pos(to))
            self._scene.addItem(dot)
            self._dest_items[to] = dot

    def _clear_selection(self) -> None:
        self._selected = None
        self._scene.markers["selected"].setVisible(False)
        for item in self._dest_items.values():
            self._scene.removeItem(item)
        self._dest_items = {}

    def _cancel_press(self) -> None:
        if self._press is not None and self._dragging:
            sq = self._press[0]
            item = self._pieces.get(sq)
            if item is not None:
                item.setPos(self._scene.square_pos(sq))
                item.setZValue(10)
        self._press = None
        self._dragging = False

    def _complete(self, from_sq: int, to_sq: int) -> None:
        """Emit a legal move; the app pushes it and calls refresh().  If it does not, the piece goes home."""
        move = Move(from_sq, to_sq)
        self._clear_selection()
        before = len(self._game.moves) if self._game is not None else 0
        self.move_made.emit(move)
        if self._game is None or len(self._game.moves) == before:
            self._sync_pieces()

    # ---- mouse ----------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._interactive:
            self._cancel_press()  # a right click lets go of a drag or a selection
            self._clear_selection()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.position().toPoint()
        sq = self.square_at(pos)
        if sq is None:
            if self._interactive:
                self._clear_selection()
            return
        self.square_clicked.emit(sq)
        if self._game is None:
            return
        if not self._interactive:
            self._refuse(sq, "waiting")
            return
        if self._selected is not None and sq in self._dest_items:
            self._complete(self._selected, sq)
            return
        if self._is_own_piece(sq):
            was_selected = sq == self._selected
            if not was_selected:
                self.select(sq)
                if not self._dest_items:
                    self._refuse(sq, "immobile")
            self._press = (sq, pos, was_selected)
            self._dragging = False
            return
        if self._selected is not None:
            self._refuse(sq, "unreachable")
        elif sq in self._pieces:
            self._refuse(sq, "opponent")
        self._clear_selection()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A quick second click is still a click (to let go of a piece, or to pick a destination).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            self._update_cursor(event.position().toPoint())
            super().mouseMoveEvent(event)
            return
        sq, start, _ = self._press
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
        item = self._pieces.get(sq)
        if item is not None:
            item.setZValue(100)
            item.setPos(self.mapToScene(pos))

    def _update_cursor(self, pos: QPoint) -> None:
        sq = self.square_at(pos)
        movable = (self._interactive and sq is not None
                   and (self._is_own_piece(sq) or (self._selected is not None and sq in self._dest_items)))
        shape = Qt.CursorShape.PointingHandCursor if movable else Qt.CursorShape.ArrowCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        sq, _, was_selected = self._press
        dragging = self._dragging
        self._press = None
        self._dragging = False
        item = self._pieces.get(sq)
        if dragging:
            target = self.square_at(event.position().toPoint())
            if item is not None:
                item.setZValue(10)
            if target is not None and target in self._dest_items and self._selected == sq:
                if item is not None:
                    item.setPos(self._scene.square_pos(target))
                self._complete(sq, target)
            else:
                if item is not None:
                    item.setPos(self._scene.square_pos(sq))  # illegal drop: the piece goes back
                if target is not None and target != sq:
                    self._refuse(target, "unreachable")
        elif was_selected:
            self._clear_selection()  # a second click on the selected piece lets go of it

    # ---- sizing ---------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.first_frame.emit)  # once this frame is out (if the view still is)

    def sizeHint(self) -> QSize:
        return QSize(round(BOARD_W * 1.1), round(BOARD_H * 1.1))


__all__ = ["ARROW_COLOURS", "BOARD_THEMES", "CELL_H", "CELL_W", "COORDINATE_STYLES", "REFUSALS", "ArrowItem",
           "BoardItem", "BoardScene", "BoardTheme", "BoardView"]
