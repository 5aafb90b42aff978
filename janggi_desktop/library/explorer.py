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
from .schema import RESULT_CODES
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
            pattern = "%" + self.player.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            sides = {"cho": ("cho_name",), "han": ("han_name",)}.get(self.player_side or "",
                                                                     ("cho_name", "han_name"))
            clauses.append("(" + " OR ".join(f"g.{c} LIKE ? ESCAPE '\\'" for c in sides) + ")")
            params += [pattern] * len(sides)
        if self.result is not None:
            if self.result not in RESULT_CODES:
                raise ValueError(f"unknown result {self.result!r}; expected one of {', '.join(RESULTS)}")
            clauses.append("g.result = ?")
            params.append(self.result)
        if self.ruleset is not None:
            clauses.append("g.ruleset = ?")
            params.append(self.ruleset)
        if self.position is not None:
            clauses.append("g.id IN (SELECT game_id FROM positions WHERE key = ?)")
            params.append(self.position)
        return " AND ".join(clauses) or "1", params

    @property
    def on_games(self) -> bool:
        """Whether the filter looks at the games table (the explorer's fast path does not)."""
        return bool(self.player or self.result is not None or self.ruleset is not None)


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


def explore(library: Library, key: int, games_filter: GameFilter | None = None) -> Exploration:
    """The explorer for the position ``key``: games reaching it and, per next move, games / Cho wins /
    draws / Han wins (each game once, by its first visit; see the module docstring)."""
    f = games_filter or GameFilter()
    if f.on_games:
        where, params = f.where()
        # CROSS JOIN keeps SQLite's order: the position's few rows first, then each one's game by id (a name
        # filter "LIKE %name%" cannot use an index: filtering the whole games table first took 150 ms on
        # 100,000 games, this takes well under a millisecond for a position of a few games)
        sql = ("SELECT move, result, count(*) FROM (SELECT p.game_id, p.move, p.result, min(p.ply)"
               " FROM positions p CROSS JOIN games g ON g.id = p.game_id WHERE p.key = ? AND " + where +
               " GROUP BY p.game_id) GROUP BY move, result")
        rows = library.query(sql, [key, *params])
    else:
        rows = library.query("SELECT move, result, count(*) FROM (SELECT game_id, move, result, min(ply)"
                             " FROM positions WHERE key = ? GROUP BY game_id) GROUP BY move, result", (key,))
    total = 0
    by_move: dict[int, list[int]] = {}
    for move, result, count in rows:
        total += count
        if move is None:
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
    return [r[0] for r in library.query("SELECT DISTINCT game_id FROM positions WHERE key = ? ORDER BY game_id",
                                        (key,))]


_SUMMARY = ("SELECT g.id, g.date, g.cho_name, g.han_name, g.result, g.termination, g.plies, g.ruleset, g.event,"
            " g.source, g.favourite FROM games g")


def search(library: Library, games_filter: GameFilter | None = None, *, limit: int | None = None,
           offset: int = 0) -> list[GameSummary]:
    """The games matching the filter, in the order they entered the library."""
    where, params = (games_filter or GameFilter()).where()
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


__all__ = ["Exploration", "GameFilter", "MoveStats", "RESULTS", "explore", "games_reaching", "key_of_moves",
           "position_key", "search"]
