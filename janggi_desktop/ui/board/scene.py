"""The board's scene: the surface, the markers and the pieces on it, and which point is where."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import (
    QGraphicsScene,
)

from janggi_desktop.ui import (
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

from .geometry import BOARD_H, BOARD_W, CELL_H, CELL_W, MARGIN, file_rank
from .overlays import FileBandItem, FlashItem, MarkerItem
from .surface import BoardItem


class BoardScene(QGraphicsScene):
    """Holds the board, the markers, the destinations and the pieces; knows where each point is."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, BOARD_W, BOARD_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few items, many moves
        self.board = BoardItem()
        self.addItem(self.board)
        self.markers = {kind: MarkerItem(kind) for kind in ("last_from", "last_to", "selected", "check", "cursor",
                                                       "hint")}
        for item in self.markers.values():
            self.addItem(item)
        self.bikjang_band = FileBandItem()
        self.addItem(self.bikjang_band)
        self.flash = FlashItem()
        self.addItem(self.flash)

    def square_pos(self, sq: int) -> QPointF:
        file, rank = file_rank(sq)
        return self.board.point(file, rank)

    def square_at(self, pos: QPointF) -> int | None:
        fx = (pos.x() - MARGIN) / CELL_W
        fy = (pos.y() - MARGIN) / CELL_H
        col, row = round(fx), round(fy)
        if not (0 <= col <= 8 and 0 <= row <= 9):
            return None
        if abs(fx - col) > 0.5 or abs(fy - row) > 0.5:
            return None
        if self.board.flipped:
            file, rank = 8 - col, row + 1
        else:
            file, rank = col, 10 - row
        return (rank - 1) * 9 + file
