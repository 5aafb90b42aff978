"""Playing the computer: the reply arrives by signal and is legal; undo and close while it thinks."""

from __future__ import annotations

import threading
import time

from janggi_desktop.play import Player, PlayerSpec, ThinkInfo
from janggi_desktop.rules import Game, Move

from .app_helpers import HOTSEAT, click, instant_player, sq, vs_engine, waiting_search


def test_computer_reply_arrives_and_is_legal(qtbot, make_window):
    w = make_window()
    w.games.new_game(vs_engine("cho", 1))
    assert not w.runner.is_thinking()  # the human (Cho) moves first
    click(qtbot, w.board, sq("c4"))
    with qtbot.waitSignal(w.runner.move_ready, timeout=20000) as blocker:
        click(qtbot, w.board, sq("c5"))
        assert w.runner.is_thinking()
        assert "Thinking" in w.panel.ai_label.text()
    move = blocker.args[0]
    before = Game()
    before.push(Move(sq("c4"), sq("c5")))
    assert before.is_legal(move)
    assert w.game.ply == 2 and w.game.moves[1] == move
    assert w.game.turn == "cho" and not w.runner.is_thinking()
    rows = w.panel.move_list.move_rows()
    assert len(rows) == 1 and rows[0].count("卒") + rows[0].count("兵") >= 1


def test_computer_as_cho_moves_first_and_the_board_is_turned(qtbot, make_window):
    w = make_window()
    with qtbot.waitSignal(w.runner.move_ready, timeout=20000):
        w.games.new_game(vs_engine("han", 1))
    assert w.game.ply == 1 and w.game.turn == "han"
    assert w.board.point_of(sq("e9")).y() > w.board.point_of(sq("e2")).y()  # Han sits at the bottom


def test_the_board_is_not_playable_while_the_computer_thinks(qtbot, make_window):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 5))
    assert w.runner.is_thinking()
    assert not w.actions.pass_action.isEnabled()
    click(qtbot, w.board, sq("e7"))
    click(qtbot, w.board, sq("e6"))
    assert w.game.ply == 0


def test_undo_while_the_computer_thinks_drops_its_answer(qtbot, make_window):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("cho", 10))
    w.play_move(Move.from_uci("c4c5"))
    assert w.runner.is_thinking()
    # The worker answers once stopped; the window must ignore that stale answer.
    with qtbot.waitSignal(w.runner.request_done, timeout=3000):
        w.actions.undo_action.trigger()
    qtbot.waitUntil(lambda: not w.runner.is_thinking(), timeout=1000)
    assert w.game.ply == 0 and w.game.turn == "cho"
    click(qtbot, w.board, sq("c4"))
    assert w.board.selected_square() == sq("c4")  # the human can play again at once


def test_undo_while_the_real_engine_thinks_at_level_10(qtbot, make_window):
    w = make_window()
    w.games.new_game(vs_engine("cho", 10))
    w.play_move(Move.from_uci("c4c5"))
    assert w.runner.is_thinking()
    with qtbot.waitSignal(w.runner.request_done, timeout=3000):
        w.actions.undo_action.trigger()
    assert w.game.ply == 0 and not w.runner.is_thinking()


def test_undo_against_the_computer_returns_to_the_humans_turn(qtbot, make_window):
    w = make_window(search=instant_player)
    w.games.new_game(vs_engine("cho", 1))
    with qtbot.waitSignal(w.runner.move_ready, timeout=3000):
        w.play_move(Move.from_uci("c4c5"))
    assert w.game.ply == 2
    w.actions.undo_action.trigger()  # takes back the computer's reply and the human's move
    assert w.game.ply == 0 and w.game.turn == "cho" and not w.runner.is_thinking()


def test_new_game_while_thinking_ignores_the_old_answer(qtbot, make_window):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 3))
    assert w.runner.is_thinking()
    with qtbot.waitSignal(w.runner.request_done, timeout=3000):
        w.games.new_game(HOTSEAT)
    assert w.game.ply == 0 and not w.runner.is_thinking()


def test_close_while_thinking_stops_the_thread(qtbot, make_window):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 10))
    assert w.runner.is_thinking()
    w.close()
    assert not w.runner.thread_running()


