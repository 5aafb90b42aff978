"""The study's part of the side panel: the tree view of the moves and, under it, the comment box and the mark
buttons, in the Moves group in place of the plain move list while a game has variations, comments or marks.

Both are built, hidden, when first asked for (a game that never branches never builds them: ~10 ms, 3.8 to
import and 6.5 to build, off the window's first frame).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

if TYPE_CHECKING:  # built when a game first branches (see the module docstring)
    from .study_list import StudyEditor, StudyMoveList


class StudyArea:
    """The tree view and its editor in ``moves`` (the Moves group's layout), after ``plain`` (the plain list).

    The views' clicks, menus and comments are passed on to the panel's signals given here;
    ``plain_shown`` is called when the plain list shows again (to show its current move)."""

    def __init__(self, moves: QVBoxLayout, plain: QWidget, *, plain_shown: Callable[[], None],
                 node_clicked: SignalInstance, menu_requested: SignalInstance, comment_edited: SignalInstance,
                 comment_side_changed: SignalInstance) -> None:
        self.moves, self.plain, self.plain_shown = moves, plain, plain_shown
        self._signals = (node_clicked, menu_requested, comment_edited, comment_side_changed)
        self._tree: StudyMoveList | None = None
        self._editor: StudyEditor | None = None
        self._mark_actions: list = []
        self._line_marks: tuple[list, dict[int, tuple[str, QColor]]] = ([], {})
        self._compact = False

    @property
    def tree(self) -> StudyMoveList:
        """The tree view (built, hidden, when first asked for)."""
        if self._tree is None:
            from .study_list import StudyEditor, StudyMoveList

            node_clicked, menu_requested, comment_edited, side_changed = self._signals
            self._tree = tree = StudyMoveList()
            tree.set_line_marks(*self._line_marks)
            tree.node_clicked.connect(node_clicked)
            tree.menu_requested.connect(menu_requested)
            tree.hide()
            self._editor = editor = StudyEditor(self._mark_actions)
            editor.set_compact(self._compact)
            editor.comment_edited.connect(comment_edited)
            editor.side_changed.connect(side_changed)
            editor.hide()
            self.moves.insertWidget(self.moves.indexOf(self.plain) + 1, tree, 1)
            self.moves.insertWidget(self.moves.indexOf(tree) + 1, editor)
        return self._tree

    @property
    def editor(self) -> StudyEditor:
        """The comment box and the mark buttons under the tree view."""
        self.tree  # noqa: B018 - builds both
        return self._editor  # type: ignore[return-value]

    @property
    def showing(self) -> bool:
        return self._tree is not None and not self._tree.isHidden()

    def set_mark_actions(self, actions: list) -> None:
        """The NAG actions the editor shows as buttons (given before the tree view is first built)."""
        self._mark_actions = list(actions)

    def show(self, on: bool) -> None:
        """Show the tree view and its editor (True) or the plain move list (False: a game without variations,
        comments or marks keeps the plain look)."""
        if not on and self._tree is None:
            return
        tree = self.tree
        if on == (not tree.isHidden()):
            return
        self.plain.setVisible(not on)
        tree.setVisible(on)
        self.editor.setVisible(on)
        if not on:
            self.plain_shown()

    def show_comment(self, text: str, enabled: bool) -> None:
        """The comment box shows the comment of the move shown (not while the person is typing in it)."""
        self.editor.show_comment(text, enabled)

    def take_typed_comment(self) -> str | None:
        """What was typed in the comment box and not yet given (None: nothing, or no box)."""
        return self._editor.take_typed() if self._editor is not None else None

    def focus_comment(self) -> None:
        """Put the keyboard in the comment box (the tree view is shown first if it was not)."""
        self.show(True)
        self.editor.focus_comment()

    def set_line_marks(self, line: list, marks: dict[int, tuple[str, QColor]]) -> None:
        """The report's marks on the nodes of its line (see :meth:`.side_panel.SidePanel.set_marks`)."""
        self._line_marks = (line, marks)
        if self._tree is not None:
            self._tree.set_line_marks(line, marks)

    def set_compact(self, on: bool) -> None:
        self._compact = on
        if self._editor is not None:
            self._editor.set_compact(on)
