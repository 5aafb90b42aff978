"""The bar above the board that offers to keep an opened record in the game library.

After File → Open (or a record file dropped on the window) shows a game the library does not have, the bar
says so with three answers: Add (this game), Always (this one and every later one, remembered in the
settings; File → Add opened records to the library turns it off again) and Not now.  It never blocks: the
game can be stepped through, analysed or played on while the bar waits, and the next record opened
replaces the question.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class RecordOffer(QFrame):
    """The bar (hidden until :meth:`offer`); its buttons emit ``answered`` with "add", "always" or "later"."""

    answered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecordOffer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#RecordOffer { background: rgba(45, 108, 223, 28); border: 1px solid "
                           "rgba(45, 108, 223, 90); border-radius: 4px; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.add_button = QPushButton()
        self.always_button = QPushButton()
        self.later_button = QPushButton()
        layout.addWidget(self.label, 1)
        for button, answer in ((self.add_button, "add"), (self.always_button, "always"),
                               (self.later_button, "later")):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, a=answer: self._answer(a))
            layout.addWidget(button)
        self.name = ""
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.label.setText(self.tr("%1 is not in your game library.").replace("%1", self.name)
                           if self.name else self.tr("This game is not in your game library."))
        self.add_button.setText(self.tr("&Add to the library"))
        self.add_button.setToolTip(self.tr("Keep this game in the game library"))
        self.always_button.setText(self.tr("A&lways"))
        self.always_button.setToolTip(self.tr("Add every record opened from now on without asking"))
        self.later_button.setText(self.tr("&Not now"))

    def offer(self, name: str) -> None:
        """Ask about the game ``name`` (its players, or its file's name)."""
        self.name = name
        self.retranslate()
        self.show()

    def _answer(self, answer: str) -> None:
        self.hide()
        self.answered.emit(answer)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["RecordOffer"]
