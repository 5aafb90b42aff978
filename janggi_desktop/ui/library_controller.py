"""The window's side of the game library: every game finished or abandoned here is kept, and File → Import
games… brings record files in with a progress dialog and Cancel.

The controller is given what it uses: a :class:`~janggi_desktop.library.keeper.GameKeeper` (the one door into
the library), a way to get the game on the board as a record with its players, the status line and the
dialogs' parent.  The import runs on a thread of its own with its own connection to the library (SQLite
connections stay in their thread; the library's busy timeout lets a game be kept meanwhile); Cancel stops it
after the game being stored, and what was imported stays.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from janggi_desktop.library import Import, ImportPathError, ImportReport, Library, LibraryError
from janggi_desktop.library.keeper import GameKeeper
from janggi_desktop.play import PlayerSpec
from janggi_desktop.records import GameRecord

from .ports import StatusLine
from .record_faults import refusal_text

#: How many refused games the report box lists (the rest are counted).
SHOWN_REFUSALS = 20
#: How many of them the box shows before its details.
BOX_REFUSALS = 3


class ImportThread(QThread):
    """Runs one :class:`~janggi_desktop.library.Import` on its own connection and reports by signals."""

    #: (files done, files in all, games imported, duplicates, refused)
    progressed = Signal(int, int, int, int, int)
    #: The final :class:`ImportReport` (also after a cancel).
    finished_import = Signal(object)
    #: The library or a path could not be used: the message.
    failed = Signal(str)

    def __init__(self, library_path: str | os.PathLike[str] | None, paths: list[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library_path = library_path
        self.paths = paths
        self.job: Import | None = None
        self._cancelled = False

    def cancel(self) -> None:
        """Stop after the game being stored (from the GUI thread)."""
        self._cancelled = True
        if self.job is not None:
            self.job.cancel()

    def run(self) -> None:  # the thread's body
        try:
            with Library.open(self.library_path) as library:
                self.job = job = Import(library, self.paths)
                if self._cancelled:
                    job.cancel()
                for p in job:
                    self.progressed.emit(p.files_done, p.files_total, p.imported, p.duplicates, p.refused)
                self.finished_import.emit(job.report)
        except (LibraryError, ImportPathError) as e:
            self.failed.emit(str(e))


class LibraryController(QObject):
    """Keeps the window's games and imports record files (see the module docstring)."""

    #: An import ended (finished or cancelled): its ImportReport.
    imported = Signal(object)
    #: A game was stored: its id in the library.
    game_kept = Signal(int)

    def __init__(self, keeper: GameKeeper, game_record: Callable[[], GameRecord],
                 players: Callable[[], tuple[PlayerSpec, PlayerSpec]], status: StatusLine, *,
                 dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self.keeper = keeper
        self.game_record = game_record
        self.players = players
        self.status = status
        self.dialog_parent = dialog_parent
        self.thread: ImportThread | None = None
        self.progress: QProgressDialog | None = None
        self.report_box: QMessageBox | None = None

    # --- keeping games ------------------------------------------------------------------------------------
    def keep_game(self) -> None:
        """Store the game on the board (finished, or about to be replaced unfinished); a problem with the
        library is said in the status line and nothing else changes."""
        record = self.game_record()
        if not record.moves:
            return
        kept = self.keeper.keep(record, self.players())
        if kept.problem is not None:
            self.status.showMessage(self.tr("The game could not be kept in the library: %1").replace(
                "%1", kept.problem), 15000)
        elif kept.game_id is not None:
            self.game_kept.emit(kept.game_id)

    # --- importing ----------------------------------------------------------------------------------------
    def show_import_dialog(self) -> None:
        """File → Import games…: pick record files (several at once)."""
        paths, _ = QFileDialog.getOpenFileNames(self.dialog_parent, self.tr("Import games into the library"), "",
                                                self.tr("Game records (*.pgn *.gib *.PGN *.GIB);;All files (*)"))
        if paths:
            self.import_paths(paths)

    def show_import_folder_dialog(self) -> None:
        """File → Import a folder…: every record file in a folder and its subfolders (the files' dialog picks
        files only: a whole collection's folder could be imported by dropping it on the window, not from a
        menu)."""
        folder = QFileDialog.getExistingDirectory(self.dialog_parent, self.tr("Import the games of a folder"), "")
        if folder:
            self.import_paths([folder])

    def import_paths(self, paths: list[str], parent: QWidget | None = None) -> bool:
        """Import ``paths`` (files or folders) on a thread, with a progress dialog (over ``parent``, default
        the main window) whose Cancel keeps what was imported.  False when an import is already running (it is
        said in the status line: one import at a time)."""
        if self.thread is not None:
            self.status.showMessage(self.tr("An import is already running: wait for it or cancel it"), 8000)
            return False
        self.thread = thread = ImportThread(self.keeper.path, [os.fspath(p) for p in paths], self)
        progress = QProgressDialog(self.tr("Importing games…"), self.tr("Cancel"), 0, 0,
                                   parent or self.dialog_parent)
        progress.setWindowTitle(self.tr("Import games"))
        progress.setMinimumDuration(300)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(thread.cancel)
        self.progress = progress
        thread.progressed.connect(self._show_progress)
        thread.finished_import.connect(self._import_done)
        thread.failed.connect(self._import_failed)
        thread.finished.connect(self._thread_ended)
        thread.start()
        return True

    def cancel_import(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def wait_import(self, msecs: int = 30000) -> bool:
        """Wait for the import thread (closing the window, tests)."""
        return self.thread.wait(msecs) if self.thread is not None else True

    def _show_progress(self, done: int, total: int, imported: int, duplicates: int, refused: int) -> None:
        if self.progress is None:
            return
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)
        games = self.tr("1 game imported") if imported == 1 else self.tr("%n games imported", "", imported)
        self.progress.setLabelText(self._counts(games, duplicates, refused))

    def _counts(self, games: str, duplicates: int, refused: int) -> str:
        """"Imported 3 games, 1 duplicate, 0 refused": ``games`` then the other two counts, each in its number
        (one string a count: a sentence of three %n would take one count's plural for all; English has no
        translation file, so its singular is a string of its own, the numerus forms serve French and Korean)."""
        dup = self.tr("1 duplicate") if duplicates == 1 else self.tr("%n duplicates", "", duplicates)
        ref = self.tr("%n refused", "", refused)  # (English's singular is its plural)
        return self.tr("%1, %2, %3").replace("%1", games).replace("%2", dup).replace("%3", ref)

    def _close_progress(self) -> None:
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None

    def _import_done(self, report: ImportReport) -> None:
        self._close_progress()
        n = report.imported
        games = self.tr("Imported 1 game") if n == 1 else self.tr("Imported %n games", "", n)
        summary = self._counts(games, report.duplicates, len(report.refusals))
        if report.cancelled:
            summary = self.tr("Import cancelled: %1").replace("%1", summary)
        self.status.showMessage(summary, 15000)
        if report.refusals:
            shown = "\n".join(refusal_text(r) for r in report.refusals[:SHOWN_REFUSALS])
            more = len(report.refusals) - SHOWN_REFUSALS
            if more > 0:
                shown += "\n" + self.tr("… and %1 more").replace("%1", str(more))
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Import games"), summary,
                              QMessageBox.StandardButton.Ok, self.dialog_parent)
            # the first ones in the box itself: the colon ended on nothing until Show Details… was found (seen
            # under Xvfb); the whole list stays in the details
            first = "\n".join(refusal_text(r) for r in report.refusals[:BOX_REFUSALS])
            if len(report.refusals) > BOX_REFUSALS:
                first += "\n…"
            box.setInformativeText(self.tr("These games could not be read:") + "\n" + first)
            box.setDetailedText(shown)
            self.report_box = box
            box.open()
        self.imported.emit(report)

    def _import_failed(self, message: str) -> None:
        self._close_progress()
        self.status.showMessage(self.tr("The games could not be imported: %1").replace("%1", message), 15000)
        self.imported.emit(None)

    def _thread_ended(self) -> None:
        if self.thread is not None:
            self.thread.deleteLater()
        self.thread = None

    def shutdown(self) -> None:
        """The window closes: stop an import (what was imported stays) and let go of the library."""
        if self.thread is not None:
            self.thread.cancel()
            self.thread.wait(10000)
        self.keeper.close()
