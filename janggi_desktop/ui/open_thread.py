"""The thread File → Open reads a large record on (see :meth:`.records_controller.RecordsController.open_file`):
in a module of its own, loaded at the first large file, because a QThread type loaded before the window's
first frame costs start-up time (tests/ui/test_app_startup.py)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from janggi_desktop.records import load_file_in_steps


class OpenThread(QThread):
    """Reads one record file with :func:`~janggi_desktop.records.load_file_in_steps`, reporting by signals."""

    #: (games read, games expected)
    progressed = Signal(int, int)
    #: The RecordFile, None when cancelled, or the exception that stopped the reading.
    done = Signal(object)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Stop after the game being read (from any thread); nothing of the file is kept."""
        self._cancel.set()

    def run(self) -> None:  # the thread's body
        last = [0.0]

        def progress(read: int, expected: int) -> None:
            # at most 20 a second (the window redraws the dialog for each), and the last one
            now = time.monotonic()
            if now - last[0] >= 0.05 or read == expected:
                last[0] = now
                self.progressed.emit(read, expected)

        try:
            result: object = load_file_in_steps(self.path, progress=progress, cancelled=self._cancel.is_set)
        except (ValueError, OSError) as e:
            result = e
        except Exception as e:  # noqa: BLE001 - a defect must reach the window as a message, not end the thread
            result = RuntimeError(f"{type(e).__name__}: {e}")
        self.done.emit(result)
