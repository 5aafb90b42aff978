"""What a game between two players is, without any window: players (a person, the built-in engine at a
level, an external UCI engine), the clocks and time controls, the game driver that asks them for moves, the
autosave that follows it,
the engine registry and the headless match runner.  Pure Python, no Qt (see docs/architecture.md#layers).

Importing this package is cheap: the engine is imported when a built-in player first thinks, the records
package when the autosave first writes.
"""

from .clock import PRESETS, UNTIMED_CONTROL, Clock, ClockState, SideTime, TimeControl, TimeControlError, VirtualTime
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
    "PRESETS", "UNTIMED_CONTROL", "BuiltinPlayer", "Change", "Clock", "ClockState", "GameDriver", "HumanPlayer",
    "Player", "PlayerError", "PlayerSpec", "PlayerSpecError", "SideTime", "ThinkInfo", "ThinkLimits", "ThinkRequest",
    "TimeControl", "TimeControlError", "UciEnginePlayer", "VirtualTime", "replayed",
]
