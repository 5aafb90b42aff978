"""Rebuild the bundled label fonts in ``janggi_desktop/resources/fonts/`` from Debian's font packages.

Why: piece labels must render on a machine with no CJK fonts installed, but whole CJK fonts weigh 10-30 MB.
We ship tiny subsets holding only the glyphs the board and the move list draw.  Each subset is renamed
("Janggi ...") because the OFL forbids a modified font (and a subset is one) from using a Reserved Font Name.

Sources (install with apt on Debian/Ubuntu):

- fonts-kouzan-mouhitsu  -> Kouzan Brush Gyousyo (semi-cursive brush, public domain): Cho's hanja
- fonts-nanum-extra      -> Nanum Brush Script (OFL 1.1): Cho's hangeul
- fonts-lxgw-wenkai      -> LXGW WenKai Bold (regular script / kaishu, OFL 1.1): Han's hanja
- fonts-noto-cjk         -> Noto Serif CJK KR Bold (OFL 1.1): Han's hangeul;
                            Noto Sans CJK KR Bold / Regular (OFL 1.1): Latin labels, coordinates, Korean UI text

Run: ``python packaging/build_fonts.py [--out DIR]`` (needs fontTools).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

OUT_DIR = Path(__file__).resolve().parent.parent / "janggi_desktop" / "resources" / "fonts"

HANJA = "楚漢車包馬象士卒兵"
HANGEUL_PIECES = "초한차포마상사졸병"
# Korean words the UI may draw with the bundled sans font (status, move list, results, arrangement names).
KOREAN_UI = (HANGEUL_PIECES + "장군한수쉼빅장무승부완승기권시간패덤점차림안상바깥왼오른궁대국결과초나라한나라"
             "승리무효반칙수순외통멍")
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
LATIN1 = "".join(chr(c) for c in range(0xA0, 0x100))
PUNCT = "–—…·×←→↑↓‘’“”•"

# (output file, source file, face name inside a collection or None, text, new family, new style)
FONTS = [
    ("JanggiChoHanja.ttf", "/usr/share/fonts/truetype/kouzan-mouhitsu/kouzan-mouhitsu-gyosho.ttf", None,
     HANJA, "Janggi Cho Hanja", "Regular"),
    ("JanggiChoHangeul.ttf", "/usr/share/fonts/truetype/nanum/NanumBrush.ttf", None,
     HANGEUL_PIECES, "Janggi Cho Hangeul", "Regular"),
    ("JanggiHanHanja.ttf", "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf", None,
     HANJA, "Janggi Han Hanja", "Bold"),
    ("JanggiHanHangeul.otf", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc", "Noto Serif CJK KR Bold",
     HANGEUL_PIECES, "Janggi Han Hangeul", "Bold"),
    ("JanggiSans-Bold.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "Noto Sans CJK KR Bold",
     KOREAN_UI + HANJA + ASCII + LATIN1 + PUNCT, "Janggi Sans", "Bold"),
    ("JanggiSans-Regular.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "Noto Sans CJK KR",
     KOREAN_UI + HANJA + ASCII + LATIN1 + PUNCT, "Janggi Sans", "Regular"),
]


def _load(path: str, face: str | None) -> TTFont:
    if face is None:
        return TTFont(path)
    for font in TTCollection(path).fonts:
        if font["name"].getDebugName(4) == face:
            return font
    raise ValueError(f"{path}: no face named {face!r}")


def _rename(font: TTFont, family: str, style: str) -> None:
    """Give the subset its own names (OFL Reserved Font Names must not be kept by a modified font)."""
    ps = f"{family.replace(' ', '')}-{style}"
    full = f"{family} {style}" if style != "Regular" else family
    name = font["name"]
    keep_ids = {0, 7, 8, 9, 11, 12, 13, 14}  # copyright, trademark, makers, licence stay as the upstream wrote them
    name.names = [rec for rec in name.names if rec.nameID in keep_ids]
    for name_id, value in ((1, family), (2, style), (3, f"{ps};janggi-desktop subset"), (4, full), (6, ps),
                           (5, "Version 1.0; janggi-desktop subset")):
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        for attr, value in (("FullName", full), ("FamilyName", family)):
            if hasattr(top, attr):
                setattr(top, attr, value)
        if hasattr(top, "FDArray"):
            for fd in top.FDArray:
                if hasattr(fd, "FontName"):
                    fd.FontName = f"{ps}-{fd.FontName.rsplit('-', 1)[-1]}"


def build_one(out: Path, src: str, face: str | None, text: str, family: str, style: str) -> int:
    font = _load(src, face)
    cmap = font.getBestCmap()
    missing = [ch for ch in text if ord(ch) not in cmap]
    if missing:
        raise ValueError(f"{src}: no glyph for {''.join(missing)!r}")
    options = subset.Options()
    options.layout_features = ["kern", "vert", "palt", "liga"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False  # labels are drawn large and anti-aliased; hints only add bytes
    options.desubroutinize = True
    # Old tables some sources carry broken or that Qt does not need (Kouzan's gasp is malformed).
    options.drop_tables += ["gasp", "mort", "morx", "DSIG", "hdmx", "LTSH", "VDMX", "PCLT"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    _rename(font, family, style)
    font["head"].created = font["head"].modified = 3_600_000_000  # fixed stamp: rebuilds are byte-identical
    font.recalcTimestamp = False
    fd, tmp = tempfile.mkstemp(dir=out.parent, suffix=out.suffix)
    os.close(fd)
    try:
        font.save(tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
    except BaseException:
        os.unlink(tmp)
        raise
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for filename, src, face, text, family, style in FONTS:
        size = build_one(args.out / filename, src, face, "".join(dict.fromkeys(text)), family, style)
        sys.stdout.write(f"{filename:28} {size:8d} bytes  <- {Path(src).name}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
