"""The public rules API that the engine, records, play layer and UI build on: what each name promises, and
that bad input of any kind is a ValueError subclass with a short message, never a crash or a wrap-around."""

from __future__ import annotations

import pytest

from janggi_desktop.rules import (
    MAX_PERFT_DEPTH,
    Game,
    GameStateError,
    IllegalMoveError,
    Move,
    PerftDepthError,
    Piece,
    SquareError,
    Termination,
    kja_square,
    square_name,
)

MATE_IN_ONE = "4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1"  # i2i10 mates


def sq(name: str) -> int:
    return Move.from_uci(name + name).from_square


def test_piece_at_gives_a_piece_that_unpacks_and_round_trips_its_code() -> None:
    g = Game()
    piece = g.piece_at(sq("a1"))
    assert piece == Piece("cho", "R")
    side, kind = piece
    assert (side, kind) == ("cho", "R")
    assert Piece.from_code(piece.code) == piece
    assert g.piece_at(sq("e9")) == Piece("han", "K") and g.piece_at(sq("e5")) is None
    pieces = [g.piece_at(s) for s in range(90)]
    assert sum(p is not None for p in pieces) == 32
    assert {p.kind for p in pieces if p} == set("KABNRCP")


@pytest.mark.parametrize("bad", [-1, -90, 90, 10**30, 1.0, "a1", None, True, (0,)])
def test_piece_at_refuses_what_is_not_a_square(bad) -> None:
    with pytest.raises(SquareError) as info:
        Game().piece_at(bad)
    assert isinstance(info.value, ValueError) and "0..89" in str(info.value)


def test_square_helpers_are_bounds_checked() -> None:
    assert square_name(0) == "a1" and square_name(89) == "i10" and kja_square(13) == "95"
    for f in (square_name, kja_square):
        for bad in (-1, 90, "e2"):
            with pytest.raises(SquareError):
                f(bad)


@pytest.mark.parametrize("bad", [0, 8, 16, -1, "R", None, 1.5])
def test_piece_codes_outside_the_pieces_are_refused(bad) -> None:
    with pytest.raises(ValueError, match="piece"):
        Piece.from_code(bad)
    with pytest.raises(ValueError, match="piece"):
        _ = Piece("white", "Q").code


def test_captured_has_one_entry_per_move() -> None:
    g = Game("janggi")
    for uci in ("c4c5", "c7c6", "c5c6"):  # the third move takes Han's soldier
        g.push_uci(uci)
    assert g.captured == [None, None, Piece("han", "P")]
    assert g.last_move == Move.from_uci("c5c6")
    g.pop()
    assert g.captured == [None, None] and Game().last_move is None


def test_int_moves_match_the_move_objects() -> None:
    g = Game("janggi")
    ints = g.legal_ints()
    assert ints == [m.to_int() for m in g.legal_moves()]
    assert all(Move.from_int(m) in g.legal_moves() for m in ints)
    g.push_int(Move.from_uci("b1c3").to_int())
    checked = Game("janggi")
    checked.push_uci("b1c3")
    assert str(g.last_move) == "b1c3" and g.fen() == checked.fen() and g.key_history == checked.key_history


@pytest.mark.parametrize("bad", [-1, 90 << 7, (5 << 7) | 95, 1.0, "b1c3", None])
def test_move_from_int_refuses_what_is_not_a_move(bad) -> None:
    with pytest.raises(IllegalMoveError):
        Move.from_int(bad)


def test_rule_moves_remain_when_a_counting_rule_ends_the_game() -> None:
    # janggi: 100 plies without capture end the game on points; the rule moves are still there (SAN needs them)
    g = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/2N6/3K5/3A1A3 w - - 100 60", "janggi")
    out = g.outcome()
    assert out is not None and out.termination is Termination.PLY_LIMIT
    assert g.legal_ints() == [] and g.rule_move_ints()


def test_key_and_check_history_follow_the_moves() -> None:
    g = Game.from_fen(MATE_IN_ONE, "janggi")
    g.push_uci("a9a10")  # check along rank 10
    assert len(g.key_history) == len(g.check_history) == g.ply + 1
    assert g.key_history[-1] == g.position.key and g.check_history == (False, True)
    g.push_uci("e10e9")
    assert g.check_history[-1] is g.in_check() is False
    g.pop()
    assert g.key_history == Game.from_fen(MATE_IN_ONE, "janggi").key_history + (g.position.key,)


