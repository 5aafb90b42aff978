"""Player.analyse: several lines (MultiPV) from the built-in engine and from Fairy-Stockfish, legal,
distinct and best first; analysis until stopped; sign conventions of the scores."""

from __future__ import annotations

import sys
import threading

import pytest

from janggi_desktop.play import PlayerError, PlayerSpec, ThinkLimits
from janggi_desktop.play.players import legal_prefix
from janggi_desktop.rules import Game, Move

SPECS = {"builtin": PlayerSpec.builtin(10), "fsf": PlayerSpec.fairy_stockfish()}
LIMITS = {"builtin": ThinkLimits(depth=3), "fsf": ThinkLimits(depth=10)}


def opening() -> Game:
    g = Game("janggi")
    for uci in ("a4b4", "i7h7"):
        g.push_uci(uci)
    return g


def score(info) -> float:
    return 1e6 * (1 if info.score_mate > 0 else -1) if info.score_mate is not None else info.score_cp


@pytest.fixture(params=list(SPECS))
def engine(request):
    player = SPECS[request.param].create()
    yield request.param, player
    player.close()


def test_multipv_lines_are_legal_distinct_and_best_first(engine):
    name, player = engine
    g = opening()
    heard = []
    lines = player.analyse(g, LIMITS[name], multipv=4, on_info=heard.append)
    assert [info.multipv for info in lines] == [1, 2, 3, 4]
    firsts = [info.pv[0] for info in lines]
    assert len(set(firsts)) == 4  # four different moves
    for info in lines:
        assert legal_prefix(g, info.pv) == info.pv and info.pv
    scores = [score(info) for info in lines]
    assert scores == sorted(scores, reverse=True)
    assert {info.multipv for info in heard} == {1, 2, 3, 4}  # each line was reported as it was found


def test_one_line_by_default_and_the_game_copy_is_untouched(engine):
    name, player = engine
    g = opening()
    fen = g.fen()
    lines = player.analyse(g, LIMITS[name])
    assert len(lines) == 1 and g.is_legal(lines[0].pv[0]) and g.fen() == fen


def test_fewer_lines_when_there_are_fewer_moves(engine):
    _, player = engine
    g = Game.from_fen("3k1a3/R8/6b2/p3p3p/2c6/9/P1P3P1P/4C4/4A4/1R1NK4 w - - 0 1", "janggi")
    g.push_uci("b1b9")  # Han in check: only a few answers
    n = len(g.legal_moves())
    lines = player.analyse(g, ThinkLimits(depth=2), multipv=5)
    assert len(lines) == min(n, 5) and len({info.pv[0] for info in lines}) == len(lines)


def test_a_won_position_scores_for_the_side_to_move(engine):
    _, player = engine
    # Cho is a chariot up and Han to move: the score is from Han's point of view, so negative.
    g2 = Game("janggi")
    for uci in ("a4b4", "i7h7", "b1c3", "i10i5", "i4i5"):  # Han hung a chariot and Cho took it
        g2.push_uci(uci)
    lines = player.analyse(g2, ThinkLimits(depth=3))
    assert g2.turn == "han" and score(lines[0]) < -300


def test_analysis_until_stopped(engine):
    _, player = engine
    stop = threading.Event()
    depths = []

    def heard(info):
        depths.append(info.depth)
        if len(depths) >= 6:
            stop.set()  # the user steps to another position

    lines = player.analyse(opening(), ThinkLimits(infinite=True), multipv=2, on_info=heard, stop=stop)
    assert 1 <= len(lines) <= 2 and max(depths) >= 2


def test_analysis_without_limits_needs_a_stop(engine):
    _, player = engine
    with pytest.raises(PlayerError):
        player.analyse(opening(), ThinkLimits(infinite=True))


def test_a_finished_game_has_no_line(engine):
    _, player = engine
    g = Game.from_fen("3k1a3/R8/6b2/p3p3p/2c6/9/P1P3P1P/4C4/4A4/1R1NK4 w - - 0 1", "janggi")
    g.push_uci("b1b10")
    assert player.analyse(g, ThinkLimits(depth=2), multipv=3) == []


def test_a_player_that_analysed_still_plays_one_move_at_a_time(engine):
    name, player = engine
    g = opening()
    player.analyse(g, LIMITS[name], multipv=3)
    heard = []
    move = player.think(g, ThinkLimits(depth=3), on_info=heard.append)
    assert g.is_legal(move) and {info.multipv for info in heard} == {1}


def test_legal_prefix_cuts_a_line_where_it_stops_being_legal():
    g = opening()
    line = [Move.from_uci("b1c3"), Move.from_uci("a1a10"), Move.from_uci("h10g8")]
    assert legal_prefix(g, line) == line[:1]


def test_the_built_in_engine_analyses_the_start_position_by_searching():
    # A level that plays openings from a book must still search when asked for an evaluation.
    player = PlayerSpec.builtin(10).create()
    lines = player.analyse(Game("janggi"), ThinkLimits(depth=3))
    assert lines[0].depth == 3 and lines[0].nodes > 0 and len(lines[0].pv) >= 2


BOOK_ENGINE = r'''
import sys
log = open(sys.argv[1], "a")
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
    if cmd[0] in ("setoption", "go"):
        log.write(line)
        log.flush()
    if cmd[0] == "uci":
        print("id name Book Engine")
        print("option name OwnBook type check default true")
        print("option name MultiPV type spin default 1 min 1 max 5")
        print("uciok", flush=True)
    elif cmd[0] == "isready":
        print("readyok", flush=True)
    elif cmd[0] == "go":
        print("info depth 1 multipv 1 score cp 10 pv b1c3", flush=True)
        print("bestmove b1c3", flush=True)
    elif cmd[0] == "quit":
        break
'''


def test_an_engine_with_a_book_analyses_without_it_and_plays_with_it(tmp_path):
    script, log = tmp_path / "book_engine.py", tmp_path / "log.txt"
    script.write_text(BOOK_ENGINE)
    player = PlayerSpec("uci", name="Book", command=(sys.executable, str(script), str(log))).create()
    try:
        player.analyse(Game("janggi"), ThinkLimits(movetime_ms=10))
        player.think(Game("janggi"), ThinkLimits(movetime_ms=10))
    finally:
        player.close()
    said = [" ".join(line.split()[:3]) for line in log.read_text().splitlines()]  # "go movetime 10 searchmoves…"
    assert said.index("setoption name OwnBook") < said.index("go movetime 10")
    assert log.read_text().splitlines()[said.index("setoption name OwnBook")].endswith("value false")
    assert log.read_text().splitlines()[-2] == "setoption name OwnBook value true" and said[-1] == "go movetime 10"
