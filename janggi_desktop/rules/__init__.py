"""The Janggi rules model: pure Python, never imports Qt.  See docs/rules.md for the specification.

Everything other packages need is public and exported here (or named in a module's ``__all__``); names with a
leading underscore are private to this package.  Every error raised for bad input is a ValueError subclass
with a one-line message.
"""

from .board import CHO, HAN, SIDE_NAMES, SQUARE_NAMES, Piece, SquareError, square_name
from .game import MAX_PERFT_DEPTH, Game, GameStateError, IllegalMoveError, Move, PerftDepthError, PerftStopped
from .handicap import TRADITIONAL as TRADITIONAL_HANDICAPS
from .handicap import Handicap, HandicapError, handicap_of_fen
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
from .outcome import Outcome, Termination
from .position import Position
from .repetition import RepetitionVerdict, repetition_verdict
from .ruleset import DEFAULT_RULE_SET, RULE_SETS, RuleSet, UnknownRuleSetError, get_ruleset

__all__ = [
    "CHO", "HAN", "SIDE_NAMES", "SQUARE_NAMES", "Piece", "SquareError", "square_name", "Game",
    "GameStateError", "IllegalMoveError", "MAX_PERFT_DEPTH", "Move", "Outcome", "PerftDepthError", "PerftStopped",
    "Termination", "ARRANGEMENT_NAMES", "ARRANGEMENTS", "DEFAULT_ARRANGEMENT", "ArrangementError", "FenError",
    "MoveTextError", "kja_square", "normalize_arrangement", "parse_kja_square", "start_fen", "Position",
    "RepetitionVerdict", "repetition_verdict", "DEFAULT_RULE_SET", "RULE_SETS", "RuleSet",
    "UnknownRuleSetError", "get_ruleset", "Handicap", "HandicapError", "TRADITIONAL_HANDICAPS", "handicap_of_fen",
]
