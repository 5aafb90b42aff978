"""Starting games: the new-game and setup dialogs, the position editor, records put on the board, restoring
the autosave, and keeping an unfinished game recoverable whenever another replaces it (File → Recover
previous game, and Undo right after: it brings the replaced game back).

Every path that replaces the game on the board goes through :meth:`GameStarter.start_game`, so none can
drop an unfinished game silently.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMenu, QWidget

from janggi_desktop.play import UNTIMED_CONTROL, Change, GameDriver, Player, PlayerSpec
from janggi_desktop.play.clock import ClockMarks
from janggi_desktop.play.driver import TimeControls
from janggi_desktop.play.engines import EngineRegistry
from janggi_desktop.play.session import FLUSH_TIMEOUT_S, Autosave, adopt_orphaned_autosaves, load_saved
from janggi_desktop.records.autosave import keep_previous, previous_sessions, set_aside
from janggi_desktop.rules import DEFAULT_ARRANGEMENT, Game, Handicap, get_ruleset

from . import i18n
from .ports import SettingsKeeper, StatusLine
from .texts import ply_count_text


class GameStarter(QObject):
    """The window's ways to put a game on the board (see the module docstring)."""

    #: Another game is about to replace the one on the board (the record it came from is forgotten).
    replacing = Signal()
    #: One person plays the computer: the side they chose ("cho" or "han"), whose pieces go at the bottom.
    person_side = Signal(str)
    #: A restored autosave's hints (the plies a hint was asked at), for the analysis.
    hints_restored = Signal(object)
    #: The autosave kept an opened record's names and file with the game just restored (what
    #: RecordsController.session_meta gave; None when it kept none).
    record_restored = Signal(object)
    #: A restored or recovered game brought its study's tree (variations, comments, marks, drawings) back.
    tree_restored = Signal()
    #: The new-game dialog added or removed an external engine.
    engines_changed = Signal()

    def __init__(self, driver: GameDriver, keeper: SettingsKeeper, autosave: Autosave, status: StatusLine, *,
                 registry: Callable[[], EngineRegistry], player_factory: Callable[[PlayerSpec], Player],
                 dialog_parent: QWidget) -> None:
        """``registry``: the external engines (read when first asked for); ``player_factory`` makes a player
        from its spec; ``dialog_parent``: the window the dialogs belong to."""
        super().__init__(dialog_parent)
        self.driver, self.keeper, self.settings = driver, keeper, keeper.settings
        self.autosave, self.status = autosave, status
        self.registry, self.player_factory, self.dialog_parent = registry, player_factory, dialog_parent
        #: The game put on the board is a finished record: its result shows in the panel only (no dialog, no
        #: chime).
        self.quiet_outcome = False
        self.new_game_dialog = None
        self.setup_dialog = None
        self.position_editor = None
        #: The unfinished game the last replacement took off the board, with its players: Undo brings it back
        #: until the new game is played on (None: nothing to bring back).
        self.replaced: tuple[Game, tuple[PlayerSpec, PlayerSpec]] | None = None
        driver.add_listener(self._forget_replaced)

    def show_new_game_dialog(self):
        """Game → New: the dialog opens window-modal; accepting it goes on to the setup dialog."""
        from .dialogs.new_game import NewGameDialog  # dialogs load when first opened (ui/dialogs)

        d = NewGameDialog(self.dialog_parent, players=self.settings.player_specs(), ruleset=self.settings.ruleset,
                          registry=self.registry(), time_controls=self.settings.time_controls(),
                          level=self.settings.level)
        d.accepted.connect(lambda: self._new_game_chosen(d))
        d.engines_changed.connect(self.engines_changed)
        self.new_game_dialog = d
        d.open()
        return d

    def _new_game_chosen(self, d) -> None:
        from .dialogs.setup import SetupDialog

        players, ruleset, clock, handicap = d.players, d.ruleset_name, d.time_controls, d.handicap
        self.settings.set_player_specs(players)
        self.settings.ruleset = ruleset
        self.settings.set_time_controls(clock)
        self.keeper.save()
        if not get_ruleset(ruleset).choose_arrangement:  # youzai: fixed arrangement, no setup
            self.new_game(players, ruleset, time_control=clock, handicap=handicap)
            return
        humans = tuple(s for s, p in zip(("han", "cho"), players[::-1], strict=True) if p.is_human) or ("han", "cho")
        s = SetupDialog(self.dialog_parent, human_sides=humans, label_set=self.settings.label_set,
                        language=i18n.latin_letters(), chosen=self.settings.arrangements)
        s.accepted.connect(lambda: self._arrangements_chosen(s, humans))
        s.accepted.connect(lambda: self.new_game(players, ruleset, s.cho_arrangement, s.han_arrangement,
                                                 time_control=clock, handicap=handicap))
        self.setup_dialog = s
        s.open()

    def _arrangements_chosen(self, setup, sides: tuple[str, ...]) -> None:
        """Remember what each person chose: the setup dialog proposes it next time."""
        self.settings.arrangements = {**self.settings.arrangements, **{side: setup.arrangement(side) for side in sides}}
        self.keeper.save()

    def new_game(self, players: tuple[PlayerSpec, PlayerSpec] | None = None, ruleset: str | None = None,
                 cho: str = DEFAULT_ARRANGEMENT, han: str = DEFAULT_ARRANGEMENT, *, game: Game | None = None,
                 time_control: TimeControls = None, handicap: Handicap | None = None) -> None:
        """A new game under ``ruleset`` (default: the current one) from the arrangements (or ``game``, e.g. a
        pasted position) between ``players`` (default: the same) on ``time_control`` (default: the same),
        without ``handicap``'s pieces when one is given (접장기)."""
        if game is None:
            rs = get_ruleset(ruleset or self.driver.game.ruleset)
            if handicap is not None:
                game = Game(rs, fen=handicap.start_fen(cho, han, rs))
            else:
                game = Game(rs, cho=cho, han=han)
        self.start_game(game, players or self.driver.specs, time_control=time_control)

    def start_game(self, game: Game, players: tuple[PlayerSpec, PlayerSpec], *, quiet: bool = False,
                   time_control: TimeControls = None, clock_marks: ClockMarks | None = None,
                   undoable: bool = True) -> None:
        """Put ``game`` on the board between ``players`` on ``time_control`` (default: the same), with the
        clocks of its positions when they are known; an unfinished game is kept recoverable first (and, when
        ``undoable``, Undo brings it back).  ``quiet``: a finished game (a record) shows its result in the
        panel only."""
        d = self.driver
        old = d.game
        replaced = ((old, d.specs, d.clock.controls, dict(d.clock_marks))
                    if undoable and old.moves and not old.is_over() else None)
        self._keep_unfinished()
        self.replacing.emit()
        old = dict(zip(d.specs, d.players, strict=True))
        pair = tuple(old.pop(s) if s in old else self.player_factory(s) for s in players)
        humans = [s for s, p in zip(("cho", "han"), players, strict=True) if p.is_human]
        if len(humans) == 1:
            self.person_side.emit(humans[0])
        self.quiet_outcome = quiet
        self.replaced = replaced
        try:
            d.new_game(game, pair, time_control=time_control, clock_marks=clock_marks)
        finally:
            self.quiet_outcome = False

    def show_record(self, game: Game, clock_marks: ClockMarks | None = None) -> None:
        """A game read from a record, between two people, shown from its start when it has moves; the clocks
        the record kept are shown in review, but the game goes on untimed."""
        self.start_game(game, (PlayerSpec.human(), PlayerSpec.human()), quiet=True, time_control=UNTIMED_CONTROL,
                        clock_marks=clock_marks)
        if game.moves:
            self.driver.go_to(0)

    def _forget_replaced(self, change: Change, _detail: object) -> None:
        if change in (Change.MOVE, Change.UNDO, Change.TRUNCATE):
            self.replaced = None  # the new game was played on: Undo is about its moves now

    def can_undo_replace(self) -> bool:
        """Undo would bring back the game the last replacement took off the board."""
        return self.replaced is not None and not self.driver.can_undo()

    def undo_replace(self) -> bool:
        """Bring back the unfinished game the last replacement took off the board (see :attr:`replaced`)."""
        if not self.can_undo_replace():
            return False
        game, players, controls, marks = self.replaced
        self.start_game(game, players, time_control=controls, clock_marks=marks, undoable=False)
        self.status.showMessage(self.tr("The previous game is back."), 8000)
        return True

    # --- Edit → Edit a position ---------------------------------------------------------------------------
    def show_position_editor(self, fen: str | None = None, ruleset: str | None = None):
        """The position editor, opened on ``fen`` (default: the position on the board)."""
        from .dialogs.position_editor import PositionEditor

        s = self.settings
        d = PositionEditor(self.dialog_parent, fen=fen or self.driver.shown_game.fen(),
                           ruleset=ruleset or self.driver.game.ruleset.name, label_set=s.label_set,
                           language=i18n.latin_letters(), piece_set=s.piece_set, board_theme=s.board_theme)
        d.accepted.connect(lambda: self._position_chosen(d))
        self.position_editor = d
        d.open()
        return d

    def _position_chosen(self, editor) -> None:
        """Play the edited position (players chosen in the new-game dialog next) or analyse it (two people,
        so that nothing moves by itself)."""
        game = editor.game
        if game is None:
            return
        if editor.choice == editor.ANALYSE:
            self.start_game(game, (PlayerSpec.human(), PlayerSpec.human()))
            self.status.showMessage(self.tr("The position is on the board: move pieces for both sides to "
                                            "explore it."), 10000)
            return
        from .dialogs.new_game import NewGameDialog

        d = NewGameDialog(self.dialog_parent, players=self.settings.player_specs(), ruleset=editor.ruleset_name,
                          registry=self.registry())
        d.accepted.connect(lambda: self.start_game(Game(d.ruleset_name, fen=editor.fen), d.players))
        d.engines_changed.connect(self.engines_changed)
        self.new_game_dialog = d
        d.open()

    def _keep_unfinished(self) -> None:
        """Before the game on the board is replaced: keep a copy of it if it is unfinished (Recover)."""
        game = self.driver.game
        if game.moves and not game.is_over() and self.autosave.enabled:
            self.autosave.write()
            self.autosave.flush(FLUSH_TIMEOUT_S)
            if keep_previous(self.autosave.path) is not None:
                self.status.showMessage(self.tr("The unfinished game was kept: Undo, or File → Recover "
                                                "previous game, brings it back."), 10000)

    def keep_autosave(self) -> None:
        """Start-up without restoring (a record was opened): copy an unfinished game's autosave aside first,
        so the record's game cannot overwrite the only copy of it."""
        if not os.path.exists(self.autosave.path):  # never raises; the usual start: records need not load
            return
        keep_previous(self.autosave.path)  # never raises

    def restore_session(self) -> bool:
        """Bring back the unfinished game of the last run (a damaged autosave is set aside with a message);
        the games other windows left (killed, crashed) join the recoverable ones, with a message."""
        restored = self._restore_own_session()
        if adopt_orphaned_autosaves(self.autosave.path):  # after "Restored ...": this message is the one seen
            self.status.showMessage(self.tr("Another window's unfinished game was kept: File → Recover previous "
                                            "game brings it back."), 15000)
        return restored

    def _restore_own_session(self) -> bool:
        try:
            restored = load_saved(self.autosave.path)
        except ValueError as e:  # a RecordError: the records package is not imported when there is no autosave
            if set_aside(self.autosave.path) is None:  # it could not be moved: never write over it
                self.autosave.enabled = False
            self.status.showMessage(self.tr("The autosaved game could not be restored: %1")
                                    .replace("%1", str(e)), 15000)
            return False
        if restored is None:
            return False
        self.start_game(restored.game, restored.players, time_control=restored.time_control,
                        clock_marks=restored.clock_marks)
        self._put_tree(restored.tree)
        self.hints_restored.emit(restored.extra.get("hints"))
        self.record_restored.emit(restored.extra.get("record"))
        self.status.showMessage(self.tr("Restored the game in progress."), 8000)
        return True

    def _put_tree(self, tree) -> None:
        """A kept study's tree (a MoveTree or None) on the game just started, which is a line of it."""
        if tree is None:
            return
        try:
            self.driver.set_tree(tree)
        except ValueError:  # not the game's line after all: the game alone is kept
            return
        # the game just started was autosaved as a bare line (set_tree tells no listener): the study again,
        # or a crash before the next change would keep only the line on the board
        self.autosave.write()
        self.tree_restored.emit()

    # --- File → Recover previous game ---------------------------------------------------------------------
    def fill_recover_menu(self, menu: QMenu) -> None:
        """List in ``menu`` the unfinished games kept when others replaced them, newest first."""
        menu.clear()
        for path in previous_sessions(self.autosave.path):  # never raises
            try:
                restored = load_saved(path)
            except ValueError:
                continue
            if restored is None:
                continue
            try:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
            except OSError:
                continue
            text = (self.tr("%1 · %2 · %3").replace("%1", when).replace("%2", ply_count_text(restored.game.ply))
                    .replace("%3", restored.game.ruleset.name))
            menu.addAction(text).triggered.connect(lambda _c=False, r=restored: self.recover(
                r.game, r.players, r.time_control, r.clock_marks, tree=r.tree))
        if menu.isEmpty():
            menu.addAction(self.tr("No game to recover")).setEnabled(False)

    def recover(self, game: Game, players: tuple[PlayerSpec, PlayerSpec], time_control: TimeControls = UNTIMED_CONTROL,
                clock_marks: ClockMarks | None = None, *, tree=None) -> None:
        """Bring back a kept game, with its clocks and its study's tree (the one on the board is kept in its
        turn if unfinished)."""
        self.start_game(game, players, time_control=time_control, clock_marks=clock_marks)
        self._put_tree(tree)
        self.status.showMessage(self.tr("Recovered the previous game."), 8000)
