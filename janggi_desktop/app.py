"""Start-up: command line, QApplication, translators, the main window.

``janggi-desktop`` opens the window; ``janggi-desktop FILE`` opens a .pgn/.gib/.fen record;
``janggi-desktop convert INPUT OUTPUT`` converts records without any window (dispatched to
``janggi_desktop.records.convert`` before Qt is even imported), as ``match`` plays engines and ``analyse``
annotates records; ``--smoke`` opens the main window, plays one
legal move, closes and exits 0 — the check that an installed copy really starts.  Two hidden options serve the
kill-and-restart test (tests/ui/test_app_kill.py): ``--test-moves`` plays moves as a user would and reports
each, ``--test-report FILE`` writes the game on screen after start-up (and restore) and quits.

A start without arguments (a desktop launcher's) builds no argument parser: its options are
:class:`Options`' defaults (the parser, with the look-up of its help texts' translations, costs about 2 ms of a
~210 ms start).  So that this start is the one bench/ui.py times, its clock is an environment variable, not
an option: with ``JANGGI_DESKTOP_FIRST_FRAME=1`` the program prints when the board's first frame is painted
and quits.

Start-up runs with Python's cyclic garbage collector paused: importing Qt and building the window make
hundreds of thousands of objects, none of them garbage, and the collector would walk them again and again.
Once the first frame is out, the survivors are frozen (never scanned again) and the collector resumes.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from collections.abc import Sequence
from typing import NamedTuple

from janggi_desktop import __version__
from janggi_desktop.fileio import atomic_write
from janggi_desktop.play.match import main as run_match
from janggi_desktop.records import convert
from janggi_desktop.rules import Move

#: The environment variable of bench/ui.py's clock (see the module docstring).
ENV_FIRST_FRAME = "JANGGI_DESKTOP_FIRST_FRAME"


class Options(NamedTuple):
    """The window's command line, parsed; the defaults are a start without arguments."""

    file: str | None = None
    smoke: bool = False
    config_dir: str | None = None
    language: str | None = None
    test_moves: str | None = None
    test_report: str | None = None


def parse_options(argv: Sequence[str]) -> Options:
    """``argv``'s options (argparse prints help, the version or the error and exits); no arguments: the
    defaults, without building the parser."""
    if not argv:
        return Options()
    return Options(**vars(build_parser().parse_args(list(argv))))


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="janggi-desktop",
        description="Janggi (Korean chess) for the desktop: play a friend on this computer or the built-in "
                    "engine, under six rule sets.",
        epilog="Sub-commands: 'janggi-desktop convert INPUT OUTPUT' converts between .pgn, .gib and .fen records; "
               "'janggi-desktop match A B' plays engines against each other; 'janggi-desktop analyse INPUT... "
               "OUTPUT' analyses records into an annotated PGN; 'janggi-desktop library import|search|explore|export' "
               "keeps games in the game library; 'janggi-desktop puzzles export' prints the puzzle set as JSON lines "
               "(see their --help).",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("file", nargs="?", metavar="FILE", help="a .pgn, .gib or .fen record to open")
    p.add_argument("--smoke", action="store_true",
                   help="open the main window, play one legal move, close and exit 0 (start-up check)")
    p.add_argument("--config-dir", metavar="DIR",
                   help="keep settings in DIR instead of the user's config directory")
    p.add_argument("--language", metavar="CODE", help="interface language for this run: en, fr or ko")
    # Test-only (hidden): play these UCI moves one per event-loop turn, printing "played N" after each
    # (the autosave is written by then), then keep running; used by the kill-and-restart test.
    p.add_argument("--test-moves", metavar="UCI,UCI,...", help=argparse.SUPPRESS)
    # Test-only (hidden): once started (and the autosave restored), write the game on screen as JSON to FILE
    # and quit.
    p.add_argument("--test-report", metavar="FILE", help=argparse.SUPPRESS)
    return p


#: How often (seconds) a thread holding the GIL is asked to let another run.  Every Python method Qt calls
#: (a board item's paint, a resize) waits up to this long for a searching thread to let go, and one repaint
#: of the board calls dozens: at 1 ms the analysis board stalled 40-60 ms, at 0.5 ms 30 ms (bench/ui.py),
#: for no search speed that a 4 s search could tell apart from noise.
SWITCH_INTERVAL = 0.0005


def share_the_interpreter() -> None:
    """An engine thinking in the worker thread and the GUI share the GIL: at Python's default 5 ms switch
    interval the GUI thread may wait 5 ms per event for the search to let go, and the event loop stalls
    visibly while the computer thinks (bench/ui.py measures it); :data:`SWITCH_INTERVAL` keeps the longest
    stall within the 50 ms budget."""
    if sys.getswitchinterval() > SWITCH_INTERVAL:
        sys.setswitchinterval(SWITCH_INTERVAL)


