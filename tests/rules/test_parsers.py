"""FEN and UCI text: round trips, clear errors for bad input, and hypothesis fuzzing of both parsers."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from janggi_desktop.rules import (
    ARRANGEMENTS,
    FenError,
    Game,
    IllegalMoveError,
    Move,
    MoveTextError,
    kja_square,
    parse_kja_square,
    start_fen,
)
from janggi_desktop.rules.board import SQUARE_NAMES

START = start_fen()


def test_default_start_is_fairy_stockfish_s() -> None:
    assert START == "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"


@pytest.mark.parametrize("cho", list(ARRANGEMENTS))
@pytest.mark.parametrize("han", list(ARRANGEMENTS))
def test_arrangements(cho: str, han: str) -> None:
    game = Game("janggi", cho=cho, han=han)
    assert Game.from_fen(game.fen(), "janggi").fen() == game.fen()


def test_fen_round_trips_through_random_games() -> None:
    rng = random.Random(3)
    for _ in range(20):
        game = Game("janggi")
        for _ in range(rng.randrange(1, 120)):
            if game.outcome():
                break
            game.push(rng.choice(game.legal_moves()))
        again = Game.from_fen(game.fen(), "janggi")
        assert again.fen() == game.fen()
        assert sorted(map(str, again.legal_moves())) == sorted(map(str, game.legal_moves())) or game.outcome()


def test_fen_accepts_e_and_h_and_missing_counters() -> None:
    fen = START.replace("RNBA1ABNR", "RHEA1AEHR").rsplit(" ", 2)[0]
    assert Game.from_fen(fen, "janggi").fen() == START


@pytest.mark.parametrize("fen,message", [
    ("", "empty"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4 w - - 0 1", "9 ranks"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNRR w - - 0 1", "longer than 9"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/8/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "covers 8 points"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5Q1/4K4/RNBA1ABNR w - - 0 1", "unknown piece letter 'Q'"),
    ("rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "0 generals for Han"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3KK4/RNBA1ABNR w - - 0 1", "2 generals for Cho"),
    ("rnba1abnr/9/1c5c1/p1p1p1p1p/4k4/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", "outside its palace"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR x - - 0 1", "side to move"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w KQ - 0 1", "castling"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - x 1", "halfmove"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 0", "move number"),
    ("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 7", "7 fields"),
    ("3k5/9/9/9/9/9/9/9/4K4/3R5 w - - 0 1", "not to move"),
])
def test_bad_fen_names_the_problem(fen: str, message: str) -> None:
    with pytest.raises(FenError, match=message):
        Game.from_fen(fen, "janggi")


@pytest.mark.parametrize("text,error", [
    ("b1c4", IllegalMoveError), ("e2e2e", IllegalMoveError), ("j1a1", IllegalMoveError),
    ("a11a1", IllegalMoveError), ("0000", IllegalMoveError), ("", IllegalMoveError), ("e9e9", IllegalMoveError),
])
def test_bad_uci_is_refused_with_a_message(text: str, error: type) -> None:
    game = Game("janggi")
    with pytest.raises(error) as info:
        game.push_uci(text)
    assert str(info.value)
    assert game.ply == 0


def test_move_text() -> None:
    assert str(Move.from_uci("b10c8")) == "b10c8" and Move.from_uci("e2e2").is_pass
    with pytest.raises(MoveTextError, match="not a Janggi pass"):
        Move.from_uci("0000")
    assert [kja_square(s) for s in (13, 76, 7, 40)] == ["95", "25", "08", "65"]
    for sq in range(90):
        assert parse_kja_square(kja_square(sq)) == sq
    assert SQUARE_NAMES[parse_kja_square("79")] == "i4"


fen_chars = st.sampled_from(list("rnbaekchpRNBAEKCHP0123456789/ -wbxQ\n\t10"))


@settings(max_examples=400, deadline=None)
@given(st.text(fen_chars, max_size=90))
def test_fuzz_fen_only_fen_error_escapes(text: str) -> None:
    try:
        Game.from_fen(text, "janggi")
    except FenError as e:
        assert str(e)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 89), st.integers(0, 89), st.integers(0, 3), st.integers(0, 200))
def test_fuzz_mutated_fens(sq: int, piece_index: int, mutation: int, seed: int) -> None:
    """Start from a real FEN and damage it: either a FenError with a message, or a position we accept."""
    rng = random.Random(seed)
    chars = list(START)
    pos = rng.randrange(len(chars))
    if mutation == 0:
        del chars[pos]
    elif mutation == 1:
        chars.insert(pos, rng.choice("kKaA9x/ "))
    elif mutation == 2:
        chars[pos] = rng.choice("kKaAcCrRnNbBpP123456789")
    text = "".join(chars)
    try:
        game = Game.from_fen(text, "standard")
    except FenError as e:
        assert str(e)
    else:
        assert Game.from_fen(game.fen(), "standard").fen() == game.fen()


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=12))
def test_fuzz_uci_only_value_errors(text: str) -> None:
    game = Game("janggi")
    try:
        game.push_uci(text)
    except IllegalMoveError as e:
        assert str(e)
    except MoveTextError as e:
        assert str(e)


@pytest.mark.parametrize("bad", [None, 3, (1, 2, 3), Move(200, 3), (-1, 4), ("a", "b"), Move(13, 13.0)])
def test_push_of_non_moves_is_a_clear_error(bad: object) -> None:
    game = Game("janggi")
    with pytest.raises(IllegalMoveError):
        game.push(bad)  # type: ignore[arg-type]
    assert game.ply == 0
