"""Game records: PGN, Korean .gib and FEN files, and the autosave store (pure Python, no Qt).

The application opens and saves through :func:`load_games` / :func:`save_games`; both speak
:class:`GameRecord`, whose ``to_game()`` gives a replayed :class:`~janggi_desktop.rules.Game`.  Every error
is a :class:`RecordError` (a ValueError) whose one-line message names the file, the game, the move and the
text.

Input is bounded (see ``model``): regular files only (a folder, a device such as ``/dev/zero`` or a named
pipe is refused before reading, and opening never blocks), at most :data:`MAX_FILE_BYTES` bytes, lines of at
most :data:`MAX_LINE_CHARS` characters, :data:`MAX_GAMES` games a file, :data:`MAX_PLIES` plies and
:data:`MAX_TAGS` tags a game.  Text is decoded from every encoding real files use, one decoding a file chosen
by evidence (see :mod:`.decoding`): UTF-8 with or without a byte-order mark, CP949/EUC-KR, Windows-1252 /
ISO 8859-1, and UTF-16/UTF-32 with a byte-order mark or without one; :func:`load_file` says which was used
when it was not plain UTF-8 (and what was dropped or replaced), so no text is changed without a message.

What :func:`save_games` writes, :func:`load_games` reads back: control characters (a NUL in a tag) are not
written, and only encodings the reader recognises may be asked for.
"""

from __future__ import annotations

import codecs
import itertools
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NamedTuple

from janggi_desktop.fileio import FileRefusedError, atomic_write, read_regular_file, write_target

from ..messages import one_line
from ..rules import Game
from ..rules.ruleset import DEFAULT_RULE_SET, UnknownRuleSetError, get_ruleset
from . import gib, pgn
from .decoding import ENCODING_NAMES, DecodedText, decode_record
from .model import (
    DEFAULT_FEN,
    MAX_FILE_BYTES,
    MAX_GAMES,
    MAX_LINE_CHARS,
    MAX_PLIES,
    MAX_TAGS,
    GameRecord,
    RecordError,
    RecordFault,
    arrangements_of_fen,
    record_from_game,
)
from .san import SanError, move_to_san, parse_move, san_moves

FORMATS = ("pgn", "gib", "fen")


# --- FEN -------------------------------------------------------------------------------------------------
def game_from_fen(fen: str, ruleset: str | None = None) -> Game:
    """A new game starting from ``fen`` (pasted text; surrounding spaces and quotes are ignored)."""
    text = fen.strip().strip('"').strip()
    try:
        return Game(ruleset or DEFAULT_RULE_SET, fen=text)
    except ValueError as e:  # a FenError (kept as the cause: the window translates it), an unknown rule set
        raise RecordError(e, text=text[:80]) from e


#: A line with something on it (its text from the first non-blank character).
_CONTENT_LINE = re.compile(r"^[^\S\n]*(\S[^\n]*)", re.M)


