"""The new-game dialog (who plays each side, at what strength, under which rule set) and the engines dialog,
driven like a user: clicks on the radios and buttons, typing in the boxes, picking in the lists."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog

from janggi_desktop.engine.levels import LEVELS
from janggi_desktop.play.engines import EngineInfo, EngineRegistry, StrengthOption
from janggi_desktop.play.players import PlayerSpec
from janggi_desktop.ui.dialogs import engine_texts
from janggi_desktop.ui.dialogs.engines import EnginesDialog
from janggi_desktop.ui.dialogs.new_game import NewGameDialog

FSF_PATH = "/usr/games/fairy-stockfish"
needs_fsf = pytest.mark.skipif(not Path(FSF_PATH).is_file(), reason="Fairy-Stockfish is not installed")
FAKE_ENGINE = Path(__file__).resolve().parents[1] / "play" / "fake_engine.py"
# What Fairy-Stockfish's check finds (the new-game dialog never starts an engine, so no process is needed).
FSF = EngineInfo("Fairy-Stockfish", (FSF_PATH,), ("janggi", "janggicasual", "janggimodern", "janggitraditional"),
                 StrengthOption("Skill Level", -20, 20, 20))
ELO_ENGINE = EngineInfo("Elo Engine", ("/opt/elo-engine",), (), StrengthOption("UCI_Elo", 800, 2800, 2800))


def show(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def click(qtbot, widget):
    """A left click where a user would click: on a radio's circle, in the middle of anything else."""
    from PySide6.QtWidgets import QRadioButton

    pos = QPoint(8, widget.height() // 2) if isinstance(widget, QRadioButton) else widget.rect().center()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def choose(combo, data):
    """Pick the entry carrying ``data`` in a list, as a user picking it does (the same signal)."""
    i = combo.findData(data)
    assert i >= 0, f"{data!r} is not offered"
    combo.setCurrentIndex(i)


def type_into(qtbot, spin, text):
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def new_game(qtbot, **kwargs) -> NewGameDialog:
    kwargs.setdefault("registry", EngineRegistry([FSF]))
    return show(qtbot, NewGameDialog(**kwargs))


def start(qtbot, d: NewGameDialog) -> None:
    click(qtbot, d.start_button)
    assert d.result() == QDialog.DialogCode.Accepted


# --- new game ---------------------------------------------------------------------------------------------
def test_two_players_on_this_computer(qtbot):
    d = new_game(qtbot, players=(PlayerSpec.builtin(4), PlayerSpec.human()))
    assert d.computer_radio.isChecked() and d.human_side == "han"
    click(qtbot, d.hotseat_radio)
    assert [r.key for r in d.rows.values()] == ["human", "human"]
    assert not d.rows["cho"].level_combo.isVisible()
    assert not d.side_combo.isEnabled()
    start(qtbot, d)
    assert d.players == (PlayerSpec.human(), PlayerSpec.human())
    assert (d.mode, d.human_side, d.ruleset_name) == ("hotseat", None, "standard")


def test_against_the_built_in_engine_at_a_named_level(qtbot):
    d = new_game(qtbot)
    assert d.hotseat_radio.isChecked()
    click(qtbot, d.computer_radio)
    assert d.players == (PlayerSpec.human(), PlayerSpec.builtin(3))  # you play Cho, the engine Han
    choose(d.side_combo, "han")  # play Han: the engine moves to Cho's row
    cho = d.rows["cho"]
    assert cho.key == "builtin" and d.rows["han"].key == "human"
    assert [cho.level_combo.itemText(i) for i in (0, 9)] == ["1 · Novice", "10 · Grandmaster"]
    choose(cho.level_combo, 7)
    assert cho.level_combo.currentText() == "7 · Expert"
    assert cho.note_label.text() == (f"≈ Fairy-Stockfish Skill {LEVELS[7].fsf_equivalent} · {LEVELS[7].description}"
                                     " Fairy-Stockfish, also installed, is much stronger than every level.")
    assert cho.level_combo.itemData(0, Qt.ItemDataRole.ToolTipRole) == (
        f"≈ Fairy-Stockfish Skill {LEVELS[1].fsf_equivalent} · {LEVELS[1].description}")
    choose(d.ruleset_combo, "janggimodern")
    start(qtbot, d)
    assert d.players == (PlayerSpec.builtin(7), PlayerSpec.human())
    assert (d.mode, d.human_side, d.ruleset_name) == ("computer", "han", "janggimodern")


def test_the_level_note_is_never_cut_and_nothing_moves_when_the_level_changes(qtbot):
    """The note under a level is one to four lines long: each is shown whole, and the rows below keep
    their places whichever level is chosen (the dialog reserves the longest note's room)."""
    d = new_game(qtbot)
    click(qtbot, d.computer_radio)
    han = d.rows["han"]
    places = set()
    for n in [*LEVELS, 3]:
        choose(han.level_combo, n)
        for _ in range(3):
            QApplication.processEvents()  # the layout runs
        for label in (han.note_label, d.description):
            assert label.height() >= label.heightForWidth(label.width()), f"level {n}: lines of {label.text()!r} cut"
        note_bottom = han.note_label.mapTo(d, QPoint(0, han.note_label.height())).y()
        manage_top = d.manage_button.mapTo(d, QPoint(0, 0)).y()
        assert note_bottom <= manage_top, f"level {n}: the note runs under the button below it"
        places.add((manage_top, d.ruleset_combo.mapTo(d, QPoint(0, 0)).y()))
    assert len(places) == 1, f"the rows below the note moved: {sorted(places)}"


def test_against_fairy_stockfish_at_a_skill_level(qtbot):
    d = new_game(qtbot)
    click(qtbot, d.computer_radio)
    han = d.rows["han"]
    choose(han.who_combo, "engine:Fairy-Stockfish")
    assert han.strength_label.text() == "Skill Level:"
    assert (han.strength_spin.minimum(), han.strength_spin.maximum(), han.strength_spin.value()) == (-20, 20, 20)
    type_into(qtbot, han.strength_spin, "5")
    start(qtbot, d)
    assert d.players == (PlayerSpec.human(), FSF.spec(5))
    assert d.players[1].options == (("Skill Level", "5"),)
    assert (d.mode, d.human_side) == ("computer", "cho")


def test_the_dialog_says_which_engine_is_stronger(qtbot):
    """Issue 52: with Fairy-Stockfish installed the dialog says it is much stronger than the built-in levels,
    with the measure behind level 10's label; without it, a level's note is its own measure and description."""
    d = new_game(qtbot)
    click(qtbot, d.computer_radio)
    han = d.rows["han"]
    choose(han.level_combo, 10)
    assert han.note_label.text().endswith(" Fairy-Stockfish, also installed, is much stronger than every level.")
    choose(han.who_combo, "engine:Fairy-Stockfish")
    assert han.note_label.text() == (
        f"Much stronger than the built-in engine: at Skill Level {LEVELS[10].fsf_equivalent} it already plays "
        "about as well as level 10 (Grandmaster), and at 20, its default, far better. "
        "Skill Level -20 to 20 (default 20)")
    alone = new_game(qtbot, registry=EngineRegistry([ELO_ENGINE]))
    click(qtbot, alone.computer_radio)
    choose(alone.rows["han"].level_combo, 10)
    assert alone.rows["han"].note_label.text() == (
        f"≈ Fairy-Stockfish Skill {LEVELS[10].fsf_equivalent} · {LEVELS[10].description}")
    choose(alone.rows["han"].who_combo, "engine:Elo Engine")  # another engine: no comparison is claimed
    assert "stronger" not in alone.rows["han"].note_label.text()


def test_watching_the_built_in_engine_against_fairy_stockfish(qtbot):
    d = new_game(qtbot)
    click(qtbot, d.watch_radio)
    assert all(r.key == "builtin" for r in d.rows.values())  # both seats filled with an engine
    assert not d.side_combo.isEnabled()
    choose(d.rows["cho"].level_combo, 10)
    choose(d.rows["han"].who_combo, "engine:Fairy-Stockfish")
    type_into(qtbot, d.rows["han"].strength_spin, "-3")
    assert d.watch_radio.isChecked()
    start(qtbot, d)
    assert d.players == (PlayerSpec.builtin(10), FSF.spec(-3))
    assert (d.mode, d.human_side) == ("computer", None)


def test_the_quick_choice_follows_the_rows(qtbot):
    d = new_game(qtbot)
    choose(d.rows["han"].who_combo, "builtin")
    assert d.computer_radio.isChecked() and d.side_combo.currentData() == "cho" and d.side_combo.isEnabled()
    choose(d.rows["cho"].who_combo, "engine:Fairy-Stockfish")
    assert d.watch_radio.isChecked()
    choose(d.rows["han"].who_combo, "human")
    assert d.computer_radio.isChecked() and d.side_combo.currentData() == "han"
    click(qtbot, d.computer_radio)  # already chosen: nothing moves
    assert d.players == (FSF.spec(20), PlayerSpec.human())


def test_an_engine_that_cannot_play_the_rule_set_blocks_start(qtbot):
    d = new_game(qtbot)
    click(qtbot, d.computer_radio)
    choose(d.rows["han"].who_combo, "engine:Fairy-Stockfish")
    choose(d.ruleset_combo, "youzai")
    assert not d.start_button.isEnabled()
    assert d.problem_label.isVisible()
    assert "Fairy-Stockfish cannot play the youzai rule set" in d.rows["han"].note_label.text()
    assert d.problem() == d.start_button.toolTip() == d.rows["han"].note_label.text()
    combo = d.rows["han"].who_combo
    assert not combo.model().item(combo.findData("engine:Fairy-Stockfish")).isEnabled()  # greyed out
    click(qtbot, d.start_button)
    d.accept()  # Enter, or anything else that tries to accept
    assert d.isVisible() and d.result() != QDialog.DialogCode.Accepted
    choose(d.rows["han"].who_combo, "builtin")  # the built-in engine plays every rule set
    assert d.start_button.isEnabled() and not d.problem_label.isVisible()
    choose(d.ruleset_combo, "standard")  # Fairy-Stockfish plays our standard rules (as janggitraditional)
    assert combo.model().item(combo.findData("engine:Fairy-Stockfish")).isEnabled()


def test_an_invalid_choice_given_by_the_caller_is_shown_not_started(qtbot):
    d = new_game(qtbot, players=(FSF.spec(1), PlayerSpec.human()), ruleset="youzai")
    assert not d.start_button.isEnabled()
    assert "Fairy-Stockfish cannot play" in d.rows["cho"].note_label.text() and d.problem_label.isVisible()
    click(qtbot, d.watch_radio)  # the empty seat gets an engine that can play youzai
    assert d.rows["han"].key == "builtin"


def test_strengths_are_remembered_per_engine_within_the_dialog(qtbot):
    d = new_game(qtbot)
    han = d.rows["han"]
    choose(han.who_combo, "engine:Fairy-Stockfish")
    type_into(qtbot, han.strength_spin, "4")
    choose(han.who_combo, "builtin")
    choose(han.level_combo, 8)
    choose(han.who_combo, "engine:Fairy-Stockfish")
    assert han.strength_spin.value() == 4
    choose(han.who_combo, "human")
    choose(han.who_combo, "builtin")
    assert han.level_combo.currentData() == 8
    choose(d.rows["cho"].who_combo, "engine:Fairy-Stockfish")  # the other side starts from it too
    assert d.rows["cho"].strength_spin.value() == 4


def test_the_callers_players_are_shown_and_given_back(qtbot):
    players = (PlayerSpec.builtin(6), FSF.spec(-7))
    d = new_game(qtbot, players=players, ruleset="janggi")
    assert d.watch_radio.isChecked()
    assert d.rows["cho"].level_combo.currentText() == "6 · Strong club"
    assert d.rows["han"].strength_spin.value() == -7
    assert (d.players, d.ruleset_name) == (players, "janggi")


def test_an_engine_missing_from_the_list_is_kept_as_saved(qtbot):
    gone = PlayerSpec.parse("uci:/opt/old-engine --fast:3")
    d = new_game(qtbot, players=(PlayerSpec.human(), gone))
    han = d.rows["han"]
    assert han.who_combo.currentText() == "old-engine"
    assert "/opt/old-engine --fast" in han.note_label.text()
    assert d.players == (PlayerSpec.human(), gone) and d.start_button.isEnabled()


def test_an_elo_strength_option_is_offered_as_elo(qtbot):
    d = new_game(qtbot, registry=EngineRegistry([ELO_ENGINE]))
    han = d.rows["han"]
    choose(han.who_combo, "engine:Elo Engine")
    assert han.strength_label.text() == "Elo:"
    type_into(qtbot, han.strength_spin, "1500")
    assert d.players[1].options == (("UCI_LimitStrength", "true"), ("UCI_Elo", "1500"))


def test_a_person_has_no_strength(qtbot):
    d = new_game(qtbot)
    row = d.rows["cho"]
    assert row.key == "human"
    assert not row.level_combo.isVisible() and not row.strength_spin.isVisible()
    choose(row.who_combo, "builtin")
    assert row.level_combo.isVisible()


def test_level_names_and_descriptions_match_the_engine(qtbot):
    assert sorted(engine_texts.LEVEL_TEXTS) == sorted(LEVELS)
    for n, level in LEVELS.items():
        assert engine_texts.LEVEL_TEXTS[n] == (level.name, level.description)
        assert engine_texts.level_name(n) == level.name


def test_manage_engines_refreshes_the_lists(qtbot):
    registry = EngineRegistry([FSF])
    d = new_game(qtbot, registry=registry, players=(PlayerSpec.human(), FSF.spec(2)))
    click(qtbot, d.manage_button)
    e = d.engines_dialog
    assert e is not None and e.isVisible()
    e.table.selectRow(1)
    with qtbot.waitSignal(d.engines_changed, timeout=1000):
        click(qtbot, e.remove_button)
    han = d.rows["han"].who_combo
    assert han.findData("engine:Fairy-Stockfish") < 0
    assert d.rows["han"].key == "builtin"  # the removed engine's seat falls back to the built-in engine
    e.check_timeout = 30.0
    qtbot.keyClicks(e.command_edit, shlex.join([sys.executable, "-m", "janggi_desktop.engine"]))
    with qtbot.waitSignal(d.engines_changed, timeout=30000):
        click(qtbot, e.add_button)
    [ours] = registry.engines()
    assert han.findData("engine:" + ours.name) >= 0
    assert han.itemText(han.findData("engine:" + ours.name)) == "Janggi Desktop engine (UCI)"
    click(qtbot, e.buttons.button(e.buttons.StandardButton.Close))
    qtbot.waitUntil(lambda: not e.checking)


# --- engines ----------------------------------------------------------------------------------------------
def engines(qtbot, registry=None) -> EnginesDialog:
    d = show(qtbot, EnginesDialog(None, registry if registry is not None else EngineRegistry()))
    d.check_timeout = 5.0
    return d


def wait_idle(qtbot, d: EnginesDialog, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: not d.checking and not d.busy_bar.isVisible(), timeout=timeout)


def check_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "janggi-engine-check" and t.is_alive()]


