"""The small controller that keeps the clocks (and the flag) up to date: the window's Pause command and the
two clock faces of :mod:`.panels.clock_view`, always computed from the game driver's clock.

A record that gives its time control but no clock at each move (a .gib, a PGN without ``[%clk]``) shows the
control on both faces in review (:meth:`ClockController.show_record_controls`), not a blank.

The timer only decides *when* to look again — just after the displayed second changes, or when the running
side's time runs out — so the display cannot drift.  Each look also asks the driver whether a flag fell
(:meth:`~janggi_desktop.play.GameDriver.check_flag`), which ends the game as a loss on time.
:attr:`ClockController.countdown` is the hook for countdown ticks (side, seconds 10..1 of a period or of the
last seconds of a sudden-death clock).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from janggi_desktop.play import Change, GameDriver
from janggi_desktop.play.clock import INCREMENT, PER_MOVE, SideTime, TimeControl

from .panels.clock_view import ClockView
from .panels.side_panel import SidePanel
from .settings import Settings

#: Countdown ticks in the last seconds of a period.
COUNTDOWN_FROM = 10


class ClockController(QObject):
    """Keeps the window's clock view and Pause action in step with the driver, and calls the flag."""

    #: The last seconds of a period (or of a sudden-death clock) are counting down: side, seconds left.
    countdown = Signal(str, int)
    #: The clocks were looked at (tests wait on it).
    refreshed = Signal()
    #: What the Pause command can do now: whether it is enabled, whether the clocks are paused (it resumes
    #: them), whether it is shown at all (a timed game).
    pause_state = Signal(bool, bool, bool)

    def __init__(self, driver: GameDriver, settings: Settings, panel: SidePanel, parent: QObject | None = None) -> None:
        """``panel``: the side panel, which places the clocks (one at its top, one at its bottom)."""
        super().__init__(parent)
        self.driver, self.settings, self.panel = driver, settings, panel
        self._view: ClockView | None = None  # built when first reached (see view)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.refresh)
        self._counted: tuple[str, int] | None = None
        #: The record's controls when it keeps no clock at each move, and how many plies it has.
        self._recorded: tuple[tuple[TimeControl, TimeControl], int] | None = None
        driver.add_listener(self._on_change)

    @property
    def view(self) -> ClockView:
        """The two clocks of the side panel, built (hidden) when first reached: an untimed game, the
        default, never shows them, and the window's first frame need not wait for their widgets."""
        if self._view is None:
            self._view = ClockView()
            self._view.hide()
            self.panel.add_clocks(self._view)
        return self._view

    def _on_change(self, change: Change, detail: object) -> None:
        self._counted = None
        if change is Change.NEW_GAME:  # another game, or another record (its controls come after its game)
            self._recorded = None
        self.refresh(check_flag=False)  # the driver is telling its listeners: no new ending from here

    def show_record_controls(self, controls: tuple[TimeControl, TimeControl] | None) -> None:
        """The record on the board gives ``controls`` (Cho's, Han's) but not the clock at each move: while one
        of its positions is shown, the faces show the controls instead of times (None: nothing to show)."""
        self._recorded = (controls, self.driver.game.ply) if controls is not None else None
        self.refresh(check_flag=False)

    def _record_controls(self) -> tuple[TimeControl, TimeControl] | None:
        """The controls the faces show when the driver has no clock to read (see show_record_controls): not
        once the game goes on past the record, nor in a game played on a clock."""
        d = self.driver
        if self._recorded is None or d.timed or d.shown_game.ply > self._recorded[1]:
            return None
        return self._recorded[0]

    def toggle_pause(self) -> None:
        d = self.driver
        if d.clock_paused:
            d.resume_clock()
        elif d.can_pause_clock():
            d.pause_clock()

    def refresh(self, check_flag: bool = True) -> None:
        """Look at the clocks: call a fallen flag, show both clocks, tick the countdown, plan the next look."""
        d = self.driver
        if check_flag and d.check_flag() is not None:
            return  # the game just ended: the driver's change refreshed the view already
        reading = d.clock_reading()
        self.pause_state.emit(d.clock_paused or d.can_pause_clock(), d.clock_paused, d.timed)
        if reading is None:
            controls = self._record_controls()
            if controls is not None:
                self.view.set_top("cho" if self.settings.flipped else "han")
                self.view.show_controls(*controls)
                self.view.show()
            elif self._view is not None:
                self._view.hide()
            self._timer.stop()
            self.refreshed.emit()
            return
        self.view.set_top("cho" if self.settings.flipped else "han")
        self.view.show_readings(*reading, d.clock_paused)
        self.view.show()
        running = next((r for r in reading if r.running), None)
        if running is None:
            self._timer.stop()
        else:
            self._tick_countdown("cho" if running is reading[0] else "han", running)
            left = running.left_ms
            until_second = ((left - 1) % 1000) + 1 if left > 0 else 1  # when the shown second changes
            delay = min(until_second, running.until_flag_ms) + 3
            self._timer.start(int(max(5, min(1000, delay))))
        self.refreshed.emit()

    def _tick_countdown(self, side: str, r: SideTime) -> None:
        in_period = r.control.kind == PER_MOVE or r.in_byoyomi
        seconds = math.ceil(r.left_ms / 1000 - 1e-9)
        if (in_period or r.control.kind == INCREMENT) and 0 < seconds <= COUNTDOWN_FROM \
                and self._counted != (side, seconds):
            self._counted = (side, seconds)
            self.countdown.emit(side, seconds)
