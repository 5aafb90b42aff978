"""The engines a player can choose: the built-in engine and external UCI engines.

Fairy-Stockfish is found by itself where it is installed (on the PATH, or Debian's ``/usr/games``): the
registry read from the settings lists it without anyone pressing "Find" (as it is known, without starting it:
see :func:`fairy_stockfish_info`), and the analysis uses it by default (:func:`default_analysis_spec`), the
built-in engine staying the fallback.  Removed by the user, it stays in the settings as a hidden entry, so it
does not come back by itself (Find brings it back).  Any other engine is added by its path and checked — it
must start, answer ``uci`` with ``uciok`` and ``isready`` with ``readyok`` — before it is kept.  What the check
learns (the engine's name, the Janggi variants it knows, its strength option) is kept with it in the settings,
so the new-game dialog can offer the engine without starting it.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
import shutil
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from janggi_desktop.rules import RULE_SETS

from .fairy_stockfish import FAIRY_STOCKFISH_COMMANDS, FAIRY_STOCKFISH_PLACES, find_fairy_stockfish  # noqa: F401 (re-exported)
from .players import FAIRY_STOCKFISH_NAME, MAX_LEVEL, UCI, PlayerSpec, UciEnginePlayer

#: Strength options we know how to offer, in order of preference.
STRENGTH_OPTIONS = ("Skill Level", "UCI_Elo")
#: The Janggi variants every Fairy-Stockfish since 11 (2020) plays: what the registry assumes of one it found
#: but has not started (the player checks the real list when the engine first thinks).
FAIRY_STOCKFISH_VARIANTS = ("janggi", "janggitraditional", "janggimodern", "janggicasual")


class EngineCheckError(ValueError):
    """An engine that cannot be used: it does not start, or does not speak UCI; the message says which."""


@dataclass(frozen=True)
class StrengthOption:
    """An engine's knob for playing weaker: ``Skill Level`` (Fairy-Stockfish: -20..20) or ``UCI_Elo``."""

    name: str
    min: int
    max: int
    default: int


@dataclass(frozen=True)
class EngineInfo:
    """An external engine as its check found it."""

    name: str
    command: tuple[str, ...]
    #: The values of its UCI_Variant option (empty: it has none).
    variants: tuple[str, ...] = ()
    strength: StrengthOption | None = None
    #: Removed by the user but kept, so that an engine found by itself (Fairy-Stockfish) is not found again.
    hidden: bool = False

    def rulesets(self) -> tuple[str, ...]:
        """Our rule sets it can play: those it knows by name, and those with a close variant it knows."""
        if not self.variants:
            return ("janggi",)
        out = []
        for name in RULE_SETS:
            close = UciEnginePlayer.CLOSE_VARIANTS.get(name)
            if name in self.variants or (close is not None and close in self.variants):
                out.append(name)
        return tuple(out)

    def spec(self, strength: int | None = None) -> PlayerSpec:
        """A player for this engine, at ``strength`` on its strength option (None: its own default)."""
        options: tuple[tuple[str, str], ...] = ()
        if strength is not None and self.strength is not None:
            value = max(self.strength.min, min(self.strength.max, int(strength)))
            options = ((self.strength.name, str(value)),)
            if self.strength.name == "UCI_Elo":
                options = (("UCI_LimitStrength", "true"),) + options
        return PlayerSpec(UCI, name=self.name, command=self.command, options=options)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "command": list(self.command), "variants": list(self.variants)}
        if self.strength is not None:
            s = self.strength
            d["strength"] = {"name": s.name, "min": s.min, "max": s.max, "default": s.default}
        if self.hidden:
            d["hidden"] = True
        return d

    @classmethod
    def from_dict(cls, data: Any) -> EngineInfo:
        """What ``to_dict`` wrote; anything else raises :class:`EngineCheckError`."""
        if not isinstance(data, dict):
            raise EngineCheckError("an engine entry must be a dictionary")
        name, command, variants = data.get("name"), data.get("command"), data.get("variants", [])
        if not isinstance(name, str) or not name:
            raise EngineCheckError("an engine entry needs a name")
        if not (isinstance(command, list) and command and all(isinstance(c, str) for c in command)):
            raise EngineCheckError(f"engine {name!r}: its command must be a list of words")
        if not (isinstance(variants, list) and all(isinstance(v, str) for v in variants)):
            raise EngineCheckError(f"engine {name!r}: its variants must be a list of names")
        strength = None
        s = data.get("strength")
        if s is not None:
            if not (isinstance(s, dict) and isinstance(s.get("name"), str)
                    and all(type(s.get(k)) is int for k in ("min", "max", "default"))):
                raise EngineCheckError(f"engine {name!r}: bad strength option")
            strength = StrengthOption(s["name"], s["min"], s["max"], s["default"])
        hidden = data.get("hidden", False)
        if not isinstance(hidden, bool):
            raise EngineCheckError(f"engine {name!r}: 'hidden' must be true or false")
        return cls(name, tuple(command), tuple(variants), strength, hidden)


