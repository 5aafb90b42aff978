"""Judging moves: real engines on constructed positions, and the report's logic on known evaluations."""

from __future__ import annotations

import threading

import pytest

from janggi_desktop.analysis import AnalysisError, Evaluation, GameAnalysis, Mark, PositionEval, analyse_game
from janggi_desktop.play import Player, PlayerError, PlayerSpec, ThinkInfo, ThinkLimits
from janggi_desktop.rules import Game, Move

#: Deterministic searches (one thread, fixed depth) so the judgements do not depend on the machine's load.
ENGINES = {"fsf": (PlayerSpec.fairy_stockfish(), ThinkLimits(depth=10)),
           "builtin": (PlayerSpec.builtin(10), ThinkLimits(depth=3))}


def game_of(*uci: str) -> Game:
    g = Game("janggi")
    for text in uci:
        g.push_uci(text)
    return g


def analysed(game: Game, engine: str) -> GameAnalysis:
    spec, limits = ENGINES[engine]
    player = spec.create()
    try:
        return analyse_game(GameAnalysis.of_game(game), player, limits)
    finally:
        player.close()


@pytest.mark.parametrize("engine", list(ENGINES))
def test_a_hanging_chariot_is_a_blunder_and_the_better_move_is_given(engine):
    # After 1. Pab4 Pih7, Cho's chariot a1 can run up the open file to a6, where Han's soldier a7 takes it.
    a = analysed(game_of("a4b4", "i7h7", "a1a6"), engine)
    report = a.report(3)
    assert report.side == "cho" and report.mark is Mark.BLUNDER
    assert report.after.cho_chance < report.before.cho_chance  # worse for Cho, in Cho's own view
    assert a.evaluation(3).cp < -300  # Han is a chariot up: negative from Cho's point of view
    assert report.better and report.better[0] != Move.from_uci("a1a6")
    assert Game.from_fen(a.game_at(2).fen(), "janggi").is_legal(report.better[0])
    assert a.counts()["cho"][Mark.BLUNDER] == 1 and a.counts()["han"][Mark.BLUNDER] == 0


@pytest.mark.parametrize("engine", list(ENGINES))
def test_hans_hanging_chariot_is_hans_blunder_and_good_for_cho(engine):
    # Han's chariot i10 runs down the i-file (Pih7 opened it) to i5, where Cho's soldier i4 takes it.
    a = analysed(game_of("a4b4", "i7h7", "b1c3", "i10i5"), engine)
    report = a.report(4)
    assert report.side == "han" and report.mark is Mark.BLUNDER
    assert a.evaluation(4).cp > 300  # Cho is a chariot up: positive from Cho's point of view
    assert a.next_mistake(0, least=Mark.BLUNDER) == 4
    assert a.next_mistake(0, least=Mark.BLUNDER, side="cho") is None


@pytest.mark.parametrize("engine", list(ENGINES))
def test_a_tiny_slip_is_not_marked(engine):
    # 2. Hc3 instead of the engines' 2. Hg3: the other horse out, a few tenths of a pawn worse at most.
    a = analysed(game_of("a4b4", "i7h7", "b1c3"), engine)
    assert a.positions[2].line[0] == Move.from_uci("h1g3")  # it was not the engine's choice...
    report = a.report(3)
    assert report.mark is None and report.drop < 0.1  # ...and still not worth a mark


# --- the report's logic on evaluations given by hand ---------------------------------------------------------
MOVES = ("a4b4", "i7h7", "b1c3", "h10g8")  # Cho, Han, Cho, Han


def hand_made(evals: list[int], lines: dict[int, str] | None = None) -> GameAnalysis:
    """An analysis of MOVES whose positions have the given evaluations (centi-pawns, Cho's view) and
    best moves (position -> UCI)."""
    a = GameAnalysis.of_game(game_of(*MOVES))
    for ply, cp in enumerate(evals):
        line = [Move.from_uci(lines[ply])] if lines and ply in lines else []
        a.set(ply, PositionEval(Evaluation(cp=cp), line))
    return a


