"""File, Edit and review in the real window: open (one game, several games, bad files), save, recent files,
FEN/PGN on the clipboard, stepping through a game and playing on from an earlier position."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from janggi_desktop.records import load_games, loads, record_from_game, save_games
from janggi_desktop.rules import Game, Move

from .app_helpers import HOTSEAT, click, instant_player, random_game, sq, vs_engine, waiting_search


def fens_along(game: Game) -> list[str]:
    g = Game(game.ruleset, fen=game.start_fen)
    out = [g.fen()]
    for m in game.moves:
        g.push(m)
        out.append(g.fen())
    return out


@pytest.fixture
def three_games(tmp_path):
    games = [random_game(1, 12), random_game(2, 7), random_game(3, 20)]
    games[1].resign("han")
    records = [
        record_from_game(games[0], White="Kim", Black="Lee", Event="Club night", Date="2024.03.01"),
        record_from_game(games[1], White="Park", Black="Choi", Event="Club night", Date="2024.03.02"),
        record_from_game(games[2], White="Jung", Black="Kang", Event="Cup", Date="2024.04.10"),
    ]
    path = tmp_path / "three.pgn"
    save_games(path, records)
    return path, games


def test_several_games_give_a_list_to_pick_from(qtbot, make_window, three_games):
    path, games = three_games
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    assert w.records.open_file(path)
    d = w.records.game_picker
    assert d is not None and d.isVisible()
    t = d.table
    m = t.model()
    rows = [[m.index(r, c).data() for c in range(m.columnCount())] for r in range(m.rowCount())]
    assert rows[0][:4] == ["Kim", "Lee", "Club night", "2024.03.01"]
    assert rows[1][4] == "Cho wins" and rows[1][5] == "7"
    assert rows[2][:2] == ["Jung", "Kang"] and rows[2][5] == "20"
    assert rows[0][4] == "unfinished"
    assert [str(m) for m in w.game.moves] == ["c4c5"]  # nothing changes before a choice
    d.select(2)
    d.accept()
    assert [str(m) for m in w.game.moves] == [str(m) for m in games[2].moves]
    assert w.reviewing and w.shown_game.ply == 0  # ready to step through from the start
    assert w.records.record_path is None  # one game of several: Save must not overwrite the file with it
    assert w.records.record_tags["White"] == "Jung"
    out = path.with_name("picked.pgn")
    assert w.records.save_file(out)  # saved with what the file said about the game
    tags = load_games(out)[0].tags
    assert (tags["White"], tags["Black"], tags["Event"], tags["Date"]) == ("Jung", "Kang", "Cup", "2024.04.10")
    assert len(load_games(path)) == 3  # the file it came from is untouched


def test_picker_cancelled_keeps_the_game(qtbot, make_window, three_games):
    path, _ = three_games
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    w.records.open_file(path)
    w.records.game_picker.reject()
    assert [str(m) for m in w.game.moves] == ["c4c5"] and not w.reviewing


def test_picker_double_click_opens_that_game(qtbot, make_window, three_games):
    path, games = three_games
    w = make_window()
    w.records.open_file(path)
    t = w.records.game_picker.table
    rect = t.visualRect(t.model().index(1, 0))
    qtbot.waitExposed(w.records.game_picker)
    qtbot.mouseClick(t.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # press/release first,
    qtbot.mouseDClick(t.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # then the double click
    assert not w.records.game_picker.isVisible()
    assert [str(m) for m in w.game.moves] == [str(m) for m in games[1].moves]
    assert w.game.outcome() is not None and w.game.outcome().winner == "cho"  # the recorded resignation
    assert w.game_over_dialog is None  # an opened record shows its result without a dialog


@pytest.mark.parametrize("name,content", [
    ("bad.gib", "[대회명 \"x\"]\n\n1. 79졸78 2. 41병42 3. 99차11\n"),
    ("second-bad.pgn", '[Event "a"]\n[Variant "Janggi"]\n\n1. Hc3 *\n\n[Event "b"]\n[Variant "Janggi"]\n\n'
                       '1. Hc3 Hc8 2. Zz9 *\n'),
])
def test_a_bad_file_is_reported_and_nothing_of_it_is_applied(qtbot, make_window, tmp_path, name, content):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    f = tmp_path / name
    f.write_text(content, encoding="utf-8")
    assert not w.records.open_file(f)
    assert [str(m) for m in w.game.moves] == ["c4c5"] and not w.reviewing
    assert w.records.game_picker is None
    box = w.boxes.last_error
    assert box is not None and box.isVisible()
    assert name in box.text() and "move" in box.text()  # the RecordError text: file, game, move
    assert w.settings.recent_files == []


def test_step_through_with_keys_buttons_and_the_move_list(qtbot, make_window, tmp_path):
    g = random_game(5, 9)
    f = tmp_path / "one.pgn"
    save_games(f, [record_from_game(g, White="A", Black="B")])
    fens = fens_along(g)
    w = make_window()
    assert w.records.open_file(f)
    assert w.records.record_path == f  # the whole file is this game: Save writes back there
    assert w.board.game().fen() == fens[0]
    assert "Start position" in w.panel.review_label.text() and w.panel.review_label.isVisible()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # shortcuts go to the active window
    w.board.setFocus()
    qtbot.keyClick(w.board, Qt.Key.Key_Right)
    qtbot.keyClick(w.board, Qt.Key.Key_Right)
    assert w.board.game().fen() == fens[2]
    assert "move 1, Han · ply 2 of 9" in w.panel.review_label.text()
    assert w.panel.move_list.current_move() == 2
    qtbot.keyClick(w.board, Qt.Key.Key_Left)
    assert w.board.game().fen() == fens[1]
    qtbot.keyClick(w.board, Qt.Key.Key_End)
    assert not w.reviewing and w.board.game().fen() == fens[9]
    assert not w.panel.review_label.text()
    qtbot.keyClick(w.board, Qt.Key.Key_Home)
    assert w.board.game().fen() == fens[0]
    w.actions.next_action.trigger()  # the toolbar buttons are these actions
    assert w.board.game().fen() == fens[1]
    assert w.actions.review_toolbar.widgetForAction(w.actions.next_action).isEnabled()
    assert not w.actions.review_toolbar.widgetForAction(w.actions.continue_action).isHidden()
    rect = w.panel.move_list.move_cell_rect(6)
    qtbot.mouseClick(w.panel.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.board.game().fen() == fens[6] and "ply 6 of 9" in w.panel.review_label.text()
    assert len(w.game.moves) == 9  # the whole game is kept while stepping
    w.actions.last_action.trigger()
    assert not w.reviewing and w.game.fen() == fens[9]
    assert not w.actions.next_action.isEnabled() and w.actions.prev_action.isEnabled()


def test_a_move_in_review_starts_a_variation_without_asking(qtbot, make_window):
    w = make_window(confirm=False)
    for uci in ("c4c5", "c7c6", "e4e5", "e7e6"):
        assert w.play_move(Move.from_uci(uci))
    w.driver.go_to(2)
    click(qtbot, w.board, sq("g4"))
    click(qtbot, w.board, sq("g5"))
    # no question asked: the line on the board is the new one, the old moves stay in the tree
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "g4g5"]
    assert not w.reviewing and w.board.game() is w.game and w.game.turn == "han"
    assert [str(m) for m in w.driver.tree.main_moves()] == ["c4c5", "c7c6", "e4e5", "e7e6"]
    shown = w.panel.study.tree.toPlainText().replace("\u2060", "")  # word joiners keep a move on one line
    assert w.panel.study.showing and "2. 77卒67" in shown  # the variation g4g5


def test_review_a_finished_game_and_play_on_in_hotseat(qtbot, make_window):
    w = make_window()
    for uci in ("c4c5", "c7c6", "e4e5"):
        w.play_move(Move.from_uci(uci))
    w.actions.resign_action.trigger()
    assert w.game.is_over()
    w.game_over_dialog.reject()
    assert w.actions.prev_action.isEnabled() and w.actions.undo_action.isEnabled()  # undo takes back the resignation
    w.actions.prev_action.trigger()
    assert w.reviewing and w.shown_game.ply == 2 and not w.actions.resign_action.isEnabled()
    assert not w.actions.undo_action.isEnabled()
    w.actions.next_action.trigger()
    assert not w.reviewing and w.game.is_over()  # the resignation is still there at the end
    w.driver.go_to(1)
    assert w.actions.continue_action.isEnabled()
    w.actions.continue_action.trigger()
    assert [str(m) for m in w.game.moves] == ["c4c5"] and not w.game.is_over() and not w.reviewing
    assert w.board.is_interactive() and w.game.turn == "han"


def test_no_computer_moves_while_reviewing_and_it_plays_on_after(qtbot, make_window):
    w = make_window(search=waiting_search)
    # A vs-computer game of three plies, the computer (Han) to move at ply 1 and 3.
    game = Game("standard")
    for uci in ("c4c5", "c7c6", "e4e5"):
        game.push(uci)
    w.games.new_game(vs_engine("cho", 1), game=game)
    assert w.runner.is_thinking()
    w.actions.prev_action.trigger()  # reviewing stops the computer
    assert w.reviewing and not w.runner.is_thinking()
    w.actions.prev_action.trigger()
    assert w.shown_game.ply == 1 and w.shown_game.turn == "han"
    assert not w.runner.is_thinking() and not w.board.is_interactive()  # Han is the computer's side
    w.actions.last_action.trigger()
    assert w.runner.is_thinking()  # back at the end: it thinks again
    w.driver.go_to(1)
    assert not w.runner.is_thinking()
    w.actions.continue_action.trigger()
    assert [str(m) for m in w.game.moves] == ["c4c5"]
    assert w.runner.is_thinking()  # its turn in the position played on from


def test_a_stale_answer_while_reviewing_is_dropped(qtbot, make_window):
    w = make_window(search=instant_player)
    w.games.new_game(vs_engine("cho", 1))
    w.play_move(Move.from_uci("c4c5"))
    qtbot.waitUntil(lambda: len(w.game.moves) == 2, timeout=5000)
    w.play_move(Move.from_uci("g4g5"))
    request = w.driver.think_request()
    w.runner.stop()
    w.driver.go_to(1)
    w.runner.move_ready.emit(request.game.legal_moves()[0], request.token)  # an answer arriving now is dropped
    assert len(w.game.moves) == 3 and w.reviewing


def test_save_and_save_as_in_both_formats(qtbot, make_window, tmp_path, config_dir):
    w = make_window()
    for uci in ("c4c5", "c7c6", "b1c3"):
        w.play_move(Move.from_uci(uci))
    w.driver.go_to(1)  # saving in review saves the whole game
    target = tmp_path / "mine.gib"
    w.records.ask_save_path = lambda: str(target)
    w.actions.save_action.trigger()  # no file yet: Save asks as Save as
    assert target.exists()
    back = load_games(target)
    assert [str(m) for m in back[0].moves] == ["c4c5", "c7c6", "b1c3"]
    assert w.records.record_path == target and "mine.gib" in w.windowTitle()
    w.driver.go_to_end()
    assert w.play_move(Move.from_uci("b10c8"))
    w.records.ask_save_path = lambda: pytest.fail("Save must not ask again")
    w.records.save()
    assert len(load_games(target)[0].moves) == 4
    pgn = tmp_path / "mine.pgn"
    w.records.ask_save_path = lambda: str(pgn)
    assert w.records.save_as()
    text = pgn.read_text(encoding="utf-8")
    assert '[Variant "Janggi"]' in text or "[Variant" in text
    assert [str(m) for m in load_games(pgn)[0].moves] == [str(m) for m in w.game.moves]
    saved = json.loads((config_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["recent_files"][:2] == [str(pgn.resolve()), str(target.resolve())]
    assert not w.records.save_file(tmp_path / "mine.txt")
    assert ".pgn or .gib" in w.boxes.last_error.text()


def test_a_computer_game_is_saved_with_the_computer_named(qtbot, make_window, tmp_path):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("han", 4))
    w.runner.stop()
    assert w.records.save_file(tmp_path / "vs.pgn")
    tags = load_games(tmp_path / "vs.pgn")[0].tags
    assert "level 4" in tags["White"]


def test_recent_files_are_remembered_capped_and_pruned(qtbot, make_window, tmp_path, config_dir):
    files = []
    for i in range(12):
        f = tmp_path / f"g{i}.fen"
        f.write_text(Game().fen() + "\n", encoding="utf-8")
        files.append(f)
    w = make_window()
    for f in files:
        assert w.records.open_file(f)
    assert w.settings.recent_files == [str(f.resolve()) for f in reversed(files)][:10]
    files[11].unlink()
    w.actions.recent_menu.aboutToShow.emit()
    names = [a.text() for a in w.actions.recent_menu.actions() if a.data()]
    assert len(names) == 9 and "g10.fen" in names[0] and "g11.fen" not in " ".join(names)
    w.close()
    w2 = make_window()
    entries = [a for a in w2.actions.recent_menu.actions() if a.data()]
    assert [a.data() for a in entries] == [str(f.resolve()) for f in reversed(files[2:11])]
    w2.play_move(Move.from_uci("c4c5"))
    entries[3].trigger()
    assert w2.game.moves == [] and "g7.fen" in w2.windowTitle()
    assert w2.settings.recent_files[0] == str(files[7].resolve())


def test_copy_and_paste_fen(qtbot, make_window):
    w = make_window()
    w.games.new_game(HOTSEAT, ruleset="janggimodern")
    for uci in ("c4c5", "c7c6"):
        w.play_move(Move.from_uci(uci))
    w.driver.go_to(1)
    w.actions.copy_fen_action.trigger()
    assert QGuiApplication.clipboard().text() == w.shown_game.fen()  # the position on the board
    fen = "4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1"
    QGuiApplication.clipboard().setText("  " + fen + "\n")
    w.actions.paste_fen_action.trigger()
    d = w.records.fen_dialog
    assert d.isVisible() and d.fen == fen and d.ruleset_name == "janggimodern"  # prefilled from the clipboard
    assert d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()
    d.buttons.button(d.buttons.StandardButton.Ok).click()
    assert w.game.start_fen == fen and w.game.moves == [] and w.game.ruleset.name == "janggimodern"
    assert not w.reviewing and w.board.game() is w.game


@pytest.mark.parametrize("text,words", [("rnba1abnr/4k4 w", "2 ranks"), ("", "Type or paste"),
                                        ("4k4/9/9/9/9/9/4p4/4R4/9/3K5 x - - 0 1", "'x'")])
def test_a_bad_pasted_fen_is_named_and_the_game_stays(qtbot, make_window, text, words):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    QGuiApplication.clipboard().setText(text)
    d = w.records.paste_fen()
    assert words in d.message.text() and d.game is None
    assert not d.buttons.button(d.buttons.StandardButton.Ok).isEnabled()
    d.accept()  # Enter in the box: refused while the text is bad
    assert d.isVisible()
    d.reject()
    assert [str(m) for m in w.game.moves] == ["c4c5"]


def test_the_paste_fen_box_checks_as_the_user_types(qtbot, make_window):
    """Defect 2: the FEN is typed (or corrected) in the dialog, which names the fault at each keystroke."""
    w = make_window()
    QGuiApplication.clipboard().setText("not a fen at all")
    d = w.records.paste_fen()
    ok = d.buttons.button(d.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and "rank" in d.message.text()
    d.fen_edit.clear()
    qtbot.keyClicks(d.fen_edit, "4k4/9/9/9/9/9/9/9/9/3K4 w - - 0 1")
    assert not ok.isEnabled() and "rank 1" in d.message.text()  # 3K4 covers 8 points: named
    qtbot.keyClick(d.fen_edit, Qt.Key.Key_Home)
    d.fen_edit.setPlainText("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
    assert ok.isEnabled() and "Cho" in d.message.text()
    d.fen_edit.setPlainText("4k4/9/9/9/9/3r5/9/9/9/3K5 b - - 0 1")
    assert not ok.isEnabled() and "check" in d.message.text()  # the rules model's own reason
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("janggicasual"))
    assert d.ruleset_name == "janggicasual"


@pytest.mark.parametrize("how", ["paste", "open"])
@pytest.mark.parametrize("autosave", [True, False])
def test_undo_right_after_a_paste_or_open_brings_the_unfinished_game_back(qtbot, make_window, tmp_path, how,
                                                                          autosave):
    """Defect 1: Paste FEN and Open replaced an unfinished game and Undo was then disabled."""
    w = make_window(autosave=autosave)
    for uci in ("c4c5", "c7c6", "b1c3"):
        w.play_move(Move.from_uci(uci))
    if how == "paste":
        QGuiApplication.clipboard().setText("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1")
        w.records.paste_fen().accept()
        assert w.game.moves == []
    else:
        f = tmp_path / "g.pgn"
        f.write_text('[Event "x"]\n[Variant "Janggi"]\n\n1. Hc3 Hc8 *\n', encoding="utf-8")
        assert w.records.open_file(f)
    assert w.actions.undo_action.isEnabled()
    w.actions.undo_action.trigger()
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "b1c3"] and not w.reviewing
    assert w.board.game() is w.game and "back" in w.statusBar().currentMessage()


def test_once_the_new_game_is_played_on_undo_is_about_its_moves(qtbot, make_window):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    QGuiApplication.clipboard().setText("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1")
    w.records.paste_fen().accept()
    w.play_move(Move.from_uci("e3e4"))
    w.actions.undo_action.trigger()
    assert w.game.moves == [] and w.game.start_fen.startswith("4k4")
    assert not w.actions.undo_action.isEnabled()


def test_copy_pgn_gives_the_whole_game(qtbot, make_window):
    w = make_window()
    for uci in ("c4c5", "c7c6", "b1c3"):
        w.play_move(Move.from_uci(uci))
    w.driver.go_to(0)
    w.actions.copy_pgn_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("[Event")
    assert [str(m) for m in loads(text)[0].moves] == ["c4c5", "c7c6", "b1c3"]


def test_an_opened_unfinished_game_played_to_the_end_shows_the_result(qtbot, make_window, tmp_path):
    f = tmp_path / "u.pgn"
    save_games(f, [record_from_game(random_game(9, 4))])
    w = make_window()
    w.records.open_file(f)
    w.driver.go_to_end()
    w.actions.resign_action.trigger()
    assert w.game_over_dialog is not None and w.game_over_dialog.isVisible()


def test_paste_a_game_record(qtbot, make_window, three_games):
    path, games = three_games
    w = make_window()
    QGuiApplication.clipboard().setText(path.read_text(encoding="utf-8"))
    assert w.actions.paste_game_action.isEnabled()
    w.actions.paste_game_action.trigger()
    w.records.game_picker.select(1)
    w.records.game_picker.accept()
    assert [str(m) for m in w.game.moves] == [str(m) for m in games[1].moves]
    assert w.records.record_path is None
    QGuiApplication.clipboard().setText("1. 79졸78 2. 41병42 3. 99차11")
    before = [str(m) for m in w.game.moves]
    assert not w.records.paste_game()
    assert [str(m) for m in w.game.moves] == before
    assert "could not be read" in w.boxes.last_error.text() and "99차11" in w.boxes.last_error.text()


def test_save_as_names_follow_the_extension_or_the_chosen_filter():
    from janggi_desktop.ui.records_controller import with_save_extension

    assert with_save_extension("/x/game.PGN", gib=True) == "/x/game.PGN"
    assert with_save_extension("/x/game.gib", gib=False) == "/x/game.gib"
    assert with_save_extension("/x/game", gib=True) == "/x/game.gib"
    assert with_save_extension("/x/game.txt", gib=False) == "/x/game.txt.pgn"


def test_opening_a_record_over_an_unfinished_game_keeps_it_recoverable(qtbot, make_window, tmp_path):
    w = make_window(search=waiting_search)
    w.games.new_game(vs_engine("cho", 4))
    w.play_move(Move.from_uci("c4c5"))
    f = tmp_path / "g.pgn"
    f.write_text('[Event "x"]\n[Variant "Janggi"]\n\n1. Hc3 Hc8 *\n', encoding="utf-8")
    assert w.records.open_file(f)
    assert [str(m) for m in w.game.moves] == ["b1c3", "b10c8"] and "Recover" in w.statusBar().currentMessage()
    menu = w.actions.recover_menu
    menu.aboutToShow.emit()
    entries = [a for a in menu.actions() if a.isEnabled()]
    assert len(entries) == 1 and "1 ply" in entries[0].text()
    entries[0].trigger()
    assert [str(m) for m in w.game.moves] == ["c4c5"] and w.driver.specs == vs_engine("cho", 4)
    assert w.runner.is_thinking()  # the engine's turn again, as when the game was left


def test_a_record_opened_at_start_up_does_not_overwrite_the_unfinished_autosave(qtbot, make_window, tmp_path,
                                                                                config_dir):
    w = make_window()
    for uci in ("c4c5", "c7c6"):
        w.play_move(Move.from_uci(uci))
    w.close()
    w2 = make_window()  # started with a file: no restore
    f = tmp_path / "g.pgn"
    f.write_text('[Event "x"]\n[Variant "Janggi"]\n\n1. Hc3 Hc8 2. Hg3 *\n', encoding="utf-8")
    assert w2.records.open_file(f)
    w2.actions.recover_menu.aboutToShow.emit()
    entries = [a for a in w2.actions.recover_menu.actions() if a.isEnabled()]
    assert entries and "2 plies" in entries[0].text()


def test_play_on_names_the_move_and_counts_plies(qtbot, make_window):
    """Defect 7: "Play on from move 5?" counted plies while the list numbers moves (pairs)."""
    w = make_window()
    asked = []
    w.boxes.confirm = lambda title, text: asked.append(text) or True
    for uci in ("c4c5", "c7c6", "b1c3", "h10g8", "e4e5"):
        w.play_move(Move.from_uci(uci))
    w.driver.go_to(3)
    w.actions.continue_action.trigger()
    assert "move 2, Cho" in asked[-1] and "2 plies" in asked[-1]  # the list's row 2, Cho's column
    assert w.panel.move_list.move_rows()[1].startswith("2.")
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "b1c3"]


def test_a_study_opened_and_saved_keeps_its_variations_comments_and_nags(qtbot, make_window, tmp_path):
    study = tmp_path / "study.pgn"
    study.write_text('[Event "Study"]\n\n{the plan} 1. c4c5 (1. a4a5 {quiet} a7a6 (1... c7c6!?)) 1... c7c6 $14 '
                     "2. g4g5 (2. Zz9) *\n", encoding="utf-8")
    w = make_window()
    assert w.records.open_file(study)
    assert "Zz9" in w.statusBar().currentMessage()  # the variation cut at its illegal move is told
    assert len(w.driver.tree) == 6 and [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "g4g5"]
    out = tmp_path / "again.pgn"
    assert w.records.save_file(out)
    assert load_games(out)[0].tree == load_games(study)[0].tree


def test_save_keeps_the_game_as_the_main_line_while_a_variation_is_on_the_board(qtbot, make_window, tmp_path):
    # seen under Xvfb: a resigned game reviewed, 72車71 tried, Save: the file's main line was the variation,
    # the game a variation of it, and its Result '*'
    w = make_window()
    for uci in ("c4c5", "c7c6", "e4e5", "e7e6"):
        assert w.play_move(Move.from_uci(uci))
    w.actions.resign_action.trigger()
    if w.game_over_dialog is not None:
        w.game_over_dialog.reject()
    result = w.game.outcome()
    assert result is not None
    w.driver.go_to(2)
    click(qtbot, w.board, sq("g4"))
    click(qtbot, w.board, sq("g5"))
    assert [str(m) for m in w.game.moves] == ["c4c5", "c7c6", "g4g5"]  # the variation is on the board
    out = tmp_path / "studied.pgn"
    assert w.records.save_file(out)
    saved = load_games(out)[0]
    assert [str(m) for m in saved.moves] == ["c4c5", "c7c6", "e4e5", "e7e6"]
    assert saved.result == record_from_game(_resigned(("c4c5", "c7c6", "e4e5", "e7e6"))).result != "*"
    assert [str(m) for m in saved.tree.main_moves()] == ["c4c5", "c7c6", "e4e5", "e7e6"]
    assert len(saved.tree) == 5  # and the variation, as a variation
    # a study opened from a file, a variation clicked, saved: the file's main line stays its main line
    study = tmp_path / "study.pgn"
    study.write_text('[Event "Study"]\n\n1. c4c5 (1. a4a5 a7a6) 1... c7c6 2. g4g5 (2. e4e5 e7e6) g7g6 *\n',
                     encoding="utf-8")
    assert w.records.open_file(study)
    w.driver.go_to_node(w.driver.tree.main_line()[0].parent.children[1])  # 1. a4a5
    assert [str(m) for m in w.game.moves] == ["a4a5", "a7a6"]
    again = tmp_path / "again.pgn"
    assert w.records.save_file(again)
    assert load_games(again)[0].tree == load_games(study)[0].tree


def _resigned(ucis) -> Game:
    game = Game()
    for uci in ucis:
        game.push(Move.from_uci(uci))
    game.resign("cho")
    return game
