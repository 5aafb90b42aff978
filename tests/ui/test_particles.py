"""Korean particles after a filled-in word: the translation writes both forms ("%1을(를)") and the one the word
takes is picked once the text is complete (a fixed "(으)로"/"와(과)" read as unfinished Korean)."""

from __future__ import annotations

import pytest

from janggi_desktop.play.players import PlayerSpec
from janggi_desktop.rules.timecontrol import TimeControl, TimeControlError
from janggi_desktop.ui import i18n
from janggi_desktop.ui.particles import final_sound, fit_particles
from janggi_desktop.ui.texts import players_text, translated_error


@pytest.mark.parametrize(("text", "sound"), [
    ("초", "vowel"), ("한", "consonant"), ("레벨", "rieul"), ("고수", "vowel"), ("대국", "consonant"),
    ("1", "rieul"), ("2", "vowel"), ("3", "consonant"), ("10", "consonant"), ("5", "vowel"),
    ("Stockfish", "vowel"), ("Level", "rieul"), ("King", "consonant"), ("Cannon", "consonant"),
    ("초 (楚)", "vowel"), ("'서울'", "rieul"), ("Fairy-Stockfish (GPL)", "vowel"),
    ("楚", None), ("", None), ("?", None),
])
def test_the_last_sound_of_a_word(text, sound):
    assert final_sound(text) == sound


@pytest.mark.parametrize(("text", "fitted"), [
    ("초(으)로 한와(과) 대국", "초로 한과 대국"),
    ("한(으)로 레벨 3와(과) 대국", "한으로 레벨 3과 대국"),
    ("서울(으)로 레벨(으)로", "서울로 레벨로"),
    ("Fairy-Stockfish을(를) 삭제했습니다.", "Fairy-Stockfish를 삭제했습니다."),
    ("엔진 1은(는) 이미 목록에 있습니다.", "엔진 1은 이미 목록에 있습니다."),
    ("12이(가) 아닙니다", "12가 아닙니다"),
    ("楚을(를) 둡니다", "楚을(를) 둡니다"),  # a hanja's reading is not known here: both forms stay
    ("Move (N) and (으)로", "Move (N) and (으)로"),  # nothing before the particle to go by
    ("no particles (here)", "no particles (here)"),
])
def test_double_forms_become_the_one_the_word_takes(text, fitted):
    assert fit_particles(text) == fitted


@pytest.fixture
def korean(qapp):
    i18n.install_translators(qapp, "ko")
    yield qapp
    i18n.install_translators(qapp, "en")


def test_the_korean_interface_shows_no_double_forms(korean):
    you_cho = players_text((PlayerSpec.human(), PlayerSpec.builtin(3)), "standard")
    you_han = players_text((PlayerSpec.builtin(3), PlayerSpec.human()), "standard")
    assert you_cho.startswith("초로 ") and you_han.startswith("한으로 "), (you_cho, you_han)
    for text in (you_cho, you_han):
        assert "(으)로" not in text and "와(과)" not in text
    with pytest.raises(TimeControlError) as caught:
        TimeControl.parse("abc")
    assert translated_error(caught.value, "TimeControl").startswith("'abc'는 5m, 30s, 1h30m 같은 시간이 아닙니다")
