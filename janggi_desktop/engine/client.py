"""A UCI client: runs any Janggi UCI engine (ours, Fairy-Stockfish) as a subprocess.

One reader thread moves the engine's output lines into a queue, so every wait has a timeout and a hung or
crashed engine surfaces as an exception instead of freezing the caller (the GUI will use this for external
engines; the match runner uses it for both players).  ``close()`` asks politely (``quit``), then terminates,
then kills, so no engine process outlives its client.

An engine's output cannot defeat this: every wait has a deadline fixed when it starts, which lines arriving
without end (an engine that is really ``yes``) do not postpone; a line longer than :data:`MAX_LINE_BYTES`
(an engine writing without newlines) is a protocol error, not gigabytes of memory; the queue holds at most
:data:`MAX_QUEUED_LINES` lines (an engine that talks while nobody listens waits on its pipe); the info lines
kept for one search are bounded; and writing a command to an engine that stops reading its input gives up
after :data:`SEND_TIMEOUT` seconds.
"""

from __future__ import annotations

import os
import queue
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

FAIRY_STOCKFISH = "/usr/games/fairy-stockfish"

#: The longest line read from an engine (bytes): Fairy-Stockfish's longest, its UCI_Variant option listing
#: every variant, is about 1 KB; a principal variation of 200 moves is 1 KB.
MAX_LINE_BYTES = 64 << 10
#: Lines waiting to be read; past that the reader waits (and the engine with it, on its full pipe).
MAX_QUEUED_LINES = 4096
#: The info lines one search keeps (the last ones): an analysis of hours must not grow without end.
MAX_INFO_LINES = 2000
#: How long (seconds) a command may wait for an engine that does not read its input.
SEND_TIMEOUT = 10.0
#: How often a wait with a cancel event looks at it (seconds).
CANCEL_POLL = 0.05


class EngineError(RuntimeError):
    """The engine process died, could not start, or broke the protocol."""


class EngineTimeoutError(EngineError):
    """The engine did not answer in time."""


class EngineCancelledError(EngineError):
    """The caller's cancel event was set while the engine was being waited for (the client is then closed at
    once: see :attr:`UciClient.CANCELLED_CLOSE_TIMEOUT`)."""


class _LineTooLong:
    """The reader's mark for a line over :data:`MAX_LINE_BYTES` (after it the reader stops reading)."""


_TOO_LONG = _LineTooLong()


@dataclass
class EngineOption:
    name: str
    type: str
    default: str | None = None
    min: int | None = None
    max: int | None = None
    vars: list[str] = field(default_factory=list)


@dataclass
class BestMove:
    move: str | None  # UCI text; None for "bestmove (none)"
    ponder: str | None
    info: list[str]  # the info lines of this search

    def last_score(self) -> tuple[str, int] | None:
        """("cp"|"mate", value) from the last info line that has a score."""
        for line in reversed(self.info):
            parts = line.split()
            if "score" in parts:
                i = parts.index("score")
                try:
                    return parts[i + 1], int(parts[i + 2])
                except (IndexError, ValueError):
                    return None
        return None


@dataclass
class InfoLine:
    """What one UCI ``info`` line says about a search (fields it does not mention stay None/empty).

    ``score_cp``/``score_mate`` are from the side to move's point of view, as UCI sends them."""

    depth: int | None = None
    seldepth: int | None = None
    multipv: int = 1
    score_cp: int | None = None
    score_mate: int | None = None
    bound: str | None = None  # "lowerbound" / "upperbound" when the score is only a bound
    nodes: int | None = None
    nps: int | None = None
    time_ms: int | None = None
    pv: list[str] = field(default_factory=list)
    string: str | None = None  # the text of an ``info string`` line


_INFO_INTS = {"depth": "depth", "seldepth": "seldepth", "multipv": "multipv", "nodes": "nodes", "nps": "nps",
              "time": "time_ms"}


