"""Training → My mistakes' list: when each exercise is due, in words that cannot be misread."""

from __future__ import annotations

from datetime import datetime, timedelta

from janggi_desktop.rules import Game
from janggi_desktop.training import Exercise
from janggi_desktop.training.mistakes import exercise_key
from janggi_desktop.ui.training.mistakes_list import MistakeRow, MistakesWindow


def row(due: datetime) -> MistakeRow:
    fen = Game("janggi").fen()
    ex = Exercise(exercise_key(fen, "a1a2"), fen, "janggi", "cho", "a1a2", "??", (), "0.00", None, 3)
    return MistakeRow(ex, due, "Kim", "Lee", "2026.12.05", "1. 01車02??")


def test_only_todays_exercises_show_a_clock_time_alone(qtbot):
    """Seen under Xvfb: an exercise due tomorrow at 05:23 showed "05:23" at 05:45 today, a time already past,
    while the summary said nothing was left for today."""
    now = datetime.now().astimezone().replace(hour=12, minute=0, second=0, microsecond=0)
    w = MistakesWindow()
    qtbot.addWidget(w)
    rows = [row(now - timedelta(minutes=5)), row(now + timedelta(hours=2)),
            row(now + timedelta(hours=20)), row(now + timedelta(days=3))]
    w.set_rows(rows, now=now)
    texts = [w.tree.topLevelItem(i).text(0) for i in range(4)]
    assert texts[0] == "now"
    assert texts[1][0].isdigit() and "tomorrow" not in texts[1]  # 14:00 today: the time alone
    assert texts[2].startswith("tomorrow ")  # 08:00 tomorrow, less than 24 hours away
    assert "tomorrow" not in texts[3] and texts[3] != texts[1]  # a later day: its date
    assert w.later_today() == 1
