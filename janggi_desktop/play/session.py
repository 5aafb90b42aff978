"""The game in progress survives a crash: the autosave follows the game driver.

:class:`Autosave` listens to a :class:`~.driver.GameDriver` and writes the game after every change that
matters (a move, an undo, a new game, an ending) — not after a screen refresh — through
:mod:`janggi_desktop.records.autosave` (atomic writes).  A finished game, or a game between people that has
not started, leaves no autosave.  Reviewing writes nothing: the game itself has not changed.

The players are kept with the game (their :class:`~.players.PlayerSpec`), so a restart brings back the same
opponent.  Autosaves written before the play layer existed (``mode``/``human_side``/``level``) are read too.

A timed game keeps its clocks too: the clocks at every position (``meta["clock"]``), the last one being what
each side had when the last move was made.  The time spent in the turn in progress is not saved, so a crash
or a kill restarts the game with the time each side had at the last move, not with the time spent while the
program was down.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from janggi_desktop.rules import Game

from .clock import UNTIMED_CONTROL, ClockMarks, TimeControl, TimeControlError, marks_from_dict, marks_to_dict
from .driver import Change, GameDriver
from .players import PlayerSpec, PlayerSpecError


def players_meta(specs: tuple[PlayerSpec, PlayerSpec]) -> dict[str, Any]:
    return {"players": [specs[0].to_dict(), specs[1].to_dict()]}


def specs_from_meta(meta: dict[str, Any]) -> tuple[PlayerSpec, PlayerSpec]:
    """The players an autosave names; people for anything it does not say clearly."""
    players = meta.get("players")
    if isinstance(players, list) and len(players) == 2:
        try:
            return PlayerSpec.from_dict(players[0]), PlayerSpec.from_dict(players[1])
        except PlayerSpecError:
            pass
    if meta.get("mode") == "computer":  # the first autosave format
        level = meta.get("level")
        level = level if type(level) is int and 1 <= level <= 10 else 3
        human = PlayerSpec.human()
        engine = PlayerSpec.builtin(level)
        return (engine, human) if meta.get("human_side") == "han" else (human, engine)
    return PlayerSpec.human(), PlayerSpec.human()


def clock_meta(driver: GameDriver) -> dict[str, Any]:
    """The clocks of a timed game for the autosave (nothing for an untimed one)."""
    return {"clock": marks_to_dict(driver.clock_marks)} if driver.timed and driver.clock_marks else {}


def clocks_from_meta(meta: dict[str, Any]) -> ClockMarks:
    """The clocks an autosave kept ({} when it kept none or they cannot be read: the game goes on untimed)."""
    data = meta.get("clock")
    if not data:
        return {}
    try:
        return marks_from_dict(data)
    except TimeControlError:
        return {}


class SavedGame(NamedTuple):
    """An unfinished game read back from an autosave: the game, its players, the clocks of its
    positions ({} for an untimed game), and whatever else was kept with it (:attr:`Autosave.extra`, e.g. the
    hints asked for), as the file has it: whoever reads ``extra`` checks it."""

    game: Game
    players: tuple[PlayerSpec, PlayerSpec]
    clock_marks: ClockMarks
    extra: dict[str, Any]

    @property
    def time_control(self) -> tuple[TimeControl, TimeControl]:
        """The game's controls (untimed when no clock was kept)."""
        state = self.clock_marks.get(self.game.ply)
        return state.controls if state is not None else (UNTIMED_CONTROL, UNTIMED_CONTROL)


def load_saved(path: str | os.PathLike[str]) -> SavedGame | None:
    """The unfinished game saved at ``path``, with its players and clocks; None when there is none (or it had
    ended).  A damaged file raises :class:`~janggi_desktop.records.RecordError` (the caller sets it aside)."""
    if not os.path.exists(path):
        return None  # the usual fresh start: the records package need not even be imported
    from janggi_desktop.records.autosave import load_session

    loaded = load_session(path)
    if loaded is None:
        return None
    game, meta = loaded
    if game.is_over():
        return None
    extra = {k: v for k, v in meta.items() if k not in ("players", "mode", "human_side", "level", "clock")}
    return SavedGame(game, specs_from_meta(meta), clocks_from_meta(meta), extra)


def restore(path: str | os.PathLike[str]) -> tuple[Game, tuple[PlayerSpec, PlayerSpec]] | None:
    """The unfinished game saved at ``path`` and its players (:func:`load_saved` without the clocks)."""
    saved = load_saved(path)
    return None if saved is None else (saved.game, saved.players)


class Autosave:
    """Writes ``driver``'s game to ``path`` whenever it changes (see the module docstring).

    ``on_error(message)`` hears about a write that failed (the game goes on; the next change tries again).
    ``enabled`` False (e.g. ``--smoke``, or until a restore has been tried) writes nothing."""

    def __init__(self, driver: GameDriver, path: str | os.PathLike[str], *,
                 on_error: Callable[[str], None] | None = None, enabled: bool = True) -> None:
        self.driver = driver
        self.path = Path(path)
        self.on_error = on_error
        self.enabled = enabled
        self.extra: dict[str, Any] = {}  # more to keep with the game
        driver.add_listener(self._on_change)

    def _on_change(self, change: Change, detail: object) -> None:
        if change in (Change.REVIEW, Change.ERROR, Change.CLOCK):
            return
        self.write()

    def write(self) -> None:
        if not self.enabled:
            return
        game = self.driver.game
        try:
            from janggi_desktop.records.autosave import delete_session, save_session

            if game.is_over() or (not game.moves and all(p.is_human for p in self.driver.players)):
                delete_session(self.path)
            else:
                save_session(self.path, game, {**players_meta(self.driver.specs), **clock_meta(self.driver),
                                               **self.extra})
        except (ValueError, OSError) as e:
            if self.on_error is not None:
                self.on_error(str(e))

    def detach(self) -> None:
        self.driver.remove_listener(self._on_change)


__all__ = ["Autosave", "SavedGame", "clock_meta", "clocks_from_meta", "load_saved", "players_meta", "restore",
           "specs_from_meta"]
