"""Speed and size of the game library (issue 46): PGN import, explorer and position search, bytes on disk.

The games are random legal games played through our rules model (``Game.legal_ints`` / ``push_int``, seeded):
each from start arrangements chosen at random (or, with ``--standard``, a second library from the standard
start, both sides' default arrangement), then 100-140 random legal plies (no passes) under the
``janggimodern`` rules, stopping early only if the game ends; a result the moves did not decide is drawn at
random (Cho 45 %, Han 45 %, draw 10 %).  Players are drawn from 200 names.  A big library holds N/2 such
games and their mirror images (files a <-> i, as legal as the originals: ``--check-mirrors`` of them are
replayed through the rules; the standard arrangement is symmetric, so every game of the standard library,
mirrors included, passes through the start position), since generating a random legal game costs about
10 ms of CPU here.  Generated games are cached as UCI text in ``--cache`` (default
/tmp/janggi-bench-library), so a second run measures without replaying.

Figures printed:

- import: the first N games (``--import-games``, default 10,000, all of 100+ plies) written as one PGN file
  (the writer's SAN) and imported into a new library with ``janggi-desktop library import``'s code path
  (each game its own transaction); games/s wall and per CPU second (the machine is shared: the CPU figure
  is what the code costs), and where the time goes with ``--profile``.
- explorer and position search on each library of ``--library-games`` games (default 100,000): the median,
  95th percentile and maximum over positions drawn from the games (the start positions, plies 1-10, deep
  plies; without and with a player filter), each query on a warm connection (the window keeps one open).
- bytes: the file size per game (and the free pages a migration left) and the index per indexed position.

    nice -n 5 python3 bench/library.py [--import-games 10000] [--library-games 100000] [--standard] [--profile]

A benchmark prints figures; it asserts nothing about time.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from janggi_desktop.library import (  # noqa: E402
    GameFilter,
    Library,
    LibraryError,
    add_record,
    explore,
    fen_key,
    flush_positions,
    game_count,
    import_files,
    indexed_positions,
    search,
)
from janggi_desktop.library.keys import game_keys  # noqa: E402
from janggi_desktop.records import GameRecord, dumps  # noqa: E402
from janggi_desktop.rules import ARRANGEMENTS, Game, Move  # noqa: E402
from janggi_desktop.rules.notation import DEFAULT_ARRANGEMENT, start_fen  # noqa: E402

RULESET = "janggimodern"
NAMES = [f"Player {i:03d}" for i in range(200)]


def random_game_line(rng: random.Random, standard: bool = False) -> str:
    """One random legal game as a cache line: 'CHO HAN RESULT CHO_NAME|HAN_NAME uci uci ...'; from the
    standard start (both sides' default arrangement, symmetric: its mirror image is itself) if ``standard``,
    else from arrangements drawn at random."""
    arrangements = list(ARRANGEMENTS)
    if standard:
        cho = han = DEFAULT_ARRANGEMENT
    else:
        cho, han = rng.choice(arrangements), rng.choice(arrangements)
    g = Game(RULESET, cho=cho, han=han)
    target = rng.randint(100, 140)
    for _ in range(target):
        if g.is_over():
            break
        legal = [m for m in g.legal_ints() if (m >> 7) != (m & 127)]
        if not legal:
            break
        g.push_int(rng.choice(legal))
    outcome = g.outcome()
    result = outcome.result_text() if outcome else rng.choices(("1-0", "0-1", "1/2-1/2"), (45, 45, 10))[0]
    names = f"{rng.choice(NAMES)}|{rng.choice(NAMES)}".replace(" ", "_")
    return " ".join([cho, han, result, names, *map(str, g.moves)])


def cached_games(cache: Path, n: int, seed: int = 46, standard: bool = False) -> list[str]:
    """``n`` game lines, generated once (in chunks of 1,000, so an interrupted run keeps its work); from the
    standard start if ``standard`` (see :func:`random_game_line`)."""
    cache.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    chunk = 0
    t0 = time.perf_counter()
    generated = 0
    while len(lines) < n:
        path = cache / f"games-{'standard-' if standard else ''}{seed}-{chunk:04d}.txt"
        if not path.exists():
            rng = random.Random(seed * 1_000_003 + chunk + (500_000 if standard else 0))
            text = "\n".join(random_game_line(rng, standard) for _ in range(1000)) + "\n"
            tmp = path.with_suffix(".tmp")
            tmp.write_text(text)
            os.replace(tmp, path)
            generated += 1000
            if generated % 10_000 == 0:
                rate = generated / (time.perf_counter() - t0)
                print(f"  generated {generated:,} games ({rate:.0f} games/s)", file=sys.stderr, flush=True)
        lines.extend(path.read_text().splitlines())
        chunk += 1
    if generated:
        print(f"generated {generated:,} random legal games in {time.perf_counter() - t0:.0f} s", flush=True)
    return lines[:n]


_MIRROR_FILES = str.maketrans("abcdefghi", "ihgfedcba")


def mirror_line(line: str) -> str:
    """The game's mirror image (files a <-> i): as legal as the game itself (the board, the palaces and
    every rule are symmetric), from the mirrored arrangements, under other players' names."""
    cho, han, result, names, *moves = line.split()
    return " ".join([cho[::-1], han[::-1], result, names.replace("Player", "Mirror"),
                     *(m.translate(_MIRROR_FILES) for m in moves)])


