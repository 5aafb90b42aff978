"""The move list of a study: the whole move tree as lichess's column view shows it (issue 48 item 2; the side
panel shows it in place of the plain list when a game has variations, comments or marks), and the comment box
with the mark buttons under it.

The rows come from :func:`janggi_desktop.records.tree_layout.layout`: the main line in columns, each comment
and each variation on a row of its own, nested variations inline in parentheses.  Every move is a link, so a
click names its node (:attr:`StudyMoveList.node_clicked`); the current node is drawn highlighted and kept in
view.  A QTextBrowser rather than an item view: a variation row holds many clickable moves of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QContextMenuEvent,
    QFont,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLineEdit,
    QMenu,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.records.tree import MoveNode, MoveTree
from janggi_desktop.records.tree_layout import (
    GLYPHS,
    CommentWords,
    LineRow,
    MainRow,
    MoveNamer,
    NameCache,
    layout,
    san_name,
    words_after,
)

from .focus_frame import FocusFramed

#: How a comment and the current move are drawn.
COMMENT_COLOUR = "#5a6b7a"
CURRENT_BACKGROUND = "#f2d27a"
#: Pixels: above and below each row; a comment's or variation's left margin, and one more level's.
ROW_MARGIN = 2
LINE_INDENT = 8
VARIATION_INDENT = 16
WORD_JOINER = "\u2060"


def unbroken(text: str) -> str:
    """``text`` with a word joiner on each side of every ideograph (hanja, hangeul): the lines break between
    moves, never inside one ("77卒67"), while a Latin move (SAN, UCI) needs none."""
    out: list[str] = []
    for i, ch in enumerate(text):
        if i and (ord(ch) >= 0x2E80 or ord(text[i - 1]) >= 0x2E80):
            out.append(WORD_JOINER)
        out.append(ch)
    return "".join(out)


class StudyMoveList(FocusFramed, QTextBrowser):
    """The whole tree as text with a link on every move (see the module docstring)."""

    #: A move was clicked: its MoveNode.
    node_clicked = Signal(object)
    #: A context menu was asked for on a move: its MoveNode, the point on the screen.
    menu_requested = Signal(object, QPoint)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("StudyMoveList")
        # Reached by Tab (issue 49) but not by a click, and Tab leaves it at once instead of stepping through
        # every move's link (a long study would trap the keyboard); ← → ↑ ↓ stay the window's keys.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabChangesFocus(True)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        # moves read as text, not as web links (lichess's look): the anchors are written in the text's colour,
        # without underline (see _render); a redraw is no edit to take back
        self.document().setUndoRedoEnabled(False)
        self._nodes: list[MoveNode] = []
        self._tree: MoveTree | None = None
        self._current: MoveNode | None = None
        self._name: MoveNamer | NameCache = san_name
        self._words: CommentWords = words_after
        self._spans: dict[int, tuple[int, int]] = {}  # id(node) -> its link's characters in the document
        # The game report's marks ("??", "?", "?!") on the line on the board, as the plain list shows them:
        # by ply, the line's nodes, and what they give: id(node) -> (glyph, colour)
        self._marks: dict[int, tuple[str, QColor]] = {}
        self._line: list[MoveNode] = []
        self._marked: dict[int, tuple[str, str]] = {}

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt virtual
        """As the plain list: only its least height.  The side panel's scroll area goes by the panel's
        preferred height (word-wrapped labels: height for width), and a text view asks for 192 px: the tree
        pushed the analysis lines and the game report out of view even at 1280×800 (issue 48 item 6).  It
        takes the room the panel has left (its stretch)."""
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        """The move shown stays in view when the list is made lower (the analysis lines or the report
        appearing under it, the window made smaller): it was scrolled to before the panel took its room, and
        was left cut in half at the list's bottom edge."""
        super().resizeEvent(event)
        if self._current is not None and id(self._current) in self._spans:
            self.ensureCursorVisible()

    def show_tree(self, tree: MoveTree, current: MoveNode | None = None,
                  name: MoveNamer | NameCache = san_name, words: CommentWords = words_after) -> None:
        """Draw ``tree`` with ``current`` highlighted (None: none), naming moves with ``name`` (a
        :class:`NameCache` kept by the caller names each node once across redraws) and showing ``words`` of
        the comment after each move."""
        self._tree, self._current, self._name, self._words = tree, current, name, words
        self._render()

    def set_marks(self, marks: dict[int, tuple[str, QColor]]) -> None:
        """The game report's marks by ply of the report's line (:meth:`set_line_marks`): each is written after
        its move, in its colour, as in the plain move list (a move the person marked keeps their mark)."""
        self._marks = dict(marks)
        self._mark_line()

    def set_line_marks(self, nodes: list[MoveNode], marks: dict[int, tuple[str, QColor]]) -> None:
        """The report's line and its marks at once (drawn again only if what is marked changed)."""
        self._line = list(nodes)
        self._marks = dict(marks)
        self._mark_line()

    def marked(self) -> dict[int, str]:
        """The report's marks shown, by ply of the line (for tests and tools)."""
        where = {id(node): ply for ply, node in enumerate(self._line, 1)}
        return {where[key]: glyph for key, (glyph, _colour) in self._marked.items() if key in where}

    def _mark_line(self, render: bool = True) -> None:
        marked = {id(self._line[ply - 1]): (glyph, colour.name()) for ply, (glyph, colour) in self._marks.items()
                  if 0 < ply <= len(self._line)}
        if marked != self._marked:
            self._marked = marked
            if render and self._tree is not None:
                self._render()

    def set_current(self, node: MoveNode | None) -> None:
        """Highlight ``node`` and scroll it into view.  The text is not drawn again (a 1,000-move study takes
        a few hundred ms to lay out): the highlight is an extra selection over the move's characters."""
        if node is self._current:
            return
        self._current = node
        self._highlight()

    def _highlight(self) -> None:
        node = self._current
        where = self._spans.get(id(node)) if node is not None else None
        if where is None:
            self.setExtraSelections([])
            return
        selection = QTextEdit.ExtraSelection()
        cursor = QTextCursor(self.document())
        cursor.setPosition(where[0])
        cursor.setPosition(where[1], QTextCursor.MoveMode.KeepAnchor)
        selection.cursor = cursor
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(CURRENT_BACKGROUND))
        fmt.setFontWeight(QFont.Weight.Bold)
        selection.format = fmt
        self.setExtraSelections([selection])
        # in view: a cursor at the move (no selection), scrolled to as little as needed
        cursor.clearSelection()
        self.setTextCursor(cursor)
        self.ensureCursorVisible()

    def node_at(self, index: int) -> MoveNode | None:
        """The node of the ``index``-th link (for tests and tools)."""
        return self._nodes[index] if 0 <= index < len(self._nodes) else None

    def move_span(self, node: MoveNode) -> tuple[int, int] | None:
        """Where ``node``'s move is in the text (first and past-the-last character; None when not shown)."""
        return self._spans.get(id(node))

    def _render(self) -> None:
        """Write the rows into the document through a text cursor: the main line's rows as tab-stopped
        columns, each comment and variation as an indented paragraph, every move an anchor whose characters
        are noted as they are written (for the highlight).  No HTML and no table: parsing and laying out a
        400-row table was most of a redraw (250 ms of a 1,000-move study; paragraphs with tab stops: a few
        tens)."""
        tree = self._tree
        doc = self.document()
        if tree is None:
            self.clear()
            return
        out = layout(tree, self._name, self._words)
        self._nodes = []
        self._spans = {}
        bar = self.verticalScrollBar().value()
        doc.clear()
        cursor = QTextCursor(doc)
        cursor.beginEditBlock()
        metrics = self.fontMetrics()
        plain = QTextCharFormat()
        comment = QTextCharFormat()
        comment.setFontItalic(True)
        comment.setForeground(QColor(COMMENT_COLOUR))
        text_colour = self.palette().text().color()
        # the columns: the number right-aligned, then Cho's and Han's moves as wide as the widest main-line move
        widest = max((metrics.horizontalAdvance(out.texts[id(n)]) for row in out.rows if isinstance(row, MainRow)
                      for n in (row.cho, row.han) if n is not None), default=40)
        number_end = metrics.horizontalAdvance("000...") + 4
        column = widest + metrics.horizontalAdvance("  ") + 6  # the bold highlight is wider than the text
        main = QTextBlockFormat()
        main.setTabPositions([QTextOption.Tab(number_end, QTextOption.TabType.RightTab),
                              QTextOption.Tab(number_end + 10, QTextOption.TabType.LeftTab),
                              QTextOption.Tab(number_end + 10 + column, QTextOption.TabType.LeftTab)])
        main.setTopMargin(ROW_MARGIN)
        main.setBottomMargin(ROW_MARGIN)

        def link(node: MoveNode) -> None:
            key = len(self._nodes)
            self._nodes.append(node)
            fmt = QTextCharFormat()
            fmt.setAnchor(True)
            fmt.setAnchorHref(f"n:{key}")
            fmt.setForeground(text_colour)
            start = cursor.position()
            # a word joiner between the letters: a move is never cut at the end of a line (hanja allow a break
            # between any two)
            cursor.insertText(unbroken(out.texts[id(node)]), fmt)
            mark = self._marked.get(id(node))
            if mark is not None and not any(n in GLYPHS for n in node.nags):  # the person's own mark wins
                marked = QTextCharFormat(fmt)
                marked.setFontWeight(QFont.Weight.Bold)
                marked.setForeground(QColor(mark[1]))
                cursor.insertText(mark[0], marked)
            self._spans[id(node)] = (start, cursor.position())

        first = True
        for row in out.rows:
            if isinstance(row, LineRow):
                fmt = QTextBlockFormat()
                fmt.setLeftMargin(LINE_INDENT + VARIATION_INDENT * row.indent)
                fmt.setTopMargin(ROW_MARGIN)
                fmt.setBottomMargin(ROW_MARGIN)
            else:
                fmt = main
            if first:
                cursor.setBlockFormat(fmt)
                first = False
            else:
                cursor.insertBlock(fmt, plain)
            if isinstance(row, LineRow):
                previous = "open"
                for token in row.tokens:
                    if previous != "open" and token.kind != "close":
                        # a move number stays on the line of its move (seen under Xvfb: "4…" ended a line,
                        # its move "43병53" began the next one)
                        cursor.insertText("\u00a0" if previous == "number" else " ", plain)
                    previous = token.kind
                    if token.kind == "move" and token.node is not None:
                        link(token.node)
                    else:
                        cursor.insertText(token.text, comment if token.kind == "comment" else plain)
            else:
                cursor.insertText(f"\t{row.number}.\t", plain)
                if row.cho is not None:
                    link(row.cho)
                else:
                    cursor.insertText("…", plain)
                if row.han is not None:
                    cursor.insertText("\t", plain)
                    link(row.han)
        cursor.endEditBlock()
        self.verticalScrollBar().setValue(bar)
        self._highlight()

    def node_at_point(self, pos: QPoint) -> MoveNode | None:
        """The move drawn at ``pos`` (viewport coordinates), None between moves."""
        text = self.anchorAt(pos)
        return self.node_at(int(text[2:])) if text.startswith("n:") and text[2:].isdigit() else None

    # --- visible focus (issue 49): a read-only text draws nothing when it has the keyboard ---------------------
    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802 - Qt virtual
        super().scrollContentsBy(dx, dy)
        if self.hasFocus():  # the scroll copies the drawn frame with the text: draw it again where it belongs
            self.viewport().update()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt virtual
        node = self.node_at_point(event.pos())  # the viewport's event, passed on: in its coordinates
        if node is not None:
            self.menu_requested.emit(node, event.globalPos())

    def _on_anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("n:") and text[2:].isdigit():
            node = self.node_at(int(text[2:]))
            if node is not None:
                self.node_clicked.emit(node)


