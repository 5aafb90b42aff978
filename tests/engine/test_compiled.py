"""The compiled build (setup.py compiles the hot modules with mypyc) plays exactly as the pure-Python program.

Against a compiled install (``packaging/test_compiled.sh``, which CI runs), the imported engine is compared with
the very ``.py`` files installed beside its ``.so`` files, copied without them and run in another process:
the same perft counts, and at fixed depth the same best move, score, principal variation and node count, on
positions from several rule sets.  On a pure-Python import (an editable install, the README's test command)
there is nothing to compare with and the comparison is skipped; ``JANGGI_DESKTOP_EXPECT_COMPILED=1`` (set by
``packaging/test_compiled.sh``) turns a pure import into a failure, so that run cannot pass on the pure
program by mistake.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import janggi_desktop
import janggi_desktop.engine.evaluate
import janggi_desktop.engine.movegen
import janggi_desktop.engine.search
import janggi_desktop.engine.see
import janggi_desktop.rules.board
import janggi_desktop.rules.position

HOT = (janggi_desktop.rules.position, janggi_desktop.engine.evaluate, janggi_desktop.engine.movegen,
       janggi_desktop.engine.see, janggi_desktop.engine.search)
COMPILED_SUFFIXES = (".so", ".pyd")


def is_compiled(module: object) -> bool:
    return str(getattr(module, "__file__", "")).endswith(COMPILED_SUFFIXES)


COMPILED = all(is_compiled(m) for m in HOT)

#: (FEN or "" for the start, rule set, depth): openings, a middle game, an ending (docs/rules.md#perft's
#: positions), under rule sets whose endings differ (bikjang, points, shuttle rule, youzai soldiers).
POSITIONS = [
    ("", "janggi", 7),
    ("", "janggimodern", 6),
    ("", "standard", 6),
    ("1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1", "janggi", 6),
    ("1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1", "janggicasual", 5),
    ("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", "janggitraditional", 7),
    ("1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", "janggimodern", 6),
]

#: Run in a fresh interpreter: one JSON line per position (perft to depth 3, then a fixed-depth search).
PROBE = r"""
import json, sys
from janggi_desktop.engine.search import Limits, Searcher
from janggi_desktop.rules import Game
import janggi_desktop.engine.search as s
print(json.dumps({"search_module": s.__file__}))
for fen, ruleset, depth in json.loads(sys.argv[1]):
    game = Game.from_fen(fen, ruleset) if fen else Game(ruleset)
    perft = [game.perft(d) for d in (1, 2, 3)]
    result = Searcher(game, hash_mb=16).search(Limits(depth=depth))
    info = result.info
    print(json.dumps({"perft": perft, "best": result.best.uci, "depth": info.depth, "score": info.score,
                      "nodes": info.nodes, "pv": [m.uci for m in info.pv]}))
"""


def probe(python_path: Path) -> list[dict]:
    """The probe's answers with ``python_path`` first on the path (cwd outside any checkout)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(python_path)
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(POSITIONS)], env=env, cwd=python_path,
                          capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_expected_build_is_imported() -> None:
    """Under packaging/test_compiled.sh every hot module is compiled; rules/board.py never is (compiled, its
    public helpers would raise TypeError on bad input instead of the rules' own errors)."""
    assert not is_compiled(janggi_desktop.rules.board)
    if os.environ.get("JANGGI_DESKTOP_EXPECT_COMPILED", "") not in ("", "0"):
        assert COMPILED, "expected the compiled build: " + ", ".join(f"{m.__name__} from {m.__file__}" for m in HOT)
    else:
        # Never half of one: either all the hot modules are compiled or none is.
        assert COMPILED or not any(is_compiled(m) for m in HOT), [m.__file__ for m in HOT]


@pytest.mark.skipif(not COMPILED, reason="the pure-Python program is imported: no compiled build to compare")
def test_compiled_engine_searches_and_counts_exactly_as_the_pure_python_one(tmp_path: Path) -> None:
    installed = Path(janggi_desktop.__file__).resolve().parent
    for module in HOT:  # the .py files ship beside the .so files: they are the pure-Python program
        assert Path(module.__file__).with_name(module.__name__.rsplit(".", 1)[1] + ".py").is_file(), module
    pure_root = tmp_path / "pure"
    shutil.copytree(installed, pure_root / "janggi_desktop",
                    ignore=shutil.ignore_patterns("__pycache__", *(f"*{s}" for s in COMPILED_SUFFIXES)))
    compiled_answers = probe(installed.parent)
    pure_answers = probe(pure_root)
    assert compiled_answers[0]["search_module"].endswith(COMPILED_SUFFIXES), compiled_answers[0]
    assert pure_answers[0]["search_module"].endswith(".py"), pure_answers[0]
    assert len(pure_answers) == len(POSITIONS) + 1
    for position, compiled, pure in zip(POSITIONS, compiled_answers[1:], pure_answers[1:], strict=True):
        assert compiled == pure, position
