"""The view's sync with the game: the pieces moved, added or dropped after a move (sliding when it animates),
and the markers of the last move, the selection and the check.  A mixin of :class:`~.view.BoardView`, whose
state it reads and keeps."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation

from janggi_desktop.ui import (
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)
from janggi_desktop.ui.board.pieces import PieceItem

from .geometry import PIECE_UNIT


class BoardSync:
    """Keeps the pieces and markers of :class:`~.view.BoardView` in step with its game (see the module
    docstring)."""

    def _position(self) -> dict[int, tuple[str, str]]:
        if self._game is None:
            return {}
        out = {}
        for sq in range(90):
            piece = self._game.piece_at(sq)
            if piece is not None:
                out[sq] = piece
        return out

    def _sync_pieces(self, animate: bool = False) -> None:
        """Bring the piece items in line with the game; slide the moved piece when ``animate``."""
        self._finish_animation()
        wanted = self._position()
        old = self._pieces
        new: dict[int, PieceItem] = {}
        leftovers: list[PieceItem] = []
        for sq, item in old.items():
            if wanted.get(sq) == (item.side, item.kind):
                new[sq] = item
            else:
                leftovers.append(item)
        missing = [sq for sq in wanted if sq not in new]
        for sq in missing:
            side, kind = wanted[sq]
            item = next((it for it in leftovers if it.side == side and it.kind == kind), None)
            if item is not None:
                leftovers.remove(item)
            else:
                item = next((it for it in self._spare if it.side == side and it.kind == kind), None)
                if item is not None:
                    self._spare.remove(item)
                    item.setVisible(True)
                else:
                    item = PieceItem(side, kind, PIECE_UNIT, piece_set=self._piece_set)
                    self._scene.addItem(item)
                item.set_label(self._label_set, self._latin)
            new[sq] = item
        self._spare.extend(leftovers)
        on_board = {id(item) for item in old.values()}
        slides = []
        for sq, item in new.items():
            item.setZValue(10)
            end = self._scene.square_pos(sq)
            if id(item) in on_board and item.pos() != end:
                slides.append((item, item.pos(), end))  # moved: slides from where it is drawn now
            else:
                item.setPos(end)
        self._pieces = new
        if animate and self.animation_ms > 0 and 0 < len(slides) <= 2 and self.isVisible():
            self._start_animation(slides, leftovers)
        else:
            for item, _, end in slides:
                item.setPos(end)
            for item in leftovers:
                item.setVisible(False)

    def _start_animation(self, slides: list[tuple[PieceItem, QPointF, QPointF]],
                         vanishing: list[PieceItem]) -> None:
        """Slide moved pieces to their points; captured pieces disappear when the slide ends."""
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self.animation_ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        for item, _, _ in slides:
            item.setZValue(50)

        def step(t: float) -> None:
            for item, start, end in slides:
                item.setPos(start + (end - start) * float(t))

        def done() -> None:
            for item, _, end in slides:
                item.setPos(end)
                item.setZValue(10)
            for item in vanishing:
                if item not in self._pieces.values():
                    item.setVisible(False)
            self._animation = None
            self._animation_done = None

        anim.valueChanged.connect(step)
        self._animation = anim
        self._animation_done = done
        anim.finished.connect(self._finish_animation)
        anim.start()

    def _finish_animation(self) -> None:
        """Jump a running slide to its end (a new position arrived, or the slide finished)."""
        anim, done = self._animation, self._animation_done
        if anim is None:
            return
        self._animation = None
        self._animation_done = None
        anim.stop()
        anim.deleteLater()
        if done is not None:
            done()

    def _update_markers(self) -> None:
        markers = self._scene.markers
        last = self._game.last_move if self._game is not None else None
        if last is not None and last.from_square != last.to_square:
            markers["last_from"].setPos(self._scene.square_pos(last.from_square))
            markers["last_to"].setPos(self._scene.square_pos(last.to_square))
            markers["last_from"].setVisible(True)
            markers["last_to"].setVisible(True)
        else:
            markers["last_from"].setVisible(False)
            markers["last_to"].setVisible(False)
        check_sq = None
        if self._game is not None and self._game.in_check():
            turn = self._game.turn
            generals = [sq for sq, item in self._pieces.items() if item.side == turn and item.kind == "K"]
            check_sq = generals[0] if generals else None
        if check_sq is not None:
            markers["check"].setPos(self._scene.square_pos(check_sq))
            markers["check"].setVisible(True)
        else:
            markers["check"].setVisible(False)
        band = self._scene.bikjang_band
        generals = [sq for sq, item in self._pieces.items() if item.kind == "K"]
        facing = (self._game is not None and self._game.ruleset.bikjang != "none" and self._game.is_bikjang()
                  and len(generals) == 2)
        if facing:
            band.set_span(self._scene.square_pos(generals[0]), self._scene.square_pos(generals[1]))
        band.setVisible(facing)
