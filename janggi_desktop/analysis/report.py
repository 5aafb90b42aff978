"""A game's analysis: every position evaluated by an engine player, and every move judged from that.

:class:`GameAnalysis` holds, for each position of a game (the start and after each move), an
:class:`~.evaluation.Evaluation` from Cho's point of view and the engine's best line there.  The judgement
of a move follows from the positions on either side of it (:meth:`GameAnalysis.report`): the drop in the
mover's winning chances and the mark it earns (see :mod:`.evaluation`), and the engine's line instead of
the move when the move was not the engine's choice.  A move the engine would have played itself is never
marked, whatever the evaluations say: two searches of neighbouring positions disagree by a little, and
that is not the player's fault.

:func:`analyse_games` fills analyses in: each position not yet evaluated is given to one of the players
(one thread per player, so two external engine processes use two cores), finished positions are scored
from their outcome without asking anyone, and setting ``stop`` ends the work within the players' own
stopping time, keeping every position finished so far — so a cancelled analysis can be resumed and an
interrupted batch keeps what it did.  Pure Python, no Qt: the window runs it in a worker thread, the
``analyse`` command in the terminal.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from janggi_desktop.play.players import Player, PlayerError, ThinkLimits
from janggi_desktop.rules import Game, Move

from .evaluation import Evaluation, Mark, mark_for


class AnalysisError(RuntimeError):
    """The engine could not analyse (it failed twice on the same position); the message is for the user."""


@dataclass
class PositionEval:
    """One position's evaluation (Cho's point of view), the engine's best line from it (empty for a
    finished game, or when the evaluation was read from a file), and the depth it was searched to."""

    evaluation: Evaluation
    line: list[Move] = field(default_factory=list)
    depth: int = 0


@dataclass(frozen=True)
class MoveReport:
    """What the analysis says of the ``ply``-th move (1: the game's first move) played by ``side``."""

    ply: int
    side: str
    move: Move
    before: Evaluation
    after: Evaluation
    #: How much the move lowered the mover's winning chances (in [-2, 2]; negative: it raised them).
    drop: float
    mark: Mark | None
    #: The engine's line instead of the move (empty when the move was the engine's choice or is unknown).
    better: list[Move]


class GameAnalysis:
    """The analysis of one game: its start, rule set and moves, and what is known of each position."""

    def __init__(self, start_fen: str, ruleset: str, moves: Sequence[Move], *, engine: str = "") -> None:
        self.start_fen = start_fen
        self.ruleset = ruleset
        self.moves: list[Move] = list(moves)
        #: Who analysed (an engine's name and its limits), for the record's Annotator tag.
        self.engine = engine
        self.positions: list[PositionEval | None] = [None] * (len(self.moves) + 1)
        #: Marks as a file gave them (None: computed from the evaluations).  A file's writer knew the best
        #: move of every position; its reader only the better lines of the marked moves.
        self.given_marks: dict[int, Mark] | None = None
        first = Game(ruleset, fen=start_fen)
        self._first_side = first.turn

    @classmethod
    def of_game(cls, game: Game, *, engine: str = "") -> GameAnalysis:
        """An empty analysis of ``game``'s moves (an ending outside the moves, e.g. resignation, plays no
        part: positions are judged on the board)."""
        return cls(game.start_fen, game.ruleset.name, game.moves, engine=engine)

    # --- the game ---------------------------------------------------------------------------------------------
    def side_to_move(self, ply: int) -> str:
        """Who is to move after ``ply`` moves."""
        if ply % 2 == 0:
            return self._first_side
        return "han" if self._first_side == "cho" else "cho"

    def game_at(self, ply: int) -> Game:
        """The game after ``ply`` moves, with its history (repetition rules need it)."""
        g = Game(self.ruleset, fen=self.start_fen)
        for move in self.moves[:ply]:
            g.push_int(move.to_int())
        return g

    def matches(self, game: Game) -> bool:
        """Whether this is an analysis of exactly ``game``'s moves from its start."""
        return (game.start_fen == self.start_fen and game.ruleset.name == self.ruleset
                and game.moves == self.moves)

    def fitted(self, game: Game) -> GameAnalysis:
        """The analysis of ``game``, keeping what this one knows of the positions they share (the user took
        moves back or played on: the common start of the two move lists)."""
        out = GameAnalysis.of_game(game, engine=self.engine)
        if game.start_fen != self.start_fen or game.ruleset.name != self.ruleset:
            return out
        same = 0
        for a, b in zip(self.moves, game.moves, strict=False):
            if a != b:
                break
            same += 1
        out.positions[:same + 1] = self.positions[:same + 1]
        if self.given_marks is not None:
            out.given_marks = {k: v for k, v in self.given_marks.items() if k <= same}
        return out

    # --- what is known ----------------------------------------------------------------------------------------
    def set(self, ply: int, position: PositionEval) -> None:
        self.positions[ply] = position

    @property
    def done(self) -> int:
        """Positions evaluated."""
        return sum(p is not None for p in self.positions)

    @property
    def total(self) -> int:
        return len(self.positions)

    @property
    def complete(self) -> bool:
        return all(p is not None for p in self.positions)

    @property
    def empty(self) -> bool:
        return all(p is None for p in self.positions)

    def evaluation(self, ply: int) -> Evaluation | None:
        p = self.positions[ply] if 0 <= ply < len(self.positions) else None
        return p.evaluation if p is not None else None

    def evaluations(self) -> list[Evaluation | None]:
        """Each position's evaluation (None: not analysed), from the start to the end: the graph."""
        return [p.evaluation if p is not None else None for p in self.positions]

    def report(self, ply: int) -> MoveReport | None:
        """The judgement of the ``ply``-th move (None when a position next to it is not analysed)."""
        if not 1 <= ply <= len(self.moves):
            return None
        before, after = self.positions[ply - 1], self.positions[ply]
        if before is None or after is None:
            return None
        side = self.side_to_move(ply - 1)
        move = self.moves[ply - 1]
        drop = before.evaluation.chance_for(side) - after.evaluation.chance_for(side)
        engine_choice = before.line[0] if before.line else None
        if self.given_marks is not None:
            mark = self.given_marks.get(ply)
        else:
            mark = None if engine_choice == move else mark_for(drop)
        better = list(before.line) if engine_choice is not None and engine_choice != move else []
        return MoveReport(ply, side, move, before.evaluation, after.evaluation, drop, mark, better)

    def reports(self) -> list[MoveReport]:
        return [r for r in (self.report(k) for k in range(1, len(self.moves) + 1)) if r is not None]

    def marks(self) -> dict[int, Mark]:
        """ply -> mark of every marked move."""
        return {r.ply: r.mark for r in self.reports() if r.mark is not None}

    def counts(self) -> dict[str, dict[Mark, int]]:
        """How many inaccuracies, mistakes and blunders each side made."""
        out = {side: {mark: 0 for mark in Mark} for side in ("cho", "han")}
        for r in self.reports():
            if r.mark is not None:
                out[r.side][r.mark] += 1
        return out

    def next_mistake(self, after_ply: int, *, least: Mark = Mark.INACCURACY, side: str | None = None,
                     backwards: bool = False) -> int | None:
        """The next marked move after ``after_ply`` (before it with ``backwards``) at least as bad as
        ``least``, by ``side`` if given; None when there is none."""
        marks = self.marks()
        plies = sorted(marks, reverse=backwards)
        for ply in plies:
            if (ply < after_ply if backwards else ply > after_ply) and marks[ply].severity >= least.severity:
                if side is None or self.side_to_move(ply - 1) == side:
                    return ply
        return None


# --- running the players ------------------------------------------------------------------------------------
PositionCallback = Callable[[int, int, PositionEval], None]


def evaluate_position(player: Player, game: Game, limits: ThinkLimits,
                      stop: threading.Event | None = None) -> PositionEval | None:
    """The evaluation of ``game``'s position by ``player`` (None when ``stop`` cut it short).  A finished
    game is scored from its outcome without asking the player."""
    outcome = game.outcome()
    if outcome is not None:
        return PositionEval(Evaluation.from_outcome(outcome))
    lines = player.analyse(game.copy(), limits, multipv=1, stop=stop)
    if stop is not None and stop.is_set():
        return None
    if not lines:
        return None
    best = lines[0]
    if best.score_cp is None and best.score_mate is None:  # the engine gave a move and no score
        return PositionEval(Evaluation(cp=0), list(best.pv), 0)
    return PositionEval(Evaluation.from_info(best, game.turn), list(best.pv), best.depth)


def analyse_games(analyses: Sequence[GameAnalysis], players: Sequence[Player], limits: ThinkLimits, *,
                  on_position: PositionCallback | None = None, stop: threading.Event | None = None) -> None:
    """Evaluate every position the ``analyses`` lack, sharing them among ``players`` (one thread each
    when there are several; the calling thread itself for one).

    ``on_position(analysis index, ply, position)`` is called (from a worker thread) after each one.  An
    engine that fails is given the position again once (an external engine is restarted), then
    :class:`AnalysisError` is raised.  ``stop`` ends the work early; what is done stays in the analyses.
    A KeyboardInterrupt in the calling thread stops the workers, waits for them, and propagates."""
    if not players:
        raise ValueError("an analysis needs at least one player")
    stop = stop or threading.Event()
    tasks: queue.Queue[tuple[int, int, Game]] = queue.Queue()
    for index, analysis in enumerate(analyses):
        g = Game(analysis.ruleset, fen=analysis.start_fen)
        for ply in range(len(analysis.moves) + 1):
            if analysis.positions[ply] is None:
                tasks.put((index, ply, g.copy()))
            if ply < len(analysis.moves):
                g.push_int(analysis.moves[ply].to_int())
    lock = threading.Lock()
    failures: list[str] = []

    def work(player: Player) -> None:
        while not stop.is_set():
            try:
                index, ply, game = tasks.get_nowait()
            except queue.Empty:
                return
            position = None
            for attempt in (1, 2):
                try:
                    position = evaluate_position(player, game, limits, stop)
                    break
                except PlayerError as e:
                    if stop.is_set():
                        return
                    if attempt == 2:
                        with lock:
                            failures.append(str(e))
                        stop.set()
                        return
            if position is None:
                continue
            with lock:
                analyses[index].set(ply, position)
            if on_position is not None:
                on_position(index, ply, position)

    if len(players) == 1:
        work(players[0])
    else:
        threads = [threading.Thread(target=work, args=(p,), name=f"janggi-analysis-{i}", daemon=True)
                   for i, p in enumerate(players)]
        for t in threads:
            t.start()
        try:
            while any(t.is_alive() for t in threads):
                for t in threads:
                    t.join(0.1)
        except KeyboardInterrupt:
            stop.set()
            for t in threads:
                t.join()
            raise
    if failures:
        raise AnalysisError(failures[0])


def analyse_game(analysis: GameAnalysis, player: Player, limits: ThinkLimits, *,
                 on_position: Callable[[int, PositionEval], None] | None = None,
                 stop: threading.Event | None = None) -> GameAnalysis:
    """Evaluate what ``analysis`` lacks with one player, in this thread (see :func:`analyse_games`)."""
    callback = None if on_position is None else (lambda _i, ply, pos: on_position(ply, pos))
    analyse_games([analysis], [player], limits, on_position=callback, stop=stop)
    return analysis


__all__ = ["AnalysisError", "GameAnalysis", "MoveReport", "PositionCallback", "PositionEval", "analyse_game",
           "analyse_games", "evaluate_position"]
