"""Moves typed by a person (the window's move box): every notation the program shows, and what is unambiguous.

:func:`parse_move_entry` reads, for the side to move of a :class:`~janggi_desktop.rules.Game`:

- Korean notation as the move list writes it, in every label set: ``79졸78``, ``79卒78``, ``P79-78`` (English
  letters) or ``S79-78`` (French), and as .gib files write it (``79楚卒78``, ``74상42병``, ``장군`` after it);
- SAN as our PGN writes it (``Hc3``, ``Pexf6``, ``C3e6+``, the pass ``Ke2``), and UCI coordinates (``c7d7``,
  ``c7-d7``); Korean coordinates alone (``79 78``, ``7978``, ``79-78``);
- completions of what is unambiguous: a destination alone (``78``, ``e5``) when exactly one piece can go there,
  a piece and its destination (``졸78``, ``卒 78``, ``P78``, ``Pe5``);
- the pass as a word: ``pass``, ``passer``/``passe`` (French), ``한수쉼`` (also ``패스``), or a notation's own pass.

Anything else raises a :class:`MoveEntryError` whose subclass says which case it is and whose message says
why, with the moves meant when it is ambiguous: :class:`UnreadableMoveError` (no notation reads it),
:class:`IllegalEntryError` (read, but not a legal move here), :class:`AmbiguousMoveError` (several legal
moves fit).  The messages are templates the window translates (rules/errors.py).  Nothing is played here.
"""

from __future__ import annotations

import re
import unicodedata

from ..rules import Game, Move
from ..rules.board import FILES, GENERAL, KIND_NAMES, SQUARE_BY_NAME, SQUARE_NAMES
from ..rules.errors import TemplatedError
from ..rules.korean import HANGEUL, HANJA, LATIN, move_text
from ..rules.notation import MoveTextError, kja_square
from .gib import PIECE_NAMES, SIDE_MARKS
from .san import move_to_san


class MoveEntryError(TemplatedError, MoveTextError):
    """Typed move text that gives no single legal move; the subclass says why (a translatable template)."""


class UnreadableMoveError(MoveEntryError):
    """Text that no notation reads as a move."""


class IllegalEntryError(MoveEntryError):
    """A move read from the text that the rules do not allow now (or the game is over)."""


class AmbiguousMoveError(MoveEntryError):
    """Text that fits several legal moves; :attr:`moves` lists them."""

    def __init__(self, template: str, moves: list[Move] | None = None, **params: object) -> None:
        super().__init__(template, **params)
        self.moves: list[Move] = list(moves or [])


#: Words for a pass: English, French, Korean (as the window's Pass button and move list say it).
PASS_WORDS = ("pass", "passe", "passer", "한수쉼", "한수 쉼", "패스", "--")
#: Korean piece characters (both label sets, both sides, and the .gib spellings) -> kind.
KOREAN_PIECES: dict[str, int] = dict(PIECE_NAMES)
for _table in (HANJA, HANGEUL):
    for _kind, _labels in _table.items():
        for _label in _labels:
            KOREAN_PIECES[_label] = _kind
#: SAN letters (Fairy-Stockfish's and their synonyms) -> kind.
SAN_PIECES = {"K": 1, "G": 1, "A": 2, "E": 3, "B": 3, "H": 4, "N": 4, "R": 5, "C": 6, "P": 7, "S": 7}
_SUFFIXES = ("장군", "멍군", "+", "#", "!", "?")

# Compiled at first use (re keeps them), not at import.
_KJA = r"(\d\d)"
_SQ = r"([a-i](?:10|[1-9]))"
_UCI_RE = _SQ + r"\s*[-x:]?\s*" + _SQ
_KJA_PAIR_RE = _KJA + r"\s*[-\s]?\s*" + _KJA
_KOREAN_RE = _KJA + r"\s*(\S{1,2}?)\s*" + _KJA + r"\s*(\S)?"
_LATIN_KOREAN_RE = r"([A-Za-z])\s*" + _KJA + r"\s*[-x:]?\s*" + _KJA
_PIECE_TO_RE = r"([A-Za-z]|[^\x00-\x7f])\s*[-x:]?\s*" + _KJA
_SAN_RE = r"([KGAEBHNRCPS])?([a-i])?(10|[1-9])?[x:-]?" + _SQ


