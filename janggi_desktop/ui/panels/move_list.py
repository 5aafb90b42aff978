"""The side panel's move list: a flat three-column tree (number, Cho's move, Han's move).

The panel keeps what the list shows; this widget only draws it.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem

from .. import fonts
from .focus_frame import FocusFramed


class MoveList(FocusFramed, QTreeWidget):
    """A flat tree rather than a QTableWidget: it looks the same and is built in a tenth of the time.
    Selection is the panel's alone (the review's current move), so a click names a move without
    highlighting anything by itself.

    The list asks only for a few rows: it takes whatever height the panel has left (its stretch), and so
    the panel's preferred height, which its scroll area goes by, never counts a long list."""

    def __init__(self, headers: list[str]) -> None:
        super().__init__()
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
        if result:
            items[-1].setFirstColumnSpanned(True)

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
