"""Time management: how long one move may think on a clock (UCI ``go wtime btime winc binc byoyomi
movestogo``, Fairy-Stockfish's dialect, docs/rules.md#clocks-over-uci).

The answer is a pair of deadlines in seconds from the moment ``go`` arrived:

* ``soft``: no new iteration of the search starts after it (an iteration that has started may go on);
* ``hard``: the search is stopped at once, and ``bestmove`` is written.

The hard deadline is the one that must never lose on time, so it is computed from what the clock really
allows: the remaining main time plus one byo-yomi period (a move made within the period keeps it), less the
*move overhead* (the pipe, the process waking up, the GUI reading the answer: ``Move Overhead``, 50 ms by
default because a loaded machine delays a Python process by tens of milliseconds) and a share of the period
kept back for the search's own reaction time (it notices a deadline every few hundred nodes).  Within that
bound the budget is the usual one: the main time spread over the moves still to play (``movestogo``, or an
estimate), plus most of the increment, plus most of a byo-yomi period (which is given afresh every move).

Pure arithmetic on numbers, so tests can play thousands of virtual moves on every kind of clock.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Default allowance for the pipe and process delays of one move, in milliseconds.
DEFAULT_OVERHEAD_MS = 50
#: Moves the main time is spread over when the GUI does not say (``movestogo``).
DEFAULT_MOVES_TO_GO = 28
#: The hard deadline never comes later than this share of the main time (unless movestogo is 1) ...
MAX_MAIN_SHARE = 0.4
#: ... nor later than this many times the move's nominal budget.
HARD_FACTOR = 3.0
#: A search polls its deadline every few hundred nodes; this much is kept back for that (milliseconds) ...
REACTION_MS = 25
#: ... plus this share of a byo-yomi period (at most PERIOD_MARGIN_MAX_MS).
PERIOD_MARGIN = 0.15
PERIOD_MARGIN_MAX_MS = 500


@dataclass(frozen=True)
class TimeBudget:
    """Deadlines of one move in seconds from ``go`` (None: no limit)."""

    soft: float | None
    hard: float | None


def clock_budget(time_ms: int | None, inc_ms: int | None = None, byoyomi_ms: int | None = None,
                 movestogo: int | None = None, overhead_ms: int = DEFAULT_OVERHEAD_MS) -> TimeBudget:
    """The budget of a move for the side whose clock shows ``time_ms`` of main time (UCI ``wtime``/``btime``;
    0 when it is in byo-yomi), with ``inc_ms`` increment per move and ``byoyomi_ms`` periods."""
    if time_ms is None:
        return TimeBudget(None, None)
    main = max(0, int(time_ms))
    inc = max(0, int(inc_ms or 0))
    byo = max(0, int(byoyomi_ms or 0))
    overhead = max(0, int(overhead_ms))
    reserve = overhead + REACTION_MS
    # A period is given afresh every move, but it must be kept back entirely except what this move uses.
    period = max(0.0, byo - reserve - min(byo * PERIOD_MARGIN, PERIOD_MARGIN_MAX_MS)) if byo else 0.0
    mtg = DEFAULT_MOVES_TO_GO if not movestogo or movestogo <= 0 else min(int(movestogo), DEFAULT_MOVES_TO_GO)
    # In sudden death every later move costs the overhead too, and nothing gives it back: keep it aside.
    future = overhead * (mtg - 1) if not byo and inc < overhead else 0
    main_left = max(0.0, main - reserve - future) if not byo else float(main)
    if byo and main == 0:
        # in byo-yomi: a period each move; start no iteration after half of it, never cross it
        nominal = period + inc * 0.8
        hard = period + inc * 0.8
    elif mtg == 1 and not byo:
        # the last move before the time control: nearly all of it, as the hard bound allows
        nominal = main_left * 0.7 + inc * 0.8
        hard = main_left * 0.9
    else:
        nominal = main_left / mtg + inc * 0.8 + period * 0.6
        hard = min(nominal * HARD_FACTOR, main_left * MAX_MAIN_SHARE + inc * 0.8) + period
    # never more than the clock holds: main time and one period, less the overhead and reaction time
    ceiling = main + (period if byo else 0.0) - (0 if byo else reserve)
    if not byo and inc:
        ceiling = min(ceiling, main - reserve)
    hard = max(0.0, min(hard, ceiling))
    soft = min(nominal * (0.5 if byo and main == 0 else 0.6), hard)
    floor = min(10.0, hard)  # always look at least a little, if the clock allows it
    return TimeBudget(max(soft, floor) / 1000.0, max(hard, floor) / 1000.0)


def search_budget(*, movetime: int | None, infinite: bool, side: int, wtime: int | None, btime: int | None,
                  winc: int | None, binc: int | None, byoyomi: int | None, movestogo: int | None,
                  overhead_ms: int = DEFAULT_OVERHEAD_MS) -> TimeBudget:
    """The budget for a UCI ``go``: ``movetime`` is a fixed time (less nothing: the caller chose it), a clock
    is managed by :func:`clock_budget`, ``infinite`` or no time at all means no deadline."""
    if infinite:
        return TimeBudget(None, None)
    if movetime is not None:
        t = max(int(movetime), 1) / 1000.0
        return TimeBudget(t, t)
    time_ms = wtime if side == 0 else btime
    inc = winc if side == 0 else binc
    return clock_budget(time_ms, inc, byoyomi, movestogo, overhead_ms)


__all__ = ["DEFAULT_MOVES_TO_GO", "DEFAULT_OVERHEAD_MS", "TimeBudget", "clock_budget", "search_budget"]
