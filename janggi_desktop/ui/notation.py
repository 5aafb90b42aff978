"""Move-list text in Korean notation for the side panel: ``79졸78`` (hangeul), ``79卒78`` (hanja),
``P79-78`` (Latin letters of the interface language), and a pass as 한수쉼 / ``pass``.

Korean players read moves as from-square, piece, to-square with the two-digit KJA coordinates
(docs/rules.md#coordinates), so the list uses them whatever the board's coordinate style (rules/korean.py writes
one move).  Pure Python (no Qt) so it is cheap to test.
"""

from __future__ import annotations

from janggi_desktop.records import move_to_san
from janggi_desktop.rules import Game, Move
from janggi_desktop.rules.korean import HANGEUL, HANJA, LATIN, PASS_TEXT, move_text, piece_label
from janggi_desktop.rules.notation import parse_fen

# The labels and the one-move text live in rules/korean.py (the typed-move reader shares them); the names
# stay importable from here.
__all__ = ["HANGEUL", "HANJA", "LATIN", "NOTATIONS", "PASS_TEXT", "captured_labels", "line_texts", "move_namer",
           "move_text", "move_texts", "moves_as_text", "notation_texts", "piece_label"]


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


#: The move notations the window offers: Korean (the KJA squares with the piece's label: 79卒78, 79졸78,
#: P79-78), algebraic (Fairy-Stockfish's SAN, as PGN files carry it: Hc3, Rxa4+), coordinates (UCI: b1c3).
NOTATIONS = ("korean", "san", "uci")


class _SanCache:
    """SAN of a game's moves, extended move by move (SAN needs the legal moves of every position: replaying
    a long game for each new move would cost a frame)."""

    def __init__(self) -> None:
        self.key: tuple[str, str] | None = None
        self.moves: list[int] = []
        self.game: Game | None = None
        self.texts: list[str] = []

    def texts_for(self, game: Game) -> list[str]:
        key = (game.start_fen, game.ruleset.name)
        ints = [m.to_int() for m in game.moves]
        if key == self.key and self.moves[:len(ints)] == ints:  # the same game, or moves taken back
            return self.texts[:len(ints)]
        if key != self.key or ints[:len(self.moves)] != self.moves:
            self.key, self.moves, self.texts = key, [], []
            self.game = Game(game.ruleset, fen=game.start_fen)
        for m in ints[len(self.moves):]:
            move = Move.from_int(m)
            self.texts.append(move_to_san(self.game, move))
            self.game.push_int(m)
            self.moves.append(m)
        return self.texts[:len(ints)]


_san_cache = _SanCache()


def notation_texts(game: Game, notation: str, label_set: str, language: str = "en") -> list[str]:
    """Every move of ``game`` in a notation of :data:`NOTATIONS` (Korean follows the label set)."""
    if notation == "san":
        return list(_san_cache.texts_for(game))
    if notation == "uci":
        return [PASS_TEXT["latin"] if m.from_square == m.to_square else m.uci for m in game.moves]
    if notation != "korean":
        raise ValueError(f"unknown notation {notation!r}; expected one of {', '.join(NOTATIONS)}")
    return move_texts(game, label_set, language)


def moves_as_text(game: Game, notation: str, label_set: str, language: str = "en") -> str:
    """The moves numbered in pairs as the move list shows them: "1. 73卒63 43兵53 2. …" (Han first: "1. … ")."""
    texts = notation_texts(game, notation, label_set, language)
    first_han = (game.total_ply - game.ply) % 2
    number = (game.total_ply - game.ply) // 2 + 1
    cells = (["…"] if first_han else []) + texts
    rows = []
    for i in range(0, len(cells), 2):
        rows.append(f"{number}. " + " ".join(cells[i:i + 2]))
        number += 1
    return " ".join(rows)


def move_namer(label_set: str, language: str = "en", notation: str = "korean"):
    """How a move list names one move from the game before it, in a notation of :data:`NOTATIONS`: what
    :func:`line_texts` says of a one-move line, without its copy of the board (Korean notation needs only the
    piece on the move's first point: a study's thousand moves are named in milliseconds, not the half second
    that writing and reading a FEN per move took)."""
    if notation == "korean":
        def name(game: Game, move: Move) -> str:
            return move_text(game.position.board[move.from_square], move, label_set, language)
    elif notation == "san":
        def name(game: Game, move: Move) -> str:
            return move_to_san(game, move, legal=game.legal_ints())
    else:
        def name(game: Game, move: Move) -> str:
            return PASS_TEXT["latin"] if move.from_square == move.to_square else move.uci
    return name


def line_texts(game: Game, line: list[Move], label_set: str, language: str = "en", notation: str = "korean"
               ) -> list[str]:
    """The text of each move of ``line`` (an engine's line, a hint) played from ``game``'s position, in a
    notation of :data:`NOTATIONS`; it stops at the first move that is not one from the position reached."""
    if notation in ("san", "uci"):
        g = game.copy()
        out = []
        for move in line:
            if g.is_over() or not g.is_legal(move):
                break
            out.append(move_to_san(g, move) if notation == "san"
                       else PASS_TEXT["latin"] if move.from_square == move.to_square else move.uci)
            g.push(move)
        return out
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
