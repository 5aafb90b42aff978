"""The opening explorer's panel: for the position on the board, each next move played in the library, in how
many games, how those games ended (a Cho wins / draws / Han wins bar) and the average result.

It only shows what it is given (:meth:`ExplorerPanel.set_moves`) and says what the person asks for: a move
clicked (``move_chosen``, its UCI text), a move under the pointer (``move_hovered``: the board previews it as an
arrow; "" when the pointer leaves), the list of the games reaching the position (``games_requested``) or a
filter changed (``filters_changed``, the player box after a short pause in the typing).
:class:`~..explorer_controller.ExplorerController` asks the library.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QModelIndex, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.rules import RULE_SETS

from .. import fonts

#: A window at least this wide (px) gives the explorer its full width when it first shows.
WIDE_WINDOW = 1000
#: How long the player box waits after the last key before asking again (milliseconds).
TYPING_PAUSE_MS = 250
#: The bar's colours: Cho wins, draws, Han wins (the pieces' colours, a neutral grey between).
BAR_COLORS = (QColor("#2f7d4f"), QColor("#9a9a9a"), QColor("#c0392b"))
BAR_ROLE = Qt.ItemDataRole.UserRole + 1
UCI_ROLE = Qt.ItemDataRole.UserRole + 2


class ExplorerRow(NamedTuple):
    """One next move as the panel shows it."""

    uci: str
    text: str
    games: int
    cho: int
    draws: int
    han: int
    #: The average result for Cho (1 win, 0.5 draw), None when no game of the move finished.
    score: float | None


class ResultBar(QStyledItemDelegate):
    """Paints the Cho wins / draws / Han wins shares of a row as one bar with the percentages on it."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        counts = index.data(BAR_ROLE)
        if not counts:
            return super().paint(painter, option, index)
        total = sum(counts)
        rect = option.rect.adjusted(2, 1, -2, -1)
        painter.save()
        x = rect.left()
        for i, (n, color) in enumerate(zip(counts, BAR_COLORS, strict=True)):
            width = rect.right() + 1 - x if i == 2 else round(rect.width() * n / total)
            if width <= 0:
                continue
            part = QRect(x, rect.top(), width, rect.height())
            painter.fillRect(part, color)
            share = round(100 * n / total)
            text = f"{share}%"
            if painter.fontMetrics().horizontalAdvance(text) + 4 <= width:
                painter.setPen(QColor("white"))
                painter.drawText(part, Qt.AlignmentFlag.AlignCenter, text)
            x += width
        painter.restore()


