"""The puzzle set is checked as it is loaded: bad lines are refused with their line number and reason, never
shown; filters and the choice near a rating."""

from __future__ import annotations

import json
import random

import pytest

from janggi_desktop.training import THEMES, PuzzleError, choose_near, load_puzzles, parse_lines, parse_puzzle

#: Han's chariot mates along the first rank (c6c1), a 박보 mate in 1.
MATE_IN_1 = {"id": "m1", "fen": "4k4/9/3a5/5p3/2r6/9/9/9/r8/3K5 b - - 0 2", "ruleset": "janggi",
             "solution": ["c6c1"], "themes": ["mate", "mate-in-1", "continuous-check"], "rating": 850}
#: Chariot sacrifice on i10, the cannon takes it, the cannon mates (i8i10 e10i10 g5i8): a mate in 2.
MATE_IN_2 = {"id": "m2", "fen": "3ack3/5a3/8R/4n4/9/2P3B2/3PC2P1/3K1A3/4A4/9 w - - 0 82", "ruleset": "janggi",
             "solution": ["i8i10", "e10i10", "g5i8"],
             "themes": ["mate", "mate-in-2", "continuous-check", "chariot-sacrifice"], "rating": 1110}


def line(**changes) -> str:
    return json.dumps({**MATE_IN_2, **changes})


def test_good_puzzles_load_with_their_fields():
    ps = parse_lines([json.dumps(MATE_IN_1), "", json.dumps(MATE_IN_2)])
    assert ps.refused == [] and [p.id for p in ps.puzzles] == ["m1", "m2"]
    m1, m2 = ps.puzzles
    assert (m1.solver, m1.mate_in, m1.solver_moves) == ("han", 1, 1)
    assert (m2.solver, m2.mate_in, m2.solver_moves) == ("cho", 2, 2)
    assert m2.export() == MATE_IN_2


@pytest.mark.parametrize(("text", "reason"), [
    ("{not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    (line(themes=["mate", "mate-in-2", "brilliant"]), "unknown theme 'brilliant'"),
    (line(ruleset="chess"), "unknown rule set"),
    (line(rating="1500"), "'rating' is not a int"),
    (line(rating=9000), "outside"),
    (json.dumps({k: v for k, v in MATE_IN_2.items() if k != "fen"}), "no 'fen'"),
    (line(fen="3ack3/5a3/8R/4n4/9 w - - 0 1"), "bad FEN"),
    (line(solution=["i8i10", "e10i10", "g5g6"]), "move 3 ('g5g6') is not legal"),
    (line(solution=["i8i10", "e10i10"]), "does not end with the solver's move"),
    (line(solution=["i8i9"]), "does not end in the solver's checkmate"),
    (line(themes=["mate", "mate-in-3"]), "mate-in-3 but the solution has 2 solver moves"),
    (line(themes=["mate-in-2"]), "needs both"),
    (line(solution=[]), "not a list of moves"),
])
def test_a_bad_line_is_refused_with_its_reason(text, reason):
    with pytest.raises(PuzzleError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        parse_puzzle(text)
    ps = parse_lines([json.dumps(MATE_IN_1), text])
    assert [p.id for p in ps.puzzles] == ["m1"]  # the good line still loads
    assert len(ps.refused) == 1 and ps.refused[0].line == 2 and reason.split("(")[0] in ps.refused[0].reason


def test_a_duplicate_id_is_refused():
    ps = parse_lines([json.dumps(MATE_IN_1), json.dumps({**MATE_IN_2, "id": "m1"})])
    assert len(ps) == 1 and ps.refused[0].reason == "duplicate id 'm1'"


def test_a_missing_file_is_an_empty_set_that_says_so(tmp_path):
    ps = load_puzzles(tmp_path / "none.jsonl")
    assert len(ps) == 0 and ps.refused[0].line == 0 and "cannot read" in ps.refused[0].reason
    bad = tmp_path / "latin1.jsonl"
    bad.write_bytes(b"\xff\xfe{")
    assert "cannot read" in load_puzzles(bad).refused[0].reason


def test_filter_by_theme_and_mate_length():
    ps = parse_lines([json.dumps(MATE_IN_1), json.dumps(MATE_IN_2)])
    assert [p.id for p in ps.filtered(themes=["chariot-sacrifice"])] == ["m2"]
    assert [p.id for p in ps.filtered(mate_in=[1])] == ["m1"]
    assert [p.id for p in ps.filtered(themes=["mate"], mate_in=[1, 2])] == ["m1", "m2"]
    assert ps.filtered(themes=["escape"]) == []
    with pytest.raises(PuzzleError, match="unknown theme 'mates'"):
        ps.filtered(themes=["mates"])
    counts = ps.theme_counts()
    assert set(counts) == set(THEMES) and counts["mate"] == 2 and counts["mate-in-2"] == 1


def test_choose_near_a_rating_widens_until_it_finds_one_and_skips_excluded():
    ps = parse_lines([json.dumps({**MATE_IN_1, "id": f"p{r}", "rating": r}) for r in (800, 1200, 1210, 2000)])
    rng = random.Random(1)
    assert {choose_near(ps.puzzles, 1190, rng).id for _ in range(30)} == {"p1200", "p1210"}
    assert choose_near(ps.puzzles, 1190, rng, exclude={"p1200", "p1210"}).id == "p800"  # 390 away < 2000's 810
    assert choose_near(ps.puzzles, 2600, rng).id == "p2000"
    assert choose_near(ps.puzzles, 1500, rng, exclude={"p800", "p1200", "p1210", "p2000"}) is None