def _normal(text: str) -> str:
    """NFKC (full-width digits and letters from an input method become ASCII), spaces collapsed, and the
    decorations a reader adds after a move (check marks, judgement glyphs) dropped."""
    s = " ".join(unicodedata.normalize("NFKC", text).split())
    changed = True
    while changed and s:
        changed = False
        for suffix in _SUFFIXES:
            if s.endswith(suffix) and len(s) > len(suffix):
                s = s[: -len(suffix)].rstrip()
                changed = True
    return s


def _kja(text: str) -> int:
    """The square of two Korean digits; UnreadableMoveError for a column 0 (``70`` is no point)."""
    if text[1] == "0":
        raise UnreadableMoveError("{text} is not a point: a Korean square is a row (1-9, 0) then a column (1-9)",
                                  text=text)
    row = int(text[0]) or 10
    return (10 - row) * 9 + int(text[1]) - 1


def _side(game: Game) -> str:
    return game.turn.capitalize()


def _piece_word(kind: int) -> str:
    return KIND_NAMES[kind]


class _Reader:
    """One entry read against one position: the helpers share the position's legal moves."""

    def __init__(self, game: Game, text: str, language: str | None) -> None:
        self.game = game
        self.text = text
        self.languages = (language,) if language in LATIN else tuple(LATIN)
        self.legal = game.legal_ints()
        self.board = game.position.board
        self.side = game.position.side

    # --- results ----------------------------------------------------------------------------------------
    def exact(self, fr: int, to: int, korean: bool) -> Move:
        """The move from ``fr`` to ``to`` if legal, else why not (a pass when ``fr == to``); ``korean``: the
        entry wrote Korean squares (the message names them so)."""
        m = (fr << 7) | to
        if m in self.legal:
            return Move(fr, to)
        if fr == to:
            if fr == self.game.position.generals[self.side]:
                return self.pass_move()
            raise IllegalEntryError("{text}: a move needs two different points", text=self.text)
        piece = self.board[fr]
        if not piece:
            raise IllegalEntryError("{text}: there is no piece on {square}", text=self.text,
                                    square=self.name(fr, korean))
        if piece >> 3 != self.side:
            raise IllegalEntryError("{text}: the piece on {square} is not {side}'s", text=self.text,
                                    square=self.name(fr, korean), side=_side(self.game))
        if m in self.game.position.pseudo_moves([fr]):
            if self.game.in_check():
                raise IllegalEntryError("{text}: {side} is in check and this move does not answer it",
                                        text=self.text, side=_side(self.game))
            if self.game.bikjang_pending():
                raise IllegalEntryError("{text}: the generals face each other (bikjang): this move does not "
                                        "break it", text=self.text)
            raise IllegalEntryError("{text}: this move would leave {side}'s general in check", text=self.text,
                                    side=_side(self.game))
        raise IllegalEntryError("{text}: the {piece} on {square} cannot go to {target}", text=self.text,
                                piece=_piece_word(piece & 7), square=self.name(fr, korean),
                                target=self.name(to, korean))

    def pass_move(self) -> Move:
        if self.game.can_pass():
            return self.game.pass_move()
        if self.game.in_check():
            raise IllegalEntryError("{text}: {side} may not pass while in check", text=self.text,
                                    side=_side(self.game))
        if self.game.bikjang_pending():
            raise IllegalEntryError("{text}: {side} may not pass in bikjang: break it (or accept the draw)",
                                    text=self.text, side=_side(self.game))
        raise IllegalEntryError("{text}: {side} may not pass now", text=self.text, side=_side(self.game))

    def among(self, to: int, kinds: set[int] | None, korean: bool) -> Move:
        """The one legal move to ``to`` by a piece of one of ``kinds`` (any piece when None)."""
        found = [m for m in self.legal if m & 127 == to and m >> 7 != to
                 and (kinds is None or self.board[m >> 7] & 7 in kinds)]
        if len(found) == 1:
            return Move(found[0] >> 7, found[0] & 127)
        if not found:
            piece = "piece" if kinds is None else " or ".join(sorted(_piece_word(k) for k in kinds))
            raise IllegalEntryError("{text}: no {piece} of {side} can go to {target}", text=self.text, piece=piece,
                                    side=_side(self.game), target=self.name(to, korean))
        moves = [Move(m >> 7, m & 127) for m in found]
        names = ", ".join(self.describe(m, korean) for m in moves)
        raise AmbiguousMoveError("{text} is ambiguous: {count} moves fit ({choices}); say which piece moves",
                                 moves, text=self.text, count=len(moves), choices=names)

    # --- naming -----------------------------------------------------------------------------------------
    def name(self, sq: int, korean: bool) -> str:
        """A square as the entry wrote squares: Korean digits or algebraic."""
        return kja_square(sq) if korean else SQUARE_NAMES[sq]

    def describe(self, move: Move, korean: bool) -> str:
        """A candidate move in the notation of the entry: Korean in the entry's label set, else SAN."""
        if not korean:
            return move_to_san(self.game, move)
        if re.search(r"[\u4e00-\u9fff]", self.text):
            label_set = "hanja"
        elif re.search(r"[A-Za-z]", self.text):
            label_set = "latin"
        else:
            label_set = "hangeul"
        return move_text(self.board[move.from_square], move, label_set, self.languages[0])

    def check_kind(self, fr: int, kinds: set[int], written: str) -> None:
        piece = self.board[fr]
        if piece and piece >> 3 == self.side and piece & 7 not in kinds:
            raise IllegalEntryError("{text}: the piece on {square} is a {piece}, not {written}", text=self.text,
                                    square=kja_square(fr), piece=_piece_word(piece & 7), written=written)

    def latin_kinds(self, letter: str) -> set[int]:
        """The kinds a Latin label letter names in the languages read (C is a cannon in English, a guard in
        French)."""
        up = letter.upper()
        return {kind for lang in self.languages for kind, label in LATIN[lang].items() if label == up}


