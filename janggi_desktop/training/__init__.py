"""Training, pure Python, no Qt (see docs/architecture.md#layers): puzzles and learning from one's own mistakes.

The shipped puzzle set, checked as it is loaded (:mod:`.puzzles`); the user's puzzle rating by Glicko-2
(:mod:`.glicko`); exercises from the ``?`` / ``??`` moves of analysed games (:mod:`.mistakes`; from the
library's games: :mod:`.from_library`), brought back on an FSRS schedule (:mod:`.schedule`); the history of
both in the game library's file (:mod:`.store`); and the ``janggi-desktop puzzles`` command (:mod:`.cli`).
"""

from .from_library import SourceGame, collect_exercises, keep_analysis, library_exercises, source_games, user_sides
from .glicko import PROVISIONAL_RD, Rating, after_puzzle, expected_score, update
from .mistakes import ACCEPT_MARGIN_CP, Exercise, Verdict, exercises_from_analysis, judge
from .puzzles import (
    MAX_MATE_IN,
    THEMES,
    Puzzle,
    PuzzleError,
    PuzzleSet,
    Refusal,
    check_puzzle,
    choose_near,
    load_puzzles,
    parse_lines,
    parse_puzzle,
)
from .store import TrainingStore, open_store

__all__ = [
    "SourceGame", "collect_exercises", "keep_analysis", "library_exercises", "source_games", "user_sides",
    "PROVISIONAL_RD", "Rating", "after_puzzle", "expected_score", "update", "ACCEPT_MARGIN_CP", "Exercise",
    "Verdict",
    "exercises_from_analysis", "judge", "MAX_MATE_IN", "THEMES", "Puzzle", "PuzzleError", "PuzzleSet", "Refusal",
    "check_puzzle", "choose_near", "load_puzzles", "parse_lines", "parse_puzzle", "TrainingStore", "open_store",
]
