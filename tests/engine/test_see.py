"""Static exchange evaluation on constructed positions: what a capture really wins after the recaptures."""

import pytest

from janggi_desktop.engine.see import least_attacker, see
from janggi_desktop.rules import Game
from janggi_desktop.rules.board import CANNON, CHO, HAN
from janggi_desktop.rules.notation import parse_uci


def _see(fen: str, move: str) -> int:
    g = Game.from_fen(fen, ruleset="janggi")
    assert g.is_legal(move), move
    fr, to = parse_uci(move)
    before = list(g.position.board)
    value = see(g.position.board, (fr << 7) | to)
    assert g.position.board == before  # the board is restored
    return value


# Cho's a-file soldier removed: the chariot on a1 looks up the a-file at Han's soldier on a7.
OPEN_A_FILE = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
NO_HAN_A_CHARIOT = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
HANGING_CHARIOT = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/2r6/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"


def test_chariot_taking_a_soldier_defended_by_a_chariot_loses_the_exchange():
    assert _see(OPEN_A_FILE, "a1a7") == 200 - 1300


def test_undefended_soldier_is_a_clean_win():
    assert _see(NO_HAN_A_CHARIOT, "a1a7") == 200


def test_soldier_taking_a_chariot_wins_it_whatever_follows():
    assert _see(HANGING_CHARIOT, "c4c5") == 1300


def test_cannon_behind_its_screen_recaptures():
    # Han's chariot takes Cho's soldier on e5; Cho's cannon on e1 jumps its horse on e3 and takes the chariot.
    fen = "3k5/9/9/9/9/r3P4/9/4N4/9/4CK3 b - - 0 1"
    assert least_attacker(Game.from_fen(fen, ruleset="janggi").position.board, parse_uci("e5e5")[0], CHO) \
        == parse_uci("e1e1")[0]
    assert _see(fen, "a5e5") == 200 - 1300


def test_a_cannon_cannot_recapture_a_cannon():
    # The same, but Han's cannon (over its soldier on e7) takes on e5: Cho's cannon may not take a cannon.
    fen = "3k5/9/4c4/4p4/9/4P4/9/4N4/9/4CK3 b - - 0 1"
    board = Game.from_fen(fen, ruleset="janggi").position.board
    assert board[parse_uci("e8e8")[0]] & 7 == CANNON
    assert _see(fen, "e8e5") == 200


@pytest.mark.parametrize("side", [CHO, HAN])
def test_no_attacker_on_an_empty_corner(side):
    g = Game.from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ruleset="janggi")
    assert least_attacker(g.position.board, 45, side) == -1
