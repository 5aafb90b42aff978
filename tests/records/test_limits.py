"""Bounded input: record files are regular files of sane size, lines and game counts; every error is one
short line; text survives every encoding real files use; a result never becomes a termination it does not
state."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import tracemalloc
from pathlib import Path

import pytest

from janggi_desktop.records import (
    MAX_FILE_BYTES,
    MAX_GAMES,
    MAX_LINE_CHARS,
    MAX_PLIES,
    MAX_TAGS,
    RecordError,
    check_limits,
    gib,
    load_games,
    loads,
    pgn,
    record_from_game,
    save_games,
)
from janggi_desktop.rules import Game

from .test_convert import convert

posix_only = pytest.mark.skipif(os.name != "posix", reason="devices and named pipes")


# --- item 6: sizes, lines, games; regular files only -------------------------------------------------------
def test_a_file_over_the_size_limit_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.gib"
    with open(big, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk used
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match="too large"):
            load_games(big)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MAX_FILE_BYTES // 4  # refused from its size, not read


def test_header_lines_up_to_the_size_limit_stop_at_the_game_limit(tmp_path):
    """The issue's 48 MB of header lines, scaled under the size limit: each repeated header starts a game,
    so the game limit stops the reading long before the end."""
    line = b'[\xeb\x8c\x80\xed\x9a\x8c\xeb\xaa\x85 "x"]\r\n'  # [대회명 "x"] in UTF-8
    path = tmp_path / "headers.gib"
    path.write_bytes(line * ((MAX_FILE_BYTES - 1) // len(line)))
    with pytest.raises(RecordError, match=f"more than {MAX_GAMES:,} games"):
        load_games(path)


def test_distinct_headers_stop_at_the_tag_limit():
    text = "".join(f'[k{i} "v"]\n' for i in range(MAX_TAGS + 1))
    with pytest.raises(RecordError, match="headers"):
        gib.loads(text)
    with pytest.raises(RecordError, match="tags"):
        pgn.loads(text)


def test_a_line_over_the_limit_is_refused():
    text = '[Event "' + "x" * MAX_LINE_CHARS + '"]\n\n1. Hc3 *\n'
    with pytest.raises(RecordError, match="line 1 is too long"):
        loads(text)
    with pytest.raises(RecordError, match="line 3 is too long"):
        loads("\n\n" + "1. Hc3 " * (MAX_LINE_CHARS // 6))


@pytest.mark.parametrize("break_", ["\n", "\r\n", "\r"])
@pytest.mark.parametrize("short_lines", [0, 1, 37_000, 100_000])
def test_a_line_over_the_limit_is_found_anywhere_in_a_large_text(break_, short_lines):
    """The search goes piece by piece (a window's GUI thread runs between two pieces): a long line found
    wherever it starts, whatever the line breaks, and a line of exactly the limit is allowed."""
    before = ("*" + break_) * short_lines
    check_limits(before + "y" * MAX_LINE_CHARS + break_ + before)
    line = short_lines + 1 if break_ != "\r" else 1  # lines are counted by "\n"
    with pytest.raises(RecordError, match=f"line {line} is too long"):
        check_limits(before + "y" * (MAX_LINE_CHARS + 1) + break_ + before)
    with pytest.raises(RecordError, match="too long"):
        check_limits(before + "y" * (MAX_LINE_CHARS + 1))  # the last line, with no break after it


def test_too_many_games_and_plies():
    with pytest.raises(RecordError, match="games"):
        loads("*\n" * (MAX_GAMES + 1), "pgn")
    with pytest.raises(RecordError, match="games"):
        loads((Game().fen() + "\n") * (MAX_GAMES + 1), "fen")
    soup = "\n".join("e2e2 " * 50 for _ in range((MAX_PLIES + 1) // 50 + 1))
    with pytest.raises(RecordError, match="plies"):
        loads(soup, "pgn")
    moves = "\n".join(" ".join(f"{i}. 52장52" for i in range(k, k + 50)) for k in range(1, MAX_PLIES + 2, 50))
    with pytest.raises(RecordError, match="plies"):
        loads('[초차림 "마상상마"]\n' + moves, "gib")


@posix_only
def test_devices_folders_and_pipes_are_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.pgn"
    os.mkfifo(fifo)
    errors: list[str] = []

    def read_all() -> None:
        for p in ("/dev/zero", fifo, tmp_path):
            try:
                load_games(p)
            except RecordError as e:
                errors.append(str(e))

    t = threading.Thread(target=read_all, daemon=True)
    t.start()
    t.join(30)  # a guard against a hang, not a timing
    if t.is_alive():
        with open(fifo, "wb"):
            pass
    assert len(errors) == 3 and all("not a regular file" in e for e in errors)


@posix_only
def test_convert_refuses_dev_zero_and_a_pipe_with_one_line(tmp_path):
    fifo = tmp_path / "in.gib"
    os.mkfifo(fifo)
    for src in ("/dev/zero", fifo):
        r = convert(src, tmp_path / "out.pgn")  # the subprocess timeout guards against a hang
        assert r.returncode == 2 and r.stdout == ""
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "not a regular file" in lines[0] and "Traceback" not in r.stderr
    assert not (tmp_path / "out.pgn").exists()


# --- item 12: one short line, whatever the input ---------------------------------------------------------
@pytest.mark.parametrize("text", [
    '[FEN "' + "x" * 50_000 + '"]\n\n1. Hc3 *\n',
    '[Variant "' + "y" * 50_000 + '"]\n\n*\n',
    "1. " + "Z" * 50_000 + " *\n",
    '[Event "x"]\n\n1. Hc3 {' + "c" * 50_000,
    "[" + "t" * 50_000 + "\n",
    '[초차림 "' + "마" * 50_000 + '"]\n\n1. 71졸72\n',
    "1. 71졸72 2. 49병48 3. 08마88" + "마" * 50_000 + "\n",
    "\n".join([Game().fen()] * 3 + ["q" * 50_000]),
], ids=["fen-tag", "variant-tag", "move", "comment", "tag", "arrangement", "gib-move", "fen-line"])
def test_error_messages_are_one_short_line(text):
    try:
        records = loads(text)
    except RecordError as e:
        messages = [str(e)]
    else:  # what a game can do without (an unclosed comment) is a warning, and the game is kept
        messages = [w for r in records for w in r.warnings]
        assert records and messages
    for message in messages:
        assert len(message) <= 200 and "\n" not in message, message[:300]
        assert message.endswith("…") or len(message) < 200


def test_a_long_file_name_keeps_its_end_in_the_message(tmp_path):
    deep = tmp_path
    for _ in range(8):
        deep = deep / ("folder" * 5)
    deep.mkdir(parents=True)
    bad = deep / "the-game.pgn"
    bad.write_text("1. Kxe9 *\n")
    with pytest.raises(RecordError) as e:
        load_games(bad)
    assert "the-game.pgn" in str(e.value) and len(str(e.value)) <= 200


def test_convert_messages_are_one_short_line(tmp_path):
    bad = tmp_path / "bad.pgn"
    bad.write_text('[FEN "' + "x" * 50_000 + '"]\n\n1. Hc3 *\n')
    r = convert(bad, tmp_path / "o.gib")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
    assert len(r.stderr.strip()) <= 230  # "janggi-desktop convert: " and one message


# --- item 10: every encoding real files use ---------------------------------------------------------------
def korean_record():
    g = Game("janggi", cho="상마상마", han="마상마상")
    for uci in ("a4b4", "i7h7", "c1d3"):
        g.push_uci(uci)
    rec = record_from_game(g, White="김철수", Black="이영희", Event="제1회 동호회 장기대회", Site="서울 종로")
    rec.comments = {1: "좋은 수"}
    return rec


ENCODINGS = ["cp949", "euc-kr", "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le",
             "utf-32-be"]


@pytest.mark.parametrize("ext", ["gib", "pgn"])
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_records_in_every_encoding_read_back_with_their_text(tmp_path, ext, encoding):
    rec = korean_record()
    path = tmp_path / f"game.{ext}"
    save_games(path, [rec], encoding=encoding)
    [back] = load_games(path)
    assert back.moves == rec.moves
    for tag in ("White", "Black", "Event", "Site"):
        assert back.tags[tag] == rec.tags[tag]
    assert back.comments == rec.comments


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_convert_reads_back_what_it_wrote_in_utf16_and_utf32(tmp_path, encoding):
    src = Path(__file__).parent / "fixtures" / "club_cp949.gib"
    for ext in ("gib", "pgn"):
        out = tmp_path / f"out-{encoding}.{ext}"
        r = convert(src, out, "--encoding", encoding)
        assert r.returncode == 0, r.stderr
        r = convert(out, tmp_path / f"back-{encoding}-{ext}.pgn")
        assert r.returncode == 0, r.stderr
        back = load_games(tmp_path / f"back-{encoding}-{ext}.pgn")
        assert [g.moves for g in back] == [g.moves for g in load_games(src)]
        assert back[0].tags["White"] == "김철수"


def test_stray_bytes_of_korean_programs_are_still_dropped():
    data = '[대회명 "연습"]\r\n\r\n1. 71졸72\r\n'.encode("cp949")
    text, encoding = gib.decode(b"\xff" + data + b"\x1a")
    assert encoding == "cp949" and text.startswith("[대회명") and "\x1a" not in text


# --- item 14: a result never becomes a termination it does not state -------------------------------------
def test_a_win_of_unstated_manner_is_not_a_checkmate(tmp_path):
    g = Game("janggi")
    g.push_uci("a4b4")
    rec = record_from_game(g)
    rec.result, rec.tags["Result"] = "1-0", "1-0"  # e.g. a PGN "1-0" with no Termination tag
    for ext in ("gib", "pgn"):
        save_games(tmp_path / f"g.{ext}", [rec])
        [back] = load_games(tmp_path / f"g.{ext}")
        assert back.result == "1-0" and back.termination == "", ext
        save_games(tmp_path / f"g2.{ext}", [back])  # and again: still nothing invented
        assert load_games(tmp_path / f"g2.{ext}")[0].termination == ""


def test_wanseung_is_a_checkmate_only_when_the_position_is_mate():
    not_mate = '[대국결과 "초 완승"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 71졸72\n'
    [rec] = gib.loads(not_mate)
    assert rec.result == "1-0" and rec.termination == ""
    # a real mate: two chariots on the last two ranks
    fen = "4k4/R8/9/9/9/9/9/9/3K5/1R7 w - - 0 1"
    g = Game.from_fen(fen, "janggi")
    g.push_uci("b1b10")
    assert g.outcome() is not None and g.outcome().termination.value == "checkmate"
    mate = f'[대국결과 "초 완승"]\n[FEN "{fen}"]\n[규칙 "janggi"]\n\n1. 02차12\n'
    [rec] = gib.loads(mate)
    assert rec.termination == "checkmate"


# --- every reading pass is linear: input built to make a backtracking pattern or a rescan quadratic -------------
PATHOLOGICAL = r'''
import sys
from janggi_desktop.records import RecordError, loads
N = 60_000
cases = [
    "\n" * 1_000_000,                                  # blank lines: a ^\s* at every line start
    " \n" * 500_000,
    ("[" * N + "\n") * 10,                            # unclosed headers: a rescan from every '['
    ('[a "' + " " * N + '" "]\n') * 10,                # a header whose regex backtracked
    ("1." + "1" * N + "\n") * 10,                     # digits: \d+\. tried inside every run
    ("{" * N + "\n") * 10,
    ("<" * N + "\n") * 10,
]
for text in cases:
    for fmt in (None, "pgn", "gib", "fen"):
        try:
            loads(text, fmt)
        except RecordError:
            pass
print("all read")
'''


def test_pathological_text_is_read_in_linear_time():
    """Each of these took from half a minute to hours before (quadratic passes); the subprocess timeout is a
    guard against that, about a hundred times what the reading takes now."""
    r = subprocess.run([sys.executable, "-c", PATHOLOGICAL], capture_output=True, text=True, timeout=300,
                       cwd=Path(__file__).resolve().parents[2], check=False)
    assert r.returncode == 0 and "all read" in r.stdout, r.stderr[-1500:]


# --- fuzz: any bytes decode, whatever mark they start with ----------------------------------------------------
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

MARKS = st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"])


@settings(max_examples=300, deadline=None)
@given(mark=MARKS, body=st.binary(max_size=200) | st.text(max_size=60).map(lambda t: t.encode("utf-16-le")))
def test_fuzz_any_bytes_decode_and_read_or_give_a_record_error(mark, body):
    text, encoding = gib.decode(mark + body)
    assert isinstance(text, str) and encoding
    for fmt in ("gib", "pgn", "fen"):
        try:
            for rec in loads(text, fmt):
                rec.to_game()
        except RecordError as e:
            assert len(str(e)) <= 200 and "\n" not in str(e)
