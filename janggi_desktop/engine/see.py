"""Static exchange evaluation (SEE): what a capture wins once both sides have recaptured on its point with
their cheapest pieces, each free to stop when going on would lose.

The search uses it to order captures (winning ones first, losing ones after the quiet killer moves) and to
skip, in the quiescence search, captures that lose material whatever follows.  Janggi's pieces make the
attacker test peculiar (a cannon needs exactly one screen that is not a cannon and cannot take a cannon, a
horse's or elephant's leg must be free, soldiers and palace pieces follow the palace lines), so the
exchange is played out on the board itself: each capture is made, which also opens the lines behind it (a
chariot behind a chariot, or a cannon whose screen has just left, joins in), and everything is undone at the
end.  Pins and checks are ignored, as usual for SEE: it is an estimate for ordering and pruning.
"""

from __future__ import annotations

from janggi_desktop.rules.board import (
    CANNON,
    CHARIOT,
    ELEPHANT,
    ELEPHANT_ATTACKERS,
    GENERAL,
    GUARD,
    HORSE,
    HORSE_ATTACKERS,
    PALACE_STEPS,
    RAYS,
    SOLDIER,
    SOLDIER_ATTACKERS,
)

#: Exchange values by piece (index = piece code); the general is "priceless", so that a capture by it into
#: a defended point counts as losing (it would be illegal).
SEE_VALUE = [0] * 16
for _k, _v in {GENERAL: 5000, GUARD: 300, ELEPHANT: 300, HORSE: 500, CHARIOT: 1300, CANNON: 700,
               SOLDIER: 200}.items():
    SEE_VALUE[_k] = SEE_VALUE[_k | 8] = _v


def least_attacker(board: list[int], sq: int, side: int, soldier_diagonals: bool = True) -> int:
    """The point of ``side``'s cheapest piece that can capture on ``sq`` now, or -1 if none."""
    base = side << 3
    best_sq = -1
    best_v = 1 << 20
    target = board[sq]
    soldier = base | SOLDIER
    for o in SOLDIER_ATTACKERS[soldier_diagonals][side][sq]:
        if board[o] == soldier:
            return o  # nothing is cheaper than a soldier
    guard = base | GUARD
    general = base | GENERAL
    for o in PALACE_STEPS[sq]:
        p = board[o]
        if p == guard:
            best_sq, best_v = o, SEE_VALUE[p]
            break
        if p == general and SEE_VALUE[p] < best_v:
            best_sq, best_v = o, SEE_VALUE[p]
    if best_v <= SEE_VALUE[GUARD]:
        return best_sq
    elephant = base | ELEPHANT
    for o, b1, b2 in ELEPHANT_ATTACKERS[sq]:
        if board[o] == elephant and not board[b1] and not board[b2]:
            return o  # as cheap as a guard: nothing cheaper is left to find
    horse = base | HORSE
    for o, leg in HORSE_ATTACKERS[sq]:
        if board[o] == horse and not board[leg]:
            return o
    chariot = base | CHARIOT
    cannon = base | CANNON
    cannon_sq = -1
    chariot_sq = -1
    target_is_cannon = target & 7 == CANNON
    for ray in RAYS[sq]:
        screened = False
        for t in ray:
            p = board[t]
            if not p:
                continue
            if screened:
                if p == cannon and not target_is_cannon:
                    cannon_sq = t
                break
            if p == chariot:
                chariot_sq = t
                break
            if p & 7 == CANNON:
                break
            screened = True
    if cannon_sq >= 0 and SEE_VALUE[cannon] < best_v:
        return cannon_sq
    if chariot_sq >= 0 and SEE_VALUE[chariot] < best_v:
        return chariot_sq
    return best_sq


def see(board: list[int], m: int, soldier_diagonals: bool = True) -> int:
    """The material balance (centi-points, for the side making ``m``) of the capture ``m`` = (from << 7) | to
    followed by the best sequence of recaptures on its point.  ``board`` is restored before returning."""
    fr = m >> 7
    to = m & 127
    gain = [SEE_VALUE[board[to]]]
    undo = [(fr, board[fr]), (to, board[to])]
    mover = board[fr]
    board[to] = mover
    board[fr] = 0
    side = (mover >> 3) ^ 1
    try:
        while True:
            o = least_attacker(board, to, side, soldier_diagonals)
            if o < 0:
                break
            gain.append(SEE_VALUE[board[to]] - gain[-1])
            if max(-gain[-2], gain[-1]) < 0:
                break  # neither side can gain by going on
            undo.append((o, board[o]))
            undo.append((to, board[to]))
            board[to] = board[o]
            board[o] = 0
            side ^= 1
    finally:
        for sq, p in reversed(undo):
            board[sq] = p
    for d in range(len(gain) - 1, 0, -1):
        gain[d - 1] = -max(-gain[d - 1], gain[d])
    return gain[0]


__all__ = ["SEE_VALUE", "least_attacker", "see"]