class StudyEditor(QWidget):
    """Under the tree view: the comment box of the move shown and a button for each NAG mark (the study
    controller's actions, with their keys)."""

    #: The words in the comment box were changed (Return, or the box lost the keyboard).
    comment_edited = Signal(str)
    #: The box now edits the comment before the move (True) or after it (False).
    side_changed = Signal(bool)

    def __init__(self, mark_actions: list[QAction], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("StudyEditor")
        # Two rows: the comment box the panel's whole width (beside six mark buttons it was a few letters wide
        # at 800×600), then which comment it edits and the marks.
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        self.comment_box = QLineEdit()
        self.comment_box.setObjectName("CommentBox")
        self.comment_box.setClearButtonEnabled(True)
        self.comment_box.editingFinished.connect(self._edited)
        self.comment_box.returnPressed.connect(self._give_keys_back)
        self._came_from: QWidget | None = None  # what had the keyboard before Comment on this move…
        self._top = QHBoxLayout()
        self._top.setSpacing(2)
        self._top.addWidget(self.comment_box, 1)
        rows.addLayout(self._top)
        self._row = row = QHBoxLayout()
        row.setSpacing(2)
        rows.addLayout(row)
        # Which comment the box edits: the one after the move (lichess's, the usual) or, checked, the one
        # written before it (PGN's "{...} 12. Hc3": a heading for the move, shown in place in the tree).
        self.before_button = QToolButton()
        self.before_button.setObjectName("CommentBeforeButton")
        self.before_button.setCheckable(True)
        self.before_button.setAutoRaise(True)
        self.before_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.before_button.toggled.connect(self._side_toggled)
        row.addWidget(self.before_button)
        row.addStretch(1)
        self.mark_buttons: list[QToolButton] = []
        for action in mark_actions:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(button)
            self.mark_buttons.append(button)
        # compact (a low window): one row, the marks in a menu beside the box (their keys work as ever)
        self.marks_button = QToolButton()
        self.marks_button.setObjectName("MarksButton")
        self.marks_button.setText("!?")
        self.marks_button.setAutoRaise(True)
        self.marks_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        marks = QMenu(self.marks_button)
        for action in mark_actions:
            marks.addAction(action)
        self.marks_button.setMenu(marks)
        self.marks_button.hide()
        self._top.addWidget(self.marks_button)
        self._compact = False
        self._shown = ""
        self._retranslate()

    def set_compact(self, on: bool) -> None:
        """One row in a compact side panel (the comment box, "Before", the marks in a menu: at 800×600 the
        move list needs the second row's height), two rows otherwise."""
        if on == self._compact:
            return
        self._compact = on
        (self._row if on else self._top).removeWidget(self.before_button)
        if on:
            self._top.insertWidget(1, self.before_button)
        else:
            self._row.insertWidget(0, self.before_button)
        for button in self.mark_buttons:
            button.setVisible(not on)
        self.marks_button.setVisible(on)

    @property
    def compact(self) -> bool:
        return self._compact

    def _fit_buttons(self) -> None:
        """"Before" keeps its whole word (at 800×600 in French it was cut to "…"): where the row is narrow, the
        mark buttons give up their padding first, down to their glyph."""
        self.before_button.setMinimumWidth(self.before_button.sizeHint().width())
        for button in self.mark_buttons:
            button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + 6)

    def _retranslate(self) -> None:
        self.before_button.setText(self.tr("Before"))
        self.marks_button.setToolTip(self.tr("Mark this move"))
        self._fit_buttons()
        self.before_button.setToolTip(self.tr("Write the comment that comes before this move (unchecked: the "
                                              "one after it)"))
        self.comment_box.setPlaceholderText(self.tr("Comment before this move") if self.before
                                            else self.tr("Comment on this move"))

    @property
    def before(self) -> bool:
        """The box edits the comment before the move (else the one after it)."""
        return self.before_button.isChecked()

    def _side_toggled(self, before: bool) -> None:
        self._retranslate()
        self.side_changed.emit(before)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt virtual
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()

    def show_comment(self, text: str, enabled: bool) -> None:
        """Show the comment of the move shown (the caller takes what was typed first: :meth:`take_typed`)."""
        self.comment_box.setEnabled(enabled)
        self.before_button.setEnabled(enabled)
        self._shown = text
        if self.comment_box.text() != text:
            self.comment_box.setText(text)

    def take_typed(self) -> str | None:
        """The words typed and not yet given (None: none), given now: the move shown is about to change."""
        text = self.comment_box.text()
        if text == self._shown:
            return None
        self._shown = text
        return text

    def focus_comment(self) -> None:
        """The keyboard in the comment box (Comment on this move…); Enter gives it back to where it was."""
        came_from = QApplication.focusWidget()
        self._came_from = came_from if came_from is not self.comment_box else self._came_from
        self.comment_box.setFocus(Qt.FocusReason.OtherFocusReason)
        self.comment_box.selectAll()

    def _give_keys_back(self) -> None:
        """Enter kept the comment: the keyboard goes back to the widget that had it before Comment on this
        move… (seen under Xvfb: it stayed in the box, where ← and → moved the text cursor instead of stepping,
        and "/" was typed into the comment instead of reaching the move box)."""
        came_from, self._came_from = self._came_from, None
        try:
            if came_from is not None and came_from.isVisible() and came_from.isEnabled():
                came_from.setFocus(Qt.FocusReason.OtherFocusReason)
        except RuntimeError:  # that widget was deleted meanwhile: the keyboard stays here
            pass

    def _edited(self) -> None:
        text = self.comment_box.text()
        if text != self._shown:
            self._shown = text
            self.comment_edited.emit(text)
