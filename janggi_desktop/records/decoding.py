"""Record bytes to text: one decoding per file, chosen by evidence, and said when it was not plain UTF-8.

Real record files come in every encoding: UTF-8 (with or without a byte-order mark), CP949/EUC-KR (Korean
Windows programs' .gib), ISO 8859-1 / Windows-1252 (the PGN standard's own encoding, European programs),
UTF-16/UTF-32 (with a mark or without).  :func:`decode_record` picks one decoding for the whole file — never
one for some lines and another for others — and returns a note whenever the text is not the file's bytes read
as clean UTF-8, so that nothing is changed without a message:

1. A byte-order mark decides (UTF-32, UTF-8, UTF-16), if the rest decodes under it.
2. UTF-16/UTF-32 without a mark only on evidence: enough NUL bytes, nearly all at the places that encoding
   puts them, and a text that decodes strictly and is mostly ASCII (records always are: tags, digits,
   brackets).  A NUL byte or two in an 8-bit file is not evidence — it is dropped, and the note says so
   (the old rule, "any NUL means UTF-16", read an even-length UTF-8 file with one NUL as a wall of CJK).
3. Valid UTF-8 is UTF-8.  A file that is mostly valid UTF-8 with a few bytes that are not is still UTF-8:
   the bad bytes become U+FFFD and the note says how many and on which line (reading the rest as Latin-1
   would garble every valid character).
4. Otherwise each 8-bit candidate that decodes strictly (CP949, Windows-1252, ISO 8859-1 as the last
   resort, which always decodes) is scored by what does not look like text of that language — Latin letters
   glued to Hangul and syllables only the CP949 extension has (Latin-1 read as CP949), runs of accented
   letters and symbols (Korean read as Latin-1), control characters — and the least suspicious wins; a tie
   goes to the format's own encoding (CP949 for .gib, Windows-1252 for .pgn).

Stray 0xFF and 0x1A bytes (Korean programs leave them; neither is part of a UTF-8 or CP949 character) are
dropped for those two decodings, as before.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

#: Byte-order marks, longest first (the UTF-32-LE mark begins with the UTF-16-LE one).
BOMS = ((b"\xff\xfe\x00\x00", "utf-32-le"), (b"\x00\x00\xfe\xff", "utf-32-be"), (b"\xef\xbb\xbf", "utf-8"),
        (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))

#: Names of the encodings in messages.
ENCODING_NAMES = {"utf-8": "UTF-8", "cp949": "CP949 (Korean)", "cp1252": "Windows-1252 (Western European)",
                  "latin-1": "ISO 8859-1 (Latin-1)", "utf-16-le": "UTF-16", "utf-16-be": "UTF-16",
                  "utf-32-le": "UTF-32", "utf-32-be": "UTF-32"}

#: The 8-bit decodings tried, by format, the format's own first (it wins a tie).
_LEGACY = {"gib": ("cp949", "cp1252", "latin-1"), "pgn": ("cp1252", "cp949", "latin-1"),
           "fen": ("cp1252", "cp949", "latin-1")}
_DEFAULT_LEGACY = ("cp949", "cp1252", "latin-1")


class DecodedText(NamedTuple):
    """A record file's text, the encoding it was read in, and what the user should be told ("" if nothing:
    clean UTF-8, or a byte-order mark's encoding)."""

    text: str
    encoding: str
    note: str = ""