def test_the_built_in_engine_is_listed_first_and_cannot_be_removed(qtbot):
    d = engines(qtbot, EngineRegistry([FSF]))
    assert d.table.rowCount() == 2
    assert d.table.item(0, 0).text() == "Janggi Desktop engine"
    assert d.table.item(0, 2).text() == "10 levels, Novice to Grandmaster"
    assert d.table.item(1, 0).text() == "Fairy-Stockfish"
    assert d.table.item(1, 2).text() == "Skill Level -20 to 20 (default 20)"
    assert d.table.item(0, 1).text() == "all"
    assert d.table.item(1, 1).text() == "all but youzai"
    d.table.selectRow(0)
    assert not d.remove_button.isEnabled()
    d.table.selectRow(1)
    assert d.remove_button.isEnabled()


def test_add_our_own_uci_engine_by_its_command_line(qtbot):
    d = engines(qtbot)
    command = shlex.join([sys.executable, "-m", "janggi_desktop.engine"])
    qtbot.keyClicks(d.command_edit, command)
    with qtbot.waitSignal(d.changed, timeout=30000):
        click(qtbot, d.add_button)
        assert "Checking" in d.status_label.text()  # the dialog answers while the engine is checked
        assert d.busy_bar.isVisible() and not d.add_button.isEnabled()
    wait_idle(qtbot, d)
    [info] = d.registry.engines()
    assert info.command == (sys.executable, "-m", "janggi_desktop.engine")
    assert "youzai" in info.rulesets()
    assert d.table.rowCount() == 2 and d.table.item(1, 3).text() == command
    assert "was added" in d.status_label.text()
    assert d.command_edit.text() == ""


