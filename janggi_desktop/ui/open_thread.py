"""The thread File → Open reads a large record on (see :meth:`.records_controller.RecordsController.open_file`).

The records read are frozen out of the cyclic garbage collector as the reading goes (every
:data:`FREEZE_EVERY` games, and at the end).  A game's moves are ``Move`` named tuples, which the collector
tracks for ever (it untracks only plain tuples): a 10,000-game file makes some 790,000 of them, and each full
collection walked all that were read so far — in this thread, but holding the GIL, so the window stalled
with it (bench/open_record.py: 11 full collections, the longest 279 ms).  Frozen, they are never walked
again.  A record without variations holds no reference cycle, so it is still freed by its reference count
when the file is closed or its reading cancelled; one with variations (its move tree's nodes point to their
parents) is kept until the program ends once dropped — the price of never walking them.  The young
generations are collected before each freeze, so that no garbage cycle of the moment is frozen with them.
"""

from __future__ import annotations

import gc
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from janggi_desktop.records import load_file_in_steps

#: How many games are read between two freezes: a full collection walks at most these (some 80 objects a game).
FREEZE_EVERY = 500


def freeze_survivors() -> None:
    """Collect the young generations, then freeze every object left (see the module docstring)."""
    gc.collect(1)
    gc.freeze()


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
            if read % FREEZE_EVERY == 0:
                freeze_survivors()
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
        if result is not None and not isinstance(result, Exception):
            freeze_survivors()
        self.done.emit(result)
