"""Keeping the window's games: the one narrow door through which a played game enters the library.

The window hands :class:`GameKeeper` a finished or abandoned game as a record with its two players'
:class:`~janggi_desktop.play.players.PlayerSpec`; the keeper opens the library when first needed, stores the
game (a duplicate, such as the same game kept twice, is skipped) and answers with a message when the
library cannot take it (read-only, full disk, newer, damaged and moved aside): play goes on either way, and
no exception reaches the window.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from ..play.players import BUILTIN, HUMAN, PlayerSpec
from ..records import GameRecord
from .browse import find_record
from .games import ENGINE, LEVEL, PERSON, Player, add_record
from .store import Library, LibraryError


def player_of_spec(spec: PlayerSpec, name: str) -> Player:
    """The library's player for a window's player: a person by name, the built-in engine with its level,
    an external engine with its strength setting (Skill Level / UCI_Elo) when one is set."""
    if spec.kind == HUMAN:
        return Player(name, PERSON, None)
    if spec.kind == BUILTIN:
        return Player(name, LEVEL, str(spec.level))
    return Player(name, ENGINE, spec.strength)


class KeptGame(NamedTuple):
    """What happened to a game handed to the keeper: its id (None when the library already had it or could
    not take it) and a message for the status line when something went wrong."""

    game_id: int | None
    problem: str | None


class GameKeeper:
    """Stores the window's games in the library at ``path`` (default: the user's library), opened on the
    first game; ``on_recovered`` hears once that a damaged library was moved aside (its message)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 on_recovered: Callable[[str], None] | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.on_recovered = on_recovered
        self._library: Library | None = None

    def library(self) -> Library:
        if self._library is None:
            self._library = Library.open(self.path)
            rec = self._library.recovered
            if rec is not None and self.on_recovered is not None:
                self.on_recovered(f"The game library was damaged ({rec.reason}); it was moved to {rec.moved_to} "
                                  "and a new library started.")
        return self._library

    def keep(self, record: GameRecord, players: tuple[PlayerSpec, PlayerSpec]) -> KeptGame:
        """Store ``record`` (a game with at least one move) played by ``players`` (Cho, Han)."""
        if not record.moves:
            return KeptGame(None, None)
        names = (record.tags.get("White", ""), record.tags.get("Black", ""))
        try:
            game_id = add_record(self.library(), record,
                                 players=(player_of_spec(players[0], names[0]), player_of_spec(players[1], names[1])),
                                 source=None)
        except LibraryError as e:
            self.close()  # a later game tries again from the start (the disk may have room by then)
            return KeptGame(None, str(e))
        return KeptGame(game_id, None)

    def find_opened(self, record: GameRecord) -> KeptGame:
        """Whether the library already has ``record`` (an opened file's game): its id, or None; a library
        that cannot be read gives None and the message."""
        try:
            return KeptGame(find_record(self.library(), record), None)
        except LibraryError as e:
            self.close()
            return KeptGame(None, str(e))

    def add_opened(self, record: GameRecord) -> KeptGame:
        """Store a record opened from a file (its players as its tags name them, its file as the source)."""
        try:
            return KeptGame(add_record(self.library(), record), None)
        except LibraryError as e:
            self.close()
            return KeptGame(None, str(e))

    def close(self) -> None:
        if self._library is not None:
            self._library.close()
            self._library = None


__all__ = ["GameKeeper", "KeptGame", "player_of_spec"]
