"""The review buttons' vector icons: drawn on a transparent background, pointing the right way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from janggi_desktop.ui.icons import INK, REVIEW_ICONS, review_icon, review_shape


@pytest.mark.parametrize("kind", REVIEW_ICONS)
@pytest.mark.parametrize("side", [16, 24, 48])
def test_icons_are_ink_on_transparency(qapp, kind, side):
    image = review_icon(kind).pixmap(QSize(side, side)).toImage()
    assert image.size() == QSize(side, side)
    pixels = [image.pixelColor(x, y) for x in range(side) for y in range(side)]
    clear = sum(1 for c in pixels if c.alpha() == 0)
    inked = [c for c in pixels if c.alpha() == 255]
    assert clear > side * side // 3  # the background is transparent, not whatever memory held
    assert len(inked) > side * side // 10
    assert all(c.rgb() == INK.rgb() for c in inked)
    # the triangle points the way: more ink on the side it points away from
    left = sum(1 for x in range(side // 2) for y in range(side) if image.pixelColor(x, y).alpha() > 128)
    right = sum(1 for x in range(side - side // 2, side) for y in range(side) if image.pixelColor(x, y).alpha() > 128)
    forward = kind in ("next", "last")
    assert (right < left) if forward else (left < right), (kind, left, right)


def test_disabled_icons_are_paler(qapp):
    icon = review_icon("next")
    normal = icon.pixmap(QSize(32, 32), QIcon.Mode.Normal).toImage()
    disabled = icon.pixmap(QSize(32, 32), QIcon.Mode.Disabled).toImage()
    assert max(disabled.pixelColor(x, y).alpha() for x in range(32) for y in range(32)) < 255
    assert max(normal.pixelColor(x, y).alpha() for x in range(32) for y in range(32)) == 255


def test_unknown_icon_is_refused():
    with pytest.raises(ValueError, match="unknown review icon"):
        review_shape("sideways")
