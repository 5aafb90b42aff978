"""A label that acts like a button for the keyboard too: the analysis lines and the game report's better move
(issue 49 item 3, "every action has a keyboard path").

A QLabel takes no focus and ignores keys, so a line that a click plays out, or a better move that a click puts
on the board, was a mouse-only action.  :class:`ClickableLabel` is reached by Tab (not by a click: clicking
it must leave the keyboard where it was, on the board), draws a frame while it has the focus (a frame of the
same width is always there, transparent, so the text does not move when the focus comes), and Enter, Return
or Space do what a left click does.  The focus itself stands for the pointer: getting it says ``hovered``
as the pointer entering does, losing it says the pointer left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent, QFocusEvent, QKeyEvent, QMouseEvent

#: The keys that press a focused label, as they press a focused button.
PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: The focus frame: the blue of the other focus frames of the side panel (the move lists, the palette).
FOCUS_STYLE = ("QLabel { padding: 1px 2px; border: 2px solid transparent; border-radius: 3px; }"
               "QLabel:hover { background: rgba(45, 108, 223, 40); }"
               "QLabel:focus { border: 2px dotted #2d6cdf; }")


class ClickableLabel(QLabel):
    """See the module docstring.  ``clicked`` on a left click, Enter, Return or Space; ``hovered(True)`` when
    the pointer enters or the focus comes, ``hovered(False)`` when both have gone."""

    clicked = Signal()
    hovered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet(FOCUS_STYLE)
        self._pointer = False

    def set_pressable(self, on: bool) -> None:
        """Whether there is something to press (an empty line is no stop for Tab)."""
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if on else Qt.FocusPolicy.NoFocus)
        if not on and self.hasFocus():
            self.clearFocus()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt virtual
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt virtual
        if event.key() in PRESS_KEYS and not event.isAutoRepeat():
            self.clicked.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:  # noqa: N802 - Qt virtual
        super().enterEvent(event)
        self._pointer = True
        self.hovered.emit(True)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().leaveEvent(event)
        self._pointer = False
        if not self.hasFocus():
            self.hovered.emit(False)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt virtual
        super().focusInEvent(event)
        self.hovered.emit(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt virtual
        super().focusOutEvent(event)
        if not self._pointer:
            self.hovered.emit(False)


__all__ = ["FOCUS_STYLE", "PRESS_KEYS", "ClickableLabel"]
