"""Analysis of positions and games with any engine player, pure Python, no Qt (see docs/architecture.md#layers).

Evaluations from Cho's point of view and the judgement of moves by the mover's lost winning chances
(:mod:`.evaluation`), the analysis of a whole game (:mod:`.report`), annotated PGN (:mod:`.annotation`), the
hints a game was played with (:mod:`.hints`) and the ``janggi-desktop analyse`` command (:mod:`.cli`).
"""

import importlib
from typing import Any

from .hints import HintLog

__all__ = [
    "THRESHOLDS", "WIN_CHANCE_SCALE", "AnalysisError", "Evaluation", "GameAnalysis", "HintLog", "Mark",
    "MoveReport", "PositionEval", "analyse_game", "analyse_games", "analysis_from_record", "annotate",
    "evaluate_position", "mark_for", "split_judgement", "win_chance",
]

#: Where each public name lives.  Only the hint log is needed when the window opens (it records the hints
#: of the game on the board); the rest is imported when first used, which keeps it off the window's
#: start-up: the report and annotation modules cost ~8-10 ms to import over what the first frame has loaded.
_HOMES = {
    **dict.fromkeys(("THRESHOLDS", "WIN_CHANCE_SCALE", "Evaluation", "Mark", "mark_for", "win_chance"),
                    "evaluation"),
    **dict.fromkeys(("AnalysisError", "GameAnalysis", "MoveReport", "PositionEval", "analyse_game",
                     "analyse_games", "evaluate_position"), "report"),
    **dict.fromkeys(("annotate", "analysis_from_record", "split_judgement"), "annotation"),
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value  # found once: later lookups are plain module attributes
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
