"""Playing levels 1-10: each a named, documented set of search limits and deliberate weaknesses.

The weak levels are weak the way people are, not the way a random mover is: they look only one or two
plies ahead (so they miss replies), their judgement is blurred by a per-position evaluation noise, they pick
among the moves that look about as good as the best one, and at the lowest levels they sometimes treat a
defended enemy piece as free (they grab it without seeing the recapture).  They still take what is
really hanging and develop their pieces sensibly, because the evaluation behind them is the same.
From level 7 up there is no noise, levels 9 and 10 open from the book (``Style.book``), and level 10 is the
full engine within its time.

``choose_move`` is what the GUI calls from its worker thread (on ``game.copy()``).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from importlib.machinery import EXTENSION_SUFFIXES

from janggi_desktop.level_bounds import MAX_LEVEL, MIN_LEVEL
from janggi_desktop.rules.game import Game, Move

from .search import Limits, NoMoveError, Searcher, SearchInfo, Style


def engine_compiled() -> bool:
    """Whether the search runs as compiled code (``pip install .`` with a C compiler: setup.py's mypyc build)
    rather than pure Python: at a given time the compiled search sees a ply or two deeper (docs/strength.md).
    Compiled means loaded from an extension module (``.so``/``.pyd``), as tests/engine/test_compiled.py checks:
    a bundle's ``.pyc`` is still the pure program."""
    return (sys.modules[Searcher.__module__].__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


@dataclass(frozen=True)
class Level:
    number: int
    name: str
    description: str
    #: Nominal search depth in plies (None: as deep as time allows).
    depth: int | None
    #: Longest think per move at this level, in milliseconds.
    movetime_ms: int
    style: Style = field(default_factory=Style)
    #: The Fairy-Stockfish Skill Level this level plays about evenly with at 500 ms a move (measured by
    #: matches, see ``strength_label``; None where no match has placed it), in pure Python ...
    skill_pure: int | None = None
    #: ... and compiled, where it differs (a level that stops at its depth plays the same moves either way).
    skill_compiled: int | None = None

    @property
    def fsf_equivalent(self) -> int | None:
        """The Skill Level this level plays about evenly with, in the build that runs (:func:`engine_compiled`)."""
        if self.skill_compiled is not None and engine_compiled():
            return self.skill_compiled
        return self.skill_pure

    @property
    def strength_label(self) -> str | None:
        """"≈ Fairy-Stockfish Skill 4", for the new-game dialog ("Level 7 · Expert · ≈ Fairy-Stockfish Skill
        4"); None when the level has not been measured."""
        if self.fsf_equivalent is None:
            return None
        return f"≈ Fairy-Stockfish Skill {self.fsf_equivalent}"

    @property
    def caption(self) -> str:
        """"Level 7 · Expert · ≈ Fairy-Stockfish Skill 4" (English; a translated window builds its own from
        ``number``, ``name`` and ``fsf_equivalent``)."""
        parts = [f"Level {self.number}", self.name]
        if self.strength_label:
            parts.append(self.strength_label)
        return " · ".join(parts)


# skill_pure / skill_compiled: the Fairy-Stockfish Skill Level each level plays about evenly with at 500 ms a move,
# placed by matches under the independent referee on a core of its own, every level at least once, levels 4, 5, 6
# twice, level 8 three times, level 9 four times, level 10 in both builds (docs/strength.md's section of
# 2026-12-05).  The whole record, match by match: docs/strength.md.  Approximate: a 20-game match has a margin of
# 150-400 Elo.
LEVELS: dict[int, Level] = {lv.number: lv for lv in (
    Level(1, "Novice", "Looks at its own move only: grabs pieces even when they are defended half the time, "
          "never sees the reply, and judges positions roughly. A first game's opponent.",
          depth=1, movetime_ms=300, skill_pure=-5,
          style=Style(eval_noise=150, quiescence=False, choice_margin=150, overlook_defence=0.5)),
    Level(2, "Beginner", "One ply plus the capture sequence; often misjudges, sometimes grabs a defended "
          "piece.", depth=1, movetime_ms=400, skill_pure=-3,
          style=Style(eval_noise=120, choice_margin=100, overlook_defence=0.3)),
    Level(3, "Casual", "Sees the opponent's direct reply; still loose and inconsistent.", depth=2,
          movetime_ms=500, skill_pure=-1, style=Style(eval_noise=90, choice_margin=70, overlook_defence=0.15)),
    Level(4, "Learner", "Two plies with captures; makes fewer oversights.", depth=2, movetime_ms=600, skill_pure=1,
          style=Style(eval_noise=60, choice_margin=40, overlook_defence=0.05)),
    Level(5, "Club", "Three plies; plays solid moves with a little noise.", depth=3, movetime_ms=800, skill_pure=3,
          style=Style(eval_noise=40, choice_margin=20)),
    Level(6, "Strong club", "Four plies, some noise.", depth=4, movetime_ms=1000, skill_pure=4,
          style=Style(eval_noise=50, choice_margin=30)),
    Level(7, "Expert", "Five plies, no noise.", depth=5, movetime_ms=1500, skill_pure=4),
    Level(8, "Advanced", "Six plies, no noise.", depth=6, movetime_ms=2000, skill_pure=7),
    Level(9, "Master", "Seven plies, no noise, sound openings from the book.", depth=7, movetime_ms=3000,
          skill_pure=9, style=Style(book=True)),
    Level(10, "Grandmaster", "Full strength: the whole search within its time (5 seconds a move by "
          "default, or what the clock or the caller allows).", depth=None, movetime_ms=5000,
          skill_pure=9, skill_compiled=10, style=Style(book=True)),
)}


def get_level(level: int) -> Level:
    try:
        return LEVELS[int(level)]
    except (KeyError, ValueError, TypeError):
        raise ValueError(f"level must be an integer from {MIN_LEVEL} to {MAX_LEVEL}, not {level!r}") from None


def level_limits(level: int, limits: Limits | None = None) -> Limits:
    """The limits of ``level`` combined with the caller's (a UCI ``go``): the tighter of the two wins,
    except that level 10 keeps the caller's limits as they are.

    On a clock the clock stays in charge (the time manager never lets the side flag) and the level's own
    time caps it (``max_movetime``): a level that thinks less than its clock allows keeps doing so, and in
    byo-yomi a weak level still thinks its usual time, not a sliver of the main time that is left."""
    lv = get_level(level)
    if limits is None:
        return Limits(depth=lv.depth, movetime=lv.movetime_ms)
    if lv.number == MAX_LEVEL:
        return limits
    out = replace(limits)
    if lv.depth is not None:
        out.depth = min(out.depth, lv.depth) if out.depth else lv.depth
    if out.movetime is not None:
        out.movetime = min(out.movetime, lv.movetime_ms)
    elif not out.infinite and out.on_clock:
        cap = lv.movetime_ms if out.max_movetime is None else min(out.max_movetime, lv.movetime_ms)
        out.max_movetime = cap
    return out


def make_searcher(level: int, *, hash_mb: int = 16, seed: int | None = None) -> Searcher:
    return Searcher(style=get_level(level).style, hash_mb=hash_mb, seed=seed)


def choose_move(game: Game, level: int, stop_event: threading.Event | None = None,
                on_info: Callable[[SearchInfo], None] | None = None, *, movetime_ms: int | None = None,
                seed: int | None = None) -> Move:
    """The computer's move at ``level`` (1-10) in ``game``.

    Blocking: call it from a worker thread on ``game.copy()``; setting ``stop_event`` makes it return the
    best move found so far within about 50 ms.  ``movetime_ms`` overrides the level's thinking time (it
    never makes a weak level deeper).  Raises :class:`NoMoveError` if the game is over.
    """
    lv = get_level(level)
    limits = Limits(depth=lv.depth, movetime=lv.movetime_ms if movetime_ms is None else movetime_ms)
    searcher = Searcher(game, style=lv.style, hash_mb=16, seed=seed)
    result = searcher.search(limits, on_info=on_info, stop_event=stop_event)
    if result.best is None:  # pragma: no cover - search raises NoMoveError instead
        raise NoMoveError("no move")
    return result.best


__all__ = ["LEVELS", "Level", "MAX_LEVEL", "MIN_LEVEL", "choose_move", "get_level", "level_limits",
           "make_searcher"]
