"""The game report: a progress bar while a game is analysed, the evaluation graph, the marks per side and
"next mistake" navigation, and what the engine preferred to the move on the board.

The graph plots Cho's winning chances (the same logistic that judges the moves, so a blunder is a cliff
whatever the material), Cho's advantage upwards, with a dot on every marked move in its mark's colour and a
line at the position on the board; a click shows the position clicked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTextDocument
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..texts import CHO_COLOR, HAN_COLOR, MARK_COLOURS
from .clickable import ClickableLabel

if TYPE_CHECKING:
    from PySide6.QtGui import QMouseEvent, QPaintEvent

    from janggi_desktop.analysis import Evaluation, Mark

#: The graph's least height (px): a cliff of a blunder and the dots of the marks are still told apart at 800×600.
GRAPH_MIN_HEIGHT = 60


class EvalGraph(QWidget):
    """Cho's winning chances over the game; ``ply_clicked(ply)`` when the user clicks a point."""

    ply_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EvalGraph")
        self.setMinimumHeight(GRAPH_MIN_HEIGHT)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._chances: list[float | None] = []
        self._texts: list[str] = []
        self._marks: dict[int, str] = {}
        self._current: int | None = None

    def set_data(self, evaluations: list[Evaluation | None], marks: dict[int, Mark]) -> None:
        self._chances = [None if e is None else e.cho_chance for e in evaluations]
        self._texts = ["" if e is None else str(e) for e in evaluations]
        self._marks = {ply: mark.glyph for ply, mark in marks.items()}
        self.update()

    def set_current(self, ply: int | None) -> None:
        if ply != self._current:
            self._current = ply
            self.update()

    def point_count(self) -> int:
        return len(self._chances)

    def sizeHint(self) -> QSize:
        return QSize(300, 72)

    def _x(self, ply: int) -> float:
        n = max(1, len(self._chances) - 1)
        return 4 + (self.width() - 8) * ply / n

    def _y(self, chance: float) -> float:
        return 4 + (self.height() - 8) * (1 - chance) / 2

    def ply_at(self, x: float) -> int:
        n = max(1, len(self._chances) - 1)
        return max(0, min(len(self._chances) - 1, round((x - 4) / max(1.0, self.width() - 8) * n)))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        p.fillRect(rect, QColor("#fbf7ef"))
        mid = self._y(0.0)
        points = [QPointF(self._x(i), self._y(c)) for i, c in enumerate(self._chances) if c is not None]
        if len(points) >= 2:
            area = QPolygonF([QPointF(points[0].x(), mid), *points, QPointF(points[-1].x(), mid)])
            path = QPainterPath()
            path.addPolygon(area)
            w, h = rect.width(), rect.height()
            halves = ((QRectF(0, 0, w, mid), CHO_COLOR), (QRectF(0, mid, w, h), HAN_COLOR))
            for clip, colour in halves:
                p.save()
                p.setClipRect(clip)
                fill = QColor(colour)
                fill.setAlpha(110)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fill)
                p.drawPath(path)
                p.restore()
            p.setPen(QPen(QColor("#444"), 1.3))
            p.drawPolyline(QPolygonF(points))
        p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(0, mid), QPointF(rect.width(), mid))
        if self._current is not None and self._chances:
            x = self._x(self._current)
            p.setPen(QPen(QColor("#2d6cdf"), 1.5))
            p.drawLine(QPointF(x, 0), QPointF(x, rect.height()))
        for ply, glyph in self._marks.items():
            if 0 <= ply < len(self._chances) and self._chances[ply] is not None:
                p.setPen(QPen(QColor("white"), 1))
                p.setBrush(MARK_COLOURS[glyph])
                p.drawEllipse(QPointF(self._x(ply), self._y(self._chances[ply])), 4.0, 4.0)
        p.setPen(QPen(QColor(90, 60, 30), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
        p.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._chances:
            self.ply_clicked.emit(self.ply_at(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._chances:
            ply = self.ply_at(event.position().x())
            text = self._texts[ply]
            if text:
                QToolTip.showText(event.globalPosition().toPoint(), f"{ply}: {text}", self)
        super().mouseMoveEvent(event)


class ReportPanel(QGroupBox):
    """The game report under the move list (see the module docstring)."""

    cancel_requested = Signal()
    next_requested = Signal()
    previous_requested = Signal()
    better_clicked = Signal()
    #: "Practise these mistakes": the user's ? and ?? moves of the game, as exercises.
    practise_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Game report"), parent)
        self.setObjectName("ReportPanel")
        self._progress: tuple[int, int] | None = None
        self._compact = False
        self._counts: dict[str, dict[Mark, int]] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(3)
        progress = QHBoxLayout()
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("ReportProgress")
        self.progress_bar.setTextVisible(True)
        progress.addWidget(self.progress_bar, 1)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("ReportCancel")
        self.cancel_button.clicked.connect(self.cancel_requested)
        progress.addWidget(self.cancel_button)
        self.progress_row = QWidget()
        self.progress_row.setLayout(progress)
        progress.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.progress_row)
        self.graph = EvalGraph()
        # the graph's row: in a compact panel the previous / next mistake buttons stand beside it (their row
        # of counts goes to the panel's tooltip: the dots on the graph are the marks)
        graph_row = QHBoxLayout()
        graph_row.setContentsMargins(0, 0, 0, 0)
        graph_row.addWidget(self.graph, 1)
        self._beside_graph = QVBoxLayout()
        self._beside_graph.setContentsMargins(0, 0, 0, 0)
        graph_row.addLayout(self._beside_graph)
        layout.addLayout(graph_row)
        # The counts per side, with "previous / next mistake" as two small buttons beside them: the panel
        # shares the side panel with the move list, which must keep room for several rows.
        counts_row = QHBoxLayout()
        self.counts_label = QLabel()
        self.counts_label.setObjectName("ReportCounts")
        self.counts_label.setTextFormat(Qt.TextFormat.RichText)
        counts_row.addWidget(self.counts_label, 1)
        self.previous_button = QPushButton("◀")
        self.previous_button.clicked.connect(self.previous_requested)
        self.next_button = QPushButton("▶")
        self.next_button.setObjectName("NextMistake")
        self.next_button.clicked.connect(self.next_requested)
        for b in (self.previous_button, self.next_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them (issue 49); a click leaves the focus
            b.setFixedWidth(b.fontMetrics().horizontalAdvance("◀") * 3 + 12)
            counts_row.addWidget(b)
        layout.addLayout(counts_row)
        self._counts_row = counts_row
        self.better_label = ClickableLabel()
        self.better_label.setObjectName("BetterMove")
        self.better_label.setTextFormat(Qt.TextFormat.RichText)
        self.better_label.setWordWrap(True)
        self.better_label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.better_label.clicked.connect(self.better_clicked)
        # The better move takes the room left over: the report never makes the side panel (and so the window)
        # taller than it is, which would resize the board and redraw every piece.
        self.better_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        # ...but never less than its two lines (the mistake, the better line: the key to the board's arrows),
        # which a side panel in a scroll area (800×600) left at nothing
        self.better_label.setMinimumHeight(self.better_label.fontMetrics().lineSpacing() * 2 + 8)
        layout.addWidget(self.better_label)
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("PractiseMistakes")
        self.practise_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.practise_button.clicked.connect(self.practise_requested)
        self.practise_button.hide()  # shown when the report has mistakes of the user's (set_practice)
        layout.addWidget(self.practise_button)
        self._retranslate()  # also hides the progress row: no analysis runs yet

    def set_compact(self, on: bool) -> None:
        """In a compact side panel, under a tab that names it: no title of its own, the graph at its least
        height (the room goes to the move list)."""
        if on == self._compact:
            return
        self._compact = on
        self.setTitle("" if on else self.tr("Game report"))
        self.graph.setMaximumHeight(GRAPH_MIN_HEIGHT if on else 16777215)
        self.counts_label.setVisible(not on)
        for b in (self.previous_button, self.next_button):
            (self._counts_row if on else self._beside_graph).removeWidget(b)
            (self._beside_graph if on else self._counts_row).addWidget(b)
        if self._counts is not None:
            self.set_counts(self._counts)

    def _retranslate(self) -> None:
        """The panel's own words in the language now installed."""
        self.setTitle("" if self._compact else self.tr("Game report"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.previous_button.setToolTip(self.tr("◀ Previous mistake"))
        self.next_button.setToolTip(self.tr("Next mistake ▶"))
        self.practise_button.setText(self.tr("Practise these mistakes"))
        self.practise_button.setToolTip(self.tr("Play the positions before your ? and ?? moves again, and find "
                                                "better moves (Training → My mistakes brings them back)"))
        self.set_progress(self._progress)
        if self._counts is not None:
            self.set_counts(self._counts)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: every word of the panel now (the controller redoes the better move)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    def set_progress(self, done_total: tuple[int, int] | None) -> None:
        """Show the progress of a running analysis (None: not running)."""
        self._progress = done_total
        self.progress_row.setVisible(done_total is not None)
        if done_total is not None:
            done, total = done_total
            self.progress_bar.setRange(0, max(1, total))
            self.progress_bar.setValue(done)
            self.progress_bar.setFormat(self.tr("Analysing… %1 of %2 positions").replace("%1", str(done))
                                        .replace("%2", str(total)))

    def set_counts(self, counts: dict[str, dict[Mark, int]]) -> None:
        self._counts = counts

        def side(name: str, key: str) -> str:
            parts = []
            for mark, n in counts[key].items():
                colour = MARK_COLOURS[mark.glyph].name()
                parts.append(f"<span style='color:{colour}'><b>{n}</b>{'' if not name else ' '}{mark.glyph}</span>")
            colour = CHO_COLOR.name() if key == "cho" else HAN_COLOR.name()
            return (f"<span style='color:{colour}'>●</span> " + (f"{name}: " if name else "")
                    + (" · " if name else " ").join(parts))

        full = side(self.tr("Cho"), "cho") + "<br>" + side(self.tr("Han"), "han")
        # One line when both sides fit beside the buttons without their names (the dots' colours say whose),
        # the named two lines otherwise; the tooltip always names them.
        short = side("", "cho") + "&nbsp;&nbsp;&nbsp;" + side("", "han")
        doc = QTextDocument()
        doc.setDefaultFont(self.counts_label.font())
        doc.setHtml(short)
        room = self.counts_label.width() if self.counts_label.isVisible() else 0
        self.counts_label.setText(short if 0 < doc.idealWidth() <= room else full)
        self.counts_label.setToolTip(full)
        self.setToolTip(full if self._compact else "")

    def set_practice(self, count: int) -> None:
        """Offer to practise ``count`` mistakes of the user's (0: no button)."""
        self.practise_button.setVisible(count > 0)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if self._counts is not None:
            self.set_counts(self._counts)  # one line or two: what fits the new width

    def set_better(self, html: str, tip: str = "") -> None:
        """What the engine preferred (rich text; "" hides it); ``tip``: what a click or Enter on it does ("":
        nothing, and Tab passes it by)."""
        self.better_label.setText(html)
        self.better_label.setToolTip(tip)
        self.better_label.set_pressable(bool(tip))
        self.better_label.setVisible(bool(html))


__all__ = ["EvalGraph", "ReportPanel"]
