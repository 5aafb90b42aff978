"""Work-arounds for PySide6 itself: a crash in one release, and a start-up cost in all of them.

**The 6.12.0 crash.**  PySide6 / shiboken6 6.12.0 returns ``None`` from every ``void`` C++ method without
taking a reference to it — harmless on Python >= 3.12, where ``None`` is immortal, but on Python 3.11 each
such call (``setPen``, ``setBold``, ``drawText``…) lowers ``None``'s reference count by one, and after a few
thousand calls Python aborts with "Fatal Python error: none_dealloc: deallocating None".  PySide6 6.11 does
not have the bug; the package should require ``PySide6!=6.12.0``.  For an environment that has
6.12.0 anyway, :func:`apply` gives ``None`` a reference count so large it can never reach zero (what Python
3.12 does by design), which makes the lost decrements harmless.  It touches nothing on other versions.

**The import hook.**  Once imported, PySide6 asks of every module imported after it whether its source
mentions "PySide6" (for its ``__feature__`` switching), through ``inspect.getsource``: about 0.1 ms a module,
10-20 ms of this application's start-up.  :func:`speed_up_feature_scan` gives it the same answer from the raw
bytes of the module's ``.py`` file, and without reading at all for the standard library's modules, which never
mention PySide6 and are the largest files asked about (``typing``, ``inspect``, ``argparse``: ~0.1-0.2 ms a
read, 3-4 ms of start-up); anything else (no file, no hook in this PySide6) is left to PySide6.
"""

from __future__ import annotations

import os
import sys

_applied = False


def affected() -> bool:
    """True on Python < 3.12 with shiboken6 6.12.0 (the combination that loses references to None)."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    try:
        import shiboken6
    except ImportError:
        return False
    version = getattr(shiboken6, "__version__", "")
    return version.startswith("6.12.0")


def apply() -> bool:
    """Make ``None`` effectively immortal when :func:`affected`; returns whether it did so (once)."""
    global _applied
    if _applied or not affected():
        return _applied
    import ctypes

    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    refcnt.value += 1 << 40
    _applied = True
    return True


def speed_up_feature_scan() -> bool:
    """Answer PySide6's "does this module use PySide6?" from the module file's bytes; True if installed."""
    import PySide6  # noqa: F401 - installs the hook this replaces

    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "janggi_fast", False):
        return original is not None

    stdlib = os.path.dirname(os.__file__) + os.sep  # the standard library's folder (os.py is in it)

    def mod_uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        if path.startswith(stdlib) and path[len(stdlib):].split(os.sep, 1)[0] not in ("site-packages",
                                                                                     "dist-packages"):
            return False  # the standard library never mentions PySide6 (installed packages may)
        try:  # os-level reads: a third of the cost of open() for these small files
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            try:
                return b"PySide6" in os.read(fd, os.fstat(fd).st_size + 1)
            finally:
                os.close(fd)
        except OSError:
            return original(module)

    mod_uses_pyside.janggi_fast = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = mod_uses_pyside
    return True


apply()
speed_up_feature_scan()
