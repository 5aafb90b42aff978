"""UI benchmark: Janggi Desktop's window against a bare PySide6 window with a QGraphicsView, in one run.

Prints (never asserts):
  * start-up to the first painted frame, from process launch (median of N launches) and the ratio, also with
    both started without the site module (``python -S``: no ``.pth`` file of this machine's Python counted);
  * click-to-dots latency: a click on a piece until its legal destinations are painted (median, p95);
  * the longest event-loop stall while the computer thinks at level 10 (a QTimer ticking every 5 ms), untimed and
    in a timed game (5m + 30s×3: both clocks shown, the running one redrawn every second, the flag watched),
    and while the position is analysed (analysis mode: the built-in engine in its worker thread, Fairy-Stockfish
    in its process) and while a game report runs;
  * peak memory (ru_maxrss) of each process.

Each measurement runs in a fresh subprocess so imports and caches do not leak between them.
Run: ``QT_QPA_PLATFORM=offscreen python bench/ui.py [--runs 5] [--think-seconds 6] [--skip-startup | --startup-only]``.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


# --- children ------------------------------------------------------------------------------------------
def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB


#: The bare window, launched as ``python -c BARE_WINDOW`` just as the app is launched (:data:`APP_COMMAND`), so
#: it imports nothing but PySide6 (this file's own imports would add ~15 ms to the bare side and flatter the
#: ratio): a QMainWindow with a QGraphicsView holding as many items as a board has pieces; it prints when its
#: first frame has been painted.
BARE_WINDOW = """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
w = QMainWindow()
view = QGraphicsView()
scene = QGraphicsScene(0, 0, 900, 1000)
for i in range(32):
    scene.addEllipse(50 + (i % 9) * 100, 50 + (i // 9) * 100, 80, 80)
view.setScene(scene)
w.setCentralWidget(view)
# The app's first window is 1100x820 made to fit the screen (main_window.first_size): the same size here.
avail = app.primaryScreen().availableGeometry()
w.resize(min(1100, avail.width() - 40), min(820, avail.height() - 60))
target = view.viewport()
class Painted(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj is target:
            QTimer.singleShot(0, done)
        return False
def done():
    print(f"first-frame {time.time():.6f}", flush=True)
    app.quit()
painted = Painted()
target.installEventFilter(painted)
w.show()
app.exec()
"""

#: The bare window the issue states its start-up target against (issue 51: "under 1.8x a bare PySide6 window
#: that shows a label"): a QMainWindow whose central widget is a QLabel, same size, same first-frame clock.
BARE_LABEL = BARE_WINDOW.replace(
    "from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow",
    "from PySide6.QtWidgets import QApplication, QLabel, QMainWindow",
).replace(
    """view = QGraphicsView()
scene = QGraphicsScene(0, 0, 900, 1000)
for i in range(32):
    scene.addEllipse(50 + (i % 9) * 100, 50 + (i // 9) * 100, 80, 80)
view.setScene(scene)
w.setCentralWidget(view)""",
    """view = QLabel("Janggi")
w.setCentralWidget(view)""",
).replace("target = view.viewport()", "target = view")


def child_interactive(think_seconds: float, clicks: int) -> None:
    """Click-to-dots latency and the event-loop stall while the engine thinks, in our window and a bare one."""
    import tempfile

    os.environ["JANGGI_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp()
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

    from janggi_desktop.app import share_the_interpreter
    from janggi_desktop.engine.book import book_move
    from janggi_desktop.play import PlayerSpec, TimeControl
    from janggi_desktop.rules import Move
    from janggi_desktop.ui.main_window import MainWindow

    app = QApplication([])
    out: dict[str, object] = {}
    if os.environ.get("BENCH_SWITCH_MS"):  # experiment: override the GIL switch interval
        sys.setswitchinterval(float(os.environ["BENCH_SWITCH_MS"]) / 1000)

    # Bare: a click on a QGraphicsView whose press handler adds 8 dot items, then a synchronous repaint.
    bare = QGraphicsView()
    scene = QGraphicsScene(0, 0, 900, 1000)
    bare.setScene(scene)
    bare.resize(800, 800)
    bare.show()
    QTest.qWaitForWindowExposed(bare)
    dots: list = []

    def bare_press(event):
        for d in dots:
            scene.removeItem(d)
        dots.clear()
        for i in range(8):
            dots.append(scene.addEllipse(100 + i * 80, 500, 20, 20))

    bare.mousePressEvent = bare_press
    lat = []
    for _ in range(clicks):
        t = time.perf_counter()
        QTest.mouseClick(bare.viewport(), Qt.MouseButton.LeftButton, pos=bare.viewport().rect().center())
        bare.viewport().repaint()
        lat.append((time.perf_counter() - t) * 1000)
    out["bare_click_ms"] = lat
    bare.close()

    share_the_interpreter()  # as the program does at start-up
    w = MainWindow()
    w.resize(1100, 820)
    w.show()
    QTest.qWaitForWindowExposed(w)
    app.processEvents()
    view = w.board
    squares = [m.from_square for m in w.game.legal_moves() if not m.is_pass]
    pieces = sorted(set(squares))
    lat = []
    counts = []
    for i in range(clicks):
        sq = pieces[i % len(pieces)]
        t = time.perf_counter()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of(sq))
        view.viewport().repaint()
        lat.append((time.perf_counter() - t) * 1000)
        counts.append(view.dot_count())
        # click the same piece again to deselect (not timed)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of(sq))
    out["app_click_ms"] = lat
    out["dots_seen"] = sum(1 for c in counts if c > 0)

    vs_level_10 = (PlayerSpec.human(), PlayerSpec.builtin(10))

    def out_of_book_opening() -> Move:
        """A first move of Cho's after which level 10 has no book move: its reply is searched."""
        game = w.game.copy()
        for move in game.legal_moves():
            game.push(move)
            leaves = book_move(game) is None
            game.pop()
            if leaves and not move.is_pass:
                return move
        raise SystemExit("every first move is in the book")

    def stall_run(thinking: bool, clock: str = "untimed", analysing: str | None = None, report: bool = False,
                  opening: Move | None = None) -> dict:
        gaps: list[float] = []
        timer = QElapsedTimer()
        tick = QTimer()
        tick.setInterval(5)
        last = [0]

        def on_tick():
            now = timer.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        tick.timeout.connect(on_tick)
        result = {"moved": False, "clock_looks": 0, "updates": 0}
        w.clocks.refreshed.connect(lambda: result.__setitem__("clock_looks", result["clock_looks"] + 1))
        if thinking:
            w.games.new_game(vs_level_10, "standard", time_control=TimeControl.parse(clock))
            w.runner.move_ready.connect(lambda *_: result.__setitem__("moved", True))
            timer.start()  # the move played and the engine's start (a book read, say) count in the first gap
            tick.start()
            w.play_move(opening or Move.from_uci("c4c5"))
        if analysing is not None:  # a hotseat game a few moves in, analysed by the engine named
            w.games.new_game((PlayerSpec.human(), PlayerSpec.human()), "standard")
            for uci in ("c4c5", "c7c6", "b1c3", "h10g8"):
                w.play_move(Move.from_uci(uci))
            w.analysis.set_engine(PlayerSpec.fairy_stockfish() if analysing == "fsf" else None)
            w.analysis.lines_panel.count_spin.setValue(3)
            if report:
                w.settings.analysis_movetime = 200
                w.analysis.analyse_game()
            else:
                w.analysis.set_mode(True)
            w.analysis.runner.lines_ready.connect(lambda *_: result.__setitem__("updates", result["updates"] + 1))
            w.analysis.runner.position_evaluated.connect(
                lambda *_: result.__setitem__("updates", result["updates"] + 1))
        if not thinking:
            timer.start()
            tick.start()
        end = time.perf_counter() + think_seconds
        while time.perf_counter() < end and not (thinking and result["moved"]):
            app.processEvents()
            time.sleep(0.0005)
        tick.stop()
        w.clocks.refreshed.disconnect()
        was_thinking = w.runner.is_thinking()
        t0 = time.perf_counter()
        w.runner.stop()
        if analysing is not None:
            w.analysis.set_mode(False)
            w.analysis.cancel_report()
        stop_ms = (time.perf_counter() - t0) * 1000
        return {"gaps": gaps if thinking else gaps[1:], "moved": result["moved"], "still_thinking": was_thinking,
                "stop_ms": stop_ms, "clock_looks": result["clock_looks"], "clock_shown": w.clocks.view.isVisible(),
                "updates": result["updates"]}

    out["idle"] = stall_run(False)
    out["book"] = stall_run(True)  # c4c5, answered from the book: its first look-up reads the book file
    w.games.new_game(vs_level_10, "standard")
    searched = out_of_book_opening()
    out["think"] = stall_run(True, opening=searched)
    out["think_timed"] = stall_run(True, "5m+30sx3", opening=searched)
    out["analysis_builtin"] = stall_run(False, analysing="builtin")
    out["analysis_fsf"] = stall_run(False, analysing="fsf")
    out["report_builtin"] = stall_run(False, analysing="builtin", report=True)
    # Close while thinking and analysing: how long until the window is gone and the threads have ended.
    w.analysis.set_engine(None)
    w.games.new_game((PlayerSpec.builtin(10), PlayerSpec.human()), "standard")
    w.analysis.set_mode(True)
    for _ in range(50):
        app.processEvents()
        time.sleep(0.002)
    t = time.perf_counter()
    w.close()
    out["close_ms"] = (time.perf_counter() - t) * 1000
    out["thread_finished"] = not w.runner.thread_running() and not w.analysis.thread_running()
    out["switch_interval_ms"] = sys.getswitchinterval() * 1000
    out["peak_mb"] = _peak_mb()
    print(json.dumps(out), flush=True)


# --- parent --------------------------------------------------------------------------------------------
def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return env


def run_child(args: list[str]) -> tuple[dict, float]:
    start = time.time()
    r = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", *args], capture_output=True, text=True,
                       env=child_env(), check=False, timeout=600)
    if r.returncode != 0:
        raise SystemExit(f"child {args} failed:\n{r.stderr}")
    line = [x for x in r.stdout.splitlines() if x.startswith("{")][-1]
    return json.loads(line), start


#: How the installed ``janggi-desktop`` command starts the program (its generated script does just this).
APP_COMMAND = "import sys; from janggi_desktop.app import main; sys.exit(main())"


def without_site_env() -> dict[str, str]:
    """The children's environment for ``python -S``: the installed packages on PYTHONPATH, since no ``site``
    module puts them on the path (nor runs the ``.pth`` files that would)."""
    import site

    env = child_env()
    packages = [p for p in [*site.getsitepackages(), site.getusersitepackages()] if os.path.isdir(p)]
    env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], *packages])  # after ours, as site would put them
    return env


#: CPU time (user + system) of each timed launch by kind, the whole process (its start, first frame and exit):
#: steadier than the wall-clock figures when other programs share the machine's cores.
CPU_MS: dict[str, list[float]] = {"label": [], "bare": [], "app": []}


def time_startup(kind: str, config_dir: str, no_site: bool = False) -> tuple[float, float]:
    """Launch one process and return (ms from launch to its first painted frame, its peak memory in MB).

    ``app`` is the real program, started as its installed command starts it from a launcher (no arguments),
    with a fresh settings folder and its first-frame clock, both given by environment variables;
    ``bare`` is a bare PySide6 window with a QGraphicsView, ``label`` one with a QLabel.
    ``no_site``: both started with ``python -S``."""
    flags = ["-S"] if no_site else []
    env = without_site_env() if no_site else child_env()
    if kind == "app":
        cmd = [sys.executable, *flags, "-c", APP_COMMAND]
        env.update(JANGGI_DESKTOP_CONFIG_DIR=config_dir, JANGGI_DESKTOP_FIRST_FRAME="1")
    else:
        cmd = [sys.executable, *flags, "-c", BARE_LABEL if kind == "label" else BARE_WINDOW]
    start = time.time()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    out = proc.stdout.read()  # until the child exits (a few lines)
    _, status, usage = os.wait4(proc.pid, 0)  # reap it ourselves: its own peak memory comes with it
    proc.returncode = code = os.waitstatus_to_exitcode(status)
    lines = [x for x in out.splitlines() if x.startswith("first-frame ")]
    if code != 0 or not lines:
        raise SystemExit(f"{kind} start-up failed (exit {code}):\n{out}")
    if not no_site:
        CPU_MS[kind].append((usage.ru_utime + usage.ru_stime) * 1000)
    return (float(lines[-1].split()[1]) - start) * 1000, usage.ru_maxrss / 1024.0  # Linux: KiB


def print_startup(bare: list[float], app: list[float], label: list[float] | None = None) -> None:
    bare_ms, app_ms = statistics.median(bare), statistics.median(app)
    if label:
        label_ms = statistics.median(label)
        paired_label = statistics.median(a / b for a, b in zip(app, label, strict=True))
        print(f"  bare PySide6 + QLabel        : {label_ms:7.1f} ms   (best {min(label):.1f} ms)   app over it: "
              f"ratio of medians {app_ms / label_ms:.2f}x, median of paired launches {paired_label:.2f}x "
              "(issue 51: < 1.8x)")
    print(f"  bare PySide6 + QGraphicsView : {bare_ms:7.1f} ms   (best {min(bare):.1f} ms)")
    # Each app launch right after a bare one, as a pair: a machine that slows down for a while slows both.
    paired = statistics.median(a / b for a, b in zip(app, bare, strict=True))
    print(f"  Janggi Desktop main window   : {app_ms:7.1f} ms   (best {min(app):.1f} ms)   ratio of medians "
          f"{app_ms / bare_ms:.2f}x, of bests {min(app) / min(bare):.2f}x, median of paired launches "
          f"{paired:.2f}x (target <= 1.5x)")


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def gap_summary(gaps: list[float]) -> str:
    """The longest, median and 99th-percentile gap between ticks; a reply before the first tick has none."""
    if not gaps:
        return "no gap (done before the first 5 ms tick)"
    return (f"longest gap {max(gaps):6.1f} ms   median {statistics.median(gaps):5.1f} ms   "
            f"p99 {pct(gaps, 99):5.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="launches per window kind for start-up")
    ap.add_argument("--clicks", type=int, default=40)
    ap.add_argument("--think-seconds", type=float, default=6.0)
    ap.add_argument("--skip-startup", action="store_true", help="only the interactive measurements")
    ap.add_argument("--startup-only", action="store_true", help="only the start-up measurements")
    ap.add_argument("--child", nargs="*", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child is not None:
        child_interactive(float(a.child[1]), int(a.child[2]))
        return

    print(f"Python {sys.version.split()[0]}, platform {os.environ.get('QT_QPA_PLATFORM', 'default')}")
    results: dict[str, list[float]] = {"label": [], "bare": [], "app": [], "bare -S": [], "app -S": []}
    mem: dict[str, float] = {}
    config_dir = tempfile.mkdtemp(prefix="janggi-bench-")  # a fresh user: defaults, no game to restore
    if not a.skip_startup:
        # An installed program starts from byte-compiled modules (pip compiles them at install time); a
        # checkout run with PYTHONDONTWRITEBYTECODE set would compile every module on every launch (~110 ms
        # here), so compile them once, then launch each kind once untimed (file and font caches warm).
        compileall.compile_dir(os.path.join(ROOT, "janggi_desktop"), quiet=1)
        for kind in ("label", "bare", "app"):
            time_startup(kind, config_dir)
    for _ in range(0 if a.skip_startup else a.runs):
        results["label"].append(time_startup("label", config_dir)[0])
        for kind in ("bare", "app"):
            ms, peak = time_startup(kind, config_dir)
            results[kind].append(ms)
            mem[kind] = max(mem.get(kind, 0.0), peak)
        for kind in ("bare", "app"):
            results[f"{kind} -S"].append(time_startup(kind, config_dir, no_site=True)[0])
    if not a.skip_startup:
        print("\nStart-up to first painted frame (process launch -> first paint of the board view; the app started "
              f"as its installed command starts it), median of {a.runs}:")
        print_startup(results["bare"], results["app"], results["label"])
        print("  The same without the site module (python -S, the packages on PYTHONPATH): what this machine's .pth "
              "files\n  add to every Python start (an editable install's finder, say) left out of both:")
        print_startup(results["bare -S"], results["app -S"])
    if not a.skip_startup:
        cpu = {k: statistics.median(v[1:]) for k, v in CPU_MS.items() if len(v) > 1}  # the untimed launch left out
        print(f"  CPU time of a launch (user + system, whole process), median: label {cpu['label']:.1f} ms, "
              f"bare {cpu['bare']:.1f} ms, app {cpu['app']:.1f} ms; app over label {cpu['app'] / cpu['label']:.2f}x")
    if a.startup_only:
        print(f"  load average (1, 5, 15 min): {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return

    data, _ = run_child(["interactive", str(a.think_seconds), str(a.clicks)])
    b, c = data["bare_click_ms"], data["app_click_ms"]
    print(f"\nClick to dots painted ({a.clicks} clicks, dots shown on {data['dots_seen']}):")
    print(f"  bare view (8 items)          : median {statistics.median(b):6.2f} ms   p95 {pct(b, 95):6.2f} ms")
    print(f"  Janggi Desktop board         : median {statistics.median(c):6.2f} ms   p95 {pct(c, 95):6.2f} ms"
          "   (target median <= 16 ms)")
    idle, think, timed = data["idle"], data["think"], data["think_timed"]
    print(f"\nEvent-loop stall (QTimer every 5 ms, {a.think_seconds:.0f} s window, "
          f"switch interval {data['switch_interval_ms']:.1f} ms):")
    print(f"  idle                         : {gap_summary(idle['gaps'])}")
    print(f"  reply from the book, level 10: {gap_summary(data['book']['gaps'])}   (the first look-up reads the "
          f"book; replied: {data['book']['moved']})")
    print(f"  computer thinking, level 10  : {gap_summary(think['gaps'])}   (target <= 50 ms; out of the book, "
          f"replied within window: {think['moved']})")
    print(f"  thinking, clocks 5m + 30s×3  : {gap_summary(timed['gaps'])}   (target <= 50 ms; clocks shown: "
          f"{timed['clock_shown']}, looked at {timed['clock_looks']} times; replied: {timed['moved']})")
    for key, label in (("analysis_builtin", "analysis mode, built-in (thread)"),
                       ("analysis_fsf", "analysis mode, Fairy-Stockfish"),
                       ("report_builtin", "game report, built-in, 200 ms")):
        run = data[key]
        print(f"  {label:29s}: {gap_summary(run['gaps'])}   ({run['updates']} updates shown; "
              f"stop {run['stop_ms']:.1f} ms)")
    print(f"  stop() call {think['stop_ms']:.2f} ms; close while thinking and analysing {data['close_ms']:.0f} ms "
          f"(threads finished: {data['thread_finished']})")
    print("\nPeak memory (ru_maxrss):")
    if mem:
        print(f"  bare start-up process        : {mem['bare']:6.1f} MB")
        print(f"  Janggi Desktop start-up      : {mem['app']:6.1f} MB")
    print(f"  Janggi Desktop after play    : {data['peak_mb']:6.1f} MB  (clicks + level-10 search)")


if __name__ == "__main__":
    main()
