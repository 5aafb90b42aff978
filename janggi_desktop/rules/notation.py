"""Text forms of positions and moves: FEN (Fairy-Stockfish compatible), UCI move text, Korean (KJA)
coordinates (docs/rules.md#coordinates) and the horse/elephant arrangement strings (docs/rules.md#arrangements)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from .board import (
    CHO,
    FILES,
    GENERAL,
    GUARD,
    HAN,
    KIND_LETTERS,
    NUM_SQUARES,
    PALACE,
    SIDE_NAMES,
    SQUARE_BY_NAME,
    SQUARE_NAMES,
    check_square,
    short_repr,
)
from .errors import TemplatedError


class FenError(TemplatedError):
    """A FEN string that does not describe a legal Janggi position; the message says what is wrong (a
    translatable template: a ``side`` value is "Cho" or "Han")."""


class MoveTextError(ValueError):
    """Move text that is not a well-formed move (UCI, Korean or SAN)."""


class MoveTextFault(TemplatedError, MoveTextError):
    """A :class:`MoveTextError` whose message is a template with its values (a window translates it): the
    rules' own readers and the .gib reader raise it."""


LETTER_KINDS = {letter: kind for kind, letter in KIND_LETTERS.items()}
LETTER_KINDS["E"] = LETTER_KINDS["B"]  # accepted spellings (docs/rules.md#pieces)
LETTER_KINDS["H"] = LETTER_KINDS["N"]

# --- arrangements ----------------------------------------------------------------------------------------
#: Board-absolute arrangement strings (files b c g h, Cho at the bottom) -> the pieces on those files.
ARRANGEMENTS = {
    "마상상마": "NBBN",
    "상마마상": "BNNB",
    "상마상마": "BNBN",
    "마상마상": "NBNB",
}
DEFAULT_ARRANGEMENT = "마상상마"
ARRANGEMENT_NAMES = {  # seat-relative names as Cho sees them
    "마상상마": "inner elephants (안상)",
    "상마마상": "outer elephants (바깥상)",
    "상마상마": "left elephant (왼상)",
    "마상마상": "right elephant (오른상)",
}
_HANJA_ARRANGEMENT = str.maketrans({"馬": "마", "象": "상"})


class ArrangementError(TemplatedError):
    """An arrangement string that is not one of the four of docs/rules.md#arrangements (a template with its
    values: a window translates it)."""


def normalize_arrangement(text: str) -> str:
    """The board-absolute hangeul string for ``text`` (hangeul, hanja, or Latin letters N/H and B/E)."""
    if not isinstance(text, str):
        raise ArrangementError("arrangement must be a string such as '마상상마', not {type}", type=type(text).__name__)
    s = text.strip().translate(_HANJA_ARRANGEMENT)
    upper = s.upper()
    if len(upper) == 4 and set(upper) <= set("NHBE"):
        s = "".join("마" if c in "NH" else "상" for c in upper)
    if s not in ARRANGEMENTS:
        raise ArrangementError("unknown arrangement {text}; expected one of {names}", text=short_repr(text),
                               names=", ".join(ARRANGEMENTS))
    return s


def back_rank(arrangement: str) -> str:
    """The FEN back rank (Cho's letters) for an arrangement: RNBA1ABNR for 마상상마."""
    a = ARRANGEMENTS[normalize_arrangement(arrangement)]
    return f"R{a[0]}{a[1]}A1A{a[2]}{a[3]}R"


def start_fen(cho: str = DEFAULT_ARRANGEMENT, han: str = DEFAULT_ARRANGEMENT) -> str:
    return (f"{back_rank(han).lower()}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/{back_rank(cho)} "
            "w - - 0 1")


def arrangement_of(board: list[int], side: int) -> str | None:
    """The arrangement still standing on ``side``'s back rank, or None if it has changed."""
    rank = 0 if side == CHO else 9
    letters = ""
    for f in (1, 2, 6, 7):
        p = board[rank * 9 + f]
        if not p or p >> 3 != side or KIND_LETTERS[p & 7] not in "NB":
            return None
        letters += KIND_LETTERS[p & 7]
    for name, pattern in ARRANGEMENTS.items():
        if pattern == letters:
            return name
    return None


