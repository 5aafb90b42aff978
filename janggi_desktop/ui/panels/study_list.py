"""The move list of a study: the whole move tree as lichess's column view shows it (first step of issue 48
item 2, not yet placed in the side panel).

The rows come from :func:`janggi_desktop.records.tree_layout.layout`: the main line in columns, each comment
and each variation on a row of its own, nested variations inline in parentheses.  Every move is a link, so a
click names its node (:attr:`StudyMoveList.node_clicked`); the current node is drawn highlighted and kept in
view.  A QTextBrowser rather than an item view: a variation row holds many clickable moves of its own.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import QTextBrowser

from janggi_desktop.records.tree import MoveNode, MoveTree
from janggi_desktop.records.tree_layout import LineRow, MoveNamer, layout, san_name

#: How a comment and the current move are drawn.
COMMENT_STYLE = "color:#5a6b7a; font-style:italic"
CURRENT_STYLE = "background:#f2d27a; font-weight:bold"


class StudyMoveList(QTextBrowser):
    """The whole tree as text with a link on every move (see the module docstring)."""

    #: A move was clicked: its MoveNode.
    node_clicked = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("StudyMoveList")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor)
        self._nodes: list[MoveNode] = []
        self._tree: MoveTree | None = None
        self._current: MoveNode | None = None
        self._name: MoveNamer = san_name

    def show_tree(self, tree: MoveTree, current: MoveNode | None = None, name: MoveNamer = san_name) -> None:
        """Draw ``tree`` with ``current`` highlighted (None: none), naming moves with ``name``."""
        self._tree, self._current, self._name = tree, current, name
        self._render()

    def set_current(self, node: MoveNode | None) -> None:
        """Highlight ``node`` and scroll it into view."""
        if node is self._current:
            return
        self._current = node
        self._render()

    def node_at(self, index: int) -> MoveNode | None:
        """The node of the ``index``-th link (for tests and tools)."""
        return self._nodes[index] if 0 <= index < len(self._nodes) else None

    def _render(self) -> None:
        tree = self._tree
        if tree is None:
            self.clear()
            return
        out = layout(tree, self._name)
        self._nodes = []
        index: dict[int, int] = {}

        def link(node: MoveNode) -> str:
            key = index.get(id(node))
            if key is None:
                key = index[id(node)] = len(self._nodes)
                self._nodes.append(node)
            style = f' style="{CURRENT_STYLE}"' if node is self._current else ""
            return (f'<a name="n{key}"></a><a href="n:{key}"{style}>'
                    f"{html.escape(out.texts[id(node)])}</a>")

        rows: list[str] = []
        for row in out.rows:
            if isinstance(row, LineRow):
                parts: list[str] = []
                for token in row.tokens:
                    if token.kind == "move" and token.node is not None:
                        parts.append(link(token.node))
                    elif token.kind == "comment":
                        parts.append(f'<span style="{COMMENT_STYLE}">{html.escape(token.text)}</span>')
                    else:
                        parts.append(html.escape(token.text))
                text = " ".join(parts).replace("( ", "(").replace(" )", ")")
                rows.append(f'<tr><td colspan="3" style="padding-left:{8 + 40 * row.indent}px">{text}</td></tr>')
            else:
                cho = link(row.cho) if row.cho is not None else "…"
                han = link(row.han) if row.han is not None else ""
                rows.append(f'<tr><td align="right" width="14%">{row.number}.</td><td width="43%">{cho}</td>'
                            f'<td width="43%">{han}</td></tr>')
        bar = self.verticalScrollBar().value()
        self.setHtml('<table cellspacing="0" cellpadding="2" width="100%">' + "".join(rows) + "</table>")
        self.verticalScrollBar().setValue(bar)
        if self._current is not None and id(self._current) in index:
            self.scrollToAnchor(f"n{index[id(self._current)]}")

    def _on_anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("n:") and text[2:].isdigit():
            node = self.node_at(int(text[2:]))
            if node is not None:
                self.node_clicked.emit(node)