@needs_fsf
def test_add_fairy_stockfish_by_browsing_to_it(qtbot):
    d = engines(qtbot)
    d.ask_engine_path = lambda: FSF_PATH
    with qtbot.waitSignal(d.changed, timeout=30000):
        click(qtbot, d.browse_button)
    wait_idle(qtbot, d)
    [info] = d.registry.engines()
    assert (info.name, info.command, info.strength.name) == ("Fairy-Stockfish", (FSF_PATH,), "Skill Level")
    assert "youzai" not in info.rulesets() and "standard" in info.rulesets()


@needs_fsf
def test_find_fairy_stockfish(qtbot):
    d = engines(qtbot)
    with qtbot.waitSignal(d.changed, timeout=30000):
        click(qtbot, d.find_button)
    wait_idle(qtbot, d)
    assert [e.name for e in d.registry.engines()] == ["Fairy-Stockfish"]
    click(qtbot, d.find_button)  # a second time: nothing to add
    assert "already in the list" in d.status_label.text()
    assert len(d.registry.engines()) == 1


def test_find_fairy_stockfish_says_when_it_is_not_installed(qtbot, monkeypatch):
    import janggi_desktop.ui.dialogs.engines as module

    monkeypatch.setattr(module, "find_fairy_stockfish", lambda: None)
    d = engines(qtbot)
    click(qtbot, d.find_button)
    assert "not found" in d.status_label.text()
    assert d.registry.engines() == [] and not d.checking


