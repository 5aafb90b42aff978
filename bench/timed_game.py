"""A whole game on the clock in the real window: a person (their moves chosen by the built-in level 1, played
by clicks on the board after a few seconds of "thinking") against the built-in engine at a level, under
5m + 30s×3 by default.  Prints every move with the time it took and both clocks after it, how the game
ended, whether a flag fell, and the longest event-loop stall seen during the whole game (a QTimer every
5 ms).  Prints figures; asserts nothing.

Run under an X server (or offscreen)::

    Xvfb :93 -screen 0 1280x900x24 &
    DISPLAY=:93 QT_QPA_PLATFORM=xcb python3 bench/timed_game.py [--tc 5m+30sx3] [--level 5]
        [--think 5:9] [--seed 1] [--pgn game.pgn] [--shot end.png]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tc", default="5m+30sx3")
    ap.add_argument("--level", type=int, default=5, help="the engine's level (1-10)")
    ap.add_argument("--think", default="5:9", help="the person's thinking time per move, seconds MIN:MAX")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--side", default="cho", choices=("cho", "han"), help="the person's side")
    ap.add_argument("--pgn", default=None, help="save the game here at the end")
    ap.add_argument("--shot", default=None, help="a screenshot of the screen at the end (ImageMagick import)")
    a = ap.parse_args()
    os.environ["JANGGI_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="janggi-timed-")
    from janggi_desktop.app import share_the_interpreter

    share_the_interpreter()  # as the program does at start-up

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtTest import QTest

    from janggi_desktop.app import make_application
    from janggi_desktop.play import PlayerSpec, TimeControl
    from janggi_desktop.play.players import BuiltinPlayer
    from janggi_desktop.records.timecontrol import format_clk
    from janggi_desktop.ui.main_window import MainWindow

    app = make_application()
    w = MainWindow(autosave=False)
    w.confirm = lambda *_args: True
    w.settings.player_name, w.settings.name_asked = "Person (bench)", True  # saving asks no name at the end
    w.resize(1180, 840)
    w.move(0, 0)
    w.show()
    tc = TimeControl.parse(a.tc)
    person, engine = PlayerSpec.human(), PlayerSpec.builtin(a.level)
    players = (person, engine) if a.side == "cho" else (engine, person)
    w.games.new_game(players, "janggi", time_control=tc)
    chooser = BuiltinPlayer(PlayerSpec.builtin(1), seed=a.seed)
    rng = random.Random(a.seed)
    lo, hi = (float(x) for x in a.think.split(":"))
    d = w.driver

    # the event loop's longest stall, all game long
    gaps: list[float] = []
    et = QElapsedTimer()
    et.start()
    last = [0]

    worst: list[tuple[float, int, str]] = []  # (gap, ply, what was happening)

    def on_tick() -> None:
        now = et.elapsed()
        gap = now - last[0]
        gaps.append(gap)
        last[0] = now
        if gap > 50:
            worst.append((gap, d.game.ply, "engine thinking" if w.runner.is_thinking() else
                          "game over" if d.game.is_over() else "person's turn"))

    tick = QTimer()
    tick.setInterval(5)
    tick.timeout.connect(on_tick)
    tick.start()

    def clocks_text() -> str:
        if d.clock_reading() is None:
            return "untimed"
        out = []
        for r, name in zip(d.clock_reading(), ("Cho", "Han"), strict=True):
            if r.in_byoyomi:
                out.append(f"{name} byo-yomi {r.period_ms / 1000:4.1f}s x{r.periods}")
            else:
                out.append(f"{name} {format_clk(r.main_ms)}" + (" FLAG" if r.flagged else ""))
        return ", ".join(out)

    t_turn = [time.monotonic()]
    logged = [0]

    def log_moves() -> None:
        while logged[0] < d.game.ply:
            ply = logged[0] + 1
            first = d.game.side_to_move ^ (d.game.ply % 2)  # 0: Cho made the game's first move
            side = ("Cho", "Han")[first ^ ((ply - 1) % 2)]
            now = time.monotonic()
            who = "person" if (side.lower() == a.side) else f"level {a.level}"
            print(f"{ply:3d}. {side} ({who:8s}) {d.game.moves[ply - 1].uci:6s} {now - t_turn[0]:5.1f} s   "
                  f"{clocks_text()}", flush=True)
            t_turn[0] = now
            logged[0] = ply

    def finish() -> None:
        tick.stop()
        log_moves()
        out = d.outcome
        print(f"\nended after {d.game.ply} plies: {out.result_text()} by {out.termination.value} ({out.detail})")
        print(f"clocks at the end: {clocks_text()}")
        flagged = [s for s, r in zip(("cho", "han"), d.clock_reading() or (), strict=False) if r.flagged]
        print(f"flag fell: {', '.join(flagged) if flagged else 'no'}")
        print(f"event loop: {len(gaps)} ticks, longest gap {max(gaps):.1f} ms, "
              f"p99 {sorted(gaps)[int(0.99 * (len(gaps) - 1))]:.1f} ms")
        for gap, ply, what in sorted(worst, reverse=True)[:5]:
            print(f"  a {gap:.0f} ms gap at ply {ply} ({what})")
        if a.pgn:
            w.records.save_file(a.pgn)
            print(f"saved {a.pgn}")
        if a.shot:
            QTimer.singleShot(800, shoot)
        else:
            quit_()

    def shoot() -> None:
        subprocess.run(["import", "-window", "root", "-crop", "1180x840+0+0", "+repage", a.shot], check=False)
        print(f"wrote {a.shot}")
        quit_()

    def quit_() -> None:
        w.runner.shutdown(2000)
        d.close()
        app.quit()

    def click(square: int) -> None:
        QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton, pos=w.board.point_of(square))

    def person_turn() -> None:
        log_moves()
        if d.game.is_over():
            finish()
            return
        if not d.is_human_turn() or w.runner.is_thinking():
            QTimer.singleShot(50, person_turn)
            return
        ply = d.game.ply
        chosen: list = []
        position = d.game.copy()
        threading.Thread(target=lambda: chosen.append(chooser.think(position)), daemon=True).start()

        def play() -> None:
            if not chosen:  # level 1 still choosing (off the GUI thread, as the window runs an engine)
                QTimer.singleShot(20, play)
                return
            move = chosen[0]
            if d.game.is_over() or d.game.ply != ply:
                person_turn()
                return
            if move.is_pass:
                w.actions.pass_action.trigger()
            else:
                click(move.from_square)
                click(move.to_square)
            if d.game.ply == ply and not d.game.is_over():
                print(f"     the click did not play {move.uci}; played directly", flush=True)
                w.play_move(move)
            QTimer.singleShot(50, person_turn)

        QTimer.singleShot(int(rng.uniform(lo, hi) * 1000), play)

    QTimer.singleShot(500, person_turn)
    print(f"{a.tc}: the person ({a.side}, level-1 moves, {a.think} s each) against level {a.level}", flush=True)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
