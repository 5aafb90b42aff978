"""What the window answers besides the board itself: the sounds of the game, and a word in the status bar
(with a soft knock) for a click on the board that cannot move.

Kept out of the main window so that it stays a thin shell: the window makes one :class:`Feedback`, which
listens to the game driver and the board by itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from janggi_desktop.play import Change

from .sound import SoundPlayer
from .texts import refusal_text

if TYPE_CHECKING:
    from .main_window import MainWindow

#: How long after the first frame Qt Multimedia is loaded (the window is idle by then).
SOUND_LOAD_DELAY_MS = 1500
MESSAGE_MS = 4000


class Feedback(QObject):
    """The window's sounds and click answers (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self.sounds = SoundPlayer(self, enabled=window.settings.sound, volume=window.settings.volume)
        window.driver.add_listener(self._on_change)
        window.board.refused.connect(self.refused)
        window.board.first_frame.connect(lambda: QTimer.singleShot(SOUND_LOAD_DELAY_MS, self, self.sounds.load))

    def _on_change(self, change: Change, _detail: object) -> None:
        if change is Change.OUTCOME and self.w.quiet_outcome:
            return  # a finished record was opened: no chime
        self.sounds.on_change(change, self.w.driver.game)

    def refused(self, sq: int, why: str) -> None:
        """The board refused a click: say why in the status bar; a knock unless the user must just wait."""
        game = self.w.driver.shown_game
        if why == "waiting" and not (game.is_over() or self.w.runner.is_thinking()):
            return
        self.w.statusBar().showMessage(refusal_text(why, game, sq), MESSAGE_MS)
        if why != "waiting":
            self.sounds.play("illegal")
