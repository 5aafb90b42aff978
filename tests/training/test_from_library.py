"""Exercises from the analysed games kept in the library: the user's ?/?? moves, whichever side they played."""

from __future__ import annotations

from janggi_desktop.library import ENGINE, LEVEL, PERSON, Library, Player, add_record, get_record, set_analysis
from janggi_desktop.records import record_from_game
from janggi_desktop.rules import Game
from janggi_desktop.training import library_exercises, user_sides

MOVES = ("a4b4", "i7h7", "a1a6", "a7a6", "b1c3")  # Cho hangs a chariot at move 3, Han takes it
EVALS = ["0.40", "0.60", "-7.00", "-6.90", "-7.20"]  # after each ply, Cho's view


def game(library: Library, cho: Player, han: Player, *, marks=None, evals=EVALS, source=None) -> int:
    g = Game("janggi")
    for uci in MOVES:
        g.push_uci(uci)
    game_id = add_record(library, record_from_game(g, White=cho.name, Black=han.name), players=(cho, han),
                         source=source)
    set_analysis(library, game_id, evals, {3: [4]} if marks is None else marks)  # 4: ?? on ply 3
    return game_id


def test_the_users_blunders_in_analysed_games(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        vs_engine = game(lib, Player("Me"), Player("Fairy-Stockfish", ENGINE))
        hotseat = game(lib, Player("Kim", PERSON), Player("Lee", PERSON))
        exercises, bad = library_exercises(lib)
        assert bad == 0 and [(e.game_id, e.ply, e.played, e.mark, e.side) for e in exercises] == [
            (vs_engine, 3, "a1a6", "??", "cho")]  # the hotseat game: whose mistakes? none without names
        assert exercises[0].better == () and exercises[0].best_eval == "0.60"
        named, _ = library_exercises(lib, ["kim"])
        # the game against the engine was played here (no source file): its person is the user, named or not
        assert [(e.game_id, e.side) for e in named] == [(vs_engine, "cho"), (hotseat, "cho")]
        assert library_exercises(lib, ["Lee"], game_ids=[hotseat])[0] == []  # Han made no mistake
        assert [e.game_id for e in library_exercises(lib, game_ids=[hotseat], names=["Kim"])[0]] == [hotseat]


def test_an_imported_game_is_the_users_only_under_the_users_name(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        theirs = game(lib, Player("Park", PERSON), Player("Fairy-Stockfish", ENGINE), source="/tmp/park.pgn")
        mine = game(lib, Player(" me ", PERSON), Player("Fairy-Stockfish", ENGINE), source="/tmp/mine.pgn")
        assert [e.game_id for e in library_exercises(lib, ["Me"])[0]] == [mine]  # case and spaces aside
        # without a name, any person against the computer is taken for the user
        assert [e.game_id for e in library_exercises(lib)[0]] == [theirs, mine]


def test_user_sides():
    computer, person = ("Fairy-Stockfish", ENGINE), ("Human", PERSON)
    assert user_sides(person, computer, []) == ["cho"]
    assert user_sides(computer, person, []) == ["han"]
    assert user_sides(person, ("Kim", PERSON), []) == []  # hotseat: nobody without names
    assert user_sides(person, ("Kim", PERSON), ["kim"]) == ["han"]
    assert user_sides(person, computer, ["Kim"]) == []  # someone else's game against an engine
    assert user_sides(person, computer, ["Kim"], played_here=True) == ["cho"]  # played before a name was given
    assert user_sides(("Kim", PERSON), ("Kim", PERSON), ["Kim"]) == ["cho", "han"]


def test_a_game_analysed_in_the_window_is_kept_with_the_library_game(tmp_path):
    """keep_analysis writes the evaluations and marks into every library game of those moves, keeping the
    record's own NAGs that are not marks; collect_exercises then makes the exercises once."""
    from janggi_desktop.analysis import Evaluation, GameAnalysis, PositionEval
    from janggi_desktop.rules import Move
    from janggi_desktop.training import TrainingStore, collect_exercises, keep_analysis

    with Library.open(tmp_path / "lib.sqlite3") as lib:
        kept = game(lib, Player("Me"), Player("Level 3", LEVEL), marks={}, evals=[None] * len(MOVES))
        with lib.transaction() as conn:  # a "!" the user gave the second move in the study board
            conn.execute("UPDATE games SET marks = ? WHERE id = ?", ('{"2": [1]}', kept))
        analysis = GameAnalysis(Game("janggi").start_fen, "janggi", [Move.from_uci(m) for m in MOVES])
        for ply, text in enumerate(["0.20", *EVALS]):
            analysis.set(ply, PositionEval(Evaluation.parse_pgn(text)))
        assert keep_analysis(lib, analysis) == [kept]
        other = GameAnalysis(Game("janggi").start_fen, "janggi", [Move.from_uci(m) for m in MOVES[:3]])
        assert keep_analysis(lib, other) == []  # not a game of the library
        record = get_record(lib, kept)
        assert record.nags[3] == [4] and record.nags[2] == [1]  # ?? judged, the "!" given by hand kept
        store = TrainingStore(lib)
        assert collect_exercises(store, ["Me"]) == (1, 0)
        assert collect_exercises(store, ["Me"]) == (0, 0)  # the same mistake is one exercise
        (exercise, _due), = store.exercises()
        assert (exercise.game_id, exercise.ply, exercise.played) == (kept, 3, "a1a6")


def test_a_game_whose_analysis_does_not_read_is_skipped_and_counted(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        good = game(lib, Player("Me"), Player("Engine", ENGINE))
        broken = game(lib, Player("Me", PERSON, None), Player("Other engine", ENGINE), evals=["0.4", "nonsense"])
        exercises, bad = library_exercises(lib)
        assert [e.game_id for e in exercises] == [good] and bad == 1 and broken != good
