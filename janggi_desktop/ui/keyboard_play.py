"""Playing without a mouse (issue 49): the move box, the commands that move the focus, and what is said aloud.

- The **move box** (below the move list; ``/`` or Ctrl+M) reads a typed move with
  :func:`~janggi_desktop.records.move_entry.parse_move_entry` — Korean notation as the list shows it, SAN,
  coordinates, a destination alone when one piece can go there, ``pass`` / ``한수쉼`` — and plays it through the
  same path as a move on the board.  What cannot be played stays in the box, selected, with the reason under
  it; nothing moves.
- **Focus the board** (Ctrl+B) gives the board its keyboard cursor (see :class:`~.board.view.BoardView`).
- **Read the position** (Ctrl+Shift+P) opens the whole position as text, row by row, then each side's pieces
  and points, the clocks and the result: a plain text a screen reader reads line by line.
- Every move made (the person's, the computer's, an undo) is **announced** to screen readers and written under
  the move box: the move, a capture, check, bikjang, the end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.play import Change, GameDriver
from janggi_desktop.records.move_entry import MoveEntryError, parse_move_entry
from janggi_desktop.rules import Move

from . import i18n
from .board.view import BoardView
from .spoken import last_move_words, position_text, translated_piece_error
from .texts import translate

#: The move reader's messages (the templates of records/move_entry.py), declared for pyside6-lupdate; a
#: template missing here is shown in English (tests/ui/test_keyboard_play.py checks that all are here).
MOVE_ENTRY_FAULTS = (
    QT_TRANSLATE_NOOP("MoveEntry", "a move is text, not {type}"),
    QT_TRANSLATE_NOOP("MoveEntry", "type a move, e.g. 79졸78, Hc3, c7d7 or pass"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the game is over"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text} is not a point: a Korean square is a row (1-9, 0) then a column (1-9)"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: a move needs two different points"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: there is no piece on {square}"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the piece on {square} is not {side}'s"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {side} is in check and this move does not answer it"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the generals face each other (bikjang): this move does not break it"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: this move would leave {side}'s general in check"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the {piece} on {square} cannot go to {target}"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {side} may not pass while in check"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {side} may not pass in bikjang: break it (or accept the draw)"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {side} may not pass now"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: no {piece} of {side} can go to {target}"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text} is ambiguous: {count} moves fit ({choices}); say which piece moves"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the piece on {square} is a {piece}, not {written}"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {letter} is not a piece letter"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: the move is marked for the other side; {side} is to move"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: {extra} after the destination is not a piece"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text}: there is no {piece} to capture on {square}"),
    QT_TRANSLATE_NOOP("MoveEntry", "{text} is not a move: type e.g. 79졸78, P79-78, Hc3, c7d7, a destination such "
                                   "as 78, or pass"),
    QT_TRANSLATE_NOOP("MoveEntry", "Cho"),
    QT_TRANSLATE_NOOP("MoveEntry", "Han"),
)


def entry_error_text(error: MoveEntryError) -> str:
    """The move reader's message in the interface's language, the piece names in it too ("cannon or guard")."""
    return translated_piece_error(error, "MoveEntry")


#: Keys the window's review shortcuts use (←/→ a move, Home/End the ends, Ctrl+←/→ the report's mistakes) that an
#: empty move box has no use for.
REVIEW_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End})


class MoveEdit(QLineEdit):
    """The move box's line.  While it is empty it leaves the review keys to the window: after a game played by
    typing, the focus is still here, and a QLineEdit takes ←, →, Home, End and Ctrl+←/→ for its cursor even
    with nothing to move over, so the review's keys (and Next mistake) did nothing.  Empty, it leaves Undo and
    Redo (Ctrl+Z) to the window too: the line's own undo brought the move just played back into the box, and the
    move stayed on the board."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and not self.text() and isinstance(event, QKeyEvent):
            modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            review = event.key() in REVIEW_KEYS and modifiers in (Qt.KeyboardModifier.NoModifier,
                                                                  Qt.KeyboardModifier.ControlModifier)
            if review or event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo):
                event.ignore()  # not taken here: the window's shortcut gets the key
                return True
        return super().event(event)


class MoveBox(QGroupBox):
    """A line to type a move in, and under it the last thing said (the reason a move was refused, or the move
    just played).  :attr:`submitted` carries the text when Enter is pressed."""

    submitted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MoveBoxGroup")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.edit = MoveEdit()
        self.edit.setObjectName("MoveBox")
        self.edit.setClearButtonEnabled(True)
        self.edit.returnPressed.connect(lambda: self.submitted.emit(self.edit.text()))
        self.message = QLabel()
        self.message.setObjectName("MoveBoxMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.edit)
        layout.addWidget(self.message)
        self._said = ""
        self._one_line = False
        self.retranslate()

    def set_one_line(self, on: bool) -> None:
        """Say in one line, ending in "…" where it is longer (the whole in the tooltip), or wrapped (False).
        A compact side panel (a low window) gives the move list the second line (issue 48 item 6)."""
        if on == self._one_line:
            return
        self._one_line = on
        self.message.setWordWrap(not on)
        policy = self.message.sizePolicy()
        policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored if on else QSizePolicy.Policy.Preferred)
        self.message.setSizePolicy(policy)
        self._show_said()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if self._one_line:
            self._show_said()

    def said(self) -> str:
        """The whole of what the box says (shortened on screen in one-line mode)."""
        return self._said

    def _show_said(self) -> None:
        text = self._said
        if self._one_line:
            room = max(1, self.contentsRect().width() - 12)  # the layout's margins
            shown = self.message.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
        else:
            shown = text
        self.message.setText(shown)
        self.message.setToolTip(text if shown != text else "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Type a move (/)"))
        self.edit.setPlaceholderText(self.tr("79졸78, Hc3, c7d7, 78, pass…"))
        self.edit.setAccessibleName(self.tr("Type a move"))
        self.edit.setAccessibleDescription(self.tr(
            "Korean notation (79졸78, P79-78), algebraic (Hc3), coordinates (c7d7), a destination alone when one "
            "piece can go there (78), or pass; then Enter"))

    def say(self, text: str, *, refused: bool = False) -> None:
        """Show ``text`` under the box (red when a move was refused)."""
        self._said = text
        self._show_said()
        self.message.setStyleSheet("color: #b3261e;" if refused else "")
        self.message.setAccessibleName(text)


