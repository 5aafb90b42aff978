"""The window's message boxes: yes/no questions and error boxes, parented to the window.

Controllers get this object (as :class:`~.ports.Confirmations` or :class:`~.ports.ErrorBoxes`), never the
window; tests answer the questions by replacing :meth:`MessageBoxes.confirm` and read the last error box.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget


class MessageBoxes:
    """Questions and error boxes over ``parent`` (the main window)."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        #: The last error box shown (it stays open until the person closes it).
        self.last_error: QMessageBox | None = None

    def confirm(self, title: str, text: str) -> bool:
        """Ask yes/no; No is the default answer."""
        answer = QMessageBox.question(self.parent, title, text, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A warning box, window-modal but not blocking (start-up and --smoke go on)."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.parent)
        box.open()
        self.last_error = box
        return box
