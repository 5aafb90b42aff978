"""Static evaluation: material by game phase, piece-square tables, mobility and general safety.

The numbers are data, not code: ``resources/engine/eval_weights.json`` (``resource_files.engine_dir``),
produced by the Texel tuner in ``tune/`` (its ``meta`` says from which games, with which seed and what error
it reached).  The form of the
evaluation is fixed here and mirrored term for term by ``tune/features.py``:

* ``PSQ[piece][square]``: material + piece-square table, signed from Cho's point of view (positive for Cho's
  pieces, negative for Han's).  The search keeps its sum incrementally, one lookup per changed square.
  Tables are symmetric left to right (files a-e are stored, f-i mirror them) and written from the owner's
  side, so Han uses Cho's table mirrored top to bottom.
* Whole-army terms from piece counts, which the search also keeps incrementally (no board scan): a piece's
  value changes with the phase (``phase`` centi-points per piece gone from the board: the cannon, which
  needs screens, loses value as the board empties), and each missing guard costs in proportion to the
  attackers the enemy still has (a guardless palace is easy to mate on its diagonals).
* Mobility: one pass over the board, only when the cheap terms land near the search window.
* ``tempo``: the side to move's bonus.

In pure Python every loop over 90 points costs more than most knowledge buys, so a term is here only if the
tuner's validation error and a match say it earns its cost.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from janggi_desktop.resource_files import engine_dir
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

WEIGHTS_PATH = engine_dir() / "eval_weights.json"
KIND_BY_NAME = {"general": GENERAL, "guard": GUARD, "elephant": ELEPHANT, "horse": HORSE, "chariot": CHARIOT,
                "cannon": CANNON, "soldier": SOLDIER}
#: Number of pieces on the board at the start (generals included); the phase counts pieces gone since.
FULL_BOARD = 32


def load_weights(path: Path | str = WEIGHTS_PATH) -> dict:
    """The evaluation weights as stored (see the module docstring for their meaning)."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)


WEIGHTS = load_weights()

#: Material in centi-points with a full board (the general is never captured).
MATERIAL = {KIND_BY_NAME[n]: int(v) for n, v in WEIGHTS["material"].items()}
#: Change of a piece's value per piece gone from the board (centi-points).
PHASE = {KIND_BY_NAME[n]: int(v) for n, v in WEIGHTS["phase"].items()}
#: Cost of each missing guard per enemy chariot, cannon and horse.
KS_CHARIOT = int(WEIGHTS["king_safety"]["chariot"])
KS_CANNON = int(WEIGHTS["king_safety"]["cannon"])
KS_HORSE = int(WEIGHTS["king_safety"]["horse"])
TEMPO = int(WEIGHTS["tempo"])
#: Values for move ordering (MVV-LVA); the general as an attacker counts as cheap (it rarely hangs).
ORDER_VALUE = [0, 0, 3, 3, 5, 13, 7, 2, 0, 0, 3, 3, 5, 13, 7, 2]


def _table(rows: list[list[int]]) -> list[int]:
    """A 90-point table from 10 rows of 5 (files a-e; f-i mirror them), the owner's far rank first."""
    if len(rows) != 10 or any(len(r) != 5 for r in rows):
        raise ValueError("a piece-square table has 10 rows of 5 values")
    table = [0] * NUM_SQUARES
    for i, row in enumerate(rows):
        rank = 9 - i  # 0-based, rank index 0 = the owner's back rank
        for f in range(9):
            table[rank * 9 + f] = int(row[min(f, 8 - f)])
    return table


PST = {KIND_BY_NAME[n]: _table(rows) for n, rows in WEIGHTS["pst"].items()}


def mirror(sq: int) -> int:
    """The square seen from the other side (rank flipped, file kept)."""
    return (9 - sq // 9) * 9 + sq % 9


#: PSQ[piece][square]: material + table, signed from Cho's point of view (piece 0 = empty = 0).
PSQ: list[list[int]] = [[0] * NUM_SQUARES for _ in range(16)]
for _kind, _pst in PST.items():
    for _point in range(NUM_SQUARES):
        PSQ[_kind | (CHO << 3)][_point] = MATERIAL[_kind] + _pst[_point]
        PSQ[_kind | (HAN << 3)][_point] = -(MATERIAL[_kind] + _pst[mirror(_point)])

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
    """Whole-army terms from Cho's point of view, from piece counts only (the search inlines the same sum).

    * Phase: each piece's value moves by ``PHASE[kind]`` per piece gone from the board.
    * General safety: each missing guard costs more the more attackers (chariots, cannons, horses) the
      enemy still has, because the palace lines make a guardless general easy to mate.
    """
    gone = FULL_BOARD - sum(counts)
    score = 0
    for kind, per in PHASE.items():
        if per:
            score += (counts[kind] - counts[kind | 8]) * per * gone
    cho_attack = counts[CHARIOT] * KS_CHARIOT + counts[CANNON] * KS_CANNON + counts[HORSE] * KS_HORSE
    han_attack = counts[CHARIOT | 8] * KS_CHARIOT + counts[CANNON | 8] * KS_CANNON + counts[HORSE | 8] * KS_HORSE
    score -= (2 - counts[GUARD]) * han_attack
    score += (2 - counts[GUARD | 8]) * cho_attack
    return score


def evaluate_position(board: list[int], side: int) -> int:
    """Full static evaluation from the point of view of ``side`` (for tests and one-off use)."""
    v = board_score(board) + army_terms(piece_counts(board)) + mobility(board)
    return (v if side == CHO else -v) + TEMPO


# --- mobility ------------------------------------------------------------------------------------------
# Per reachable point: chariots and cannons are judged by their lines, horses and elephants by their
# unblocked legs (a horse hemmed in by its own pieces is the classic Janggi weakness).
MOB_CHARIOT = int(WEIGHTS["mobility"]["chariot"])
MOB_CANNON = int(WEIGHTS["mobility"]["cannon"])
MOB_HORSE = int(WEIGHTS["mobility"]["horse"])
MOB_ELEPHANT = int(WEIGHTS["mobility"]["elephant"])


def mobility(board: list[int], squares: tuple[Iterable[int], Iterable[int]] | None = None) -> int:
    """Cho minus Han mobility score in centi-points (tables only).  ``squares``: the points of Cho's and of
    Han's pieces (the search keeps them), else found by a scan of the board."""
    if squares is None:
        cho: Iterable[int] = [sq for sq, p in enumerate(board) if p and not p & 8]
        han: Iterable[int] = [sq for sq, p in enumerate(board) if p & 8]
    else:
        cho, han = squares
    return side_mobility(board, cho) - side_mobility(board, han)


def side_mobility(board: list[int], squares: Iterable[int]) -> int:
    """The mobility score of the pieces on ``squares`` (all of one side)."""
    score = 0
    for sq in squares:
        k = board[sq] & 7
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
        score += v
    return score
