"""The dotted frame a scrolling list draws round what shows while it has the keyboard's focus (a keyboard user
must see where Tab put them: the style draws nothing for these views)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen

FOCUS_COLOUR = "#2d6cdf"


class FocusFramed:
    """A mixin before a QAbstractScrollArea subclass (``class MoveList(FocusFramed, QTreeWidget)``)."""

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().paintEvent(event)  # type: ignore[misc]
        if self.hasFocus():  # type: ignore[attr-defined]
            viewport = self.viewport()  # type: ignore[attr-defined]
            p = QPainter(viewport)
            p.setPen(QPen(QColor(FOCUS_COLOUR), 2, Qt.PenStyle.DotLine))
            p.drawRect(viewport.rect().adjusted(1, 1, -2, -2))
            p.end()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().focusInEvent(event)  # type: ignore[misc]
        self.viewport().update()  # type: ignore[attr-defined]

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().focusOutEvent(event)  # type: ignore[misc]
        self.viewport().update()  # type: ignore[attr-defined]
