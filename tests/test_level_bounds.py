"""The built-in engine's level range has one definition (janggi_desktop/level_bounds.py), used by the engine
that names the levels and by the players that check a ``builtin:LEVEL``, without play importing the engine."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from janggi_desktop import level_bounds
from janggi_desktop.engine import levels
from janggi_desktop.play import players

ROOT = Path(__file__).resolve().parents[1] / "janggi_desktop"


def test_engine_and_players_use_the_one_range() -> None:
    assert (levels.MIN_LEVEL, levels.MAX_LEVEL) == (level_bounds.MIN_LEVEL, level_bounds.MAX_LEVEL)
    assert (players.MIN_LEVEL, players.MAX_LEVEL) == (level_bounds.MIN_LEVEL, level_bounds.MAX_LEVEL)
    # every level of the range is named, and no level outside it
    assert sorted(levels.LEVELS) == list(range(level_bounds.MIN_LEVEL, level_bounds.MAX_LEVEL + 1))


def test_no_other_module_defines_the_bounds() -> None:
    defining = []
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else (
                [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else [])
            names = {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
            if names & {"MIN_LEVEL", "MAX_LEVEL"}:
                defining.append(path.relative_to(ROOT).as_posix())
    assert defining == ["level_bounds.py"]


@pytest.mark.parametrize("level", [level_bounds.MIN_LEVEL, level_bounds.MAX_LEVEL])
def test_a_builtin_player_at_each_bound_is_accepted(level: int) -> None:
    assert players.PlayerSpec.parse(f"builtin:{level}").level == level


@pytest.mark.parametrize("level", [level_bounds.MIN_LEVEL - 1, level_bounds.MAX_LEVEL + 1])
def test_a_builtin_player_outside_the_range_is_refused(level: int) -> None:
    with pytest.raises(players.PlayerSpecError, match=f"{level_bounds.MIN_LEVEL}-{level_bounds.MAX_LEVEL}"):
        players.PlayerSpec.parse(f"builtin:{level}")


def test_players_do_not_import_the_engine() -> None:
    """The range is why play could import the engine; it must not (the search costs start-up)."""
    code = "import sys, janggi_desktop.play.players; print(sorted(m for m in sys.modules if '.engine' in m))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=ROOT.parent).stdout.strip()
    assert out == "[]"
