"""``janggi-desktop analyse INPUT... OUTPUT``: every game of .gib/.pgn records, analysed into annotated PGN.

    janggi-desktop analyse club.gib club-analysed.pgn --movetime 200 --engine fsf

Every position of every game is evaluated by an engine (Fairy-Stockfish by default when it is installed,
else the built-in engine at level 10) and the games are written with ``[%eval]`` comments, ``?!``/``?``/``??``
marks and the better lines (see :mod:`.annotation`).  The work is shared among ``--jobs`` engine processes
(by default one per core): the built-in engine is run as its own UCI process for this, so that it too uses
every core (in one Python process two searches would take turns).

On a terminal a progress bar is drawn on stderr; otherwise a line per finished game.  The output is
rewritten after each finished game, so Ctrl+C keeps every game finished by then (exit status 130).  Bad
input (unreadable file, unknown engine, bad option) exits with status 2 and a one-line message.
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from janggi_desktop.engine.client import our_engine_command, our_engine_env
from janggi_desktop.fileio import check_writable
from janggi_desktop.messages import bounded_int, one_line
from janggi_desktop.play.engines import find_fairy_stockfish
from janggi_desktop.play.players import BUILTIN, Player, PlayerError, PlayerSpec, PlayerSpecError, ThinkLimits
from janggi_desktop.records import RecordError, load_file, save_games
from janggi_desktop.records.model import GameRecord

from .annotation import annotate
from .report import AnalysisError, GameAnalysis, PositionEval, analyse_games

DEFAULT_MOVETIME = 500
#: The ranges of the command line's numbers, checked before any engine starts (issue 50): an hour a
#: position, a depth no engine reaches, more processes than a machine has cores to run them are mistakes.
MAX_MOVETIME_MS = 3_600_000
MAX_DEPTH = 64
MAX_JOBS = 32


class UsageError(ValueError):
    """Bad input or options: one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise UsageError(f"usage: janggi-desktop analyse INPUT... OUTPUT [--movetime MS | --depth N] "
                         f"[--engine SPEC] [--jobs N] ({message})")


def build_parser() -> argparse.ArgumentParser:
    ap = _Parser(prog="janggi-desktop analyse",
                 description="Analyse every game of .gib/.pgn records with an engine into an annotated PGN "
                             "(evaluations, ?!/?/?? marks, better lines).")
    ap.add_argument("files", nargs="+", metavar="INPUT... OUTPUT",
                    help="record files to read (.gib, .pgn), then the .pgn file to write")
    limit = ap.add_mutually_exclusive_group()
    limit.add_argument("--movetime", type=bounded_int(1, MAX_MOVETIME_MS), default=None,
                       help=f"milliseconds per position (default {DEFAULT_MOVETIME})")
    limit.add_argument("--depth", type=bounded_int(1, MAX_DEPTH), default=None,
                       help="search depth per position instead of a time")
    ap.add_argument("--engine", default=None,
                    help="builtin:LEVEL, fsf[:SKILL] or uci:COMMAND (default: Fairy-Stockfish if installed, "
                         "else builtin:10)")
    ap.add_argument("--jobs", type=bounded_int(1, MAX_JOBS), default=None,
                    help=f"engine processes working at once, 1-{MAX_JOBS} (default: one per core)")
    return ap


def default_engine() -> str:
    return "fsf" if find_fairy_stockfish() else "builtin:10"


def process_spec(spec: PlayerSpec) -> PlayerSpec:
    """The spec to run as a process: the built-in engine becomes its own UCI engine at the same level."""
    if spec.kind != BUILTIN:
        return spec
    return PlayerSpec("uci", name=spec.label(), command=tuple(our_engine_command()),
                      options=(("Skill Level", str(spec.level)),))


def make_players(spec: PlayerSpec, jobs: int) -> list[Player]:
    run = process_spec(spec)
    env = our_engine_env() if run is not spec else None
    return [run.create(env=env) for _ in range(jobs)]


class Progress:
    """Positions done out of the total, drawn as a bar on a terminal and as a line per game elsewhere."""

    def __init__(self, total: int, games: int, out: TextIO) -> None:
        self.total = total
        self.games = games
        self.done = 0
        self.out = out
        self.tty = out.isatty()
        self.start = time.monotonic()
        self._drawn = 0.0

    def position(self) -> None:
        self.done += 1
        now = time.monotonic()
        if self.tty and (now - self._drawn > 0.1 or self.done == self.total):
            self._drawn = now
            width = 30
            filled = int(width * self.done / max(1, self.total))
            elapsed = now - self.start
            eta = elapsed / self.done * (self.total - self.done) if self.done else 0
            self.out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} positions  "
                           f"{elapsed:5.0f} s  eta {eta:4.0f} s ")
            self.out.flush()

    def game_done(self, index: int, record: GameRecord, finished: int) -> None:
        if self.tty:
            return
        self.out.write(f"game {index + 1}/{self.games} analysed ({len(record.moves)} moves); "
                       f"{finished} of {self.games} games done\n")
        self.out.flush()

    def end(self) -> None:
        if self.tty:
            self.out.write("\n")
            self.out.flush()


