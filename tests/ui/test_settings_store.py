"""The settings loader never raises: a bad file is set aside (rotated backups) with a warning, a bad field
keeps every other, and the recent-files list never holds an entry that cannot be checked.  Qt-free."""

from __future__ import annotations

import json
import os
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from janggi_desktop.fileio import backups
from janggi_desktop.ui.settings import (
    MAX_RECENT,
    MAX_SETTINGS_BYTES,
    Settings,
    SettingsStore,
    existing_recent_files,
)


def write(d, data: bytes | str) -> None:
    d.mkdir(parents=True, exist_ok=True)
    (d / "settings.json").write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))


@pytest.mark.parametrize("content", ["[" * 100_000, '{"a":' * 50_000], ids=["brackets", "objects"])
def test_deep_nesting_gives_defaults_a_backup_and_a_warning(tmp_path, content):
    write(tmp_path, content)
    s, warning = SettingsStore(tmp_path).load()
    assert s == Settings()
    assert warning and "settings.json" in warning and "defaults" in warning and "nested" in warning
    assert (tmp_path / "settings.json.bak").read_text() == content and not (tmp_path / "settings.json").exists()


def test_a_second_bad_file_does_not_overwrite_the_first_backup(tmp_path):
    store = SettingsStore(tmp_path)
    write(tmp_path, "not json 1")
    store.load()
    write(tmp_path, "not json 2")
    s, warning = store.load()
    assert s == Settings() and warning
    assert [p.read_text() for p in backups(store.path)] == ["not json 2", "not json 1"]


def test_a_wrongly_typed_field_keeps_every_other_and_the_original_is_backed_up(tmp_path):
    original = json.dumps({"ruleset": [], "level": 7, "label_set": "latin", "flipped": True,
                           "recent_files": ["/games/a.gib", "/games/b.pgn"], "language": {"x": 1}})
    write(tmp_path, original)
    store = SettingsStore(tmp_path)
    s, warning = store.load()
    assert (s.level, s.label_set, s.flipped) == (7, "latin", True)
    assert s.recent_files == ["/games/a.gib", "/games/b.pgn"]
    assert (s.ruleset, s.language) == ("standard", "")
    assert warning and "ruleset" in warning and "language" in warning and "settings.json.bak" in warning
    store.save(s)  # the next save rewrites the file; the original stays in the backup
    assert (tmp_path / "settings.json.bak").read_text() == original
    assert store.load() == (s, None)


def test_out_of_range_values_are_named_and_the_rest_kept(tmp_path):
    write(tmp_path, json.dumps({"label_set": "emoji", "level": 42, "ruleset": "chess", "flipped": True,
                                "unknown": 1}))
    s, warning = SettingsStore(tmp_path).load()
    assert (s.label_set, s.level, s.ruleset, s.flipped) == ("hanja", 3, "standard", True)
    assert warning and all(k in warning for k in ("label_set", "level", "ruleset"))
    assert "unknown" not in warning  # a key of a newer version is not an error


def test_the_settings_file_is_a_folder(tmp_path):
    (tmp_path / "settings.json").mkdir()
    store = SettingsStore(tmp_path)
    s, warning = store.load()
    assert s == Settings() and warning and "folder" in warning
    assert (tmp_path / "settings.json.bak").is_dir()
    store.save(Settings(level=5))  # the place is free again
    assert store.load() == (Settings(level=5), None)


@pytest.mark.skipif(os.name != "posix", reason="named pipes")
def test_a_named_pipe_is_refused_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "settings.json")
    got: list = []
    t = threading.Thread(target=lambda: got.append(SettingsStore(tmp_path).load()), daemon=True)
    t.start()
    t.join(30)  # a guard against a hang, not a timing
    if t.is_alive():
        with open(tmp_path / "settings.json", "wb"):
            pass
    assert got, "loading a named pipe blocked"
    s, warning = got[0]
    assert s == Settings() and "pipe" in warning


def test_an_oversized_file_is_set_aside(tmp_path):
    write(tmp_path, b" " * (MAX_SETTINGS_BYTES + 1))
    s, warning = SettingsStore(tmp_path).load()
    assert s == Settings() and "too large" in warning and (tmp_path / "settings.json.bak").exists()


