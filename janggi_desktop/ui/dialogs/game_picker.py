"""The list of the games of a record file of several, to pick the one to open."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)


def _tag(tags: dict[str, str], *names: str) -> str:
    for n in names:
        v = (tags.get(n) or "").strip()
        if v and v not in ("?", "????.??.??"):
            return v
    return ""


class GameTableModel(QAbstractTableModel):
    """The picker's rows, made when the view asks for them: a file of 10,000 games gave 60,000 table items
    made before the dialog showed (278 ms with the GUI thread blocked); the view asks only for the rows on
    screen (and a sample of rows to size its columns)."""

    def __init__(self, records: list, headers: list[str], texts: dict[str, str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.headers = headers
        #: "?", and the results as shown ("1-0" -> "Cho wins", ...; "*" -> "unfinished")
        self.texts = texts
        self._rows: dict[int, list[str]] = {}

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's own signature
        return 0 if parent.isValid() else len(self.records)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's own signature
        return 0 if parent.isValid() else len(self.headers)

    def row_texts(self, row: int) -> list[str]:
        """Cho, Han, event (round), date, result, plies of game ``row``, as shown."""
        texts = self._rows.get(row)
        if texts is None:
            rec = self.records[row]
            tags = getattr(rec, "tags", {}) or {}
            event = _tag(tags, "Event")
            rnd = _tag(tags, "Round")
            if rnd:
                event = f"{event} ({rnd})" if event else rnd
            unknown = self.texts["?"]
            texts = [_tag(tags, "White") or unknown, _tag(tags, "Black") or unknown, event, _tag(tags, "Date"),
                     self.texts.get(getattr(rec, "result", "*"), self.texts["*"]), str(len(rec.moves))]
            self._rows[row] = texts
        return texts

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.row_texts(index.row())[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= 4:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return str(section + 1)


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
        texts = {"?": self.tr("?"), "1-0": self.tr("Cho wins"), "0-1": self.tr("Han wins"),
                 "1/2-1/2": self.tr("Draw"), "*": self.tr("unfinished")}
        self.model = GameTableModel(self.records, headers, texts, self)
        self.table = QTableView()
        self.table.setObjectName("GameTable")
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons (↑ ↓ pick a game), not cell by cell
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header = self.table.horizontalHeader()
        # Columns sized once, here, by 200 rows, not by all 10,000 of a large file; sized "to contents" they were
        # measured again when the dialog opened (56-155 ms of the GUI thread for 10,000 games); the user may
        # widen them.
        header.setResizeContentsPrecision(200)
        self.table.resizeColumnsToContents()
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
        self.table.selectionModel().selectionChanged.connect(self._update)
        self._update()
        self.resize(720, 420)

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(self.selected_index is not None)

    @property
    def selected_index(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select(self, index: int) -> None:
        self.table.selectRow(index)

