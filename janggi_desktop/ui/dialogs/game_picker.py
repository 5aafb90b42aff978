"""The list of the games of a record file of several, to pick the one to open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


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
                   self.tr("Plies")]
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

