"""The game driver: one game between two players, and everything that can happen to it.

The driver holds the :class:`~janggi_desktop.rules.Game` and a :class:`~.players.Player` for each side.  It
knows whose turn it is and whether a person or an engine is to move; it applies moves (a person's from the
board, an engine's answer), and handles undo, pass, accepting a bikjang draw, resignation, stepping back
through the game (review) and playing on from an earlier position.  It tells its listeners — plain
callables, no Qt — what changed, so the window, the autosave and a headless match all follow the same
game the same way.

The driver also keeps the game's move tree (:attr:`GameDriver.tree`, records/tree.py): ``game`` is one path
through it, the *line* on the board.  A move played at an earlier position with ``branch=True`` starts a
variation there (the later moves stay in the tree), :meth:`GameDriver.go_to_node` puts another line on the
board, and the tree's own operations (promote, delete, comments) are the study board's.

The driver never starts a thread.  When an engine is to move, :meth:`GameDriver.think_request` hands out a
:class:`ThinkRequest` (the player, a copy of the game, the limits, a token); whoever runs it — the window's
worker thread, or :meth:`GameDriver.play_engine_moves` in a plain loop — gives the answer back with
:meth:`GameDriver.submit`.  The token names the position the question was about: an answer for a position
that is no longer on the board (the user undid, reviewed, started a new game) is dropped, so an engine
never plays on a position it was not asked about.

The driver also keeps the game's :class:`~.clock.Clock` (docs/rules.md#time-controls), in step with the game:
the side to move's clock runs from the moment the opponent's move is on the board, every move (a pass too)
presses it, and it stops while an earlier position is reviewed, while the person pauses it, when the game ends
and when the driver is closed.  It keeps the clocks of every position (:attr:`GameDriver.clock_marks`), so an
undo puts both clocks back as they were there, and the records can write each move's clock.  The driver never
watches the time itself: whoever runs it calls :meth:`GameDriver.check_flag` (the window on a timer, a match
before and after each engine move), and a move that arrives after its side's time ran out is a loss on time
instead (docs/rules.md#loss-on-time), never a move.
"""

from __future__ import annotations

import enum
import threading
import time
from collections.abc import Callable, Sequence
from typing import NamedTuple

from janggi_desktop.records.tree import MoveNode, MoveTree
from janggi_desktop.rules import CHO, HAN, SIDE_NAMES, Game, GameStateError, IllegalMoveError, Move, Outcome

from .clock import (
    UNTIMED_CONTROL,
    Clock,
    ClockMarks,
    ClockState,
    SideTime,
    TimeControl,
    TimeSource,
    control_pair,
    record_clock_comments,
    record_clock_tags,
)
from .players import HumanPlayer, InfoCallback, Player, PlayerError, PlayerSpec, ThinkLimits

#: A time control for both sides, one per side (Cho, Han), or None.
TimeControls = TimeControl | Sequence[TimeControl | None] | None


class Change(enum.Enum):
    """What a listener is told; ``detail`` (the listener's second argument) is given in brackets."""

    NEW_GAME = "new game"  # a new game or another game on the board (the Game)
    MOVE = "move"  # a move was played in the game (the Move)
    UNDO = "undo"  # moves or an ending were taken back (the number of plies taken back)
    REVIEW = "review"  # another position of the game is shown (its ply)
    TRUNCATE = "truncate"  # the moves after the shown position were removed to play on (the new length)
    OUTCOME = "outcome"  # the game ended (the Outcome)
    PLAYERS = "players"  # the players changed (the pair)
    ERROR = "error"  # an engine could not move; the game is kept (the message)
    CLOCK = "clock"  # the person paused or resumed the clocks (True: paused)
    LINE = "line"  # another line of the move tree is on the board: ``game`` changed (the node shown)
    TREE = "tree"  # the move tree changed off the board (a comment, NAGs, a promotion; the node changed)


Listener = Callable[[Change, object], None]
Token = tuple[int, int]


class ThinkRequest(NamedTuple):
    """An engine's turn: ask ``player`` to think about ``game`` (a copy), then give the answer and the
    ``token`` to :meth:`GameDriver.submit`."""

    player: Player
    game: Game
    limits: ThinkLimits
    token: Token

    @property
    def side(self) -> str:
        return self.game.turn

    def run(self, *, on_info: InfoCallback | None = None, stop: threading.Event | None = None) -> Move:
        """Think (blocking) and return the player's move; raises PlayerError."""
        return self.player.think(self.game, self.limits, on_info=on_info, stop=stop)


