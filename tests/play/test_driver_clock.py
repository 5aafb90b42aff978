"""The game driver on a clock, in virtual time: the clock follows the game (moves, passes, undo, review,
pause, the end), a flag fall is a loss on time, a late engine answer is not played, engines get the clock,
the autosave keeps it, and the records write and read it."""

from __future__ import annotations

import io
import threading

import pytest

from janggi_desktop.play import Change, GameDriver, Player, PlayerSpec, TimeControl, VirtualTime
from janggi_desktop.play.clock import UNTIMED_CONTROL, record_clock_marks
from janggi_desktop.play.engines import find_fairy_stockfish
from janggi_desktop.play.match import main, run_match
from janggi_desktop.play.session import Autosave, load_saved
from janggi_desktop.records import load_games, pgn, record_from_game
from janggi_desktop.rules import Game, GameStateError, Move, Termination

BYO = TimeControl.parse("1m+30sx2")


class SlowPlayer(Player):
    """An engine that 'thinks' ``seconds`` of virtual time, then answers its first legal move."""

    def __init__(self, vt: VirtualTime, seconds: float) -> None:
        super().__init__(PlayerSpec.builtin(1))
        self.vt, self.seconds = vt, seconds
        self.limits = []

    def think(self, game, limits=None, *, on_info=None, stop=None) -> Move:
        self.limits.append(limits)
        self.vt.advance(self.seconds)
        return [m for m in game.legal_moves() if not m.is_pass][0]


def timed(control=BYO, players=None, vt=None) -> tuple[GameDriver, VirtualTime]:
    vt = vt or VirtualTime()
    d = GameDriver(Game("janggi"), players, time_control=control, time_source=vt)
    return d, vt


def test_the_clock_of_the_side_to_move_runs_from_the_opponents_move():
    d, vt = timed()
    vt.advance(10)
    d.play("c4c5")
    vt.advance(3)
    cho, han = d.clock_reading()
    assert cho.main_ms == 50_000 and not cho.running and han.main_ms == 57_000 and han.running


def test_a_pass_presses_the_clock_like_a_move():
    d, vt = timed()
    vt.advance(5)
    d.pass_turn()
    vt.advance(2)
    assert d.clock.side("han").main_ms == 58_000 and d.clock.side("cho").main_ms == 55_000


def test_a_flag_fall_ends_the_game_as_a_loss_on_time_and_the_record_says_so():
    d, vt = timed()
    told = []
    d.add_listener(lambda c, o: told.append(o) if c is Change.OUTCOME else None)
    d.play("c4c5")
    vt.advance(60 + 2 * 30 - 0.01)
    assert d.check_flag() is None
    vt.advance(0.01)
    out = d.check_flag()
    assert out is not None and out.termination is Termination.TIME_FORFEIT and out.winner == "cho"
    assert told == [out] and not d.clock.running
    rec = record_from_game(d.game)
    assert rec.result == "1-0" and rec.termination == "time forfeit"
    assert "time forfeit" in pgn.format_game(rec)


def test_a_move_after_the_flag_is_not_played():
    d, vt = timed()
    vt.advance(121)
    with pytest.raises(GameStateError, match="time"):
        d.play("c4c5")
    assert d.game.ply == 0 and d.outcome.termination is Termination.TIME_FORFEIT and d.outcome.winner == "han"


def test_an_engine_answer_after_its_flag_fell_is_not_played():
    vt = VirtualTime()
    engine = SlowPlayer(vt, 200)
    d, _ = timed(players=(PlayerSpec.human().create(), engine), vt=vt)
    d.play("c4c5")
    request = d.think_request()
    move = request.run()
    assert d.submit(move, request.token) is False
    assert d.game.ply == 1 and d.outcome.termination is Termination.TIME_FORFEIT and d.outcome.winner == "cho"


def test_engines_get_the_real_clock_and_untimed_games_keep_their_limits():
    vt = VirtualTime()
    engine = SlowPlayer(vt, 4)
    d, _ = timed(TimeControl.parse("5m+30sx3"), (PlayerSpec.human().create(), engine), vt)
    vt.advance(12)
    d.play("c4c5")
    lim = d.think_request().limits
    assert (lim.wtime, lim.btime, lim.byoyomi) == (288_000, 300_000, 30_000)
    d.new_game(Game("janggi"), time_control=UNTIMED_CONTROL)
    d.play("c4c5")
    assert not d.think_request().limits.on_clock


