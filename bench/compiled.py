"""Raw speed of a mypyc-compiled build of the hot modules against the same code in pure Python (issue 52).

Copies this checkout's package to a temporary folder, compiles there the modules the search spends its time
in (the rules' Position, and the engine's evaluation, capture generation, SEE and search) with ``mypyc``, and
runs the same measurements in the compiled copy and in this checkout: perft(4) from the start and the search's
nodes per CPU second at the start and in a middle game.  Per CPU second, because on a shared machine the
wall-clock rates say more about the load than about the code.  Nothing is installed and this checkout is left
as it is; the compiled build is not what ships (docs/strength.md says what adopting it would take).

    python3 -m pip install mypy     # mypyc comes with it; a C compiler and Python's headers are needed too
    python3 bench/compiled.py [--mypyc PATH] [--runs 3] [--keep DIR]

Prints figures; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The modules compiled: where bench/search.py --profile finds the time (rules/board.py stays Python: compiled,
#: its public helpers would raise TypeError instead of the rules' own errors on bad input).
HOT_MODULES = ("janggi_desktop/rules/position.py", "janggi_desktop/engine/evaluate.py",
               "janggi_desktop/engine/movegen.py", "janggi_desktop/engine/see.py",
               "janggi_desktop/engine/search.py")

#: Run in each copy (its folder first on sys.path): one line of figures.
MEASURE = r"""
import statistics, sys, time
sys.path.insert(0, ".")
from janggi_desktop.engine.search import Limits, Searcher
from janggi_desktop.rules import Game
import janggi_desktop.engine.search as s
kind = "compiled" if s.__file__.endswith((".so", ".pyd")) else "pure Python"
runs = int(sys.argv[1])
g = Game("janggi")
perft = []
for _ in range(runs):
    c = time.process_time()
    n = g.perft(4)
    perft.append(n / (time.process_time() - c))
mid = Game("janggi")
for m in ["b1c3", "h10g8", "h1g3", "b10c8", "c4c5", "g7g6", "b3e3", "h8e8", "a1b1", "i10i9"]:
    mid.push_uci(m)
out = [f"{kind:11s}: perft(4) {n:,} nodes, {statistics.median(perft):,.0f} nodes per CPU second"]
for name, game in (("start", g), ("middlegame", mid)):
    rates, depths = [], []
    for _ in range(runs):
        c = time.process_time()
        r = Searcher(game, hash_mb=64).search(Limits(movetime=1000))
        rates.append(r.info.nodes / max(time.process_time() - c, 1e-6))
        depths.append(r.info.depth)
    out.append(f"search {name} {statistics.median(rates):,.0f} nodes per CPU second "
               f"(depth {min(depths)}-{max(depths)} in 1 s)")
print("; ".join(out))
"""


def copy_checkout(dest: Path) -> None:
    for name in ("janggi_desktop", "resources"):
        shutil.copytree(ROOT / name, dest / name, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy2(ROOT / name, dest / name)


def measure(folder: Path, runs: int) -> str:
    done = subprocess.run([sys.executable, "-c", MEASURE, str(runs)], cwd=folder, capture_output=True, text=True)
    if done.returncode:
        return f"failed in {folder}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}"
    return done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mypyc", default=shutil.which("mypyc") or "mypyc", help="the mypyc command")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="build in this folder and keep it (default: a temporary one)")
    args = ap.parse_args(argv)
    if shutil.which(args.mypyc) is None:
        print(f"mypyc not found ({args.mypyc}): python3 -m pip install mypy", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="janggi-mypyc-") as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        copy_checkout(folder)
        build = subprocess.run([args.mypyc, *HOT_MODULES], cwd=folder, capture_output=True, text=True)
        if build.returncode:
            print(build.stdout[-3000:], build.stderr[-3000:], sep="\n", file=sys.stderr)
            print("mypyc failed: see above", file=sys.stderr)
            return 1
        print(measure(ROOT, args.runs))
        print(measure(folder, args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
