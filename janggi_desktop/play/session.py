"""The game in progress survives a crash: the autosave follows the game driver.

:class:`Autosave` listens to a :class:`~.driver.GameDriver` and writes the game after every change that
matters (a move, an undo, a new game, an ending) — not after a screen refresh — through
:mod:`janggi_desktop.records.autosave` (atomic writes), in the window on a :class:`BackgroundWriter`'s thread
(the atomic write's fsyncs took 10-20 ms here, more on a slow disk, at every move).  A finished game, or a
game between people that has not started, leaves no autosave.  Reviewing writes nothing: the game itself has
not changed.

The players are kept with the game (their :class:`~.players.PlayerSpec`), so a restart brings back the same
opponent.  Autosaves written before the play layer existed (``mode``/``human_side``/``level``) are read too.

Two windows on one configuration folder never lose each other's game: each running instance claims an
autosave of its own (:func:`claim_autosave`: ``autosave.json``, else ``autosave-2.json``, …, each held by a
lock that the system releases when the process ends, even killed), so neither overwrites the other's file.
On the next start the instance restores the first free one, and the games of the others whose owners are
gone (:func:`orphaned_autosaves`) join its kept games (:func:`adopt_orphaned_autosaves`), which File → Recover
previous game offers.

A timed game keeps its clocks too: the clocks at every position (``meta["clock"]``), the last one being what
each side had when the last move was made.  The time spent in the turn in progress is not saved, so a crash
or a kill restarts the game with the time each side had at the last move, not with the time spent while the
program was down.
"""

from __future__ import annotations

import os
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from janggi_desktop.records.autosave import (
    data_text,
    delete_session,
    keep_other,
    load_session,
    session_data,
    tree_from_text,
    tree_text,
    write_session_text,
)
from janggi_desktop.rules import Game

from .clock import UNTIMED_CONTROL, ClockMarks, TimeControl, TimeControlError, marks_from_dict, marks_to_dict
from .driver import Change, GameDriver
from .players import PlayerSpec, PlayerSpecError

if TYPE_CHECKING:
    from janggi_desktop.records.tree import MoveTree


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
    #: The study's move tree (variations, comments, marks, drawings) when one was kept and holds the game's
    #: line; None for a game that was a bare line (or a tree that could not be read back: the game still is).
    tree: MoveTree | None = None

    @property
    def time_control(self) -> tuple[TimeControl, TimeControl]:
        """The game's controls (untimed when no clock was kept)."""
        state = self.clock_marks.get(self.game.ply)
        return state.controls if state is not None else (UNTIMED_CONTROL, UNTIMED_CONTROL)


def load_saved(path: str | os.PathLike[str]) -> SavedGame | None:
    """The unfinished game saved at ``path``, with its players and clocks; None when there is none (or it had
    ended).  A damaged file raises :class:`~janggi_desktop.records.RecordError` (the caller sets it aside)."""
    if not os.path.exists(path):
        return None  # the usual fresh start
    loaded = load_session(path)
    if loaded is None:
        return None
    game, meta = loaded
    if game.is_over():
        return None
    extra = {k: v for k, v in meta.items() if k not in ("players", "mode", "human_side", "level", "clock", "tree")}
    tree = None
    if "tree" in meta:
        tree = tree_from_text(meta["tree"], game)
    return SavedGame(game, specs_from_meta(meta), clocks_from_meta(meta), extra, tree)


def restore(path: str | os.PathLike[str]) -> tuple[Game, tuple[PlayerSpec, PlayerSpec]] | None:
    """The unfinished game saved at ``path`` and its players (:func:`load_saved` without the clocks)."""
    saved = load_saved(path)
    return None if saved is None else (saved.game, saved.players)


# --- one autosave per running instance ------------------------------------------------------------------
#: The autosave's file name; the further instances' are autosave-2.json ... autosave-8.json.
AUTOSAVE_NAME = "autosave.json"
#: How many instances may keep an autosave at once (a ninth shares a file named after its process).
MAX_AUTOSAVES = 8
#: The autosave each folder was given in this process: a second window of the same process shares it (only
#: another process is another instance; the tests open many windows in one process, one after the other).
_claimed: dict[str, Path] = {}
#: The open lock files: kept open (and so locked) until the process ends.
_locks: dict[str, int] = {}


