"""Static evaluation: material on the Janggi scale, piece-square tables, and a few cheap Janggi terms.

The search keeps material + piece-square score incrementally (one table lookup per changed square), so the
tables below are folded into one signed table ``PSQ[piece][square]`` (positive for Cho's pieces, negative
for Han's).  The leaf terms that depend on the whole army (general safety, the cannon's need for screens) are
computed from piece counts, which the search also keeps incrementally: no board scan at the leaves, because
in pure Python every loop over 90 points costs more than the knowledge it buys.

Tables are written from Cho's side with rank 1 (Cho's back rank) as the *last* row, the way a Cho player
sees the board; Han uses the same table mirrored top to bottom.
"""

from __future__ import annotations

from janggi_desktop.rules.board import (
    CANNON,
    CHARIOT,
    CHO,
    ELEPHANT,
    ELEPHANT_MOVES,
    GENERAL,
    GUARD,
    HAN,
    HORSE,
    HORSE_MOVES,
    KIND_POINTS,
    NUM_SQUARES,
    RAYS,
    SOLDIER,
)

#: Material in centi-points: the Janggi scale 13/7/5/3/3/2 times 100 (the general is never captured).
MATERIAL = {GENERAL: 0, CHARIOT: 1300, CANNON: 700, HORSE: 500, ELEPHANT: 300, GUARD: 300, SOLDIER: 200}
#: Values for move ordering (MVV-LVA); the general as an attacker counts as cheap (it rarely hangs).
ORDER_VALUE = [0, 0, 3, 3, 5, 13, 7, 2, 0, 0, 3, 3, 5, 13, 7, 2]

# Rows from Han's back rank (rank 10) down to Cho's back rank (rank 1), files a..i, Cho's point of view.
_SOLDIER = """
  0   0   0   0   0   0   0   0   0
 10  20  30  50  60  50  30  20  10
 20  30  45  60  70  60  45  30  20
 20  30  40  50  55  50  40  30  20
 10  20  25  30  35  30  25  20  10
  5   5  10  15  15  15  10   5   5
  0   0   5   0  10   0   5   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
"""
_CHARIOT = """
 10  10  10  20  25  20  10  10  10
 15  15  15  25  30  25  15  15  15
 10  10  10  20  30  20  10  10  10
 10  10  10  15  20  15  10  10  10
  5  10  10  15  15  15  10  10   5
  5  10  10  15  15  15  10  10   5
  0   5   5  10  10  10   5   5   0
  0   5   5  10  10  10   5   5   0
  0   0   0   5   5   5   0   0   0
 -5   0   0   5   5   5   0   0  -5
"""
_CANNON = """
  0   0   0  10  15  10   0   0   0
  0   0   0  10  20  10   0   0   0
  0   0   0   5  10   5   0   0   0
  0   0   0   5   5   5   0   0   0
  0   0   0   5   5   5   0   0   0
  0   0   0   5   5   5   0   0   0
  0   0   0   5   5   5   0   0   0
  5   5   5  10  10  10   5   5   5
  0   0   0   5  25   5   0   0   0
  0   0   0   0   5   0   0   0   0
"""
_HORSE = """
-10   0   0   5   5   5   0   0 -10
  0  10  15  20  20  20  15  10   0
  0  15  20  25  25  25  20  15   0
  0  10  20  25  25  25  20  10   0
 -5   5  15  20  20  20  15   5  -5
 -5   5  10  15  15  15  10   5  -5
-10   0  10  10  10  10  10   0 -10
-10   0   5   5   5   5   5   0 -10
-15 -10   0   0   0   0   0 -10 -15
-20 -15 -10 -10 -10 -10 -10 -15 -20
"""
_ELEPHANT = """
-10   0   0   0   0   0   0   0 -10
  0   0   5   5   5   5   5   0   0
  0   5  10  10  10  10  10   5   0
  0   5  10  10  10  10  10   5   0
 -5   0   5  10  10  10   5   0  -5
 -5   0   5  10  10  10   5   0  -5
-10   0   5   5  10   5   5   0 -10
-10   0   5   5   5   5   5   0 -10
-10  -5   0   5   0   5   0  -5 -10
-15 -10  -5  -5  -5  -5  -5 -10 -15
"""
_GUARD = """
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   5  10   5   0   0   0
  0   0   0  10   0  10   0   0   0
"""
# The general is safest in the palace centre or on the back rank, worst on the palace's front edge.
_GENERAL = """
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0   0   0   0   0   0   0
  0   0   0 -25 -20 -25   0   0   0
  0   0   0   0  20   0   0   0   0
  0   0   0   5  10   5   0   0   0
"""


def _parse(text: str) -> list[int]:
    rows = [[int(x) for x in line.split()] for line in text.strip().splitlines()]
    assert len(rows) == 10 and all(len(r) == 9 for r in rows)
    table = [0] * NUM_SQUARES
    for i, row in enumerate(rows):
        rank = 9 - i  # 0-based, rank index 0 = Cho's back rank
        for f, v in enumerate(row):
            table[rank * 9 + f] = v
    return table


