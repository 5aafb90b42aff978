"""Take the application screenshots in ``docs/screenshots/`` from the real window (a helper, not a test).

Run it under an X server, for example::

    Xvfb :95 -screen 0 1280x900x24 &
    DISPLAY=:95 QT_QPA_PLATFORM=xcb python3 docs/make_screenshots.py [SCENE ...]

Each scene runs in its own process with a fresh settings folder, plays what it shows through the window's own
methods and the mouse (as a user would), and takes the picture from the screen with ImageMagick's
``import -window root``, cropped to the window.  With no argument every scene is taken.

A scene name may end in ``@WIDTHxHEIGHT`` and ``-LANG`` (``app-game@800x600-ko``): the same scene in a window of
that size (the screen must be as large) and that interface language; the picture is named after the whole
name.  ``--sizes`` takes the scenes of :data:`CHECK_SCENES` at 800×600, 1280×800 and 1920×1080 in en, fr and ko
into ``docs/screenshots/check/`` (a review set, not committed).

The library's scenes (``app-explorer``, ``app-library``) need games: unless ``$JANGGI_DESKTOP_DATA_DIR`` names a
library already, one is made first in a temporary folder by ``janggi-desktop library import`` of a PGN written
from the first :data:`LIBRARY_GAMES` Fairy-Stockfish self-play games of ``tune/data/games-seed*.jsonl.gz`` played
without random opening moves (named players, events and dates added), as a user would import a collection; the
explorer's scene starts from the arrangement most of them start from.
"""

from __future__ import annotations

import glob
import gzip
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "screenshots")
WIDTH, HEIGHT = 1180, 840

OPENING = ["c4c5", "c7c6", "b1c3", "h10g8", "e4e5", "a7b7", "i1i2", "g7h7", "b3e3", "b10c8"]
MATE_IN_ONE = "3k1a3/R8/6b2/p3p3p/2c6/9/P1P3P1P/4C4/4A4/1R1NK4 w - - 0 1"  # b1b10 mates
BIKJANG = "4k4/2r6/3a5/p1p3p1p/9/9/P1P3P1P/2C6/9/3K5 w - - 0 1"  # d1e1 faces the generals


#: Games in the library of the library's scenes, and the players, events and sources they are given.
LIBRARY_GAMES = 400
PLAYERS = ["Kim Minjun", "Lee Seoyeon", "Park Jihoon", "Choi Yuna", "Jung Hyunwoo", "Kang Eunji", "Yoon Taeho",
           "Han Sora", "Janggi Desktop level 6 (Strong)", "Fairy-Stockfish"]
EVENTS = ["Seoul club night", "Busan open 2024", "Online blitz", "Spring league", "Training games"]
LIBRARY_SCENES = ("app-explorer", "app-library")


def sample_library(folder: str) -> None:
    """Import :data:`LIBRARY_GAMES` self-play games into the library in ``folder`` (see the module docstring)."""
    from janggi_desktop.records import record_from_game, save_games
    from janggi_desktop.rules import Game

    records = []
    lines = (line for path in sorted(glob.glob(os.path.join(HERE, "..", "tune", "data", "games-seed*.jsonl.gz")))
             for line in gzip.open(path, "rt", encoding="utf-8"))
    for line in lines:
        data = json.loads(line)
        if data.get("random_plies"):  # only games Fairy-Stockfish played from the first move: real openings
            continue
        i = len(records)
        game = Game(data.get("variant", "janggi"), fen=data["fen"])
        for uci in data["moves"]:
            game.push_uci(uci)
        cho, han = PLAYERS[i % len(PLAYERS)], PLAYERS[(i * 3 + 1) % len(PLAYERS)]
        if cho == han:
            han = PLAYERS[(i + 1) % len(PLAYERS)]
        rec = record_from_game(game, White=cho, Black=han, Event=EVENTS[i % len(EVENTS)],
                               Date=f"20{22 + i % 4}.{1 + i % 12:02d}.{1 + i % 28:02d}")
        records.append(rec)
        if len(records) == LIBRARY_GAMES:
            break
    half = len(records) // 2
    for name, part in (("club-2023.pgn", records[:half]), ("online-2024.pgn", records[half:])):
        save_games(os.path.join(folder, name), part)
    subprocess.run([sys.executable, "-m", "janggi_desktop.app", "library", "import",
                    os.path.join(folder, "club-2023.pgn"), os.path.join(folder, "online-2024.pgn")],
                   check=True, cwd=os.path.join(HERE, ".."), env=dict(os.environ, JANGGI_DESKTOP_DATA_DIR=folder))


