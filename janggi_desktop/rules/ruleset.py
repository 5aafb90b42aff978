"""The six rule sets of docs/rules.md#rule-sets as data: one frozen :class:`RuleSet` record each, looked up by name.

Each knob is one row of that table.  The four Fairy-Stockfish presets differ from ``janggi`` by a
handful of fields, the way Fairy-Stockfish's own ``variant.cpp`` defines them; ``standard`` (our default,
seed 001) and ``youzai`` (the club rules of seed 000) have no engine twin and follow the table.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from .board import short_repr
from .errors import TemplatedError

Result = Literal["draw", "points"]


class UnknownRuleSetError(TemplatedError):
    """A rule-set name that names none of the presets (a template with its values: a window translates it)."""


class RuleSet(NamedTuple):
    """One rule set: its name, a line describing it, and one field per knob of the rule-set table.

    An immutable record (a named tuple: made at import in a tenth of the time of a frozen dataclass).
    """

    name: str
    description: str
    #: Each side chooses its horse/elephant arrangement before the game.
    choose_arrangement: bool = True
    #: A cannon's non-capturing move slides like a chariot (youzai) instead of jumping a screen.
    cannon_slides: bool = False
    #: Soldiers also step forward along the enemy palace's diagonal lines.
    soldier_palace_diagonals: bool = True
    #: What facing generals on an open file mean for the side to move:
    #: "none" (allowed, no effect), "accept" (must break it or accept a draw; no pass),
    #: "pass" (must break it; a pass ends the game with ``bikjang_result``, as Fairy-Stockfish).
    bikjang: Literal["none", "accept", "pass"] = "pass"
    bikjang_result: Result = "points"
    #: Two passes in a row end the game with this result; None: no effect.
    double_pass: Result | None = "points"
    #: The placement (with the side to move) occurring this many times ends the game; None: no rule.
    repetition_count: int | None = 3
    repetition_result: Result = "points"
    #: In a repetition where one side gave check on every move, that side loses.
    perpetual_check_loses: bool = True
    #: Kakao's rule: shuttling one piece (not general or guard) by exact reverse moves without check loses
    #: on the side's fifth such move (Fairy-Stockfish's ``moveRepetitionIllegal``).
    shuttle_rule: bool = False
    #: The game ends after this many plies (None: no limit) ...
    ply_limit: int | None = 100
    #: ... counted since the last capture ("no_capture") or in total since the start ("total") ...
    ply_limit_counts: Literal["no_capture", "total"] = "no_capture"
    #: ... with this result.
    ply_limit_result: Result = "points"
    #: Fairy-Stockfish's UCI_Variant name when the rule set is one of its presets.
    fairy_variant: str | None = None

    def __str__(self) -> str:
        return self.name


JANGGI = RuleSet(
    name="janggi",
    description="KJA tournament rules (Fairy-Stockfish 'janggi'): unresolved bikjang, double pass, "
                "repetition and 100 plies without capture are decided on points.",
    fairy_variant="janggi",
)
JANGGI_TRADITIONAL = JANGGI._replace(
    name="janggitraditional",
    description="Traditional rules (Fairy-Stockfish 'janggitraditional'): the same endings are draws.",
    bikjang_result="draw", double_pass="draw", repetition_result="draw", ply_limit_result="draw",
    fairy_variant="janggitraditional",
)
JANGGI_MODERN = JANGGI._replace(
    name="janggimodern",
    description="Kakao rules (Fairy-Stockfish 'janggimodern'): no bikjang, 4th repetition and 200 plies "
                "without capture on points, shuttling a piece loses.",
    bikjang="none", repetition_count=4, shuttle_rule=True, ply_limit=200, fairy_variant="janggimodern",
)
JANGGI_CASUAL = JANGGI._replace(
    name="janggicasual",
    description="Casual rules (Fairy-Stockfish 'janggicasual'): no bikjang, no points; those endings are "
                "draws.",
    bikjang="none", double_pass="draw", repetition_result="draw", ply_limit_result="draw",
    fairy_variant="janggicasual",
)
STANDARD = RuleSet(
    name="standard",
    description="Janggi Desktop's rules: bikjang offers a draw to accept or break, 3rd repetition draws, "
                "200 plies in total are decided on points.",
    bikjang="accept", bikjang_result="draw", double_pass=None, repetition_count=3, repetition_result="draw",
    perpetual_check_loses=False, ply_limit=200, ply_limit_counts="total", ply_limit_result="points",
)
YOUZAI = RuleSet(
    name="youzai",
    description="Youzai club rules: fixed arrangement, cannons slide when not capturing, no soldier "
                "diagonals, 200 plies without capture draw.",
    choose_arrangement=False, cannon_slides=True, soldier_palace_diagonals=False,
    bikjang="none", bikjang_result="draw", double_pass=None, repetition_count=None, repetition_result="draw",
    perpetual_check_loses=False, ply_limit=200, ply_limit_counts="no_capture", ply_limit_result="draw",
)

RULE_SETS: dict[str, RuleSet] = {
    r.name: r for r in (STANDARD, YOUZAI, JANGGI, JANGGI_TRADITIONAL, JANGGI_MODERN, JANGGI_CASUAL)
}
ALIASES = {
    "default": "standard", "kja": "janggi", "tournament": "janggi", "traditional": "janggitraditional",
    "modern": "janggimodern", "kakao": "janggimodern", "casual": "janggicasual", "club": "youzai",
}
DEFAULT_RULE_SET = "standard"


def get_ruleset(name: str | RuleSet | None = None) -> RuleSet:
    """The preset called ``name`` (case-insensitive; aliases accepted); a RuleSet is returned as it is."""
    if name is None:
        return RULE_SETS[DEFAULT_RULE_SET]
    if isinstance(name, RuleSet):
        return name
    if not isinstance(name, str):
        raise UnknownRuleSetError("rule set must be a name, not {type}", type=type(name).__name__)
    key = name.strip().lower().replace("-", "").replace("_", "").replace(" ", "")
    key = ALIASES.get(key, key)
    try:
        return RULE_SETS[key]
    except KeyError:
        raise UnknownRuleSetError("unknown rule set {name}; expected one of: {names}", name=short_repr(name),
                                  names=", ".join(RULE_SETS)) from None