class KeyboardPlay(QObject):
    """The move box, the focus commands and the announcements of moves, for one game driver and one board.

    ``play`` is the window's way of playing a person's move (it returns whether the move was played), so a
    typed move goes where a move on the board goes."""

    #: A sentence said aloud (announced to screen readers and shown under the move box).
    spoken = Signal(str)

    def __init__(self, driver: GameDriver, board: BoardView, play: Callable[[Move], bool], *,
                 thinking: Callable[[], bool], clocks_text: Callable[[], str] = lambda: "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.driver = driver
        self.board = board
        self.play = play
        self.thinking = thinking
        self.clocks_text = clocks_text
        #: The move box (the window puts it under the move list).
        self.box = MoveBox()
        self.box.submitted.connect(self.submit)
        board.spoken.connect(self.spoken)
        driver.add_listener(self._on_change)
        self.position_dialog = None
        #: What the box last said about the game (the driver's change), None after a refusal: said again in
        #: the new language after a switch.
        self._told: Change | None = None

    # --- the commands ---------------------------------------------------------------------------------------
    def focus_move_box(self) -> None:
        self.box.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.box.edit.selectAll()

    def focus_board(self) -> None:
        self.board.start_cursor()

    def submit(self, text: str) -> bool:
        """Play the move ``text`` names, if the person may move now; else say why.  Returns whether it played."""
        d = self.driver
        # "/" is the key that focuses the box: pressed again while the box has focus, it is typed into it
        text = text.strip().lstrip("/")
        if not text.strip():
            return False
        if not d.is_human_turn() or self.thinking():
            self._refuse(translate("MoveEntry", "Wait: it is not your turn.") if d.outcome is None
                         else translate("MoveEntry", "The game is over."))
            return False
        try:
            move = parse_move_entry(d.shown_game, text, language=i18n.latin_letters())
        except MoveEntryError as e:
            self._refuse(entry_error_text(e))
            return False
        if not self.play(move):
            self._refuse(translate("MoveEntry", "The move was not played."))
            return False
        self.box.edit.clear()
        return True

    def _refuse(self, text: str) -> None:
        self._told = None
        self.box.say(text, refused=True)
        self.box.edit.selectAll()
        self.board.announce(text)

    def read_position(self):
        """The position as text in a window of its own, for reading line by line (Escape closes it)."""
        game = self.driver.shown_game
        text = position_text(game)
        clocks = self.clocks_text()
        if clocks:
            text += "\n" + clocks
        dialog = QDialog(self.board.window())
        dialog.setObjectName("PositionText")
        dialog.setWindowTitle(translate("KeyboardPlay", "The position"))
        layout = QVBoxLayout(dialog)
        view = QPlainTextEdit(text)
        view.setObjectName("PositionTextView")
        view.setReadOnly(True)
        view.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                     | Qt.TextInteractionFlag.TextSelectableByMouse)
        view.setAccessibleName(translate("KeyboardPlay", "The position, row by row"))
        layout.addWidget(view)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.resize(520, 460)
        dialog.open()
        view.setFocus()
        self.position_dialog = dialog
        return dialog

    # --- what the driver tells ----------------------------------------------------------------------------
    def _on_change(self, change: Change, _detail: object) -> None:
        text = self._words(change)
        if text is None:
            return
        self._told = change
        self.box.say(text)
        self.board.announce(text)

    def _words(self, change: Change) -> str | None:
        """What the box says after ``change`` of the game shown (None: nothing)."""
        game = self.driver.shown_game
        if change in (Change.MOVE, Change.REVIEW, Change.LINE):  # LINE: another variation (↑/↓, a click in the
            return last_move_words(game)  # tree); its move was not said before (seen under Xvfb)
        if change is Change.UNDO:
            return translate("KeyboardPlay", "Taken back. %1").replace("%1", last_move_words(game))
        if change is Change.NEW_GAME and game.ply > 0:  # a game put back with its moves (restored at start,
            return last_move_words(game)  # opened): "New game. Cho to move." was wrong there (seen under Xvfb)
        if change is Change.NEW_GAME:
            return translate("KeyboardPlay", "New game. %1 to move.").replace(
                "%1", translate("Spoken", "Cho") if game.turn == "cho" else translate("Spoken", "Han"))
        return None

    def retranslate(self) -> None:
        self.box.retranslate()
        if self._told is not None:  # the last move's words in the new language (they stayed in the old one:
            text = self._words(self._told)  # "Han cannon 32 to 72, takes Cho soldier" in French, seen under Xvfb)
            if text is not None:
                self.box.say(text)


__all__ = ["MOVE_ENTRY_FAULTS", "KeyboardPlay", "MoveBox", "entry_error_text"]