def resume_gc() -> None:
    """End of start-up: keep what start-up built out of every future collection, and collect again."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _write_report(path: str, window) -> None:
    """The state the restart test checks: the game's start, its moves, the players, the clocks (as they were
    when the game came back: the start of the turn in progress); written atomically."""
    data = {"start_fen": window.game.start_fen, "moves": [str(m) for m in window.game.moves],
            "fen": window.game.fen(), "ruleset": window.game.ruleset.name,
            "reviewing": window.reviewing, "players": [p.to_dict() for p in window.driver.specs],
            "clock": window.driver.clock.state().to_dict() if window.driver.timed else None}
    atomic_write(path, json.dumps(data).encode("utf-8"))


def _play_test_moves(window, moves: list[str]) -> None:
    """Play ``moves`` through the window as a user would, one per event-loop turn."""
    from PySide6.QtCore import QTimer

    def next_move(i: int) -> None:
        if i >= len(moves):
            sys.stdout.write("done\n")
            sys.stdout.flush()
            return
        if not window.play_move(Move.from_uci(moves[i])):
            sys.stdout.write(f"refused {moves[i]}\n")
            sys.stdout.flush()
            return
        window.autosave.flush()  # "played N": the move is on disk (the autosave writes on its own thread)
        sys.stdout.write(f"played {i + 1}\n")
        sys.stdout.flush()
        QTimer.singleShot(0, lambda: next_move(i + 1))

    QTimer.singleShot(0, lambda: next_move(0))


def make_application():
    """The QApplication (the existing one, if any) with the program's names and the bundled font fallback."""
    from PySide6.QtWidgets import QApplication

    from janggi_desktop.ui import fonts

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "janggi-desktop"])
    app.setApplicationName("janggi-desktop")
    app.setApplicationDisplayName("Janggi Desktop")
    app.setApplicationVersion(__version__)
    app.setOrganizationName("janggi-desktop")
    if hasattr(app, "setDesktopFileName"):
        app.setDesktopFileName("io.github.janggidesktop.JanggiDesktop")
    fonts.add_bundled_fallback(app)
    return app


def run_convert(argv: Sequence[str]) -> int:
    return int(convert.main(list(argv)) or 0)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "convert":
        return run_convert(args_list[1:])
    if args_list and args_list[0] == "match":  # headless, before Qt is imported
        return run_match(args_list[1:])
    # Each headless command runs before Qt is imported (on a machine without a display or Qt's libraries);
    # the three below are imported only when asked for: ~11 ms (analyse), ~20 ms (library) and ~60 ms
    # (puzzles: the training package) over what the window's start loads.
    if args_list and args_list[0] in ("analyse", "analyze"):
        from janggi_desktop.analysis.cli import main as run_analyse

        return run_analyse(args_list[1:])
    if args_list and args_list[0] == "library":
        from janggi_desktop.library.cli import main as run_library

        return run_library(args_list[1:])
    if args_list and args_list[0] == "puzzles":
        from janggi_desktop.training.cli import main as run_puzzles

        return run_puzzles(args_list[1:])
    args = parse_options(args_list)
    if args.config_dir:
        os.environ["JANGGI_DESKTOP_CONFIG_DIR"] = args.config_dir
    gc.disable()  # until the first frame (see the module docstring)
    share_the_interpreter()

    from janggi_desktop.ui import qt_compat

    qt_compat.apply()
    from PySide6.QtCore import QTimer

    from janggi_desktop.ui import i18n
    from janggi_desktop.ui.main_window import MainWindow
    from janggi_desktop.ui.settings import SettingsStore
    from janggi_desktop.ui.worker_thread import lingering_threads

    app = make_application()
    store = SettingsStore()
    settings, warning = store.load()
    # --language applies to this run only; the remembered choice stays in the settings.
    i18n.install_translators(app, args.language or settings.language or i18n.SYSTEM)
    # --smoke must not touch the user's game in progress: no restore, no autosave.
    window = MainWindow(store, settings=settings, restore_session=not (args.file or args.smoke),
                        autosave=not args.smoke)
    if warning:
        window.statusBar().showMessage(warning, 15000)
    window.board.first_frame.connect(resume_gc)
    QTimer.singleShot(3000, resume_gc)  # in case no frame is ever painted (a hidden or minimised start)
    if os.environ.get(ENV_FIRST_FRAME) == "1":
        def first_frame() -> None:
            sys.stdout.write(f"first-frame {time.time():.6f}\n")
            sys.stdout.flush()
            window.close()
            app.quit()

        window.board.first_frame.connect(first_frame)
    window.show()

    status = {"code": 0}
    if args.file and not window.records.open_file(args.file) and args.smoke:
        status["code"] = 1

    if args.test_moves:
        _play_test_moves(window, [m for m in args.test_moves.replace(",", " ").split() if m])
    if args.test_report:
        def report() -> None:
            _write_report(args.test_report, window)
            window.close()
            app.quit()

        QTimer.singleShot(0, report)

    if args.smoke:
        window.boxes.confirm = lambda *_args: True  # a record opened in review: playing on must not wait for a click

        def smoke() -> None:
            shown = window.shown_game
            moves = shown.legal_moves()
            played = bool(moves) and window.play_move(moves[0])
            if not played and not shown.is_over():
                status["code"] = 1
            window.close()
            app.quit()

        QTimer.singleShot(200, smoke)

    code = app.exec()
    resume_gc()
    code = code or status["code"]
    if lingering_threads():  # the search did not stop in time: do not let Qt abort on a running thread
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code


if __name__ == "__main__":
    sys.exit(main())
