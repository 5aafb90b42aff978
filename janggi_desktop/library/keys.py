"""Position keys: a 64-bit hash of the board and the side to move, the library's index of positions.

The keys are stored on disk, so they must never change between versions of the program: the tables are
derived from BLAKE2b of a fixed text (not from the rules model's Zobrist tables, which may be re-seeded for
the engine's sake).  They are signed 64-bit ints, as SQLite stores INTEGER; XOR keeps a value in that range.

Only the board and the side to move count: a FEN's move counters are ignored, so the same position reached
after a different number of moves is the same key (a transposition).

The keys of a game are computed by moving pieces on a plain list, without checking legality: the records
package has already replayed every move through the rules, and this replay costs about a microsecond a ply
(the rules' legal replay costs a hundred times more).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

from ..rules import Move
from ..rules.board import NUM_SQUARES
from ..rules.notation import parse_fen
from .schema import NO_MOVE


def _signed64(digest: bytes) -> int:
    return int.from_bytes(digest[:8], "little", signed=True)


def _table_entry(piece: int, square: int) -> int:
    return _signed64(hashlib.blake2b(f"janggi-library piece {piece} square {square}".encode(),
                                     digest_size=8).digest())


#: PIECE_KEYS[piece code][square]; piece codes 0..15 (kind | side << 3), 0 = empty point (key 0).
PIECE_KEYS: list[list[int]] = [[_table_entry(p, s) if p & 7 else 0 for s in range(NUM_SQUARES)] for p in range(16)]
#: XORed in when Han is to move.
HAN_TO_MOVE_KEY = _signed64(hashlib.blake2b(b"janggi-library han to move", digest_size=8).digest())


def board_key(board: Sequence[int], side: int) -> int:
    """The key of ``board`` (90 piece codes, a1 = 0) with ``side`` (0 Cho, 1 Han) to move."""
    key = HAN_TO_MOVE_KEY if side else 0
    for sq, p in enumerate(board):
        if p:
            key ^= PIECE_KEYS[p][sq]
    return key


def fen_key(fen: str) -> int:
    """The key of a FEN's board and side to move (its counters are ignored).  Raises the rules' FenError
    (a ValueError) for a FEN that does not parse."""
    parsed = parse_fen(fen.strip())
    return board_key(parsed.board, parsed.side)


def game_keys(start_fen: str, moves: Iterable[Move | tuple[int, int]]) -> list[int]:
    """The key of every position of a game: index = ply, from the start to the final position (so one more
    key than moves).  A pass (a move from a square to itself) only changes the side to move."""
    parsed = parse_fen(start_fen)
    board = list(parsed.board)
    key = board_key(board, parsed.side)
    keys = [key]
    append = keys.append
    table = PIECE_KEYS
    side_key = HAN_TO_MOVE_KEY
    for fr, to in moves:
        if fr != to:
            p = board[fr]
            z = table[p]
            key ^= z[fr] ^ z[to]
            cap = board[to]
            if cap:
                key ^= table[cap][to]
            board[to] = p
            board[fr] = 0
        key ^= side_key
        append(key)
    return keys


def first_visits(start_fen: str, moves: Sequence[Move | tuple[int, int]]) -> list[tuple[int, int]]:
    """Each distinct position of a game once, in the order the game first reached them, with the move (its
    :func:`move_code`) played from it that first time, or :data:`~.schema.NO_MOVE` for the final position
    when the game never stood there before: the rows of the positions index, in which a game reaching a
    position twice (a repetition) or by another order (a transposition) counts once."""
    keys = game_keys(start_fen, moves)
    first: dict[int, int] = {}
    for key, (fr, to) in zip(keys, moves, strict=False):
        if key not in first:
            first[key] = (fr << 7) | to
    if keys[-1] not in first:
        first[keys[-1]] = NO_MOVE
    return list(first.items())


def move_code(move: Move | tuple[int, int]) -> int:
    """A move as the int stored in the library: ``from << 7 | to`` (the rules' int form)."""
    return (move[0] << 7) | move[1]


def move_of_code(code: int) -> Move:
    return Move(code >> 7, code & 127)


__all__ = ["HAN_TO_MOVE_KEY", "PIECE_KEYS", "board_key", "fen_key", "first_visits", "game_keys", "move_code",
           "move_of_code"]
