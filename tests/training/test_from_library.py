"""Exercises from the analysed games kept in the library: the user's ?/?? moves, whichever side they played."""

from __future__ import annotations

from janggi_desktop.library import ENGINE, PERSON, Library, Player, add_record, set_analysis
from janggi_desktop.records import record_from_game
from janggi_desktop.rules import Game
from janggi_desktop.training import library_exercises

MOVES = ("a4b4", "i7h7", "a1a6", "a7a6", "b1c3")  # Cho hangs a chariot at move 3, Han takes it
EVALS = ["0.40", "0.60", "-7.00", "-6.90", "-7.20"]  # after each ply, Cho's view


def game(library: Library, cho: Player, han: Player, *, marks=None, evals=EVALS) -> int:
    g = Game("janggi")
    for uci in MOVES:
        g.push_uci(uci)
    game_id = add_record(library, record_from_game(g, White=cho.name, Black=han.name), players=(cho, han))
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
        assert [(e.game_id, e.side) for e in named] == [(hotseat, "cho")]
        assert library_exercises(lib, ["Lee"])[0] == []  # Han made no mistake
        assert [e.game_id for e in library_exercises(lib, game_ids=[hotseat], names=["Kim"])[0]] == [hotseat]


def test_a_game_whose_analysis_does_not_read_is_skipped_and_counted(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        good = game(lib, Player("Me"), Player("Engine", ENGINE))
        broken = game(lib, Player("Me", PERSON, None), Player("Other engine", ENGINE), evals=["0.4", "nonsense"])
        exercises, bad = library_exercises(lib)
        assert [e.game_id for e in exercises] == [good] and bad == 1 and broken != good
