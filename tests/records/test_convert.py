"""``janggi-desktop convert``: exit codes and messages, run in a real subprocess."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from janggi_desktop.records import load_games

from .test_gib import FIXTURES

ROOT = Path(__file__).resolve().parents[2]
RUN = "import sys; from janggi_desktop.records.convert import main; sys.exit(main(sys.argv[1:]))"


def convert(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", RUN, *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def test_gib_to_pgn_to_gib_to_fen(tmp_path):
    src = FIXTURES / "practice_utf8.gib"
    r = convert(src, tmp_path / "out.pgn")
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    pgn_games = load_games(tmp_path / "out.pgn")
    assert [g.moves for g in pgn_games] == [g.moves for g in load_games(src)]
    assert convert(tmp_path / "out.pgn", tmp_path / "back.gib").returncode == 0
    assert (tmp_path / "back.gib").read_bytes().decode("cp949")  # CP949 by default
    assert [g.moves for g in load_games(tmp_path / "back.gib")] == [g.moves for g in pgn_games]
    assert convert(tmp_path / "back.gib", tmp_path / "final.fen").returncode == 0
    finals = (tmp_path / "final.fen").read_text().splitlines()
    assert finals == [g.to_game().fen() for g in pgn_games]
    assert convert(tmp_path / "final.fen", tmp_path / "positions.pgn").returncode == 0
    assert [g.start_fen for g in load_games(tmp_path / "positions.pgn")] == finals


def test_bad_input_exits_2_with_one_line(tmp_path):
    bad = tmp_path / "bad.pgn"
    bad.write_text("1. Hc3 Hc8 2. Kxe9 *\n")
    cases = [
        (bad, tmp_path / "o.gib"),
        (tmp_path / "missing.gib", tmp_path / "o.pgn"),
        (FIXTURES / "club_cp949.gib", tmp_path / "o.docx"),
    ]
    for args in cases:
        r = convert(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert r.stdout == ""
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in r.stderr
        assert lines[0].startswith("janggi-desktop convert: ")
    r = convert(bad, tmp_path / "o.gib")
    assert "bad.pgn" in r.stderr and "game 1" in r.stderr and "Kxe9" in r.stderr
    assert not (tmp_path / "o.gib").exists()
    r = convert()
    assert r.returncode == 2 and "usage" in r.stderr and len(r.stderr.strip().splitlines()) == 1