def test_a_headless_game_on_a_clock_is_lost_on_time_by_the_slow_engine():
    vt = VirtualTime()
    fast, slow = SlowPlayer(vt, 1), SlowPlayer(vt, 8)
    d, _ = timed(TimeControl.parse("30s+5sx1"), (fast, slow), vt)
    d.play_engine_moves(200)
    out = d.outcome
    assert out.termination is Termination.TIME_FORFEIT and out.winner == "cho"
    assert slow.limits[-1].btime == 0 and slow.limits[-1].byoyomi == 5000  # told it was in byo-yomi


def test_undo_puts_both_clocks_back_as_they_were_at_that_position():
    vt = VirtualTime()
    engine = SlowPlayer(vt, 5)
    d, _ = timed(players=(PlayerSpec.human().create(), engine), vt=vt)
    vt.advance(10)
    d.play("c4c5")
    request = d.think_request()
    d.submit(request.run(), request.token)  # Han 55 s left
    vt.advance(20)
    d.play("e4e5")  # Cho 30 s left
    request = d.think_request()
    d.submit(request.run(), request.token)
    vt.advance(7)
    d.undo()  # back to Cho's second turn: Cho 50, Han 55, Cho to move with a fresh turn
    cho, han = d.clock_reading()
    assert (cho.main_ms, han.main_ms) == (50_000, 55_000) and cho.running
    assert sorted(d.clock_marks) == [0, 1, 2]


def test_review_stops_the_clock_and_the_end_starts_it_again():
    d, vt = timed()
    d.play("c4c5")
    vt.advance(5)
    d.go_to(0)
    assert not d.clock.running
    assert d.clock_reading()[1].main_ms == 60_000  # the clocks of the position shown
    vt.advance(500)
    d.go_to_end()
    vt.advance(1)
    assert d.clock.running and d.clock.side("han").main_ms == 54_000


def test_a_flag_that_fell_before_review_ends_the_game_first():
    d, vt = timed()
    d.play("c4c5")
    vt.advance(200)
    d.go_to(0)
    assert d.outcome is not None and d.outcome.termination is Termination.TIME_FORFEIT


def test_pause_in_hotseat_stops_both_clocks_and_moves_until_resume():
    d, vt = timed()
    told = []
    d.add_listener(lambda c, x: told.append((c, x)) if c is Change.CLOCK else None)
    vt.advance(5)
    d.pause_clock()
    vt.advance(1000)
    assert d.clock.side("cho").main_ms == 55_000 and d.check_flag() is None
    with pytest.raises(GameStateError, match="paused"):
        d.play("c4c5")
    d.resume_clock()
    vt.advance(5)
    assert d.clock.side("cho").main_ms == 50_000
    assert told == [(Change.CLOCK, True), (Change.CLOCK, False)]


def test_against_an_engine_only_the_person_may_pause_on_their_turn():
    vt = VirtualTime()
    d, _ = timed(players=(SlowPlayer(vt, 1), PlayerSpec.human().create()), vt=vt)
    assert not d.can_pause_clock()
    with pytest.raises(GameStateError):
        d.pause_clock()
    request = d.think_request()
    d.submit(request.run(), request.token)
    assert d.can_pause_clock()
    d.pause_clock()
    assert d.think_request() is None and not d.clock.running


def test_the_clocks_stop_when_the_game_ends_or_the_driver_closes():
    d, vt = timed()
    d.play("c4c5")
    d.resign("han")
    vt.advance(500)
    assert not d.clock.running and d.check_flag() is None
    d2, vt2 = timed()
    d2.close()
    vt2.advance(500)
    assert not d2.clock.running and d2.clock.side("cho").main_ms == 60_000


def test_the_autosave_restarts_with_the_time_at_the_last_move_not_the_downtime(tmp_path):
    d, vt = timed()
    Autosave(d, tmp_path / "a.json")
    vt.advance(10)
    d.play("c4c5")
    vt.advance(65)  # Han into byo-yomi
    d.play("c7c6")
    vt.advance(40)  # then the program is killed in Cho's turn, and started again an hour later
    vt.advance(3600)
    saved = load_saved(tmp_path / "a.json")
    assert saved.time_control == (BYO, BYO)
    d2 = GameDriver(time_source=vt)
    d2.new_game(saved.game, time_control=saved.time_control, clock_marks=saved.clock_marks)
    cho, han = d2.clock_reading()
    assert cho.main_ms == 50_000 and han.main_ms == 0 and han.periods == 2  # 5 s into a period: kept
    d2.undo()  # the clocks of the earlier positions came back too
    assert d2.clock_reading()[1].main_ms == 60_000 and d2.clock_reading()[0].main_ms == 50_000


