"""``janggi-desktop library import|search|explore|export``: the game library from the command line.

- ``import PATH...``: files or folders (every .pgn/.gib under them); one line per refused game, a progress
  bar on a terminal, and the last line ``imported N games, D duplicates, R refused`` ("1 game" for one).
  Ctrl+C stops and keeps what was imported.
- ``search [--player NAME] [--fen FEN] [--result R] [--ruleset NAME] [--json]``: the matching games.
- ``explore [--fen FEN | --moves "UCI MOVES"] [--json]``: the next moves from a position with their games,
  Cho wins, draws and Han wins; ``--json`` prints ``{"games": N, "moves": [{"move": "c1d3", "games": n,
  "cho": w, "draws": d, "han": l}, ...]}``.
- ``export OUT.pgn|OUT.gib [search filters]``: the matching games written to a record file.

``--db PATH`` on every command uses that file instead of the user's library.  Exit status 0 on success, 2
with a one-line message on stderr for bad input or a library that cannot be used (as ``convert``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..messages import one_line
from ..records import RecordError, save_games
from .explorer import RESULTS, GameFilter, explore, position_key, search
from .games import iter_records
from .importer import Import, ImportPathError
from .keys import fen_key
from .store import Library, LibraryError


class UsageError(ValueError):
    """Bad command-line input: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as for bad input
        raise UsageError(f"usage: {self.prog} ... ({message})")


def _add_db(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", help="the library file to use (default: the user's library)")


def _add_filters(p: argparse.ArgumentParser) -> None:
    p.add_argument("--player", metavar="NAME", help="games where a player's name contains NAME")
    p.add_argument("--fen", metavar="FEN", help="games reaching this position (board and side to move)")
    p.add_argument("--result", choices=RESULTS, help="games with this result")
    p.add_argument("--ruleset", metavar="NAME", help="games under this rule set")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="janggi-desktop library", description="The game library: import, search, explore, export.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    imp = sub.add_parser("import", help="import .pgn/.gib files or folders")
    imp.add_argument("paths", nargs="+", metavar="PATH")
    imp.add_argument("--rules", default=None, help="rule set to replay the moves under (default: the records')")
    _add_db(imp)
    s = sub.add_parser("search", help="list the games matching the filters")
    _add_filters(s)
    s.add_argument("--json", action="store_true", help="print JSON")
    _add_db(s)
    e = sub.add_parser("explore", help="the moves played from a position")
    where = e.add_mutually_exclusive_group()
    where.add_argument("--fen", metavar="FEN", help="the position (board and side to move; counters ignored)")
    where.add_argument("--moves", metavar="UCI MOVES", help="the position after these moves from the start")
    e.add_argument("--player", metavar="NAME", help="only games where a player's name contains NAME")
    e.add_argument("--ruleset", metavar="NAME", help="only games under this rule set")
    e.add_argument("--json", action="store_true", help="print JSON")
    _add_db(e)
    x = sub.add_parser("export", help="write the matching games to a .pgn or .gib file")
    x.add_argument("output", metavar="OUT")
    _add_filters(x)
    _add_db(x)
    return p


def _filter(args: argparse.Namespace) -> GameFilter:
    key = None
    if getattr(args, "fen", None):
        key = fen_key(args.fen)
    return GameFilter(player=args.player or None, result=getattr(args, "result", None),
                      ruleset=args.ruleset or None, position=key)


def _open(args: argparse.Namespace) -> Library:
    lib = Library.open(Path(args.db) if args.db else None)
    if lib.recovered is not None:
        sys.stderr.write(one_line(f"the library {lib.path} was damaged ({lib.recovered.reason}); it was moved to "
                                  f"{lib.recovered.moved_to} and a new library started") + "\n")
    return lib


def _run_import(args: argparse.Namespace, out) -> int:
    with _open(args) as lib:
        job = Import(lib, args.paths, ruleset=args.rules)
        tty = sys.stderr.isatty()
        shown = 0
        try:
            for progress in job:
                while shown < len(job.refusals):
                    out.write(f"refused: {job.refusals[shown]}\n")
                    shown += 1
                if tty:
                    sys.stderr.write(f"\r{progress.files_done}/{progress.files_total} files, {progress.imported} "
                                     f"games ...")
                    sys.stderr.flush()
        except KeyboardInterrupt:
            job.cancel()
            if tty:
                sys.stderr.write("\ninterrupted: the games imported so far are kept\n")
        if tty:
            sys.stderr.write("\n")
        for refusal in job.refusals[shown:]:
            out.write(f"refused: {refusal}\n")
        out.write(job.report.summary() + "\n")
    return 0


def _run_search(args: argparse.Namespace, out) -> int:
    with _open(args) as lib:
        games = search(lib, _filter(args))
    if args.json:
        out.write(json.dumps([g._asdict() for g in games], ensure_ascii=False) + "\n")
        return 0
    for g in games:
        out.write(f"{g.id}\t{g.date or '-'}\t{g.cho or '?'}\t{g.han or '?'}\t{g.result}\t{g.plies}\t{g.ruleset}"
                  f"\t{g.event or ''}\n")
    out.write(f"{len(games)} games\n")
    return 0


def _run_explore(args: argparse.Namespace, out) -> int:
    key = position_key(args.fen, (args.moves or "").replace(",", " ").split())
    with _open(args) as lib:
        result = explore(lib, key, GameFilter(player=args.player or None, ruleset=args.ruleset or None))
    if args.json:
        out.write(json.dumps(result.to_json()) + "\n")
        return 0
    out.write(f"{result.games} games\n")
    for m in result.moves:
        score = m.score
        shown = f"{score * 100:5.1f} %" if score is not None else "    -  "
        out.write(f"{m.move:<7}{m.games:>8}  Cho {m.cho:>6}  draws {m.draws:>6}  Han {m.han:>6}  {shown}\n")
    return 0


def _run_export(args: argparse.Namespace, out) -> int:
    if Path(args.output).suffix.lower() not in (".pgn", ".gib"):
        raise UsageError(f"{args.output}: unknown output type; use .pgn or .gib")
    with _open(args) as lib:
        ids = [g.id for g in search(lib, _filter(args))]
        records = list(iter_records(lib, ids))
    if not records:
        raise UsageError("no game matches: nothing written")
    save_games(args.output, records)
    out.write(f"exported {len(records)} games to {args.output}\n")
    return 0


COMMANDS = {"import": _run_import, "search": _run_search, "explore": _run_explore, "export": _run_export}


def main(argv: list[str], out=None) -> int:
    out = out or sys.stdout
    try:
        args = build_parser().parse_args(argv)
        return COMMANDS[args.command](args, out)
    except (UsageError, ImportPathError, LibraryError, RecordError, ValueError, OSError) as e:
        sys.stderr.write(f"janggi-desktop library: {one_line(e)}\n")
        return 2
    except SystemExit as e:  # --help
        return int(e.code or 0)


__all__ = ["COMMANDS", "UsageError", "build_parser", "main"]
