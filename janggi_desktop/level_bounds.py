"""The built-in engine's levels run from ``MIN_LEVEL`` to ``MAX_LEVEL``: the one definition of the range.

``engine/levels.py`` names each level and gives it its limits; ``play/players.py`` checks a ``builtin:LEVEL``
player against the range without importing the engine, whose search is imported when a built-in player first
thinks (about 30 ms of start-up, not paid by a window that only shows a board).  Both import this module, which
imports nothing, so the range can change in one place.
"""

from __future__ import annotations

#: The weakest level (Novice) and the strongest (Grandmaster, the whole search within its time).
MIN_LEVEL, MAX_LEVEL = 1, 10

__all__ = ["MAX_LEVEL", "MIN_LEVEL"]
