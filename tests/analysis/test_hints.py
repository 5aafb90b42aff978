"""The hint log read back from a record's Hints tag."""

from __future__ import annotations

from janggi_desktop.analysis.hints import HintLog


def test_a_hints_tag_keeps_its_numbers_and_ignores_other_words():
    log = HintLog.from_tag("3 x 8 ² -2", first_side="cho")  # "²" is a digit to str.isdigit(), not to int()
    assert log.plies == [3, 8]
    assert log.counts() == {"cho": 1, "han": 1}  # ply 3: Han to move; ply 8: Cho
