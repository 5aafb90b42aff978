"""An evaluation from Cho's point of view, the winning chances it gives, and how a move is judged.

Engines speak from the side to move (UCI); people read an evaluation from one fixed side, as lichess shows
White's: here Cho's.  :class:`Evaluation` is that fixed view — centi-pawns, moves to mate, or a game already
decided — and is what the window, the graph and the annotated PGN (``[%eval 0.35]``, ``[%eval #-3]``) show.

A move is judged by how much it lowered the **mover's winning chances**, as lichess does, not by the
centi-pawns it lost: a pawn matters when the game is level and hardly at all when one side is a chariot up.
The winning chances are a logistic of the evaluation, ``2 / (1 + exp(-k * cp)) - 1`` in [-1, 1] (+1: Cho
wins), and a move whose drop reaches a threshold is marked:

=========================  ===========  =====
drop in winning chances    mark         NAG
=========================  ===========  =====
>= 0.30                    ``??``       4 (blunder)
>= 0.20                    ``?``        2 (mistake)
>= 0.10                    ``?!``       6 (inaccuracy)
=========================  ===========  =====

The thresholds are lichess's.  The scale ``k`` is not: lichess's 0.00368 per centi-pawn is fitted to chess
engines searched deep on a server, where a pawn is the unit and neighbouring positions agree within
0.2 pawn.  Janggi engines report larger numbers — a chariot is about 8 "pawns" to Fairy-Stockfish and 13 to
our engine (whose unit is the KJA point, a soldier being 2) — and at the depths a desktop analysis reaches
their evaluations of neighbouring positions wobble by 0.5-0.9 pawn (Fairy-Stockfish at depth 10 after
1. Pab4 Pih7: +0.48 before Cho's move, -0.50 to -0.92 after any of seven quiet developing moves, its own
choice included).  At lichess's scale every ordinary move would be an inaccuracy.  :data:`WIN_CHANCE_SCALE`
= 0.0015 keeps those quiet moves unmarked (drops 0.04-0.10), makes a soldier given away at equality
(150-200 cp) an inaccuracy, a hanging horse or cannon (400-700 cp) a blunder, and a hanging chariot
(760-1300 cp: drops 0.55-0.99) a blunder beyond doubt.  A forced mate counts as certain (+-1).
"""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass

from janggi_desktop.play.players import ThinkInfo
from janggi_desktop.rules import Outcome

#: k of the logistic, per centi-pawn (see the module docstring for why it is not lichess's 0.00368).
WIN_CHANCE_SCALE = 0.0015


class Mark(enum.Enum):
    """A judged move: its glyph and its PGN NAG."""

    INACCURACY = ("?!", 6)
    MISTAKE = ("?", 2)
    BLUNDER = ("??", 4)

    @property
    def glyph(self) -> str:
        return self.value[0]

    @property
    def nag(self) -> int:
        return self.value[1]

    @classmethod
    def from_nag(cls, nag: int) -> Mark | None:
        return next((m for m in cls if m.nag == nag), None)

    @property
    def severity(self) -> int:
        """1 inaccuracy, 2 mistake, 3 blunder (for "at least a mistake")."""
        return {Mark.INACCURACY: 1, Mark.MISTAKE: 2, Mark.BLUNDER: 3}[self]


#: (least drop, mark), most severe first: the first threshold a drop reaches names its mark.
THRESHOLDS: tuple[tuple[float, Mark], ...] = ((0.30, Mark.BLUNDER), (0.20, Mark.MISTAKE), (0.10, Mark.INACCURACY))


def win_chance(cp: float) -> float:
    """Winning chances in [-1, 1] of the side ``cp`` is counted for (0: even)."""
    return 2.0 / (1.0 + math.exp(-WIN_CHANCE_SCALE * max(-20000.0, min(20000.0, cp)))) - 1.0


def mark_for(drop: float) -> Mark | None:
    """The mark a drop in the mover's winning chances earns (None: below every threshold)."""
    for least, mark in THRESHOLDS:
        if drop >= least:
            return mark
    return None


_EVAL_RE = re.compile(r"\[%eval\s+([^\]\s]+)\s*\]")


