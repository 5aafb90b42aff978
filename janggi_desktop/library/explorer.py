"""Position search and the opening explorer: questions about positions, answered from the positions index.

A position is its key (:mod:`.keys`: board + side to move).  A game that reaches the position counts once,
however it got there (transpositions) and however often it came back (repetitions): it counts with the move
it played the *first* time it stood there (none if the game ended there), so the moves' games add up to the
games that went on from the position.

:class:`GameFilter` is the one set of filters the search, the explorer, the export and the command line
share (player, result, rule set, position).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..rules import RULE_SETS, Game
from ..rules.notation import start_fen
from .games import GameSummary
from .keys import fen_key, move_of_code
from .schema import NO_MOVE, RESULT_CODES
from .store import Library

RESULTS = tuple(RESULT_CODES)


class GameFilter(NamedTuple):
    """Which games: every field left at None matches all."""

    #: A name appearing in either player's name (case-insensitive, part of a name matches).
    player: str | None = None
    #: With ``player``: the player must be this side ("cho" or "han").
    player_side: str | None = None
    #: "1-0", "0-1", "1/2-1/2" or "*".
    result: str | None = None
    ruleset: str | None = None
    #: Games reaching this position (a key from :func:`.keys.fen_key`).
    position: int | None = None

    def where(self) -> tuple[str, list[object]]:
        """SQL conditions on ``games`` (alias g) and their parameters."""
        clauses: list[str] = []
        params: list[object] = []
        if self.player:
            sides = {"cho": ("cho_name",), "han": ("han_name",)}.get(self.player_side or "",
                                                                     ("cho_name", "han_name"))
            clauses.append("(" + " OR ".join(f"g.{c} LIKE ? ESCAPE '\\'" for c in sides) + ")")
            params += [self._pattern()] * len(sides)
        if self.result is not None:
            clauses.append("g.result = ?")
            params.append(self._result_text())
        if self.ruleset is not None:
            clauses.append("g.ruleset = ?")
            params.append(self.ruleset)
        if self.position is not None:
            clauses.append(f"g.id IN ({_REACHING})")
            params += [self.position, self.position]
        return " AND ".join(clauses) or "1", params

    def position_where(self) -> tuple[str, list[object]]:
        """The same conditions on the rows of ``positions`` / ``positions_pending`` (no alias), which carry
        each game's result, players and rule set: the explorer counts without reading ``games``."""
        clauses: list[str] = []
        params: list[object] = []
        if self.player:
            names = "(SELECT id FROM players WHERE name LIKE ? ESCAPE '\\')"
            sides = {"cho": ("cho",), "han": ("han",)}.get(self.player_side or "", ("cho", "han"))
            clauses.append("(" + " OR ".join(f"{c} IN {names}" for c in sides) + ")")
            params += [self._pattern()] * len(sides)
        if self.result is not None:
            clauses.append("result = ?")
            params.append(RESULT_CODES[self._result_text()])
        if self.ruleset is not None:
            clauses.append("ruleset IN (SELECT id FROM rulesets WHERE name = ?)")
            params.append(self.ruleset)
        if self.position is not None:
            clauses.append(f"game_id IN ({_REACHING})")
            params += [self.position, self.position]
        return " AND ".join(clauses) or "1", params

    def _pattern(self) -> str:
        assert self.player
        return "%" + self.player.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"

    def _result_text(self) -> str:
        if self.result not in RESULT_CODES:
            raise ValueError(f"unknown result {self.result!r}; expected one of {', '.join(RESULTS)}")
        return self.result

    @property
    def on_games(self) -> bool:
        """Whether the filter says anything beyond the position."""
        return bool(self.player or self.result is not None or self.ruleset is not None)


#: The ids of the games reaching a position (two parameters: its key twice), indexed or pending.
_REACHING = "SELECT game_id FROM positions WHERE key = ? UNION ALL SELECT game_id FROM positions_pending WHERE key = ?"


class MoveStats(NamedTuple):
    """One next move of the explorer: in how many games it was played and how they ended."""

    move: str
    games: int
    cho: int
    draws: int
    han: int

    @property
    def score(self) -> float | None:
        """The average result from Cho's point of view (1 win, 0.5 draw, 0 loss) over the finished games."""
        finished = self.cho + self.draws + self.han
        return (self.cho + self.draws / 2) / finished if finished else None

    def to_json(self) -> dict[str, object]:
        return {"move": self.move, "games": self.games, "cho": self.cho, "draws": self.draws, "han": self.han}


class Exploration(NamedTuple):
    """What the library knows about a position: the games reaching it and the moves played from it
    (most played first)."""

    games: int
    moves: list[MoveStats]

    def to_json(self) -> dict[str, object]:
        return {"games": self.games, "moves": [m.to_json() for m in self.moves]}


def key_of_moves(moves: Iterable[str], fen: str | None = None) -> int:
    """The key of the position after UCI ``moves`` from ``fen`` (default: the start position), replayed
    through the rules (under the first rule set that accepts them all).  Raises ValueError for a bad FEN or
    a move that no rule set allows."""
    texts = [m for m in moves if m]
    first_error: ValueError | None = None
    for name in RULE_SETS:
        try:
            game = Game(name, fen=fen or start_fen())
            for text in texts:
                game.push(text)
        except ValueError as e:
            first_error = first_error or e
            continue
        return fen_key(game.fen())
    assert first_error is not None
    raise first_error