# --- FEN -------------------------------------------------------------------------------------------------
class ParsedFen(NamedTuple):
    """A FEN read by :func:`parse_fen`: the 90 squares (piece codes), the side to move, the move counters."""

    board: list[int]
    side: int
    halfmove: int
    fullmove: int


def parse_fen(fen: str) -> ParsedFen:
    """Parse and validate a FEN; raises :class:`FenError` naming the field and what was expected.

    The board is a new list on every call (the caller may change it); the last FENs read are remembered,
    since a record's start position is read several times over (its game, its replay, its library keys)."""
    if not isinstance(fen, str):
        raise FenError("FEN must be a string, not {type}", type=type(fen).__name__)
    board, side, halfmove, fullmove = _parse_fen_once(fen)
    return ParsedFen(list(board), side, halfmove, fullmove)


@lru_cache(maxsize=64)
def _parse_fen_once(fen: str) -> tuple[tuple[int, ...], int, int, int]:
    """:func:`parse_fen`'s work, remembered (an error is not remembered: it is raised again each time)."""
    fields = fen.split()
    if not fields:
        raise FenError("empty FEN")
    if len(fields) > 6:
        raise FenError("FEN has {count} fields; expected at most 6", count=len(fields))
    ranks = fields[0].split("/")
    if len(ranks) != 10:
        raise FenError("FEN placement has {count} ranks; expected 10 separated by '/'", count=len(ranks))
    board = [0] * NUM_SQUARES
    for i, text in enumerate(ranks):
        rank_index = 9 - i  # the first FEN rank is rank 10
        f = 0
        digits = ""
        for ch in text + " ":
            if ch.isdigit() and ch.isascii():
                digits += ch
                continue
            if digits:
                n = int(digits)
                if n < 1:
                    raise FenError("rank {rank} of the FEN: empty count {text} is not 1..9", rank=rank_index + 1,
                                   text=short_repr(digits))
                f += n
                digits = ""
            if ch == " ":
                break
            kind = LETTER_KINDS.get(ch.upper())
            if kind is None:
                raise FenError("rank {rank} of the FEN: unknown piece letter {text}", rank=rank_index + 1,
                               text=short_repr(ch))
            if f >= 9:
                raise FenError("rank {rank} of the FEN ({text}) is longer than 9 points", rank=rank_index + 1,
                               text=short_repr(text))
            side = CHO if ch.isupper() else HAN
            board[rank_index * 9 + f] = kind | (side << 3)
            f += 1
        if f != 9:
            raise FenError("rank {rank} of the FEN ({text}) covers {count} points; expected 9", rank=rank_index + 1,
                           text=short_repr(text), count=f)
    for side, general_letter in ((CHO, "K"), (HAN, "k")):
        name = SIDE_NAMES[side].capitalize()  # "Cho", as rules/game.py names a side in a FenError
        generals = [s for s in range(NUM_SQUARES) if board[s] == GENERAL | (side << 3)]
        if len(generals) != 1:
            raise FenError("FEN has {count} generals for {side} ('{letter}'); expected exactly 1", count=len(generals),
                           letter=general_letter, side=name)
        if generals[0] not in PALACE[side]:
            raise FenError("{side}'s general on {square} is outside its palace", side=name,
                           square=SQUARE_NAMES[generals[0]])
        for s in range(NUM_SQUARES):
            if board[s] == GUARD | (side << 3) and s not in PALACE[side]:
                raise FenError("{side}'s guard on {square} is outside its palace", side=name, square=SQUARE_NAMES[s])
        count: dict[int, int] = {}
        for p in board:
            if p and p >> 3 == side:
                count[p & 7] = count.get(p & 7, 0) + 1
        limits = {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 5}
        for kind, limit in limits.items():
            if count.get(kind, 0) > limit:
                letter = KIND_LETTERS[kind]
                raise FenError("FEN has {count} {letter} pieces; at most {limit}", count=count[kind],
                               letter=letter if side == CHO else letter.lower(), limit=limit)
    side = CHO
    if len(fields) > 1:
        if fields[1] not in ("w", "b"):
            raise FenError("FEN side to move is {text}; expected 'w' (Cho) or 'b' (Han)", text=short_repr(fields[1]))
        side = CHO if fields[1] == "w" else HAN
    for idx in (2, 3):
        if len(fields) > idx and fields[idx] != "-":
            raise FenError("FEN field {field} is {text}; Janggi has no castling or en passant: '-'", field=idx + 1,
                           text=short_repr(fields[idx]))
    halfmove, fullmove = 0, 1
    if len(fields) > 4:
        if not (fields[4].isascii() and fields[4].isdigit()) or len(fields[4]) > 9:
            raise FenError("FEN halfmove clock {text} is not a whole number up to 999999999",
                           text=short_repr(fields[4]))
        halfmove = int(fields[4])
    if len(fields) > 5:
        if not (fields[5].isascii() and fields[5].isdigit()) or len(fields[5]) > 9 or int(fields[5]) < 1:
            raise FenError("FEN move number {text} is not a whole number in 1..999999999", text=short_repr(fields[5]))
        fullmove = int(fields[5])
    return tuple(board), side, halfmove, fullmove


