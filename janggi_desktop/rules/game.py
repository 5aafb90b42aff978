"""A game: a start position, the moves played, and the rule set's verdict on them.

``Game`` is the public face of the rules model: the board view asks it for legal moves, the engine copies it
and searches with its :class:`~janggi_desktop.rules.position.Position`, records replay through it.  What
depends on history — bikjang, passes, repetition, perpetual check, the shuttle rule, ply limits — lives
here; what depends only on the placement lives in ``Position``.  The game-end tests follow Fairy-Stockfish's
order: immediate ends (bikjang answered by a pass, two passes), then checkmate, then the ply limit and
repetition.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple

from .board import (
    CHO,
    GENERAL,
    GUARD,
    HAN,
    KIND_LETTERS,
    SIDE_NAMES,
    SQUARE_NAMES,
)
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
from .position import Position
from .ruleset import RuleSet, get_ruleset


class IllegalMoveError(ValueError):
    """A move that is not legal in the current position (or any move once the game is over)."""


class GameStateError(ValueError):
    """An action the rules do not allow now (accepting a draw with no bikjang pending, ...)."""


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
        return cls(m >> 7, m & 127)

    def to_int(self) -> int:
        return (self.from_square << 7) | self.to_square


class Termination(enum.Enum):
    CHECKMATE = "checkmate"
    RESIGNATION = "resignation"
    BIKJANG = "bikjang"
    DOUBLE_PASS = "double pass"
    REPETITION = "repetition"
    PERPETUAL_CHECK = "perpetual check"
    SHUTTLE = "shuttle"
    PLY_LIMIT = "ply limit"


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winner`` is "cho", "han" or None (a draw)."""

    winner: str | None
    termination: Termination
    #: (Cho, Han) totals when the result was decided on points, else None.
    points: tuple[float, float] | None = None
    #: A short explanation in English (the UI translates from ``termination``).
    detail: str = ""

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    @property
    def by_points(self) -> bool:
        return self.points is not None

    def result_text(self) -> str:
        """PGN-style result: Cho is White."""
        return {"cho": "1-0", "han": "0-1", None: "1/2-1/2"}[self.winner]

    def __str__(self) -> str:
        who = "draw" if self.winner is None else f"{self.winner} wins"
        s = f"{who} by {self.termination.value}"
        if self.points:
            s += f" (points: Cho {self.points[0]:g}, Han {self.points[1]:g})"
        return s


def _reverse(m: int) -> int:
    return ((m & 127) << 7) | (m >> 7)


