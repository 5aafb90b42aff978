"""The side panel's score: the points and the side ahead on them, the ply counter, the pieces each side took.

Its width decides where the counter goes (beside the points when both fit, else under them) and, in a compact
panel (a low window), whether the counter shows its words or only its numbers; the captured pieces are then
hidden and said by the points' tooltip.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from janggi_desktop.rules import Game

from ..notation import captured_labels
from ..texts import CHO_COLOR, HAN_COLOR, lead_words, points_text
from .label_room import keep_room, reserve_lines


class ScoreLines(QWidget):
    """Points, lead and counter in a row (the counter under them where the row is too narrow), and one line
    of captured pieces for each side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.points_label = QLabel()
        pf = self.points_label.font()
        pf.setPointSizeF(pf.pointSizeF() * 1.15)
        self.points_label.setFont(pf)
        # the side ahead on points and by how much ("Han +1.5"), as lichess writes the material difference
        # beside the player who leads
        self.lead_label = QLabel()
        self.lead_label.setObjectName("PointsLead")
        bold = QFont(pf)
        bold.setBold(True)
        self.lead_label.setFont(bold)
        self.lead_label.setTextFormat(Qt.TextFormat.RichText)
        # it asks no width of its own: the counter beside the points keeps room for it (_points_width), and a
        # label's width as the row's least width would hold a panel that just grew wide (a low window shown
        # after a tall one) at that width, the counter's words kept beside the points
        self.lead_label.setMinimumWidth(1)
        self.counter_label = QLabel()
        self.captured_cho_label = QLabel()
        self.captured_han_label = QLabel()
        for label in (self.captured_cho_label, self.captured_han_label):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            reserve_lines(label, 1)  # a first captured piece does not move the lines under it
        # the points and the ply counter share a row where both fit (at 800×600 the move list needs every
        # line, issue 48), else the counter goes under the points (see _place_counter)
        self._row = row = QGridLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setHorizontalSpacing(8)
        points = QHBoxLayout()
        points.setContentsMargins(0, 0, 0, 0)
        points.setSpacing(6)
        points.addWidget(self.points_label)
        points.addWidget(self.lead_label)
        points.addStretch(1)
        row.addLayout(points, 0, 0)
        row.addWidget(self.counter_label, 0, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.setColumnStretch(0, 1)
        self._counter_beside = True
        layout.addLayout(row)
        layout.addWidget(self.captured_cho_label)
        layout.addWidget(self.captured_han_label)
        self._compact = False
        self._points: tuple[float, float] = (0, 0)  # of the position shown: the lead is written from them
        self._counter_words = self._counter_short = ""

    def show_game(self, game: Game, label_set: str, language: str) -> None:
        """The score of ``game`` (the position on the board)."""
        cho, han = game.points()
        self.points_label.setText(points_text(cho, han))
        self._show_lead(cho, han)
        rs = game.ruleset
        if rs.ply_limit is None:
            words = self.tr("Ply %1").replace("%1", str(game.total_ply))
        elif rs.ply_limit_counts == "total":
            words = self.tr("Ply %1 / %2").replace("%1", str(game.total_ply)).replace("%2", str(rs.ply_limit))
        else:
            words = (self.tr("%1 without capture / %2").replace("%1", str(game.halfmove_clock))
                     .replace("%2", str(rs.ply_limit)))
        # compact, where the words would push the counter under the points: its numbers ("12 / 100"), the
        # words in its tooltip
        self._counter_words = words
        n = game.total_ply if rs.ply_limit is None or rs.ply_limit_counts == "total" else game.halfmove_clock
        self._counter_short = f"{n} / {rs.ply_limit}" if rs.ply_limit is not None else str(n)
        self._show_counter()
        by_cho, by_han = captured_labels(game, label_set, language)
        self.captured_cho_label.setText(self.tr("Taken by Cho: %1").replace(
            "%1", f"<span style='color:{HAN_COLOR.name()}'>{' '.join(by_cho) or '–'}</span>"))
        self.captured_han_label.setText(self.tr("Taken by Han: %1").replace(
            "%1", f"<span style='color:{CHO_COLOR.name()}'>{' '.join(by_han) or '–'}</span>"))
        keep_room(self.captured_cho_label)
        keep_room(self.captured_han_label)
        self._place_counter()
        # compact, the captures are hidden: the points say them on hovering
        self.points_label.setToolTip("<br>".join((self.captured_cho_label.text(), self.captured_han_label.text())))

    def set_compact(self, on: bool) -> None:
        """Laid out for a low window: no captures lines (the points' tooltip says them), the lead as "+1.5",
        the counter's numbers where its words do not fit."""
        self._compact = on
        self.layout().setSpacing(2 if on else -1)  # -1: the style's own
        for label in (self.captured_cho_label, self.captured_han_label):
            label.setVisible(not on)
        self._show_lead(*self._points)
        if self._counter_words:
            self._show_counter()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if self._counter_words:
            self._show_counter()

    def _show_lead(self, cho: float, han: float) -> None:
        """Who is ahead on points and by how much, in that side's colour: "Han +1.5", in a compact panel
        "+1.5" (the colour says the side, the tooltip says it in words); nothing when level."""
        self._points = (cho, han)
        if cho == han:
            self.lead_label.setText("")
            self.lead_label.setToolTip("")
            return
        side, color = ("cho", CHO_COLOR) if cho > han else ("han", HAN_COLOR)
        lead = f"{abs(cho - han):g}"
        words = f"+{lead}" if self._compact else lead_words(side, lead)
        self.lead_label.setText(f"<span style='color:{color.name()}'>{html.escape(words)}</span>")
        self.lead_label.setToolTip((self.tr("Cho is %1 points ahead") if side == "cho"
                                    else self.tr("Han is %1 points ahead")).replace("%1", lead))

    def _show_counter(self) -> None:
        """The counter's words, or in a compact panel only its numbers when the words would not fit beside
        the points (the words in the tooltip)."""
        words = self._counter_words
        short = self._compact and (self._points_width()
                                   + self.counter_label.fontMetrics().horizontalAdvance(words) + 12 > self.width())
        self.counter_label.setText(self._counter_short if short else words)
        self.counter_label.setToolTip(words if short else "")
        self._place_counter()

    def _points_width(self) -> int:
        """The width of the points and the lead beside them (the longest lead the points can have is kept:
        the counter must not jump when a side goes ahead)."""
        widest = "+88.5" if self._compact else max(lead_words("cho", "88.5"), lead_words("han", "88.5"),
                                                   key=self.lead_label.fontMetrics().horizontalAdvance)
        lead = self.lead_label.fontMetrics().horizontalAdvance(widest)
        return self.points_label.sizeHint().width() + 6 + lead

    def _place_counter(self) -> None:
        """The ply counter beside the points when both fit the row's width, else under them (one jump at
        most, when the width or the counter's words change: never on a move)."""
        room = self.width() - self._row.horizontalSpacing()
        beside = self._points_width() + self.counter_label.sizeHint().width() <= room
        if beside == self._counter_beside:
            return
        self._counter_beside = beside
        self._row.removeWidget(self.counter_label)
        if beside:
            self._row.addWidget(self.counter_label, 0, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        else:
            self._row.addWidget(self.counter_label, 1, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