def placement_fen(board: list[int]) -> str:
    rows = []
    for rank_index in range(9, -1, -1):
        row, empty = "", 0
        for f in range(9):
            p = board[rank_index * 9 + f]
            if not p:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            letter = KIND_LETTERS[p & 7]
            row += letter if p >> 3 == CHO else letter.lower()
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows)


def format_fen(board: list[int], side: int, halfmove: int, fullmove: int) -> str:
    return f"{placement_fen(board)} {'w' if side == CHO else 'b'} - - {halfmove} {fullmove}"


# --- UCI move text ---------------------------------------------------------------------------------------
_UCI_RE = r"([a-i])(10|[1-9])([a-i])(10|[1-9])"  # compiled at first use (re keeps it), not at import


def parse_uci(text: str) -> tuple[int, int]:
    """Squares (from, to) of UCI move text such as ``b1c3``, ``b10c8`` or the pass ``e2e2``."""
    if not isinstance(text, str):
        raise MoveTextFault("move must be text, not {type}", type=type(text).__name__)
    m = re.fullmatch(_UCI_RE, text.strip())
    if not m:
        if text.strip() == "0000":
            raise MoveTextFault("'0000' is not a Janggi pass; write the general's square twice, e.g. 'e2e2'")
        raise MoveTextFault("{text} is not UCI move text (expected e.g. 'b1c3', 'b10c8' or a pass 'e2e2')",
                            text=short_repr(text))
    fr = SQUARE_BY_NAME[m.group(1) + m.group(2)]
    to = SQUARE_BY_NAME[m.group(3) + m.group(4)]
    return fr, to


def uci(fr: int, to: int) -> str:
    return SQUARE_NAMES[fr] + SQUARE_NAMES[to]


# --- Korean (KJA) coordinates ----------------------------------------------------------------------------
def kja_square(sq: int) -> str:
    """Two digits, row then column, rows 1..9,0 from the top with Cho at the bottom: e2 -> '95'."""
    rank = check_square(sq) // 9 + 1
    row = (11 - rank) % 10
    return f"{row}{sq % 9 + 1}"


def parse_kja_square(text: str) -> int:
    """The square of a Korean two-digit square name (the inverse of :func:`kja_square`)."""
    if not isinstance(text, str):
        raise MoveTextFault("a Korean square is text, not {type}", type=type(text).__name__)
    if len(text) != 2 or not text.isascii() or not text.isdigit() or text[1] == "0":
        raise MoveTextFault("{text} is not a Korean square (two digits: row 1-9 or 0, column 1-9)",
                            text=short_repr(text))
    row = int(text[0]) or 10
    col = int(text[1])
    return (11 - row - 1) * 9 + (col - 1)


__all__ = [
    "FenError", "MoveTextError", "MoveTextFault", "ArrangementError", "ARRANGEMENTS", "ARRANGEMENT_NAMES",
    "DEFAULT_ARRANGEMENT", "normalize_arrangement", "back_rank", "start_fen", "arrangement_of", "parse_fen",
    "format_fen", "placement_fen", "parse_uci", "uci", "kja_square", "parse_kja_square", "FILES",
]
