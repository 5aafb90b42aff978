"""Game ends against Fairy-Stockfish: random games played to their end, and scripted endings."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.rules import Game, Termination, start_fen

from .fsf import FAIRY_RULE_SETS, fsf_outcome, fsf_state, pick_move, random_start, sf

START = start_fen()


def _follow(ruleset: str, fen: str, moves: list[str]) -> Game:
    """Play ``moves`` and compare every position (FEN, legal moves, end and winner) with pyffish."""
    game = Game.from_fen(fen, ruleset)
    for i in range(len(moves) + 1):
        now, legal, ended, winner, how = fsf_state(ruleset, fen, moves[:i])
        assert game.fen() == now
        outcome = game.outcome()
        assert (outcome is not None) == ended, (moves[:i], outcome, how)
        if ended:
            assert outcome.winner == winner
            assert i == len(moves), "the script goes on after the game ended"
            return game
        assert sorted(str(m) for m in game.legal_moves()) == sorted(legal)
        if i < len(moves):
            game.push_uci(moves[i])
    return game


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_random_games_to_their_end(ruleset: str) -> None:
    """Random games (no cap on their length) end exactly when and how Fairy-Stockfish says."""
    seen = set()
    for i in range(12):
        rng = random.Random(77 + i)
        cho, han = random_start(rng)
        game = Game(ruleset, cho=cho, han=han)
        while game.outcome() is None:
            game.push(pick_move(game, rng, shuttle_bias=0.05 * (i % 4)))
        moves = [str(m) for m in game.moves]
        ended, winner, _ = fsf_outcome(ruleset, start_fen(cho, han), moves)
        assert ended and game.outcome().winner == winner, (moves, game.outcome())
        # one ply earlier the game was still on, for Fairy-Stockfish too
        assert not fsf_outcome(ruleset, start_fen(cho, han), moves[:-1])[0]
        seen.add(game.outcome().termination)
    assert len(seen) >= 2


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_double_pass(ruleset: str) -> None:
    game = _follow(ruleset, START, ["e2e2", "e9e9"])
    assert game.outcome().termination is Termination.DOUBLE_PASS
    # points: equal material, so Han's 1.5 deom wins where passes are decided on points
    assert game.outcome().winner == ("han" if ruleset in ("janggi", "janggimodern") else None)


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_bikjang_then_pass(ruleset: str) -> None:
    game = _follow(ruleset, START, ["e4d4", "e7d7", "e2e2"])
    if ruleset in ("janggi", "janggitraditional"):
        assert game.outcome().termination is Termination.BIKJANG
    else:
        assert game.outcome() is None


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_threefold_repetition_by_shuttling_horses(ruleset: str) -> None:
    """b1c3 b10c8 c3b1 c8b10 twice: a third occurrence (janggi, traditional, casual); Kakao rules go on
    until the shuttle rule ends it."""
    cycle = ["b1c3", "b10c8", "c3b1", "c8b10"]
    if ruleset == "janggimodern":
        moves = cycle * 4
        for n in range(len(moves), 0, -1):  # the first ply at which pyffish ends the game
            if not fsf_outcome(ruleset, START, moves[: n - 1])[0]:
                break
        game = _follow(ruleset, START, moves[:n])
        assert game.outcome().termination is Termination.SHUTTLE
    else:
        game = _follow(ruleset, START, cycle * 2)
        assert game.outcome().termination is Termination.REPETITION


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_fourfold_repetition_without_shuttling(ruleset: str) -> None:
    """Chariots going round a triangle (a1 a2 a3) repeat the start position without reverse moves."""
    cycle = ["a1a2", "a10a9", "a2a3", "a9a8", "a3a1", "a8a10"]
    game = _follow(ruleset, START, cycle * (3 if ruleset == "janggimodern" else 2))
    assert game.outcome().termination is Termination.REPETITION


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_perpetual_check_loses(ruleset: str) -> None:
    fen = "3k5/9/9/9/9/9/9/9/4K4/7R1 w - - 0 1"
    cycle = ["h10h9", "d9d10", "h9h10", "d10d9"]
    moves = ["h1h10", "d10d9"] + cycle * 3
    for n in range(1, len(moves) + 1):
        if fsf_outcome(ruleset, fen, moves[:n])[0]:
            break
    game = _follow(ruleset, fen, moves[:n])
    # Kakao rules: the checking chariot shuttles, and that rule strikes before the 4th repetition
    expected = Termination.SHUTTLE if ruleset == "janggimodern" else Termination.PERPETUAL_CHECK
    assert game.outcome().termination is expected
    assert game.outcome().winner == "han"


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_ply_limit(ruleset: str) -> None:
    limit = 200 if ruleset == "janggimodern" else 100
    fen = START.replace(" 0 1", f" {limit - 2} 60")
    game = _follow(ruleset, fen, ["a4a5", "a7a6"])
    assert game.outcome().termination is Termination.PLY_LIMIT
    assert game.outcome().by_points == (ruleset in ("janggi", "janggimodern"))


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_mate_on_the_limit_ply_is_mate(ruleset: str) -> None:
    limit = 200 if ruleset == "janggimodern" else 100
    fen = f"3k5/R8/9/9/9/9/9/9/4K4/7R1 w - - {limit - 1} 80"
    game = _follow(ruleset, fen, ["h1h10"])
    assert game.outcome().termination is Termination.CHECKMATE
    assert game.outcome().winner == "cho"


def test_fairy_stockfish_is_the_reference() -> None:
    assert sf.version() >= (0, 0, 90)


def _pyffish_perft(variant: str, fen: str, moves: list[str], depth: int) -> int:
    legal = sf.legal_moves(variant, fen, moves)
    if depth == 1:
        return len(legal)
    return sum(_pyffish_perft(variant, fen, moves + [m], depth - 1) for m in legal)


@pytest.mark.parametrize("ruleset", FAIRY_RULE_SETS)
def test_perft_counts_through_counting_ends_as_fairy_stockfish(ruleset: str) -> None:
    """perft, like Fairy-Stockfish's, is not cut by the ply limit or repetition (only by immediate ends)."""
    limit = 200 if ruleset == "janggimodern" else 100
    fen = START.replace(" 0 1", f" {limit - 1} 70")
    game = Game.from_fen(fen, ruleset)
    assert game.perft(2) == _pyffish_perft(ruleset, fen, [], 2)
    game.push_uci("a4a5")
    assert game.outcome() is not None and game.legal_moves() == []  # yet the game itself is over
    assert game.perft(1) == len(sf.legal_moves(ruleset, fen, ["a4a5"])) > 0
