"""Korean particles after a word filled in at run time: "%1을(를)" becomes "초를" or "한을".

A Korean particle takes one of two forms by the sound that ends the word before it (을/를, 이/가, 은/는,
과/와, 으로/로).  A translation cannot know which word a placeholder will hold, so the Korean strings write
both forms, as Korean software commonly does ("%1을(를) 삭제했습니다"), and :func:`fit_particles` picks
the right one once the text is complete.  Where the word's last sound cannot be told (a hanja, a symbol), the
double form stays: it is still correct Korean.

How the last sound is found (the examples are in the comments: string literals here would be added to the
bundled font's glyphs, see packaging/build_fonts.py):

* a Hangul syllable: from its final consonant (batchim), a final rieul counted apart for 으로/로;
* a digit: as it is read in Sino-Korean (1, 3, 6, 7, 8 and 0 end in a consonant);
* a Latin letter: as an English word ending in it is written in Hangul: l ends in rieul, m, n and "ng" in
  another consonant, anything else in a vowel;
* a parenthetical gloss or a closing quote after the word is looked past.
"""

from __future__ import annotations

import re

#: The double forms the Korean translation writes, and their forms after a consonant and after a vowel.
#: 으로 is the one particle where a final ㄹ counts as a vowel (서울로, 집으로).
#: Examples of final sounds: 레벨 (rieul), 삼 육 칠 팔 (digits), Stockfish = 스톡피시 (a vowel), "초 (楚)", '서울'.
_FORMS: dict[str, tuple[str, str]] = {
    "을(를)": ("을", "를"),
    "이(가)": ("이", "가"),
    "은(는)": ("은", "는"),
    "와(과)": ("과", "와"),
    "(으)로": ("으로", "로"),
}
_DOUBLE = re.compile("|".join(re.escape(form) for form in _FORMS))
#: Sino-Korean readings of the digits that end in a consonant, with whether that consonant is ㄹ.
_DIGIT_FINAL = {"0": False, "1": True, "3": False, "6": False, "7": True, "8": True}
#: A gloss in brackets after the word is skipped whole (_OPENER: its closing bracket -> its opening one); closing
#: quotes and corner brackets only one character at a time.
_OPENER = {")": "(", "]": "["}
_CLOSERS = "'\"\u2019\u201d\u300d\u300f\u300b\u3009"
HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3
RIEUL_FINAL = 8  # ㄹ's index among the 28 finals of a Hangul syllable


def final_sound(text: str) -> str | None:
    """How ``text`` ends when read aloud: "vowel", "rieul", "consonant" (any other), or None if unknown."""
    end = _word_end(text)
    if end <= 0:
        return None
    ch = text[end - 1]
    code = ord(ch)
    if HANGUL_FIRST <= code <= HANGUL_LAST:
        final = (code - HANGUL_FIRST) % 28
        return "vowel" if final == 0 else "rieul" if final == RIEUL_FINAL else "consonant"
    if ch.isdigit() and ch.isascii():
        if ch not in _DIGIT_FINAL:
            return "vowel"
        return "rieul" if _DIGIT_FINAL[ch] else "consonant"
    if ch.isascii() and ch.isalpha():
        low = ch.lower()
        if low == "l":
            return "rieul"
        if low in "mn" or (low == "g" and text[end - 2:end].lower() == "ng"):
            return "consonant"
        return "vowel"
    return None


def _word_end(text: str) -> int:
    """Where the word that carries the particle ends in ``text``: past closing quotes, and before a trailing
    parenthetical gloss."""
    end = len(text)
    while end > 0:
        ch = text[end - 1]
        if ch in _OPENER:
            start = text.rfind(_OPENER[ch], 0, end - 1)
            if start <= 0:
                return end
            end = start
            while end > 0 and text[end - 1] == " ":
                end -= 1
        elif ch in _CLOSERS:
            end -= 1
        else:
            return end
    return end


def fit_particles(text: str) -> str:
    """``text`` with every double particle form replaced by the one its word takes, where known."""
    if not any(form in text for form in _FORMS):
        return text

    def fit(match: re.Match[str]) -> str:
        double = match.group(0)
        sound = final_sound(text[:match.start()])
        if sound is None:
            return double
        after_consonant, after_vowel = _FORMS[double]
        if double == "(으)로":
            return after_consonant if sound == "consonant" else after_vowel
        return after_vowel if sound == "vowel" else after_consonant

    return _DOUBLE.sub(fit, text)
