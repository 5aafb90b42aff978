"""Pages of the library window's table: sorted and filtered in SQL, pages that neither overlap nor skip, and
games taken out and put back (the window's delete and undo)."""

from __future__ import annotations

import pytest

from janggi_desktop.library import Library, add_record, add_tag, game_count, search, set_favourite, tags_of
from janggi_desktop.library.browse import (
    COLUMNS,
    GameQuery,
    all_tags,
    change_tags,
    count,
    page,
    remove_games,
    restore_games,
    set_favourites,
    tags_of_games,
)
from janggi_desktop.library.explorer import GameFilter

from .helpers import random_records


@pytest.fixture(scope="module")
def records():
    recs = random_records(40, 30, seed=7)
    for i, rec in enumerate(recs):
        rec.tags["Date"] = f"2024.{1 + i % 12:02d}.{1 + i % 28:02d}"
        rec.tags["Event"] = "Spring open" if i % 3 == 0 else "Club night"
    return recs


@pytest.fixture
def lib(tmp_path, records):
    with Library.open(tmp_path / "lib.sqlite3") as library:
        for rec in records:
            add_record(library, rec)
        yield library


def every(lib, query, size=7):
    out, offset = [], 0
    while True:
        rows = page(lib, query, size, offset)
        out += rows
        if len(rows) < size:
            return out
        offset += size


@pytest.mark.parametrize("column", COLUMNS)
def test_pages_cover_every_game_once_in_the_sorted_order(lib, column):
    for descending in (False, True):
        rows = every(lib, GameQuery(sort=column, descending=descending))
        assert sorted(r.id for r in rows) == [g.id for g in search(lib)]
        attr = {"cho": "cho", "han": "han"}.get(column, column)
        values = [(getattr(r, attr) or "").casefold() if isinstance(getattr(r, attr), str | None)
                  else getattr(r, attr) for r in rows]
        assert values == sorted(values, reverse=descending)


def test_text_filter_finds_names_and_events_and_each_word(lib):
    all_games = search(lib)
    kim = every(lib, GameQuery(text="kim"))
    assert {g.id for g in kim} == {g.id for g in all_games if "kim" in (g.cho + g.han).lower()}
    spring_kim = every(lib, GameQuery(text="KIM spring"))
    assert {g.id for g in spring_kim} == {g.id for g in kim if g.event == "Spring open"}
    assert count(lib, GameQuery(text="kim spring")) == len(spring_kim) > 0
    assert every(lib, GameQuery(text="100%_")) == []


def test_result_and_date_filters(lib):
    wins = every(lib, GameQuery(GameFilter(result="1-0")))
    assert wins and all(g.result == "1-0" for g in wins)
    march = every(lib, GameQuery(date_from="2024.03", date_to="2024.03"))
    assert march and all(g.date.startswith("2024.03") for g in march)
    spring = every(lib, GameQuery(date_from="2024.03.01", date_to="2024.05"))
    assert {g.date[:7] for g in spring} == {"2024.03", "2024.04", "2024.05"}


def test_an_unknown_sort_column_is_refused(lib):
    with pytest.raises(ValueError, match="unknown sort column 'moves'"):
        page(lib, GameQuery(sort="moves"), 10)


def test_removed_games_come_back_with_players_favourite_and_tags(lib):
    first, second = search(lib)[:2]
    set_favourite(lib, first.id)
    add_tag(lib, first.id, "study")
    before = lib.query("SELECT cho_kind, han_kind, moves, result, source FROM games WHERE id = ?", (first.id,))
    total = game_count(lib)
    positions = lib.query("SELECT count(*) FROM positions")[0][0]
    removed = remove_games(lib, [first.id, second.id])
    assert len(removed) == 2 and game_count(lib) == total - 2
    assert lib.query("SELECT count(*) FROM positions")[0][0] < positions
    ids = restore_games(lib, removed)
    assert game_count(lib) == total and lib.query("SELECT count(*) FROM positions")[0][0] == positions
    assert lib.query("SELECT cho_kind, han_kind, moves, result, source FROM games WHERE id = ?", (ids[0],)) == before
    assert tags_of(lib, ids[0]) == ["study"]
    assert [g.favourite for g in search(lib) if g.id == ids[0]] == [True]


def test_favourites_and_tags_filter_the_pages(lib):
    games = search(lib)
    starred = [games[1].id, games[4].id, games[9].id]
    set_favourites(lib, starred, True)
    assert [g.id for g in every(lib, GameQuery(favourites=True))] == starred
    set_favourites(lib, starred[:1], False)
    assert [g.id for g in every(lib, GameQuery(favourites=True))] == starred[1:]
    assert [g.id for g in every(lib, GameQuery(sort="favourite", descending=True))][:2] == starred[:0:-1]
    change_tags(lib, [games[0].id, games[4].id], add=["opening: elephant", " study "])
    change_tags(lib, [games[2].id], add=["Study"])
    assert all_tags(lib) == [("opening: elephant", 2), ("Study", 1), ("study", 2)]
    assert [g.id for g in every(lib, GameQuery(tag="study"))] == [games[0].id, games[4].id]
    assert [g.id for g in every(lib, GameQuery(tag="study", favourites=True))] == [games[4].id]
    assert count(lib, GameQuery(tag="Study")) == 1
    change_tags(lib, [games[0].id, games[2].id], remove=["study", "Study"])
    assert tags_of_games(lib, [g.id for g in games]) == {games[0].id: ["opening: elephant"],
                                                          games[4].id: ["opening: elephant", "study"]}
    with pytest.raises(ValueError, match="a tag cannot be empty"):
        change_tags(lib, [games[0].id], add=["fine", "  "])
    assert tags_of(lib, games[0].id) == ["opening: elephant"]  # nothing written
    change_tags(lib, [10**9], add=["ghost"])  # a game no longer there gets no tag
    assert "ghost" not in dict(all_tags(lib))


class RecordingLibrary:
    """What the browse queries use of a Library (``query``), noting the SQL they run."""

    def __init__(self, library: Library) -> None:
        self.library, self.sql = library, []

    def query(self, sql, params=()):
        self.sql.append((sql, params))
        return self.library.query(sql, params)


@pytest.mark.parametrize("query", [GameQuery(favourites=True), GameQuery(sort="favourite", descending=True),
                                   GameQuery(sort="favourite")], ids=["filter", "star-desc", "star-asc"])
def test_the_favourites_filter_and_the_star_sort_walk_an_index(lib, query):
    """A library of 100,000 games with a few stars must not read every game's row to list them (issue 51's
    note: games.favourite had no index): SQLite's plan for the page walks the favourites index."""
    recorder = RecordingLibrary(lib)
    page(recorder, query, 300)
    (sql, params), = recorder.sql
    plan = " / ".join(row[-1] for row in lib.query(f"EXPLAIN QUERY PLAN {sql}", params))
    assert "games_favourite" in plan and "TEMP B-TREE" not in plan, plan


def test_a_version_3_library_keeps_its_favourites_and_gains_the_index(tmp_path, records):
    from janggi_desktop.library.schema import MIGRATIONS

    path = tmp_path / "v3.sqlite3"
    with Library.open(path, migrations=MIGRATIONS[:3]) as old:
        ids = [add_record(old, rec) for rec in records[:5]]
        set_favourites(old, ids[1:3], True)
    with Library.open(path) as new:
        assert new.schema_version == 4
        assert [g.id for g in every(new, GameQuery(favourites=True))] == ids[1:3]
        assert new.query("SELECT name FROM sqlite_master WHERE name = 'games_favourite'") == [("games_favourite",)]
