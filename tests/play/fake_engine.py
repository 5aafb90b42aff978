"""A misbehaving UCI engine for the play-layer tests: ``python fake_engine.py MODE``.

Modes: ``crash`` (answers the handshake, dies on ``go``), ``silent`` (answers the handshake, never answers
``go``), ``illegal`` (answers every ``go`` with ``bestmove a1a10``), ``none`` (``bestmove (none)``),
``nouci`` (prints nonsense and never says ``uciok``).
"""

import sys

mode = sys.argv[1] if len(sys.argv) > 1 else "silent"
for line in sys.stdin:
    cmd = line.split()
    if not cmd:
        continue
    if cmd[0] == "uci":
        if mode == "nouci":
            print("hello, I am not a chess engine", flush=True)
            continue
        print("id name Fake Engine", flush=True)
        print("option name UCI_Variant type combo default janggi var janggi var janggimodern", flush=True)
        print("option name Skill Level type spin default 20 min -20 max 20", flush=True)
        print("uciok", flush=True)
    elif cmd[0] == "isready":
        print("readyok", flush=True)
    elif cmd[0] == "go":
        if mode == "crash":
            sys.exit(3)
        if mode == "illegal":
            print("info depth 1 score cp 0 pv a1a10", flush=True)
            print("bestmove a1a10", flush=True)
        elif mode == "none":
            print("bestmove (none)", flush=True)
    elif cmd[0] == "quit":
        break
