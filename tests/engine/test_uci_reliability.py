"""The UCI engine keeps running whatever it is sent, answers stop/isready/quit while it counts, and ends
quietly when its reader goes away.  Each case runs the real process (``python -m janggi_desktop.engine``)."""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

from janggi_desktop.rules import Game

ROOT = Path(__file__).resolve().parents[2]
#: How long a test waits for an answer before calling it a hang (a guard, not a timing).
HANG = 60.0


class Engine:
    """The engine process, with a reader thread so that every wait has a way out."""

    def __init__(self, env: dict[str, str] | None = None) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "janggi_desktop.engine"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                                     env=env or dict(os.environ))
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", "replace").rstrip("\r\n"))
        self.lines.put(None)

    def send(self, data: str | bytes) -> None:
        self.proc.stdin.write(data.encode("utf-8") if isinstance(data, str) else data)
        self.proc.stdin.flush()

    def wait_for(self, predicate, what: str) -> str:
        while True:
            try:
                line = self.lines.get(timeout=HANG)
            except queue.Empty:
                raise AssertionError(f"no {what} within {HANG} s; seen: {self.seen[-5:]}") from None
            if line is None:
                raise AssertionError(f"the engine ended before {what}; stderr: {self.stderr()[-1500:]}")
            self.seen.append(line)
            if predicate(line):
                return line

    def quit(self) -> int:
        try:
            self.send("quit\n")
            self.proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass
        return self.proc.wait(HANG)

    def stderr(self) -> str:
        if self.proc.poll() is None:
            return ""
        return self.proc.stderr.read().decode("utf-8", "replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def run(commands: str | bytes, env: dict[str, str] | None = None) -> tuple[list[str], str, int]:
    """Send everything, then end the input; the engine must end by itself (EOF is quit)."""
    proc = subprocess.run([sys.executable, "-m", "janggi_desktop.engine"], input=commands if isinstance(
        commands, bytes) else commands.encode("utf-8"), capture_output=True, cwd=ROOT, timeout=HANG,
        env=env or dict(os.environ), check=False)
    return proc.stdout.decode("utf-8", "replace").splitlines(), proc.stderr.decode("utf-8", "replace"), \
        proc.returncode


def still_plays(out: list[str]) -> bool:
    return "readyok" in out and any(s.startswith("bestmove ") and s != "bestmove (none)" for s in out)


# --- item 4 ---------------------------------------------------------------------------------------------------
def test_position_without_startpos_or_fen_is_an_info_string_error():
    for bad in ("position moves e2e3", "position moves", "position moves b1c3 b10c8", "position  moves"):
        out, err, rc = run(f"{bad}\nisready\nposition startpos\ngo depth 1\nquit\n")
        assert rc == 0 and "Traceback" not in err, err[-1500:]
        assert any(s.startswith("info string error") and "startpos" in s for s in out), out
        assert still_plays(out)


def test_a_failed_position_leaves_no_position_not_the_previous_one():
    """Issue 50 reversed this: keeping the previous position made the next go answer for a position the GUI
    no longer had (see test_uci.py for go)."""
    out, err, rc = run("position startpos moves b1c3\nposition moves e2e3\nd\nquit\n")
    assert rc == 0 and any(line.startswith("Fen: (none: no position") for line in out)


# --- item 5: perft in the worker, bounded ------------------------------------------------------------------
def test_absurd_perft_depths_are_refused_with_a_message():
    for bad in ("go perft 2000", "go perft 21", "go perft -1", "go perft 99999999999999999999", "go perft ²"):
        out, err, rc = run(f"position startpos\n{bad}\nisready\ngo depth 1\nquit\n")
        assert rc == 0 and "Traceback" not in err, (bad, err[-1500:])
        assert any(s.startswith("info string error") and "perft" in s for s in out), (bad, out)
        assert still_plays(out), bad


def test_isready_stop_and_quit_are_answered_while_perft_counts():
    e = Engine()
    try:
        e.send("position startpos\ngo perft 8\nisready\n")
        e.wait_for(lambda s: s == "readyok", "readyok while perft 8 counts")
        e.send("stop\nisready\n")
        e.wait_for(lambda s: s.startswith("info string") and "perft" in s and "stopped" in s, "the stop report")
        e.wait_for(lambda s: s == "readyok", "readyok after stop")
        assert not any(s.startswith("Nodes searched") for s in e.seen)  # no total for a count cut short
        e.send("go perft 8\n")
        assert e.quit() == 0  # quit ends a count in progress
        assert "Traceback" not in e.stderr()
    finally:
        e.close()


def test_a_finished_perft_is_listed_whole():
    e = Engine()
    try:
        e.send("setoption name UCI_Variant value janggi\nposition startpos\ngo perft 3\n")
        e.wait_for(lambda s: s.startswith("Nodes searched"), "the perft total")
        assert "Nodes searched: 33000" in e.seen
        assert e.quit() == 0
    finally:
        e.close()


# --- item 7: bytes in, quiet end ---------------------------------------------------------------------------
def test_invalid_bytes_do_not_end_the_engine_in_a_utf8_locale():
    # strict decoding, as under a UTF-8 locale such as en_US.UTF-8 (C.UTF-8 would escape bad bytes instead)
    env = dict(os.environ, PYTHONIOENCODING="utf-8:strict")
    out, err, rc = run(b"\xff\xfe\x80 uci\nisready\nposition startpos moves b1c3\xe9\nposition startpos\n"
                       b"go depth 1\n\xc3\nquit\n", env=env)
    assert rc == 0 and "Traceback" not in err, err[-1500:]
    assert "readyok" in out and any(s.startswith("info string error") for s in out)
    assert still_plays(out)


def test_an_endless_line_is_refused_and_the_engine_goes_on():
    out, err, rc = run("x" * 3_000_000 + "\nisready\nposition startpos\ngo depth 1\nquit\n")
    assert rc == 0 and "Traceback" not in err
    errors = [s for s in out if s.startswith("info string error")]
    assert errors and "too long" in errors[0] and all(len(s) < 300 for s in out)
    assert still_plays(out)


def test_a_closed_output_ends_the_engine_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "janggi_desktop.engine"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    proc.stdout.close()  # the GUI went away
    try:
        _, err = proc.communicate(b"uci\nisready\nposition startpos\ngo depth 2\nisready\nd\nquit\n", timeout=HANG)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0 and err == b"", err.decode("utf-8", "replace")[-1500:]


def test_end_of_input_during_a_search_ends_the_engine():
    out, err, rc = run("position startpos\ngo infinite\n")
    assert rc == 0 and "Traceback" not in err
    assert any(s.startswith("bestmove ") for s in out)


# --- item 15: searchmoves ------------------------------------------------------------------------------------
def test_illegal_searchmoves_are_reported_and_the_legal_ones_searched():
    out, err, rc = run("position startpos\ngo depth 2 searchmoves a4a5 e2e9 zz9 i4i5\nquit\n")
    assert rc == 0 and "Traceback" not in err
    notes = [s for s in out if s.startswith("info string")]
    assert any("e2e9" in s and "zz9" in s for s in notes), notes
    best = next(s for s in out if s.startswith("bestmove")).split()[1]
    assert best in ("a4a5", "i4i5")


def test_no_legal_searchmove_searches_every_move():
    out, err, rc = run("position startpos\ngo depth 1 searchmoves e2e9 a1a9\nquit\n")
    assert rc == 0 and "Traceback" not in err
    assert any(s.startswith("info string") and "none of the searchmoves" in s for s in out), out
    best = next(s for s in out if s.startswith("bestmove")).split()[1]
    assert Game().is_legal(best)


# --- item 12: bounded messages --------------------------------------------------------------------------------
def test_error_messages_quote_at_most_a_short_line():
    out, err, rc = run("position fen " + "p" * 100_000 + "\nsetoption name " + "n" * 50_000 + " value 1\n"
                       + "frob" * 20_000 + "\nisready\nquit\n")
    assert rc == 0
    errors = [s for s in out if s.startswith("info string")]
    assert len(errors) == 3 and all(len(s) <= 220 for s in errors), [len(s) for s in errors]
    assert "readyok" in out
