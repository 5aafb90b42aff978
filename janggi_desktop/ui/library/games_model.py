"""The table model of the library window: the games of a :class:`~janggi_desktop.library.browse.GameQuery`,
read a page at a time as the view scrolls (``canFetchMore``/``fetchMore``), sorted and filtered in SQL.

The pages are read on a thread of its own with its own connection to the library (SQLite releases the GIL
while it works): on 100,000 games a text found in few games scans the whole table (about 100 ms), counting
the matches as much again, and a sort by a column without an index (event, plies) sorts them all (70-300 ms);
on the GUI thread each would freeze the window that long.  Each query carries a token: a page of a filter
already replaced is dropped, and a query already replaced when the thread reaches it is not run.

Besides the library's :data:`~janggi_desktop.library.browse.COLUMNS` the table shows a favourite star first
(click it to mark the game) and the game's tags before its source; both come with each page and are changed in
place when the window marks or tags games, so the list keeps its place.
"""

from __future__ import annotations

import os

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor

from janggi_desktop.library import GameSummary, Library, LibraryError
from janggi_desktop.library.browse import COLUMNS, GameQuery, count, page, tags_of_games

from ..worker_thread import linger

#: Rows read per query as the view scrolls.
PAGE_ROWS = 300
#: The table's columns: the favourite star, the library's columns, the tags before the source (the last column
#: stretches).
TABLE_COLUMNS = ("favourite", *COLUMNS[:-1], "tags", COLUMNS[-1])
#: The star of a favourite and the hollow star a click turns into one.
STAR, NO_STAR = "\u2605", "\u2606"
STAR_COLOR, NO_STAR_COLOR = QColor("#d4a017"), QColor("#a0a0a0")
_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class PageReader(QObject):
    """Reads pages and counts on the model's thread, on a connection of its own (opened at the first)."""

    #: (token, offset, rows, {game id: its tags})
    page_read = Signal(int, int, list, object)  # object: a dict of int keys is no QVariantMap
    #: (token, number of games the query matches)
    counted = Signal(int, int)
    #: (token, message)
    failed = Signal(int, str)

    def __init__(self, path: str | os.PathLike[str] | None) -> None:
        super().__init__()
        self.path = path
        self.library: Library | None = None
        #: The newest query's token (set from the GUI thread): older queries still queued are skipped.
        self.latest = 0

    @Slot(int, object, int, bool)
    def read(self, token: int, query: GameQuery, offset: int, with_count: bool) -> None:
        if token != self.latest:
            return
        try:
            if self.library is None:
                self.library = Library.open(self.path)
            rows = page(self.library, query, PAGE_ROWS, offset)
            self.page_read.emit(token, offset, rows, tags_of_games(self.library, [r.id for r in rows]))
            if with_count and token == self.latest:
                self.counted.emit(token, count(self.library, query))
        except LibraryError as e:
            self.failed.emit(token, str(e))

    @Slot()
    def close(self) -> None:
        if self.library is not None:
            self.library.close()
            self.library = None