def record_of_line(line: str) -> GameRecord:
    cho, han, result, names, *moves = line.split()
    white, black = (n.replace("_", " ") for n in names.split("|"))
    return GameRecord(tags={"Event": "Random legal games", "White": white, "Black": black, "Result": result},
                      ruleset=RULESET, start_fen=start_fen(cho, han), cho=cho, han=han,
                      moves=[Move.from_uci(m) for m in moves], result=result)


def cpu_and_queue_seconds() -> tuple[float, float] | None:
    """(time on a CPU, time waiting for one) of this process so far, from Linux's /proc/self/schedstat (None
    elsewhere): on a shared machine the wall time is mostly the wait, which says nothing about the code."""
    try:
        with open("/proc/self/schedstat") as f:
            run, wait, _ = f.read().split()
    except (OSError, ValueError):
        return None
    return int(run) / 1e9, int(wait) / 1e9


def bench_import(cache: Path, lines: list[str], profile: bool) -> None:
    games = [line for line in lines if len(line.split()) - 4 >= 100]
    pgn = cache / f"import-{len(games)}.pgn"
    if not pgn.exists():
        t = time.perf_counter()
        text = dumps([record_of_line(line) for line in games], "pgn")
        pgn.write_text(text, encoding="utf-8")
        print(f"wrote {pgn} ({len(games):,} games, {pgn.stat().st_size / 1e6:.1f} MB) in "
              f"{time.perf_counter() - t:.0f} s")
    plies = sum(len(line.split()) - 4 for line in games)
    with tempfile.TemporaryDirectory() as d:
        with Library.open(Path(d) / "import.sqlite3") as lib:
            profiler = cProfile.Profile() if profile else None
            sched = cpu_and_queue_seconds()
            t, cpu = time.perf_counter(), time.process_time()
            if profiler:
                profiler.enable()
            report = import_files(lib, [pgn])
            if profiler:
                profiler.disable()
            dt, dcpu = time.perf_counter() - t, time.process_time() - cpu
            print(f"import PGN: {report.summary()}; {len(games):,} games of 100+ plies ({plies / len(games):.0f} "
                  f"plies on average) in {dt:.1f} s = {report.imported / dt:.0f} games/s, {plies / dt:,.0f} plies/s "
                  f"(CPU time {dcpu:.1f} s: {report.imported / dcpu:.0f} games per CPU second)")
            after = cpu_and_queue_seconds()
            if sched is not None and after is not None:
                run, queued = after[0] - sched[0], after[1] - sched[1]
                print(f"  of the {dt:.1f} s: on a CPU {run:.1f} s, waiting for a CPU (other processes) {queued:.1f} s, "
                      f"blocked (disk, locks) {dt - run - queued:.1f} s; without the wait for a CPU "
                      f"{report.imported / (dt - queued):.0f} games/s")
            if profiler:
                pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)


