"""Show a BoardView in a window (a helper for looking at it under Xvfb; not collected by pytest).

Usage: python tests/ui/show_board.py OUT_PREFIX   -> writes OUT_PREFIX-<state>.png for each state via the
window's own grab, and also waits on stdin-less timers so `import -window root` can be used externally.
States: start in each label set, a game in progress with a piece selected, flipped, algebraic coordinates.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from janggi_desktop.rules import Game
from janggi_desktop.ui.board_view import BoardView

MOVES = ["b1c3", "b10c8", "c4d4", "g7f7", "c3d5", "i10i8"]


def main() -> int:
    prefix = sys.argv[1] if len(sys.argv) > 1 else "/tmp/board"
    size = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) > 3 else (760, 820)
    app = QApplication(sys.argv[:1])
    win = QMainWindow()
    view = BoardView()
    win.setCentralWidget(view)
    win.resize(*size)
    win.move(0, 0)
    win.show()
    game = Game()
    view.set_game(game)

    def in_progress(label: str) -> None:
        g = Game()
        for m in MOVES:
            g.push_uci(m)
        view.set_game(g)
        view.set_label_set(label)
        view._select(39)  # the Cho horse on d5: two captures, two quiet moves

    states = [
        ("start-hanja", lambda: view.set_label_set("hanja")),
        ("start-hangeul", lambda: view.set_label_set("hangeul")),
        ("start-latin", lambda: view.set_label_set("latin")),
        ("start-latin-fr", lambda: view.set_latin_language("fr")),
        ("game-hanja", lambda: in_progress("hanja")),
        ("game-hangeul", lambda: in_progress("hangeul")),
        ("game-flipped-algebraic", lambda: (view.set_flipped(True), view.set_coordinate_style("algebraic"))),
    ]
    it = iter(states)

    def step() -> None:
        try:
            name, action = next(it)
        except StopIteration:
            app.quit()
            return
        action()
        QTimer.singleShot(300, lambda: (win.grab().save(f"{prefix}-{name}.png"), QTimer.singleShot(50, step)))

    QTimer.singleShot(300, step)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
