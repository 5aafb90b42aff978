"""One-line messages that quote input: bounded, whatever the input.

A message that quotes what it could not read (a FEN tag, a file name, a UCI command) must stay one readable
line: a 100 KB tag would otherwise give a 100 KB dialog or status bar.  Every place that builds such a
message goes through these helpers (records' errors, the settings and autosave warnings, the UCI engine's
``info string``, the convert command).  Pure Python, imported by every layer.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

#: The longest one-line message, in characters (the ellipsis included).
MAX_MESSAGE = 200
#: The longest quotation of input inside a message (a move, a tag, a line).
MAX_QUOTE = 60
#: The longest file name shown in a message (the start of the path is dropped first: the name matters most).
MAX_PATH = 80
ELLIPSIS = "…"


def one_line(text: object, limit: int = MAX_MESSAGE) -> str:
    """``text`` on one line (every run of white space, new lines included, becomes one space), cut at
    ``limit`` characters with an ellipsis."""
    s = " ".join(str(text).split())
    if len(s) <= limit:
        return s
    return s[: max(0, limit - 1)] + ELLIPSIS


def quote(text: str, limit: int = MAX_QUOTE) -> str:
    """``repr`` of ``text`` cut to about ``limit`` characters: ``'abc…'`` (new lines show as ``\\n``)."""
    if len(text) <= limit:
        return repr(text)
    return repr(text[:limit]) + ELLIPSIS


def short_path(path: str | os.PathLike[str], limit: int = MAX_PATH) -> str:
    """A path for a message: whole when short, else ``…`` and its end (the file name is what people read)."""
    s = os.fspath(path)
    if not isinstance(s, str):
        s = os.fsdecode(s)
    s = s.replace("\n", "\\n").replace("\r", "\\r")
    if len(s) <= limit:
        return s
    return ELLIPSIS + s[-(limit - 1):]


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number from ``low`` to ``high``: every number from outside has a
    range, checked before work starts (``--movetime 99999999999999999999999`` ran forever, a 5,000-digit
    number gave Python's own int-conversion message).  The error names the range."""

    def convert(text: str) -> int:
        s = text.strip().replace("_", "")
        digits = s[1:] if s[:1] in "+-" else s
        value = int(s) if digits.isascii() and digits.isdigit() and len(digits) <= 20 else None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{quote(text, 24)} is not a whole number from {low:,} to {high:,}")
        return value

    convert.__name__ = f"number from {low} to {high}"
    return convert


__all__ = ["ELLIPSIS", "MAX_MESSAGE", "MAX_PATH", "MAX_QUOTE", "bounded_int", "one_line", "quote", "short_path"]