def test_an_unreadable_file_is_reported(tmp_path, monkeypatch):
    write(tmp_path, json.dumps({"level": 4}))
    import janggi_desktop.ui.settings as mod

    def denied(*_a, **_k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(mod, "read_regular_file", denied)
    s, warning = SettingsStore(tmp_path).load()
    assert s == Settings() and "Permission denied" in warning


def test_not_utf8_and_not_an_object(tmp_path):
    for data in (b"\xff\xfe\x00", b"[1, 2]", b"null", b"1e999999", b'"' + b"x" * 10 + b'"'):
        write(tmp_path, data)
        s, warning = SettingsStore(tmp_path).load()
        assert s == Settings() and warning, data
    assert len(backups(tmp_path / "settings.json")) == 5  # bounded


def test_warnings_are_one_bounded_line(tmp_path):
    write(tmp_path, json.dumps({"ruleset": "x" * 100_000, "label_set": "\n" * 50}))
    _, warning = SettingsStore(tmp_path).load()
    assert warning and len(warning) <= 200 and "\n" not in warning


# --- recent files ---------------------------------------------------------------------------------------------
def test_recent_entries_that_can_never_be_paths_are_dropped_on_load(tmp_path):
    good = str(tmp_path / "a.gib")
    entries = [good, "x\0y.gib", "a" * 5000 + ".gib", "/" + "d/" * 3000 + "x.gib", 3, "", good]
    write(tmp_path, json.dumps({"recent_files": entries, "level": 6}))
    s, _ = SettingsStore(tmp_path).load()
    assert s.recent_files == [good] and s.level == 6


def test_existing_recent_files_never_raises(tmp_path, monkeypatch):
    real = tmp_path / "a.gib"
    real.write_text("x")
    folder = tmp_path / "folder.gib"
    folder.mkdir()
    entries = [str(real), str(folder), str(tmp_path / "gone.pgn"), "x\0y", "a" * 5000, "/" + "d/" * 3000,
               "/proc/1/root/x.gib", 7, None, str(real)]
    assert existing_recent_files(entries) == [str(real)]
    import pathlib

    real_stat = os.stat

    def denied(path, *a, **k):  # permission denied on one entry, whoever runs the test
        if os.fspath(path).endswith("secret.gib"):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_stat(path, *a, **k)

    monkeypatch.setattr(os, "stat", denied)
    with pytest.raises(PermissionError):
        pathlib.Path("/x/secret.gib").is_file()  # what the window's menu did
    assert existing_recent_files(["/x/secret.gib", str(real)]) == [str(real)]


def test_existing_recent_files_keeps_order_and_bound(tmp_path):
    files = []
    for i in range(MAX_RECENT + 3):
        f = tmp_path / f"g{i}.pgn"
        f.write_text("x")
        files.append(str(f))
    assert existing_recent_files(files) == files[:MAX_RECENT]
    assert existing_recent_files("not a list") == []


# --- fuzz -----------------------------------------------------------------------------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=12), children, max_size=5),
    max_leaves=20,
)
FIELDS = st.sampled_from(["label_set", "flipped", "coordinate_style", "mode", "human_side", "level", "ruleset",
                          "geometry", "language", "recent_files"])


def check_loaded(s, warning) -> None:
    assert isinstance(s, Settings) and s == s.validated()
    assert warning is None or (isinstance(warning, str) and len(warning) <= 200 and "\n" not in warning)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.dictionaries(FIELDS, JSON, max_size=10) | JSON)
def test_fuzz_random_json_loads_or_falls_back(tmp_path, data):
    write(tmp_path, json.dumps(data))
    store = SettingsStore(tmp_path)
    s, warning = store.load()
    check_loaded(s, warning)
    store.save(s)  # whatever was loaded can be saved and loads back the same, without a warning
    assert store.load() == (s, None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300))
def test_fuzz_random_bytes_load_or_fall_back(tmp_path, data):
    write(tmp_path, data)
    check_loaded(*SettingsStore(tmp_path).load())


def test_external_engines_are_checked_when_there_are_any(tmp_path):
    """An empty list needs no check (start-up does not import the engine registry for it); a list is checked
    entry by entry, and a bad entry drops the field."""
    good = {"name": "Fairy-Stockfish", "command": ["/usr/games/fairy-stockfish"], "variants": ["janggi"]}
    write(tmp_path, json.dumps({"engines": [good]}))
    assert SettingsStore(tmp_path).load()[0].engines == [good]
    write(tmp_path, json.dumps({"engines": []}))
    assert SettingsStore(tmp_path).load() == (Settings(), None)
    write(tmp_path, json.dumps({"engines": [good, {"name": "no command"}], "level": 7}))
    s, warning = SettingsStore(tmp_path).load()
    assert s.engines == [] and s.level == 7 and warning and "engines" in warning


# --- issue 50, item 9: a configuration "folder" that is a file or a device -----------------------------------
@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
@pytest.mark.parametrize("folder", ["/dev/null", "{tmp}/file", "{tmp}/file/sub"])
def test_a_config_folder_that_is_no_folder_says_what_to_do_when_loading_saving_and_autosaving(tmp_path, folder):
    from janggi_desktop.records import RecordError
    from janggi_desktop.records.autosave import write_session_text

    (tmp_path / "file").write_text("keep me")
    directory = folder.format(tmp=tmp_path)
    store = SettingsStore(directory)
    settings_, warning = store.load()
    assert settings_ == Settings() and "not a folder" in warning and "--config-dir" in warning
    with pytest.raises(OSError) as e:
        store.save(Settings())
    assert "not a folder: start with --config-dir FOLDER" in str(e.value) and "File exists" not in str(e.value)
    with pytest.raises(RecordError) as e:
        write_session_text(os.path.join(directory, "autosave.json"), "{}")
    assert "not a folder: start with --config-dir" in str(e.value) and "File exists" not in str(e.value)
    assert (tmp_path / "file").read_text() == "keep me"
