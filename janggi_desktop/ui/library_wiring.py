"""The library's part of the window, made when first asked for: the game library's controller (File → Import,
the games kept as they end), the opening explorer in its dock and File → Library…'s window.

None of them is made at start-up (the library's modules and SQLite are not loaded before the first frame).
:class:`LibraryFeatures` makes each one the first time it is asked for and wires it to the driver, the record on
the board and the others; it gets what it uses, not the window.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QStatusBar, QWidget

from janggi_desktop.play import GameDriver
from janggi_desktop.records import GameRecord
from janggi_desktop.rules import Move

from .drops import single_record
from .ports import SettingsKeeper
from .record_offer import RecordOffer
from .texts import translate

if TYPE_CHECKING:  # imported when first needed: ~17 ms (the library's modules, SQLite) off the first frame
    from .explorer_controller import ExplorerController
    from .library.window import LibraryWindow
    from .library_controller import LibraryController


class RecordSource(Protocol):
    """The record on the board (:class:`~.records_controller.RecordsController`)."""

    record_tags: dict[str, str]

    def current_record(self, *, ask_name: bool = True) -> GameRecord | None: ...

    def open_record(self, record: GameRecord) -> bool: ...

    def open_file(self, path: str) -> bool: ...


class ExplorerDock(QDockWidget):
    """The opening explorer's dock, whose title follows the language (it stayed "Opening explorer" in French
    and Korean: seen under Xvfb)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ExplorerDock")
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Opening explorer"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()


