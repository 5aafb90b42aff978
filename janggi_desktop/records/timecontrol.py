"""The records' side of time controls: the .gib ``제한시간`` text and the clock after each move.

The control itself is :class:`~janggi_desktop.rules.timecontrol.TimeControl` (docs/rules.md#time-controls).  Here:

- .gib ``제한시간`` is Korean free text (``10분 30초 3회``), PGN has ``TimeControl`` and our ``Byoyomi`` tag:
  the .gib reader turns what it can read into the PGN tags, the writer turns the tags back into Korean;
- the clock after each move, as the lichess/pychess convention writes it in the move's comment:
  ``{[%clk 0:04:59]}`` (the mover's main time left), plus our ``[%periods 2]`` (byo-yomi periods left) once a
  byo-yomi side is in its periods.  .gib has no such comments: its writer leaves them out.
"""

from __future__ import annotations

import math
import re

from ..rules.timecontrol import TimeControl


def korean_time_control(tags: dict[str, str]) -> str:
    """The .gib ``제한시간`` for a record's tags: Korean text for a control the PGN tags describe, else the
    tag as it is (a .gib read earlier keeps its own words)."""
    tc = TimeControl.from_pgn_tags(tags)
    return tc.korean() if tc is not None else (tags.get("TimeControl") or "")


def tags_from_korean(text: str) -> dict[str, str]:
    """PGN tags for a .gib ``제한시간``: the control's tags when it can be read, else the text kept as it is."""
    tc = TimeControl.from_korean(text)
    return tc.pgn_tags() if tc is not None else {"TimeControl": text}


# --- the clock after each move ----------------------------------------------------------------------------
_CLK_RE = re.compile(r"\[%clk\s+(\d+):(\d{1,2}):(\d{1,2}(?:\.\d*)?)\s*\]")
_PERIODS_RE = re.compile(r"\[%periods\s+(\d+)\s*\]")
_COMMAND_RE = re.compile(r"\s*\[%(?:clk|periods)\s+[^\]]*\]\s*")


def format_clk(ms: float) -> str:
    """``h:mm:ss`` of a time left (whole seconds, rounded down: never more time than there was)."""
    s = max(0, math.floor(ms / 1000))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


def clock_comment(main_ms: float, periods: int | None = None) -> str:
    """The comment after a move: ``[%clk 0:04:59]``, with ``[%periods 2]`` for a byo-yomi side in its periods."""
    text = f"[%clk {format_clk(main_ms)}]"
    return text if periods is None else f"{text} [%periods {periods}]"


def read_clock_comment(comment: str) -> tuple[int | None, int | None]:
    """(main time left in ms, byo-yomi periods left) a move's comment gives; None for what it does not say."""
    m = _CLK_RE.search(comment or "")
    ms = None
    if m is not None:
        ms = int(round((int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))) * 1000))
    p = _PERIODS_RE.search(comment or "")
    return ms, (int(p.group(1)) if p is not None else None)


def strip_clock_comment(comment: str) -> str:
    """The comment without its clock commands (for a format that has none, such as .gib)."""
    return " ".join(_COMMAND_RE.sub(" ", comment or "").split())


def with_clock_comment(comment: str, clock: str) -> str:
    """``clock`` (a :func:`clock_comment`) in front of what the comment says besides an older clock."""
    rest = strip_clock_comment(comment)
    return f"{clock} {rest}" if rest else clock


__all__ = [
    "clock_comment", "format_clk", "korean_time_control", "read_clock_comment", "strip_clock_comment",
    "tags_from_korean", "with_clock_comment",
]