@dataclass(frozen=True)
class Evaluation:
    """How a position stands for Cho: ``cp`` centi-pawns (positive: Cho better), or ``mate`` moves to mate
    (positive: Cho mates), or ``winner`` when the game is over ("cho", "han", or "draw")."""

    cp: int | None = None
    mate: int | None = None
    winner: str | None = None

    def __post_init__(self) -> None:
        if sum(x is not None for x in (self.cp, self.mate, self.winner)) != 1:
            raise ValueError("an evaluation is exactly one of centi-pawns, moves to mate or a decided game")
        if self.winner not in (None, "cho", "han", "draw"):
            raise ValueError(f"winner must be cho, han or draw, not {self.winner!r}")

    # --- making one -----------------------------------------------------------------------------------------
    @classmethod
    def from_side_to_move(cls, cp: int | None, mate: int | None, side_to_move: str) -> Evaluation:
        """From an engine's score (side to move's point of view, as UCI reports it)."""
        sign = 1 if side_to_move == "cho" else -1
        if mate is not None:
            if mate == 0:  # "mate 0": the side to move is mated
                return cls(winner="han" if side_to_move == "cho" else "cho")
            return cls(mate=sign * mate)
        return cls(cp=sign * (cp or 0))

    @classmethod
    def from_info(cls, info: ThinkInfo, side_to_move: str) -> Evaluation:
        return cls.from_side_to_move(info.score_cp, info.score_mate, side_to_move)

    @classmethod
    def from_outcome(cls, outcome: Outcome) -> Evaluation:
        """A finished game: certain for its winner, 0.0 for a draw."""
        return cls(winner=outcome.winner or "draw")

    # --- reading it -----------------------------------------------------------------------------------------
    @property
    def cho_chance(self) -> float:
        """Cho's winning chances in [-1, 1]."""
        if self.winner is not None:
            return {"cho": 1.0, "han": -1.0, "draw": 0.0}[self.winner]
        if self.mate is not None:
            return 1.0 if self.mate > 0 else -1.0
        return win_chance(self.cp or 0)

    def chance_for(self, side: str) -> float:
        """Winning chances in [-1, 1] of ``side``."""
        return self.cho_chance if side == "cho" else -self.cho_chance

    @property
    def favours(self) -> str | None:
        """"cho", "han", or None when even."""
        c = self.cho_chance
        return "cho" if c > 0 else "han" if c < 0 else None

    @property
    def sort_value(self) -> float:
        """A number that orders evaluations for Cho (mates beyond any centi-pawns, sooner mates higher)."""
        if self.winner is not None:
            return {"cho": 1e9, "han": -1e9, "draw": 0.0}[self.winner]
        if self.mate is not None:
            return (1e6 - abs(self.mate)) * (1 if self.mate > 0 else -1)
        return float(self.cp or 0)

    def pgn(self) -> str | None:
        """The ``[%eval]`` value: pawns with two decimals ("0.35", "-1.20") or "#3" / "#-3"; None for a
        finished game (the moves already say how it ended)."""
        if self.mate is not None:
            return f"#{self.mate}"
        if self.cp is not None:
            return f"{self.cp / 100:.2f}"
        return None

    @classmethod
    def parse_pgn(cls, text: str) -> Evaluation:
        """The value of a ``[%eval]`` command; raises ValueError for anything else."""
        t = text.strip()
        try:
            if t.startswith("#"):
                mate = int(t[1:].lstrip("+"))
                if mate == 0:
                    raise ValueError
                return cls(mate=mate)
            return cls(cp=round(float(t) * 100))
        except ValueError:
            raise ValueError(f"not an evaluation: {text!r} (expected pawns like 0.35 or a mate like #-3)") from None

    def __str__(self) -> str:
        """Pawns with one decimal from Cho's point of view ("+0.4", "-1.3", "0.0"), "#3"/"#-3", or the
        result ("1-0", "0-1", "1/2-1/2") — the short form of the window's bar and graph."""
        if self.winner is not None:
            return {"cho": "1-0", "han": "0-1", "draw": "1/2-1/2"}[self.winner]
        if self.mate is not None:
            return f"#{self.mate}"
        pawns = (self.cp or 0) / 100
        return "0.0" if abs(pawns) < 0.05 else f"{pawns:+.1f}"


def eval_of_comment(comment: str) -> Evaluation | None:
    """The evaluation a PGN comment carries as ``[%eval ...]`` (None when it has none or it does not read)."""
    m = _EVAL_RE.search(comment or "")
    if m is None:
        return None
    try:
        return Evaluation.parse_pgn(m.group(1))
    except ValueError:
        return None


def without_eval(comment: str) -> str:
    """The comment without its ``[%eval ...]`` command(s)."""
    return " ".join(_EVAL_RE.sub(" ", comment or "").split())


__all__ = ["THRESHOLDS", "WIN_CHANCE_SCALE", "Evaluation", "Mark", "eval_of_comment", "mark_for", "win_chance",
           "without_eval"]