class LibraryFeatures(QObject):
    """The library's controller, the explorer and the library window, each made when first asked for.

    ``parent`` is the window as the dialogs' and dock's parent widget; ``add_dock`` puts the explorer's dock
    beside the side panel; ``explorer_action`` gives View → Opening explorer (None before the menus are made);
    ``preview`` draws (or, given None, takes away) the arrow of a move under the pointer in the explorer;
    ``add_offer`` puts the bar offering to add an opened record above the board; ``settings`` remembers
    whether the explorer shows and whether opened records are added without asking; ``annotate`` gives a
    kept game its analysis (the game report, when there is one of that game), so the library has the
    evaluations and marks its mistake exercises come from.
    """

    #: Whether opened records are added without asking changed (File's check mark follows).
    add_opened_changed = Signal(bool)
    #: A game was kept in the library: its id (relayed from the library's controller once it is made).
    game_kept = Signal(int)
    #: An import into the library ended (relayed likewise): its ImportReport, None when it failed.
    imported = Signal(object)

    def __init__(self, driver: GameDriver, records: RecordSource, status: QStatusBar, settings: SettingsKeeper, *,
                 play_move: Callable[[Move], bool], notation: Callable[[], tuple[str, str, str]],
                 texts_changed: SignalInstance, add_dock: Callable[[QDockWidget], None],
                 explorer_action: Callable[[], QAction | None], preview: Callable[[Move | None], None],
                 add_offer: Callable[[QWidget], None], parent: QWidget,
                 annotate: Callable[[GameRecord], GameRecord] = lambda record: record) -> None:
        super().__init__(parent)
        self.driver, self.records, self.status, self.window_widget = driver, records, status, parent
        self.settings = settings
        self.annotate = annotate
        self.play_move, self.notation, self.texts_changed = play_move, notation, texts_changed
        self.add_dock, self.explorer_action = add_dock, explorer_action
        self.preview, self.add_offer = preview, add_offer
        self.library: LibraryController | None = None
        self.explorer: ExplorerController | None = None
        self.window: LibraryWindow | None = None
        self.offer: RecordOffer | None = None
        #: The opened record the offer is about (None: no question open).
        self.offered: GameRecord | None = None
        #: A record opened before the first frame, checked after it (start-up loads no library before it).
        self.pending: GameRecord | None = None
        self.started = False
        self.closing = False

    def game_library(self) -> LibraryController:
        """The game library's controller."""
        if self.library is None:
            from janggi_desktop.library.keeper import GameKeeper

            from .library_controller import LibraryController

            status = self.status
            keeper = GameKeeper(on_recovered=lambda text: status.showMessage(text, 20000))
            self.library = LibraryController(
                keeper, lambda: self.annotate(self.records.current_record(ask_name=False)),
                lambda: self.driver.specs, status, dialog_parent=self.window_widget)
            self.library.game_kept.connect(self.game_kept)
            self.library.imported.connect(self.imported)
        return self.library

    def opening_explorer(self) -> ExplorerController:
        """The opening explorer's controller, its panel in a dock beside the side panel (hidden until shown)."""
        if self.explorer is None:
            from .explorer_controller import ExplorerController
            from .panels.explorer_panel import ExplorerPanel

            dock = ExplorerDock(self.window_widget)
            panel = ExplorerPanel()
            dock.setWidget(panel)
            dock.hide()
            self.add_dock(dock)
            self.explorer = ExplorerController(self.driver, panel, self.game_library().keeper, self.play_move,
                                               self.notation, self.status, self.window_widget, preview=self.preview)
            dock.visibilityChanged.connect(self.explorer_shown)
            self.texts_changed.connect(self.explorer.rewrite)
            library = self.game_library()
            library.game_kept.connect(lambda _id: self.explorer.library_changed())
            library.imported.connect(lambda _report: self.explorer.library_changed())
            panel.games_requested.connect(self.show_games_reaching_position)
        return self.explorer

    def show_explorer(self, visible: bool = True) -> None:
        """View → Opening explorer: show or hide the explorer's dock."""
        if not visible and self.explorer is None:
            return  # nothing to hide: the explorer need not be made
        self.opening_explorer().panel.parentWidget().setVisible(visible)

    def explorer_shown(self, visible: bool) -> None:
        """The dock was shown or hidden (the menu, its close button): the menu and the settings follow.  Qt
        hides it too when the whole window closes: that is not remembered (:meth:`shutdown` ran before)."""
        if self.closing:
            return
        action = self.explorer_action()
        if action is not None:
            action.setChecked(visible)
        if visible and self.explorer is not None:
            self.explorer.refresh()
        if self.settings.settings.explorer_shown != visible:
            self.settings.settings.explorer_shown = visible
            self.settings.save()

    def show_games_reaching_position(self) -> None:
        """The explorer's Games…: the library window, listing the games reaching the position on the board."""
        self.show_library_window()
        if self.window is not None:
            self.window.show_games_reaching_position()

    def library_window(self) -> LibraryWindow:
        """File → Library…: the library's window."""
        if self.window is None:
            from .library.window import LibraryWindow

            self.window = win = LibraryWindow(self.game_library().keeper, lambda: self.driver.shown_game.fen(),
                                              self.window_widget)
            win.open_record.connect(self.records.open_record)
            win.import_requested.connect(lambda paths: self.game_library().import_paths(paths, win))
            win.open_record.connect(lambda _record: self.window_widget.activateWindow())
            self.game_library().game_kept.connect(lambda _id: win.refresh())
            self.game_library().imported.connect(lambda _report: win.refresh())
            win.games_changed.connect(lambda: self.explorer.library_changed() if self.explorer is not None else None)
            self.driver.add_listener(lambda _change, _detail: win.position_changed())
        return self.window

    def show_library_window(self) -> None:
        win = self.library_window()
        win.show()
        win.raise_()
        win.activateWindow()

    def open_game_at(self, game_id: int, ply: int) -> bool:
        """Show the library's game ``game_id`` in review after ``ply`` moves (the way the library window opens
        a game, then a step to the move); a game the library no longer has is said in the status line."""
        from janggi_desktop.library import LibraryError, get_record

        try:
            record = get_record(self.game_library().keeper.library(), game_id)
        except (LibraryError, KeyError, ValueError) as e:
            self.status.showMessage(translate("MainWindow", "The game could not be opened from the library: %1")
                                    .replace("%1", str(e) if not isinstance(e, KeyError) else
                                             translate("MainWindow", "it is no longer there")), 10000)
            return False
        if not self.records.open_record(record):
            return False
        self.driver.go_to(ply)
        self.window_widget.raise_()
        self.window_widget.activateWindow()
        return True

    def keep_abandoned_game(self) -> None:
        """Another game replaces the one on the board: an unfinished game played here goes to the library
        (a finished one went when it ended; a record opened from a file is not added)."""
        game = self.driver.game
        if game.moves and not game.is_over() and not self.records.record_tags:
            self.game_library().keep_game()

    # --- after the first frame, dropped files, opened records ---------------------------------------------------
    def finish_start(self) -> None:
        """After the first frame: the explorer shows again if it showed at the last close; a record opened at
        start-up is checked against the library."""
        self.started = True
        if self.settings.settings.explorer_shown:
            self.show_explorer(True)
        if self.pending is not None:
            record, self.pending = self.pending, None
            self.record_opened(record)

    def drop_paths(self, paths: list[str]) -> None:
        """Record files or folders dropped on the main window (see the module docstring)."""
        one = single_record(paths)
        if one is not None:
            self.records.open_file(one)
        elif paths:
            self.game_library().import_paths(paths)

    def dismiss_offer(self) -> None:
        """Another game replaces the one on the board: the question about the record that was there goes."""
        if self.offer is not None:
            self.offer.hide()
        self.offered = None
        self.pending = None

    def record_opened(self, record: GameRecord) -> None:
        """A record was put on the board: one opened from a file that the library lacks is offered to it (or
        added at once when the settings say Always); one the library has (the duplicate rule) is not."""
        self.dismiss_offer()
        if not record.moves or not record.source:
            return  # a position without moves, or a game not from a file (pasted)
        if not self.started:
            self.pending = record
            return
        keeper = self.game_library().keeper
        found = keeper.find_opened(record)
        if found.problem is not None or found.game_id is not None:
            return  # the library cannot say (nothing is asked), or has the game already
        if self.settings.settings.add_opened_records:
            self.add_offered(record)
            return
        if self.offer is None:
            self.offer = RecordOffer()
            self.offer.answered.connect(self.offer_answered)
            self.add_offer(self.offer)
        self.offered = record
        tags = record.tags
        names = " – ".join(n for n in (tags.get("White", "").strip(" ?"), tags.get("Black", "").strip(" ?")) if n)
        self.offer.offer(names or os.path.basename(record.source))

    def offer_answered(self, answer: str) -> None:
        record, self.offered = self.offered, None
        if answer == "always":
            self.set_add_opened(True)
        if record is not None and answer in ("add", "always"):
            self.add_offered(record)

    def set_add_opened(self, always: bool) -> None:
        """File → Add opened records to the library (and the offer's Always): remembered in the settings."""
        if self.settings.settings.add_opened_records != always:
            self.settings.settings.add_opened_records = always
            self.settings.save()
        self.add_opened_changed.emit(always)

    def add_offered(self, record: GameRecord) -> None:
        kept = self.game_library().keeper.add_opened(record)
        if kept.problem is not None:
            self.status.showMessage(translate("LibraryController", "The game could not be kept in the library: %1")
                                    .replace("%1", kept.problem), 15000)
            return
        self.status.showMessage(self.tr("The game was added to the library"), 8000)
        if kept.game_id is not None:
            self.game_library().game_kept.emit(kept.game_id)

    def shutdown(self) -> None:
        """The window closes: the library window's and the library's work ended."""
        self.closing = True
        if self.window is not None:
            self.window.shutdown()
        if self.library is not None:
            self.library.shutdown()


__all__ = ["LibraryFeatures"]
