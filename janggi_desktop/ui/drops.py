"""Record files dragged onto a window: which of the dragged things can be imported or opened.

A drag from a file manager carries URLs; the ones that are local ``.pgn``/``.gib`` files or folders (whose
record files an import finds) are kept, anything else (a web link, a picture) is left out, so a drag of only
other things is refused before it is dropped (the cursor says so).
"""

from __future__ import annotations

import os

from PySide6.QtCore import QMimeData

#: What a drop can bring: the library's import reads these, and File → Open too.
RECORD_SUFFIXES = (".pgn", ".gib")


def record_paths(mime: QMimeData) -> list[str]:
    """The dragged local ``.pgn``/``.gib`` files and folders, in the order dragged."""
    if not mime.hasUrls():
        return []
    paths = []
    for url in mime.urls():
        if not url.isLocalFile():
            continue
        path = url.toLocalFile()
        if os.path.isdir(path) or (path.lower().endswith(RECORD_SUFFIXES) and os.path.isfile(path)):
            paths.append(path)
    return paths


def single_record(paths: list[str]) -> str | None:
    """The one record file of a drop of exactly one file (not a folder), else None."""
    if len(paths) == 1 and os.path.isfile(paths[0]):
        return paths[0]
    return None


__all__ = ["RECORD_SUFFIXES", "record_paths", "single_record"]
