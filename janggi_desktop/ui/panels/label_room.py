"""Room kept for a label whose text comes and goes, so that the lines under it do not move at every change."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel


def reserve_lines(label: QLabel, n: int, padding: int = 0) -> None:
    """Keep ``n`` lines of the label's font (and ``padding`` pixels) for it, even while it is empty."""
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * n + padding)


def keep_room(label: QLabel) -> None:
    """A text longer than the room kept for it (a narrow panel, a long translation) grows the room once,
    and the room never shrinks back: the lines below move at most once, not at every change."""
    needed = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    if needed > label.minimumHeight():
        label.setMinimumHeight(needed)
