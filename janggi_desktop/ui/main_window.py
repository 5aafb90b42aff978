"""The main window: the board in the centre, the side panel, menus and toolbar, and the game controller.

The window owns the one ``Game`` on screen.  Moves come from two places — the board view's ``move_made``
(a human's legal move; the view never pushes it) and the computer player's ``move_ready`` — and both go
through :meth:`MainWindow.play_move`, after which :meth:`MainWindow.update_state` re-reads the game and
enables exactly the actions the rules allow now (Pass only when ``can_pass()``, Accept draw only while a
bikjang is pending under the ``accept`` rule…).

A computer answer is tagged with the token of the position it was asked about (game serial, ply); a
stale answer — the user undid, started a new game — is dropped, so the computer never plays on a position
that is no longer on the board.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.rules import DEFAULT_ARRANGEMENT, Game, IllegalMoveError, Move, Termination, get_ruleset

from . import i18n, qt_compat  # noqa: F401  (qt_compat first: see its docstring)
from .ai_worker import AIPlayer, SearchFn
from .board_view import BoardView
from .dialogs import GameOverDialog, NewGameDialog, SetupDialog, reason_text, result_text
from .settings import LABEL_SETS, Settings, SettingsStore
from .side_panel import SidePanel

AUTOSAVE_NAME = "autosave.json"


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
        self.open_action = self._action(self.tr("&Open record…"), self.show_open_dialog, QKeySequence.StandardKey.Open,
                                        self.tr("Open a .pgn, .gib or .fen file"))
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
        game = mb.addMenu(self.tr("&Game"))
        for a in (self.new_action, self.open_action, None, self.undo_action, self.pass_action,
                  self.accept_draw_action, self.resign_action, None, self.quit_action):
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

    # --- who plays --------------------------------------------------------------------------------------
    def token(self) -> tuple[int, int]:
        """Identifies the position on screen: (game serial, ply)."""
        return (self._serial, self.game.ply)

    def is_computer_turn(self) -> bool:
        return self.mode == "computer" and self.game.turn != self.human_side and not self.game.is_over()

    def is_human_turn(self) -> bool:
        return not self.game.is_over() and not self.is_computer_turn()

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
        d = NewGameDialog(self, mode=self.settings.mode, human_side=self.settings.human_side,
                          level=self.settings.level, ruleset=self.settings.ruleset)
        d.accepted.connect(lambda: self._new_game_chosen(d))
        self.new_game_dialog = d
        d.open()
        return d

    def _new_game_chosen(self, d: NewGameDialog) -> None:
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
                 cho: str = DEFAULT_ARRANGEMENT, han: str = DEFAULT_ARRANGEMENT, *, game: Game | None = None) -> None:
        """Start a game (or show ``game``, e.g. one loaded from a record)."""
        self.ai.stop()
        self._close_game_over_dialog()
        self.game = game if game is not None else Game(ruleset, cho=cho, han=han)
        self.mode = mode
        self.human_side = human_side
        self.level = max(1, min(10, int(level)))
        self._serial += 1
        self._over_shown = False
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
        """Push a legal move, refresh everything, and hand over to the computer if it is its turn."""
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
        if token != self.token() or not self.is_computer_turn():
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
        """One ply in hotseat; against the computer, back to the human's previous turn."""
        self.ai.stop()
        self._close_game_over_dialog()
        out = self.game.outcome()
        forced = out is not None and (out.termination is Termination.RESIGNATION
                                      or (out.termination is Termination.BIKJANG and "accepted" in out.detail))
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
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def pass_turn(self) -> None:
        if not (self.is_human_turn() and self.game.can_pass()) or self.ai.is_thinking():
            return
        if self.game.pass_ends_game():
            text = self.tr("Passing now ends the game (count or draw, by the rule set). Pass?")
        else:
            text = self.tr("Pass this turn (한수쉼) without moving?")
        if self.confirm(self.tr("Pass"), text):
            self.play_move(self.game.pass_move())

    def accept_draw(self) -> None:
        if not (self.game.ruleset.bikjang == "accept" and self.game.bikjang_pending() and self.is_human_turn()):
            return
        self.game.accept_bikjang_draw()
        self.board.refresh()
        self.update_state()

    def resign(self) -> None:
        if self.game.is_over():
            return
        side = self.human_side if self.mode == "computer" else self.game.turn
        who = self.tr("Cho") if side == "cho" else self.tr("Han")
        if not self.confirm(self.tr("Resign"), self.tr("%1 resigns this game?").replace("%1", who)):
            return
        self.ai.stop()
        self.game.resign(side)
        self.board.refresh()
        self.update_state()

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

    # --- records ----------------------------------------------------------------------------------------
    def show_open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a record"), "",
            self.tr("Janggi records (*.pgn *.gib *.fen);;PGN (*.pgn);;Korean records (*.gib);;FEN (*.fen);;"
                    "All files (*)"))
        if path:
            self.open_file(path)

    def open_file(self, path: str | os.PathLike[str]) -> bool:
        """Show the (first) game of a .pgn/.gib/.fen file; on error say why and keep the current game."""
        try:
            game = load_first_game(Path(path))
        except Exception as e:  # noqa: BLE001 - any parse error is shown to the user, the game is kept
            self.statusBar().showMessage(self.tr("Could not open %1: %2").replace("%1", str(path))
                                         .replace("%2", str(e)), 20000)
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Could not open the record"), str(e),
                              QMessageBox.StandardButton.Ok, self)
            box.open()  # window-modal but not blocking: start-up (and --smoke) go on
            self.error_box = box
            return False
        self.new_game("hotseat", self.human_side, self.level, game.ruleset.name, game=game)
        self.setWindowTitle(self.tr("Janggi Desktop — %1").replace("%1", Path(path).name))
        return True

    # --- state ------------------------------------------------------------------------------------------
    def update_state(self) -> None:
        g = self.game
        outcome = g.outcome()
        human = self.is_human_turn()
        thinking = self.ai.is_thinking()
        self.board.set_interactive(human and not thinking)
        self.undo_action.setEnabled(bool(g.moves) or outcome is not None)
        can_pass = human and not thinking and g.can_pass()
        self.pass_action.setEnabled(can_pass)
        if can_pass and g.pass_ends_game():
            self.pass_action.setText(self.tr("Pass — ends the game (count/draw)"))
        else:
            self.pass_action.setText(self.tr("&Pass"))
        self.accept_draw_action.setEnabled(human and not thinking and g.ruleset.bikjang == "accept"
                                           and g.bikjang_pending())
        self.resign_action.setEnabled(outcome is None)

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

        self.panel.update_game(g, self.settings.label_set, self.language, mode_text=self.mode_text())
        self.panel.set_thinking(thinking, *self._ai_info, visible=self.mode == "computer")
        self._autosave()
        self.game_changed.emit()
        if outcome is not None and not self._over_shown:
            self._over_shown = True
            self.ai.stop()
            self.board.set_interactive(False)
            self._show_game_over(outcome)

    def _show_game_over(self, outcome) -> None:
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


def load_first_game(path: Path) -> Game:
    """The first game of a record file, through the records package (``.fen`` also works without it)."""
    if path.suffix.lower() == ".fen":
        try:
            from janggi_desktop.records import load_games
        except ImportError:
            line = path.read_text(encoding="utf-8").strip().splitlines()[0]
            return Game.from_fen(line.strip())
    try:
        from janggi_desktop.records import load_games
    except ImportError as e:
        raise ValueError(QCoreApplication.translate(
            "MainWindow", "Opening records needs the records package, which is not available (%1).")
            .replace("%1", str(e))) from None
    games = load_games(path)
    if not games:
        raise ValueError(QCoreApplication.translate("MainWindow", "%1 holds no game.").replace("%1", path.name))
    first = games[0]
    game = first if isinstance(first, Game) else getattr(first, "game", None)
    if game is None and callable(getattr(first, "to_game", None)):
        game = first.to_game()
    if not isinstance(game, Game):
        raise TypeError(f"unexpected record object {type(first).__name__}")
    return game
