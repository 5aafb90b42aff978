"""``janggi-desktop convert INPUT OUTPUT``: convert every game of a record file between .gib, .pgn and .fen.

The formats come from the extensions; to .fen, each game's final position is written, one a line.  PGN to
PGN keeps each game's whole move tree; to .gib, the main line (a warning on stderr says what was not kept, as
for a variation the input's reader had to cut).  Exit
status 0 on success, 2 with a one-line message on stderr for bad input or usage (never a traceback: the
command is meant for scripts and for people who do not read Python).  The input is a regular file within
the records' limits (``convert /dev/zero out.pgn`` is refused at once).
"""

from __future__ import annotations

import argparse
import sys

from ..messages import one_line
from . import FORMATS, RecordError, load_file, save_games


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, as for bad input
        raise RecordError(f"usage: janggi-desktop convert INPUT OUTPUT ({message})")


def main(argv: list[str]) -> int:
    parser = _Parser(prog="janggi-desktop convert",
                     description="Convert game records between .gib, .pgn and .fen (by extension).")
    parser.add_argument("input", help="record file to read (.gib, .pgn, .fen)")
    parser.add_argument("output", help="file to write (.gib, .pgn, .fen)")
    parser.add_argument("--rules", default=None, help="rule set to replay the moves under")
    parser.add_argument("--encoding", default=None, help="encoding of a .gib output (default CP949)")
    try:
        args = parser.parse_args(argv)
        out_ext = args.output.rsplit(".", 1)[-1].lower() if "." in args.output else ""
        if out_ext not in FORMATS:
            raise RecordError(f"{args.output}: unknown output type; use .gib, .pgn or .fen")
        records, _encoding, note = load_file(args.input, ruleset=args.rules)
        if note:  # how the text was decoded when it was not plain UTF-8: never a silent change
            sys.stderr.write(f"janggi-desktop convert: {one_line(args.input, 60)}: {note}\n")
        for warning in (w for r in records for w in r.warnings):  # what was read as well as it could be
            sys.stderr.write(f"janggi-desktop convert: warning: {one_line(warning)}\n")
        for warning in save_games(args.output, records, encoding=args.encoding):  # what the output lacks
            sys.stderr.write(f"janggi-desktop convert: warning: {args.output}, {one_line(warning)}\n")
    except (RecordError, ValueError, OSError) as e:
        sys.stderr.write(f"janggi-desktop convert: {one_line(e)}\n")
        return 2
    except SystemExit as e:  # --help
        return int(e.code or 0)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