def parse_info(line: str) -> InfoLine | None:
    """Parse ``info depth 12 seldepth 15 multipv 1 score cp 35 nodes … pv e4d4 …``; None if not an info line.
    Unknown tokens are skipped and malformed numbers ignored: an engine's odd output never raises."""
    parts = line.split()
    if not parts or parts[0] != "info":
        return None
    info = InfoLine()
    i = 1
    while i < len(parts):
        key = parts[i]
        if key == "string":
            info.string = " ".join(parts[i + 1:])
            break
        if key == "pv":
            info.pv = parts[i + 1:]
            break
        if key in _INFO_INTS and i + 1 < len(parts):
            try:
                setattr(info, _INFO_INTS[key], int(parts[i + 1]))
            except ValueError:
                pass
            i += 2
            continue
        if key == "score" and i + 2 < len(parts):
            try:
                value = int(parts[i + 2])
            except ValueError:
                value = None
            if parts[i + 1] == "cp":
                info.score_cp = value
            elif parts[i + 1] == "mate":
                info.score_mate = value
            i += 3
            if i < len(parts) and parts[i] in ("lowerbound", "upperbound"):
                info.bound = parts[i]
                i += 1
            continue
        i += 1
    return info


def our_engine_command() -> list[str]:
    """The command line of our own engine, runnable from a source checkout or an installed package."""
    return [sys.executable, "-m", "janggi_desktop.engine"]


def our_engine_env() -> dict[str, str]:
    """The environment that runs :func:`our_engine_command` from this very copy of the package (a checkout
    or a worktree comes first on the path, before any installed copy)."""
    return _our_env()


def _our_env() -> dict[str, str]:
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def parse_option(line: str) -> EngineOption | None:
    """Parse ``option name <name with spaces> type <t> [default <d>] [min <a>] [max <b>] [var <v>]...``."""
    parts = line.split()
    if len(parts) < 5 or parts[0] != "option" or parts[1] != "name" or "type" not in parts:
        return None
    ti = parts.index("type")
    opt = EngineOption(name=" ".join(parts[2:ti]), type=parts[ti + 1] if ti + 1 < len(parts) else "")
    i = ti + 2
    keys = {"default", "min", "max", "var"}
    while i < len(parts):
        key = parts[i]
        j = i + 1
        while j < len(parts) and parts[j] not in keys:
            j += 1
        value = " ".join(parts[i + 1:j])
        if key == "default":
            opt.default = value
        elif key in ("min", "max"):
            try:
                setattr(opt, key, int(value))
            except ValueError:
                pass
        elif key == "var":
            opt.vars.append(value)
        i = j
    return opt