class Game:
    """A Janggi game under one rule set.  See the module docstring and RULES.md."""

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
            raise FenError(f"in this FEN the side not to move ({SIDE_NAMES[parsed.side ^ 1]}) is in check")
        self.start_fen = format_fen(parsed.board, parsed.side, parsed.halfmove, parsed.fullmove)
        self._start_side = parsed.side
        self._start_fullmove = parsed.fullmove
        self._moves: list[int] = []
        self._captured: list[int] = []
        self._keys: list[int] = [self.position.key]
        self._checks: list[bool] = [self.position.in_check()]
        self._facing: list[bool] = [self.position.generals_facing()]
        self._rule50: list[int] = [parsed.halfmove]
        self._forced: Outcome | None = None  # resignation or an accepted draw
        self._cache_ply = -1
        self._cache_legal: list[int] = []
        self._cache_outcome: Outcome | None = None

    @classmethod
    def from_fen(cls, fen: str, ruleset: str | RuleSet | None = None) -> Game:
        return cls(ruleset, fen=fen)

    def copy(self) -> Game:
        """An independent game with the same start and moves (for a worker thread or an engine)."""
        g = Game(self.ruleset, fen=self.start_fen)
        for m in self._moves:
            g._push_int(m)
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
        return [Move.from_int(m) for m in self._moves]

    @property
    def captured(self) -> list[int]:
        """The piece code captured by each move (0 for none)."""
        return list(self._captured)

    def piece_at(self, sq: int) -> tuple[str, str] | None:
        """("cho"|"han", FEN letter in uppercase) of the piece on ``sq``, or None."""
        p = self.position.board[sq]
        if not p:
            return None
        return SIDE_NAMES[p >> 3], KIND_LETTERS[p & 7]

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
        return ((g << 7) | g) in self._legal_ints()

    def pass_ends_game(self) -> bool:
        """Passing now ends the game (a pass in bikjang, or a second pass in a row, where the rule set says
        so); the UI words its Pass button accordingly."""
        if not self.can_pass():
            return False
        self._push_int(self.pass_move().to_int())
        try:
            return self._immediate_end() is not None
        finally:
            self.pop()

    def pass_move(self) -> Move:
        g = self.position.generals[self.position.side]
        return Move(g, g)

    # --- moves ------------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return [Move(m >> 7, m & 127) for m in self._legal_ints()]

    def is_legal(self, move: Move | str) -> bool:
        try:
            m = self._to_int(move)
        except ValueError:
            return False
        return m in self._legal_ints()

    def push(self, move: Move | str) -> None:
        m = self._to_int(move)
        if m not in self._legal_ints():
            out = self.outcome()
            if out is not None:
                raise IllegalMoveError(f"the game is over ({out}); no move can be played")
            raise IllegalMoveError(f"{SQUARE_NAMES[m >> 7]}{SQUARE_NAMES[m & 127]} is not a legal move "
                                   f"for {self.turn} in {self.fen()}")
        self._push_int(m)

    def push_uci(self, text: str) -> Move:
        """Play UCI move text; malformed or illegal text raises IllegalMoveError saying which."""
        m = self._to_int(text)
        self.push(Move(m >> 7, m & 127))
        return Move(m >> 7, m & 127)

    def pop(self) -> Move:
        """Take back the last move (and any resignation or accepted draw)."""
        if self._forced is not None:
            self._forced = None
            self._cache_ply = -1
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
        return Move(m >> 7, m & 127)

    def _to_int(self, move: Move | str) -> int:
        if isinstance(move, str):
            try:
                move = Move.from_uci(move)
            except MoveTextError as e:
                raise IllegalMoveError(str(e)) from None
        if isinstance(move, tuple) and len(move) == 2 and all(type(x) is int for x in move):
            if not all(0 <= x < 90 for x in move):
                raise IllegalMoveError(f"move squares {tuple(move)} are off the board (0..89)")
            return (move[0] << 7) | move[1]
        raise IllegalMoveError(f"not a move: {move!r}")

    def push_int(self, m: int) -> None:  # TEMPORARY until the rules-api branch lands
        self._push_int(m)

    @property
    def forced_outcome(self) -> Outcome | None:  # TEMPORARY until the rules-api branch lands
        return self._forced

    def _push_int(self, m: int) -> None:
        pos = self.position
        cap = pos.make(m)
        self._moves.append(m)
        self._captured.append(cap)
        self._keys.append(pos.key)
        self._checks.append(pos.in_check())
        self._facing.append(pos.generals_facing())
        self._rule50.append(0 if cap else self._rule50[-1] + 1)
        self._cache_ply = -1

    # --- rules ------------------------------------------------------------------------------------------
    def _legal_ints(self) -> list[int]:
        self._evaluate()
        return self._cache_legal

    def outcome(self) -> Outcome | None:
        self._evaluate()
        return self._cache_outcome

    def is_over(self) -> bool:
        return self.outcome() is not None

    def _evaluate(self) -> None:
        n = len(self._moves)
        if self._cache_ply == n:
            return
        self._cache_ply = n
        outcome = self._forced
        legal: list[int] = []
        if outcome is None:
            legal = self._moves_by_rules()
            outcome = self._ending(legal)
        self._cache_outcome = outcome
        self._cache_legal = [] if outcome is not None else legal

    def _moves_by_rules(self) -> list[int]:
        """Legal moves with the bikjang rule of the rule set applied (not yet the game-end rules)."""
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
        if result == "points":
            cho, han = self.points()
            return Outcome("cho" if cho > han else "han", termination, (cho, han), detail + ", decided on points")
        return Outcome(None, termination, None, detail)

    def _ending(self, legal: list[int]) -> Outcome | None:
        rs = self.ruleset
        # 1. immediate ends
        immediate = self._immediate_end()
        if immediate is not None:
            return immediate
        # 2. no legal move: checkmate, or (standard) a bikjang nobody can break
        stm = self.position.side
        if not legal:
            if rs.bikjang == "accept" and self._facing[-1] and not (
                    self._checks[-1] and not self.position.legal_moves(with_pass=False)):
                return Outcome(None, Termination.BIKJANG, None, "bikjang with no move that breaks it")
            return Outcome(SIDE_NAMES[stm ^ 1], Termination.CHECKMATE, None, "checkmate")
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
        """Fairy-Stockfish's n-fold repetition test (with perpetual check and Janggi's move-repetition
        rule), over the plies since the last capture and since the start position."""
        rs = self.ruleset
        n = len(self._moves)
        end = min(self._rule50[n], n)
        if end < 4:
            return None
        keys, checks, moves, caps = self._keys, self._checks, self._moves, self._captured
        stm = self.position.side

        def move_into(k: int) -> int | None:  # the move that led to state k
            return moves[k - 1] if k >= 1 else None

        stp = n - 2
        count = 0
        perpetual_them = checks[n] and checks[stp]  # we have been checked on every move of the cycle
        perpetual_us = checks[n - 1] and checks[stp - 1]  # we have given check on every move of the cycle
        shuttle = 0
        last = moves[n - 1]
        if rs.shuttle_rule and last >> 7 != last & 127 and not checks[n - 1] and not checks[stp - 1]:
            piece = self.position.board[last & 127]
            if piece & 7 not in (GENERAL, GUARD):
                prev = move_into(stp)
                shuttle = 2 if prev == _reverse(last) else 1 if prev is not None and prev >> 7 == prev & 127 else 0
        nfold = rs.repetition_count
        i = 4
        while i <= end:
            if shuttle > 0:
                if i + 1 <= end and checks[stp - 3]:
                    shuttle = 0
                elif shuttle < 4:
                    ref = last if shuttle == 1 else move_into(stp)
                    if ref is not None and move_into(stp - 2) == _reverse(ref):
                        shuttle += 1
                    else:
                        shuttle = 0
                else:
                    earlier = move_into(stp - 2)
                    cur = move_into(stp)
                    if (earlier is not None and cur is not None and not (caps[stp - 3] if stp - 2 >= 1 else 0)
                            and cur >> 7 == earlier & 127):
                        return Outcome(SIDE_NAMES[stm], Termination.SHUTTLE, None,
                                       f"{SIDE_NAMES[stm ^ 1]} shuttled one piece back and forth")
                    shuttle = 0
            stp -= 2
            perpetual_them = perpetual_them and checks[stp]
            if nfold is not None and keys[stp] == keys[n]:
                count += 1
                if count + 1 == nfold:
                    if rs.perpetual_check_loses and (perpetual_them or perpetual_us):
                        if not perpetual_us:
                            return Outcome(SIDE_NAMES[stm], Termination.PERPETUAL_CHECK, None,
                                           f"{SIDE_NAMES[stm ^ 1]} gave perpetual check")
                        if not perpetual_them:
                            return Outcome(SIDE_NAMES[stm ^ 1], Termination.PERPETUAL_CHECK, None,
                                           f"{SIDE_NAMES[stm]} gave perpetual check")
                    return self._result(rs.repetition_result, Termination.REPETITION,
                                        f"the position occurred {nfold} times")
            if i + 1 <= end:
                perpetual_us = perpetual_us and checks[stp - 1]
            i += 2
        return None

    # --- actions outside the move list ------------------------------------------------------------------
    def accept_bikjang_draw(self) -> Outcome:
        """Standard rule set: the side to move accepts the draw that a bikjang offers."""
        if self.ruleset.bikjang != "accept":
            raise GameStateError(f"the {self.ruleset.name} rule set has no bikjang draw to accept")
        if not self.bikjang_pending():
            raise GameStateError("no bikjang is pending for the side to move")
        self._forced = Outcome(None, Termination.BIKJANG, None, "bikjang draw accepted")
        self._cache_ply = -1
        return self._forced

    def resign(self, side: str | int) -> Outcome:
        if isinstance(side, str):
            if side not in SIDE_NAMES:
                raise GameStateError(f"side must be 'cho' or 'han', not {side!r}")
            side = SIDE_NAMES.index(side)
        if side not in (CHO, HAN):
            raise GameStateError(f"side must be 'cho' or 'han', not {side!r}")
        if self.outcome() is not None:
            raise GameStateError("the game is already over")
        self._forced = Outcome(SIDE_NAMES[side ^ 1], Termination.RESIGNATION, None,
                               f"{SIDE_NAMES[side]} resigned")
        self._cache_ply = -1
        return self._forced

    # --- perft ------------------------------------------------------------------------------------------
    def perft(self, depth: int) -> int:
        """Number of legal move sequences of ``depth`` plies, counted as Fairy-Stockfish's ``go perft``
        counts them: a line stops at checkmate and at the immediate ends (a bikjang answered by a pass, two
        passes), but not at the ends a rule set decides by counting (ply limit, repetition, shuttling),
        which Fairy-Stockfish leaves to the game's arbiter."""
        if depth <= 0:
            return 1
        if self._forced is not None:
            return 0
        return self._perft(depth)

    def _perft_moves(self) -> list[int]:
        return [] if self._immediate_end() is not None else self._moves_by_rules()

    def _perft(self, depth: int) -> int:
        moves = self._perft_moves()
        if depth == 1:
            return len(moves)
        total = 0
        for m in moves:
            self._push_int(m)
            total += self._perft(depth - 1)
            self.pop()
        return total

    def perft_divide(self, depth: int) -> dict[str, int]:
        """perft(depth - 1) after each legal move, by UCI text (``go perft``'s listing)."""
        out = {}
        if self._forced is not None or depth < 1:
            return out
        for m in self._perft_moves():
            self._push_int(m)
            out[SQUARE_NAMES[m >> 7] + SQUARE_NAMES[m & 127]] = self._perft(depth - 1) if depth > 1 else 1
            self.pop()
        return out

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    def __repr__(self) -> str:
        return f"<Game {self.ruleset.name} {self.fen()!r}>"
