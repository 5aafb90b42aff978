"""Time controls written down (docs/rules.md#written-forms): our short text, the form people write, pychess-variants',
PGN tags and .gib Korean."""

from __future__ import annotations

import pytest

from janggi_desktop.rules.timecontrol import TimeControl, TimeControlError

EVERY_KIND = ["5m+30sx3", "20m+30sx3", "5m+15sx1", "0+30sx2", "10m+5s", "10m", "1h30m+30s", "1.5s+0.15s",
              "30s/move", "untimed"]


@pytest.mark.parametrize("text", EVERY_KIND)
def test_every_form_reads_back_what_it_wrote(text):
    tc = TimeControl.parse(text)
    assert tc.text() == text
    assert TimeControl.parse(tc.label()) == tc
    assert TimeControl.from_pgn_tags(tc.pgn_tags()) == tc
    assert TimeControl.from_korean(tc.korean()) == tc


@pytest.mark.parametrize(("text", "expected"), [
    ("5m + 30s×3", TimeControl.byoyomi(300, 30, 3)),  # as docs/rules.md#time-controls writes it
    ("60+1", TimeControl.increment(60, 1)),  # plain numbers are seconds (the command line's --tc)
    ("5+3x30(b)", TimeControl.byoyomi(300, 30, 3)),  # pychess-variants: minutes + periods x seconds
    ("10 m", TimeControl.increment(600)),
    ("-", TimeControl.untimed()),
])
def test_other_writings_are_read(text, expected):
    assert TimeControl.parse(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "5m+", "+3", "10m+30sx0", "5m+30sxa", "5x", "2d",
                                  "5m+30sx²",  # a digit to str.isdigit() that int() refuses
                                  "5+ax30(b)", "5+²x30(b)", "5+-3x30(b)"])  # pychess-variants' form, bad periods
def test_bad_text_is_refused_with_an_example(text):
    with pytest.raises(TimeControlError, match="5m\\+30sx3|missing|not a time"):
        TimeControl.parse(text)


def test_any_text_is_read_or_refused_with_a_time_control_error():
    """Typed text never escapes as another exception (the new-game dialog only catches this one)."""
    import random

    rng = random.Random(5)
    pieces = [*"0123456789.+-x×*/ ²a", "m", "s", "h", "ms", "min", "sec", "(b)", "/move", "permove", "untimed"]
    for _ in range(20000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
        try:
            TimeControl.parse(text)
        except TimeControlError:
            pass
    parts = ["", "5", "a", "-3", "²", "1.5", "99999999999", "5m"]
    for main in parts:  # the pychess-variants form, part by part
        for periods in parts:
            for seconds in parts:
                try:
                    TimeControl.parse(f"{main}+{periods}x{seconds}(b)")
                except TimeControlError:
                    pass


def test_pgn_keeps_the_standard_tag_for_the_main_time_and_adds_a_byoyomi_tag():
    tags = TimeControl.parse("10m+30sx3").pgn_tags()
    assert tags == {"TimeControl": "600", "Byoyomi": "3x30"}
    assert TimeControl.parse("10m+5s").pgn_tags() == {"TimeControl": "600+5"}
    assert TimeControl.from_pgn_tags({"TimeControl": "600", "Byoyomi": "30s x 3"}) == TimeControl.byoyomi(600, 30, 3)
    assert TimeControl.from_pgn_tags({"TimeControl": "300+30"}) == TimeControl.increment(300, 30)


@pytest.mark.parametrize(("value", "expected"), [
    ("5+3x30(b)", TimeControl.byoyomi(300, 30, 3)),  # pychess-variants' byo-yomi
    ("5m + 30s×3", TimeControl.byoyomi(300, 30, 3)),  # as docs/rules.md writes it
    ("60+30x3", TimeControl.byoyomi(60, 30, 3)),  # PGN's seconds, then periods
    ("600+5", TimeControl.increment(600, 5)),  # PGN's own, read as before
])
def test_a_timecontrol_tag_written_as_people_and_other_programs_write_it_is_read(value, expected):
    """A byo-yomi record whose TimeControl tag was not PGN's seconds reviewed as a plain countdown."""
    assert TimeControl.from_pgn_tags({"TimeControl": value}) == expected


@pytest.mark.parametrize("tags", [{}, {"TimeControl": "?"}, {"TimeControl": "40/7200:1800"},
                                  {"TimeControl": "fast"}])
def test_pgn_tags_that_say_nothing_usable_give_none(tags):
    assert TimeControl.from_pgn_tags(tags) is None


@pytest.mark.parametrize(("text", "expected"), [
    ("10분 30초 3회", TimeControl.byoyomi(600, 30, 3)),
    ("5분", TimeControl.increment(300)),
    ("10분 30초", TimeControl.increment(630)),  # without 회 the seconds belong to the main time
    ("30분 초읽기 30초 3회", TimeControl.byoyomi(1800, 30, 3)),
    ("1시간", TimeControl.increment(3600)),
    ("10분 추가 5초", TimeControl.increment(600, 5)),
    ("수당 30초", TimeControl.per_move(30)),
    ("무제한", TimeControl.untimed()),
    ("600+5", TimeControl.increment(600, 5)),
])
def test_korean_free_text_is_read_where_it_can_be(text, expected):
    assert TimeControl.from_korean(text) == expected


@pytest.mark.parametrize("text", ["", "빠른 대국", "3회"])
def test_korean_text_that_cannot_be_read_gives_none(text):
    assert TimeControl.from_korean(text) is None
