"""The UCI client against engines that misbehave on purpose (issue 50, item 3): every wait has a deadline
that output cannot postpone, every line read has a length bound, and closing such an engine leaves no process
and prints nothing.

Each engine is a few lines of Python run by this interpreter.  Each test runs under a hang guard (a thread
joined with a generous limit: a hang fails the test instead of blocking the suite) and checks that the
process is gone afterwards.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable

import pytest

from janggi_desktop.engine import client as client_module
from janggi_desktop.engine.client import MAX_INFO_LINES, MAX_LINE_BYTES, EngineError, EngineTimeoutError, UciClient

#: An engine that is really ``yes``: "y" lines without end, whatever it is told.
YES = "import sys\nwhile True:\n    sys.stdout.write('y\\n' * 4096)\n"
#: One endless line, no newline ever.
ENDLESS_LINE = "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n"
#: A proper handshake, then on ``go`` info lines without end and never a bestmove.
_HANDSHAKE = (
    "import sys\n"
    "for line in sys.stdin:\n"
    "    cmd = line.split()\n"
    "    if cmd[:1] == ['uci']:\n"
    "        print('id name Chatterbox', flush=True)\n"
    "        print('uciok', flush=True)\n"
    "    elif cmd[:1] == ['isready']:\n"
    "        print('readyok', flush=True)\n"
)
FLOOD_ON_GO = _HANDSHAKE + (
    "    elif cmd[:1] == ['go']:\n"
    "        while True:\n"
    "            sys.stdout.write('info depth 1 score cp 0 pv e4d4\\n' * 512)\n"
)
#: A proper handshake, then it stops reading its input (and never exits).
DEAF = _HANDSHAKE + (
    "    elif cmd[:1] == ['deaf']:\n"
    "        import time\n"
    "        time.sleep(3600)\n"
)

HANG_LIMIT = 30.0  # seconds: far above what each test takes (about 1-3 s); reached only by a hang


def guarded(fn: Callable[[], object]) -> object:
    """Run ``fn`` in a thread; a hang fails the test (the thread is a daemon: it cannot block the suite)."""
    box: dict[str, object] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - re-raised in the test's thread
            box["error"] = e

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(HANG_LIMIT)
    assert not t.is_alive(), f"hung for {HANG_LIMIT} s"
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box.get("value")


def engine(script: str) -> list[str]:
    return [sys.executable, "-c", script]


@pytest.fixture
def no_thread_tracebacks(monkeypatch):
    """Fails the test if any thread (the reader) dies with an exception."""
    seen: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args.exc_value))
    yield
    assert seen == []


@pytest.mark.parametrize("script", [YES, ENDLESS_LINE], ids=["yes", "endless-line"])
def test_an_engine_that_never_says_uciok_fails_the_handshake_at_its_deadline(script, monkeypatch,
                                                                             no_thread_tracebacks):
    procs = []
    real_popen = subprocess.Popen

    def spy(*args, **kwargs):
        procs.append(real_popen(*args, **kwargs))
        return procs[-1]

    monkeypatch.setattr(subprocess, "Popen", spy)
    with pytest.raises(EngineError) as e:
        guarded(lambda: UciClient(engine(script), startup_timeout=1.0))
    assert "within -" not in str(e.value)  # never "within -19.9 s" (the engine's path may hold a "-")
    if script is YES:
        assert isinstance(e.value, EngineTimeoutError) and "within 1.0 s" in str(e.value)
    else:
        assert f"longer than {MAX_LINE_BYTES >> 10} KB" in str(e.value)
    assert procs and all(p.poll() is not None for p in procs)  # closed: no process left


def test_an_engine_that_floods_info_during_go_is_stopped_at_the_deadline(no_thread_tracebacks):
    def run() -> tuple[UciClient, BaseException]:
        eng = UciClient(engine(FLOOD_ON_GO), startup_timeout=5.0)
        try:
            eng.position()
            try:
                eng.go(movetime=100, timeout=0.5)
            except EngineError as e:
                return eng, e
            raise AssertionError("a search without bestmove returned")
        finally:
            eng.close(timeout=0.5)

    eng, err = guarded(run)
    assert isinstance(err, EngineTimeoutError) and "'stop'" in str(err)
    assert eng.proc.poll() is not None


def test_go_with_a_stop_event_ends_even_while_the_engine_floods(no_thread_tracebacks):
    def run() -> BaseException | None:
        with UciClient(engine(FLOOD_ON_GO), startup_timeout=5.0) as eng:
            stop = threading.Event()
            threading.Timer(0.2, stop.set).start()
            try:
                eng.go(infinite=True, stop_event=stop)
            except EngineTimeoutError as e:
                return e
        return None

    assert isinstance(guarded(run), EngineTimeoutError)


def test_the_info_lines_of_one_search_are_bounded(no_thread_tracebacks):
    n = 5 * MAX_INFO_LINES
    script = _HANDSHAKE + (
        "    elif cmd[:1] == ['go']:\n"
        f"        sys.stdout.write('info depth 1 score cp 0 pv e4d4\\n' * {n} + 'bestmove e4d4\\n')\n"
        "        sys.stdout.flush()\n")
    seen = []

    def run():
        with UciClient(engine(script), startup_timeout=5.0) as eng:
            return eng.go(timeout=10.0, on_info=lambda _line: seen.append(1))

    best = guarded(run)
    assert best.move == "e4d4" and len(seen) == n  # every line was passed on as it came ...
    assert MAX_INFO_LINES <= len(best.info) <= 2 * MAX_INFO_LINES  # ... and the last ones kept


def test_a_command_to_an_engine_that_stopped_reading_fails_at_its_deadline(monkeypatch, no_thread_tracebacks):
    monkeypatch.setattr(client_module, "SEND_TIMEOUT", 0.5)

    def run() -> tuple[UciClient, BaseException]:
        eng = UciClient(engine(DEAF), startup_timeout=5.0)
        try:
            eng.send("deaf")
            try:
                for _ in range(100_000):  # far more than a pipe holds
                    eng.send("position startpos moves " + "e4d4 " * 50)
            except EngineError as e:
                return eng, e
            raise AssertionError("the pipe never filled")
        finally:
            eng.close(timeout=0.5)

    eng, err = guarded(run)
    assert isinstance(err, EngineTimeoutError) and "did not read its input" in str(err)
    assert eng.proc.poll() is not None


def test_reading_after_an_over_long_line_keeps_failing_without_blocking(no_thread_tracebacks):
    script = _HANDSHAKE + ("    elif cmd[:1] == ['go']:\n"
                           "        sys.stdout.write('x' * 200000 + '\\n'); sys.stdout.flush()\n")

    def run() -> list[str]:
        errors = []
        with UciClient(engine(script), startup_timeout=5.0) as eng:
            eng.send("go")
            for _ in range(3):
                try:
                    eng.read_line(2.0)
                except EngineError as e:
                    errors.append(str(e))
        return errors

    errors = guarded(run)
    assert len(errors) == 3 and all("longer than" in e for e in errors), errors
