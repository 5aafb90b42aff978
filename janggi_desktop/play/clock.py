"""The game clock: both sides' time under their controls (docs/rules.md#time-controls), in virtual or real time.

A :class:`Clock` times one side at a time.  It never counts anything by itself: it remembers, for the turn
in progress, when it started (a reading of its ``time_source``, ``time.monotonic`` unless a test gives a
virtual one) and how much was spent before a pause, and computes every reading from that.  So a window can
show it at any rate without drifting, and a test can move time forward by hand.

- :meth:`Clock.start_turn` starts a side's turn; :meth:`Clock.press` ends it (the side moved: a pass
  too) and starts the other's; :meth:`Clock.pause` / :meth:`Clock.resume` stop and restart the running
  side without ending its turn (review, the game's end, the person's Pause).
- Byo-yomi as docs/rules.md#byo-yomi says: when the main time is gone the side is in its periods; a move made
  within the current period keeps every period left (the next move again has S); running through a period uses
  it up and the next starts; running through the last one is a loss on time.  Increment: the main time, plus S
  after each own move.  Per move: S every move, nothing banked.  Each side has its own control (handicap).
- :meth:`Clock.state` is what the clocks were at the start of the turn in progress (a :class:`ClockState`,
  plain data): the driver keeps one per position for undo and the records, the autosave writes it, and
  :meth:`Clock.restore` puts it back.
- :meth:`Clock.flagged_side` says whose time ran out; :meth:`Clock.time_until_flag` when it will;
  :meth:`Clock.think_limits` gives an engine the clock in UCI terms (``wtime`` Cho's main time, 0 once in
  byo-yomi, with ``byoyomi`` the period).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from janggi_desktop.records.timecontrol import clock_comment, read_clock_comment
from janggi_desktop.rules import SIDE_NAMES
from janggi_desktop.rules.timecontrol import (
    BYOYOMI,
    INCREMENT,
    PER_MOVE,
    UNTIMED,
    TimeControl,
    TimeControlError,
)

from .players import ThinkLimits

TimeSource = Callable[[], float]

#: The time controls the new-game dialog offers (docs/rules.md#presets), by their short text.
PRESETS: tuple[TimeControl, ...] = (
    TimeControl.untimed(),
    TimeControl.byoyomi(300, 30, 3),
    TimeControl.byoyomi(600, 30, 3),
    TimeControl.byoyomi(1200, 30, 3),
    TimeControl.byoyomi(300, 15, 1),
    TimeControl.increment(600, 5),
)
UNTIMED_CONTROL = TimeControl.untimed()


def side_index(side: str | int) -> int:
    return SIDE_NAMES.index(side) if isinstance(side, str) else side


def control_pair(controls: TimeControl | Sequence[TimeControl | None] | None) -> tuple[TimeControl, TimeControl]:
    """(Cho's, Han's) control from one for both, a pair, or None (untimed)."""
    if controls is None or isinstance(controls, TimeControl):
        one = controls or UNTIMED_CONTROL
        return one, one
    a, b = controls
    return a or UNTIMED_CONTROL, b or UNTIMED_CONTROL


class SideTime(NamedTuple):
    """One side's clock as it reads at a moment.

    ``main_ms``: main time left (increment: all the time there is); ``periods``: byo-yomi periods left,
    the current one included; ``period_ms``: what is left of the current period (byo-yomi once the main time
    is gone, per move), the whole period otherwise; ``flagged``: the time ran out."""

    control: TimeControl
    main_ms: float
    periods: int
    period_ms: float
    flagged: bool = False
    running: bool = False

    @property
    def timed(self) -> bool:
        return self.control.timed

    @property
    def in_byoyomi(self) -> bool:
        return self.control.kind == BYOYOMI and self.main_ms <= 0 and not self.flagged

    @property
    def left_ms(self) -> float:
        """What the side has before it shows on the clock's face: the main time, or in byo-yomi (and per
        move) the current period (0 when flagged; infinity when untimed)."""
        if self.flagged:
            return 0.0
        kind = self.control.kind
        if kind == UNTIMED:
            return math.inf
        if kind == PER_MOVE or (kind == BYOYOMI and self.main_ms <= 0):
            return self.period_ms
        return self.main_ms

    @property
    def until_flag_ms(self) -> float:
        """How long the side may still think before it loses on time (infinity when untimed)."""
        if self.flagged:
            return 0.0
        kind = self.control.kind
        if kind == UNTIMED:
            return math.inf
        if kind == BYOYOMI:
            if self.main_ms > 0:
                return self.main_ms + self.periods * self.control.period_ms
            return self.period_ms + (self.periods - 1) * self.control.period_ms
        if kind == PER_MOVE:
            return self.period_ms
        return self.main_ms


class ClockState(NamedTuple):
    """Both clocks between two turns: each side's control, main time left (ms) and byo-yomi periods left.

    Plain data: what the driver keeps for each position (undo, the records' ``[%clk]``) and the autosave
    writes (:meth:`to_dict` / :meth:`from_dict`)."""

    controls: tuple[TimeControl, TimeControl]
    main_ms: tuple[int, int]
    periods: tuple[int, int]

    @classmethod
    def initial(cls, controls: TimeControl | Sequence[TimeControl | None] | None) -> ClockState:
        pair = control_pair(controls)
        return cls(pair, (pair[0].main_ms, pair[1].main_ms), (pair[0].periods, pair[1].periods))

    @property
    def timed(self) -> bool:
        return self.controls[0].timed or self.controls[1].timed

    def side(self, side: str | int) -> SideTime:
        i = side_index(side)
        control = self.controls[i]
        return SideTime(control, self.main_ms[i], self.periods[i], control.period_ms)

    def to_dict(self) -> dict[str, Any]:
        return {"controls": [c.text() for c in self.controls], "main_ms": list(self.main_ms),
                "periods": list(self.periods)}

    @classmethod
    def from_dict(cls, data: Any) -> ClockState:
        """The state :meth:`to_dict` wrote; anything else raises :class:`TimeControlError`."""
        try:
            controls = tuple(TimeControl.parse(t) for t in data["controls"])
            main = tuple(int(x) for x in data["main_ms"])
            periods = tuple(int(x) for x in data["periods"])
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise TimeControlError("not a saved clock: {reason}", reason=e) from None
        if len(controls) != 2 or len(main) != 2 or len(periods) != 2:
            raise TimeControlError("a saved clock has two sides")
        for c, m, p in zip(controls, main, periods, strict=True):
            if not 0 <= m <= max(c.main_ms, 0) + 100 * 3600 * 1000 or not 0 <= p <= c.periods:
                raise TimeControlError("a saved clock's times are out of range")
        return cls((controls[0], controls[1]), (main[0], main[1]), (periods[0], periods[1]))


def _reading(control: TimeControl, main: float, periods: int, spent: float, running: bool) -> SideTime:
    """A side's clock after ``spent`` ms of its turn, from ``main`` and ``periods`` at the turn's start."""
    kind = control.kind
    if kind == BYOYOMI:
        if spent < main:
            return SideTime(control, main - spent, periods, control.period_ms, running=running)
        over = spent - main
        used = int(over // control.period_ms)
        if used >= periods:
            return SideTime(control, 0.0, 0, 0.0, flagged=True, running=running)
        return SideTime(control, 0.0, periods - used, control.period_ms - over % control.period_ms,
                        running=running)
    if kind == INCREMENT:
        left = main - spent
        return SideTime(control, max(left, 0.0), 0, 0.0, flagged=left <= 0, running=running)
    if kind == PER_MOVE:
        left = control.period_ms - spent
        return SideTime(control, 0.0, 0, max(left, 0.0), flagged=left <= 0, running=running)
    return SideTime(control, 0.0, 0, 0.0, running=running)


class Clock:
    """Both sides' clocks (see the module docstring)."""

    def __init__(self, controls: TimeControl | Sequence[TimeControl | None] | None = None, *,
                 time_source: TimeSource = time.monotonic, state: ClockState | None = None) -> None:
        self.time_source = time_source
        self._state = state if state is not None else ClockState.initial(controls)
        self._turn: int | None = None  # the side whose turn is being timed
        self._spent = 0.0  # ms of the turn spent before _since
        self._since: float | None = None  # time source reading when the turn last (re)started; None: paused

    # --- what it is ---------------------------------------------------------------------------------------
    @property
    def controls(self) -> tuple[TimeControl, TimeControl]:
        return self._state.controls

    @property
    def timed(self) -> bool:
        return self._state.timed

    @property
    def turn(self) -> str | None:
        """The side whose turn is being timed (running or paused), or None before the first turn."""
        return None if self._turn is None else SIDE_NAMES[self._turn]

    @property
    def running(self) -> bool:
        return self._turn is not None and self._since is not None

    def state(self) -> ClockState:
        """The clocks at the start of the turn in progress (the time spent in it is not counted)."""
        return self._state

    def spent_ms(self) -> float:
        """Time spent in the turn in progress."""
        if self._since is None:
            return self._spent
        return self._spent + (self.time_source() - self._since) * 1000.0

    def side(self, side: str | int) -> SideTime:
        """``side``'s clock now."""
        i = side_index(side)
        s = self._state
        if i != self._turn:
            return s.side(i)
        return _reading(s.controls[i], s.main_ms[i], s.periods[i], self.spent_ms(), self.running)

    def flagged_side(self) -> str | None:
        """The side whose time has run out, or None."""
        if self._turn is None or not self._state.controls[self._turn].timed:
            return None
        return SIDE_NAMES[self._turn] if self.side(self._turn).flagged else None

    def time_until_flag(self) -> float | None:
        """Milliseconds until the running side's time runs out; None when no timed side is running."""
        if not self.running or not self._state.controls[self._turn].timed:
            return None
        return self.side(self._turn).until_flag_ms

    # --- running it ---------------------------------------------------------------------------------------
    def start_turn(self, side: str | int, *, running: bool = True) -> None:
        """A new turn for ``side`` (its period, if any, is whole again), running or paused."""
        self._turn = side_index(side)
        self._spent = 0.0
        self._since = self.time_source() if running else None

    def press(self) -> ClockState:
        """The side whose turn it is has moved: its time is settled (byo-yomi periods used, the increment
        added) and the other side's turn starts, running if this one was.  Returns the new state."""
        if self._turn is None:
            raise RuntimeError("the clock has no turn in progress")
        i = self._turn
        s = self._state
        control = s.controls[i]
        r = _reading(control, s.main_ms[i], s.periods[i], self.spent_ms(), False)
        main, periods = list(s.main_ms), list(s.periods)
        if control.kind == BYOYOMI:
            main[i], periods[i] = int(math.ceil(r.main_ms)), r.periods
        elif control.kind == INCREMENT:
            main[i] = int(math.ceil(r.main_ms)) + control.increment_ms
        self._state = ClockState(s.controls, (main[0], main[1]), (periods[0], periods[1]))
        self.start_turn(i ^ 1, running=self._since is not None)
        return self._state

    def pause(self) -> None:
        """Stop the running side's clock without ending its turn."""
        if self._since is not None:
            self._spent = self.spent_ms()
            self._since = None

    def resume(self) -> None:
        """Run the paused turn on from where it stopped."""
        if self._turn is not None and self._since is None:
            self._since = self.time_source()

    def restore(self, state: ClockState, turn: str | int | None = None, *, running: bool = False) -> None:
        """Put ``state`` back (undo, a restored game) with a fresh turn for ``turn``."""
        self._state = state
        if turn is None:
            self._turn, self._spent, self._since = None, 0.0, None
        else:
            self.start_turn(turn, running=running)

    # --- for engines --------------------------------------------------------------------------------------
    def think_limits(self, side: str | int) -> ThinkLimits:
        """The clock as UCI ``go`` gives it to the engine playing ``side`` (docs/rules.md#clocks-over-uci):
        ``wtime``/``btime`` each side's main time (0 once in byo-yomi and for per move), ``winc``/``binc`` the
        increments, ``byoyomi`` the period of the side to think (what is left of it when it is running).  A
        side without a clock gives None; ThinkLimits() when ``side`` itself is untimed (the player's own
        default)."""
        i = side_index(side)
        if not self._state.controls[i].timed:
            return ThinkLimits()
        readings = [self.side(0), self.side(1)]
        main = [None if not r.timed else max(0, int(r.main_ms)) for r in readings]
        inc = [r.control.increment_ms if r.control.kind == INCREMENT and r.control.increment_ms else None
               for r in readings]
        me = readings[i]
        byoyomi = None
        if me.control.kind in (BYOYOMI, PER_MOVE):
            byoyomi = max(1, int(me.period_ms))
        return ThinkLimits(wtime=main[0], btime=main[1], winc=inc[0], binc=inc[1], byoyomi=byoyomi)


# --- the clocks of a whole game: one ClockState per position -------------------------------------------
ClockMarks = dict[int, ClockState]


def marks_to_dict(marks: ClockMarks) -> dict[str, Any]:
    """The clocks of every position (ply -> state) compactly, for the autosave: the controls once, then
    ``[ply, Cho's main ms, Han's main ms, Cho's periods, Han's periods]`` per position."""
    if not marks:
        return {}
    first = marks[min(marks)]
    return {"controls": [c.text() for c in first.controls],
            "marks": [[ply, *st.main_ms, *st.periods] for ply, st in sorted(marks.items())]}


def marks_from_dict(data: Any) -> ClockMarks:
    """The marks :func:`marks_to_dict` wrote; anything else raises :class:`TimeControlError`."""
    try:
        controls = tuple(TimeControl.parse(t) for t in data["controls"])
        rows = data["marks"]
        if len(controls) != 2 or not isinstance(rows, list):
            raise TypeError("two controls and a list of marks")
        marks: ClockMarks = {}
        for row in rows:
            ply, m0, m1, p0, p1 = (int(x) for x in row)
            if ply < 0:
                raise ValueError("a negative ply")
            marks[ply] = ClockState.from_dict({"controls": [c.text() for c in controls], "main_ms": [m0, m1],
                                               "periods": [p0, p1]})
    except (KeyError, TypeError, ValueError) as e:
        raise TimeControlError("not saved clocks: {reason}", reason=e) from None
    return marks


def _mover(game_start_side: int, ply: int) -> int:
    """The side that made the ``ply``-th move (1-based) of a game whose first mover is ``game_start_side``."""
    return game_start_side ^ ((ply - 1) % 2)


def record_clock_tags(controls: tuple[TimeControl, TimeControl]) -> dict[str, str]:
    """PGN tags for a game's controls: ``TimeControl`` (and ``Byoyomi``) for Cho's, and when Han's differs
    (a handicap) ``HanTimeControl`` in our short text.  Nothing for an untimed game."""
    cho, han = controls
    if not (cho.timed or han.timed):
        return {}
    tags = cho.pgn_tags()
    if han != cho:
        tags["HanTimeControl"] = han.text()
    return tags


def record_clock_comments(marks: ClockMarks, start_side: int, plies: int) -> dict[int, str]:
    """``{ply: "[%clk 0:04:59]"}``: the mover's clock after each move the marks know (byo-yomi adds
    ``[%periods N]`` once the main time is gone; per-move and untimed sides have nothing to write)."""
    out: dict[int, str] = {}
    for ply in range(1, plies + 1):
        state = marks.get(ply)
        if state is None:
            continue
        side = _mover(start_side, ply)
        control = state.controls[side]
        if control.kind in (BYOYOMI, INCREMENT):
            main = state.main_ms[side]
            periods = state.periods[side] if control.kind == BYOYOMI and main <= 0 else None
            out[ply] = clock_comment(main, periods)
    return out


def record_clock_marks(tags: dict[str, str], comments: dict[int, str], start_side: int,
                       plies: int) -> tuple[tuple[TimeControl, TimeControl] | None, ClockMarks]:
    """What a record says of its clocks: (the controls or None, the clocks at each position).

    The marks come from the ``[%clk]`` comments after the moves (each updates its mover's clock), starting
    from the controls' full time; a record without any ``[%clk]`` gives no marks (nothing to show in review).
    A clock without a control it can be read against is shown as a plain countdown."""
    cho = TimeControl.from_pgn_tags(tags)
    han = cho
    if tags.get("HanTimeControl"):
        try:
            han = TimeControl.parse(tags["HanTimeControl"])
        except TimeControlError:
            pass
    controls = None if cho is None or han is None else (cho, han)
    readings = {ply: read_clock_comment(comments.get(ply, "")) for ply in range(1, plies + 1)}
    readings = {ply: r for ply, r in readings.items() if r[0] is not None}
    if not readings:
        return controls, {}
    shown = controls
    if shown is None or not (shown[0].timed and shown[1].timed):
        top = max(ms for ms, _ in readings.values())
        shown = (TimeControl(INCREMENT, max(top, 1000)),) * 2
    state = ClockState.initial(shown)
    marks: ClockMarks = {0: state}
    for ply in range(1, plies + 1):
        if ply in readings:
            side = _mover(start_side, ply)
            ms, periods = readings[ply]
            main, per = list(state.main_ms), list(state.periods)
            main[side] = max(0, ms or 0)
            if periods is not None:
                per[side] = min(periods, shown[side].periods)
            state = ClockState(shown, (main[0], main[1]), (per[0], per[1]))
        marks[ply] = state
    return controls, marks


class VirtualTime:
    """A time source moved by hand (tests, simulations): ``clock = Clock(tc, time_source=vt)``,
    then ``vt.advance(12.5)``."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


__all__ = [
    "BYOYOMI", "INCREMENT", "PER_MOVE", "PRESETS", "UNTIMED", "UNTIMED_CONTROL", "Clock", "ClockMarks", "ClockState",
    "SideTime", "TimeControl", "TimeControlError", "TimeSource", "VirtualTime", "control_pair", "marks_from_dict",
    "marks_to_dict", "record_clock_comments", "record_clock_marks", "record_clock_tags", "side_index",
]
