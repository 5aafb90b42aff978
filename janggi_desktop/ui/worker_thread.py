"""One long-lived worker thread per job kind, owned from the GUI thread: what the player runner and the
analysis runner share.

A runner moves its worker object into its own ``QThread`` (made with the first job) and sends it jobs by
queued signal; each job has
a token and its own ``threading.Event`` to stop it cooperatively, and only the current job's results reach
the window (:meth:`WorkerThreadRunner._current`).  At exit the thread is asked to end and waited for a
moment; one that does not end in time is kept referenced (:func:`linger`), because Qt aborts the process
when a running ``QThread`` is destroyed.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, QThread

#: Threads that did not stop in time are kept referenced here so Python never destroys a running QThread
#: (Qt aborts the process when that happens); ``app.main`` exits hard if any remain.
_LINGERING: list[QThread] = []


def lingering_threads() -> list[QThread]:
    return [t for t in _LINGERING if t.isRunning()]


def linger(thread: QThread) -> None:
    """Keep a thread that did not stop in time referenced until the process ends (see ``_LINGERING``)."""
    _LINGERING.append(thread)


class WorkerThreadRunner(QObject):
    """Owns ``worker`` in a thread named ``name``.  Subclasses connect their signals to the worker, then
    call :meth:`_start_thread`; they say what stopping the current job means in :meth:`stop`."""

    def __init__(self, worker: QObject, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._thread: QThread | None = None  # made and started by _start_thread
        self._worker = worker
        self._token: object = None
        self._stop: threading.Event | None = None
        self._closed = False

    def _start_thread(self) -> None:
        """Start the thread, made and given the worker the first time (before the first job is sent)."""
        if self._thread is None:
            self._thread = QThread()
            self._thread.setObjectName(self._name)
            self._worker.moveToThread(self._thread)
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:  # never let Qt destroy a running thread at exit, whoever quits the application
            app.aboutToQuit.connect(self.shutdown)

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"the {self._name} runner has been shut down")

    def stop(self) -> None:  # pragma: no cover - every runner says what its stop is
        raise NotImplementedError

    def thread_running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def shutdown(self, timeout_ms: int = 800) -> bool:
        """Stop the current job and end the thread; True if it ended within ``timeout_ms``."""
        if self._closed:
            return True
        self._closed = True
        self.stop()
        if self._thread is None:  # never started
            return True
        self._thread.quit()
        ok = self._thread.wait(timeout_ms)
        if not ok:
            linger(self._thread)
        return ok

    def _current(self, token: object) -> bool:
        """Whether a result with ``token`` belongs to the job the window is waiting for."""
        return self._stop is not None and token == self._token
