"""Capture generation for the quiescence search.

The rules model's ``Position.pseudo_moves`` generates every move; the quiescence search only wants the
captures, and in pure Python most of the time of a full generation goes into the quiet moves it would throw
away.  This generator follows the same movement tables (``rules.board``) and yields exactly the pseudo-legal
moves that land on an enemy piece (``tests/engine/test_movegen.py`` checks it against ``pseudo_moves`` on
many positions of every rule set).  Cannons capture the same way in every rule set (youzai's sliding
cannons only move differently without capturing), so no rule-set knob but the soldiers' palace diagonals is
needed.
"""

from __future__ import annotations

from collections.abc import Iterable

from janggi_desktop.rules.board import (
    CANNON,
    CHARIOT,
    ELEPHANT,
    ELEPHANT_MOVES,
    HORSE,
    HORSE_MOVES,
    NUM_SQUARES,
    PALACE_STEPS,
    RAYS,
    SOLDIER,
    SOLDIER_MOVES,
)


def capture_moves(board: list[int], us: int, soldier_diagonals: bool = True,
                  squares: Iterable[int] | None = None) -> list[int]:
    """The pseudo-legal captures of side ``us`` as int moves ``(from << 7) | to``; ``squares``: the points
    to capture from (the search passes the points of ``us``, which it keeps), else the whole board."""
    out: list[int] = []
    ap = out.append
    soldier_moves = SOLDIER_MOVES[soldier_diagonals][us]
    for fr in range(NUM_SQUARES) if squares is None else squares:
        p = board[fr]
        if not p or (p >> 3) != us:
            continue
        kind = p & 7
        base = fr << 7
        if kind == CHARIOT:
            for ray in RAYS[fr]:
                for t in ray:
                    q = board[t]
                    if q:
                        if (q >> 3) != us:
                            ap(base | t)
                        break
        elif kind == CANNON:
            for ray in RAYS[fr]:
                screened = False
                for t in ray:
                    q = board[t]
                    if not q:
                        continue
                    if not screened:
                        if q & 7 == CANNON:
                            break
                        screened = True
                    else:
                        if (q >> 3) != us and q & 7 != CANNON:
                            ap(base | t)
                        break
        elif kind == HORSE:
            for leg, t in HORSE_MOVES[fr]:
                q = board[t]
                if q and (q >> 3) != us and not board[leg]:
                    ap(base | t)
        elif kind == ELEPHANT:
            for b1, b2, t in ELEPHANT_MOVES[fr]:
                q = board[t]
                if q and (q >> 3) != us and not board[b1] and not board[b2]:
                    ap(base | t)
        elif kind == SOLDIER:
            for t in soldier_moves[fr]:
                q = board[t]
                if q and (q >> 3) != us:
                    ap(base | t)
        else:  # general, guard
            for t in PALACE_STEPS[fr]:
                q = board[t]
                if q and (q >> 3) != us:
                    ap(base | t)
    return out


__all__ = ["capture_moves"]
