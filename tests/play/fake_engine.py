"""A misbehaving UCI engine for the play-layer tests: ``python fake_engine.py MODE``.

Modes: ``crash`` (answers the handshake, dies on ``go``), ``silent`` (answers the handshake, never answers
``go``), ``illegal`` (answers every ``go`` with ``bestmove a1a10``), ``none`` (``bestmove (none)``),
``nouci`` (prints nonsense and never says ``uciok``), ``stubborn PIDFILE`` (writes its process id to PIDFILE,
then ignores everything: ``uci``, ``quit``, SIGTERM and the end of its input; only a kill ends it before its
30 s are up), ``record FILE [NAME...]`` (calls itself NAME, default
``Fake Engine``, appends every ``go`` line to FILE and answers ``bestmove a4a5``: Cho's first move in every
arrangement; what a player sends an engine can be read back).
"""

import os
import signal
import sys
import time

mode = sys.argv[1] if len(sys.argv) > 1 else "silent"
if mode == "stubborn":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    with open(sys.argv[2] + ".part", "w", encoding="utf-8") as f:
        f.write(str(os.getpid()))
    os.replace(sys.argv[2] + ".part", sys.argv[2])  # the file appears whole
    for _line in sys.stdin:
        pass
    time.sleep(30)
    sys.exit(0)
record = sys.argv[2] if mode == "record" else None
name = " ".join(sys.argv[3:]) if mode == "record" and len(sys.argv) > 3 else "Fake Engine"
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
    if cmd[0] == "uci":
        if mode == "nouci":
            print("hello, I am not a chess engine", flush=True)
            continue
        print(f"id name {name}", flush=True)
        print("option name UCI_Variant type combo default janggi var janggi var janggimodern", flush=True)
        print("option name Skill Level type spin default 20 min -20 max 20", flush=True)
        print("uciok", flush=True)
    elif cmd[0] == "isready":
        print("readyok", flush=True)
    elif cmd[0] == "go":
        if mode == "crash":
            sys.exit(3)
        if record is not None:
            with open(record, "a", encoding="utf-8") as f:
                f.write(line.strip() + "\n")
            print("bestmove a4a5", flush=True)
        if mode == "illegal":
            print("info depth 1 score cp 0 pv a1a10", flush=True)
            print("bestmove a1a10", flush=True)
        elif mode == "none":
            print("bestmove (none)", flush=True)
    elif cmd[0] == "quit":
        break
