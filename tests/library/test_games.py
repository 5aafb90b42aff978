"""Favourites, tags and deletion (with the records kept for an undo)."""

from __future__ import annotations

from janggi_desktop.library import (
    Library,
    add_record,
    add_tag,
    delete_games,
    explore,
    game_count,
    game_keys,
    get_record,
    remove_tag,
    search,
    set_favourite,
    tags_of,
)

from .helpers import random_records


def test_favourites_and_tags(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        ids = [add_record(lib, rec) for rec in random_records(3, 20)]
        set_favourite(lib, ids[1])
        assert [g.favourite for g in search(lib)] == [False, True, False]
        set_favourite(lib, ids[1], False)
        assert not any(g.favourite for g in search(lib))
        add_tag(lib, ids[0], " opening study ")
        add_tag(lib, ids[0], "club")
        add_tag(lib, ids[0], "club")  # once
        assert tags_of(lib, ids[0]) == ["club", "opening study"]
        remove_tag(lib, ids[0], "club")
        assert tags_of(lib, ids[0]) == ["opening study"]


def test_delete_then_undo_by_adding_the_record_back(tmp_path):
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        records = random_records(4, 30, seed=8)
        ids = [add_record(lib, rec) for rec in records]
        add_tag(lib, ids[2], "x")
        kept = get_record(lib, ids[2])
        key = game_keys(kept.start_fen, kept.moves)[-1]
        assert explore(lib, key).games >= 1
        assert delete_games(lib, [ids[2], 999]) == 1
        assert game_count(lib) == 3 and explore(lib, key).games == 0
        assert lib.query("SELECT count(*) FROM game_tags")[0][0] == 0  # its tags went with it
        new_id = add_record(lib, kept)  # undo: the same game comes back (a new id)
        assert new_id is not None and explore(lib, key).games >= 1
        assert get_record(lib, new_id).moves == records[2].moves
