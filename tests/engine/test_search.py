"""Behaviour of the search: mates, material, rule-set endings, stopping, legality."""

import random
import threading
import time

import pytest

from janggi_desktop.engine.search import (
    MATE_BOUND,
    POINTS_WIN,
    RULE_WIN,
    Limits,
    NoMoveError,
    Searcher,
    make_room,
    points_result_score,
)
from janggi_desktop.rules import RULE_SETS, Game, Move, Termination


def mating_moves(game: Game) -> set[str]:
    out = set()
    for m in game.legal_moves():
        game.push(m)
        o = game.outcome()
        game.pop()
        if o is not None and o.termination is Termination.CHECKMATE:
            out.add(str(m))
    return out


def forces_mate_in_2(game: Game, move) -> bool:
    """After ``move``, every reply allows a mating move (checked with the rules model only)."""
    game.push(move)
    try:
        replies = game.legal_moves()
        if not replies:
            return False
        for r in replies:
            game.push(r)
            try:
                if not mating_moves(game):
                    return False
            finally:
                game.pop()
        return True
    finally:
        game.pop()


def test_mate_in_one_found():
    g = Game.from_fen("4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1", ruleset="janggi")
    assert mating_moves(g) == {"i2i10"}
    r = Searcher(g).search(Limits(depth=3))
    assert str(r.best) == "i2i10"
    assert r.info.score_mate == 1


def test_mate_in_two_found():
    # janggicasual: no bikjang, so the generals may share a file (under "janggi" Han escapes by bikjang)
    g = Game.from_fen("4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", ruleset="janggicasual")
    assert not mating_moves(g)
    r = Searcher(g).search(Limits(depth=5))
    assert r.info.score_mate == 2
    assert forces_mate_in_2(g, r.best)


def test_mate_in_two_found_for_han():
    # the same pattern mirrored: Han's chariots on its back rank, Cho's general alone
    g = Game.from_fen("r2k4r/9/9/9/9/9/9/9/9/4K4 b - - 0 1", ruleset="janggicasual")
    assert not mating_moves(g)
    r = Searcher(g).search(Limits(depth=5))
    assert r.info.score_mate == 2
    assert forces_mate_in_2(g, r.best)


def test_bikjang_escape_is_seen_under_janggi_rules():
    # the same position under "janggi": Han answers a1a9 with a bikjang (general to d10), so no mate in 2;
    # the search must not claim one
    g = Game.from_fen("4k4/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", ruleset="janggi")
    assert not any(forces_mate_in_2(g, m) for m in g.legal_moves())
    r = Searcher(g).search(Limits(depth=3))
    assert r.info.score_mate is None or r.info.score_mate > 2


def test_hanging_chariot_taken():
    # Han's chariot wandered to c5 where Cho's soldier on c4 takes it for free (c5 is not defended)
    g = Game.from_fen("1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/2r6/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
                      ruleset="janggi")
    sq_name = "c5"
    takers = [m for m in g.legal_moves() if str(m)[2:] == sq_name]
    assert takers
    r = Searcher(g).search(Limits(depth=3))
    assert str(r.best)[2:] == sq_name
    assert r.info.score_cp > 900


def test_no_pointless_pass_at_start():
    for rs in ("janggi", "standard"):
        r = Searcher(Game(rs)).search(Limits(depth=3))
        assert not r.best.is_pass


def test_passes_to_win_on_points_after_opponent_pass():
    # Han passed; under the janggi rules a second pass ends the game on points, which Cho leads 13-9.5
    g = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/2N6/3K5/3A1A3 b - - 0 1", ruleset="janggi")
    g.push(g.pass_move())
    assert g.pass_ends_game()
    r = Searcher(g).search(Limits(depth=3))
    assert r.best.is_pass
    assert r.info.score >= POINTS_WIN - 10


def test_does_not_pass_when_behind_on_points():
    g = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/9/3K5/3A1A3 b - - 0 1", ruleset="janggi")
    g.push(g.pass_move())
    r = Searcher(g).search(Limits(depth=3))
    assert not r.best.is_pass


def test_bikjang_root_moves_come_from_the_rules():
    g = Game("janggi")
    g.push_uci("e4d4")
    g.push_uci("e7d7")
    allowed = {str(m) for m in g.legal_moves()}
    assert len(allowed) == 8
    r = Searcher(g).search(Limits(depth=3))
    assert str(r.best) in allowed


def test_game_over_raises():
    g = Game.from_fen("4k4/R8/9/9/9/9/9/9/8R/3K5 w - - 0 1", ruleset="janggi")
    g.push_uci("i2i10")
    with pytest.raises(NoMoveError):
        Searcher(g).search(Limits(depth=2))


def test_info_reported_each_iteration():
    infos = []
    r = Searcher(Game("janggi")).search(Limits(depth=4), on_info=infos.append)
    assert [i.depth for i in infos] == [1, 2, 3, 4]
    assert all(i.nodes > 0 and i.pv for i in infos)
    assert r.info.pv[0] == r.best


def test_node_limit():
    r = Searcher(Game("janggi")).search(Limits(nodes=3000))
    assert r.best is not None
    assert r.info.nodes < 3000 + 1024


