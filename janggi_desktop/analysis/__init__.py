"""Analysis of positions and games with any engine player, pure Python, no Qt (see DESIGN.md).

Evaluations from Cho's point of view and the judgement of moves by the mover's lost winning chances
(:mod:`.evaluation`), the analysis of a whole game (:mod:`.report`), annotated PGN (:mod:`.annotation`), the
hints a game was played with (:mod:`.hints`) and the ``janggi-desktop analyse`` command (:mod:`.cli`).
"""

from typing import Any

from .evaluation import THRESHOLDS, WIN_CHANCE_SCALE, Evaluation, Mark, mark_for, win_chance
from .hints import HintLog
from .report import (
    AnalysisError,
    GameAnalysis,
    MoveReport,
    PositionEval,
    analyse_game,
    analyse_games,
    evaluate_position,
)

__all__ = [
    "THRESHOLDS", "WIN_CHANCE_SCALE", "AnalysisError", "Evaluation", "GameAnalysis", "HintLog", "Mark",
    "MoveReport", "PositionEval", "analyse_game", "analyse_games", "analysis_from_record", "annotate",
    "evaluate_position", "mark_for", "win_chance",
]


def __getattr__(name: str) -> Any:
    """The annotated-PGN functions load the records package: imported when first used (start-up time)."""
    if name in ("annotate", "analysis_from_record"):
        import importlib

        return getattr(importlib.import_module(f"{__name__}.annotation"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
