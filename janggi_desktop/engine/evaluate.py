"""Static evaluation: material by game phase, piece-square tables, mobility, threats and general safety.

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
* Mobility and threats, from one pass over the board (``placement_terms``), only when the cheap terms land
  near the search window: each side's reach, and its pieces attacked by cheaper enemy pieces.  The side to
  move pays a little for its piece at stake (it can usually save it) and much for a second one (a fork);
  the side not to move pays for its piece at stake as a capture the side to move has in hand.  Only cheaper
  attackers count: whether a piece is defended needs both sides' attack maps, which cost more than they
  earned in the tuning and the search oracle.
* ``tempo``: the side to move's bonus.

In pure Python every loop over 90 points costs more than most knowledge buys, so a term is here only if the
tuner's validation error and a match say it earns its cost.
"""

from __future__ import annotations

import json
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
    PALACE_STEPS,
    RAYS,
    SOLDIER,
    SOLDIER_MOVES,
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
#: Threats (centi-points per game point at stake, see ``placement_terms``): the side to move's largest and
#: second largest stake, and the largest of the side not to move.
_THREATS = WEIGHTS.get("threats", {})
THREAT_STM1 = int(_THREATS.get("stm1", 0))
THREAT_STM2 = int(_THREATS.get("stm2", 0))
THREAT_NSTM1 = int(_THREATS.get("nstm1", 0))
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
    v = board_score(board) + army_terms(piece_counts(board))
    return (v if side == CHO else -v) + placement_scores(board)[side] + TEMPO


# --- mobility ------------------------------------------------------------------------------------------
# Per reachable point: chariots and cannons are judged by their lines, horses and elephants by their
# unblocked legs (a horse hemmed in by its own pieces is the classic Janggi weakness).
MOB_CHARIOT = int(WEIGHTS["mobility"]["chariot"])
MOB_CANNON = int(WEIGHTS["mobility"]["cannon"])
MOB_HORSE = int(WEIGHTS["mobility"]["horse"])
MOB_ELEPHANT = int(WEIGHTS["mobility"]["elephant"])


def mobility(board: list[int]) -> int:
    """Cho minus Han mobility score in centi-points."""
    return placement_terms(board)[0]


# --- threats -------------------------------------------------------------------------------------------
#: A piece's worth in game points when it is at stake (the general is never captured: 0).
STAKE = [0, 0, 3, 3, 5, 13, 7, 2] * 2
#: An attacker's worth when it takes; the general, which takes only what nothing defends, stakes nothing.
_TAKER = [0, 99, 3, 3, 5, 13, 7, 2] * 2
_SOLDIER_STEPS = SOLDIER_MOVES[True]


def placement_scores(board: list[int]) -> tuple[int, int]:
    """Mobility and threats in centi-points, as the evaluation adds them: ``(Cho's view with Cho to move,
    Han's view with Han to move)`` (the search caches the pair by placement)."""
    mob, cho1, cho2, han1, han2 = placement_terms(board)
    return (mob - THREAT_STM1 * cho1 - THREAT_STM2 * cho2 + THREAT_NSTM1 * han1,
            -mob - THREAT_STM1 * han1 - THREAT_STM2 * han2 + THREAT_NSTM1 * cho1)


def mobility_scores(board: list[int]) -> tuple[int, int]:
    """``placement_scores`` without the threats (a level that does not see what is attacked)."""
    mob = placement_terms(board)[0]
    return mob, -mob


def threats(board: list[int]) -> tuple[int, int, int, int]:
    """What each side stands to lose to a capture, in game points: ``(cho_first, cho_second, han_first,
    han_second)`` (see ``placement_terms``)."""
    return placement_terms(board)[1:]


def placement_terms(board: list[int]) -> tuple[int, int, int, int, int]:
    """The terms that need a pass over the board, in one pass: ``(mobility, cho_first, cho_second,
    han_first, han_second)``.

    * Mobility: Cho minus Han, in centi-points, per reachable point: chariots and cannons by their lines,
      horses and elephants by their unblocked legs (a horse hemmed in by its own pieces is the classic
      Janggi weakness).
    * Threats, in game points: the largest and the second largest stake among each side's pieces, where a
      piece attacked by a cheaper enemy piece stakes the difference (a chariot attacked by a cannon: 13 - 7)."""
    gains: dict[int, int] = {}  # attacked point -> its largest stake
    score = 0
    for sq in range(NUM_SQUARES):
        p = board[sq]
        if not p:
            continue
        k = p & 7
        s = p >> 3
        v = _TAKER[k]
        if k == CHARIOT:
            n = 0
            for ray in RAYS[sq]:
                for t in ray:
                    n += 1
                    if board[t]:
                        break
            n *= MOB_CHARIOT  # nothing is dearer than a chariot: it stakes nothing
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
                    elif q:
                        if q & 7 != CANNON:
                            n += 1
                            if q >> 3 != s and STAKE[q] > v and gains.get(t, 0) < STAKE[q] - v:
                                gains[t] = STAKE[q] - v
                        break
                    else:
                        n += 1
            n *= MOB_CANNON
        elif k == HORSE:
            n = 0
            for leg, t in HORSE_MOVES[sq]:
                if not board[leg]:
                    n += MOB_HORSE
                    q = board[t]
                    if q and q >> 3 != s and STAKE[q] > v and gains.get(t, 0) < STAKE[q] - v:
                        gains[t] = STAKE[q] - v
        elif k == ELEPHANT:
            n = 0
            for b1, b2, t in ELEPHANT_MOVES[sq]:
                if not board[b1] and not board[b2]:
                    n += MOB_ELEPHANT
                    q = board[t]
                    if q and q >> 3 != s and STAKE[q] > v and gains.get(t, 0) < STAKE[q] - v:
                        gains[t] = STAKE[q] - v
        else:
            if k != GENERAL:  # the general is the dearest taker: it stakes nothing
                for t in _SOLDIER_STEPS[s][sq] if k == SOLDIER else PALACE_STEPS[sq]:
                    q = board[t]
                    if q and q >> 3 != s and STAKE[q] > v and gains.get(t, 0) < STAKE[q] - v:
                        gains[t] = STAKE[q] - v
            continue
        if s:
            score -= n
        else:
            score += n
    first = [0, 0]
    second = [0, 0]
    for t, stake in gains.items():
        side = board[t] >> 3
        if stake > second[side]:
            if stake > first[side]:
                second[side] = first[side]
                first[side] = stake
            else:
                second[side] = stake
    return score, first[0], second[0], first[1], second[1]
