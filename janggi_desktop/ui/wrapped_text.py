"""Text that must fit its room: notes that keep their room, windows that stay as tall as their wrapped lines
need, and single lines that end in "…" rather than be cut through a letter.

Why: Qt lays a word-wrapped QLabel out by height-for-width, but a top-level window ignores its layout's
height-for-width once it is shown: when a label's new text needs more lines (a longer note, an error
message, another language), the window does not grow, the layout is squeezed below what it needs, and lines
are cut in half or drawn under the next widget.  :func:`fit_height_to_text` keeps a dialog's minimum height
at what its layout needs at its present width; :class:`NoteLabel` reserves the room of the longest text a
label is expected to show, so that what is below it does not move when its text changes.  A QLabel that is
given less width than its one line needs simply clips it; :class:`ElidedLabel` shortens it with "…".
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class NoteLabel(QLabel):
    """A wrapped line of explanation, top-aligned, that keeps the room of the longest text it is expected to
    show (:meth:`expect`) and always that of the text it shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._expected: list[str] = []

    def expect(self, texts: list[str]) -> None:
        self._expected = list(texts)
        self._reserve()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._reserve()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._reserve()  # the lines a text needs depend on the width

    def _reserve(self) -> None:
        box = self.contentsRect()
        metrics = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap.value)
        needed = max((metrics.boundingRect(0, 0, max(box.width(), 1), 1 << 20, flags, text).height()
                      for text in (self.text(), *self._expected) if text), default=0)
        height = needed + self.height() - box.height()
        if height != self.minimumHeight():
            self.setMinimumHeight(height)


class ElidedLabel(QLabel):
    """One line of plain text that takes the width it is given, never more, and ends in "…" when that is too
    narrow for it (the whole text is then its tooltip, and :meth:`full_text`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._full = ""

    def full_text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._elide()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(self.contentsRect().width(), 1)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")


class _HeightForWidth(QObject):
    """Event filter of a window: after every relayout and resize, its minimum size is its layout's minimum
    width (or the minimum width the window was given, if wider) and its layout's height for the window's
    width."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._min_width = window.minimumWidth()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and isinstance(watched, QWidget):
            layout = watched.layout()
            if layout is not None and layout.hasHeightForWidth():
                layout.activate()
                least = layout.totalMinimumSize()
                width = max(least.width(), self._min_width)
                height = max(layout.totalHeightForWidth(watched.width()), least.height())
                if (width, height) != (watched.minimumWidth(), watched.minimumHeight()):
                    watched.setMinimumSize(width, height)  # a shorter window grows to it
        return False


def fit_height_to_text(window: QWidget) -> None:
    """Keep ``window`` (a dialog with a layout) at least as tall as its wrapped texts need at its width,
    whatever they are changed to after it is shown."""
    window.installEventFilter(_HeightForWidth(window))


__all__ = ["ElidedLabel", "NoteLabel", "fit_height_to_text"]