def test_the_engine_thread_starts_with_the_first_engine_turn(qtbot, make_window):
    """A game between people never needs the engine's thread: the window starts without it, the computer's
    first turn starts it, and closing ends it."""
    w = make_window(search=waiting_search)
    assert not w.runner.thread_running()
    w.games.new_game(vs_engine("han", 3))
    click(qtbot, w.board, sq("c4"))
    click(qtbot, w.board, sq("c5"))
    assert w.runner.is_thinking() and w.runner.thread_running()
    w.close()
    assert not w.runner.thread_running()


def test_close_while_the_real_engine_thinks(qtbot, make_window):
    w = make_window()
    w.games.new_game(vs_engine("han", 10))
    assert w.runner.is_thinking()
    t0 = time.perf_counter()
    w.close()
    assert not w.runner.thread_running()
    print(f"close while thinking took {1000 * (time.perf_counter() - t0):.0f} ms")


def test_the_runner_drops_answers_for_an_older_request(qtbot):
    from janggi_desktop.play import ThinkLimits, ThinkRequest
    from janggi_desktop.ui.player_runner import PlayerRunner

    release = threading.Event()

    class Scripted(Player):
        def think(self, game, limits=None, *, on_info=None, stop=None):
            on_info(ThinkInfo(depth=3, score_cp=25))
            (stop if self.spec.level == 1 else release).wait(10)
            return game.legal_moves()[self.spec.level]

    runner = PlayerRunner()
    try:
        got = []
        runner.move_ready.connect(lambda m, t: got.append((m, t)))
        runner.start(ThinkRequest(Scripted(PlayerSpec.builtin(1)), Game(), ThinkLimits(), "old"))
        runner.start(ThinkRequest(Scripted(PlayerSpec.builtin(2)), Game(), ThinkLimits(), "new"))  # stops the first
        release.set()
        qtbot.waitUntil(lambda: bool(got), timeout=3000)
        assert got == [(Game().legal_moves()[2], "new")]
    finally:
        assert runner.shutdown(2000)


def test_move_now_before_the_worker_reaches_the_request_still_gives_a_move(qtbot):
    """"Move now" pressed while the request still waits for the worker (the thread busy, or still starting
    with the window's first engine turn) must still bring a move: hurrying is not abandoning."""
    from janggi_desktop.play import ThinkLimits, ThinkRequest
    from janggi_desktop.ui.player_runner import PlayerRunner

    release = threading.Event()

    class Scripted(Player):
        def think(self, game, limits=None, *, on_info=None, stop=None):
            (release if self.spec.level == 1 else stop).wait(10)  # the first ignores its stop until released
            return game.legal_moves()[self.spec.level]

    runner = PlayerRunner()
    try:
        got = []
        runner.move_ready.connect(lambda m, t: got.append((m, t)))
        runner.start(ThinkRequest(Scripted(PlayerSpec.builtin(1)), Game(), ThinkLimits(), "busy"))
        runner.start(ThinkRequest(Scripted(PlayerSpec.builtin(2)), Game(), ThinkLimits(), "hurried"))
        runner.hurry()  # the worker is still inside the first request: the second has not begun
        release.set()
        qtbot.waitUntil(lambda: bool(got), timeout=3000)
        assert got == [(Game().legal_moves()[2], "hurried")]
        assert not runner.is_thinking()
    finally:
        assert runner.shutdown(2000)


def test_the_window_stays_usable_while_the_computer_thinks(qtbot, make_window):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("cho", 10))
    w.play_move(Move.from_uci("c4c5"))
    assert w.runner.is_thinking()
    y_before = w.board.point_of(sq("e2")).y()
    w.actions.flip_action.trigger()
    assert w.board.point_of(sq("e2")).y() < y_before
    w.actions.cycle_labels_action.trigger()
    assert w.board.label_text(sq("e7")) == "병"
    assert w.panel.move_list.move_rows() == ["1.  73졸63"]
    assert w.runner.is_thinking()  # none of that disturbed the search
    with qtbot.waitSignal(w.runner.request_done, timeout=3000):
        w.games.new_game(HOTSEAT)
    assert w.game.ply == 0
