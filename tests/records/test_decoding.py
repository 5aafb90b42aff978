"""Record text in every encoding (issue 50, items 1 and 2): one decoding a file, chosen by evidence, never
U+FFFD or a dropped byte without a message; what we write, we read back.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from janggi_desktop.records import SAVE_ENCODINGS, RecordError, load_file, load_games, record_from_game, save_games
from janggi_desktop.records.decoding import BOMS, decode_record
from janggi_desktop.rules import Game

ROOT = Path(__file__).resolve().parents[2]

PGN = '[Event "Open"]\n[White "{white}"]\n[Black "{black}"]\n[Result "*"]\n\n1. a4b4 {{{comment}}} *\n'


def convert(*args: object) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "janggi_desktop.app", "convert", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)


def one_move_record(**tags: str):
    g = Game("janggi")
    g.push_uci("a4b4")
    return record_from_game(g, **tags)


# --- item 1: Latin-1 / Windows-1252 PGN, CP949, one bad byte in UTF-8 ---------------------------------------
def test_a_latin1_pgn_converts_with_its_names_and_says_how_it_was_read(tmp_path):
    src = tmp_path / "latin1.pgn"
    src.write_bytes(PGN.format(white="José Müller", black="Zoë Ångström",
                               comment="“a classic” – said ‘him’").encode("cp1252"))
    r = convert(src, tmp_path / "out.pgn")
    assert r.returncode == 0, r.stderr
    assert "Windows-1252" in r.stderr and "not UTF-8" in r.stderr
    out = (tmp_path / "out.pgn").read_text("utf-8")
    assert '[White "José Müller"]' in out and '[Black "Zoë Ångström"]' in out
    assert "“a classic” – said ‘him’" in out and "\ufffd" not in out
    r = convert(tmp_path / "out.pgn", tmp_path / "out.gib", "--encoding", "utf-8")  # and on into a .gib
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert load_games(tmp_path / "out.gib")[0].tags["Black"] == "Zoë Ångström"


@pytest.mark.parametrize("fmt", ["pgn", "gib", "fen", None])
def test_a_latin1_name_is_not_read_as_korean_whatever_the_format(fmt):
    data = '[White "Zoë Ångström"]\n[Black "Søren Kierkegård"]\n'.encode("latin-1")
    text, _encoding, note = decode_record(data, fmt)
    assert "Zoë Ångström" in text and "Søren Kierkegård" in text and "not UTF-8" in note


@pytest.mark.parametrize("ext", ["pgn", "gib"])
def test_korean_cp949_is_still_read_as_korean_whatever_the_extension(tmp_path, ext):
    src = tmp_path / f"g.{ext}"
    save_games(src, one_move_record(White="김철수", Black="이영희", Event="제1회 동호회 장기대회"), encoding="cp949")
    loaded = load_file(src)
    assert loaded.encoding == "cp949" and "CP949" in loaded.note
    assert (loaded.records[0].tags["White"], loaded.records[0].tags["Black"]) == ("김철수", "이영희")


def test_one_latin1_byte_in_a_utf8_file_garbles_nothing_else_and_is_reported(tmp_path):
    src = tmp_path / "mixed.pgn"
    data = PGN.format(white="김철수", black="José Müller", comment="좋은 수").encode("utf-8")
    src.write_bytes(data.replace(b'[Event "Open"]', b'[Event "Caf\xe9"]'))
    loaded = load_file(src)
    tags = loaded.records[0].tags
    assert (tags["White"], tags["Black"], loaded.records[0].comments[1]) == ("김철수", "José Müller", "좋은 수")
    assert tags["Event"] == "Caf\ufffd"  # the one bad byte, and the note says so
    assert "1 byte that is not UTF-8 replaced" in loaded.note and "line 1" in loaded.note


def test_cp949_bytes_that_happen_to_be_valid_utf8_are_read_as_korean():
    data = '[White "화"]\n[Black "표표"]\n1. a4b4 *\n'.encode("cp949")
    assert data.decode("utf-8")  # "ȭ", "ǥǥ" ... by chance
    text, encoding, note = decode_record(data, "pgn")
    assert encoding == "cp949" and "화" in text and "표표" in text and note


# --- item 2: a NUL byte is not evidence of UTF-16 ---------------------------------------------------------------
@pytest.mark.parametrize("pad", [b"", b" "])  # even and odd lengths
def test_a_nul_byte_in_a_utf8_pgn_is_dropped_with_a_note(tmp_path, pad):
    data = PGN.format(white="Kim\x00 Chul-su", black="이영희", comment="ok").encode("utf-8") + pad
    src = tmp_path / "nul.pgn"
    src.write_bytes(data)
    loaded = load_file(src)
    assert loaded.encoding == "utf-8" and "1 NUL byte" in loaded.note and "line 2" in loaded.note
    assert loaded.records[0].tags["White"] == "Kim Chul-su" and loaded.records[0].tags["Black"] == "이영희"


def test_a_nul_in_a_tag_is_not_written(tmp_path):
    out = tmp_path / "out.pgn"
    save_games(out, one_move_record(White="A\x00B\x1bC"))
    assert b"\x00" not in out.read_bytes() and b"\x1b" not in out.read_bytes()
    loaded = load_file(out)
    assert loaded.records[0].tags["White"] == "ABC" and loaded.note == ""


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_utf16_and_utf32_without_a_mark_are_still_read(tmp_path, encoding):
    for ext, white in (("pgn", "Kim"), ("gib", "김철수")):
        src = tmp_path / f"g.{ext}"
        save_games(src, one_move_record(White=white), encoding=encoding)
        loaded = load_file(src)
        assert loaded.encoding == encoding and loaded.records[0].tags["White"] == white


def test_an_encoding_the_reader_does_not_know_is_refused_before_writing(tmp_path):
    with pytest.raises(RecordError, match="unknown encoding 'utf-7'; use one of"):
        save_games(tmp_path / "g.pgn", one_move_record(), encoding="utf-7")
    assert not (tmp_path / "g.pgn").exists()


# --- the principles, for any input ---------------------------------------------------------------------------
@settings(max_examples=400, deadline=None)
@given(data=st.binary(max_size=300), fmt=st.sampled_from(["pgn", "gib", "fen", None]))
def test_text_is_never_changed_without_a_note(data, fmt):
    """No note: the text is exactly the bytes read in UTF-8 or in their byte-order mark's encoding (less the
    0x1A/0xFF bytes of Korean programs, which neither can hold)."""
    text, encoding, note = decode_record(data, fmt)
    if note:
        return
    for bom, enc in BOMS:
        if data.startswith(bom) and enc == encoding:
            assert text == data[len(bom):].decode(enc).replace("\x1a", "")
            return
    assert encoding == "utf-8"
    plain = data.replace(b"\x1a", b"").replace(b"\xff", b"")
    assert text == plain.removeprefix(b"\xef\xbb\xbf").decode("utf-8")


@settings(max_examples=300, deadline=None)
@given(body=st.binary(max_size=200), nuls=st.integers(1, 3))
def test_a_few_nul_bytes_in_8bit_text_never_make_it_utf16(body, nuls):
    data = b"[Event " + b"\x00" * nuls + body + b"]\n1. a4b4 *\n" + b"x" * 40
    _text, encoding, _note = decode_record(data, "pgn")
    assert not encoding.startswith(("utf-16", "utf-32"))


NAMES = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=20).filter(
    lambda s: s.strip() == s and '"' not in s and "\\" not in s)


@settings(max_examples=150, deadline=None)
@given(white=NAMES, encoding=st.sampled_from(SAVE_ENCODINGS))
def test_what_we_write_we_read_back(tmp_path_factory, white, encoding):
    out = tmp_path_factory.mktemp("rt") / "g.pgn"
    try:
        save_games(out, one_move_record(White=white), encoding=encoding)
    except RecordError as e:  # a name that encoding cannot hold, or not unambiguously: said, nothing written
        assert "has no code there" in str(e) or "would not read back as written" in str(e)
        assert not out.exists()
        return
    assert load_games(out)[0].tags["White"] == white


# --- item 6: a link to a file of another type -------------------------------------------------------------------
def test_a_pgn_name_linked_to_a_gib_file_is_refused_and_the_gib_kept(tmp_path):
    gib_file = tmp_path / "b.gib"
    save_games(gib_file, one_move_record(White="김철수"))
    before = gib_file.read_bytes()
    (tmp_path / "a.pgn").symlink_to(gib_file)
    r = convert(gib_file, tmp_path / "a.pgn")
    assert r.returncode == 2 and "link to b.gib, a file of another type" in r.stderr
    assert gib_file.read_bytes() == before and (tmp_path / "a.pgn").is_symlink()


def test_convert_to_a_link_to_a_device_is_refused(tmp_path):
    src = tmp_path / "g.pgn"
    save_games(src, one_move_record())
    (tmp_path / "x.pgn").symlink_to("/dev/null")
    r = convert(src, tmp_path / "x.pgn")
    assert r.returncode == 2 and "/dev/null is a device, not a regular file" in r.stderr
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")
