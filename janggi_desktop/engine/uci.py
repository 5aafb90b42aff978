"""UCI front-end (``janggi-engine``, ``python -m janggi_desktop.engine``), speaking UCI as Fairy-Stockfish
does for Janggi so that the same tools (our match runner, other GUIs) drive both.

The search and ``go perft`` run in a thread so that ``stop``, ``isready`` and ``quit`` are answered while
they work.  Bad input never ends the engine: it answers ``info string error: ...`` (one line, the input
quoted short) and waits for the next command.  Input is read as bytes and decoded as UTF-8 with
replacement, one line of at most :data:`MAX_LINE_BYTES` at a time, so no byte and no endless line can end
it; end of input is ``quit``.  When the reader goes away (a broken pipe, a closed output), the engine stops
its work and ends quietly, exit status 0.  A pass is written as the general's square twice (``e2e2``), and
``bestmove (none)`` means the game is over.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from dataclasses import replace
from typing import BinaryIO, TextIO

from janggi_desktop.messages import one_line, quote
from janggi_desktop.rules import RULE_SETS, Game, IllegalMoveError, PerftStopped
from janggi_desktop.rules.notation import parse_uci

from .levels import MAX_LEVEL, MIN_LEVEL, get_level, level_limits
from .multipv import search_lines
from .search import Limits, NoMoveError, Searcher, SearchInfo, Style
from .timeman import DEFAULT_OVERHEAD_MS

ENGINE_NAME = "Janggi Desktop engine"
ENGINE_AUTHOR = "Janggi Desktop developers"
DEFAULT_VARIANT = "janggi"  # Fairy-Stockfish's name; tools that speak Janggi UCI expect it
VARIANTS = ["janggi", "janggitraditional", "janggimodern", "janggicasual", "standard", "youzai"]
assert sorted(VARIANTS) == sorted(RULE_SETS)

#: The longest command line read (a ``position ... moves`` of a 5,000-ply game is about 25 KB).
MAX_LINE_BYTES = 1 << 20
#: The deepest ``go perft`` (the rules model's bound; depth 8 already counts for hours in Python).
MAX_PERFT_DEPTH = 20
#: The longest ``info string`` text.
MAX_INFO = 200

#: The most lines ``setoption name MultiPV`` may ask for.
MAX_MULTIPV = 10
GO_KEYWORDS = {"searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo", "byoyomi", "depth", "nodes",
               "mate", "movetime", "infinite", "perft"}


class UciError(ValueError):
    """A command the engine cannot act on; reported as ``info string``."""


class _LineTooLong:
    """What :func:`read_command` returns for a line over MAX_LINE_BYTES (the rest of it is skipped)."""


LINE_TOO_LONG = _LineTooLong()


def read_command(inp: BinaryIO | TextIO) -> str | _LineTooLong | None:
    """The next command line from ``inp`` (bytes decoded as UTF-8, an invalid byte becoming U+FFFD), or
    LINE_TOO_LONG for a line over MAX_LINE_BYTES (read to its end and dropped), or None at end of input."""
    raw = inp.readline(MAX_LINE_BYTES + 1)
    if not raw:
        return None
    if len(raw) > MAX_LINE_BYTES and raw[-1:] not in (b"\n", "\n"):
        while True:  # skip to the end of the line, a bounded chunk at a time
            rest = inp.readline(MAX_LINE_BYTES)
            if not rest or rest[-1:] in (b"\n", "\n"):
                break
        return LINE_TOO_LONG
    return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw


#: What ``go`` says after a refused ``position`` command.
NO_POSITION = "no position: the last 'position' command was refused; send a valid one"


class UciEngine:
    def __init__(self, out: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self._out_lock = threading.Lock()
        self.variant = DEFAULT_VARIANT
        self.level = MAX_LEVEL
        self.hash_mb = 16
        self.move_overhead = DEFAULT_OVERHEAD_MS
        #: Lines reported per search (UCI MultiPV); the best move is line 1's.
        self.multipv = 1
        #: Whether the levels that open from the book may (UCI OwnBook; an analysing GUI turns it off).
        self.own_book = True
        self.searcher = Searcher(hash_mb=self.hash_mb, style=get_level(self.level).style)
        #: The position to search; None after a refused ``position`` command, until the next valid one (a
        #: ``go`` then says so and answers ``bestmove (none)``: it never searches a position the GUI no longer
        #: has).
        self.game: Game | None = Game(self.variant)
        self._thread: threading.Thread | None = None
        self._work = None  # what the thread runs: self._search or self._perft_worker
        self._stop = threading.Event()
        #: True once the output is gone (broken pipe, closed): the engine stops its work and ends.
        self.output_closed = False

    # --- output -----------------------------------------------------------------------------------------
    def send(self, line: str) -> None:
        """Write one line; when nobody reads any more, remember it and stop the work instead of raising."""
        with self._out_lock:
            if self.output_closed:
                return
            try:
                self.out.write(line + "\n")
                self.out.flush()
            except (OSError, ValueError):  # BrokenPipeError, or a closed file
                self.output_closed = True
                self._stop.set()

    def info_string(self, text: str) -> None:
        self.send("info string " + one_line(text, MAX_INFO))

    # --- dispatch ---------------------------------------------------------------------------------------
    def handle(self, line: str) -> bool:
        """Act on one command line; False after ``quit``."""
        tokens = line.strip().split()
        if not tokens:
            return True
        cmd, args = tokens[0], tokens[1:]
        try:
            if cmd == "quit":
                self.stop_search()
                return False
            handler = getattr(self, "cmd_" + cmd, None) if cmd.isidentifier() else None
            if handler is None:
                raise UciError(f"unknown command: {quote(line.strip(), 60)}")
            handler(args)
        except (UciError, ValueError) as e:
            self.info_string(f"error: {e}")
        except Exception as e:  # noqa: BLE001 - a bug must not end the engine: say so and wait for more
            self.info_string(f"error: internal error on {quote(line.strip(), 40)}: {type(e).__name__}: {e}")
        return not self.output_closed

    def run(self, inp: BinaryIO | TextIO) -> None:
        """Read commands until ``quit``, end of input or a closed output (then the work in progress stops)."""
        while True:
            line = read_command(inp)
            if line is None:
                break
            if line is LINE_TOO_LONG:
                self.info_string(f"error: line too long (over {MAX_LINE_BYTES:,} bytes); ignored")
                continue
            assert isinstance(line, str)
            if not self.handle(line):
                self.stop_search()
                return
        # end of input: a search stops (as after quit), a perft is let finish its count (as Fairy-Stockfish,
        # whose perft holds its command loop, prints the whole count of ``echo "go perft 5" | engine``)
        if self._perft_running and not self.output_closed:
            self._wait_work()
        self.stop_search()

    # --- commands ---------------------------------------------------------------------------------------
    def cmd_uci(self, args: list[str]) -> None:
        self.send(f"id name {ENGINE_NAME}")
        self.send(f"id author {ENGINE_AUTHOR}")
        self.send("option name UCI_Variant type combo default " + DEFAULT_VARIANT + "".join(
            f" var {v}" for v in VARIANTS))
        self.send(f"option name Skill Level type spin default {MAX_LEVEL} min {MIN_LEVEL} max {MAX_LEVEL}")
        self.send("option name Hash type spin default 16 min 1 max 1024")
        self.send(f"option name Move Overhead type spin default {DEFAULT_OVERHEAD_MS} min 0 max 5000")
        self.send(f"option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}")
        self.send("option name OwnBook type check default true")
        self.send("option name Clear Hash type button")
        self.send("uciok")

    def cmd_isready(self, args: list[str]) -> None:
        self.send("readyok")

    def cmd_debug(self, args: list[str]) -> None:
        pass

    def cmd_ucinewgame(self, args: list[str]) -> None:
        self.stop_search()
        self.searcher.clear()
        self.game = Game(self.variant)

    def cmd_setoption(self, args: list[str]) -> None:
        self.stop_search()
        if len(args) < 2 or args[0] != "name":
            raise UciError(f"setoption needs 'name <id> [value <x>]', got: {quote(' '.join(args), 40)}")
        # "value" as a word ends the name, even with nothing after it ("setoption name UCI_Variant value")
        end = args.index("value", 1) if "value" in args[1:] else len(args)
        name = " ".join(args[1:end]).lower()
        value = " ".join(args[end + 1:])
        if name == "uci_variant":
            v = value.lower()
            if not v:
                raise UciError(f"UCI_Variant needs a value: one of {', '.join(VARIANTS)}")
            if v not in RULE_SETS:
                raise UciError(f"unknown UCI_Variant {value!r}; expected one of {', '.join(VARIANTS)}")
            self.variant = v
            self.game = Game(v)
            self.searcher.clear()
        elif name == "skill level":
            try:
                level = int(value)
            except ValueError:
                raise UciError(
                    f"Skill Level must be an integer {MIN_LEVEL}..{MAX_LEVEL}, got {value!r}") from None
            self.level = max(MIN_LEVEL, min(MAX_LEVEL, level))
            self.searcher.style = self._style()
        elif name == "hash":
            try:
                mb = int(value)
            except ValueError:
                raise UciError(f"Hash must be an integer number of MB, got {value!r}") from None
            self.hash_mb = max(1, min(1024, mb))
            self.searcher.set_hash(self.hash_mb)
        elif name == "clear hash":
            self.searcher.clear()
        elif name == "move overhead":
            try:
                ms = int(value)
            except ValueError:
                raise UciError(f"Move Overhead must be an integer number of milliseconds, got {value!r}") from None
            self.move_overhead = max(0, min(5000, ms))
        elif name == "multipv":
            try:
                n = int(value)
            except ValueError:
                raise UciError(f"MultiPV must be an integer 1..{MAX_MULTIPV}, got {value!r}") from None
            self.multipv = max(1, min(MAX_MULTIPV, n))
        elif name == "ownbook":
            if value.lower() not in ("true", "false"):
                raise UciError(f"OwnBook must be true or false, got {value!r}")
            self.own_book = value.lower() == "true"
            self.searcher.style = self._style()
        elif name in ("ponder", "uci_chess960", "threads"):
            pass  # accepted and ignored
        else:
            raise UciError(f"unknown option {name!r}")

    def cmd_position(self, args: list[str]) -> None:
        """Set the position; a refused command leaves no position (see ``self.game``), never the previous one."""
        self.stop_search()
        self.game = None
        if not args:
            raise UciError("position needs 'startpos' or 'fen <fen>'")
        if "moves" in args:
            i = args.index("moves")
            head, moves = args[:i], args[i + 1:]
        else:
            head, moves = args, []
        if not head:
            raise UciError("position needs 'startpos' or 'fen <fen>' before 'moves'")
        if head[0] == "startpos" and len(head) == 1:
            game = Game(self.variant)
        elif head[0] == "fen" and len(head) > 1:
            game = Game.from_fen(" ".join(head[1:]), ruleset=self.variant)
        else:
            raise UciError(f"position needs 'startpos' or 'fen <fen>', got: {quote(' '.join(args), 40)}")
        for text in moves:
            try:
                game.push_uci(text)
            except IllegalMoveError as e:
                raise UciError(f"illegal move {quote(text, 20)} in position command ({e})") from None
        self.game = game

    def _position(self) -> Game:
        if self.game is None:
            raise UciError(NO_POSITION)
        return self.game

    def cmd_go(self, args: list[str]) -> None:
        self.stop_search()
        if args and args[0] == "perft":
            self._start(self._perft_worker, self._position().copy(), _perft_depth(args[1:]))
            return
        if self.game is None:  # answered, so that a GUI waiting for bestmove does not wait for nothing
            self.info_string(f"error: {NO_POSITION}")
            self.send("bestmove (none)")
            return
        limits = Limits(started=time.perf_counter(), move_overhead=self.move_overhead)  # the clock runs from now
        i = 0
        ints = {"wtime", "btime", "winc", "binc", "movestogo", "byoyomi", "depth", "nodes", "movetime", "mate"}
        while i < len(args):
            key = args[i]
            if key in ints:
                if i + 1 >= len(args):
                    raise UciError(f"go {key} needs a number")
                try:
                    val = int(args[i + 1])
                except ValueError:
                    raise UciError(f"go {key} needs a number, got {args[i + 1]!r}") from None
                if key == "mate":
                    limits.depth = max(1, 2 * val)
                else:
                    setattr(limits, key, max(0, val) if key not in ("wtime", "btime") else val)
                i += 2
            elif key == "infinite":
                limits.infinite = True
                i += 1
            elif key == "ponder":
                i += 1
            elif key == "searchmoves":
                i += 1
                start = i
                while i < len(args) and args[i] not in GO_KEYWORDS:
                    i += 1
                limits.searchmoves = self._searchmoves(args[start:i])
            else:
                raise UciError(f"unknown go parameter {quote(key, 20)}")
        if self.level != MAX_LEVEL:
            limits = level_limits(self.level, limits)
        self._start(self._search, self._position().copy(), limits)

    @property
    def _perft_running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._work == self._perft_worker

    def _wait_work(self) -> None:
        if self._thread is not None:
            self._thread.join()

    def _searchmoves(self, texts: list[str]) -> list[int] | None:
        """The legal moves among ``go searchmoves`` (as ints); the others are named in an ``info string``.
        None (search every move) when none is legal, which is said too."""
        legal = {m.to_int() for m in self._position().legal_moves()}
        chosen: list[int] = []
        refused: list[str] = []
        for text in texts:
            try:
                fr, to = parse_uci(text)
            except ValueError:
                refused.append(text)
                continue
            m = (fr << 7) | to
            if m in legal:
                chosen.append(m)
            else:
                refused.append(text)
        if refused:
            names = " ".join(refused)
            self.info_string(f"searchmoves: not legal here, ignored: {names}")
        if texts and not chosen:
            self.info_string("searchmoves: none of the searchmoves is legal; searching every move")
            return None
        return chosen or None

    def _start(self, work, game: Game, arg) -> None:
        """Run ``work(game, arg, stop)`` in the worker thread (one at a time; ``stop_search`` ends it)."""
        self._stop = threading.Event()
        if self.output_closed:
            self._stop.set()
        self._work = work
        self._thread = threading.Thread(target=work, args=(game, arg, self._stop), daemon=True)
        self._thread.start()

    def cmd_stop(self, args: list[str]) -> None:
        self.stop_search()

    def cmd_d(self, args: list[str]) -> None:
        """Fairy-Stockfish's debugging display: the FEN and the legal moves."""
        if self.game is None:
            self.send(f"Fen: (none: {NO_POSITION})")
            return
        self.send(f"Fen: {self.game.fen()}")
        self.send("Legal moves: " + " ".join(str(m) for m in self.game.legal_moves()))

    # --- work -------------------------------------------------------------------------------------------
    def stop_search(self) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
            self._thread = None

    def _style(self) -> Style:
        """The level's style, without its opening book when OwnBook is off."""
        style = get_level(self.level).style
        return style if self.own_book or not style.book else replace(style, book=False)

    def _search(self, game: Game, limits: Limits, stop: threading.Event) -> None:
        if self.multipv > 1:
            self._search_lines(game, limits, stop)
            return
        try:
            result = self.searcher.search(limits, on_info=self._info, stop_event=stop, game=game)
        except NoMoveError:
            self.send("info depth 0 score mate 0" if game.in_check() else "info depth 0 score cp 0")
            if limits.infinite:
                stop.wait()
            self.send("bestmove (none)")
            return
        except Exception as e:  # pragma: no cover - a bug must not leave the GUI waiting for bestmove
            self.info_string(f"error: search failed: {type(e).__name__}: {e}")
            legal = game.legal_moves()
            self.send(f"bestmove {legal[0]}" if legal else "bestmove (none)")
            return
        if result.info is not None:
            self._info(result.info)
        line = f"bestmove {result.best}"
        if result.ponder is not None:
            line += f" ponder {result.ponder}"
        self.send(line)

    def _search_lines(self, game: Game, limits: Limits, stop: threading.Event) -> None:
        """MultiPV: the best lines, each reported as ``info ... multipv k ...`` (Fairy-Stockfish's form) at
        every depth and once more at the end; the best move is line 1's (:mod:`.multipv`)."""
        try:
            lines = search_lines(self.searcher, game, limits, self.multipv, on_info=self._info, stop_event=stop)
        except NoMoveError:
            self.send("info depth 0 score mate 0" if game.in_check() else "info depth 0 score cp 0")
            if limits.infinite:
                stop.wait()
            self.send("bestmove (none)")
            return
        for k, info in enumerate(lines, 1):
            self._info(info, k)
        if limits.infinite:
            stop.wait()  # UCI: under "go infinite" the bestmove waits for "stop"
        best = lines[0].pv if lines and lines[0].pv else [game.legal_moves()[0]]
        self.send(f"bestmove {best[0]}" + (f" ponder {best[1]}" if len(best) > 1 else ""))

    def _info(self, info: SearchInfo, multipv: int = 1) -> None:
        score = f"mate {info.score_mate}" if info.score_mate is not None else f"cp {info.score_cp}"
        pv = " ".join(str(m) for m in info.pv)
        self.send(f"info depth {info.depth} seldepth {info.seldepth} multipv {multipv} score {score} "
                  f"nodes {info.nodes} nps {info.nps} time {info.time_ms} pv {pv}".rstrip())

    def perft(self, depth: int) -> None:
        """``go perft N`` counted here, in the caller's thread (the command runs it in the worker)."""
        self._perft_worker(self._position().copy(), depth, threading.Event())

    def _perft_worker(self, game: Game, depth: int, stop: threading.Event) -> None:
        """``go perft N``: the count after each move, as Fairy-Stockfish lists it (its perft is not cut by
        the counting ends, so neither is ours: see ``Game.perft``).  ``stop`` (or ``quit``) ends the count;
        the moves already counted stay listed, and no total is given for a count cut short."""
        try:
            counts = game.perft_divide(depth, should_stop=stop.is_set,
                                       on_move=lambda uci, n: self.send(f"{uci}: {n}"))
            total = sum(counts.values()) if depth > 0 else 1
        except PerftStopped as e:
            self.info_string(f"{e}: the counts are incomplete")
            return
        except ValueError as e:  # the rules model's bounds
            self.info_string(f"error: perft: {e}")
            return
        except Exception as e:  # noqa: BLE001 - a bug must not leave the caller waiting in silence
            self.info_string(f"error: perft failed: {type(e).__name__}: {e}")
            return
        self.send("")
        self.send(f"Nodes searched: {total}")
        self.send("")


def _perft_depth(args: list[str]) -> int:
    if not args:
        raise UciError(f"go perft needs a depth 0..{MAX_PERFT_DEPTH}")
    if not re.fullmatch(r"[0-9]{1,6}", args[0]) or int(args[0]) > MAX_PERFT_DEPTH:
        raise UciError(f"go perft depth must be 0..{MAX_PERFT_DEPTH}, got {quote(args[0], 20)}")
    return int(args[0])


def main(argv: list[str] | None = None) -> int:
    """Console entry point: read UCI commands from stdin until ``quit`` or end of input; exit status 0,
    also when the reader went away (nothing is printed then: there is nobody to read it)."""
    try:
        sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        pass
    engine = UciEngine(sys.stdout)
    try:
        engine.run(getattr(sys.stdin, "buffer", sys.stdin))
    except KeyboardInterrupt:
        engine.stop_search()
    if engine.output_closed:
        _silence_stdout()
    return 0


def _silence_stdout() -> None:
    """Point stdout at the null device, so that the interpreter's last flush of a broken pipe does not
    print "Exception ignored ... BrokenPipeError" on the way out."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
