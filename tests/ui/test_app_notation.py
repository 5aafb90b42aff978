"""The move list and records (issue 14, defects 9–11): the notation chosen is followed in the list and in
copies, the result closes the list, records name the players (the user asked once), a loaded record's
players, event and date are shown, and an evaluation says whose favour it is."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from janggi_desktop.play import ThinkInfo
from janggi_desktop.records import load_games, record_from_game, save_games
from janggi_desktop.rules import Game, Move
from janggi_desktop.ui.notation import moves_as_text, notation_texts
from janggi_desktop.ui.settings import SettingsStore
from janggi_desktop.ui.texts import evaluation_text

from .app_helpers import HOTSEAT, random_game, vs_engine, waiting_search

OPENING = ("c4c5", "c7c6", "b1c3")


@pytest.mark.parametrize("notation,rows,copied", [
    ("korean", [["1.", "73卒63", "43兵53"], ["2.", "02馬83"]], "1. 73卒63 43兵53 2. 02馬83"),
    ("san", [["1.", "Pc5", "Pc6"], ["2.", "Hc3"]], "1. Pc5 Pc6 2. Hc3"),
    ("uci", [["1.", "c4c5", "c7c6"], ["2.", "b1c3"]], "1. c4c5 c7c6 2. b1c3"),
])
def test_the_chosen_notation_is_followed_in_the_list_and_copies(qtbot, make_window, config_dir, notation, rows,
                                                                copied):
    """Defect 9: with algebraic coordinates the list stayed in Korean notation."""
    w = make_window()
    for uci in OPENING:
        w.play_move(Move.from_uci(uci))
    w.actions.notation_actions[notation].trigger()
    assert [row.split() for row in w.panel.move_list.move_rows()] == rows
    w.actions.copy_moves_action.trigger()
    assert QGuiApplication.clipboard().text() == copied
    assert SettingsStore(config_dir).load()[0].notation == notation


def test_algebraic_notation_follows_takebacks_and_long_games(qapp):
    game = random_game(5, 60)
    from janggi_desktop.records import san_moves

    assert notation_texts(game, "san", "hanja") == san_moves(game)
    game.pop()
    game.pop()
    assert notation_texts(game, "san", "hanja") == san_moves(game)
    han_first = Game("standard", fen="4k4/9/9/9/9/9/4p4/4R4/9/3K5 b - - 0 7")
    han_first.push_uci("e4e3")
    assert moves_as_text(han_first, "uci", "hanja") == "7. … e4e3"


def test_the_result_closes_the_move_list(qtbot, make_window):
    """Defect 10: the move list never showed the result."""
    w = make_window()
    w.games.new_game(HOTSEAT, game=Game("standard", fen="3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1"))
    w.play_move(Move.from_uci("a1a10"))  # Cho gives check; Han's general steps aside
    w.play_move(Move.from_uci("d10e10"))
    w.actions.resign_action.trigger()
    assert w.panel.move_list.move_rows()[-1] == "Cho wins · resignation"
    w.actions.undo_action.trigger()
    assert not w.panel.move_list.move_rows()[-1].startswith("Cho wins")


def test_the_result_line_is_bold_and_centred_under_the_moves(qtbot, make_window):
    """As lichess's result line under its move list: the result stands apart from the moves."""
    from PySide6.QtCore import Qt

    w = make_window()
    w.games.new_game(HOTSEAT, game=Game("standard", fen="3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 0 1"))
    w.play_move(Move.from_uci("a1a10"))
    w.actions.resign_action.trigger()
    moves = w.panel.move_list
    last = moves.topLevelItem(moves.topLevelItemCount() - 1)
    assert last.text(0) == "Cho wins · resignation" and last.isFirstColumnSpanned()
    assert last.font(0).bold() and last.textAlignment(0) & Qt.AlignmentFlag.AlignHCenter
    first = moves.topLevelItem(0)
    assert not first.font(1).bold()


def test_records_name_the_user_asked_once_and_the_computer(qtbot, make_window, tmp_path, config_dir):
    """Defect 10: saved records named the person "?" / "Human"."""
    w = make_window(search=waiting_search)
    asked = []
    w.records.ask_name = lambda current: asked.append(current) or "Kim Min-su"
    w.games.new_game(vs_engine("cho", 4))
    w.runner.stop()
    assert w.records.save_file(tmp_path / "a.pgn")
    assert w.records.save_file(tmp_path / "b.pgn")
    tags = load_games(tmp_path / "b.pgn")[0].tags
    assert tags["White"] == "Kim Min-su" and "level 4" in tags["Black"]
    assert asked == [""]  # asked once
    assert SettingsStore(config_dir).load()[0].player_name == "Kim Min-su"
    w.records.ask_name = lambda current: "Lee"
    w.actions.name_action.trigger()  # File → Your name changes it
    w.games.new_game(vs_engine("han", 2))
    w.runner.stop()
    w.records.save_file(tmp_path / "c.pgn")
    assert load_games(tmp_path / "c.pgn")[0].tags["Black"] == "Lee"


def test_a_loaded_records_players_event_and_date_are_shown(qtbot, make_window, tmp_path):
    f = tmp_path / "club.pgn"
    save_games(f, [record_from_game(random_game(3, 8), White="Kim", Black="Lee", Event="Club night",
                                    Date="2024.03.01")])
    w = make_window()
    w.records.open_file(f)
    text = w.panel.mode_label.text()
    assert all(words in text for words in ("Kim", "Lee", "Club night", "2024.03.01"))
    w.games.new_game(HOTSEAT)
    assert "Kim" not in w.panel.mode_label.text()


@pytest.mark.parametrize("side,cp,mate,text", [
    ("cho", 130, None, "Cho +1.3"), ("han", 130, None, "Han +1.3"), ("han", -45, None, "Cho +0.5"),
    ("cho", 2, None, "Even"), ("han", None, 3, "Han mates in 3"), ("cho", None, -2, "Han mates in 2"),
])
def test_an_evaluation_says_whose_favour_it_is(side, cp, mate, text):
    """Defect 11: "+1.10" did not say whose favour it was."""
    assert evaluation_text(ThinkInfo(depth=5, score_cp=cp, score_mate=mate), side) == text


def test_the_thinking_line_shows_the_evaluation_from_chos_side(qtbot, make_window):
    w = make_window()
    w.panel.set_thinking(True, ThinkInfo(depth=7, score_cp=-250), "cho")
    assert "Han +2.5" in w.panel.ai_label.text()