def replayed(game: Game) -> Game:
    """The game with its moves but without an ending set outside them (resignation, agreed draw, time)."""
    g = Game(game.ruleset, fen=game.start_fen)
    for m in game.moves:
        g.push_int(m.to_int())
    return g


class GameDriver:
    """A game between two players (see the module docstring)."""

    def __init__(self, game: Game | None = None, players: Sequence[Player] | None = None, *,
                 limits: ThinkLimits | Sequence[ThinkLimits | None] | None = None,
                 time_control: TimeControls = None, time_source: TimeSource = time.monotonic) -> None:
        self.game: Game = game if game is not None else Game()
        self.tree, self._line_end = self._tree_of(self.game, None)
        #: Endings set outside the moves (resignation, time, agreed draw) of lines no longer on the board, by
        #: their last node (see _keep_ending): replaying a line's moves cannot give them back.
        self._endings: dict[int, tuple[MoveNode, Game]] = {}
        self.players: tuple[Player, Player] = self._pair(players)
        self._limits = self._limit_pair(limits)
        self._view: Game | None = None
        self._serial = 0
        self._listeners: list[Listener] = []
        self._outcome_told = self.game.is_over()
        self.time_source = time_source
        self._clock_paused = False  # the person's Pause
        self._closed = False
        self._set_clock(control_pair(time_control), None)
        for p in self._unique_players():
            p.new_game(self.game)
        self._sync_clock()

    # --- listeners ----------------------------------------------------------------------------------------
    def add_listener(self, listener: Listener, *, first: bool = False) -> None:
        """``listener(change, detail)`` is told every change, after the listeners added before it (``first``:
        before every listener, for what must happen before the others react, such as stopping work on the
        position that is no longer shown)."""
        if first:
            self._listeners.insert(0, listener)
        else:
            self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _notify(self, change: Change, detail: object = None) -> None:
        for listener in list(self._listeners):
            listener(change, detail)

    def _after_change(self, change: Change, detail: object = None) -> None:
        """Tell what happened, then that the game ended if this change ended it (once per ending)."""
        self._sync_clock()
        self._notify(change, detail)
        outcome = self.game.outcome()
        if outcome is None:
            self._outcome_told = False
        elif not self._outcome_told:
            self._outcome_told = True
            self._notify(Change.OUTCOME, outcome)

    # --- state --------------------------------------------------------------------------------------------
    @property
    def shown_game(self) -> Game:
        """The position on the board: the game itself, or in review an earlier position of it (a copy)."""
        return self._view if self._view is not None else self.game

    @property
    def reviewing(self) -> bool:
        return self._view is not None

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    def player(self, side: str | int) -> Player:
        return self.players[SIDE_NAMES.index(side) if isinstance(side, str) else side]

    @property
    def specs(self) -> tuple[PlayerSpec, PlayerSpec]:
        return self.players[CHO].spec, self.players[HAN].spec

    @property
    def human_sides(self) -> list[str]:
        return [SIDE_NAMES[i] for i, p in enumerate(self.players) if p.is_human]

    def token(self) -> Token:
        """Identifies the position on the board: (game serial, ply)."""
        return (self._serial, self.game.ply)

    def is_human_turn(self) -> bool:
        """A person may move in the position shown (in review: a move there plays on from it)."""
        g = self.shown_game
        return not g.is_over() and not self._clock_paused and self.players[g.side_to_move].is_human

    def engine_to_move(self) -> bool:
        """An engine is to move in the game (never while an earlier position is reviewed)."""
        return (self._view is None and not self.game.is_over() and not self._clock_paused
                and not self.players[self.game.side_to_move].is_human)

    def limits(self, side: str | int) -> ThinkLimits:
        return self._limits[SIDE_NAMES.index(side) if isinstance(side, str) else side]

    def set_limits(self, limits: ThinkLimits | Sequence[ThinkLimits | None] | None) -> None:
        self._limits = self._limit_pair(limits)

    # --- setting up ---------------------------------------------------------------------------------------
    @staticmethod
    def _pair(players: Sequence[Player] | None) -> tuple[Player, Player]:
        if players is None:
            return HumanPlayer(), HumanPlayer()
        if len(players) != 2:
            raise ValueError(f"a game has two players (Cho, Han), not {len(players)}")
        return players[0], players[1]

    @staticmethod
    def _limit_pair(limits: ThinkLimits | Sequence[ThinkLimits | None] | None) -> tuple[ThinkLimits, ThinkLimits]:
        if limits is None or isinstance(limits, ThinkLimits):
            one = limits or ThinkLimits()
            return one, one
        a, b = limits
        return a or ThinkLimits(), b or ThinkLimits()

    def _unique_players(self) -> list[Player]:
        return [self.players[0]] if self.players[0] is self.players[1] else list(self.players)

    @staticmethod
    def _tree_of(game: Game, tree: MoveTree | None) -> tuple[MoveTree, MoveNode]:
        """The move tree for ``game`` (``tree`` when it holds the game's moves as a line, else a new one made
        of them) and the node of the game's last position."""
        if tree is not None:
            if (tree.ruleset, tree.start_fen) != (game.ruleset.name, game.start_fen):
                raise ValueError("the move tree is of another game (rule set or start position)")
            node = tree.find(game.moves)
            if node is None:
                raise ValueError("the move tree does not hold the game's moves")
            return tree, node
        tree = MoveTree.from_moves(game.ruleset.name, game.start_fen, game.moves)
        return tree, tree.main_line()[-1] if game.moves else tree.root

    def new_game(self, game: Game | None = None, players: Sequence[Player] | None = None, *,
                 time_control: TimeControls | None = None, clock_marks: ClockMarks | None = None,
                 tree: MoveTree | None = None) -> None:
        """Put ``game`` (default: a fresh game under the same rule set) on the board, with ``players``
        (default: the same).  Players that are replaced are closed.

        ``time_control``: one for both sides or (Cho's, Han's); None keeps the current controls with full
        clocks (pass ``UNTIMED_CONTROL`` for an untimed game).  ``clock_marks``: the clocks of the game's
        positions as they were saved (a restored autosave: the game goes on from its last position's clocks)
        or read from a record (shown in review).  ``tree``: the game's move tree (a study read from a record),
        which must hold the game's moves as a line (ValueError otherwise); by default one made of them."""
        next_game = game if game is not None else Game(self.game.ruleset)
        self.tree, self._line_end = self._tree_of(next_game, tree)
        self._endings.clear()
        self._serial += 1
        controls = self.clock.controls if time_control is None else control_pair(time_control)
        if players is not None:
            new = self._pair(players)
            for old in self._unique_players():
                if old not in new:
                    old.close()
            self.players = new
        self.game = next_game
        self._view = None
        self._outcome_told = self.game.is_over()
        self._clock_paused = False
        self._set_clock(controls, clock_marks)
        for p in self._unique_players():
            p.new_game(self.game)
        self._sync_clock()
        self._notify(Change.NEW_GAME, self.game)

    def set_players(self, players: Sequence[Player]) -> None:
        """Change who plays the game on the board (from the next move on); replaced players are closed."""
        new = self._pair(players)
        for old in self._unique_players():
            if old not in new:
                old.close()
        self.players = new
        self._serial += 1  # an engine asked before the change must not answer after it
        for p in self._unique_players():
            p.new_game(self.game)
        self._notify(Change.PLAYERS, self.players)

    def close(self) -> None:
        """Close both players (end engine processes) and stop the clocks.  The driver is not used again."""
        self._serial += 1
        self._closed = True
        self.clock.pause()
        for p in self._unique_players():
            p.close()

    # --- engines ------------------------------------------------------------------------------------------
    def think_request(self) -> ThinkRequest | None:
        """The engine's turn as a request to run, or None when no engine is to move."""
        if not self.engine_to_move():
            return None
        side = self.game.side_to_move
        limits = self.clock.think_limits(side) if self.clock.controls[side].timed else self._limits[side]
        return ThinkRequest(self.players[side], self.game.copy(), limits, self.token())

    def submit(self, move: Move, token: Token) -> bool:
        """An engine's answer to the request with ``token``.  A stale answer is dropped (False); an illegal
        one is reported as an error and the game is kept; one that comes after the engine's time ran out is
        not played: the game is lost on time (False)."""
        if token != self.token() or not self.engine_to_move():
            return False
        if self.check_flag() is not None:
            return False
        if not self.game.is_legal(move):
            self.report_error(f"{self.players[self.game.side_to_move].name} proposed an illegal move ({move})",
                              token)
            return False
        self._push(move)
        self._clock_moved()
        self._after_change(Change.MOVE, move)
        return True

    def report_error(self, message: str, token: Token | None = None) -> None:
        """An engine could not move (``token``: for which request; a stale failure is dropped)."""
        if token is not None and token != self.token():
            return
        self._notify(Change.ERROR, message)

    def play_engine_moves(self, max_plies: int | None = None, *, stop: threading.Event | None = None,
                          on_info: InfoCallback | None = None) -> int:
        """Let the engines play (in this thread) until a person is to move, the game is over, ``max_plies``
        moves have been made or ``stop`` is set; the number of moves made.  PlayerError propagates."""
        made = 0
        while (max_plies is None or made < max_plies) and not (stop is not None and stop.is_set()):
            if self.check_flag() is not None:
                break
            request = self.think_request()
            if request is None:
                break
            move = self._run_on_clock(request, stop, on_info)
            if stop is not None and stop.is_set():
                break
            if not self.submit(move, request.token):
                if self.game.is_over():  # the answer came after the engine's time ran out
                    break
                raise PlayerError(f"{request.player.name} proposed an illegal move ({move})")
            made += 1
        return made

    def _run_on_clock(self, request: ThinkRequest, stop: threading.Event | None,
                      on_info: InfoCallback | None) -> Move:
        """Run ``request``; on a clock, an engine still thinking when its time runs out is told to stop (its
        answer then comes too late and loses on time, but the match does not wait for it forever)."""
        until = self.clock.time_until_flag()
        if until is None or not self.clock.controls[request.game.side_to_move].timed:
            return request.run(on_info=on_info, stop=stop)
        own = threading.Event()
        done = threading.Event()
        deadline = time.monotonic() + until / 1000.0 + 0.05

        def watch() -> None:
            while not done.is_set():
                if (stop is not None and stop.is_set()) or time.monotonic() >= deadline:
                    own.set()
                    return
                done.wait(0.01)

        watcher = threading.Thread(target=watch, name="janggi-flag-watch", daemon=True)
        watcher.start()
        try:
            return request.run(on_info=on_info, stop=own)
        finally:
            done.set()
            watcher.join()

    # --- a person's actions -------------------------------------------------------------------------------
    def _push(self, move: Move) -> None:
        """Play the legal ``move`` at the end of the line, in the game and in the tree."""
        # a move of the game at its end is not a study edit (take it back with undo); one that starts a
        # variation is (undo_edit takes it back)
        undoable = bool(self._line_end.children)
        self._line_end = self.tree.add_move(self._line_end, move, game=self.game, undoable=undoable)
        self.game.push(move)

    def play(self, move: Move | str, *, play_on: bool = False, branch: bool = False) -> Move:
        """A person's move in the position shown.  In review, ``branch`` plays it as a variation there (the
        later moves stay in the tree; a move the tree already has there follows that line); else it plays on
        from there, removing the later moves, only when ``play_on`` says the user agreed (else
        GameStateError).  Raises IllegalMoveError for a move the rules refuse and GameStateError when no
        person is to move."""
        shown = self.shown_game
        if isinstance(move, str):
            move = Move.from_uci(move)
        if not self._clock_paused and self._view is None and self.check_flag() is not None:
            raise GameStateError(self.game.outcome().detail)  # the time ran out before the move
        if not self.is_human_turn():
            if self._clock_paused:
                raise GameStateError("the clocks are paused")
            raise GameStateError("the game is over" if shown.is_over() else "it is not a person's turn")
        if not shown.is_legal(move):
            shown.push(move)  # raises IllegalMoveError with the rules' own explanation
            raise IllegalMoveError("{text} is not legal here", text=str(move))  # pragma: no cover - push raised
        if self._view is not None:
            if branch:
                return self._branch(move)
            if not play_on:
                raise GameStateError("an earlier position is shown: playing there removes the later moves")
            self.continue_from_here()
        self._push(move)
        self._clock_moved()
        self._after_change(Change.MOVE, move)
        return move

    def can_pass(self) -> bool:
        return self.is_human_turn() and self.shown_game.can_pass()

    def pass_turn(self, *, play_on: bool = False) -> Move:
        if not self.can_pass():
            raise GameStateError("passing is not allowed now")
        return self.play(self.shown_game.pass_move(), play_on=play_on)

    def can_accept_draw(self) -> bool:
        g = self.game
        return (self._view is None and self.is_human_turn() and g.ruleset.bikjang == "accept"
                and g.bikjang_pending())

    def accept_draw(self) -> Outcome:
        """The person to move accepts the draw a bikjang offers (standard rules)."""
        if not self.can_accept_draw():
            raise GameStateError("there is no bikjang draw to accept now")
        outcome = self.game.accept_bikjang_draw()
        self._after_change(Change.MOVE, None)
        return outcome

    def resigning_side(self) -> str:
        """Who resigns now: the one person playing an engine, else the side to move."""
        humans = self.human_sides
        return humans[0] if len(humans) == 1 else self.game.turn

    def resign(self, side: str | None = None) -> Outcome:
        if self._view is not None:
            raise GameStateError("go back to the game's last position to resign")
        outcome = self.game.resign(side or self.resigning_side())
        self._serial += 1  # an engine thinking for the other side must not answer
        self._after_change(Change.MOVE, None)
        return outcome

    def end_game(self, outcome_of: Callable[[Game], Outcome]) -> Outcome:
        """End the game outside the move list (``outcome_of`` applies the ending, e.g. a time forfeit)."""
        outcome = outcome_of(self.game)
        self._serial += 1
        self._after_change(Change.MOVE, None)
        return outcome

    def can_undo(self) -> bool:
        return self._view is None and (bool(self.game.moves) or self.game.outcome() is not None)

    def undo(self) -> int:
        """Take back: an ending set outside the moves (resignation, agreed draw) alone; else one ply in a
        game between people, and back to the person's previous turn against an engine.  The number of
        plies taken back."""
        if not self.can_undo():
            return 0
        taken = 0
        if self.game.forced_outcome is not None:
            self.game = replayed(self.game)
        else:
            self._pop()
            taken = 1
            humans = self.human_sides
            if humans:
                while self.game.moves and self.game.turn not in humans:
                    self._pop()
                    taken += 1
        self._serial += 1
        self._clock_back()
        self._after_change(Change.UNDO, taken)
        return taken

    def _pop(self) -> None:
        """Take back the line's last move; its node leaves the tree unless moves follow it there."""
        self.game.pop()
        node = self._line_end
        self._line_end = node.parent if node.parent is not None else node
        if node.parent is not None and not node.children:
            self.tree.delete(node, undoable=False)

    # --- review -------------------------------------------------------------------------------------------
    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0: the start; the number of moves: the game's end).

        An earlier position is a copy of the game popped back, so every move stays and stepping forward
        works.  No engine thinks while an earlier position is shown."""
        total = self.game.ply
        ply = max(0, min(total, int(ply)))
        if ply == self.shown_game.ply:
            return
        if self._view is None:
            self.check_flag()  # a flag that fell before review ends the game first
        if ply < total:
            if self._view is None:
                self._view = self.game.copy()
                self._serial += 1  # a request made before review is stale
            v = self._view
            while v.ply > ply:
                v.pop()
            if v.ply < ply:  # forward along the line (its nodes: no list of every move of the game)
                line = self._line_end.path()
                while v.ply < ply:
                    v.push_int(line[v.ply].move.to_int())  # type: ignore[union-attr]
        else:
            self._view = None
            self._serial += 1
        self._sync_clock()
        self._notify(Change.REVIEW, ply)

    def step(self, delta: int) -> None:
        self.go_to(self.shown_game.ply + delta)

    def go_to_end(self) -> None:
        self.go_to(len(self.game.moves))

    def continue_from_here(self) -> None:
        """Play on from the position shown: the later moves are removed (the caller asked the user), from the
        tree too (the tree's undo brings them back)."""
        if self._view is None:
            return
        view = self._view
        node = self.shown_node
        later = self._line_end.path()[view.ply] if view.ply < self.game.ply else None
        if later is not None:
            self.tree.delete(later)
        self._line_end = node
        self.game = replayed(view) if view.forced_outcome is not None else view
        self._view = None
        self._serial += 1
        self._clock_back()
        self._after_change(Change.TRUNCATE, self.game.ply)

    # --- the move tree -------------------------------------------------------------------------------------
    @property
    def line_end(self) -> MoveNode:
        """The tree node of the game's last position (the end of the line on the board)."""
        return self._line_end

    @property
    def shown_node(self) -> MoveNode:
        """The tree node of the position shown (the root for the start position)."""
        ply = self.shown_game.ply
        if ply == self.game.ply:
            return self._line_end
        return self._line_end.path()[ply - 1] if ply else self.tree.root

    def set_tree(self, tree: MoveTree) -> None:
        """Make ``tree`` (a study read from a record) the game's move tree; it must hold the game's moves as
        a line (ValueError otherwise).  The game and the position shown do not change."""
        self.tree, self._line_end = self._tree_of(self.game, tree)
        self._endings.clear()

    def _keep_ending(self) -> None:
        """The line on the board is about to leave it: an ending set outside its moves (a resignation, a
        time forfeit, an agreed draw) is kept with the line's last node, so that the line put back on the
        board (a click on its moves) ends as it did, not as a game going on (seen in the window: a finished
        game reviewed, a variation tried, the game's own line clicked again could be played on, resigned
        again, and saved as unfinished)."""
        if self.game.forced_outcome is not None:
            self._endings[id(self._line_end)] = (self._line_end, self.game.copy())

    def _with_ending(self, end: MoveNode, game: Game) -> Game:
        """``game`` (the moves of the line ending at ``end``) with the ending that line had, if one was kept."""
        kept = self._endings.get(id(end))
        if kept is not None and kept[0] is end and kept[1].moves == game.moves:
            return kept[1].copy()
        return game

    def main_line_game(self) -> Game:
        """The game of the tree's main line, whatever line is on the board (a variation being looked at is
        not the game): its moves, and the ending it had if it ended outside them (a resignation...).  The line
        on the board itself when it is the main line."""
        end = self.tree.root.line_end()
        if end is self._line_end:
            return self.game
        game = Game(self.game.ruleset, fen=self.game.start_fen)
        for node in end.path():
            game.push_int(node.move.to_int())  # type: ignore[union-attr]  # only the root has no move
        return self._with_ending(end, game)

    def _branch(self, move: Move) -> Move:
        """A person's move at the earlier position shown, as a variation there (see :meth:`play`)."""
        shown, node = self.shown_game, self.shown_node
        existing = node.child(move)
        if existing is not None:  # the tree has it: follow that line, one move further
            self.go_to_node(existing)
            return move
        # as continue_from_here then play, but the later moves stay in the tree (the line leaves them)
        self._keep_ending()
        self.game = replayed(shown) if shown.forced_outcome is not None else shown.copy()
        self._line_end = node
        self._view = None
        self._serial += 1
        self._clock_back()
        self._notify(Change.TRUNCATE, self.game.ply)
        self._push(move)
        self._clock_moved()
        self._after_change(Change.MOVE, move)
        return move

    def go_to_node(self, node: MoveNode) -> None:
        """Show ``node``'s position, with the line through it on the board: ``game`` becomes the moves to
        ``node`` and on along its line to the end (the tree's first children).  A node of the line on the
        board is simply :meth:`go_to` its ply.  Listeners hear LINE (the node) when the line changed."""
        path = node.path()
        if path and path[0].parent is not self.tree.root or (not path and node is not self.tree.root):
            raise ValueError("the node is not in this game's move tree")
        line = self._line_end.path()
        if len(path) <= len(line) and (not path or line[len(path) - 1] is node):
            self.go_to(len(path))
            return
        self._put_line(node)

    def _put_line(self, node: MoveNode) -> None:
        """The line through ``node`` (on along its first children) on the board, ``node`` shown; LINE."""
        path = node.path()
        line = self._line_end.path()
        end = node.line_end()
        new_line = end.path()
        common = 0
        for a, b in zip(line, new_line, strict=False):
            if a is not b:
                break
            common += 1
        # the game goes back to where the lines part and on along the new one (not replayed from the start)
        self._keep_ending()
        game = replayed(self.game) if self.game.forced_outcome is not None else self.game
        while game.ply > common:
            game.pop()
        for n in new_line[common:]:
            game.push_int(n.move.to_int())  # type: ignore[union-attr]  # only the root has no move
        self.game = game = self._with_ending(end, game)
        self._line_end = end
        self._marks = {p: m for p, m in self._marks.items() if p <= common}
        self._outcome_told = game.is_over()
        self._serial += 1
        if len(path) < game.ply:
            v = game.copy()
            while v.ply > len(path):
                v.pop()
            self._view = v
        else:
            self._view = None
        self._sync_clock()
        self._notify(Change.LINE, node)

    # --- study edits (the tree's operations, with the board kept on a line of the tree) -------------------
    def _attached(self, node: MoveNode) -> bool:
        """``node`` is still in the tree (an undo or a delete may have taken it, or an ancestor, out)."""
        while node.parent is not None:
            if not any(c is node for c in node.parent.children):
                return False
            node = node.parent
        return node is self.tree.root

    def _after_tree_edit(self, node: MoveNode) -> None:
        """After a tree edit: when the line on the board lost moves, the line through the position shown (or,
        when that went too, the deepest position of the line still in the tree) goes on the board (LINE); else
        the board stays and listeners hear TREE (``node``: where the tree changed)."""
        if self._attached(self._line_end):
            self._notify(Change.TREE, node)
            return
        keep = self.tree.root
        for n in self._line_end.path():
            if not self._attached(n):
                break
            keep = n
        shown = self.shown_node
        self._put_line(shown if self._attached(shown) else keep)

    def set_comment(self, node: MoveNode, text: str, *, before: bool = False) -> None:
        """Write the comment after ``node``'s move (``before``: the one before it); undoable (:meth:`undo_edit`)."""
        self.tree.set_comment(node, text, before=before)
        self._notify(Change.TREE, node)

    def set_nags(self, node: MoveNode, nags: Sequence[int]) -> None:
        """Set ``node``'s NAGs (1 ``!``, 2 ``?``, 3 ``!!``, 4 ``??``, 5 ``!?``, 6 ``?!``, any other 0-255)."""
        self.tree.set_nags(node, nags)
        self._notify(Change.TREE, node)

    def add_variation(self, node: MoveNode, moves: Sequence[Move], comment: str = "") -> MoveNode | None:
        """Put ``moves`` (an engine's better line) in the tree from ``node`` as one undoable edit, its first new
        move commented with ``comment``; the board keeps its line.  The line's first node (None: no legal
        move); the same line again adds nothing (see :meth:`MoveTree.add_variation`)."""
        first = self.tree.add_variation(node, moves, comment)
        self._notify(Change.TREE, node)
        return first

    def promote(self, node: MoveNode, *, to_main_line: bool = True) -> None:
        """Make the line through ``node`` the main line (or raise its variation one step); the board keeps
        its line."""
        self.tree.promote(node, to_main_line=to_main_line)
        self._notify(Change.TREE, node)

    def delete(self, node: MoveNode) -> None:
        """Delete ``node`` and what follows it (a variation, or the rest of a line).  When the line on the
        board went through it, the board shows the position before it, on the line that now follows there."""
        if node.parent is None:
            raise ValueError("the start position cannot be deleted")
        parent = node.parent
        self.tree.delete(node)
        if self._attached(self._line_end):
            self._notify(Change.TREE, parent)
            return
        self._after_tree_edit(parent)

    def can_undo_edit(self) -> bool:
        return self.tree.can_undo()

    def can_redo_edit(self) -> bool:
        return self.tree.can_redo()

    def undo_edit(self) -> bool:
        """Take back the last edit of the tree (a move added as a variation, a promotion, a deletion, a
        comment, NAGs); False when there is none.  The board keeps its line where the tree still has it."""
        if not self.tree.undo():
            return False
        self._after_tree_edit(self.shown_node)
        return True

    def redo_edit(self) -> bool:
        if not self.tree.redo():
            return False
        self._after_tree_edit(self.shown_node)
        return True

    # --- clocks -------------------------------------------------------------------------------------------
    @property
    def timed(self) -> bool:
        """The game is played on a clock (at least one side has a time control)."""
        return self.clock.timed

    @property
    def clock_marks(self) -> ClockMarks:
        """The clocks at each position of the game (ply -> state), as far as they are known."""
        return self._marks

    @property
    def clock_paused(self) -> bool:
        """The person paused the clocks (Pause)."""
        return self._clock_paused

    def _set_clock(self, controls: tuple[TimeControl, TimeControl], marks: ClockMarks | None) -> None:
        marks = dict(marks or {})
        state = marks.get(self.game.ply)
        if state is None or state.controls != controls:
            state = ClockState.initial(controls)
            if controls[0].timed or controls[1].timed:
                marks = {p: m for p, m in marks.items() if p < self.game.ply} | {self.game.ply: state}
        self._marks = marks
        self.clock = Clock(controls, time_source=self.time_source, state=state)
        self.clock.start_turn(self.game.turn, running=False)

    def _clock_should_run(self) -> bool:
        return (self.clock.timed and not self._closed and self._view is None and not self._clock_paused
                and not self.game.is_over())

    def _sync_clock(self) -> None:
        if self._clock_should_run():
            self.clock.resume()
        else:
            self.clock.pause()

    def _clock_moved(self) -> None:
        """A move is on the board: the mover's clock is settled and the other side's starts."""
        if not self.clock.timed:
            return
        self._marks[self.game.ply] = self.clock.press()

    def _clock_back(self) -> None:
        """Moves were taken back: both clocks as they were at the position now on the board."""
        ply = self.game.ply
        self._marks = {p: m for p, m in self._marks.items() if p <= ply}
        state = self._marks.get(ply)
        if self.clock.timed:
            self.clock.restore(state if state is not None else self.clock.state(), self.game.turn)

    def clock_reading(self) -> tuple[SideTime, SideTime] | None:
        """Both clocks as the window shows them for the position on the board: the running clocks at the
        game's last position, the clocks of that position in review (or of a record's last position);
        None when there is nothing to show (untimed, no clocks recorded)."""
        if self._view is None and self.clock.timed:
            return self.clock.side(0), self.clock.side(1)
        state = self._marks.get(self.shown_game.ply)
        if state is None or not state.timed:
            return None
        return state.side(0), state.side(1)

    def clock_annotations(self) -> tuple[dict[str, str], dict[int, str]]:
        """What a record of the game says of its clocks: PGN tags for the controls (a timed game) and the
        ``[%clk]`` comment after each move whose clock is known."""
        g = self.game
        tags = record_clock_tags(self.clock.controls) if self.clock.timed else {}
        return tags, record_clock_comments(self._marks, g.side_to_move ^ (g.ply % 2), g.ply)

    def check_flag(self) -> Outcome | None:
        """End the game as a loss on time if the side to move's time has run out (docs/rules.md#loss-on-time);
        the outcome, or None when the game goes on.  The window calls it on a timer, a match around each
        move."""
        if self._view is not None or self.game.is_over() or not self.clock.timed:
            return None
        side = self.clock.flagged_side()
        if side is None or side != self.game.turn:
            return None
        return self.end_game(lambda g: g.forfeit_on_time(side))

    def can_pause_clock(self) -> bool:
        """Pause is allowed: a timed game going on at its last position, between people, or against an
        engine on the person's turn (an engine's clock is never stopped while it thinks)."""
        return (self.clock.timed and not self._clock_paused and self._view is None and not self.game.is_over()
                and self.players[self.game.side_to_move].is_human)

    def pause_clock(self) -> None:
        """Stop both clocks until :meth:`resume_clock` (no move can be made meanwhile)."""
        if not self.can_pause_clock():
            raise GameStateError("the clocks cannot be paused now")
        self.check_flag()
        if self.game.is_over():
            return
        self._clock_paused = True
        self._sync_clock()
        self._notify(Change.CLOCK, True)

    def resume_clock(self) -> None:
        if not self._clock_paused:
            return
        self._clock_paused = False
        self._sync_clock()
        self._notify(Change.CLOCK, False)


__all__ = ["UNTIMED_CONTROL", "Change", "GameDriver", "Listener", "ThinkRequest", "TimeControls", "Token", "replayed"]