def test_the_engines_own_choice_is_never_marked():
    assert hand_made([0, -500, -500, 0, 0]).report(1).mark is Mark.BLUNDER
    a = hand_made([0, -500, -500, 0, 0], lines={0: "a4b4"})
    assert a.report(1).drop > 0.3 and a.report(1).mark is None  # the engine would have played a4b4 itself
    assert a.report(1).better == []
    assert a.report(3).drop < 0 and a.report(3).mark is None  # Cho's move raised Cho's chances


def test_the_better_line_of_a_marked_move_starts_from_the_position_before_it():
    a = hand_made([0, -500, -500, 0, 0], lines={0: "b1c3"})
    assert a.report(1).mark is Mark.BLUNDER and a.report(1).better == [Move.from_uci("b1c3")]


def test_marks_sides_counts_and_stepping_from_mistake_to_mistake():
    a = hand_made([0, -30, 500, 0, 600])
    assert a.report(1).mark is None  # -0.3 for Cho: a wobble
    assert a.marks() == {2: Mark.BLUNDER, 3: Mark.BLUNDER, 4: Mark.BLUNDER}
    assert [a.report(k).side for k in (2, 3, 4)] == ["han", "cho", "han"]
    assert a.counts()["cho"][Mark.BLUNDER] == 1 and a.counts()["han"][Mark.BLUNDER] == 2
    assert a.next_mistake(0) == 2 and a.next_mistake(2) == 3 and a.next_mistake(4) is None
    assert a.next_mistake(0, side="cho") == 3 and a.next_mistake(3, side="han") == 4
    assert a.next_mistake(4, backwards=True) == 3 and a.next_mistake(2, backwards=True) is None


def test_a_mark_needs_both_neighbouring_positions():
    a = hand_made([0, -500])
    assert a.report(1) is not None and a.report(2) is None and a.done == 2 and not a.complete


def test_fitting_to_a_changed_game_keeps_the_shared_positions():
    a = hand_made([0, -30, 500, 0, 600])
    other = game_of("a4b4", "i7h7", "c4c5")
    fitted = a.fitted(other)
    assert fitted.moves == other.moves and fitted.done == 3 and fitted.positions[3] is None
    assert fitted.evaluations()[:3] == a.evaluations()[:3]
    assert a.fitted(game_of(*MOVES, "c4c5")).done == 5


class Scripted(Player):
    """An engine whose answers the test decides: ``before(ply)`` runs before each answer."""

    def __init__(self, before=None) -> None:
        super().__init__(PlayerSpec("uci", command=("scripted",)))
        self.before = before
        self.asked: list[int] = []

    def analyse(self, game, limits=None, *, multipv=1, on_info=None, stop=None):
        self.asked.append(game.ply)
        if self.before is not None:
            self.before(game.ply)
        return [ThinkInfo(depth=1, score_cp=10, pv=[game.legal_moves()[0]])]


def test_an_engine_that_fails_twice_stops_the_analysis_with_its_message():
    def crash(_ply):
        raise PlayerError("the engine crashed")

    a = GameAnalysis.of_game(game_of("a4b4"))
    with pytest.raises(AnalysisError, match="crashed"):
        analyse_game(a, Scripted(crash), ThinkLimits(depth=1))
    assert a.empty


def test_cancelling_keeps_what_was_done_and_resuming_does_the_rest():
    stop = threading.Event()

    def cancel_at_third(ply):
        if ply == 2:
            stop.set()  # the user presses Cancel while the third position is analysed

    a = GameAnalysis.of_game(game_of(*MOVES))
    analyse_game(a, Scripted(cancel_at_third), ThinkLimits(depth=1), stop=stop)
    assert a.done == 2 and a.positions[2] is None and not a.complete
    again = Scripted()
    analyse_game(a, again, ThinkLimits(depth=1))
    assert a.complete and again.asked == [2, 3, 4]  # only what was missing


def test_a_finished_position_is_scored_without_asking_the_engine():
    mate = Game.from_fen("3k1a3/R8/6b2/p3p3p/2c6/9/P1P3P1P/4C4/4A4/1R1NK4 w - - 0 1", "janggi")
    mate.push_uci("b1b10")
    engine = Scripted()
    a = analyse_game(GameAnalysis.of_game(mate), engine, ThinkLimits(depth=1))
    assert engine.asked == [0] and a.evaluation(1) == Evaluation(winner="cho")
