"""An opened PGN study survives a restart whole (issue 48): its tree (variations, comments, marks) and its
headers (players, event) come back, with the window's title and the file Save writes to."""

from __future__ import annotations

from janggi_desktop.play import PlayerSpec

from .test_side_panel_room import study_file


def test_an_opened_study_comes_back_after_a_restart_with_its_tree_and_names(qtbot, make_window, tmp_path,
                                                                           config_dir):
    path = study_file(tmp_path)
    w = make_window()
    assert w.records.open_file(path)
    w.driver.go_to(12)  # stepping in: the autosave keeps what it wrote
    tree = w.driver.tree.copy()
    title, header = w.windowTitle(), w.records.header_text()
    assert "Kim Minjun" in header and "study.pgn" in title and len(tree) > len(w.game.moves)
    assert "A quieter try" in w.panel.study.tree.toPlainText()
    w.close()  # as at quit: the autosave flushed
    w2 = make_window(restore_session=True)
    # before: the bare line of the game (60 of 66 moves), an untitled game between two people
    assert w2.driver.tree == tree
    assert w2.records.header_text() == header and w2.windowTitle() == title
    assert w2.records.record_tags["Event"] == "Seoul club night"
    assert w2.panel.study.showing and "A quieter try" in w2.panel.study.tree.toPlainText()
    assert str(w2.records.record_path) == path  # Save writes back to the study's file
    w2.close()
    w3 = make_window(restore_session=True)  # a second restart: written back with all of it
    assert w3.driver.tree == tree and w3.records.header_text() == header
    # another game replaces it: the next restart has none of the record's names
    w3.games.new_game((PlayerSpec.human(), PlayerSpec.human()), "janggi")
    w3.play_move(w3.game.legal_moves()[0])
    w3.close()
    w4 = make_window(restore_session=True)
    assert w4.game.ply == 1 and w4.records.header_text() == "" and "study.pgn" not in w4.windowTitle()
