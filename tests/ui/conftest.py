"""Fixtures of the application tests (tests/ui/test_app_*.py): a main window whose settings live in tmp_path."""

from __future__ import annotations

import pytest


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    """The settings directory for this test (the user's own settings are never touched)."""
    d = tmp_path / "config"
    monkeypatch.setenv("JANGGI_DESKTOP_CONFIG_DIR", str(d))
    return d


@pytest.fixture
def make_window(qtbot, config_dir):
    """Factory for a shown, started MainWindow whose settings live in tmp_path; confirmations answer Yes."""
    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore

    made = []

    def make(search=None, confirm=True, **kwargs):
        for earlier in made:  # as at a restart: the earlier window's last autosave is on disk
            earlier.autosave.flush()
        w = MainWindow(SettingsStore(config_dir), player_factory=search, **kwargs)
        w.boxes.confirm = lambda *_args: confirm
        w.records.ask_name = lambda current: current  # the name box, as if cancelled
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.started)  # its first frame is out: the shortcuts and the move list are there
        made.append(w)
        return w

    yield make
    for w in made:
        w.runner.shutdown(2000)
