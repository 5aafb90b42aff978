"""Which positions of a game a hint (훈수) was asked in: the record says so, as a game report would.

A hint is the engine's best move shown to the person to move.  Playing with hints is allowed (a setting
turns them off), but a game played with them is not the same game: the window keeps the positions in which
one was shown, the side panel counts them per side, and a saved record carries them in the ``Hints`` tag
(the numbers of moves played before each hint, e.g. ``"4 8"``), from which they are read back.
"""

from __future__ import annotations

TAG = "Hints"


class HintLog:
    """The plies (moves played so far) at which a hint was shown, and who was to move then."""

    def __init__(self, first_side: str = "cho") -> None:
        self.first_side = first_side
        self.plies: list[int] = []

    def add(self, ply: int) -> None:
        if ply not in self.plies:
            self.plies.append(ply)
            self.plies.sort()

    @classmethod
    def from_plies(cls, plies: object, length: int, first_side: str = "cho") -> HintLog:
        """The log kept as a list of plies (an autosave), trusting only whole numbers 0..``length``."""
        log = cls(first_side)
        if isinstance(plies, list):
            for ply in plies:
                if type(ply) is int and 0 <= ply <= length:
                    log.add(ply)
        return log

    def side_at(self, ply: int) -> str:
        if ply % 2 == 0:
            return self.first_side
        return "han" if self.first_side == "cho" else "cho"

    def counts(self) -> dict[str, int]:
        out = {"cho": 0, "han": 0}
        for ply in self.plies:
            out[self.side_at(ply)] += 1
        return out

    def trim(self, length: int) -> None:
        """The game now has ``length`` moves (an undo, play on from an earlier move): later hints go."""
        self.plies[:] = [p for p in self.plies if p <= length]  # in place: the autosave holds this list

    def tag_value(self) -> str:
        return " ".join(str(p) for p in self.plies)

    @classmethod
    def from_tag(cls, value: str | None, first_side: str = "cho") -> HintLog:
        """The log a ``Hints`` tag gives (words that are not numbers are ignored)."""
        log = cls(first_side)
        for word in (value or "").split():
            if word.isascii() and word.isdigit():
                log.add(int(word))
        return log


__all__ = ["TAG", "HintLog"]
