"""Dialogs around the board: New game, Setup (horse/elephant arrangements), Game over, About.

Following the small-PySide-app pattern: each dialog takes its values in through the constructor and
exposes the user's choice as properties, so the main window and the tests read results the same way.  The
window opens them with ``open()`` (window-modal, non-blocking) and reacts to ``accepted``.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.rules import ARRANGEMENTS, DEFAULT_ARRANGEMENT, RULE_SETS, Outcome, start_fen
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE

from .notation import piece_label
from .texts import (
    CHO_COLOR,
    HAN_COLOR,
    arrangement_name,
    points_text,
    reason_text,
    result_text,
    ruleset_description,
    seat_string,
    side_name,
)


# --- New game ---------------------------------------------------------------------------------------------
class NewGameDialog(QDialog):
    """Hotseat or against the computer (side, level 1–10), and the rule set with its description."""

    def __init__(self, parent: QWidget | None = None, *, mode: str = "hotseat", human_side: str = "cho",
                 level: int = 3, ruleset: str = "standard") -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)

        opponent = QGroupBox(self.tr("Opponent"))
        grid = QGridLayout(opponent)
        self.hotseat_radio = QRadioButton(self.tr("Two players on this computer (hotseat)"))
        self.computer_radio = QRadioButton(self.tr("Play against the computer"))
        grid.addWidget(self.hotseat_radio, 0, 0, 1, 3)
        grid.addWidget(self.computer_radio, 1, 0, 1, 3)
        self.side_combo = QComboBox()
        self.side_combo.addItem(self.tr("Cho (초) — moves first"), "cho")
        self.side_combo.addItem(self.tr("Han (한) — receives 1.5 points"), "han")
        self.level_spin = QSpinBox()
        self.level_spin.setRange(1, 10)
        grid.addWidget(QLabel(self.tr("Your side:")), 2, 0)
        grid.addWidget(self.side_combo, 2, 1, 1, 2)
        grid.addWidget(QLabel(self.tr("Level (1–10):")), 3, 0)
        grid.addWidget(self.level_spin, 3, 1)
        layout.addWidget(opponent)

        rules = QGroupBox(self.tr("Rule set"))
        rl = QVBoxLayout(rules)
        self.ruleset_combo = QComboBox()
        for name in RULE_SETS:
            self.ruleset_combo.addItem(name, name)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.description.setMinimumWidth(380)
        rl.addWidget(self.ruleset_combo)
        rl.addWidget(self.description)
        layout.addWidget(rules)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.ruleset_combo.currentIndexChanged.connect(self._update)
        self.computer_radio.toggled.connect(self._update)
        (self.computer_radio if mode == "computer" else self.hotseat_radio).setChecked(True)
        self.side_combo.setCurrentIndex(max(0, self.side_combo.findData(human_side)))
        self.level_spin.setValue(max(1, min(10, level)))
        self.ruleset_combo.setCurrentIndex(max(0, self.ruleset_combo.findData(ruleset)))
        self._update()

    def _update(self) -> None:
        vs = self.computer_radio.isChecked()
        self.side_combo.setEnabled(vs)
        self.level_spin.setEnabled(vs)
        self.description.setText(ruleset_description(self.ruleset_name))

    @property
    def mode(self) -> str:
        return "computer" if self.computer_radio.isChecked() else "hotseat"

    @property
    def human_side(self) -> str:
        return self.side_combo.currentData()

    @property
    def level(self) -> int:
        return self.level_spin.value()

    @property
    def ruleset_name(self) -> str:
        return self.ruleset_combo.currentData()


# --- Setup: arrangements ----------------------------------------------------------------------------------
def _octagon(center: QPointF, r: float) -> QPolygonF:
    k = r * 0.42
    x, y = center.x(), center.y()
    return QPolygonF([QPointF(x - k, y - r), QPointF(x + k, y - r), QPointF(x + r, y - k), QPointF(x + r, y + k),
                      QPointF(x + k, y + r), QPointF(x - k, y + r), QPointF(x - r, y + k), QPointF(x - r, y - k)])


def label_font(pixel_size: float, side: str = "cho", label_set: str = "hanja") -> QFont:
    """The board's bundled label face for a side and label set (system fonts as fallbacks)."""
    from . import fonts

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
            p.drawPolygon(_octagon(c, r))
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
                 label_set: str = "hanja", language: str = "en", rng: random.Random | None = None) -> None:
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
class GameOverDialog(QDialog):
    """The result and its reason (with both points totals when points decided); New game one click away."""

    new_game_requested = Signal()

    def __init__(self, outcome: Outcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOverDialog")
        self.setWindowTitle(self.tr("Game over"))
        self.setMinimumWidth(360)
        self.outcome = outcome
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 12)
        self.result_label = QLabel(result_text(outcome))
        f = self.result_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.result_label.setFont(f)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason_label = QLabel(reason_text(outcome))
        self.reason_label.setWordWrap(True)
        self.reason_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.result_label)
        layout.addWidget(self.reason_label)
        self.points_label = QLabel()
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if outcome.points is not None:
            self.points_label.setText(self.tr("Points: %1").replace("%1", points_text(*outcome.points)))
            layout.addWidget(self.points_label)
        buttons = QDialogButtonBox()
        self.new_game_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.close_button = buttons.addButton(self.tr("Look at the board"), QDialogButtonBox.ButtonRole.RejectRole)
        self.new_game_button.clicked.connect(self._new_game)
        self.close_button.clicked.connect(self.reject)
        self.new_game_button.setDefault(True)
        layout.addWidget(buttons)

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()


