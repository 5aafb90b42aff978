"""Where Fairy-Stockfish is installed: on the PATH, or in the places Debian and common installs put it.

A module of its own so that both the players (the "fsf" spec starts it) and the engine registry (which
offers it) can find it without importing each other.
"""

from __future__ import annotations

import os
import shutil
import time

#: Where Debian and common installs put Fairy-Stockfish when it is not on the PATH.
FAIRY_STOCKFISH_PLACES = ("/usr/games/fairy-stockfish", "/usr/local/games/fairy-stockfish",
                          "/usr/local/bin/fairy-stockfish", "/opt/homebrew/bin/fairy-stockfish")
FAIRY_STOCKFISH_COMMANDS = ("fairy-stockfish", "fairy-stockfish.exe", "fairystockfish", "fairy_stockfish")


#: Seconds an answer of :func:`find_fairy_stockfish` is kept (for the same PATH): the window asks on every
#: step through a game (which engine analyses), and each look costs dozens of stat calls, 6 ms with a long
#: PATH; an engine installed or removed meanwhile is seen this much later.
FOUND_KEPT_S = 10.0
_found: tuple[float, str, str | None] | None = None  # (when, PATH, the answer)


def find_fairy_stockfish() -> str | None:
    """The path of an installed Fairy-Stockfish, or None (looked up at most every :data:`FOUND_KEPT_S`)."""
    global _found
    now, path = time.monotonic(), os.environ.get("PATH", "")
    if _found is not None and _found[1] == path and now - _found[0] < FOUND_KEPT_S:
        return _found[2]
    found = _look_for_fairy_stockfish()
    _found = (now, path, found)
    return found


def _look_for_fairy_stockfish() -> str | None:
    for name in FAIRY_STOCKFISH_COMMANDS:
        found = shutil.which(name)
        if found:
            return found
    for place in FAIRY_STOCKFISH_PLACES:
        if os.path.isfile(place) and os.access(place, os.X_OK):
            return place
    return None


__all__ = ["FAIRY_STOCKFISH_COMMANDS", "FAIRY_STOCKFISH_PLACES", "FOUND_KEPT_S", "find_fairy_stockfish"]
