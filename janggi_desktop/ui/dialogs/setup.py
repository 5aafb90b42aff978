"""The Setup dialog: each side's horse/elephant arrangement (상차림), chosen on pictures of the back row."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.rules import ARRANGEMENTS, DEFAULT_ARRANGEMENT, start_fen
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE

from .. import fonts
from ..board.pieces import octagon
from ..notation import piece_label
from ..texts import CHO_COLOR, HAN_COLOR, arrangement_name, seat_string


def label_font(pixel_size: float, side: str = "cho", label_set: str = "hanja") -> QFont:
    """The board's bundled label face for a side and label set (system fonts as fallbacks)."""
    fonts.load_fonts()
    font = QFont()
    font.setFamilies(fonts.families_for(side, label_set))
    font.setPixelSize(max(6, int(pixel_size)))
    return font


class ArrangementPicture(QAbstractButton):
    """A checkable picture of one side's back ranks with an arrangement, drawn from that player's seat."""

    def __init__(self, arrangement: str, side: str, label_set: str = "hanja", language: str = "en",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.arrangement = arrangement
        self.side = side
        self.label_set = label_set
        self.language = language
        self.setCheckable(True)
        self.setText(arrangement_name(seat_string(arrangement, side)))
        self.setToolTip(f"{self.text()} — {arrangement}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(320, 170)

    def minimumSizeHint(self) -> QSize:
        return QSize(240, 130)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        checked = self.isChecked()
        p.setPen(QPen(QColor("#2d6cdf") if checked else QColor("#8a6d3b"), 4 if checked else 1.5))
        p.setBrush(QColor("#f3d597") if checked else QColor("#e6c483"))
        p.drawRoundedRect(rect, 8, 8)

        name_h = 26.0
        inner = rect.adjusted(8, 6, -8, -(name_h + 2))
        # Nine files with half a cell of margin each side; three ranks (cannons, general, back rank).
        dx = min(inner.width() / 9, inner.height() / 3 / 0.92)
        dy = dx * 0.92
        left = inner.center().x() - 4 * dx
        top = inner.center().y() - dy  # centred vertically

        def pt(col: int, row: int) -> QPointF:  # row 0 = third rank from the player, 2 = the back rank
            return QPointF(left + col * dx, top + row * dy)

        p.setPen(QPen(QColor("#5b4321"), 1))
        for c in range(9):
            p.drawLine(QPointF(pt(c, 0).x(), pt(c, 0).y() - dy * 0.45), pt(c, 2))
        for r in range(3):
            p.drawLine(pt(0, r), pt(8, r))
        p.drawLine(pt(3, 0), pt(5, 2))
        p.drawLine(pt(5, 0), pt(3, 2))

        seat = seat_string(self.arrangement, self.side)
        side_code = 0 if self.side == "cho" else 1
        kinds = {"마": HORSE, "상": ELEPHANT}
        pieces = [(0, 2, CHARIOT), (8, 2, CHARIOT), (3, 2, GUARD), (5, 2, GUARD), (4, 1, GENERAL),
                  (1, 0, CANNON), (7, 0, CANNON)]
        for col, ch in zip((1, 2, 6, 7), seat, strict=True):
            pieces.append((col, 2, kinds[ch]))
        color = CHO_COLOR if self.side == "cho" else HAN_COLOR
        for col, row, kind in pieces:
            r = dx * (0.5 if kind == GENERAL else 0.44 if kind in (CHARIOT, CANNON, HORSE, ELEPHANT) else 0.34)
            chosen = kind in (HORSE, ELEPHANT)
            c = pt(col, row)
            p.setPen(QPen(color if chosen else QColor("#9a7b4f"), 2.0 if chosen else 1.0))
            p.setBrush(QColor("#fffaf0") if chosen else QColor("#efe3c8"))
            p.drawPath(octagon(r / math.cos(math.pi / 8)).translated(c))  # r: to the flats
            p.setFont(label_font(r * 1.2, self.side, self.label_set))
            p.setPen(color)
            text = piece_label(kind | side_code << 3, self.label_set, self.language)
            p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)

        p.setPen(QColor("#1d1d1d"))
        f = QFont(self.font())
        f.setBold(checked)
        p.setFont(f)
        p.drawText(QRectF(rect.left(), rect.bottom() - name_h - 2, rect.width(), name_h),
                   Qt.AlignmentFlag.AlignCenter, self.text())
        if self.hasFocus():
            p.setPen(QPen(QColor("#2d6cdf"), 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 6, 6)
        p.end()


class ArrangementPage(QWidget):
    """The four arrangements for one side, as pictures from that side's seat."""

    changed = Signal(str)

    def __init__(self, side: str, label_set: str, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        layout = QVBoxLayout(self)
        if side == "han":
            title = self.tr("Han (한) chooses first: your horses (馬) and elephants (象), seen from your seat")
        else:
            title = self.tr("Cho (초) chooses: your horses (馬) and elephants (象), seen from your seat")
        heading = QLabel(title)
        heading.setWordWrap(True)
        f = heading.font()
        f.setBold(True)
        heading.setFont(f)
        layout.addWidget(heading)
        grid = QGridLayout()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.pictures: dict[str, ArrangementPicture] = {}
        # Ordered as the player reads them from the seat (inner, outer, left, right).
        for i, seat in enumerate(("마상상마", "상마마상", "상마상마", "마상마상")):
            arrangement = seat_string(seat, side)  # seat-relative -> board-absolute (an involution)
            pic = ArrangementPicture(arrangement, side, label_set, language)
            pic.setObjectName(f"arrangement-{side}-{arrangement}")
            self.group.addButton(pic)
            self.pictures[arrangement] = pic
            grid.addWidget(pic, i // 2, i % 2)
        layout.addLayout(grid)
        self.pictures[DEFAULT_ARRANGEMENT].setChecked(True)
        self.group.buttonToggled.connect(lambda b, on: on and self.changed.emit(b.arrangement))

    @property
    def arrangement(self) -> str:
        b = self.group.checkedButton()
        return b.arrangement if b is not None else DEFAULT_ARRANGEMENT

    def set_arrangement(self, arrangement: str) -> None:
        self.pictures[arrangement].setChecked(True)


class SetupDialog(QDialog):
    """Each human side picks its arrangement, Han first (tournament practice); the computer picks its own."""

    def __init__(self, parent: QWidget | None = None, *, human_sides: tuple[str, ...] = ("han", "cho"),
                 label_set: str = "hanja", language: str = "en", rng: random.Random | None = None,
                 chosen: dict[str, str] | None = None) -> None:
        """``chosen``: the arrangement each side chose last time ("cho"/"han" -> arrangement), shown selected."""
        super().__init__(parent)
        self.setObjectName("SetupDialog")
        self.setWindowTitle(self.tr("Setup: horses and elephants (차림)"))
        self._rng = rng or random.Random()
        self._computer: dict[str, str] = {}
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        self.pages: dict[str, ArrangementPage] = {}
        for side in ("han", "cho"):  # Han chooses first
            if side in human_sides:
                page = ArrangementPage(side, label_set, language)
                if (chosen or {}).get(side) in page.pictures:
                    page.set_arrangement(chosen[side])
                self.pages[side] = page
                self.stack.addWidget(page)
            else:
                self._computer[side] = self._rng.choice(list(ARRANGEMENTS))
        layout.addWidget(self.stack)
        self.note = QLabel()
        layout.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.back_button = QPushButton(self.tr("Back"))
        self.next_button = QPushButton(self.tr("Next"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout.addLayout(buttons)
        self.next_button.setDefault(True)
        self.back_button.clicked.connect(lambda: self._go(-1))
        self.next_button.clicked.connect(self._next)
        self.cancel_button.clicked.connect(self.reject)
        self._go(0)

    def _go(self, step: int) -> None:
        i = max(0, min(self.stack.count() - 1, self.stack.currentIndex() + step))
        self.stack.setCurrentIndex(i)
        last = i == self.stack.count() - 1
        self.back_button.setEnabled(i > 0)
        self.next_button.setText(self.tr("Start game") if last else self.tr("Next"))
        notes = []
        if self.stack.currentWidget() is self.pages.get("cho") and "han" in self.pages:
            notes.append(self.tr("Han chose: %1.").replace(
                "%1", arrangement_name(seat_string(self.pages["han"].arrangement, "han"))))
        if self._computer:
            notes.append(self.tr("The computer chooses its own arrangement."))
        self.note.setText(" ".join(notes))

    def _next(self) -> None:
        if self.stack.currentIndex() >= self.stack.count() - 1:
            self.accept()
        else:
            self._go(1)

    def arrangement(self, side: str) -> str:
        if side in self.pages:
            return self.pages[side].arrangement
        return self._computer[side]

    @property
    def cho_arrangement(self) -> str:
        return self.arrangement("cho")

    @property
    def han_arrangement(self) -> str:
        return self.arrangement("han")

    def start_fen(self) -> str:
        return start_fen(self.cho_arrangement, self.han_arrangement)


# --- Game over --------------------------------------------------------------------------------------------
