"""Settings: remembered as JSON, written atomically, a corrupt file gives defaults, a warning and a .bak."""

from __future__ import annotations

import json

from janggi_desktop.play import PlayerSpec
from janggi_desktop.rules import Move
from janggi_desktop.ui.settings import Settings, SettingsStore


def test_round_trip_and_atomic_write(tmp_path):
    store = SettingsStore(tmp_path / "cfg")
    s = Settings(label_set="latin", flipped=True, coordinate_style="algebraic", mode="computer", human_side="han",
                 level=7, ruleset="janggimodern", geometry="abcd", language="fr")
    store.save(s)
    loaded, warning = store.load()
    assert warning is None and loaded == s
    assert sorted(p.name for p in (tmp_path / "cfg").iterdir()) == ["settings.json"]  # no temp file left


def test_missing_file_gives_defaults_without_warning(tmp_path):
    assert SettingsStore(tmp_path).load() == (Settings(), None)


def test_corrupt_file_gives_defaults_keeps_a_backup_and_warns_in_the_window(qtbot, make_window, config_dir):
    config_dir.mkdir(parents=True)
    bad = b'{"label_set": "hangeul", '  # truncated JSON
    (config_dir / "settings.json").write_bytes(bad)
    w = make_window()
    assert w.settings == Settings()
    assert (config_dir / "settings.json.bak").read_bytes() == bad
    message = w.statusBar().currentMessage()
    assert "settings.json" in message and "defaults" in message
    w.actions.cycle_labels_action.trigger()  # the next save writes a good file
    s, warning = SettingsStore(config_dir).load()
    assert warning is None and s.label_set == "hangeul"


def test_window_remembers_label_set_orientation_and_new_game_choice(qtbot, make_window, config_dir):
    w = make_window()
    w.actions.label_actions["latin"].trigger()
    w.actions.flip_action.trigger()
    w.actions.coord_actions["algebraic"].trigger()
    d = w.games.show_new_game_dialog()
    d.computer_radio.setChecked(True)
    d.side_combo.setCurrentIndex(d.side_combo.findData("han"))
    d.rows["cho"].select_level(6)
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("youzai"))
    d.reject()
    w.close()
    w2 = make_window()
    assert (w2.settings.label_set, w2.settings.flipped, w2.settings.coordinate_style) == ("latin", True, "algebraic")
    d2 = w2.games.show_new_game_dialog()
    assert d2.mode == "hotseat"  # the rejected dialog changed nothing
    d2.computer_radio.setChecked(True)
    d2.rows["han"].select_level(6)
    d2.ruleset_combo.setCurrentIndex(d2.ruleset_combo.findData("youzai"))
    d2.accept()
    w2.runner.stop()
    s, _ = SettingsStore(config_dir).load()
    assert (s.mode, s.level, s.ruleset) == ("computer", 6, "youzai")
    assert s.player_specs() == (PlayerSpec.human(), PlayerSpec.builtin(6))
    assert s.geometry  # saved on close


def test_the_game_in_progress_is_autosaved_and_restored(qtbot, make_window, config_dir):
    w = make_window()
    for uci in ("c4c5", "c7c6", "h3h5"):
        w.play_move(Move.from_uci(uci)) or w.play_move(Move.from_uci("i4h4"))
    moves = [str(m) for m in w.game.moves]
    qtbot.waitUntil((config_dir / "autosave.json").exists)  # written on the autosave's own thread
    w.close()
    w2 = make_window(restore_session=True)
    assert [str(m) for m in w2.game.moves] == moves
    assert "Restored" in w2.statusBar().currentMessage()
    w2.actions.resign_action.trigger()  # a finished game leaves no autosave
    qtbot.waitUntil(lambda: not (config_dir / "autosave.json").exists())


def test_a_move_never_waits_for_the_autosave_and_closing_waits_for_it(qtbot, make_window, config_dir, monkeypatch):
    """A disk that takes its time (the write held until released): the moves are played at once, only the
    newest state is written once the disk answers, a failed write is shown in the status bar, and closing
    the window waits until the last move is on disk."""
    import threading

    from janggi_desktop.play import session as store  # the autosave's writer calls it from there

    release, writes = threading.Event(), []
    real_write = store.write_session_text

    def slow_write(path, text):
        release.wait(10)
        writes.append(json.loads(text)["moves"])
        if len(writes[-1]) == 4:
            raise OSError(28, "No space left on device")
        real_write(path, text)

    monkeypatch.setattr(store, "write_session_text", slow_write)
    w = make_window()
    for uci in ("c4c5", "c7c6", "e4e5", "e7e6"):
        assert w.play_move(Move.from_uci(uci))  # returns while the first write waits for the disk
    assert writes == [] and not (config_dir / "autosave.json").exists()
    release.set()
    qtbot.waitUntil(lambda: bool(writes) and len(writes[-1]) == 4)
    assert len(writes) < 4  # the states given while the disk was busy: only the newest one written
    qtbot.waitUntil(lambda: "could not be autosaved" in w.statusBar().currentMessage())
    assert "No space left" in w.statusBar().currentMessage()
    w.play_move(Move.from_uci("a4b4"))
    w.close()
    assert json.loads((config_dir / "autosave.json").read_text(encoding="utf-8"))["moves"][-1] == "a4b4"


def test_a_damaged_autosave_is_reported_and_kept_aside(qtbot, make_window, config_dir):
    config_dir.mkdir(parents=True)
    (config_dir / "autosave.json").write_text('{"format": "janggi-desktop-session", "version": 1, "ruleset": '
                                              '"standard", "start_fen": "x", "moves": []}', encoding="utf-8")
    w = make_window(restore_session=True)
    assert w.game.moves == [] and not w.game.is_over()
    assert "could not be restored" in w.statusBar().currentMessage()
    assert (config_dir / "autosave.json.bak").exists()


def test_vs_computer_game_is_restored_with_its_mode(qtbot, make_window, config_dir):
    from .app_helpers import vs_engine, waiting_search

    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("cho", 4))
    w.play_move(Move.from_uci("c4c5"))
    w.close()
    w2 = make_window(search=waiting_search, restore_session=True)
    assert w2.driver.specs == vs_engine("cho", 4)
    assert w2.runner.is_thinking()  # it is the computer's turn: it thinks again


def test_recent_files_are_cleaned_on_load(tmp_path):
    from janggi_desktop.ui.settings import MAX_RECENT, Settings

    s = Settings(recent_files=["a", "b", "a", 3, ""] + [f"f{i}" for i in range(20)]).validated()
    assert s.recent_files[:2] == ["a", "b"] and len(s.recent_files) == MAX_RECENT
    assert Settings(recent_files="not a list").validated().recent_files == []