@pytest.mark.parametrize("command, message", [
    ("/bin/true", "is not a working UCI engine"),
    (shlex.join([sys.executable, str(FAKE_ENGINE), "nouci"]), "did not answer"),
    ("/no/such/engine", "no such file"),
])
def test_a_program_that_is_not_an_engine_is_refused_with_a_message(qtbot, command, message):
    d = engines(qtbot)
    d.check_timeout = 1.0
    changes = []
    d.changed.connect(lambda: changes.append(1))
    qtbot.keyClicks(d.command_edit, command)
    qtbot.keyClick(d.command_edit, Qt.Key.Key_Return)
    wait_idle(qtbot, d)
    assert message in d.status_label.text()
    assert d.status_label.styleSheet()  # shown as an error
    assert d.registry.engines() == [] and changes == []
    assert d.table.rowCount() == 1
    assert d.command_edit.text() == command  # kept, to be corrected
    assert d.add_button.isEnabled()


def test_remove_an_engine(qtbot):
    registry = EngineRegistry([FSF, ELO_ENGINE])
    d = engines(qtbot, registry)
    rect = d.table.visualItemRect(d.table.item(1, 0))
    qtbot.mouseClick(d.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert d.selected_engine() == FSF
    with qtbot.waitSignal(d.changed, timeout=1000):
        click(qtbot, d.remove_button)
    assert [e.name for e in registry.engines()] == ["Elo Engine"]
    assert d.table.rowCount() == 2 and d.table.item(1, 0).text() == "Elo Engine"
    assert "Fairy-Stockfish was removed" in d.status_label.text()


@pytest.mark.parametrize("words", [
    [sys.executable, "-m", "janggi_desktop.engine"],  # a good engine: closing cancels its adding
    [sys.executable, str(FAKE_ENGINE), "nouci"],  # one that never answers: closing cancels the check too
], ids=["engine", "silent"])
def test_closing_during_a_check_adds_nothing_and_leaves_no_thread(qtbot, words):
    d = engines(qtbot)
    d.check_timeout = 2.0
    changes = []
    d.changed.connect(lambda: changes.append(1))
    qtbot.keyClicks(d.command_edit, shlex.join(words))
    click(qtbot, d.add_button)
    assert d.checking and check_threads()
    click(qtbot, d.buttons.button(d.buttons.StandardButton.Close))
    assert not d.isVisible()
    with qtbot.assertNotEmitted(d.changed, wait=300):  # a dropped result stays dropped after the thread ends
        qtbot.waitUntil(lambda: not d.checking and not check_threads(), timeout=15000)
    assert d.registry.engines() == [] and changes == []


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` still exists (a zombie not yet reaped by its parent counts as existing)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def stubborn_engine(tmp_path) -> tuple[str, Path]:
    """The command line of an engine that ignores ``uci``, ``quit`` and SIGTERM, and where its pid will be."""
    pid_file = tmp_path / "engine.pid"
    return shlex.join([sys.executable, str(FAKE_ENGINE), "stubborn", str(pid_file)]), pid_file


@pytest.mark.skipif(os.name != "posix", reason="signals and os.kill(pid, 0) are POSIX")
def test_closing_during_a_check_ends_the_engine_it_started(qtbot, tmp_path):
    """The check's own timeout (30 s here) is not what ends it: closing the dialog kills the engine at once,
    one that ignores ``quit`` and SIGTERM too, and the check's thread ends with it."""
    d = engines(qtbot)
    d.check_timeout = 30.0
    command, pid_file = stubborn_engine(tmp_path)
    d.add_command(command)
    qtbot.waitUntil(pid_file.exists, timeout=10000)
    pid = int(pid_file.read_text())
    assert process_alive(pid) and d.checking
    click(qtbot, d.buttons.button(d.buttons.StandardButton.Close))
    qtbot.waitUntil(lambda: not process_alive(pid), timeout=3000)  # reaped, too: no zombie
    qtbot.waitUntil(lambda: not d.checking and not check_threads(), timeout=3000)
    assert d.registry.engines() == []


QUIT_DURING_A_CHECK = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from janggi_desktop.play.engines import EngineRegistry
from janggi_desktop.ui.dialogs.engines import EnginesDialog

app = QApplication([])
dialog = EnginesDialog(None, EngineRegistry())
dialog.check_timeout = 30.0
dialog.show()
dialog.add_command(sys.argv[1])
timer = QTimer(interval=20)  # quit once the engine has started (its pid file written)
timer.timeout.connect(lambda: dialog.checking and __import__("os").path.exists(sys.argv[2]) and app.quit())
timer.start()
sys.exit(app.exec())
"""


@pytest.mark.skipif(os.name != "posix", reason="signals and os.kill(pid, 0) are POSIX")
def test_quitting_during_a_check_leaves_no_engine_running(tmp_path):
    """The application quits while the dialog checks an engine that ignores ``quit`` and SIGTERM: the program
    ends (it does not wait for the check's 30 s), and the engine ended before it (killed and reaped: once
    the program is gone, its pid no longer exists)."""
    command, pid_file = stubborn_engine(tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("DISPLAY", None)
    done = subprocess.run([sys.executable, "-c", QUIT_DURING_A_CHECK, command, str(pid_file)], env=env,
                          cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=20)
    assert done.returncode == 0, done.stderr
    pid = int(pid_file.read_text())
    assert not process_alive(pid), "the engine outlived the program"


def test_on_a_low_screen_the_body_scrolls_and_the_buttons_stay_in_view(qtbot, monkeypatch):
    # seen under Xvfb at 800x600: with "Free choice of pieces…" the dialog grew to about 645 px and Start and Cancel
    # went below the screen's edge
    from PySide6.QtWidgets import QScrollArea

    from janggi_desktop.ui import screen_room

    d = new_game(qtbot)
    body = d.findChild(QScrollArea, "DialogBody")
    click(qtbot, d.computer_radio)
    QApplication.processEvents()
    assert body.verticalScrollBar().maximum() == 0  # a tall screen: nothing scrolls
    tall = d.height()
    monkeypatch.setattr(screen_room, "screen_height", lambda _widget: 600)
    box = d.handicap_box
    box.kind_combo.setCurrentIndex(box.kind_combo.findData("custom"))
    for _ in range(3):
        QApplication.processEvents()
    d.resize(d.width(), d.minimumHeight())
    QApplication.processEvents()
    assert d.height() + screen_room.FRAME_ROOM <= 600 < tall + 60
    start = d.start_button.mapTo(d, QPoint(0, d.start_button.height()))
    assert start.y() <= d.height() and d.start_button.isVisible()
    assert body.verticalScrollBar().maximum() > 0  # the body scrolls instead


def test_the_handicaps_reason_is_said_once(qtbot):
    # seen under Xvfb: "a handicap takes off at least one piece" under the pieces and again above the buttons
    d = new_game(qtbot)
    box = d.handicap_box
    box.kind_combo.setCurrentIndex(box.kind_combo.findData("custom"))
    QApplication.processEvents()
    assert box.problem_label.isVisible() and "at least one piece" in box.problem_label.text()
    assert not d.problem_label.isVisible() and not d.start_button.isEnabled()
