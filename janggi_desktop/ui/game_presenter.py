"""What the window shows of the game, kept in step with the driver: the board, the side panel, the commands the
rules allow now, the thinking line, and the game's end.

The :class:`GamePresenter` listens to the :class:`~janggi_desktop.play.GameDriver` (the window forwards its
changes) and to the controllers' signals (the window wires them to :meth:`GamePresenter.update`); it decides
nothing about the game: the driver does.
"""

from __future__ import annotations

import functools
from typing import Protocol

from janggi_desktop.play import Change, GameDriver
from janggi_desktop.rules import Game, handicap_of_fen

from . import i18n
from .action_text import set_text
from .actions import WindowActions
from .analysis.controller import AnalysisController
from .board.view import BoardView
from .board_drawings import BoardDrawings
from .dialogs.handicap_box import handicap_text
from .game_over_notice import GameOverNotice
from .game_starter import GameStarter
from .panels.side_panel import SidePanel
from .player_runner import PlayerRunner
from .ports import ErrorBoxes, StatusLine
from .records_controller import RecordsController
from .settings import Settings
from .texts import players_text, side_players, translate


@functools.lru_cache(maxsize=8)
def handicap_words(start_fen: str, language: str) -> str:
    """"Han without a chariot (차 떼고)" in ``language`` when a game starting from ``start_fen`` is a handicap
    game (접장기), else "" (kept per start and language: the panel asks after every move)."""
    handicap = handicap_of_fen(start_fen)
    if handicap is None:
        return ""
    return handicap_text(handicap)


class EngineStarter(Protocol):
    """Starts the engine's turn when it is one (:meth:`.play_commands.PlayCommands.start_engine`)."""

    def start_engine(self) -> None: ...


class GamePresenter:
    """See the module docstring.  Its words are translated in the window's context ("MainWindow")."""

    def __init__(self, driver: GameDriver, *, actions: WindowActions, board: BoardView, panel: SidePanel,
                 status: StatusLine, settings: Settings, runner: PlayerRunner, commands: EngineStarter,
                 games: GameStarter, records: RecordsController, analysis: AnalysisController,
                 drawings: BoardDrawings, game_over: GameOverNotice, boxes: ErrorBoxes) -> None:
        self.driver, self.actions, self.board, self.panel = driver, actions, board, panel
        self.status, self.settings, self.runner, self.commands = status, settings, runner, commands
        self.games, self.records, self.analysis, self.drawings = games, records, analysis, drawings
        self.game_over, self.boxes = game_over, boxes

    def on_change(self, change: Change, detail: object) -> None:
        """The driver's change: the board and the panel follow, the game's end is told, the engine's turn
        starts."""
        if change is Change.ERROR:
            self.boxes.show_error(translate("MainWindow", "The engine could not move"), translate(
                "MainWindow", "%1\n\nThe game is kept: you can undo, save it, ask the engine again (Move now) or "
                "start a new game.").replace("%1", str(detail)))
            self.update()
            return
        if change is Change.TREE:  # a comment, a mark, a drawing: the position and whose turn it is stay
            self.update()
            return
        if change is not Change.MOVE or self.driver.reviewing:
            self.runner.stop()
        if change in (Change.UNDO, Change.TRUNCATE, Change.NEW_GAME):
            self.game_over.clear()  # the game that ended is no longer on the board
        shown = self.driver.shown_game
        if self.board.game() is shown:
            self.board.refresh()
        else:
            self.board.set_game(shown)
        if change is Change.OUTCOME and not self.games.quiet_outcome:
            self.game_over.show(detail)
        self.update()
        self.commands.start_engine()

    def update(self) -> None:
        """Enable exactly the actions the rules allow now and refresh the panel."""
        d, a = self.driver, self.actions
        g = d.shown_game
        outcome = g.outcome()
        thinking = self.runner.is_thinking()
        # An opened record whose result its moves do not reach: its last position shows that result, and the
        # game ends there as the record says (Continue from an earlier move plays on).
        recorded = self.records.recorded_result(d.game) if g.ply == d.game.ply else ""
        human = d.is_human_turn() and not thinking and not recorded
        self.board.set_interactive(human and not self.analysis.previewing)
        a.undo_action.setEnabled(d.can_undo() or self.games.can_undo_replace())
        a.first_action.setEnabled(g.ply > 0)
        a.prev_action.setEnabled(g.ply > 0)
        a.next_action.setEnabled(d.reviewing)
        a.last_action.setEnabled(d.reviewing)
        a.continue_action.setEnabled(d.reviewing and outcome is None)
        can_pass = human and g.can_pass()
        a.pass_action.setEnabled(can_pass)
        set_text(a.pass_action, translate("MainWindow", "Pass — ends the game (count/draw)")
                 if can_pass and g.pass_ends_game() else translate("MainWindow", "&Pass"))
        a.accept_draw_action.setEnabled(not thinking and d.can_accept_draw() and not recorded)
        a.resign_action.setEnabled(not d.reviewing and outcome is None and not recorded)
        a.move_now_action.setEnabled(d.engine_to_move())
        self._show_check(g, outcome is None)
        mode = self.records.header_text() or players_text(d.specs, g.ruleset.name)
        handicap = handicap_words(g.start_fen, i18n.current_language())
        if handicap:
            mode = f"{mode} · {handicap}"
        self.panel.update_game(g, self.settings.label_set, i18n.latin_letters(), mode_text=mode,
                               record=d.game if d.reviewing else None, recorded_result=recorded,
                               players=self.records.recorded_players() or side_players(d.specs))
        self.panel.set_review(g.ply if d.reviewing else None, d.game.ply, d.game)
        self.show_analysis_actions()
        self.show_thinking()
        self.drawings.refresh()

    def _show_check(self, game: Game, playing: bool) -> None:
        """"장군 / check" in the status line while the side to move is in check, and gone after."""
        check = translate("MainWindow", "장군 / check")
        if playing and game.in_check():
            self.status.showMessage(check)
        elif self.status.currentMessage() == check:
            self.status.clearMessage()

    def show_analysis_actions(self) -> None:
        a, an = self.actions, self.analysis
        a.hint_action.setEnabled(an.can_hint())
        a.analyse_game_action.setEnabled(an.can_analyse_game())
        a.next_mistake_action.setEnabled(an.has_marks())
        a.previous_mistake_action.setEnabled(an.has_marks())
        a.allow_hints_action.setChecked(self.settings.hints)

    def show_thinking(self) -> None:
        """The engine's thinking line in the panel (only in a game with an engine in it)."""
        info = self.runner.last_info if self.runner.is_thinking() else None
        self.panel.set_thinking(self.runner.is_thinking(), info, self.driver.game.turn,
                                visible=not all(p.is_human for p in self.driver.players),
                                game_over=self.driver.outcome is not None)
