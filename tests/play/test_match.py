"""Headless matches through the driver and players: games, colours, PGN, the command line."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from janggi_desktop.play.engines import find_fairy_stockfish
from janggi_desktop.play.match import default_factory, elo_text, main, run_match
from janggi_desktop.records import load_games
from janggi_desktop.rules import Game, Handicap

FSF = find_fairy_stockfish()


def test_a_match_alternates_colours_and_writes_every_game(tmp_path):
    pgn = tmp_path / "out.pgn"
    out = io.StringIO()
    r = run_match("builtin:1", "builtin:2", games=2, movetime=30, ruleset="janggi", pgn=str(pgn), out=out,
                  max_plies=60)
    assert len(r.games) == 2
    assert r.games[0].cho == r.games[1].han and r.games[0].han == r.games[1].cho
    text = out.getvalue()
    assert "game   1:" in text and "game   2:" in text and "W/D/L" in text and "Elo" in text
    records = load_games(pgn)
    assert len(records) == 2
    for rec, g in zip(records, r.games, strict=True):
        assert rec.result == g.result and rec.termination and rec.moves == g.game.moves
        assert rec.tags["White"] == g.cho


def test_a_match_on_nodes_gives_every_move_the_node_budget_and_replays_identically():
    seen = []

    def factory(text, seed):
        player = default_factory(text, seed)
        think = player.think

        def recording_think(game, limits=None, **kw):
            seen.append(limits)
            return think(game, limits, **kw)

        player.think = recording_think
        return player

    runs = [run_match("builtin:10", "builtin:9", games=2, nodes=400, max_plies=24, out=io.StringIO(),
                      factory=factory) for _ in range(2)]
    assert seen and all(lim.nodes == 400 and lim.movetime_ms is None for lim in seen)
    # a node budget does not depend on the machine's load: the same games, move for move
    first, second = ([g.game.moves for g in r.games] for r in runs)
    assert first == second


def test_random_plies_open_both_games_of_a_pair_alike_and_each_pair_differently():
    r = run_match("builtin:8", "builtin:7", games=4, nodes=200, max_plies=12, random_plies=4, out=io.StringIO())
    openings = [tuple(g.game.moves[:4]) for g in r.games]
    assert all(len(o) == 4 and not any(m.is_pass for m in o) for o in openings)
    assert openings[0] == openings[1] and openings[2] == openings[3]
    assert openings[0] != openings[2]
    assert main(["builtin:1", "builtin:2", "--random-plies", "-1"]) == 2


@pytest.mark.skipif(FSF is None, reason="Fairy-Stockfish is not installed")
def test_builtin_against_fairy_stockfish_and_the_pgn_replays_in_its_san(tmp_path):
    pyffish = pytest.importorskip("pyffish")
    pgn = tmp_path / "out.pgn"
    code = subprocess.run([sys.executable, "-m", "janggi_desktop.app", "match", "builtin:2", "fsf:0", "--games", "2",
                           "--movetime", "100", "--pgn", str(pgn)], capture_output=True, text=True, timeout=600)
    assert code.returncode == 0, code.stderr
    assert "W/D/L" in code.stdout
    records = load_games(pgn)
    assert len(records) == 2
    body = pgn.read_text(encoding="utf-8")
    for rec in records:
        assert rec.result in ("1-0", "0-1", "1/2-1/2") and rec.termination
        uci = [str(m) for m in rec.moves]
        san = pyffish.get_san_moves("janggi", rec.start_fen, uci)
        for s in san[:40]:
            assert s in body


def test_bad_command_lines_exit_2_with_one_line(capsys):
    assert main(["builtin:1", "robot:3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "robot:3" in err
    assert main(["human", "builtin:1", "--games", "1"]) == 2
    assert main(["builtin:1", "builtin:2", "--ruleset", "chess"]) == 2
    assert main(["builtin:1"]) == 2
    assert main(["builtin:1", "builtin:2", "--nodes", "0"]) == 2
    assert "--nodes" in capsys.readouterr().err
    assert main(["builtin:1", "builtin:2", "--nodes", "500", "--tc", "5m+30sx3"]) == 2
    assert "exclude" in capsys.readouterr().err


def test_elo_text_for_a_sweep_and_an_even_score():
    assert "95 % bound" in elo_text([1.0] * 10)
    assert elo_text([1.0] * 10).startswith("Elo difference > +")
    assert elo_text([0.0] * 10).startswith("Elo difference < -")
    assert elo_text([0.0, 0.0]) == "Elo difference not measurable from 2 games (no game won)"
    assert elo_text([1.0, 0.0, 0.5, 0.5]).startswith("Elo difference +0")


def test_a_handicap_match_starts_every_game_without_the_pieces_and_records_it(tmp_path):
    pgn = tmp_path / "handicap.pgn"
    out = io.StringIO()
    r = run_match("builtin:1", "builtin:2", games=2, nodes=200, ruleset="standard", pgn=str(pgn), out=out,
                  max_plies=20, handicap=Handicap.parse("han:RC"))
    assert "handicap han:RC (Han without a chariot and a cannon (차포 떼고))" in out.getvalue()
    records = load_games(pgn)
    assert len(records) == 2
    for rec, g in zip(records, r.games, strict=True):
        start = Game("standard", fen=rec.start_fen)
        assert start.points() == (72.0, 73.5 - 20)  # Han's chariot and cannon are off the board
        assert rec.handicap == Handicap.parse("han:RC") and rec.tags["Handicap"] == "han:RC"
        assert rec.moves == g.game.moves and g.game.ply > 0


@pytest.mark.skipif(FSF is None, reason="Fairy-Stockfish is not installed")
def test_fairy_stockfish_plays_a_handicap_game_from_its_fen(tmp_path):
    pgn = tmp_path / "fsf.pgn"
    assert main(["builtin:1", "fsf:0", "--games", "2", "--movetime", "50", "--max-plies", "30",
                 "--handicap", "cho:R", "--ruleset", "janggi", "--pgn", str(pgn)]) == 0
    records = load_games(pgn)
    assert len(records) == 2
    for rec in records:
        assert rec.handicap == Handicap.parse("cho:R")
        assert "forfeit" not in rec.termination  # Fairy-Stockfish answered every position with a legal move
        # It played until the cap, or until the game really ended (Skill 0 against a chariot short can be
        # mated early: a fixed length would fail on a fair game).
        assert len(rec.moves) >= 30 or rec.to_game().outcome() is not None


@pytest.mark.parametrize(("text", "words"), [("han:K", "general"), ("han:RRR", "fewer"), ("R", "SIDE:PIECES"),
                                             ("cho:Rb1", "no chariot on b1")])
def test_a_bad_handicap_exits_2_with_one_line(capsys, text, words):
    assert main(["builtin:1", "builtin:2", "--handicap", text]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err
