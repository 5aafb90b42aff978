"""Start-up always succeeds, whatever is in the config directory: the real program in a subprocess.

Each case puts something bad in the config directory, starts ``janggi-desktop --smoke`` (or, for the
autosave, the hidden ``--test-report`` start that restores the game in progress), and checks that it
exits 0 in time, that the bad file was set aside rather than lost, and that what could be read was kept.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from janggi_desktop.rules import Game

posix_only = pytest.mark.skipif(os.name != "posix", reason="named pipes")


def start(cfg: Path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("JANGGI_DESKTOP_CONFIG_DIR", None)
    # the timeout guards against a hang (a FIFO read at start-up); it is not a timing
    return subprocess.run([sys.executable, "-m", "janggi_desktop.app", "--config-dir", str(cfg), *args],
                          capture_output=True, text=True, env=env, timeout=90, check=False)


def smoke(cfg: Path) -> subprocess.CompletedProcess:
    r = start(cfg, "--smoke")
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Traceback" not in r.stderr, r.stderr[-2000:]
    return r


def saved_settings(cfg: Path) -> dict:
    return json.loads((cfg / "settings.json").read_text(encoding="utf-8"))


def test_deeply_nested_settings(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "settings.json").write_text("[" * 100_000)
    smoke(cfg)
    assert (cfg / "settings.json.bak").read_text() == "[" * 100_000
    assert isinstance(saved_settings(cfg), dict)  # a fresh, good file


def test_settings_that_is_a_folder(tmp_path):
    cfg = tmp_path / "cfg"
    (cfg / "settings.json").mkdir(parents=True)
    (cfg / "settings.json" / "note").write_text("mine")
    smoke(cfg)
    assert (cfg / "settings.json.bak" / "note").read_text() == "mine"
    assert isinstance(saved_settings(cfg), dict)


@posix_only
def test_settings_that_is_a_named_pipe(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    os.mkfifo(cfg / "settings.json")
    smoke(cfg)
    assert isinstance(saved_settings(cfg), dict)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads any file")
def test_unreadable_settings(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "settings.json").write_text('{"level": 5}')
    os.chmod(cfg / "settings.json", 0)
    smoke(cfg)


def test_a_wrongly_typed_field_keeps_the_recent_files_and_a_backup(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    record = tmp_path / "club.pgn"
    record.write_text('[Event "x"]\n\n1. Hb1c3 *\n', encoding="utf-8")
    original = json.dumps({"ruleset": [], "level": 7, "recent_files": [str(record)]})
    (cfg / "settings.json").write_text(original)
    smoke(cfg)
    saved = saved_settings(cfg)
    assert saved["recent_files"] == [str(record)] and saved["level"] == 7 and saved["ruleset"] == "standard"
    assert (cfg / "settings.json.bak").read_text() == original


def test_recent_files_that_cannot_be_checked(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    record = tmp_path / "club.pgn"
    record.write_text('[Event "x"]\n\n1. Hb1c3 *\n', encoding="utf-8")
    bad = ["/proc/1/root/x.gib", "a" * 5000 + ".gib", "/" + "d/" * 3000 + "x.gib", "x\0y.gib", 42]
    (cfg / "settings.json").write_text(json.dumps({"recent_files": [*bad, str(record)], "level": 6}))
    smoke(cfg)
    saved = saved_settings(cfg)
    assert saved["recent_files"] == [str(record)] and saved["level"] == 6


def test_the_config_directory_is_a_file(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.write_text("not a folder")
    smoke(cfg)
    assert cfg.read_text() == "not a folder"


# --- the autosave: restored at start-up (--test-report restores, reports and quits) ----------------------------
def restore(tmp_path: Path, cfg: Path) -> dict:
    report = tmp_path / "report.json"
    r = start(cfg, "--test-report", str(report))
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Traceback" not in r.stderr, r.stderr[-2000:]
    return json.loads(report.read_text())


@pytest.mark.parametrize("content", [b"[" * 100_000, b"\xff\xfe garbage", b'{"format": "janggi-desktop-session", '
                                     b'"version": 1, "ruleset": "janggi", "start_fen": "x", "moves": []}'],
                         ids=["nested", "bytes", "bad-fen"])
def test_a_damaged_autosave_is_set_aside(tmp_path, content):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "autosave.json").write_bytes(content)
    report = restore(tmp_path, cfg)
    assert report["moves"] == [] and report["start_fen"] == Game().start_fen
    assert (cfg / "autosave.json.bak").read_bytes() == content


@posix_only
def test_an_autosave_that_is_a_named_pipe(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    os.mkfifo(cfg / "autosave.json")
    report = restore(tmp_path, cfg)
    assert report["moves"] == []


def test_an_autosave_that_is_a_folder(tmp_path):
    cfg = tmp_path / "cfg"
    (cfg / "autosave.json").mkdir(parents=True)
    report = restore(tmp_path, cfg)
    assert report["moves"] == []


# --- a record named on the command line ---------------------------------------------------------------------
@posix_only
@pytest.mark.parametrize("kind", ["fifo", "device", "folder"])
def test_a_record_that_is_not_a_regular_file_is_refused_at_once(tmp_path, kind):
    cfg = tmp_path / "cfg"
    if kind == "fifo":
        record = tmp_path / "game.gib"
        os.mkfifo(record)
    elif kind == "device":
        record = Path("/dev/zero")
    else:
        record = tmp_path / "folder.pgn"
        record.mkdir()
    r = start(cfg, "--smoke", str(record))
    assert r.returncode == 1, r.stderr[-2000:]  # --smoke: the record could not be opened
    assert "Traceback" not in r.stderr, r.stderr[-2000:]