def sq(name: str) -> int:
    return (int(name[1:]) - 1) * 9 + "abcdefghi".index(name[0])


def study_pgn(folder: str) -> str:
    """A PGN study written in ``folder``: the club record (players, event) with variations, comments before and
    after moves and marks, as an annotated game a user opens; its path."""
    from janggi_desktop.records import load_games, save_games
    from janggi_desktop.records.model import record_tree, set_record_tree

    record = load_games(os.path.join(HERE, "..", "tests", "records", "fixtures", "club_cp949.gib"))[0]
    tree = record_tree(record)
    main = tree.main_line()
    for i in (5, 11, 18, 24, 31):
        parent = main[i].parent
        game = tree.game_at(parent)
        other = next(m for m in game.legal_moves() if parent.child(m) is None and not m.is_pass)
        node = tree.add_move(parent, other, game=game)
        tree.set_comment(node, "A quieter try: the horse stays back to guard the palace.")
        tree.set_nags(node, [5])
        game.push(other)
        node = tree.add_move(node, game.legal_moves()[0], game=game)
    tree.set_comment(main[3], "The usual plan in this opening.")
    tree.set_comment(main[8], "Before this move both sides have developed their elephants.", before=True)
    tree.set_nags(main[9], [2])
    tree.set_nags(main[14], [1])
    tree.forget_history()
    path = os.path.join(folder, "study.pgn")
    save_games(path, set_record_tree(record, tree))
    return path


