"""The small interfaces the window hands its controllers, named so that no controller needs the window.

:class:`~.main_window.MainWindow` is the composition root: it makes the game driver, the board, the side
panel and the controllers, and gives each controller only what it uses — the driver, a
:class:`SettingsKeeper`, a :class:`StatusLine`, :class:`ErrorBoxes` and :class:`Confirmations` — and wires the
controllers' Qt signals to one another.  A controller never reaches a sibling through the window.
"""

from __future__ import annotations

from typing import Protocol

from .settings import Settings, SettingsStore
from .texts import translate


class StatusLine(Protocol):
    """The status bar's one line of text (a ``QStatusBar`` is one)."""

    def showMessage(self, text: str, timeout: int = 0) -> None: ...  # noqa: N802 - Qt's name

    def clearMessage(self) -> None: ...  # noqa: N802 - Qt's name

    def currentMessage(self) -> str: ...  # noqa: N802 - Qt's name


class ErrorBoxes(Protocol):
    """Shows an error in a window-modal box that does not block (the window does)."""

    def show_error(self, title: str, text: str) -> object: ...


class Confirmations(Protocol):
    """Asks the person yes or no (the window's :class:`~.message_boxes.MessageBoxes`)."""

    def confirm(self, title: str, text: str) -> bool: ...


class SettingsKeeper:
    """The settings and where they are kept: a controller changes :attr:`settings`, then calls :meth:`save`;
    a save that fails is said in the status line (the settings stay as they are in memory)."""

    def __init__(self, store: SettingsStore, settings: Settings, status: StatusLine) -> None:
        self.store = store
        self.settings = settings
        self.status = status

    def save(self) -> None:
        try:
            self.store.save(self.settings)
        except OSError as e:
            self.status.showMessage(translate("MainWindow", "Settings could not be saved: %1").replace("%1", str(e)),
                                    10000)