def run(inputs: Sequence[str], output: str, *, engine: str, limits: ThinkLimits, jobs: int,
        out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> tuple[int, int]:
    """Analyse the games of ``inputs`` into ``output``; (games written, games read).  Raises UsageError,
    RecordError, PlayerSpecError, AnalysisError; KeyboardInterrupt after writing what was finished."""
    if Path(output).suffix.lower() != ".pgn":
        raise UsageError(f"{output}: the output is an annotated PGN: give it a name ending in .pgn")
    check_writable(output)  # a folder, a pipe, a missing folder: said now, not after the first game
    spec = PlayerSpec.parse(engine)
    if spec.is_human:
        raise UsageError("an analysis needs an engine: builtin:LEVEL, fsf[:SKILL] or uci:COMMAND")
    records: list[GameRecord] = []
    for name in inputs:
        loaded = load_file(name)
        if loaded.note:  # how the text was decoded when it was not plain UTF-8: never a silent change
            err.write(f"{name}: {loaded.note}\n")
        records.extend(loaded.records)
    what = f"{limits.movetime_ms} ms a position" if limits.movetime_ms else f"depth {limits.depth}"
    label = f"{spec.label()}, {what}"
    analyses = [GameAnalysis(r.start_fen, r.ruleset, r.moves, engine=label) for r in records]
    total = sum(a.total for a in analyses)
    jobs = max(1, min(jobs, total))
    progress = Progress(total, len(records), err)
    written: list[int] = []  # indices of games written, in order
    lock = threading.Lock()

    def write() -> None:
        done = [i for i, a in enumerate(analyses) if a.complete]
        save_games(output, [annotate(records[i], analyses[i]) for i in done])
        written[:] = done

    def on_position(index: int, ply: int, position: PositionEval) -> None:
        with lock:
            progress.position()
            if analyses[index].complete:
                write()
                progress.game_done(index, records[index], len(written))

    t0 = time.monotonic()
    players = make_players(spec, jobs)
    try:
        analyse_games(analyses, players, limits, on_position=on_position)
    except KeyboardInterrupt:
        progress.end()
        with lock:
            write()
        raise
    finally:
        for p in players:
            p.close()
    progress.end()
    with lock:
        write()
    out.write(f"analysed {len(records)} game(s), {total} positions, in {time.monotonic() - t0:.1f} s with "
              f"{jobs} engine process(es) ({label}); wrote {output}\n")
    return len(written), len(records)


def main(argv: Sequence[str], *, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """The ``analyse`` sub-command; 0, 2 (bad input, one line on stderr) or 130 (interrupted)."""
    written = [0, 0]
    try:
        args = build_parser().parse_args(list(argv))
        if len(args.files) < 2:
            raise UsageError("give at least one record to read and the .pgn file to write")
        if args.movetime is not None and args.movetime < 1 or args.depth is not None and args.depth < 1:
            raise UsageError("--movetime and --depth must be positive")
        if args.jobs is not None and args.jobs < 1:
            raise UsageError("--jobs must be positive")
        limits = (ThinkLimits(depth=args.depth) if args.depth is not None
                  else ThinkLimits(movetime_ms=args.movetime or DEFAULT_MOVETIME))
        jobs = args.jobs or os.cpu_count() or 1
        *inputs, output = args.files
        written = list(run(inputs, output, engine=args.engine or default_engine(), limits=limits, jobs=jobs,
                           out=out, err=err))
    except SystemExit as e:  # --help
        return int(e.code or 0)
    except KeyboardInterrupt:
        err.write("janggi-desktop analyse: interrupted; the games finished so far were written\n")
        return 130
    except (UsageError, RecordError, PlayerSpecError, PlayerError, AnalysisError, ValueError, OSError) as e:
        err.write(f"janggi-desktop analyse: {one_line(e, 400)}\n")  # bounded: input may be quoted
        return 2
    return 0 if written[0] == written[1] else 1


__all__ = ["DEFAULT_MOVETIME", "UsageError", "build_parser", "default_engine", "main", "make_players",
           "process_spec", "run"]
