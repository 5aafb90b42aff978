"""Clocks in the records: PGN TimeControl + Byoyomi tags and [%clk] comments, .gib 제한시간 in Korean."""

from __future__ import annotations

from janggi_desktop.records import gib, pgn, record_from_game
from janggi_desktop.records.timecontrol import (
    clock_comment,
    read_clock_comment,
    strip_clock_comment,
    with_clock_comment,
)
from janggi_desktop.rules import Game
from janggi_desktop.rules.timecontrol import TimeControl


def played(*moves: str) -> Game:
    g = Game("janggi")
    for m in moves:
        g.push_uci(m)
    return g


def test_clock_comments_read_back_and_leave_the_rest_of_the_comment():
    assert clock_comment(299_999) == "[%clk 0:04:59]"  # rounded down: never more time than there was
    assert clock_comment(0, 2) == "[%clk 0:00:00] [%periods 2]"
    assert read_clock_comment("good move [%clk 1:02:03.5] [%periods 1]") == (3_723_500, 1)
    assert read_clock_comment("no clock") == (None, None)
    assert strip_clock_comment("[%clk 0:04:59] a fine move") == "a fine move"
    assert with_clock_comment("[%clk 0:09:00] a fine move", "[%clk 0:04:59]") == "[%clk 0:04:59] a fine move"


def test_pgn_writes_the_byoyomi_tag_and_each_moves_clock_and_reads_them_back():
    rec = record_from_game(played("c4c5", "c7c6"), **TimeControl.parse("5m+30sx3").pgn_tags())
    rec.comments = {1: clock_comment(295_000), 2: clock_comment(0, 2)}
    text = pgn.format_game(rec)
    assert '[TimeControl "300"]' in text and '[Byoyomi "3x30"]' in text
    assert "{[%clk 0:04:55]}" in text and "{[%clk 0:00:00] [%periods 2]}" in text
    [back] = pgn.loads(text)
    assert TimeControl.from_pgn_tags(back.tags) == TimeControl.byoyomi(300, 30, 3)
    assert read_clock_comment(back.comments[1]) == (295_000, None)
    assert read_clock_comment(back.comments[2]) == (0, 2)


def test_gib_writes_the_time_control_in_korean_without_clock_comments_and_reads_it_back():
    rec = record_from_game(played("c4c5", "c7c6"), **TimeControl.parse("10m+30sx3").pgn_tags())
    rec.comments = {1: "[%clk 0:09:58] 좋은 수", 2: clock_comment(600_000)}
    text = gib.format_game(rec)
    assert '[제한시간 "10분 30초 3회"]' in text
    assert "%clk" not in text and "{좋은 수}" in text and "Byoyomi" not in text
    [back] = gib.loads(text)
    assert TimeControl.from_pgn_tags(back.tags) == TimeControl.byoyomi(600, 30, 3)


def test_gib_time_control_that_cannot_be_read_is_kept_as_written():
    rec = record_from_game(played("c4c5"), TimeControl="10분 3회")
    [back] = gib.loads(gib.format_game(rec))
    assert back.tags["TimeControl"] == "10분 3회"
