"""Random legal games for the library's tests (seeded: every run sees the same games)."""

from __future__ import annotations

import random

from janggi_desktop.library import Library, game_keys, get_record, indexed_positions, search
from janggi_desktop.records import GameRecord, record_from_game
from janggi_desktop.rules import ARRANGEMENTS, Game

NAMES = ("Kim", "Lee", "Park", "Choi")


def random_game(rng: random.Random, plies: int, *, ruleset: str = "janggi", openings: int = 3) -> Game:
    """A game of up to ``plies`` random legal moves (no passes); the first ``openings`` plies are chosen
    among the first three legal moves only, so games share openings and transpose."""
    g = Game(ruleset, cho=rng.choice(list(ARRANGEMENTS)[:2]), han=rng.choice(list(ARRANGEMENTS)[:2]))
    for i in range(plies):
        if g.is_over():
            break
        legal = [m for m in g.legal_moves() if not m.is_pass]
        if not legal:
            break
        g.push(rng.choice(legal[:3] if i < openings else legal))
    return g


def random_records(n: int, plies: int, seed: int = 1, **kw) -> list[GameRecord]:
    """``n`` records with random players and results (a result the moves did not decide is made up)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        g = random_game(rng, rng.randint(plies // 2, plies), **kw)
        rec = record_from_game(g, White=rng.choice(NAMES), Black=rng.choice(NAMES), Event="Test")
        if rec.result == "*":
            rec.result = rng.choice(("1-0", "0-1", "1/2-1/2", "*"))
            rec.tags["Result"] = rec.result
        out.append(rec)
    return out


def distinct_positions(rec: GameRecord) -> int:
    """How many different positions (board + side) the game stands in: its rows in the positions index."""
    return len(set(game_keys(rec.start_fen, rec.moves)))


def check_every_game_fully_indexed(lib: Library) -> None:
    """Every stored game has a row for each of its distinct positions, indexed or pending, and no row is
    left of a game that is not stored."""
    expected = sum(distinct_positions(get_record(lib, s.id)) for s in search(lib))
    assert indexed_positions(lib) == expected
