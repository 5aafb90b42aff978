"""Speed of a study record: a long game with many variations and comments, read and written as PGN, and
stepped through in the driver.

Builds a seeded game of ``--plies`` moves (``--ruleset``, youzai by default: no repetition rule, so a long game is
easy to make; its analysis is the built-in engine's, in the window's process)
with ``--variations`` variations of 1-6 moves at random main-line moves (some nested in another variation),
a comment on every variation's first move and every 10th move (some with ``[%eval]``, ``[%clk]``, ``[%cal]``),
and NAGs; then prints the best and median of ``--repeat`` runs of each step.  With ``--ui`` (Qt, offscreen
unless a display is given) also the side panel's tree view: its first drawing and a drawing again (the
window's namer, Korean notation), moving the highlight to every node, and the main window stepping through
the opened study one key press at a time and a click on every node, analysis mode off and on, each step timed
with the events it posts (the repaint included), then steps every 60 ms (a key held) and every 400 ms (the
analysis of each position running between them) with the longest round of the event loop between steps:
the issue's "stepping never stalls more than 16 ms".  The GUI thread's own CPU time is printed beside the
wall times (a loaded machine lengthens the latter).  A benchmark prints figures; it asserts nothing about
time.

    python3 bench/study.py [--plies 300] [--variations 200] [--repeat 7] [--ruleset R] [--ui [--window-only]]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.play import GameDriver  # noqa: E402
from janggi_desktop.records import pgn  # noqa: E402
from janggi_desktop.records.model import GameRecord, record_tree, set_record_tree  # noqa: E402
from janggi_desktop.records.tree import MoveTree  # noqa: E402
from janggi_desktop.rules import Game  # noqa: E402


def long_game(plies: int, rng: random.Random, ruleset: str = "youzai") -> Game:
    """``plies`` moves under ``ruleset``, none ending the game (a capture before 200 quiet plies)."""
    g = Game(ruleset)
    while g.ply < plies:
        legal = [m for m in g.legal_moves() if not m.is_pass]
        captures = [m for m in legal if g.position.board[m.to_square]]
        pool = captures if captures and g.halfmove_clock > 150 else \
            [m for m in legal if not g.position.board[m.to_square]] or legal
        rng.shuffle(pool)
        g.push(next(m for m in pool if g.outcome_after(m) is None))
    return g


def study(plies: int, variations: int, seed: int = 1, ruleset: str = "youzai") -> MoveTree:
    rng = random.Random(seed)
    game = long_game(plies, rng, ruleset)
    tree = MoveTree.from_moves(ruleset, game.start_fen, game.moves)
    main = tree.main_line()
    for i, node in enumerate(main):
        if i % 10 == 0:
            tree.set_comment(node, f"[%clk 0:{59 - i % 60:02d}:00] move {i + 1}: the plan is to open the file")
        if i % 17 == 0:
            tree.set_nags(node, [rng.choice([1, 2, 3, 4, 5, 6]), 14])
    starts = list(main)
    made = 0
    while made < variations:
        at = rng.choice(starts)
        parent = at.parent
        g = tree.game_at(parent)
        legal = [m for m in g.legal_moves() if parent.child(m) is None and not m.is_pass
                 and g.outcome_after(m) is None]
        if not legal:
            continue
        node = tree.add_move(parent, rng.choice(legal), game=g)
        g.push(node.move)
        tree.set_comment(node, rng.choice(["[%eval 0.35] better", "[%cal Gb1c3,Re4e5] the idea", "why not?",
                                           "[%csl Re5] a weak point", "Blunder. Hc3 was best."]))
        tree.set_nags(node, [rng.choice([1, 2, 5, 6])])
        starts.append(node)  # later variations may branch off this one: nesting
        for _ in range(rng.randint(0, 5)):
            legal = [m for m in g.legal_moves() if not m.is_pass]
            if not legal:
                break
            node = tree.add_move(node, rng.choice(legal), game=g)
            g.push(node.move)
            starts.append(node)
        made += 1
    tree.forget_history()
    return tree


def start_of_main_line(w) -> None:
    """The window's board at the start, with the main line on it (the clicks leave a variation there)."""
    w.study.go_to_node(w.driver.tree.main_line()[-1])
    w.driver.go_to(0)


