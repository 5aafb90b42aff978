"""Copy a checkout's source as a fresh clone would have it: ``python3 packaging/copy_source.py ROOT DEST``.

Tracked files plus new files not ignored (what a fresh clone has, plus work in progress); without git, everything
but build output and virtual environments.  So a build from DEST cannot pick up a stale ``build/`` folder (nor
a compiled module left in the tree).  Used by packaging/smoke_install.sh and packaging/test_compiled.sh.
"""
import shutil
import subprocess
import sys
from pathlib import Path

root, dest = Path(sys.argv[1]), Path(sys.argv[2])
try:
    out = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         check=True, capture_output=True).stdout
    files = [root / f for f in out.decode().split("\0") if f]
except (OSError, subprocess.CalledProcessError):
    skip = {"build", "dist", ".git", "venv", ".venv", "__pycache__"}
    files = [p for p in root.rglob("*") if not skip & set(p.relative_to(root).parts)
             and not any(part.endswith(".egg-info") for part in p.parts)]
for f in files:
    if f.is_file():
        target = dest / f.relative_to(root)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(f, target)