def parse_move_entry(game: Game, text: str, *, language: str | None = None) -> Move:
    """The legal move of ``game``'s side to move that ``text`` names (see the module docstring).

    ``language`` ("en" or "fr") limits the Latin piece letters to that language's; by default both are read
    (a letter that means two pieces is then read as either, and the from-square or the position decides).
    Raises :class:`UnreadableMoveError`, :class:`IllegalEntryError` or :class:`AmbiguousMoveError`."""
    if not isinstance(text, str):
        raise UnreadableMoveError("a move is text, not {type}", type=type(text).__name__)
    s = _normal(text)
    if not s:
        raise UnreadableMoveError("type a move, e.g. 79졸78, Hc3, c7d7 or pass")
    if game.is_over():
        raise IllegalEntryError("{text}: the game is over", text=s)
    r = _Reader(game, s, language)
    if s.casefold() in PASS_WORDS:
        return r.pass_move()
    m = re.fullmatch(_UCI_RE, s)
    if m:
        return r.exact(SQUARE_BY_NAME[m.group(1)], SQUARE_BY_NAME[m.group(2)], False)
    m = re.fullmatch(_KJA_PAIR_RE, s)
    if m:
        return r.exact(_kja(m.group(1)), _kja(m.group(2)), True)
    m = re.fullmatch(_LATIN_KOREAN_RE, s)
    if m:
        kinds = r.latin_kinds(m.group(1))
        if not kinds:
            raise UnreadableMoveError("{text}: {letter} is not a piece letter", text=s, letter=m.group(1))
        fr, to = _kja(m.group(2)), _kja(m.group(3))
        r.check_kind(fr, kinds, m.group(1))
        return r.exact(fr, to, True)
    m = re.fullmatch(_KOREAN_RE, s)
    if m and _korean_piece(m.group(2)) is not None:
        side_mark, kind = _korean_piece(m.group(2))
        if side_mark is not None and side_mark != game.position.side:
            raise IllegalEntryError("{text}: the move is marked for the other side; {side} is to move", text=s,
                                    side=_side(game))
        fr, to = _kja(m.group(1)), _kja(m.group(3))
        r.check_kind(fr, {kind}, m.group(2))
        captured = m.group(4)
        if captured is not None:
            if captured not in KOREAN_PIECES:
                raise UnreadableMoveError("{text}: {extra} after the destination is not a piece", text=s,
                                          extra=captured)
            target = game.position.board[to]
            if not target or target & 7 != KOREAN_PIECES[captured]:
                raise IllegalEntryError("{text}: there is no {piece} to capture on {square}", text=s,
                                        piece=_piece_word(KOREAN_PIECES[captured]), square=m.group(3))
        return r.exact(fr, to, True)
    if re.fullmatch(_KJA, s):
        return r.among(_kja(s), None, True)
    m = re.fullmatch(_SAN_RE, s)  # before a piece and a Korean square: "a10" is a square, not a guard to 10
    if m:
        return _san(r, s, m)
    m = re.fullmatch(_PIECE_TO_RE, s)
    if m:
        head = m.group(1)
        kinds = ({KOREAN_PIECES[head]} if head in KOREAN_PIECES else r.latin_kinds(head))
        if not kinds:
            raise UnreadableMoveError("{text}: {letter} is not a piece letter", text=s, letter=head)
        if GENERAL in kinds and _kja(m.group(2)) == game.position.generals[game.position.side] and len(kinds) == 1:
            return r.pass_move()
        return r.among(_kja(m.group(2)), kinds, True)
    raise UnreadableMoveError("{text} is not a move: type e.g. 79졸78, P79-78, Hc3, c7d7, a destination such as "
                              "78, or pass", text=s)


