"""The library's part of the window, made when first asked for: the game library's controller (File → Import,
the games kept as they end), the opening explorer in its dock and File → Library…'s window.

None of them is made at start-up (the library's modules and SQLite are not loaded before the first frame).
:class:`LibraryFeatures` makes each one the first time it is asked for and wires it to the driver, the record on
the board and the others; it gets what it uses, not the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QStatusBar, QWidget

from janggi_desktop.play import GameDriver
from janggi_desktop.records import GameRecord
from janggi_desktop.rules import Move

from .texts import translate

if TYPE_CHECKING:  # the library's modules are imported when first needed (start-up time)
    from .explorer_controller import ExplorerController
    from .library.window import LibraryWindow
    from .library_controller import LibraryController


class RecordSource(Protocol):
    """The record on the board (:class:`~.records_controller.RecordsController`)."""

    record_tags: dict[str, str]

    def current_record(self, *, ask_name: bool = True) -> GameRecord | None: ...

    def open_record(self, record: GameRecord) -> bool: ...


class LibraryFeatures(QObject):
    """The library's controller, the explorer and the library window, each made when first asked for.

    ``parent`` is the window as the dialogs' and dock's parent widget; ``add_dock`` puts the explorer's dock
    beside the side panel; ``explorer_action`` gives View → Opening explorer (None before the menus are made).
    """

    def __init__(self, driver: GameDriver, records: RecordSource, status: QStatusBar, *,
                 play_move: Callable[[Move], bool], notation: Callable[[], tuple[str, str, str]],
                 texts_changed: SignalInstance, add_dock: Callable[[QDockWidget], None],
                 explorer_action: Callable[[], QAction | None], parent: QWidget) -> None:
        super().__init__(parent)
        self.driver, self.records, self.status, self.window_widget = driver, records, status, parent
        self.play_move, self.notation, self.texts_changed = play_move, notation, texts_changed
        self.add_dock, self.explorer_action = add_dock, explorer_action
        self.library: LibraryController | None = None
        self.explorer: ExplorerController | None = None
        self.window: LibraryWindow | None = None

    def game_library(self) -> LibraryController:
        """The game library's controller."""
        if self.library is None:
            from janggi_desktop.library.keeper import GameKeeper

            from .library_controller import LibraryController

            status = self.status
            keeper = GameKeeper(on_recovered=lambda text: status.showMessage(text, 20000))
            self.library = LibraryController(keeper, lambda: self.records.current_record(ask_name=False),
                                             lambda: self.driver.specs, status, dialog_parent=self.window_widget)
        return self.library

    def opening_explorer(self) -> ExplorerController:
        """The opening explorer's controller, its panel in a dock beside the side panel (hidden until shown)."""
        if self.explorer is None:
            from .explorer_controller import ExplorerController
            from .panels.explorer_panel import ExplorerPanel

            dock = QDockWidget(translate("MainWindow", "Opening explorer"), self.window_widget)
            dock.setObjectName("ExplorerDock")
            panel = ExplorerPanel()
            dock.setWidget(panel)
            dock.hide()
            self.add_dock(dock)
            self.explorer = ExplorerController(self.driver, panel, self.game_library().keeper, self.play_move,
                                               self.notation, self.status, self.window_widget)
            dock.visibilityChanged.connect(self.explorer_shown)
            self.texts_changed.connect(self.explorer.rewrite)
        return self.explorer

    def show_explorer(self, visible: bool = True) -> None:
        """View → Opening explorer: show or hide the explorer's dock."""
        self.opening_explorer().panel.parentWidget().setVisible(visible)

    def explorer_shown(self, visible: bool) -> None:
        action = self.explorer_action()
        if action is not None:
            action.setChecked(visible)
        if visible and self.explorer is not None:
            self.explorer.refresh()

    def library_window(self) -> LibraryWindow:
        """File → Library…: the library's window."""
        if self.window is None:
            from .library.window import LibraryWindow

            self.window = win = LibraryWindow(self.game_library().keeper, lambda: self.driver.shown_game.fen(),
                                              self.window_widget)
            win.open_record.connect(self.records.open_record)
            win.import_requested.connect(lambda paths: self.game_library().import_paths(paths, win))
            self.game_library().game_kept.connect(lambda _id: win.refresh())
            self.game_library().imported.connect(lambda _report: win.refresh())
            self.driver.add_listener(lambda _change, _detail: win.position_changed())
        return self.window

    def show_library_window(self) -> None:
        win = self.library_window()
        win.show()
        win.raise_()
        win.activateWindow()

    def keep_abandoned_game(self) -> None:
        """Another game replaces the one on the board: an unfinished game played here goes to the library
        (a finished one went when it ended; a record opened from a file is not added)."""
        game = self.driver.game
        if game.moves and not game.is_over() and not self.records.record_tags:
            self.game_library().keep_game()

    def shutdown(self) -> None:
        """The window closes: the library window's and the library's work ended."""
        if self.window is not None:
            self.window.shutdown()
        if self.library is not None:
            self.library.shutdown()


__all__ = ["LibraryFeatures"]
