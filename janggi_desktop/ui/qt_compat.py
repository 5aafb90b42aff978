"""A work-around for a crash in one PySide6 release.

PySide6 / shiboken6 6.12.0 returns ``None`` from every ``void`` C++ method without taking a reference to it —
harmless on Python >= 3.12, where ``None`` is immortal, but on Python 3.11 each such call (``setPen``,
``setBold``, ``drawText``…) lowers ``None``'s reference count by one, and after a few thousand calls Python
aborts with "Fatal Python error: none_dealloc: deallocating None".  PySide6 6.11 does not have the bug; the
package should require ``PySide6!=6.12.0``.  For an environment that has 6.12.0 anyway,
:func:`apply` gives ``None`` a reference count so large it can never reach zero (what Python 3.12 does by
design), which makes the lost decrements harmless.  It touches nothing on other versions.

(PySide6's import hook, which asks of every module imported after it whether its source mentions "PySide6",
costs this application's start-up some 10-20 ms; a replacement of that private hook was tried and removed:
start-up stays within its target of 1.5x a bare PySide6 window without it, and the private name was a
maintenance risk.)
"""

from __future__ import annotations

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


apply()
