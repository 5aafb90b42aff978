"""The real program in a subprocess: killed with SIGKILL in the middle of a game, restarted, and the game
comes back with every move that was on the board; and ``janggi-desktop FILE`` opens through File → Open's path.

The first run plays moves through the window (hidden ``--test-moves``: one move per event-loop turn, a
"played N" line after each, by which time the autosave is written); the test kills it once N moves were
reported.  The restarted program writes the game it restored (hidden ``--test-report``) and quits.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading

import pytest

from janggi_desktop.records import record_from_game, save_games
from janggi_desktop.rules import Game

from .app_helpers import random_game

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")


def random_moves(seed: int, plies: int) -> list[str]:
    return [str(m) for m in random_game(seed, plies, "standard").moves]


def app_env(cfg) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JANGGI_DESKTOP_CONFIG_DIR=str(cfg))
    env.pop("DISPLAY", None)
    return env


def start_app(cfg, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "janggi_desktop.app", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=app_env(cfg))


def read_until(proc: subprocess.Popen, wanted, timeout: float) -> list[str]:
    """Lines of ``proc``'s stdout until ``wanted(line)`` is true (fails after ``timeout`` seconds)."""
    lines: list[str] = []
    found = threading.Event()

    def reader() -> None:
        for line in proc.stdout:
            lines.append(line.strip())
            if wanted(line.strip()):
                found.set()
                return

    t = threading.Thread(target=reader, daemon=True)
    t.start()
    if not found.wait(timeout):
        proc.kill()
        pytest.fail(f"the program did not report in {timeout} s; stdout {lines!r}, stderr {proc.stderr.read()!r}")
    return lines


def restored_state(cfg, tmp_path, *args: str) -> dict:
    report = tmp_path / "report.json"
    r = subprocess.run([sys.executable, "-m", "janggi_desktop.app", "--test-report", str(report), *args],
                       capture_output=True, text=True, env=app_env(cfg), timeout=60, check=False)
    assert r.returncode == 0, r.stderr
    return json.loads(report.read_text(encoding="utf-8"))


def kill_after(proc: subprocess.Popen, lines: list[str]) -> int:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    played = [int(s.split()[1]) for s in lines if s.startswith("played ")]
    return max(played, default=0)


def test_killed_mid_game_then_restarted_the_game_has_every_move(tmp_path):
    cfg = tmp_path / "cfg"
    moves = random_moves(11, 40)
    assert len(moves) >= 20
    # 1. Killed after all moves were played and the program sits waiting for the next one.
    proc = start_app(cfg, "--test-moves", ",".join(moves[:16]))
    lines = read_until(proc, lambda s: s == "done" or s.startswith("refused"), 30)
    assert "done" in lines, lines
    assert kill_after(proc, lines) == 16
    state = restored_state(cfg, tmp_path)
    assert state["moves"] == moves[:16]
    assert state["players"] == [{"kind": "human"}, {"kind": "human"}] and not state["reviewing"]

    # 2. The restored game goes on; killed while moves are still coming in (right after the 4th of the new ones).
    proc = start_app(cfg, "--test-moves", ",".join(moves[16:]))
    lines = read_until(proc, lambda s: s == "played 4" or s.startswith("refused"), 30)
    on_board = kill_after(proc, lines)
    assert on_board >= 4, lines
    state = restored_state(cfg, tmp_path)
    n = len(state["moves"])
    assert n >= 16 + on_board  # every move reported as made is back (one more may have been made before the kill)
    assert state["moves"] == moves[:n]
    assert not (cfg / "autosave.json.bak").exists()


def test_two_windows_on_one_folder_killed_both_games_come_back(tmp_path):
    """Issue 50, item 4: two windows on one configuration folder overwrote each other's autosave (both killed,
    one game came back).  Each now has its own; the restart restores the first and keeps the other for File →
    Recover previous game, and says so."""
    from janggi_desktop.play.session import load_saved

    cfg = tmp_path / "cfg"
    first, second = random_moves(21, 12), random_moves(22, 9)
    assert first[:9] != second
    a = start_app(cfg, "--test-moves", ",".join(first))
    lines_a = read_until(a, lambda s: s == "done" or s.startswith("refused"), 30)
    b = start_app(cfg, "--test-moves", ",".join(second))  # while the first is still running
    lines_b = read_until(b, lambda s: s == "done" or s.startswith("refused"), 30)
    assert "done" in lines_a and "done" in lines_b
    assert kill_after(a, lines_a) == len(first) and kill_after(b, lines_b) == len(second)
    state = restored_state(cfg, tmp_path)
    assert state["moves"] == first
    kept = load_saved(cfg / "autosave.json.prev")  # the second window's game, for Recover previous game
    assert kept is not None and [str(m) for m in kept.game.moves] == second
    assert not (cfg / "autosave-2.json").exists()  # moved, not copied: it is offered once


def test_the_file_argument_opens_through_the_same_path_as_file_open(tmp_path):
    g = Game("janggi")
    for uci in random_moves(4, 10):
        g.push_uci(uci)
    f = tmp_path / "given.pgn"
    save_games(f, [record_from_game(g, White="Kim", Black="Lee")])
    state = restored_state(tmp_path / "cfg", tmp_path, str(f))
    assert state["moves"] == [str(m) for m in g.moves]
    assert state["reviewing"]  # shown from its start, ready to step through, as File → Open does
    settings = json.loads((tmp_path / "cfg" / "settings.json").read_text(encoding="utf-8"))
    assert settings["recent_files"] == [str(f.resolve())]


def test_a_timed_game_killed_mid_game_comes_back_with_the_time_at_the_last_move(tmp_path):
    from janggi_desktop.play import GameDriver, TimeControl, VirtualTime
    from janggi_desktop.play.session import Autosave

    cfg = tmp_path / "cfg"
    vt = VirtualTime()
    d = GameDriver(Game("standard"), time_control=TimeControl.parse("5m+30sx3"), time_source=vt)
    Autosave(d, cfg / "autosave.json")
    moves = random_moves(5, 12)
    vt.advance(40)
    d.play(moves[0])  # Cho 4:20 left
    vt.advance(320)
    d.play(moves[1])  # Han through its main time, 20 s into the first period: kept, 3 periods
    proc = start_app(cfg, "--test-moves", ",".join(moves[2:6]))
    lines = read_until(proc, lambda s: s == "done" or s.startswith("refused"), 30)
    assert "done" in lines, lines
    assert kill_after(proc, lines) == 4
    saved = json.loads((cfg / "autosave.json").read_text(encoding="utf-8"))["meta"]["clock"]
    assert [row[0] for row in saved["marks"]] == list(range(7))  # the clocks of every position
    state = restored_state(cfg, tmp_path)
    assert state["moves"] == moves[:6]
    ply, cho_ms, han_ms, cho_periods, han_periods = saved["marks"][-1]
    assert state["clock"] == {"controls": ["5m+30sx3", "5m+30sx3"], "main_ms": [cho_ms, han_ms],
                              "periods": [cho_periods, han_periods]}
    # The killed program's own moves were instant; the time it was down and the restart took are not counted.
    assert 250_000 < cho_ms <= 260_000 and han_ms == 0 and han_periods == 3
