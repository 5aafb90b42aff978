"""``janggi-desktop puzzles export [--json]``: every shipped puzzle as a JSON line, so anyone can check them.

    janggi-desktop puzzles export > puzzles.jsonl
    janggi-desktop puzzles export --theme mate --mate-in 3
    janggi-desktop puzzles stats

Each line is ``{"id", "fen", "ruleset", "solution": [...], "themes": [...], "rating"}``; the output is JSON
lines with or without ``--json`` (the option names the format for scripts that want to say so).  Only the
puzzles that pass the load-time checks are printed; the refused lines are listed on stderr and the exit
status is then 1, so a damaged set does not pass a re-check silently.  ``stats`` prints the number of
puzzles per theme and per mate length.  Bad options exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .puzzles import MAX_MATE_IN, THEMES, PuzzleError, load_puzzles


class UsageError(ValueError):
    """Bad options: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise UsageError(f"usage: janggi-desktop puzzles export [--json] [--theme T] [--mate-in N] [--file F] | "
                         f"puzzles stats [--file F] ({message})")


def build_parser() -> argparse.ArgumentParser:
    ap = _Parser(prog="janggi-desktop puzzles", description="The shipped puzzle set.")
    sub = ap.add_subparsers(dest="command", required=True)
    export = sub.add_parser("export", help="print every puzzle as a JSON line")
    export.add_argument("--json", action="store_true", help="JSON lines (the only format; for scripts)")
    export.add_argument("--theme", action="append", default=[], choices=THEMES, metavar="THEME",
                        help="only puzzles with this theme (repeatable: all of them)")
    export.add_argument("--mate-in", action="append", type=int, default=[], metavar="N",
                        choices=range(1, MAX_MATE_IN + 1), help="only mates in N (repeatable: any of them)")
    export.add_argument("--file", default=None, help="a puzzle file instead of the shipped one")
    stats = sub.add_parser("stats", help="puzzles per theme and per mate length")
    stats.add_argument("--file", default=None, help="a puzzle file instead of the shipped one")
    return ap


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    except UsageError as e:
        print(e, file=sys.stderr)
        return 2
    puzzle_set = load_puzzles(args.file)
    for refusal in puzzle_set.refused:
        print(f"refused line {refusal.line}: {refusal.reason}", file=sys.stderr)
    if args.command == "stats":
        counts = puzzle_set.theme_counts()
        print(f"{len(puzzle_set)} puzzles, {len(puzzle_set.refused)} refused lines")
        for theme in THEMES:
            print(f"{theme:20} {counts[theme]}")
        return 1 if puzzle_set.refused else 0
    try:
        chosen = puzzle_set.filtered(themes=args.theme, mate_in=args.mate_in)
    except PuzzleError as e:  # not reachable through the parser's choices, kept for --file callers' safety
        print(e, file=sys.stderr)
        return 2
    out = sys.stdout
    try:
        for puzzle in chosen:
            out.write(json.dumps(puzzle.export(), ensure_ascii=False) + "\n")
        out.flush()
    except BrokenPipeError:  # `| head`: the reader has all it wanted
        return 0
    return 1 if puzzle_set.refused else 0