def autosave_slots(folder: str | os.PathLike[str]) -> list[Path]:
    """Every autosave name an instance may use in ``folder``, the first one first."""
    base = Path(folder)
    stem, suffix = os.path.splitext(AUTOSAVE_NAME)
    return [base / AUTOSAVE_NAME] + [base / f"{stem}-{i}{suffix}" for i in range(2, MAX_AUTOSAVES + 1)]


def _lock_path(slot: Path) -> Path:
    return slot.with_name(f".{slot.name}.lock")


def _try_lock(slot: Path) -> int | None:
    """An open, locked descriptor of ``slot``'s lock file, or None when another process holds it."""
    try:
        fd = os.open(_lock_path(slot), os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError:
        return None
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return fd
    except OSError:
        os.close(fd)
        return None


def claim_autosave(folder: str | os.PathLike[str]) -> Path:
    """The autosave this instance writes in ``folder``: the first of :func:`autosave_slots` that no other
    running instance holds, locked until this process ends.  A folder where no lock can be made (read-only,
    missing, not a folder) gives the first name: the write then reports what is wrong, as before."""
    key = os.path.abspath(folder)
    if key in _claimed:
        return _claimed[key]
    slots = autosave_slots(folder)
    try:
        os.makedirs(folder, exist_ok=True)  # the first run: the lock files need the folder
    except (OSError, ValueError):
        return slots[0]  # not claimed: a later call (once the folder can be made) tries again
    chosen = None
    for slot in slots:
        fd = _try_lock(slot)
        if fd is not None:
            _locks[os.fspath(slot)] = fd
            chosen = slot
            break
    if chosen is None:
        stem, suffix = os.path.splitext(AUTOSAVE_NAME)
        chosen = Path(folder) / f"{stem}-pid{os.getpid()}{suffix}"
    _claimed[key] = chosen
    return chosen


def orphaned_autosaves(path: str | os.PathLike[str]) -> list[Path]:
    """The other autosaves in ``path``'s folder whose instance is no longer running (their lock is free):
    games another window was playing when it was killed or crashed."""
    mine = Path(path)
    found = []
    for slot in autosave_slots(mine.parent):
        if slot == mine or not slot.is_file() or os.fspath(slot) in _locks:
            continue
        fd = _try_lock(slot)
        if fd is None:
            continue  # its instance is running: its game is its own
        os.close(fd)  # only a look: the slot stays free for the next instance
        found.append(slot)
    return found


def adopt_orphaned_autosaves(path: str | os.PathLike[str]) -> list[Path]:
    """Move the games of :func:`orphaned_autosaves` into ``path``'s kept games (``autosave.json.prev`` …,
    which File → Recover previous game lists), each while holding its lock so that no instance starting at
    that moment takes it up.  Returns where they went.  Never raises: a file that cannot be moved stays."""
    mine = Path(path)
    kept = []
    for slot in autosave_slots(mine.parent):
        if slot == mine or not slot.is_file() or os.fspath(slot) in _locks:
            continue
        fd = _try_lock(slot)
        if fd is None:
            continue
        try:
            where = keep_other(mine, slot)
        finally:
            os.close(fd)
        if where is not None:
            kept.append(where)
    return kept


class BackgroundWriter:
    """One thread that runs file jobs in the order given, so that a slow disk (an fsync can take tens of
    milliseconds, more on a busy or spinning one) never holds up the caller.  Only the newest state of a game
    matters: a job given while an earlier one still waits replaces it.  :meth:`flush` waits until all that
    was given has run.  The thread is started at the first job and is a daemon: :meth:`flush` before the
    program ends (a write cut short leaves the previous file whole: the writes are atomic)."""

    def __init__(self, name: str = "janggi-autosave") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._pending: Callable[[], None] | None = None
        self._running = False
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], None]) -> None:
        with self._cond:
            self._pending = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self.name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job given has run (False: ``timeout`` seconds passed first)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._running, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None)
                job, self._pending = self._pending, None
                self._running = True
            try:
                job()  # the job reports its own errors
            except Exception:  # a defect in a job: shown, and the writer lives on for the next one
                traceback.print_exc()
            finally:
                with self._cond:
                    self._running = False
                    self._cond.notify_all()


