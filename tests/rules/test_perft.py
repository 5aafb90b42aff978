"""The reference perft numbers of docs/rules.md#perft (computed by Fairy-Stockfish; passes counted)."""

from __future__ import annotations

import pytest

from janggi_desktop.rules import Game, start_fen

START = start_fen()
MIDDLE = "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1"
ENDING = "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23"

CASES = [
    (START, ("janggi", "janggitraditional"), (32, 1024, 33000, 1065277)),
    (START, ("janggimodern", "janggicasual"), (32, 1024, 33316, 1083563)),
    (START, ("standard",), (32, 1024, 33020, 1066997)),
    (MIDDLE, ("janggi", "janggitraditional", "janggimodern", "janggicasual"), (2, 61, 2644, 76763)),
    (ENDING, ("janggi", "janggitraditional"), (25, 378, 8835, 151202)),
    (ENDING, ("janggimodern", "janggicasual"), (25, 378, 8835, 151825)),
]


@pytest.mark.parametrize("fen,rulesets,counts", CASES)
def test_perft_to_depth_3(fen: str, rulesets: tuple[str, ...], counts: tuple[int, ...]) -> None:
    for ruleset in rulesets:
        game = Game.from_fen(fen, ruleset)
        assert [game.perft(d) for d in (1, 2, 3)] == list(counts[:3]), ruleset
        assert game.fen() == Game.from_fen(fen, ruleset).fen()  # perft leaves the game as it was


@pytest.mark.slow
@pytest.mark.parametrize("fen,rulesets,counts", CASES)
def test_perft_depth_4(fen: str, rulesets: tuple[str, ...], counts: tuple[int, ...]) -> None:
    for ruleset in rulesets:
        assert Game.from_fen(fen, ruleset).perft(4) == counts[3], ruleset


def pass_free_count(game: Game, depth: int) -> int:
    """The legal move sequences of ``depth`` plies from ``game``'s position that contain no pass."""
    moves = [m for m in game.legal_moves() if not m.is_pass]
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        game.push(m)
        total += pass_free_count(game, depth - 1)
        game.pop()
    return total


def test_without_passes() -> None:
    """31 / 961 / 30,037 without passes (docs/rules.md#perft): count the pass-free tree from the start."""
    game = Game("janggi")
    assert [pass_free_count(game, d) for d in (1, 2, 3)] == [31, 961, 30037]


@pytest.mark.slow
def test_without_passes_depth_4() -> None:
    """940,994 without passes at depth 4 (docs/rules.md#perft)."""
    assert pass_free_count(Game("janggi"), 4) == 940994
