"""``janggi-desktop library ...`` as a user runs it: import's last line, search and explore (JSON shape),
export round trip, ``--db``, exit status 2 with one line for bad input; and ``kill -9`` during an import."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from janggi_desktop.app import main
from janggi_desktop.library import Library, game_count
from janggi_desktop.records import dumps, load_games, save_games

from .helpers import check_every_game_fully_indexed, random_records

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["library", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def pgn(tmp_path):
    records = random_records(8, 30, seed=2)
    save_games(tmp_path / "games.pgn", records)
    return tmp_path / "games.pgn", records


def test_import_search_explore_export(capsys, tmp_path, pgn):
    path, records = pgn
    db = str(tmp_path / "lib.sqlite3")
    code, out, _ = run(capsys, "import", str(path), "--db", db)
    assert code == 0 and out.splitlines()[-1] == "imported 8 games, 0 duplicates, 0 refused"
    code, out, _ = run(capsys, "import", str(tmp_path), "--db", db)
    assert out.splitlines()[-1] == "imported 0 games, 8 duplicates, 0 refused"

    code, out, _ = run(capsys, "search", "--player", "kim", "--json", "--db", db)
    found = json.loads(out)
    expected = [r for r in records if "Kim" in (r.tags["White"], r.tags["Black"])]
    assert code == 0 and len(found) == len(expected) > 0
    assert [(g["cho"], g["han"], g["plies"]) for g in found] == [
        (r.tags["White"], r.tags["Black"], len(r.moves)) for r in expected]
    code, out, _ = run(capsys, "search", "--result", "1-0", "--db", db)
    assert out.splitlines()[-1] == f"{sum(r.result == '1-0' for r in records)} games"

    code, out, _ = run(capsys, "explore", "--json", "--db", db, "--fen", records[0].start_fen)
    data = json.loads(out)
    assert code == 0 and set(data) == {"games", "moves"}
    starting = [r for r in records if r.start_fen.split()[:2] == records[0].start_fen.split()[:2]]
    assert data["games"] == len(starting)
    assert all(set(m) == {"move", "games", "cho", "draws", "han"} for m in data["moves"])
    assert sum(m["games"] for m in data["moves"]) == sum(1 for r in starting if r.moves)
    first = data["moves"][0]["move"]
    code, out, _ = run(capsys, "explore", "--db", db, "--json", "--fen", records[0].start_fen.replace(" 0 1", " 5 9"))
    assert json.loads(out) == data  # the counters are ignored
    code, out, _ = run(capsys, "explore", "--db", db)
    assert code == 0 and out.splitlines()[0].endswith("games")

    code, out, _ = run(capsys, "export", str(tmp_path / "out.gib"), "--db", db, "--player", "kim")
    assert code == 0 and out.strip() == f"exported {len(expected)} games to {tmp_path / 'out.gib'}"
    back = load_games(tmp_path / "out.gib")
    assert [r.moves for r in back] == [r.moves for r in expected]
    code, out, _ = run(capsys, "export", str(tmp_path / "all.pgn"), "--db", db)
    assert [r.moves for r in load_games(tmp_path / "all.pgn")] == [r.moves for r in records]
    assert first


@pytest.mark.parametrize("args, message", [
    (["import", "/no/such/file.pgn"], "no such file"),
    (["explore", "--moves", "a4a9"], ""),
    (["explore", "--fen", "rubbish"], "FEN"),
    (["search", "--result", "2-0"], "invalid choice"),
    (["export", "out.txt"], "unknown output type"),
    (["frobnicate"], "usage"),
])
def test_bad_input_exits_2_with_one_line(capsys, tmp_path, args, message):
    code, out, err = run(capsys, *args, *(["--db", str(tmp_path / "l.db")] if args[0] != "frobnicate" else []))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("janggi-desktop library: ") and message in err


def test_a_newer_library_exits_2_and_is_unchanged(capsys, tmp_path):
    from janggi_desktop.library import MIGRATIONS, Migration

    db = tmp_path / "l.db"
    Library.open(db, migrations=[*MIGRATIONS, Migration(len(MIGRATIONS) + 1, "later", ("CREATE TABLE z (x)",))]).close()
    before = db.read_bytes()
    code, _, err = run(capsys, "search", "--db", str(db))
    assert code == 2 and "newer version" in err and db.read_bytes() == before


def test_refused_games_are_listed(capsys, tmp_path, pgn):
    path, _ = pgn
    text = path.read_text().replace("1. ", "1. Zz9 ", 1)
    (tmp_path / "bad.pgn").write_text(text)
    code, out, _ = run(capsys, "import", str(tmp_path / "bad.pgn"), "--db", str(tmp_path / "l.db"))
    lines = out.splitlines()
    assert code == 0 and lines[-1] == "imported 7 games, 0 duplicates, 1 refused"
    assert lines[0].startswith("refused: ") and "bad.pgn, game 1" in lines[0] and "Zz9" in lines[0]


def test_kill_during_an_import_loses_at_most_the_game_in_flight(tmp_path):
    """A real process killed with SIGKILL while it imports: the library opens, every game it reported as
    stored is there, complete with its positions."""
    text = dumps(random_records(60, 40, seed=9), "pgn")  # ten copies under other names: 600 games
    records = "".join(text.replace('[White "', f'[White "{i}') for i in range(10))
    (tmp_path / "many.pgn").write_text(records)
    db = tmp_path / "lib.sqlite3"
    script = (
        "import sys\n"
        "from janggi_desktop.library import Import, Library\n"
        f"lib = Library.open({str(db)!r})\n"
        f"for p in Import(lib, [{str(tmp_path / 'many.pgn')!r}]):\n"
        "    print(p.imported, flush=True)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    reported = 0
    for line in proc.stdout:
        reported = int(line)
        if reported >= 25:
            break
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    for line in proc.stdout:  # what it stored between our reading and the kill
        reported = int(line)
    proc.stdout.close()
    assert 25 <= reported < 600
    with Library.open(db) as lib:
        assert lib.recovered is None
        stored = game_count(lib)
        assert reported <= stored <= reported + 1
        assert lib.query("PRAGMA integrity_check")[0][0] == "ok"
        check_every_game_fully_indexed(lib)
