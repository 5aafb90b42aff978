"""Show the board view alone in a window and take pictures of it in several states (a tool for looking at the
board while working on its drawing; docs/make_screenshots.py takes the README's pictures of the whole window).

Run it under an X server, e.g.::

    Xvfb :99 -screen 0 1280x900x24 &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python3 docs/show_board.py /tmp/board [--root]

or without one, ``QT_QPA_PLATFORM=offscreen python3 docs/show_board.py /tmp/board`` (the window's own
``grab()``).  It writes ``<prefix>-<state>.png`` for each state below: with ``--root`` the picture is taken
from the screen with ImageMagick's ``import -window root`` (cropped to the window), else with ``grab()``.
"""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from janggi_desktop.rules import Game
from janggi_desktop.ui.board.view import BoardView

OPENING = ["b1c3", "b10c8", "c4d4", "g7f7", "c3d5", "i10i8"]
CHECK_FEN = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/8r/P1P3P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1"


def sq(name: str) -> int:
    return (int(name[1:]) - 1) * 9 + "abcdefghi".index(name[0])


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    use_root = "--root" in sys.argv
    prefix = args[0] if args else "/tmp/board"
    app = QApplication(sys.argv[:1])
    win = QMainWindow()
    win.setWindowTitle("BoardView")
    view = BoardView()
    win.setCentralWidget(view)
    win.resize(720, 740)
    win.move(0, 0)
    win.show()
    view.set_game(Game())

    def opening(label: str) -> None:
        g = Game()
        for m in OPENING:
            g.push_uci(m)
        view.set_game(g)
        view.set_label_set(label)
        view.select(sq("d5"))  # the Cho horse: two captures (rings), four quiet moves (dots)

    def check() -> None:
        g = Game.from_fen(CHECK_FEN, ruleset="janggi")
        g.push_uci("i5e5")  # Han's chariot checks down the open e-file
        view.set_game(g)
        view.set_label_set("hanja")

    states = [
        ("start-hanja", lambda: view.set_label_set("hanja")),
        ("start-hangeul", lambda: view.set_label_set("hangeul")),
        ("start-latin", lambda: view.set_label_set("latin")),
        ("start-latin-fr", lambda: view.set_latin_language("fr")),
        ("game-hanja", lambda: (view.set_latin_language("en"), opening("hanja"))),
        ("game-hangeul", lambda: opening("hangeul")),
        ("game-latin", lambda: opening("latin")),
        ("check", check),
        ("flipped-algebraic", lambda: (view.set_flipped(True), view.set_coordinate_style("algebraic"),
                                       opening("hangeul"))),
    ]
    it = iter(states)

    def shoot(name: str) -> None:
        out = f"{prefix}-{name}.png"
        if use_root:
            inner = win.geometry()
            crop = f"{inner.width()}x{inner.height()}+{inner.x()}+{inner.y()}"
            subprocess.run(["import", "-window", "root", "-crop", crop, out], check=True)
        else:
            win.grab().save(out)
        QTimer.singleShot(50, step)

    def step() -> None:
        try:
            name, action = next(it)
        except StopIteration:
            app.quit()
            return
        action()
        QTimer.singleShot(400, lambda: shoot(name))

    QTimer.singleShot(500, step)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
