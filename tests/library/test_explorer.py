"""The opening explorer and position search against a brute-force count over the same games: each game
replayed through the rules, positions compared as FEN text (board + side), so neither the keys nor the
SQL are trusted."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from janggi_desktop.library import (
    Library,
    add_record,
    delete_games,
    explore,
    fen_key,
    flush_positions,
    game_keys,
    games_reaching,
    indexed_positions,
    position_key,
    search,
)
from janggi_desktop.library import explorer as explorer_module
from janggi_desktop.library.explorer import GameFilter
from janggi_desktop.library.games import pending_positions
from janggi_desktop.records import GameRecord, record_from_game
from janggi_desktop.rules import Game

from .helpers import distinct_positions, random_records


def board_and_side(fen: str) -> str:
    return " ".join(fen.split()[:2])


_replayed: dict[int, tuple[GameRecord, list[str]]] = {}  # the record is kept: its id stays its own


def positions_of(rec: GameRecord) -> list[str]:
    """Every position of the game (board + side as FEN text), replayed through the rules (once a record)."""
    if id(rec) not in _replayed:
        g = Game(rec.ruleset, fen=rec.start_fen)
        out = [board_and_side(g.fen())]
        for m in rec.moves:
            g.push(m)
            out.append(board_and_side(g.fen()))
        _replayed[id(rec)] = (rec, out)
    return _replayed[id(rec)][1]


def brute_force(records: list[GameRecord], position: str, games_filter=lambda r: True):
    """(games reaching ``position``, {move: Counter(result)}), each game by its first visit."""
    games = 0
    moves: dict[str, Counter] = {}
    for rec in records:
        if not games_filter(rec):
            continue
        positions = positions_of(rec)
        if position in positions:
            games += 1
            ply = positions.index(position)
            if ply < len(rec.moves):
                moves.setdefault(str(rec.moves[ply]), Counter())[rec.result] += 1
    return games, moves


def check(lib: Library, records: list[GameRecord], position: str, games_filter=None, pred=lambda r: True) -> None:
    games, moves = brute_force(records, position, pred)
    found = explore(lib, fen_key(position + " - - 0 1"), games_filter)
    assert found.games == games
    assert {m.move: (m.games, m.cho, m.draws, m.han) for m in found.moves} == {
        move: (sum(c.values()), c["1-0"], c["1/2-1/2"], c["0-1"]) for move, c in moves.items()}
    assert [m.games for m in found.moves] == sorted((m.games for m in found.moves), reverse=True)


@pytest.fixture(scope="module")
def stocked(tmp_path_factory):
    records = random_records(60, 40, seed=21)
    path = tmp_path_factory.mktemp("explorer") / "lib.sqlite3"
    with Library.open(path) as lib:
        for rec in records:
            add_record(lib, rec)
    return path, records


def test_explorer_counts_match_a_brute_force_count(stocked):
    path, records = stocked
    rng = random.Random(5)
    with Library.open(path) as lib:
        # the start positions, the shared openings and random later positions
        wanted = {p for rec in records for p in positions_of(rec)[:4]}
        wanted |= {rng.choice(positions_of(rec)) for rec in rng.sample(records, 20)}
        assert any(explore(lib, fen_key(p + " - - 0 1")).games > 3 for p in wanted)  # shared positions exist
        for position in sorted(wanted):
            check(lib, records, position)


def test_explorer_filters_match_a_brute_force_count(stocked):
    path, records = stocked
    with Library.open(path) as lib:
        for position in sorted({p for rec in records for p in positions_of(rec)[:3]}):
            check(lib, records, position, GameFilter(player="kim"), lambda r: "kim" in (
                r.tags["White"] + " " + r.tags["Black"]).lower())
            check(lib, records, position, GameFilter(player="Lee", player_side="han"),
                  lambda r: r.tags["Black"] == "Lee")
            check(lib, records, position, GameFilter(ruleset="standard"), lambda r: False)


FILTERS = [
    (GameFilter(), lambda r: True),
    (GameFilter(player="kim"), lambda r: "kim" in (r.tags["White"] + " " + r.tags["Black"]).lower()),
    (GameFilter(player="Lee", player_side="han"), lambda r: r.tags["Black"] == "Lee"),
    (GameFilter(player="e", player_side="cho"), lambda r: "e" in r.tags["White"].lower()),
    (GameFilter(result="1-0"), lambda r: r.result == "1-0"),
    (GameFilter(result="*"), lambda r: r.result == "*"),
    (GameFilter(ruleset="janggimodern"), lambda r: r.ruleset == "janggimodern"),
    (GameFilter(ruleset="janggi", player="park", result="0-1"),
     lambda r: r.ruleset == "janggi" and "park" in (r.tags["White"] + r.tags["Black"]).lower() and r.result == "0-1"),
]


def test_rows_waiting_to_be_indexed_are_counted_before_and_after_the_flush(tmp_path):
    """An import's rows wait in the pending table until flushed: the explorer, the search and games_reaching
    count them all the same, with every filter, before the flush and after it."""
    records = random_records(30, 30, seed=31) + random_records(20, 30, seed=32, ruleset="janggimodern")
    random.Random(3).shuffle(records)
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        for i, rec in enumerate(records):
            add_record(lib, rec, defer_index=i % 3 != 0)  # a third straight into the index
        assert 0 < pending_positions(lib) < indexed_positions(lib)
        positions = sorted({p for rec in records for p in positions_of(rec)[:3]})
        positions += [positions_of(records[4])[-1], positions_of(records[9])[12]]

        def check_all() -> None:
            for position in positions:
                key = fen_key(position + " - - 0 1")
                for games_filter, pred in FILTERS:
                    check(lib, records, position, games_filter, pred)
                    expected = [i + 1 for i, rec in enumerate(records) if pred(rec) and position in positions_of(rec)]
                    found = search(lib, games_filter._replace(position=key))
                    assert [g.id for g in found] == expected
                    assert [g.id for g in search(lib, games_filter._replace(position=key), limit=3, offset=2)] == \
                        expected[2:5]
                assert games_reaching(lib, key) == [i + 1 for i, rec in enumerate(records)
                                                    if position in positions_of(rec)]

        check_all()
        rows = indexed_positions(lib)
        assert flush_positions(lib) == sum(distinct_positions(rec) for i, rec in enumerate(records) if i % 3 != 0)
        assert pending_positions(lib) == 0 and indexed_positions(lib) == rows
        assert flush_positions(lib) == 0
        check_all()
        # a game deleted while its rows wait takes them with it, as one already indexed does
        add_record(lib, random_records(1, 30, seed=40)[0], defer_index=True)
        new_rows = pending_positions(lib)
        assert new_rows > 0 and delete_games(lib, [len(records) + 1, 1]) == 2
        assert pending_positions(lib) == 0
        assert indexed_positions(lib) == rows - distinct_positions(records[0])


def test_a_name_matching_many_players_counts_the_same(stocked, monkeypatch):
    """Past MAX_INLINE_PLAYERS matching names the filter goes through the players table instead of a list
    of ids: the same counts."""
    path, records = stocked
    monkeypatch.setattr(explorer_module, "MAX_INLINE_PLAYERS", 1)
    with Library.open(path) as lib:
        for position in sorted({p for rec in records for p in positions_of(rec)[:2]}):
            check(lib, records, position, GameFilter(player="e"), lambda r: "e" in (
                r.tags["White"] + " " + r.tags["Black"]).lower())
            check(lib, records, position, GameFilter(player="nobody"), lambda r: False)


def test_a_snapshot_does_not_see_a_flush_made_meanwhile(tmp_path):
    """The explorer reads the index and the pending rows in one snapshot: a flush by another connection in
    between neither hides nor doubles a game."""
    path = tmp_path / "lib.sqlite3"
    records = random_records(12, 20, seed=51)
    with Library.open(path) as lib, Library.open(path) as importer:
        for rec in records:
            add_record(importer, rec, defer_index=True)
        start = fen_key(positions_of(records[0])[0] + " - - 0 1")
        expected = explore(lib, start)
        with lib.snapshot():
            pending = pending_positions(lib)
            assert flush_positions(importer) == pending > 0
            assert pending_positions(lib) == pending  # still the state the snapshot began with
            assert explore(lib, start) == expected
        assert pending_positions(lib) == 0 and explore(lib, start) == expected


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 30))
def test_position_keys_follow_the_rules_replay(seed, plies):
    rec = random_records(1, max(plies, 1), seed=seed)[0]
    keys = game_keys(rec.start_fen, rec.moves)
    assert keys == [fen_key(p + " - - 0 1") for p in positions_of(rec)]
    assert all(-(2 ** 63) <= k < 2 ** 63 for k in keys)


def test_search_by_position_and_games_reaching(stocked):
    path, records = stocked
    with Library.open(path) as lib:
        target = positions_of(records[7])[6]
        expected = [i + 1 for i, rec in enumerate(records) if target in positions_of(rec)]
        key = fen_key(target + " - - 3 9")  # the counters do not matter
        assert games_reaching(lib, key) == expected
        assert [g.id for g in search(lib, GameFilter(position=key))] == expected


def played(moves: str, **tags: str) -> GameRecord:
    g = Game("janggi")
    for m in moves.split():
        g.push(m)
    rec = record_from_game(g, White=tags.get("cho", "A"), Black=tags.get("han", "B"))
    rec.result = tags.get("result", "1-0")
    return rec


def test_transpositions_and_repetitions_count_a_game_once(tmp_path):
    common = "a4a5 a7a6 i4i5 i7i6"
    reversed_order = "i4i5 i7i6 a4a5 a7a6"
    games = [
        played(common + " c4c5", result="1-0"),
        played(reversed_order + " e4e5", result="0-1"),
        # reaches the position, leaves it and comes back to it: counted once, with its first move
        played(common + " a1a2 a10a9 a2a1 a9a10 c4c5", result="1/2-1/2"),
        played(reversed_order, result="*"),  # ends there
    ]
    with Library.open(tmp_path / "lib.sqlite3") as lib:
        for rec in games:
            add_record(lib, rec)
        found = explore(lib, position_key(moves=common.split()))
        assert found.games == 4
        assert {m.move: (m.games, m.cho, m.draws, m.han) for m in found.moves} == {
            "c4c5": (1, 1, 0, 0), "e4e5": (1, 0, 0, 1), "a1a2": (1, 0, 1, 0)}
        assert found.to_json()["games"] == 4
        assert explore(lib, position_key(moves=reversed_order.split())) == found
        assert position_key(Game("janggi", fen=None).fen()) == position_key()
        # after the first move both orders part: a4a5 leads to 2 games, i4i5 to 2
        first = explore(lib, position_key())
        assert {m.move: m.games for m in first.moves} == {"a4a5": 2, "i4i5": 2}
        # deleting a game takes its positions with it
        assert delete_games(lib, [1]) == 1
        assert explore(lib, position_key(moves=common.split())).games == 3
        assert indexed_positions(lib) == sum(distinct_positions(r) for r in games[1:])
        # the game that came back to the position has one row fewer than its positions
        assert distinct_positions(games[2]) == len(games[2].moves)


def test_a_bad_position_is_a_value_error():
    with pytest.raises(ValueError):
        position_key("not a fen")
    with pytest.raises(ValueError):
        position_key(moves=["a4a6"])
