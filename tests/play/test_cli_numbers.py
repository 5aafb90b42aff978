"""Every number from outside has a range, checked before work starts (issue 50, item 7): the match and
analyse command lines, player texts, a PGN's NAG.  No engine is started by any of these tests: the factory
given to ``match`` fails the test if it is ever called."""

from __future__ import annotations

import io

import pytest

from janggi_desktop.analysis import cli as analyse_cli
from janggi_desktop.messages import bounded_int
from janggi_desktop.play import match
from janggi_desktop.play.players import PlayerSpec, PlayerSpecError
from janggi_desktop.records import RecordError, loads

HUGE = "9" * 5000


def no_engine(_text: str, _seed: int):
    raise AssertionError("an engine was started before the options were checked")


@pytest.mark.parametrize("args, words", [
    (["--games", "0"], "--games: '0' is not a whole number from 1 to 100,000"),
    (["--movetime", "99999999999999999999999"], "--movetime: '99999999999999999999999' is not a whole number"),
    (["--movetime", HUGE], "--movetime: '999999999999999999999999'… is not a whole number"),
    (["--nodes", "-1"], "--nodes: '-1' is not a whole number from 1"),
    (["--random-plies", "100000"], "--random-plies"),
    (["--max-plies", "99999999999"], "--max-plies"),
    (["--seed", HUGE], "--seed"),
    (["--games", "1e3"], "--games: '1e3' is not a whole number"),
])
def test_match_refuses_numbers_out_of_range_before_any_engine(capsys, args, words):
    assert match.main(["builtin:1", "builtin:2", *args], factory=no_engine) == 2
    err = capsys.readouterr().err
    assert words in err and "Exceeds the limit" not in err and len(err) < 400


@pytest.mark.parametrize("player", ["fsf:999", "fsf:-21", f"fsf:{HUGE}", f"builtin:{HUGE}", "builtin:11"])
def test_player_texts_out_of_range_are_refused_with_a_short_message(player):
    with pytest.raises(PlayerSpecError) as e:
        PlayerSpec.parse(player)
    assert "-20..20" in str(e.value) or "1-10" in str(e.value)
    assert len(str(e.value)) < 120


def test_match_pgn_into_a_folder_a_missing_folder_or_another_type_fails_before_game_1(tmp_path, capsys):
    (tmp_path / "games.pgn").mkdir()
    for pgn, words in ((tmp_path, "give a name ending in .pgn"), (tmp_path / "games.pgn", "is a folder"),
                       (tmp_path / "missing" / "g.pgn", "does not exist")):
        assert match.main(["builtin:1", "builtin:2", "--pgn", str(pgn)], factory=no_engine) == 2
        assert words in capsys.readouterr().err


@pytest.mark.parametrize("tc", [HUGE + "+1", "5m+30sx" + HUGE, "1m+" + HUGE + "s", "5+3x" + HUGE + "(b)"])
def test_a_huge_time_control_gives_a_bounded_message(capsys, tc):
    """The last one gave Python's 'Exceeds the limit (4300 digits)' (found by the hostile run)."""
    assert match.main(["builtin:1", "builtin:2", "--tc", tc], factory=no_engine) == 2
    err = capsys.readouterr().err
    assert "janggi-desktop match:" in err and len(err) < 500 and "Exceeds the limit" not in err


@pytest.mark.parametrize("args, words", [
    (["--movetime", "99999999999999999999999"], "--movetime"),
    (["--depth", "99999999999"], "--depth: '99999999999' is not a whole number from 1 to 64"),
    (["--jobs", "1000"], "--jobs: '1000' is not a whole number from 1 to 32"),
    (["--jobs", "0"], "--jobs"),
])
def test_analyse_refuses_numbers_out_of_range(tmp_path, args, words):
    err = io.StringIO()
    code = analyse_cli.main(["in.pgn", str(tmp_path / "out.pgn"), *args], out=io.StringIO(), err=err)
    assert code == 2 and words in err.getvalue()


def test_analyse_output_in_a_missing_folder_fails_before_reading_or_analysing(tmp_path):
    src = tmp_path / "in.pgn"
    src.write_text('[Event "x"]\n\n1. a4b4 *\n', encoding="utf-8")
    err = io.StringIO()
    code = analyse_cli.main([str(src), str(tmp_path / "no" / "out.pgn"), "--engine", "uci:/nonexistent/engine"],
                            out=io.StringIO(), err=err)
    assert code == 2 and "does not exist" in err.getvalue()


def test_a_nag_out_of_range_never_reaches_pythons_int_conversion():
    for nag in (HUGE, "256"):
        try:
            [rec] = loads(f'[Event "x"]\n\n1. a4b4 ${nag} *\n', "pgn")
        except RecordError as e:
            assert "Exceeds the limit" not in str(e) and len(str(e)) <= 200
        else:
            assert rec.moves  # read, the NAG set aside


def test_bounded_int_reads_whole_numbers_in_range_only():
    import argparse

    convert = bounded_int(-20, 20)
    assert [convert(s) for s in ("-20", "0", "+5", " 20 ", "1_0")] == [-20, 0, 5, 20, 10]
    for bad in ("21", "-21", "1.5", "", "٣", HUGE, "0x10"):
        with pytest.raises(argparse.ArgumentTypeError, match="from -20 to 20"):
            convert(bad)