# --- Open: pick one game of a file ------------------------------------------------------------------------
def _tag(tags: dict[str, str], *names: str) -> str:
    for n in names:
        v = (tags.get(n) or "").strip()
        if v and v not in ("?", "????.??.??"):
            return v
    return ""


class GamePickerDialog(QDialog):
    """A file holds several games: a table (players, event, date, result, moves) to choose the one to open.

    ``records`` are ``GameRecord`` objects (anything with ``tags``, ``result`` and ``moves``); the choice is
    :attr:`selected_index` once the dialog is accepted (a double click accepts).
    """

    def __init__(self, records: list, file_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GamePickerDialog")
        self.setWindowTitle(self.tr("Choose a game"))
        self.records = list(records)
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("%1 holds %2 games. Choose the one to open:").replace("%1", file_name)
                         .replace("%2", str(len(self.records))))
        heading.setWordWrap(True)
        layout.addWidget(heading)
        headers = [self.tr("Cho (초)"), self.tr("Han (한)"), self.tr("Event"), self.tr("Date"), self.tr("Result"),
                   self.tr("Moves")]
        self.table = QTableWidget(len(self.records), len(headers))
        self.table.setObjectName("GameTable")
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        unknown = self.tr("?")
        for row, rec in enumerate(self.records):
            tags = getattr(rec, "tags", {}) or {}
            event = _tag(tags, "Event")
            rnd = _tag(tags, "Round")
            if rnd:
                event = f"{event} ({rnd})" if event else rnd
            values = [_tag(tags, "White") or unknown, _tag(tags, "Black") or unknown, event,
                      _tag(tags, "Date"), self._result(getattr(rec, "result", "*")), str(len(rec.moves))]
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if col >= 4:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _index: self.accept())
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self.records:
            self.table.selectRow(0)
        self.table.itemSelectionChanged.connect(self._update)
        self._update()
        self.resize(720, 420)

    def _result(self, result: str) -> str:
        return {"1-0": self.tr("Cho wins"), "0-1": self.tr("Han wins"), "1/2-1/2": self.tr("Draw")}.get(
            result, self.tr("unfinished"))

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(self.selected_index is not None)

    @property
    def selected_index(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select(self, index: int) -> None:
        self.table.selectRow(index)


__all__ = [
    "ArrangementPage",
    "ArrangementPicture",
    "GameOverDialog",
    "GamePickerDialog",
    "NewGameDialog",
    "SetupDialog",
    "arrangement_name",
    "points_text",
    "reason_text",
    "result_text",
    "ruleset_description",
    "seat_string",
    "side_name",
]
