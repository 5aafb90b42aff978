"""Helpers that compare our rules model with Fairy-Stockfish through pyffish (a test-only dependency)."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.rules import ARRANGEMENTS, Game

sf = pytest.importorskip("pyffish")

FAIRY_RULE_SETS = ("janggi", "janggitraditional", "janggimodern", "janggicasual")


def fsf_state(variant: str, fen: str, moves: list[str]) -> tuple[str, list[str], bool, str | None, str]:
    """(fen, legal moves, ended, winner, how) as Fairy-Stockfish sees the position after ``moves``; the end
    is tested in its order: immediate ends, then no legal move (checkmate), then optional ends (ply limit,
    repetition)."""
    now = sf.get_fen(variant, fen, moves)
    legal = sf.legal_moves(variant, fen, moves)
    return (now, legal, *_outcome(variant, fen, moves, now, legal))


def fsf_outcome(variant: str, fen: str, moves: list[str]) -> tuple[bool, str | None, str]:
    """(ended, winner, how): see :func:`fsf_state`."""
    return fsf_state(variant, fen, moves)[2:]


def _outcome(variant: str, fen: str, moves: list[str], now: str, legal: list[str]):
    side_to_move = "cho" if now.split()[1] == "w" else "han"
    other = "han" if side_to_move == "cho" else "cho"

    def winner(value: int) -> str | None:
        return None if value == 0 else side_to_move if value > 0 else other

    ended, value = sf.is_immediate_game_end(variant, fen, moves)
    if ended:
        return True, winner(value), "immediate"
    if not legal:
        return True, other, "checkmate"
    ended, value = sf.is_optional_game_end(variant, fen, moves)
    if ended:
        return True, winner(value), "optional"
    return False, None, ""


def random_start(rng: random.Random) -> tuple[str, str]:
    names = list(ARRANGEMENTS)
    return rng.choice(names), rng.choice(names)


def pick_move(game: Game, rng: random.Random, shuttle_bias: float = 0.25):
    """A random legal move; with probability ``shuttle_bias`` the reverse of our previous move when legal,
    so that repetitions, perpetual checks and shuttles actually happen in the random games."""
    legal = game.legal_moves()
    if len(game.moves) >= 2 and rng.random() < shuttle_bias:
        prev = game.moves[-2]
        back = type(prev)(prev.to_square, prev.from_square)
        if back in legal:
            return back
    non_pass = [m for m in legal if not m.is_pass]
    if non_pass and rng.random() > 0.04:
        captures = [m for m in non_pass if game.position.board[m.to_square]]
        if captures and rng.random() < 0.3:
            return rng.choice(captures)
        return rng.choice(non_pass)
    return rng.choice(legal)
