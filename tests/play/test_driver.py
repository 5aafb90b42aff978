"""The game driver: turns, moves from people and engines, stale answers, undo, review, endings, listeners."""

from __future__ import annotations

import threading

import pytest

from janggi_desktop.play import (
    BuiltinPlayer,
    Change,
    GameDriver,
    HumanPlayer,
    Player,
    PlayerError,
    PlayerSpec,
    ThinkLimits,
)
from janggi_desktop.rules import Game, GameStateError, IllegalMoveError, Move, Termination


class ScriptedPlayer(Player):
    """An engine that answers from a list (or the first legal move), counting how often it was asked."""

    def __init__(self, answers: list[str] | None = None) -> None:
        super().__init__(PlayerSpec.builtin(1))
        self.answers = list(answers or [])
        self.asked = 0
        self.new_games = 0
        self.closed = False

    def new_game(self, game: Game) -> None:
        self.new_games += 1

    def think(self, game, limits=None, *, on_info=None, stop=None) -> Move:
        self.asked += 1
        if self.answers:
            return Move.from_uci(self.answers.pop(0))
        return game.legal_moves()[0]

    def close(self) -> None:
        self.closed = True


class Recorder:
    def __init__(self, driver: GameDriver) -> None:
        self.changes: list[tuple[Change, object]] = []
        driver.add_listener(lambda c, d: self.changes.append((c, d)))

    def kinds(self) -> list[Change]:
        return [c for c, _ in self.changes]


def test_hotseat_people_take_turns_and_no_engine_is_asked():
    d = GameDriver(Game("janggi"))
    rec = Recorder(d)
    assert d.is_human_turn() and not d.engine_to_move() and d.think_request() is None
    d.play("c4c5")
    d.play(Move.from_uci("c7c6"))
    assert d.game.ply == 2 and rec.kinds() == [Change.MOVE, Change.MOVE]
    with pytest.raises(IllegalMoveError):
        d.play("a1a10")
    assert d.game.ply == 2


def test_against_an_engine_the_request_carries_a_copy_and_its_answer_is_applied():
    engine = ScriptedPlayer(["c7c6"])
    d = GameDriver(Game("janggi"), (HumanPlayer(), engine))
    d.play("c4c5")
    req = d.think_request()
    assert req is not None and req.player is engine and req.side == "han"
    req.game.push(req.game.legal_moves()[0])  # the copy is the engine's own: the game does not change
    assert d.game.ply == 1
    move = engine.think(req.game)
    assert d.submit(move, req.token) and d.game.moves[-1] == Move.from_uci("c7c6")
    assert d.is_human_turn() and d.think_request() is None
    with pytest.raises(GameStateError):  # no person moves for the engine
        GameDriver(Game("janggi"), (engine, HumanPlayer())).play("c4c5")


def test_a_stale_answer_is_dropped_after_undo_review_or_a_new_game():
    d = GameDriver(Game("janggi"), (HumanPlayer(), ScriptedPlayer()))
    d.play("c4c5")
    req = d.think_request()
    d.undo()
    assert d.game.ply == 0
    assert not d.submit(req.game.legal_moves()[0], req.token) and d.game.ply == 0
    d.play("c4c5")
    req = d.think_request()
    d.go_to(0)
    assert d.think_request() is None  # no engine thinks during review
    assert not d.submit(req.game.legal_moves()[0], req.token)
    d.go_to_end()
    req = d.think_request()
    d.new_game()
    assert not d.submit(req.game.legal_moves()[0], req.token) and d.game.ply == 0


def test_an_illegal_engine_answer_is_reported_and_the_game_kept():
    d = GameDriver(Game("janggi"), (ScriptedPlayer(["a1a10"]), HumanPlayer()))
    rec = Recorder(d)
    req = d.think_request()
    assert not d.submit(Move.from_uci("a1a10"), req.token)
    assert rec.kinds() == [Change.ERROR] and "illegal" in str(rec.changes[0][1])
    assert d.game.ply == 0 and d.engine_to_move()  # it can be asked again


def test_a_failure_reported_for_an_old_request_is_dropped():
    d = GameDriver(Game("janggi"), (ScriptedPlayer(), HumanPlayer()))
    rec = Recorder(d)
    req = d.think_request()
    d.report_error("crashed", req.token)
    d.new_game()
    d.report_error("crashed again", req.token)
    assert [c for c in rec.kinds() if c is Change.ERROR] == [Change.ERROR]


def test_undo_against_an_engine_goes_back_to_the_persons_turn():
    d = GameDriver(Game("janggi"), (HumanPlayer(), ScriptedPlayer()))
    d.play("c4c5")
    d.play_engine_moves()
    d.play("g4g5")
    d.play_engine_moves()
    assert d.game.ply == 4
    rec = Recorder(d)
    assert d.undo() == 2 and d.game.ply == 2 and d.is_human_turn()
    assert rec.changes == [(Change.UNDO, 2)]
    hotseat = GameDriver(Game("janggi"))
    hotseat.play("c4c5")
    hotseat.play("c7c6")
    assert hotseat.undo() == 1 and hotseat.game.ply == 1


def test_the_engine_moving_first_is_not_undone_away():
    d = GameDriver(Game("janggi"), (ScriptedPlayer(), HumanPlayer()))
    d.play_engine_moves()
    d.play("c7c6")
    d.play_engine_moves()
    assert d.undo() == 2 and d.game.ply == 1 and d.is_human_turn()


