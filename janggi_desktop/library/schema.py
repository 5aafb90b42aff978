"""The library's schema as a list of migrations: the one place that says what the file holds.

A library file carries its schema version in SQLite's ``user_version``.  Opening a file applies, in one
transaction, every migration above its version (a newer program opens an older library); a file whose
version is above :data:`SCHEMA_VERSION` was written by a newer program and is refused unchanged.

Adding tables (training's puzzle attempts, rating history, review cards; study's notes) is one more
:class:`Migration` appended to :data:`MIGRATIONS` with the next version number: never edit a migration
that has shipped, since libraries on users' disks already ran it.  A migration is a sequence of SQL
statements run one by one inside the opening transaction (no ``executescript``: it would commit halfway),
and optionally a Python step for data changes SQL cannot express.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import NamedTuple


class Migration(NamedTuple):
    """One step of the schema: from ``version - 1`` to ``version``."""

    version: int
    description: str
    statements: tuple[str, ...]
    #: A data step run after the statements, in the same transaction (None for a pure schema change).
    apply: Callable[[sqlite3.Connection], None] | None = None


#: Result codes stored beside each position, so the explorer counts Cho wins / draws / Han wins without
#: reading the games table: 0 unfinished ("*"), 1 Cho won, 2 draw, 3 Han won.
RESULT_CODES = {"*": 0, "1-0": 1, "1/2-1/2": 2, "0-1": 3}
#: The ``move`` of a position where the game ended (a primary key's column cannot be NULL).
NO_MOVE = -1

_GAMES = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    -- duplicates: BLAKE2b of the start position (board + side), the moves and both players' names
    digest BLOB NOT NULL UNIQUE,
    added TEXT NOT NULL,                      -- when it entered the library (UTC, ISO 8601)
    date TEXT,                                -- the game's own date as its record gives it (PGN YYYY.MM.DD)
    event TEXT, site TEXT, round TEXT,
    cho_name TEXT NOT NULL DEFAULT '',
    cho_kind TEXT NOT NULL DEFAULT 'person' CHECK (cho_kind IN ('person', 'level', 'engine')),
    cho_detail TEXT,                          -- the level number or the engine's strength setting
    han_name TEXT NOT NULL DEFAULT '',
    han_kind TEXT NOT NULL DEFAULT 'person' CHECK (han_kind IN ('person', 'level', 'engine')),
    han_detail TEXT,
    ruleset TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    cho_arrangement TEXT, han_arrangement TEXT,  -- NULL when the game starts from a set-up position
    time_control TEXT,                        -- PGN TimeControl (+ Byoyomi), NULL when untimed/unknown
    clocks TEXT,                              -- JSON: seconds left after each ply ([%clk]), or NULL
    result TEXT NOT NULL CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
    termination TEXT NOT NULL DEFAULT '',
    plies INTEGER NOT NULL,
    moves TEXT NOT NULL,                      -- our UCI notation, space-separated (a pass: the general's square twice)
    tags TEXT NOT NULL,                       -- JSON: every header of the record
    comments TEXT,                            -- JSON {ply: text}, or NULL
    evals TEXT,                               -- JSON: evaluation after each ply (pawns, Cho's view; "#3"), or NULL
    marks TEXT,                               -- JSON {ply: [NAG, ...]} (?!, ?, ?? ...), or NULL
    source TEXT,                              -- the file it was imported from, or NULL for a game played here
    source_index INTEGER,                     -- its number in that file (1-based)
    favourite INTEGER NOT NULL DEFAULT 0
)"""

_POSITIONS = """
CREATE TABLE positions (
    key INTEGER NOT NULL,                     -- keys.board_key: board + side to move
    game_id INTEGER NOT NULL,
    ply INTEGER NOT NULL,                     -- 0 = the start position
    move INTEGER,                             -- the move played from here (from << 7 | to); NULL at the end
    result INTEGER NOT NULL,                  -- RESULT_CODES of the game (the explorer's counts)
    PRIMARY KEY (key, game_id, ply)
) WITHOUT ROWID"""

# Training (janggi_desktop/training/store.py reads and writes these; the puzzles themselves ship as a file).
_TRAINING_ATTEMPTS = """
CREATE TABLE training_attempts (
    id INTEGER PRIMARY KEY,
    puzzle_id TEXT NOT NULL,
    at TEXT NOT NULL,                         -- UTC, ISO 8601
    solved INTEGER NOT NULL,                  -- 1 solved without a wrong move, 0 failed
    seconds REAL,                             -- time taken, NULL when unknown
    puzzle_rating INTEGER NOT NULL,
    rating REAL NOT NULL, rd REAL NOT NULL, volatility REAL NOT NULL  -- the user's Glicko-2 after it
)"""

_TRAINING_EXERCISES = """
CREATE TABLE training_exercises (
    key TEXT PRIMARY KEY,                     -- position (board + side) and mistake: one exercise for both
    fen TEXT NOT NULL, ruleset TEXT NOT NULL,
    side TEXT NOT NULL,                       -- the user's side: "cho" or "han"
    played TEXT NOT NULL,                     -- the mistake, UCI
    mark TEXT NOT NULL,                       -- "?" or "??"
    better TEXT NOT NULL,                     -- JSON list of UCI moves: the engine's line (may be empty)
    best_eval TEXT NOT NULL,                  -- the analysis' evaluation of the position ([%eval] text)
    game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,  -- the game it came from (NULL: none)
    ply INTEGER NOT NULL,                     -- the mistake's ply in that game (1: the first move)
    created TEXT NOT NULL,
    card TEXT NOT NULL,                       -- the FSRS card, JSON (fsrs.Card.to_json)
    due TEXT NOT NULL                         -- the card's due time, UTC ISO 8601 (for the index)
)"""

