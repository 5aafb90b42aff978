"""Piece drawing: octagons in three sizes, side colours, the three label sets.

Everything is vector (QPainterPath), so pieces stay crisp at any zoom and DPI.  Labels are drawn as glyph
outlines centred on their ink, which centres CJK and Latin glyphs alike whatever the font's ascent/descent.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from janggi_desktop.rules import korean
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE, SOLDIER
from janggi_desktop.ui import (
    fonts,
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

LABEL_SETS = korean.LABEL_SETS
LATIN_LANGUAGES = ("en", "fr")

# Relative piece sizes (docs/rules.md#pieces): general 100, chariot/cannon/horse/elephant 82, guard/soldier 60.
SIZE_FACTOR = {"K": 1.0, "R": 0.82, "C": 0.82, "N": 0.82, "B": 0.82, "A": 0.60, "P": 0.60}

#: The piece letters the window uses (FEN's, with B for the elephant and A for the guard) and the kinds of
#: rules/board.py they stand for.
KINDS = {"K": GENERAL, "A": GUARD, "B": ELEPHANT, "N": HORSE, "R": CHARIOT, "C": CANNON, "P": SOLDIER}
# The labels by side and letter, from the one table of rules/korean.py (the move list's and the records').
HANJA = {side: {letter: korean.HANJA[kind][i] for letter, kind in KINDS.items()}
         for i, side in enumerate(("cho", "han"))}
HANGEUL = {side: {letter: korean.HANGEUL[kind][i] for letter, kind in KINDS.items()}
           for i, side in enumerate(("cho", "han"))}
# English letters as pychess / Fairy-Stockfish; French as seed 001 (docs/rules.md#pieces).
LATIN = {lang: {letter: letters[kind] for letter, kind in KINDS.items()} for lang, letters in korean.LATIN.items()}

SIDE_INK = {"cho": QColor("#0b6657"), "han": QColor("#c1262c")}


def label_for(side: str, kind: str, label_set: str, latin_language: str = "en") -> str:
    """The text drawn on a piece: side "cho"/"han", kind a FEN letter in KABNRCP."""
    if label_set == "hanja":
        return HANJA[side][kind]
    if label_set == "hangeul":
        return HANGEUL[side][kind]
    if label_set == "latin":
        return LATIN.get(latin_language, LATIN["en"])[kind]
    raise ValueError(f"unknown label set {label_set!r} (expected one of {', '.join(LABEL_SETS)})")


def octagon(radius: float) -> QPainterPath:
    """A regular octagon with flat top, bottom and sides, centred on the origin (radius to the corners)."""
    return QPainterPath(_octagon(radius))  # a copy: callers may change theirs


@lru_cache(maxsize=64)
def _octagon(radius: float) -> QPainterPath:
    """Cached: 32 pieces share three sizes, and building a path point by point costs start-up time."""
    path = QPainterPath()
    for k in range(8):
        angle = math.radians(22.5 + 45 * k)
        point = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        if k == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


# How big a label's ink is, as a fraction of the piece's width, by face and label set: CJK glyphs are fitted
# by their larger side, Latin capitals by their height (so all letters stand equally tall).  Fitting the ink,
# not the em box, evens out fonts that leave much air around their glyphs (the brush faces do).  The last
# number thickens thin strokes.
LABEL_FIT = {
    ("brush", "hanja"): (0.64, 0.010),
    ("regular", "hanja"): (0.60, 0.0),
    ("brush", "hangeul"): (0.58, 0.028),
    ("regular", "hangeul"): (0.54, 0.0),
    ("sans", "hanja"): (0.60, 0.0),
    ("sans", "hangeul"): (0.56, 0.0),
    ("sans", "latin"): (0.44, 0.0),
}
#: The piece sets: ``classic`` (ivory faces, Cho's labels in brush, Han's in regular script) and ``bold``
#: (flat pieces in the side's colour with bold gothic labels: the most legible when small).
PIECE_SETS = ("classic", "bold")
#: When a side's smallest label (its soldiers') would have fewer device pixels of ink than this, the side's
#: brush labels are all drawn in the regular face: the brush's thin strokes and loops smudge at small sizes
#: (卒 and 졸 at 800×600, 포 reading like 토, 包 a squiggle) where regular script stays clear.  The whole
#: side switches at once, so one board never mixes brush and regular labels of one side.
CLEAR_FACE_BELOW = 24.0


def label_face(side: str, label_set: str, piece_set: str = "classic", ink_pixels: float = math.inf) -> str:
    """The face a label is drawn in (see :data:`janggi_desktop.ui.fonts.FACES`), picked by the piece set
    and by how big the label's ink is on the screen."""
    if label_set == "latin" or piece_set == "bold":
        return "sans"
    face = fonts.classic_face(side)
    if face == "brush" and ink_pixels < CLEAR_FACE_BELOW:
        return "regular"
    return face


