"""The two clocks of the side panel: what the game driver's clock reads, as
:class:`~janggi_desktop.ui.clock_controller.ClockController` (beside the window) hands it over.

What is shown is always computed from the game driver's :class:`~janggi_desktop.play.clock.Clock` (or, in
review, from the clocks recorded at the position shown), never counted by a timer, so the display cannot
drift, and a busy event loop only delays a repaint, never the time.

The faces are large, with tabular digits, the running one highlighted; a byo-yomi side in its periods shows
what is left of the period and how many periods remain ("0:27 · 2 left"); low time turns the digits red.  A
record that keeps no clock at each move shows its control in place of the time ("5 min + 30 s × 3", "times
not recorded"), not a clock that never moves.
As on lichess and pychess-variants, each face names who plays that side ("Han (한) · Janggi Desktop level 3"),
and the two faces bracket the move list: the clock of the side at the top of the board heads the panel, the
other closes it, each nearest its own side of the board.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPalette, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from janggi_desktop.play.clock import BYOYOMI, INCREMENT, PER_MOVE, SideTime, TimeControl

from .. import fonts
from ..texts import CHO_COLOR, HAN_COLOR, duration_text, side_name, time_control_text
from ..wrapped_text import ElidedLabel

#: Red digits below this much time before the flag, or this much of a byo-yomi / per-move period.
LOW_MS = 20_000
LOW_PERIOD_MS = 10_000


def clock_text(ms: float) -> str:
    """``4:59``, ``1:04:59``: seconds rounded up, so a clock shows 0:00 only when the time is gone."""
    s = max(0, math.ceil(ms / 1000 - 1e-9))
    h, m, sec = s // 3600, s // 60 % 60, s % 60
    return f"{h}:{m:02d}:{sec:02d}" if h else f"{m}:{sec:02d}"


def is_low(r: SideTime) -> bool:
    if r.flagged:
        return True
    in_period = r.control.kind == PER_MOVE or r.in_byoyomi
    return r.until_flag_ms <= LOW_MS or (in_period and r.period_ms <= LOW_PERIOD_MS)


LOW_COLOR = QColor("#d93025")


class ClockFace(QWidget):
    """One side's clock: its name and the rest of its control on a small line, the time in large digits.

    Its look (highlighted when running, red when low) is painted from the palette, not set as a style sheet:
    a style sheet is parsed and every child re-polished at each change, some milliseconds at every move."""

    def __init__(self, side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"ClockFace-{side}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 3, 8, 3)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.setSpacing(0)
        self.name_label = QLabel()
        self.name_label.setTextFormat(Qt.TextFormat.RichText)
        # who plays the side, cut to the room beside the control ("…", whole in the tooltip): a long engine name
        # must not widen the panel
        self.player_label = ElidedLabel()
        self.player_label.setObjectName("ClockPlayer")
        self.detail_label = QLabel()
        self.detail_label.setObjectName("ClockDetail")
        self.detail_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.name_label)
        top.addWidget(self.player_label, 1)
        top.addSpacing(6)
        top.addWidget(self.detail_label)
        layout.addLayout(top)
        self.time_label = QLabel()
        self.time_label.setObjectName("ClockTime")
        base = self.font().pointSizeF()
        base = base if base > 0 else 10
        font = fonts.ui_font(base * 2.6, bold=True)
        font.setFeature(QFont.Tag("tnum"), 1)  # tabular digits: the time does not jiggle as it counts
        self.time_label.setFont(font)
        self.periods_label = QLabel()  # "· 2 left" beside the time, once in byo-yomi
        self.periods_label.setObjectName("ClockPeriods")
        small = fonts.ui_font(base * 1.5, bold=True)
        small.setFeature(QFont.Tag("tnum"), 1)
        self.periods_label.setFont(small)
        self.control_label = QLabel()  # a record's control in place of the time, when it keeps no clocks
        self.control_label.setObjectName("ClockControl")
        self.control_label.setFont(small)
        self.control_label.hide()
        row = QHBoxLayout()
        row.setSpacing(8)
        row.addStretch(1)
        row.addWidget(self.time_label, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addWidget(self.periods_label, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addWidget(self.control_label, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addStretch(1)
        layout.addLayout(row)
        self._style: tuple[bool, bool] | None = None
        self.set_side_name()

    def set_side_name(self, player: str | None = None) -> None:
        """Name the side and, when ``player`` is given, who plays it ("" for nobody named, as in a game between
        two people here): "● Han (한) · Janggi Desktop level 3 (Casual)"."""
        color = CHO_COLOR if self.side == "cho" else HAN_COLOR
        self.name_label.setText(f"<span style='color:{color.name()}'>●</span> {side_name(self.side)}")
        if player is not None:
            self.player_label.setText(f" · {player}" if player else "")

    @property
    def player(self) -> str:
        """Who plays this side, as the face names them ("" for nobody named)."""
        return self.player_label.full_text().removeprefix(" · ")

    def show_reading(self, r: SideTime) -> None:
        """Show ``r``: the time, the byo-yomi periods, highlighted when running, red when low."""
        c = r.control
        periods = ""
        if r.flagged:
            self.time_label.setText(clock_text(0))
            detail = self.tr("Out of time")
        elif c.kind == BYOYOMI and r.main_ms <= 0:
            self.time_label.setText(clock_text(r.period_ms))
            detail = self.tr("byo-yomi %1").replace("%1", duration_text(c.period_ms))
            periods = self.tr("· %1 left").replace("%1", str(r.periods))
        elif c.kind == BYOYOMI:
            self.time_label.setText(clock_text(r.main_ms))
            detail = self.tr("then %1 × %2").replace("%1", str(r.periods)).replace("%2", duration_text(c.period_ms))
        elif c.kind == PER_MOVE:
            self.time_label.setText(clock_text(r.period_ms))
            detail = self.tr("per move")
        elif c.kind == INCREMENT and c.increment_ms:
            self.time_label.setText(clock_text(r.main_ms))
            detail = self.tr("+%1 a move").replace("%1", duration_text(c.increment_ms))
        else:
            self.time_label.setText(clock_text(r.main_ms))
            detail = ""
        self.detail_label.setText(detail)
        self.periods_label.setText(periods)
        self.periods_label.setVisible(bool(periods))
        self.time_label.show()
        self.control_label.hide()
        self.setToolTip("")
        self._set_style(r.running, is_low(r))

    def show_control(self, c: TimeControl) -> None:
        """Show the control ``c`` in place of the time: a record gives it but not the clock at each move."""
        self.control_label.setText(time_control_text(c, short=True))
        self.detail_label.setText(self.tr("times not recorded"))
        self.setToolTip(self.tr("The record gives its time control but not the clocks at each move."))
        self.time_label.hide()
        self.periods_label.hide()
        self.control_label.show()
        self._set_style(False, False)

    def _set_style(self, running: bool, low: bool) -> None:
        if (running, low) == self._style:  # the look changes at a move or at low time, not every second
            return
        self._style = (running, low)
        pal = self.palette()
        text = pal.color(QPalette.ColorRole.HighlightedText if running else QPalette.ColorRole.WindowText)
        for label in (self.name_label, self.player_label, self.detail_label):
            lp = label.palette()
            lp.setColor(QPalette.ColorRole.WindowText, text)
            label.setPalette(lp)
        for label in (self.time_label, self.periods_label):
            lp = label.palette()
            lp.setColor(QPalette.ColorRole.WindowText, LOW_COLOR if low else text)
            label.setPalette(lp)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        running = bool(self._style and self._style[0])
        pal = self.palette()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 2.0 if running else 1.0
        p.setPen(QPen(pal.color(QPalette.ColorRole.Highlight if running else QPalette.ColorRole.Mid), width))
        p.setBrush(pal.color(QPalette.ColorRole.Highlight if running else QPalette.ColorRole.Base))
        p.drawRoundedRect(self.rect().adjusted(1, 1, -1, -1), 6, 6)
        p.end()

    @property
    def running(self) -> bool:
        return bool(self._style and self._style[0])

    @property
    def low(self) -> bool:
        return bool(self._style and self._style[1])


class ClockView(QWidget):
    """Both faces: this widget heads the side panel with the clock of the side at the top of the board (and,
    over its first line, the bar that says when they are paused); :attr:`bottom` holds the other clock, which
    the panel puts last, under the move list (as lichess and pychess-variants do: each clock nearest its side
    of the board)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ClockView")
        self.faces = {"cho": ClockFace("cho"), "han": ClockFace("han")}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 4)
        self._layout.setSpacing(4)
        #: The clock of the side at the bottom of the board, shown and hidden with this widget.
        self.bottom = QWidget()
        self.bottom.setObjectName("ClockViewBottom")
        self._bottom_layout = QVBoxLayout(self.bottom)
        self._bottom_layout.setContentsMargins(0, 4, 0, 0)
        # Over the top clock's name line, in no layout: pausing moves nothing, and no room is kept empty for
        # it (it was a line of its own under the clocks, blank but for pauses: at 800×600 a row of the moves)
        self.paused_label = QLabel(self.tr("Clocks paused"), self)
        self.paused_label.setObjectName("ClockPaused")
        self.paused_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.paused_label.setStyleSheet("QLabel#ClockPaused { background: #f0b429; color: black; font-weight: bold;"
                                        " padding: 1px; border-radius: 4px; }")
        self.paused_label.hide()
        self._top: str | None = None
        self.set_top("han")

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt virtual
        super().setVisible(visible)
        self.bottom.setVisible(visible)

    def set_top(self, side: str) -> None:
        """Put ``side``'s clock at the top of the panel (the side at the top of the board: Han unless the board
        is flipped) and the other one at its bottom."""
        if side == self._top:
            return
        self._top = side
        for w in self.faces.values():
            self._layout.removeWidget(w)
            self._bottom_layout.removeWidget(w)
        other = "cho" if side == "han" else "han"
        self._layout.addWidget(self.faces[side])
        self._bottom_layout.addWidget(self.faces[other])
        self._place_paused()

    def _place_paused(self) -> None:
        """The "Clocks paused" bar over the top clock's first line (its name and control)."""
        face = self.faces[self._top or "han"]
        height = max(self.paused_label.sizeHint().height(), face.name_label.height())
        self.paused_label.setGeometry(face.x() + 2, face.y() + 2, max(0, face.width() - 4), height)
        self.paused_label.raise_()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self._place_paused()

    def set_players(self, cho: str, han: str) -> None:
        """Who plays each side, written on its face ("" for nobody named)."""
        self.faces["cho"].set_side_name(cho)
        self.faces["han"].set_side_name(han)

    def show_readings(self, cho: SideTime, han: SideTime, paused: bool) -> None:
        self.faces["cho"].show_reading(cho)
        self.faces["han"].show_reading(han)
        if paused:
            self._place_paused()
        self.paused_label.setVisible(paused)

    def show_controls(self, cho: TimeControl, han: TimeControl) -> None:
        """Each side's control in place of its time (a record that keeps no clock at each move)."""
        self.faces["cho"].show_control(cho)
        self.faces["han"].show_control(han)
        self.paused_label.hide()

    def text(self, side: str) -> str:
        """What ``side``'s face shows ("4:59 · 2 left" style; a record's control: "5 min + 30 s × 3 times not
        recorded"), for tests and tools."""
        face = self.faces[side]
        if not face.control_label.isHidden():
            return f"{face.control_label.text()} {face.detail_label.text()}"
        if face.periods_label.text():
            return f"{face.time_label.text()} {face.periods_label.text()}"
        return f"{face.time_label.text()} {face.detail_label.text()}".strip()
