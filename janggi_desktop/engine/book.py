"""The opening book of the top levels: Fairy-Stockfish's choices at depth for the first plies of every
horse/elephant arrangement (``resources/engine/book.json``, made by ``tune/make_book.py``), as a repertoire
for either side: one line of ours against each of the opponent's few good replies; and, since opponents that
play other replies leave a repertoire within a few plies, the positions of ours up to ply 16 met in 3,200
games against Fairy-Stockfish at Skill Levels 0-12 (23,503 positions in all).

Why a book: in the opening our search is shallow where Fairy-Stockfish sees far, and the strongest levels
would otherwise play the same opening every game.  A book move is drawn at random by weight (the better the
move, the heavier), so the top levels vary their openings without playing a move the book's engine judged
clearly worse.  Every book move is checked against the game's legal moves, so a book made for one rule set
can never make the engine play an illegal move in another (youzai, whose cannons move differently, gets no
book at all).  Lower levels vary on their own and do not use it.
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

from janggi_desktop.resource_files import engine_dir
from janggi_desktop.rules.game import Game, Move

BOOK_PATH = engine_dir() / "book.json"
#: Rule sets whose pieces move as the book's (janggi) do.
BOOK_RULESETS = frozenset({"janggi", "janggitraditional", "janggimodern", "janggicasual", "standard"})


@lru_cache(maxsize=4)
def load_book(path: str = str(BOOK_PATH)) -> dict[str, dict[str, int]]:
    """{position key: {move text: weight}}; an absent or unreadable book is an empty one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    positions = data.get("positions", {}) if isinstance(data, dict) else {}
    return {k: v for k, v in positions.items() if isinstance(v, dict)}


def position_key(game: Game) -> str:
    """The book's key: the FEN's placement and side to move (so transpositions meet)."""
    return " ".join(game.fen().split()[:2])


def book_moves(game: Game, path: str = str(BOOK_PATH)) -> list[tuple[Move, int]]:
    """The legal book moves of the position with their weights (empty: out of book)."""
    if game.ruleset.name not in BOOK_RULESETS or game.outcome() is not None:
        return []
    entry = load_book(path).get(position_key(game))
    if not entry:
        return []
    legal = set(game.legal_moves())
    out = []
    for text, weight in entry.items():
        try:
            move = Move.from_uci(text)
        except ValueError:
            continue
        if move in legal and isinstance(weight, int) and weight > 0:
            out.append((move, weight))
    return out


def book_move(game: Game, rng: random.Random | None = None, path: str = str(BOOK_PATH)) -> Move | None:
    """A book move drawn by weight, or None when the position is not in the book.  The moves after which the
    book still holds the position are drawn from, when there are any: the repertoire goes on after them."""
    moves = book_moves(game, path)
    if not moves:
        return None
    book = load_book(path)
    probe = game.copy()
    staying = []
    for move, weight in moves:
        probe.push(move)
        if position_key(probe) in book:
            staying.append((move, weight))
        probe.pop()
    moves = staying or moves
    rng = rng or random.Random()
    return rng.choices([m for m, _ in moves], weights=[w for _, w in moves])[0]


__all__ = ["BOOK_PATH", "BOOK_RULESETS", "book_move", "book_moves", "load_book", "position_key"]
