"""The window's two columns: the board, which takes the room it can use, and the side panel, which gets the
rest (defect 5: the panel kept ~240 px at any size, 40 % of an 800×600 window, while a full-screen window
had wide empty margins beside the board).

The board is as tall as the window allows, so its best width follows from its height; the panel gets what
is left, within a sensible minimum and at most about two fifths of the window.  The handle between them can
be dragged: the width the user gives the panel is kept from then on.

The panel sits in a scroll area: what it holds (clocks, the computer's line, analysis lines, a game report,
the move list) may need more height than a small window has, and then the panel scrolls; it never makes the
window taller than the user made it (which also re-laid out and repainted the whole board mid-game).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QSplitter, QVBoxLayout, QWidget

from .board.geometry import BOARD_H, BOARD_W

PANEL_MIN = 200
PANEL_MAX_SHARE = 0.42
PANEL_MAX_FLOOR = 340
MARGIN = 4


class BoardSplitter(QSplitter):
    """Board | side panel, sized as the module docstring says."""

    def __init__(self, board: QWidget, panel: QWidget, parent: QWidget | None = None, *, beside: int = 0) -> None:
        """``beside``: the width the board's column holds beside the board itself (the evaluation bar)."""
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("BoardSplitter")
        area = QWidget()
        layout = QVBoxLayout(area)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.addWidget(board, 1)
        self.board_layout = layout
        self.board, self.panel = board, panel
        self.beside = beside
        panel.setMinimumWidth(PANEL_MIN)
        panel.setMaximumWidth(16777215)
        scroll = QScrollArea()
        scroll.setObjectName("SidePanelScroll")
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        # Only a holder: Tab goes from the board straight to the panel's first input, not to the scroll area
        # (which scrolls itself to whatever child takes the focus).
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(PANEL_MIN)
        self.addWidget(area)
        self.addWidget(scroll)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 0)
        self.setChildrenCollapsible(False)
        #: The panel width the user chose by dragging the handle (None: follow the window).
        self.user_panel_width: int | None = None
        self._sizing = False
        self.splitterMoved.connect(self._moved)

    def add_above_board(self, widget: QWidget) -> None:
        """Put ``widget`` (a bar that comes and goes: the offer to add a record to the library) above the
        board, in the board's column."""
        self.board_layout.insertWidget(0, widget)

    def panel_width_for(self, width: int, height: int) -> int:
        """The panel's width in a splitter of ``width`` × ``height``: what the board cannot use."""
        board_width = round((height - 2 * MARGIN) * BOARD_W / BOARD_H) + 2 * MARGIN + self.beside
        room = width - self.handleWidth()
        most = max(PANEL_MAX_FLOOR, round(width * PANEL_MAX_SHARE))
        wanted = self.user_panel_width if self.user_panel_width is not None else room - board_width
        return max(self.panel.minimumSizeHint().width(), PANEL_MIN, min(most, wanted, room - 240))

    def fit(self) -> None:
        width = self.width()
        if width <= 0:
            return
        panel = self.panel_width_for(width, self.height())
        self._sizing = True
        self.setSizes([width - self.handleWidth() - panel, panel])
        self._sizing = False

    def _moved(self, _pos: int, _index: int) -> None:
        if not self._sizing:
            self.user_panel_width = self.sizes()[1]

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().showEvent(event)
        self.fit()