class ExplorerPanel(QWidget):
    """The explorer's filters and its table of next moves (see the module docstring)."""

    #: A move was clicked: its UCI text.
    move_chosen = Signal(str)
    #: The rule set or the player filter changed.
    filters_changed = Signal()
    #: The pointer is over a move: its UCI text ("" when it leaves the moves).
    move_hovered = Signal(str)
    #: "Show these games": the library's games reaching the position.
    games_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ExplorerPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        row = QHBoxLayout()
        self.ruleset_box = QComboBox()
        self.ruleset_box.addItem("", None)
        for name in RULE_SETS:
            self.ruleset_box.addItem(name, name)
        self.ruleset_box.currentIndexChanged.connect(lambda _i: self.filters_changed.emit())
        self.player_box = QLineEdit()
        self.player_box.setClearButtonEnabled(True)
        self.typing = QTimer(self)
        self.typing.setSingleShot(True)
        self.typing.setInterval(TYPING_PAUSE_MS)
        self.typing.timeout.connect(self.filters_changed)
        self.player_box.textEdited.connect(lambda _t: self.typing.start())
        self.side_box = QComboBox()  # the player's games with either side, or as Cho, or as Han only
        for side in (None, "cho", "han"):
            self.side_box.addItem("", side)
        # Its width follows its texts: measured once, at the first show, "Either side" left "Les deux camps"
        # cut to "Les deux c" after a switch to French (seen under Xvfb)
        self.side_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.side_box.currentIndexChanged.connect(lambda _i: self.filters_changed.emit() if self.player else None)
        row.addWidget(self.ruleset_box)
        layout.addLayout(row)
        who = QHBoxLayout()
        who.addWidget(self.player_box, 1)
        who.addWidget(self.side_box)
        layout.addLayout(who)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.games_button = QPushButton()
        self.games_button.clicked.connect(self.games_requested)
        self.games_button.setEnabled(False)
        summary = QHBoxLayout()
        summary.addWidget(self.summary_label, 1)
        summary.addWidget(self.games_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(summary)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.setColumnCount(4)
        self.table.setItemDelegateForColumn(2, ResultBar(self.table))
        base = self.table.font().pointSizeF()
        self.table.setFont(fonts.ui_font(base * 1.1 if base > 0 else 11))  # the bundled face: hanja and hangeul
        self.table.itemClicked.connect(self._clicked)
        self.table.itemActivated.connect(self._clicked)  # Enter on the keyboard
        self.table.setMouseTracking(True)  # itemEntered: the move under the pointer
        self.table.viewport().setMouseTracking(True)
        self.table.itemEntered.connect(self._entered)
        self.table.viewport().installEventFilter(self)
        # Without a mouse: the move the keyboard's cursor is on is previewed while the list has the focus
        self.table.currentItemChanged.connect(self._current_changed)
        self.table.installEventFilter(self)
        self.hovered = ""
        header = self.table.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        self._rows: list[ExplorerRow] = []
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        """Narrow enough to leave the board its room: 290 px, 260 in a window under :data:`WIDE_WINDOW` px
        (at 800×600 the board kept 255 px of width beside the side panel and a 290 px explorer); the dock can
        be widened."""
        width = 290 if self.window() is self or self.window().width() >= WIDE_WINDOW else 260
        return QSize(width, super().sizeHint().height())

    def retranslate(self) -> None:
        self.ruleset_box.setItemText(0, self.tr("All rule sets"))
        self.player_box.setPlaceholderText(self.tr("Player"))
        for i, text in enumerate((self.tr("Either side"), self.tr("As Cho"), self.tr("As Han"))):
            self.side_box.setItemText(i, text)
        self.player_box.setToolTip(self.tr("Only the games of a player whose name contains this text"))
        self.table.setHeaderLabels([self.tr("Move"), self.tr("Games"), self.tr("Cho / draw / Han"),
                                    self.tr("Score")])
        self.table.headerItem().setToolTip(3, self.tr("The average result for Cho (a win 100%, a draw 50%)"))
        self.games_button.setText(self.tr("&Games…"))
        self.games_button.setToolTip(self.tr("List the library's games reaching this position"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- what the controller asks -------------------------------------------------------------------------
    @property
    def ruleset(self) -> str | None:
        """The rule set chosen in the filter, None for all."""
        return self.ruleset_box.currentData()

    def set_ruleset(self, name: str | None) -> None:
        index = self.ruleset_box.findData(name)
        if index < 0:
            raise ValueError(f"unknown rule set {name!r}; expected one of {', '.join(RULE_SETS)}")
        self.ruleset_box.setCurrentIndex(index)

    @property
    def player(self) -> str:
        return self.player_box.text().strip()

    @property
    def player_side(self) -> str | None:
        """With a player: "cho" or "han" for the games the player played as that side, None for both."""
        return self.side_box.currentData()

    def set_player_side(self, side: str | None) -> None:
        index = self.side_box.findData(side)
        if index < 0:
            raise ValueError(f"unknown side {side!r}; expected cho, han or None")
        self.side_box.setCurrentIndex(index)

    def set_player(self, text: str) -> None:
        """Set the player filter (as if typed) and ask again at once."""
        self.player_box.setText(text)
        self.typing.stop()
        self.filters_changed.emit()

    def set_moves(self, games: int, rows: list[ExplorerRow]) -> None:
        """Show the position's games and its next moves (most played first)."""
        self._rows = list(rows)
        self.hover("")
        self.games_button.setEnabled(games > 0)
        self.summary_label.setText(self.tr("Games reaching this position: %1").replace("%1", str(games)) if games
                                   else self.tr("No game of the library reached this position"))
        self.table.clear()
        items = []
        for r in rows:
            item = QTreeWidgetItem([r.text, str(r.games), "", "" if r.score is None else f"{100 * r.score:.0f}%"])
            item.setData(0, UCI_ROLE, r.uci)
            item.setData(2, BAR_ROLE, (r.cho, r.draws, r.han) if r.cho + r.draws + r.han else None)
            item.setToolTip(2, self.tr("Cho won %1, draws %2, Han won %3").replace("%1", str(r.cho))
                            .replace("%2", str(r.draws)).replace("%3", str(r.han)))
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            items.append(item)
        self.table.addTopLevelItems(items)

    def set_problem(self, text: str) -> None:
        """The library could not be asked: say why, show no moves."""
        self._rows = []
        self.hover("")
        self.games_button.setEnabled(False)
        self.table.clear()
        self.summary_label.setText(text)

    @property
    def rows(self) -> list[ExplorerRow]:
        """The moves shown, in order."""
        return list(self._rows)

    @property
    def summary(self) -> str:
        return self.summary_label.text()

    def row_rect(self, row: int) -> QRect:
        """Where row ``row``'s move is drawn, in the table's viewport (for tests and the keyboard)."""
        return self.table.visualItemRect(self.table.topLevelItem(row))

    def hover(self, uci: str) -> None:
        """The move under the pointer is ``uci`` ("" none): said once per change."""
        if uci != self.hovered:
            self.hovered = uci
            self.move_hovered.emit(uci)

    def _entered(self, item: QTreeWidgetItem, _column: int) -> None:
        self.hover(item.data(0, UCI_ROLE) or "")

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        if item is not None and self.table.hasFocus():
            self.hover(item.data(0, UCI_ROLE) or "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt virtual
        kind = event.type()
        if watched is self.table.viewport() and kind == QEvent.Type.Leave:
            self.hover("")
        elif watched is self.table and kind == QEvent.Type.FocusIn and self.table.currentItem() is not None:
            self.hover(self.table.currentItem().data(0, UCI_ROLE) or "")
        elif watched is self.table and kind == QEvent.Type.FocusOut:
            self.hover("")
        return super().eventFilter(watched, event)

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        self.hover("")  # the panel closed under the pointer: no arrow left on the board
        super().hideEvent(event)

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        uci = item.data(0, UCI_ROLE)
        if uci:
            self.move_chosen.emit(uci)