OUTLINE_PIXELS = 200  # outlines are taken at a large size, then scaled: no hinting artefacts at small sizes


@lru_cache(maxsize=256)
def glyph_outline(text: str, face: str, label_set: str) -> QPainterPath:
    """Outlines of ``text`` in the bundled font of a label face, straight from the font file (cached).

    The file is read as a raw font: no font matching and no text shaping, a third of the time of drawing
    the text through a QFont at start-up.  A label the bundled font lacks (or a missing file) is drawn with
    the first of the face's font families that has it.
    """
    raw = fonts.raw_font(fonts.face_file(face, label_set), OUTLINE_PIXELS)
    indexes = raw.glyphIndexesForString(text) if raw is not None else []
    if indexes and all(indexes):
        path = QPainterPath()
        x = 0.0
        for index, advance in zip(indexes, raw.advancesForGlyphIndexes(indexes), strict=True):
            path.addPath(raw.pathForGlyph(index).translated(x, 0))
            x += advance.x()
    else:
        fonts.load_fonts()  # before the first outline is cached, or it would be cached in a fallback face
        font = QFont()
        font.setFamilies(fonts.face_families(face, label_set))
        font.setPixelSize(OUTLINE_PIXELS)
        font.setBold(face == "sans")
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
        path = QPainterPath()
        path.addText(0, 0, font, text)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def label_fit(face: str, label_set: str) -> tuple[float, float]:
    """(share of the piece's width the ink spans, stroke thickening as a share of it) for a face."""
    return LABEL_FIT.get((face, label_set), LABEL_FIT[("sans", "latin")])


@lru_cache(maxsize=256)
def label_glyphs(text: str, face: str, label_set: str, piece_size: float) -> tuple[QPainterPath, float]:
    """Glyph outlines of ``text`` fitted to a piece of ``piece_size`` and centred on their ink, with the width
    of the outline pen that thickens thin strokes (0: none).

    Thickening is drawn as a round-joined stroke along the outline when the label is painted rather than
    merged into the outline with ``QPainterPath.united``: the ink is the same, and a boolean path operation
    on a CJK glyph costs milliseconds each, which start-up cannot afford.  Cached: there are few labels.
    """
    outline = glyph_outline(text, face, label_set)
    fit, thicken = label_fit(face, label_set)
    box = outline.boundingRect()
    if box.isEmpty():
        return QPainterPath(), 0.0
    extent = box.height() if label_set == "latin" else max(box.width(), box.height())
    scale = piece_size * fit / extent
    path = QTransform.fromScale(scale, scale).map(outline.translated(-box.center()))
    return path, piece_size * thicken


