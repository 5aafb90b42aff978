"""The training board driven by the mouse and the keyboard (pytest-qt, offscreen): a session's line solved,
a wrong move shown then taken back, the reply coming by itself, hint, solution, a judge run elsewhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from janggi_desktop.rules import Move
from janggi_desktop.training import Puzzle
from janggi_desktop.training.session import Judgement, SolveSession, Verdict, puzzle_session
from janggi_desktop.ui.training.board import TrainingBoard

LEFT = Qt.MouseButton.LeftButton
# Han mates in 2 (shipped set): d6e6+ e1d1 e6e2#.
MATE_IN_2 = Puzzle("00559301", "9/2N2a3/5k3/9/3r5/9/9/C5n2/9/4K2n1 b - - 0 4", "janggi",
                   ("d6e6", "e1d1", "e6e2"), ("mate", "mate-in-2", "continuous-check"), 1000)


def sq(name: str) -> int:
    return Move.from_uci(name + name).from_square


@pytest.fixture
def tb(qtbot):
    w = TrainingBoard()
    qtbot.addWidget(w)
    w.resize(700, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def click(qtbot, tb, name: str) -> None:
    qtbot.mouseClick(tb.board.viewport(), LEFT, pos=tb.board.point_of(sq(name)))


def drag(qtbot, tb, start: str, end: str) -> None:
    a, b = tb.board.point_of(sq(start)), tb.board.point_of(sq(end))
    vp = tb.board.viewport()
    qtbot.mousePress(vp, LEFT, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(vp, a + (b - a) * (k / 5))
    qtbot.mouseRelease(vp, LEFT, pos=b)


def test_solving_by_click_drag_and_keyboard(qtbot, tb):
    session = puzzle_session(MATE_IN_2)
    tb.set_session(session)
    assert tb.board.is_flipped()  # Han solves: Han at the bottom
    with qtbot.waitSignal(tb.moved, timeout=3000) as reply:
        click(qtbot, tb, "d6")
        click(qtbot, tb, "e6")
        assert not tb.board.is_interactive()  # the reply is coming
    assert reply.args[0] == Move.from_uci("e1d1")
    assert tb.board.game().moves[-1] == Move.from_uci("e1d1") and tb.board.is_interactive()
    # The last move by the keyboard cursor: Tab into the board, walk to e6, Enter, to e2, Enter.
    tb.board.setFocus(Qt.FocusReason.TabFocusReason)
    tb.board.start_cursor()
    tb.board.set_cursor(sq("e6"))
    with qtbot.waitSignal(tb.finished, timeout=1000) as done:
        qtbot.keyClick(tb.board, Qt.Key.Key_Return)
        tb.board.set_cursor(sq("e2"))
        qtbot.keyClick(tb.board, Qt.Key.Key_Return)
    assert done.args == [True]
    assert session.solved and session.clean and tb.board.game().is_over()
    assert not tb.board.is_interactive()


def test_a_wrong_move_is_shown_then_taken_back(qtbot, tb):
    session = puzzle_session(MATE_IN_2)
    tb.set_session(session)
    attempts, said = [], []
    tb.attempted.connect(attempts.append)
    tb.board.spoken.connect(said.append)
    with qtbot.waitSignal(tb.taken_back, timeout=3000):
        drag(qtbot, tb, "d6", "d5")
        assert tb.board.game().moves == [Move.from_uci("d6d5")]  # seen on the board first
        assert tb.message.text() and not tb.board.is_interactive()
    assert attempts[0].verdict is Verdict.WRONG and session.failed
    assert tb.message.text() in said  # said to screen readers too
    assert tb.board.game().moves == [] and tb.board.is_interactive()
    assert tb.board.piece_item(sq("d6")) is not None and tb.board.piece_item(sq("d5")) is None
    # A retry: right, and the attempt stays failed.
    with qtbot.waitSignal(tb.moved, timeout=3000):
        drag(qtbot, tb, "d6", "e6")
    drag(qtbot, tb, "e6", "e2")
    assert session.solved and not session.clean


def test_hint_rings_the_piece_and_the_solution_plays_out(qtbot, tb):
    session = puzzle_session(MATE_IN_2)
    tb.set_session(session)
    assert tb.show_hint() == sq("d6") and tb.board.highlighted() == sq("d6") and session.failed
    seen = []
    tb.moved.connect(lambda m: seen.append(m.uci))
    with qtbot.waitSignal(tb.finished, timeout=5000) as done:
        tb.play_out()
    assert done.args == [False] and seen == list(MATE_IN_2.solution)
    assert tb.board.highlighted() is None and tb.board.game().is_over()
    tb.restart()  # a retry from the start
    assert tb.board.game().moves == [] and tb.board.is_interactive() and session.failed


def test_a_judge_run_elsewhere_answers_later(qtbot, tb):
    # As an engine's judge would: the runner keeps the request and answers when it is ready.
    waiting = []

    def later(session, move, done):
        waiting.append((session.judge(move), done))

    session = SolveSession(MATE_IN_2.game(), MATE_IN_2.solution, judge=lambda g, m, e: Judgement(True, "ok"),
                           to_find=1)
    tb.judge_runner = later
    tb.set_session(session)
    click(qtbot, tb, "d6")
    click(qtbot, tb, "d5")
    assert waiting and tb.busy() and not tb.board.is_interactive()
    assert tb.board.game().moves == []  # not played before the judge answers
    with qtbot.waitSignal(tb.finished, timeout=1000):
        judged, done = waiting[0]
        done(judged)
    assert session.solved and tb.board.game().moves == [Move.from_uci("d6d5")]


def test_a_new_session_never_touches_the_old_game(qtbot, tb):
    first = puzzle_session(MATE_IN_2)
    tb.set_session(first)
    click(qtbot, tb, "d6")
    click(qtbot, tb, "e6")
    second = puzzle_session(MATE_IN_2)
    tb.set_session(second)  # the pending reply is dropped with the first session
    qtbot.wait(700)
    assert first.reply_due is not None and second.game.moves == [] and tb.board.game() is second.game


def test_a_refusal_is_not_left_on_the_message_line_by_a_press_that_says_nothing(qtbot, tb):
    """Seen under Xvfb: after 'The selected piece cannot go there.', Enter on an empty point with no piece
    picked said nothing new, and the old reason stayed as if it were about that press."""
    tb.set_session(puzzle_session(MATE_IN_2))
    click(qtbot, tb, "c9")  # Cho's horse: Han is to move
    assert "Cho" in tb.message.text()
    click(qtbot, tb, "e5")  # an empty point, nothing picked: nothing to say
    assert tb.message.text() == ""
    click(qtbot, tb, "c9")
    click(qtbot, tb, "d6")  # a piece of one's own picked: the old reason goes too
    assert tb.message.text() == "" and tb.board.selected_square() == sq("d6")
