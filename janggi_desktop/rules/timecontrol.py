"""Time controls as values, and the ways they are written down (docs/rules.md#time-controls).

A :class:`TimeControl` is untimed, byo-yomi (main time, then N periods of S seconds), increment (main time,
S seconds added after each own move; 0 is sudden death) or per move (S seconds every move, nothing banked).
It is part of the rules (docs/rules.md#time-controls defines the controls and their written forms), so the
records and the play layer (which runs clocks on it: ``play/clock.py``) both build on it from here.

Its written forms:

- our own short text, also the command line's ``--tc``: ``5m+30sx3`` (byo-yomi), ``10m+5s`` (increment),
  ``10m`` (sudden death), ``30s/move``, ``untimed``; :meth:`TimeControl.parse` also takes ``60+1`` (plain
  numbers are seconds), ``5m + 30s×3`` as docs/rules.md writes it, and pychess-variants' ``5+3x30(b)``;
- PGN: the standard's ``[TimeControl "600+5"]`` covers sudden death and increment (``"-"`` untimed, ``"1/30"``
  one move in 30 s, repeated, for per move).  The standard has no byo-yomi, and pychess-variants' exports
  write a byo-yomi game as ``main+period`` with no mark of it (so a reader takes it for an increment).  We
  keep ``TimeControl`` as the main time and add our own ``[Byoyomi "3x30"]`` (periods × seconds, the order
  pychess-variants shows ``3x30(b)`` in); :meth:`TimeControl.from_pgn_tags` reads both back;
- .gib ``제한시간``: Korean free text, ``10분 30초 3회``; :meth:`TimeControl.from_korean` reads what can be read.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import TemplatedError

UNTIMED, BYOYOMI, INCREMENT, PER_MOVE = "untimed", "byoyomi", "increment", "per_move"
KINDS = (UNTIMED, BYOYOMI, INCREMENT, PER_MOVE)
#: Our PGN tag for byo-yomi (periods x seconds), beside the standard TimeControl (the main time).
BYOYOMI_TAG = "Byoyomi"
#: Bounds that keep a typed or read control sensible (and its arithmetic small).
MAX_MAIN_MS = 24 * 3600 * 1000
MAX_PERIOD_MS = 3600 * 1000
MAX_PERIODS = 99


class TimeControlError(TemplatedError):
    """Text or values that do not describe a time control; the message (a translatable template) says what
    was expected."""


_UNIT_MS = {"h": 3_600_000, "hr": 3_600_000, "m": 60_000, "min": 60_000, "s": 1000, "sec": 1000, "ms": 1}
_DURATION_PART = r"(\d+(?:\.\d+)?)(ms|min|hr|sec|h|m|s)?"  # compiled at first use (re keeps it), not at import


def parse_duration(text: str, *, bare_unit: str = "s") -> int:
    """Milliseconds of ``5m``, ``1h30m``, ``5m30s``, ``1.5s``, ``150ms`` or a plain number (in ``bare_unit``)."""
    t = text.strip().lower().replace(" ", "")
    if not t:
        raise TimeControlError("a time is missing")
    part = re.compile(_DURATION_PART)
    pos, total = 0, 0.0
    while pos < len(t):
        m = part.match(t, pos)
        if m is None or m.end() == pos:
            raise TimeControlError("{text} is not a time such as 5m, 30s or 1h30m", text=repr(text.strip()))
        unit = m.group(2) or bare_unit
        if m.group(2) is None and m.end() != len(t):
            raise TimeControlError("{text}: a number inside a duration needs its unit (h, m, s)",
                                  text=repr(text.strip()))
        total += float(m.group(1)) * _UNIT_MS[unit]
        pos = m.end()
    if total > MAX_MAIN_MS:
        raise TimeControlError("{text} is longer than a day", text=repr(text.strip()))
    return int(round(total))


def format_duration(ms: int) -> str:
    """``5m``, ``1h30m``, ``5m30s``, ``30s``, ``1.5s``, ``0`` — the inverse of :func:`parse_duration`."""
    if ms <= 0:
        return "0"
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, frac = divmod(rest, 1000)
    out = (f"{h}h" if h else "") + (f"{m}m" if m else "")
    if frac:
        out += f"{s}.{frac:03d}".rstrip("0") + "s"
    elif s:
        out += f"{s}s"
    return out


def _seconds_text(ms: int) -> str:
    """Whole seconds as an integer, else with the decimals needed (PGN counts in seconds)."""
    return str(ms // 1000) if ms % 1000 == 0 else f"{ms / 1000:.3f}".rstrip("0")


class _TimeControlFields(NamedTuple):
    kind: str = UNTIMED
    main_ms: int = 0
    period_ms: int = 0
    periods: int = 0
    increment_ms: int = 0


class TimeControl(_TimeControlFields):
    """One side's time control (see the module docstring).  Times in milliseconds.

    ``main_ms``: the main time (byo-yomi, increment); ``period_ms``: a byo-yomi period or the time per move;
    ``periods``: how many byo-yomi periods; ``increment_ms``: added after each own move.

    An immutable record, checked when made (a named tuple: made at import in a tenth of the time of a frozen
    dataclass)."""

    __slots__ = ()

    def __new__(cls, *args, **kwargs) -> TimeControl:
        self = super().__new__(cls, *args, **kwargs)
        self._check()
        return self

    def _check(self) -> None:
        if self.kind not in KINDS:
            raise TimeControlError("unknown time control kind {kind}; expected one of {kinds}", kind=repr(self.kind),
                                   kinds=", ".join(KINDS))
        for name in ("main_ms", "period_ms", "periods", "increment_ms"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise TimeControlError("{name} must be a whole number >= 0, not {value}", name=name, value=repr(value))
        if self.main_ms > MAX_MAIN_MS:
            raise TimeControlError("the main time is longer than a day")
        if self.period_ms > MAX_PERIOD_MS or self.increment_ms > MAX_PERIOD_MS:
            raise TimeControlError("a period or an increment is longer than an hour")
        if self.kind == UNTIMED and (self.main_ms or self.period_ms or self.periods or self.increment_ms):
            raise TimeControlError("an untimed control has no times")
        if self.kind == BYOYOMI:
            if self.period_ms <= 0 or not 1 <= self.periods <= MAX_PERIODS:
                raise TimeControlError("byo-yomi needs 1-{max} periods of more than 0 seconds", max=MAX_PERIODS)
            if self.increment_ms:
                raise TimeControlError("byo-yomi has no increment")
        if self.kind == INCREMENT:
            if self.main_ms <= 0:
                raise TimeControlError("an increment control needs a main time above 0")
            if self.period_ms or self.periods:
                raise TimeControlError("an increment control has no periods")
        if self.kind == PER_MOVE:
            if self.period_ms <= 0:
                raise TimeControlError("the time per move must be above 0")
            if self.main_ms or self.periods or self.increment_ms:
                raise TimeControlError("a per-move control has only its time per move")

    # --- constructors -------------------------------------------------------------------------------------
    @classmethod
    def untimed(cls) -> TimeControl:
        return cls()

    @classmethod
    def byoyomi(cls, main_s: float, period_s: float, periods: int) -> TimeControl:
        """``main_s`` seconds, then ``periods`` periods of ``period_s`` seconds (docs/rules.md#byo-yomi:
        main + S×N)."""
        return cls(BYOYOMI, int(round(main_s * 1000)), int(round(period_s * 1000)), periods)

    @classmethod
    def increment(cls, main_s: float, increment_s: float = 0) -> TimeControl:
        """``main_s`` seconds plus ``increment_s`` after each own move (0: sudden death)."""
        return cls(INCREMENT, int(round(main_s * 1000)), increment_ms=int(round(increment_s * 1000)))

    @classmethod
    def per_move(cls, seconds: float) -> TimeControl:
        return cls(PER_MOVE, period_ms=int(round(seconds * 1000)))

    @property
    def timed(self) -> bool:
        return self.kind != UNTIMED

    # --- our text -----------------------------------------------------------------------------------------
    def __str__(self) -> str:
        return self.text()

    def text(self) -> str:
        """Our short text: ``5m+30sx3``, ``10m+5s``, ``10m``, ``30s/move``, ``untimed`` (:meth:`parse` reads it)."""
        if self.kind == BYOYOMI:
            return f"{format_duration(self.main_ms)}+{format_duration(self.period_ms)}x{self.periods}"
        if self.kind == INCREMENT:
            main = format_duration(self.main_ms)
            return f"{main}+{format_duration(self.increment_ms)}" if self.increment_ms else main
        if self.kind == PER_MOVE:
            return f"{format_duration(self.period_ms)}/move"
        return UNTIMED

    def label(self) -> str:
        """As docs/rules.md writes it, for people: ``5m + 30s×3``, ``10m + 5s``, ``10m``, ``30s per move``,
        ``untimed`` (the window builds its own translated text)."""
        if self.kind == BYOYOMI:
            return f"{format_duration(self.main_ms)} + {format_duration(self.period_ms)}×{self.periods}"
        if self.kind == INCREMENT:
            main = format_duration(self.main_ms)
            return f"{main} + {format_duration(self.increment_ms)}" if self.increment_ms else main
        if self.kind == PER_MOVE:
            return f"{format_duration(self.period_ms)} per move"
        return UNTIMED

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """Our short text (see the module docstring), docs/rules.md's ``5m + 30s×3``, ``60+1`` (seconds) and
        pychess-variants' ``5+3x30(b)`` (minutes + periods x seconds).  Raises :class:`TimeControlError`."""
        raw = text.strip()
        t = raw.lower().replace(" ", "").replace("×", "x").replace("*", "x")
        if t in ("untimed", "none", "-", "off", "no", "0"):
            return cls.untimed()
        if not t:
            raise TimeControlError("no time control given; write e.g. 5m+30sx3, 10m+5s or untimed")
        if re.search(r"\d{13}", t):  # a number no time control has (and int() refuses past 4,300 digits)
            raise TimeControlError("{text}: a number is too long; write e.g. 5m+30sx3, 10m+5s or untimed",
                                   text=repr(raw[:24] + ("…" if len(raw) > 24 else "")))
        try:
            if t.endswith("(b)"):  # pychess-variants: minutes + [periods x] seconds (b)
                main, _, rest = t[:-3].partition("+")
                periods, _, seconds = rest.rpartition("x")
                if periods and not (periods.isascii() and periods.isdigit()):
                    raise TimeControlError("the number of periods before x must be a whole number")
                return cls(BYOYOMI, parse_duration(main, bare_unit="m"), parse_duration(seconds),
                           int(periods) if periods else 1)
            for suffix in ("/move", "permove", "/m"):
                if t.endswith(suffix):
                    return cls(PER_MOVE, period_ms=parse_duration(t[: -len(suffix)]))
            main, plus, rest = t.partition("+")
            if not plus:
                return cls(INCREMENT, parse_duration(main))
            if "x" in rest:
                period, _, count = rest.partition("x")
                if not (count.isascii() and count.isdigit()):
                    raise TimeControlError("the number of periods after x must be a whole number")
                return cls(BYOYOMI, parse_duration(main), parse_duration(period), int(count))
            return cls(INCREMENT, parse_duration(main), increment_ms=parse_duration(rest))
        except TimeControlError as e:
            if repr(raw) in str(e):  # the reason quotes the whole text already
                raise TimeControlError("{reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), 30s/move or "
                                       "untimed", reason=e) from None
            raise TimeControlError("{text}: {reason}; write e.g. 5m+30sx3 (byo-yomi), 10m+5s (increment), "
                                   "30s/move or untimed", text=repr(raw), reason=e) from None

    # --- PGN ----------------------------------------------------------------------------------------------
    def pgn_tags(self) -> dict[str, str]:
        """``TimeControl`` (and our ``Byoyomi`` tag) as this program writes them."""
        if self.kind == BYOYOMI:
            return {"TimeControl": _seconds_text(self.main_ms),
                    BYOYOMI_TAG: f"{self.periods}x{_seconds_text(self.period_ms)}"}
        if self.kind == INCREMENT:
            main = _seconds_text(self.main_ms)
            return {"TimeControl": f"{main}+{_seconds_text(self.increment_ms)}" if self.increment_ms else main}
        if self.kind == PER_MOVE:
            return {"TimeControl": f"1/{_seconds_text(self.period_ms)}"}
        return {"TimeControl": "-"}

    @classmethod
    def from_pgn_tags(cls, tags: dict[str, str]) -> TimeControl | None:
        """The control the tags describe; None when they say nothing we can use (no tag, ``?``, several
        periods such as ``40/7200:1800``).  A ``TimeControl`` that is not PGN's seconds but a writing
        :meth:`parse` reads (pychess-variants' ``5+3x30(b)``, docs/rules.md's ``5m + 30s×3``, our short text)
        is read as :meth:`parse` reads it: a byo-yomi record was shown as a plain countdown."""
        tc = (tags.get("TimeControl") or "").strip()
        byo = (tags.get(BYOYOMI_TAG) or "").strip()
        if tc == "-" and not byo:
            return cls.untimed()
        if not tc or tc == "?" or ":" in tc:
            return None
        try:
            if byo:
                main = parse_duration(tc.split("+")[0])
                t = byo.lower().replace(" ", "").replace("×", "x").removesuffix("(b)")
                a, _, b = t.partition("x")
                if not b:
                    count, seconds = "1", a
                elif a.endswith("s") and not b.endswith("s"):
                    seconds, count = a, b  # "30s x 3", as people write it: seconds x periods
                else:
                    count, seconds = a, b  # "3x30": periods x seconds, as we and pychess-variants write it
                return cls(BYOYOMI, main, parse_duration(seconds), int(count))
            if tc.startswith("1/"):
                return cls(PER_MOVE, period_ms=parse_duration(tc[2:]))
            main, plus, inc = tc.partition("+")
            return cls(INCREMENT, parse_duration(main), increment_ms=parse_duration(inc) if plus else 0)
        except (TimeControlError, ValueError):
            pass
        try:
            return None if byo else cls.parse(tc)
        except TimeControlError:
            return None

    # --- .gib ---------------------------------------------------------------------------------------------
    def korean(self) -> str:
        """.gib ``제한시간`` text: ``10분 30초 3회``, ``10분 + 5초``, ``10분``, ``수당 30초``, ``없음``."""
        if self.kind == BYOYOMI:
            main = _korean_duration(self.main_ms) if self.main_ms else "초읽기"
            return f"{main} {_korean_duration(self.period_ms)} {self.periods}회"
        if self.kind == INCREMENT:
            main = _korean_duration(self.main_ms)
            return f"{main} + {_korean_duration(self.increment_ms)}" if self.increment_ms else main
        if self.kind == PER_MOVE:
            return f"수당 {_korean_duration(self.period_ms)}"
        return "없음"

    @classmethod
    def from_korean(cls, text: str) -> TimeControl | None:
        """What a .gib ``제한시간`` says, when it can be read: ``10분 30초 3회`` (byo-yomi; ``초읽기 30초 3회``
        without main time), ``5분`` and ``10분 30초`` (sudden death: without 회 the seconds belong to the main
        time), ``10분 + 5초`` / ``10분 추가 5초`` (increment), ``수당 30초`` (per move), ``없음`` / ``무제한``.
        Our short text and PGN forms are read too (some programs write them there).  None otherwise."""
        t = text.strip()
        if not t:
            return None
        if t in ("없음", "무제한", "제한없음", "제한 없음"):
            return cls.untimed()
        parts = re.findall(r"(\d+(?:\.\d+)?)\s*(시간|분|초|회|번)", t)
        if not parts:
            for reader in (cls.parse, lambda s: cls.from_pgn_tags({"TimeControl": s})):
                try:
                    tc = reader(t)
                except TimeControlError:
                    continue
                if tc is not None:
                    return tc
            return None
        unit_ms = {"시간": 3_600_000, "분": 60_000, "초": 1000}
        try:
            if parts[-1][1] in ("회", "번"):
                count = int(float(parts[-1][0]))
                if len(parts) < 2 or parts[-2][1] != "초":
                    return None
                period = int(float(parts[-2][0]) * 1000)
                main = sum(int(float(n) * unit_ms[u]) for n, u in parts[:-2] if u in unit_ms)
                return cls(BYOYOMI, main, period, count)
            if any(word in t for word in ("수당", "매수", "한수", "1수", "/수")) and len(parts) == 1:
                return cls(PER_MOVE, period_ms=int(float(parts[0][0]) * unit_ms[parts[0][1]]))
            split = re.search(r"\+|추가|피셔", t)
            if split is not None:
                before = re.findall(r"(\d+(?:\.\d+)?)\s*(시간|분|초)", t[: split.start()])
                after = re.findall(r"(\d+(?:\.\d+)?)\s*(시간|분|초)", t[split.end():])
                main = sum(int(float(n) * unit_ms[u]) for n, u in before)
                inc = sum(int(float(n) * unit_ms[u]) for n, u in after)
                return cls(INCREMENT, main, increment_ms=inc)
            return cls(INCREMENT, sum(int(float(n) * unit_ms[u]) for n, u in parts if u in unit_ms))
        except (TimeControlError, KeyError, ValueError):
            return None


def _korean_duration(ms: int) -> str:
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s = rest / 1000
    words = ([f"{h}시간"] if h else []) + ([f"{m}분"] if m else [])
    if s or not words:
        words.append(f"{s:g}초")
    return " ".join(words)


__all__ = [
    "BYOYOMI", "BYOYOMI_TAG", "INCREMENT", "KINDS", "MAX_MAIN_MS", "MAX_PERIODS", "MAX_PERIOD_MS", "PER_MOVE",
    "UNTIMED", "TimeControl", "TimeControlError", "format_duration", "parse_duration",
]