#: Games per transaction when the bench builds its big library (an import commits each game on its own, so
#: that a crash loses at most the game in flight; here 500 games a commit, their positions deferred and
#: flushed into the index at each commit as an import flushes them every FLUSH_GAMES games).
BUILD_BATCH = 500


def build_library(path: Path, lines: list[str]) -> None:
    """The library of ``lines``, built with add_record as an import does, :data:`BUILD_BATCH` games a
    transaction.  A library left by an older program is migrated first (the time is printed)."""
    t = time.perf_counter()
    with Library.open(path) as lib:
        if time.perf_counter() - t > 1:
            print(f"opened (and migrated) {path} in {time.perf_counter() - t:.0f} s")
        have = game_count(lib)
        if have >= len(lines):
            return
        lib.connection.execute("PRAGMA cache_size = -200000")  # 200 MB while building
        for start in range(have, len(lines), BUILD_BATCH):
            with lib.transaction():
                for line in lines[start:start + BUILD_BATCH]:
                    add_record(lib, record_of_line(line), defer_index=True)
                flush_positions(lib)
            i = min(start + BUILD_BATCH, len(lines))
            if i % 10_000 == 0:
                print(f"  stored {i:,} games ({(i - have) / (time.perf_counter() - t):.0f} games/s)",
                      file=sys.stderr, flush=True)
    print(f"built the library of {len(lines):,} games in {time.perf_counter() - t:.0f} s")


def check_mirrors(lines: list[str]) -> None:
    """Replay mirrored games through the rules (every move must be legal there too)."""
    t = time.perf_counter()
    for line in lines:
        rec = record_of_line(mirror_line(line))
        g = Game(RULESET, fen=rec.start_fen)
        for m in rec.moves:
            g.push(m)  # raises IllegalMoveError on an illegal move
    print(f"checked {len(lines)} mirrored games move by move through the rules: all legal "
          f"({time.perf_counter() - t:.0f} s)")


def timed(fn, repeat: int = 1) -> float:
    t = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t) / repeat * 1000


def describe(label: str, samples: list[tuple[float, int]]) -> None:
    """Times (ms) and the number of games each answer held (so that a fast empty answer shows)."""
    times = sorted(t for t, _ in samples)
    found = [n for _, n in samples]
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"  {label:<38} median {statistics.median(times):6.2f} ms   95% {p95:6.2f} ms   max "
          f"{times[-1]:6.2f} ms   ({len(times)} positions; games found min {min(found)}, mean "
          f"{statistics.mean(found):.1f}, max {max(found)})")


def timed_explore(lib: Library, key: int, games_filter: GameFilter | None = None) -> tuple[float, int]:
    t = time.perf_counter()
    found = explore(lib, key, games_filter)
    return (time.perf_counter() - t) * 1000, found.games


def timed_search(lib: Library, key: int, games_filter: GameFilter | None = None) -> tuple[float, int]:
    t = time.perf_counter()
    found = search(lib, (games_filter or GameFilter())._replace(position=key), limit=200)
    return (time.perf_counter() - t) * 1000, len(found)


