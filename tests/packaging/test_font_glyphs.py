"""The fonts' glyph lists (resources/fonts/glyphs-*.txt) and the committed font subsets agree.

A word added to a list without rebuilding the fonts (packaging/build_fonts.py) would be drawn with whatever
system font the user has, or as empty boxes: that shows up here instead.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QRawFont

ROOT = Path(__file__).resolve().parents[2]
FONTS_DIR = ROOT / "resources" / "fonts"


def load_build_script():
    spec = importlib.util.spec_from_file_location("build_fonts", ROOT / "packaging" / "build_fonts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # the script imports fontTools only when it builds
    return module


build_fonts = load_build_script()


def test_a_glyph_list_reads_words_code_points_and_ranges(tmp_path: Path) -> None:
    path = tmp_path / "glyphs-test.txt"
    path.write_text("# a comment: 楚 is not read from here\n장군 빅장\nU+0041..U+0043 U+0020\n\nÉ\n", encoding="utf-8")
    assert build_fonts.read_glyph_list(path) == "장군빅ABC É"
    path.write_text("U+0043..U+0041\n", encoding="utf-8")
    with pytest.raises(ValueError, match="empty range"):
        build_fonts.read_glyph_list(path)


def test_the_interface_text_holds_the_translations_and_the_programs_own_words() -> None:
    text = build_fonts.interface_text()
    for word in ("한국어", "훈수", "초 차례", "두 사람 대국", "Demi-coup", "«"):
        assert {c for c in word if ord(c) > 0x7E} <= set(text), word


def test_qt_s_korean_translation_is_read_from_its_qm_file() -> None:
    from PySide6.QtCore import QLibraryInfo

    qm = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_ko.qm"
    if not qm.exists():
        pytest.skip("PySide6 ships no qtbase_ko.qm")
    texts = build_fonts.qm_translations(qm)
    assert "닫기" in texts and "취소" in texts  # Close, Cancel
    listed = build_fonts.glyph_text(("qt-korean",))
    assert set("닫기취소") <= set(listed)


def test_the_common_hangul_are_ks_x_1001s_2350_syllables() -> None:
    text = build_fonts.common_hangul()
    assert len(text) == 2350 and text[0] == "가" and text[-1] == "힝"
    assert set("김철수이영희박") <= set(text) and "똠" not in text  # 똠 is famously outside KS X 1001


def test_every_glyph_list_is_used() -> None:
    computed = {build_fonts.INTERFACE, build_fonts.COMMON_HANGUL}
    used = {name for *_, lists, _family, _style in build_fonts.FONTS for name in lists} - computed
    assert {p.name.removeprefix("glyphs-").removesuffix(".txt") for p in FONTS_DIR.glob("glyphs-*.txt")} == used


@pytest.mark.parametrize("font", build_fonts.FONTS, ids=lambda font: font[0])
def test_the_committed_font_holds_every_listed_glyph(qapp, font) -> None:
    filename, _source, _face, lists, _family, _style = font
    raw = QRawFont((FONTS_DIR / filename).read_bytes(), 40)
    assert raw.isValid(), filename
    text = build_fonts.glyph_text(lists)
    missing = [ch for ch in text if not raw.supportsCharacter(ord(ch))]
    assert not missing, f"{filename} lacks {''.join(missing)!r}: rerun packaging/build_fonts.py"
