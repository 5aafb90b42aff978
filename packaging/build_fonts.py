"""Rebuild the bundled label fonts in ``resources/fonts/`` from Debian's font packages.

Why: piece labels must render on a machine with no CJK fonts installed, but whole CJK fonts weigh 10-30 MB.
We ship subsets holding only the glyphs the board, the move list and the interface draw (6-300 KB).  Each
subset is renamed ("Janggi ...") because the OFL forbids a modified font (and a subset is one) from using a
Reserved Font Name.

Which glyphs go into each subset is data, in ``resources/fonts/glyphs-*.txt`` (format in
:func:`read_glyph_list`); :data:`FONTS` says which lists each font is built from.  Add a word to a list and
rerun this script; a test checks that every listed glyph is in the committed fonts.  The sans fonts also hold
every character the interface can show in words (:func:`interface_text`: the translations and the program's
own strings), so a Korean window reads right on a machine without Korean fonts.

Sources (install with apt on Debian/Ubuntu):

- fonts-kouzan-mouhitsu  -> Kouzan Brush Gyousyo (semi-cursive brush, public domain): Cho's hanja
- fonts-nanum-extra      -> Nanum Brush Script (OFL 1.1): Cho's hangeul
- fonts-lxgw-wenkai      -> LXGW WenKai Bold (regular script / kaishu, OFL 1.1): Han's hanja
- fonts-noto-cjk         -> Noto Serif CJK KR Bold (OFL 1.1): Han's hangeul;
                            Noto Sans CJK KR Bold / Regular (OFL 1.1): Latin labels, coordinates, Korean UI text

Run: ``python packaging/build_fonts.py [--out DIR] [--source-root DIR]`` (needs fontTools).  ``--source-root``
reads the source fonts under DIR instead of ``/``, e.g. packages unpacked with ``dpkg-deb -x`` rather than
installed.  Rebuilds are byte-identical for the same sources and fontTools.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import struct
import sys
import tempfile
import tokenize
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "resources" / "fonts"
GLYPH_DIR = OUT_DIR  # the glyph lists live beside the fonts they describe
TRANSLATIONS_DIR = ROOT / "resources" / "translations"
PACKAGE_DIR = ROOT / "janggi_desktop"
#: The pseudo-list of every character the interface shows in words (see interface_text).
INTERFACE = "interface"
#: The pseudo-list of the 2,350 Hangul syllables of KS X 1001 (see common_hangul): players' names and events.
COMMON_HANGUL = "ks-x-1001-hangul"

HANJA = ("hanja",)
HANGEUL = ("hangeul",)
SANS = ("hangeul", "korean-ui", "qt-korean", "hanja", "latin", INTERFACE)

# (output file, source file, face name inside a collection or None, glyph lists, new family, new style)
FONTS = [
    ("JanggiChoHanja.ttf", "/usr/share/fonts/truetype/kouzan-mouhitsu/kouzan-mouhitsu-gyosho.ttf", None,
     HANJA, "Janggi Cho Hanja", "Regular"),
    ("JanggiChoHangeul.ttf", "/usr/share/fonts/truetype/nanum/NanumBrush.ttf", None,
     HANGEUL, "Janggi Cho Hangeul", "Regular"),
    ("JanggiHanHanja.ttf", "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Bold.ttf", None,
     HANJA, "Janggi Han Hanja", "Bold"),
    ("JanggiHanHangeul.otf", "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc", "Noto Serif CJK KR Bold",
     HANGEUL, "Janggi Han Hangeul", "Bold"),
    ("JanggiSans-Bold.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "Noto Sans CJK KR Bold",
     SANS, "Janggi Sans", "Bold"),
    ("JanggiSans-Regular.otf", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "Noto Sans CJK KR",
     SANS + (COMMON_HANGUL,), "Janggi Sans", "Regular"),
]

_CODE_POINTS = re.compile(r"U\+([0-9A-Fa-f]{4,6})(?:\.\.U\+([0-9A-Fa-f]{4,6}))?")


def read_glyph_list(path: Path) -> str:
    """The characters a glyph list names, in order, each once.

    Format: a line starting with ``#`` is a comment; whitespace separates tokens and is never a glyph itself;
    a token ``U+XXXX`` or ``U+XXXX..U+YYYY`` names a code point or an inclusive range (how to write a space
    or a control-like character); any other token stands for its own characters.
    """
    chars: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            continue
        for token in line.split():
            match = _CODE_POINTS.fullmatch(token)
            if match is None:
                chars.extend(token)
                continue
            first = int(match.group(1), 16)
            last = int(match.group(2), 16) if match.group(2) else first
            if last < first:
                raise ValueError(f"{path.name}: empty range {token}")
            chars.extend(chr(c) for c in range(first, last + 1))
    return "".join(dict.fromkeys(chars))


@lru_cache(maxsize=4)  # both sans fonts ask for it; it reads every translation and module (~0.5 s)
def interface_text(translations: Path = TRANSLATIONS_DIR, package: Path = PACKAGE_DIR) -> str:
    """Every character beyond ASCII that the interface can show in words, sorted, each once: the source and
    translated texts of the Qt translation files, and the string literals of the program's modules (Korean
    words it draws itself, "Hint (훈수)", "한국어", record and clock words)."""
    chars: set[str] = set()
    for ts in sorted(translations.glob("*.ts")):
        text = ts.read_text(encoding="utf-8")
        for match in re.finditer(r"<(source|translation)[^>]*>(.*?)</\1>", text, re.S):
            chars.update(match.group(2))
    for module in sorted(package.rglob("*.py")):
        source = module.read_text(encoding="utf-8")
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.STRING:
                chars.update(token.string)
    return "".join(sorted(c for c in chars if ord(c) > 0x7E and c.isprintable()))


def qm_translations(path: Path) -> list[str]:
    """The translated texts of a Qt ``.qm`` file (its messages block: tag 3 is a translation in UTF-16BE)."""
    data = path.read_bytes()
    i, block = 16, b""  # after the 16-byte magic: blocks of (tag, 32-bit length, data); 0x69 holds the messages
    while i + 5 <= len(data):
        tag, n = data[i], struct.unpack(">I", data[i + 1:i + 5])[0]
        if tag == 0x69:
            block = data[i + 5:i + 5 + n]
        i += 5 + n
    texts, j = [], 0
    while j < len(block):
        tag = block[j]
        j += 1
        if tag in (1, 2):  # end of a message, obsolete marker: no payload
            continue
        if tag == 5:  # obsolete 32-bit field
            j += 4
            continue
        n = struct.unpack(">I", block[j:j + 4])[0]
        j += 4
        if n == 0xFFFFFFFF:  # a null translation
            continue
        if tag == 3:
            texts.append(block[j:j + n].decode("utf-16-be"))
        j += n
    return texts


def write_qt_korean_list(qm: Path, out: Path = GLYPH_DIR / "glyphs-qt-korean.txt") -> str:
    """Write the Korean syllables of Qt's own Korean translation (``qtbase_ko.qm``: the standard buttons,
    message boxes, file dialogs and text menus the program shows) as a glyph list; return them."""
    chars = sorted({c for text in qm_translations(qm) for c in text if "\uac00" <= c <= "\ud7a3"})
    lines = [f"# The Korean syllables of Qt's own Korean translation ({qm.name}, PySide6's), so that Qt's dialogs",
             "# and buttons read right without Korean system fonts.  Written by `packaging/build_fonts.py",
             "# --qt-korean PATH/qtbase_ko.qm`; format: see glyphs-hanja.txt."]
    lines += ["".join(chars[k:k + 60]) for k in range(0, len(chars), 60)]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return "".join(chars)


def common_hangul() -> str:
    """The 2,350 Hangul syllables of KS X 1001 (EUC-KR's two-byte code points), which cover nearly every
    Korean name and word: what a Korean record (.gib) names its players, event and place with."""
    return "".join(chr(c) for c in range(0xAC00, 0xD7A4) if len(chr(c).encode("euc_kr")) == 2)


def glyph_text(lists: tuple[str, ...], glyph_dir: Path = GLYPH_DIR) -> str:
    """The characters of several glyph lists (``glyphs-<name>.txt``, :data:`INTERFACE` or
    :data:`COMMON_HANGUL`), in order, each once."""
    return "".join(dict.fromkeys("".join(
        interface_text() if name == INTERFACE else common_hangul() if name == COMMON_HANGUL
        else read_glyph_list(glyph_dir / f"glyphs-{name}.txt") for name in lists)))


def _load(path: str, face: str | None):
    from fontTools.ttLib import TTCollection, TTFont

    if face is None:
        return TTFont(path)
    for font in TTCollection(path).fonts:
        if font["name"].getDebugName(4) == face:
            return font
    raise ValueError(f"{path}: no face named {face!r}")


def _rename(font, family: str, style: str) -> None:
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
    from fontTools import subset

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
    parser.add_argument("--source-root", type=Path, default=Path("/"),
                        help="read the source fonts under this folder instead of / (e.g. unpacked .deb files)")
    parser.add_argument("--qt-korean", type=Path, default=None, metavar="QM",
                        help="first rewrite glyphs-qt-korean.txt from this qtbase_ko.qm (PySide6/Qt/translations)")
    args = parser.parse_args(argv)
    if args.qt_korean is not None:
        written = write_qt_korean_list(args.qt_korean)
        sys.stdout.write(f"glyphs-qt-korean.txt: {len(written)} syllables from {args.qt_korean}\n")
    args.out.mkdir(parents=True, exist_ok=True)
    for filename, src, face, lists, family, style in FONTS:
        source = str(args.source_root / src.lstrip("/"))
        size = build_one(args.out / filename, source, face, glyph_text(lists), family, style)
        sys.stdout.write(f"{filename:28} {size:8d} bytes  <- {Path(src).name}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
