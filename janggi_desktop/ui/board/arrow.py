"""What arrow the board draws: a value the analysis makes and the board view reads.

A module of its own, imported when the first arrow is made (analysis mode, a hint, a previewed line), not
with the window: a frozen dataclass costs about a millisecond of start-up to create, and the first frame
draws no arrow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from janggi_desktop.rules import Move


@dataclass(frozen=True)
class Arrow:
    """An arrow to draw for ``move``: ``kind`` names its colour (see board.view.ARROW_COLOURS), ``label`` is a
    short text drawn at its tail (the move's number in a previewed line)."""

    move: Move
    kind: str = "best"
    label: str = ""


__all__ = ["Arrow"]
