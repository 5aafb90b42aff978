"""The rules model against Fairy-Stockfish (pyffish) on random games with random arrangements.

For each of Fairy-Stockfish's four Janggi rule sets, and for ``standard`` (compared with
``janggitraditional`` plus the differences docs/rules.md#rule-sets lists), every position of seeded random games is
checked: the FEN, the set of legal moves and whether and how the game has ended.  The random games lean
towards playing the reverse of the previous move, so repetitions, perpetual checks and shuttles occur.
"""

from __future__ import annotations

import random

import pytest

from janggi_desktop.rules import Game, start_fen

from .fsf import FAIRY_RULE_SETS, fsf_state, pick_move, random_start, sf

GAMES = 7
MAX_PLIES = 220


def _play_and_compare(ruleset: str, seed: int) -> int:
    rng = random.Random(seed)
    cho, han = random_start(rng)
    fen0 = start_fen(cho, han)
    game = Game(ruleset, cho=cho, han=han)
    assert game.fen() == sf.get_fen(ruleset, fen0, [])
    history: list[str] = []
    positions = 0
    while True:
        positions += 1
        fen, legal, ended, winner, how = fsf_state(ruleset, fen0, history)
        assert game.fen() == fen, history
        outcome = game.outcome()
        assert (outcome is not None) == ended, (history, outcome, how)
        if ended:
            assert outcome.winner == winner, (history, outcome, how)
            assert game.legal_moves() == []
            return positions
        ours = sorted(str(m) for m in game.legal_moves())
        assert ours == sorted(legal), history
        if len(history) >= MAX_PLIES:
            return positions
        move = pick_move(game, rng)
        game.push(move)
        history.append(str(move))


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_random_games_agree_with_fairy_stockfish(ruleset: str) -> None:
    positions = sum(_play_and_compare(ruleset, 1000 * i + 7) for i in range(GAMES))
    assert positions >= 1000


def test_standard_agrees_with_traditional_but_for_its_own_rules() -> None:
    """``standard`` = ``janggitraditional`` without the pass in bikjang, without the double-pass end, with
    repetition a plain draw and a 200-ply total limit instead of 100 plies without capture."""
    positions = 0
    for i in range(GAMES):
        rng = random.Random(5000 + i)
        cho, han = random_start(rng)
        fen0 = start_fen(cho, han)
        game = Game("standard", cho=cho, han=han)
        history: list[str] = []
        while game.outcome() is None and len(history) < 240:
            positions += 1
            fen, legal, ended, _, how = fsf_state("janggitraditional", fen0, history)
            assert game.fen() == fen
            if ended and how != "checkmate":
                break  # a rule that standard does not share (double pass, ply limit ...): stop comparing
            expected = set(legal)
            if game.is_bikjang():
                expected.discard(str(game.pass_move()))  # standard: no pass while a bikjang is pending
            assert {str(m) for m in game.legal_moves()} == expected, history
            move = pick_move(game, rng, shuttle_bias=0.1)
            game.push(move)
            history.append(str(move))
    assert positions >= 1000
