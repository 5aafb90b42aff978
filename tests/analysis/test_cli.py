"""``janggi-desktop analyse``: a real multi-game .gib into annotated PGN, bad input, Ctrl+C."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from janggi_desktop.analysis import analysis_from_record, cli
from janggi_desktop.play import Player, PlayerSpec, ThinkInfo
from janggi_desktop.records import load_games

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "records" / "fixtures"
PRACTICE = FIXTURES / "practice_utf8.gib"  # three games: 24, 30 and 12 moves
CLUB = FIXTURES / "club_cp949.gib"  # one game of 40 moves, CP949


def test_a_multi_game_gib_with_two_engine_processes(tmp_path):
    out_path = tmp_path / "practice.pgn"
    out, err = io.StringIO(), io.StringIO()
    code = cli.main([str(PRACTICE), str(CLUB), str(out_path), "--engine", "fsf", "--depth", "6", "--jobs", "2"],
                    out=out, err=err)
    assert code == 0, err.getvalue()
    assert "analysed 4 game(s), 110 positions" in out.getvalue() and "2 engine process(es)" in out.getvalue()
    source = load_games(PRACTICE) + load_games(CLUB)
    games = load_games(out_path)
    assert [g.moves for g in games] == [g.moves for g in source]
    assert games[0].tags["White"] == source[0].tags["White"]  # the record's own headers are kept
    for record in games:
        analysis = analysis_from_record(record)
        assert analysis is not None and analysis.complete
        assert "Fairy-Stockfish" in record.tags["Annotator"] and "depth 6" in record.tags["Annotator"]


def test_the_builtin_engine_runs_as_its_own_processes(tmp_path):
    out_path = tmp_path / "club.pgn"
    code = cli.main([str(CLUB), str(out_path), "--engine", "builtin:3", "--jobs", "2", "--movetime", "50"],
                    out=io.StringIO(), err=io.StringIO())
    assert code == 0
    assert analysis_from_record(load_games(out_path)[0]).complete
    spec = cli.process_spec(PlayerSpec.builtin(3))
    assert spec.kind == "uci" and spec.options == (("Skill Level", "3"),)


@pytest.mark.parametrize("args, words", [
    (["missing.gib", "out.pgn"], "missing.gib"),
    ([str(PRACTICE), "out.gib"], ".pgn"),
    ([str(PRACTICE), "out.pgn", "--engine", "robot"], "robot"),
    ([str(PRACTICE), "out.pgn", "--engine", "human"], "engine"),
    ([str(PRACTICE), "out.pgn", "--movetime", "0"], "from 1 to"),
    ([str(PRACTICE), "out.pgn", "--movetime", "10", "--depth", "3"], "not allowed"),
    (["out.pgn"], "at least one record"),
])
def test_bad_input_is_one_line_and_status_2(tmp_path, monkeypatch, args, words):
    err = io.StringIO()
    monkeypatch.chdir(tmp_path)
    assert cli.main(args, out=io.StringIO(), err=err) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and words in lines[0] and lines[0].startswith("janggi-desktop analyse: ")


class InterruptedAfter(Player):
    """Answers ``n`` positions, then the user presses Ctrl+C."""

    def __init__(self, n: int) -> None:
        super().__init__(PlayerSpec("uci", command=("scripted",)))
        self.n = n

    def analyse(self, game, limits=None, *, multipv=1, on_info=None, stop=None):
        if self.n == 0:
            raise KeyboardInterrupt
        self.n -= 1
        return [ThinkInfo(depth=1, score_cp=0, pv=[game.legal_moves()[0]])]


def test_ctrl_c_keeps_the_games_finished(tmp_path, monkeypatch):
    # Game 1 has 25 positions to analyse (24 moves; it ended on time, so none is finished): the 31st is in game 2.
    monkeypatch.setattr(cli, "make_players", lambda spec, jobs: [InterruptedAfter(30)])
    out_path = tmp_path / "partial.pgn"
    err = io.StringIO()
    assert cli.main([str(PRACTICE), str(out_path), "--jobs", "1"], out=io.StringIO(), err=err) == 130
    assert "interrupted" in err.getvalue()
    games = load_games(out_path)
    assert len(games) == 1 and games[0].moves == load_games(PRACTICE)[0].moves
    assert analysis_from_record(games[0]).complete


def _default_sigint() -> None:
    """In the child: Ctrl+C does what it does in a terminal's foreground job.  A test run started in the
    background (``cmd &`` without job control, as a CI script may do) ignores SIGINT, its children inherit
    that, and Python then installs no KeyboardInterrupt handler: the signal would be lost."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_a_real_ctrl_c_in_the_terminal(tmp_path):
    out_path = tmp_path / "run.pgn"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # The club game four times over: the first game is written within seconds, and the other six (~20 s of
    # analysis) are not done before the signal even on a starved machine (with four games in all, they once were).
    proc = subprocess.Popen([sys.executable, "-m", "janggi_desktop.app", "analyse", str(PRACTICE), *[str(CLUB)] * 4,
                             str(out_path), "--engine", "fsf", "--movetime", "200"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=_default_sigint)
    deadline = time.monotonic() + 120
    while not out_path.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)  # polling a child process's output file, not waiting for our own code
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    kept = load_games(out_path)
    assert 1 <= len(kept) < 7 and all(analysis_from_record(r).complete for r in kept)
