"""The training history: puzzle attempts with the rating after each, mistake exercises with their FSRS cards
and their reviews, in SQLite.

The tables live in the game library's file (docs/architecture.md#layers: the library is the one store that
training also uses), under their own names (``training_*``) and their own schema version (table
``training_schema``), so :func:`migrate` can run on any connection: the library's, or a file of its own
until the library is there.  Migrations only ever add; each runs in one transaction.

A damaged history never stops the program: :func:`open_store` falls back to a history in memory (saying
why in :attr:`TrainingStore.problem`, for the window to show) and leaves the damaged file as it is; a row
that does not read (a rating that is not a number, a card that is not a card) is skipped and counted in
:attr:`TrainingStore.skipped_rows`; a write that fails is reported the same way and loses only itself.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from .glicko import Rating, after_puzzle
from .mistakes import Exercise
from .puzzles import Puzzle
from .schedule import due_of, new_card_json, review

#: (version, statements): the training tables' migrations, in order.
MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (1, (
        """CREATE TABLE IF NOT EXISTS training_puzzle_attempts (
               id INTEGER PRIMARY KEY,
               puzzle_id TEXT NOT NULL,
               at TEXT NOT NULL,
               solved INTEGER NOT NULL,
               seconds REAL,
               puzzle_rating INTEGER NOT NULL,
               rating REAL NOT NULL,
               rd REAL NOT NULL,
               volatility REAL NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS training_puzzle_attempts_puzzle ON training_puzzle_attempts(puzzle_id)",
        """CREATE TABLE IF NOT EXISTS training_exercises (
               key TEXT PRIMARY KEY,
               fen TEXT NOT NULL,
               ruleset TEXT NOT NULL,
               side TEXT NOT NULL,
               played TEXT NOT NULL,
               mark TEXT NOT NULL,
               better TEXT NOT NULL,
               best_eval TEXT NOT NULL,
               game_ref TEXT NOT NULL,
               ply INTEGER NOT NULL,
               created TEXT NOT NULL,
               card TEXT NOT NULL,
               due TEXT NOT NULL)""",
        "CREATE INDEX IF NOT EXISTS training_exercises_due ON training_exercises(due)",
        """CREATE TABLE IF NOT EXISTS training_reviews (
               id INTEGER PRIMARY KEY,
               key TEXT NOT NULL,
               at TEXT NOT NULL,
               solved INTEGER NOT NULL,
               first_try INTEGER NOT NULL,
               answer TEXT NOT NULL)""",
    )),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]


class TrainingStoreError(RuntimeError):
    """The training tables cannot be used (the message says why)."""


