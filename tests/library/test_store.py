"""The library file: creation, schema versions and migrations, WAL, faults (newer, damaged, read-only),
two writers at once."""

from __future__ import annotations

import os
import sqlite3
import threading

import pytest

from janggi_desktop.library import (
    MIGRATIONS,
    Library,
    LibraryError,
    LibraryUnavailableError,
    LibraryVersionError,
    Migration,
    add_record,
    default_library_path,
    delete_games,
    game_count,
    game_keys,
    indexed_positions,
    schema_version,
)
from janggi_desktop.library.explorer import GameFilter
from janggi_desktop.library.games import game_digest
from janggi_desktop.library.keys import move_code
from janggi_desktop.library.schema import RESULT_CODES, check_migrations
from janggi_desktop.library.store import CACHE_KIB

from .helpers import check_every_game_fully_indexed, random_records
from .test_explorer import check, played, positions_of


def tables(lib: Library) -> set[str]:
    return {r[0] for r in lib.query("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_created_on_first_use_in_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("JANGGI_DESKTOP_DATA_DIR", str(tmp_path / "data" / "deeper"))
    path = default_library_path()
    assert path.parent == tmp_path / "data" / "deeper"
    assert not path.exists()
    with Library.open() as lib:
        assert lib.path == path and path.exists()
        assert lib.schema_version == schema_version() == MIGRATIONS[-1].version
        assert {"games", "positions", "game_tags"} <= tables(lib)
        assert lib.query("PRAGMA journal_mode")[0][0] == "wal"
        assert lib.query("PRAGMA cache_size")[0][0] == -CACHE_KIB  # a start position's rows stay cached
        assert lib.recovered is None


def test_migration_versions_run_without_a_gap():
    check_migrations()
    with pytest.raises(AssertionError):
        check_migrations([MIGRATIONS[0], MIGRATIONS[0]._replace(version=3)])


def newer_step(version: int) -> Migration:
    return Migration(version, "a later program's table", (f"CREATE TABLE later_{version} (x INTEGER)",))


def test_an_older_library_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "lib.sqlite3"
    with Library.open(path) as lib:
        add_record(lib, random_records(1, 20)[0])
    steps = [*MIGRATIONS, newer_step(len(MIGRATIONS) + 1)]
    with Library.open(path, migrations=steps) as lib:
        assert lib.schema_version == len(steps)
        assert f"later_{len(steps)}" in tables(lib)
        assert game_count(lib) == 1


def store_as_version_2(lib: Library, records: list) -> None:
    """Games stored as version 2 of the program stored them: the games row, and a positions row for every
    ply (key, game id, ply, move or NULL at the end, result code), repetitions included."""
    with lib.transaction() as conn:
        for rec in records:
            moves = list(rec.moves)
            cho, han = rec.tags["White"], rec.tags["Black"]
            game_id = conn.execute(
                "INSERT INTO games (digest, added, cho_name, han_name, ruleset, start_fen, result, plies, moves,"
                " tags) VALUES (?, '2026-12-01T00:00:00+00:00', ?, ?, ?, ?, ?, ?, ?, '{}')",
                (game_digest(rec.start_fen, moves, cho, han), cho, han, rec.ruleset, rec.start_fen, rec.result,
                 len(moves), " ".join(map(str, moves)))).lastrowid
            codes = [move_code(m) for m in moves] + [None]
            conn.executemany("INSERT INTO positions (key, game_id, ply, move, result) VALUES (?, ?, ?, ?, ?)",
                             [(k, game_id, ply, codes[ply], RESULT_CODES[rec.result])
                              for ply, k in enumerate(game_keys(rec.start_fen, moves))])


def test_a_version_2_library_with_games_is_migrated_and_counts_the_same(tmp_path):
    """Version 3 rebuilt the positions index (one row per game and position, with players and rule set):
    a library written by version 2 opens with every game found and counted as a brute force counts."""
    path = tmp_path / "lib.sqlite3"
    records = random_records(25, 30, seed=12) + random_records(5, 30, seed=13, ruleset="janggimodern")
    records.append(played("a4a5 a7a6 a1a2 a10a9 a2a1 a9a10 c4c5", result="1/2-1/2", cho="Kim", han="Lee"))
    with Library.open(path, migrations=MIGRATIONS[:2]) as lib:
        store_as_version_2(lib, records)
        old_rows = lib.query("SELECT count(*) FROM positions")[0][0]
    assert old_rows == sum(len(r.moves) + 1 for r in records)
    with Library.open(path) as lib:
        assert lib.schema_version == schema_version() >= 3
        assert game_count(lib) == len(records)
        check_every_game_fully_indexed(lib)
        assert indexed_positions(lib) < old_rows  # the repeated positions are kept once
        for position in sorted({p for rec in records for p in positions_of(rec)[:3]}):
            check(lib, records, position)
            check(lib, records, position, GameFilter(player="kim", player_side="cho"),
                  lambda r: "kim" in r.tags["White"].lower())
            check(lib, records, position, GameFilter(ruleset="janggimodern", result="1-0"),
                  lambda r: r.ruleset == "janggimodern" and r.result == "1-0")
        # a migrated game is deleted with all its rows (its first visits are recomputed as stored)
        assert delete_games(lib, [len(records)]) == 1
        check_every_game_fully_indexed(lib)
        add_record(lib, random_records(1, 30, seed=14)[0])
        check_every_game_fully_indexed(lib)


def test_a_newer_library_is_refused_and_left_unchanged(tmp_path):
    path = tmp_path / "lib.sqlite3"
    steps = [*MIGRATIONS, newer_step(len(MIGRATIONS) + 1)]
    with Library.open(path, migrations=steps) as lib:
        add_record(lib, random_records(1, 20)[0])
    before = path.read_bytes()
    with pytest.raises(LibraryVersionError, match="newer version.*left unchanged"):
        Library.open(path)
    assert path.read_bytes() == before
    with Library.open(path, migrations=steps) as lib:  # the newer program still has its game
        assert game_count(lib) == 1


def test_a_failed_migration_changes_nothing(tmp_path):
    path = tmp_path / "lib.sqlite3"
    Library.open(path).close()
    bad = [*MIGRATIONS, Migration(len(MIGRATIONS) + 1, "broken", ("CREATE TABLE t (x)", "NOT SQL"))]
    with pytest.raises(LibraryError, match="syntax error"):
        Library.open(path, migrations=bad)
    with Library.open(path) as lib:
        assert lib.schema_version == len(MIGRATIONS) and "t" not in tables(lib)


@pytest.mark.parametrize("damage", ["garbage", "truncated", "zeroed-schema"])
def test_a_damaged_library_is_moved_aside_and_a_new_one_started(tmp_path, damage):
    path = tmp_path / "lib.sqlite3"
    with Library.open(path) as lib:
        for rec in random_records(30, 60):
            add_record(lib, rec)
        lib.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = path.read_bytes()
    if damage == "garbage":
        data = b"this is not a database at all" * 100
    elif damage == "truncated":
        data = data[: len(data) // 2]
    else:  # the header intact, the schema page overwritten
        data = data[:100] + b"\xff" * 3000 + data[3100:]
    path.write_bytes(data)
    with Library.open(path) as lib:
        assert lib.recovered is not None
        moved = lib.recovered.moved_to
        assert moved.name.startswith("lib.sqlite3.corrupt-") and moved.read_bytes() == data
        assert game_count(lib) == 0
        add_record(lib, random_records(1, 20)[0])
        assert game_count(lib) == 1
    with Library.open(path) as lib:  # the new one is healthy: nothing more to recover
        assert lib.recovered is None and game_count(lib) == 1


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files")
def test_a_read_only_library_gives_a_clear_error(tmp_path):
    folder = tmp_path / "ro"
    path = folder / "lib.sqlite3"
    with Library.open(path) as lib:
        add_record(lib, random_records(1, 20)[0])
    os.chmod(path, 0o444)
    os.chmod(folder, 0o555)
    try:
        with pytest.raises(LibraryUnavailableError) as info:
            with Library.open(path) as lib:
                assert game_count(lib) == 1  # reading may work ...
                add_record(lib, random_records(2, 20, seed=5)[1])  # ... writing says why it cannot
        assert "read-only" in str(info.value) or "cannot" in str(info.value)
    finally:
        os.chmod(folder, 0o755)
        os.chmod(path, 0o644)


def test_a_full_disk_gives_a_clear_error_and_keeps_the_library(tmp_path):
    """SQLite's page limit stands in for a full disk (the same SQLITE_FULL error)."""
    path = tmp_path / "lib.sqlite3"
    records = random_records(40, 80, seed=3)
    with Library.open(path) as lib:
        add_record(lib, records[0])
        pages = lib.query("PRAGMA page_count")[0][0]
        lib.connection.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(LibraryUnavailableError, match="disk is full"):
            for rec in records[1:]:
                add_record(lib, rec)
        assert game_count(lib) >= 1
    with Library.open(path) as lib:
        stored = game_count(lib)
        assert stored >= 1
        # every stored game has all its positions: the failed one left nothing behind
        check_every_game_fully_indexed(lib)


def test_a_folder_that_cannot_be_made_gives_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(LibraryUnavailableError, match="folder"):
        Library.open(blocker / "sub" / "lib.sqlite3")


def test_a_failed_write_rolls_back(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        with pytest.raises(RuntimeError):
            with lib.transaction():
                add_record(lib, random_records(1, 20)[0])  # joins the outer transaction
                raise RuntimeError("stop")
        assert game_count(lib) == 0 and lib.query("SELECT count(*) FROM positions")[0][0] == 0
        with lib.transaction():
            with lib.transaction() as conn:  # nested: joins the outer one
                conn.execute("CREATE TABLE scratch (x)")
        assert "scratch" in tables(lib)


def test_two_connections_write_at_once_and_lose_nothing(tmp_path):
    path = tmp_path / "lib.sqlite3"
    Library.open(path).close()
    records = random_records(40, 30, seed=7)
    errors: list[BaseException] = []

    def writer(part):
        try:
            with Library.open(path) as lib:
                for rec in part:
                    add_record(lib, rec)
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(records[i::2],)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    with Library.open(path) as lib:
        distinct = len({(r.start_fen, tuple(r.moves), r.tags["White"], r.tags["Black"]) for r in records})
        assert game_count(lib) == distinct


def test_a_write_waits_for_another_process_transaction(tmp_path):
    """A second writer blocked by an open transaction waits (busy timeout) and then succeeds."""
    path = tmp_path / "lib.sqlite3"
    Library.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    done = threading.Event()

    def write():
        with Library.open(path) as lib:
            add_record(lib, random_records(1, 20)[0])
        done.set()

    t = threading.Thread(target=write)
    t.start()
    assert not done.wait(0.3)  # waiting for the lock
    other.execute("COMMIT")
    t.join(10)
    assert done.is_set()
    other.close()