def fairy_stockfish_info(path: str) -> EngineInfo:
    """Fairy-Stockfish at ``path`` as the registry lists it before it has been started: its name, the Janggi
    variants of every version since 11 and its Skill Level -20..20.  Starting it to ask would cost a process
    start in the window's first seconds; the player asks the real engine when it first thinks (and says
    clearly if it cannot play the game's rule set), and "Find" checks it."""
    return EngineInfo(FAIRY_STOCKFISH_NAME, (path,), FAIRY_STOCKFISH_VARIANTS,
                      StrengthOption("Skill Level", -20, 20, 20))


def default_analysis_spec(ruleset: str | None = None, path: str | None = None) -> PlayerSpec:
    """The engine that analyses when the user chose none: Fairy-Stockfish at full strength where it is installed
    (``path``, or found) and plays ``ruleset`` (None: any Janggi rule set it plays), else the built-in engine at
    full strength.  Fairy-Stockfish sees much further in the same time (docs/strength.md: level 10 plays about
    like its Skill 9-10 at 500 ms a move, and Skill 20 is far stronger)."""
    found = path or find_fairy_stockfish()
    if found is not None:
        info = fairy_stockfish_info(found)
        if ruleset is None or ruleset in info.rulesets():
            return info.spec()
    return PlayerSpec.builtin(MAX_LEVEL)


def command_of(text: str | Sequence[str]) -> tuple[str, ...]:
    """An engine command from what the user typed or picked (a path, possibly with arguments)."""
    if not isinstance(text, str):
        return tuple(text)
    if os.path.exists(text):  # a path with spaces, picked in a file dialog
        return (text,)
    try:
        words = shlex.split(text)
    except ValueError as e:
        raise EngineCheckError(f"{text!r}: {e}") from None
    if not words:
        raise EngineCheckError("no engine command given")
    return tuple(words)


def check_engine(command: str | Sequence[str], *, timeout: float = 10.0,
                 env: dict[str, str] | None = None, cancel: threading.Event | None = None) -> EngineInfo:
    """Start the engine, ask ``uci`` and ``isready``, read its options, close it; the engine as found.
    Raises :class:`EngineCheckError` naming the fault (not found, not UCI, no answer...).

    Setting ``cancel`` (from another thread: the engines dialog being closed, the application quitting) ends
    the check within a fraction of a second, whatever the engine does: the engine is closed (killed if it
    does not quit) before this raises :class:`EngineCheckError`, so no process outlives a cancelled check."""
    from janggi_desktop.engine.client import (  # ~27 ms to import: only when a check runs
        EngineCancelledError,
        EngineError,
        UciClient,
    )

    argv = command_of(command)
    exe = argv[0]
    if os.sep in exe or (os.altsep and os.altsep in exe):
        if not os.path.isfile(exe):
            raise EngineCheckError(f"{exe}: no such file")
        if not os.access(exe, os.X_OK):
            raise EngineCheckError(f"{exe}: the file is not executable")
    elif shutil.which(exe) is None:
        raise EngineCheckError(f"{exe}: no such command")
    try:
        with UciClient(list(argv), env=env, startup_timeout=timeout, cancel=cancel) as client:
            client.is_ready(timeout)
            name = client.name or os.path.basename(exe)
            variant = client.options.get("uci_variant")
            variants = tuple(variant.vars) if variant is not None else ()
            strength = None
            for opt_name in STRENGTH_OPTIONS:
                opt = client.options.get(opt_name.lower())
                if opt is not None and opt.type == "spin" and opt.min is not None and opt.max is not None:
                    try:
                        default = int(opt.default) if opt.default is not None else opt.max
                    except ValueError:
                        default = opt.max
                    strength = StrengthOption(opt.name, opt.min, opt.max, default)
                    break
    except EngineCancelledError:
        raise EngineCheckError(f"the check of {exe} was cancelled") from None
    except EngineError as e:
        raise EngineCheckError(f"{exe} is not a working UCI engine: {e}") from None
    if variants and not any(v.startswith("janggi") or v in RULE_SETS for v in variants):
        raise EngineCheckError(f"{name} speaks UCI but knows no Janggi variant ({', '.join(variants[:8])}…)")
    if name.lower().startswith("fairy-stockfish"):
        name = FAIRY_STOCKFISH_NAME
    return EngineInfo(name, argv, variants, strength)


