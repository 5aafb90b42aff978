"""Issue 50, item 10: the library under the reliability principles of the records — text in another encoding
arrives intact, and two processes importing the same file at once store every game once.  (Kill -9 during an
import, a damaged file and a full disk have their tests in test_cli.py and test_store.py.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from janggi_desktop.library import Import, Library, game_count, get_record
from janggi_desktop.records import dumps

from .helpers import random_records

ROOT = Path(__file__).resolve().parents[2]


def test_a_windows_1252_file_imports_with_its_names_intact(tmp_path):
    records = random_records(6, 20, seed=51)
    for r in records:
        r.tags["White"], r.tags["Black"] = "José Müller", "Zoë Ångström"
    src = tmp_path / "latin1.pgn"
    src.write_bytes(dumps(records, "pgn").encode("cp1252"))
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        job = Import(lib, [src])
        for _ in job:
            pass
        assert job.report.imported == 6 and not job.report.refusals
        ids = [row[0] for row in lib.query("SELECT id FROM games")]
        assert {(get_record(lib, i).tags["White"], get_record(lib, i).tags["Black"]) for i in ids} == {
            ("José Müller", "Zoë Ångström")}


IMPORT = ("import sys\nfrom janggi_desktop.library import Import, Library\n"
          "with Library.open(sys.argv[1]) as lib:\n    for _ in Import(lib, sys.argv[2:]):\n        pass\n")


def test_two_processes_importing_the_same_file_store_each_game_once(tmp_path):
    src = tmp_path / "games.pgn"
    src.write_text(dumps(random_records(40, 30, seed=52), "pgn"), encoding="utf-8")
    db = tmp_path / "lib.sqlite3"
    Library.open(db).close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [subprocess.Popen([sys.executable, "-c", IMPORT, str(db), str(src)], cwd=ROOT, env=env,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    errors = [p.communicate(timeout=120)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errors
    with Library.open(db) as lib:
        assert game_count(lib) == 40 and lib.query("PRAGMA integrity_check")[0][0] == "ok"
