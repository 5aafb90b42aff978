"""The board's fast drawing paths draw what the straightforward ones would.

The wood grain is drawn as thin flattened strands and the thickened labels with a round pen along their
outlines, both for start-up speed; these tests render each both ways and compare pixels, so a change that
makes the board look different (or blurry at a large zoom) fails here.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from janggi_desktop.ui import fonts
from janggi_desktop.ui.board.geometry import BOARD_H, BOARD_W, PIECE_UNIT
from janggi_desktop.ui.board.pieces import LABEL_FIT, PieceItem, label_glyphs, label_path, paint_label, piece_sprite
from janggi_desktop.ui.board.surface import BoardItem

WOOD = QColor("#e2b56e")


def _image(width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(WOOD)
    return image


def _max_difference(a: QImage, b: QImage) -> tuple[int, float]:
    """Largest channel difference between two same-size images, and the share of pixels differing by > 24."""
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    worst = 0
    big = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if pa == pb:
                continue
            d = max(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16))
            worst = max(worst, d)
            big += d > 24
    return worst, big / (a.width() * a.height())


@pytest.mark.parametrize("scale", [0.7, 1.3, 3.2, 8.0])
def test_grain_segments_match_the_stroked_curves(qapp, scale):
    board = BoardItem()
    # A band of the board across half its width, from a small zoom to a full-screen board at 2x DPR.
    band = QRectF(0, BOARD_H * 0.4, BOARD_W / 2, 40 / scale)
    w, h = round(band.width() * scale), round(band.height() * scale)
    fast, reference = _image(w, h), _image(w, h)

    p = QPainter(fast)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)
    p.translate(-band.topLeft())
    board.paint_grain(p)
    p.end()

    p = QPainter(reference)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)
    p.translate(-band.topLeft())
    for path, width, alpha in board.grain:
        p.setPen(QPen(QColor(120, 70, 20, alpha), width))
        p.drawPath(path)
    p.end()

    worst, share_big = _max_difference(fast, reference)
    # The grain is faint (alpha <= 34): chords a device pixel off the curves already differ by 7-12 here.
    assert worst <= 6, worst
    assert share_big == 0.0
    # and the grain is really there (the comparison would pass on two blank images)
    assert fast.pixelColor(0, 0) != WOOD or any(
        fast.pixelColor(x, y) != WOOD for x in range(0, w, 7) for y in range(0, h, 3))


def test_grain_flattening_follows_the_zoom(qapp):
    board = BoardItem()
    coarse = sum(chain.size() for chain, _ in board.grain_strands_for(1))
    fine = sum(chain.size() for chain, _ in board.grain_strands_for(6))
    assert fine > coarse  # finer chords when the board is drawn larger
    factor = 4  # the painter's scale is at most 2
    strands = iter(board.grain_strands_for(factor))
    for path, width, _ in board.grain:
        n = math.ceil(width * factor / 2)
        group = [next(strands) for _ in range(n)]
        start, end = path.elementAt(0), path.elementAt(path.elementCount() - 1)
        offsets = []
        for chain, pen in group:
            assert pen.widthF() / factor * 2 <= 1.0 + 1e-9  # at most one device pixel: Qt's fast line path
            assert pen.widthF() * n == pytest.approx(width * factor)  # the strands cover the line's width
            dy = chain[0].y() - start.y * factor
            assert chain[0].x() == pytest.approx(start.x * factor)
            last = chain[chain.size() - 1]
            assert (last.x(), last.y() - dy) == pytest.approx((end.x * factor, end.y * factor))
            offsets.append(dy)
        assert sum(offsets) == pytest.approx(0.0, abs=1e-6)  # centred on the curve
    assert next(strands, None) is None


@pytest.mark.parametrize("face,label_set", [key for key, (_, thicken) in LABEL_FIT.items() if thicken > 0])
def test_thickened_labels_draw_the_ink_of_the_united_outline(qapp, face, label_set):
    fonts.load_fonts()
    text = {"hanja": "卒", "hangeul": "졸"}[label_set]
    size = 45.0
    assert label_glyphs(text, face, label_set, size)[1] > 0
    scale = 4.0
    images = []
    for draw in ("pen", "united"):
        image = _image(round(size * scale), round(size * scale))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(image.width() / 2, image.height() / 2)
        p.scale(scale, scale)
        if draw == "pen":
            paint_label(p, text, face, label_set, size, QColor("#0b6657"))
        else:
            p.setBrush(QColor("#0b6657"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(label_path(text, face, label_set, size))
        p.end()
        images.append(image)
    worst, share_big = _max_difference(*images)
    # Only antialiasing along the edges may differ (the united outline is flattened more coarsely).
    assert share_big < 0.01, share_big
    ink = sum(1 for x in range(0, images[0].width(), 3) for y in range(0, images[0].height(), 3)
              if images[0].pixelColor(x, y) != WOOD)
    assert ink > 50  # the glyph is drawn at all


def test_label_glyphs_are_cached_and_unthickened_sets_have_no_pen(qapp):
    fonts.load_fonts()
    a = label_glyphs("K", "sans", "latin", 40.0)
    assert label_glyphs("K", "sans", "latin", 40.0) is a
    assert a[1] == 0.0 and not a[0].isEmpty()
    assert isinstance(a[0], QPainterPath)


@pytest.mark.parametrize("scale,ratio", [(0.7, 1.0), (1.3, 1.0), (3.2, 1.0), (1.25, 2.0)])
def test_pieces_blit_the_sprite_of_their_vector_drawing(qapp, scale, ratio):
    """A piece is blitted from a shared sprite; at a whole device pixel it is the vector drawing, at any
    DPR, and identical pieces share one sprite."""
    fonts.load_fonts()
    items = [PieceItem("han", "P", PIECE_UNIT), PieceItem("han", "P", PIECE_UNIT), PieceItem("cho", "R", PIECE_UNIT)]
    for item in items:
        item.set_label("hanja")
    side = round(PIECE_UNIT * 1.4 * scale * ratio)
    images = []
    for draw in ("sprite", "vector"):
        image = _image(side, side)
        image.setDevicePixelRatio(ratio)
        p = QPainter(image)
        p.translate(side / 2 / ratio, side / 2 / ratio)  # a whole device pixel
        p.scale(scale, scale)
        if draw == "sprite":
            items[2].paint(p, None)
        else:
            items[2].look.paint(p, items[2].label_key)
        p.end()
        images.append(image)
    worst, share_big = _max_difference(*images)
    assert worst <= 3, worst  # compositing the sprite first rounds a little differently
    assert share_big == 0.0
    ink = sum(1 for x in range(0, side, 2) for y in range(0, side, 2) if images[0].pixelColor(x, y) != WOOD)
    assert ink > (side / 2) ** 2 / 8  # the piece is really drawn (an eighth of the pixels sampled)
    sprite = piece_sprite(items[0].look, items[0].label_key, round(scale * ratio, 4), ratio)
    assert sprite is piece_sprite(items[1].look, items[1].label_key, round(scale * ratio, 4), ratio)
    assert sprite[0].devicePixelRatio() == ratio


def test_a_rotated_painter_gets_the_vector_piece(qapp):
    item = PieceItem("cho", "K", PIECE_UNIT)
    item.set_label("hangeul")
    images = []
    for draw in ("item", "vector"):
        image = _image(90, 90)
        p = QPainter(image)
        p.translate(45, 45)
        p.rotate(30)
        if draw == "item":
            item.paint(p, None)
        else:
            item.look.paint(p, item.label_key)
        p.end()
        images.append(image)
    assert images[0] == images[1]


@pytest.mark.parametrize("face,label_set", [(f, s) for f in fonts.FACES for s in ("hanja", "hangeul", "latin")
                                             if (f == "sans") == (s == "latin") or f == "sans"])
def test_label_outlines_from_the_font_file_match_the_text_drawn_through_qfont(qapp, face, label_set):
    from PySide6.QtGui import QFont

    from janggi_desktop.ui.board.pieces import LATIN, glyph_outline, label_for

    fonts.load_fonts()
    for side in ("cho", "han"):
        for kind in LATIN["en"]:
            text = label_for(side, kind, label_set)
            raw = glyph_outline(text, face, label_set)
            font = QFont()
            font.setFamilies(fonts.face_families(face, label_set))
            font.setPixelSize(200)
            font.setBold(face == "sans")
            font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            drawn = QPainterPath()
            drawn.addText(0, 0, font, text)
            assert raw.elementCount() == drawn.elementCount() > 10, (side, kind)
            assert raw.boundingRect() == drawn.boundingRect(), (side, kind)


def test_a_label_missing_from_the_bundled_font_falls_back_to_the_font_families(qapp, monkeypatch):
    from janggi_desktop.ui.board import pieces

    monkeypatch.setattr(fonts, "raw_font", lambda *_args: None)  # as if the file could not be read
    pieces.glyph_outline.cache_clear()
    try:
        assert not pieces.glyph_outline("車", "brush", "hanja").isEmpty()
    finally:
        pieces.glyph_outline.cache_clear()
