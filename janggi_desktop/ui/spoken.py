"""What a screen reader says about the game (issue 49): the point under the board cursor and what stands on
it, each move as it is made (with a capture, check, bikjang or the end), the whole position row by row, a
side's pieces, the clocks.

Squares are spoken in the Korean two-digit form the move list uses (``79`` = row 7, column 9;
docs/rules.md#coordinates), which is also what a player types in the move box.  Every sentence is translated
(context "Spoken"); the board view and the window hand them to Qt's accessibility (an accessible description,
an announcement event) and show them in the status line.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from janggi_desktop.rules import Game, Piece
from janggi_desktop.rules.errors import TemplatedError
from janggi_desktop.rules.notation import kja_square

from .texts import reason_text, result_text, translate, translated_error


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say ``text`` now, on behalf of ``widget`` (Qt's announcement event: Orca, NVDA and
    VoiceOver read it without moving the focus)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))

KINDS = "KABNRCP"


def translated_piece_error(error: TemplatedError, context: str) -> str:
    """``error``'s message in the interface's language (texts.translated_error), the piece names it quotes
    (its ``piece`` and ``kind`` values, "cannon or guard") in that language too."""
    params = dict(error.params)
    for name in ("piece", "kind"):
        value = params.get(name)
        if isinstance(value, str):
            params[name] = " / ".join(kind_word(KIND_BY_NAME[w]) if w in KIND_BY_NAME else w
                                      for w in value.split(" or "))
    return translated_error(TemplatedError(error.template, **params), context)


def side_word(side: str) -> str:
    return translate("Spoken", "Cho") if side == "cho" else translate("Spoken", "Han")


#: The English kind names the rules use in messages (``KIND_NAMES``) -> FEN letters, to translate them.
KIND_BY_NAME = {"general": "K", "guard": "A", "elephant": "B", "horse": "N", "chariot": "R", "cannon": "C",
                "soldier": "P"}


def kind_word(kind: str) -> str:
    """The piece kind (a FEN letter) as a word."""
    words = {
        "K": translate("Spoken", "general"), "A": translate("Spoken", "guard"),
        "B": translate("Spoken", "elephant"), "N": translate("Spoken", "horse"),
        "R": translate("Spoken", "chariot"), "C": translate("Spoken", "cannon"),
        "P": translate("Spoken", "soldier"),
    }
    return words[kind]


def piece_words(piece: Piece) -> str:
    """"Cho chariot"."""
    return translate("Spoken", "%1 %2").replace("%1", side_word(piece.side)).replace("%2", kind_word(piece.kind))


def point_text(game: Game, sq: int) -> str:
    """The point and what stands on it: "Cho chariot, 79" or "empty, 55"."""
    piece = game.piece_at(sq)
    what = piece_words(piece) if piece is not None else translate("Spoken", "empty")
    return translate("Spoken", "%1, %2").replace("%1", what).replace("%2", kja_square(sq))


def destinations_text(squares: list[int]) -> str:
    """Where a picked piece can go: "Can go to 78, 69" or "This piece cannot move"."""
    if not squares:
        return translate("Spoken", "This piece cannot move.")
    names = sorted((kja_square(sq) for sq in squares), key=lambda s: (int(s[0]) or 10, s[1]))
    return translate("Spoken", "Can go to %1.").replace("%1", ", ".join(names))


def move_words(game: Game, ply: int) -> str:
    """The ``ply``-th move of ``game`` (1 = the first) in words: "Cho soldier 79 to 78, takes Han horse,
    check"; the end of the game after the last move."""
    if ply == game.ply:  # the last move (each step of a review): read from the position after it, no replay
        replay = game
        move = game.last_move
        assert move is not None
        mover = game.piece_at(move.to_square)
        target = game.captured[-1]
        side = "han" if game.turn == "cho" else "cho"
    else:
        replay = Game(game.ruleset, fen=game.start_fen)
        for m in game.moves[: ply - 1]:
            replay.push_int(m.to_int())
        move = game.moves[ply - 1]
        mover = replay.piece_at(move.from_square)
        target = replay.piece_at(move.to_square)
        side = replay.turn
        replay.push_int(move.to_int())
    if move.is_pass:
        text = translate("Spoken", "%1 passes").replace("%1", side_word(side))
    else:
        text = (translate("Spoken", "%1 %2 to %3").replace("%1", piece_words(mover))
                .replace("%2", kja_square(move.from_square)).replace("%3", kja_square(move.to_square)))
        if target is not None:
            text += translate("Spoken", ", takes %1").replace("%1", piece_words(target))
    outcome = replay.outcome()
    if replay.in_check() and (outcome is None or outcome.winner is not None):
        text += translate("Spoken", ", check")
    if replay.is_bikjang() and replay.ruleset.bikjang != "none":
        text += translate("Spoken", ", bikjang")
    if outcome is not None and ply == game.ply:
        text += ". " + result_text(outcome) + ". " + reason_text(outcome)
    return text


def last_move_words(game: Game) -> str:
    """The move that led to the current position in words, or "the start position"."""
    if not game.moves:
        return translate("Spoken", "The start position.")
    return move_words(game, game.ply)


def position_rows(game: Game) -> list[str]:
    """The position row by row from the top (rows 1 to 9, then 0, as the Korean squares count): each row's
    pieces with their squares, or "empty"."""
    out = []
    for row in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0):
        rank = 11 - (row or 10)
        items = []
        for file in range(9):
            sq = (rank - 1) * 9 + file
            piece = game.piece_at(sq)
            if piece is not None:
                items.append(f"{kja_square(sq)} {piece_words(piece)}")
        body = ", ".join(items) if items else translate("Spoken", "empty")
        out.append(translate("Spoken", "Row %1: %2").replace("%1", str(row)).replace("%2", body))
    return out


def side_pieces(game: Game, side: str) -> str:
    """One side's pieces, the most valuable first, each with its squares: "Cho: general 95; chariot 01, 09;
    …"."""
    groups = []
    for kind in "KRCNBAP":
        squares = sorted((kja_square(sq) for sq in range(90) if game.piece_at(sq) == Piece(side, kind)),
                         key=lambda s: (int(s[0]) or 10, s[1]))  # as the rows are read: 1 … 9, 0
        if squares:
            groups.append(f"{kind_word(kind)} {', '.join(squares)}")
    cho, han = game.points()
    points = cho if side == "cho" else han
    return (translate("Spoken", "%1: %2 (%3 points)").replace("%1", side_word(side))
            .replace("%2", "; ".join(groups)).replace("%3", f"{points:g}"))


def position_text(game: Game) -> str:
    """Everything about the position in one text: whose turn, check or bikjang, the rows, each side's pieces."""
    turn = translate("Spoken", "%1 to move").replace("%1", side_word(game.turn))
    lines = [turn]
    if game.in_check():
        lines.append(translate("Spoken", "Check."))
    outcome = game.outcome()
    if outcome is not None:
        lines.append(result_text(outcome) + ". " + reason_text(outcome))
    lines += position_rows(game)
    lines += [side_pieces(game, "cho"), side_pieces(game, "han")]
    return "\n".join(lines)


__all__ = ["announce", "destinations_text", "kind_word", "last_move_words", "move_words", "piece_words",
           "point_text", "position_rows", "position_text", "side_pieces", "side_word", "translated_piece_error"]
