"""The main window: the board in the centre, the side panel, menus and toolbar, and the game controller.

The window owns the one ``Game`` on screen.  Moves come from two places — the board view's ``move_made``
(a human's legal move; the view never pushes it) and the computer player's ``move_ready`` — and both go
through :meth:`MainWindow.play_move`, after which :meth:`MainWindow.update_state` re-reads the game and
enables exactly the actions the rules allow now (Pass only when ``can_pass()``, Accept draw only while a
bikjang is pending under the ``accept`` rule…).

Review: the window keeps the whole game in ``self.game`` and, when an earlier position is asked for (the
First/Previous/Next/Last actions, their keys, a click in the move list), shows a copy popped back to it
(``self._view``).  The computer never thinks while an earlier position is shown.  A move made there (or
Continue from here) asks first, then the game becomes that copy, the later moves are gone, and play goes on.

File and Edit go through ``janggi_desktop.records``: a file of several games opens a picker; any error is
shown in a message box and nothing of the file reaches the game on screen.

A computer answer is tagged with the token of the position it was asked about (game serial, ply); a
stale answer — the user undid, started a new game — is dropped, so the computer never plays on a position
that is no longer on the board.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QDate, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QSplitter, QToolBar, QVBoxLayout, QWidget

from janggi_desktop.rules import DEFAULT_ARRANGEMENT, Game, IllegalMoveError, Move, get_ruleset

from . import i18n, qt_compat  # noqa: F401  (qt_compat first: see its docstring)
from .ai_worker import AIPlayer, SearchFn
from .board_view import BoardView
from .icons import review_icon
from .settings import LABEL_SETS, MAX_RECENT, Settings, SettingsStore
from .side_panel import SidePanel
from .texts import reason_text, result_text

if TYPE_CHECKING:  # annotations only: dialogs and message boxes are imported when first needed
    from PySide6.QtWidgets import QMessageBox

    from .dialogs import GameOverDialog, GamePickerDialog, NewGameDialog, SetupDialog

AUTOSAVE_NAME = "autosave.json"
#: Formats Save as writes, by extension (the records package also reads .fen, but a FEN keeps no moves).
SAVE_FORMATS = (".pgn", ".gib")


class MainWindow(QMainWindow):
    """Janggi Desktop's window.  ``search`` replaces the engine (tests only)."""

    #: Emitted after every change of the game on screen (a move, undo, new game, game over).
    game_changed = Signal()
    #: Emitted when a game ends (after the board is frozen): the Outcome.
    game_over = Signal(object)

    def __init__(self, store: SettingsStore | None = None, *, search: SearchFn | None = None,
                 settings: Settings | None = None, restore_session: bool = False, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Janggi Desktop"))
        QTimer.singleShot(150, self, self._set_icon)  # after the first frame: the icon is 7 PNG decodes
        self.store = store if store is not None else SettingsStore()
        warning = None
        if settings is None:
            settings, warning = self.store.load()
        self.settings = settings
        # Latin piece letters follow the interface language actually installed (settings, --language, system).
        self.language = "fr" if i18n.current_language() == "fr" else "en"

        self.game = Game(self.settings.ruleset)
        self.mode = "hotseat"
        self.human_side = self.settings.human_side
        self.level = self.settings.level
        self._serial = 0
        self._over_shown = False
        self.game_over_dialog: GameOverDialog | None = None
        self.new_game_dialog: NewGameDialog | None = None
        self.setup_dialog: SetupDialog | None = None
        self.error_box: QMessageBox | None = None
        self.game_picker: GamePickerDialog | None = None
        #: In review: an earlier position of ``self.game`` (a copy popped back), shown instead of it.
        self._view: Game | None = None
        #: The file Save writes to (None: Save asks, as Save as) and the loaded record's tags (players...).
        self.record_path: Path | None = None
        self.record_tags: dict[str, str] = {}
        self._ai_info: tuple[int | None, object] = (None, None)  # last depth and score the search reported
        self._saved_state: tuple | None = None  # what the autosave last wrote (serial, ply, over)
        self._autosave_on = False  # switched on after a restore: the empty start must not erase the autosave

        self.board = BoardView()
        self.board.setObjectName("BoardView")
        self.board.set_label_set(self.settings.label_set)
        self.board.set_latin_language(self.language)
        self.board.set_coordinate_style(self.settings.coordinate_style)
        self.board.set_flipped(self.settings.flipped)
        self.board.move_made.connect(self._on_board_move)
        self.board.setBackgroundBrush(self.palette().window())  # the board floats on the window's colour

        self.banner = QLabel()
        self.banner.setObjectName("BikjangBanner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet("QLabel#BikjangBanner { background: #b03a2e; color: white; font-weight: bold;"
                                  " padding: 6px; border-radius: 4px; }")
        self.banner.hide()

        centre = QWidget()
        cl = QVBoxLayout(centre)
        cl.setContentsMargins(4, 4, 4, 4)
        cl.addWidget(self.banner)
        cl.addWidget(self.board, 1)
        self.panel = SidePanel()
        self.panel.move_clicked.connect(self.go_to)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(centre)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)

        self.ai = AIPlayer(self, search=search)
        self.ai.move_ready.connect(self._on_ai_move)
        self.ai.progress.connect(self._on_ai_progress)
        self.ai.thinking_changed.connect(lambda _on: self.update_state())
        self.ai.error.connect(self._on_ai_error)

        self._make_actions()
        self._make_menus()
        if self.settings.geometry:
            try:
                self.restoreGeometry(QByteArray.fromHex(self.settings.geometry.encode("ascii")))
            except (ValueError, UnicodeEncodeError):
                pass
        if not self.settings.geometry:
            self.resize(1100, 820)
        self.statusBar()
        self.board.set_game(self.game)
        self.update_state()
        if warning:
            self.statusBar().showMessage(self.tr("Warning: %1").replace("%1", warning), 15000)
        if restore_session:
            self.restore_session()
        self._autosave_on = autosave

    def _set_icon(self) -> None:
        from .about import app_icon  # imported late: not needed for the first frame

        self.setWindowIcon(app_icon())

    # --- actions and menus ------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if tip:
            a.setStatusTip(tip)
            a.setToolTip(tip)
        a.triggered.connect(slot)
        return a

    def _make_actions(self) -> None:
        self.new_action = self._action(self.tr("&New game…"), self.show_new_game_dialog, QKeySequence.StandardKey.New,
                                       self.tr("Start a new game"))
        self.open_action = self._action(self.tr("&Open…"), self.show_open_dialog, QKeySequence.StandardKey.Open,
                                        self.tr("Open a game record (.pgn, .gib or .fen)"))
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save,
                                        self.tr("Save this game"))
        self.save_as_action = self._action(self.tr("Save &as…"), self.save_as, QKeySequence.StandardKey.SaveAs,
                                           self.tr("Save this game to a new PGN or .gib file"))
        self.copy_fen_action = self._action(self.tr("Copy &FEN"), self.copy_fen, None,
                                            self.tr("Copy the position on the board as FEN"))
        self.paste_fen_action = self._action(self.tr("&Paste FEN"), self.paste_fen, None,
                                             self.tr("Start a new game from a FEN on the clipboard"))
        self.paste_game_action = self._action(self.tr("Paste &game (PGN or .gib)"), self.paste_game, None,
                                              self.tr("Open the game record on the clipboard"))
        self.copy_pgn_action = self._action(self.tr("Copy P&GN"), self.copy_pgn, None,
                                            self.tr("Copy the whole game as PGN"))
        self.first_action = self._action(self.tr("&First position"), lambda: self.go_to(0), Qt.Key.Key_Home,
                                         self.tr("Show the start position (Home)"))
        self.first_action.setIcon(review_icon("first"))
        self.prev_action = self._action(self.tr("P&revious move"), lambda: self.step(-1), Qt.Key.Key_Left,
                                        self.tr("Show the position one move earlier (←)"))
        self.prev_action.setIcon(review_icon("previous"))
        self.next_action = self._action(self.tr("&Next move"), lambda: self.step(1), Qt.Key.Key_Right,
                                        self.tr("Show the position one move later (→)"))
        self.next_action.setIcon(review_icon("next"))
        self.last_action = self._action(self.tr("&Last position"), self.go_to_end, Qt.Key.Key_End,
                                        self.tr("Show the latest position (End)"))
        self.last_action.setIcon(review_icon("last"))
        self.continue_action = self._action(self.tr("&Continue from here"), self.continue_from_here, "Ctrl+Return",
                                            self.tr("Play on from the position shown (the later moves are removed)"))
        for a in (self.first_action, self.prev_action, self.next_action, self.last_action):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo,
                                        self.tr("Take back the last move"))
        self.pass_action = self._action(self.tr("&Pass"), self.pass_turn, "Ctrl+P", self.tr("Pass this turn (한수쉼)"))
        self.accept_draw_action = self._action(self.tr("Accept &draw"), self.accept_draw, "Ctrl+D",
                                               self.tr("Accept the draw the bikjang offers"))
        self.resign_action = self._action(self.tr("&Resign"), self.resign, None, self.tr("Resign this game"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.flip_action = self._action(self.tr("&Flip board"), self.toggle_flip, "Ctrl+F",
                                        self.tr("Turn the board around"))
        self.flip_action.setCheckable(True)
        self.flip_action.setChecked(self.settings.flipped)
        self.cycle_labels_action = self._action(self.tr("Next &label set"), self.cycle_label_set, "Ctrl+L",
                                                self.tr("Switch the piece labels: hanja, hangeul, Latin"))
        self.label_group = QActionGroup(self)
        self.label_actions: dict[str, QAction] = {}
        names = {"hanja": self.tr("&Hanja (漢字)"), "hangeul": self.tr("Han&geul (한글)"),
                 "latin": self.tr("&Latin letters")}
        for name in LABEL_SETS:
            a = QAction(names[name], self, checkable=True)
            a.setData(name)
            a.triggered.connect(lambda _checked=False, n=name: self.set_label_set(n))
            self.label_group.addAction(a)
            self.label_actions[name] = a
        self.label_actions[self.settings.label_set].setChecked(True)
        self.coord_group = QActionGroup(self)
        self.coord_actions: dict[str, QAction] = {}
        for name, text in (("korean", self.tr("&Korean digits (1–9, 1–0)")),
                           ("algebraic", self.tr("&Algebraic (a–i, 1–10)"))):
            a = QAction(text, self, checkable=True)
            a.triggered.connect(lambda _checked=False, n=name: self.set_coordinate_style(n))
            self.coord_group.addAction(a)
            self.coord_actions[name] = a
        self.coord_actions.get(self.settings.coordinate_style, self.coord_actions["korean"]).setChecked(True)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, text in (("", self.tr("Follow the system")),) + tuple(i18n.LANGUAGE_NAMES.items()):
            a = QAction(text, self, checkable=True)
            a.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(a)
            self.language_actions[code] = a
        current = self.settings.language if self.settings.language != "system" else ""
        self.language_actions.get(current, self.language_actions[""]).setChecked(True)
        self.about_action = self._action(self.tr("&About Janggi Desktop"), self.show_about)

    def _make_menus(self) -> None:
        mb = self.menuBar()
        file_menu = mb.addMenu(self.tr("&File"))
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self._fill_recent_menu()
        for a in (None, self.save_action, self.save_as_action, None, self.quit_action):
            file_menu.addSeparator() if a is None else file_menu.addAction(a)
        edit = mb.addMenu(self.tr("&Edit"))
        for a in (self.copy_fen_action, self.paste_fen_action, None, self.copy_pgn_action, self.paste_game_action):
            edit.addSeparator() if a is None else edit.addAction(a)
        game = mb.addMenu(self.tr("&Game"))
        for a in (self.undo_action, self.pass_action, self.accept_draw_action, self.resign_action, None,
                  self.first_action, self.prev_action, self.next_action, self.last_action, None,
                  self.continue_action):
            game.addSeparator() if a is None else game.addAction(a)
        view = mb.addMenu(self.tr("&View"))
        labels = view.addMenu(self.tr("Piece &labels"))
        for a in self.label_actions.values():
            labels.addAction(a)
        labels.addSeparator()
        labels.addAction(self.cycle_labels_action)
        view.addAction(self.flip_action)
        coords = view.addMenu(self.tr("&Coordinates"))
        for a in self.coord_actions.values():
            coords.addAction(a)
        lang = view.addMenu(self.tr("Lan&guage"))
        for a in self.language_actions.values():
            lang.addAction(a)
        help_menu = mb.addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

        tb = QToolBar(self.tr("Game"))
        tb.setObjectName("MainToolBar")
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tb.setMovable(False)
        for a in (self.new_action, self.undo_action, self.pass_action, self.accept_draw_action, self.resign_action,
                  None, self.flip_action, self.cycle_labels_action):
            tb.addSeparator() if a is None else tb.addAction(a)
        self.addToolBar(tb)
        self.toolbar = tb

        rtb = QToolBar(self.tr("Review"))
        rtb.setObjectName("ReviewToolBar")
        rtb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        rtb.setMovable(False)
        for a in (self.first_action, self.prev_action, self.next_action, self.last_action):
            rtb.addAction(a)
        rtb.addAction(self.continue_action)
        button = rtb.widgetForAction(self.continue_action)
        if button is not None:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(rtb)
        self.review_toolbar = rtb

    # --- who plays --------------------------------------------------------------------------------------
    def token(self) -> tuple[int, int]:
        """Identifies the position on screen: (game serial, ply)."""
        return (self._serial, self.game.ply)

    def is_computer_turn(self) -> bool:
        """The computer is to move now (never while an earlier position is reviewed)."""
        return (self.mode == "computer" and self._view is None and self.game.turn != self.human_side
                and not self.game.is_over())

    def is_human_turn(self) -> bool:
        """A person may move in the position shown (in review: a move there plays on from it)."""
        g = self.shown_game
        return not g.is_over() and (self.mode != "computer" or g.turn == self.human_side)

    @property
    def shown_game(self) -> Game:
        """The position on the board: the game itself, or in review an earlier position of it."""
        return self._view if self._view is not None else self.game

    @property
    def reviewing(self) -> bool:
        return self._view is not None

    def mode_text(self) -> str:
        name = self.game.ruleset.name
        if self.mode == "computer":
            side = self.tr("Cho (초)") if self.human_side == "cho" else self.tr("Han (한)")
            return (self.tr("You play %1 against the computer (level %2) · %3")
                    .replace("%1", side).replace("%2", str(self.level)).replace("%3", name))
        return self.tr("Two players (hotseat) · %1").replace("%1", name)

    # --- new game ---------------------------------------------------------------------------------------
    def show_new_game_dialog(self) -> NewGameDialog:
        """Game → New: the dialog opens window-modal; accepting it goes on to the setup dialog."""
        from .dialogs import NewGameDialog  # dialogs load when first opened: start-up stays short

        d = NewGameDialog(self, mode=self.settings.mode, human_side=self.settings.human_side,
                          level=self.settings.level, ruleset=self.settings.ruleset)
        d.accepted.connect(lambda: self._new_game_chosen(d))
        self.new_game_dialog = d
        d.open()
        return d

    def _new_game_chosen(self, d: NewGameDialog) -> None:
        from .dialogs import SetupDialog

        choice = {"mode": d.mode, "human_side": d.human_side, "level": d.level, "ruleset": d.ruleset_name}
        self.settings.mode = d.mode
        self.settings.human_side = d.human_side
        self.settings.level = d.level
        self.settings.ruleset = d.ruleset_name
        self._save_settings()
        if not get_ruleset(d.ruleset_name).choose_arrangement:  # youzai: fixed arrangement, no setup
            self.new_game(**choice)
            return
        humans = ("han", "cho") if d.mode == "hotseat" else (d.human_side,)
        s = SetupDialog(self, human_sides=humans, label_set=self.settings.label_set, language=self.language)
        s.accepted.connect(lambda: self.new_game(**choice, cho=s.cho_arrangement, han=s.han_arrangement))
        self.setup_dialog = s
        s.open()

    def new_game(self, mode: str = "hotseat", human_side: str = "cho", level: int = 3, ruleset: str = "standard",
                 cho: str = DEFAULT_ARRANGEMENT, han: str = DEFAULT_ARRANGEMENT, *, game: Game | None = None,
                 result_dialog: bool = True) -> None:
        """Start a game (or show ``game``, e.g. one loaded from a record; ``result_dialog=False``: a finished
        one shows its result in the panel only)."""
        self.ai.stop()
        self._close_game_over_dialog()
        self.game = game if game is not None else Game(ruleset, cho=cho, han=han)
        self._view = None
        self.record_path = None
        self.record_tags = {}
        self.setWindowTitle(self.tr("Janggi Desktop"))
        self.mode = mode
        self.human_side = human_side
        self.level = max(1, min(10, int(level)))
        self._serial += 1
        self._over_shown = not result_dialog and self.game.is_over()
        if mode == "computer":
            self.set_flipped(human_side == "han")
        self.board.set_game(self.game)
        self.update_state()
        self._maybe_start_ai()

    # --- moves ------------------------------------------------------------------------------------------
    def _on_board_move(self, move: Move) -> None:
        if not self.is_human_turn() or self.ai.is_thinking():
            self.board.refresh()
            return
        self.play_move(move)

    def play_move(self, move: Move) -> bool:
        """Push a legal move, refresh everything, and hand over to the computer if it is its turn.

        In review the move is played in the position shown: after a confirmation the later moves are
        removed and the game goes on from there (declined: nothing changes)."""
        if self._view is not None:
            if not self._view.is_legal(move):
                self.statusBar().showMessage(self.tr("%1 is not legal in the position shown.")
                                             .replace("%1", str(move)), 8000)
                self.board.refresh()
                return False
            if not self._confirm_play_on():
                self.board.refresh()
                return False
            self._truncate_to_view()
        try:
            self.game.push(move)
        except IllegalMoveError as e:
            self.statusBar().showMessage(str(e), 8000)
            self.board.refresh()
            return False
        self.board.refresh()
        self.update_state()
        self._maybe_start_ai()
        return True

    def _maybe_start_ai(self) -> None:
        if self.is_computer_turn() and not self.ai.is_thinking():
            self._ai_info = (None, None)
            self.ai.start(self.game, self.level, self.token())
            self.update_state()

    def _on_ai_move(self, move: Move, token: object) -> None:
        if token != self.token() or not self.is_computer_turn():  # (is_computer_turn is False in review)
            return  # a stale answer for a position no longer on the board
        if not self.game.is_legal(move):
            self.statusBar().showMessage(self.tr("The computer proposed an illegal move (%1).")
                                         .replace("%1", str(move)), 10000)
            return
        self.play_move(move)

    def _on_ai_progress(self, depth: int, score: object) -> None:
        self._ai_info = (depth, score)
        self.panel.set_thinking(True, depth, score, visible=self.mode == "computer")

    def _on_ai_error(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("The computer could not move: %1").replace("%1", message), 15000)
        self.update_state()

    def undo(self) -> None:
        """One ply in hotseat; against the computer, back to the human's previous turn (not in review)."""
        if self._view is not None:
            return
        self.ai.stop()
        self._close_game_over_dialog()
        out = self.game.outcome()
        forced = out is not None and out is self.game.forced_outcome
        if forced:  # a resignation or an accepted draw: take back only that, not a move
            self.game = self._replayed(self.game)
        elif not self.game.moves:
            self.update_state()
            return
        else:
            self.game.pop()
            if self.mode == "computer":
                while self.game.moves and self.game.turn != self.human_side:
                    self.game.pop()
        self._serial += 1
        self._over_shown = False
        self.board.set_game(self.game)
        self.update_state()
        self._maybe_start_ai()

    @staticmethod
    def _replayed(game: Game) -> Game:
        g = Game(game.ruleset, fen=game.start_fen)
        for m in game.moves:
            g.push(m)
        return g

    def confirm(self, title: str, text: str) -> bool:
        """Ask yes/no (tests replace this)."""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def pass_turn(self) -> None:
        g = self.shown_game
        if not (self.is_human_turn() and g.can_pass()) or self.ai.is_thinking():
            return
        if g.pass_ends_game():
            text = self.tr("Passing now ends the game (count or draw, by the rule set). Pass?")
        else:
            text = self.tr("Pass this turn (한수쉼) without moving?")
        if self.confirm(self.tr("Pass"), text):
            self.play_move(g.pass_move())

    def accept_draw(self) -> None:
        if self._view is not None:
            return
        if not (self.game.ruleset.bikjang == "accept" and self.game.bikjang_pending() and self.is_human_turn()):
            return
        self.game.accept_bikjang_draw()
        self.board.refresh()
        self.update_state()

    def resign(self) -> None:
        if self.game.is_over() or self._view is not None:
            return
        side = self.human_side if self.mode == "computer" else self.game.turn
        who = self.tr("Cho") if side == "cho" else self.tr("Han")
        if not self.confirm(self.tr("Resign"), self.tr("%1 resigns this game?").replace("%1", who)):
            return
        self.ai.stop()
        self.game.resign(side)
        self.board.refresh()
        self.update_state()

    # --- review: step through the game, play on from any point -----------------------------------------
    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0 = the start, the number of moves = the game's end).

        The game keeps every move; an earlier position is a copy popped back (then pushed forward step by
        step), so the whole list stays and stepping forward works.  The computer does not think while an
        earlier position is shown; it takes up again at the end."""
        total = len(self.game.moves)
        ply = max(0, min(total, int(ply)))
        if ply == self.shown_game.ply:
            return
        if ply < total:
            self.ai.stop()
            if self._view is None:
                self._view = self.game.copy()
                self.board.set_game(self._view)
        v = self._view
        assert v is not None
        while v.ply > ply:
            v.pop()
        while v.ply < ply:
            v.push(self.game.moves[v.ply])
        if ply == total:
            # Back at the end: the popped copy equals the game unless a resignation or accepted draw ended it.
            if v.outcome() == self.game.outcome():
                self.game = v
            else:
                self.board.set_game(self.game)
            self._view = None
        self.board.refresh()
        self.update_state()
        self._maybe_start_ai()

    def step(self, delta: int) -> None:
        self.go_to(self.shown_game.ply + delta)

    def go_to_end(self) -> None:
        self.go_to(len(self.game.moves))

    def continue_from_here(self) -> None:
        """Play on from the position shown: after a confirmation the later moves are removed."""
        if self._view is None or not self._confirm_play_on():
            return
        self._truncate_to_view()
        self.board.refresh()
        self.update_state()
        self._maybe_start_ai()

    def _confirm_play_on(self) -> bool:
        assert self._view is not None
        later = len(self.game.moves) - self._view.ply
        text = (self.tr("Play on from move %1? The later moves (%2) will be removed from this game.")
                .replace("%1", str(self._view.ply)).replace("%2", str(later)))
        return self.confirm(self.tr("Play on from here"), text)

    def _truncate_to_view(self) -> None:
        assert self._view is not None
        self.ai.stop()
        self._close_game_over_dialog()
        self.game = self._view
        self._view = None
        self._serial += 1
        self._over_shown = False

    # --- view -------------------------------------------------------------------------------------------
    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r}; expected one of {', '.join(LABEL_SETS)}")
        self.settings.label_set = name
        self.label_actions[name].setChecked(True)
        self.board.set_label_set(name)
        self.update_state()
        self._save_settings()

    def cycle_label_set(self) -> None:
        i = LABEL_SETS.index(self.settings.label_set)
        self.set_label_set(LABEL_SETS[(i + 1) % len(LABEL_SETS)])

    def set_flipped(self, flipped: bool) -> None:
        self.settings.flipped = bool(flipped)
        self.flip_action.setChecked(self.settings.flipped)
        self.board.set_flipped(self.settings.flipped)
        self._save_settings()

    def toggle_flip(self) -> None:
        self.set_flipped(not self.settings.flipped)

    def set_coordinate_style(self, style: str) -> None:
        self.settings.coordinate_style = style
        self.coord_actions[style].setChecked(True)
        self.board.set_coordinate_style(style)
        self._save_settings()

    def set_language(self, code: str) -> None:
        self.settings.language = code
        self._save_settings()
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install_translators(app, code or i18n.SYSTEM)
        self.language = "fr" if i18n.current_language() == "fr" else "en"
        self.board.set_latin_language(self.language)
        self.update_state()
        self.statusBar().showMessage(self.tr("The new language applies fully after a restart."), 10000)

    def show_about(self) -> None:
        from .about import AboutDialog

        d = AboutDialog(self)
        d.open()

    # --- records: open, save, recent files, clipboard -------------------------------------------------
    def ask_open_path(self) -> str:
        """The file chooser of File → Open (tests replace this)."""
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a record"), self._last_dir(),
            self.tr("Janggi records (*.pgn *.gib *.fen);;PGN (*.pgn);;Korean records (*.gib);;FEN (*.fen);;"
                    "All files (*)"))
        return path

    def ask_save_path(self) -> str:
        """The file chooser of File → Save as: a .pgn or .gib path, the extension following the chosen filter
        when the name has none (tests replace this)."""
        from PySide6.QtWidgets import QFileDialog

        pgn_filter = self.tr("PGN (*.pgn)")
        gib_filter = self.tr("Korean records (*.gib)")
        suggested = self._last_dir()
        if self.record_path is not None:
            suggested = str(self.record_path.with_suffix(".pgn")
                            if self.record_path.suffix.lower() not in SAVE_FORMATS else self.record_path)
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Save the game"), suggested,
                                                   f"{pgn_filter};;{gib_filter}")
        return with_save_extension(path, gib=chosen == gib_filter) if path else ""

    def _last_dir(self) -> str:
        for f in self.settings.recent_files:
            parent = Path(f).parent
            if parent.is_dir():
                return str(parent)
        return ""

    def show_open_dialog(self) -> None:
        path = self.ask_open_path()
        if path:
            self.open_file(path)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A warning box, window-modal but not blocking (start-up and --smoke go on; tests read it)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.open()
        self.error_box = box
        return box

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a .pgn/.gib/.fen file: one game is shown at once, several give a list to pick from.

        On any error the box names the problem (file, game, move, text) and the current game is untouched.
        Returns whether the file could be read."""
        path = Path(path)
        try:
            from janggi_desktop.records import load_games

            records = load_games(path)
        except (ImportError, ValueError, OSError) as e:
            self._open_failed(path, e)
            return False
        self.add_recent(path)
        return self._open_records(records, path, path.name)

    def _open_records(self, records: list, path: Path | None, name: str) -> bool:
        from .dialogs import GamePickerDialog

        if len(records) == 1:
            return self.open_record(records[0], path, whole_file=True)
        d = GamePickerDialog(records, name, self)
        d.accepted.connect(lambda: d.selected_index is not None
                           and self.open_record(records[d.selected_index], path, whole_file=False))
        self.game_picker = d
        d.open()
        return True

    def _open_failed(self, path: Path, e: Exception) -> None:
        self.statusBar().showMessage(self.tr("Could not open %1").replace("%1", path.name), 20000)
        self.show_error(self.tr("Could not open the record"), str(e))

    def open_record(self, record, path: Path | None = None, *, whole_file: bool = True) -> bool:
        """Show one game record: at its start, ready to step through, when it has moves.

        ``whole_file``: the record is all of ``path``, so Save may write back there (a game picked from a
        file of several is saved with Save as, never over the others)."""
        try:
            game = record.to_game()
        except ValueError as e:
            self._open_failed(path or Path("?"), e)
            return False
        self.new_game("hotseat", self.human_side, self.level, game.ruleset.name, game=game, result_dialog=False)
        self.record_tags = {k: v for k, v in getattr(record, "tags", {}).items() if k not in ("Result", "FEN")}
        if path is not None:
            if whole_file and path.suffix.lower() in SAVE_FORMATS:
                self.record_path = path
            self.setWindowTitle(self.tr("Janggi Desktop — %1").replace("%1", path.name))
        if game.moves:
            self.go_to(0)
        else:
            self.update_state()
        return True

    # recent files
    def add_recent(self, path: str | os.PathLike[str]) -> None:
        p = str(Path(path).resolve())
        self.settings.recent_files = ([p] + [f for f in self.settings.recent_files if f != p])[:MAX_RECENT]
        self._save_settings()
        self._fill_recent_menu()

    def _fill_recent_menu(self) -> None:
        """Rebuild Open recent; files that no longer exist are dropped (and forgotten)."""
        existing = [f for f in self.settings.recent_files if Path(f).is_file()]
        if existing != self.settings.recent_files:
            self.settings.recent_files = existing
            self._save_settings()
        menu = self.recent_menu
        menu.clear()
        for i, f in enumerate(existing):
            a = menu.addAction(f"&{(i + 1) % 10}  {Path(f).name}")
            a.setToolTip(f)
            a.setStatusTip(f)
            a.setData(f)
            a.triggered.connect(lambda _checked=False, f=f: self.open_file(f))
        if existing:
            menu.addSeparator()
            clear = menu.addAction(self.tr("&Clear the list"))
            clear.triggered.connect(self.clear_recent)
        else:
            empty = menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)

    def clear_recent(self) -> None:
        self.settings.recent_files = []
        self._save_settings()
        self._fill_recent_menu()

    # saving
    def current_record(self):
        """The whole game (every move, also in review) as a GameRecord with the loaded tags (players...)."""
        from janggi_desktop.records import record_from_game

        tags = dict(self.record_tags)
        if not self.record_tags:  # a game played here is dated today; an opened record keeps what it said
            tags["Date"] = QDate.currentDate().toString("yyyy.MM.dd")
        if self.mode == "computer" and not {"White", "Black"} & tags.keys():
            computer = f"Janggi Desktop (level {self.level})"
            tags["White" if self.human_side == "han" else "Black"] = computer
        return record_from_game(self.game, **tags)

    def save(self) -> bool:
        """File → Save: to the file the game came from or was last saved to, else as Save as."""
        if self.record_path is None:
            return self.save_as()
        return self.save_file(self.record_path)

    def save_as(self) -> bool:
        path = self.ask_save_path()
        return bool(path) and self.save_file(path)

    def save_file(self, path: str | os.PathLike[str]) -> bool:
        """Write the game as PGN or .gib (by the extension); an error is shown and nothing else changes."""
        path = Path(path)
        if path.suffix.lower() not in SAVE_FORMATS:
            self.show_error(self.tr("Could not save the game"),
                            self.tr("%1: choose a name ending in .pgn or .gib.").replace("%1", str(path)))
            return False
        try:
            from janggi_desktop.records import save_games

            save_games(path, [self.current_record()])
        except (ImportError, ValueError, OSError) as e:
            self.show_error(self.tr("Could not save the game"), str(e))
            return False
        self.record_path = path
        self.setWindowTitle(self.tr("Janggi Desktop — %1").replace("%1", path.name))
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 8000)
        self.add_recent(path)
        return True

    # clipboard
    def copy_fen(self) -> None:
        """Edit → Copy FEN: the position on the board (in review, the one shown)."""
        QGuiApplication.clipboard().setText(self.shown_game.fen())
        self.statusBar().showMessage(self.tr("FEN copied."), 5000)

    def copy_pgn(self) -> None:
        """Edit → Copy PGN: the whole game with its tags."""
        try:
            from janggi_desktop.records import dumps

            text = dumps([self.current_record()], "pgn")
        except (ImportError, ValueError) as e:
            self.show_error(self.tr("Could not copy the game"), str(e))
            return
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("PGN copied."), 5000)

    def paste_fen(self) -> bool:
        """Edit → Paste FEN: a new game from the FEN on the clipboard under the current rule set (same
        opponent); a bad FEN is reported and the current game stays."""
        text = QGuiApplication.clipboard().text().strip()
        if not text:
            self.show_error(self.tr("Paste FEN"), self.tr("The clipboard holds no text."))
            return False
        try:
            from janggi_desktop.records import game_from_fen

            game = game_from_fen(text, self.game.ruleset.name)
        except (ImportError, ValueError) as e:
            self.show_error(self.tr("Paste FEN"), self.tr("This is not a position the game can start from:\n%1")
                            .replace("%1", str(e)))
            return False
        self.new_game(self.mode, self.human_side, self.level, game.ruleset.name, game=game)
        self.statusBar().showMessage(self.tr("New game from the pasted position."), 8000)
        return True

    def paste_game(self) -> bool:
        """Edit → Paste game: a PGN or .gib record on the clipboard opens as a file would (several games: a
        list to pick from); text that does not read is reported and the current game stays."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.show_error(self.tr("Paste game"), self.tr("The clipboard holds no text."))
            return False
        try:
            from janggi_desktop.records import loads

            records = loads(text)
            if not records:
                raise ValueError(self.tr("The pasted text holds no game."))
        except (ImportError, ValueError) as e:
            self.show_error(self.tr("Paste game"), self.tr("The pasted text could not be read as a game:\n%1")
                            .replace("%1", str(e)))
            return False
        return self._open_records(records, None, self.tr("The pasted text"))

    # --- state ------------------------------------------------------------------------------------------
    def update_state(self) -> None:
        g = self.shown_game  # in review: the earlier position on the board
        full = self.game
        reviewing = self._view is not None
        outcome = g.outcome()
        human = self.is_human_turn()
        thinking = self.ai.is_thinking()
        self.board.set_interactive(human and not thinking)
        self.undo_action.setEnabled(not reviewing and (bool(full.moves) or full.outcome() is not None))
        self.first_action.setEnabled(g.ply > 0)
        self.prev_action.setEnabled(g.ply > 0)
        self.next_action.setEnabled(reviewing)
        self.last_action.setEnabled(reviewing)
        self.continue_action.setEnabled(reviewing and outcome is None)
        can_pass = human and not thinking and g.can_pass()
        self.pass_action.setEnabled(can_pass)
        if can_pass and g.pass_ends_game():
            self.pass_action.setText(self.tr("Pass — ends the game (count/draw)"))
        else:
            self.pass_action.setText(self.tr("&Pass"))
        self.accept_draw_action.setEnabled(not reviewing and human and not thinking and g.ruleset.bikjang == "accept"
                                           and g.bikjang_pending())
        self.resign_action.setEnabled(not reviewing and outcome is None)

        if outcome is None and g.bikjang_pending():
            if g.ruleset.bikjang == "accept":
                self.banner.setText(self.tr("빅장 Bikjang: the generals face each other. Break it with a move, "
                                            "or accept the draw."))
            else:
                self.banner.setText(self.tr("빅장 Bikjang: the generals face each other. Break it with a move; "
                                            "passing ends the game (count/draw)."))
            self.banner.show()
        else:
            self.banner.hide()
        if outcome is None and g.in_check():
            self.statusBar().showMessage(self.tr("장군 / check"))
        elif self.statusBar().currentMessage() == self.tr("장군 / check"):
            self.statusBar().clearMessage()

        self.panel.update_game(g, self.settings.label_set, self.language, mode_text=self.mode_text(),
                               record=full if reviewing else None)
        self.panel.set_review(g.ply if reviewing else None, len(full.moves))
        self.panel.set_thinking(thinking, *self._ai_info, visible=self.mode == "computer")
        self._autosave()
        self.game_changed.emit()
        if outcome is not None and not reviewing and not self._over_shown:
            self._over_shown = True
            self.ai.stop()
            self.board.set_interactive(False)
            self._show_game_over(outcome)

    def _show_game_over(self, outcome) -> None:
        from .dialogs import GameOverDialog

        self.statusBar().showMessage(f"{result_text(outcome)} — {reason_text(outcome)}")
        d = GameOverDialog(outcome, self)
        d.new_game_requested.connect(lambda: QTimer.singleShot(0, self.show_new_game_dialog))
        self.game_over_dialog = d
        d.open()
        self.game_over.emit(outcome)

    def _close_game_over_dialog(self) -> None:
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
            self.game_over_dialog = None

    # --- autosave: nothing is lost on a crash ---------------------------------------------------------
    @property
    def autosave_path(self) -> Path:
        return self.store.directory / AUTOSAVE_NAME

    def _autosave(self) -> None:
        """Write the game in progress after every change (atomic); a finished game leaves no autosave."""
        state = (self._serial, self.game.ply, self.game.is_over())
        if not self._autosave_on or state == self._saved_state:
            return
        self._saved_state = state
        try:
            from janggi_desktop.records.autosave import delete_session, save_session

            if self.game.is_over() or (not self.game.moves and self.mode == "hotseat"):
                delete_session(self.autosave_path)
            else:
                save_session(self.autosave_path, self.game,
                             {"mode": self.mode, "human_side": self.human_side, "level": self.level})
        except (ImportError, ValueError, OSError) as e:
            self.statusBar().showMessage(self.tr("The game could not be autosaved: %1").replace("%1", str(e)),
                                         10000)

    def restore_session(self) -> bool:
        """Bring back the unfinished game of the last run, if any (a damaged autosave is kept as .bak)."""
        if not self.autosave_path.exists():
            return False  # the usual fresh start: no need to load the records package before the first frame
        try:
            from janggi_desktop.records.autosave import load_session

            loaded = load_session(self.autosave_path)
        except ImportError:
            return False
        except ValueError as e:
            try:
                os.replace(self.autosave_path, self.autosave_path.with_name(AUTOSAVE_NAME + ".bak"))
            except OSError:
                pass
            self.statusBar().showMessage(self.tr("The autosaved game could not be restored: %1")
                                         .replace("%1", str(e)), 15000)
            return False
        if loaded is None:
            return False
        game, meta = loaded
        if game.is_over():
            return False
        mode = meta.get("mode") if meta.get("mode") in ("hotseat", "computer") else "hotseat"
        side = meta.get("human_side") if meta.get("human_side") in ("cho", "han") else "cho"
        level = meta.get("level") if isinstance(meta.get("level"), int) else self.settings.level
        self.new_game(mode, side, level, game.ruleset.name, game=game)
        self.statusBar().showMessage(self.tr("Restored the game in progress."), 8000)
        return True

    # --- settings and closing ---------------------------------------------------------------------------
    def _save_settings(self) -> None:
        try:
            self.store.save(self.settings)
        except OSError as e:
            self.statusBar().showMessage(self.tr("Settings could not be saved: %1").replace("%1", str(e)), 10000)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.ai.shutdown(800)
        self.settings.geometry = bytes(self.saveGeometry().toHex()).decode("ascii")
        self._save_settings()
        super().closeEvent(event)


def with_save_extension(path: str, *, gib: bool) -> str:
    """A Save as name: kept when it ends in .pgn or .gib (the extension decides the format), else given the
    extension of the chosen filter (.gib or .pgn)."""
    if Path(path).suffix.lower() in SAVE_FORMATS:
        return path
    return path + (".gib" if gib else ".pgn")
