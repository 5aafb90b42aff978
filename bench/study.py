"""Speed of a study record: a long game with many variations and comments, read and written as PGN, and
stepped through in the driver.

Builds a seeded game of ``--plies`` moves (youzai rules: no repetition rule, so a long game is easy to make)
with ``--variations`` variations of 1-6 moves at random main-line moves (some nested in another variation),
a comment on every variation's first move and every 10th move (some with ``[%eval]``, ``[%clk]``, ``[%cal]``),
and NAGs; then prints the best and median of ``--repeat`` runs of each step.  With ``--ui`` (Qt, offscreen
unless a display is given) also the side panel's tree view: its first drawing and a drawing again (the
window's namer, Korean notation), moving the highlight to every node, and the main window stepping through
the opened study one key press at a time, each step timed with the events it posts (the repaint included):
the issue's "stepping never stalls more than 16 ms".  A benchmark prints figures; it asserts nothing about
time.

    python3 bench/study.py [--plies 300] [--variations 200] [--repeat 7] [--ui]
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


def long_game(plies: int, rng: random.Random) -> Game:
    """``plies`` moves under youzai rules, none ending the game (a capture before 200 quiet plies)."""
    g = Game("youzai")
    while g.ply < plies:
        legal = [m for m in g.legal_moves() if not m.is_pass]
        captures = [m for m in legal if g.position.board[m.to_square]]
        pool = captures if captures and g.halfmove_clock > 150 else \
            [m for m in legal if not g.position.board[m.to_square]] or legal
        rng.shuffle(pool)
        g.push(next(m for m in pool if g.outcome_after(m) is None))
    return g


def study(plies: int, variations: int, seed: int = 1) -> MoveTree:
    rng = random.Random(seed)
    game = long_game(plies, rng)
    tree = MoveTree.from_moves("youzai", game.start_fen, game.moves)
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
        legal = [m for m in g.legal_moves() if parent.child(m) is None and not m.is_pass]
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
    ap.add_argument("--ui", action="store_true", help="also the tree view and the window (Qt)")
    args = ap.parse_args()
    tree = study(args.plies, args.variations)
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
        ui_figures(back, text, args.repeat, row)


def ui_figures(record, text: str, repeat: int, row) -> None:
    """The tree view and the window (see the module docstring)."""
    import tempfile

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

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
    from janggi_desktop.app import share_the_interpreter

    share_the_interpreter()  # the GIL's switch interval the application runs with (the analysis thread)
    app = QApplication.instance() or QApplication([])
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
        w.driver.go_to(0)
        app.processEvents()
        steps = []
        for _ in range(len(record.moves)):
            t = time.perf_counter()
            w.actions.next_action.trigger()
            app.processEvents()
            steps.append((time.perf_counter() - t) * 1000)
        steps.sort()
        print(f"{'window: → through the main line':<44} median {statistics.median(steps):8.2f} ms   "
              f"95% {steps[int(len(steps) * 0.95)]:8.2f} ms   worst {steps[-1]:8.2f} ms   "
              f"over 16 ms: {sum(s > 16 for s in steps)} of {len(steps)}")
        steps = []
        for node in list(w.driver.tree.walk())[1:]:
            t = time.perf_counter()
            w.study.go_to_node(node)
            app.processEvents()
            steps.append((time.perf_counter() - t) * 1000)
        steps.sort()
        print(f"{'window: a click on every node in turn':<44} median {statistics.median(steps):8.2f} ms   "
              f"95% {steps[int(len(steps) * 0.95)]:8.2f} ms   worst {steps[-1]:8.2f} ms   "
              f"over 16 ms: {sum(s > 16 for s in steps)} of {len(steps)}")
        w.close()


if __name__ == "__main__":
    main()
