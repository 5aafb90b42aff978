"""The evaluation bar's figure stays inside the bar (pytest-qt, offscreen, the widget grabbed)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from janggi_desktop.analysis import Evaluation
from janggi_desktop.ui.analysis.eval_bar import EvalBar


def white_columns(image, rows) -> set[int]:
    """The columns holding a near-white pixel (the figure's) in ``rows``."""
    found = set()
    for y in rows:
        for x in range(image.width()):
            c = QColor(image.pixel(x, y))
            if min(c.red(), c.green(), c.blue()) > 248:  # the window around the bar is #efefef
                found.add(x)
    return found


@pytest.mark.parametrize("cp", [-1031, 1288, -45])
def test_the_figure_is_never_cut_at_the_bars_edges(qtbot, cp):
    """Seen under Xvfb: "-10.3" was written 10 px high in the 24 px box and lost its '-' and its '3' at the
    widget's edges."""
    bar = EvalBar()
    qtbot.addWidget(bar)
    bar.resize(26, 400)
    bar.set_evaluation(Evaluation(cp=cp))
    image = bar.grab().toImage()
    rows = range(2, 20) if cp < 0 else range(400 - 20, 400 - 2)  # Han's end is the top, Cho's the bottom
    columns = white_columns(image, rows)
    assert columns, "the figure is drawn"
    assert min(columns) >= 2 and max(columns) <= 23  # a margin of clear pixels on both sides