class UciClient:
    """A running UCI engine.  Use as a context manager, or call :meth:`close`.

    ``cancel``, an event another thread may set, ends every wait for the engine's lines (:meth:`read_until`,
    so the handshake and :meth:`is_ready`) within :data:`CANCEL_POLL` seconds with
    :class:`EngineCancelledError`; the handshake then closes the engine itself, and :meth:`close` gives an
    engine it cancelled only :attr:`CANCELLED_CLOSE_TIMEOUT` seconds per step: the user who closed the
    dialog that was checking an engine is not kept waiting by one that never answers (``nouci``)."""

    #: How long ``quit`` and then ``terminate`` may each take once ``cancel`` is set (seconds).
    CANCELLED_CLOSE_TIMEOUT = 0.2

    def __init__(self, command: Sequence[str] | str | None = None, *, env: dict[str, str] | None = None,
                 cwd: str | None = None, startup_timeout: float = 10.0,
                 cancel: threading.Event | None = None) -> None:
        if command is None:
            command = our_engine_command()
            env = env or _our_env()
        elif isinstance(command, str):
            command = [command]
        self.command = list(command)
        self.name: str | None = None
        self.author: str | None = None
        self.options: dict[str, EngineOption] = {}
        self._lines: queue.Queue[str | _LineTooLong | None] = queue.Queue(MAX_QUEUED_LINES)
        self._closing = threading.Event()
        self._cancel = cancel
        if cancel is not None and cancel.is_set():  # cancelled before it started: start nothing
            raise EngineCancelledError(f"engine {self.command[0]!r} was cancelled before it started")
        try:  # bytes, unbuffered: the reader splits lines itself, with a bound on their length
            self.proc = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, bufsize=0, env=env, cwd=cwd)
        except (OSError, ValueError) as e:  # ValueError: a NUL byte in the command
            raise EngineError(f"cannot start engine {self.command[0]!r}: {e}") from e
        self._reader = threading.Thread(target=self._read, daemon=True, name="uci-reader")
        self._reader.start()
        try:
            self._handshake(startup_timeout)
        except EngineError:
            self.close(timeout=0.5)  # a process that does not speak UCI must not linger
            raise

    # --- plumbing ---------------------------------------------------------------------------------------
    def _read(self) -> None:
        """The reader thread: the engine's output, split into lines of at most MAX_LINE_BYTES."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        pending = bytearray()
        end: _LineTooLong | None = None  # what the queue ends with: the end of output, or a line too long
        try:
            while not self._closing.is_set():
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    break
                start = 0
                while True:
                    nl = chunk.find(b"\n", start)
                    pending += chunk[start:] if nl < 0 else chunk[start:nl]
                    if len(pending) > MAX_LINE_BYTES:
                        end = _TOO_LONG
                        return  # a broken engine: nothing it says from now on is read
                    if nl < 0:
                        break
                    self._put(pending.decode("utf-8", "replace").rstrip("\r"))
                    pending.clear()
                    start = nl + 1
        except (OSError, ValueError):  # the pipe closed under us by close(): the end of the output
            pass
        finally:
            self._put(end)  # the one last item: the process is gone (or no longer listened to)

    def _put(self, item: str | _LineTooLong | None) -> None:
        """Queue ``item``, waiting while the queue is full, unless the client is closing."""
        while True:
            try:
                self._lines.put(item, timeout=0.1)
                return
            except queue.Full:
                if self._closing.is_set():
                    return

    def _label(self) -> str:
        return self.name or self.command[0]

    def send(self, line: str) -> None:
        """Write one command; an engine that does not read it within :data:`SEND_TIMEOUT` s is an error."""
        if self.proc.poll() is not None or self.proc.stdin is None:
            raise EngineError(f"engine {self._label()} has exited (code {self.proc.returncode})")
        data = (line + "\n").encode("utf-8", "replace")
        try:
            self._write(data)
        except (BrokenPipeError, OSError, ValueError) as e:
            raise EngineError(f"engine {self._label()} closed its input: {e}") from e

    def _write(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        fd = self.proc.stdin.fileno()
        if os.name != "posix":  # no select() on Windows pipes: a plain (blocking) write
            self.proc.stdin.write(data)
            return
        deadline = time.monotonic() + SEND_TIMEOUT
        view = memoryview(data)
        while view:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([], [fd], [], remaining)[1]:
                raise EngineTimeoutError(f"engine {self._label()} did not read its input within "
                                         f"{SEND_TIMEOUT:.0f} s")
            # select said writable: at least PIPE_BUF bytes fit, so a write of at most that never blocks
            written = os.write(fd, view[:select.PIPE_BUF])
            view = view[written:]

    def _next_line(self, timeout: float) -> str | None:
        """The next line, or None when none came within ``timeout`` seconds (0: only a line already read)."""
        try:
            line = self._lines.get(timeout=timeout) if timeout > 0 else self._lines.get_nowait()
        except queue.Empty:
            return None
        if line is None or line is _TOO_LONG:
            self._lines.put(line)  # every later read sees the end too
            if line is None:
                raise EngineError(f"engine {self._label()} exited unexpectedly")
            raise EngineError(f"engine {self._label()} wrote a line longer than {MAX_LINE_BYTES >> 10} KB "
                              "(not a UCI engine?)")
        assert isinstance(line, str)
        return line

    def read_line(self, timeout: float) -> str:
        line = self._next_line(timeout)
        if line is None:
            raise EngineTimeoutError(f"engine {self._label()} did not answer within {max(timeout, 0.0):.1f} s")
        return line

    def read_until(self, predicate: Callable[[str], bool], timeout: float) -> list[str]:
        """Lines up to and including the first one matching ``predicate``, within ``timeout`` seconds in all:
        lines that do not match never extend it.  At most MAX_QUEUED_LINES lines are kept (the last)."""
        deadline = time.monotonic() + timeout
        out: list[str] = []
        cancel = self._cancel
        while True:
            if cancel is not None and cancel.is_set():
                raise EngineCancelledError(f"the wait for engine {self._label()} was cancelled")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimeoutError(f"engine {self._label()} did not answer within {timeout:.1f} s")
            line = self._next_line(remaining if cancel is None else min(remaining, CANCEL_POLL))
            if line is None:
                continue  # a wait (or a polling slice) ended: look at the cancel event and the deadline again
            out.append(line)
            if len(out) > 2 * MAX_QUEUED_LINES:
                del out[:MAX_QUEUED_LINES]
            if predicate(line):
                return out

    def _handshake(self, timeout: float) -> None:
        self.send("uci")
        for line in self.read_until(lambda s: s.strip() == "uciok", timeout):
            if line.startswith("id name "):
                self.name = line[8:].strip()
            elif line.startswith("id author "):
                self.author = line[10:].strip()
            elif line.startswith("option "):
                opt = parse_option(line)
                if opt is not None:
                    self.options[opt.name.lower()] = opt

    # --- UCI --------------------------------------------------------------------------------------------
    def is_ready(self, timeout: float = 10.0) -> None:
        self.send("isready")
        self.read_until(lambda s: s.strip() == "readyok", timeout)

    def set_option(self, name: str, value: object | None = None) -> None:
        self.send(f"setoption name {name}" + ("" if value is None else f" value {value}"))

    def new_game(self) -> None:
        self.send("ucinewgame")

    def position(self, fen: str | None = None, moves: Sequence[str] = ()) -> None:
        head = "position startpos" if fen is None else f"position fen {fen}"
        self.send(head + (" moves " + " ".join(moves) if moves else ""))

    def go(self, *, movetime: int | None = None, depth: int | None = None, nodes: int | None = None,
           wtime: int | None = None, btime: int | None = None, winc: int | None = None,
           binc: int | None = None, byoyomi: int | None = None, movestogo: int | None = None,
           searchmoves: Sequence[str] = (), timeout: float | None = None,
           on_info: Callable[[str], None] | None = None,
           stop_event: threading.Event | None = None, infinite: bool = False) -> BestMove:
        """Search and wait for ``bestmove``.  ``timeout`` defaults to the move time (or the mover's clock)
        plus a margin; on expiry the engine is sent ``stop`` and given 2 more seconds.  Setting
        ``stop_event`` sends ``stop`` at once (polled every 20 ms), and the engine's answer is returned.

        ``infinite`` sends ``go infinite`` (analysis): the search ends only when ``stop_event`` is set (it is
        required then), whatever ``timeout`` says."""
        if infinite and stop_event is None:
            raise ValueError("go infinite needs a stop event: nothing else would end it")
        parts = ["go", "infinite"] if infinite else ["go"]
        for key, val in (("movetime", movetime), ("depth", depth), ("nodes", nodes), ("wtime", wtime),
                         ("btime", btime), ("winc", winc), ("binc", binc), ("byoyomi", byoyomi),
                         ("movestogo", movestogo)):
            if val is not None:
                parts += [key, str(int(val))]
        if searchmoves:
            parts += ["searchmoves", *searchmoves]
        if infinite:
            timeout = float("inf")
        elif timeout is None:
            if movetime is not None:
                timeout = movetime / 1000.0 + 5.0
            elif wtime is not None or btime is not None:
                timeout = (max(wtime or 0, btime or 0) + (byoyomi or 0)) / 1000.0 + 5.0
            else:
                timeout = 300.0
        self.send(" ".join(parts))
        return self._wait_bestmove(timeout, on_info, stop_event)

    def go_infinite(self) -> None:
        self.send("go infinite")

    def stop(self, timeout: float = 5.0) -> BestMove:
        self.send("stop")
        return self._wait_bestmove(timeout, None)

    def _wait_bestmove(self, timeout: float, on_info: Callable[[str], None] | None,
                       stop_event: threading.Event | None = None) -> BestMove:
        """Lines up to ``bestmove``.  The deadline is fixed here (output never moves it); at the deadline,
        or when ``stop_event`` is set, the engine is sent ``stop`` and has 2 more seconds."""
        deadline = time.monotonic() + timeout
        infos: list[str] = []
        stopped = False
        while True:
            now = time.monotonic()
            if stop_event is not None and not stopped and stop_event.is_set():
                self.send("stop")
                stopped = True
                deadline = now + 2.0
            if now >= deadline:
                if stopped:
                    raise EngineTimeoutError(f"engine {self._label()} did not answer 'stop' within 2 s")
                self.send("stop")
                stopped = True
                deadline = now + 2.0
                continue
            remaining = deadline - now
            line = self._next_line(remaining if stop_event is None or stopped else min(remaining, 0.02))
            if line is None:
                continue  # a polling slice ended: look at the stop event and the deadline again
            if line.startswith("info"):
                infos.append(line)
                if len(infos) > 2 * MAX_INFO_LINES:
                    del infos[:MAX_INFO_LINES]
                if on_info is not None:
                    on_info(line)
            elif line.startswith("bestmove"):
                parts = line.split()
                move = parts[1] if len(parts) > 1 and parts[1] != "(none)" else None
                ponder = parts[3] if len(parts) > 3 and parts[2] == "ponder" else None
                return BestMove(move, ponder, infos)

    def perft(self, depth: int, timeout: float = 120.0) -> tuple[dict[str, int], int]:
        """(moves -> counts, total) from ``go perft``."""
        self.send(f"go perft {depth}")
        counts: dict[str, int] = {}
        for line in self.read_until(lambda s: s.startswith("Nodes searched"), timeout):
            move, sep, n = line.partition(":")
            if sep and n.strip().isdigit() and not line.startswith("Nodes"):
                counts[move.strip()] = int(n)
            if line.startswith("Nodes searched"):
                total = int(line.split(":")[1])
        return counts, total

    # --- shutdown ---------------------------------------------------------------------------------------
    def close(self, timeout: float = 2.0) -> None:
        """``quit``, then terminate, then kill: the process is gone when this returns, and so is the reader
        thread (or it is about to end: it no longer waits on anything).  Once the client's ``cancel`` is set,
        each step waits at most :attr:`CANCELLED_CLOSE_TIMEOUT` seconds."""
        if self._cancel is not None and self._cancel.is_set():
            timeout = min(timeout, self.CANCELLED_CLOSE_TIMEOUT)
        if self.proc.poll() is None:
            try:
                self.send("quit")
            except EngineError:
                pass
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.terminate()
                try:
                    self.proc.wait(timeout)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait()
        self._closing.set()
        if self._reader.is_alive() and self._reader is not threading.current_thread():
            self._reader.join(timeout)  # the pipe's end (the process died) ends it; a grandchild may keep it
        for stream in (self.proc.stdin, self.proc.stdout):
            try:
                if stream is not None and not (stream is self.proc.stdout and self._reader.is_alive()):
                    stream.close()
            except (OSError, ValueError):
                pass

    def __enter__(self) -> UciClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:  # last resort: never leave an engine running
        proc = getattr(self, "proc", None)
        if proc is not None and proc.poll() is None:
            proc.kill()


__all__ = ["BestMove", "EngineCancelledError", "EngineError", "EngineOption", "EngineTimeoutError",
           "FAIRY_STOCKFISH", "InfoLine", "UciClient", "our_engine_command", "our_engine_env", "parse_info",
           "parse_option"]
