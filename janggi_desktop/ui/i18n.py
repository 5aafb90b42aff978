"""The interface language: which one to use, and installing Qt translators for it.

English is the source language (strings in the code are English), French and Korean come from Qt ``.qm``
files in ``resources/translations``, found through :mod:`janggi_desktop.resource_files` so an installed
wheel or a PyInstaller bundle uses its own copy, never the checkout.  Qt's own strings (standard buttons
such as OK/Cancel, file dialogs) come from PySide6's ``qtbase_<lang>.qm`` when PySide6 ships it.

The language setting is ``"system"`` (or ``""``) to follow ``QLocale.system()``, or a code from
:func:`available_languages`.  The Latin piece letters follow the interface language (docs/rules.md#pieces): French
letters for French, English letters for everything else.

Rule-set descriptions and game-over reasons are English data in :mod:`janggi_desktop.rules` (which must not
import Qt); :func:`ruleset_description` and :func:`termination_text` give their translations, the strings
being declared here with ``QT_TRANSLATE_NOOP`` so that ``pyside6-lupdate`` extracts them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from janggi_desktop import resource_files

SOURCE_LANGUAGE = "en"
SYSTEM = "system"
# Languages with an interface translation, and their names in their own language (for the settings menu).
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "ko": "한국어"}
QM_PREFIX = "janggi_desktop_"

# Strings from the rules model, which cannot call Qt itself.  Context "Rules" for all of them.
_RULESET_DESCRIPTIONS: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP(
        "Rules", "Janggi Desktop's rules: bikjang offers a draw to accept or break, 3rd repetition draws, "
                 "200 plies in total are decided on points."),
    "youzai": QT_TRANSLATE_NOOP(
        "Rules", "Youzai club rules: fixed arrangement, cannons slide when not capturing, no soldier "
                 "diagonals, 200 plies without capture draw."),
    "janggi": QT_TRANSLATE_NOOP(
        "Rules", "KJA tournament rules (Fairy-Stockfish 'janggi'): unresolved bikjang, double pass, "
                 "repetition and 100 plies without capture are decided on points."),
    "janggitraditional": QT_TRANSLATE_NOOP(
        "Rules", "Traditional rules (Fairy-Stockfish 'janggitraditional'): the same endings are draws."),
    "janggimodern": QT_TRANSLATE_NOOP(
        "Rules", "Kakao rules (Fairy-Stockfish 'janggimodern'): no bikjang, 4th repetition and 200 plies "
                 "without capture on points, shuttling a piece loses."),
    "janggicasual": QT_TRANSLATE_NOOP(
        "Rules", "Casual rules (Fairy-Stockfish 'janggicasual'): no bikjang, no points; those endings are "
                 "draws."),
}
_TERMINATIONS: dict[str, str] = {  # keyed by Termination.value
    "checkmate": QT_TRANSLATE_NOOP("Rules", "checkmate"),
    "resignation": QT_TRANSLATE_NOOP("Rules", "resignation"),
    "agreement": QT_TRANSLATE_NOOP("Rules", "draw agreed"),
    "time forfeit": QT_TRANSLATE_NOOP("Rules", "time forfeit"),
    "bikjang": QT_TRANSLATE_NOOP("Rules", "bikjang (facing generals)"),
    "double pass": QT_TRANSLATE_NOOP("Rules", "both sides passed"),
    "repetition": QT_TRANSLATE_NOOP("Rules", "repetition"),
    "perpetual check": QT_TRANSLATE_NOOP("Rules", "perpetual check"),
    "shuttle": QT_TRANSLATE_NOOP("Rules", "shuttling a piece back and forth"),
    "ply limit": QT_TRANSLATE_NOOP("Rules", "move limit reached"),
}

# Translators currently installed by install_translators(); kept referenced so Python does not collect
# them while Qt still uses them, and removed when the language changes.
_installed: list[QTranslator] = []
_current_language: str = SOURCE_LANGUAGE


def qm_resource(language: str) -> Path:
    """The .qm file of our own strings for ``language`` (it may not exist)."""
    return resource_files.translations_dir() / f"{QM_PREFIX}{language}.qm"


def available_languages() -> list[str]:
    """Language codes the interface can be shown in: English (the source) and every shipped translation."""
    found = [SOURCE_LANGUAGE]
    for code in LANGUAGE_NAMES:
        if code != SOURCE_LANGUAGE and qm_resource(code).is_file():
            found.append(code)
    return found


def resolve_language(language: str | None) -> str:
    """The concrete language for a setting: ``"system"``/``""``/None follow ``QLocale.system()``.

    The system's preferred UI languages are tried in order (``fr-CA`` counts as ``fr``), so a user whose
    first choice we lack but whose second we have gets the second.  Anything unknown falls back to English.
    """
    available = available_languages()
    if language and language != SYSTEM:
        code = language.replace("-", "_").split("_")[0].lower()
        return code if code in available else SOURCE_LANGUAGE
    system = QLocale.system()
    candidates = list(system.uiLanguages()) or [system.name()]
    for tag in candidates:
        code = tag.replace("-", "_").split("_")[0].lower()
        if code in available:
            return code
    return SOURCE_LANGUAGE


def latin_letters_for(language: str | None) -> str:
    """Which Latin piece letters go with an interface language: ``"fr"`` for French, else ``"en"``."""
    return "fr" if resolve_language(language) == "fr" else "en"


def current_language() -> str:
    """The language installed by the last :func:`install_translators` call (English before any)."""
    return _current_language


def latin_letters() -> str:
    """The Latin piece letters of the installed interface language: ``"fr"`` for French, else ``"en"``."""
    return "fr" if _current_language == "fr" else "en"


def _load(translator: QTranslator, path: Path) -> bool:
    return path.is_file() and translator.load(str(path))


def qt_translations_path() -> Path:
    """Where Qt's own .qm files are (PySide6 ships them in ``PySide6/Qt/translations``)."""
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def install_translators(app: QCoreApplication, language: str | None = SYSTEM) -> str:
    """Install the translators for ``language`` on ``app`` and return the language code in effect.

    Replaces translators installed by an earlier call, so the language can change at run time (Qt then
    sends a ``LanguageChange`` event to every widget).  Also sets the default ``QLocale``, so numbers and
    dates in dialogs match the interface.  English installs no translator of ours.
    """
    global _current_language
    code = resolve_language(language)
    for old in _installed:
        app.removeTranslator(old)
        old.deleteLater()
    _installed.clear()
    QLocale.setDefault(QLocale(code))
    if code != SOURCE_LANGUAGE:
        qt_base = QTranslator(app)
        if qt_base.load(f"qtbase_{code}", str(qt_translations_path())):
            app.installTranslator(qt_base)
            _installed.append(qt_base)
        ours = QTranslator(app)
        if _load(ours, qm_resource(code)):
            app.installTranslator(ours)
            _installed.append(ours)
        else:
            # A code in available_languages() always has a .qm; reaching here means a broken install.
            code = SOURCE_LANGUAGE
            QLocale.setDefault(QLocale(code))
    _current_language = code
    return code


def ruleset_description(name: str, fallback: str = "") -> str:
    """The translated one-line description of a rule set (``fallback``, e.g. its English description, if
    the name is unknown)."""
    source = _RULESET_DESCRIPTIONS.get(name)
    if source is None:
        return fallback
    return QCoreApplication.translate("Rules", source)


def termination_text(termination: object) -> str:
    """The translated reason a game ended, from a :class:`~janggi_desktop.rules.Termination` or its value."""
    value = getattr(termination, "value", termination)
    source = _TERMINATIONS.get(str(value))
    if source is None:
        return str(value)
    return QCoreApplication.translate("Rules", source)

