"""Texts about engines shared by the new-game and engines dialogs: the built-in engine's name, its named
levels and their descriptions, an external engine's strength option — all translated at call time.

The level names and descriptions are English data in :mod:`janggi_desktop.engine.levels` (which must not
import Qt); they are declared here with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` extracts them.  If
``levels.py`` is edited and a text here no longer matches, the new English text is shown rather than a stale
translation (tests/ui/test_dialogs_players.py checks that the two agree).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from janggi_desktop.engine.levels import LEVELS, MAX_LEVEL, MIN_LEVEL, get_level
from janggi_desktop.play.engines import EngineInfo, StrengthOption
from janggi_desktop.rules import RULE_SETS

#: Level number -> (name, description), as written in engine/levels.py.
LEVEL_TEXTS: dict[int, tuple[str, str]] = {
    1: (QT_TRANSLATE_NOOP("Levels", "Novice"),
        QT_TRANSLATE_NOOP("Levels", "Looks at its own move only: grabs pieces even when they are defended half "
                                    "the time, never sees the reply, and judges positions roughly. A first "
                                    "game's opponent.")),
    2: (QT_TRANSLATE_NOOP("Levels", "Beginner"),
        QT_TRANSLATE_NOOP("Levels", "One ply plus the capture sequence; often misjudges, sometimes grabs a "
                                    "defended piece.")),
    3: (QT_TRANSLATE_NOOP("Levels", "Casual"),
        QT_TRANSLATE_NOOP("Levels", "Sees the opponent's direct reply; still loose and inconsistent.")),
    4: (QT_TRANSLATE_NOOP("Levels", "Learner"),
        QT_TRANSLATE_NOOP("Levels", "Two plies with captures; makes fewer oversights.")),
    5: (QT_TRANSLATE_NOOP("Levels", "Club"),
        QT_TRANSLATE_NOOP("Levels", "Three plies; plays solid moves with a little noise.")),
    6: (QT_TRANSLATE_NOOP("Levels", "Strong club"),
        QT_TRANSLATE_NOOP("Levels", "Four plies, some noise.")),
    7: (QT_TRANSLATE_NOOP("Levels", "Expert"),
        QT_TRANSLATE_NOOP("Levels", "Five plies, no noise.")),
    8: (QT_TRANSLATE_NOOP("Levels", "Advanced"),
        QT_TRANSLATE_NOOP("Levels", "Six plies, no noise.")),
    9: (QT_TRANSLATE_NOOP("Levels", "Master"),
        QT_TRANSLATE_NOOP("Levels", "Seven plies, no noise, sound openings from the book.")),
    10: (QT_TRANSLATE_NOOP("Levels", "Grandmaster"),
         QT_TRANSLATE_NOOP("Levels", "Full strength: the whole search within its time (5 seconds a move by "
                                     "default, or what the clock or the caller allows).")),
}


def translate(context: str, text: str) -> str:
    """QCoreApplication.translate (named so that pyside6-lupdate reads the context argument)."""
    return QCoreApplication.translate(context, text)


def _level_text(number: int, index: int) -> str:
    level = get_level(number)
    english = (level.name, level.description)[index]
    source = LEVEL_TEXTS.get(level.number, ("", ""))[index]
    return translate("Levels", source) if source == english else english


def level_name(number: int) -> str:
    """The level's name ("Novice" … "Grandmaster"), translated."""
    return _level_text(number, 0)


def level_description(number: int) -> str:
    """What the level does, in a sentence or two, translated."""
    return _level_text(number, 1)


def level_strength(number: int) -> str:
    """"≈ Fairy-Stockfish Skill 4": the Skill Level of Fairy-Stockfish the level plays about evenly with at
    500 ms a move (engine/levels.py; the matches behind it: docs/strength.md), translated; empty for a level
    without a measure."""
    equivalent = get_level(number).fsf_equivalent
    if equivalent is None:
        return ""
    return translate("Levels", "≈ Fairy-Stockfish Skill %1").replace("%1", str(equivalent))


def level_note(number: int) -> str:
    """What the new-game dialog says of a level: its strength against Fairy-Stockfish, then what it does."""
    strength = level_strength(number)
    return f"{strength} · {level_description(number)}" if strength else level_description(number)


def level_item_text(number: int) -> str:
    """A level as a list shows it: "1 · Novice"."""
    return f"{number} · {level_name(number)}"


def builtin_engine_name() -> str:
    return translate("Engines", "Janggi Desktop engine")


def builtin_engine_strength() -> str:
    """The built-in engine's strength range in a few words."""
    return (translate("Engines", "%1 levels, %2 to %3").replace("%1", str(len(LEVELS)))
            .replace("%2", level_name(MIN_LEVEL)).replace("%3", level_name(MAX_LEVEL)))


def strength_option_name(option: StrengthOption) -> str:
    """The label of an engine's strength knob: "Skill Level", or "Elo" for UCI_Elo."""
    if option.name.lower() == "uci_elo":
        return translate("Engines", "Elo")
    if option.name.lower() == "skill level":
        return translate("Engines", "Skill Level")
    return option.name


def strength_range_text(option: StrengthOption) -> str:
    """"Skill Level -20 to 20 (default 20)"."""
    return (translate("Engines", "%1 %2 to %3 (default %4)").replace("%1", strength_option_name(option))
            .replace("%2", str(option.min)).replace("%3", str(option.max)).replace("%4", str(option.default)))


def engine_strength_text(info: EngineInfo) -> str:
    """An external engine's strength knob, or that it has none."""
    if info.strength is None:
        return translate("Engines", "no strength setting")
    return strength_range_text(info.strength)


def fairy_stockfish_stronger() -> str:
    """What the new-game dialog says beside Fairy-Stockfish: which engine is stronger, by the measure behind the
    levels' labels (the Skill Level that level 10 plays about evenly with at 500 ms a move, docs/strength.md).
    Fairy-Stockfish plays at Skill Level 20 unless told otherwise, far above that."""
    top = get_level(MAX_LEVEL)
    return (translate("Engines", "Much stronger than the built-in engine: at Skill Level %1 it already plays "
                                 "about as well as level %2 (%3), and at 20, its default, far better.")
            .replace("%1", str(top.fsf_equivalent)).replace("%2", str(top.number))
            .replace("%3", level_name(top.number)))


def fairy_stockfish_installed_note() -> str:
    """Added to a level's note in the new-game dialog when Fairy-Stockfish is installed: the user should know
    that a much stronger opponent is there, one choice away."""
    return translate("Engines", "Fairy-Stockfish, also installed, is much stronger than every level.")


def rulesets_text(rulesets: tuple[str, ...] | list[str]) -> str:
    """The rule sets an engine plays, short: "all", "all but youzai", or the list."""
    missing = [name for name in RULE_SETS if name not in rulesets]
    if not missing:
        return translate("Engines", "all")
    if not rulesets:
        return translate("Engines", "none")
    if len(missing) <= 2:
        return translate("Engines", "all but %1").replace("%1", ", ".join(missing))
    return ", ".join(rulesets)


__all__ = ["LEVEL_TEXTS", "builtin_engine_name", "builtin_engine_strength", "engine_strength_text",
           "fairy_stockfish_installed_note", "fairy_stockfish_stronger",
           "level_description", "level_item_text", "level_name", "level_note", "level_strength", "rulesets_text",
           "strength_option_name", "strength_range_text"]