def settle(app, seconds: float) -> float:
    """Run the event loop for ``seconds`` as the window's would (events as they come): the longest a single
    round of it took (ms), what the user would see as a stall."""
    end, worst = time.perf_counter() + seconds, 0.0
    while True:
        t = time.perf_counter()
        app.processEvents()
        worst = max(worst, (time.perf_counter() - t) * 1000)
        if t >= end:
            return worst
        time.sleep(0.001)


def timed(runs: int, fn) -> tuple[float, float, object]:
    times, result = [], None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append((time.perf_counter() - t) * 1000)
    return min(times), statistics.median(times), result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--plies", type=int, default=300)
    ap.add_argument("--variations", type=int, default=200)
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--ruleset", default="youzai",
                    help="the game's rule set (youzai: analysed by the built-in engine, in this process; "
                         "standard: by Fairy-Stockfish where it is installed)")
    ap.add_argument("--ui", action="store_true", help="also the tree view and the window (Qt)")
    ap.add_argument("--window-only", action="store_true", help="with --ui: only the window's figures")
    args = ap.parse_args()
    tree = study(args.plies, args.variations, ruleset=args.ruleset)
    record = set_record_tree(GameRecord(ruleset=tree.ruleset, start_fen=tree.start_fen), tree)
    text = pgn.format_game(record)
    print(f"study: {args.plies} plies, {args.variations} variations, {len(tree)} moves in all, nesting depth "
          f"{tree.depth()}, {sum(1 for n in tree.walk() if n.comment)} comments; PGN {len(text):,} characters")

    def row(label: str, fn):
        best, median, result = timed(args.repeat, fn)
        print(f"{label:<44} best {best:8.1f} ms   median {median:8.1f} ms")
        return result

    back = row("PGN read (parse + replay every line)", lambda: pgn.loads(text)[0])
    assert back.tree == tree  # the figure is of a faithful read
    row("PGN write (SAN of every line)", lambda: pgn.format_game(back))
    row("record_tree (the record's fields applied)", lambda: record_tree(back))
    row("tree copy", lambda: tree.copy())

    driver = GameDriver()
    driver.new_game(back.to_game(), tree=back.tree)
    nodes = list(back.tree.walk())[1:]
    worst, total = 0.0, 0.0
    for node in nodes:  # every node of the tree, in the order a reader clicks through it
        t = time.perf_counter()
        driver.go_to_node(node)
        dt = (time.perf_counter() - t) * 1000
        worst, total = max(worst, dt), total + dt
    print(f"{'driver.go_to_node, every node in order':<44} mean {total / len(nodes):8.3f} ms   worst {worst:8.3f} ms")
    driver.go_to_node(back.tree.root)
    worst = 0.0
    for _ in range(len(back.moves)):
        t = time.perf_counter()
        driver.step(1)
        worst = max(worst, (time.perf_counter() - t) * 1000)
    print(f"{'driver.step(1) along the main line':<44} worst {worst:8.3f} ms")
    if args.ui:
        ui_figures(back, text, args.repeat, row, window_only=args.window_only)


def spread(label: str, steps: list[float], cpu: list[float] | None = None) -> None:
    """One line of step times: median, 95th percentile, worst, how many over 16 ms (and the GUI thread's own
    CPU time per step, which the machine's other work does not lengthen)."""
    steps = sorted(steps)
    line = (f"{label:<44} median {statistics.median(steps):7.2f} ms   95% {steps[int(len(steps) * 0.95)]:7.2f} ms"
            f"   worst {steps[-1]:7.2f} ms   over 16 ms: {sum(s > 16 for s in steps)} of {len(steps)}")
    if cpu:
        cpu = sorted(cpu)
        line += f"   (GUI thread CPU: median {statistics.median(cpu):.2f}, worst {cpu[-1]:.2f} ms)"
    print(line)


