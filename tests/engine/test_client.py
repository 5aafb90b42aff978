"""The UCI client against our engine (always) and Fairy-Stockfish (when installed)."""

import os
import shutil

import pytest

from janggi_desktop.engine.client import FAIRY_STOCKFISH, EngineTimeoutError, UciClient, parse_option
from janggi_desktop.rules import Game

HAVE_FSF = os.path.exists(FAIRY_STOCKFISH) or shutil.which("fairy-stockfish") is not None


def test_parse_option_with_spaces_and_vars():
    o = parse_option("option name Skill Level type spin default 10 min 1 max 10")
    assert (o.name, o.type, o.default, o.min, o.max) == ("Skill Level", "spin", "10", 1, 10)
    o = parse_option("option name UCI_Variant type combo default janggi var janggi var janggicasual")
    assert o.vars == ["janggi", "janggicasual"]


def test_client_drives_our_engine_and_shuts_it_down():
    with UciClient() as eng:
        assert eng.name and "uci_variant" in eng.options
        eng.set_option("UCI_Variant", "janggi")
        eng.is_ready()
        eng.position(moves=["e4d4", "e7d7"])
        counts, total = eng.perft(1)
        assert total == 8 and "e2e2" in counts
        eng.position(moves=["b1c3"])
        best = eng.go(depth=2)
        g = Game("janggi")
        g.push_uci("b1c3")
        assert g.is_legal(best.move)
        assert best.last_score() is not None
        eng.go_infinite()
        assert eng.stop().move is not None
        proc = eng.proc
    assert proc.poll() is not None


def test_read_timeout_is_reported():
    with UciClient() as eng:
        with pytest.raises(EngineTimeoutError):
            eng.read_line(0.05)


@pytest.mark.skipif(not HAVE_FSF, reason="fairy-stockfish not installed")
def test_client_drives_fairy_stockfish_from_a_fen():
    g = Game("janggi", cho="상마상마", han="마상마상")
    with UciClient([FAIRY_STOCKFISH]) as eng:
        eng.set_option("UCI_Variant", "janggi")
        eng.is_ready()
        eng.position(g.start_fen)
        best = eng.go(movetime=100)
        assert g.is_legal(best.move)
