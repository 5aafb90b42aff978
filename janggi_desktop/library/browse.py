"""Browsing the library a page at a time: the library window's table asks for sorted, filtered pages of games,
and takes games out with an undo.

:class:`GameQuery` adds to :class:`~.explorer.GameFilter` what a table needs: a text typed in the filter box
(found in either player's name, the event, the site or the source file), a date range and a sort column.  A
page is one ``LIMIT/OFFSET`` query, so a window over 100,000 games reads only the rows it shows; ties of the
sort column go by id so that pages never overlap or skip a game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..records import GameRecord
from .explorer import GameFilter
from .games import GameSummary, Player, add_record, delete_games, game_digest, get_record, player_from_tags
from .store import Library

#: The table's columns in order, each with its SQL expression (the sort key).
COLUMNS = ("date", "cho", "han", "result", "termination", "plies", "ruleset", "event", "source")
_SQL = {"id": "g.id", "favourite": "g.favourite",
        "date": "g.date", "cho": "g.cho_name COLLATE NOCASE", "han": "g.han_name COLLATE NOCASE",
        "result": "g.result", "termination": "g.termination", "plies": "g.plies", "ruleset": "g.ruleset",
        "event": "g.event COLLATE NOCASE", "source": "g.source",
        # a game's first tag in the alphabet (a lookup in game_tags' primary key per game)
        "tags": "(SELECT min(t.tag) FROM game_tags t WHERE t.game_id = g.id)"}
_TEXT_COLUMNS = ("g.cho_name", "g.han_name", "g.event", "g.site", "g.source")


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


class GameQuery(NamedTuple):
    """Which games, in which order: everything left empty matches all, oldest in the library first."""

    games_filter: GameFilter = GameFilter()
    #: Typed text: found in a player's name, the event, the site or the source (case-insensitive for ASCII).
    text: str = ""
    #: The game's date range, inclusive, as PGN writes dates ("2024.03.01"); a game without a date is left out
    #: when either bound is set.
    date_from: str | None = None
    date_to: str | None = None
    #: A name of :data:`COLUMNS`, "favourite", "tags" or "id".
    sort: str = "id"
    descending: bool = False
    #: Only the games marked as favourites.
    favourites: bool = False
    #: Only the games carrying this tag (exactly as written).
    tag: str | None = None

    def where(self) -> tuple[str, list[object]]:
        where, params = self.games_filter.where()
        clauses = [where]
        words = self.text.split()
        for word in words:  # every word somewhere: "kim 2024" finds Kim's games of events named 2024
            clauses.append("(" + " OR ".join(f"{c} LIKE ? ESCAPE '\\'" for c in _TEXT_COLUMNS) + ")")
            params += [_like(word)] * len(_TEXT_COLUMNS)
        if self.date_from:
            clauses.append("g.date >= ?")
            params.append(self.date_from)
        if self.date_to:
            clauses.append("g.date <= ?")
            params.append(self.date_to + "\uffff")  # "2024.03" takes in the whole of March
        if self.favourites:
            clauses.append("g.favourite = 1")
        if self.tag is not None:
            clauses.append("g.id IN (SELECT game_id FROM game_tags WHERE tag = ?)")  # the tag's own index
            params.append(self.tag)
        return " AND ".join(clauses), params

    def order(self) -> str:
        if self.sort not in _SQL:
            raise ValueError(f"unknown sort column {self.sort!r}; expected one of {', '.join(_SQL)}")
        way = " DESC" if self.descending else ""
        return f"{_SQL[self.sort]}{way}, g.id{way}"


_SUMMARY = ("SELECT g.id, g.date, g.cho_name, g.han_name, g.result, g.termination, g.plies, g.ruleset, g.event,"
            " g.source, g.favourite FROM games g")


def page(library: Library, query: GameQuery, limit: int, offset: int = 0) -> list[GameSummary]:
    """``limit`` games from ``offset`` of the query's sorted list."""
    where, params = query.where()
    rows = library.query(f"{_SUMMARY} WHERE {where} ORDER BY {query.order()} LIMIT ? OFFSET ?",
                         [*params, limit, offset])
    return [GameSummary(*row[:10], bool(row[10])) for row in rows]


def count(library: Library, query: GameQuery) -> int:
    """How many games the query matches (a scan of the filtered games: the window asks once per filter)."""
    where, params = query.where()
    return library.query(f"SELECT count(*) FROM games g WHERE {where}", params)[0][0]


