"""Several lines from the searcher by exclusion (engine/multipv.py): legal, distinct, best first, within the
limits asked, and stoppable."""

from __future__ import annotations

import threading
import time

from janggi_desktop.engine.multipv import search_lines
from janggi_desktop.engine.search import Limits, Searcher
from janggi_desktop.rules import Game


def opening() -> Game:
    g = Game("janggi")
    for uci in ("a4b4", "i7h7", "a1a6"):  # Cho's chariot hangs: taking it is clearly Han's best line
        g.push_uci(uci)
    return g


def test_lines_are_legal_distinct_and_best_first_and_the_capture_leads():
    g = opening()
    heard = []
    lines = search_lines(Searcher(), g, Limits(depth=3), 4, on_info=lambda info, k: heard.append(k))
    assert len(lines) == 4
    assert len({info.pv[0] for info in lines}) == 4
    assert lines[0].pv[0].uci == "a7a6"
    assert [i.score for i in lines] == sorted((i.score for i in lines), reverse=True)
    for info in lines:
        replay = g.copy()
        for move in info.pv:
            assert replay.is_legal(move)
            replay.push(move)
    assert set(heard) == {1, 2, 3, 4} and all(info.depth == 3 for info in lines)


def test_searchmoves_limit_the_lines():
    g = opening()
    allowed = [m for m in g.legal_ints()][:3]
    lines = search_lines(Searcher(), g, Limits(depth=2, searchmoves=allowed), 5)
    assert sorted(info.pv[0].to_int() for info in lines) == sorted(allowed)


def test_one_line_is_the_plain_search():
    lines = search_lines(Searcher(), opening(), Limits(depth=3), 1)
    assert len(lines) == 1 and lines[0].pv[0].uci == "a7a6"


def test_a_time_limit_is_kept_and_every_line_shown_has_the_same_depth():
    t0 = time.perf_counter()
    lines = search_lines(Searcher(), Game("janggi"), Limits(movetime=300), 3)
    assert len(lines) == 3 and len({info.depth for info in lines}) == 1
    assert time.perf_counter() - t0 < 5  # a generous bound: the point is that it ends by itself


def test_infinite_lines_end_when_stopped():
    stop = threading.Event()
    depths = []

    def heard(info, k):
        depths.append(info.depth)
        if info.depth >= 3:
            stop.set()

    lines = search_lines(Searcher(), Game("janggi"), Limits(infinite=True), 2, on_info=heard, stop_event=stop)
    assert len(lines) == 2 and max(depths) >= 3
