"""What a game between two players is, without any window: players (a person, the built-in engine at a
level, an external UCI engine), the game driver that asks them for moves, the autosave that follows it,
the engine registry and the headless match runner.  Pure Python, no Qt (see DESIGN.md).

Importing this package is cheap: the engine is imported when a built-in player first thinks, the records
package when the autosave first writes.
"""

from .driver import Change, GameDriver, ThinkRequest, replayed
from .players import (
    BuiltinPlayer,
    HumanPlayer,
    Player,
    PlayerError,
    PlayerSpec,
    PlayerSpecError,
    ThinkInfo,
    ThinkLimits,
    UciEnginePlayer,
)

__all__ = [
    "BuiltinPlayer", "Change", "GameDriver", "HumanPlayer", "Player", "PlayerError", "PlayerSpec",
    "PlayerSpecError", "ThinkInfo", "ThinkLimits", "ThinkRequest", "UciEnginePlayer", "replayed",
]
