"""Shared helpers for the records tests: seeded random games under any rule set."""

from __future__ import annotations

import random

from janggi_desktop.rules import ARRANGEMENTS, Game


def random_game(rng: random.Random, ruleset: str, max_plies: int, pass_rate: float = 0.03) -> Game:
    """A random game from random arrangements (when the rule set lets sides choose).  Captures are
    favoured and passes rare, so games reach checks, mates and crowded boards instead of ending at once on
    two passes."""
    arr = list(ARRANGEMENTS)
    g = Game(ruleset)
    if g.ruleset.choose_arrangement:
        g = Game(ruleset, cho=rng.choice(arr), han=rng.choice(arr))
    for _ in range(rng.randint(1, max_plies)):
        legal = g.legal_moves()
        if not legal:
            break
        caps = [m for m in legal if g.position.board[m.to_square] and not m.is_pass]
        quiet = [m for m in legal if not m.is_pass] or legal
        r = rng.random()
        m = rng.choice(caps) if caps and r < 0.3 else rng.choice(legal) if r < 0.3 + pass_rate else \
            rng.choice(quiet)
        g.push(m)
    return g


def long_line(plies: int, seed: int = 1) -> Game:
    """A game of ``plies`` moves under youzai rules (no repetition rule; 200 plies without a capture draw, so
    a capture is made when the count nears it), no move ending it: lines far longer than Python's recursion
    limit for the move tree's tests."""
    rng = random.Random(seed)
    g = Game("youzai")
    while g.ply < plies:
        legal = [m for m in g.legal_moves() if not m.is_pass]
        captures = [m for m in legal if g.position.board[m.to_square]]
        quiet = [m for m in legal if not g.position.board[m.to_square]] or legal
        pool = captures if captures and g.halfmove_clock > 150 else quiet
        rng.shuffle(pool)
        move = next((m for m in pool if g.outcome_after(m) is None), None)
        if move is None:
            raise AssertionError(f"seed {seed} gets stuck at ply {g.ply}: try another")
        g.push(move)
    return g
