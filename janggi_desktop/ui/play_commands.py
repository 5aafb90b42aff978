"""What the person asks of the game from the board, the menus and the toolbar: a move, Play on from here, Pass,
Accept draw, Resign, Undo, Move now.

Each command checks with the :class:`~janggi_desktop.play.GameDriver` that it may run now, asks the person when
it cannot be taken back (:class:`~.ports.Confirmations`) and lets the driver decide what changes; nothing here
knows the window.
The engine's turn is started here too (``start_engine``): after a change and on Move now.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QStatusBar

from janggi_desktop.play import GameDriver, ThinkRequest
from janggi_desktop.rules import GameStateError, IllegalMoveError, Move

from . import record_faults
from .ports import Confirmations
from .texts import ply_count_text, ply_name, translate, translated_error


class Runner(Protocol):
    """The off-GUI-thread runner of an engine's turn (:class:`~.player_runner.PlayerRunner`)."""

    def is_thinking(self) -> bool: ...

    def start(self, request: ThinkRequest) -> None: ...

    def stop(self) -> None: ...

    def hurry(self) -> None: ...


class Refreshable(Protocol):
    def refresh(self) -> None: ...


class ReplacedGame(Protocol):
    """Undo of the last replacement of an unfinished game (:class:`~.game_starter.GameStarter`)."""

    def can_undo_replace(self) -> bool: ...

    def undo_replace(self) -> None: ...


class PlayCommands:
    """The game commands of a person at the board (``boxes.confirm(title, text)`` asks yes/no).

    Their words are translated in the window's context ("MainWindow"), where they were written first."""

    def __init__(self, driver: GameDriver, runner: Runner, board: Refreshable, status: QStatusBar,
                 games: ReplacedGame, boxes: Confirmations) -> None:
        self.driver, self.runner, self.board, self.status = driver, runner, board, status
        self.games, self.boxes = games, boxes

    def start_engine(self) -> None:
        """Start the engine's turn if it is one and the engine is not already thinking."""
        if not self.runner.is_thinking():
            request = self.driver.think_request()
            if request is not None:
                self.runner.start(request)

    def play_move(self, move: Move) -> bool:
        """A person's move in the position shown; in review it starts a variation there (the later moves stay
        in the move tree: no confirmation), or follows the line the tree already has for it."""
        d = self.driver
        if not d.is_human_turn() or self.runner.is_thinking():
            self.board.refresh()
            return False
        try:
            if d.reviewing:
                if not d.shown_game.is_legal(move):
                    self.status.showMessage(translate("MainWindow", "%1 is not legal in the position shown.")
                                            .replace("%1", str(move)), 8000)
                    self.board.refresh()
                    return False
                d.play(move, branch=True)
                return True
            d.play(move, play_on=True)
        except (IllegalMoveError, GameStateError) as e:
            self.status.showMessage(translated_error(e, record_faults.CONTEXT, record_faults.CONTEXTS), 8000)
            self.board.refresh()
            return False
        return True

    def continue_from_here(self) -> None:
        """Play on from the position shown: the later moves are removed once the person says yes."""
        d = self.driver
        if not d.reviewing:
            return
        shown = d.shown_game
        if self.boxes.confirm(translate("MainWindow", "Play on from here"), translate(
                "MainWindow", "Play on from here, after %1? The %2 after it will be removed from this game.")
                .replace("%1", ply_name(shown, shown.ply))
                .replace("%2", ply_count_text(len(d.game.moves) - shown.ply))):
            d.continue_from_here()

    def pass_turn(self) -> None:
        g = self.driver.shown_game
        if not self.driver.can_pass() or self.runner.is_thinking():
            return
        text = (translate("MainWindow", "Passing now ends the game (count or draw, by the rule set). Pass?")
                if g.pass_ends_game() else translate("MainWindow", "Pass this turn (한수쉼) without moving?"))
        if self.boxes.confirm(translate("MainWindow", "Pass"), text):
            self.play_move(g.pass_move())

    def accept_draw(self) -> None:
        if self.driver.can_accept_draw() and not self.runner.is_thinking():
            self.driver.accept_draw()

    def resign(self) -> None:
        d = self.driver
        if d.game.is_over() or d.reviewing:
            return
        who = translate("MainWindow", "Cho") if d.resigning_side() == "cho" else translate("MainWindow", "Han")
        if self.boxes.confirm(translate("MainWindow", "Resign"),
                        translate("MainWindow", "%1 resigns this game?").replace("%1", who)):
            d.resign()

    def undo(self) -> None:
        """Take back the last move, or right after another game replaced an unfinished one, bring that back."""
        if self.games.can_undo_replace():
            self.runner.stop()
            self.games.undo_replace()
            return
        two = self.undo_plies() == 2  # against the computer: the person's move and the computer's reply
        question = translate(
            "MainWindow", "Take back your last move and the computer's reply? Both clocks go back to the time they "
            "showed then.") if two else translate(
            "MainWindow", "Take back the last move? Both clocks go back to the time they showed then.")
        if (self.driver.timed and self.driver.can_undo()
                and not self.boxes.confirm(translate("MainWindow", "Undo"), question)):
            return
        self.runner.stop()
        if self.driver.undo() == 2:
            self.status.showMessage(translate("MainWindow", "Took back your last move and the computer's reply."), 5000)

    def undo_plies(self) -> int:
        """How many moves Undo takes back now: one, or two against the computer when it replied last (the
        driver goes back to the person's turn); none when it would take back an ending alone."""
        d = self.driver
        g = d.game
        if not d.can_undo() or g.forced_outcome is not None:
            return 0
        humans, n = d.human_sides, len(g.moves)
        other = {"cho": "han", "han": "cho"}
        plies = 1
        if humans:
            # After taking back k moves the side to move is the one who made move n - k (sides alternate).
            while plies < n and (g.turn if plies % 2 == 0 else other[g.turn]) not in humans:
                plies += 1
        return plies

    def move_now(self) -> None:
        """The engine plays its best move so far; an engine that failed is asked again."""
        if self.runner.is_thinking():
            self.runner.hurry()
        else:
            self.start_engine()


__all__ = ["PlayCommands"]
