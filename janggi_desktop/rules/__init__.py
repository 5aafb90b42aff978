"""The Janggi rules model: pure Python, never imports Qt.  See RULES.md for the specification."""

from .board import CHO, HAN, SIDE_NAMES, SQUARE_NAMES, square_name
from .game import Game, GameStateError, IllegalMoveError, Move, Outcome, Termination
from .notation import (
    ARRANGEMENT_NAMES,
    ARRANGEMENTS,
    DEFAULT_ARRANGEMENT,
    ArrangementError,
    FenError,
    MoveTextError,
    kja_square,
    normalize_arrangement,
    parse_kja_square,
    start_fen,
)
from .position import Position
from .ruleset import DEFAULT_RULE_SET, RULE_SETS, RuleSet, UnknownRuleSetError, get_ruleset

__all__ = [
    "CHO", "HAN", "SIDE_NAMES", "SQUARE_NAMES", "square_name", "Game", "GameStateError", "IllegalMoveError",
    "Move", "Outcome", "Termination", "ARRANGEMENT_NAMES", "ARRANGEMENTS", "DEFAULT_ARRANGEMENT",
    "ArrangementError", "FenError", "MoveTextError", "kja_square", "normalize_arrangement",
    "parse_kja_square", "start_fen", "Position", "DEFAULT_RULE_SET", "RULE_SETS", "RuleSet",
    "UnknownRuleSetError", "get_ruleset",
]
