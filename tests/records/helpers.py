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
