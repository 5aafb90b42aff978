"""Korean move notation as the move list shows it: ``79졸78`` (hangeul), ``79卒78`` (hanja), ``P79-78``
(Latin letters of the interface language), and a pass as 한수쉼 / ``pass``.

Korean players read moves as from-square, piece, to-square with the two-digit KJA coordinates
(docs/rules.md#coordinates).  The labels live here, below the window, so that the move list (ui/notation.py),
the typed-move reader (records/move_entry.py) and their tests share one table.
"""

from __future__ import annotations

from .board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE, SOLDIER
from .game import Move
from .notation import kja_square

#: The label sets the window offers for pieces and moves.
LABEL_SETS = ("hanja", "hangeul", "latin")
HANJA = {  # (Cho, Han)
    GENERAL: ("楚", "漢"), GUARD: ("士", "士"), ELEPHANT: ("象", "象"), HORSE: ("馬", "馬"),
    CHARIOT: ("車", "車"), CANNON: ("包", "包"), SOLDIER: ("卒", "兵"),
}
HANGEUL = {
    GENERAL: ("초", "한"), GUARD: ("사", "사"), ELEPHANT: ("상", "상"), HORSE: ("마", "마"),
    CHARIOT: ("차", "차"), CANNON: ("포", "포"), SOLDIER: ("졸", "병"),
}
#: Latin letters by interface language (docs/rules.md#pieces): English as pychess / Fairy-Stockfish, French as seed 001.
LATIN = {
    "en": {GENERAL: "K", GUARD: "A", ELEPHANT: "E", HORSE: "H", CHARIOT: "R", CANNON: "C", SOLDIER: "P"},
    "fr": {GENERAL: "G", GUARD: "C", ELEPHANT: "E", HORSE: "V", CHARIOT: "T", CANNON: "N", SOLDIER: "S"},
}
PASS_TEXT = {"hanja": "한수쉼", "hangeul": "한수쉼", "latin": "pass"}


def piece_label(piece: int, label_set: str, language: str = "en") -> str:
    """The label of a piece code (kind | side << 3) in a label set."""
    kind, side = piece & 7, piece >> 3
    if label_set == "hanja":
        return HANJA[kind][side]
    if label_set == "hangeul":
        return HANGEUL[kind][side]
    return LATIN.get(language, LATIN["en"])[kind]


def move_text(piece: int, move: Move, label_set: str, language: str = "en") -> str:
    """One move: ``piece`` is the code of the piece on the from-square before the move."""
    if move.from_square == move.to_square:
        return PASS_TEXT.get(label_set, "pass")
    if label_set == "latin":
        return f"{piece_label(piece, label_set, language)}{kja_square(move.from_square)}-{kja_square(move.to_square)}"
    return _korean_move(move, piece_label(piece, label_set, language))


#: A general in a Korean record (.gib): 장 for both sides, where the move list says whose (초 / 한).
RECORD_GENERAL = "장"


def record_piece_name(piece: int) -> str:
    """A piece's name as a Korean record (.gib) writes it: the hangeul table, with 장 for either general."""
    kind, side = piece & 7, piece >> 3
    return RECORD_GENERAL if kind == GENERAL else HANGEUL[kind][side]


def record_move_text(piece: int, move: Move, captured: int = 0) -> str:
    """One move as a Korean record (.gib) writes it: ``79졸78``, the captured piece's name after it when there is
    one (``19차11졸``), 한수쉼 for a pass.  The same writer as the move list's, with the record's names."""
    if move.from_square == move.to_square:
        return PASS_TEXT["hangeul"]
    text = _korean_move(move, record_piece_name(piece))
    return text + record_piece_name(captured) if captured else text


def _korean_move(move: Move, name: str) -> str:
    """From-square, piece name, to-square, the two-digit KJA coordinates (docs/rules.md#coordinates)."""
    return f"{kja_square(move.from_square)}{name}{kja_square(move.to_square)}"


__all__ = ["HANGEUL", "HANJA", "LABEL_SETS", "LATIN", "PASS_TEXT", "RECORD_GENERAL", "move_text", "piece_label",
           "record_move_text", "record_piece_name"]