def test_a_stop_at_any_node_unwinds_cleanly():
    """A node limit can stop the search anywhere, the quiescence search included: every do() must be undone
    on the way out, or the next undo() finds the board and the occupied points out of step."""
    rng = random.Random(11)
    g = Game("janggi")
    stopped = 0
    for _ in range(24):
        g.push(rng.choice(g.legal_moves()))
        if g.outcome() is not None:
            break
        for nodes in range(40, 1400, 131):
            result = Searcher(g.copy(), hash_mb=1, seed=1).search(Limits(nodes=nodes))
            assert g.is_legal(result.best)
            stopped += 1
    assert stopped > 200


def test_stop_honoured_promptly():
    g = Game("janggi")
    stop = threading.Event()
    result = {}

    def run():
        result["r"] = Searcher(g.copy()).search(Limits(infinite=True), stop_event=stop)

    t = threading.Thread(target=run)
    t.start()
    time.sleep(0.3)
    t0 = time.perf_counter()
    stop.set()
    t.join(5)
    elapsed = time.perf_counter() - t0
    assert not t.is_alive()
    assert elapsed < 1.0, f"stop took {elapsed:.3f} s"
    assert result["r"].best in g.legal_moves()


def test_search_leaves_the_game_untouched():
    g = Game("janggi")
    for m in ("b1c3", "h10g8", "c4c5"):
        g.push_uci(m)
    fen, moves = g.fen(), list(g.moves)
    Searcher(g).search(Limits(depth=3))
    assert g.fen() == fen and g.moves == moves


@pytest.mark.parametrize("ruleset", sorted(RULE_SETS))
def test_every_bestmove_legal_in_random_positions(ruleset):
    rng = random.Random(hash(ruleset) & 0xFFFF)
    searcher = Searcher()
    for _ in range(6):
        g = Game(ruleset)
        for _ in range(rng.randrange(10, 60)):
            moves = g.legal_moves()
            if not moves:
                break
            g.push(rng.choice(moves))
        if g.outcome() is not None:
            continue
        r = searcher.search(Limits(depth=2, nodes=4000), game=g)
        assert r.best in g.legal_moves()


def test_mate_score_for_side_being_mated():
    # Han to move, mated next move whatever it does? Use the mate-in-1 position after a quiet Cho move:
    g = Game.from_fen("4k4/R8/9/9/9/9/9/9/8R/3K5 b - - 0 1", ruleset="janggi")
    r = Searcher(g).search(Limits(depth=4))
    # Han can only shuffle its general; Cho mates at once
    assert r.info.score <= -MATE_BOUND


def test_ply_limit_in_the_tree_scores_the_points_result():
    # janggi: 100 plies without capture end the game on points; three plies from the limit the search must
    # see the end coming: won for the side ahead on points (Cho 13 - Han 9.5) ...
    ahead = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/2N6/3K5/3A1A3 w - - 97 60", ruleset="janggi")
    r = Searcher(ahead).search(Limits(depth=4))
    assert r.info.score >= POINTS_WIN - 10
    # ... lost for the side behind (Cho 8 - Han 9.5), with no capture to reset the count
    behind = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/9/3K5/3A1A3 w - - 97 60", ruleset="janggi")
    r = Searcher(behind).search(Limits(depth=4))
    assert r.info.score <= -(POINTS_WIN - 10)
    # far from the limit the same position is an ordinary evaluation
    far = Game.from_fen("3a1a3/4k4/8p/9/9/9/P8/2N6/3K5/3A1A3 w - - 10 60", ruleset="janggi")
    r = Searcher(far).search(Limits(depth=4))
    assert abs(r.info.score) < POINTS_WIN // 2


def test_a_points_result_is_won_soonest_and_lost_latest_whatever_the_margin():
    """The margin of a points result does not count: the side behind prefers losing later by more to losing
    now by less (it used to end the game at once, by a bikjang or a pass, to keep the margin small), and the
    side ahead prefers winning sooner by less."""
    small_deficit, big_deficit = 2 * 30 - 2 * 30, 2 * 20 - 2 * 40  # Cho minus Han, x2, before the deom
    score = points_result_score
    assert score(small_deficit, 0, ply=2) < score(big_deficit, 0, ply=10) <= -(POINTS_WIN - 10)
    small_lead, big_lead = 2 * 32 - 2 * 30, 2 * 60 - 2 * 20
    assert score(small_lead, 0, ply=2) > score(big_lead, 0, ply=10) >= POINTS_WIN - 10
    assert score(small_lead, 1, ply=2) == -score(small_lead, 0, ply=2)  # Han's view


