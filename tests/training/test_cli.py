"""``janggi-desktop puzzles export [--json]`` and ``puzzles stats``, headless (Qt is never imported)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from janggi_desktop.app import main as app_main
from janggi_desktop.training import cli

from .test_puzzles import MATE_IN_1, MATE_IN_2

ROOT = Path(__file__).resolve().parents[2]
KEYS = ["id", "fen", "ruleset", "solution", "themes", "rating"]


def write(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "puzzles.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_export_prints_every_puzzle_as_a_json_line(tmp_path, capsys):
    path = write(tmp_path, json.dumps({**MATE_IN_1, "source": "endgame"}), json.dumps(MATE_IN_2))
    assert app_main(["puzzles", "export", "--json", "--file", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    rows = [json.loads(line) for line in lines]
    assert [list(r) for r in rows] == [KEYS, KEYS]  # only the public fields, in this order
    assert rows == [MATE_IN_1, MATE_IN_2]


def test_export_filters_and_stats(tmp_path, capsys):
    path = write(tmp_path, json.dumps(MATE_IN_1), json.dumps(MATE_IN_2))
    assert cli.main(["export", "--file", str(path), "--mate-in", "2"]) == 0
    assert [json.loads(x)["id"] for x in capsys.readouterr().out.splitlines()] == ["m2"]
    assert cli.main(["stats", "--file", str(path)]) == 0
    out = capsys.readouterr().out
    assert "2 puzzles, 0 refused lines" in out and "mate-in-1            1" in out


def test_refused_lines_are_reported_and_fail_the_export(tmp_path, capsys):
    path = write(tmp_path, json.dumps(MATE_IN_1), "{oops", json.dumps({**MATE_IN_2, "themes": ["mate", "x"]}))
    assert cli.main(["export", "--file", str(path)]) == 1
    captured = capsys.readouterr()
    assert [json.loads(x)["id"] for x in captured.out.splitlines()] == ["m1"]
    assert "refused line 2: not JSON" in captured.err and "refused line 3: unknown theme 'x'" in captured.err


def test_bad_options_exit_2(capsys):
    assert cli.main(["export", "--theme", "nonsense"]) == 2
    assert cli.main(["frobnicate"]) == 2
    assert "usage: janggi-desktop puzzles" in capsys.readouterr().err


def test_the_command_runs_without_qt(tmp_path):
    path = write(tmp_path, json.dumps(MATE_IN_1))
    code = ("import sys; from janggi_desktop.app import main; rc = main(['puzzles', 'export', '--file', sys.argv[1]]); "
            "assert 'PySide6' not in sys.modules; sys.exit(rc)")
    done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["id"] == "m1"
