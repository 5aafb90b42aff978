"""The board without a mouse (issue 49): a keyboard cursor and what is said about it.

When the view takes the keyboard focus from the keyboard (Tab, or the window's command) it shows a cursor on one
point, first the last moved piece.  The arrow keys move it as the board is seen (turned or not), Enter or Space
does what a click there does (pick a piece, showing its destinations, then its destination), Escape lets go of
the piece, and a second Escape leaves the cursor (the arrows step through the game again, as they do after a
click on the board).  The point under the cursor and what stands on it is the view's accessible description,
and each change is announced to screen readers (:meth:`BoardKeyboard.announce`, the view's ``spoken``).
A mixin of :class:`~.view.BoardView`, whose state it reads and keeps.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent

from janggi_desktop.ui.spoken import announce, destinations_text, point_text
from janggi_desktop.ui.texts import translate


class BoardKeyboard:
    """The keyboard on :class:`~.view.BoardView` (see the module docstring)."""

    #: Arrow keys -> (columns, rows) on the screen: right and up as the board is seen.
    ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, 1), Qt.Key.Key_Down: (0, -1)}
    #: Keys the board keeps while it has focus (the window's ←/→ review shortcuts do not take them).
    BOARD_KEYS = (*ARROWS, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape)
    #: Whether an arrow turns the cursor on while it is off, whatever the position (a training board, where no
    #: command uses the arrows).  Else only before the first move: in the window the arrows step through the game
    #: and the variations, and one pressed where there is nothing more to step to must not change their meaning.
    arrows_start_cursor = False

    def cursor_square(self) -> int | None:
        """The keyboard cursor's point (None before the board first had focus)."""
        return self._cursor

    def set_cursor(self, sq: int) -> None:
        """Put the keyboard cursor on ``sq`` and say what is there."""
        self._cursor = sq
        self._show_cursor()
        self.cursor_moved.emit(sq)
        self.announce(self.cursor_text())

    def cursor_text(self) -> str:
        """What the cursor's point holds, and the picked piece's destinations when one is picked."""
        if self._game is None or self._cursor is None:
            return ""
        text = point_text(self._game, self._cursor)
        if self._selected is not None:
            if self._cursor == self._selected:
                text += ". " + destinations_text(self._destinations_from(self._selected))
            elif self._cursor in self._dest_items:
                text += ". " + translate("BoardView", "The picked piece can go here.")
        return text

    def _follow_last_move(self) -> None:
        """After the view re-read its game: a new move shown takes the cursor to the piece that moved."""
        if self._game is None or self._cursor is None:
            return
        last = self._game.last_move
        seen = (self._game.ply, last)
        if seen != self._cursor_seen and last is not None and not last.is_pass:
            self._cursor = last.to_square
        self._cursor_seen = seen
        self._show_cursor()

    def _start_square(self) -> int:
        """Where the cursor starts: the last moved piece, else the general of the side to move."""
        last = self._game.last_move if self._game is not None else None
        if last is not None and not last.is_pass:
            return last.to_square
        if self._game is not None:
            return self._game.position.generals[self._game.position.side]
        return 13

    def _show_cursor(self) -> None:
        marker = self._scene.markers["cursor"]
        if self._cursor is None:
            marker.setVisible(False)
            return
        marker.setPos(self._scene.square_pos(self._cursor))
        marker.setVisible(self._cursor_on and self.hasFocus())
        if self._game is not None:
            self.setAccessibleDescription(self.cursor_text())

    def announce(self, text: str) -> None:
        """Tell screen readers ``text`` now (a polite announcement), and :attr:`spoken` for the window."""
        if text:
            announce(self, text)
            self.spoken.emit(text)

    def cursor_shown(self) -> bool:
        """Whether the keys drive the cursor now (the board has focus, given by the keyboard)."""
        return self._cursor_on and self.hasFocus()

    def start_cursor(self) -> None:
        """Focus the board with its cursor on (the window's command; Tab does the same)."""
        if not self.hasFocus():
            self.setFocus(Qt.FocusReason.ShortcutFocusReason)  # focusInEvent turns the cursor on
            return
        self._cursor_on = True  # it had the focus already (from a click): no focus event comes
        if self._cursor is None:
            self._cursor = self._start_square()
        self._show_cursor()
        self.announce(self.cursor_text())

    def event(self, event: QEvent) -> bool:
        # With the cursor on, the board keeps its keys: accepting the override makes Qt deliver them to
        # keyPressEvent instead of firing the window's shortcuts (← and → step through the game otherwise).
        if event.type() == QEvent.Type.ShortcutOverride and self._cursor_on and event.key() in self.BOARD_KEYS \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                              Qt.FocusReason.ShortcutFocusReason):
            self._cursor_on = True
        if not self._cursor_on:
            return
        if self._cursor is None:
            self._cursor = self._start_square()
        self._show_cursor()
        self.announce(self.cursor_text())

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() != Qt.FocusReason.ActiveWindowFocusReason:  # another window (a dialog) keeps it on
            self._cursor_on = False
        self._show_cursor()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier or key not in self.BOARD_KEYS:
            super().keyPressEvent(event)
            return
        if not self._cursor_on:
            # The board has the focus without its cursor (at launch, after a dialog, a click or a second
            # Escape): no shortcut took the key, so Enter or Space (and an arrow, see arrows_start_cursor) shows
            # the cursor rather than doing nothing at all.
            arrow_waits = key in self.ARROWS and not (self.arrows_start_cursor or self._game is None
                                                      or self._game.ply == 0)
            if key == Qt.Key.Key_Escape or arrow_waits:
                super().keyPressEvent(event)
            else:
                self.start_cursor()
            return
        if self._cursor is None:
            self._cursor = self._start_square()
        if key in self.ARROWS:
            dx, dy = self.ARROWS[key]
            if self.is_flipped():
                dx, dy = -dx, -dy
            file, rank = self._cursor % 9 + dx, self._cursor // 9 + dy
            if 0 <= file < 9 and 0 <= rank < 10:
                self.set_cursor(rank * 9 + file)
            return
        if key == Qt.Key.Key_Escape:
            if self._selected is not None:
                self._clear_selection()
                self.announce(translate("BoardView", "Piece let go."))
            else:  # a second Escape: the keys step through the game again
                self._cursor_on = False
                self._show_cursor()
            return
        self.activate(self._cursor)

    def activate(self, sq: int) -> None:
        """What Enter or Space does on ``sq``: a click's rules, without a drag.  Picking a piece says where it
        can go; a second press on it lets it go; a destination plays the move."""
        if self._press_handled(sq):
            return
        if self._is_own_piece(sq):
            if sq == self._selected:
                self._clear_selection()
                self.announce(translate("BoardView", "Piece let go."))
                return
            self.select(sq)
            if not self._dest_items:
                self._refuse(sq, "immobile")
            self.announce(self.cursor_text())
            return
        self._refuse_point(sq)


__all__ = ["BoardKeyboard"]
