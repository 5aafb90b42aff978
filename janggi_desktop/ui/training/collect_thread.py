"""The thread that gathers the exercises of every analysed game of the library (Training → My mistakes): in a
module of its own, loaded when first needed (a QThread type loaded before the window's first frame costs
start-up time).

Rebuilding each analysed game's analysis from its row and replaying it to the user's mistakes takes a few
milliseconds a game (``bench/mistakes_list.py``: about 1 s for 300 games of 80 plies on a loaded machine),
too long for the GUI thread once the library is large; the thread has its own connection to the library
(SQLite connections stay in their thread; the library's busy timeout lets the window write meanwhile).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, QThread, Signal


class CollectThread(QThread):
    """Adds to the training history in the library at ``library_path`` the exercises of its analysed games in
    which ``names`` (the user) played; reports by signals."""

    #: (new exercises, games whose analysis did not read)
    collected = Signal(int, int)
    #: The library could not be used: the message.
    failed = Signal(str)

    def __init__(self, library_path: str | os.PathLike[str] | None, names: list[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library_path = library_path
        self.names = names

    def run(self) -> None:  # the thread's body
        # imported here, on the thread: the training package and the library (~21 ms) are no part of the
        # window's first frame, which loads this module
        from janggi_desktop.library import Library, LibraryError
        from janggi_desktop.training import TrainingStore, collect_exercises

        try:
            with Library.open(self.library_path) as library:
                store = TrainingStore(library)
                added, bad = collect_exercises(store, self.names)
                if store.problem:
                    self.failed.emit(store.problem)
                    return
                self.collected.emit(added, bad)
        except LibraryError as e:
            self.failed.emit(str(e))
        except Exception as e:  # noqa: BLE001 - a defect must reach the window as a message, not end the thread
            self.failed.emit(f"{type(e).__name__}: {e}")
