"""The bundled label fonts: registered once with Qt's font database from the program's resources.

Why: labels must look the same (and render at all) on machines without CJK fonts, so we ship small subsets in
``resources/fonts`` (see its README) and find them through :mod:`janggi_desktop.resource_files`, so this works
from a wheel, a checkout or a frozen build alike.  A font that fails to load is not fatal: Qt falls
back to the system's fonts and the family lists below keep common system CJK families as later choices.
"""

from __future__ import annotations

import logging
from functools import lru_cache

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication, QRawFont

from janggi_desktop import resource_files
from janggi_desktop.ui import qt_compat  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug

log = logging.getLogger(__name__)

FONT_FILES = (
    "JanggiChoHanja.ttf",
    "JanggiChoHangeul.ttf",
    "JanggiHanHanja.ttf",
    "JanggiHanHangeul.otf",
    "JanggiSans-Bold.otf",
    "JanggiSans-Regular.otf",
)
#: Janggi Sans: the interface's fallback for hanja and hangeul, and the board's coordinates.  The first frame
#: needs only these two (the pieces' labels are drawn from the files' glyphs, see raw_font); the label faces
#: are registered when a family of theirs is first asked for.
SANS_FILES = ("JanggiSans-Bold.otf", "JanggiSans-Regular.otf")

CHO_HANJA = "Janggi Cho Hanja"
CHO_HANGEUL = "Janggi Cho Hangeul"
HAN_HANJA = "Janggi Han Hanja"
HAN_HANGEUL = "Janggi Han Hangeul"
SANS = "Janggi Sans"

# System fallbacks, tried after the bundled family (Qt uses the first that has the glyph).
_CJK_FALLBACK = ["Noto Serif CJK KR", "Noto Sans CJK KR", "Source Han Serif K", "NanumMyeongjo",
                 "Malgun Gothic", "Apple SD Gothic Neo", "Batang", "SimSun"]

_loaded: dict[str, list[str]] = {}  # the files registered (or tried) so far -> their families


@lru_cache(maxsize=len(FONT_FILES))
def font_data(name: str) -> bytes | None:
    """The bytes of one bundled font file (read once), or None, logged, if it cannot be read."""
    try:
        return (resource_files.fonts_dir() / name).read_bytes()
    except OSError as exc:
        log.warning("bundled font %s missing: %s", name, exc)
        return None


def load_fonts(names: tuple[str, ...] = FONT_FILES) -> dict[str, list[str]]:
    """Register the bundled fonts ``names`` (all by default; each once per process); return file name ->
    families Qt read from it, for every file registered so far.

    Needs a QGuiApplication.  Files that fail are logged and left out.
    """
    for name in names:
        if name in _loaded:
            continue
        _loaded[name] = []
        data = font_data(name)
        if data is None:
            continue
        font_id = QFontDatabase.addApplicationFontFromData(data)
        if font_id < 0:
            log.warning("Qt could not load bundled font %s", name)
            continue
        _loaded[name] = list(QFontDatabase.applicationFontFamilies(font_id))
    return {name: families for name, families in _loaded.items() if families}


#: Label faces: ``brush`` (Cho's classic look: semi-cursive hanja, brush hangeul), ``regular`` (regular
#: script: Han's classic look, and Cho's when the brush would be too small to read), ``sans`` (bold gothic:
#: the bold piece set, and Latin letters in every set).
FACES = ("brush", "regular", "sans")
#: The bundled file of each face's hanja and hangeul, and the family Qt reads from it.
_LABEL_FACES = {
    ("brush", "hanja"): ("JanggiChoHanja.ttf", CHO_HANJA),
    ("regular", "hanja"): ("JanggiHanHanja.ttf", HAN_HANJA),
    ("brush", "hangeul"): ("JanggiChoHangeul.ttf", CHO_HANGEUL),
    ("regular", "hangeul"): ("JanggiHanHangeul.otf", HAN_HANGEUL),
}
LATIN_LABEL_FILE = "JanggiSans-Bold.otf"  # Latin letters, and the sans face, are bold Janggi Sans


def classic_face(side: str) -> str:
    """The face of a side's labels in the classic piece set, at a size where the brush reads well."""
    return "brush" if side == "cho" else "regular"


def face_file(face: str, label_set: str) -> str:
    """The bundled font file a label face is drawn from (the first of :func:`face_families`)."""
    entry = _LABEL_FACES.get((face, label_set))
    return entry[0] if entry is not None else LATIN_LABEL_FILE


def face_families(face: str, label_set: str) -> list[str]:
    """Font families for a label face, preferred first (the bundled face, then system fonts)."""
    entry = _LABEL_FACES.get((face, label_set))
    if entry is None:
        return [SANS, "DejaVu Sans", "Arial", "Helvetica"] if label_set == "latin" else [SANS, *_CJK_FALLBACK]
    return [entry[1], SANS, *_CJK_FALLBACK]


def label_font_file(side: str, label_set: str) -> str:
    """The bundled font file of a side's labels in the classic piece set."""
    return face_file(classic_face(side), label_set)


@lru_cache(maxsize=8)
def raw_font(name: str, pixel_size: float) -> QRawFont | None:
    """A bundled font file opened directly (no font matching, no shaping), or None if it cannot be read."""
    data = font_data(name)
    if data is None:
        return None
    raw = QRawFont(data, pixel_size, QFont.HintingPreference.PreferNoHinting)
    return raw if raw.isValid() else None


def families_for(side: str, label_set: str) -> list[str]:
    """Font families for a side's labels in the classic piece set: Cho brush/cursive, Han regular script."""
    return face_families(classic_face(side), label_set)


def add_bundled_fallback(app: QGuiApplication) -> None:
    """Make the bundled sans the application font's second family: Korean text in any widget (the turn line's
    초, a Korean interface) finds its glyphs there first, before Qt asks the system for a fallback font — a
    font-configuration scan of some milliseconds at start-up, and nothing at all on a machine without CJK fonts.
    """
    load_fonts(SANS_FILES)
    font = app.font()
    # The family Qt really uses: the default is often an alias ("Sans Serif") that a family list would skip.
    resolved = QFontInfo(font).family()
    if resolved != SANS:
        font.setFamilies([resolved, SANS])
        app.setFont(font)


def ui_font(point_size: float = 0, bold: bool = False) -> QFont:
    """A QFont for Korean UI text (move list, status): bundled Janggi Sans, then system fonts."""
    load_fonts(SANS_FILES)
    font = QFont()
    font.setFamilies([SANS, *_CJK_FALLBACK])
    if point_size > 0:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    return font
