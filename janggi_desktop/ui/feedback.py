"""What the window answers besides the board itself: the sounds of the game, and a word in the status bar
(with a soft knock) for a click on the board that cannot move.

Kept out of the main window so that it stays a thin shell: the window makes one :class:`Feedback`, which
listens to the game driver and the board by itself, and is given only what it answers with.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from janggi_desktop.play import Change, GameDriver

from .board.view import BoardView
from .ports import StatusLine
from .settings import Settings
from .sound import SoundPlayer
from .texts import refusal_text

#: How long after the first frame Qt Multimedia is loaded (the window is idle by then).
SOUND_LOAD_DELAY_MS = 1500
MESSAGE_MS = 4000


class Feedback(QObject):
    """The window's sounds and click answers (see the module docstring)."""

    def __init__(self, driver: GameDriver, board: BoardView, status: StatusLine, settings: Settings, *,
                 engine_thinking: Callable[[], bool], quiet: Callable[[], bool], parent: QObject | None = None) -> None:
        """``engine_thinking``: whether an engine is thinking about its move; ``quiet``: whether the game on the
        board is a finished record just opened (its result makes no sound)."""
        super().__init__(parent)
        self.driver, self.status = driver, status
        self.engine_thinking, self.quiet = engine_thinking, quiet
        self.sounds = SoundPlayer(self, enabled=settings.sound, volume=settings.volume)
        driver.add_listener(self._on_change)
        board.refused.connect(self.refused)
        board.square_clicked.connect(self._clicked)
        self._said = ""  # the last refusal the status line shows, until the next click
        board.first_frame.connect(lambda: QTimer.singleShot(SOUND_LOAD_DELAY_MS, self, self.sounds.load))

    def _on_change(self, change: Change, _detail: object) -> None:
        if change is Change.OUTCOME and self.quiet():
            return  # a finished record was opened: no chime
        self.sounds.on_change(change, self.driver.game)

    def _clicked(self, _sq: int) -> None:
        """A new click: a refusal said for the last one no longer stands (a legal selection says nothing)."""
        if self._said and self.status.currentMessage() == self._said:
            self.status.clearMessage()
        self._said = ""

    def refused(self, sq: int, why: str) -> None:
        """The board refused a click: say why in the status bar; a knock unless the user must just wait."""
        game = self.driver.shown_game
        paused = why == "waiting" and self.driver.clock_paused and not game.is_over()
        if why == "waiting" and not (game.is_over() or self.engine_thinking() or paused):
            return
        self._said = (self.tr("The clocks are paused: Game → Resume clocks to play on.") if paused
                      else refusal_text(why, game, sq))
        self.status.showMessage(self._said, MESSAGE_MS)
        if why != "waiting":
            self.sounds.play("illegal")
