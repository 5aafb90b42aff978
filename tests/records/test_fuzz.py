"""Fuzzing the readers: whatever the input, the only exception is RecordError (a ValueError)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from janggi_desktop.records import RecordError, gib, loads, pgn

from .test_gib import FIXTURES

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

PGN_SAMPLE = (
    '[Event "x"]\n[Variant "Janggi"]\n[FEN "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"]'
    "\n\n1. Hc3 {c} Hc8 (1... Pcd7) 2. Ra2 $1 ; x\n2... b10b9 3. Ke2 Ke9 1/2-1/2\n"
)
PGN_ALPHABET = st.sampled_from(list('[]{}()";$%.!?+#x-10123456789abcdefghiKAEBHNRCP \n') + ["Hc3", "Variant",
                               "FEN", "1-0", "*", "e2e2", "RuleSet", "Janggi", "janggimodern", "10"])
GIB_PIECES = "장사상마차포졸병將士象馬車包卒兵楚漢"
GIB_ALPHABET = st.sampled_from(list("[]{}<>\". \n0123456789" + GIB_PIECES) + ["한수쉼", "장군", "초차림", "한차림",
                               "대국결과", "초 완승", "마상상마", "71졸72", "1.", "\xff", "\x1a"])


def expect_only_record_errors(fn, *args, **kwargs):
    try:
        records = fn(*args, **kwargs)
    except RecordError:
        return
    for r in records:  # whatever was returned must replay
        r.to_game()


@SETTINGS
@given(st.text(max_size=300))
def test_pgn_arbitrary_text(text):
    expect_only_record_errors(pgn.loads, text, path="f.pgn")


@SETTINGS
@given(st.lists(PGN_ALPHABET, max_size=60).map("".join))
def test_pgn_token_soup(text):
    expect_only_record_errors(pgn.loads, text)


@SETTINGS
@given(st.integers(0, len(PGN_SAMPLE) - 1), st.integers(0, 20), st.text(max_size=8))
def test_pgn_mutated_sample(pos, cut, insert):
    expect_only_record_errors(pgn.loads, PGN_SAMPLE[:pos] + insert + PGN_SAMPLE[pos + cut:])


@SETTINGS
@given(st.binary(max_size=300))
def test_gib_arbitrary_bytes(data):
    expect_only_record_errors(gib.load_bytes, data, path="f.gib")


@SETTINGS
@given(st.lists(GIB_ALPHABET, max_size=60).map("".join))
def test_gib_token_soup(text):
    expect_only_record_errors(gib.loads, text)


GIB_SAMPLE = (FIXTURES / "practice_utf8.gib").read_bytes()[:900]


@SETTINGS
@given(st.integers(0, len(GIB_SAMPLE) - 1), st.integers(0, 12), st.binary(max_size=6))
def test_gib_mutated_sample(pos, cut, insert):
    expect_only_record_errors(gib.load_bytes, GIB_SAMPLE[:pos] + insert + GIB_SAMPLE[pos + cut:])


@SETTINGS
@given(st.text(max_size=200))
def test_sniffing_loader(text):
    expect_only_record_errors(loads, text)
