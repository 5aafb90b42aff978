"""Writes behave as an editor's save; reads take regular files of bounded size only and never block;
backups rotate instead of overwriting each other; messages that quote input stay one bounded line."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from janggi_desktop import fileio
from janggi_desktop.fileio import (
    CONFIG_FOLDER_ADVICE,
    FileRefusedError,
    NotAFolderError,
    NotRegularFileError,
    atomic_write,
    backups,
    ensure_folder,
    read_regular_file,
    rotate_backup,
)
from janggi_desktop.messages import MAX_MESSAGE, one_line, quote, short_path

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX modes, owners, FIFOs")


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


# --- atomic_write: an editor's save -------------------------------------------------------------------------
@posix_only
def test_a_replaced_file_keeps_its_mode(tmp_path):
    f = tmp_path / "game.pgn"
    f.write_bytes(b"old")
    os.chmod(f, 0o640)
    atomic_write(f, b"new")
    assert f.read_bytes() == b"new" and mode(f) == 0o640
    os.chmod(f, 0o604)
    atomic_write(f, b"newer")
    assert mode(f) == 0o604


@posix_only
def test_a_new_file_follows_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write(tmp_path / "a.pgn", b"x")
        os.umask(0o077)
        atomic_write(tmp_path / "b.pgn", b"x")
    finally:
        os.umask(old)
    assert mode(tmp_path / "a.pgn") == 0o644
    assert mode(tmp_path / "b.pgn") == 0o600


@posix_only
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="giving a file away needs root")
def test_a_replaced_file_keeps_its_owner(tmp_path):
    f = tmp_path / "shared.gib"
    f.write_bytes(b"old")
    os.chown(f, 65534, 65534)
    atomic_write(f, b"new")
    st = os.stat(f)
    assert (st.st_uid, st.st_gid) == (65534, 65534) and f.read_bytes() == b"new"


@posix_only
def test_writing_through_a_symlink_updates_its_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "records" / "club.pgn"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "latest.pgn"
    link.symlink_to(real)
    atomic_write(link, b"new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new"
    # a relative link, through a linked folder: the same
    rel = tmp_path / "rel.pgn"
    rel.symlink_to(os.path.join("records", "club.pgn"))
    atomic_write(rel, b"newer")
    assert rel.is_symlink() and real.read_bytes() == b"newer"
    assert sorted(p.name for p in real.parent.iterdir()) == ["club.pgn"]  # no temporary file left


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    f = tmp_path / "s.json"
    f.write_bytes(b"old")

    def boom(*_a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio.os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write(f, b"new")
    assert f.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["s.json"]


# --- read_regular_file: bounded, never blocking ------------------------------------------------------------
def test_reads_a_regular_file(tmp_path):
    f = tmp_path / "a.gib"
    f.write_bytes(b"abc")
    assert read_regular_file(f, 3) == b"abc"
    with pytest.raises(FileRefusedError, match="too large"):
        read_regular_file(f, 2)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(FileRefusedError, match="not a regular file"):
        read_regular_file(tmp_path, 100)


@posix_only
def test_devices_and_pipes_are_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.gib"
    os.mkfifo(fifo)
    results: list[object] = []

    def read_all() -> None:
        for p in (fifo, "/dev/zero"):
            try:
                read_regular_file(p, 1 << 20)
            except FileRefusedError as e:
                results.append(str(e))

    t = threading.Thread(target=read_all, daemon=True)
    t.start()
    t.join(30)  # a guard against a hang, not a timing: the refusal needs no input
    alive = t.is_alive()
    if alive:  # unblock the reader so the test run can end
        with open(fifo, "wb"):
            pass
    assert not alive, "reading a FIFO blocked"
    assert len(results) == 2 and all("not a regular file" in r for r in results)


# --- rotate_backup: several backups, none overwritten ------------------------------------------------------
def test_backups_rotate_and_the_oldest_goes_only_past_the_bound(tmp_path):
    f = tmp_path / "autosave.json"
    for i in range(7):
        f.write_text(f"game {i}")
        kept = rotate_backup(f, keep=5)
        assert kept == tmp_path / "autosave.json.bak" and not f.exists()
    names = [p.name for p in backups(f)]
    assert names == ["autosave.json.bak"] + [f"autosave.json.bak.{i}" for i in range(1, 5)]
    assert [p.read_text() for p in backups(f)] == [f"game {i}" for i in (6, 5, 4, 3, 2)]


def test_copying_keeps_the_original_and_a_repeat_makes_no_new_backup(tmp_path):
    f = tmp_path / "autosave.json"
    f.write_text("game A")
    assert rotate_backup(f, suffix=".prev", copy=True) == tmp_path / "autosave.json.prev"
    assert f.read_text() == "game A"
    rotate_backup(f, suffix=".prev", copy=True)  # the same game again: already kept
    assert [p.name for p in backups(f, ".prev")] == ["autosave.json.prev"]
    f.write_text("game B")
    rotate_backup(f, suffix=".prev", copy=True)
    assert [p.read_text() for p in backups(f, ".prev")] == ["game B", "game A"]


def test_a_gap_in_the_backups_is_filled_without_dropping_any(tmp_path):
    f = tmp_path / "s.json"
    (tmp_path / "s.json.bak").write_text("newest")
    (tmp_path / "s.json.bak.2").write_text("old")
    f.write_text("now")
    rotate_backup(f, keep=3)
    assert {p.name: p.read_text() for p in backups(f)} == {"s.json.bak": "now", "s.json.bak.1": "newest",
                                                           "s.json.bak.2": "old"}


def test_a_folder_in_the_way_is_set_aside_too(tmp_path):
    d = tmp_path / "settings.json"
    d.mkdir()
    (d / "x").write_text("x")
    assert rotate_backup(d) == tmp_path / "settings.json.bak"
    assert (tmp_path / "settings.json.bak" / "x").exists() and not d.exists()


def test_nothing_to_rotate_gives_none(tmp_path):
    assert rotate_backup(tmp_path / "missing.json") is None


# --- messages ---------------------------------------------------------------------------------------------
def test_messages_are_one_bounded_line():
    long = "x" * 100_000
    assert len(one_line(long)) == MAX_MESSAGE and one_line(long).endswith("…")
    assert one_line("a\nb\r\n  c") == "a b c"
    assert quote("ab") == "'ab'" and len(quote(long)) < 70 and quote(long).endswith("…")
    p = "/d" * 3000 + "/game.gib"
    assert short_path(p).endswith("/game.gib") and len(short_path(p)) <= 80


# --- atomic_write writes only regular files (issue 50, item 6) ----------------------------------------------
@posix_only
@pytest.mark.parametrize("kind", ["fifo", "link-to-fifo", "link-to-device", "device", "folder", "link-to-folder"])
def test_a_pipe_a_device_or_a_folder_is_never_replaced(tmp_path, kind):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "folder").mkdir()
    special = {"fifo": fifo, "device": Path("/dev/null"), "folder": tmp_path / "folder"}
    if kind.startswith("link-to-"):
        path = tmp_path / "x.pgn"
        path.symlink_to({"link-to-fifo": fifo, "link-to-device": "/dev/null",
                         "link-to-folder": tmp_path / "folder"}[kind])
        target = Path(os.path.realpath(path))
    else:
        path = target = special[kind]
    before = os.stat(target)
    with pytest.raises(NotRegularFileError, match="not a regular file: choose another file name"):
        atomic_write(path, b"text")
    after = os.stat(target)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)  # the same pipe/device/folder
    if path.is_symlink():
        assert os.readlink(path)  # the link is still there
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]  # no temporary left behind


@posix_only
def test_a_dangling_link_is_written_through_to_the_file_it_names(tmp_path):
    link = tmp_path / "x.pgn"
    link.symlink_to(tmp_path / "new.pgn")
    atomic_write(link, b"text")
    assert link.is_symlink() and (tmp_path / "new.pgn").read_bytes() == b"text"


# --- a folder that is no folder says what is in the way and what to do (issue 50, item 9) -------------------
@posix_only
@pytest.mark.parametrize("where, words", [
    ("/dev/null", "the configuration folder /dev/null is a device, not a folder: start with --config-dir"),
    ("{tmp}/file", "{tmp}/file is a file, not a folder"),
    ("{tmp}/file/a/b", "the configuration folder cannot be made: {tmp}/file is a file, not a folder"),
    ("{tmp}/pipe/a", "cannot be made: {tmp}/pipe is a named pipe, not a folder"),
])
def test_ensure_folder_names_what_is_in_the_way(tmp_path, where, words):
    (tmp_path / "file").write_text("x")
    os.mkfifo(tmp_path / "pipe")
    with pytest.raises(NotAFolderError) as e:
        ensure_folder(where.format(tmp=tmp_path), "the configuration folder", CONFIG_FOLDER_ADVICE)
    assert words.format(tmp=tmp_path) in str(e.value) and "Errno" not in str(e.value)
    assert (tmp_path / "file").read_text() == "x" and stat.S_ISFIFO(os.stat(tmp_path / "pipe").st_mode)


def test_ensure_folder_makes_missing_folders(tmp_path):
    assert ensure_folder(tmp_path / "a" / "b").is_dir()
    assert ensure_folder(tmp_path / "a" / "b").is_dir()  # and again: nothing to do


@posix_only
def test_ensure_folder_says_what_to_do_when_the_folder_cannot_be_made_at_all(tmp_path):
    with pytest.raises(OSError) as e:
        ensure_folder("/proc/self/no-such-folder", "the configuration folder", CONFIG_FOLDER_ADVICE)
    assert "the configuration folder /proc/self/no-such-folder cannot be made (" in str(e.value)
    assert CONFIG_FOLDER_ADVICE in str(e.value) and "Errno" not in str(e.value)
