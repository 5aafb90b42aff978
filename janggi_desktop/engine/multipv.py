"""Several best lines (MultiPV) from the searcher, found by exclusion.

Line 1 is the searcher's best move; line k is its best move among the root moves lines 1..k-1 did not take
(``Limits.searchmoves``).  This asks nothing of the search's internals, so it serves both the analysis board
(in-process) and ``setoption name MultiPV`` over UCI.  It deepens all lines together, one depth at a time,
so that whenever time runs out every line shown has been searched to the same depth and the lines compare
fairly; the transposition table carries each depth's work into the next.

The price of exclusion is that line k searches part of line 1's tree again; the table makes that far
cheaper than k separate searches, but N lines still cost more than one: ask for them only to show them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from janggi_desktop.rules.game import Game

from .search import Limits, NoMoveError, Searcher, SearchInfo

LineCallback = Callable[[SearchInfo, int], None]


class _Deadline:
    """A stop event for the searcher that is also set by a deadline (duck-typed: the search only calls
    ``is_set``)."""

    def __init__(self, outer: threading.Event | None, deadline: float | None) -> None:
        self.outer = outer
        self.deadline = deadline

    def is_set(self) -> bool:
        if self.outer is not None and self.outer.is_set():
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline


def search_lines(searcher: Searcher, game: Game, limits: Limits, multipv: int, *,
                 on_info: LineCallback | None = None,
                 stop_event: threading.Event | None = None) -> list[SearchInfo]:
    """The ``multipv`` best lines of ``game`` (best first, each a SearchInfo with its score from the side to
    move and its PV), within ``limits``; ``on_info(info, k)`` hears line k whenever it is found at a new
    depth.  ``limits.infinite`` searches until ``stop_event`` is set (or depth 64).  Raises NoMoveError
    when the game is over."""
    if multipv <= 1:
        result = searcher.search(limits, on_info=None if on_info is None else (lambda i: on_info(i, 1)),
                                 stop_event=stop_event, game=game)
        return [result.info] if result.info is not None else []
    root = [m for m in game.legal_ints() if not limits.searchmoves or m in limits.searchmoves]
    if not root:
        raise NoMoveError("the game is over: no legal move")
    n = min(multipv, len(root))
    start = time.perf_counter()
    soft = hard = None
    if not limits.infinite:
        soft_s, hard_s = limits.time_budget(game.side_to_move)
        if soft_s is not None:
            soft, hard = start + soft_s * 0.6, start + (hard_s or soft_s)
    stop = _Deadline(stop_event, hard)
    max_depth = limits.depth or 64
    node_budget = limits.nodes
    nodes = 0
    lines: list[SearchInfo] = []
    for depth in range(1, max_depth + 1):
        found: list[SearchInfo] = []
        excluded: set[int] = set()
        complete = True
        for _ in range(n):
            left = None if node_budget is None else max(1, node_budget - nodes)
            # Only depth, nodes and the moves left: time is this function's (the deadline in ``stop``).
            sub = Limits(depth=depth, nodes=left, searchmoves=[m for m in root if m not in excluded])
            result = searcher.search(sub, stop_event=stop, game=game)  # type: ignore[arg-type]
            info = result.info
            if info is None or result.best is None:
                complete = False
                break
            nodes += info.nodes
            if (stop.is_set() or (node_budget is not None and nodes >= node_budget)) and depth > 1:
                complete = False  # cut short: this depth's line would not compare with the others
                break
            excluded.add(result.best.to_int())
            found.append(info)
        if not complete and lines:
            break
        # Line k is the best of what lines 1..k-1 left, so its score cannot be better; searches at the
        # edge of the window can disagree by a little, and the lines are shown best first.
        found.sort(key=lambda i: -i.score)
        elapsed = max(time.perf_counter() - start, 1e-6)
        for info in found:
            info.nodes = nodes
            info.nps = int(nodes / elapsed)
            info.time_ms = int(elapsed * 1000)
        lines = found
        if on_info is not None:
            for k, info in enumerate(lines, 1):
                on_info(info, k)
        if not complete or stop.is_set():
            break
        if node_budget is not None and nodes >= node_budget:
            break
        if soft is not None and time.perf_counter() >= soft:
            break
    return lines


__all__ = ["LineCallback", "search_lines"]
