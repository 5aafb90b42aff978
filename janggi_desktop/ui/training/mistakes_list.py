"""Training → My mistakes: the list of the user's mistake exercises, due ones first.

Each row is one exercise: when it is due, the game it came from (players and date), the move (its number,
the move played and its mark).  A double click or Enter on a row asks for that game to be opened in review at
that move (``open_at``); "Practise due" asks for the due exercises to be practised (``practise``).  The window
knows nothing of the library or the board: the controller gives it rows and hears its signals.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..texts import MARK_COLOURS


class MistakeRow(NamedTuple):
    """One exercise as the list shows it: the exercise, when it is due, its game's players and date ("" when
    the game is not in the library) and the move's text in the window's notation."""

    exercise: object
    due: datetime
    cho: str
    han: str
    date: str
    move: str


class MistakesWindow(QWidget):
    """See the module docstring."""

    #: Open the exercise's game in review at its move: (game id, ply).
    open_at = Signal(int, int)
    #: Practise these exercises (a list, due ones first).
    practise = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("MistakesWindow")
        self.resize(760, 460)
        self.rows: list[MistakeRow] = []
        self.now = datetime.now(UTC)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setObjectName("MistakesSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.tree = QTreeWidget()
        self.tree.setObjectName("MistakesList")
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setColumnCount(4)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.itemActivated.connect(lambda item, _column: self.open_item(item))
        self.tree.itemSelectionChanged.connect(self._enable)
        layout.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("PractiseDue")
        self.practise_button.setDefault(True)
        self.practise_selected_button = QPushButton()
        self.open_button = QPushButton()
        self.close_button = QPushButton()
        buttons.addWidget(self.practise_button)
        buttons.addWidget(self.practise_selected_button)
        buttons.addStretch(1)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        self.practise_button.clicked.connect(self.practise_due)
        self.practise_selected_button.clicked.connect(self.practise_selected)
        self.open_button.clicked.connect(lambda: self.open_item(self.tree.currentItem()))
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        self.retranslate()

    # --- contents -----------------------------------------------------------------------------------------
    def set_rows(self, rows: list[MistakeRow], now: datetime | None = None) -> None:
        """Show ``rows`` (due soonest first, as the store gives them)."""
        self.rows = list(rows)
        self.now = now or datetime.now(UTC)
        self.tree.clear()
        for i in range(len(self.rows)):
            item = QTreeWidgetItem(["", "", "", ""])
            item.setData(0, Qt.ItemDataRole.UserRole, i)
            self.tree.addTopLevelItem(item)
        self._write_rows()
        if self.rows:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        self._enable()

    def due_rows(self) -> list[MistakeRow]:
        return [r for r in self.rows if r.due <= self.now]

    def later_today(self) -> int:
        """Exercises not due yet that come back before the local day ends (a wrong answer's ten minutes)."""
        local_now = self.now.astimezone()
        midnight = local_now.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
        return sum(1 for r in self.rows if self.now < r.due < midnight)

    def _write_rows(self) -> None:
        locale = QLocale()
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            row = self.rows[i]
            if row.due <= self.now:
                due = self.tr("now")
            else:  # the clock time alone only for today: tomorrow's 05:23 read as a time past (seen under Xvfb)
                local, today = row.due.astimezone(), self.now.astimezone().date()
                due = locale.toString(local.date(), QLocale.FormatType.ShortFormat)
                time = locale.toString(local.time(), QLocale.FormatType.ShortFormat)
                if local.date() == today:
                    due = time
                elif local.date() == today + timedelta(days=1):
                    due = self.tr("tomorrow %1").replace("%1", time)
            item.setText(0, due)
            if row.cho or row.han:
                item.setText(1, f"{row.cho or '?'} – {row.han or '?'}")
            else:
                item.setText(1, self.tr("(not in the library)"))
            item.setText(2, row.date.replace("-", "."))
            ex = row.exercise
            number = (ex.ply + 1) // 2
            item.setText(3, f"{number}{'.' if ex.side == 'cho' else '…'} {row.move}{ex.mark}")
            colour = MARK_COLOURS.get(ex.mark)
            if colour is not None:
                item.setForeground(3, colour)
            if row.due <= self.now:
                font = item.font(0)
                font.setBold(True)
                item.setFont(0, font)
            item.setToolTip(1, self.tr("Double-click or Enter: open this game at this move"))

    def _enable(self) -> None:
        due = len(self.due_rows())
        self.practise_button.setEnabled(due > 0)
        self.practise_button.setText(self.tr("&Practise due (%1)").replace("%1", str(due)))
        selected = self._selected_rows()
        self.practise_selected_button.setEnabled(bool(selected))
        current = self.tree.currentItem()
        self.open_button.setEnabled(current is not None and self._row(current).exercise.game_id is not None)
        total = len(self.rows)
        if total == 0:
            self.summary.setText(self.tr(
                "No exercises yet. Analyse your games (Analysis → Analyse game): each of your ? and ?? moves "
                "becomes a position to play again, brought back until you find a better move."))
        else:
            self.summary.setText(self.tr("%1 due now, %2 more later today, %3 in all. Find a better move than the "
                                         "one you played; a mistake you keep making comes back sooner.")
                                 .replace("%1", str(due)).replace("%2", str(self.later_today()))
                                 .replace("%3", str(total)))

    def _row(self, item: QTreeWidgetItem) -> MistakeRow:
        return self.rows[int(item.data(0, Qt.ItemDataRole.UserRole))]

    def _selected_rows(self) -> list[MistakeRow]:
        return [self._row(item) for item in self.tree.selectedItems()]

    # --- what the user does -------------------------------------------------------------------------------
    def open_item(self, item: QTreeWidgetItem | None) -> None:
        """Ask for the row's game in review at its move (nothing for an exercise whose game is unknown)."""
        if item is None:
            return
        ex = self._row(item).exercise
        if ex.game_id is not None:
            self.open_at.emit(ex.game_id, ex.ply)

    def practise_due(self) -> None:
        due = self.due_rows()
        if due:
            self.practise.emit([r.exercise for r in due])

    def practise_selected(self) -> None:
        rows = self._selected_rows()
        if rows:
            self.practise.emit([r.exercise for r in rows])

    # --- language -----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("My mistakes"))
        self.tree.setHeaderLabels([self.tr("Due"), self.tr("Game"), self.tr("Date"), self.tr("Your move")])
        self.practise_selected_button.setText(self.tr("Practise &selected"))
        self.open_button.setText(self.tr("&Open the game"))
        self.close_button.setText(self.tr("Close"))
        self._write_rows()
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


__all__ = ["MistakeRow", "MistakesWindow"]