def decode_record(data: bytes, fmt: str | None = None) -> DecodedText:
    """The text of record file bytes (see the module docstring); ``fmt`` ("pgn", "gib", "fen" or None)
    decides which 8-bit encoding wins a tie.  Never raises."""
    for bom, encoding in BOMS:
        if data.startswith(bom):
            try:
                return DecodedText(_clean(data[len(bom):].decode(encoding)), encoding)
            except UnicodeDecodeError:
                break  # not that after all (e.g. a CP949 file starting with 0xFF 0xFE): the 8-bit path
    nuls = data.count(b"\x00")
    if nuls:
        wide = _wide_text(data, nuls)
        if wide is not None:
            return wide
    notes: list[str] = []
    if nuls:
        line = _line_of(data, data.index(0))
        notes.append(f"{nuls} NUL byte{'s' if nuls > 1 else ''} (not text) dropped, the first on line {line}")
        data = data.replace(b"\x00", b"")
    data = data.replace(b"\x1a", b"")
    stripped = data.replace(b"\xff", b"")
    if stripped.startswith(b"\xef\xbb\xbf"):
        stripped = stripped[3:]
    try:
        text = stripped.decode("utf-8")
    except UnicodeDecodeError as e:
        first_bad = e.start
    else:
        korean = _korean_after_all(text, stripped)
        if korean is not None:
            notes.insert(0, f"read as {ENCODING_NAMES['cp949']}: the file is not UTF-8")
            return DecodedText(korean, "cp949", "; ".join(notes))
        return DecodedText(text, "utf-8", "; ".join(notes))
    valid, invalid = _utf8_evidence(stripped)
    utf8_note = (f"{invalid} byte{'s' if invalid > 1 else ''} that {'are' if invalid > 1 else 'is'} not UTF-8 "
                 f"replaced by \N{REPLACEMENT CHARACTER}, the first on line {_line_of(stripped, first_bad)} "
                 "(the rest of the file is UTF-8)")
    if valid >= max(2, 4 * invalid):  # clearly UTF-8 with a few bad bytes (CP949 text has as many of each)
        notes.append(utf8_note)
        return DecodedText(stripped.decode("utf-8", "replace"), "utf-8", "; ".join(notes))
    # the 8-bit readings, and UTF-8 with its bad bytes replaced (each costs more than a doubtful character)
    best = (3 * invalid, len(_LEGACY.get(fmt or "", _DEFAULT_LEGACY)), "utf-8", "")
    for rank, encoding in enumerate(_LEGACY.get(fmt or "", _DEFAULT_LEGACY)):
        raw = stripped if encoding == "cp949" else data
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        score = _suspicion(text, encoding)
        if (score, rank) < best[:2]:
            best = (score, rank, encoding, text)
    _score, _rank, encoding, text = best
    if encoding == "utf-8":
        notes.append(utf8_note)
        return DecodedText(stripped.decode("utf-8", "replace"), "utf-8", "; ".join(notes))
    notes.insert(0, f"read as {ENCODING_NAMES[encoding]}: the file is not UTF-8")
    return DecodedText(text, encoding, "; ".join(notes))


def _clean(text: str) -> str:
    return text.replace("\x1a", "")


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


# --- UTF-16 / UTF-32 without a mark ------------------------------------------------------------------------
def _wide_text(data: bytes, nuls: int) -> DecodedText | None:
    """UTF-32 or UTF-16 without a byte-order mark, when the NUL bytes say so (see the module docstring)."""
    n = len(data)
    if n % 4 == 0 and nuls >= n // 2:
        for encoding, nul_at in (("utf-32-le", 3), ("utf-32-be", 0)):
            if data[nul_at::4].count(0) == n // 4:
                text = _strict_plausible(data, encoding)
                if text is not None:
                    return DecodedText(text, encoding, f"read as {ENCODING_NAMES[encoding]} without a byte-order mark")
    if n % 2 == 0 and nuls >= max(2, n // 16):
        for encoding, parity in (("utf-16-le", 1), ("utf-16-be", 0)):
            if data[parity::2].count(0) >= 0.9 * nuls:
                text = _strict_plausible(data, encoding)
                if text is not None:
                    return DecodedText(text, encoding, f"read as {ENCODING_NAMES[encoding]} without a byte-order mark")
    return None


_ASCII = re.compile(r"[\x20-\x7e\t\r\n]")
_BAD_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0e-\x19\x1b-\x1f]")


def _strict_plausible(data: bytes, encoding: str) -> str | None:
    """The text of ``data`` in ``encoding`` if it decodes strictly, holds no control character but line ends
    and tabs, and is at least a third ASCII (every record's tags, numbers and brackets are)."""
    try:
        text = _clean(data.decode(encoding))
    except UnicodeDecodeError:
        return None
    if not text or _BAD_CONTROLS.search(text) or 3 * len(_ASCII.findall(text)) < len(text):
        return None
    return text


# --- UTF-8 by chance ---------------------------------------------------------------------------------------
#: What two-byte UTF-8 spells when it is really CP949 (a Hangul syllable "화" is C8 AD, "ȭ" in UTF-8): only
#: characters up to U+024F, and among them C1 controls, Latin Extended-B or symbols that real text lacks.
_ONLY_TWO_BYTE = re.compile(r"[\x00-\u024f]*")
_UNLIKELY_LATIN = re.compile(r"[\x80-\x9f\u0180-\u024f]")


def _korean_after_all(text: str, data: bytes) -> str | None:
    """The CP949 reading of bytes that are valid UTF-8 by chance: when the UTF-8 reading holds only
    characters below U+0250, some of them unlikely in real text, and the CP949 reading is clean Korean."""
    if text.isascii() or not _ONLY_TWO_BYTE.fullmatch(text):
        return None
    doubtful = len(_UNLIKELY_LATIN.findall(text)) + len(_LATIN_SYMBOL.findall(text))
    if doubtful == 0:
        return None
    try:
        korean = data.decode("cp949")
    except UnicodeDecodeError:
        return None
    return korean if _suspicion(korean, "cp949") == 0 else None


