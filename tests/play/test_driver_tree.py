"""The driver's move tree: a move played in review starts a variation, another line can be put on the board,
undo and "continue from here" keep the tree in step with the game."""

from __future__ import annotations

import pytest

from janggi_desktop.play import Change, GameDriver, HumanPlayer
from janggi_desktop.records import pgn
from janggi_desktop.records.model import GameRecord, set_record_tree
from janggi_desktop.records.tree import MoveTree
from janggi_desktop.rules import Game, Move

from .test_driver import Recorder

M = Move.from_uci
OPENING = ("c4c5", "c7c6", "g4g5", "g7g6")


def played(*moves: str) -> GameDriver:
    d = GameDriver(Game("janggi"))
    for m in moves:
        d.play(m)
    return d


def test_the_tree_follows_the_game_as_it_is_played():
    d = played(*OPENING)
    assert d.tree.main_moves() == d.game.moves and d.line_end is d.tree.main_line()[-1]
    assert d.shown_node is d.line_end


def test_a_move_in_review_starts_a_variation_and_keeps_the_later_moves():
    d = played(*OPENING)
    rec = Recorder(d)
    d.go_to(2)
    d.play("a4a5", branch=True)  # no confirmation: nothing is lost
    assert not d.reviewing and [str(m) for m in d.game.moves] == ["c4c5", "c7c6", "a4a5"]
    assert [str(m) for m in d.tree.main_moves()] == list(OPENING)  # the game's own line is still the main line
    node = d.line_end
    assert node.starts_variation and node.parent is d.tree.main_line()[1] and len(d.tree) == 5
    assert rec.kinds() == [Change.REVIEW, Change.TRUNCATE, Change.MOVE]
    d.play("a7a6")  # the line goes on in the variation
    assert d.line_end.parent is node and d.tree.main_moves() == [M(u) for u in OPENING]


def test_a_move_the_tree_already_has_follows_that_line():
    d = played(*OPENING)
    d.go_to(1)
    d.play("c7c6", branch=True)  # the game's next move: one step forward
    assert d.shown_game.ply == 2 and d.reviewing and len(d.tree) == 4
    d.play("a4a5", branch=True)
    d.go_to_node(d.tree.main_line()[1])  # a node of the line on the board: that line stays
    assert [str(m) for m in d.game.moves] == ["c4c5", "c7c6", "a4a5"] and d.shown_game.ply == 2
    d.go_to_node(d.tree.main_line()[2])  # back to the main line, shown at ply 3
    assert [str(m) for m in d.game.moves] == list(OPENING) and d.shown_game.ply == 3
    d.go_to(2)
    d.play("a4a5", branch=True)  # the variation again: followed, not a second copy
    assert [str(m) for m in d.game.moves] == ["c4c5", "c7c6", "a4a5"] and len(d.tree) == 5 and not d.reviewing


def test_go_to_node_puts_another_line_on_the_board():
    d = played(*OPENING)
    d.go_to(1)
    d.play("a7a6", branch=True)
    d.play("a4a5")
    rec = Recorder(d)
    second = d.tree.main_line()[1]
    d.go_to_node(second)
    assert rec.kinds() == [Change.LINE] and rec.changes[0][1] is second
    assert d.game.moves == d.tree.main_moves() and d.reviewing and d.shown_game.ply == 2
    assert d.shown_node is second
    d.go_to_node(d.tree.root)
    assert d.shown_game.ply == 0 and d.game.moves == d.tree.main_moves()
    with pytest.raises(ValueError):
        d.go_to_node(MoveTree("janggi").add_move(MoveTree("janggi").root, M("c4c5")))


def test_undo_takes_the_moves_out_of_the_tree_and_continue_from_here_is_undoable_in_the_tree():
    d = played(*OPENING)
    assert d.undo() == 1 and len(d.tree) == 3 and d.line_end is d.tree.main_line()[-1]
    d.go_to(1)
    d.continue_from_here()
    assert d.tree.main_moves() == [M("c4c5")] and d.line_end is d.tree.main_line()[0]
    assert d.tree.undo() and [str(m) for m in d.tree.main_moves()] == list(OPENING[:3])