def fen_loads(text: str, *, path: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
    """A .fen file: one FEN a line (blank lines and lines starting with '#' skipped); each is a game
    starting from it."""
    records: list[GameRecord] = []
    lineno, counted = 1, 0
    for m in _CONTENT_LINE.finditer(text):  # blank lines are skipped by the regex, not one by one
        lineno += text.count("\n", counted, m.start())
        counted = m.start()
        s = m.group(1).strip()
        if s.startswith("#"):
            continue
        if len(records) >= MAX_GAMES:
            raise RecordError(RecordFault("more than {count:,} games in one file", count=MAX_GAMES), path=path)
        try:
            g = game_from_fen(s, ruleset)
        except RecordError as e:
            raise RecordError(RecordFault("line {line}: {reason}", line=lineno, reason=e.cause or e.reason), path=path,
                              game=len(records) + 1, text=s[:80]) from None
        rec = record_from_game(g)
        rec.source = path or ""
        rec.index = len(records) + 1
        records.append(rec)
    return records


def fen_dumps(records: list[GameRecord]) -> str:
    """The final position of each game, one FEN a line."""
    return "".join(r.to_game().fen() + "\n" for r in records)


# --- files -----------------------------------------------------------------------------------------------
def _format_of(path: str | os.PathLike[str]) -> str | None:
    ext = Path(path).suffix.lower().lstrip(".")
    return ext if ext in FORMATS else None


_FEN_LINE = re.compile(r"[1-9kabnrcpheKABNRCPHE]+(/[1-9kabnrcpheKABNRCPHE]+){9}(\s.*)?")


def sniff_format(text: str) -> str:
    """Guess the format of record text whose file name says nothing: Korean headers or numbered Korean
    moves ('1. 79졸78', '한수쉼') mean .gib, PGN tags mean PGN, a file of FEN lines is .fen; anything else
    is tried as PGN."""
    # [ \t]* rather than \s*: at each line start \s* would run over every following blank line (quadratic)
    if re.search(r"^[ \t]*\[[ \t]*(대회명|대국|초차림|한차림|초포진|한포진|초대국자|한대국자|회전)", text, re.M):
        return "gib"
    if re.search(r"^[ \t]*\[[A-Za-z]", text, re.M):
        return "pgn"
    lines = (s for m in _CONTENT_LINE.finditer(text) if not (s := m.group(1).strip()).startswith("#"))
    first = next(lines, None)
    if first is not None and all(_FEN_LINE.fullmatch(s) for s in itertools.chain((first,), lines)):
        return "fen"
    # a ply number starts after a non-digit and has a few digits: \d+ would backtrack over every long run
    if re.search(r"(?<!\d)\d{1,5}\.\s{0,20}(\d\d[^\x00-\x7f]{1,2}\d\d|한수쉼)", text):
        return "gib"
    return "pgn"


def _ruleset_name(ruleset: str | None) -> str | None:
    """A forced rule set's own name (an unknown one raises :class:`RecordError`); None stays None."""
    if ruleset is None:
        return None
    try:
        return get_ruleset(ruleset).name
    except UnknownRuleSetError as e:
        raise RecordError(e) from None


def loads(text: str, fmt: str | None = None, *, path: str | None = None,
          ruleset: str | None = None) -> list[GameRecord]:
    """Games in ``text`` of format ``fmt`` ("pgn", "gib", "fen"; guessed when None), e.g. pasted text.
    Text over the limits (size, line length, games) raises :class:`RecordError` before it is parsed."""
    check_limits(text, path)
    fmt = fmt or sniff_format(text)
    ruleset = _ruleset_name(ruleset)
    if fmt == "pgn":
        return pgn.loads(text, path=path, ruleset=ruleset)
    if fmt == "gib":
        return gib.loads(text, path=path, ruleset=ruleset)
    if fmt == "fen":
        return fen_loads(text, path=path, ruleset=ruleset)
    raise RecordError(f"unknown record format {fmt!r}; expected one of {', '.join(FORMATS)}", path=path)


#: A first line over the limit, and a line break followed by one.  The second starts with a character class,
#: which the regular expression engine skips to in a tight loop: 4 times faster than a pattern tried at every
#: position behind a look-behind (29 ms instead of 110 ms for 4 MB), which held the GIL long enough to stall a
#: window reading a large file on a thread.
_LONG_FIRST_LINE = re.compile(r"[^\r\n]{" + str(MAX_LINE_CHARS + 1) + "}")
_LONG_LINE = re.compile(r"[\r\n][^\r\n]{" + str(MAX_LINE_CHARS + 1) + "}")
#: Text is searched in pieces of about this many characters (ending at a line break), each search a short
#: call that holds the GIL for a few milliseconds, so a window's GUI thread runs while a file is read.
_PIECE_CHARS = 1 << 18


def _pieces(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of consecutive pieces of ``text``, each ending just after a "\\n" (or at the end)."""
    start = 0
    while start < len(text):
        end = text.find("\n", start + _PIECE_CHARS)
        end = len(text) if end < 0 else end + 1
        yield start, end
        start = end


def _long_line_start(text: str) -> int | None:
    """Where the first line longer than MAX_LINE_CHARS starts (lines end at \\r or \\n), or None."""
    if len(text) <= MAX_LINE_CHARS:
        return None
    if _LONG_FIRST_LINE.match(text):
        return 0
    for start, end in _pieces(text):
        m = _LONG_LINE.search(text, start, end)  # a piece ends at a line break: no line crosses into the next
        if m is None and end < len(text) and _LONG_FIRST_LINE.match(text, end):
            return end
        if m is not None:
            return m.start() + 1
    return None


def check_limits(text: str, path: str | None = None) -> None:
    """Refuse text longer than MAX_FILE_BYTES characters or with a line longer than MAX_LINE_CHARS."""
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(RecordFault("the text is too large (over {size} MB)", size=MAX_FILE_BYTES >> 20), path=path)
    start = _long_line_start(text)
    if start is not None:
        line = text.count("\n", 0, start) + 1
        raise RecordError(RecordFault("line {line} is too long (over {count:,} characters)", line=line,
                                      count=MAX_LINE_CHARS), path=path)


class RecordFile(NamedTuple):
    """A record file as read: its games, the encoding its text was read in, and what the user should be told
    about the reading ("" when nothing: plain UTF-8), e.g. "read as Windows-1252 (Western European): the file
    is not UTF-8"."""

    records: list[GameRecord]
    encoding: str
    note: str = ""


def _read_text(path: str | os.PathLike[str], fmt: str | None) -> DecodedText:
    """The text of a record file with the encoding it was read in and the note saying so (see
    :func:`decode_record`); a file that cannot be read raises :class:`RecordError`."""
    name = os.fspath(path)
    try:
        data = read_regular_file(path, MAX_FILE_BYTES)
    except FileRefusedError as e:
        reason = e if e.max_bytes is None else RecordFault("the file is too large (over {size} MB)",
                                                           size=e.max_bytes >> 20)
        raise RecordError(RecordFault("cannot read the file: {reason}", reason=reason), path=name) from None
    except (OSError, ValueError) as e:  # ValueError: a NUL byte in the name
        raise RecordError(RecordFault("cannot read the file: {reason}", reason=getattr(e, "strerror", None) or e),
                          path=name) from None
    return decode_record(data, fmt)


def load_file(path: str | os.PathLike[str], ruleset: str | None = None) -> RecordFile:
    """Every game in the file at ``path`` (.pgn, .gib or .fen by extension; by content otherwise), with the
    encoding it was read in and the note on that reading (see :class:`RecordFile`).

    ``ruleset`` forces a rule set; by default the file's own tag is used, else the first of
    ``model.FALLBACK_RULE_SETS`` under which every move is legal.  Nothing is returned unless the whole
    file reads: any problem raises :class:`RecordError`.
    """
    name = os.fspath(path)
    fmt = _format_of(path)
    text, encoding, note = _read_text(path, fmt)
    if fmt is None:
        fmt = sniff_format(text)
    records = loads(text, fmt, path=name, ruleset=ruleset)
    if not records:
        raise RecordError(RecordFault("the file holds no game"), path=name)
    return RecordFile(records, encoding, note)


def load_file_in_steps(path: str | os.PathLike[str], ruleset: str | None = None, *,
                       progress: Callable[[int, int], None] | None = None,
                       cancelled: Callable[[], bool] | None = None) -> RecordFile | None:
    """:func:`load_file` one game at a time, for a window that reads a large file off its GUI thread: after
    each game ``progress(games read, games expected)`` (the expected count is an estimate from the text:
    the lines of the first game's first tag, at least the games read), and ``cancelled()`` is asked; when it
    says yes, None is returned (nothing of the file is kept).  Errors as :func:`load_file`."""
    name = os.fspath(path)
    fmt = _format_of(path)
    text, encoding, note = _read_text(path, fmt)
    check_limits(text, name)
    fmt = fmt or sniff_format(text)
    ruleset = _ruleset_name(ruleset)
    if fmt == "pgn":
        games: Iterator[GameRecord] = pgn.iter_games(text, path=name, ruleset=ruleset)
    elif fmt == "gib":
        games = gib.iter_games(text, path=name, ruleset=ruleset)
    else:
        games = iter(fen_loads(text, path=name, ruleset=ruleset))
    expected = _games_expected(text, fmt)
    records: list[GameRecord] = []
    for record in games:
        records.append(record)
        if len(records) > MAX_GAMES:
            raise RecordError(RecordFault("more than {count:,} games in one file", count=MAX_GAMES), path=name)
        if progress is not None:
            progress(len(records), max(expected, len(records)))
        if cancelled is not None and cancelled():
            return None
    if not records:
        raise RecordError(RecordFault("the file holds no game"), path=name)
    return RecordFile(records, encoding, note)


def _games_expected(text: str, fmt: str) -> int:
    """About how many games ``text`` holds: the lines that start with its first tag's name ([Event ...,
    [대회명 ...), or its FEN lines."""
    if fmt == "fen":
        return sum(1 for m in _CONTENT_LINE.finditer(text) if not m.group(1).startswith("#"))
    first = re.search(r"^[ \t]*\[[ \t]*([^\s\]\"]+)", text, re.M)
    if first is None:
        return 1
    tag = re.compile(r"^[ \t]*\[[ \t]*" + re.escape(first.group(1)) + r"[\s\"]", re.M)
    return sum(len(tag.findall(text, start, end)) for start, end in _pieces(text)) or 1  # see _PIECE_CHARS


def load_games(path: str | os.PathLike[str], ruleset: str | None = None) -> list[GameRecord]:
    """The games of :func:`load_file` (for callers that have no one to tell how the text was decoded)."""
    return load_file(path, ruleset).records


def iter_file_games(path: str | os.PathLike[str], ruleset: str | None = None, *,
                    on_error: Callable[[RecordError], None] | None = None) -> Iterator[GameRecord]:
    """The games of the file at ``path``, one at a time (a library import shows progress and can stop
    between games), read like :func:`load_games`.

    With ``on_error``, a game that cannot be read goes to ``on_error`` (its error names the file and the
    game) and the others are still yielded; a file that cannot be read at all (missing, too large, a
    line too long) raises :class:`RecordError` before the first game."""
    name = os.fspath(path)
    fmt = _format_of(path)
    text = _read_text(path, fmt).text
    check_limits(text, name)
    fmt = fmt or sniff_format(text)
    ruleset = _ruleset_name(ruleset)
    if fmt == "pgn":
        yield from pgn.iter_games(text, path=name, ruleset=ruleset, on_error=on_error)
    elif fmt == "gib":
        yield from gib.iter_games(text, path=name, ruleset=ruleset, on_error=on_error)
    else:
        yield from fen_loads(text, path=name, ruleset=ruleset)


def dumps(records: list[GameRecord], fmt: str) -> str:
    if fmt == "pgn":
        return pgn.dumps(records)
    if fmt == "gib":
        return gib.dumps(records)
    if fmt == "fen":
        return fen_dumps(records)
    raise RecordError(f"unknown record format {fmt!r}; expected one of {', '.join(FORMATS)}")


#: Encodings a record may be saved in: those the reader recognises (anything else, UTF-7 say, would be
#: written and then read back as something else).
SAVE_ENCODINGS = ("utf-8", "utf-8-sig", "cp949", "euc-kr", "cp1252", "latin-1", "utf-16", "utf-16-le",
                  "utf-16-be", "utf-32", "utf-32-le", "utf-32-be")
#: Control characters never written: the reader drops a NUL, and none of them is text.
_UNWRITTEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _save_encoding(encoding: str) -> str:
    """``encoding``'s codec name if records may be saved in it, else a RecordError naming the choices."""
    try:
        codec = codecs.lookup(encoding).name
    except (LookupError, ValueError, TypeError):
        codec = None
    if codec not in {codecs.lookup(e).name for e in SAVE_ENCODINGS}:
        raise RecordError(f"unknown encoding {one_line(encoding, 40)!r}; use one of {', '.join(SAVE_ENCODINGS)}")
    return codec


def _readable_bytes(text: str, codec: str, fmt: str) -> bytes:
    """``text`` in ``codec``, checked to read back as itself (the reader guesses encodings: a short UTF-8 name
    may look like CP949, "¬" is "짭" there); UTF-8 that would be misread gets a byte-order mark, any other
    encoding raises a RecordError."""
    data = text.encode(codec)
    if decode_record(data, fmt).text == text:
        return data
    if codec == "utf-8":
        return codecs.BOM_UTF8 + data
    raise RecordError(f"the record would not read back as written in {ENCODING_NAMES.get(codec, codec)} "
                      "(save as UTF-8)")


def save_games(path: str | os.PathLike[str], records: list[GameRecord] | GameRecord,
               encoding: str | None = None) -> list[str]:
    """Write ``records`` to ``path`` in the format its extension names, atomically; what the format could
    not keep, one line a game ("game 2: a .gib file keeps the main line only: ..."), for the caller to show.

    .gib is CP949 unless ``encoding`` says otherwise (UTF-8 when a name has no CP949 code and no encoding
    was asked for); PGN and FEN are UTF-8.  ``encoding`` must be one of :data:`SAVE_ENCODINGS`; control
    characters (other than tabs and line ends) are left out, so that the file reads back as written.  PGN
    keeps everything (the move tree, comments, NAGs); .gib the main line and its comments; .fen each game's
    last position.
    """
    name = os.fspath(path)
    if isinstance(records, GameRecord):
        records = [records]
    fmt = _format_of(path)
    if fmt is None:
        raise RecordError("unknown file type; use .pgn, .gib or .fen", path=name)
    target = write_target(path)
    special = os.path.exists(target) and not os.path.isfile(target)  # atomic_write says what it is
    if _format_of(target) != fmt and not special:  # a.pgn -> b.gib: PGN text must not end up in the .gib
        raise RecordError(f"this name is a link to {one_line(target.name, 60)}, a file of another type: save to "
                          "that name or to another one", path=name)
    try:
        codec = None if encoding is None else _save_encoding(encoding)
        text = _UNWRITTEN.sub("", gib.dumps(records) if fmt == "gib" else dumps(records, fmt))
        data = None
        if codec is None and fmt == "gib":
            try:
                data = _readable_bytes(text, "cp949", fmt)
            except (UnicodeEncodeError, RecordError):  # no CP949 code for a name: UTF-8, which reads as well
                data = None
        if data is None:
            data = _readable_bytes(text, codec or "utf-8", fmt)
    except RecordError as e:
        raise e.located(name) from None
    except UnicodeEncodeError as e:
        raise RecordError(f"the record cannot be written in {ENCODING_NAMES.get(codec or '', codec)}: "
                          f"{e.object[e.start:e.end]!r} has no code there (save as UTF-8)", path=name) from None
    try:
        atomic_write(path, data)
    except OSError as e:
        raise RecordError(f"cannot write the file: {e.strerror or e}", path=name) from None
    if fmt != "gib":
        return []
    return [f"game {i}: {lost}" for i, r in enumerate(records, 1) for lost in gib.what_is_lost(r)]


__all__ = [
    "DEFAULT_FEN", "FORMATS", "MAX_FILE_BYTES", "MAX_GAMES", "MAX_LINE_CHARS", "MAX_PLIES", "MAX_TAGS",
    "SAVE_ENCODINGS", "GameRecord", "check_limits", "RecordError", "RecordFault", "RecordFile", "SanError",
    "arrangements_of_fen", "atomic_write", "dumps", "fen_dumps", "fen_loads", "game_from_fen", "iter_file_games",
    "load_file", "load_file_in_steps", "load_games", "loads", "move_to_san", "parse_move", "record_from_game",
    "san_moves", "save_games",
    "sniff_format",
]
