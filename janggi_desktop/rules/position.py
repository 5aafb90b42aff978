"""The board position: placement, side to move, make/unmake, check detection and legal moves.

This is the hot path of perft and of the engine's search, so it works on plain ints: a move is
``(from << 7) | to`` (a pass is the general's square twice), the board is a list of 90 piece codes, and a
Zobrist key is updated incrementally.  Legality is decided without a make/test/unmake for most moves: the
points whose change could expose our general (the lines from it that hold an enemy chariot or cannon, the
legs of enemy horses and the eyes of enemy elephants aimed at it) are collected once per position, and
only moves touching them, general moves and moves while in check get the full test.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from .board import (
    ATTACK_LINES,
    ATTACK_ZONE,
    CANNON,
    CHARIOT,
    CHO,
    DEOM,
    ELEPHANT,
    ELEPHANT_ATTACKERS,
    ELEPHANT_MOVES,
    GENERAL,
    GUARD,
    HAN,
    HORSE,
    HORSE_ATTACKERS,
    HORSE_MOVES,
    KIND_POINTS,
    NUM_SQUARES,
    PALACE_STEPS,
    RAYS,
    SOLDIER,
    SOLDIER_ATTACKERS,
    SOLDIER_MOVES,
    attack_lines,
)

_rng = random.Random(0x4A616E676769)  # fixed seed: keys are stable across runs and processes
ZOBRIST: list[list[int]] = [[_rng.getrandbits(64) for _ in range(NUM_SQUARES)] for _ in range(16)]
for _s in range(NUM_SQUARES):
    ZOBRIST[0][_s] = 0
ZOBRIST_SIDE = _rng.getrandbits(64)


class Position:
    """A placement with a side to move.  ``cannon_slides`` and ``soldier_diagonals`` are rule-set knobs."""

    __slots__ = ("board", "side", "generals", "key", "cannon_slides", "soldier_diagonals",
                 "_soldier_moves", "_soldier_attackers")

    def __init__(self, board: list[int], side: int, *, cannon_slides: bool = False,
                 soldier_diagonals: bool = True) -> None:
        self.board = list(board)
        self.side = side
        self.cannon_slides = cannon_slides
        self.soldier_diagonals = soldier_diagonals
        self._soldier_moves = SOLDIER_MOVES[soldier_diagonals]
        self._soldier_attackers = SOLDIER_ATTACKERS[soldier_diagonals]
        generals = [-1, -1]
        key = 0
        for sq, p in enumerate(self.board):
            if p:
                key ^= ZOBRIST[p][sq]
                if p & 7 == GENERAL:
                    generals[p >> 3] = sq
        if side:
            key ^= ZOBRIST_SIDE
        self.generals = generals
        self.key = key

    def copy(self) -> Position:
        return Position(self.board, self.side, cannon_slides=self.cannon_slides,
                        soldier_diagonals=self.soldier_diagonals)

    # --- make / unmake ---------------------------------------------------------------------------------
    def make(self, m: int) -> int:
        """Play ``m`` (assumed legal) and return the captured piece (0 if none) for :meth:`unmake`."""
        fr = m >> 7
        to = m & 127
        key = self.key ^ ZOBRIST_SIDE
        if fr == to:
            self.side ^= 1
            self.key = key
            return 0
        b = self.board
        p = b[fr]
        cap = b[to]
        b[to] = p
        b[fr] = 0
        z = ZOBRIST[p]
        key ^= z[fr] ^ z[to]
        if cap:
            key ^= ZOBRIST[cap][to]
        if p & 7 == GENERAL:
            self.generals[p >> 3] = to
        self.key = key
        self.side ^= 1
        return cap

    def unmake(self, m: int, cap: int) -> None:
        fr = m >> 7
        to = m & 127
        self.side ^= 1
        key = self.key ^ ZOBRIST_SIDE
        if fr != to:
            b = self.board
            p = b[to]
            b[fr] = p
            b[to] = cap
            z = ZOBRIST[p]
            key ^= z[fr] ^ z[to]
            if cap:
                key ^= ZOBRIST[cap][to]
            if p & 7 == GENERAL:
                self.generals[p >> 3] = fr
        self.key = key

    # --- attacks ----------------------------------------------------------------------------------------
    def attacked(self, sq: int, by: int) -> bool:
        """Whether a piece of side ``by`` could capture on ``sq`` (generals and guards are not looked at:
        they never leave their palace, so they never reach the enemy general)."""
        b = self.board
        base = by << 3
        chariot = base | CHARIOT
        cannon = base | CANNON
        for ray in RAYS[sq]:
            screened = False
            for t in ray:
                p = b[t]
                if p:
                    if screened:
                        if p == cannon:
                            return True
                        break
                    if p == chariot:
                        return True
                    if p & 7 == CANNON:
                        break
                    screened = True
        horse = base | HORSE
        for o, leg in HORSE_ATTACKERS[sq]:
            if b[o] == horse and not b[leg]:
                return True
        elephant = base | ELEPHANT
        for o, b1, b2 in ELEPHANT_ATTACKERS[sq]:
            if b[o] == elephant and not b[b1] and not b[b2]:
                return True
        soldier = base | SOLDIER
        for o in self._soldier_attackers[by][sq]:
            if b[o] == soldier:
                return True
        return False

    def attacked_through(self, sq: int, by: int, fr: int, to: int) -> bool:
        """:meth:`attacked` for a point ``sq`` known not to be attacked by ``by`` before a move that changed
        only the points ``fr`` and ``to``: the lines and leaps to ``sq`` through those two points
        (:func:`~.board.attack_lines`) and a soldier on them are looked at, nothing else (the others are as
        they were: not attacking).  Wrong answers follow from a wrong premise, so only for that case."""
        b = self.board
        base = by << 3
        chariot = base | CHARIOT
        cannon = base | CANNON
        horse = base | HORSE
        elephant = base | ELEPHANT
        lines = ATTACK_LINES[sq] or attack_lines(sq)
        for point in (fr, to):
            rays, horses, elephants = lines[point]
            for ray in rays:
                screened = False
                for t in ray:
                    p = b[t]
                    if p:
                        if screened:
                            if p == cannon:
                                return True
                            break
                        if p == chariot:
                            return True
                        if p & 7 == CANNON:
                            break
                        screened = True
            for o, leg in horses:
                if b[o] == horse and not b[leg]:
                    return True
            for o, b1, b2 in elephants:
                if b[o] == elephant and not b[b1] and not b[b2]:
                    return True
            if b[point] == base | SOLDIER and point in self._soldier_attackers[by][sq]:
                return True
        return False

    def in_check(self, side: int | None = None) -> bool:
        if side is None:
            side = self.side
        return self.attacked(self.generals[side], side ^ 1)

    def generals_facing(self) -> bool:
        """Bikjang: both generals on one file with no piece between them."""
        g0, g1 = self.generals
        if g0 % 9 != g1 % 9:
            return False
        b = self.board
        for t in range(g0 + 9, g1, 9):
            if b[t]:
                return False
        return True

    def sensitive_squares(self, gsq: int) -> set[int]:
        """Points where a move of ours (not the general) could uncover an attack on our general at
        ``gsq``: the ray points up to the farthest enemy chariot or cannon on each line from it, the legs
        of enemy horses and the eyes of enemy elephants aimed at it.  A move of another piece that neither
        starts nor ends on one of them cannot leave our general attacked (when it is not in check now):
        :meth:`legal_moves` and the engine's search skip the full test for those."""
        b = self.board
        them = (self.side ^ 1) << 3
        chariot = them | CHARIOT
        cannon = them | CANNON
        out: set[int] = set()
        for ray in RAYS[gsq]:
            last = -1
            for i, t in enumerate(ray):
                p = b[t]
                if p == chariot or p == cannon:
                    last = i
            if last >= 0:
                out.update(ray[: last + 1])
        horse = them | HORSE
        for o, leg in HORSE_ATTACKERS[gsq]:
            if b[o] == horse:
                out.add(leg)
        elephant = them | ELEPHANT
        for o, b1, b2 in ELEPHANT_ATTACKERS[gsq]:
            if b[o] == elephant:
                out.add(b1)
                out.add(b2)
        return out

    # --- move generation --------------------------------------------------------------------------------
    def pseudo_moves(self, squares: Iterable[int] | None = None) -> list[int]:
        """Moves by the rules of movement, ignoring whether they leave our general in check; no pass.

        ``squares``: the points to move from (the engine passes the points of the side to move, which it
        keeps, instead of a scan of the board); the moves then come in the order of ``squares``."""
        b = self.board
        us = self.side
        out: list[int] = []
        ap = out.append
        slides = self.cannon_slides
        soldier_moves = self._soldier_moves[us]
        for fr in range(NUM_SQUARES) if squares is None else squares:
            p = b[fr]
            if not p or (p >> 3) != us:
                continue
            kind = p & 7
            base = fr << 7
            if kind == CHARIOT:
                for ray in RAYS[fr]:
                    for t in ray:
                        q = b[t]
                        if q:
                            if (q >> 3) != us:
                                ap(base | t)
                            break
                        ap(base | t)
            elif kind == HORSE:
                for leg, t in HORSE_MOVES[fr]:
                    if not b[leg]:
                        q = b[t]
                        if not q or (q >> 3) != us:
                            ap(base | t)
            elif kind == CANNON:
                for ray in RAYS[fr]:
                    screened = False
                    for t in ray:
                        q = b[t]
                        if not screened:
                            if q:
                                if q & 7 == CANNON:
                                    break
                                screened = True
                            elif slides:
                                ap(base | t)
                        elif q:
                            if (q >> 3) != us and q & 7 != CANNON:
                                ap(base | t)
                            break
                        elif not slides:
                            ap(base | t)
            elif kind == ELEPHANT:
                for b1, b2, t in ELEPHANT_MOVES[fr]:
                    if not b[b1] and not b[b2]:
                        q = b[t]
                        if not q or (q >> 3) != us:
                            ap(base | t)
            elif kind == SOLDIER:
                for t in soldier_moves[fr]:
                    q = b[t]
                    if not q or (q >> 3) != us:
                        ap(base | t)
            else:  # general, guard
                for t in PALACE_STEPS[fr]:
                    q = b[t]
                    if not q or (q >> 3) != us:
                        ap(base | t)
        return out

    def legal_moves(self, with_pass: bool = True) -> list[int]:
        """Moves that do not leave our general attacked, then the pass when we are not in check."""
        us = self.side
        them = us ^ 1
        gsq = self.generals[us]
        check = self.attacked(gsq, them)
        moves = self.pseudo_moves()
        if check:
            sensitive = None
        else:
            sensitive = self.sensitive_squares(gsq)
        out: list[int] = []
        ap = out.append
        b = self.board
        attacked = self.attacked
        through = self.attacked_through
        for m in moves:
            fr = m >> 7
            to = m & 127
            if sensitive is not None and fr != gsq and fr not in sensitive and to not in sensitive:
                ap(m)
                continue
            # full test: make, look, unmake (inlined for speed); when we are not in check and the general
            # stays, only the lines through the move's two points can have changed (attacked_through)
            p = b[fr]
            cap = b[to]
            b[to] = p
            b[fr] = 0
            if fr == gsq:
                if not attacked(to, them):
                    ap(m)
            elif check:
                if not attacked(gsq, them):
                    ap(m)
            elif not through(gsq, them, fr, to):
                ap(m)
            b[fr] = p
            b[to] = cap
        if with_pass and not check:
            ap((gsq << 7) | gsq)
        return out

    def moves_to(self, piece: int, to: int) -> list[int]:
        """The :meth:`pseudo_moves` of our pieces with code ``piece`` that go to ``to`` (none when ``piece``
        is not ours), in board order.

        What a move written as "which piece, where to" (SAN) can mean: found by looking back from ``to``
        along the lines and leaps a piece of that kind could come by (the move tables read backwards), not
        by generating moves; :meth:`is_legal` then tests each candidate."""
        us = self.side
        if piece >> 3 != us or not piece & 7:
            return []
        b = self.board
        q = b[to]
        if q and q >> 3 == us:
            return []
        kind = piece & 7
        base = to
        out: list[int] = []
        if kind == CHARIOT:
            for ray in RAYS[to]:
                for t in ray:
                    p = b[t]
                    if p:
                        if p == piece:
                            out.append(t << 7 | base)
                        break
        elif kind == HORSE:
            for o, leg in HORSE_ATTACKERS[to]:
                if b[o] == piece and not b[leg]:
                    out.append(o << 7 | base)
        elif kind == CANNON:
            if q & 7 == CANNON:
                return []
            slides = self.cannon_slides
            for ray in RAYS[to]:
                screen = False
                for t in ray:
                    p = b[t]
                    if not p:
                        continue
                    if not screen:
                        if p == piece and slides and not q:  # sliding to an empty point, no screen
                            out.append(t << 7 | base)
                            break
                        if p & 7 == CANNON:
                            break
                        screen = True
                    else:
                        if p == piece and (q or not slides):  # over the screen: a capture, or a move
                            out.append(t << 7 | base)
                        break
        elif kind == ELEPHANT:
            for o, b1, b2 in ELEPHANT_ATTACKERS[to]:
                if b[o] == piece and not b[b1] and not b[b2]:
                    out.append(o << 7 | base)
        elif kind == SOLDIER:
            for o in self._soldier_attackers[us][to]:
                if b[o] == piece:
                    out.append(o << 7 | base)
        else:  # general, guard: one step along the palace's lines, which go both ways
            for o in PALACE_STEPS[to]:
                if b[o] == piece:
                    out.append(o << 7 | base)
        if len(out) > 1:
            out.sort()
        return out

    def is_legal(self, m: int, in_check: bool | None = None, pseudo: bool = False) -> bool:
        """``m in self.legal_moves()``, decided for this one move: its piece's own moves, then whether our
        general is attacked after it (no other move is generated).  A pass is legal when the general is not
        in check.

        ``in_check``: whether our general is attacked now, when the caller knows it (a Game keeps it for
        every ply); then a move far from the general (neither leaving nor reaching a point of its
        ``ATTACK_ZONE``) is legal exactly when we are not in check, with no test.

        ``pseudo``: the caller took ``m`` from :meth:`moves_to` (or :meth:`pseudo_moves`) of this very
        position, so its piece's moves are not looked at again; only the general's safety is tested.  A
        move from anywhere else must not say so (it would be taken as movable)."""
        fr = m >> 7
        to = m & 127
        if not (0 <= fr < NUM_SQUARES and to < NUM_SQUARES):
            return False
        us = self.side
        them = us ^ 1
        gsq = self.generals[us]
        if fr == to:
            return fr == gsq and not (self.attacked(gsq, them) if in_check is None else in_check)
        if not pseudo and m not in self.moves_to(self.board[fr], to):
            return False
        through = False  # only the lines through the move's two points need a look (attacked_through)
        if in_check is not None and fr != gsq:
            zone = ATTACK_ZONE[gsq]
            if fr not in zone and to not in zone:
                return not in_check
            through = not in_check
        b = self.board
        p = b[fr]
        cap = b[to]
        b[to] = p
        b[fr] = 0
        try:
            if through:
                return not self.attacked_through(gsq, them, fr, to)
            return not self.attacked(to if fr == gsq else gsq, them)
        finally:
            b[fr] = p
            b[to] = cap

    def gives_check(self, m: int) -> bool:
        cap = self.make(m)
        try:
            return self.in_check()
        finally:
            self.unmake(m, cap)

    # --- points -----------------------------------------------------------------------------------------
    def points(self) -> tuple[float, float]:
        """Material points (13/7/5/3/3/2) of Cho and Han, Han with the 1.5 deom."""
        totals = [0.0, DEOM]
        for p in self.board:
            if p:
                totals[p >> 3] += KIND_POINTS[p & 7]
        return totals[CHO], totals[HAN]


__all__ = ["Position", "ZOBRIST", "ZOBRIST_SIDE", "CHO", "HAN", "GENERAL", "GUARD"]
