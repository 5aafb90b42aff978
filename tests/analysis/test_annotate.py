"""Annotated PGN: evaluations, marks and better lines are written as lichess does and read back."""

from __future__ import annotations

from janggi_desktop.analysis import Evaluation, GameAnalysis, Mark, PositionEval, analysis_from_record, annotate
from janggi_desktop.records import load_games, pgn, record_from_game, save_games
from janggi_desktop.rules import Game, Move

MOVES = ("a4b4", "i7h7", "a1a6", "a7a6", "b1c3")  # Cho hangs a chariot at move 3, Han takes it


def analysed_game() -> tuple[Game, GameAnalysis]:
    g = Game("janggi")
    for uci in MOVES:
        g.push_uci(uci)
    a = GameAnalysis.of_game(g, engine="Test engine, depth 3")
    evals = [50, 40, 60, -700, -690, -720]  # Cho's view
    best = {0: "b1c3", 1: "h10g8", 2: "h1g3", 3: "a7a6", 4: "b1c3", 5: "h10g8"}
    for ply, cp in enumerate(evals):
        a.set(ply, PositionEval(Evaluation(cp=cp), [Move.from_uci(best[ply]), Move.from_uci("e9e10")][:1], 8))
    return g, a


def test_the_pgn_says_what_lichess_would(tmp_path):
    g, a = analysed_game()
    rec = annotate(record_from_game(g), a)
    text = " ".join(pgn.format_game(rec).split())
    assert '[Annotator "Test engine, depth 3"]' in text
    assert "{[%eval 0.50]} 1. Pab4 {[%eval 0.40]} 1... Pih7 {[%eval 0.60]}" in text  # Cho's view, the start too
    assert "2. Ra6?? {[%eval -7.00] Blunder. Hg3 was best.} (2. Hg3) 2... Pxa6 {[%eval -6.90]}" in text
    assert a.report(3).mark is Mark.BLUNDER and a.marks() == {3: Mark.BLUNDER}


def test_round_trip_gives_the_same_graph_marks_and_better_line(tmp_path):
    g, a = analysed_game()
    rec = annotate(record_from_game(g, White="Kim"), a)
    rec.comments[5] = rec.comments.get(5, "") + " a person's note"
    path = tmp_path / "annotated.pgn"
    save_games(path, [rec])
    back = analysis_from_record(load_games(path)[0])
    assert back is not None and back.engine == "Test engine, depth 3"
    assert back.evaluations() == a.evaluations()
    assert back.marks() == a.marks()
    assert back.report(3).better == [Move.from_uci("h1g3")]
    assert back.counts() == a.counts()


def test_annotating_again_replaces_the_analysis_and_keeps_the_rest():
    g, a = analysed_game()
    rec = record_from_game(g)
    rec.comments = {2: "a person's note"}
    once = annotate(rec, a)
    a.set(3, PositionEval(Evaluation(cp=-650), [Move.from_uci("a7a6")]))
    twice = annotate(pgn.loads(pgn.format_game(once))[0], a)
    text = " ".join(pgn.format_game(twice).split())
    assert text.count("Blunder.") == 1 and text.count("[%eval") == 6 and "(2. Hg3)" in text
    assert text.count("(2. Hg3)") == 1 and "[%eval -6.50]" in text and "a person's note" in text
    assert twice.nags == {3: [Mark.BLUNDER.nag]}


def test_a_finished_game_needs_no_eval_for_its_last_position():
    g = Game.from_fen("3k1a3/R8/6b2/p3p3p/2c6/9/P1P3P1P/4C4/4A4/1R1NK4 w - - 0 1", "janggi")
    g.push_uci("b1b10")
    a = GameAnalysis.of_game(g)
    a.set(0, PositionEval(Evaluation(mate=1), [Move.from_uci("b1b10")]))
    a.set(1, PositionEval(Evaluation.from_outcome(g.outcome())))
    rec = annotate(record_from_game(g), a)
    assert rec.comments == {0: "[%eval #1]"}
    back = analysis_from_record(pgn.loads(pgn.format_game(rec))[0])
    assert back.evaluations() == [Evaluation(mate=1), Evaluation(winner="cho")]


def test_a_record_without_evaluations_has_no_analysis():
    assert analysis_from_record(record_from_game(Game("janggi"))) is None


def test_the_judgement_an_annotation_wrote_is_told_from_a_persons_words():
    """What a window may leave out of a comment (the glyph and the report say it) is exactly annotate's
    judgement, at the start, on a move carrying its mark; a person's words around it stay whole."""
    from janggi_desktop.analysis import split_judgement

    g, a = analysed_game()
    rec = record_from_game(g)
    rec.comments = {3: "I missed the horse", 4: "Blunder. Hg3 was best. says who?"}
    once = annotate(rec, a)
    words = " ".join(w for w in once.comments[3].split() if not w.startswith("[%") and not w.endswith("]"))
    assert words == "Blunder. Hg3 was best. I missed the horse"
    assert split_judgement(words, once.nags[3]) == ("Blunder. Hg3 was best.", "I missed the horse")
    assert split_judgement("Blunder.", [4]) == ("Blunder.", "")
    assert split_judgement("Mistake. Cb8 was best.", [2, 10]) == ("Mistake. Cb8 was best.", "")
    assert split_judgement("Inaccuracy.", [6]) == ("Inaccuracy.", "")
    # a person's: no mark, another mark, not at the start, another form
    assert split_judgement("Blunder. Hg3 was best. says who?", []) == ("", "Blunder. Hg3 was best. says who?")
    assert split_judgement("Blunder. Hg3 was best.", [2]) == ("", "Blunder. Hg3 was best.")
    assert split_judgement("What a Blunder.", [4]) == ("", "What a Blunder.")
    assert split_judgement("Blunders.", [4]) == ("", "Blunders.")
    assert split_judgement("Blunder.Really", [4]) == ("", "Blunder.Really")
    assert split_judgement("", [4]) == ("", "")
