"""The main window: the board, the side panel, menus and toolbar around one game driver.

The window is the composition root: it makes the :class:`~janggi_desktop.play.GameDriver`, the board, the side
panel and the controllers, gives each only what it uses (the driver, a :class:`~.ports.SettingsKeeper`, the
status line, the board or the panel) and wires their Qt signals to one another; no controller holds the
window.  It shows the driver's game and forwards what the person does;
the driver decides (whose turn, what a move, an undo or a review step does) and tells the window what
changed.  An engine's turn is run off the GUI thread by the :class:`~.player_runner.PlayerRunner`, whose
answer goes back to the driver with the request's token, so a stale answer is dropped there.  The autosave
listens to the driver too.  File and Edit live in :mod:`.records_controller`, the actions and menus in
:mod:`.actions`, hints, the analysis board and the game report in :mod:`.analysis.controller`, the person's game
commands (a move, Undo, Pass, Resign...) in :mod:`.play_commands`, the library, the opening explorer and the
library window in :mod:`.library_wiring`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from janggi_desktop.play import GameDriver, Player, PlayerSpec
from janggi_desktop.play.engines import EngineRegistry
from janggi_desktop.play.session import FLUSH_TIMEOUT_S, Autosave, BackgroundWriter, claim_autosave
from janggi_desktop.rules import Game, Move

from . import i18n, qt_compat  # noqa: F401  (qt_compat first: see its docstring)
from .action_text import set_text
from .actions import WindowActions, build_actions, show_mistakes_due
from .analysis.controller import AnalysisController
from .board.overlays import Arrow
from .board.view import BoardView
from .board_drawings import BoardDrawings
from .board_splitter import BoardSplitter
from .clock_controller import ClockController
from .drops import record_paths
from .engine_list import EngineList
from .feedback import Feedback
from .game_over_notice import GameOverNotice
from .game_presenter import GamePresenter
from .game_starter import GameStarter
from .keyboard_play import KeyboardPlay
from .library_wiring import LibraryFeatures
from .message_boxes import MessageBoxes
from .panels.side_panel import SidePanel
from .play_commands import PlayCommands
from .player_runner import PlayerRunner
from .ports import SettingsKeeper
from .records_controller import RecordsController
from .settings import Settings, SettingsStore
from .study_controller import StudyController
from .texts import translate
from .training.mistakes_controller import MistakesTraining
from .view_options import ViewOptions

if TYPE_CHECKING:  # imported when first shown: ~22 ms (the training package) off the first frame
    from .training.puzzles import PuzzleWindow

AUTOSAVE_NAME = "autosave.json"
#: When the window finishes its start (MainWindow.finish_start) if the board has painted no frame by then
#: (milliseconds).
FINISH_FALLBACK_MS = 3000
#: The window's size the first time (no saved geometry), when the screen has room for it.
FIRST_SIZE = QSize(1100, 820)
#: Room left around that first window on a smaller screen: its frame and title bar (the available geometry
#: already leaves out the task bar).
SCREEN_MARGIN = QSize(40, 60)
PlayerFactory = Callable[[PlayerSpec], Player]


def first_size(available: QSize) -> QSize:
    """The window's size when nothing was saved: ``FIRST_SIZE``, made smaller to fit a screen whose
    available area is ``available`` (a 1366x768 laptop, say), frame and title bar included."""
    return FIRST_SIZE.boundedTo(available - SCREEN_MARGIN)


class MainWindow(QMainWindow):
    """Janggi Desktop's window.  ``player_factory`` makes the players from their specs (tests replace it)."""

    #: Emitted when a game ends (after the board is frozen): the Outcome.
    game_over = Signal(object)
    #: An autosave write failed (emitted from the autosave's writer thread; shown in the window's).
    autosave_failed = Signal(str)

    def __init__(self, store: SettingsStore | None = None, *, settings: Settings | None = None,
                 player_factory: PlayerFactory | None = None, restore_session: bool = False,
                 autosave: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Janggi Desktop"))
        self.store = store if store is not None else SettingsStore()
        warning = None
        if settings is None:
            settings, warning = self.store.load()
        self.settings = settings
        status = self.statusBar()
        self.keeper = SettingsKeeper(self.store, settings, status)
        self.engines = EngineList(self.keeper)
        self._started = False  # finish_start has run
        self.player_factory: PlayerFactory = player_factory or (lambda spec: spec.create())
        self.driver = driver = GameDriver(Game(settings.ruleset))
        # The presenter (made with the actions, below) shows each change; added first, it hears them first
        driver.add_listener(lambda change, detail: self.presenter.on_change(change, detail))
        # Written on its own thread: a move never waits for the disk's fsync.
        # An autosave of this instance's own: a second window on the same folder never overwrites it.
        autosave_path = claim_autosave(self.store.directory) if autosave else self.store.directory / AUTOSAVE_NAME
        self.autosave = Autosave(driver, autosave_path, enabled=autosave,
                                 on_error=self.autosave_failed.emit, writer=BackgroundWriter())
        self.autosave_failed.connect(self._show_autosave_error)
        self.runner = PlayerRunner(self)
        self.runner.move_ready.connect(driver.submit)
        self.runner.failed.connect(driver.report_error)
        self.runner.info.connect(lambda _info: self.presenter.show_thinking())
        self.runner.thinking_changed.connect(lambda _on: self.presenter.update())
        self.boxes = MessageBoxes(self)  # yes/no questions and error boxes (tests answer and read them)

        self.board = BoardView()
        self.board.setObjectName("BoardView")
        # What the first frame does not show is finished after it (a timer of its own could fire before a slow
        # first frame), or after FINISH_FALLBACK_MS if no frame is painted (a window started minimised).
        self.board.first_frame.connect(lambda: QTimer.singleShot(0, self, self.finish_start))
        QTimer.singleShot(FINISH_FALLBACK_MS, self, self.finish_start)
        self.board.setBackgroundBrush(self.palette().window())  # the board floats on the window's colour
        self.panel = SidePanel()
        self.panel.move_clicked.connect(driver.go_to)

        # The controllers, each given what it uses; they talk through the driver's changes and the signals
        # wired below, never through the window.
        self.games = GameStarter(driver, self.keeper, self.autosave, status, registry=lambda: self.registry,
                                 player_factory=self.player_factory, dialog_parent=self)
        self.game_over_notice = GameOverNotice(self, status, self.games.show_new_game_dialog,
                                               analyse=lambda: self.actions.analyse_game_action.trigger())
        self.game_over_notice.shown.connect(self.game_over)
        self.feedback = Feedback(driver, self.board, status, settings, engine_thinking=self.runner.is_thinking,
                                 quiet=lambda: self.games.quiet_outcome, parent=self)
        self.view = ViewOptions(self.keeper, self.board, self.panel, self.feedback.sounds, self)
        self.view.apply_to_board()
        self.analysis = AnalysisController(driver, self.keeper, status, self.board, self.panel,
                                           player_factory=self.player_factory,
                                           engine_thinking=self.runner.is_thinking, registry=lambda: self.registry,
                                           autosave_extra=self.autosave.extra, parent=self)
        self.records = RecordsController(driver, self.keeper, status, self.boxes, self.analysis,
                                         board_image=self.board.to_image, dialog_parent=self)
        self.setCentralWidget(BoardSplitter(self.analysis.board_area(self.board), self.panel,
                                            beside=self.analysis.beside_board()))
        # The person's game commands (board, menus, toolbar)
        self.commands = c = PlayCommands(driver, self.runner, self.board, status, self.games, self.boxes)
        self.play_move, self.continue_from_here, self.pass_turn = c.play_move, c.continue_from_here, c.pass_turn
        self.accept_draw, self.resign, self.undo, self.undo_plies = c.accept_draw, c.resign, c.undo, c.undo_plies
        self.move_now = c.move_now
        self.board.move_made.connect(self.play_move)
        self.clocks = ClockController(driver, settings, self.panel, self)  # the panel's clocks, the flag, Pause
        # Without a mouse: the move box under the move list, the board's cursor, moves said aloud (issue 49)
        self.keyboard = KeyboardPlay(driver, self.board, self.play_move, thinking=self.runner.is_thinking,
                                     clocks_text=self._clocks_text, parent=self)
        self.panel.add_move_box(self.keyboard.box)
        # The study board: the move tree in the panel, ↑/↓ between variations, comments, marks (issue 48)
        self.study = StudyController(driver, self.panel, settings, status, self)
        self.panel.study.set_mark_actions(list(self.study.nag_actions.values()))
        self.addActions(self.study.actions)
        # and the arrows and circled points drawn on the board with the right button, kept in the tree's comments
        self.drawings = BoardDrawings(driver, self.board, status, self)
        # The library, the opening explorer and the library window, each made when first asked for
        self.library = lib = LibraryFeatures(
            driver, self.records, status, self.keeper, play_move=self.play_move,
            notation=lambda: (settings.notation, settings.label_set, i18n.latin_letters()),
            texts_changed=self.view.texts_changed, add_dock=self._add_explorer_dock,
            explorer_action=lambda: self.actions.explorer_action, preview=self._preview_move,
            add_offer=self.centralWidget().add_above_board, parent=self,
            annotate=self.analysis.annotated)
        self.game_library, self.opening_explorer, self.show_explorer = (lib.game_library, lib.opening_explorer,
                                                                        lib.show_explorer)
        self.library_window, self.show_library_window = lib.library_window, lib.show_library_window
        self.set_add_opened_records = lib.set_add_opened
        # Record files dropped on the window: one opens, several (or a folder) go to the library
        self.setAcceptDrops(True)
        self.board.setAcceptDrops(False)  # the board's view would take the drag for its scene
        self.board.viewport().setAcceptDrops(False)
        # Learning from one's mistakes (issue 47): the exercises from the library's analysed games
        self.mistakes = MistakesTraining(status, settings=settings, player_factory=self.player_factory,
                                         dialog_parent=self)
        self.puzzle_window: PuzzleWindow | None = None  # Training → Puzzles, made when first asked for
        self.actions = build_actions(self)
        self.presenter = GamePresenter(
            driver, actions=self.actions, board=self.board, panel=self.panel, status=status, settings=settings,
            runner=self.runner, commands=self.commands, games=self.games, records=self.records,
            analysis=self.analysis, drawings=self.drawings, game_over=self.game_over_notice, boxes=self.boxes)
        self._wire()
        self.clocks.refresh()
        if settings.geometry:
            self.restoreGeometry(QByteArray.fromHex(settings.geometry.encode("ascii", "replace")))
        else:
            self.resize(first_size(self.screen().availableGeometry().size()))
        self.statusBar()
        self.board.set_game(self.driver.game)
        self.presenter.update()
        if warning:
            self.statusBar().showMessage(self.tr("Warning: %1").replace("%1", warning), 15000)
        if restore_session:
            self.games.restore_session()
        elif autosave:
            self.games.keep_autosave()  # a record opened at start-up must not overwrite an unfinished game

    def _wire(self) -> None:
        """Connect the controllers to one another and to the window's actions (the composition's wiring)."""
        games, records, analysis, view, a = self.games, self.records, self.analysis, self.view, self.actions
        update = self.presenter.update
        # first: the record's tags still say where it came from
        games.replacing.connect(self.library.keep_abandoned_game)
        self.game_over.connect(lambda _outcome: self.game_library().keep_game())
        games.replacing.connect(records.forget_record)
        games.replacing.connect(lambda: self.autosave.extra.pop("record", None))  # another game's autosave
        games.replacing.connect(self.library.dismiss_offer)  # an opened record's offer goes with it
        games.replacing.connect(records.retitle)
        games.person_side.connect(lambda side: view.set_flipped(side == "han"))
        games.hints_restored.connect(analysis.restore_hints)
        games.record_restored.connect(records.restore_session_meta)  # the names, the title, the file
        records.session_changed.connect(self._keep_record_in_autosave)
        games.tree_restored.connect(self.study.redraw)
        games.tree_restored.connect(update)
        games.engines_changed.connect(self.engines.changed)
        records.show_record.connect(games.show_record)
        records.record_time_control.connect(self.clocks.show_record_controls)
        records.record_loaded.connect(analysis.load_record)
        records.record_loaded.connect(lambda _record: update())
        records.record_loaded.connect(self.library.record_opened)  # the offer to add it to the library
        self.library.add_opened_changed.connect(lambda on: a.add_opened_action is not None
                                                and a.add_opened_action.setChecked(on))
        records.position_to_play.connect(lambda game: games.start_game(game, self.driver.specs))
        records.position_to_edit.connect(games.show_position_editor)
        records.title_changed.connect(self.setWindowTitle)
        analysis.actions_changed.connect(self.presenter.show_analysis_actions)
        analysis.mode_changed.connect(a.analysis_action.setChecked)
        analysis.state_changed.connect(update)
        view.chosen.connect(self._view_chosen)
        view.texts_changed.connect(update)
        self.clocks.pause_state.connect(self._show_pause)
        view.texts_changed.connect(self.study.redraw)
        records.record_loaded.connect(lambda _record: self.study.redraw())
        self.panel.node_clicked.connect(self.study.go_to_node)
        self.panel.comment_edited.connect(self.study.set_comment)
        self.panel.comment_side_changed.connect(self.study.set_comment_side)
        self.panel.menu_requested.connect(self.study.show_menu)
        mistakes = self.mistakes
        analysis.practice_sides = lambda: mistakes.report_sides(self.driver.specs, records.record_tags)
        analysis.report_finished.connect(mistakes.report_ready)
        analysis.practise_requested.connect(mistakes.practise_analysis)
        self.library.game_kept.connect(mistakes.game_kept)
        self.library.imported.connect(mistakes.games_imported)
        mistakes.open_at.connect(self.library.open_game_at)
        mistakes.due_changed.connect(lambda due: show_mistakes_due(a, mistakes.menu_text()))

    def _keep_record_in_autosave(self) -> None:
        """The opened record's names and file go in the autosave with its game (and its tree), and the
        window shows them (a restored record's players line)."""
        meta = self.records.session_meta()
        if meta is None:
            self.autosave.extra.pop("record", None)
        else:
            self.autosave.extra["record"] = meta
        self.autosave.write()
        self.presenter.update()

    def _add_explorer_dock(self, dock: QDockWidget) -> None:
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

    def _preview_move(self, move: Move | None) -> None:
        """The opening explorer's move under the pointer, as an arrow on the board (None: the arrow goes)."""
        self.board.set_preview_arrows([Arrow(move, "explorer")] if move is not None else [])

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt virtual
        if record_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt virtual
        paths = record_paths(event.mimeData())
        if not paths:
            super().dropEvent(event)
            return
        event.acceptProposedAction()
        self.library.drop_paths(paths)

    def _view_chosen(self, name: str, value: object) -> None:
        self.actions.show_choice(name, value)
        if name == "flipped":
            self.clocks.refresh(check_flag=False)  # the clock of the side at the top comes first

    def _show_pause(self, enabled: bool, paused: bool, timed: bool) -> None:
        """The Pause command as the clocks are: it says Resume while they are paused (menu and toolbar)."""
        action = self.actions.pause_action
        action.setEnabled(enabled)
        set_text(action, translate("ClockController", "Resume cloc&ks") if paused
                 else translate("ClockController", "Pause cloc&ks"))
        action.setVisible(timed)

    def _clocks_text(self) -> str:
        """The clocks as the panel shows them, for the position read aloud ("" for an untimed game)."""
        if not self.driver.timed:
            return ""
        view = self.clocks.view
        return (self.tr("Clocks: Cho %1, Han %2").replace("%1", view.text("cho"))
                .replace("%2", view.text("han")))

    def toggle_pause(self) -> None:
        """Game → Pause clocks (or Resume clocks)."""
        self.clocks.toggle_pause()

    @property
    def quiet_outcome(self) -> bool:
        """The game just put on the board is a finished record: its result shows in the panel only."""
        return self.games.quiet_outcome

    @property
    def started(self) -> bool:
        """Whether :meth:`finish_start` has run (the first frame is out, or its fallback time passed)."""
        return self._started

    def finish_start(self) -> None:
        """Once, after the first frame: what it does not show and costs it 5 ms or more (the window's icon:
        ~6 ms, the About dialog's module and 7 PNG decodes; the library, ~17 ms, with the explorer as it was
        left and a record opened at start-up offered to it)."""
        if self._started:
            return
        from .dialogs.about import app_icon  # dialogs load when first opened (ui/dialogs)

        self._started = True
        self.setWindowIcon(app_icon())
        self.library.finish_start()

    # --- what the driver tells ----------------------------------------------------------------------------
    @property
    def registry(self) -> EngineRegistry:
        """The external engines (see :class:`.engine_list.EngineList`)."""
        return self.engines.registry

    @property
    def game(self) -> Game:
        return self.driver.game

    @property
    def shown_game(self) -> Game:
        return self.driver.shown_game

    @property
    def reviewing(self) -> bool:
        return self.driver.reviewing

    @property
    def game_over_dialog(self):
        """The game-over dialog now open, or None (see :class:`.game_over_notice.GameOverNotice`)."""
        return self.game_over_notice.dialog

    # --- dialogs ---------------------------------------------------------------------------------------------
    def show_about(self) -> None:
        from .dialogs.about import AboutDialog

        AboutDialog(self).open()

    def show_engines_dialog(self):
        return self.engines.show_dialog(self)

    def show_puzzles(self) -> PuzzleWindow:
        """Training → Puzzles: the puzzle window (made once, with the training history in the game library's
        file; the game on this window's board is never touched)."""
        if self.puzzle_window is None:
            from janggi_desktop.training import open_store

            from .training.puzzles import PuzzleWindow

            self.puzzle_window = pw = PuzzleWindow(open_store, settings=self.settings, parent=self)
            pw.resize(self.size().boundedTo(FIRST_SIZE))
            # The View menu's look (labels, board, pieces, coordinates, animation) reaches its board too
            self.view.chosen.connect(lambda _name, _value: pw.training.apply_look(self.settings))
        self.puzzle_window.show()
        self.puzzle_window.raise_()
        self.puzzle_window.activateWindow()
        return self.puzzle_window

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and isinstance(self.actions, WindowActions):
            self.actions.retranslate()  # every text again, at once
            self.keyboard.retranslate()
            self.records.retitle()
            self.clocks.refresh(check_flag=False)  # Pause or Resume, in the new language
            self.analysis.retranslate()  # the lines' header, the engine's name, "depth", the report's words
            self.presenter.update()
            self.actions.fitter.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self._fit_toolbar()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt virtual
        super().showEvent(event)
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """The game toolbar's text where it fits.  Before build_actions ``self.actions`` is still QWidget's
        ``actions()`` method, which has no fitter: nothing to fit yet."""
        fitter = getattr(self.actions, "fitter", None)
        if fitter is not None:
            fitter.fit()

    # --- settings and closing -----------------------------------------------------------------------------
    def save_settings(self) -> None:
        self.keeper.save()

    def _show_autosave_error(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("The game could not be autosaved: %1").replace("%1", message), 10000)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown(800)
        self.analysis.shutdown()
        self.records.shutdown()  # a large record being read: cancelled, its thread ended
        self.library.shutdown()
        self.mistakes.shutdown()
        if self.puzzle_window is not None:
            self.puzzle_window.shutdown()
        self.driver.close()
        self.autosave.flush(FLUSH_TIMEOUT_S)  # the last move on disk before the program ends
        self.settings.geometry = bytes(self.saveGeometry().toHex()).decode("ascii")
        self.save_settings()
        super().closeEvent(event)
