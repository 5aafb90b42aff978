"""Raw speed of the compiled build of the hot modules against the same code in pure Python (issue 52).

Builds this checkout the way ``pip install .`` does (setup.py compiles the modules the search spends its time
in with mypyc: the rules' Position, and the engine's evaluation, capture generation, SEE and search), from a
clean copy of the source into a temporary folder (``pip install --target``), and runs the same measurements
there and in this checkout (pure Python): perft(4) from the start and the search's nodes per CPU second at the
start and in a middle game.  Per CPU second, because on a shared machine the wall-clock rates say more about
the load than about the code.  Nothing is installed in the running Python and this checkout is left as it is.

    python3 bench/compiled.py [--runs 3] [--keep DIR]    # needs a C compiler and Python's headers

Prints figures; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

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


def build_compiled(dest: Path, work: Path) -> str | None:
    """Install this checkout's compiled build into ``dest`` (None) or say why it failed."""
    src, wheels = work / "src", work / "wheel"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "copy_source.py"), str(ROOT), str(src)], check=True)
    env = {k: v for k, v in os.environ.items() if k != "JANGGI_DESKTOP_PURE"}
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "-w", str(wheels), str(src)],
                           capture_output=True, text=True, env=env)
    said = "\n".join(line.strip() for line in built.stdout.splitlines() if "janggi-desktop build:" in line)
    wheel = next(wheels.glob("janggi_desktop-*.whl"), None)
    if built.returncode or wheel is None:
        return f"the wheel did not build:\n{built.stdout[-3000:]}{built.stderr[-3000:]}"
    if "-py3-none-any" in wheel.name:
        return f"the build came out pure Python:\n{said}"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(dest), str(wheel)],
                   check=True)
    return None


def measure(folder: Path, runs: int) -> str:
    done = subprocess.run([sys.executable, "-c", MEASURE, str(runs)], cwd=folder, capture_output=True, text=True)
    if done.returncode:
        return f"failed in {folder}: {done.stderr.strip().splitlines()[-1] if done.stderr.strip() else done.returncode}"
    return done.stdout.strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="install the compiled build in this folder and keep it")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="janggi-compiled-") as tmp:
        folder = args.keep or Path(tmp) / "installed"
        problem = build_compiled(folder, Path(tmp))
        if problem:
            print(problem, file=sys.stderr)
            return 1
        print(measure(ROOT, args.runs))
        print(measure(folder, args.runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
