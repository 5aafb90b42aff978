"""The evaluation bar beside the board: Cho's winning chances from Cho's side of the board.

It only shows the evaluation the :class:`~.controller.AnalysisController` gives it (from Cho's
point of view).  It is built with the window, hidden, because it holds its room beside the board from the
start (showing it must not resize the board); the analysis's other widgets are built when first shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from .. import fonts
from ..texts import CHO_COLOR, HAN_COLOR, evaluation_words

if TYPE_CHECKING:
    from janggi_desktop.analysis import Evaluation


#: The evaluation's text: its largest and smallest sizes (pixels).
LABEL_PX, SMALLEST_LABEL_PX = 10, 7


def label_font(text: str, width: float) -> QFont:
    """The bold font the evaluation ``text`` is written in: 10 px, smaller (down to 7 px) until it fits
    ``width`` (at 10 px "-10.3" was cut at both ends of the 24 px box: seen under Xvfb)."""
    f = QFont(fonts.ui_font(8))
    f.setBold(True)
    for px in range(LABEL_PX, SMALLEST_LABEL_PX - 1, -1):
        f.setPixelSize(px)
        if QFontMetricsF(f).horizontalAdvance(text) <= width:
            break
    return f


class EvalBar(QWidget):
    """A vertical bar: Cho's winning chances fill it from Cho's side of the board (the bottom unless the
    board is turned), Han's from the other; the evaluation is written at the end of the side it favours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EvalBar")
        self.setFixedWidth(26)
        self.setMinimumHeight(120)
        # Its room beside the board stays when it is hidden: showing it must not resize the board, whose
        # re-rendering (Python paint code) would compete for the GIL with an engine searching in this process.
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self._evaluation: Evaluation | None = None
        self._flipped = False

    def set_evaluation(self, evaluation: Evaluation | None) -> None:
        if evaluation != self._evaluation:
            self._evaluation = evaluation
            self.setToolTip(evaluation_words(evaluation) if evaluation is not None else "")
            self.update()

    def evaluation(self) -> Evaluation | None:
        return self._evaluation

    def set_flipped(self, flipped: bool) -> None:
        if bool(flipped) != self._flipped:
            self._flipped = bool(flipped)
            self.update()

    def cho_fraction(self) -> float:
        """How much of the bar is Cho's (0.5 when even or unknown)."""
        return 0.5 if self._evaluation is None else (1.0 + self._evaluation.cho_chance) / 2.0

    def sizeHint(self) -> QSize:
        return QSize(26, 400)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 2, -3, -2)
        cho = self.cho_fraction()
        cho_h = r.height() * cho
        han_rect = QRectF(r.left(), r.top(), r.width(), r.height() - cho_h)
        cho_rect = QRectF(r.left(), r.bottom() - cho_h, r.width(), cho_h)
        if self._flipped:  # Han's side at the bottom: Cho fills from the top
            cho_rect = QRectF(r.left(), r.top(), r.width(), cho_h)
            han_rect = QRectF(r.left(), r.top() + cho_h, r.width(), r.height() - cho_h)
        unknown = self._evaluation is None
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#9a9a9a") if unknown else HAN_COLOR)
        p.drawRect(han_rect)
        p.setBrush(QColor("#bdbdbd") if unknown else CHO_COLOR)
        p.drawRect(cho_rect)
        p.setPen(QPen(QColor(255, 255, 255, 170), 1))
        p.drawLine(r.left(), r.center().y(), r.right(), r.center().y())
        p.setPen(QPen(QColor(60, 40, 20), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 3, 3)
        if self._evaluation is not None:
            text = str(self._evaluation).lstrip("+")
            at_cho_end = self._evaluation.favours != "han"
            bottom = at_cho_end != self._flipped
            box = QRectF(r.left() - 2, r.bottom() - 18 if bottom else r.top() + 2, r.width() + 4, 16)
            p.setFont(label_font(text, box.width()))
            p.setPen(QColor("white"))
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


__all__ = ["EvalBar", "label_font"]