def test_shuttle_rule_is_applied_inside_the_tree():
    # janggimodern: Han's horse has shuttled a10-c9 four times; a fifth shuttle loses (the shuttle rule).  Han's
    # only moves are that shuttle and a pass, and after Cho passes, Han's pass ends the game on points, which
    # Cho leads 28 - 6.5.  So a Cho pass wins on points two plies deep: Han must prefer the points loss to
    # the shuttle loss, which the search only knows if it applies the shuttle rule in the tree.
    g = Game.from_fen("n2k5/R8/9/9/9/4R4/8P/9/9/5K3 b - - 0 1", ruleset="janggimodern")
    for uci in ("a10c9", "i4i5", "c9a10", "i5i6", "a10c9", "i6i7", "c9a10"):
        g.push_uci(uci)
    g.push(g.pass_move())
    assert {str(m) for m in g.legal_moves()} == {"a10c9", "d10d10"}
    shuttle = g.outcome_after("a10c9")
    assert shuttle is not None and shuttle.termination is Termination.SHUTTLE and shuttle.winner == "cho"
    g.pop()
    r = Searcher(g).search(Limits(depth=3, searchmoves=[g.pass_move().to_int()]))
    assert r.best.is_pass and POINTS_WIN - 10 <= r.info.score < RULE_WIN - 10


def test_perpetual_check_is_seen_two_plies_deep():
    # janggi: Cho's chariot checks from a10 and a9 in turn and Han's general must step d9-d10 and back.  The
    # cycle has been played once and a half: checking again lets Han complete the third occurrence, and the
    # side that gave perpetual check loses.  Cho has better: e8e9 mates.
    g = Game.from_fen("R8/3k5/4P4/9/9/9/9/9/9/5K3 w - - 0 1", ruleset="janggi")
    for uci in ("a10a9", "d9d10", "a9a10", "d10d9", "a10a9", "d9d10"):
        g.push_uci(uci)
    check = Move.from_uci("a9a10")
    assert g.outcome_after(check) is None
    g.push(check)
    assert [str(m) for m in g.legal_moves()] == ["d10d9"]
    out = g.outcome_after("d10d9")
    assert out is not None and out.termination is Termination.PERPETUAL_CHECK and out.winner == "han"
    g.pop()
    r = Searcher(g).search(Limits(depth=3, searchmoves=[check.to_int()]))
    assert r.info.score <= -(RULE_WIN - 10)
    r = Searcher(g).search(Limits(depth=3))
    assert r.best != check and r.info.score >= MATE_BOUND


def test_quiescence_answers_a_check_instead_of_standing_pat():
    # Cho may take Han's free chariot on i9, but then Han's chariot takes the horse on d2 with check, guarded
    # by the cannon on d10 over the soldier on d5, and Cho's general (d1, hemmed in by its elephants) is
    # mated.  That mate lies in the capture search of a depth-1 search: a quiescence search that stands pat
    # in check sees only "chariot for horse" and grabs the chariot.
    g = Game.from_fen("3c1k3/8r/9/9/9/3p5/9/9/r2NB4/3KB3R w - - 0 1", ruleset="janggi")
    r = Searcher(g).search(Limits(depth=1))
    assert str(r.best) != "i1i9"
    assert r.info.score > -MATE_BOUND


def test_points_decide_more_as_the_ply_limit_nears():
    # janggi: 100 plies without capture end the game on points, where Han's 1.5 deom wins an even count.
    # With the limit 20 plies away (beyond this shallow search) Cho's score already leans towards that loss.
    start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - {} 40"
    far = Searcher(Game.from_fen(start.format(0), ruleset="janggi")).search(Limits(depth=2)).info.score
    near = Searcher(Game.from_fen(start.format(80), ruleset="janggi")).search(Limits(depth=2)).info.score
    assert near < far - 50
    # a rule set that draws at its limit has nothing to lean towards
    far_d = Searcher(Game.from_fen(start.format(0), ruleset="janggitraditional")).search(Limits(depth=2)).info.score
    near_d = Searcher(Game.from_fen(start.format(80), ruleset="janggitraditional")).search(Limits(depth=2)).info.score
    assert near_d == far_d


# --- the transposition table when full ---------------------------------------------------------------------
def test_make_room_drops_the_shallowest_entries_first():
    tt = {k: (1 + k % 5, 0, 0, 0) for k in range(100)}  # depths 1-5, 20 entries each
    make_room(tt, 50)
    assert 0 < len(tt) <= 50
    assert {entry[0] for entry in tt.values()} == {4, 5}  # depths 1-3 went, every deeper entry stayed
    assert len(tt) == 40
    make_room(tt, 40)  # within the limit: nothing goes
    assert len(tt) == 40


def test_a_full_table_keeps_its_deep_entries_through_a_search():
    """A search that fills the table drops shallow entries, not the deep ones of earlier thinking (the table
    used to be emptied whole, in the middle of a long think or an analysis)."""
    s = Searcher(Game("janggi"), hash_mb=1)
    s.search(Limits(depth=1))  # the first search of a rule set starts from an empty table
    s.tt.clear()
    s.tt_max = 3000
    deep_key = 0x1234_5678_9ABC_DEF0  # stands for a deep result of an earlier search
    s.tt.update({k: (1, 0, 0, 0) for k in range(s.tt_max - 1)})
    s.tt[deep_key] = (20, 0, 37, 0)
    result = s.search(Limits(depth=3))
    assert result.best is not None and len(s.tt) <= s.tt_max
    assert s.tt[deep_key] == (20, 0, 37, 0)
    assert not any(k < s.tt_max - 1 for k in s.tt)  # the shallow filler made the room
