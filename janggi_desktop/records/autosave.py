"""The autosave store: the game in progress, written after every move, read back on the next start.

One small JSON file: the rule set, the start FEN, every move in UCI, a resignation, a loss on time or an
accepted bikjang draw, and the caller's ``meta`` (the players, ...).  Writes are atomic (temporary file,
fsync, rename), so a crash or a kill leaves either the previous or the new file, never a torn one; at most
the move being made is lost.  Reading replays every move through the rules model, so a damaged or hand-edited
file is reported (a :class:`RecordError`) instead of restoring an impossible game.

A game is never lost, so nothing here overwrites the only copy of one:

- :func:`load_or_set_aside` is what start-up calls: the saved game, or None and a one-line warning, never an
  exception; a damaged autosave is moved aside by :func:`set_aside` (``autosave.json.bak``, the earlier
  ones rotating to ``.bak.1`` … ``.bak.4``: a second damaged file never overwrites the first one's backup).
- :func:`keep_previous` copies the autosave before something replaces the game in it (opening a record, a
  new game, a paste), as ``autosave.json.prev`` (earlier ones rotating to ``.prev.1`` …); :func:`keep_other`
  moves another instance's autosave there (a second window that was killed);
  :func:`previous_sessions` lists them, newest first, for a "Recover previous game" command.

Input limits (the file is ours, so anything bigger was not written by us): :data:`MAX_SESSION_BYTES` and
:data:`MAX_SESSION_PLIES`.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from ..fileio import (
    CONFIG_FOLDER_ADVICE,
    MAX_BACKUPS,
    FileRefusedError,
    NotAFolderError,
    backups,
    ensure_folder,
    read_regular_file,
    rotate_backup,
)
from ..messages import MAX_MESSAGE, one_line
from ..rules import Game, GameStateError, Termination
from . import atomic_write
from .model import GameRecord, RecordError, record_tree, set_record_tree
from .pgn import format_game, loads
from .tree import MoveTree

FORMAT = "janggi-desktop-session"
VERSION = 1
#: The largest autosave read (a 1,000-ply game takes about 10 KB).
MAX_SESSION_BYTES = 4 << 20
#: The longest game read back (every rule set ends a game long before: see the rule sets' ply limits).
MAX_SESSION_PLIES = 10_000
#: Suffixes of the kept copies: a damaged autosave set aside, a game about to be replaced.
DAMAGED_SUFFIX = ".bak"
PREVIOUS_SUFFIX = ".prev"


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
    write_session_text(path, session_text(game, meta, path))


def session_text(game: Game, meta: dict[str, Any] | None = None, path: str | os.PathLike[str] = "") -> str:
    """The autosave file's text for ``game`` and ``meta`` (a :class:`RecordError` if meta is not JSON)."""
    return data_text(session_data(game, meta), path)


def data_text(data: dict[str, Any], path: str | os.PathLike[str] = "") -> str:
    """The autosave file's text for a :func:`session_data` dictionary (made in one thread, written out in
    another: it holds no live object); a :class:`RecordError` if its meta is not JSON."""
    try:
        return json.dumps(data, ensure_ascii=False, indent=1)
    except (TypeError, ValueError) as e:
        raise RecordError(f"session meta cannot be saved as JSON: {e}", path=os.fspath(path)) from None


def write_session_text(path: str | os.PathLike[str], text: str) -> None:
    """Write a :func:`session_text` to ``path`` atomically (temporary file, fsync, rename)."""
    try:
        ensure_folder(Path(path).parent, "the configuration folder", CONFIG_FOLDER_ADVICE)
        atomic_write(path, text.encode("utf-8"))
    except NotAFolderError as e:  # names the folder and what to do: the file's path would only repeat it
        raise RecordError(f"cannot write the autosave: {e}") from None
    except OSError as e:
        raise RecordError(f"cannot write the autosave: {e.strerror or e}", path=os.fspath(path)) from None


def game_from_session(data: Any, path: str | None = None) -> tuple[Game, dict[str, Any]]:
    """Rebuild (game, meta) from a session dictionary, checking every field and replaying every move.
    Anything wrong raises :class:`RecordError` (and nothing else)."""
    def bad(reason: str) -> RecordError:
        return RecordError(f"autosave is damaged: {reason}", path=path)

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise bad("not a Janggi Desktop session file")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= VERSION:
        raise bad(f"unsupported version {_short(version)}")
    ruleset, fen, moves = data.get("ruleset"), data.get("start_fen"), data.get("moves")
    meta = data.get("meta", {})
    if not isinstance(ruleset, str) or not isinstance(fen, str):
        raise bad("rule set or start position missing")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise bad("the move list is not a list of moves")
    if len(moves) > MAX_SESSION_PLIES:
        raise bad(f"more than {MAX_SESSION_PLIES:,} moves")
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
            raise bad(f"resigned side {_short(resigned)}")
        flagged = data.get("time_forfeit")
        if flagged in ("cho", "han"):
            game.forfeit_on_time(flagged)
        elif flagged is not None:
            raise bad(f"side out of time {_short(flagged)}")
        if data.get("bikjang_draw") is True:
            game.accept_bikjang_draw()
    except GameStateError as e:
        raise bad(str(e)) from None
    return game, meta


def tree_text(tree: MoveTree) -> str | None:
    """The move tree as PGN for the autosave's ``meta["tree"]``, when it holds more than the line played (a
    variation, a comment, a mark, a drawing on the board); None for a bare line, which ``moves`` says alone.
    The PGN writer and reader keep every node, comment and NAG (tests/records/test_pgn_tree.py)."""
    if all(len(n.children) <= 1 and not n.comment and not n.comment_before and not n.nags for n in tree.walk()):
        return None
    return format_game(set_record_tree(GameRecord(ruleset=tree.ruleset, start_fen=tree.start_fen), tree))


