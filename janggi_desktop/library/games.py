"""Games in the library: adding one (with every position indexed), reading it back, deleting, tagging.

A game is stored from a :class:`~janggi_desktop.records.GameRecord` (what every reader produces and the
window's record of a game in play), with its players' kinds (a person, the built-in engine at a level, an
external engine).  Each distinct position of the game, the start included, goes into ``positions`` once, with
the move played from it the first time and the game's result, players and rule set, so "games reaching this
position" and the opening explorer are one walk along the index each (see :mod:`.explorer`).

Duplicates are games with the same start position (board and side), the same moves and the same players'
names (case-insensitive): the second copy is skipped, whatever file it came from.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
import sqlite3
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..records import GameRecord
from ..rules import Move
from .keys import first_visits
from .schema import RESULT_CODES
from .store import Library

PERSON, LEVEL, ENGINE = "person", "level", "engine"
PLAYER_KINDS = (PERSON, LEVEL, ENGINE)
#: How the records name an unknown player.
_UNKNOWN_NAMES = ("", "?", "미상")
#: "Janggi Desktop level 5 (Club)": the name our records give the built-in engine (PlayerSpec.label).
_LEVEL_NAME = re.compile(r"Janggi Desktop level (\d+)\b", re.I)
_EVAL = re.compile(r"\[%eval\s+([^\]\s]+)\s*\]")
_CLOCK = re.compile(r"\[%clk\s+(\d+):(\d\d):(\d\d(?:\.\d+)?)\s*\]")


class Player(NamedTuple):
    """One side's player as the library keeps it."""

    name: str
    kind: str = PERSON
    #: The level (built-in engine) or the engine's strength setting, as text; None for a person.
    detail: str | None = None


class GameSummary(NamedTuple):
    """A row of the library's table of games."""

    id: int
    date: str | None
    cho: str
    han: str
    result: str
    termination: str
    plies: int
    ruleset: str
    event: str | None
    source: str | None
    favourite: bool


def player_from_tags(tags: dict[str, str], side: str) -> Player:
    """A side's player as a record names it: ``White``/``Black`` (Cho/Han) with ``WhiteType``/``BlackType``
    (``program`` = an engine, PGN's convention); our built-in engine's label gives its level."""
    prefix = "White" if side == "cho" else "Black"
    name = tags.get(prefix, "").strip()
    if name in _UNKNOWN_NAMES:
        name = ""
    m = _LEVEL_NAME.search(name)
    if m:
        return Player(name, LEVEL, m.group(1))
    if tags.get(prefix + "Type", "").strip().lower() in ("program", "engine", "computer"):
        return Player(name, ENGINE, None)
    return Player(name, PERSON, None)


def game_digest(start_fen: str, moves: Sequence[Move], cho: str, han: str) -> bytes:
    """The duplicate check: start board and side (not the counters), moves, both names (case-insensitive)."""
    return _digest(start_fen, " ".join(map(str, moves)), cho, han)


def _digest(start_fen: str, moves_text: str, cho: str, han: str) -> bytes:
    """:func:`game_digest` of the moves as stored (UCI, space-separated), made once per game."""
    board_and_side = " ".join(start_fen.split()[:2])
    text = "\n".join((board_and_side, moves_text, cho.casefold(), han.casefold()))
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def _evals_and_clocks(record: GameRecord) -> tuple[str | None, str | None]:
    """The ``[%eval]`` and ``[%clk]`` of the comment after each ply, as JSON lists (None when none)."""
    plies = len(record.moves)
    evals: list[str | None] = [None] * plies
    clocks: list[float | None] = [None] * plies
    any_eval = any_clock = False
    for k, text in record.comments.items():
        if not 1 <= k <= plies:
            continue
        m = _EVAL.search(text)
        if m:
            evals[k - 1] = m.group(1)
            any_eval = True
        c = _CLOCK.search(text)
        if c:
            clocks[k - 1] = int(c.group(1)) * 3600 + int(c.group(2)) * 60 + float(c.group(3))
            any_clock = True
    return (json.dumps(evals) if any_eval else None, json.dumps(clocks) if any_clock else None)


