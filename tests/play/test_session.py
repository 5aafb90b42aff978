"""The autosave follows the driver: written after every change, gone when the game ends, players kept."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from janggi_desktop.play import GameDriver, HumanPlayer, PlayerSpec
from janggi_desktop.play.session import Autosave, BackgroundWriter, load_saved, restore, specs_from_meta
from janggi_desktop.records import RecordError
from janggi_desktop.rules import Game

from .test_driver import ScriptedPlayer


def test_every_move_is_saved_with_the_players_and_restored(tmp_path):
    path = tmp_path / "autosave.json"
    engine = PlayerSpec.builtin(4).create()
    d = GameDriver(Game("janggimodern"), (HumanPlayer(), engine))
    Autosave(d, path)
    assert not path.exists()  # nothing is written until the game changes
    d.play("c4c5")
    game, specs = restore(path)
    assert [str(m) for m in game.moves] == ["c4c5"] and game.ruleset.name == "janggimodern"
    assert specs == (PlayerSpec.human(), PlayerSpec.builtin(4))
    d.undo()
    assert restore(path)[0].ply == 0


def test_a_finished_game_and_an_unstarted_hotseat_game_leave_no_autosave(tmp_path):
    path = tmp_path / "autosave.json"
    d = GameDriver(Game("janggi"))
    Autosave(d, path)
    d.play("c4c5")
    assert path.exists()
    d.resign()
    assert not path.exists()
    d.undo()  # the resignation taken back: the game is on again
    assert path.exists()
    d.new_game()
    assert not path.exists()


def test_review_writes_nothing_and_a_disabled_autosave_writes_nothing(tmp_path):
    path = tmp_path / "autosave.json"
    d = GameDriver(Game("janggi"))
    keeper = Autosave(d, path, enabled=False)
    d.play("c4c5")
    assert not path.exists()
    keeper.enabled = True
    d.play("c7c6")
    before = path.read_bytes()
    d.go_to(0)
    assert path.read_bytes() == before


def test_a_failed_write_is_reported_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    messages = []
    d = GameDriver(Game("janggi"))
    Autosave(d, blocker / "autosave.json", on_error=messages.append)
    d.play("c4c5")
    assert messages and d.game.ply == 1


def test_the_background_writer_runs_jobs_in_order_the_newest_waiting_one_only():
    writer = BackgroundWriter()
    assert writer.flush(0)  # nothing given: nothing to wait for
    started, gate, ran = threading.Event(), threading.Event(), []
    writer.submit(lambda: (started.set(), gate.wait(10), ran.append(1)))
    assert started.wait(10)  # the first job runs and waits at the gate
    for n in (2, 3, 4):
        writer.submit(lambda n=n: ran.append(n))
    assert not writer.flush(0.05) and ran == []
    gate.set()
    assert writer.flush(10) and ran == [1, 4]
    writer.submit(lambda: 1 / 0)  # a defective job does not end the writer
    assert writer.flush(10)
    writer.submit(lambda: ran.append(5))
    assert writer.flush(10) and ran == [1, 4, 5]


def test_a_background_autosave_reports_from_its_thread_and_flush_waits(tmp_path):
    path = tmp_path / "autosave.json"
    d = GameDriver(Game("janggi"), (HumanPlayer(), PlayerSpec.builtin(4).create()))
    errors = []
    save = Autosave(d, path, writer=BackgroundWriter(), on_error=lambda e: errors.append(
        (e, threading.current_thread().name)))
    d.play("c4c5")
    assert save.flush(10) and [str(m) for m in restore(path)[0].moves] == ["c4c5"]
    path.unlink()
    path.mkdir()  # the file's place taken by a folder: the write fails
    d.undo()
    assert save.flush(10) and len(errors) == 1 and errors[0][1] == "janggi-autosave"


def test_the_first_autosave_format_is_read():
    assert specs_from_meta({"mode": "computer", "human_side": "han", "level": 7}) == (
        PlayerSpec.builtin(7), PlayerSpec.human())
    assert specs_from_meta({"mode": "hotseat"}) == (PlayerSpec.human(), PlayerSpec.human())
    assert specs_from_meta({"players": [{"kind": "x"}, 3]}) == (PlayerSpec.human(), PlayerSpec.human())


def test_a_damaged_autosave_raises_a_record_error(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps({"format": "janggi-desktop-session", "version": 1, "ruleset": "janggi",
                                "start_fen": "x", "moves": []}))
    with pytest.raises(RecordError):
        restore(path)
    assert restore(tmp_path / "none.json") is None


def test_engine_players_survive_a_restart_of_the_driver(tmp_path):
    path = tmp_path / "autosave.json"
    d = GameDriver(Game("janggi"), (ScriptedPlayer(), HumanPlayer()))
    Autosave(d, path)
    d.play_engine_moves()
    game, specs = restore(path)
    assert game.ply == 1 and specs[0].kind == "builtin" and specs[1].is_human


# --- issue 50, item 4: one autosave per running instance ------------------------------------------------------
_HOLDER = """
import sys, time
from janggi_desktop.play.session import claim_autosave
print(claim_autosave(sys.argv[1]).name, flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(os.name != "posix", reason="kills the holder with SIGKILL")
def test_each_instance_claims_its_own_autosave_and_a_killed_ones_game_is_adopted(tmp_path):
    import signal
    import subprocess
    import sys

    from janggi_desktop.play.session import adopt_orphaned_autosaves, claim_autosave, orphaned_autosaves
    from janggi_desktop.records.autosave import previous_sessions, save_session

    root = Path(__file__).resolve().parents[2]
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(tmp_path)], stdout=subprocess.PIPE, text=True,
                              cwd=root)
    try:
        assert holder.stdout.readline().strip() == "autosave.json"  # the first instance: the usual name
        mine = claim_autosave(tmp_path)
        assert mine.name == "autosave-2.json" and claim_autosave(tmp_path) == mine  # the same for this process
        theirs_game, my_game = Game("janggi"), Game("janggi")
        theirs_game.push_uci("a4b4")
        my_game.push_uci("i4h4")
        save_session(tmp_path / "autosave.json", theirs_game)
        save_session(mine, my_game)
        assert orphaned_autosaves(mine) == []  # its instance runs: not ours to take
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert orphaned_autosaves(mine) == [tmp_path / "autosave.json"]
    [kept] = adopt_orphaned_autosaves(mine)
    assert kept == tmp_path / "autosave-2.json.prev" and previous_sessions(mine) == [kept]
    assert [str(m) for m in load_saved(kept).game.moves] == ["a4b4"]
    assert [str(m) for m in load_saved(mine).game.moves] == ["i4h4"]  # ours untouched
    assert not (tmp_path / "autosave.json").exists() and orphaned_autosaves(mine) == []