#: Up to this many players matching a name filter are given to the query as their ids (a plain comparison
#: per row); more go through the players table (a lookup per row, twice as slow on 100,000 rows).
MAX_INLINE_PLAYERS = 200


def _row_where(library: Library, f: GameFilter) -> tuple[str, list[object]]:
    """:meth:`GameFilter.position_where` with the player and rule-set names looked up first, so that each of
    the position's rows is compared with ids (on the start position of a 100,000-game library the name
    filter then costs no more than no filter)."""
    if not f.player and f.ruleset is None:
        return f.position_where()
    where, params = f._replace(player=None, ruleset=None).position_where()
    clauses = [where]
    if f.player:
        ids = [r[0] for r in library.query("SELECT id FROM players WHERE name LIKE ? ESCAPE '\\'", (f._pattern(),))]
        if len(ids) > MAX_INLINE_PLAYERS:
            return f.position_where()
        sides = {"cho": ("cho",), "han": ("han",)}.get(f.player_side or "", ("cho", "han"))
        marks = ",".join("?" * len(ids))
        clauses.append("(" + " OR ".join(f"{c} IN ({marks})" for c in sides) + ")" if ids else "0")
        params += ids * len(sides) if ids else []
    if f.ruleset is not None:
        rows = library.query("SELECT id FROM rulesets WHERE name = ?", (f.ruleset,))
        clauses.append("ruleset = ?" if rows else "0")
        params += [rows[0][0]] if rows else []
    return " AND ".join(clauses), params


def explore(library: Library, key: int, games_filter: GameFilter | None = None) -> Exploration:
    """The explorer for the position ``key``: games reaching it and, per next move, games / Cho wins /
    draws / Han wins (each game once, by its first visit; see the module docstring).

    One walk along the index: its rows for ``key`` are ordered by move and result and carry the filters'
    fields, so the counts need neither a sort nor the games table (100,000 games through the start position
    are counted in about 10 ms).  The rows an import has not yet moved into the index are counted too (a
    scan of that small table), in the same read, so a flush between the two cannot hide or double a game."""
    f = games_filter or GameFilter()
    with library.snapshot():
        where, params = _row_where(library, f)
        rows = library.query(f"SELECT move, result, count(*) FROM positions WHERE key = ? AND {where}"
                             " GROUP BY move, result", [key, *params])
        if library.query("SELECT 1 FROM positions_pending LIMIT 1"):
            rows += library.query(f"SELECT move, result, count(*) FROM positions_pending WHERE key = ? AND {where}"
                                  " GROUP BY move, result", [key, *params])
    total = 0
    by_move: dict[int, list[int]] = {}
    for move, result, count in rows:
        total += count
        if move == NO_MOVE:
            continue
        counts = by_move.setdefault(move, [0, 0, 0, 0])  # games, cho, draws, han
        counts[0] += count
        if result:
            counts[result] += count
    stats = [MoveStats(str(move_of_code(code)), *c) for code, c in by_move.items()]
    stats.sort(key=lambda s: (-s.games, s.move))
    return Exploration(total, stats)


def games_reaching(library: Library, key: int) -> list[int]:
    """Ids of the games that reach the position ``key`` (each once), oldest first."""
    return sorted(r[0] for r in library.query(_REACHING, (key, key)))


_SUMMARY = ("SELECT g.id, g.date, g.cho_name, g.han_name, g.result, g.termination, g.plies, g.ruleset, g.event,"
            " g.source, g.favourite FROM games g")


def search(library: Library, games_filter: GameFilter | None = None, *, limit: int | None = None,
           offset: int = 0) -> list[GameSummary]:
    """The games matching the filter, in the order they entered the library.

    With a position, the games are picked from the position's rows (which carry the other filters' fields)
    and only the page asked for is read from ``games``."""
    f = games_filter or GameFilter()
    if f.position is not None:
        with library.snapshot():
            where, params = _row_where(library, f._replace(position=None))
            ids = (f"SELECT game_id FROM positions WHERE key = ? AND {where} UNION ALL SELECT game_id FROM"
                   f" positions_pending WHERE key = ? AND {where} ORDER BY game_id LIMIT ? OFFSET ?")
            sql = f"{_SUMMARY} WHERE g.id IN ({ids}) ORDER BY g.id"
            params = [f.position, *params, f.position, *params, -1 if limit is None else limit, offset]
            return [GameSummary(*row[:10], bool(row[10])) for row in library.query(sql, params)]
    where, params = f.where()
    sql = f"{_SUMMARY} WHERE {where} ORDER BY g.id"
    if limit is not None:
        sql += " LIMIT ? OFFSET ?"
        params += [limit, offset]
    return [GameSummary(*row[:10], bool(row[10])) for row in library.query(sql, params)]


def position_key(fen: str | None = None, moves: Iterable[str] = ()) -> int:
    """The key the command line's ``--fen`` / ``--moves`` name (the start position when neither)."""
    texts = list(moves)
    if not texts and fen is not None:
        return fen_key(fen)
    return key_of_moves(texts, fen)


__all__ = ["MAX_INLINE_PLAYERS", "Exploration", "GameFilter", "MoveStats", "RESULTS", "explore", "games_reaching",
           "key_of_moves", "position_key", "search"]