def test_outcome_after_looks_without_playing() -> None:
    g = Game.from_fen(MATE_IN_ONE, "janggi")
    out = g.outcome_after(Move.from_uci("i2i10"))
    assert out is not None and out.winner == "cho" and out.termination is Termination.CHECKMATE
    assert g.outcome_after("a9a8") is None and g.outcome_after(Move.from_uci("a9a8").to_int()) is None
    assert g.ply == 0 and g.fen() == Game.from_fen(MATE_IN_ONE, "janggi").fen()
    with pytest.raises(IllegalMoveError):
        g.outcome_after("a9b10")


def test_resignation_and_time_forfeit_are_forced_outcomes_that_pop_takes_back() -> None:
    g = Game()
    g.push_uci("b1c3")
    assert g.forced_outcome is None
    out = g.forfeit_on_time("han")
    assert out.winner == "cho" and out.termination is Termination.TIME_FORFEIT and out.result_text() == "1-0"
    assert g.outcome() == g.forced_outcome == out and g.legal_moves() == []
    with pytest.raises(GameStateError, match="over"):
        g.forfeit_on_time("cho")
    with pytest.raises(GameStateError, match="over"):
        g.resign("cho")
    g.pop()
    assert g.forced_outcome is None and g.outcome() is None and g.ply == 0
    assert g.forfeit_on_time(0).winner == "han"  # sides also as 0 (Cho) / 1 (Han)
    for bad in ("white", 2, None, True):
        with pytest.raises(GameStateError, match="side"):
            Game().forfeit_on_time(bad)


@pytest.mark.parametrize("depth", [-1, MAX_PERFT_DEPTH + 1, 1500, 2.0, "3", None])
def test_perft_depth_is_validated(depth) -> None:
    for f in (Game().perft, Game().perft_divide):
        with pytest.raises(PerftDepthError, match=f"0..{MAX_PERFT_DEPTH}"):
            f(depth)


def test_perft_small_depths() -> None:
    g = Game("janggi")
    assert g.perft(0) == 1 and g.perft_divide(0) == {}
    assert g.perft(2) == sum(g.perft_divide(2).values())


BAD_VALUES = [-1, 90, 2**70, None, "", "x" * 100_000, 1.5, True, [], {}, object(), (1, 2, 3), (-1, 5), b"e2e3",
              "e2e3\x00", "b1c3 b10c8", "4k4/9/9/9/9/9/9/9/9/4K4 w - - " + "9" * 5000]
CALLS = {
    "piece_at": lambda v: Game().piece_at(v),
    "push": lambda v: Game().push(v),
    "push_uci": lambda v: Game().push_uci(v),
    "outcome_after": lambda v: Game().outcome_after(v),
    "resign": lambda v: Game().resign(v),
    "forfeit_on_time": lambda v: Game().forfeit_on_time(v),
    "perft": lambda v: Game().perft(v),
    "perft_divide": lambda v: Game().perft_divide(v),
    "Move.from_int": Move.from_int,
    "Move.from_uci": Move.from_uci,
    "Game(ruleset)": Game,
    "Game(arrangement)": lambda v: Game("standard", v),
    "Game.from_fen": Game.from_fen,
    "Piece.from_code": Piece.from_code,
    "Piece.code": lambda v: Piece(v, v).code,
}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_bad_input_is_a_short_value_error(name: str) -> None:
    for value in BAD_VALUES:
        try:
            CALLS[name](value)
        except ValueError as e:
            assert 0 < len(str(e)) <= 300, (name, value)
        # anything else (TypeError, IndexError, RecursionError, ...) fails the test


def test_perft_can_be_stopped_and_streams_each_root_count():
    from janggi_desktop.rules import PerftStopped

    g = Game("janggi")
    heard = []
    counts = g.perft_divide(2, on_move=lambda uci, n: heard.append((uci, n)))
    assert heard == list(counts.items()) and sum(counts.values()) == 1024
    asked = []

    def stop_after_ten() -> bool:
        asked.append(1)
        return len(asked) > 10

    with pytest.raises(PerftStopped):
        g.perft(5, should_stop=stop_after_ten)
    assert g.ply == 0 and g.fen() == Game("janggi").fen()  # the game is as it was
