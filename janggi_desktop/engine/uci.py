"""UCI front-end (``janggi-engine``, ``python -m janggi_desktop.engine``), speaking UCI as Fairy-Stockfish
does for Janggi so that the same tools (our match runner, other GUIs) drive both.

The search runs in a thread so that ``stop``, ``isready`` and ``quit`` are answered while it thinks.  Bad
input never ends the engine: it answers ``info string`` with what is wrong and waits for the next command.
A pass is written as the general's square twice (``e2e2``), and ``bestmove (none)`` means the game is over.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import TextIO

from janggi_desktop.rules import RULE_SETS, Game, IllegalMoveError
from janggi_desktop.rules.notation import parse_uci

from .levels import MAX_LEVEL, MIN_LEVEL, get_level, level_limits
from .search import Limits, NoMoveError, Searcher, SearchInfo
from .timeman import DEFAULT_OVERHEAD_MS

ENGINE_NAME = "Janggi Desktop engine"
ENGINE_AUTHOR = "Janggi Desktop developers"
DEFAULT_VARIANT = "janggi"  # Fairy-Stockfish's name; tools that speak Janggi UCI expect it
VARIANTS = ["janggi", "janggitraditional", "janggimodern", "janggicasual", "standard", "youzai"]
assert sorted(VARIANTS) == sorted(RULE_SETS)

GO_KEYWORDS = {"searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo", "byoyomi", "depth", "nodes",
               "mate", "movetime", "infinite", "perft"}


class UciError(ValueError):
    """A command the engine cannot act on; reported as ``info string``."""


class UciEngine:
    def __init__(self, out: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self._out_lock = threading.Lock()
        self.variant = DEFAULT_VARIANT
        self.level = MAX_LEVEL
        self.hash_mb = 16
        self.move_overhead = DEFAULT_OVERHEAD_MS
        self.searcher = Searcher(hash_mb=self.hash_mb, style=get_level(self.level).style)
        self.game = Game(self.variant)
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()

    # --- output -----------------------------------------------------------------------------------------
    def send(self, line: str) -> None:
        with self._out_lock:
            self.out.write(line + "\n")
            self.out.flush()

    def info_string(self, text: str) -> None:
        self.send("info string " + " ".join(text.split()))

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
            handler = getattr(self, "cmd_" + cmd, None)
            if handler is None:
                raise UciError(f"unknown command: {line.strip()}")
            handler(args)
        except (UciError, ValueError) as e:
            self.info_string(f"error: {e}")
        return True

    def run(self, inp: TextIO) -> None:
        for line in inp:
            if not self.handle(line):
                break
        else:
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
        text = " ".join(args)
        if not text.startswith("name "):
            raise UciError(f"setoption needs 'name <id> [value <x>]', got: {text}")
        body = text[5:]
        name, _, value = body.partition(" value ")
        name = name.strip().lower()
        value = value.strip()
        if name == "uci_variant":
            v = value.lower()
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
            self.searcher.style = get_level(self.level).style
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
        elif name in ("ponder", "uci_chess960", "multipv", "threads"):
            pass  # accepted and ignored
        else:
            raise UciError(f"unknown option {name!r}")

    def cmd_position(self, args: list[str]) -> None:
        self.stop_search()
        if not args:
            raise UciError("position needs 'startpos' or 'fen <fen>'")
        if "moves" in args:
            i = args.index("moves")
            head, moves = args[:i], args[i + 1:]
        else:
            head, moves = args, []
        if head[0] == "startpos" and len(head) == 1:
            game = Game(self.variant)
        elif head[0] == "fen" and len(head) > 1:
            game = Game.from_fen(" ".join(head[1:]), ruleset=self.variant)
        else:
            raise UciError(f"position needs 'startpos' or 'fen <fen>', got: {' '.join(args)}")
        for text in moves:
            try:
                game.push_uci(text)
            except IllegalMoveError as e:
                raise UciError(
                    f"illegal move {text!r} in position command ({e}); position unchanged") from None
        self.game = game

    def cmd_go(self, args: list[str]) -> None:
        self.stop_search()
        if args and args[0] == "perft":
            if len(args) < 2 or not args[1].isdigit():
                raise UciError("go perft needs a depth")
            self.perft(int(args[1]))
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
                moves = []
                while i < len(args) and args[i] not in GO_KEYWORDS:
                    try:
                        fr, to = parse_uci(args[i])
                    except ValueError as e:
                        raise UciError(f"bad move in searchmoves: {e}") from None
                    moves.append((fr << 7) | to)
                    i += 1
                limits.searchmoves = moves
            else:
                raise UciError(f"unknown go parameter {key!r}")
        if self.level != MAX_LEVEL:
            limits = level_limits(self.level, limits)
        game = self.game.copy()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._search, args=(game, limits, self._stop), daemon=True)
        self._thread.start()

    def cmd_stop(self, args: list[str]) -> None:
        self.stop_search()

    def cmd_d(self, args: list[str]) -> None:
        """Fairy-Stockfish's debugging display: the FEN and the legal moves."""
        self.send(f"Fen: {self.game.fen()}")
        self.send("Legal moves: " + " ".join(str(m) for m in self.game.legal_moves()))

    # --- work -------------------------------------------------------------------------------------------
    def stop_search(self) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
            self._thread = None

    def _search(self, game: Game, limits: Limits, stop: threading.Event) -> None:
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

    def _info(self, info: SearchInfo) -> None:
        score = f"mate {info.score_mate}" if info.score_mate is not None else f"cp {info.score_cp}"
        pv = " ".join(str(m) for m in info.pv)
        self.send(f"info depth {info.depth} seldepth {info.seldepth} multipv 1 score {score} "
                  f"nodes {info.nodes} nps {info.nps} time {info.time_ms} pv {pv}".rstrip())

    def perft(self, depth: int) -> None:
        """``go perft N``: the count after each move, as Fairy-Stockfish lists it (its perft is not cut by
        the counting ends, so neither is ours: see ``Game.perft``)."""
        game = self.game.copy()
        if depth <= 0:
            total = 1
        else:
            counts = game.perft_divide(depth)
            for move, n in counts.items():
                self.send(f"{move}: {n}")
            total = sum(counts.values())
        self.send("")
        self.send(f"Nodes searched: {total}")
        self.send("")


def main(argv: list[str] | None = None) -> int:
    """Console entry point: read UCI commands from stdin until ``quit`` or end of input."""
    try:
        sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        pass
    engine = UciEngine(sys.stdout)
    try:
        engine.run(sys.stdin)
    except KeyboardInterrupt:
        engine.stop_search()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