class EngineRegistry:
    """The external engines the user has, in the order they were added; the built-in engine is always
    there besides them and is not listed here.  Hidden entries (engines found by themselves that the user
    removed) are kept for the settings but not listed."""

    def __init__(self, engines: Iterable[EngineInfo] = ()) -> None:
        self._engines: list[EngineInfo] = []
        for e in engines:
            self.add(e)

    @classmethod
    def from_settings(cls, data: Any, *, find: bool = True,
                      fairy_stockfish: str | None = None) -> tuple[EngineRegistry, list[str]]:
        """A registry from the settings' list, and a message for each entry that had to be dropped.  With
        ``find``, an installed Fairy-Stockfish (at ``fairy_stockfish``, or found) that the list does not hold
        is added, as :func:`fairy_stockfish_info` knows it: the user need not press "Find"."""
        problems: list[str] = []
        reg = cls()
        for item in data if isinstance(data, list) else []:
            try:
                reg._keep(EngineInfo.from_dict(item))
            except EngineCheckError as e:
                problems.append(str(e))
        if find:
            path = fairy_stockfish or find_fairy_stockfish()
            if path is not None and not any(e.command[0] == path or e.name.startswith(FAIRY_STOCKFISH_NAME)
                                            for e in reg._engines):
                reg.add(fairy_stockfish_info(path))
        return reg, problems

    def to_settings(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self._engines]

    def engines(self) -> list[EngineInfo]:
        return [e for e in self._engines if not e.hidden]

    def get(self, name: str) -> EngineInfo | None:
        return next((e for e in self._engines if e.name == name and not e.hidden), None)

    def _keep(self, info: EngineInfo) -> None:
        """Keep a hidden entry as it is (never renamed: it is not listed); a listed one through :meth:`add`."""
        if info.hidden:
            self._engines = [e for e in self._engines if e.command != info.command]
            self._engines.append(info)
        else:
            self.add(info)

    def add(self, info: EngineInfo) -> EngineInfo:
        """Keep ``info`` (replacing an engine of the same command, a hidden one too; a second engine of the
        same name is given a number, so names stay unique)."""
        info = dataclasses.replace(info, hidden=False)
        self._engines = [e for e in self._engines if e.command != info.command]
        name, n = info.name, 2
        while self.get(name) is not None:
            name = f"{info.name} ({n})"
            n += 1
        if name != info.name:
            info = dataclasses.replace(info, name=name)
        self._engines.append(info)
        return info

    def remove(self, name: str) -> None:
        """Remove the engine called ``name``.  Fairy-Stockfish, which the registry finds by itself, is kept
        hidden instead, so that it is not found again at the next start."""
        out = []
        for e in self._engines:
            if e.name == name and not e.hidden:
                if e.name.startswith(FAIRY_STOCKFISH_NAME):
                    out.append(dataclasses.replace(e, hidden=True))
                continue
            out.append(e)
        self._engines = out

    def discover(self, *, timeout: float = 10.0, cancel: threading.Event | None = None) -> EngineInfo | None:
        """Add Fairy-Stockfish if it is installed and not listed yet (checked first; a hidden entry is
        listed again); the engine added.  ``cancel`` ends the check as in :func:`check_engine`."""
        path = find_fairy_stockfish()
        if path is None or any(e.command[0] == path for e in self.engines()):
            return None
        try:
            return self.add(check_engine([path], timeout=timeout, cancel=cancel))
        except EngineCheckError:
            return None


__all__ = ["EngineCheckError", "EngineInfo", "EngineRegistry", "FAIRY_STOCKFISH_PLACES", "FAIRY_STOCKFISH_VARIANTS",
           "StrengthOption", "check_engine", "command_of", "default_analysis_spec", "fairy_stockfish_info",
           "find_fairy_stockfish"]
