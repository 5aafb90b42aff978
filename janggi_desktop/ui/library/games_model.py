"""The table model of the library window: the games of a :class:`~janggi_desktop.library.browse.GameQuery`,
read a page at a time as the view scrolls (``canFetchMore``/``fetchMore``), sorted and filtered in SQL.

With 100,000 games the view asks for the first page only (a few hundred rows, one ``LIMIT/OFFSET`` query);
a sort or a filter resets the model and reads the first page of the new order.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from janggi_desktop.library import GameSummary, Library, LibraryError
from janggi_desktop.library.browse import COLUMNS, GameQuery, page

#: Rows read per query as the view scrolls.
PAGE_ROWS = 300
_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class GamesModel(QAbstractTableModel):
    """Rows of :class:`GameSummary`, in the columns of :data:`COLUMNS`."""

    #: The library could not be read: the message.
    failed = Signal(str)

    def __init__(self, library: Callable[[], Library], parent=None) -> None:
        super().__init__(parent)
        self.library = library
        self.query = GameQuery()
        self.rows: list[GameSummary] = []
        self.more = True
        self.headers = {"date": self.tr("Date"), "cho": self.tr("Cho"), "han": self.tr("Han"),
                        "result": self.tr("Result"), "termination": self.tr("Termination"),
                        "plies": self.tr("Plies"), "ruleset": self.tr("Rule set"), "event": self.tr("Event"),
                        "source": self.tr("Source")}
        self.results = {"1-0": self.tr("Cho won"), "0-1": self.tr("Han won"), "1/2-1/2": self.tr("Draw"),
                        "*": self.tr("Unfinished")}

    def set_query(self, query: GameQuery) -> None:
        """Show the games of ``query`` from its first page."""
        self.beginResetModel()
        self.query = query
        self.rows = []
        self.more = True
        self.endResetModel()
        if not self.rows:
            self.fetchMore(QModelIndex())

    def reload(self) -> None:
        """Read the same query again (games were added or deleted)."""
        self.set_query(self.query)

    # --- QAbstractTableModel --------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt virtual
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt virtual
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: _Index) -> bool:  # noqa: N802 - Qt virtual
        return not parent.isValid() and self.more

    def fetchMore(self, parent: _Index) -> None:  # noqa: N802 - Qt virtual
        if parent.isValid() or not self.more:
            return
        try:
            rows = page(self.library(), self.query, PAGE_ROWS, len(self.rows))
        except LibraryError as e:
            self.more = False
            self.failed.emit(str(e))
            return
        self.more = len(rows) == PAGE_ROWS
        if rows:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(rows) - 1)
            self.rows.extend(rows)
            self.endInsertRows()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        game = self.rows[index.row()]
        column = COLUMNS[index.column()]
        if column == "result":
            return self.results.get(game.result, game.result) if role == Qt.ItemDataRole.DisplayRole else game.result
        value = getattr(game, column)
        return "" if value is None else str(value)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt virtual
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[COLUMNS[section]]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in SQL (a column below 0: the order the games entered the library)."""
        name = COLUMNS[column] if 0 <= column < len(COLUMNS) else "id"
        self.set_query(self.query._replace(sort=name, descending=order == Qt.SortOrder.DescendingOrder))

    def game_id(self, row: int) -> int:
        return self.rows[row].id
