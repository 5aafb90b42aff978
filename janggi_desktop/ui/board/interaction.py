"""What a click or a drag on the board does: select a piece, show where it can go, complete a move, or say
why it cannot (the point flashes red).  A mixin of :class:`~.view.BoardView`, whose state it reads and keeps."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QVariantAnimation
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QApplication,
)

from janggi_desktop.rules import Move
from janggi_desktop.ui import (
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)

from .geometry import CELL_H, FLASH_MS
from .overlays import DestinationItem


class BoardInteraction:
    """The mouse on :class:`~.view.BoardView` (see the module docstring)."""

    def _refuse(self, sq: int, why: str) -> None:
        """Answer a click that cannot move: a red ring that fades on the point, and :attr:`refused`."""
        if why != "waiting":
            flash = self._scene.flash
            flash.setPos(self._scene.square_pos(sq))
            flash.setOpacity(1.0)
            flash.setVisible(True)
            if self._flash_animation is not None:
                self._flash_animation.stop()
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)
            anim.setDuration(FLASH_MS)
            anim.valueChanged.connect(lambda v: flash.setOpacity(float(v)))
            anim.finished.connect(lambda: flash.setVisible(False))
            self._flash_animation = anim
            anim.start()
        self.refused.emit(sq, why)

    # ---- selection ------------------------------------------------------------------------------------
    def _destinations_from(self, sq: int) -> list[int]:
        if self._dests_cache is None:
            cache: dict[int, list[int]] = {}
            if self._game is not None:
                for move in self._game.legal_moves():
                    if move.from_square != move.to_square:  # passes are made with the Pass button
                        cache.setdefault(move.from_square, []).append(move.to_square)
            self._dests_cache = cache
        return self._dests_cache.get(sq, [])

    def _is_own_piece(self, sq: int) -> bool:
        item = self._pieces.get(sq)
        return item is not None and self._game is not None and item.side == self._game.turn

    def select(self, sq: int) -> None:
        self._clear_selection()
        self._selected = sq
        marker = self._scene.markers["selected"]
        marker.setPos(self._scene.square_pos(sq))
        marker.setVisible(True)
        for to in self._destinations_from(sq):
            target = self._pieces.get(to)
            ring = target.size * 0.58 if target is not None else CELL_H * 0.2
            dot = DestinationItem(target is not None, ring)
            dot.setPos(self._scene.square_pos(to))
            self._scene.addItem(dot)
            self._dest_items[to] = dot

    def _clear_selection(self) -> None:
        self._selected = None
        self._scene.markers["selected"].setVisible(False)
        for item in self._dest_items.values():
            self._scene.removeItem(item)
        self._dest_items = {}

    def _cancel_press(self) -> None:
        if self._press is not None and self._dragging:
            sq = self._press[0]
            item = self._pieces.get(sq)
            if item is not None:
                item.setPos(self._scene.square_pos(sq))
                item.setZValue(10)
        self._press = None
        self._dragging = False

    def _complete(self, from_sq: int, to_sq: int) -> None:
        """Emit a legal move; the app pushes it and calls refresh().  If it does not, the piece goes home."""
        move = Move(from_sq, to_sq)
        self._clear_selection()
        before = len(self._game.moves) if self._game is not None else 0
        self.move_made.emit(move)
        if self._game is None or len(self._game.moves) == before:
            self._sync_pieces()

    # ---- mouse ----------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._cursor_on:  # the mouse took over: the arrow keys step through the game again
            self._cursor_on = False
            self._show_cursor()
        if event.button() == Qt.MouseButton.RightButton:
            if self._interactive:
                self._cancel_press()  # a right click lets go of a drag or a selection
                self._clear_selection()
            self._start_drawing(event.position().toPoint())  # and starts a drawing (.drawings), always
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.position().toPoint()
        sq = self.square_at(pos)
        if sq is None:
            if self._interactive:
                self._clear_selection()
            return
        if self._press_handled(sq):
            return
        if self._is_own_piece(sq):
            was_selected = sq == self._selected
            if not was_selected:
                self.select(sq)
                if not self._dest_items:
                    self._refuse(sq, "immobile")
            self._press = (sq, pos, was_selected)
            self._dragging = False
            return
        self._refuse_point(sq)

    def _press_handled(self, sq: int) -> bool:
        """What a click and the keyboard's Enter/Space on ``sq`` do first, alike: say the point was pressed,
        refuse while the board waits, play the move to a destination of the picked piece.  True when that
        was all (the caller then handles a press on one's own piece, or :meth:`_refuse_point`)."""
        self.square_clicked.emit(sq)
        if self._game is None:
            return True
        if not self._interactive:
            self._refuse(sq, "waiting")
            return True
        if self._selected is not None and sq in self._dest_items:
            self._complete(self._selected, sq)
            return True
        return False

    def _refuse_point(self, sq: int) -> None:
        """A press on a point that is neither one's own piece nor a destination: say why, let go."""
        if self._selected is not None:
            self._refuse(sq, "unreachable")
        elif sq in self._pieces:
            self._refuse(sq, "opponent")
        self._clear_selection()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A quick second click is still a click (to let go of a piece, or to pick a destination).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.drawing_in_progress and event.buttons() & Qt.MouseButton.RightButton:
            self._follow_drawing(event.position().toPoint(), event.modifiers())
            return
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            self._update_cursor(event.position().toPoint())
            super().mouseMoveEvent(event)
            return
        sq, start, _ = self._press
        pos = event.position().toPoint()
        if not self._dragging:
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
        item = self._pieces.get(sq)
        if item is not None:
            item.setZValue(100)
            item.setPos(self.mapToScene(pos))

    def _update_cursor(self, pos: QPoint) -> None:
        sq = self.square_at(pos)
        movable = (self._interactive and sq is not None
                   and (self._is_own_piece(sq) or (self._selected is not None and sq in self._dest_items)))
        shape = Qt.CursorShape.PointingHandCursor if movable else Qt.CursorShape.ArrowCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.drawing_in_progress:
            self._finish_drawing(event.position().toPoint(), event.modifiers())
            return
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        sq, _, was_selected = self._press
        dragging = self._dragging
        self._press = None
        self._dragging = False
        item = self._pieces.get(sq)
        if dragging:
            target = self.square_at(event.position().toPoint())
            if item is not None:
                item.setZValue(10)
            if target is not None and target in self._dest_items and self._selected == sq:
                if item is not None:
                    item.setPos(self._scene.square_pos(target))
                self._complete(sq, target)
            else:
                if item is not None:
                    item.setPos(self._scene.square_pos(sq))  # illegal drop: the piece goes back
                if target is not None and target != sq:
                    self._refuse(target, "unreachable")
        elif was_selected:
            self._clear_selection()  # a second click on the selected piece lets go of it

    # ---- sizing ---------------------------------------------------------------------------------------
