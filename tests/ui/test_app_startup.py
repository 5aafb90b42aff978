"""The real program in a subprocess: --smoke, --version, --help, convert dispatch, and the move-list text."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import time

from janggi_desktop import __version__
from janggi_desktop.rules import Game
from janggi_desktop.ui.notation import move_texts


def run_app(*args: str, tmp_path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JANGGI_DESKTOP_CONFIG_DIR=str(tmp_path / "cfg"))
    return subprocess.run([sys.executable, "-m", "janggi_desktop.app", *args], capture_output=True, text=True,
                          env=env, timeout=timeout, check=False)


def test_smoke_opens_the_window_plays_a_move_and_exits_0(tmp_path):
    r = run_app("--smoke", tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "cfg" / "settings.json").exists()  # the window closed normally and saved its settings


def test_version_and_help(tmp_path):
    r = run_app("--version", tmp_path=tmp_path)
    assert r.returncode == 0 and __version__ in r.stdout
    r = run_app("--help", tmp_path=tmp_path)
    assert r.returncode == 0 and "--smoke" in r.stdout and "convert" in r.stdout


def test_first_frame_is_reported_and_the_collector_resumes(tmp_path):
    """JANGGI_DESKTOP_FIRST_FRAME=1 (bench/ui.py's clock) prints when the board is first painted; start-up
    pauses the cyclic garbage collector, and it runs again afterwards.  A start without arguments (the
    launcher's, the one the bench times) builds no argument parser (here one would fail the start)."""
    code = ("import gc, sys; from janggi_desktop import app; app.build_parser = None; rc = app.main([]); "
            "print('collector', gc.isenabled(), gc.get_freeze_count() > 0); "
            "sys.exit(rc)")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JANGGI_DESKTOP_CONFIG_DIR=str(tmp_path / "cfg"),
               JANGGI_DESKTOP_FIRST_FRAME="1")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60,
                       check=False)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    stamp = float(next(x for x in lines if x.startswith("first-frame ")).split()[1])
    assert abs(stamp - time.time()) < 60
    assert "collector True True" in lines  # enabled again, with start-up's objects frozen
    assert (tmp_path / "cfg" / "settings.json").exists()  # the settings folder came from the environment


#: What the first frame leaves out because each saves it 5 ms or more (their comments say how much): the dialogs,
#: the study's tree view, the library and its window, the training package and the puzzle window, Qt Multimedia,
#: the engine (its search and its UCI client), the analysis panels, runner and report.  The About dialog's module
#: comes right after the first frame, for the window's icon (finish_start).
DEFERRED = ("janggi_desktop.ui.dialogs.about", "janggi_desktop.ui.dialogs.new_game",
            "janggi_desktop.ui.dialogs.engines", "janggi_desktop.ui.dialogs.engine_texts",
            "janggi_desktop.ui.dialogs.help",
            "janggi_desktop.ui.panels.study_list", "janggi_desktop.library", "janggi_desktop.ui.library.window",
            "janggi_desktop.training", "janggi_desktop.ui.training.puzzles", "PySide6.QtMultimedia",
            "janggi_desktop.engine.search", "janggi_desktop.engine.client", "janggi_desktop.ui.analysis.lines_panel",
            "janggi_desktop.ui.analysis.report_panel", "janggi_desktop.ui.analysis.runner",
            "janggi_desktop.analysis.report")


def test_the_first_frame_loads_none_of_the_deferred_modules(tmp_path):
    """Start-up time: every deferral kept saves the first frame 5 ms or more (issue 51), so what it leaves out
    must really be left out: a module named in DEFERRED loaded before the first frame (by a new import at the
    top of a module the window loads, say) is caught here.  After the first frame the window's icon comes."""
    code = f"""if True:
        import sys
        from PySide6 import QtWidgets
        from janggi_desktop import app
        from janggi_desktop.ui.main_window import MainWindow

        def loaded():
            return [n for n in {DEFERRED!r} if n in sys.modules]

        init, finish = MainWindow.__init__, MainWindow.finish_start

        def watched_init(self, *args, **kwargs):
            init(self, *args, **kwargs)
            self.board.first_frame.connect(lambda: print("first frame", loaded(), flush=True))

        def watched_finish(self):
            finish(self)
            print("finished", loaded(), not self.windowIcon().isNull(), flush=True)
            QtWidgets.QApplication.instance().quit()

        MainWindow.__init__, MainWindow.finish_start = watched_init, watched_finish
        sys.exit(app.main([]))
    """
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JANGGI_DESKTOP_CONFIG_DIR=str(tmp_path / "cfg"))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60,
                       check=False)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["first frame []", "finished ['janggi_desktop.ui.dialogs.about'] True"], r.stdout


def test_no_arguments_mean_the_parsers_defaults():
    """The argparse-free start and the parser agree on every option's default, and arguments are parsed."""
    from janggi_desktop.app import Options, build_parser, parse_options

    assert parse_options([]) == Options() == Options(**vars(build_parser().parse_args([])))
    assert parse_options(["--smoke", "--language", "ko", "g.pgn"]) == Options(file="g.pgn", smoke=True,
                                                                                  language="ko")


def test_resume_gc_is_idempotent():
    from janggi_desktop.app import resume_gc

    assert gc.isenabled()
    resume_gc()  # already running: nothing frozen, nothing changed
    assert gc.isenabled()
    gc.disable()
    try:
        resume_gc()
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_smoke_with_a_fen_file(tmp_path):
    f = tmp_path / "p.fen"
    f.write_text("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1\n", encoding="utf-8")
    r = run_app("--smoke", str(f), tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr


def test_convert_is_dispatched_to_the_records_package(tmp_path):
    r = run_app("convert", "--help", tmp_path=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "usage" in r.stdout.lower()


def test_move_list_text_in_each_label_set():
    g = Game()
    g.push_uci("i4h4")
    g.push_uci("a7b7")
    g.push(g.pass_move())
    assert move_texts(g, "hangeul") == ["79졸78", "41병42", "한수쉼"]
    assert move_texts(g, "hanja") == ["79卒78", "41兵42", "한수쉼"]
    assert move_texts(g, "latin") == ["P79-78", "P41-42", "pass"]
    assert move_texts(g, "latin", "fr") == ["S79-78", "S41-42", "pass"]
