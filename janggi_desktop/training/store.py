"""The training history: puzzle attempts with the rating after each, mistake exercises with their FSRS cards
and their reviews, in the game library's SQLite file.

The tables are the library's migration 2 (janggi_desktop/library/schema.py, the one place that defines the
file's tables; docs/architecture.md#layers: the library is the one store that training also uses):
``training_attempts``, ``training_exercises``, ``training_reviews``.  Writes go through
``Library.transaction()``, reads through ``Library.query()``, so faults arrive as the library's errors.

A damaged history never stops the program: :func:`open_store` falls back to a history in a temporary file
(saying why in :attr:`TrainingStore.problem`, for the window to show) when the library cannot be opened (a
library file found damaged is moved aside by the library itself, and :attr:`TrainingStore.problem` says
where); a row that does not read (a rating that is not a number, a card that is not a card) is skipped and
counted in :attr:`TrainingStore.skipped_rows`; a read or write that fails is reported the same way and loses
only itself.
"""

from __future__ import annotations

import json
import math
import tempfile
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from janggi_desktop.library import Library, LibraryError

from .glicko import Rating, after_puzzle
from .mistakes import Exercise
from .puzzles import Puzzle
from .schedule import due_of, new_card_json, review


def _now(now: datetime | None) -> datetime:
    return now if now is not None else datetime.now(UTC)


def _finite(*values: float) -> bool:
    return all(isinstance(v, (int, float)) and math.isfinite(v) for v in values)


class TrainingStore:
    """The history in one open library (which has run the training migration when it was opened)."""

    def __init__(self, library: Library, *, problem: str = "") -> None:
        self.library = library
        #: Why the history is not the user's file ("" when it is): shown by the window.
        self.problem = problem
        #: Rows that did not read and were left out.
        self.skipped_rows = 0

    # --- puzzles ------------------------------------------------------------------------------------------------
    def rating(self) -> Rating:
        """The user's puzzle rating: after the last attempt that reads, or a new player's."""
        try:
            rows = self.library.query("SELECT rating, rd, volatility FROM training_attempts "
                                      "ORDER BY id DESC LIMIT 50")
        except LibraryError as e:
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
            with self.library.transaction() as conn:
                conn.execute(
                    "INSERT INTO training_attempts (puzzle_id, at, solved, seconds, puzzle_rating, rating, rd, "
                    "volatility) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (puzzle.id, _now(now).isoformat(), int(solved), seconds, puzzle.rating, new.rating, new.rd,
                     new.volatility))
        except LibraryError as e:
            self._failed(e)
        return new

    def rating_history(self) -> list[tuple[datetime, float, float]]:
        """(when, rating, deviation) after each attempt, oldest first: the graph."""
        out = []
        try:
            rows = self.library.query("SELECT at, rating, rd FROM training_attempts ORDER BY id")
        except LibraryError as e:
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
            rows = self.library.query("SELECT DISTINCT puzzle_id FROM training_attempts WHERE solved = 1")
            return {str(r[0]) for r in rows}
        except LibraryError as e:
            self._failed(e)
            return set()

    # --- mistakes -----------------------------------------------------------------------------------------------
    def add_exercises(self, exercises: Iterable[Exercise], now: datetime | None = None) -> int:
        """Keep new exercises, due now; one already kept (same position and mistake) keeps its schedule, and
        gets the better line given here when it was kept without one (made from a library row, which keeps no
        lines, then from the game report).  Returns how many were new."""
        when = _now(now)
        added = 0
        try:
            kept = {str(r[0]) for r in self.library.query("SELECT key FROM training_exercises")}
            with self.library.transaction() as conn:
                for ex in exercises:
                    if ex.key in kept:  # no new card made for it (making one costs time)
                        if ex.better:
                            conn.execute("UPDATE training_exercises SET better = ? WHERE key = ? AND better = '[]'",
                                         (json.dumps(list(ex.better)), ex.key))
                        continue
                    kept.add(ex.key)
                    cur = conn.execute(
                        "INSERT OR IGNORE INTO training_exercises (key, fen, ruleset, side, played, mark, better, "
                        "best_eval, game_id, ply, created, card, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (ex.key, ex.fen, ex.ruleset, ex.side, ex.played, ex.mark, json.dumps(list(ex.better)),
                         ex.best_eval, ex.game_id, ex.ply, when.isoformat(), new_card_json(when), when.isoformat()))
                    added += cur.rowcount
        except LibraryError as e:
            self._failed(e)
        return added

    def exercises(self, *, due_by: datetime | None = None) -> list[tuple[Exercise, datetime]]:
        """(exercise, due) of every kept exercise, or of those due by ``due_by``, soonest first; rows that do
        not read are skipped."""
        try:
            rows = self.library.query("SELECT key, fen, ruleset, side, played, mark, better, best_eval, game_id, "
                                      "ply, card FROM training_exercises ORDER BY due, key")
        except LibraryError as e:
            self._failed(e)
            return []
        out = []
        for row in rows:
            try:
                key, fen, ruleset, side, played, mark, better, best_eval, game_id, ply, card = row
                line = json.loads(better)
                if not isinstance(line, list) or not all(isinstance(m, str) for m in line):
                    raise ValueError("the better line is not a list of moves")
                if side not in ("cho", "han"):
                    raise ValueError("no side")
                ex = Exercise(str(key), str(fen), str(ruleset), side, str(played), str(mark), tuple(line),
                              str(best_eval), None if game_id is None else int(game_id), int(ply))
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
            rows = self.library.query("SELECT card FROM training_exercises WHERE key = ?", (key,))
            if not rows:
                return None
            row = rows[0]
            try:
                after = review(row[0], solved, first_try, when)
                card, due = after.card_json, after.due
            except ValueError:
                self.skipped_rows += 1
                card, due = new_card_json(when), None
            with self.library.transaction() as conn:
                conn.execute("UPDATE training_exercises SET card = ?, due = ? WHERE key = ?",
                             (card, (due or when).isoformat(), key))
                conn.execute("INSERT INTO training_reviews (key, at, solved, first_try, answer) "
                                  "VALUES (?, ?, ?, ?, ?)", (key, when.isoformat(), int(solved), int(first_try),
                                                             answer))
        except LibraryError as e:
            self._failed(e)
            return None
        return due

    # --- faults -------------------------------------------------------------------------------------------------
    def _failed(self, error: Exception) -> None:
        if not self.problem:
            self.problem = f"the training history could not be used: {error}"


def open_store(path: str | Path | None = None) -> TrainingStore:
    """The history in the library at ``path`` (default: the user's library).  Never raises: when the library
    cannot be opened (newer version, read-only, locked) the history of this session is kept in a temporary
    library and ``problem`` says why; a damaged library file was moved aside by the library and ``problem``
    says where."""
    try:
        library = Library.open(path)
    except LibraryError as e:
        spare = Path(tempfile.mkdtemp(prefix="janggi-training-")) / "library.sqlite3"
        return TrainingStore(Library.open(spare),
                             problem=f"the training history could not be opened ({e}); this session's results "
                                     f"are not kept")
    problem = ""
    if library.recovered is not None:
        problem = (f"the library was damaged ({library.recovered.reason}) and moved aside to "
                   f"{library.recovered.moved_to}; a new one was started")
    return TrainingStore(library, problem=problem)
