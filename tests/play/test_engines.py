"""The engine registry: Fairy-Stockfish listed by itself where it is installed, hidden when removed, and the
analysis's default engine (Fairy-Stockfish when present, the built-in engine otherwise)."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from janggi_desktop.play.engines import (
    FAIRY_STOCKFISH_VARIANTS,
    EngineCheckError,
    EngineInfo,
    EngineRegistry,
    check_engine,
    default_analysis_spec,
    fairy_stockfish_info,
)
from janggi_desktop.play.players import FAIRY_STOCKFISH_NAME, PlayerSpec

FAKE_FSF = "/opt/fsf/fairy-stockfish"  # never started by these tests: the registry does not start what it finds
OTHER = EngineInfo("Elo Engine", (sys.executable, str(Path(__file__).with_name("fake_engine.py")), "silent"),
                   ("janggi",))


def test_an_installed_fairy_stockfish_is_listed_without_anyone_pressing_find():
    reg, problems = EngineRegistry.from_settings([], fairy_stockfish=FAKE_FSF)
    assert problems == []
    [info] = reg.engines()
    assert info == fairy_stockfish_info(FAKE_FSF)
    assert info.name == FAIRY_STOCKFISH_NAME and info.command == (FAKE_FSF,)
    assert set(FAIRY_STOCKFISH_VARIANTS) <= set(info.rulesets()) and "standard" in info.rulesets()
    assert "youzai" not in info.rulesets()
    assert info.spec(5).options == (("Skill Level", "5"),)


def test_the_users_engines_come_first_and_a_listed_fairy_stockfish_is_not_added_twice():
    reg, _ = EngineRegistry.from_settings([OTHER.to_dict()], fairy_stockfish=FAKE_FSF)
    assert [e.name for e in reg.engines()] == ["Elo Engine", FAIRY_STOCKFISH_NAME]
    again, _ = EngineRegistry.from_settings(reg.to_settings(), fairy_stockfish=FAKE_FSF)
    assert again.engines() == reg.engines()
    elsewhere = EngineInfo(FAIRY_STOCKFISH_NAME, ("/usr/local/bin/fairy-stockfish",), ("janggi",))
    mine, _ = EngineRegistry.from_settings([elsewhere.to_dict()], fairy_stockfish=FAKE_FSF)
    assert mine.engines() == [elsewhere]


def test_nothing_is_added_when_fairy_stockfish_is_not_installed_or_finding_is_off():
    reg, _ = EngineRegistry.from_settings([OTHER.to_dict()], find=False, fairy_stockfish=FAKE_FSF)
    assert reg.engines() == [OTHER]


def test_a_removed_fairy_stockfish_stays_away_across_restarts_until_found_again():
    reg, _ = EngineRegistry.from_settings([OTHER.to_dict()], fairy_stockfish=FAKE_FSF)
    reg.remove(FAIRY_STOCKFISH_NAME)
    assert reg.engines() == [OTHER] and reg.get(FAIRY_STOCKFISH_NAME) is None
    saved = reg.to_settings()
    assert saved[-1]["hidden"] is True
    restarted, problems = EngineRegistry.from_settings(saved, fairy_stockfish=FAKE_FSF)
    assert problems == [] and restarted.engines() == [OTHER]
    restarted.add(fairy_stockfish_info(FAKE_FSF))  # what "Find" does after its check
    assert [e.name for e in restarted.engines()] == ["Elo Engine", FAIRY_STOCKFISH_NAME]
    assert all("hidden" not in d for d in restarted.to_settings())


def test_another_engine_removed_is_gone():
    reg = EngineRegistry([OTHER])
    reg.remove("Elo Engine")
    assert reg.engines() == [] and reg.to_settings() == []


@pytest.mark.parametrize("hidden", ["yes", 1, None])
def test_a_hidden_flag_that_is_not_a_boolean_is_refused(hidden):
    data = dict(OTHER.to_dict(), hidden=hidden)
    with pytest.raises(EngineCheckError, match="hidden"):
        EngineInfo.from_dict(data)


def test_the_analysis_uses_fairy_stockfish_at_full_strength_by_default_and_the_builtin_engine_otherwise():
    spec = default_analysis_spec(path=FAKE_FSF)
    assert spec == fairy_stockfish_info(FAKE_FSF).spec()  # the entry the Analysis -> Engine menu shows
    assert spec.kind == "uci" and spec.command == (FAKE_FSF,) and spec.options == ()
    assert default_analysis_spec("janggimodern", path=FAKE_FSF) == spec
    assert default_analysis_spec("youzai", path=FAKE_FSF) == PlayerSpec.builtin(10)  # a rule set it cannot play


@pytest.mark.skipif(os.name != "posix", reason="signals and os.kill(pid, 0) are POSIX")
def test_a_cancelled_check_ends_and_its_engine_is_gone(tmp_path):
    """An engine that ignores ``uci``, ``quit`` and SIGTERM: setting the cancel event (from another thread, as
    the engines dialog does when it is closed) ends the check long before its 30 s timeout, and the engine was
    killed and reaped before check_engine returned."""
    pid_file = tmp_path / "engine.pid"
    cancel = threading.Event()

    def cancel_once_started() -> None:
        while not pid_file.exists():
            if cancel.wait(0.02):
                return
        cancel.set()

    threading.Thread(target=cancel_once_started, daemon=True).start()
    with pytest.raises(EngineCheckError, match="cancelled"):
        check_engine([sys.executable, str(Path(__file__).with_name("fake_engine.py")), "stubborn", str(pid_file)],
                     timeout=30.0, cancel=cancel)
    with pytest.raises(ProcessLookupError):  # no such process: not even a zombie
        os.kill(int(pid_file.read_text()), 0)


def test_a_check_cancelled_before_it_starts_starts_nothing():
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(EngineCheckError, match="cancelled"):
        check_engine([sys.executable, str(Path(__file__).with_name("fake_engine.py")), "silent"], cancel=cancel)
