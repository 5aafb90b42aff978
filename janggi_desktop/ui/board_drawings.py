"""The person's drawings on the board kept in the move tree (issue 48): an arrow or a circled point drawn with
the right button (:mod:`.board.drawings`) goes into the comment of the position shown as lichess writes it
(``[%cal Gc1c3]``, ``[%csl Re5]``), so it belongs to that node: it shows whenever the node is on the board (a
record opened with drawings too), a left click or a move elsewhere does not lose it, Undo edit takes it back,
and the PGN keeps it.

Drawing is allowed everywhere, as on lichess: in review and analysis, and in a game being played (on its last
position; the drawings stay with that position when the next move is made, and are saved with the game).  Only
while the analysis plays a line out on the board (a preview, not a position of the tree) nothing is drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from janggi_desktop.play import GameDriver
from janggi_desktop.records.tree import arrows, circles, toggle_drawing
from janggi_desktop.rules import SQUARE_NAMES

from .board.view import BoardView
from .ports import StatusLine
from .texts import translate

_SQUARES = {name: sq for sq, name in enumerate(SQUARE_NAMES)}


class BoardDrawings(QObject):
    """Shows the drawings of the position shown and stores the ones drawn (see the module docstring).  The
    window calls :meth:`refresh` whenever it has shown another position or state."""

    def __init__(self, driver: GameDriver, board: BoardView, status: StatusLine,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.driver, self.board, self.status = driver, board, status
        board.drawn.connect(self.draw)

    def _on_tree(self) -> bool:
        """The board shows a position of the move tree (not a line the analysis plays out)."""
        return self.board.game() is self.driver.shown_game

    def refresh(self) -> None:
        """The drawings of the node shown (none on a previewed line)."""
        if not self._on_tree():
            self.board.set_drawings([], [])
            return
        comment = self.driver.shown_node.comment
        if "[%c" not in comment:  # the usual move: nothing to read
            self.board.set_drawings([], [])
            return
        self.board.set_drawings([(c, _SQUARES[a], _SQUARES[b]) for c, a, b in arrows(comment)],
                                [(c, _SQUARES[s]) for c, s in circles(comment)])

    def draw(self, colour: str, start: int, end: int) -> None:
        """An arrow (or a circle: ``start == end``) drawn on the board: drawn on the node shown, or taken
        away when it was there (an undoable edit of the tree)."""
        if not self._on_tree():
            self.status.showMessage(translate("BoardDrawings", "Drawings go on the game's positions, not on a "
                                                               "previewed line."), 5000)
            return
        node = self.driver.shown_node
        new = toggle_drawing(node.comment, colour, SQUARE_NAMES[start], SQUARE_NAMES[end])
        self.driver.set_comment(node, new)
        self.refresh()
