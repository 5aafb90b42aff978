"""How a game ends, as data: a :class:`Termination` and an :class:`Outcome`.

In a module of their own so that both :mod:`.game` and the pure repetition rule (:mod:`.repetition`) can use
them without importing each other.  Code decides on ``termination``, ``winner`` and the flags, never on the
English ``detail`` text (which is there for logs and for people reading a repr).
"""

from __future__ import annotations

import enum
from typing import NamedTuple


class Termination(enum.Enum):
    """Why a game ended.  The values are the PGN ``Termination`` tag texts the records write."""

    CHECKMATE = "checkmate"
    RESIGNATION = "resignation"
    #: A draw both sides agreed (today: the standard rule set's bikjang draw, accepted by the side to move).
    AGREEMENT = "agreement"
    #: A side's clock ran out; that side loses.
    TIME_FORFEIT = "time forfeit"
    BIKJANG = "bikjang"
    DOUBLE_PASS = "double pass"
    REPETITION = "repetition"
    PERPETUAL_CHECK = "perpetual check"
    SHUTTLE = "shuttle"
    PLY_LIMIT = "ply limit"


class Outcome(NamedTuple):
    """How a game ended: ``winner`` is "cho", "han" or None (a draw)."""

    winner: str | None
    termination: Termination
    #: (Cho, Han) totals when the result was decided on points, else None.
    points: tuple[float, float] | None = None
    #: A short explanation in English for logs (the UI words its text from the fields, never from this).
    detail: str = ""
    #: The generals faced each other (bikjang) in the final position: an agreed draw then is the bikjang
    #: draw of the standard rule set, which the UI words as such.
    in_bikjang: bool = False

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


__all__ = ["Outcome", "Termination"]