def scene(full_name: str, out_dir: str = OUT) -> None:
    os.environ["JANGGI_DESKTOP_CONFIG_DIR"] = tempfile.mkdtemp(prefix="janggi-shots-")
    name, _, variant = full_name.partition("@")
    width, height, forced_language = WIDTH, HEIGHT, None
    if variant:
        size, _, forced_language = variant.partition("-")
        width, height = (int(x) for x in size.split("x"))
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest

    from janggi_desktop.app import make_application
    from janggi_desktop.play import PlayerSpec, TimeControl, VirtualTime
    from janggi_desktop.rules import Game, Move
    from janggi_desktop.ui import i18n
    from janggi_desktop.ui.main_window import MainWindow

    app = make_application()  # as the program makes it: names, the bundled font fallback
    language = forced_language or {"app-fr": "fr", "app-ko": "ko"}.get(name, "en")
    i18n.install_translators(app, language)
    w = MainWindow(autosave=False)
    if name not in LIBRARY_SCENES:  # a record opened for another scene is not offered to the library (its bar)
        w.records.record_loaded.disconnect(w.library.record_opened)
    HOTSEAT = (PlayerSpec.human(), PlayerSpec.human())
    w.confirm = lambda *_args: True
    w.resize(width, height)
    w.move(0, 0)
    w.show()

    def play(moves: list[str]) -> None:
        for uci in moves:
            if not w.play_move(Move.from_uci(uci)):
                raise SystemExit(f"{name}: {uci} refused")

    def click(square: str) -> None:
        QTest.mouseClick(w.board.viewport(), Qt.MouseButton.LeftButton, pos=w.board.point_of(sq(square)))

    def shoot() -> None:
        path = os.path.join(out_dir, f"{full_name}.png")
        frame = w.frameGeometry()
        dialogs = [d for d in app.topLevelWidgets() if d.isVisible() and d is not w]
        crop_w, crop_h = max(frame.width(), width), max(frame.height(), height)
        for d in dialogs:  # a dialog larger than a small window: keep all of it in the picture
            g = d.frameGeometry()
            crop_w, crop_h = max(crop_w, g.right() + 1), max(crop_h, g.bottom() + 1)
        subprocess.run(["import", "-window", "root", "-crop", f"{crop_w}x{crop_h}+0+0", "+repage", path], check=True)
        print("wrote", path)
        w.runner.shutdown(1000)
        w.driver.close()
        app.quit()

    delay = 700
    if name == "app-game":  # a selected chariot shows its destinations; the last move stays marked
        play(OPENING[:6])
        QTimer.singleShot(300, lambda: click("i1"))
    elif name == "app-review":
        play(OPENING)
        QTimer.singleShot(300, lambda: w.driver.go_to(6))
    elif name in ("app-study", "app-study-report"):  # an opened PGN study, analysis on (issue 48's room to read)
        path = study_pgn(tempfile.mkdtemp(prefix="janggi-shots-study-"))
        w.settings.analysis_engine = PlayerSpec.fairy_stockfish().to_dict()
        w.settings.analysis_movetime = 100
        w.records.open_file(path)
        w.analysis.set_mode(True)

        def at_a_variation() -> None:
            if name == "app-study-report" and (w.analysis.report is None or not w.analysis.report.complete):
                QTimer.singleShot(200, at_a_variation)
                return
            node = next(n for n in w.driver.tree.walk() if n.comment and not n.is_main_line)
            w.study.go_to_node(node.parent)
            w.driver.go_to(w.driver.shown_game.ply)
            QTimer.singleShot(2000, shoot)
        if name == "app-study-report":
            QTimer.singleShot(300, w.analysis.analyse_game)
        QTimer.singleShot(600, at_a_variation)
        app.exec()
        return
    elif name == "app-new-game":
        QTimer.singleShot(300, w.games.show_new_game_dialog)
    elif name == "app-setup-han":  # hotseat: Han chooses first, seen from Han's seat
        def setup() -> None:
            w.games.show_new_game_dialog().accept()
        QTimer.singleShot(300, setup)
    elif name == "app-setup-cho":  # after Han's choice, Cho's page, seen from Cho's seat
        def setup_cho() -> None:
            w.games.show_new_game_dialog().accept()
            w.games.setup_dialog.next_button.click()
        QTimer.singleShot(300, setup_cho)
    elif name == "app-thinking":  # against level 10: the panel shows the search while the window stays live
        w.games.new_game((PlayerSpec.human(), PlayerSpec.builtin(10)), "standard")
        QTimer.singleShot(300, lambda: play(["c4c5"]))
        delay = 1800
    elif name == "app-bikjang":
        w.games.new_game(HOTSEAT, game=Game("standard", fen=BIKJANG))
        QTimer.singleShot(300, lambda: play(["d1e1"]))
    elif name == "app-game-over":
        w.games.new_game(HOTSEAT, game=Game("standard", fen=MATE_IN_ONE))
        QTimer.singleShot(300, lambda: play(["b1b10"]))
    elif name in ("app-fr", "app-ko"):
        w.view.set_label_set("hangeul" if name == "app-ko" else "latin")
        play(OPENING[:4])
    elif name.startswith("app-look-"):  # app-look-THEME-PIECES-LABELS: a game in progress in that look
        _, _, theme, pieces, labels = name.split("-")
        w.view.set_board_theme(theme)
        w.view.set_piece_set(pieces)
        w.view.set_label_set(labels)
        play(OPENING[:8])
        QTimer.singleShot(300, lambda: click("c3"))
    elif name == "app-refused":  # a click on the opponent's piece: the red ring and the status line
        play(OPENING[:2])
        QTimer.singleShot(500, lambda: click("b10"))
        delay = 650
    elif name == "app-cursor":  # keyboard only: Ctrl+B gives the board its cursor, arrows walk, Enter picks
        play(OPENING[:6])

        def keys() -> None:
            subprocess.run(["xdotool", "windowfocus", str(int(w.winId()))], check=False)  # no window manager
            app.processEvents()  # the window becomes active: its widgets can take the focus
            w.keyboard.focus_board()  # what Ctrl+B does (a window manager would give the window the keys)
            for key in (Qt.Key.Key_Down,) * 4 + (Qt.Key.Key_Right, Qt.Key.Key_Return):  # the horse on 83
                QTest.keyClick(w.board, key)
        QTimer.singleShot(400, keys)
        delay = 900
    elif name == "app-move-box":  # keyboard only: "/" opens the move box; a refused move says why, nothing moves
        play(OPENING[:6])

        def typing() -> None:
            subprocess.run(["xdotool", "windowfocus", str(int(w.winId()))], check=False)  # no window manager
            app.processEvents()  # the window becomes active: its widgets can take the focus
            w.keyboard.focus_move_box()  # what "/" does
            box = w.keyboard.box.edit
            QTest.keyClicks(box, "c7d7")
            QTest.keyClick(box, Qt.Key.Key_Return)
        QTimer.singleShot(400, typing)
        delay = 900
    elif name == "app-editor":
        def editor() -> None:
            d = w.games.show_position_editor("4k4/9/3a5/p1p3p1p/9/9/P1P3P1P/2C6/9/3K5 w - - 0 1")
            d.palette[("han", "R")].click()
        QTimer.singleShot(300, editor)
    elif name == "app-editor-invalid":
        def editor_invalid() -> None:
            d = w.games.show_position_editor("4k4/9/9/9/9/9/9/9/9/A2K5 w - - 0 1")
            d.raise_()
        QTimer.singleShot(300, editor_invalid)
    elif name == "app-paste-fen":
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.clipboard().setText("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN w - - 0 1")
        QTimer.singleShot(300, w.records.paste_fen)
    elif name == "app-help":
        QTimer.singleShot(300, w.actions.how_to_play_action.trigger)
    elif name == "app-help-diagrams":  # scrolled to the pieces
        def help_scrolled() -> None:
            w.actions.how_to_play_action.trigger()
            w.help_dialog.browser.scrollToAnchor("")
            bar = w.help_dialog.browser.verticalScrollBar()
            bar.setValue(bar.maximum() // 3)
        QTimer.singleShot(300, help_scrolled)
    elif name == "app-new-game-engine":  # against Fairy-Stockfish, chosen in the new-game dialog
        def choose_fsf() -> None:
            w.registry.discover()
            d = w.games.show_new_game_dialog()
            d.computer_radio.click()
            row = d.rows["han"]
            row.who_combo.setCurrentIndex(row.who_combo.findData(next(
                row.who_combo.itemData(i) for i in range(row.who_combo.count())
                if "Fairy" in row.who_combo.itemText(i))))
        QTimer.singleShot(300, choose_fsf)
    elif name == "app-vs-fsf":  # a game against Fairy-Stockfish (Skill 3) in progress
        w.games.new_game((PlayerSpec.human(), PlayerSpec.fairy_stockfish(3)), "janggi")

        def reply(i: int) -> None:
            if i < len(OPENING[::2][:5]):
                if w.runner.is_thinking():
                    QTimer.singleShot(100, lambda: reply(i))
                    return
                moves = [m for m in w.game.legal_moves() if not m.is_pass]
                w.play_move(moves[(7 * i + 3) % len(moves)])
                QTimer.singleShot(200, lambda: reply(i + 1))
        QTimer.singleShot(300, lambda: reply(0))
        delay = 6000
    elif name == "app-watch":  # watching the built-in engine (level 5) against Fairy-Stockfish (Skill 0)
        w.games.new_game((PlayerSpec.builtin(5), PlayerSpec.fairy_stockfish(0)), "janggi")
        delay = 15000
    elif name == "app-analysis":  # analysis mode: evaluation bar, three lines, the best move's arrow
        play(OPENING[:8])
        w.analysis.set_mode(True)
        delay = 6000
    elif name == "app-hint":  # playing the built-in engine, the person asks for a hint
        w.settings.analysis_engine = PlayerSpec.fairy_stockfish().to_dict()
        w.games.new_game((PlayerSpec.human(), PlayerSpec.builtin(3)), "janggi")

        def ask() -> None:
            if w.runner.is_thinking() or w.game.ply < 6:
                if not w.runner.is_thinking():
                    play([OPENING[w.game.ply]])
                QTimer.singleShot(200, ask)
                return
            w.analysis.hint()
        QTimer.singleShot(300, ask)
        delay = 9000
    elif name == "app-report-study":  # the report on the board: the engine's line as a variation, the arrows
        w.settings.analysis_engine = PlayerSpec.fairy_stockfish().to_dict()
        w.settings.analysis_movetime = 150
        w.records.open_file(os.path.join(os.path.dirname(HERE), "tests", "records", "fixtures", "club_cp949.gib"))

        def study_report() -> None:
            r = w.analysis.report
            if r is None or not r.complete:
                QTimer.singleShot(200, study_report)
                return
            w.analysis.set_mode(True)
            w.driver.go_to(0)
            w.analysis.next_mistake()
            w.analysis.next_mistake()
            w.analysis.show_better_line()  # the line goes in as a variation; the board steps onto it
            w.actions.prev_action.trigger()  # back before the mistake: the two arrows
            w.analysis.next_mistake(backwards=True)  # (the report first where it takes turns with the lines)
            w.analysis.next_mistake()
            QTimer.singleShot(2500, shoot)
        QTimer.singleShot(300, lambda: (w.analysis.analyse_game(), study_report()))
        app.exec()
        return
    elif name == "app-report":  # a Korean record analysed: graph, marks in the move list, the better move
        w.settings.analysis_engine = PlayerSpec.fairy_stockfish().to_dict()
        w.settings.analysis_movetime = 150
        w.records.open_file(os.path.join(os.path.dirname(HERE), "tests", "records", "fixtures", "club_cp949.gib"))

        def report() -> None:
            w.analysis.analyse_game()
            wait_report()

        def wait_report() -> None:
            r = w.analysis.report
            if r is None or not r.complete:
                QTimer.singleShot(200, wait_report)
                return
            w.driver.go_to(0)
            w.analysis.next_mistake()
            w.analysis.next_mistake()
            QTimer.singleShot(1500, shoot)
        QTimer.singleShot(300, report)
        app.exec()
        return
    elif name == "app-clock-main":  # 5m + 30s×3 against level 5, a few moves in: main time, Cho's clock running
        w.games.new_game((PlayerSpec.human(), PlayerSpec.builtin(5)), "janggi", time_control=TimeControl.parse(
            "5m+30sx3"))

        def reply(i: int) -> None:
            if i < 4:
                if w.runner.is_thinking() or not w.driver.is_human_turn():
                    QTimer.singleShot(100, lambda: reply(i))
                    return
                play([OPENING[2 * i]] if w.game.is_legal(Move.from_uci(OPENING[2 * i])) else
                     [str(next(m for m in w.game.legal_moves() if not m.is_pass))])
                QTimer.singleShot(200, lambda: reply(i + 1))
        QTimer.singleShot(300, lambda: reply(0))
        delay = 9000
    elif name in ("app-clock-byoyomi", "app-clock-flag"):  # hotseat on 5m + 30s×3, in virtual time
        vt = VirtualTime()
        w.driver.time_source = vt
        w.games.new_game(HOTSEAT, "janggi", time_control=TimeControl.parse("5m+30sx3"))
        for i, uci in enumerate(OPENING[:8]):
            vt.advance(95 if i == 5 else 41 if i % 2 == 0 else 23)
            play([uci])
        vt.advance(300 - 4 * 41 + 30 + 3 + (60 if name == "app-clock-flag" else 0))  # Cho: 0:27 of a period
        QTimer.singleShot(300, w.clocks.refresh)
    elif name == "app-new-game-clock":  # the new-game dialog with a handicap clock
        def clock_dialog() -> None:
            d = w.games.show_new_game_dialog()
            d.computer_radio.click()
            d.clock_box.select("cho", "10m+30sx3")
            d.clock_box.handicap_check.setChecked(True)
            d.clock_box.select("han", "5m+30sx3")
        QTimer.singleShot(300, clock_dialog)
    elif name == "app-puzzles":  # Training → Puzzles: a mate in 2 for Han, one move in, the hint's ring
        os.environ["JANGGI_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="janggi-shots-data-")

        def puzzles() -> None:
            pw = w.show_puzzles()
            pw.move(0, 0)
            pw.resize(width, height)
            board = pw.training.board

            def ready() -> None:
                pw.show_puzzle(pw.puzzles.by_id("00559301"))
                for square in ("d6", "e6"):
                    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.point_of(sq(square)))
                QTimer.singleShot(1200, pw.hint)
                QTimer.singleShot(2000, shoot)
            pw.ready.connect(ready)
        QTimer.singleShot(300, puzzles)
        app.exec()
        return
    elif name == "app-mistakes":  # the report's Practise these mistakes: the blunder's position, the best move found
        os.environ["JANGGI_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="janggi-shots-data-")
        w.settings.analysis_engine = PlayerSpec.fairy_stockfish().to_dict()
        w.settings.analysis_movetime = 150
        play(["a4b4", "i7h7", "a1a6", "a7a6", "b1c3"])  # Cho hangs a chariot (a1a6??), Han takes it

        def practise() -> None:
            r = w.analysis.report
            if r is None or not r.complete:
                QTimer.singleShot(200, practise)
                return
            QTest.mouseClick(w.analysis.report_panel.practise_button, Qt.MouseButton.LeftButton)
            pw = w.mistakes.practice
            pw.move(0, 0)
            pw.resize(width, height)
            best = Move.from_uci(pw.current().better[0])
            board = pw.training.board
            for square in (best.from_square, best.to_square):
                QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.point_of(square))
            QTimer.singleShot(1500, shoot)
        QTimer.singleShot(300, lambda: (w.analysis.analyse_game(), practise()))
        app.exec()
        return
    elif name == "app-engines":
        def engines() -> None:
            w.registry.discover()
            w.show_engines_dialog()
        QTimer.singleShot(300, engines)
    elif name == "app-explorer":  # the explorer beside the board; the move under the pointer drawn on the board
        def explorer() -> None:
            from janggi_desktop.library import Library

            with Library.open() as lib:
                fen = lib.query("SELECT start_fen FROM games GROUP BY start_fen ORDER BY count(*) DESC LIMIT 1")[0][0]
            w.games.start_game(Game("janggi", fen=fen), HOTSEAT)
            w.show_explorer(True)
            panel = w.opening_explorer().panel
            QTest.mouseMove(panel.table.viewport(), panel.row_rect(0).center())
        QTimer.singleShot(300, explorer)
        delay = 1200
    elif name == "app-library":  # File → Library…: a few hundred imported games, favourites and tags
        def library() -> None:
            win = w.library_window()
            win.move(0, 0)
            win.resize(width, height)
            win.show()
            win.raise_()
            QTimer.singleShot(400, lambda: mark(win))

        def mark(win) -> None:
            model = win.table.model()
            win.set_favourite([model.game_id(r) for r in (0, 3, 4)], True)
            win.change_tags([model.game_id(r) for r in (0, 1, 2, 5)], ["opening study"], [])
            win.change_tags([model.game_id(r) for r in (3,)], ["blunder check", "opening study"], [])
            win.select_rows([3])
            win.table.setFocus()
        QTimer.singleShot(300, library)
        delay = 1500
    else:
        raise SystemExit(f"unknown scene {name!r}")
    QTimer.singleShot(delay, shoot)
    app.exec()


SCENES = ["app-game", "app-review", "app-new-game", "app-setup-han", "app-setup-cho", "app-thinking", "app-bikjang",
          "app-game-over", "app-fr", "app-ko", "app-new-game-engine", "app-vs-fsf", "app-watch", "app-engines",
          "app-clock-main", "app-clock-byoyomi", "app-clock-flag", "app-new-game-clock",
          "app-look-contrast-bold-hangeul", "app-look-wood-bold-hanja", "app-refused", "app-editor", "app-paste-fen",
          "app-help", "app-analysis", "app-hint", "app-report", "app-report-study", "app-explorer", "app-library",
          "app-puzzles", "app-mistakes", "app-cursor", "app-move-box", "app-study", "app-study-report"]
#: What the window must look right in at every size and language (``--sizes``).
CHECK_SCENES = ["app-game", "app-bikjang", "app-game-over", "app-review", "app-look-wood-classic-hanja",
                "app-look-wood-classic-hangeul", "app-look-wood-classic-latin", "app-look-contrast-bold-hanja",
                "app-look-contrast-bold-hangeul", "app-look-wood-bold-latin", "app-editor", "app-editor-invalid",
                "app-help", "app-help-diagrams", "app-paste-fen", "app-refused"]
SIZES = ["800x600", "1280x800", "1920x1080"]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--scene"]:
        scene(argv[1], argv[2] if len(argv) > 2 else OUT)
        return 0
    out, names = OUT, argv or SCENES
    if argv[:1] == ["--sizes"]:
        out = os.path.join(OUT, "check")
        os.makedirs(out, exist_ok=True)
        chosen = argv[1:] or CHECK_SCENES
        names = [f"{n}@{size}-{lang}" for n in chosen for size in SIZES for lang in ("en", "fr", "ko")]
    if any(n.partition("@")[0] in LIBRARY_SCENES for n in names) and not os.environ.get("JANGGI_DESKTOP_DATA_DIR"):
        folder = tempfile.mkdtemp(prefix="janggi-shots-library-")
        sample_library(folder)
        os.environ["JANGGI_DESKTOP_DATA_DIR"] = folder
    failed = 0
    for name in names:
        r = subprocess.run([sys.executable, os.path.abspath(__file__), "--scene", name, out], check=False)
        failed += r.returncode != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
