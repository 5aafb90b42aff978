"""Handicap games (접장기): the text form, the pieces taken off, refusals, what follows the pieces on the board
(points, the ply count, the game's end on points), and Fairy-Stockfish's agreement on handicap positions."""

from __future__ import annotations

import random

import pytest

from janggi_desktop.rules import (
    ARRANGEMENTS,
    TRADITIONAL_HANDICAPS,
    Game,
    Handicap,
    HandicapError,
    Termination,
    handicap_of_fen,
    start_fen,
)
from janggi_desktop.rules.notation import parse_fen


def sq(name: str) -> int:
    return "abcdefghi".index(name[0]) + 9 * (int(name[1:]) - 1)


def removed(fen: str, base: str | None = None) -> dict[str, str]:
    """The squares (and their FEN letters) that hold a piece in ``base`` but not in ``fen``."""
    full = parse_fen(base or start_fen()).board
    board = parse_fen(fen).board
    assert all(not p or p == full[s] for s, p in enumerate(board)), "a piece appeared or changed"
    letters = "?KABNRCP"
    return {"abcdefghi"[s % 9] + str(s // 9 + 1): letters[full[s] & 7] for s in range(90) if full[s] and not board[s]}


@pytest.mark.parametrize(("text", "gone"), [
    ("han:R", {"i10": "R"}),  # Han's left, seen from Han's seat, is the i-file
    ("cho:R", {"a1": "R"}),
    ("cho:C", {"b3": "C"}),
    ("han:C", {"h8": "C"}),
    ("cho:RC", {"a1": "R", "b3": "C"}),  # 차포 떼고: the chariot and the cannon of the same wing
    ("han:RR", {"a10": "R", "i10": "R"}),
    ("cho:NN", {"b1": "N", "h1": "N"}),
    ("han:B", {"g10": "B"}),
    ("cho:Ri1Cb3", {"i1": "R", "b3": "C"}),
    ("한:차포", {"i10": "R", "h8": "C"}),
    ("cho: R, Ca3".replace("a3", "h3"), {"a1": "R", "h3": "C"}),
    ("HAN:AP", {"f10": "A", "i7": "P"}),
])
def test_a_handicap_takes_off_the_pieces_it_names(text: str, gone: dict[str, str]) -> None:
    fen = Handicap.parse(text).start_fen()
    assert removed(fen) == gone
    assert fen.endswith(" w - - 0 1")


def test_the_default_piece_follows_the_arrangement() -> None:
    # 상마마상 puts Cho's horses on c1 and g1: the left one is c1
    assert removed(Handicap.of("cho", "N").start_fen("상마마상", "마상상마"), start_fen("상마마상", "마상상마")) == {
        "c1": "N"}
    assert removed(Handicap.of("han", "B").start_fen("마상상마", "상마마상"), start_fen("마상상마", "상마마상")) == {
        "h10": "B"}


def test_text_round_trips_and_names_the_traditional_handicaps() -> None:
    for letters, (korean, english) in TRADITIONAL_HANDICAPS.items():
        for side in ("cho", "han"):
            h = Handicap.of(side, letters)
            assert Handicap.parse(str(h)) == h and str(h) == f"{side}:{letters}"
            assert h.traditional_name == (korean, english)
            assert korean in h.describe() and h.describe().startswith(side.capitalize())
    assert Handicap.parse("cho:CR") == Handicap.parse("cho:RC")  # canonical order
    assert Handicap.parse("han:HE") == Handicap.parse("han:NB")  # Janggi synonyms
    assert str(Handicap.parse("cho:Cb3R")) == "cho:RCb3"
    assert Handicap.parse("cho:PA").traditional_name is None
    assert "a soldier" in Handicap.parse("cho:PA").describe()


@pytest.mark.parametrize(("text", "words"), [
    ("han:K", "general"),
    ("cho:RK", "general"),
    ("han:초", "general"),
    ("han:RRR", "fewer"),
    ("cho:PPPPPP", "fewer"),
    ("han:Rc10", "no chariot on c10"),
    ("cho:Ra1Ra1", "twice"),
    ("cho:Ra1R", None),  # a1 pinned, the other one (i1) by default: fine
    ("foo:R", "'cho' or 'han'"),
    ("han:", "SIDE:PIECES"),
    ("han:x", "not a piece letter"),
    ("han:R?", "not a piece letter"),
    ("", "SIDE:PIECES"),
])
def test_bad_handicaps_are_refused_with_a_reason(text: str, words: str | None) -> None:
    if words is None:
        assert set(removed(Handicap.parse(text).start_fen())) == {"a1", "i1"}
        return
    with pytest.raises(HandicapError) as info:
        Handicap.parse(text).start_fen()
    assert isinstance(info.value, ValueError) and words in str(info.value)


def test_not_text_is_refused() -> None:
    with pytest.raises(HandicapError):
        Handicap.parse(None)  # type: ignore[arg-type]
    with pytest.raises(HandicapError, match="at least one"):
        Handicap.make("cho", [])
    with pytest.raises(HandicapError, match="general"):
        Handicap.make("han", [("K", None)])


def test_a_handicap_that_leaves_a_side_with_nothing_legal_is_refused() -> None:
    # Cho's guard d2 stands between Han's chariot d10 and Cho's general; e1 and e2 are covered from e10
    position = "3rr4/5k3/9/9/9/9/9/9/3A5/3K5 w - - 0 1"
    assert not Game.from_fen(position).is_over()
    with pytest.raises(HandicapError, match="leaves Cho with no legal move"):
        Handicap.parse("cho:Ad2").apply(position)
    # taking off Han's guard e9 leaves Han (not to move) in check from e1's chariot
    with pytest.raises(HandicapError, match="in check"):
        Handicap.parse("han:Ae9").apply("4k4/4a4/9/9/9/9/9/9/9/3KR4 w - - 0 1")
    # the same handicap on a position where it is harmless
    assert Handicap.parse("han:Rd10").apply(position).startswith("4r4/")


def test_points_and_the_ply_count_follow_the_pieces_on_the_board() -> None:
    g = Game("standard", fen=Handicap.of("han", "RC").start_fen())
    assert g.points() == (72.0, 73.5 - 13 - 7)
    assert g.total_ply == 0 and g.ply == 0
    g = Game("standard", fen=Handicap.of("cho", "NN").start_fen())
    assert g.points() == (62.0, 73.5)


def test_a_handicap_game_at_the_standard_ply_limit_is_decided_on_the_pieces_on_the_board() -> None:
    # Han gives both chariots; the same placement at move 100 (198 plies played): two more plies reach the
    # standard rule set's 200-ply limit, and Cho, ahead on the pieces standing, wins on points
    fen = Handicap.of("han", "RR").start_fen().replace(" 0 1", " 0 100")
    g = Game("standard", fen=fen)
    g.push_uci("b1c3")
    assert not g.is_over()
    g.push_uci("b10c8")
    out = g.outcome()
    assert g.total_ply == 200 and out.termination is Termination.PLY_LIMIT
    assert out.winner == "cho" and out.points == (72.0, 73.5 - 26)


def test_handicap_of_fen_recognises_every_handicap_start_and_nothing_else() -> None:
    rng = random.Random(49)
    names = list(ARRANGEMENTS)
    for _ in range(60):
        cho, han = rng.choice(names), rng.choice(names)
        side = rng.choice(("cho", "han"))
        letters = rng.choice(list(TRADITIONAL_HANDICAPS) + ["P", "AP", "RCNB"])
        h = Handicap.of(side, letters)
        fen = h.start_fen(cho, han)
        found = handicap_of_fen(fen)
        assert found is not None and found.side == side
        assert sorted(found.letters) == sorted(letters)
        # the text found rebuilds the very same position from some arrangement
        assert any(found.start_fen(c, hh) == fen for c in names for hh in names)
    pinned = Handicap.parse("cho:Ri1")
    assert handicap_of_fen(pinned.start_fen()) == pinned
    assert handicap_of_fen(start_fen()) is None
    assert handicap_of_fen(start_fen().replace(" w ", " b ")) is None
    assert handicap_of_fen("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABN1 w - - 0 1") is not None
    assert handicap_of_fen("1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 1") is None
    assert handicap_of_fen("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1") is None  # pieces moved, not a start
    assert handicap_of_fen("not a fen") is None


fsf = pytest.importorskip("pyffish")


@pytest.mark.parametrize("variant", ["janggi", "janggimodern"])
def test_fairy_stockfish_accepts_handicap_fens_and_agrees_on_the_legal_moves(variant: str) -> None:
    rng = random.Random(7)
    names = list(ARRANGEMENTS)
    positions = 0
    for letters in list(TRADITIONAL_HANDICAPS) + ["AP", "RRCC"]:
        for side in ("cho", "han"):
            cho, han = rng.choice(names), rng.choice(names)
            fen = Handicap.of(side, letters).start_fen(cho, han, variant)
            assert fsf.validate_fen(fen, variant) == 1
            game = Game(variant, fen=fen)
            history: list[str] = []
            for _ in range(30):
                assert sorted(fsf.legal_moves(variant, fen, history)) == sorted(str(m) for m in game.legal_moves())
                positions += 1
                legal = [m for m in game.legal_moves() if not m.is_pass] or game.legal_moves()
                if game.is_over() or not legal:
                    break
                move = rng.choice(legal)
                game.push(move)
                history.append(str(move))
    assert positions > 500