_TRAINING_REVIEWS = """
CREATE TABLE training_reviews (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    at TEXT NOT NULL,
    solved INTEGER NOT NULL, first_try INTEGER NOT NULL,
    answer TEXT NOT NULL                      -- the move given, UCI
)"""

# Version 3: the positions index made for counting.  One row per game and distinct position (its first visit:
# transpositions and repetitions count once without DISTINCT), ordered so that the explorer's counts per move
# and result are one walk along the index (no sort), and carrying the filters the explorer offers (players,
# rule set, result) so that counting never reads the games table.
_PLAYERS = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE                 -- exactly as games.cho_name / han_name write it ('' unknown)
)"""

_RULESETS = """
CREATE TABLE rulesets (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE                 -- games.ruleset
)"""

_POSITION_COLUMNS = """
    key INTEGER NOT NULL,                     -- keys.board_key: board + side to move
    move INTEGER NOT NULL,                    -- the move played from here the game's first time here
                                              -- (from << 7 | to); -1: the game ended here
    result INTEGER NOT NULL,                  -- RESULT_CODES of the game
    game_id INTEGER NOT NULL,
    cho INTEGER NOT NULL,                     -- players.id of the game's Cho
    han INTEGER NOT NULL,                     -- players.id of the game's Han
    ruleset INTEGER NOT NULL                  -- rulesets.id of the game's rule set"""

_POSITIONS_3 = f"""
CREATE TABLE positions3 ({_POSITION_COLUMNS}
    , PRIMARY KEY (key, move, result, game_id)
) WITHOUT ROWID"""

# An import writes each game's position rows here, in the game's own transaction (a few pages at the end of
# a table instead of ~120 scattered pages of the index), and moves them into the index a few hundred games at
# a time in key order (games.flush_positions).  Readers look at both, so nothing is missed in between.
_POSITIONS_PENDING = f"""
CREATE TABLE positions_pending ({_POSITION_COLUMNS}
)"""

_FILL_POSITIONS_3 = (
    "INSERT OR IGNORE INTO players (name) SELECT cho_name FROM games UNION SELECT han_name FROM games",
    "INSERT OR IGNORE INTO rulesets (name) SELECT DISTINCT ruleset FROM games",
    # each game's first visit of each position (the bare columns of a min() aggregate come from its row)
    """INSERT INTO positions3 (key, move, result, game_id, cho, han, ruleset)
       SELECT f.key, coalesce(f.move, -1), f.result, f.game_id, c.id, h.id, r.id
       FROM (SELECT key, game_id, move, result, min(ply) FROM positions GROUP BY key, game_id) AS f
       JOIN games g ON g.id = f.game_id
       JOIN players c ON c.name = g.cho_name
       JOIN players h ON h.name = g.han_name
       JOIN rulesets r ON r.name = g.ruleset""",
    "DROP TABLE positions",
    "ALTER TABLE positions3 RENAME TO positions",
)

#: Every schema step, in order; ``MIGRATIONS[i].version == i + 1``.
MIGRATIONS: list[Migration] = [
    Migration(1, "games, their tags and every position of every game", (
        _GAMES,
        "CREATE INDEX games_cho_name ON games (cho_name COLLATE NOCASE)",
        "CREATE INDEX games_han_name ON games (han_name COLLATE NOCASE)",
        "CREATE INDEX games_date ON games (date)",
        """CREATE TABLE game_tags (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            tag TEXT NOT NULL,
            PRIMARY KEY (game_id, tag)
        ) WITHOUT ROWID""",
        "CREATE INDEX game_tags_tag ON game_tags (tag)",
        _POSITIONS,
    )),
    Migration(2, "training: puzzle attempts with the rating after each, mistake exercises and their reviews", (
        _TRAINING_ATTEMPTS,
        "CREATE INDEX training_attempts_puzzle ON training_attempts (puzzle_id)",
        _TRAINING_EXERCISES,
        "CREATE INDEX training_exercises_due ON training_exercises (due)",
        _TRAINING_REVIEWS,
    )),
    Migration(3, "positions: one row per game and position, ordered for counting, with players and rule set; "
                 "the table where an import puts positions before they join the index", (
        _PLAYERS,
        _RULESETS,
        _POSITIONS_3,
        *_FILL_POSITIONS_3,
        _POSITIONS_PENDING,
    )),
    # The favourites filter and the star column's sort read this index instead of every game's row (the
    # rowid rides along in the index, so "favourite = 1 ORDER BY id" and "ORDER BY favourite, id" walk it).
    Migration(4, "an index of the games marked as favourites", (
        "CREATE INDEX games_favourite ON games (favourite)",
    )),
]


def schema_version() -> int:
    """The version this program writes: the last migration's."""
    return MIGRATIONS[-1].version


def check_migrations(migrations: list[Migration] | None = None) -> None:
    """Versions must run 1, 2, 3 ... without a gap (a mistake here would skip a step on users' files)."""
    for i, m in enumerate(migrations if migrations is not None else MIGRATIONS):
        if m.version != i + 1:
            raise AssertionError(f"migration {i + 1} is numbered {m.version}")


__all__ = ["MIGRATIONS", "NO_MOVE", "RESULT_CODES", "Migration", "check_migrations", "schema_version"]
