"""Qt user interface: the only package that imports PySide6."""

from . import qt_compat  # noqa: F401  - first: guards against the PySide6 6.12.0 None-refcount bug
