"""Handicap games (접장기): the stronger player starts without some of his pieces.

Korean players give odds by taking pieces off before the game: 차 떼고 (without a chariot), 포 떼고 (a
cannon), 마 떼고 (a horse), 상 떼고 (an elephant), 차포 떼고 (a chariot and a cannon), or both of a kind.  A
:class:`Handicap` says which side gives which pieces; applied to a start position (any arrangements) it gives
the FEN the game starts from, and that FEN is all the rest of the program needs: the points, the ply count, the
engines and the records all follow the pieces actually on the board.  :func:`handicap_of_fen` recognises such
a start again (the records write it as a ``Handicap`` tag).

Text form (``janggi-desktop match --handicap``, the PGN tag): ``SIDE:PIECES``, e.g. ``han:R``, ``cho:RC``,
``han:NN``; piece letters as in FEN (``R C N B A P``; ``H`` and ``E`` accepted, also hangeul 차 포 마 상 사 졸/병
and hanja), each optionally followed by the square of the very piece to remove (``cho:Ri1Cb3``).  Without a
square, the piece of that kind on the giver's left (seen from the giver's own seat: file a for Cho, file i
for Han) goes first, as chess odds take the queen's rook.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .board import (
    CANNON,
    CHARIOT,
    CHO,
    ELEPHANT,
    GENERAL,
    GUARD,
    HAN,
    HORSE,
    KIND_LETTERS,
    KIND_NAMES,
    NUM_SQUARES,
    SIDE_NAMES,
    SOLDIER,
    SQUARE_BY_NAME,
    SQUARE_NAMES,
    short_repr,
)
from .errors import TemplatedError
from .game import Game
from .notation import ARRANGEMENTS, DEFAULT_ARRANGEMENT, FenError, format_fen, parse_fen, start_fen
from .ruleset import RuleSet

#: The pieces a side may give, in the order a handicap is written (the most valuable first).
GIVABLE = (CHARIOT, CANNON, HORSE, ELEPHANT, GUARD, SOLDIER)
#: Letters read for each kind: FEN's, their Janggi synonyms (H, E), hangeul and hanja labels of both sides.
_KIND_BY_LETTER = {
    "K": GENERAL, "G": GENERAL, "장": GENERAL, "초": GENERAL, "한": GENERAL, "楚": GENERAL, "漢": GENERAL,
    "R": CHARIOT, "차": CHARIOT, "車": CHARIOT,
    "C": CANNON, "포": CANNON, "包": CANNON, "砲": CANNON,
    "N": HORSE, "H": HORSE, "마": HORSE, "馬": HORSE,
    "B": ELEPHANT, "E": ELEPHANT, "상": ELEPHANT, "象": ELEPHANT,
    "A": GUARD, "사": GUARD, "士": GUARD,
    "P": SOLDIER, "S": SOLDIER, "졸": SOLDIER, "병": SOLDIER, "卒": SOLDIER, "兵": SOLDIER,
}
_SIDE_BY_NAME = {"cho": CHO, "초": CHO, "楚": CHO, "han": HAN, "한": HAN, "漢": HAN}

#: The traditional handicaps by their letters: (Korean name, English name).
TRADITIONAL: dict[str, tuple[str, str]] = {
    "R": ("차 떼고", "without a chariot"),
    "C": ("포 떼고", "without a cannon"),
    "N": ("마 떼고", "without a horse"),
    "B": ("상 떼고", "without an elephant"),
    "RC": ("차포 떼고", "without a chariot and a cannon"),
    "RR": ("양차 떼고", "without both chariots"),
    "CC": ("양포 떼고", "without both cannons"),
    "NN": ("양마 떼고", "without both horses"),
    "BB": ("양상 떼고", "without both elephants"),
}

# A side, a separator, then items: a piece letter (an uppercase Latin letter or a Korean/Chinese character)
# with an optional square.  Compiled at first use (re keeps it), not at import.
_SPEC_RE = r"\s*(\S+?)\s*[:\s]\s*(\S.*?)\s*"
_ITEM_RE = r"([A-Z]|[^\x00-\x7f])([a-i](?:10|[1-9]))?"


class HandicapError(TemplatedError):
    """A handicap that cannot be played: malformed text, a general given, a piece the side does not have, or
    a start position where a side has no legal move.  The message is a translatable template."""


class Handicap(NamedTuple):
    """``side`` ("cho" or "han") starts without ``pieces``: each a FEN letter (``R C N B A P``) with the
    square of the piece to remove, or None for the default (the giver's leftmost piece of that kind)."""

    side: str
    pieces: tuple[tuple[str, int | None], ...]

    # --- making one ---------------------------------------------------------------------------------------
    @classmethod
    def of(cls, side: str, letters: str) -> Handicap:
        """A handicap from a side and piece letters, e.g. ``Handicap.of("han", "RC")``."""
        return cls.parse(f"{side}:{letters}")

    @classmethod
    def parse(cls, text: str) -> Handicap:
        """The handicap written ``SIDE:PIECES`` (see the module docstring); :class:`HandicapError` says what is
        wrong with anything else.  Only the text is checked here; :meth:`squares` checks it against a board."""
        if not isinstance(text, str):
            raise HandicapError("a handicap is text such as 'han:R', not {type}", type=type(text).__name__)
        m = re.fullmatch(_SPEC_RE, text)
        if m is None:
            raise HandicapError("{text} is not a handicap: expected SIDE:PIECES such as 'han:R' or 'cho:RC'",
                                text=short_repr(text))
        side_text, items = m.group(1), m.group(2).replace(" ", "").replace(",", "")
        side = _SIDE_BY_NAME.get(side_text.lower())
        if side is None:
            raise HandicapError("{text}: the side is 'cho' or 'han', not {side}", text=short_repr(text),
                                side=short_repr(side_text))
        pieces: list[tuple[str, int | None]] = []
        pos = 0
        while pos < len(items):
            item = re.compile(_ITEM_RE).match(items, pos)
            kind = _KIND_BY_LETTER.get(item.group(1)) if item else None
            if item is None or kind is None:
                raise HandicapError("{text}: {piece} is not a piece letter (R C N B A P)", text=short_repr(text),
                                    piece=short_repr(items[pos]))
            if kind == GENERAL:
                raise HandicapError("{text}: a side cannot give its general", text=short_repr(text))
            square = SQUARE_BY_NAME[item.group(2)] if item.group(2) else None
            pieces.append((KIND_LETTERS[kind], square))
            pos = item.end()
        return cls.make(SIDE_NAMES[side], pieces)

    @classmethod
    def make(cls, side: str, pieces: list[tuple[str, int | None]] | tuple[tuple[str, int | None], ...]
             ) -> Handicap:
        """A handicap from its parts, checked and in canonical order (the most valuable pieces first, a pinned
        square before an unpinned piece of the same kind): two equal handicaps compare equal."""
        if side not in SIDE_NAMES:
            raise HandicapError("the side of a handicap is 'cho' or 'han', not {side}", side=short_repr(side))
        if not pieces:
            raise HandicapError("a handicap takes off at least one piece")
        clean: list[tuple[str, int | None]] = []
        for piece in pieces:
            letter, square = piece
            kind = _KIND_BY_LETTER.get(letter) if isinstance(letter, str) else None
            if kind is None:
                raise HandicapError("{piece} is not a piece letter (R C N B A P)", piece=short_repr(letter))
            if kind == GENERAL:
                raise HandicapError("a side cannot give its general")
            if square is not None and (type(square) is not int or not 0 <= square < NUM_SQUARES):
                raise HandicapError("{square} is not a square (0..89)", square=short_repr(square))
            clean.append((KIND_LETTERS[kind], square))
        order = {KIND_LETTERS[k]: i for i, k in enumerate(GIVABLE)}
        clean.sort(key=lambda p: (order[p[0]], p[1] is None, p[1] or 0))
        return cls(side, tuple(clean))

    # --- reading it -----------------------------------------------------------------------------------
    @property
    def letters(self) -> str:
        """The pieces' letters in canonical order, e.g. ``"RC"``."""
        return "".join(letter for letter, _ in self.pieces)

    @property
    def traditional_name(self) -> tuple[str, str] | None:
        """(Korean, English) name when this is one of the traditional handicaps (:data:`TRADITIONAL`)."""
        return TRADITIONAL.get(self.letters)

    def __str__(self) -> str:
        return f"{self.side}:" + "".join(letter + (SQUARE_NAMES[sq] if sq is not None else "")
                                         for letter, sq in self.pieces)

    def describe(self) -> str:
        """English words for people: "Han without a chariot (차 떼고)", "Cho without a horse, a soldier"."""
        name = self.traditional_name
        side = self.side.capitalize()
        if name is not None:
            where = ", ".join(SQUARE_NAMES[sq] for _, sq in self.pieces if sq is not None)
            return f"{side} {name[1]} ({name[0]}{': ' + where if where else ''})"
        words = [KIND_NAMES[_KIND_BY_LETTER[letter]] + (f" on {SQUARE_NAMES[sq]}" if sq is not None else "")
                 for letter, sq in self.pieces]
        return f"{side} without " + ", ".join(f"a {w}" for w in words)

    # --- applying it ----------------------------------------------------------------------------------
    def squares(self, board: list[int]) -> tuple[int, ...]:
        """The squares of the pieces this handicap takes off ``board`` (piece codes, e.g. a start position):
        pinned squares as given, then for each unpinned piece the giver's leftmost one of its kind not yet
        taken.  :class:`HandicapError` when a pinned square does not hold such a piece of the side, a square
        is named twice, or the side has fewer pieces of a kind than asked."""
        side = SIDE_NAMES.index(self.side)
        name = self.side.capitalize()
        taken: list[int] = []
        for letter, sq in self.pieces:
            if sq is None:
                continue
            kind = _KIND_BY_LETTER[letter]
            if board[sq] != kind | (side << 3):
                raise HandicapError("{side} has no {kind} on {square} to give", side=name, kind=KIND_NAMES[kind],
                                    square=SQUARE_NAMES[sq])
            if sq in taken:
                raise HandicapError("the piece on {square} is named twice", square=SQUARE_NAMES[sq])
            taken.append(sq)
        for letter, sq in self.pieces:
            if sq is not None:
                continue
            kind = _KIND_BY_LETTER[letter]
            own = [s for s in range(NUM_SQUARES) if board[s] == kind | (side << 3)]
            left_first = sorted(own, key=lambda s: (s % 9, s // 9)) if side == CHO else \
                sorted(own, key=lambda s: (-(s % 9), -(s // 9)))
            free = [s for s in left_first if s not in taken]
            if not free:
                raise HandicapError("{side} has {count} {kind} piece(s) here, fewer than the handicap takes off",
                                    side=name, count=len(own), kind=KIND_NAMES[kind])
            taken.append(free[0])
        return tuple(taken)

    def apply(self, fen: str, ruleset: str | RuleSet | None = None) -> str:
        """The FEN of ``fen``'s position without this handicap's pieces, checked playable under ``ruleset``
        (a name or RuleSet; the default rule set when None): both generals stand, the side not to move is
        not in check, the game is not over and the side to move has a legal move.  Else
        :class:`HandicapError` saying why."""
        parsed = parse_fen(fen)
        board = list(parsed.board)
        for sq in self.squares(board):
            board[sq] = 0
        out = format_fen(board, parsed.side, parsed.halfmove, parsed.fullmove)
        try:
            game = Game.from_fen(out, ruleset)
        except FenError as e:
            raise HandicapError("{handicap} cannot be played here: {reason}", handicap=str(self), reason=e) from None
        if game.outcome() is not None:  # the side to move has no legal move (mated), or a rule ends it at once
            raise HandicapError("{handicap} leaves {side} with no legal move: {outcome}", handicap=str(self),
                                side=game.turn.capitalize(), outcome=str(game.outcome()))
        return out

    def start_fen(self, cho: str = DEFAULT_ARRANGEMENT, han: str = DEFAULT_ARRANGEMENT,
                  ruleset: str | RuleSet | None = None) -> str:
        """The FEN a handicap game starts from, with Cho's and Han's arrangements (checked as :meth:`apply`)."""
        return self.apply(start_fen(cho, han), ruleset)


#: The pieces of a full start: 16 a side.
FULL_SET = 32


def handicap_of_fen(fen: str) -> Handicap | None:
    """The handicap whose game starts from ``fen``: a start position (any arrangements, Cho to move, move 1)
    with pieces of one side (never a general) taken off; None for anything else, a full start included.

    Pieces are named by letter alone when the default choice (:meth:`Handicap.squares`) takes exactly those
    off, else with their squares, so ``str()`` of the result is the shortest text that says it."""
    try:
        parsed = parse_fen(fen)
    except FenError:
        return None
    board = parsed.board
    if parsed.side != CHO or parsed.halfmove != 0 or parsed.fullmove != 1:
        return None
    if NUM_SQUARES - board.count(0) >= FULL_SET:
        return None  # nothing taken off (every new game asks): no start needs comparing
    found: Handicap | None = None
    for cho in ARRANGEMENTS:
        for han in ARRANGEMENTS:
            full = parse_fen(start_fen(cho, han)).board
            if any(p and p != full[s] for s, p in enumerate(board)):
                continue  # a piece that this start does not have there
            missing = [s for s in range(NUM_SQUARES) if full[s] and not board[s]]
            sides = {full[s] >> 3 for s in missing}
            if len(sides) != 1 or any(full[s] & 7 == GENERAL for s in missing):
                continue
            side = SIDE_NAMES[sides.pop()]
            pinned = Handicap.make(side, [(KIND_LETTERS[full[s] & 7], s) for s in missing])
            plain = Handicap.make(side, [(letter, None) for letter, _ in pinned.pieces])
            if sorted(plain.squares(full)) == sorted(missing):
                return plain
            found = found or pinned
    return found


__all__ = ["GIVABLE", "TRADITIONAL", "Handicap", "HandicapError", "handicap_of_fen"]
