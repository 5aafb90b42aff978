"""The library window's Tags… box: the tags of the selected games, each ticked when every selected game has
it, half-ticked when only some have it; untick to take a tag away, tick to give it to all, type a new one (the
library's tags are offered as you type).

The dialog only says what changed (:meth:`TagsDialog.changes`); the window writes it to the library.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

#: The longest tag kept (a tag is a word or a short phrase: "opening: elephant", "club 2024").
MAX_TAG = 60


class TagsDialog(QDialog):
    """Edit the tags of ``games`` games: ``having`` says how many of them carry each tag; ``known`` is every
    tag of the library (for completion)."""

    def __init__(self, games: int, having: dict[str, int], known: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TagsDialog")
        self.games = games
        self.having = dict(having)
        self.setWindowTitle(self.tr("Tags"))
        layout = QVBoxLayout(self)
        self.intro = QLabel(self.tr("Tags of the selected games (%1):").replace("%1", str(games)))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget()
        layout.addWidget(self.list, 1)
        for tag in sorted(set(having) | set(known), key=lambda t: (t.casefold(), t)):
            self._add_item(tag)
        row = QHBoxLayout()
        self.new_box = QLineEdit()
        self.new_box.setMaxLength(MAX_TAG)
        self.new_box.setPlaceholderText(self.tr("New tag"))
        completer = QCompleter(sorted(set(known) | set(having)), self.new_box)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.new_box.setCompleter(completer)
        self.new_box.installEventFilter(self)
        self.add_button = QPushButton(self.tr("&Add"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_typed)
        row.addWidget(self.new_box, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for b in buttons.buttons():
            b.setAutoDefault(False)  # Enter in the new tag's box adds it, it does not close the box
        layout.addWidget(buttons)
        self.resize(340, 380)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        """Enter in the new tag's box adds the tag and the box stays open (elsewhere Enter is OK)."""
        if (watched is self.new_box and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.new_box.text().strip()):
            self.add_typed()
            return True
        return super().eventFilter(watched, event)

    def _add_item(self, tag: str) -> QListWidgetItem:
        item = QListWidgetItem(tag)
        n = self.having.get(tag, 0)
        flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
        if 0 < n < self.games:  # some of the games: a third state that leaves them as they are
            flags |= Qt.ItemFlag.ItemIsUserTristate
            item.setCheckState(Qt.CheckState.PartiallyChecked)
            item.setToolTip(self.tr("%1 of the %2 games").replace("%1", str(n)).replace("%2", str(self.games)))
        else:
            item.setCheckState(Qt.CheckState.Checked if n else Qt.CheckState.Unchecked)
        item.setFlags(flags)
        self.list.addItem(item)
        return item

    def item(self, tag: str) -> QListWidgetItem | None:
        return next((self.list.item(i) for i in range(self.list.count()) if self.list.item(i).text() == tag), None)

    def add_typed(self) -> None:
        """The typed tag, ticked (a tag already listed is ticked where it is)."""
        tag = self.new_box.text().strip()
        if not tag:
            return
        item = self.item(tag) or self._add_item(tag)
        item.setCheckState(Qt.CheckState.Checked)
        self.list.setCurrentItem(item)
        self.new_box.clear()

    def set_checked(self, tag: str, checked: bool) -> None:
        """Tick or untick ``tag`` (as a click would; a new tag is listed first)."""
        item = self.item(tag) or self._add_item(tag)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def changes(self) -> tuple[list[str], list[str]]:
        """(tags to give every selected game, tags to take from them); a half-ticked tag is left alone.  A tag
        typed but not added yet is added too (OK was pressed with it in the box)."""
        self.add_typed()
        add: list[str] = []
        remove: list[str] = []
        for i in range(self.list.count()):
            item = self.list.item(i)
            n = self.having.get(item.text(), 0)
            state = item.checkState()
            if state == Qt.CheckState.Checked and n < self.games:
                add.append(item.text())
            elif state == Qt.CheckState.Unchecked and n:
                remove.append(item.text())
        return add, remove


__all__ = ["MAX_TAG", "TagsDialog"]
