"""The repetition rules as one pure function: n-fold repetition, perpetual check and the shuttle rule.

:class:`~janggi_desktop.rules.Game` applies it to its own history, and the engine's search to the line from
the game's start through its search path, so both reach the same verdict in the same position: the rule is
written once, here, and the search does not keep a second, approximate copy of it.

It follows Fairy-Stockfish's ``Position::is_repeated`` / ``is_game_end`` (checked against it by
``tests/rules``): walking back two plies at a time over the plies since the last capture, it counts earlier
occurrences of the current key (the position with the same side to move), notes whether either side gave
check on every one of its moves in the cycle, and (``moveRepetitionIllegal``, janggimodern) whether the side
that just moved has been shuttling one piece back and forth by exact reverse moves without check.

Sequences are indexed by ply from the start position: ``keys[k]`` and ``checks[k]`` describe the position
after ``k`` moves, ``moves[k - 1]`` and ``captured[k - 1]`` the move that led to it.  Moves are the rules
model's ints ``(from << 7) | to``; a captured entry is the captured piece's code (0 for none).  Only indices
up to the current one are read, so a caller may pass longer, preallocated lists.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from .board import GENERAL, GUARD
from .outcome import Termination
from .ruleset import RuleSet


class RepetitionVerdict(NamedTuple):
    """What the repetition rules decide: the termination, the winning side (0 Cho, 1 Han) for a ``"win"``,
    and how the result is settled: ``"win"`` outright, ``"draw"``, or ``"points"`` (the side ahead on
    material points wins; the caller has the board to count them)."""

    termination: Termination
    winner: int | None
    result: Literal["win", "draw", "points"]


def repetition_verdict(ruleset: RuleSet, keys: Sequence[int], checks: Sequence[bool], moves: Sequence[int],
                       captured: Sequence[int], halfmove: int, n: int, side: int,
                       moved_piece: int) -> RepetitionVerdict | None:
    """The verdict of the rule set's repetition rules on the position at index ``n``, or None (play on).

    ``halfmove`` is the number of plies since the last capture at index ``n`` (positions before a capture
    cannot recur); ``side`` is the side to move at ``n`` (0 Cho, 1 Han); ``moved_piece`` the code of the
    piece that made the last move (the piece now on its destination), which the shuttle rule looks at
    (generals and guards may shuttle).  The caller applies the other game-end rules first (immediate ends,
    checkmate, ply limit), as :class:`~janggi_desktop.rules.Game` does.
    """
    nfold = ruleset.repetition_count
    shuttle_rule = ruleset.shuttle_rule
    if nfold is None and not shuttle_rule:
        return None
    end = min(halfmove, n)
    if end < 4:
        return None
    stp = n - 2
    shuttle = 0
    last = moves[n - 1]
    if (shuttle_rule and last >> 7 != last & 127 and not checks[n - 1] and not checks[stp - 1]
            and moved_piece & 7 not in (GENERAL, GUARD)):
        prev = moves[stp - 1] if stp >= 1 else None  # the move that led to state stp
        reverse_last = ((last & 127) << 7) | (last >> 7)
        shuttle = 2 if prev == reverse_last else 1 if prev is not None and prev >> 7 == prev & 127 else 0
    if shuttle == 0:
        # no shuttling under way (it only ever starts above): only a repeated key can end the game, and
        # the key of a position is usually nowhere in the plies looked at (one scan, instead of the loop)
        if nfold is None or keys[n] not in keys[n - end:n - 3]:
            return None

    def move_into(k: int) -> int | None:  # the move that led to state k
        return moves[k - 1] if k >= 1 else None

    count = 0
    perpetual_them = checks[n] and checks[stp]  # we have been checked on every move of the cycle
    perpetual_us = checks[n - 1] and checks[stp - 1]  # we have given check on every move of the cycle
    i = 4
    while i <= end:
        if shuttle > 0:
            if i + 1 <= end and checks[stp - 3]:
                shuttle = 0
            elif shuttle < 4:
                ref = last if shuttle == 1 else move_into(stp)
                if ref is not None and move_into(stp - 2) == ((ref & 127) << 7) | (ref >> 7):
                    shuttle += 1
                else:
                    shuttle = 0
            else:
                earlier = move_into(stp - 2)
                cur = move_into(stp)
                if (earlier is not None and cur is not None and not (captured[stp - 3] if stp - 2 >= 1 else 0)
                        and cur >> 7 == earlier & 127):
                    return RepetitionVerdict(Termination.SHUTTLE, side, "win")  # the shuttler loses
                shuttle = 0
        stp -= 2
        perpetual_them = perpetual_them and checks[stp]
        if nfold is not None and keys[stp] == keys[n]:
            count += 1
            if count + 1 == nfold:
                if ruleset.perpetual_check_loses and (perpetual_them or perpetual_us):
                    if not perpetual_us:
                        return RepetitionVerdict(Termination.PERPETUAL_CHECK, side, "win")
                    if not perpetual_them:
                        return RepetitionVerdict(Termination.PERPETUAL_CHECK, side ^ 1, "win")
                return RepetitionVerdict(Termination.REPETITION, None, ruleset.repetition_result)
        if i + 1 <= end:
            perpetual_us = perpetual_us and checks[stp - 1]
        i += 2
    return None


__all__ = ["RepetitionVerdict", "repetition_verdict"]
