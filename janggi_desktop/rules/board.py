"""Board geometry: squares, pieces, sides and the move tables built once at import.

Squares are plain ints 0..89: ``square = (rank - 1) * 9 + file``, file 0 = a, rank 1 = Cho's back rank, so
a1 = 0, i1 = 8, e2 = 13, a10 = 81.  Pieces are small ints: the piece kind (1..7) plus 8 for Han, so the side
of a piece is ``piece >> 3`` and its kind ``piece & 7``; 0 is an empty point.  Every table below is indexed by
square and lists the destinations (with the points that may block them), so move generation is a handful of
list lookups with no bounds tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

FILES = "abcdefghi"
NUM_SQUARES = 90

CHO = 0
HAN = 1
SIDE_NAMES = ("cho", "han")

GENERAL = 1
GUARD = 2
ELEPHANT = 3
HORSE = 4
CHARIOT = 5
CANNON = 6
SOLDIER = 7
KINDS = (GENERAL, GUARD, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER)
KIND_NAMES = {GENERAL: "general", GUARD: "guard", ELEPHANT: "elephant", HORSE: "horse",
              CHARIOT: "chariot", CANNON: "cannon", SOLDIER: "soldier"}
#: FEN letters (Fairy-Stockfish's): uppercase for Cho, lowercase for Han.
KIND_LETTERS = {GENERAL: "K", GUARD: "A", ELEPHANT: "B", HORSE: "N", CHARIOT: "R", CANNON: "C", SOLDIER: "P"}
#: Points of each piece kind (docs/rules.md#points); Han adds the 1.5 deom.
KIND_POINTS = {GENERAL: 0, GUARD: 3, ELEPHANT: 3, HORSE: 5, CHARIOT: 13, CANNON: 7, SOLDIER: 2}
DEOM = 1.5


def make_piece(side: int, kind: int) -> int:
    return kind | (side << 3)


def side_of(piece: int) -> int:
    return piece >> 3


def kind_of(piece: int) -> int:
    return piece & 7


def square(file: int, rank: int) -> int:
    """Square of a 0-based file and a 1-based rank."""
    return (rank - 1) * 9 + file


def file_of(sq: int) -> int:
    return sq % 9


def rank_of(sq: int) -> int:
    """1-based rank (1..10)."""
    return sq // 9 + 1


SQUARE_NAMES = [f"{FILES[s % 9]}{s // 9 + 1}" for s in range(NUM_SQUARES)]
SQUARE_BY_NAME = {name: s for s, name in enumerate(SQUARE_NAMES)}


class SquareError(ValueError):
    """A square that is not an int in 0..89 (a1 = 0 ... i10 = 89)."""


def short_repr(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters with an ellipsis: error messages stay one short line
    whatever a caller passes in."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_square(sq: object) -> int:
    """``sq`` itself when it is a square (an int in 0..89, not a bool), else :class:`SquareError`.

    Negative ints are refused rather than wrapped around the end of the board list."""
    if type(sq) is not int:
        if isinstance(sq, bool) or not isinstance(sq, int):
            raise SquareError(f"a square is an int in 0..89, not {type(sq).__name__} {short_repr(sq)}")
        sq = int(sq)
    if not 0 <= sq < NUM_SQUARES:
        raise SquareError(f"square {sq} is off the board (0..89)")
    return sq


def square_name(sq: int) -> str:
    """UCI name of a square: 0 -> 'a1', 89 -> 'i10'."""
    return SQUARE_NAMES[check_square(sq)]


def _on_board(f: int, r: int) -> bool:
    return 0 <= f < 9 and 0 <= r < 10


def _sq(f: int, r: int) -> int:
    return r * 9 + f


# --- palaces -------------------------------------------------------------------------------------------
PALACE = (
    frozenset(_sq(f, r) for f in (3, 4, 5) for r in (0, 1, 2)),
    frozenset(_sq(f, r) for f in (3, 4, 5) for r in (7, 8, 9)),
)
PALACE_CENTRE = (_sq(4, 1), _sq(4, 8))
ALL_PALACE = PALACE[CHO] | PALACE[HAN]


def _diagonal_neighbours(sq: int) -> tuple[int, ...]:
    """Points joined to ``sq`` by a palace diagonal line (corner <-> centre)."""
    for side in (CHO, HAN):
        c = PALACE_CENTRE[side]
        if sq == c:
            return (c - 10, c - 8, c + 8, c + 10)  # the four corners: (-1, -1), (1, -1), (-1, 1), (1, 1)
        if sq in PALACE[side] and sq % 9 != 4 and sq // 9 in (0, 2, 7, 9):
            return (c,)
    return ()


#: DIAGONAL_NEIGHBOURS[sq]: the points joined to sq by a palace diagonal (none outside the palaces' corners
#: and centres).
DIAGONAL_NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    _diagonal_neighbours(s) if s in ALL_PALACE else () for s in range(NUM_SQUARES))

# Orthogonal directions as (file, rank) steps.
ORTHOGONAL = ((0, 1), (0, -1), (-1, 0), (1, 0))


def _rays(sq: int) -> list[tuple[int, ...]]:
    """Sliding lines from ``sq``: four orthogonal rays (in ORTHOGONAL's order) plus the palace diagonals it
    lies on."""
    f0 = sq % 9
    orthogonal = (range(sq + 9, NUM_SQUARES, 9), range(sq - 9, -1, -9),  # up and down the file
                  range(sq - 1, sq - f0 - 1, -1), range(sq + 1, sq - f0 + 9))  # along the rank, to a and to i
    rays = [tuple(ray) for ray in orthogonal if ray]
    for n in DIAGONAL_NEIGHBOURS[sq]:
        # corner -> centre -> opposite corner; centre -> corner
        rays.append((n, 2 * n - sq) if n in PALACE_CENTRE else (n,))
    return rays


RAYS: list[tuple[tuple[int, ...], ...]] = [tuple(_rays(s)) for s in range(NUM_SQUARES)]


def _palace_steps(sq: int) -> tuple[int, ...]:
    """One step along a palace line, staying in the same palace (general and guard)."""
    for side in (CHO, HAN):
        if sq in PALACE[side]:
            f0, r0 = sq % 9, sq // 9
            out = [_sq(f0 + df, r0 + dr) for df, dr in ORTHOGONAL
                   if _on_board(f0 + df, r0 + dr) and _sq(f0 + df, r0 + dr) in PALACE[side]]
            out += DIAGONAL_NEIGHBOURS[sq]
            return tuple(out)
    return ()


PALACE_STEPS: list[tuple[int, ...]] = [_palace_steps(s) for s in range(NUM_SQUARES)]


def _horse_moves(sq: int) -> tuple[tuple[int, int], ...]:
    f0, r0 = sq % 9, sq // 9
    out = []
    for df, dr in ORTHOGONAL:
        lf, lr = f0 + df, r0 + dr
        if not _on_board(lf, lr):
            continue
        for sf, sr in ((dr, df), (-dr, -df)):  # the two outward diagonals
            tf, tr = lf + df + sf, lr + dr + sr
            if _on_board(tf, tr):
                out.append((_sq(lf, lr), _sq(tf, tr)))
    return tuple(out)


def _elephant_moves(sq: int) -> tuple[tuple[int, int, int], ...]:
    f0, r0 = sq % 9, sq // 9
    out = []
    for df, dr in ORTHOGONAL:
        lf, lr = f0 + df, r0 + dr
        if not _on_board(lf, lr):
            continue
        for sf, sr in ((dr, df), (-dr, -df)):
            mf, mr = lf + df + sf, lr + dr + sr
            tf, tr = mf + df + sf, mr + dr + sr
            if _on_board(tf, tr):
                out.append((_sq(lf, lr), _sq(mf, mr), _sq(tf, tr)))
    return tuple(out)


HORSE_MOVES: list[tuple[tuple[int, int], ...]] = [_horse_moves(s) for s in range(NUM_SQUARES)]
ELEPHANT_MOVES: list[tuple[tuple[int, int, int], ...]] = [_elephant_moves(s) for s in range(NUM_SQUARES)]

def _attackers(moves: Sequence[Sequence[tuple[int, ...]]]) -> list[tuple[tuple[int, ...], ...]]:
    """The reverse of a move table, for attack tests: for each square, where an enemy piece must stand (and
    which points must be empty) to reach it, as (origin, blocking points...)."""
    table: list[list[tuple[int, ...]]] = [[] for _ in range(NUM_SQUARES)]
    for origin, leaps in enumerate(moves):
        for *between, target in leaps:
            table[target].append((origin, *between))
    return [tuple(entries) for entries in table]


HORSE_ATTACKERS: list[tuple[tuple[int, ...], ...]] = _attackers(HORSE_MOVES)
ELEPHANT_ATTACKERS: list[tuple[tuple[int, ...], ...]] = _attackers(ELEPHANT_MOVES)


def _soldier_moves(side: int, sq: int, palace_diagonals: bool) -> tuple[int, ...]:
    f0, r0 = sq % 9, sq // 9
    forward = sq + 9 if side == CHO else sq - 9
    # forward, sideways to the left and to the right: those that stay on the board
    out = [s for s, ok in ((forward, 0 <= forward < NUM_SQUARES), (sq - 1, f0 > 0), (sq + 1, f0 < 8)) if ok]
    if palace_diagonals and sq in PALACE[1 - side]:
        fwd = 1 if side == CHO else -1
        out += [n for n in DIAGONAL_NEIGHBOURS[sq] if (n // 9 - r0) * fwd > 0]
    return tuple(out)


#: SOLDIER_MOVES[palace_diagonals][side][square]
SOLDIER_MOVES: tuple[tuple[list[tuple[int, ...]], ...], ...] = tuple(
    tuple([_soldier_moves(side, s, diag) for s in range(NUM_SQUARES)] for side in (CHO, HAN))
    for diag in (False, True)
)


def _soldier_attackers(moves: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The reverse of one side's soldier moves: for each square, the points a soldier attacks it from."""
    table: list[list[int]] = [[] for _ in range(NUM_SQUARES)]
    for origin, targets in enumerate(moves):
        for target in targets:
            table[target].append(origin)
    return [tuple(origins) for origins in table]


#: SOLDIER_ATTACKERS[palace_diagonals][side][square]: where a soldier of ``side`` attacks ``square`` from.
SOLDIER_ATTACKERS: tuple[tuple[list[tuple[int, ...]], ...], ...] = tuple(
    tuple(_soldier_attackers(moves) for moves in by_side) for by_side in SOLDIER_MOVES)


def _attack_zone(sq: int) -> frozenset[int]:
    """Every point whose contents can decide whether ``sq`` is attacked: the whole of each line from it
    (chariots, cannons and their screens), where horses and elephants attack it from and the points that
    block them, where soldiers (of either side, with or without palace diagonals) attack it from."""
    zone = {t for ray in RAYS[sq] for t in ray}
    for table in (HORSE_ATTACKERS, ELEPHANT_ATTACKERS):
        zone.update(t for entry in table[sq] for t in entry)
    zone.update(o for by_side in SOLDIER_ATTACKERS for attackers in by_side for o in attackers[sq])
    return frozenset(zone)


#: ATTACK_ZONE[sq]: the points an attack on ``sq`` depends on (:func:`_attack_zone`).  A move that neither
#: leaves nor reaches one of them leaves ``sq`` exactly as attacked as it was.
ATTACK_ZONE: list[frozenset[int]] = [_attack_zone(s) for s in range(NUM_SQUARES)]


_NO_LINES: tuple[tuple[tuple[int, ...], ...], ...] = ((), (), ())


#: ATTACK_LINES[sq]: :func:`attack_lines` of ``sq`` once it has been asked for (None before: a general only
#: ever stands on the 18 palace points, so most squares never need it, and the program starts faster).
ATTACK_LINES: list[list[tuple[tuple[tuple[int, ...], ...], ...]] | None] = [None] * NUM_SQUARES


def attack_lines(sq: int) -> list[tuple[tuple[tuple[int, ...], ...], ...]]:
    """For each point, the ways a chariot, cannon, horse or elephant attacks ``sq`` whose outcome depends on
    that point: the lines from ``sq`` through it (:data:`RAYS`' entries), and the horse and elephant leaps to
    ``sq`` that start on it or pass over it (:data:`HORSE_ATTACKERS`' and :data:`ELEPHANT_ATTACKERS`'
    entries), as (rays, horse leaps, elephant leaps); one shared empty entry for the other points.

    Whether ``sq`` is attacked is decided by these lines and leaps and by the soldiers next to it, each on its
    own points: when ``sq`` was not attacked and a move changed only two points, only the lines and leaps
    through those two (and a soldier arriving) can attack it now (:meth:`Position.attacked_through
    <janggi_desktop.rules.position.Position.attacked_through>`).  Kept in :data:`ATTACK_LINES`."""
    lines = ATTACK_LINES[sq]
    if lines is not None:
        return lines
    found: dict[int, tuple[list, list, list]] = {}
    for i, entries in enumerate((RAYS[sq], HORSE_ATTACKERS[sq], ELEPHANT_ATTACKERS[sq])):
        for entry in entries:
            for point in entry:
                lists = found.get(point)
                if lists is None:
                    lists = found[point] = ([], [], [])
                lists[i].append(entry)
    lines = [_NO_LINES] * NUM_SQUARES
    for point, (rays, horses, elephants) in found.items():
        lines[point] = (tuple(rays), tuple(horses), tuple(elephants))
    ATTACK_LINES[sq] = lines
    return lines


# --- the piece value -------------------------------------------------------------------------------------
class Piece(NamedTuple):
    """A piece as the outside world sees it: ``side`` "cho" or "han", ``kind`` the FEN letter (uppercase) of
    "KABNRCP" (General, Guard, Elephant, Horse, Chariot, Cannon, Soldier).

    A tuple so ``side, kind = game.piece_at(sq)`` unpacks; :attr:`code` is the int the rules model works with
    (``kind | side << 3``), :meth:`from_code` the way back."""

    side: str
    kind: str

    @property
    def code(self) -> int:
        """The int piece code (kind 1..7 | side << 3) that :class:`~janggi_desktop.rules.Position` stores."""
        try:
            code = _CODE_BY_PIECE.get((self.side, self.kind))
        except TypeError:  # an unhashable side or kind
            code = None
        if code is None:
            raise ValueError(f"not a piece: side must be 'cho' or 'han' and kind one of 'KABNRCP', "
                             f"not {short_repr(self.side)}, {short_repr(self.kind)}")
        return code

    @classmethod
    def from_code(cls, code: int) -> Piece:
        """The piece of an int code such as ``Position.board[sq]`` (0, an empty point, is no piece)."""
        piece = PIECES[code] if type(code) is int and 0 <= code < 16 else None
        if piece is None:
            raise ValueError(f"not a piece code (kind 1..7 | side << 3): {short_repr(code)}")
        return piece


#: PIECES[code]: the piece of each int code (None for 0 and unused codes), built once so piece_at and the
#: captured list make no new objects; _CODE_BY_PIECE is the way back.
PIECES: tuple[Piece | None, ...] = tuple(
    Piece(SIDE_NAMES[c >> 3], KIND_LETTERS[c & 7]) if c & 7 else None for c in range(16))
_CODE_BY_PIECE: dict[tuple[str, str], int] = {(p[0], p[1]): c for c, p in enumerate(PIECES) if p is not None}
