"""The analysis board's lines panel: the engine's lines below the move list (the evaluation bar beside the
board is :mod:`.eval_bar`).

It only shows what the :class:`~.controller.AnalysisController` gives it — lines already written in
the user's move notation — and reports what the person does with them (the number of lines wanted, a line
hovered or clicked).  Nothing here knows about engines.  The controller builds the panel, and imports this
module, when the panel is first shown (not for the window's first frame).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from .. import fonts
from ..texts import CHO_COLOR, HAN_COLOR
from ..wrapped_text import ElidedLabel
from .clickable import ClickableLabel

MAX_LINES = 5


class LineLabel(ClickableLabel):
    """One line of the analysis: hovering it (or giving it the keyboard's focus) previews its moves as arrows,
    clicking it (or Enter/Space) plays it out on the board (and back)."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setObjectName(f"AnalysisLine{index + 1}")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(False)
        self.setMinimumWidth(60)
        self.set_pressable(False)  # nothing to press until it shows a line


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
        self._hint = False
        self._engine = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.status_label = ElidedLabel()  # "depth 12 · 187k nodes/s" ends in "…" in a narrow panel
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
        self.count_spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # on the Tab chain too (issue 49)
        self.count_spin.valueChanged.connect(self.lines_wanted)
        top.addWidget(self.count_spin)
        layout.addLayout(top)
        self.rows: list[LineLabel] = []
        self._lines: list[tuple[str, str, str]] = []
        font = fonts.ui_font(max(8.0, self.font().pointSizeF()))
        for i in range(MAX_LINES):
            row = LineLabel(i)
            row.setFont(font)
            row.hovered.connect(lambda on, i=i: self.line_hovered.emit(i if on else -1))
            row.clicked.connect(lambda i=i: self.line_clicked.emit(i))
            row.setMinimumHeight(row.fontMetrics().lineSpacing() + 6)  # padding and focus frame
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
        self._hint, self._engine = hint, engine
        title = self.tr("Hint (훈수)") if hint else self.tr("Analysis")
        self.setTitle(f"{title} · {engine}" if engine else title)
        self.count_label.setVisible(not hint)
        self.count_spin.setVisible(not hint)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the panel's own words now (the controller redoes the lines and status)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.count_label.setText(self.tr("Lines"))
            self.set_hint_mode(self._hint, self._engine)

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
                row.set_pressable(True)
                row.show()
            else:
                row.setVisible(i < self._count)  # an empty row keeps its room
                row.setText("")
                row.set_pressable(False)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._render()

    def shown_lines(self) -> list[str]:
        """The lines as plain text (tests, tools)."""
        return [row.text() for row in self.rows if row.text()]


__all__ = ["MAX_LINES", "LineLabel", "LinesPanel"]
