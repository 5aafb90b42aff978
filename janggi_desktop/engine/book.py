"""The opening book of the top levels: Fairy-Stockfish's choices at depth for the first plies of every
horse/elephant arrangement (``resources/engine/book.txt``, made by ``tune/make_book.py``), as a repertoire
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
from bisect import bisect_left
from collections.abc import Iterator
from functools import lru_cache

from janggi_desktop.resource_files import engine_dir
from janggi_desktop.rules.game import Game, Move

BOOK_PATH = engine_dir() / "book.txt"
#: Rule sets whose pieces move as the book's (janggi) do.
BOOK_RULESETS = frozenset({"janggi", "janggitraditional", "janggimodern", "janggicasual", "standard"})


class Book:
    """The book file's position lines, kept as text and searched by bisection.

    The file is one line per position, ``<position key> TAB <move> <weight> <move> <weight> ...`` with the
    best move first, sorted, after ``#`` comment lines (the first holds the maker's meta as JSON).  Reading
    it parses nothing but the line breaks (a few ms for 23,000 positions), where a JSON book of the same size
    took 17-28 ms inside one call that holds the interpreter lock: the window froze that long at the
    computer's first move.  An entry is parsed when looked up."""

    def __init__(self, text: str) -> None:
        lines = text.split("\n")
        lines.sort()  # already sorted when the book is well made: then a single linear pass
        # Empty lines and comments sort before every position (a FEN starts with a digit or a letter): cut them.
        self._lines = lines[bisect_left(lines, "$"):]

    def _line(self, key: str) -> str | None:
        probe = key + "\t"
        i = bisect_left(self._lines, probe)
        if i < len(self._lines) and self._lines[i].startswith(probe):
            return self._lines[i]
        return None

    def get(self, key: str, default: dict[str, int] | None = None) -> dict[str, int] | None:
        """{move text: weight} of the position, best first; ``default`` when it is not in the book.  Weights
        that are not whole numbers are left out (a malformed line never stops the book)."""
        line = self._line(key)
        return default if line is None else parse_entry(line.partition("\t")[2])

    def __getitem__(self, key: str) -> dict[str, int]:
        entry = self.get(key)
        if entry is None:
            raise KeyError(key)
        return entry

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._line(key) is not None

    def __len__(self) -> int:
        return len(self._lines)

    def items(self) -> Iterator[tuple[str, dict[str, int]]]:
        for line in self._lines:
            key, _, rest = line.partition("\t")
            yield key, parse_entry(rest)


def parse_entry(text: str) -> dict[str, int]:
    tokens = text.split()
    entry = {}
    for move, weight in zip(tokens[::2], tokens[1::2], strict=False):  # an odd last token is left out
        try:
            entry[move] = int(weight)
        except ValueError:
            continue
    return entry


def format_book(positions: dict[str, dict[str, int]], meta: dict) -> str:
    """The book file's text (see :class:`Book`): the meta as a JSON comment line, then the sorted entries."""
    lines = [f"{key}\t" + " ".join(f"{move} {weight}" for move, weight in entry.items())
             for key, entry in positions.items()]
    return "# " + json.dumps(meta, ensure_ascii=False) + "\n" + "".join(line + "\n" for line in sorted(lines))


def read_meta(path: str) -> dict:
    """The maker's meta of a book file (its first line)."""
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    return json.loads(first[1:]) if first.startswith("#") else {}


def read_book(path: str) -> Book:
    """The book at ``path`` (OSError or ValueError when it cannot be read: the book maker's reading)."""
    with open(path, encoding="utf-8") as f:
        return Book(f.read())


@lru_cache(maxsize=4)
def load_book(path: str = str(BOOK_PATH)) -> Book:
    """The book at ``path``; an absent or unreadable book is an empty one (the engine's reading)."""
    try:
        return read_book(path)
    except (OSError, ValueError):
        return Book("")


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
        if move in legal and weight > 0:
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


__all__ = ["BOOK_PATH", "BOOK_RULESETS", "Book", "book_move", "book_moves", "format_book", "load_book", "position_key",
           "read_book", "read_meta"]