def find_record(library: Library, record: GameRecord) -> int | None:
    """The id of the library's copy of ``record`` by the duplicate rule (same start board and side, moves and
    players' names, as :func:`~.games.add_record` reads them from the tags), None when the library lacks it:
    an opened record is offered to the library only when this is None."""
    tags = dict(record.tags)
    digest = game_digest(record.start_fen, list(record.moves), player_from_tags(tags, "cho").name,
                         player_from_tags(tags, "han").name)
    rows = library.query("SELECT id FROM games WHERE digest = ?", (digest,))
    return rows[0][0] if rows else None


def tags_of_games(library: Library, game_ids: Iterable[int]) -> dict[int, list[str]]:
    """The tags of each of ``game_ids`` (a page of the table), sorted; a game without a tag is left out."""
    ids = list(game_ids)
    found: dict[int, list[str]] = {}
    for start in range(0, len(ids), 500):  # SQLite's limit on parameters is 999 in older builds
        chunk = ids[start:start + 500]
        rows = library.query(f"SELECT game_id, tag FROM game_tags WHERE game_id IN ({','.join('?' * len(chunk))})"
                             " ORDER BY game_id, tag", chunk)
        for game_id, tag in rows:
            found.setdefault(game_id, []).append(tag)
    return found


def all_tags(library: Library) -> list[tuple[str, int]]:
    """Every tag in the library with its number of games, alphabetically (the filter's list, completion)."""
    return [(tag, n) for tag, n in library.query(
        "SELECT tag, count(*) FROM game_tags GROUP BY tag ORDER BY tag COLLATE NOCASE, tag")]


def set_favourites(library: Library, game_ids: Iterable[int], favourite: bool) -> None:
    """Mark (or unmark) several games as favourites in one transaction."""
    with library.transaction() as conn:
        conn.executemany("UPDATE games SET favourite = ? WHERE id = ?", ((int(favourite), i) for i in game_ids))


def change_tags(library: Library, game_ids: Iterable[int], *, add: Iterable[str] = (),
                remove: Iterable[str] = ()) -> None:
    """Give every one of ``game_ids`` the tags of ``add`` and take away those of ``remove``, in one
    transaction.  A tag is trimmed; an empty one is refused (``ValueError``) before anything is written."""
    added = [t.strip() for t in add]
    removed = [t.strip() for t in remove]
    if any(not t for t in added):
        raise ValueError("a tag cannot be empty")
    ids = list(game_ids)
    with library.transaction() as conn:
        conn.executemany("INSERT OR IGNORE INTO game_tags (game_id, tag) SELECT id, ? FROM games WHERE id = ?",
                         ((t, i) for i in ids for t in added))
        conn.executemany("DELETE FROM game_tags WHERE game_id = ? AND tag = ?", ((i, t) for i in ids for t in removed))


class RemovedGame(NamedTuple):
    """A game taken out of the library, with what :func:`restore_games` needs to put it back."""

    record: GameRecord
    players: tuple[Player, Player]
    source: str | None
    source_index: int | None
    favourite: bool
    tags: list[str]


def remove_games(library: Library, game_ids: Iterable[int]) -> list[RemovedGame]:
    """Delete games, returning them for an undo (:func:`restore_games`)."""
    removed: list[RemovedGame] = []
    ids = list(game_ids)
    for game_id in ids:
        rows = library.query("SELECT cho_name, cho_kind, cho_detail, han_name, han_kind, han_detail, source,"
                             " source_index, favourite FROM games WHERE id = ?", (game_id,))
        if not rows:
            continue
        cn, ck, cd, hn, hk, hd, source, index, favourite = rows[0]
        tags = [r[0] for r in library.query("SELECT tag FROM game_tags WHERE game_id = ?", (game_id,))]
        removed.append(RemovedGame(get_record(library, game_id), (Player(cn, ck, cd), Player(hn, hk, hd)),
                                   source, index, bool(favourite), tags))
    delete_games(library, ids)
    return removed


def restore_games(library: Library, removed: Iterable[RemovedGame]) -> list[int]:
    """Put removed games back (new ids; favourite and tags too).  Returns their ids (a game the library has
    again meanwhile is skipped)."""
    ids: list[int] = []
    with library.transaction() as conn:
        for game in removed:
            game_id = add_record(library, game.record, players=game.players, source=game.source,
                                 source_index=game.source_index)
            if game_id is None:
                continue
            if game.favourite:
                conn.execute("UPDATE games SET favourite = 1 WHERE id = ?", (game_id,))
            conn.executemany("INSERT OR IGNORE INTO game_tags (game_id, tag) VALUES (?, ?)",
                             [(game_id, t) for t in game.tags])
            ids.append(game_id)
    return ids


__all__ = ["COLUMNS", "GameQuery", "RemovedGame", "all_tags", "change_tags", "count", "find_record", "page",
           "remove_games", "restore_games", "set_favourites", "tags_of_games"]