def _time_control(tags: dict[str, str]) -> str | None:
    tc = tags.get("TimeControl", "").strip()
    if not tc or tc in ("?", "-"):
        return None
    byoyomi = tags.get("Byoyomi", "").strip()
    return f"{tc} byoyomi {byoyomi}" if byoyomi else tc


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def add_record(library: Library, record: GameRecord, *, players: tuple[Player, Player] | None = None,
               source: str | None = None, source_index: int | None = None, defer_index: bool = False) -> int | None:
    """Store ``record`` (moves already replayed by the records package or the rules) and index its
    positions, in one transaction.  Returns the new game's id, or None when the library already has it.

    ``players`` (Cho, Han) overrides what the tags say (the window knows who played); ``source`` is the
    file it came from (None for a game played here).

    ``defer_index``: the game's positions go to the pending table (a few pages at its end) instead of the
    index (~120 scattered pages), and :func:`flush_positions` later moves them there with hundreds of other
    games' in one sorted pass: what an import does.  Searches and the explorer read both tables, so the game
    is found either way; a crash in between leaves the rows pending, never lost."""
    tags = dict(record.tags)
    cho, han = players if players is not None else (player_from_tags(tags, "cho"), player_from_tags(tags, "han"))
    for p in (cho, han):
        if p.kind not in PLAYER_KINDS:
            raise ValueError(f"unknown player kind {p.kind!r}; expected one of {', '.join(PLAYER_KINDS)}")
    moves = list(record.moves)
    result = record.result if record.result in RESULT_CODES else "*"
    moves_text = " ".join(map(str, moves))
    digest = _digest(record.start_fen, moves_text, cho.name, han.name)
    evals, clocks = _evals_and_clocks(record)
    date = tags.get("Date", "").strip()
    visits = first_visits(record.start_fen, moves)
    code = RESULT_CODES[result]
    with library.transaction() as conn:
        cur = conn.execute(
            "INSERT OR IGNORE INTO games (digest, added, date, event, site, round, cho_name, cho_kind, cho_detail,"
            " han_name, han_kind, han_detail, ruleset, start_fen, cho_arrangement, han_arrangement,"
            " time_control, clocks, result, termination, plies, moves, tags, comments, evals, marks, source,"
            " source_index) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (digest, _now(), None if not date or "?" in date else date, _tag(tags, "Event"), _tag(tags, "Site"),
             _tag(tags, "Round"), cho.name, cho.kind, cho.detail, han.name, han.kind, han.detail, record.ruleset,
             record.start_fen, record.cho, record.han, _time_control(tags), clocks, result, record.termination,
             len(moves), moves_text, json.dumps(tags, ensure_ascii=False),
             json.dumps(record.comments, ensure_ascii=False) if record.comments else None, evals,
             json.dumps(record.nags) if record.nags else None,
             source if source is not None else (record.source or None),
             source_index if source_index is not None else (record.index if record.source else None)))
        if cur.rowcount == 0:
            return None
        game_id = cur.lastrowid
        extra = (code, game_id, _name_id(conn, "players", cho.name), _name_id(conn, "players", han.name),
                 _name_id(conn, "rulesets", record.ruleset))
        table = "positions_pending" if defer_index else "positions"
        conn.executemany(f"INSERT INTO {table} (key, move, result, game_id, cho, han, ruleset)"
                         " VALUES (?,?,?,?,?,?,?)", [(key, move, *extra) for key, move in visits])
    return game_id


def _name_id(conn: sqlite3.Connection, table: str, name: str) -> int:
    """The id of ``name`` in ``players`` or ``rulesets``, added on first use (names are never removed, so
    an id stays valid once its transaction is committed)."""
    row = conn.execute(f"SELECT id FROM {table} WHERE name = ?", (name,)).fetchone()
    if row is not None:
        return row[0]
    return conn.execute(f"INSERT INTO {table} (name) VALUES (?)", (name,)).lastrowid


def flush_positions(library: Library) -> int:
    """Move the pending position rows (:func:`add_record`'s ``defer_index``) into the index, in key order, in
    one transaction.  Returns how many rows moved.  Any writer may do it at any time: an import does every
    few hundred games and at its end; rows left by a crash wait for the next one (they are read meanwhile)."""
    with library.transaction() as conn:
        if conn.execute("SELECT 1 FROM positions_pending LIMIT 1").fetchone() is None:
            return 0
        moved = conn.execute(
            "INSERT INTO positions (key, move, result, game_id, cho, han, ruleset) SELECT key, move, result,"
            " game_id, cho, han, ruleset FROM positions_pending ORDER BY key, move, result, game_id").rowcount
        conn.execute("DELETE FROM positions_pending")
    return moved


def pending_positions(library: Library) -> int:
    """How many position rows wait in the pending table (0 once every import has flushed)."""
    return library.query("SELECT count(*) FROM positions_pending")[0][0]


def indexed_positions(library: Library) -> int:
    """How many position rows the library holds (one per game and distinct position), pending ones too."""
    return library.query("SELECT (SELECT count(*) FROM positions) + (SELECT count(*) FROM positions_pending)")[0][0]