def bench_queries(path: Path, lines: list[str]) -> None:
    rng = random.Random(7)
    sample = rng.sample(lines, 300)
    starts, early, deep = [], [], []
    for line in sample:
        rec = record_of_line(line)
        keys = game_keys(rec.start_fen, rec.moves)
        starts.append(keys[0])
        early.append(keys[rng.randint(1, 10)])
        deep.append(keys[rng.randint(11, len(keys) - 1)])
    starts = starts[:50]
    with Library.open(path) as lib:
        games = game_count(lib)
        positions = indexed_positions(lib)
        size = os.path.getsize(path) + sum(os.path.getsize(str(path) + s) for s in ("-wal",)
                                           if os.path.exists(str(path) + s))
        free = lib.query("PRAGMA freelist_count")[0][0] * lib.query("PRAGMA page_size")[0][0]
        print(f"library {path.name}: {games:,} games, {positions:,} indexed positions (one per game and distinct "
              f"position), {size / 1e6:.1f} MB = {size / games:,.0f} bytes per game, all included; "
              f"{(size - free) / games:,.0f} bytes per game without the {free / 1e6:.1f} MB of free pages")
        try:
            tables = dict(lib.query("SELECT name, sum(pgsize) FROM dbstat GROUP BY name"))
        except LibraryError:  # SQLite built without the dbstat table
            tables = {}
        if tables:
            index = tables["positions"] + tables.get("positions_pending", 0)
            game_bytes = sum(v for k, v in tables.items() if k not in ("positions", "positions_pending"))
            print(f"  the positions index: {index / 1e6:.1f} MB = {index / positions:.1f} bytes per position; "
                  f"the games and their indexes: {game_bytes / 1e6:.1f} MB = {game_bytes / games:,.0f} bytes per game")
        explore(lib, starts[0])  # warm the connection
        player = GameFilter(player="Player 042")
        cho_wins = GameFilter(ruleset=RULESET, result="1-0")
        print("explorer (next moves with games / Cho / draws / Han):")
        describe("start positions", [timed_explore(lib, k) for k in starts])
        describe("plies 1-10", [timed_explore(lib, k) for k in early])
        describe("plies 11+", [timed_explore(lib, k) for k in deep])
        describe("start positions, one player's", [timed_explore(lib, k, player) for k in starts])
        describe("plies 1-10, one player's", [timed_explore(lib, k, player) for k in early])
        describe("plies 11+, one player's", [timed_explore(lib, k, player) for k in deep])
        describe("start positions, rule set + Cho won", [timed_explore(lib, k, cho_wins) for k in starts])
        print("position search (the games reaching a position, as table rows, at most 200):")
        describe("start positions", [timed_search(lib, k) for k in starts])
        describe("plies 1-10", [timed_search(lib, k) for k in early])
        describe("plies 11+", [timed_search(lib, k) for k in deep])
        describe("start positions, one player's", [timed_search(lib, k, player) for k in starts])
        describe("plies 1-10, one player's", [timed_search(lib, k, player) for k in early])
        fen = Game(RULESET).fen()
        print(f"  a FEN to its key: {timed(lambda: fen_key(fen), 1000):.3f} ms")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--import-games", type=int, default=10_000)
    p.add_argument("--library-games", type=int, default=100_000)
    p.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "janggi-bench-library"))
    p.add_argument("--profile", action="store_true", help="cProfile the import")
    p.add_argument("--check-mirrors", type=int, default=200, help="mirrored games replayed through the rules")
    p.add_argument("--skip-import", action="store_true")
    p.add_argument("--skip-library", action="store_true")
    p.add_argument("--standard", action="store_true",
                   help="also a library whose games all start from the standard position (all pass through it)")
    args = p.parse_args()
    cache = Path(args.cache)
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    if not args.skip_import:
        lines = cached_games(cache, args.import_games * 11 // 10)  # some end before 100 plies
        long_ones = [line for line in lines if len(line.split()) - 4 >= 100][: args.import_games]
        bench_import(cache, long_ones, args.profile)
    if not args.skip_library:
        for standard in (False, True) if args.standard else (False,):
            generated = cached_games(cache, (args.library_games + 1) // 2, standard=standard)
            lines = [line for pair in zip(generated, map(mirror_line, generated), strict=True) for line in pair]
            lines = lines[: args.library_games]
            check_mirrors(generated[:args.check_mirrors])
            path = cache / f"library-{'standard-' if standard else ''}{args.library_games}.sqlite3"
            build_library(path, lines)
            bench_queries(path, lines)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