def tree_from_text(text: object, game: Game) -> MoveTree | None:
    """The tree :func:`tree_text` wrote, if it can be read and holds ``game``'s moves as a line; else None
    (the game itself is restored all the same: the tree is what it can keep, never a reason to lose it).  A
    variation that cannot be read is cut where it goes wrong, as when a PGN is opened."""
    if not isinstance(text, str) or not text:
        return None
    try:
        records = loads(text, ruleset=game.ruleset.name)
        tree = record_tree(records[0]) if len(records) == 1 else None  # a bad variation is cut, the rest kept
    except (ValueError, RecursionError):  # a RecordError or an illegal move: a damaged or hand-edited file
        return None
    if tree is None or tree.start_fen != game.start_fen or tree.find(game.moves) is None:
        return None
    return tree


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def load_session(path: str | os.PathLike[str]) -> tuple[Game, dict[str, Any]] | None:
    """(game, meta) saved at ``path``, or None when there is no autosave.  A file that cannot be read back
    (corrupt JSON, impossible moves, not a regular file, too large) raises :class:`RecordError` with a clear
    one-line message, and nothing else."""
    name = os.fspath(path)
    try:
        raw = read_regular_file(path, MAX_SESSION_BYTES)
    except FileNotFoundError:
        return None
    except FileRefusedError as e:
        raise RecordError(f"cannot read the autosave: {e}", path=name) from None
    except (OSError, ValueError) as e:
        raise RecordError(f"cannot read the autosave: {getattr(e, 'strerror', None) or e}", path=name) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise RecordError("autosave is damaged: not UTF-8 text", path=name) from None
    except RecursionError:
        raise RecordError("autosave is damaged: nested too deeply", path=name) from None
    except ValueError as e:  # JSONDecodeError, or a number too long to convert
        raise RecordError(f"autosave is damaged: not valid JSON ({e})", path=name) from None
    return game_from_session(data, name)


def set_aside(path: str | os.PathLike[str]) -> Path | None:
    """Move a damaged autosave out of the way, as ``autosave.json.bak`` (earlier ones move down to
    ``.bak.1`` … ``.bak.4``; only a sixth is dropped).  Returns where it went, or None when there was
    nothing to move or it could not be moved (then the caller must not overwrite ``path``).  Never raises."""
    return rotate_backup(path, suffix=DAMAGED_SUFFIX, keep=MAX_BACKUPS)


def keep_previous(path: str | os.PathLike[str]) -> Path | None:
    """Keep a copy of the autosave before the game in it is replaced (a record opened, a new game, a
    paste), as ``autosave.json.prev`` (earlier copies move down to ``.prev.1`` … ``.prev.4``).  The autosave
    itself stays.  The same game twice is kept once.  Returns the copy, or None when there was no autosave
    or it could not be copied.  Never raises."""
    return rotate_backup(path, suffix=PREVIOUS_SUFFIX, keep=MAX_BACKUPS, copy=True)


def keep_other(path: str | os.PathLike[str], other: str | os.PathLike[str]) -> Path | None:
    """Move ``other`` (another instance's autosave, left when it was killed) into ``path``'s kept games, as
    the newest ``.prev`` (the earlier ones move down, as for :func:`keep_previous`).  Returns where it went,
    or None when it could not be moved (it is then left where it was).  Never raises."""
    return rotate_backup(path, suffix=PREVIOUS_SUFFIX, keep=MAX_BACKUPS, source=other)


def previous_sessions(path: str | os.PathLike[str]) -> list[Path]:
    """The copies :func:`keep_previous` made, newest first (each loads with :func:`load_session`)."""
    return backups(path, PREVIOUS_SUFFIX, MAX_BACKUPS)


def damaged_sessions(path: str | os.PathLike[str]) -> list[Path]:
    """The damaged autosaves :func:`set_aside` moved away, newest first."""
    return backups(path, DAMAGED_SUFFIX, MAX_BACKUPS)


def load_or_set_aside(path: str | os.PathLike[str]) -> tuple[tuple[Game, dict[str, Any]] | None, str | None]:
    """What start-up calls: ((game, meta) or None, warning or None).  Never raises.

    No autosave: (None, None).  A damaged one (or one that cannot be read) is set aside and reported in a
    one-line warning that names the backup; the start goes on with a fresh game."""
    try:
        return load_session(path), None
    except RecordError as e:
        error: Exception = e
    except Exception as e:  # noqa: BLE001 - start-up must go on; the file is kept for a bug report
        error = RecordError(f"autosave could not be restored ({type(e).__name__}: {e})", path=os.fspath(path))
    kept = set_aside(path)
    where = f" (kept as {kept.name})" if kept else " (left in place: it could not be moved)"
    return None, one_line(error, MAX_MESSAGE - len(where)) + where


def delete_session(path: str | os.PathLike[str]) -> None:
    """Remove the autosave (e.g. once a game is over and saved); no error if it is already gone."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


__all__ = [
    "MAX_SESSION_BYTES", "MAX_SESSION_PLIES", "damaged_sessions", "data_text", "delete_session", "game_from_session",
    "keep_other", "keep_previous", "load_or_set_aside", "load_session", "previous_sessions", "save_session",
    "session_data", "session_text", "set_aside", "tree_from_text", "tree_text", "write_session_text",
]
