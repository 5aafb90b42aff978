"""Atomic file writes, shared by records, the autosave, the settings and the app: a crash mid-write leaves
the old contents or the new, never half a file."""

from __future__ import annotations

import os
from pathlib import Path


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the new contents, never a mix: a temporary
    file in the same folder, flushed to disk, then renamed over the target."""
    import tempfile  # here, not at the top: the window's first frame needs no write

    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dfd = os.open(target.parent or ".", os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)
