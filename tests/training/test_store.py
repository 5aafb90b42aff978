"""The training history in SQLite: attempts and rating, exercises on their FSRS schedule, and faults that
never stop the program."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

from janggi_desktop.library import MIGRATIONS, Library, Migration
from janggi_desktop.training import Exercise, Rating, open_store, parse_lines

from .test_puzzles import MATE_IN_1, MATE_IN_2, json

T0 = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)
PUZZLES = parse_lines([json.dumps(MATE_IN_1), json.dumps(MATE_IN_2)]).puzzles
EX = Exercise("k1", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "janggi", "cho",
              "a1a3", "?", ("b1c3", "b10c8"), "0.20", None, 11)


def test_the_tables_are_a_migration_of_the_library(tmp_path):
    with Library.open(tmp_path / "library.sqlite3") as lib:
        names = {r[0] for r in lib.query("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"games", "training_attempts", "training_exercises", "training_reviews"} <= names
        assert lib.schema_version == MIGRATIONS[-1].version


def test_attempts_make_the_rating_and_its_history(tmp_path):
    store = open_store(tmp_path / "t.sqlite3")
    assert store.rating() == Rating() and store.problem == ""
    r1 = store.record_attempt(PUZZLES[0], True, 12.5, now=T0)
    r2 = store.record_attempt(PUZZLES[1], False, 40.0, now=T0 + timedelta(minutes=1))
    again = open_store(tmp_path / "t.sqlite3")  # kept on disk
    assert again.rating() == r2 and r1.rating > r2.rating
    assert [(w, round(r)) for w, r, _ in again.rating_history()] == [(T0, round(r1.rating)),
                                                                      (T0 + timedelta(minutes=1), round(r2.rating))]
    assert again.solved_ids() == {"m1"}


def test_an_exercise_is_due_at_once_and_comes_back_later_when_solved(tmp_path):
    store = open_store(tmp_path / "t.sqlite3")
    assert store.add_exercises([EX], now=T0) == 1 and store.add_exercises([EX], now=T0) == 0
    assert store.due_count(T0) == 1
    ((ex, due),) = store.exercises(due_by=T0)
    assert ex == EX and due == T0
    wrong = store.record_review("k1", solved=False, first_try=True, answer="a1a3", now=T0)
    assert wrong == T0 + timedelta(minutes=10)  # relearning: soon
    assert store.due_count(T0 + timedelta(minutes=5)) == 0 and store.due_count(wrong) == 1
    right = store.record_review("k1", solved=True, first_try=True, answer="b1c3", now=wrong)
    assert right - wrong >= timedelta(days=1)
    assert store.record_review("nope", True, True, "b1c3", now=T0) is None


def test_damaged_rows_are_skipped_and_counted(tmp_path):
    path = tmp_path / "t.sqlite3"
    store = open_store(path)
    good = store.record_attempt(PUZZLES[0], True, now=T0)
    store.add_exercises([EX, Exercise(**{**EX.__dict__, "key": "k2", "fen": EX.fen.replace("K", "A")})], now=T0)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("INSERT INTO training_attempts (puzzle_id, at, solved, puzzle_rating, rating, rd, "
                     "volatility) VALUES ('m2', 'yesterday', 0, 1100, 'abc', -1, 0.06)")
        conn.execute("UPDATE training_exercises SET card = 'garbage' WHERE key = 'k1'")
    again = open_store(path)
    assert again.rating() == good  # the unreadable last row is passed over
    assert len(again.rating_history()) == 1
    assert again.exercises() == []  # k1's card is garbage, k2's FEN has no Cho general
    assert again.skipped_rows >= 4 and again.problem == ""
    # A review of the exercise whose card broke gives it a new card rather than failing.
    assert again.record_review("k1", True, True, "b1c3", now=T0) is None
    assert [ex.key for ex, _ in again.exercises()] == ["k1"]


def test_a_damaged_library_is_moved_aside_and_training_goes_on(tmp_path):
    path = tmp_path / "t.sqlite3"
    path.write_bytes(b"this is not SQLite at all" * 100)
    store = open_store(path)
    assert "moved aside" in store.problem
    assert store.record_attempt(PUZZLES[0], True, now=T0).rating > 1500
    assert [p.read_bytes() for p in tmp_path.glob("t.sqlite3.corrupt-*")] == [b"this is not SQLite at all" * 100]


def test_a_library_that_cannot_be_opened_gives_a_history_for_this_session(tmp_path):
    path = tmp_path / "t.sqlite3"
    newer = [*MIGRATIONS, Migration(len(MIGRATIONS) + 1, "from the future", ("CREATE TABLE z (x)",))]
    Library.open(path, migrations=newer).close()
    before = path.read_bytes()
    store = open_store(path)
    assert "could not be opened" in store.problem and "newer version" in store.problem
    assert store.record_attempt(PUZZLES[0], True, now=T0).rating > 1500 and len(store.rating_history()) == 1
    assert path.read_bytes() == before


def test_tables_broken_after_opening_do_not_raise(tmp_path):
    store = open_store(tmp_path / "t.sqlite3")
    with store.library.transaction() as conn:
        conn.execute("DROP TABLE training_attempts")
        conn.execute("DROP TABLE training_exercises")
    assert store.rating() == Rating() and store.rating_history() == [] and store.solved_ids() == set()
    assert store.record_attempt(PUZZLES[0], True, now=T0).rating > 1500
    assert store.add_exercises([EX], now=T0) == 0 and store.exercises() == [] and store.due_count(T0) == 0
    assert "could not be used" in store.problem


def test_an_exercise_kept_without_a_line_gets_one_and_keeps_its_schedule(tmp_path):
    """Made first from a library row (which keeps no better lines), then from the game report: the line comes,
    the card stays."""
    from dataclasses import replace

    store = open_store(tmp_path / "t.sqlite3")
    assert store.add_exercises([replace(EX, better=())], now=T0) == 1
    store.record_review(EX.key, True, True, "b1c3", now=T0)
    (_ex, due), = store.exercises()
    assert store.add_exercises([EX], now=T0 + timedelta(minutes=1)) == 0
    store.add_exercises([replace(EX, better=("h1g3",))], now=T0)  # a line already kept stays
    assert store.exercises() == [(EX, due)]
