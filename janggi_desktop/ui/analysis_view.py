"""The analysis board's widgets: the evaluation bar beside the board and the engine's lines.

They only show what the :class:`~.analysis_controller.AnalysisController` gives them — an evaluation from
Cho's point of view, lines already written in the user's move notation — and report what the person does
with them (the number of lines wanted, a line hovered or clicked).  Nothing here knows about engines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from . import fonts
from .texts import CHO_COLOR, HAN_COLOR, evaluation_words

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent, QMouseEvent, QPaintEvent

    from janggi_desktop.analysis import Evaluation

MAX_LINES = 5


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
            f = QFont(fonts.ui_font(8))
            f.setPixelSize(10)
            f.setBold(True)
            p.setFont(f)
            p.setPen(QColor("white"))
            at_cho_end = self._evaluation.favours != "han"
            bottom = at_cho_end != self._flipped
            box = QRectF(r.left() - 2, r.bottom() - 18 if bottom else r.top() + 2, r.width() + 4, 16)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


class LineLabel(QLabel):
    """One line of the analysis: hovering it previews its moves as arrows, clicking plays it out on the
    board (and back)."""

    hovered = Signal(int)  # its index, or -1 when the pointer leaves
    clicked = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setObjectName(f"AnalysisLine{index + 1}")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(False)
        self.setMinimumWidth(60)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QLabel { padding: 2px 3px; border-radius: 3px; }"
                           "QLabel:hover { background: rgba(45, 108, 223, 40); }")

    def enterEvent(self, event: QEnterEvent) -> None:
        super().enterEvent(event)
        self.hovered.emit(self.index)

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.hovered.emit(-1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.index)
        super().mousePressEvent(event)


class LinesPanel(QGroupBox):
    """The engine's best lines for the position on the board, with depth and speed; or a hint's line.

    It sits below the move list, and its height only depends on the number of lines chosen (empty rows keep
    theirs): when it appears (review, analysis mode, a hint) the list gives up room at its bottom and nothing
    above moves; while hidden it takes no room from the list."""

    #: The user wants this many lines (1-5).
    lines_wanted = Signal(int)
    line_hovered = Signal(int)
    line_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Analysis"), parent)
        self.setObjectName("LinesPanel")
        self._count = 1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.status_label = QLabel()
        self.status_label.setObjectName("AnalysisStatus")
        small = self.status_label.font()
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.9))
        self.status_label.setFont(small)
        self.status_label.setMinimumHeight(self.count_spin_height())
        top.addWidget(self.status_label, 1)
        self.count_label = QLabel(self.tr("Lines"))
        top.addWidget(self.count_label)
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("LinesSpin")
        self.count_spin.setRange(1, MAX_LINES)
        self.count_spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.count_spin.valueChanged.connect(self.lines_wanted)
        top.addWidget(self.count_spin)
        layout.addLayout(top)
        self.rows: list[LineLabel] = []
        self._lines: list[tuple[str, str, str]] = []
        font = fonts.ui_font(max(8.0, self.font().pointSizeF()))
        for i in range(MAX_LINES):
            row = LineLabel(i)
            row.setFont(font)
            row.hovered.connect(self.line_hovered)
            row.clicked.connect(self.line_clicked)
            row.setMinimumHeight(row.fontMetrics().lineSpacing() + 4)
            row.hide()
            layout.addWidget(row)
            self.rows.append(row)

    def count_spin_height(self) -> int:
        """The height of the top row, the same whether the line count is shown or not."""
        return QSpinBox().sizeHint().height()

    def set_count(self, n: int) -> None:
        """Show room for ``n`` lines (1-5)."""
        self._count = max(1, min(MAX_LINES, n))
        self.count_spin.blockSignals(True)
        self.count_spin.setValue(self._count)
        self.count_spin.blockSignals(False)
        for i, row in enumerate(self.rows):
            row.setVisible(i < self._count)

    def set_hint_mode(self, hint: bool, engine: str = "") -> None:
        """A hint shows one line under its own title, without the line count; ``engine`` names who analyses."""
        title = self.tr("Hint (훈수)") if hint else self.tr("Analysis")
        self.setTitle(f"{title} · {engine}" if engine else title)
        self.count_label.setVisible(not hint)
        self.count_spin.setVisible(not hint)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def set_lines(self, lines: list[tuple[str, str, str]]) -> None:
        """Show ``(evaluation, favoured side or "", moves text)`` for each line, best first; a line longer
        than the panel ends in "…" (its moves stay whole)."""
        self._lines = list(lines)
        self._render()

    def _render(self) -> None:
        lines = self._lines
        for i, row in enumerate(self.rows):
            if i < len(lines):
                ev, side, moves = lines[i]
                colour = CHO_COLOR.name() if side == "cho" else HAN_COLOR.name() if side == "han" else "#555"
                metrics = QFontMetrics(row.font())
                bold = QFont(row.font())
                bold.setBold(True)
                room = max(40, self.contentsRect().width() - 16 - QFontMetrics(bold).horizontalAdvance(ev + "  "))
                words = moves.split()
                while len(words) > 1 and metrics.horizontalAdvance(" ".join(words) + " …") > room:
                    words.pop()
                shown = " ".join(words) + (" …" if len(words) < len(moves.split()) else "")
                row.setText(f"<b style='color:{colour}'>{ev}</b>&nbsp;&nbsp;{shown}")
                row.show()
            else:
                row.setVisible(i < self._count)  # an empty row keeps its room
                row.setText("")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._render()

    def shown_lines(self) -> list[str]:
        """The lines as plain text (tests, tools)."""
        return [row.text() for row in self.rows if row.text()]


__all__ = ["MAX_LINES", "EvalBar", "LineLabel", "LinesPanel"]
