"""File → Library…: the table of every game in the library, filtered as you type, sorted by any column.

It is given the window's one :class:`~janggi_desktop.library.keeper.GameKeeper` (its library connection, on
the GUI thread) and a way to get the position on the board (for "games reaching this position"); it asks for
a game to be opened in review by its ``open_record`` signal, which the main window wires to the records
controller.  Filtering waits for a short pause in the typing (:data:`TYPING_PAUSE_MS`), then reads only the
first page of the new list, on a thread of its own (see :mod:`.games_model`).  A delete can be undone (the
games are put back, with new ids, favourite and tags); the selection can be exported to PGN or .gib.

Favourites and tags: a click on a game's star (or Ctrl+D for the selection) marks it as a favourite, Tags…
(Ctrl+T) gives the selection tags or takes them away (the library's tags are offered as you type); the list
can show only the favourites, or only the games of one tag.  Record files dropped on the window are imported
(``import_requested``: the main window's import, with its progress and Cancel).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.library import GameFilter, LibraryError, fen_key, iter_records
from janggi_desktop.library.browse import (
    GameQuery,
    RemovedGame,
    all_tags,
    change_tags,
    remove_games,
    restore_games,
    set_favourites,
)
from janggi_desktop.library.keeper import GameKeeper
from janggi_desktop.records import save_games
from janggi_desktop.rules import RULE_SETS

from ..drops import record_paths
from .games_model import STAR, TABLE_COLUMNS, GamesModel
from .tags_dialog import TagsDialog

#: How long the filter waits after the last key before asking the library (milliseconds).
TYPING_PAUSE_MS = 150


#: Columns as wide as their content whatever the table's width (the result's words are measured:
#: fit_columns); the date and plies by a sample of their widest text.
FIXED_COLUMNS = {"favourite": STAR, "date": "2026.12.31", "plies": "999", "result": ""}
#: The other columns' shares of the room left, the players' the largest (the last one, the source, also takes
#: what rounding leaves).  Fixed widths summing to 1018 px cut the players' names and pushed Tags and Source
#: out of a 1040 px window (the tester).
COLUMN_SHARES = {"cho": 3.0, "han": 3.0, "termination": 1.2, "ruleset": 1.0, "event": 2.0, "tags": 1.0,
                 "source": 1.8}
#: No shared column narrower than this (px) nor than its header: below it the table scrolls sideways.
MIN_COLUMN = 56


def fit_widths(room: int, fixed: dict[str, int], minimum: dict[str, int], shares: dict[str, float]) -> dict[str, int]:
    """Widths of the columns: ``fixed`` ones as given, and ``room`` left shared by ``shares``, none under its
    ``minimum`` (those held at it, the rest shared again among the others)."""
    out = dict(fixed)
    left = dict(shares)
    space = room - sum(fixed.values())
    while left:
        total = sum(left.values())
        small = {n for n, share in left.items() if space * share / total < minimum[n]}
        if not small:
            break
        for n in small:
            out[n] = minimum[n]
            space -= minimum[n]
            del left[n]
    total = sum(left.values())
    for n, share in left.items():
        out[n] = int(space * share / total)
    return out


#: The window's size where the screen has room for it.
WINDOW_SIZE = QSize(1040, 560)
#: Room left around it on a smaller screen: its frame and title bar.
SCREEN_MARGIN = QSize(40, 60)


class LibraryWindow(QWidget):
    """The library's window (see the module docstring)."""

    #: A game to show in review: its GameRecord.
    open_record = Signal(object)
    #: Record files or folders dropped on the window, to import: their paths.
    import_requested = Signal(list)
    #: Games were deleted, or put back by Undo delete (the opening explorer asks again).
    games_changed = Signal()

    def __init__(self, keeper: GameKeeper, board_fen: Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("LibraryWindow")
        self.keeper = keeper
        self.board_fen = board_fen
        self.undo_stack: list[list[RemovedGame]] = []
        self.tags_dialog: TagsDialog | None = None
        self.setAcceptDrops(True)
        # Its size where the screen has room (at 800×600 a 1040 px window hid Delete, Undo delete, Export and the
        # date filters off the screen's edge: seen under Xvfb)
        room = (parent or self).screen().availableGeometry().size() - SCREEN_MARGIN
        self.resize(WINDOW_SIZE.boundedTo(room))
        layout = QVBoxLayout(self)

        filters = QHBoxLayout()
        self.text_box = QLineEdit()
        self.text_box.setClearButtonEnabled(True)
        self.result_box = QComboBox()
        for result in (None, "1-0", "0-1", "1/2-1/2", "*"):
            self.result_box.addItem("", result)
        self.ruleset_box = QComboBox()
        self.ruleset_box.addItem("", None)
        for name in RULE_SETS:
            self.ruleset_box.addItem(name, name)
        self.from_box = QLineEdit()
        self.to_box = QLineEdit()
        self.position_box = QCheckBox()
        filters.addWidget(self.text_box, 1)
        filters.addWidget(self.result_box)
        filters.addWidget(self.ruleset_box)
        filters.addWidget(self.from_box)
        filters.addWidget(self.to_box)
        layout.addLayout(filters)
        marks = QHBoxLayout()
        self.favourites_box = QCheckBox()
        self.tag_box = QComboBox()
        self.tag_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.tag_box.addItem("", None)
        marks.addWidget(self.position_box)
        marks.addStretch(1)
        marks.addWidget(self.favourites_box)
        marks.addWidget(self.tag_box)
        layout.addLayout(marks)

        self.model = GamesModel(keeper.path, self)
        self.model.failed.connect(self._show_problem)
        self.model.counted.connect(lambda n: self.count_label.setText(
            self.tr("1 game") if n == 1 else self.tr("%1 games").replace("%1", str(n))))  # '1 games' seen
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons (arrows move in the list), not cell by cell
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # the order the games came in, until a click
        self.table.setSortingEnabled(True)
        # the columns share the table's width (fit_columns) until the person drags one
        self._fitting = False
        self._columns_fitted = True
        header.sectionResized.connect(self._section_resized)
        self.table.viewport().installEventFilter(self)
        self.table.doubleClicked.connect(self._open_index)
        self.table.clicked.connect(self._clicked)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._show_menu)
        layout.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        self.count_label = QLabel()
        self.open_button = QPushButton()
        self.delete_button = QPushButton()
        self.undo_button = QPushButton()
        self.export_button = QPushButton()
        self.favourite_button = QPushButton()
        self.tags_button = QPushButton()
        self.count_label.setWordWrap(True)
        buttons.addWidget(self.count_label, 1)
        for b in (self.favourite_button, self.tags_button, self.open_button, self.delete_button, self.undo_button,
                  self.export_button):
            buttons.addWidget(b)
        layout.addLayout(buttons)
        self.favourite_button.clicked.connect(self.toggle_favourite)
        self.tags_button.clicked.connect(self.edit_tags)
        QShortcut(QKeySequence("Ctrl+D"), self, self.toggle_favourite)
        QShortcut(QKeySequence("Ctrl+T"), self, self.edit_tags)
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.undo_button.clicked.connect(self.undo_delete)
        self.export_button.clicked.connect(self.ask_export)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table, self.delete_selected)
        # Enter on the list opens the selected game, as a double click does (seen under Xvfb: it did nothing, so a
        # keyboard user had to Tab through four buttons to Open)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self.table, self.open_selected, context=Qt.ShortcutContext.WidgetShortcut)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo_delete)
        # a window of its own, not a dialog: Escape (as in the dialogs) and the platform's Close key close it
        # (seen under Xvfb: Escape did nothing, and a keyboard user had no way out but the window manager's)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)

        self.typing = QTimer(self)
        self.typing.setSingleShot(True)
        self.typing.setInterval(TYPING_PAUSE_MS)
        self.typing.timeout.connect(self.apply_filters)
        self.text_box.textEdited.connect(lambda _t: self.typing.start())
        self.from_box.textEdited.connect(lambda _t: self.typing.start())
        self.to_box.textEdited.connect(lambda _t: self.typing.start())
        self.result_box.currentIndexChanged.connect(lambda _i: self.apply_filters())
        self.ruleset_box.currentIndexChanged.connect(lambda _i: self.apply_filters())
        self.position_box.toggled.connect(lambda _on: self.apply_filters())
        self.favourites_box.toggled.connect(lambda _on: self.apply_filters())
        self.tag_box.currentIndexChanged.connect(lambda _i: self.apply_filters())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.retranslate()
        self.fill_tags()
        self.apply_filters()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt virtual
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """The columns share the table's width (see COLUMN_SHARES), unless the person has sized one."""
        if not self._columns_fitted:
            return
        header = self.table.horizontalHeader()
        hints = {name: header.sectionSizeHint(i) for i, name in enumerate(TABLE_COLUMNS)}  # French "Demi-coups"
        cells = self.table.fontMetrics()
        samples = {**FIXED_COLUMNS, "result": max(self.model.results.values(), key=cells.horizontalAdvance)}
        fixed = {name: max(hints[name], cells.horizontalAdvance(sample) + 16) for name, sample in samples.items()}
        minimum = {name: max(hints[name], MIN_COLUMN) for name in COLUMN_SHARES}
        widths = fit_widths(self.table.viewport().width(), fixed, minimum, COLUMN_SHARES)
        self._fitting = True
        try:
            for i, name in enumerate(TABLE_COLUMNS):
                self.table.setColumnWidth(i, widths[name])
        finally:
            self._fitting = False

    def _section_resized(self, index: int, _old: int, _new: int) -> None:
        """A column dragged to another width: the person's widths are kept from now on (the last column's
        stretch to the table's edge is not theirs)."""
        if not self._fitting and index != len(TABLE_COLUMNS) - 1 and self.isVisible():
            self._columns_fitted = False

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game library"))
        self.text_box.setPlaceholderText(self.tr("Filter: player, event, site or file"))
        self.text_box.setToolTip(self.text_box.placeholderText())  # the whole of it, where the box is narrow
        for i, text in enumerate((self.tr("All results"), self.tr("Cho won"), self.tr("Han won"), self.tr("Draw"),
                                  self.tr("Unfinished"))):
            self.result_box.setItemText(i, text)
        self.ruleset_box.setItemText(0, self.tr("All rule sets"))
        self.from_box.setPlaceholderText(self.tr("From (2024.01.31)"))
        self.to_box.setPlaceholderText(self.tr("To (2024.12)"))
        for box in (self.from_box, self.to_box):  # as wide as its hint in this language, no wider
            box.setMaximumWidth(box.fontMetrics().horizontalAdvance(box.placeholderText()) + 16)
        self.position_box.setText(self.tr("Only games reaching the position on the board"))
        self.open_button.setText(self.tr("&Open"))
        self.delete_button.setText(self.tr("&Delete"))
        self.undo_button.setText(self.tr("&Undo delete"))
        self.export_button.setText(self.tr("&Export…"))
        self.favourites_box.setText(self.tr("Only favourites"))
        self.tag_box.setItemText(0, self.tr("All tags"))
        self.favourite_button.setText(self.tr("&Favourite"))
        self.favourite_button.setToolTip(self.tr("Mark the selected games as favourites, or unmark them (Ctrl+D)"))
        self.tags_button.setText(self.tr("&Tags…"))
        self.tags_button.setToolTip(self.tr("Give the selected games tags or take them away (Ctrl+T)"))
        self.fit_columns()  # the headers' widths in this language

    # --- filters ------------------------------------------------------------------------------------------------
    def query(self) -> GameQuery:
        """The query the filters say (the sort column stays as the table's header says)."""
        position = fen_key(self.board_fen()) if self.position_box.isChecked() else None
        return self.model.query._replace(
            games_filter=GameFilter(result=self.result_box.currentData(), ruleset=self.ruleset_box.currentData(),
                                    position=position),
            text=self.text_box.text().strip(), date_from=self.from_box.text().strip() or None,
            date_to=self.to_box.text().strip() or None, favourites=self.favourites_box.isChecked(),
            tag=self.tag_box.currentData())

    def apply_filters(self) -> None:
        """Show the games the filters match (from the first page) and how many there are (both read on the
        model's thread)."""
        self.typing.stop()
        try:
            query = self.query()
        except ValueError as e:  # the board's position cannot be read (it always can: a FEN the rules made)
            self._show_problem(str(e))
            return
        self.count_label.setText(self.tr("Searching…"))
        self.model.set_query(query)
        self._enable()

    def set_filter_text(self, text: str) -> None:
        """Type ``text`` in the filter box (the search follows after the typing pause)."""
        self.text_box.setText(text)
        self.typing.start()

    def set_result(self, result: str | None) -> None:
        self.result_box.setCurrentIndex(self.result_box.findData(result))

    def set_ruleset(self, name: str | None) -> None:
        self.ruleset_box.setCurrentIndex(self.ruleset_box.findData(name))

    def set_tag_filter(self, tag: str | None) -> None:
        """Show only the games of ``tag`` (None: every tag); a tag the library does not have is refused."""
        index = self.tag_box.findData(tag)
        if index < 0:
            raise ValueError(f"no game has the tag {tag!r}")
        self.tag_box.setCurrentIndex(index)

    def show_games_reaching_position(self) -> None:
        """Only the games reaching the position on the board (the explorer's Games… button), the other filters
        cleared so that all of them show."""
        blockers = [w.blockSignals(True) for w in (self.result_box, self.ruleset_box, self.favourites_box,
                                                     self.tag_box, self.position_box)]
        self.text_box.clear()
        self.from_box.clear()
        self.to_box.clear()
        self.result_box.setCurrentIndex(0)
        self.ruleset_box.setCurrentIndex(0)
        self.favourites_box.setChecked(False)
        self.tag_box.setCurrentIndex(0)
        self.position_box.setChecked(True)
        for w, was in zip((self.result_box, self.ruleset_box, self.favourites_box, self.tag_box, self.position_box),
                          blockers, strict=True):
            w.blockSignals(was)
        self.apply_filters()

    def fill_tags(self) -> None:
        """The tag filter's list: every tag of the library with its number of games (the chosen one stays)."""
        try:
            tags = all_tags(self.keeper.library())
        except LibraryError as e:
            self._show_problem(str(e))
            return
        chosen = self.tag_box.currentData()
        was = self.tag_box.blockSignals(True)
        while self.tag_box.count() > 1:
            self.tag_box.removeItem(1)
        for tag, n in tags:
            self.tag_box.addItem(f"{tag} ({n})", tag)
        index = self.tag_box.findData(chosen)
        self.tag_box.setCurrentIndex(max(index, 0))
        self.tag_box.blockSignals(was)
        if chosen is not None and index < 0:  # the tag was taken from its last game: show every game again
            self.apply_filters()

    def refresh(self) -> None:
        """Games came in or went (a game kept, an import): read the list again if the window is open."""
        if self.isVisible():
            self.fill_tags()
            self.apply_filters()

    def position_changed(self) -> None:
        """The board shows another position: the list follows it while "only games reaching the position" is
        ticked and the window is open."""
        if self.position_box.isChecked() and self.isVisible():
            key = fen_key(self.board_fen())
            if key != self.model.query.games_filter.position:
                self.apply_filters()

    def shutdown(self) -> None:
        """The main window closes: end the model's thread."""
        self.model.shutdown()

    def _show_problem(self, message: str) -> None:
        self.count_label.setText(self.tr("The game library cannot be read: %1").replace("%1", message))

    def _enable(self) -> None:
        selected = bool(self.selected_ids())
        self.open_button.setEnabled(len(self.selected_ids()) == 1)
        self.delete_button.setEnabled(selected)
        self.export_button.setEnabled(selected)
        self.favourite_button.setEnabled(selected)
        self.tags_button.setEnabled(selected)
        self.undo_button.setEnabled(bool(self.undo_stack))

    # --- the games -------------------------------------------------------------------------------------------
    def selected_ids(self) -> list[int]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.game_id(r) for r in rows]

    def select_rows(self, rows: list[int]) -> None:
        self.table.clearSelection()
        flags = self.table.selectionModel().SelectionFlag
        for r in rows:
            self.table.selectionModel().select(self.model.index(r, 0), flags.Select | flags.Rows)

    def _open_index(self, index: QModelIndex) -> None:
        if TABLE_COLUMNS[index.column()] != "favourite":  # a double click on the star marks twice, opens nothing
            self.open_game(self.model.game_id(index.row()))

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid() and TABLE_COLUMNS[index.column()] == "favourite":
            game = self.model.game(index.row())
            self.set_favourite([game.id], not game.favourite)

    def _show_menu(self, pos: QPoint) -> None:
        if not self.selected_ids():
            return
        menu = QMenu(self)
        for text, slot, enabled in ((self.tr("&Open"), self.open_selected, self.open_button.isEnabled()),
                                    (self.tr("&Favourite"), self.toggle_favourite, True),
                                    (self.tr("&Tags…"), self.edit_tags, True),
                                    (self.tr("&Export…"), self.ask_export, True),
                                    (self.tr("&Delete"), self.delete_selected, True)):
            menu.addAction(text, slot).setEnabled(enabled)
        menu.popup(self.table.viewport().mapToGlobal(pos))

    # --- favourites and tags -------------------------------------------------------------------------------
    def set_favourite(self, game_ids: list[int], favourite: bool) -> None:
        """Mark (or unmark) games as favourites, in the library and in the list."""
        try:
            set_favourites(self.keeper.library(), game_ids, favourite)
        except LibraryError as e:
            self._show_problem(str(e))
            return
        self.model.show_favourite(game_ids, favourite)

    def toggle_favourite(self) -> None:
        """Ctrl+D, Favourite: the selection becomes favourites, or stops being when all of it already is."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        if rows:
            games = [self.model.game(r) for r in rows]
            self.set_favourite([g.id for g in games], not all(g.favourite for g in games))

    def edit_tags(self) -> None:
        """Tags…: the box of the selection's tags (written to the library when it is accepted)."""
        ids = self.selected_ids()
        if not ids:
            return
        try:
            known = [tag for tag, _n in all_tags(self.keeper.library())]
        except LibraryError as e:
            self._show_problem(str(e))
            return
        having: dict[str, int] = {}
        for game_id in ids:
            for tag in self.model.tags_of(game_id):
                having[tag] = having.get(tag, 0) + 1
        self.tags_dialog = dialog = TagsDialog(len(ids), having, known, self)
        dialog.finished.connect(lambda result: result == QDialog.DialogCode.Accepted
                                and self.change_tags(ids, *dialog.changes()))
        dialog.open()

    def change_tags(self, game_ids: list[int], add: list[str], remove: list[str]) -> None:
        """Give ``game_ids`` the tags of ``add`` and take away those of ``remove`` (library, list, filter)."""
        if not add and not remove:
            return
        try:
            change_tags(self.keeper.library(), game_ids, add=add, remove=remove)
        except (LibraryError, ValueError) as e:
            self._show_problem(str(e))
            return
        self.model.show_tags({i: sorted((set(self.model.tags_of(i)) | set(add)) - set(remove)) for i in game_ids})
        self.fill_tags()

    # --- dropped files ------------------------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt virtual
        if record_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt virtual
        paths = record_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.import_requested.emit(paths)
        else:
            super().dropEvent(event)

    def open_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.open_game(ids[0])

    def open_game(self, game_id: int) -> None:
        """Ask for the game to be shown in review."""
        from janggi_desktop.library import get_record

        try:
            record = get_record(self.keeper.library(), game_id)
        except (LibraryError, KeyError, ValueError) as e:
            self._show_problem(str(e))
            return
        self.open_record.emit(record)

    def delete_selected(self) -> None:
        """Delete the selected games (Undo delete puts them back)."""
        ids = self.selected_ids()
        if not ids:
            return
        try:
            removed = remove_games(self.keeper.library(), ids)
        except LibraryError as e:
            self._show_problem(str(e))
            return
        self.undo_stack.append(removed)
        self.apply_filters()
        self.games_changed.emit()

    def undo_delete(self) -> None:
        if not self.undo_stack:
            return
        try:
            restore_games(self.keeper.library(), self.undo_stack[-1])
        except LibraryError as e:
            self._show_problem(str(e))
            return
        self.undo_stack.pop()
        self.apply_filters()
        self.games_changed.emit()

    def ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the selected games"), "",
                                              self.tr("PGN (*.pgn);;Kifu .gib (*.gib)"))
        if path:
            self.export_selected(path)

    def export_selected(self, path: str) -> int:
        """Write the selected games to ``path`` (.pgn, or .gib; .pgn added when it names neither).  Returns how
        many were written."""
        target = Path(path)
        if target.suffix.lower() not in (".pgn", ".gib"):
            target = target.with_name(target.name + ".pgn")
        ids = self.selected_ids()
        try:
            records = list(iter_records(self.keeper.library(), ids))
            save_games(target, records)
        except (LibraryError, OSError, ValueError) as e:
            self.count_label.setText(self.tr("The games could not be exported: %1").replace("%1", str(e)))
            return 0
        self.count_label.setText(self.tr("%1 games exported to %2").replace("%1", str(len(records)))
                                 .replace("%2", target.name))
        return len(records)