#: How long the window waits for the autosave's disk before it closes or keeps a game aside (seconds): a disk
#: that never answers must not hang the program; the file may then miss the last move.
FLUSH_TIMEOUT_S = 10.0


class Autosave:
    """Writes ``driver``'s game to ``path`` whenever it changes (see the module docstring).

    ``on_error(message)`` hears about a write that failed (the game goes on; the next change tries again).
    ``enabled`` False (e.g. ``--smoke``, or until a restore has been tried) writes nothing.  ``writer``: a
    :class:`BackgroundWriter` to write on (the window's: a move never waits for the disk), where the file's
    text is still made at the change, in the caller's thread; then ``on_error`` is called from the writer's
    thread, and whoever reads the file or moves it first calls :meth:`flush`.  Without one, each write is
    done before the change returns."""

    def __init__(self, driver: GameDriver, path: str | os.PathLike[str], *,
                 on_error: Callable[[str], None] | None = None, enabled: bool = True,
                 writer: BackgroundWriter | None = None) -> None:
        self.driver = driver
        self.path = Path(path)
        self.on_error = on_error
        self.enabled = enabled
        self.writer = writer
        self.extra: dict[str, Any] = {}  # more to keep with the game
        self._tree_cache: tuple[Any, int, str | None] | None = None  # (the tree, its version, its text)
        driver.add_listener(self._on_change)

    def _on_change(self, change: Change, detail: object) -> None:
        if change in (Change.REVIEW, Change.ERROR, Change.CLOCK):
            return
        self.write()

    def write(self) -> None:
        if not self.enabled:
            return
        game, path = self.driver.game, self.path
        if game.is_over() or (not game.moves and all(p.is_human for p in self.driver.players)):
            self._run(lambda: delete_session(path))
            return
        try:
            data = session_data(game, {**players_meta(self.driver.specs), **clock_meta(self.driver), **self.extra})
        except ValueError as e:
            self._report(e)
            return
        # The study's tree (variations, comments, marks, drawings) is written as PGN, which takes about 80 ms
        # for a 1,000-move study (bench/study.py's "PGN write"): on the writer's thread, from a copy (0.5 ms),
        # and only when the tree changed since the last time (another line put on the board leaves it as it was).
        tree = self.driver.tree
        cached = self._tree_cache
        fresh = cached is not None and cached[0] is tree and cached[1] == tree.version
        kept = cached[2] if cached is not None and fresh else None
        study = None if fresh else (tree, tree.version, tree.copy())

        def job() -> None:
            text = kept
            if study is not None:
                text = tree_text(study[2])
                self._tree_cache = (study[0], study[1], text)
            if text:
                data["meta"]["tree"] = text
            write_session_text(path, data_text(data, path))

        self._run(job)

    def _run(self, job: Callable[[], None]) -> None:
        def reported() -> None:
            try:
                job()
            except (ValueError, OSError) as e:
                self._report(e)

        if self.writer is None:
            reported()
        else:
            self.writer.submit(reported)

    def _report(self, error: Exception) -> None:
        if self.on_error is not None:
            self.on_error(str(error))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the file holds what was last written (False: ``timeout`` seconds passed first)."""
        return True if self.writer is None else self.writer.flush(timeout)

    def detach(self) -> None:
        self.driver.remove_listener(self._on_change)


__all__ = ["AUTOSAVE_NAME", "FLUSH_TIMEOUT_S", "MAX_AUTOSAVES", "Autosave", "BackgroundWriter", "SavedGame",
           "adopt_orphaned_autosaves", "autosave_slots", "claim_autosave", "clock_meta", "clocks_from_meta",
           "load_saved", "orphaned_autosaves", "players_meta", "restore", "specs_from_meta"]
