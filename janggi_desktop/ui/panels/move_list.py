"""The side panel's move list: a flat three-column tree (number, Cho's move, Han's move), then the result.

It keeps the moves' texts it shows, their marks ("??" in red) and the move the review stands on; a click on a
move, or a context menu on it, names the move by its ply (1 = the first move of the list's game).
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem

from janggi_desktop.rules import Game

from .. import fonts
from .focus_frame import FocusFramed


class MoveList(FocusFramed, QTreeWidget):
    """A flat tree rather than a QTableWidget: it looks the same and is built in a tenth of the time.
    Selection is the panel's alone (the review's current move), so a click names a move without
    highlighting anything by itself.

    The list asks only for a few rows: it takes whatever height the panel has left (its stretch), and so
    the panel's preferred height, which its scroll area goes by, never counts a long list."""

    #: A move was clicked: its ply (1 = the position after the list's first move).
    move_clicked = Signal(int)
    #: A context menu was asked for on a move: its ply, the point on the screen.
    move_menu = Signal(object, QPoint)  # (the same types as the side panel's menu_requested, which it feeds)

    def __init__(self, headers: list[str]) -> None:
        super().__init__()
        self._numbers: list[str] = []
        self._result = ""
        self._rows: list[str] = []
        self._cells: list[str] = []  # "…" first when Han moved first, then one text per move
        self._offset = 0  # 1 when the first cell is the "…" placeholder
        self._current: int | None = None
        self._marks: dict[int, tuple[str, QColor]] = {}
        self.itemClicked.connect(self._on_item_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._on_menu)
        self.setObjectName("MoveList")
        base = self.font().pointSizeF()
        self.setFont(fonts.ui_font(base * 1.1 if base > 0 else 11))  # the bundled face: hanja and hangeul
        self.setColumnCount(3)
        self.setHeaderLabels(headers)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        # Tab reaches the list (issue 49: every part of the panel has a keyboard path) and a click does not
        # take the keys; ← → stay the window's review keys even while it has the focus (item views leave
        # arrow keys to the window's shortcuts).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setWordWrap(False)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)

    # --- visible focus (issue 49): an empty list, or one without a current cell, drew nothing with the keys --
    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def fill(self, numbers: list[str], cells: list[str], result: str) -> None:
        """Show one row per move number with its two cells, then the ``result`` row when there is one."""
        self.clear()
        items = []
        for row, number in enumerate(numbers):
            item = QTreeWidgetItem([number, *cells[2 * row:2 * row + 2]])
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        if result:
            items.append(QTreeWidgetItem([result]))
        self.addTopLevelItems(items)
        if result:  # closes the list as lichess's result line does: bold, centred under the moves
            last = items[-1]
            last.setFirstColumnSpanned(True)
            last.setTextAlignment(0, Qt.AlignmentFlag.AlignCenter)
            font = last.font(0)
            font.setBold(True)
            last.setFont(0, font)

    def cell_index(self, cell: int) -> QModelIndex | None:
        """The model index of cell number ``cell`` (two to a row, from 0), None past the last row."""
        item = self.topLevelItem(cell // 2)
        return self.indexFromItem(item, 1 + cell % 2) if item is not None else None

    def set_cell(self, cell: int, text: str, colour: QColor | None) -> None:
        """Write a cell's text, bold in ``colour`` (a mark such as "??") or plain (None)."""
        item = self.topLevelItem(cell // 2)
        if item is None:
            return
        column = 1 + cell % 2
        item.setText(column, text)
        item.setForeground(column, QBrush(colour) if colour is not None else QBrush())
        font = item.font(column)
        font.setBold(colour is not None)
        item.setFont(column, font)

    def select_cell(self, cell: int) -> None:
        """Select cell number ``cell`` and scroll to it (nothing happens past the last row)."""
        index = self.cell_index(cell)
        if index is not None:
            self.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
            self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

    # --- the moves it shows -----------------------------------------------------------------------------
    def set_moves(self, texts: list[str], game: Game, result: str = "") -> None:
        """Show the moves of ``game`` written as ``texts``, then ``result`` (the game's end, if any).  Rows pair
        Cho's and Han's moves; a game from a FEN where Han moves first starts with "…"."""
        first_han = game.total_ply - game.ply
        offset = first_han % 2
        rows: list[str] = []
        cells = (["…"] if offset else []) + texts
        number = (first_han // 2) + 1
        numbers: list[str] = []
        for i in range(0, len(cells), 2):
            pair = cells[i:i + 2]
            rows.append(f"{number}.  " + "   ".join(f"{c:<8}" for c in pair).rstrip())
            numbers.append(f"{number}.")
            number += 1
        if result:
            rows.append(result)  # the game's result closes the list
        if rows == self._rows and cells == self._cells:
            return
        self._rows, self._numbers, self._result = rows, numbers, result
        self._cells = cells
        self._offset = offset
        self._current = None
        self.fill(numbers, cells, result)
        for ply in self._marks:
            self._show_cell(ply)
        self.scrollToBottom()

    def move_rows(self) -> list[str]:
        """The rows as text ("1.  73卒63   43兵53"), the result last."""
        return list(self._rows)

    def _ply_at(self, row: int, column: int) -> int | None:
        """The ply of the move in ``column`` (1 or 2) of ``row``, None for the number or an empty cell."""
        if column < 1:
            return None
        ply = row * 2 + column - 1 - self._offset + 1
        return ply if 1 <= ply <= len(self._cells) - self._offset else None

    def _on_item_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        ply = self._ply_at(self.indexOfTopLevelItem(item), column)
        if ply is not None:
            self.move_clicked.emit(ply)

    def _on_menu(self, pos: QPoint) -> None:
        item = self.itemAt(pos)
        ply = None if item is None else self._ply_at(self.indexOfTopLevelItem(item), self.columnAt(pos.x()))
        if ply is not None:
            self.move_menu.emit(ply, self.viewport().mapToGlobal(pos))

    # --- the move the review stands on ---------------------------------------------------------------------
    def set_current(self, ply: int | None) -> None:
        """Mark the move after which the shown position stands (None: the game's end, nothing marked)."""
        if ply == self._current:
            return
        self._current = ply
        self.show_current()

    def show_current(self) -> None:
        """Select and scroll to the current move (not while the list is hidden: the study's tree view shows
        instead, and this is called again when the list comes back)."""
        if self.isHidden():
            return
        self.clearSelection()
        if self._current is None:  # the game's end
            self.scrollToBottom()
        elif self._current == 0:  # the start position: no move to mark
            self.scrollToTop()
        else:
            self.select_cell(self._offset + self._current - 1)

    def current_move(self) -> int | None:
        """The number of moves of the shown position when reviewing (None: at the game's end)."""
        return self._current

    def move_cell_rect(self, ply: int) -> QRect:
        """Where the ``ply``-th move is drawn in the viewport (for tests and tools)."""
        return self.visualRect(self.cell_index(self._offset + ply - 1))

    # --- marks -----------------------------------------------------------------------------------------------
    def set_marks(self, marks: dict[int, tuple[str, QColor]]) -> None:
        """Mark moves: ply -> (glyph such as "??", its colour); {} removes every mark."""
        if marks == self._marks:
            return
        old, self._marks = self._marks, dict(marks)
        for ply in set(old) | set(marks):
            self._show_cell(ply)

    def marks(self) -> dict[int, str]:
        return {ply: glyph for ply, (glyph, _) in self._marks.items()}

    def cell_text(self, ply: int) -> str:
        """The text shown for the ``ply``-th move (with its mark, if any)."""
        cell = self._offset + ply - 1
        item = self.topLevelItem(cell // 2)
        return item.text(1 + cell % 2) if item is not None else ""

    def _show_cell(self, ply: int) -> None:
        cell = self._offset + ply - 1
        if not 0 <= cell < len(self._cells):
            return
        glyph, colour = self._marks.get(ply, ("", None))
        self.set_cell(cell, self._cells[cell] + glyph, colour)
