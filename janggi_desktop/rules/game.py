"""A game: a start position, the moves played, and the rule set's verdict on them.

``Game`` is the public face of the rules model: the board view asks it for legal moves, the engine copies it
and searches with its :class:`~janggi_desktop.rules.position.Position`, records replay through it.  What
depends on history — bikjang, passes, repetition, perpetual check, the shuttle rule, ply limits — lives
here; what depends only on the placement lives in ``Position``.  The game-end tests follow Fairy-Stockfish's
order: immediate ends (bikjang answered by a pass, two passes), then checkmate, then the ply limit and
repetition.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from .board import (
    CHO,
    HAN,
    PIECES,
    SIDE_NAMES,
    SQUARE_NAMES,
    Piece,
    check_square,
    short_repr,
)
from .errors import TemplatedError
from .notation import (
    DEFAULT_ARRANGEMENT,
    FenError,
    MoveTextError,
    format_fen,
    normalize_arrangement,
    parse_fen,
    parse_uci,
    start_fen,
)
from .outcome import Outcome, Termination
from .position import Position
from .repetition import repetition_verdict
from .ruleset import RuleSet, get_ruleset

#: Deepest ``perft`` accepted: far beyond what finishes in a lifetime, well inside Python's recursion limit.
MAX_PERFT_DEPTH = 20


class IllegalMoveError(TemplatedError):
    """A move that is not legal in the current position (or any move once the game is over); the message is a
    template with its values, so that a window can say it in its language (ui/record_faults.py)."""


class GameStateError(ValueError):
    """An action the rules do not allow now (accepting a draw with no bikjang pending, ...)."""


class PerftDepthError(ValueError):
    """A perft depth that is not an int in 0..MAX_PERFT_DEPTH."""


class PerftStopped(Exception):
    """A perft count abandoned because its ``should_stop`` said so (not an error: a request)."""


class Move(NamedTuple):
    """A move as two squares; a pass is the mover's general's square twice.  ``str(move)`` is UCI text."""

    from_square: int
    to_square: int

    def __str__(self) -> str:
        return SQUARE_NAMES[self.from_square] + SQUARE_NAMES[self.to_square]

    @property
    def uci(self) -> str:
        return str(self)

    @property
    def is_pass(self) -> bool:
        return self.from_square == self.to_square

    @classmethod
    def from_uci(cls, text: str) -> Move:
        return cls(*parse_uci(text))

    @classmethod
    def from_int(cls, m: int) -> Move:
        """The move of an int ``(from << 7) | to`` (the form :meth:`Game.legal_ints` lists)."""
        if type(m) is not int or m < 0 or m >> 7 >= 90 or m & 127 >= 90:
            raise IllegalMoveError("not a move int (from << 7 | to, squares 0..89): {value}", value=short_repr(m))
        return cls(m >> 7, m & 127)

    def to_int(self) -> int:
        return (self.from_square << 7) | self.to_square


class Game:
    """A Janggi game under one rule set.  See the module docstring and docs/rules.md#game-end.

    Besides the move-object API (``legal_moves``, ``push``, ``pop``, ``outcome``), a small int API serves the
    hot paths of the engine and the records: :meth:`legal_ints`, :meth:`push_int`, :meth:`rule_move_ints`,
    :attr:`key_history` and :attr:`check_history`; moves are then ints ``(from << 7) | to``.
    """

    def __init__(self, ruleset: str | RuleSet | None = None, cho: str = DEFAULT_ARRANGEMENT,
                 han: str = DEFAULT_ARRANGEMENT, *, fen: str | None = None) -> None:
        self.ruleset: RuleSet = get_ruleset(ruleset)
        if fen is None:
            cho = normalize_arrangement(cho)
            han = normalize_arrangement(han)
            if not self.ruleset.choose_arrangement and (cho, han) != (DEFAULT_ARRANGEMENT, DEFAULT_ARRANGEMENT):
                raise GameStateError(
                    f"the {self.ruleset.name} rule set has a fixed arrangement ({DEFAULT_ARRANGEMENT})")
            fen = start_fen(cho, han)
        parsed = parse_fen(fen)
        self.position = Position(parsed.board, parsed.side, cannon_slides=self.ruleset.cannon_slides,
                                 soldier_diagonals=self.ruleset.soldier_palace_diagonals)
        if self.position.in_check(parsed.side ^ 1):
            raise FenError("in this FEN the side not to move ({side}) is in check",
                           side=SIDE_NAMES[parsed.side ^ 1].capitalize())
        self.start_fen = format_fen(parsed.board, parsed.side, parsed.halfmove, parsed.fullmove)
        self._start_side = parsed.side
        self._start_fullmove = parsed.fullmove
        self._moves: list[int] = []
        self._captured: list[int] = []
        self._keys: list[int] = [self.position.key]
        self._checks: list[bool] = [self.position.in_check()]
        self._facing: list[bool] = [self.position.generals_facing()]
        self._rule50: list[int] = [parsed.halfmove]
        self._forced: Outcome | None = None  # resignation, time forfeit or an agreed draw
        self._cache_ply = -1
        self._cache_legal: list[int] = []
        self._cache_outcome: Outcome | None = None
        self._open_ply = -1  # the ply at which the game is known to go on if a rule move exists (is_legal_int)
        self._open_move = -1  # and a move known legal there (a move read, then pushed, is tested once)

    @classmethod
    def from_fen(cls, fen: str, ruleset: str | RuleSet | None = None) -> Game:
        return cls(ruleset, fen=fen)

    def copy(self) -> Game:
        """An independent game with the same start and moves (for a worker thread or an engine)."""
        g = Game(self.ruleset, fen=self.start_fen)
        for m in self._moves:
            g.push_int(m)
        g._forced = self._forced
        return g

    # --- state ------------------------------------------------------------------------------------------
    @property
    def turn(self) -> str:
        return SIDE_NAMES[self.position.side]

    @property
    def side_to_move(self) -> int:
        return self.position.side

    @property
    def ply(self) -> int:
        """Moves played since the start position."""
        return len(self._moves)

    @property
    def total_ply(self) -> int:
        """Plies since the very start of the game, counting those before a FEN start."""
        return 2 * (self._start_fullmove - 1) + self._start_side + len(self._moves)

    @property
    def halfmove_clock(self) -> int:
        return self._rule50[-1]

    @property
    def fullmove_number(self) -> int:
        return self._start_fullmove + (self._start_side + len(self._moves)) // 2

    @property
    def moves(self) -> list[Move]:
        return [Move(m >> 7, m & 127) for m in self._moves]  # valid ints: no from_int check needed

    @property
    def last_move(self) -> Move | None:
        """The move that led to the current position (a pass included), or None at the start."""
        if not self._moves:
            return None
        m = self._moves[-1]
        return Move(m >> 7, m & 127)

    @property
    def captured(self) -> list[Piece | None]:
        """The piece each move captured, one entry per move (None when it captured nothing)."""
        return [PIECES[c] for c in self._captured]

    @property
    def key_history(self) -> tuple[int, ...]:
        """The Zobrist key (:attr:`Position.key`) of every position from the start: index = ply, so the
        last entry is the current position's.  Repetition is decided on these."""
        return tuple(self._keys)

    @property
    def check_history(self) -> tuple[bool, ...]:
        """Whether the side to move was in check in every position from the start (index = ply)."""
        return tuple(self._checks)

    def piece_at(self, sq: int) -> Piece | None:
        """The :class:`Piece` on square ``sq`` (0..89), or None for an empty point.

        Raises :class:`SquareError` for anything but an int in 0..89 (a negative square does not wrap)."""
        return PIECES[self.position.board[check_square(sq)]]

    def fen(self) -> str:
        return format_fen(self.position.board, self.position.side, self._rule50[-1], self.fullmove_number)

    def in_check(self) -> bool:
        return self._checks[-1]

    def is_bikjang(self) -> bool:
        """The two generals face each other on an open file."""
        return self._facing[-1]

    def bikjang_pending(self) -> bool:
        """The side to move faces a bikjang the rule set makes it answer (break it, pass or accept)."""
        return self.ruleset.bikjang != "none" and self._facing[-1] and self.outcome() is None

    def points(self) -> tuple[float, float]:
        return self.position.points()

    def can_pass(self) -> bool:
        g = self.position.generals[self.position.side]
        return self.is_legal_int((g << 7) | g)

    def pass_ends_game(self) -> bool:
        """Passing now ends the game (a pass in bikjang, or a second pass in a row, where the rule set says
        so); the UI words its Pass button accordingly."""
        if not self.can_pass():
            return False
        self.push_int(self.pass_move().to_int())
        try:
            return self._immediate_end() is not None
        finally:
            self.pop()

    def pass_move(self) -> Move:
        g = self.position.generals[self.position.side]
        return Move(g, g)

    # --- moves ------------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return [Move(m >> 7, m & 127) for m in self.legal_ints()]

    def is_legal(self, move: Move | str) -> bool:
        try:
            m = self._to_int(move)
        except ValueError:
            return False
        return self.is_legal_int(m)

    def push(self, move: Move | str) -> None:
        m = self._to_int(move)
        if not self.is_legal_int(m):
            out = self.outcome()
            if out is not None:
                raise IllegalMoveError("the game is over ({outcome}); no move can be played", outcome=out)
            raise IllegalMoveError("{text} is not a legal move for {side} in {fen}",
                                   text=SQUARE_NAMES[m >> 7] + SQUARE_NAMES[m & 127], side=self.turn, fen=self.fen())
        self.push_int(m)

    def push_uci(self, text: str) -> Move:
        """Play UCI move text; malformed or illegal text raises IllegalMoveError saying which."""
        m = self._to_int(text)
        self.push(Move(m >> 7, m & 127))
        return Move(m >> 7, m & 127)

    def pop(self) -> Move:
        """Take back the last move (and any resignation, time forfeit or agreed draw)."""
        if self._forced is not None:
            self._forced = None
            self._cache_ply = -1
            self._open_ply = -1
        if not self._moves:
            raise GameStateError("no move to take back")
        m = self._moves.pop()
        cap = self._captured.pop()
        self.position.unmake(m, cap)
        self._keys.pop()
        self._checks.pop()
        self._facing.pop()
        self._rule50.pop()
        self._cache_ply = -1
        self._open_ply = -1
        return Move(m >> 7, m & 127)

    def _to_int(self, move: Move | str | int) -> int:
        if isinstance(move, str):
            try:
                move = Move.from_uci(move)
            except MoveTextError as e:
                raise IllegalMoveError("{reason}", reason=e) from None
        if type(move) is Move:
            fr, to = move
            if type(fr) is int and type(to) is int and 0 <= fr < 90 and 0 <= to < 90:
                return (fr << 7) | to
        if isinstance(move, tuple) and len(move) == 2 and all(type(x) is int for x in move):
            if not all(0 <= x < 90 for x in move):
                raise IllegalMoveError("move squares {squares} are off the board (0..89)", squares=tuple(move))
            return (move[0] << 7) | move[1]
        raise IllegalMoveError("not a move: {value}", value=short_repr(move))

    def push_int(self, m: int) -> None:
        """Play the int move ``m`` without any legality test: the trusted push of hot paths (the engine's
        root, replaying records).  Only for moves taken from :meth:`legal_ints` or :meth:`rule_move_ints` of
        this very position; anything else corrupts the game.  Use :meth:`push` otherwise."""
        pos = self.position
        cap = pos.make(m)
        moves = self._moves
        fr = m >> 7
        to = m & 127
        if fr != to and (not moves or moves[-1] >> 7 != moves[-1] & 127):
            # The general now to move was not attacked before this move: the start position's FEN was
            # refused otherwise, and the move before this one was a legal move (not a pass: a bikjang pass
            # may be made in check), which never leaves its own general attacked.  So only the lines
            # through this move's two points can attack it now.
            them = pos.side
            check = pos.attacked_through(pos.generals[them], them ^ 1, fr, to)
        else:
            check = pos.in_check()
        moves.append(m)
        self._captured.append(cap)
        self._keys.append(pos.key)
        self._checks.append(check)
        self._facing.append(pos.generals_facing())
        self._rule50.append(0 if cap else self._rule50[-1] + 1)
        self._cache_ply = -1
        self._open_ply = -1

    # --- rules ------------------------------------------------------------------------------------------
    def is_legal_int(self, m: int, pseudo: bool = False) -> bool:
        """``m in self.legal_ints()``, decided without generating every move: :meth:`is_rule_move`, then the
        game-end rules, which need to know only that a move exists (this one).  What the hot paths that
        read a move and play it use (records replay, push).

        ``pseudo``: ``m`` was taken from the position's own :meth:`Position.moves_to
        <janggi_desktop.rules.Position.moves_to>` (a move read from a record), so the piece's movement is
        not checked twice (see :meth:`Position.is_legal <janggi_desktop.rules.Position.is_legal>`)."""
        n = len(self._moves)
        if self._cache_ply == n:
            return m in self._cache_legal
        if self._open_ply == n and m == self._open_move:
            return True
        if self._forced is not None or not self.is_rule_move(m, pseudo):
            return False
        if self._open_ply != n:
            if self._ending(True) is not None:
                return False
            self._open_ply = n
        self._open_move = m
        return True

    def is_rule_move(self, m: int, pseudo: bool = False) -> bool:
        """``m in self.rule_move_ints()`` for the int move ``m``, decided for this one move
        (:meth:`Position.is_legal <janggi_desktop.rules.Position.is_legal>`, then the bikjang rule);
        ``pseudo`` as for :meth:`is_legal_int`."""
        pos = self.position
        rs = self.ruleset
        if rs.bikjang == "none" or not self._facing[-1]:
            return pos.is_legal(m, self._checks[-1], pseudo)
        fr = m >> 7
        if fr == m & 127:  # in bikjang a pass is a rule move only where passing answers it (always, even in check)
            return rs.bikjang == "pass" and fr == pos.generals[pos.side]
        if not pos.is_legal(m, self._checks[-1], pseudo):
            return False
        cap = pos.make(m)
        broken = not pos.generals_facing()
        pos.unmake(m, cap)
        return broken

    def legal_ints(self) -> list[int]:
        """The legal moves as ints ``(from << 7) | to`` (a pass is the general's square twice); empty once
        the game is over.  This is the game's cached list, returned as it is for speed: callers must not
        mutate it (copy it with ``list(...)`` to keep or change it)."""
        self._evaluate()
        return self._cache_legal

    def outcome(self) -> Outcome | None:
        self._evaluate()
        return self._cache_outcome

    def is_over(self) -> bool:
        return self.outcome() is not None

    def outcome_after(self, move: Move | str | int) -> Outcome | None:
        """The outcome that playing the legal ``move`` would bring (None: the game would go on).  The game
        is left as it was.  Raises :class:`IllegalMoveError` when ``move`` is not legal here."""
        m = move if type(move) is int else self._to_int(move)
        if m not in self.legal_ints():
            raise IllegalMoveError("{text} is not a legal move for {side} in {fen}", text=short_repr(move),
                                   side=self.turn, fen=self.fen())
        cache = self._cache_ply, self._cache_legal, self._cache_outcome  # this position's, still valid after
        self.push_int(m)
        try:
            return self.outcome()
        finally:
            self.pop()
            self._cache_ply, self._cache_legal, self._cache_outcome = cache

    @property
    def forced_outcome(self) -> Outcome | None:
        """The outcome set outside the move list (a resignation, a time forfeit, an agreed draw), or None.
        :meth:`pop` takes it back first."""
        return self._forced

    def _evaluate(self) -> None:
        n = len(self._moves)
        if self._cache_ply == n:
            return
        self._cache_ply = n
        outcome = self._forced
        legal: list[int] = []
        if outcome is None:
            legal = self.rule_move_ints()
            outcome = self._ending(bool(legal))
        self._cache_outcome = outcome
        self._cache_legal = [] if outcome is not None else legal

    def rule_move_ints(self) -> list[int]:
        """The int moves the rule set allows here, the game-end rules aside (Fairy-Stockfish's ``legal()``
        level): the legal moves with the bikjang rule applied, even when the game is over by a count (ply
        limit, repetition).  A new list on every call."""
        pos = self.position
        rs = self.ruleset
        if rs.bikjang == "none" or not self._facing[-1]:
            return pos.legal_moves()
        breaking = []
        for m in pos.legal_moves(with_pass=False):
            cap = pos.make(m)
            if not pos.generals_facing():
                breaking.append(m)
            pos.unmake(m, cap)
        if rs.bikjang == "pass":  # Fairy-Stockfish: passing is always allowed in bikjang, even in check
            g = pos.generals[pos.side]
            breaking.append((g << 7) | g)
        return breaking

    def _immediate_end(self) -> Outcome | None:
        """Ends that take effect as soon as the move is made: a bikjang answered by a pass (Fairy-Stockfish's
        bikjang rule) and two passes in a row, where the rule set says so."""
        rs = self.ruleset
        n = len(self._moves)
        if n == 0:
            return None
        if rs.bikjang == "pass" and self._facing[n] and self._facing[n - 1]:
            return self._result(rs.bikjang_result, Termination.BIKJANG, "bikjang was not broken")
        moves = self._moves
        if (rs.double_pass is not None and n > 1 and moves[-1] >> 7 == moves[-1] & 127
                and moves[-2] >> 7 == moves[-2] & 127):
            return self._result(rs.double_pass, Termination.DOUBLE_PASS, "both sides passed")
        return None

    def _result(self, result: str, termination: Termination, detail: str) -> Outcome:
        """A draw, or the decision on points, for a rule that ends the game with ``result``."""
        facing = self._facing[-1]
        if result == "points":
            cho, han = self.points()
            return Outcome("cho" if cho > han else "han", termination, (cho, han), detail + ", decided on points",
                           facing)
        return Outcome(None, termination, None, detail, facing)

    def _ending(self, has_move: bool) -> Outcome | None:
        """The game-end rules on the current position; ``has_move``: the rule set allows a move here."""
        rs = self.ruleset
        # 1. immediate ends
        immediate = self._immediate_end()
        if immediate is not None:
            return immediate
        # 2. no legal move: checkmate, or (standard) a bikjang nobody can break
        stm = self.position.side
        if not has_move:
            if rs.bikjang == "accept" and self._facing[-1] and not (
                    self._checks[-1] and not self.position.legal_moves(with_pass=False)):
                return Outcome(None, Termination.BIKJANG, None, "bikjang with no move that breaks it", True)
            return Outcome(SIDE_NAMES[stm ^ 1], Termination.CHECKMATE, None, "checkmate", self._facing[-1])
        # 3. ply limit
        if rs.ply_limit is not None:
            count = self._rule50[-1] if rs.ply_limit_counts == "no_capture" else self.total_ply
            if count >= rs.ply_limit:
                what = "plies without capture" if rs.ply_limit_counts == "no_capture" else "plies"
                return self._result(rs.ply_limit_result, Termination.PLY_LIMIT, f"{rs.ply_limit} {what}")
        # 4. repetition, perpetual check, shuttling
        if rs.repetition_count is not None or rs.shuttle_rule:
            return self._repetition()
        return None

    def _repetition(self) -> Outcome | None:
        """The repetition rules (:func:`~janggi_desktop.rules.repetition.repetition_verdict`) on this game's
        history, as an Outcome."""
        moves = self._moves
        n = len(moves)
        if n < 4 or self._rule50[n] < 4:  # fewer than 4 plies since a capture: nothing can repeat (the
            return None                   # verdict's own first test, without the call on every ply)
        pos = self.position
        verdict = repetition_verdict(self.ruleset, self._keys, self._checks, moves, self._captured,
                                     self._rule50[n], n, pos.side, pos.board[moves[-1] & 127])
        if verdict is None:
            return None
        termination, winner, result = verdict
        if result == "win":
            assert winner is not None
            loser = SIDE_NAMES[winner ^ 1]
            detail = (f"{loser} shuttled one piece back and forth" if termination is Termination.SHUTTLE
                      else f"{loser} gave perpetual check")
            return Outcome(SIDE_NAMES[winner], termination, None, detail, self._facing[-1])
        return self._result(result, termination, f"the position occurred {self.ruleset.repetition_count} times")

    # --- actions outside the move list ------------------------------------------------------------------
    def accept_bikjang_draw(self) -> Outcome:
        """Standard rule set: the side to move accepts the draw that a bikjang offers.  The outcome is an
        agreed draw (:attr:`Termination.AGREEMENT`) with ``in_bikjang`` set."""
        if self.ruleset.bikjang != "accept":
            raise GameStateError(f"the {self.ruleset.name} rule set has no bikjang draw to accept")
        if not self.bikjang_pending():
            raise GameStateError("no bikjang is pending for the side to move")
        self._forced = Outcome(None, Termination.AGREEMENT, None, "bikjang draw accepted", True)
        self._cache_ply = -1
        self._open_ply = -1
        return self._forced

    def resign(self, side: str | int) -> Outcome:
        """``side`` ("cho"/"han" or 0/1) resigns: the other side wins.  :meth:`pop` takes it back."""
        loser = self._side_index(side)
        self._forced = Outcome(SIDE_NAMES[loser ^ 1], Termination.RESIGNATION, None,
                               f"{SIDE_NAMES[loser]} resigned", self._facing[-1])
        self._cache_ply = -1
        self._open_ply = -1
        return self._forced

    def forfeit_on_time(self, side: str | int) -> Outcome:
        """``side``'s clock ran out: the other side wins (:attr:`Termination.TIME_FORFEIT`).  Like a
        resignation, :meth:`pop` takes it back and :attr:`forced_outcome` reports it."""
        loser = self._side_index(side)
        self._forced = Outcome(SIDE_NAMES[loser ^ 1], Termination.TIME_FORFEIT, None,
                               f"{SIDE_NAMES[loser]} ran out of time", self._facing[-1])
        self._cache_ply = -1
        self._open_ply = -1
        return self._forced

    def _side_index(self, side: str | int) -> int:
        """0/1 for a side named "cho"/"han" or given as 0/1, checking that the game is still on."""
        if isinstance(side, str) and side in SIDE_NAMES:
            index = SIDE_NAMES.index(side)
        elif type(side) is int and side in (CHO, HAN):
            index = side
        else:
            raise GameStateError(f"side must be 'cho' or 'han' (or 0, 1), not {short_repr(side)}")
        if self.outcome() is not None:
            raise GameStateError("the game is already over")
        return index

    # --- perft ------------------------------------------------------------------------------------------
    def perft(self, depth: int, *, should_stop: Callable[[], bool] | None = None) -> int:
        """Number of legal move sequences of ``depth`` plies, counted as Fairy-Stockfish's ``go perft``
        counts them: a line stops at checkmate and at the immediate ends (a bikjang answered by a pass, two
        passes), but not at the ends a rule set decides by counting (ply limit, repetition, shuttling),
        which Fairy-Stockfish leaves to the game's arbiter.  ``depth`` is an int in 0..MAX_PERFT_DEPTH.

        ``should_stop`` is asked at every node three or more plies from the leaves (a deep count can take
        hours); when it answers True the count is abandoned with :class:`PerftStopped`."""
        _check_perft_depth(depth)
        if depth == 0:
            return 1
        if self._forced is not None:
            return 0
        return self._perft(depth, should_stop)

    def _perft_moves(self) -> list[int]:
        return [] if self._immediate_end() is not None else self.rule_move_ints()

    def _perft(self, depth: int, should_stop: Callable[[], bool] | None) -> int:
        moves = self._perft_moves()
        if depth == 1:
            return len(moves)
        if should_stop is not None and depth >= 3 and should_stop():
            raise PerftStopped("perft stopped on request")
        total = 0
        for m in moves:
            self.push_int(m)
            try:
                total += self._perft(depth - 1, should_stop)
            finally:
                self.pop()
        return total

    def perft_divide(self, depth: int, *, should_stop: Callable[[], bool] | None = None,
                     on_move: Callable[[str, int], None] | None = None) -> dict[str, int]:
        """perft(depth - 1) after each legal move, by UCI text (``go perft``'s listing); empty for depth 0.
        ``depth`` is an int in 0..MAX_PERFT_DEPTH.  ``on_move(uci, count)`` hears each count as soon as it
        is known; ``should_stop`` as for :meth:`perft`."""
        _check_perft_depth(depth)
        out: dict[str, int] = {}
        if self._forced is not None or depth < 1:
            return out
        for m in self._perft_moves():
            if should_stop is not None and should_stop():
                raise PerftStopped(f"perft stopped on request after {len(out)} moves")
            self.push_int(m)
            try:
                n = self._perft(depth - 1, should_stop) if depth > 1 else 1
            finally:
                self.pop()
            uci = SQUARE_NAMES[m >> 7] + SQUARE_NAMES[m & 127]
            out[uci] = n
            if on_move is not None:
                on_move(uci, n)
        return out

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    def __repr__(self) -> str:
        return f"<Game {self.ruleset.name} {self.fen()!r}>"


def _check_perft_depth(depth: object) -> None:
    if type(depth) is not int or not 0 <= depth <= MAX_PERFT_DEPTH:
        raise PerftDepthError(f"perft depth must be an int in 0..{MAX_PERFT_DEPTH}, not {short_repr(depth)}")


__all__ = ["Game", "GameStateError", "IllegalMoveError", "MAX_PERFT_DEPTH", "Move", "Outcome",
           "PerftDepthError", "Termination"]
