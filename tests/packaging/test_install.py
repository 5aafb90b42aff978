"""The user's install, end to end: wheel -> new venv outside the source tree -> the installed program starts.

Runs packaging/smoke_install.sh (see its header for what it checks). Needs PyPI or a pip cache for PySide6.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="the smoke script is a POSIX shell script")
def test_wheel_installs_in_a_fresh_venv_and_starts(tmp_path: Path) -> None:
    assert shutil.which("bash"), "bash is needed for packaging/smoke_install.sh"
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    env.update(PYTHON=sys.executable, TMPDIR=str(tmp_path))
    result = subprocess.run(["bash", str(ROOT / "packaging" / "smoke_install.sh")], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=900, check=False)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "OK: installed wheel runs" in result.stdout