# --- UTF-8 with a few bad bytes ----------------------------------------------------------------------------
_UTF8_MULTIBYTE = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|\xe0[\xa0-\xbf][\x80-\xbf]|[\xe1-\xec\xee\xef][\x80-\xbf]{2}|\xed[\x80-\x9f][\x80-\xbf]"
    rb"|\xf0[\x90-\xbf][\x80-\xbf]{2}|[\xf1-\xf3][\x80-\xbf]{3}|\xf4[\x80-\x8f][\x80-\xbf]{2}")


def _utf8_evidence(data: bytes) -> tuple[int, int]:
    """(valid multi-byte UTF-8 characters, other non-ASCII bytes) of ``data``."""
    valid = 0
    covered = 0
    for m in _UTF8_MULTIBYTE.finditer(data):
        valid += 1
        covered += m.end() - m.start()
    high = len(data) - len(data.translate(None, bytes(range(0x80, 0x100))))
    return valid, high - covered


# --- how plausible an 8-bit reading is ----------------------------------------------------------------------
#: Punctuation that is common in real text of either language (not counted against a reading).
_COMMON = "‘’‚“”„–—…«»€£°©·•¡¿ªº\u00a0"
#: The non-ASCII characters of the 8-bit Western encodings that are neither letters nor common punctuation
#: (what most bytes of Korean text read as Latin-1 become: "±è" for 김, "¼ö" for 수).
_LATIN_SYMBOL = re.compile("[" + re.escape("".join(sorted({
    c for b in range(0x80, 0x100) for c in (bytes([b]).decode("latin-1"), bytes([b]).decode("cp1252", "ignore"))
    if c and not c.isalpha() and c not in _COMMON}))) + "]")
#: A run of non-ASCII characters with no ASCII letter either side: accented letters live inside words.
_LONE_RUN = re.compile(r"(?<![A-Za-z])[^\x00-\x7f]{2,}(?![A-Za-z])")
_LATIN_CONTROL = re.compile(r"[\x80-\x9f]")
_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]{3,}")
_HANGUL_OR_HANJA = "\uac00-\ud7a3\u4e00-\u9fff"


class _Cp949Checks(NamedTuple):
    """The patterns that judge a CP949 reading, made at the first CP949 guess, not at import: ~11 ms, the
    extension syllables' 7 (11,172 syllables encoded to find those EUC-KR lacks) and the two classes of
    32,000 Hangul and Hanja code points the regular-expression compiler walks one by one (3.7)."""

    #: The Hangul syllables that only CP949's extension has (not KS X 1001's 2,350 of EUC-KR): rare in real
    #: text, and what Latin-1 letters before a Latin letter turn into ("Å" + "n" reads as "흋").
    extension_hangul: re.Pattern[str]
    #: A Latin letter glued to a Hangul syllable or a Hanja.
    glued: re.Pattern[str]
    #: A character Korean text does not hold (neither ASCII, Hangul, Hanja, CJK punctuation nor common).
    korean_other: re.Pattern[str]


@functools.cache
def _cp949_checks() -> _Cp949Checks:
    rare = []
    for code in range(0xAC00, 0xD7A4):
        # Python's EUC-KR spells a syllable KS X 1001 lacks in 8 bytes (a jamo composition): 2 means core
        if len(chr(code).encode("euc-kr")) != 2:
            rare.append(code)
    ranges = []
    start = prev = rare[0]
    for code in rare[1:] + [-1]:
        if code != prev + 1:
            ranges.append(f"{chr(start)}-{chr(prev)}" if prev > start else chr(start))
            start = code
        prev = code
    return _Cp949Checks(
        extension_hangul=re.compile("[" + "".join(ranges) + "]"),
        glued=re.compile(f"[A-Za-z][{_HANGUL_OR_HANJA}]|[{_HANGUL_OR_HANJA}][A-Za-z]"),
        korean_other=re.compile(f"[^\x00-\x7f{_HANGUL_OR_HANJA}\u3000-\u303f\u3131-\u318e{_COMMON}]"))


def _suspicion(text: str, encoding: str) -> int:
    """How much of ``text`` does not look like text of the language ``encoding`` serves (0: all of it does)."""
    score = 3 * len(_BAD_CONTROLS.findall(text))
    if encoding == "cp949":
        checks = _cp949_checks()
        score += len(checks.extension_hangul.findall(text)) + len(checks.glued.findall(text))
        score += len(checks.korean_other.findall(text))
    else:
        score += 3 * len(_LATIN_CONTROL.findall(text)) + len(_LATIN_SYMBOL.findall(text))
        score += sum(len(m.group()) - 2 for m in _NON_ASCII_RUN.finditer(text))
        score += sum(len(m.group()) for m in _LONE_RUN.finditer(text))
    return score


__all__ = ["BOMS", "ENCODING_NAMES", "DecodedText", "decode_record"]
