"""The autosave store: the game in progress, written after every move, read back on the next start.

One small JSON file: the rule set, the start FEN, every move in UCI, a resignation, a loss on time or an
accepted bikjang draw, and the caller's ``meta`` (mode, level, side, arrangements, ...).  Writes are atomic
(temporary file, fsync, rename), so a crash or a kill leaves either the previous or the new file, never a torn
one; at most the move being made is lost.  Reading replays every move through the rules model, so a damaged
or hand-edited file is reported (a :class:`RecordError`) instead of restoring an impossible game; the caller
decides what to do with it (typically: tell the user, move the file aside, start fresh)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from ..rules import Game, GameStateError, Termination
from . import atomic_write
from .model import RecordError

FORMAT = "janggi-desktop-session"
VERSION = 1


def session_data(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The JSON-ready dictionary :func:`save_session` writes."""
    forced = game.forced_outcome  # what the moves alone cannot say
    resigned = None
    time_forfeit = None
    bikjang_draw = False
    if forced is not None:
        loser = "han" if forced.winner == "cho" else "cho"
        if forced.termination is Termination.RESIGNATION:
            resigned = loser
        elif forced.termination is Termination.TIME_FORFEIT:
            time_forfeit = loser
        elif forced.termination is Termination.AGREEMENT:
            bikjang_draw = True
    return {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "ruleset": game.ruleset.name,
        "start_fen": game.start_fen,
        "moves": [m.uci for m in game.moves],
        "resigned": resigned,
        "time_forfeit": time_forfeit,
        "bikjang_draw": bikjang_draw,
        "meta": dict(meta or {}),
    }


def save_session(path: str | os.PathLike[str], game: Game, meta: dict[str, Any] | None = None) -> None:
    """Write ``game`` and ``meta`` to ``path`` atomically (the folder is created if needed)."""
    try:
        text = json.dumps(session_data(game, meta), ensure_ascii=False, indent=1)
    except (TypeError, ValueError) as e:
        raise RecordError(f"session meta cannot be saved as JSON: {e}", path=os.fspath(path)) from None
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, text.encode("utf-8"))
    except OSError as e:
        raise RecordError(f"cannot write the autosave: {e.strerror or e}", path=os.fspath(path)) from None


def game_from_session(data: Any, path: str | None = None) -> tuple[Game, dict[str, Any]]:
    """Rebuild (game, meta) from a session dictionary, checking every field and replaying every move."""
    def bad(reason: str) -> RecordError:
        return RecordError(f"autosave is damaged: {reason}", path=path)

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise bad("not a Janggi Desktop session file")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise bad(f"unsupported version {data.get('version')!r}")
    ruleset, fen, moves = data.get("ruleset"), data.get("start_fen"), data.get("moves")
    meta = data.get("meta", {})
    if not isinstance(ruleset, str) or not isinstance(fen, str):
        raise bad("rule set or start position missing")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise bad("the move list is not a list of moves")
    if not isinstance(meta, dict):
        raise bad("meta is not a dictionary")
    try:
        game = Game(ruleset, fen=fen)
    except ValueError as e:
        raise bad(str(e)) from None
    for i, uci in enumerate(moves):
        try:
            game.push_uci(uci)
        except ValueError as e:
            raise RecordError(f"autosave is damaged: {e}", path=path, move=str(i + 1), text=uci) from None
    try:
        resigned = data.get("resigned")
        if resigned in ("cho", "han"):
            game.resign(resigned)
        elif resigned is not None:
            raise bad(f"resigned side {resigned!r}")
        flagged = data.get("time_forfeit")
        if flagged in ("cho", "han"):
            game.forfeit_on_time(flagged)
        elif flagged is not None:
            raise bad(f"side out of time {flagged!r}")
        if data.get("bikjang_draw") is True:
            game.accept_bikjang_draw()
    except GameStateError as e:
        raise bad(str(e)) from None
    return game, meta


def load_session(path: str | os.PathLike[str]) -> tuple[Game, dict[str, Any]] | None:
    """(game, meta) saved at ``path``, or None when there is no autosave.  A file that cannot be read back
    (corrupt JSON, impossible moves) raises :class:`RecordError` with a clear message."""
    name = os.fspath(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        raise RecordError(f"cannot read the autosave: {e.strerror or e}", path=name) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise RecordError(f"autosave is damaged: not valid JSON ({e})", path=name) from None
    except RecursionError:
        raise RecordError("autosave is damaged: nested too deeply", path=name) from None
    return game_from_session(data, name)


def delete_session(path: str | os.PathLike[str]) -> None:
    """Remove the autosave (e.g. once a game is over and saved); no error if it is already gone."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


__all__ = ["delete_session", "game_from_session", "load_session", "save_session", "session_data"]