def _korean_piece(middle: str) -> tuple[int | None, int] | None:
    """(side mark or None, kind) of the piece written between two Korean squares, or None."""
    if len(middle) == 1:
        kind = KOREAN_PIECES.get(middle)
        return None if kind is None else (None, kind)
    if middle[0] in SIDE_MARKS and middle[1] in KOREAN_PIECES:
        return SIDE_MARKS[middle[0]], KOREAN_PIECES[middle[1]]
    return None


def _san(r: _Reader, s: str, m: re.Match[str]) -> Move:
    """SAN with or without its piece letter: ``Hc3``, ``Pexf6``, ``C3e6``, ``e5`` (any piece that can go)."""
    letter, file_, rank, to_name = m.groups()
    to = SQUARE_BY_NAME[to_name]
    kinds = {SAN_PIECES[letter]} if letter else None
    if kinds == {GENERAL} and to == r.game.position.generals[r.side] and not file_ and not rank:
        return r.pass_move()
    found = [mv for mv in r.legal if mv & 127 == to and mv >> 7 != to
             and (kinds is None or r.board[mv >> 7] & 7 in kinds)
             and (not file_ or FILES[(mv >> 7) % 9] == file_)
             and (not rank or (mv >> 7) // 9 + 1 == int(rank))]
    if len(found) == 1:
        return Move(found[0] >> 7, found[0] & 127)
    if found:
        moves = [Move(mv >> 7, mv & 127) for mv in found]
        names = ", ".join(move_to_san(r.game, mv) for mv in moves)
        raise AmbiguousMoveError("{text} is ambiguous: {count} moves fit ({choices}); say which piece moves",
                                 moves, text=s, count=len(moves), choices=names)
    if kinds is None and not file_ and not rank:
        return r.among(to, None, False)  # its message
    what = _piece_word(next(iter(kinds))) if kinds else "piece"
    raise IllegalEntryError("{text}: no {piece} of {side} can go to {target}", text=s, piece=what,
                            side=_side(r.game), target=to_name)


__all__ = ["AmbiguousMoveError", "IllegalEntryError", "KOREAN_PIECES", "MoveEntryError", "PASS_WORDS",
           "SAN_PIECES", "UnreadableMoveError", "parse_move_entry"]
