"""A tall dialog on a small screen: its body scrolls, so its buttons stay on the screen.

The New game dialog is about 645 px tall once a free handicap is chosen (seen under Xvfb at 800×600: Start
and Cancel were below the screen's edge).  :func:`scroll_to_screen` puts the dialog's body in a scroll area
that is as tall as the body needs, but never taller than the screen leaves for it; there the body scrolls
(Tab scrolls to the widget it reaches) and the rows below it (the buttons) stay in view.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: Room kept for the window's frame (the title bar a window manager adds) and the rows under the body.
FRAME_ROOM = 24


def screen_height(widget: QWidget) -> int:
    """The height the screen showing ``widget`` has for windows (without panels)."""
    return widget.screen().availableGeometry().height()


class _BodyRoom(QObject):
    """Event filter of the body: after every relayout and resize, the scroll area's least height is what the
    body needs at the scroll area's width, or what the screen leaves once the rest of the dialog is placed."""

    def __init__(self, scroll: QScrollArea, dialog: QWidget) -> None:
        super().__init__(scroll)
        self.scroll, self.dialog = scroll, dialog

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize) and isinstance(watched, QWidget):
            layout, outer = watched.layout(), self.dialog.layout()
            if layout is not None and outer is not None:
                least = layout.totalMinimumSize()
                width = max(self.scroll.viewport().width(), least.width())
                need = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else least.height()
                rest = outer.totalMinimumSize().height() - self.scroll.minimumHeight()
                room = screen_height(self.dialog) - FRAME_ROOM - rest
                height = max(80, min(need, room))
                # the body keeps its least width, and room for the scroll bar when it scrolls
                bar = self.scroll.verticalScrollBar().sizeHint().width() if need > room else 0
                if (height, least.width() + bar) != (self.scroll.minimumHeight(), self.scroll.minimumWidth()):
                    self.scroll.setMinimumSize(least.width() + bar, height)
                    QTimer.singleShot(0, self._keep_on_screen)
        return False

    def _keep_on_screen(self) -> None:
        """A dialog that grew after it opened (it grows down and to the right) is moved back onto its screen."""
        d = self.dialog
        if not d.isVisible():
            return
        screen = d.screen().availableGeometry()
        frame = d.frameGeometry()
        x = max(screen.left(), min(frame.left(), screen.right() + 1 - frame.width()))
        y = max(screen.top(), min(frame.top(), screen.top() + screen_height(d) - frame.height()))
        if (x, y) != (frame.left(), frame.top()):
            d.move(x, y)


def scroll_to_screen(body: QWidget, dialog: QWidget) -> QScrollArea:
    """A scroll area holding ``body`` (a widget with a layout), as tall as the body needs while ``dialog``
    fits its screen; the caller puts it in the dialog's layout, above the buttons."""
    scroll = QScrollArea()
    scroll.setObjectName("DialogBody")
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # only a holder: Tab goes to the body's fields
    body.installEventFilter(_BodyRoom(scroll, dialog))
    return scroll


__all__ = ["FRAME_ROOM", "scroll_to_screen", "screen_height"]
