"""Re-check the exported puzzle set against Fairy-Stockfish, independently of the generator.

    nice -n 5 python3 tune/check_puzzles.py            # the shipped set, through `janggi-desktop puzzles export`
    nice -n 5 python3 tune/check_puzzles.py --input some.jsonl --limit 50

It reads what ``janggi-desktop puzzles export --json`` prints (the public form: id, fen, ruleset, solution,
themes, rating) and, from each puzzle's own FEN (not from the position the generator found it in), checks
with MultiPV 2 searches (Threads 1, Hash 64, a fresh hash per puzzle):

* a mate in N: at the solver's i-th move (k = N - i moves left) the solution move is Fairy-Stockfish's best,
  mating in exactly k, and the second line does not mate in <= k; at each defender move the side to move is
  mated in exactly k - 1 at best (the stored reply is as long a resistance as any: the next solver search
  finds mate in k - 1 after it);
* a tactic (themes "material" or "escape"): at each solver move the solution move is the best and the second
  line is at least 200 centipawns worse (for "escape": or mated); each stored defender reply is the engine's
  best or within 50 centipawns of it.

The searches are deeper than the generator's (a mate in k at depth 2k + 7, at least 13, and again at 19 when
that depth only sees a longer mate; tactics at depth 14, the generator's 13), so this is not the generator
agreeing with itself.  ``--passing FILE`` writes the lines of the puzzles that pass (how the shipped set was
filtered before it was written: see resources/puzzles/metadata.json).

Prints one line per failure and a summary (puzzles, failures by reason, time); exit status 1 when any failed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from puzzle_engine import Engine  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
TACTIC_GAP = 200
TACTIC_DEPTH = 14
REPLY_TOLERANCE = 50
MAX_MATE = 7
NODES = 4_000_000


def mate_failure(eng: Engine, p: dict) -> str | None:
    n = next(int(t[len("mate-in-"):]) for t in p["themes"] if t.startswith("mate-in-"))
    sol = p["solution"]
    for i in range(0, len(sol), 2):
        k = n - i // 2
        s = eng.search(p["fen"], sol[:i], depth=max(2 * k + 7, 13), nodes=NODES, multipv=2)
        if s.lines and s.lines[0].mate is not None and s.lines[0].mate > k:
            # The mate in k not seen at this depth: search as deep as the generator's first search did.
            s = eng.search(p["fen"], sol[:i], depth=2 * MAX_MATE + 5, nodes=NODES, multipv=2)
        if not s.lines or s.lines[0].mate != k:
            return f"move {i + 1}: best is not mate in {k} ({s.lines[0].mate if s.lines else None})"
        if s.lines[0].move != sol[i]:
            return f"move {i + 1}: engine mates with {s.lines[0].move}, not {sol[i]}"
        if len(s.lines) > 1 and s.lines[1].mate is not None and 0 < s.lines[1].mate <= k:
            return f"move {i + 1}: {s.lines[1].move} also mates in {s.lines[1].mate}"
        if i + 1 < len(sol):
            d = eng.search(p["fen"], sol[:i + 1], depth=2 * k + 5, nodes=NODES, multipv=1)
            if not d.lines or d.lines[0].mate != -(k - 1):
                return f"move {i + 2}: the defence lasts {d.lines[0].mate if d.lines else None}, not -{k - 1}"
    return None


def tactic_failure(eng: Engine, p: dict) -> str | None:
    sol = p["solution"]
    escape = "escape" in p["themes"]
    for i in range(0, len(sol), 2):
        s = eng.search(p["fen"], sol[:i], depth=TACTIC_DEPTH, nodes=NODES, multipv=2)
        if not s.lines or s.lines[0].move != sol[i]:
            return f"move {i + 1}: engine prefers {s.lines[0].move if s.lines else None} to {sol[i]}"
        if len(s.lines) > 1:
            gap = s.lines[0].value - s.lines[1].value
            mated = s.lines[1].mate is not None and s.lines[1].mate < 0
            if gap < TACTIC_GAP and not (escape and mated):
                return f"move {i + 1}: second line {s.lines[1].move} only {gap} cp worse"
        if i + 1 < len(sol):
            d = eng.search(p["fen"], sol[:i + 1], depth=TACTIC_DEPTH, nodes=NODES, multipv=1)
            if d.lines and d.lines[0].move != sol[i + 1]:
                after = eng.search(p["fen"], sol[:i + 2], depth=TACTIC_DEPTH - 1, nodes=NODES, multipv=1)
                reply_value = -after.lines[0].value if after.lines else 0
                if reply_value < d.lines[0].value - REPLY_TOLERANCE:
                    return f"move {i + 2}: reply {sol[i + 1]} is {d.lines[0].value - reply_value} cp worse than " \
                           f"{d.lines[0].move}"
    return None


#: (start of the reason after "move N: ", category) for the summary.
CATEGORIES = (
    ("best is not mate in", "mate in N not found"),
    ("engine mates with", "another move mates first"),
    ("the defence lasts", "defence not the longest"),
    ("engine prefers", "another move is best"),
    ("second line", "second line within 200 cp"),
    ("reply", "reply not the best"),
    ("rule set", "rule set not checked"),
)


def category(why: str) -> str:
    text = why.split(": ", 1)[-1]
    if " also mates in " in text:
        return "another move also mates"
    return next((name for start, name in CATEGORIES if text.startswith(start)), text)


def exported() -> list[dict]:
    done = subprocess.run([sys.executable, "-m", "janggi_desktop.app", "puzzles", "export", "--json"], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"puzzles export failed (status {done.returncode})")
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--input", help="a JSON lines file instead of the export of the shipped set")
    ap.add_argument("--limit", type=int, default=0, help="check only the first N puzzles")
    ap.add_argument("--every", type=int, default=1, help="check every K-th puzzle only (a sample across ratings)")
    ap.add_argument("--passing", help="write the puzzles that pass to this JSON lines file")
    ap.add_argument("--results", help="a JSON lines file of verdicts (fen, solution, failure): verdicts found there "
                                      "are reused and new ones appended, so a long check can run in parts")
    args = ap.parse_args(argv)
    if args.input:
        puzzles = [json.loads(line) for line in Path(args.input).read_text().splitlines() if line.strip()]
    else:
        puzzles = exported()
    puzzles = puzzles[::max(1, args.every)]
    if args.limit:
        puzzles = puzzles[:args.limit]
    passing = open(args.passing, "w", encoding="utf-8") if args.passing else None  # noqa: SIM115
    known: dict[tuple[str, str], str | None] = {}
    if args.results and Path(args.results).exists():
        for line in Path(args.results).read_text().splitlines():
            r = json.loads(line)
            known[(r["fen"], " ".join(r["solution"]))] = r["failure"]
    results = open(args.results, "a", encoding="utf-8") if args.results else None  # noqa: SIM115
    eng = Engine(hash_mb=64)
    t0 = time.time()
    failures: dict[str, int] = {}
    reused = 0
    try:
        for n, p in enumerate(puzzles, start=1):
            key = (p["fen"], " ".join(p["solution"]))
            if key in known:
                why = known[key]
                reused += 1
            else:
                eng.new_game()
                if p["ruleset"] != "janggi":
                    why = f"rule set {p['ruleset']} not checked (the engine plays janggi here)"
                elif "mate" in p["themes"]:
                    why = mate_failure(eng, p)
                else:
                    why = tactic_failure(eng, p)
                if results is not None:
                    results.write(json.dumps({"id": p["id"], "fen": p["fen"], "solution": p["solution"],
                                              "failure": why}, ensure_ascii=False) + "\n")
                    results.flush()
            if why is not None:
                failures[category(why)] = failures.get(category(why), 0) + 1
                print(f"FAIL {p['id']} {p['fen']} {' '.join(p['solution'])}: {why}", flush=True)
            elif passing is not None:
                passing.write(json.dumps(p, ensure_ascii=False) + "\n")
                passing.flush()
            if n % 100 == 0:
                print(f"{n} checked, {sum(failures.values())} failures, {time.time() - t0:.0f} s", flush=True)
    finally:
        eng.close()
        for f in (passing, results):
            if f is not None:
                f.close()
    total = sum(failures.values())
    print(f"checked {len(puzzles)} puzzles with {eng.name} ({reused} verdicts reused from {args.results}): "
          f"{total} failures {failures}, {time.time() - t0:.0f} s")
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
