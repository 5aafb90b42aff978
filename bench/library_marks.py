"""The library window's favourites and tags on a big library (issue 46): the queries its table runs on its own
thread (favourites only, one tag, sort by the star or the first tag, the tags of a page) and the one the window
runs on the GUI thread (every tag with its count, for the tag filter).

The library is a copy of the one bench/library.py generates (default
``/tmp/janggi-bench-library/library-100000.sqlite3``, 100,000 random legal games), read with plain sqlite3 so
that its schema is left as it is (no migration); 1,000 games are starred and 5,000 tagged with 20 names.

    nice -n 5 python3 bench/library_marks.py [--db PATH]

A benchmark prints figures; it asserts nothing about time.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from janggi_desktop.library.browse import GameQuery, all_tags, count, page, tags_of_games  # noqa: E402


class RawLibrary:
    """What the browse queries use of a Library (``query``), on a plain connection: no migration runs."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path)

    def query(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        return self.connection.execute(sql, params).fetchall()


def timed(label: str, fn, repeat: int = 5) -> None:
    samples = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        samples.append((time.perf_counter() - start) * 1000)
    print(f"{label}: median {statistics.median(samples):.1f} ms (min {min(samples):.1f}) -> {result}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--db", default="/tmp/janggi-bench-library/library-100000.sqlite3")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "library.sqlite3"
        shutil.copyfile(args.db, copy)
        lib = RawLibrary(copy)
        rng = random.Random(1)
        ids = [r[0] for r in lib.query("SELECT id FROM games")]
        with lib.connection:
            lib.connection.execute("UPDATE games SET favourite = 0")
            lib.connection.execute("DELETE FROM game_tags")
            lib.connection.executemany("UPDATE games SET favourite = 1 WHERE id = ?",
                                       [(i,) for i in rng.sample(ids, 1000)])
            lib.connection.executemany("INSERT OR IGNORE INTO game_tags (game_id, tag) VALUES (?, ?)",
                                       [(i, f"tag{rng.randrange(20)}") for i in rng.sample(ids, 5000)])
        print(f"{len(ids):,} games, 1,000 favourites, 5,000 tags of 20 names")
        timed("page of 300, favourites only", lambda: len(page(lib, GameQuery(favourites=True), 300)))
        timed("count, favourites only", lambda: count(lib, GameQuery(favourites=True)))
        timed("page of 300, one tag", lambda: len(page(lib, GameQuery(tag="tag3"), 300)))
        timed("count, one tag", lambda: count(lib, GameQuery(tag="tag3")))
        timed("page of 300 sorted by the star", lambda: len(page(lib, GameQuery(sort="favourite", descending=True),
                                                                 300)))
        timed("page of 300 sorted by the first tag", lambda: len(page(lib, GameQuery(sort="tags"), 300)))
        first = [g.id for g in page(lib, GameQuery(), 300)]
        timed("tags of a page of 300", lambda: len(tags_of_games(lib, first)), repeat=20)
        timed("all tags with counts (GUI thread)", lambda: len(all_tags(lib)), repeat=20)
        lib.connection.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