def schema_version(conn: sqlite3.Connection) -> int:
    """The training tables' version in ``conn`` (0: none yet)."""
    exists = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'training_schema'").fetchone()
    if not exists:
        return 0
    row = conn.execute("SELECT MAX(version) FROM training_schema").fetchone()
    return int(row[0] or 0)


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the training tables in ``conn`` to :data:`SCHEMA_VERSION`; returns the version found before.
    Raises TrainingStoreError for a file newer than this program (its tables may mean something else)."""
    found = schema_version(conn)
    if found > SCHEMA_VERSION:
        raise TrainingStoreError(f"the training history is from a newer version (schema {found}, "
                                 f"this program knows {SCHEMA_VERSION})")
    for version, statements in MIGRATIONS:
        if version <= found:
            continue
        with conn:
            conn.execute("CREATE TABLE IF NOT EXISTS training_schema (version INTEGER NOT NULL)")
            for sql in statements:
                conn.execute(sql)
            conn.execute("INSERT INTO training_schema (version) VALUES (?)", (version,))
    return found


def _now(now: datetime | None) -> datetime:
    return now if now is not None else datetime.now(UTC)


def _finite(*values: float) -> bool:
    return all(isinstance(v, (int, float)) and math.isfinite(v) for v in values)


class TrainingStore:
    """The history on one sqlite3 connection (already migrated by the constructor)."""

    def __init__(self, conn: sqlite3.Connection, *, problem: str = "") -> None:
        self.conn = conn
        migrate(conn)
        #: Why the history is not the user's file ("" when it is): shown by the window.
        self.problem = problem
        #: Rows that did not read and were left out.
        self.skipped_rows = 0

    # --- puzzles ------------------------------------------------------------------------------------------------
    def rating(self) -> Rating:
        """The user's puzzle rating: after the last attempt that reads, or a new player's."""
        try:
            rows = self.conn.execute("SELECT rating, rd, volatility FROM training_puzzle_attempts "
                                     "ORDER BY id DESC LIMIT 50").fetchall()
        except sqlite3.DatabaseError as e:
            self._failed(e)
            return Rating()
        for rating, rd, volatility in rows:
            if _finite(rating, rd, volatility) and rd > 0 and volatility > 0:
                return Rating(float(rating), float(rd), float(volatility))
            self.skipped_rows += 1
        return Rating()

    def record_attempt(self, puzzle: Puzzle, solved: bool, seconds: float | None = None,
                       now: datetime | None = None) -> Rating:
        """Keep one attempt and return the rating after it (kept in memory only if the write fails)."""
        new = after_puzzle(self.rating(), puzzle.rating, solved)
        try:
            with self.conn:
                self.conn.execute(
                    "INSERT INTO training_puzzle_attempts (puzzle_id, at, solved, seconds, puzzle_rating, rating, rd, "
                    "volatility) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (puzzle.id, _now(now).isoformat(), int(solved), seconds, puzzle.rating, new.rating, new.rd,
                     new.volatility))
        except sqlite3.DatabaseError as e:
            self._failed(e)
        return new

    def rating_history(self) -> list[tuple[datetime, float, float]]:
        """(when, rating, deviation) after each attempt, oldest first: the graph."""
        out = []
        try:
            rows = self.conn.execute("SELECT at, rating, rd FROM training_puzzle_attempts ORDER BY id").fetchall()
        except sqlite3.DatabaseError as e:
            self._failed(e)
            return out
        for at, rating, rd in rows:
            try:
                when = datetime.fromisoformat(at)
            except (TypeError, ValueError):
                when = None
            if when is None or not _finite(rating, rd):
                self.skipped_rows += 1
                continue
            out.append((when, float(rating), float(rd)))
        return out

    def solved_ids(self) -> set[str]:
        """Puzzles the user has solved (not offered again while others remain)."""
        try:
            rows = self.conn.execute("SELECT DISTINCT puzzle_id FROM training_puzzle_attempts WHERE solved = 1")
            return {str(r[0]) for r in rows}
        except sqlite3.DatabaseError as e:
            self._failed(e)
            return set()

    # --- mistakes -----------------------------------------------------------------------------------------------
    def add_exercises(self, exercises: Iterable[Exercise], now: datetime | None = None) -> int:
        """Keep new exercises, due now; one already kept (same position and mistake) keeps its schedule.
        Returns how many were new."""
        when = _now(now)
        added = 0
        try:
            with self.conn:
                for ex in exercises:
                    cur = self.conn.execute(
                        "INSERT OR IGNORE INTO training_exercises (key, fen, ruleset, side, played, mark, better, "
                        "best_eval, game_ref, ply, created, card, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (ex.key, ex.fen, ex.ruleset, ex.side, ex.played, ex.mark, json.dumps(list(ex.better)),
                         ex.best_eval, ex.game_ref, ex.ply, when.isoformat(), new_card_json(when), when.isoformat()))
                    added += cur.rowcount
        except sqlite3.DatabaseError as e:
            self._failed(e)
        return added

    def exercises(self, *, due_by: datetime | None = None) -> list[tuple[Exercise, datetime]]:
        """(exercise, due) of every kept exercise, or of those due by ``due_by``, soonest first; rows that do
        not read are skipped."""
        sql = ("SELECT key, fen, ruleset, side, played, mark, better, best_eval, game_ref, ply, card "
               "FROM training_exercises")
        try:
            rows = self.conn.execute(sql + " ORDER BY due, key").fetchall()
        except sqlite3.DatabaseError as e:
            self._failed(e)
            return []
        out = []
        for row in rows:
            try:
                key, fen, ruleset, side, played, mark, better, best_eval, game_ref, ply, card = row
                line = json.loads(better)
                if not isinstance(line, list) or not line or not all(isinstance(m, str) for m in line):
                    raise ValueError("no better line")
                ex = Exercise(str(key), str(fen), str(ruleset), str(side), str(played), str(mark), tuple(line),
                              str(best_eval), str(game_ref), int(ply))
                ex.game()  # the position must still be a legal one
                due = due_of(card)
            except (ValueError, TypeError):
                self.skipped_rows += 1
                continue
            if due_by is None or due <= due_by:
                out.append((ex, due))
        out.sort(key=lambda pair: pair[1])
        return out

    def due_count(self, now: datetime | None = None) -> int:
        return len(self.exercises(due_by=_now(now)))

    def record_review(self, key: str, solved: bool, first_try: bool, answer: str,
                      now: datetime | None = None) -> datetime | None:
        """Schedule the exercise after an attempt; returns when it is due next (None: no such exercise, or
        its card did not read and it was given a new one)."""
        when = _now(now)
        try:
            row = self.conn.execute("SELECT card FROM training_exercises WHERE key = ?", (key,)).fetchone()
            if row is None:
                return None
            try:
                after = review(row[0], solved, first_try, when)
                card, due = after.card_json, after.due
            except ValueError:
                self.skipped_rows += 1
                card, due = new_card_json(when), None
            with self.conn:
                self.conn.execute("UPDATE training_exercises SET card = ?, due = ? WHERE key = ?",
                                  (card, (due or when).isoformat(), key))
                self.conn.execute("INSERT INTO training_reviews (key, at, solved, first_try, answer) "
                                  "VALUES (?, ?, ?, ?, ?)", (key, when.isoformat(), int(solved), int(first_try),
                                                             answer))
        except sqlite3.DatabaseError as e:
            self._failed(e)
            return None
        return due

    # --- faults -------------------------------------------------------------------------------------------------
    def _failed(self, error: Exception) -> None:
        if not self.problem:
            self.problem = f"the training history could not be used: {error}"


def open_store(path: str | Path) -> TrainingStore:
    """The history in the SQLite file ``path`` (made if missing).  Never raises: a file that is not a
    database, damaged tables or a newer schema give a history in memory whose ``problem`` says why; the
    file is left untouched."""
    try:
        conn = sqlite3.connect(str(path))
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return TrainingStore(conn)
        except Exception:
            conn.close()
            raise
    except (sqlite3.Error, TrainingStoreError, OSError) as e:
        memory = sqlite3.connect(":memory:")
        return TrainingStore(memory, problem=f"the training history in {path} could not be opened ({e}); "
                                             f"this session's results are not kept")
