"""Importing record files: .pgn and .gib (several games a file, CP949 and UTF-8), folders, duplicates,
refused games listed with their file and reason while the rest of the file imports, cancel keeps what was
imported, and a game read back is the game stored."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from janggi_desktop.library import (
    ENGINE,
    LEVEL,
    PERSON,
    Import,
    ImportPathError,
    Library,
    Player,
    add_record,
    game_count,
    get_record,
    import_files,
    search,
    set_analysis,
)
from janggi_desktop.library.explorer import GameFilter
from janggi_desktop.library.importer import IMPORT_WAL_PAGES
from janggi_desktop.records import load_games, save_games

from .helpers import random_records

FIXTURES = Path(__file__).resolve().parents[1] / "records" / "fixtures"


@pytest.fixture
def lib(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as library:
        yield library


def test_pgn_and_gib_files_import_every_game(lib, tmp_path):
    records = random_records(12, 60)
    save_games(tmp_path / "a.pgn", records[:6])
    save_games(tmp_path / "b.gib", records[6:])
    report = import_files(lib, [tmp_path / "a.pgn", tmp_path / "b.gib"])
    assert (report.imported, report.duplicates, report.refusals) == (12, 0, [])
    assert report.summary() == "imported 12 games, 0 duplicates, 0 refused"
    stored = search(lib)
    assert [(g.cho, g.han, g.result, g.plies) for g in stored] == [
        (r.tags["White"], r.tags["Black"], r.result, len(r.moves)) for r in records]
    assert all(g.source.endswith(("a.pgn", "b.gib")) for g in stored)


def test_a_folder_imports_korean_gib_files_in_both_encodings(lib, tmp_path):
    folder = tmp_path / "records" / "deeper"
    folder.mkdir(parents=True)
    for f in FIXTURES.glob("*.gib"):
        shutil.copy(f, folder / f.name)
    (folder / "notes.txt").write_text("not a record")
    expected = sum(len(load_games(f)) for f in FIXTURES.glob("*.gib"))
    report = import_files(lib, [tmp_path / "records"])
    assert report.imported == expected and not report.refusals
    assert {g.cho for g in search(lib)} >= {"김철수", "박초"}


def test_duplicates_are_skipped_whatever_the_file(lib, tmp_path):
    records = random_records(5, 40)
    save_games(tmp_path / "a.pgn", records)
    save_games(tmp_path / "b.gib", records[2:])  # the same games in the other format
    first = import_files(lib, [tmp_path / "a.pgn"])
    second = import_files(lib, [tmp_path / "b.gib", tmp_path / "a.pgn"])
    assert first.imported == 5
    assert (second.imported, second.duplicates) == (0, 8)
    assert game_count(lib) == 5


def test_same_moves_other_players_is_not_a_duplicate(lib):
    rec = random_records(1, 30)[0]
    assert add_record(lib, rec) is not None
    assert add_record(lib, rec) is None
    other = rec.__class__(**{**rec.__dict__, "tags": {**rec.tags, "White": rec.tags["White"] + " Jr."}})
    assert add_record(lib, other) is not None


def test_a_bad_game_is_refused_with_its_file_and_reason_and_the_rest_imports(lib, tmp_path):
    records = random_records(4, 30, seed=11)
    save_games(tmp_path / "good.pgn", records)
    text = (tmp_path / "good.pgn").read_text()
    games = text.split("\n\n[Event")
    # game 2: an illegal move; game 3: a malformed tag; games 1 and 4 intact
    bad2 = games[1].replace("\n1. ", "\n1. Kz9 ", 1)
    bad3 = games[2].replace('Site "', 'Site broken "', 1)
    assert bad2 != games[1] and bad3 != games[2]
    (tmp_path / "mixed.pgn").write_text("\n\n[Event".join([games[0], bad2, bad3, games[3]]))
    report = import_files(lib, [tmp_path / "mixed.pgn"])
    assert report.imported == 2
    assert [(Path(r.path).name, r.game) for r in report.refusals] == [("mixed.pgn", 2), ("mixed.pgn", 3)]
    assert "Kz9" in report.refusals[0].reason
    assert "malformed tag" in report.refusals[1].reason
    assert report.summary() == "imported 2 games, 0 duplicates, 2 refused"
    assert [g.plies for g in search(lib)] == [len(records[0].moves), len(records[3].moves)]


def test_a_bad_gib_game_is_refused_and_the_next_imports(lib, tmp_path):
    text = (FIXTURES / "practice_utf8.gib").read_text(encoding="utf-8")
    broken = text.replace("3. 02楚馬81", "3. 02楚馬99", 1)  # off the board
    assert broken != text
    (tmp_path / "p.gib").write_text(broken, encoding="utf-8")
    total = len(load_games(FIXTURES / "practice_utf8.gib"))
    report = import_files(lib, [tmp_path / "p.gib"])
    assert report.imported == total - 1
    assert [(r.game, "move 3" in r.reason) for r in report.refusals] == [(1, True)]


def test_an_unreadable_file_is_one_refusal(lib, tmp_path):
    (tmp_path / "empty.pgn").write_text("")
    (tmp_path / "ok.pgn").write_text("")
    save_games(tmp_path / "ok.pgn", random_records(2, 20))
    report = import_files(lib, [tmp_path / "empty.pgn", tmp_path / "ok.pgn"])
    assert report.imported == 2
    with pytest.raises(ImportPathError, match="no such file"):
        Import(lib, [tmp_path / "missing.pgn"])


def test_cancel_keeps_what_was_imported(lib, tmp_path):
    save_games(tmp_path / "a.pgn", random_records(10, 20))
    job = Import(lib, [tmp_path / "a.pgn"])
    for progress in job:
        if progress.imported == 4:
            job.cancel()
    assert job.report.cancelled and job.report.imported == 4
    assert game_count(lib) == 4
    again = import_files(lib, [tmp_path / "a.pgn"])  # the rest comes in later, the first four are duplicates
    assert (again.imported, again.duplicates) == (6, 4)


def test_an_import_checkpoints_less_often_and_puts_the_setting_back(lib, tmp_path):
    save_games(tmp_path / "a.pgn", random_records(3, 20))
    setting = "PRAGMA wal_autocheckpoint"
    before = lib.query(setting)[0][0]
    during = {lib.query(setting)[0][0] for _ in Import(lib, [tmp_path / "a.pgn"])}
    assert during == {IMPORT_WAL_PAGES} != {before}
    assert lib.query(setting)[0][0] == before and game_count(lib) == 3
    job = iter(Import(lib, [tmp_path / "a.pgn"]))
    next(job)
    job.close()  # a caller that stops asking (and lets the import go) gets its setting back too
    assert lib.query(setting)[0][0] == before


def test_a_stored_game_reads_back_the_same(lib, tmp_path):
    rec = random_records(1, 50, seed=4)[0]
    rec.comments = {1: "[%clk 0:04:59] good", 2: "[%eval -0.35]"}
    rec.nags = {2: [2]}
    rec.tags.update(TimeControl="300", Byoyomi="3x30", Date="2024.05.01")
    game_id = add_record(lib, rec, players=(Player("Me", PERSON), Player("Janggi Desktop level 5", LEVEL, "5")))
    back = get_record(lib, game_id)
    assert (back.start_fen, back.moves, back.result, back.ruleset, back.cho, back.han) == (
        rec.start_fen, rec.moves, rec.result, rec.ruleset, rec.cho, rec.han)
    assert back.comments == rec.comments and back.nags == rec.nags and back.tags == rec.tags
    row = lib.query("SELECT cho_name, cho_kind, han_kind, han_detail, time_control, clocks, evals, date"
                    " FROM games WHERE id = ?", (game_id,))[0]
    assert row[:5] == ("Me", "person", "level", "5", "300 byoyomi 3x30")
    assert row[5].startswith("[299.0, null") and row[6].startswith('[null, "-0.35"') and row[7] == "2024.05.01"
    set_analysis(lib, game_id, ["0.1"] * len(rec.moves), {3: [4]})
    assert get_record(lib, game_id).nags == {3: [4]}
    back.to_game()  # replays under the rules


def test_players_kinds_from_the_tags(lib):
    rec = random_records(1, 20)[0]
    rec.tags.update(White="Janggi Desktop level 7 (Expert)", Black="Fairy-Stockfish", BlackType="program")
    game_id = add_record(lib, rec)
    assert lib.query("SELECT cho_kind, cho_detail, han_kind FROM games WHERE id = ?", (game_id,))[0] == (
        LEVEL, "7", ENGINE)
    assert [g.id for g in search(lib, GameFilter(player="stockfish"))] == [game_id]
    assert search(lib, GameFilter(player="stockfish", player_side="cho")) == []


def test_the_command_lines_summary_says_one_game_in_the_singular():
    from janggi_desktop.library import ImportReport, Refusal

    assert ImportReport(1, 1, [Refusal("a.pgn", 1, "why")], False).summary() == (
        "imported 1 game, 1 duplicate, 1 refused")
    assert ImportReport(0, 2, [], False).summary() == "imported 0 games, 2 duplicates, 0 refused"