def paint_label(painter: QPainter, text: str, face: str, label_set: str, piece_size: float, ink: QColor) -> None:
    """Draw a piece's label centred on the painter's origin: the outlines filled, thin strokes thickened by a
    round pen along them (the ink of :func:`label_path`, without its boolean path operation)."""
    path, pen_width = label_glyphs(text, face, label_set, piece_size)
    if pen_width > 0:
        painter.setPen(QPen(ink, pen_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(path)


def label_path(text: str, face: str, label_set: str, piece_size: float) -> QPainterPath:
    """The label's ink as one path (outlines united with their thickening stroke).

    For callers that need the ink as geometry; pieces draw :func:`label_glyphs` instead, which is cheaper.
    """
    path, pen_width = label_glyphs(text, face, label_set, piece_size)
    if pen_width <= 0:
        return QPainterPath(path)
    stroker = QPainterPathStroker()
    stroker.setWidth(pen_width)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return path.united(stroker.createStroke(path))


class PieceItem(QGraphicsItem):
    """One piece: an octagon in the look of its piece set, with its label.

    Identical pieces (the five soldiers of a side, its two horses…) look the same, so each look is drawn once
    per device scale into a shared sprite (:func:`piece_sprite`) and blitted pixel for pixel: a full board
    draws 14 pieces instead of 32 at its first frame and at every zoom.  A painter that rotates or shears
    (none does on the board) gets the vector drawing directly.
    """

    def __init__(self, side: str, kind: str, unit: float, parent: QGraphicsItem | None = None, *,
                 piece_set: str = "classic") -> None:
        super().__init__(parent)
        self.side = side
        self.kind = kind
        self.size = unit * SIZE_FACTOR[kind]  # across the flats, in scene units
        self._text = ""
        self.label_key: tuple[str, str] | None = None  # (text, label set): what the look draws
        self.look = piece_look(side, kind, self.size, piece_set)
        self.setZValue(10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse

    # -- label ------------------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self._text

    @property
    def piece_set(self) -> str:
        return self.look.piece_set

    def set_label(self, label_set: str, latin_language: str = "en") -> None:
        """Show the label of ``label_set``; its outlines are built when the piece is first painted with it."""
        text = label_for(self.side, self.kind, label_set, latin_language)
        key = (text, label_set)
        self._text = text
        if key != self.label_key:
            self.label_key = key
            self.update()

    def set_piece_set(self, piece_set: str) -> None:
        """Draw the piece in another set's look (:data:`PIECE_SETS`)."""
        if piece_set not in PIECE_SETS:
            raise ValueError(f"unknown piece set {piece_set!r} (expected one of {', '.join(PIECE_SETS)})")
        if piece_set != self.look.piece_set:
            self.prepareGeometryChange()
            self.look = piece_look(self.side, self.kind, self.size, piece_set)
            self.update()

    # -- QGraphicsItem ----------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.look.bounds

    def shape(self) -> QPainterPath:
        return self.look.outer

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # The world transform, not deviceTransform(): the latter also holds the offset of the widget in its
        # window while Qt paints it, which Qt applies again whatever the world transform is.
        world = painter.worldTransform()
        scale = world.m11()
        if world.m12() != 0 or world.m21() != 0 or scale <= 0 or abs(world.m22() - scale) > 1e-6 or scale > 64:
            self.look.paint(painter, self.label_key)
            return
        ratio = painter.device().devicePixelRatio()
        sprite, half = piece_sprite(self.look, self.label_key, round(scale * ratio, 4), ratio)
        centre = world.map(QPointF(0, 0))
        painter.save()
        painter.setWorldTransform(QTransform())  # logical pixels of the device; corner on a whole device pixel
        painter.drawPixmap(QPointF(round(centre.x() * ratio - half) / ratio, round(centre.y() * ratio - half) / ratio),
                           sprite)
        painter.restore()


#: The bold set's fills, a shade lighter at the top: the side's colour, deep enough for white labels.
BOLD_FILL = {"cho": (QColor("#17806d"), QColor("#0a5547")), "han": (QColor("#d4353a"), QColor("#a31c22"))}
BOLD_INK = QColor("#fffdf6")


class PieceLook:
    """How one kind of piece of one side looks in a piece set, as vector paths: shadow, edge, face, rim, label."""

    def __init__(self, side: str, kind: str, size: float, piece_set: str = "classic") -> None:
        self.side = side
        self.kind = kind
        self.size = size
        self.piece_set = piece_set
        self.radius = size / 2 / math.cos(math.radians(22.5))
        self.outer = octagon(self.radius)
        self.shadow = self.outer.translated(size * 0.035, size * 0.06)
        self.face = octagon(self.radius * 0.86)
        self.rim = octagon(self.radius * 0.77)
        r = self.radius * 1.12
        self.bounds = QRectF(-r, -r, 2 * r, 2 * r)

    def label_face(self, label_set: str, scale: float) -> str:
        """The face of the label at ``scale`` device pixels per scene unit: see :func:`label_face`, judged by
        the size of the side's soldiers' labels at that scale (see :data:`CLEAR_FACE_BELOW`)."""
        fit = label_fit(fonts.classic_face(self.side), label_set)[0]
        smallest = self.size / SIZE_FACTOR[self.kind] * min(SIZE_FACTOR.values())
        return label_face(self.side, label_set, self.piece_set, smallest * fit * scale)

    def paint(self, painter: QPainter, label_key: tuple[str, str] | None, scale: float | None = None) -> None:
        """Draw the piece centred on the painter's origin, in vector.  ``scale``: device pixels per scene
        unit, which picks the label's face (by default, the painter's)."""
        if scale is None:
            scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
        self.paint_body(painter)
        self.paint_label(painter, label_key, scale)

    @property
    def ink(self) -> QColor:
        """The colour of the label."""
        return BOLD_INK if self.piece_set == "bold" else SIDE_INK[self.side]

    def paint_label(self, painter: QPainter, label_key: tuple[str, str] | None, scale: float) -> None:
        """Draw the label (``(text, label set)``; None: none) centred on the painter's origin."""
        if label_key is not None:
            text, label_set = label_key
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_label(painter, text, self.label_face(label_set, scale), label_set, round(self.size, 3), self.ink)

    def paint_body(self, painter: QPainter) -> None:
        """Draw the piece without its label (the same for every kind of one size, side and set)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        # soft shadow below-right
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 20, 0, 70))
        painter.drawPath(self.shadow)
        if self.piece_set == "bold":
            top, bottom = BOLD_FILL[self.side]
            fill = QLinearGradient(0, -self.radius, 0, self.radius)
            fill.setColorAt(0.0, top)
            fill.setColorAt(1.0, bottom)
            painter.setBrush(QBrush(fill))
            painter.setPen(QPen(QColor(30, 20, 10, 200), max(0.6, s * 0.02)))
            painter.drawPath(self.outer)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 253, 246, 170), max(0.6, s * 0.03)))
            painter.drawPath(self.rim)
        else:
            # wooden edge (the bevel)
            edge = QLinearGradient(0, -self.radius, 0, self.radius)
            edge.setColorAt(0.0, QColor("#e6c88f"))
            edge.setColorAt(1.0, QColor("#a97c41"))
            painter.setBrush(QBrush(edge))
            painter.setPen(QPen(QColor("#5b3b17"), max(0.6, s * 0.02)))
            painter.drawPath(self.outer)
            # ivory face
            face = QRadialGradient(QPointF(-s * 0.15, -s * 0.2), s * 0.75)
            face.setColorAt(0.0, QColor("#fffaf0"))
            face.setColorAt(1.0, QColor("#ecd9b2"))
            painter.setBrush(QBrush(face))
            painter.setPen(QPen(QColor(120, 80, 30, 110), max(0.5, s * 0.012)))
            painter.drawPath(self.face)
            # coloured rim
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SIDE_INK[self.side], max(0.6, s * 0.025)))
            painter.drawPath(self.rim)


@lru_cache(maxsize=64)
def piece_look(side: str, kind: str, size: float, piece_set: str = "classic") -> PieceLook:
    """The shared look of every ``side`` ``kind`` piece of ``size`` in ``piece_set`` (cached: 14 on a board)."""
    return PieceLook(side, kind, size, piece_set)


@lru_cache(maxsize=64)
def piece_sprite(look: PieceLook, label_key: tuple[str, str] | None, scale: float,
                 pixel_ratio: float = 1.0) -> tuple[QPixmap, float]:
    """``look`` with its label drawn at ``scale`` device pixels per scene unit, and the distance in device
    pixels from the pixmap's corner to the piece's centre.  The pixmap carries the screen's ``pixel_ratio``,
    so it is blitted one pixel for one.  Cached per look, label and scale: 14 sprites a zoom level; the bound
    keeps a few zoom levels and label sets."""
    body, half = piece_body(look.side, look.size, look.piece_set, scale)
    image = body.copy()
    painter = QPainter(image)
    painter.translate(half, half)
    painter.scale(scale, scale)
    look.paint_label(painter, label_key, scale)
    painter.end()
    image.setDevicePixelRatio(pixel_ratio)
    return QPixmap.fromImage(image), half


@lru_cache(maxsize=32)
def piece_body(side: str, size: float, piece_set: str, scale: float) -> tuple[QImage, int]:
    """The body of a ``side`` piece of ``size`` in ``piece_set`` at ``scale`` (no label), and the distance in
    device pixels from the image's corner to the piece's centre: the frame :func:`piece_sprite` draws the label
    in.  Shared by every kind of that size (a board's 14 sprites have 6 bodies)."""
    look = piece_look(side, "K", size, piece_set)  # the body does not depend on the kind
    half = math.ceil(look.bounds.width() * scale / 2) + 1
    image = QImage(2 * half, 2 * half, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(half, half)
    painter.scale(scale, scale)
    look.paint_body(painter)
    painter.end()
    return image, half
