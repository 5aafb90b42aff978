"""Where Fairy-Stockfish is installed: on the PATH, or in the places Debian and common installs put it.

A module of its own so that both the players (the "fsf" spec starts it) and the engine registry (which
offers it) can find it without importing each other.
"""

from __future__ import annotations

import os
import shutil

#: Where Debian and common installs put Fairy-Stockfish when it is not on the PATH.
FAIRY_STOCKFISH_PLACES = ("/usr/games/fairy-stockfish", "/usr/local/games/fairy-stockfish",
                          "/usr/local/bin/fairy-stockfish", "/opt/homebrew/bin/fairy-stockfish")
FAIRY_STOCKFISH_COMMANDS = ("fairy-stockfish", "fairy-stockfish.exe", "fairystockfish", "fairy_stockfish")


def find_fairy_stockfish() -> str | None:
    """The path of an installed Fairy-Stockfish, or None."""
    for name in FAIRY_STOCKFISH_COMMANDS:
        found = shutil.which(name)
        if found:
            return found
    for place in FAIRY_STOCKFISH_PLACES:
        if os.path.isfile(place) and os.access(place, os.X_OK):
            return place
    return None


__all__ = ["FAIRY_STOCKFISH_COMMANDS", "FAIRY_STOCKFISH_PLACES", "find_fairy_stockfish"]