def test_a_study_read_from_pgn_goes_on_the_board_with_its_tree():
    rec = pgn.loads("1. c4c5 (1. a4a5 a7a6) 1... c7c6 2. g4g5 *")[0]
    d = GameDriver()
    d.new_game(rec.to_game(), tree=rec.tree)
    assert d.tree is rec.tree and d.line_end is rec.tree.main_line()[-1]
    d.go_to_node(rec.tree.root.children[1].children[0])
    assert [str(m) for m in d.game.moves] == ["a4a5", "a7a6"] and not d.reviewing
    out = set_record_tree(GameRecord(ruleset=d.tree.ruleset, start_fen=d.tree.start_fen), d.tree)
    assert pgn.loads(pgn.format_game(out))[0].tree == rec.tree
    with pytest.raises(ValueError):
        d.new_game(Game("janggi"), tree=MoveTree("standard"))
    other = Game("janggi")
    other.push(M("g4g5"))
    with pytest.raises(ValueError):
        d.new_game(other, tree=rec.tree)


def test_an_engine_move_goes_into_the_tree():
    class Fixed(HumanPlayer):
        is_human = False

        def think(self, game, limits, *, on_info=None, stop=None):
            return game.legal_moves()[0]

    d = GameDriver(Game("janggi"), (HumanPlayer(), Fixed()))
    d.play("c4c5")
    d.play_engine_moves(1)
    assert d.game.ply == 2 and d.tree.main_moves() == d.game.moves


def test_study_edits_keep_the_board_on_a_line_of_the_tree_and_are_undoable():
    d = played(*OPENING)
    d.go_to(2)
    d.play("a4a5", branch=True)
    d.play("a7a6")
    variation = d.line_end.parent  # 2. Pa5, the board's line now
    rec = Recorder(d)
    d.set_comment(variation, "the quiet way")
    d.set_nags(variation, [5])
    d.promote(variation)
    assert rec.kinds() == [Change.TREE] * 3 and [str(m) for m in d.game.moves] == ["c4c5", "c7c6", "a4a5", "a7a6"]
    assert d.tree.main_moves() == d.game.moves and variation.comment == "the quiet way" and variation.nags == [5]
    assert d.undo_edit() and d.tree.main_moves()[2] == M("g4g5")  # the promotion taken back
    assert d.game.moves[2] == M("a4a5")  # the board keeps its line
    rec.changes.clear()
    d.delete(variation)  # the board's line went through it: back to the position before, on the main line
    assert rec.kinds() == [Change.LINE] and d.game.moves == d.tree.main_moves() and d.shown_game.ply == 2
    assert d.undo_edit() and variation.parent is d.tree.main_line()[1]  # back in the tree
    assert [str(m) for m in d.game.moves] == list(OPENING)  # the board stays where it is
    d.go_to_node(variation.children[0])
    assert d.undo_edit() and d.undo_edit()  # the NAGs, the comment
    assert (variation.comment, variation.nags) == ("", [])
    assert d.undo_edit()  # the variation itself (2... Pa6 was played on in it, not an edit of its own)
    assert variation.parent.children[1:] == [] and d.game.moves == d.tree.main_moves() and d.shown_game.ply == 2
    assert d.redo_edit() and variation in variation.parent.children and d.game.moves == d.tree.main_moves()
    while d.can_undo_edit():
        d.undo_edit()
    assert d.tree.main_moves() == [M(u) for u in OPENING] and d.game.moves == d.tree.main_moves()


@pytest.mark.parametrize("ending", ["resign", "time"])
def test_a_finished_games_line_keeps_its_ending_after_a_variation(ending):
    # seen in the window: a resigned game reviewed, a variation tried, then the game's last move clicked: the
    # game could be played on (its resignation gone), and was saved and kept as unfinished
    d = played(*OPENING)
    if ending == "resign":
        d.resign("han")
    else:
        d.end_game(lambda g: g.forfeit_on_time("han"))
    outcome = d.outcome
    assert outcome is not None
    d.go_to(2)
    d.play("a4a5", branch=True)
    assert d.outcome is None  # the variation goes on
    d.go_to_node(d.tree.main_line()[-1])  # the game's own end again
    assert d.outcome == outcome and d.game.moves == [M(u) for u in OPENING] and not d.reviewing
    d.go_to_node(d.tree.main_line()[1])  # shown earlier on the game's line: the line still ends so
    assert d.reviewing and d.outcome == outcome and d.shown_game.outcome() is None
    d.go_to(2)
    d.play("a4a5", branch=True)  # the same variation, followed
    d.go_to_node(d.tree.main_line()[-1])
    assert d.outcome == outcome
    # the same moves in another game are not given this one's ending
    d.new_game(Game("janggi"))
    for m in OPENING:
        d.play(m)
    assert d.outcome is None
