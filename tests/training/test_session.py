"""The solve session: right, wrong, solved; replies; hint and solution; failed counted once wrong; a judge
of one's own (as the mistakes' exercises use)."""

import pytest

from janggi_desktop.rules import Game, IllegalMoveError, Move
from janggi_desktop.training import Puzzle
from janggi_desktop.training.session import (
    Judgement,
    SessionError,
    SolveSession,
    Verdict,
    line_judge,
    mates,
    puzzle_session,
)

# Han mates in 2 with continuous checks (from the shipped set): chariot d6e6+, general e1d1, chariot e6e2#.
MATE_IN_2 = Puzzle("00559301", "9/2N2a3/5k3/9/3r5/9/9/C5n2/9/4K2n1 b - - 0 4", "janggi",
                   ("d6e6", "e1d1", "e6e2"), ("mate", "mate-in-2", "continuous-check"), 1000)
# Han's chariot b4f4 mates at once.
MATE_IN_1 = Puzzle("02f66a12", "9/4c4/4k4/9/9/9/1r7/9/9/5K3 b - - 0 2", "janggi", ("b4f4",),
                   ("mate", "mate-in-1", "continuous-check"), 830)
# Cho mates in 2 with a quiet first move (from the shipped set).
QUIET_MATE = Puzzle("02aee388", "9/9/3k5/5P3/9/P8/5N3/5R3/5K3/9 w - - 0 1", "janggi", ("f7f8", "d8d8", "f3d1"),
                    ("mate", "mate-in-2", "quiet-move", "palace-diagonal"), 1160)


def test_solving_a_line_move_by_move():
    s = puzzle_session(MATE_IN_2)
    assert s.solver == "han" and s.to_find == 2
    a = s.try_move("d6e6")
    assert a.verdict is Verdict.RIGHT and a.reply == Move.from_uci("e1d1") and s.reply_due == a.reply
    with pytest.raises(SessionError):
        s.try_move("e6e2")  # the reply comes first
    assert s.play_reply() == Move.from_uci("e1d1")
    a = s.try_move("e6e2")
    assert a.verdict is Verdict.SOLVED and a.reply is None
    assert s.solved and s.clean and s.finished and s.game.is_over()
    with pytest.raises(SessionError):
        s.try_move("e2e3")


def test_a_wrong_move_waits_to_be_taken_back_and_counts_failed():
    s = puzzle_session(MATE_IN_2)
    a = s.try_move("d6d5")
    assert a.verdict is Verdict.WRONG and s.failed and s.wrong_move == Move.from_uci("d6d5")
    assert s.game.moves == [Move.from_uci("d6d5")]  # shown on the board until taken back
    with pytest.raises(SessionError):
        s.try_move("d6e6")
    assert s.take_back() == Move.from_uci("d6d5") and s.game.moves == []
    # The retry solves it, but the attempt stays failed.
    s.try_move("d6e6")
    s.play_reply()
    assert s.try_move("e6e2").verdict is Verdict.SOLVED
    assert s.solved and s.failed and not s.clean and s.wrong_moves == 1


def test_any_move_that_mates_at_the_last_move_is_accepted():
    # From the shipped set: Cho mates in 2 with f7f8, d8d8 (Han passes), f3d1#; f3d3 mates too.
    s = puzzle_session(QUIET_MATE)
    s.try_move("f7f8")
    assert s.play_reply().is_pass
    assert sorted(m.uci for m in s.game.legal_moves() if mates(s.game, m)) == ["f3d1", "f3d3"]
    a = s.try_move("f3d3")
    assert a.verdict is Verdict.SOLVED and s.clean and a.reason == "another move that mates"
    # A move that neither is the line's nor mates is wrong.
    t = puzzle_session(QUIET_MATE)
    t.try_move("f7f8")
    t.play_reply()
    assert t.try_move("f3g3").verdict is Verdict.WRONG


def test_only_the_line_with_the_line_judge():
    s = SolveSession(MATE_IN_1.game(), MATE_IN_1.solution, judge=line_judge)
    game = MATE_IN_1.game()
    others = [m for m in game.legal_moves() if m.uci != "b4f4"]
    assert s.try_move(others[0]).verdict is Verdict.WRONG


def test_hint_names_the_piece_and_counts_failed():
    s = puzzle_session(MATE_IN_2)
    assert s.hint() == Move.from_uci("d6e6").from_square
    assert s.failed and s.helped
    s.try_move("d6e6")
    assert s.hint() is None  # the reply is due, not a solver move
    s.play_reply()
    assert s.hint() == Move.from_uci("e6e2").from_square


def test_show_next_plays_the_line_out():
    s = puzzle_session(MATE_IN_2)
    s.try_move("d6d5")  # a wrong move on the board is taken back first
    assert s.solution() == tuple(Move.from_uci(m) for m in MATE_IN_2.solution)
    played = []
    while (m := s.show_next()) is not None:
        played.append(m.uci)
    assert played == list(MATE_IN_2.solution)
    assert s.finished and not s.solved and s.failed and s.game.is_over()


def test_restart_keeps_failed():
    s = puzzle_session(MATE_IN_2)
    s.show_next()
    s.restart()
    assert s.game.moves == [] and s.failed and not s.finished
    s.try_move("d6e6")
    s.play_reply()
    assert s.try_move("e6e2").verdict is Verdict.SOLVED and not s.clean


def test_an_exercise_judge_and_one_move_to_find():
    # An exercise of one's own mistake: any move the judge accepts solves it; the rest of the line is shown
    # after.  The judge sees a copy of the position (it may push) and the line's move.
    seen = []

    def within_half_a_pawn(game: Game, move: Move, expected: str | None) -> Judgement:
        seen.append((game.fen(), move.uci, expected))
        game.push(move)
        return Judgement(move.uci in ("d6e6", "d6d5"), "engine says so")

    s = SolveSession(MATE_IN_2.game(), MATE_IN_2.solution, judge=within_half_a_pawn, to_find=1)
    judged = s.judge("d6d5")
    assert judged.accepted and s.game.moves == []  # judging changes nothing
    a = s.apply("d6d5", judged)
    assert a.verdict is Verdict.SOLVED and a.reason == "engine says so" and s.clean
    assert seen[0] == (MATE_IN_2.fen, "d6d5", "d6e6")
    assert s.solution() == ()  # off the line: nothing to play out from here

    t = SolveSession(MATE_IN_2.game(), MATE_IN_2.solution, judge=within_half_a_pawn, to_find=1)
    assert t.try_move("d6e6").verdict is Verdict.SOLVED
    assert t.solution() == tuple(Move.from_uci(m) for m in ("e1d1", "e6e2"))  # the better line, shown after


def test_bad_calls_are_refused():
    with pytest.raises(IllegalMoveError):
        SolveSession(MATE_IN_1.game(), ["a1a1x"])
    with pytest.raises(ValueError):
        SolveSession(MATE_IN_2.game(), MATE_IN_2.solution, to_find=3)
    s = puzzle_session(MATE_IN_2)
    with pytest.raises(IllegalMoveError):
        s.try_move("a1a2")
    with pytest.raises(SessionError):
        s.take_back()
    with pytest.raises(SessionError):
        s.play_reply()
    start = MATE_IN_2.game()
    s = SolveSession(start, MATE_IN_2.solution)
    s.try_move("d6e6")
    assert start.moves == []  # the caller's game is never changed