class GamesModel(QAbstractTableModel):
    """Rows of :class:`GameSummary`, in the columns of :data:`TABLE_COLUMNS` (see the module docstring)."""

    #: The library could not be read: the message.
    failed = Signal(str)
    #: The number of games the current query matches (after its first page).
    counted = Signal(int)
    #: A page arrived (tests and the window wait for it).
    loaded = Signal()
    _read = Signal(int, object, int, bool)
    _close = Signal()

    def __init__(self, library_path: str | os.PathLike[str] | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.query = GameQuery()
        self.rows: list[GameSummary] = []
        #: The tags of the games read so far (a game without a tag is not in it).
        self.tags: dict[int, list[str]] = {}
        self.more = False
        #: A page was asked for and has not come yet.
        self.loading = False
        self.total: int | None = None
        self.token = 0
        self.reader = PageReader(library_path)
        self.thread = QThread()
        self.thread.setObjectName("library pages")
        self.reader.moveToThread(self.thread)
        self._read.connect(self.reader.read)
        self._close.connect(self.reader.close)
        self.reader.page_read.connect(self._page_read)
        self.reader.counted.connect(self._counted)
        self.reader.failed.connect(self._failed)
        self.thread.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)
        self.headers = {"favourite": STAR, "tags": self.tr("Tags"),
                        "date": self.tr("Date"), "cho": self.tr("Cho"), "han": self.tr("Han"),
                        "result": self.tr("Result"), "termination": self.tr("Termination"),
                        "plies": self.tr("Plies"), "ruleset": self.tr("Rule set"), "event": self.tr("Event"),
                        "source": self.tr("Source")}
        # the Termination tags our records write (rules.Termination's values); another file's own words stay
        self.terminations = {"checkmate": self.tr("Checkmate"), "resignation": self.tr("Resignation"),
                             "agreement": self.tr("Agreement"), "time forfeit": self.tr("Time forfeit"),
                             "bikjang": self.tr("Bikjang"), "double pass": self.tr("Double pass"),
                             "repetition": self.tr("Repetition"), "perpetual check": self.tr("Perpetual check"),
                             "shuttle": self.tr("Shuttling"), "ply limit": self.tr("Ply limit")}
        self.results = {"1-0": self.tr("Cho won"), "0-1": self.tr("Han won"), "1/2-1/2": self.tr("Draw"),
                        "*": self.tr("Unfinished")}

    def set_query(self, query: GameQuery) -> None:
        """Show the games of ``query`` from its first page (read on the thread; counted after it)."""
        self.beginResetModel()
        self.query = query
        self.rows = []
        self.tags = {}
        self.more = False
        self.total = None
        self.token += 1
        self.reader.latest = self.token
        self.endResetModel()
        self.loading = True
        self._read.emit(self.token, query, 0, True)

    def reload(self) -> None:
        """Read the same query again (games were added or deleted)."""
        self.set_query(self.query)

    def _page_read(self, token: int, offset: int, rows: list, tags: dict) -> None:
        if token != self.token or offset != len(self.rows):
            return
        self.loading = False
        self.tags.update(tags)
        self.more = len(rows) == PAGE_ROWS
        if rows:
            self.beginInsertRows(_ROOT, len(self.rows), len(self.rows) + len(rows) - 1)
            self.rows.extend(rows)
            self.endInsertRows()
        self.loaded.emit()

    def _counted(self, token: int, total: int) -> None:
        if token == self.token:
            self.total = total
            self.counted.emit(total)

    def _failed(self, token: int, message: str) -> None:
        if token == self.token:
            self.loading = False
            self.more = False
            self.failed.emit(message)
            self.loaded.emit()

    def shutdown(self) -> None:
        """End the thread (the window closes): its connection is closed there."""
        if not self.thread.isRunning():
            return
        self.token += 1
        self.reader.latest = self.token
        self._close.emit()
        self.thread.quit()
        if not self.thread.wait(3000):
            linger(self.thread)

    # --- QAbstractTableModel --------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt virtual
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt virtual
        return 0 if parent.isValid() else len(TABLE_COLUMNS)

    def canFetchMore(self, parent: _Index) -> bool:  # noqa: N802 - Qt virtual
        return not parent.isValid() and self.more and not self.loading

    def fetchMore(self, parent: _Index) -> None:  # noqa: N802 - Qt virtual
        if parent.isValid() or not self.more or self.loading:
            return
        self.loading = True
        self._read.emit(self.token, self.query, len(self.rows), False)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        game = self.rows[index.row()]
        column = TABLE_COLUMNS[index.column()]
        if column == "favourite":
            return self._star(game.favourite, role)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if column == "tags":
            return ", ".join(self.tags.get(game.id, ()))
        if column == "result":
            return self.results.get(game.result, game.result) if role == Qt.ItemDataRole.DisplayRole else game.result
        if column == "termination" and role == Qt.ItemDataRole.DisplayRole:
            return self.terminations.get(game.termination.lower(), game.termination)
        value = getattr(game, column)
        if column == "source" and value and role == Qt.ItemDataRole.DisplayRole:
            return os.path.basename(value) or value  # the file's name; its whole path in the tooltip
        return "" if value is None else str(value)

    def _star(self, favourite: bool, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return STAR if favourite else NO_STAR
        if role == Qt.ItemDataRole.ForegroundRole:
            return STAR_COLOR if favourite else NO_STAR_COLOR
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("A favourite (click to change)") if favourite else self.tr("Click to mark as a favourite")
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.tr("Favourite") if favourite else ""
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt virtual
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[TABLE_COLUMNS[section]]
        if role == Qt.ItemDataRole.ToolTipRole and TABLE_COLUMNS[section] == "favourite":
            return self.tr("Favourites")
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in SQL (a column below 0: the order the games entered the library)."""
        name = TABLE_COLUMNS[column] if 0 <= column < len(TABLE_COLUMNS) else "id"
        self.set_query(self.query._replace(sort=name, descending=order == Qt.SortOrder.DescendingOrder))

    # --- changed in place (the window wrote them to the library) -----------------------------------------
    def row_of(self, game_id: int) -> int | None:
        """The row of a game read so far (None when it is not)."""
        return next((r for r, g in enumerate(self.rows) if g.id == game_id), None)

    def show_favourite(self, game_ids: list[int], favourite: bool) -> None:
        """These games were marked (or unmarked) as favourites: show it without reading the list again."""
        wanted = set(game_ids)
        column = TABLE_COLUMNS.index("favourite")
        for r, game in enumerate(self.rows):
            if game.id in wanted:
                self.rows[r] = game._replace(favourite=favourite)
                self.dataChanged.emit(self.index(r, column), self.index(r, column))

    def show_tags(self, tags: dict[int, list[str]]) -> None:
        """These games' tags changed: show their new tags (an empty list: none)."""
        column = TABLE_COLUMNS.index("tags")
        for game_id, game_tags in tags.items():
            if game_tags:
                self.tags[game_id] = sorted(game_tags)
            else:
                self.tags.pop(game_id, None)
            r = self.row_of(game_id)
            if r is not None:
                self.dataChanged.emit(self.index(r, column), self.index(r, column))

    def game_id(self, row: int) -> int:
        return self.rows[row].id

    def game(self, row: int) -> GameSummary:
        return self.rows[row]

    def tags_of(self, game_id: int) -> list[str]:
        """The tags of a game read so far."""
        return list(self.tags.get(game_id, ()))


__all__ = ["PAGE_ROWS", "TABLE_COLUMNS", "GamesModel", "PageReader"]