def test_records_carry_each_moves_clock_and_the_review_reads_them_back():
    d, vt = timed()
    for uci, seconds in (("c4c5", 10), ("c7c6", 70), ("e4e5", 5)):
        vt.advance(seconds)
        d.play(uci)
    tags, comments = d.clock_annotations()
    assert tags == {"TimeControl": "60", "Byoyomi": "2x30"}
    assert comments == {1: "[%clk 0:00:50]", 2: "[%clk 0:00:00] [%periods 2]", 3: "[%clk 0:00:45]"}
    rec = record_from_game(d.game, **tags)
    rec.comments = comments
    [back] = pgn.loads(pgn.format_game(rec))
    controls, marks = record_clock_marks(back.tags, back.comments, 0, len(back.moves))
    assert controls == (BYO, BYO)
    shown = GameDriver()
    shown.new_game(back.to_game(), time_control=UNTIMED_CONTROL, clock_marks=marks)
    shown.go_to(2)
    cho, han = shown.clock_reading()
    assert (cho.main_ms, han.main_ms, han.periods) == (50_000, 0, 2)


def test_match_on_a_clock_writes_the_clocks_and_a_flag_loses():
    class Sleepy(Player):
        """Thinks until told to stop (the match stops it when its time runs out)."""

        def think(self, game, limits=None, *, on_info=None, stop: threading.Event | None = None) -> Move:
            stop.wait(30)
            return game.legal_moves()[0]

    class Quick(Player):
        def think(self, game, limits=None, *, on_info=None, stop=None) -> Move:
            return [m for m in game.legal_moves() if not m.is_pass][0]

    def factory(text, seed):
        return Sleepy(PlayerSpec.builtin(1)) if text == "builtin:1" else Quick(PlayerSpec.builtin(2))

    r = run_match("builtin:1", "builtin:2", games=1, factory=factory, out=io.StringIO(), max_plies=20,
                  time_control=TimeControl.parse("0.3s/move"))
    [game] = r.games
    assert game.termination == "time forfeit" and game.result == "0-1" and r.scores == [0.0]


def test_match_tc_on_the_command_line(tmp_path):
    out = tmp_path / "m.pgn"
    assert main(["builtin:1", "builtin:1", "--games", "1", "--tc", "5m+30sx3", "--max-plies", "6",
                 "--pgn", str(out)]) == 0
    [rec] = load_games(out)
    assert rec.tags["TimeControl"] == "300" and rec.tags["Byoyomi"] == "3x30"
    assert all("[%clk 0:0" in rec.comments[i] for i in range(1, 7))
    assert main(["builtin:1", "builtin:1", "--tc", "5 minutes"]) == 2


@pytest.mark.skipif(find_fairy_stockfish() is None, reason="Fairy-Stockfish is not installed")
def test_fairy_stockfish_is_given_the_byoyomi_and_answers_within_it(monkeypatch):
    from janggi_desktop.engine.client import UciClient

    sent: list[str] = []
    send = UciClient.send

    def spy(self, line: str) -> None:
        sent.append(line)
        send(self, line)

    monkeypatch.setattr(UciClient, "send", spy)
    fsf = PlayerSpec.fairy_stockfish(0).create()
    fsf.think(Game("janggi"))  # the process is started before the clock (its start-up is not a move)
    d = GameDriver(Game("janggi"), (fsf, PlayerSpec.builtin(1).create()), time_control=TimeControl.parse("0+1sx1"))
    try:
        d.play_engine_moves(6)
    finally:
        d.close()
    gos = [line for line in sent if line.startswith("go ")][1:]  # after the warm-up
    assert gos and all("wtime 0 btime 0" in g and "byoyomi" in g for g in gos), gos
    assert "setoption name Move Overhead value 100" in sent  # room for the pipe and our threads
    assert d.game.ply == 6 and d.outcome is None