def _tag(tags: dict[str, str], name: str) -> str | None:
    value = tags.get(name, "").strip()
    return None if value in ("", "?") else value


def set_analysis(library: Library, game_id: int, evals: Sequence[str | None], marks: dict[int, list[int]],
                 comments: dict[int, str] | None = None) -> None:
    """Keep a game's analysis: the evaluation after each ply (pawns from Cho's view as PGN writes them,
    ``"0.35"``, ``"#-3"``) and the marks (NAGs) of the judged moves; ``comments`` (by ply), when given, replace
    the game's (an annotated record's, whose ``[%eval]`` a review reads back)."""
    with library.transaction() as conn:
        conn.execute("UPDATE games SET evals = ?, marks = ? WHERE id = ?",
                     (json.dumps(list(evals)), json.dumps({str(k): v for k, v in marks.items()}), game_id))
        if comments is not None:
            conn.execute("UPDATE games SET comments = ? WHERE id = ?",
                         (json.dumps({str(k): v for k, v in comments.items()}, ensure_ascii=False) if comments
                          else None, game_id))


def get_record(library: Library, game_id: int) -> GameRecord:
    """The game as a record (for review, export): tags, start, moves, result, comments, marks.  Raises
    KeyError for an id the library does not have."""
    rows = library.query("SELECT tags, ruleset, start_fen, cho_arrangement, han_arrangement, moves, result,"
                         " termination, comments, marks, source, source_index FROM games WHERE id = ?", (game_id,))
    if not rows:
        raise KeyError(game_id)
    return _record_of_row(rows[0])


def _record_of_row(row: tuple) -> GameRecord:
    tags, ruleset, start_fen, cho, han, moves, result, termination, comments, marks, source, index = row
    return GameRecord(
        tags=json.loads(tags), ruleset=ruleset, start_fen=start_fen, cho=cho, han=han,
        moves=[Move.from_uci(m) for m in moves.split()], result=result, termination=termination,
        comments={int(k): v for k, v in json.loads(comments).items()} if comments else {},
        nags={int(k): v for k, v in json.loads(marks).items()} if marks else {},
        source=source or "", index=index or 1)


def iter_records(library: Library, game_ids: Iterable[int]) -> Iterable[GameRecord]:
    for game_id in game_ids:
        yield get_record(library, game_id)


def delete_games(library: Library, game_ids: Iterable[int]) -> int:
    """Delete games and their positions (found by recomputing their rows: the index is ordered by key and
    first move, not by game; pending rows by a scan of that small table).  Returns how many were deleted.
    The window keeps the records for its undo.

    A game's position rows carry its result, players and rule set: whatever changes those in ``games``
    must change its rows too (nothing does today; deleting and adding the game again is the way)."""
    deleted = 0
    with library.transaction() as conn:
        for game_id in game_ids:
            row = conn.execute("SELECT start_fen, moves, result FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                continue
            visits = first_visits(row[0], [Move.from_uci(m) for m in row[1].split()])
            code = RESULT_CODES.get(row[2], 0)
            conn.executemany("DELETE FROM positions WHERE key = ? AND move = ? AND result = ? AND game_id = ?",
                             ((key, move, code, game_id) for key, move in visits))
            conn.execute("DELETE FROM positions_pending WHERE game_id = ?", (game_id,))
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
            deleted += 1
    return deleted


def set_favourite(library: Library, game_id: int, favourite: bool = True) -> None:
    with library.transaction() as conn:
        conn.execute("UPDATE games SET favourite = ? WHERE id = ?", (int(favourite), game_id))


def add_tag(library: Library, game_id: int, tag: str) -> None:
    with library.transaction() as conn:
        conn.execute("INSERT OR IGNORE INTO game_tags (game_id, tag) VALUES (?, ?)", (game_id, tag.strip()))


def remove_tag(library: Library, game_id: int, tag: str) -> None:
    with library.transaction() as conn:
        conn.execute("DELETE FROM game_tags WHERE game_id = ? AND tag = ?", (game_id, tag.strip()))


def tags_of(library: Library, game_id: int) -> list[str]:
    return [r[0] for r in library.query("SELECT tag FROM game_tags WHERE game_id = ? ORDER BY tag", (game_id,))]


def game_count(library: Library) -> int:
    return library.query("SELECT count(*) FROM games")[0][0]


__all__ = [
    "ENGINE", "LEVEL", "PERSON", "PLAYER_KINDS", "GameSummary", "Player", "add_record", "add_tag", "delete_games",
    "flush_positions", "game_count", "game_digest", "get_record", "indexed_positions", "iter_records",
    "pending_positions", "player_from_tags", "remove_tag", "set_analysis", "set_favourite", "tags_of",
]