PST = {
    SOLDIER: _parse(_SOLDIER), CHARIOT: _parse(_CHARIOT), CANNON: _parse(_CANNON), HORSE: _parse(_HORSE),
    ELEPHANT: _parse(_ELEPHANT), GUARD: _parse(_GUARD), GENERAL: _parse(_GENERAL),
}


def mirror(sq: int) -> int:
    """The square seen from the other side (rank flipped, file kept)."""
    return (9 - sq // 9) * 9 + sq % 9


#: PSQ[piece][square]: material + table, signed from Cho's point of view (piece 0 = empty = 0).
PSQ: list[list[int]] = [[0] * NUM_SQUARES for _ in range(16)]
for _kind, _table in PST.items():
    for _sq in range(NUM_SQUARES):
        PSQ[_kind | (CHO << 3)][_sq] = MATERIAL[_kind] + _table[_sq]
        PSQ[_kind | (HAN << 3)][_sq] = -(MATERIAL[_kind] + _table[mirror(_sq)])

#: Signed game points x2 (Cho positive), for the points results of the rule sets (Han adds 3 = 1.5 x 2).
POINTS2: list[int] = [0] * 16
for _kind, _pts in KIND_POINTS.items():
    POINTS2[_kind | (CHO << 3)] = 2 * _pts
    POINTS2[_kind | (HAN << 3)] = -2 * _pts


def board_score(board: list[int]) -> int:
    """Material + piece-square score of a placement, from Cho's point of view."""
    return sum(PSQ[p][sq] for sq, p in enumerate(board) if p)


def piece_counts(board: list[int]) -> list[int]:
    counts = [0] * 16
    for p in board:
        if p:
            counts[p] += 1
    return counts


def army_terms(counts: list[int]) -> int:
    """Whole-army terms from Cho's point of view, computed from piece counts only.

    * General safety: each missing guard costs more the more attackers (chariots, cannons, horses) the
      enemy still has, because the palace lines make a guardless general easy to mate.
    * Cannons need screens to jump: they are worth more with a crowded board, less as it empties.
    * A side with no attacking pieces (chariot, cannon, horse, soldier past the river is not tracked) cannot
      mate: its material advantage is damped elsewhere by the points rules, so nothing is added here.
    """
    total = sum(counts)
    cannon_adj = (total - 24) * 4
    score = (counts[CANNON] - counts[CANNON | 8]) * cannon_adj
    cho_attack = counts[CHARIOT] * 3 + counts[CANNON] * 2 + counts[HORSE]
    han_attack = counts[CHARIOT | 8] * 3 + counts[CANNON | 8] * 2 + counts[HORSE | 8]
    score -= (2 - counts[GUARD]) * han_attack * 8
    score += (2 - counts[GUARD | 8]) * cho_attack * 8
    return score


def evaluate_position(board: list[int], side: int) -> int:
    """Full static evaluation from the point of view of ``side`` (for tests and one-off use)."""
    v = board_score(board) + army_terms(piece_counts(board)) + mobility(board)
    return v if side == CHO else -v


# --- mobility ------------------------------------------------------------------------------------------
# Per reachable point: chariots and cannons are judged by their lines, horses and elephants by their
# unblocked legs (a horse hemmed in by its own pieces is the classic Janggi weakness).
MOB_CHARIOT = 4
MOB_CANNON = 4
MOB_HORSE = 10
MOB_ELEPHANT = 6


def mobility(board: list[int]) -> int:
    """Cho minus Han mobility score in centi-points (one pass over the board, tables only)."""
    score = 0
    for sq in range(NUM_SQUARES):
        p = board[sq]
        if not p:
            continue
        k = p & 7
        if k == CHARIOT:
            n = 0
            for ray in RAYS[sq]:
                for t in ray:
                    n += 1
                    if board[t]:
                        break
            v = n * MOB_CHARIOT
        elif k == HORSE:
            v = 0
            for leg, _t in HORSE_MOVES[sq]:
                if not board[leg]:
                    v += MOB_HORSE
        elif k == CANNON:
            n = 0
            for ray in RAYS[sq]:
                screened = False
                for t in ray:
                    q = board[t]
                    if not screened:
                        if q:
                            if q & 7 == CANNON:
                                break
                            screened = True
                    else:
                        if q:
                            if q & 7 != CANNON:
                                n += 1
                            break
                        n += 1
            v = n * MOB_CANNON
        elif k == ELEPHANT:
            v = 0
            for b1, b2, _t in ELEPHANT_MOVES[sq]:
                if not board[b1] and not board[b2]:
                    v += MOB_ELEPHANT
        else:
            continue
        if p & 8:
            score -= v
        else:
            score += v
    return score
