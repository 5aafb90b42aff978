"""SAN is written exactly as Fairy-Stockfish writes it, and reads back to the same move."""

from __future__ import annotations

import random
import re

import pytest

from janggi_desktop.records.san import SanError, move_to_san, parse_move, san_moves
from janggi_desktop.rules import Game, Move

from .helpers import random_game

FAIRY_SETS = ["janggi", "janggitraditional", "janggimodern", "janggicasual"]


def test_san_matches_pyffish_on_random_games():
    sf = pytest.importorskip("pyffish")
    rng = random.Random(20261129)
    shapes: set[str] = set()
    games = 0
    for i in range(240):
        ruleset = FAIRY_SETS[i % 4]
        g = random_game(rng, ruleset, 60)
        uci = [str(m) for m in g.moves]
        ours = san_moves(g)
        assert ours == sf.get_san_moves(ruleset, g.start_fen, uci), (ruleset, g.start_fen, uci)
        replay = Game(ruleset, fen=g.start_fen)
        for text, u in zip(ours, uci, strict=True):
            move = parse_move(replay, text)
            assert str(move) == u
            replay.push(move)
        games += 1
        for s in ours:
            shapes.add(re.sub(r"[a-i]", "f", re.sub(r"10|[1-9]", "9", s)))
    assert games >= 200
    # the sample exercised the interesting forms, so the comparison above means something
    for form in ("Hf9", "Exf9", "Pff9", "Cf9+", "Kf9", "Axf9"):
        assert form in shapes, form


def test_known_san_forms():
    g = Game("janggi")
    assert move_to_san(g, "b1c3") == "Hc3"
    assert move_to_san(g, "e2e2") == "Ke2"  # a pass
    assert move_to_san(g, "a4b4") == "Pab4"  # c4 could go to b4 too
    assert move_to_san(g, "c4b4") == "Pcb4"

    # expected texts below were printed by pyffish.get_san for the same position and move
    g = Game.from_fen("3a5/4k4/3a5/9/4p4/9/9/9/4K4/9 b - - 0 1", "janggi")  # guards on one file
    assert move_to_san(g, "d10d9") == "A10d9"
    assert move_to_san(g, "d8d9") == "A8d9"
    g = Game.from_fen("3a1a3/4k4/9/9/4p4/9/9/9/4K4/9 b - - 0 1", "janggi")  # guards on one rank
    assert move_to_san(g, "d10e10") == "Ade10"
    assert move_to_san(Game.from_fen("3k5/R8/9/9/9/9/9/9/4K4/1R7 w - - 0 1", "janggi"), "b1b10") == "Rb10#"


@pytest.mark.parametrize("ruleset, expected", [
    ("janggi", "Hd7+"), ("janggitraditional", "Hd7+"),  # in bikjang the checked side may still pass
    ("janggimodern", "Hd7#"), ("janggicasual", "Hd7#"),
    ("standard", "Hd7#"),  # no pass in a bikjang under our rules: no move at all
])
def test_check_into_bikjang(ruleset, expected):
    fen = "R8/3bkb3/R8/9/9/4N4/9/9/4K4/9 w - - 0 1"
    assert move_to_san(Game.from_fen(fen, ruleset), "e5d7") == expected
    sf = pytest.importorskip("pyffish")
    if ruleset != "standard":
        assert sf.get_san(ruleset, fen, "e5d7") == expected


def test_parse_accepts_variants_and_rejects_nonsense():
    g = Game("janggi")
    assert parse_move(g, "Nc3") == Move.from_uci("b1c3")
    assert parse_move(g, "b1c3") == Move.from_uci("b1c3")
    assert parse_move(g, "Hc3!?") == Move.from_uci("b1c3")
    assert parse_move(g, "Ke2") == g.pass_move()
    assert parse_move(g, "pass") == parse_move(g, "--") == g.pass_move()
    for bad in ("Pb4", "Hd5", "xx", "", "Kd4", "0000", "b1b5"):
        with pytest.raises(SanError):
            parse_move(g, bad)
    with pytest.raises(ValueError):
        parse_move(g, "Zz9")
