"""A monkey in the real window: seeded random clicks, drags, keys, menu commands, choices, new games against the
built-in engine (with and without clocks), saves and reopens, and window sizes, with every dialog answered at
random as it opens.  Nothing may raise (pytest-qt fails the test on an exception in any slot or event handler),
and after every step the board shows the driver's game and that game replays legally from its start.

The seed fixes the actions, not their timing against the engine's thread and the clocks: a failure names the
seed and the last steps taken.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from janggi_desktop.play import PlayerSpec, TimeControl
from janggi_desktop.rules import RULE_SETS, Game
from janggi_desktop.ui import i18n

STEPS = 260
CHOICE_GROUPS = ("label_actions", "piece_set_actions", "board_theme_actions", "coord_actions", "notation_actions",
                 "animation_actions", "language_actions", "volume_actions")
KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Escape)
CLOCKS = ("20s+1s", "5m+30sx3", "10s+2s", "30s/move")


class Monkey:
    def __init__(self, window, rng: random.Random, folder) -> None:
        self.w, self.rng, self.folder = window, rng, folder
        self.log: list[str] = []

    # --- answering dialogs ------------------------------------------------------------------------------
    def answer_dialogs(self) -> None:
        """Accept or cancel whatever modal dialog is open (a file dialog is always cancelled)."""
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        self.log.append(f"  dialog {type(dialog).__name__}")
        if isinstance(dialog, QDialog) and not isinstance(dialog, QFileDialog) and self.rng.random() < 0.4:
            dialog.accept()
        elif isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    # --- one step ----------------------------------------------------------------------------------------
    def step(self) -> None:
        r = self.rng.random()
        if r < 0.40:
            self.move_by_mouse()
        elif r < 0.62:
            self.command()
        elif r < 0.70:
            key = self.rng.choice(KEYS)
            self.log.append(f"key {key.name}")
            QTest.keyClick(self.w.board.viewport(), key)
        elif r < 0.78:
            group = getattr(self.w.actions, self.rng.choice(CHOICE_GROUPS))
            action = self.rng.choice(list(group.values()))
            self.log.append(f"choose {action.text()}")
            action.trigger()
        elif r < 0.88:
            self.new_game()
        elif r < 0.94:
            self.save_and_reopen()
        else:
            size = (self.rng.randint(700, 1500), self.rng.randint(550, 1000))
            self.log.append(f"resize {size}")
            self.w.resize(*size)

    def move_by_mouse(self) -> None:
        view = self.w.board
        game = view.game()
        legal = [m for m in game.legal_moves() if not m.is_pass]
        port = view.viewport()
        if legal and self.rng.random() < 0.85:
            m = self.rng.choice(legal)
            start, end = view.point_of(m.from_square), view.point_of(m.to_square)
            if self.rng.random() < 0.3:  # dragged
                self.log.append(f"drag {m}")
                QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
                QTest.mouseMove(port, (start + end) / 2)
                QTest.mouseMove(port, end)
                QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)
            else:
                self.log.append(f"click {m}")
                QTest.mouseClick(port, Qt.MouseButton.LeftButton, pos=start)
                QTest.mouseClick(port, Qt.MouseButton.LeftButton, pos=end)
        else:
            point = QPoint(self.rng.randrange(max(port.width(), 1)), self.rng.randrange(max(port.height(), 1)))
            self.log.append(f"click at {point.x()},{point.y()}")
            QTest.mouseClick(port, Qt.MouseButton.LeftButton, pos=point)

    def command(self) -> None:
        names = [n for n in vars(self.w.actions) if n.endswith("_action") and n != "quit_action"]
        name = self.rng.choice(names)
        action = getattr(self.w.actions, name)
        if action.isEnabled():
            self.log.append(f"command {name}")
            action.trigger()

    def new_game(self) -> None:
        opponent = self.rng.choice([PlayerSpec.human(), PlayerSpec.builtin(self.rng.randint(1, 3))])
        players = (PlayerSpec.human(), opponent) if self.rng.random() < 0.5 else (opponent, PlayerSpec.human())
        ruleset = self.rng.choice(sorted(RULE_SETS))
        clock = TimeControl.parse(self.rng.choice(CLOCKS)) if self.rng.random() < 0.3 else None
        self.log.append(f"new game {[p.kind for p in players]} {ruleset} {clock}")
        self.w.games.new_game(players, ruleset, time_control=clock)

    def save_and_reopen(self) -> None:
        path = self.folder / self.rng.choice(["game.pgn", "game.gib"])
        self.log.append(f"save and reopen {path.name}")
        if self.w.records.save_file(path):
            self.w.records.open_file(path)

    # --- what must always hold ------------------------------------------------------------------------------
    def check(self) -> None:
        d = self.w.driver
        assert self.w.board.game() is d.shown_game, "the board shows another game than the driver's"
        replay = Game.from_fen(d.game.start_fen, d.game.ruleset)
        for move in d.game.moves:
            assert replay.is_legal(move), f"{move} is not legal in the game's own history"
            replay.push(move)
        assert replay.fen() == d.game.fen()


@pytest.mark.parametrize("seed", [1, 2])
def test_random_use_never_raises_and_keeps_the_game_whole(make_window, qtbot, tmp_path, seed):
    w = make_window()
    monkey = Monkey(w, random.Random(seed), tmp_path)
    answering = QTimer()
    answering.timeout.connect(monkey.answer_dialogs)
    answering.start(20)
    try:
        for i in range(STEPS):
            monkey.step()
            qtbot.wait(monkey.rng.choice([0, 1, 5, 20]))
            try:
                monkey.check()
            except AssertionError as e:
                raise AssertionError(f"seed {seed}, step {i}: {e}\n" + "\n".join(monkey.log[-20:])) from e
    finally:
        answering.stop()
        i18n.install_translators(QCoreApplication.instance(), "en")
        print(f"seed {seed}, the last steps:", *monkey.log[-20:], sep="\n")  # shown when the test fails
    assert len(monkey.log) > STEPS // 2  # the steps did things (commands of disabled actions are skipped)
