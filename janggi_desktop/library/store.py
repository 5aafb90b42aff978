"""The library file: opening (create, migrate, refuse, recover), the connection and its transactions.

One SQLite file holds every game (see :mod:`.schema`).  It is opened in WAL mode so that readers never wait
for a writer, with a busy timeout so that two windows (or a window and ``janggi-desktop library import``)
can both write: each write is one short ``BEGIN IMMEDIATE`` transaction, so a second writer waits for the
first instead of failing.  ``synchronous=NORMAL`` keeps every committed transaction across a crash of the
program (``kill -9``); only a power cut may lose the last few.

Faults become one exception type each, with a one-line message the window can show:

- :class:`LibraryVersionError`: the file was written by a newer program; nothing was changed.
- :class:`LibraryUnavailableError`: the file or its folder cannot be written (read-only, disk full, no
  permission) or stays locked by another program.
- :class:`LibraryCorruptError`: SQLite found damage while the library was in use.

A file found damaged when it is opened (not a database, truncated, malformed schema) is not an error: it is
moved aside as ``<name>.corrupt-<date>`` (with its ``-wal``/``-shm`` companions), a new library is started,
and :attr:`Library.recovered` says where the damaged file went, so the window can tell the user.  Nothing is
ever deleted.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import platformdirs

from ..messages import one_line, short_path
from .schema import MIGRATIONS, Migration, check_migrations

#: The environment variable naming the folder of the library (tests, portable installs).
ENV_DATA_DIR = "JANGGI_DESKTOP_DATA_DIR"
#: The library's file name in that folder.
LIBRARY_FILE = "library.sqlite3"
APP_NAME = "janggi-desktop"
#: How long a writer waits for another process's transaction before giving up (seconds).
BUSY_TIMEOUT = 10.0
#: The most memory (KiB) a connection's page cache may take; it grows only as pages are read.
CACHE_KIB = 32_000


class LibraryError(Exception):
    """A problem with the library file; the message is one line naming the file."""

    def __init__(self, reason: str, path: str | os.PathLike[str] | None = None) -> None:
        self.reason = reason
        self.path = os.fspath(path) if path is not None else None
        super().__init__(one_line(f"{short_path(self.path)}: {reason}" if self.path else reason))


class LibraryVersionError(LibraryError):
    """The file's schema is newer than this program's: it was left unchanged."""


class LibraryUnavailableError(LibraryError):
    """The file cannot be written or opened: read-only, disk full, no permission, locked too long."""


class LibraryCorruptError(LibraryError):
    """SQLite found damage in the file while it was in use (see :func:`Library.open` for damage found at
    opening, which is recovered from)."""


class Recovery(NamedTuple):
    """A damaged library found at opening: where it was moved and what was wrong."""

    moved_to: Path
    reason: str


def default_library_path() -> Path:
    """``$JANGGI_DESKTOP_DATA_DIR/library.sqlite3`` if the variable is set, else the file in platformdirs'
    user data directory."""
    folder = os.environ.get(ENV_DATA_DIR)
    if folder:
        return Path(folder) / LIBRARY_FILE
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / LIBRARY_FILE


_CORRUPT_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
_UNAVAILABLE_CODES = ("SQLITE_READONLY", "SQLITE_FULL", "SQLITE_CANTOPEN", "SQLITE_IOERR", "SQLITE_PERM",
                      "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_AUTH")


def translate_error(e: sqlite3.Error, path: str | os.PathLike[str] | None) -> LibraryError:
    """The library's exception for an sqlite3 error (by SQLite's error code, with its message)."""
    name = getattr(e, "sqlite_errorname", "") or ""
    text = str(e)
    if name.startswith(_CORRUPT_CODES) or "malformed" in text or "not a database" in text:
        return LibraryCorruptError(f"the library is damaged ({text})", path)
    if name.startswith("SQLITE_FULL"):
        return LibraryUnavailableError("the disk is full: the library cannot grow", path)
    if name.startswith("SQLITE_READONLY") or "readonly" in text:
        return LibraryUnavailableError("the library is read-only: games cannot be added", path)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return LibraryUnavailableError("the library stayed locked by another program", path)
    if name.startswith(_UNAVAILABLE_CODES) or isinstance(e, sqlite3.OperationalError):
        return LibraryUnavailableError(f"the library cannot be used ({text})", path)
    return LibraryError(f"library error ({text})", path)


def damage_of(path: Path) -> str | None:
    """What is visibly wrong with an existing library file (None when nothing): not a SQLite database, or
    shorter than its header says (a truncated copy)."""
    try:
        size = path.stat().st_size
        if size == 0:
            return None  # an empty file is a new database to SQLite
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError:
        return None  # the connection will say why (permission, ...)
    if len(head) < 100 or head[:16] != b"SQLite format 3\x00":
        return "it is not a SQLite database"
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(head[28:32], "big")
    header_valid = head[24:28] == head[92:96]  # the in-header page count is trustworthy
    wal = path.with_name(path.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        return None  # a checkpoint cut short (a crash) may leave the file short: SQLite completes it from the WAL
    if header_valid and pages and size < pages * page_size:
        return f"it is truncated ({size:,} of {pages * page_size:,} bytes)"
    return None


def move_aside(path: Path, now: datetime.datetime | None = None) -> Path:
    """Rename the damaged ``path`` (and its ``-wal`` / ``-shm`` files, which belong to it) to
    ``<name>.corrupt-<date>``; a number is added if that name is taken.  Returns the new path."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
        for suffix in ("-wal", "-shm"):
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                os.replace(companion, target.with_name(target.name + suffix))
    except OSError as e:
        raise LibraryUnavailableError(f"the library is damaged and cannot be moved aside ({e.strerror or e})",
                                      path) from None
    return target


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(os.fspath(path), timeout=BUSY_TIMEOUT, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class Library:
    """An open library file.  Use one object per thread (sqlite3 connections stay in their thread); two
    objects on the same file, in one process or two, may both write.

    ``Library.open()`` opens the user's library; tests and the command line's ``--db`` pass a path.
    """

    def __init__(self, conn: sqlite3.Connection, path: Path, recovered: Recovery | None = None) -> None:
        self._conn = conn
        self.path = path
        #: Set when the file found at ``path`` was damaged and moved aside (a new library was started).
        self.recovered = recovered
        self._depth = 0

    # --- opening -------------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *,
             migrations: list[Migration] | None = None) -> Library:
        """Open (creating it and its folder on first use) the library at ``path`` (default:
        :func:`default_library_path`), bringing an older schema up to date.

        ``migrations`` replaces the program's list (tests use it to play an older or newer program).
        Raises :class:`LibraryVersionError` (file untouched) or :class:`LibraryUnavailableError`."""
        path = Path(path) if path is not None else default_library_path()
        steps = MIGRATIONS if migrations is None else migrations
        check_migrations(steps)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise LibraryUnavailableError(f"cannot create the library's folder ({e.strerror or e})", path) from None
        recovered = None
        damage = damage_of(path)
        if damage is not None:
            recovered = Recovery(move_aside(path), damage)
        try:
            conn = cls._open_checked(path, steps)
        except LibraryCorruptError as e:
            if recovered is not None:
                raise
            recovered = Recovery(move_aside(path), e.reason)
            conn = cls._open_checked(path, steps)
        return cls(conn, path, recovered)

    @staticmethod
    def _open_checked(path: Path, steps: list[Migration]) -> sqlite3.Connection:
        try:
            conn = _connect(path)
        except sqlite3.Error as e:
            raise translate_error(e, path) from None
        try:
            # read-only first: a newer file must be left exactly as it is
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            latest = steps[-1].version if steps else 0
            if version > latest:
                raise LibraryVersionError(
                    f"this library was written by a newer version of Janggi Desktop (schema {version}; this "
                    f"program knows up to {latest}); it was left unchanged — update the program to open it", path)
            if version < latest or conn.execute("PRAGMA journal_mode").fetchone()[0].lower() != "wal":
                _migrate(conn, steps, path)
            conn.execute("PRAGMA synchronous = NORMAL")
            # up to 32 MB of pages kept (the default is 2 MB): the explorer's rows of a start position that all
            # of 100,000 games pass through fill ~800 pages, read again from the OS on every query otherwise
            conn.execute(f"PRAGMA cache_size = -{CACHE_KIB}")
        except sqlite3.Error as e:
            conn.close()
            raise translate_error(e, path) from None
        except LibraryError:
            conn.close()
            raise
        return conn

    # --- connection and transactions -----------------------------------------------------------------------
    @property
    def connection(self) -> sqlite3.Connection:
        """The sqlite3 connection (autocommit mode: writes go through :meth:`transaction`).  For other
        packages' own tables (training): read with it, write inside ``with library.transaction():``."""
        return self._conn

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (``BEGIN IMMEDIATE``: the write lock is taken at once, waiting up to
        :data:`BUSY_TIMEOUT` for another writer).  Committed at the end of the block, rolled back on any
        exception; sqlite3 errors come out as :class:`LibraryError` subclasses.  Nested blocks join the
        outer transaction."""
        conn = self._conn
        if self._depth:
            self._depth += 1
            try:
                yield conn
            finally:
                self._depth -= 1
            return
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise translate_error(e, self.path) from None
        self._depth = 1
        try:
            yield conn
        except BaseException as exc:
            self._depth = 0
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise translate_error(exc, self.path) from exc
            raise
        self._depth = 0
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as e:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise translate_error(e, self.path) from None

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """Several reads that see one state of the library (a read transaction: in WAL mode a writer goes on
        meanwhile, unseen), e.g. the explorer's index and pending rows while an import moves rows from one
        to the other.  Inside a write transaction it simply joins it."""
        conn = self._conn
        if self._depth or conn.in_transaction:
            yield conn
            return
        try:
            conn.execute("BEGIN DEFERRED")
        except sqlite3.Error as e:
            raise translate_error(e, self.path) from None
        self._depth = 1
        try:
            yield conn
        finally:
            self._depth = 0
            with contextlib.suppress(sqlite3.Error):
                conn.execute("COMMIT")  # nothing was written: this only ends the read

    @contextlib.contextmanager
    def wal_pages(self, pages: int) -> Iterator[None]:
        """Within the block, let the write-ahead log grow to ``pages`` pages before SQLite copies it into
        the database file (a checkpoint, which syncs that file): a bulk write of many small transactions
        (an import) checkpoints less often.  The former setting comes back at the end."""
        try:
            before = self._conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
            self._conn.execute(f"PRAGMA wal_autocheckpoint = {int(pages)}")
        except sqlite3.Error as e:
            raise translate_error(e, self.path) from None
        try:
            yield
        finally:
            try:
                self._conn.execute(f"PRAGMA wal_autocheckpoint = {int(before)}")
            except sqlite3.Error:  # the connection is gone (closed, the disk failed): nothing to restore
                pass

    def query(self, sql: str, params: tuple | dict = ()) -> list[tuple]:
        """Rows of a read query, with sqlite3 errors as :class:`LibraryError`."""
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise translate_error(e, self.path) from None

    @property
    def schema_version(self) -> int:
        return self.query("PRAGMA user_version")[0][0]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _migrate(conn: sqlite3.Connection, steps: list[Migration], path: Path) -> None:
    """WAL mode, then every migration above the file's version, in one transaction (another process
    opening the same old file at the same moment waits, then finds it migrated)."""
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if mode.lower() != "wal":
        raise LibraryUnavailableError(f"the library cannot use write-ahead logging (journal mode {mode})", path)
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        latest = steps[-1].version if steps else 0
        if version > latest:
            raise LibraryVersionError("this library was written by a newer version of Janggi Desktop while it "
                                      "was being opened; it was left unchanged", path)
        for step in steps[version:]:
            for statement in step.statements:
                conn.execute(statement)
            if step.apply is not None:
                step.apply(conn)
        conn.execute(f"PRAGMA user_version = {int(latest)}")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


__all__ = [
    "APP_NAME", "BUSY_TIMEOUT", "ENV_DATA_DIR", "LIBRARY_FILE", "Library", "LibraryCorruptError", "LibraryError",
    "LibraryUnavailableError", "LibraryVersionError", "Recovery", "damage_of", "default_library_path",
    "move_aside", "translate_error",
]