def test_resignation_ends_the_game_once_and_undo_takes_back_only_the_resignation():
    d = GameDriver(Game("janggi"), (HumanPlayer(), ScriptedPlayer()))
    rec = Recorder(d)
    d.play("c4c5")
    d.play_engine_moves()
    out = d.resign()
    assert out.termination is Termination.RESIGNATION and out.winner == "han"  # the person resigned
    assert rec.kinds().count(Change.OUTCOME) == 1 and d.think_request() is None
    assert d.undo() == 0 and d.game.ply == 2 and d.game.outcome() is None and d.is_human_turn()


def test_standard_bikjang_draw_is_accepted_by_the_person_to_move():
    d = GameDriver(Game("standard", fen="4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1"))
    rec = Recorder(d)
    assert d.can_accept_draw() and not d.can_pass()
    out = d.accept_draw()
    assert out.winner is None and out.termination is Termination.AGREEMENT
    assert rec.kinds() == [Change.MOVE, Change.OUTCOME]
    with pytest.raises(GameStateError):
        d.accept_draw()


def test_checkmate_is_told_once_and_then_nobody_moves():
    # Cho's chariot b1-b10 mates Han's general on d10: the chariot on a9 holds rank 9.
    d = GameDriver(Game("janggi", fen="3k5/R8/9/9/9/9/9/9/4K4/1R7 w - - 0 1"), (HumanPlayer(), ScriptedPlayer()))
    rec = Recorder(d)
    d.play("b1b10")
    assert d.game.outcome().termination is Termination.CHECKMATE
    assert rec.kinds() == [Change.MOVE, Change.OUTCOME]
    assert d.think_request() is None and not d.is_human_turn() and d.can_undo()


def test_review_shows_earlier_positions_and_playing_there_asks_first():
    d = GameDriver(Game("janggi"))
    for m in ("c4c5", "c7c6", "g4g5", "g7g6"):
        d.play(m)
    rec = Recorder(d)
    d.go_to(1)
    assert d.reviewing and d.shown_game.ply == 1 and d.game.ply == 4
    d.step(1)
    assert d.shown_game.ply == 2
    with pytest.raises(GameStateError):
        d.play("g4g5")  # the later moves would go: the caller must say the user agreed
    d.play("a4a5", play_on=True)
    assert not d.reviewing and [str(m) for m in d.game.moves] == ["c4c5", "c7c6", "a4a5"]
    assert rec.kinds() == [Change.REVIEW, Change.REVIEW, Change.TRUNCATE, Change.MOVE]


def test_review_to_the_end_returns_to_the_game():
    d = GameDriver(Game("janggi"))
    d.play("c4c5")
    d.play("c7c6")
    d.go_to(0)
    d.go_to_end()
    assert not d.reviewing and d.shown_game is d.game and d.game.ply == 2


def test_engines_play_a_whole_game_headless():
    a = BuiltinPlayer(PlayerSpec.builtin(1), seed=3)
    b = BuiltinPlayer(PlayerSpec.builtin(1), seed=4)
    d = GameDriver(Game("janggi"), (a, b), limits=ThinkLimits(movetime_ms=20))
    rec = Recorder(d)
    made = d.play_engine_moves(300)
    assert made == d.game.ply > 0
    assert d.game.is_over() or made == 300
    assert rec.kinds().count(Change.MOVE) == made


def test_play_engine_moves_stops_for_a_person_and_on_request():
    d = GameDriver(Game("janggi"), (ScriptedPlayer(), HumanPlayer()))
    assert d.play_engine_moves() == 1 and d.is_human_turn()
    stop = threading.Event()
    stop.set()
    both = GameDriver(Game("janggi"), (ScriptedPlayer(), ScriptedPlayer()))
    assert both.play_engine_moves(stop=stop) == 0


def test_a_player_error_reaches_the_caller_and_the_game_is_kept():
    class Broken(ScriptedPlayer):
        def think(self, game, limits=None, *, on_info=None, stop=None):
            raise PlayerError("engine X crashed")

    d = GameDriver(Game("janggi"), (Broken(), HumanPlayer()))
    with pytest.raises(PlayerError, match="crashed"):
        d.play_engine_moves()
    assert d.game.ply == 0


def test_new_game_and_set_players_close_only_the_players_replaced():
    keep, old = ScriptedPlayer(), ScriptedPlayer()
    d = GameDriver(Game("janggi"), (keep, old))
    rec = Recorder(d)
    new = ScriptedPlayer()
    d.new_game(Game("janggimodern"), players=(new, keep))
    assert old.closed and not keep.closed and not new.closed
    assert d.game.ruleset.name == "janggimodern" and rec.kinds() == [Change.NEW_GAME]
    d.set_players((HumanPlayer(), keep))
    assert new.closed and rec.kinds()[-1] is Change.PLAYERS
    d.close()
    assert keep.closed


def test_limits_per_side_reach_the_request():
    slow, fast = ThinkLimits(movetime_ms=5000), ThinkLimits(movetime_ms=100)
    d = GameDriver(Game("janggi"), (ScriptedPlayer(), ScriptedPlayer()), limits=(slow, fast))
    assert d.think_request().limits == slow
    d.play_engine_moves(1)
    assert d.think_request().limits == fast
