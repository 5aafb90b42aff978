"""Move-list text in Korean notation for the side panel: ``79졸78`` (hangeul), ``79卒78`` (hanja),
``P79-78`` (Latin letters of the interface language), and a pass as 한수쉼 / ``pass``.

Korean players read moves as from-square, piece, to-square with the two-digit KJA coordinates (RULES.md §1),
so the list uses them whatever the board's coordinate style.  Pure Python (no Qt) so it is cheap to test.
"""

from __future__ import annotations

from janggi_desktop.rules import Game, Move
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE, SOLDIER
from janggi_desktop.rules.notation import kja_square, parse_fen

HANJA = {  # (Cho, Han)
    GENERAL: ("楚", "漢"), GUARD: ("士", "士"), ELEPHANT: ("象", "象"), HORSE: ("馬", "馬"),
    CHARIOT: ("車", "車"), CANNON: ("包", "包"), SOLDIER: ("卒", "兵"),
}
HANGEUL = {
    GENERAL: ("초", "한"), GUARD: ("사", "사"), ELEPHANT: ("상", "상"), HORSE: ("마", "마"),
    CHARIOT: ("차", "차"), CANNON: ("포", "포"), SOLDIER: ("졸", "병"),
}
#: Latin letters by interface language (RULES.md §2): English as pychess / Fairy-Stockfish, French as seed 001.
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
    fr, to = kja_square(move.from_square), kja_square(move.to_square)
    if label_set == "latin":
        return f"{piece_label(piece, label_set, language)}{fr}-{to}"
    return f"{fr}{piece_label(piece, label_set, language)}{to}"


def move_texts(game: Game, label_set: str, language: str = "en") -> list[str]:
    """The text of every move of ``game`` from its start position.

    Replays the moves on a plain board list (the moves are already known to be legal), so it costs
    microseconds per move and the side panel can redraw the whole list when the label set changes.
    """
    board = list(parse_fen(game.start_fen).board)
    out = []
    for move in game.moves:
        piece = board[move.from_square]
        out.append(move_text(piece, move, label_set, language))
        if move.from_square != move.to_square:
            board[move.to_square] = piece
            board[move.from_square] = 0
    return out


def captured_labels(game: Game, label_set: str, language: str = "en") -> tuple[list[str], list[str]]:
    """Labels of the pieces each side has captured: (taken by Cho, taken by Han)."""
    by_cho: list[str] = []
    by_han: list[str] = []
    for piece in game.captured:
        if piece is not None:
            (by_cho if piece.side == "han" else by_han).append(piece_label(piece.code, label_set, language))
    return by_cho, by_han


def line_texts(game: Game, line: list[Move], label_set: str, language: str = "en") -> list[str]:
    """The text of each move of ``line`` (an engine's line, a hint) played from ``game``'s position."""
    board = list(parse_fen(game.fen()).board)
    out = []
    for move in line:
        piece = board[move.from_square]
        if not piece and move.from_square != move.to_square:
            break  # not a move from this position: the line stops here
        out.append(move_text(piece, move, label_set, language))
        if move.from_square != move.to_square:
            board[move.to_square] = piece
            board[move.from_square] = 0
    return out
