"""How the end of a game is told: the result in the status line and the game-over dialog (New game… / Analyse
the game / Look at the board), both taken back when the game on the board is no longer the one that ended (undo, a
new game, play on from an earlier move).

The window wires it to the driver's changes (:meth:`.main_window.MainWindow._on_change` says when); it knows no
window, only the widget its dialog belongs to, the status line and what "New game…" and "Analyse the game" do.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

from janggi_desktop.rules import Outcome

from .ports import StatusLine
from .texts import reason_text, result_text


class GameOverNotice(QObject):
    """The game-over dialog and status message of the game on the board (see the module docstring)."""

    #: The end was told (the outcome): the library keeps the game, tests wait for it.
    shown = Signal(object)

    def __init__(self, owner: QWidget, status: StatusLine, new_game: Callable[[], None],
                 analyse: Callable[[], None] | None = None) -> None:
        super().__init__(owner)
        self._owner, self._status, self._new_game, self._analyse = owner, status, new_game, analyse
        #: The dialog now open, or None.
        self.dialog = None
        self._text = ""  # the status line's result (cleared with the game it belongs to)

    def show(self, outcome: Outcome) -> None:
        """Say the result in the status line and open the dialog (window-modal, it does not block)."""
        from .dialogs.game_over import GameOverDialog  # dialogs load when first opened (ui/dialogs)

        self._text = f"{result_text(outcome)} — {reason_text(outcome)}"
        self._status.showMessage(self._text)
        dialog = GameOverDialog(outcome, self._owner, can_analyse=self._analyse is not None)
        dialog.new_game_requested.connect(lambda: QTimer.singleShot(0, self._new_game))
        if self._analyse is not None:
            dialog.analyse_requested.connect(lambda: QTimer.singleShot(0, self._analyse))
        self.dialog = dialog
        dialog.open()
        self.shown.emit(outcome)

    def clear(self) -> None:
        """The game that ended is no longer on the board: close the dialog, and take its result off the status
        line if that is still what it says (a later message stays)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog = None
        if self._text and self._status.currentMessage() == self._text:
            self._status.clearMessage()
        self._text = ""


__all__ = ["GameOverNotice"]
