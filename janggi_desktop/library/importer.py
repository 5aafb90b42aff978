"""Importing record files (.pgn, .gib; files or whole folders) into the library.

:class:`Import` is a generator the caller drives: each step yields an :class:`ImportProgress`, so the command
line prints a progress bar and the window's worker thread emits a signal, and stopping is simply not asking
for the next step (or calling :meth:`Import.cancel` from another thread): every game already stored stays.
Each game is stored in its own transaction, so a crash (``kill -9``) loses at most the game in flight; its
positions join the index a few hundred games at a time (see :data:`FLUSH_GAMES`), and are found meanwhile.

A game that cannot be read is refused with its file, number and reason, and the rest of its file still
imports (the records package's tolerant reading); a file that cannot be read at all is one refusal.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from ..messages import one_line
from ..records import RecordError, iter_file_games
from .games import add_record, flush_positions
from .store import Library

#: The record files a folder import picks up (by extension, case-insensitive).
IMPORT_SUFFIXES = (".pgn", ".gib")
#: How many pages the write-ahead log may hold during an import before SQLite copies it into the database
#: file (its default is 1,000): each copy syncs the database file, so fewer copies wait less on the disk.
#: Each game is still committed on its own: what is committed is in the log, which survives a crash.
IMPORT_WAL_PAGES = 10_000
#: Every this many games stored, an import moves their position rows from the pending table into the index
#: (:func:`~.games.flush_positions`), in key order: each game's ~120 rows land on ~120 scattered pages of
#: the index, so writing them with each game's commit wrote ~120 pages a game, where one sorted pass for
#: hundreds of games shares the pages.  Queries scan the pending rows meanwhile (a few ms for this many).
FLUSH_GAMES = 500


class Refusal(NamedTuple):
    """A game (or a whole file, ``game`` None) that could not be imported, and why: ``reason`` in English
    (the move and text first), ``error`` the record's error itself when known (the window says its move,
    text and reason in its language: ui/record_faults.py)."""

    path: str
    game: int | None
    reason: str
    error: RecordError | None = None

    def __str__(self) -> str:
        where = f"{self.path}, game {self.game}" if self.game is not None else self.path
        return one_line(f"{where}: {self.reason}")


class ImportProgress(NamedTuple):
    """Where an import stands: files done of all, games stored, duplicates skipped, refusals."""

    files_done: int
    files_total: int
    imported: int
    duplicates: int
    refused: int
    current_file: str


class ImportReport(NamedTuple):
    imported: int
    duplicates: int
    refusals: list[Refusal]
    cancelled: bool

    def summary(self) -> str:
        """The command line's last line: "imported 1 game, 3 duplicates, 0 refused"."""
        def count(n: int, word: str) -> str:
            return f"{n} {word}" if n == 1 else f"{n} {word}s"

        return (f"imported {count(self.imported, 'game')}, {count(self.duplicates, 'duplicate')}, "
                f"{len(self.refusals)} refused")


class ImportPathError(ValueError):
    """A path given to import that does not exist."""


def record_files(paths: Iterable[str | os.PathLike[str]]) -> list[Path]:
    """The files to import: each file as given, and every .pgn/.gib under each folder (sorted, so an
    import is repeatable).  Raises :class:`ImportPathError` for a path that does not exist."""
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            found = [Path(root) / name for root, _dirs, names in os.walk(p) for name in names
                     if name.lower().endswith(IMPORT_SUFFIXES)]
            out.extend(sorted(found))
        elif p.exists():
            out.append(p)
        else:
            raise ImportPathError(f"{p}: no such file or folder")
    return out


class Import:
    """One import run.  Iterate it for progress (one step per game and per file); :attr:`report` holds the
    figures so far, also after a cancel."""

    def __init__(self, library: Library, paths: Iterable[str | os.PathLike[str]], *,
                 ruleset: str | None = None) -> None:
        self.library = library
        self.files = record_files(paths)
        self.ruleset = ruleset
        self.imported = 0
        self.duplicates = 0
        self.refusals: list[Refusal] = []
        self.cancelled = False
        self._stop = threading.Event()

    def cancel(self) -> None:
        """Stop after the game being stored (safe from another thread)."""
        self._stop.set()

    @property
    def report(self) -> ImportReport:
        return ImportReport(self.imported, self.duplicates, list(self.refusals), self.cancelled)

    def _progress(self, done: int, current: str) -> ImportProgress:
        return ImportProgress(done, len(self.files), self.imported, self.duplicates, len(self.refusals), current)

    def _refuse(self, error: RecordError, path: Path) -> None:
        self.refusals.append(Refusal(os.fspath(path), error.game, _body(error), error))

    def __iter__(self) -> Iterator[ImportProgress]:
        with self.library.wal_pages(IMPORT_WAL_PAGES):
            try:
                yield from self._steps()
            finally:  # also after a cancel, an error, or a caller that stops asking
                flush_positions(self.library)

    def _steps(self) -> Iterator[ImportProgress]:
        for done, path in enumerate(self.files):
            name = os.fspath(path)
            yield self._progress(done, name)
            try:
                for record in iter_file_games(path, self.ruleset, on_error=lambda e, p=path: self._refuse(e, p)):
                    if self._stop.is_set():
                        self.cancelled = True
                        return
                    if add_record(self.library, record, source=name, source_index=record.index,
                                  defer_index=True) is None:
                        self.duplicates += 1
                    else:
                        self.imported += 1
                        if self.imported % FLUSH_GAMES == 0:
                            flush_positions(self.library)
                    yield self._progress(done, name)
            except RecordError as e:  # the file (or the rest of it) cannot be read
                self._refuse(e, path)
            if self._stop.is_set():
                self.cancelled = True
                return
        yield self._progress(len(self.files), "")

    def run(self) -> ImportReport:
        """Import everything (no progress) and return the report."""
        for _ in self:
            pass
        return self.report


def _body(error: RecordError) -> str:
    """The error's message without the file and game (the refusal lists them in their own fields)."""
    parts = []
    if error.move is not None:
        parts.append(f"move {error.move}")
    if error.text is not None and repr(error.text) not in error.reason:
        parts.append(repr(error.text[:40]))
    return one_line(", ".join(parts) + ": " + error.reason if parts else error.reason)


def import_files(library: Library, paths: Iterable[str | os.PathLike[str]], *,
                 ruleset: str | None = None) -> ImportReport:
    """Import every game of ``paths`` (files or folders) and return the report."""
    return Import(library, paths, ruleset=ruleset).run()


__all__ = ["FLUSH_GAMES", "IMPORT_SUFFIXES", "IMPORT_WAL_PAGES", "Import", "ImportPathError", "ImportProgress",
           "ImportReport", "Refusal", "import_files", "record_files"]
