"""The texts of an action: its menu text with a mnemonic ("&Save"), and the same on a toolbar button."""

from __future__ import annotations

import re

from PySide6.QtGui import QAction

#: A mnemonic as a menu shows it: "(&N)" after CJK text (with the space before it), or a lone "&" before a
#: letter ("&&" is a literal ampersand).
_CJK_MNEMONIC = re.compile(r"\s*\(&[^&)]\)")
_MNEMONIC = re.compile(r"&(&?)")


def without_mnemonic(text: str) -> str:
    """``text`` as a toolbar button shows it: no mnemonic marker ("새 대국(&N)…" → "새 대국"), no trailing
    ellipsis (a button says what it does; the menu's "…" says a dialog follows)."""
    text = _CJK_MNEMONIC.sub("", text)
    text = _MNEMONIC.sub(lambda m: m.group(1), text)
    return text.rstrip(".…").rstrip()


def mnemonic_of(text: str) -> str | None:
    """The letter after a single "&" in ``text`` (lower case), or None."""
    m = re.search(r"(?<!&)&([^&\s])", text)
    return m.group(1).lower() if m else None


def set_text(action: QAction, text: str) -> None:
    """Set an action's menu text and its toolbar text (the same without the mnemonic) together."""
    action.setText(text)
    action.setIconText(without_mnemonic(text))
