"""The main window driven like a user: clicks on board points, actions, dialogs (hotseat)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from janggi_desktop.rules import Game, Move, start_fen

from .app_helpers import click, sq


def test_move_by_clicks_updates_game_and_move_list(qtbot, make_window):
    w = make_window()
    click(qtbot, w.board, sq("e4"))
    assert w.board.selected_square() == sq("e4")
    assert w.board.dot_count() == 3  # e5, d4, f4
    click(qtbot, w.board, sq("e5"))
    assert w.game.moves == [Move(sq("e4"), sq("e5"))]
    assert w.game.turn == "han"
    assert w.panel.move_list.move_rows() == ["1.  75卒65"]
    assert "Han" in w.panel.turn_label.text()


def test_clicks_on_the_opponents_piece_do_nothing(qtbot, make_window):
    w = make_window()
    click(qtbot, w.board, sq("e7"))  # Han's soldier while Cho is to move
    click(qtbot, w.board, sq("e6"))
    assert w.game.moves == []


def test_pass_enabled_only_when_legal_and_confirmed_pass_is_played(qtbot, make_window):
    w = make_window()
    assert w.actions.pass_action.isEnabled()  # standard rules: passing is allowed at the start
    w.boxes.confirm = lambda *_a: False
    w.actions.pass_action.trigger()
    assert w.game.moves == []  # declined confirmation: nothing happens
    w.boxes.confirm = lambda *_a: True
    w.actions.pass_action.trigger()
    assert w.game.moves[-1].is_pass
    assert "한수쉼" in w.panel.move_list.move_rows()[0]
    # A position where Cho is in check (chariot on f1 against the general on d1): no pass.
    w.games.new_game(game=Game.from_fen("4k4/9/9/9/9/9/9/9/9/3K1r3 w - - 0 1"))
    assert w.game.in_check()
    assert not w.actions.pass_action.isEnabled()
    assert "장군" in w.statusBar().currentMessage()
    assert "장군" in w.panel.check_label.text()


def test_pass_that_ends_the_game_is_labelled_so(qtbot, make_window):
    w = make_window()
    w.games.new_game(ruleset="janggi")
    for uci in ("e4d4", "e7d7"):
        w.play_move(Move.from_uci(uci))
    assert w.game.bikjang_pending()
    assert w.actions.pass_action.isEnabled()
    assert w.actions.pass_action.text() == "Pass — ends the game (count/draw)"
    assert not w.actions.accept_draw_action.isEnabled()  # janggi: bikjang is answered by a pass, not a draw offer
    assert "Bikjang" in w.panel.check_label.text()


def test_bikjang_accept_draw_ends_the_game_as_a_draw(qtbot, make_window):
    w = make_window()
    assert not w.actions.accept_draw_action.isEnabled()
    click(qtbot, w.board, sq("e4"))
    click(qtbot, w.board, sq("d4"))
    assert not w.actions.accept_draw_action.isEnabled()
    click(qtbot, w.board, sq("e7"))
    click(qtbot, w.board, sq("d7"))
    assert w.game.bikjang_pending()
    assert "Bikjang" in w.panel.check_label.text()
    assert w.actions.accept_draw_action.isEnabled()
    assert not w.actions.pass_action.isEnabled()  # standard: no pass in bikjang
    with qtbot.waitSignal(w.game_over, timeout=2000) as blocker:
        w.actions.accept_draw_action.trigger()
    outcome = blocker.args[0]
    assert outcome.winner is None and outcome.termination.value == "agreement"
    assert w.game_over_dialog is not None and w.game_over_dialog.isVisible()
    assert w.game_over_dialog.result_label.text() == "Draw"
    assert w.game_over_dialog.reason_label.text() == "Bikjang (빅장): the draw was accepted."
    # The board is frozen: clicks select nothing and move nothing.
    click(qtbot, w.board, sq("c4"))
    click(qtbot, w.board, sq("c5"))
    assert w.board.selected_square() is None
    assert len(w.game.moves) == 2
    assert not w.actions.pass_action.isEnabled() and not w.actions.resign_action.isEnabled()
    # New game is one click away.
    qtbot.mouseClick(w.game_over_dialog.new_game_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.games.new_game_dialog is not None and w.games.new_game_dialog.isVisible(), timeout=2000)


def test_game_over_on_points_shows_both_totals(qtbot, make_window):
    w = make_window()
    w.games.new_game(ruleset="janggi")
    w.actions.pass_action.trigger()
    w.actions.pass_action.trigger()  # two passes in a row: decided on points
    assert w.game.is_over()
    d = w.game_over_dialog
    assert d.result_label.text() == "Han wins"
    assert d.points_label.text() == "Points: Cho 72 · Han 73.5"
    assert w.panel.score.points_label.text() == "Cho 72 · Han 73.5"


def test_undo_in_hotseat_takes_back_one_ply_and_after_game_over_reopens(qtbot, make_window):
    w = make_window()
    for uci in ("e4d4", "e7d7"):
        w.play_move(Move.from_uci(uci))
    w.actions.undo_action.trigger()
    assert [str(m) for m in w.game.moves] == ["e4d4"]
    w.play_move(Move.from_uci("e7d7"))
    w.actions.accept_draw_action.trigger()
    assert w.game.is_over()
    w.actions.undo_action.trigger()  # takes back the accepted draw, not a move
    assert not w.game.is_over()
    assert [str(m) for m in w.game.moves] == ["e4d4", "e7d7"]
    click(qtbot, w.board, sq("c4"))
    assert w.board.selected_square() == sq("c4")  # the board is live again


def test_resign_in_hotseat(qtbot, make_window):
    w = make_window()
    w.actions.resign_action.trigger()
    assert w.game.outcome().winner == "han"
    assert w.game_over_dialog.reason_label.text() == "Cho resigned."


def test_label_toggle_changes_drawn_text_and_is_remembered(qtbot, make_window, config_dir):
    w = make_window()
    assert w.board.label_text(sq("e4")) == "卒"
    w.actions.cycle_labels_action.trigger()
    assert w.board.label_text(sq("e4")) == "졸"
    assert w.board.label_text(sq("e7")) == "병"
    w.actions.cycle_labels_action.trigger()
    assert w.board.label_text(sq("e4")) == "P"
    w.play_move(Move.from_uci("i4h4"))
    assert w.panel.move_list.move_rows() == ["1.  P79-78"]
    w.actions.label_actions["hangeul"].trigger()
    assert w.panel.move_list.move_rows() == ["1.  79졸78"]
    assert '"label_set": "hangeul"' in (config_dir / "settings.json").read_text(encoding="utf-8")


def test_flip_action_turns_the_board(qtbot, make_window):
    w = make_window()
    before = w.board.point_of(sq("e2"))
    w.actions.flip_action.trigger()
    after = w.board.point_of(sq("e2"))
    assert after.y() < before.y()  # Cho's general now near the top


def test_side_panel_counter_follows_the_rule_set(qtbot, make_window):
    w = make_window()
    w.play_move(Move.from_uci("i4h4"))
    assert w.panel.score.counter_label.text() == "Ply 1 / 200"
    w.games.new_game(ruleset="janggi")
    w.play_move(Move.from_uci("i4h4"))
    assert w.panel.score.counter_label.text() == "1 without capture / 100"


def test_captured_pieces_and_points_update(qtbot, make_window):
    w = make_window()
    w.games.new_game(game=Game.from_fen("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1", "standard"))
    w.play_move(Move.from_uci("e3e4"))
    assert "兵" in w.panel.score.captured_cho_label.text()
    assert w.panel.score.points_label.text() == "Cho 13 · Han 1.5"


def test_the_side_ahead_on_points_is_written_beside_the_points(qtbot, make_window):
    """Lichess writes the material difference (+3) beside the player ahead: the panel writes the side ahead
    and by how much, in its colour ("Han +1.5", the deom at the start), "+1.5" in a compact panel (the colour
    and the tooltip say the side); the ply counter stays beside the points."""
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.height() == 800)
    QGuiApplication.processEvents()
    lead = w.panel.score.lead_label
    assert "Han +1.5" in lead.text() and lead.toolTip() == "Han is 1.5 points ahead"
    w.games.new_game(game=Game.from_fen("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1", "standard"))
    w.play_move(Move.from_uci("e3e4"))
    assert "Cho +11.5" in lead.text() and lead.toolTip() == "Cho is 11.5 points ahead"
    counter = w.panel.score.counter_label
    assert abs(counter.mapTo(w.panel, counter.rect().center()).y()
               - lead.mapTo(w.panel, lead.rect().center()).y()) <= 2  # one row
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.panel.compact)
    QGuiApplication.processEvents()
    assert "+11.5" in lead.text() and "Cho" not in lead.text() and lead.toolTip() == "Cho is 11.5 points ahead"


def test_new_game_and_setup_dialogs_give_the_chosen_start(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    assert d.isVisible()
    d.hotseat_radio.setChecked(True)
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("janggi"))
    assert "KJA" in d.description.text()
    qtbot.mouseClick(d.buttons.button(d.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    s = w.games.setup_dialog
    assert s is not None and s.isVisible()
    assert s.stack.currentWidget() is s.pages["han"]  # Han chooses first
    han_pic = s.pages["han"].pictures["상마상마"]
    assert han_pic.text() == "Right elephant (오른상)"  # Han's seat mirrors left and right
    qtbot.mouseClick(han_pic, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(s.next_button, Qt.MouseButton.LeftButton)
    assert s.stack.currentWidget() is s.pages["cho"]
    cho_pic = s.pages["cho"].pictures["마상마상"]
    assert cho_pic.text() == "Right elephant (오른상)"
    qtbot.mouseClick(cho_pic, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(s.next_button, Qt.MouseButton.LeftButton)
    assert w.game.ruleset.name == "janggi"
    assert w.game.start_fen == start_fen("마상마상", "상마상마")
    assert w.game.start_fen == "rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1"


def test_youzai_skips_the_setup_dialog(qtbot, make_window):
    w = make_window()
    d = w.games.show_new_game_dialog()
    d.hotseat_radio.setChecked(True)
    d.ruleset_combo.setCurrentIndex(d.ruleset_combo.findData("youzai"))
    d.accept()
    assert w.games.setup_dialog is None
    assert w.game.ruleset.name == "youzai"
    assert w.game.start_fen == start_fen()


def test_open_file_shows_a_fen(qtbot, make_window, tmp_path):
    w = make_window()
    f = tmp_path / "pos.fen"
    fen = "4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1"
    f.write_text(fen + "\n", encoding="utf-8")
    assert w.records.open_file(f)
    assert w.game.fen() == fen


def test_open_file_with_an_error_keeps_the_current_game_and_says_why(qtbot, make_window, tmp_path):
    w = make_window()
    w.play_move(Move.from_uci("c4c5"))
    f = tmp_path / "bad.pgn"
    f.write_text('[Event "x"]\n\n1. Hc3 Hc8 2. Kd5 *\n', encoding="utf-8")
    assert not w.records.open_file(f)
    assert [str(m) for m in w.game.moves] == ["c4c5"]
    assert w.boxes.last_error is not None and w.boxes.last_error.isVisible()
    assert "Kd5" in w.boxes.last_error.text()


def test_open_file_shows_a_pgn_game(qtbot, make_window, tmp_path):
    w = make_window()
    f = tmp_path / "g.pgn"
    f.write_text('[Event "x"]\n[Variant "Janggi"]\n\n1. Hc3 Hc8 2. Hg3 *\n', encoding="utf-8")
    assert w.records.open_file(f)
    assert [str(m) for m in w.game.moves] == ["b1c3", "b10c8", "h1g3"]
    assert w.game.ruleset.name == "janggi"
    assert w.panel.move_list.move_rows()[1].startswith("2.  08馬87")


def test_language_choice_sets_the_latin_letters_and_is_remembered(qtbot, make_window, config_dir):
    from PySide6.QtCore import QCoreApplication

    from janggi_desktop.ui import i18n

    w = make_window()
    w.view.set_label_set("latin")
    assert w.board.label_text(sq("e4")) == "P"
    try:
        w.actions.language_actions["fr"].trigger()
        assert w.board.label_text(sq("e4")) == "S"  # soldat
        assert w.board.label_text(sq("b3")) == "N"  # canon
        assert '"language": "fr"' in (config_dir / "settings.json").read_text(encoding="utf-8")
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")
    w.actions.language_actions["en"].trigger()
    assert w.board.label_text(sq("e4")) == "P"


def test_the_computer_box_says_the_game_is_over_when_it_is(qtbot, make_window):
    from janggi_desktop.play import PlayerSpec

    w = make_window()
    w.games.new_game((PlayerSpec.human(), PlayerSpec.builtin(1)), "standard")
    assert w.panel.ai_label.text() == "Waiting for your move."
    w.actions.resign_action.trigger()
    assert w.panel.ai_label.text() == "The game is over."


def test_a_window_made_low_after_tall_gives_the_board_its_room_back(qtbot, make_window):
    """The lead asks no width of its own: as the row's least width it held a panel that had been wide at
    1280×800 at that width after the window went down to 800×600 (the counter's words kept beside the points,
    the board ~80 px narrower than before the lead was added)."""
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.height() == 800)
    w.games.new_game(game=Game.from_fen("4k4/9/9/9/9/9/4p4/4R4/9/3K5 w - - 0 1", "janggi"))
    w.play_move(Move.from_uci("e3e4"))
    QGuiApplication.processEvents()
    assert "Cho +" in w.panel.score.lead_label.text() and "without capture" in w.panel.score.counter_label.text()
    w.resize(800, 600)
    qtbot.waitUntil(lambda: w.panel.compact)
    QGuiApplication.processEvents()
    assert w.panel.width() < 300 and "without capture" not in w.panel.score.counter_label.text()