def ui_figures(record, text: str, repeat: int, row, window_only: bool = False) -> None:
    """The tree view and the window (see the module docstring)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from janggi_desktop.app import share_the_interpreter

    share_the_interpreter()  # the GIL's switch interval the application runs with (the analysis thread)
    app = QApplication.instance() or QApplication([])
    if not window_only:
        tree_view_figures(app, record, row)
    window_figures(app, record, text)


def tree_view_figures(app, record, row) -> None:
    from janggi_desktop.ui.panels.study_list import StudyMoveList

    try:
        from janggi_desktop.ui.notation import move_namer
    except ImportError:  # the code before: the study controller's namer wrote each move as a one-move line
        from janggi_desktop.ui.notation import line_texts

        def move_namer(label_set, language, notation):
            return lambda game, move: (line_texts(game, [move], label_set, language, notation) or [move.uci])[0]

    try:
        from janggi_desktop.records.tree_layout import NameCache
    except ImportError:  # the code before the names were cached: its namer, a function
        NameCache = None  # noqa: N806
    tree = record.tree
    view = StudyMoveList()
    view.resize(230, 300)  # the side panel's width at 800×600
    view.show()
    here = tree.main_line()[len(tree.main_line()) // 2]

    def namer():
        name = move_namer("hanja", "en", "korean")
        return NameCache(name) if NameCache is not None else name

    def first_drawing():
        view.show_tree(tree, here, namer())
        app.processEvents()

    row("tree view: first drawing (names + rows + text)", first_drawing)
    kept = namer()
    view.show_tree(tree, here, kept)
    row("tree view: drawn again (an edit, a new move)", lambda: (view.show_tree(tree, here, kept),
                                                                 app.processEvents()))
    worst, nodes = 0.0, list(tree.walk())[1:]
    for node in nodes:
        t = time.perf_counter()
        view.set_current(node)
        app.processEvents()
        worst = max(worst, (time.perf_counter() - t) * 1000)
    print(f"{'tree view: highlight to every node':<44} worst {worst:8.3f} ms")


def window_figures(app, record, text: str) -> None:
    """The main window at 800×600 stepping through the opened study: → key presses one after the other, clicks
    on every node, then paced steps with the analysis of each position running between them (the engine
    stopped and started again at each), timing each step and the longest the event loop is held meanwhile."""
    import tempfile

    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["JANGGI_DESKTOP_DATA_DIR"] = tmp
        path = os.path.join(tmp, "study.pgn")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        w = MainWindow(SettingsStore(os.path.join(tmp, "config")), autosave=False)
        w.resize(800, 600)
        w.show()
        for _ in range(50):
            app.processEvents()
        t = time.perf_counter()
        assert w.records.open_file(path)
        app.processEvents()
        print(f"{'window: open the study (read + draw)':<44} once {(time.perf_counter() - t) * 1000:8.1f} ms")
        analysis = w.analysis
        pause_ms = getattr(analysis, "restart_pause_ms", 0)
        engine = analysis.engine_label()
        for mode in (False, True):
            analysis.set_mode(mode)
            say = f"analysis mode {'on' if mode else 'off'}"
            start_of_main_line(w)
            settle(app, 0.5)
            steps, cpu = [], []
            for _ in range(len(record.moves)):
                t, c = time.perf_counter(), time.thread_time()
                w.actions.next_action.trigger()
                app.processEvents()
                steps.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
            spread(f"window: → main line, {say}", steps, cpu)
            settle(app, 0.5)
            steps, cpu = [], []
            for node in list(w.driver.tree.walk())[1:]:
                t, c = time.perf_counter(), time.thread_time()
                w.study.go_to_node(node)
                app.processEvents()
                steps.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
            spread(f"window: click every node, {say}", steps, cpu)
        print(f"  (in review the lines of each position are analysed whether analysis mode is on or not; "
              f"engine: {engine}; restart pause {pause_ms} ms)")
        for pace in (60, 400):
            start_of_main_line(w)
            settle(app, 0.5)
            steps, stalls = [], []
            for _ in range(min(60, len(record.moves))):
                t = time.perf_counter()
                w.actions.next_action.trigger()
                app.processEvents()
                steps.append((time.perf_counter() - t) * 1000)
                stalls.append(settle(app, pace / 1000 - (time.perf_counter() - t)))
            spread(f"window: → every {pace} ms, analysis running", steps)
            spread("  the longest event-loop stall between steps", stalls)
        w.close()


if __name__ == "__main__":
    main()
