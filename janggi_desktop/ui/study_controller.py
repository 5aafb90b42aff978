"""The study board's controller (issue 48): the move tree in the side panel, ↑/↓ between variations, comments,
NAG marks, and promoting or deleting variations, all through the game driver's study operations.

A plain game keeps the plain move list (number, Cho, Han); as soon as the tree holds something that list cannot
show — a variation, a comment, a NAG mark — the panel shows the whole tree instead
(:class:`~.panels.study_list.StudyMoveList`, the lichess column view) with the comment editor under it.  The
controller listens to the driver: a change of the tree or of the line on the board (Change.LINE, Change.TREE,
a move, an undo, a new game) draws the tree again; stepping through the game (Change.REVIEW) only moves the
highlight.  Every edit is the driver's (set_comment, set_nags, promote, delete, undo_edit, redo_edit), so the
records, the autosave and the undo history see the same tree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from janggi_desktop import analysis
from janggi_desktop.play import Change, GameDriver
from janggi_desktop.records.tree import MoveNode, MoveTree, comment_commands, comment_words, set_comment_command
from janggi_desktop.records.tree_layout import GLYPHS, NameCache

from . import i18n
from .notation import move_namer
from .panels.side_panel import SidePanel
from .ports import StatusLine
from .settings import Settings
from .texts import translate

if TYPE_CHECKING:
    from .panels.study_list import StudyMoveList

CONTEXT = "StudyController"

#: The NAG marks offered, with their keys (ChessBase's Ctrl+digit order): NAG number -> key.
NAG_KEYS = {1: "Ctrl+1", 2: "Ctrl+2", 3: "Ctrl+3", 4: "Ctrl+4", 5: "Ctrl+5", 6: "Ctrl+6"}
#: What each mark says, in the menus (the buttons show the glyph alone).
NAG_NAMES = {1: QT_TRANSLATE_NOOP("StudyController", "Good move"),
             2: QT_TRANSLATE_NOOP("StudyController", "Mistake"),
             3: QT_TRANSLATE_NOOP("StudyController", "Brilliant move"),
             4: QT_TRANSLATE_NOOP("StudyController", "Blunder"),
             5: QT_TRANSLATE_NOOP("StudyController", "Interesting move"),
             6: QT_TRANSLATE_NOOP("StudyController", "Dubious move")}
#: The key of Edit → Comment on this move….
COMMENT_KEY = "Ctrl+K"
#: The NAGs that judge a move (one at a time: "!" replaces "?"); others a record gave are kept.
MOVE_NAGS = frozenset(GLYPHS)


def is_study(tree: MoveTree) -> bool:
    """Whether ``tree`` holds something the plain move list cannot show: a variation, a comment written by a
    person (the ``[%clk]``/``[%eval]`` commands alone do not count), or a NAG mark."""
    for node in tree.walk():
        if len(node.children) > 1 or node.nags:
            return True
        for comment in (node.comment, node.comment_before):
            if comment and plain_comment(comment):
                return True
    return False


def looks(tree: MoveTree) -> list[tuple]:
    """What of ``tree`` the move list shows, node by node: the node, its comments' words (not their
    ``[%...]`` commands: drawings, clocks, evaluations), its marks.  Two trees that look alike draw the same
    list; the moves and their order are in the walk."""
    return [(id(n), len(n.children), comment_words(n.comment) if n.comment else "",
             comment_words(n.comment_before) if n.comment_before else "", tuple(n.nags)) for n in tree.walk()]


def plain_comment(comment: str) -> str:
    """The words of a comment without its ``[%name value]`` commands (what the comment box edits)."""
    return comment_words(comment)


def judgement(node: MoveNode) -> str:
    """The judgement a game report's annotation wrote in the comment after ``node``'s move ("Blunder. Hc8 was
    best.", see :func:`janggi_desktop.analysis.split_judgement`), "" when there is none."""
    return analysis.split_judgement(comment_words(node.comment), node.nags)[0] if node.comment else ""


def words_shown(node: MoveNode) -> str:
    """What the move list and the comment box show of the comment after ``node``'s move: its words, without
    the ``[%...]`` commands nor the judgement an annotation wrote (in English and SAN whatever the language
    and the notation: the move's glyph and the game report say it)."""
    return analysis.split_judgement(comment_words(node.comment), node.nags)[1] if node.comment else ""


def with_commands(text: str, old: str, kept: str = "") -> str:
    """``text`` typed in the comment box, with the commands of the ``old`` comment kept (a clock or an
    evaluation the record holds is not lost by editing the words), after the words ``kept`` (the judgement
    the box did not show)."""
    out = " ".join(f"{kept} {text}".split())
    for name, value in comment_commands(old).items():
        out = set_comment_command(out, name, value)
    return out


class StudyController(QObject):
    """Keeps the side panel's tree view in step with the driver and forwards the study edits (see the module
    docstring).  ``settings`` gives the notation and the label set the moves are written in."""

    #: The tree view was drawn again (tests wait on it).
    refreshed = Signal()

    def __init__(self, driver: GameDriver, panel: SidePanel, settings: Settings, status: StatusLine,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.driver, self.panel, self.settings, self.status = driver, panel, settings, status
        self._study = False
        self._dirty = True
        self._comment_node: MoveNode | None = None  # whose comment the comment box shows
        self._comment_before = False  # the box shows the comment before that move (else the one after it)
        self._editing = False  # one of our edits is under way: whatever the driver says, draw again
        self._tree_asked: MoveTree | None = None  # Comment… asked for this (plain) game's tree view
        self._drawn: tuple[int, int] = (0, -1)  # the tree drawn: its id and size
        self._shown_as: list[tuple] | None = None  # what of it the list shows (see looks)
        self._sources: list[tuple[QAction, str, str]] = []
        self._names: NameCache | None = None
        self._names_key: tuple = ()
        self.up_action = self._action(
            QT_TRANSLATE_NOOP("StudyController", "Previous variation"), lambda: self.switch_variation(-1), "Up",
            QT_TRANSLATE_NOOP("StudyController", "Show the variation before this move's (↑)"))
        self.down_action = self._action(
            QT_TRANSLATE_NOOP("StudyController", "Next variation"), lambda: self.switch_variation(1), "Down",
            QT_TRANSLATE_NOOP("StudyController", "Show the variation after this move's (↓)"))
        self.undo_edit_action = self._action(
            QT_TRANSLATE_NOOP("StudyController", "Undo edit"), self.undo_edit, "Ctrl+Alt+Z",
            QT_TRANSLATE_NOOP("StudyController", "Take back the last change to the move tree"))
        self.redo_edit_action = self._action(
            QT_TRANSLATE_NOOP("StudyController", "Redo edit"), self.redo_edit, "Ctrl+Alt+Y",
            QT_TRANSLATE_NOOP("StudyController", "Make the change to the move tree again"))
        self.comment_action = self._action(
            QT_TRANSLATE_NOOP("StudyController", "Commen&t on this move…"), self.focus_comment, COMMENT_KEY,
            QT_TRANSLATE_NOOP("StudyController", "Write a comment on the move shown, in the box under the move "
                                                 "list (Enter keeps it)"))
        self.nag_actions: dict[int, QAction] = {}
        for nag, key in NAG_KEYS.items():
            a = QAction(GLYPHS[nag], self)
            a.setCheckable(True)
            a.setToolTip(f"{GLYPHS[nag]} ({key})")
            a.setShortcut(QKeySequence(key))
            a.triggered.connect(lambda _on=False, n=nag: self.toggle_nag(n))
            self.nag_actions[nag] = a
        self.retranslate()
        driver.add_listener(self._on_change)

    def _action(self, text: str, slot, key: str | None, tip: str = "") -> QAction:
        """An action from its English ``text`` and ``tip`` (marked with QT_TRANSLATE_NOOP), shown translated."""
        a = QAction(self)
        self._sources.append((a, text, tip))
        if key:
            a.setShortcut(QKeySequence(key))
        a.triggered.connect(slot)
        return a

    def retranslate(self) -> None:
        """The actions' words in the interface's language (again after a change of language)."""
        for a, text, tip in self._sources:
            a.setText(translate(CONTEXT, text))
            a.setStatusTip(translate(CONTEXT, tip))
        for nag, a in self.nag_actions.items():  # "!  Good move" in a menu, "!" on the editor's button
            a.setText(f"{GLYPHS[nag]}  {translate(CONTEXT, NAG_NAMES[nag])}")
            a.setIconText(GLYPHS[nag])

    @property
    def actions(self) -> list[QAction]:
        """The actions with keys, for the window to add (window-wide shortcuts)."""
        return [self.up_action, self.down_action, self.undo_edit_action, self.redo_edit_action,
                self.comment_action, *self.nag_actions.values()]

    @property
    def showing_tree(self) -> bool:
        """Whether the panel shows the whole tree (not the plain move list)."""
        return self._study

    def study_list(self) -> StudyMoveList:
        return self.panel.study.tree

    # --- following the driver ------------------------------------------------------------------------------
    def _on_change(self, change: Change, detail: object) -> None:
        if change in (Change.CLOCK, Change.ERROR, Change.PLAYERS):
            return
        # Another line on the board (a click, ↑/↓) leaves the tree as it was: only the highlight moves (drawing
        # a 1,000-move tree again takes a few hundred ms); a LINE that follows an edit of ours draws it again.
        tree = self.driver.tree
        same = change is Change.LINE and not self._editing and (id(tree), len(tree)) == self._drawn
        if change is Change.TREE and (id(tree), len(tree)) == self._drawn and self._shown_as is not None:
            # a drawing on the board, a clock or an evaluation changes a comment's commands only: the list
            # shows the same (drawing a 1,000-move study again takes 50-60 ms, bench/study.py)
            same = looks(tree) == self._shown_as
        if change is not Change.REVIEW and not same:
            self._dirty = True
        self.refresh()

    def redraw(self) -> None:
        """Draw the tree again: the notation, the label set or the language changed, or a record's tree was
        put on the board (the driver's set_tree tells no listener)."""
        self.retranslate()
        self._dirty = True
        self.refresh()

    def refresh(self) -> None:
        """Show the tree (or the plain list) and the current move; only the highlight when nothing else
        changed."""
        d = self.driver
        node = d.shown_node
        if node is not self._comment_node:
            old, self._comment_node = self._comment_node, node
            if self._give_typed(old):  # draws again (Change.TREE)
                return
        if self._dirty:
            self._dirty = False
            self._drawn = (id(d.tree), len(d.tree))
            self._shown_as = looks(d.tree)
            self._study = is_study(d.tree) or d.tree is self._tree_asked
            self.panel.study.show(self._study)
            if self._study:  # (the game report's marks go on its own line: the analysis tells the panel)
                self.panel.study.tree.show_tree(d.tree, d.shown_node, self._namer(), words_shown)
        elif self._study:
            self.panel.study.tree.set_current(d.shown_node)
        if self._study:
            words = plain_comment(node.comment_before) if self._comment_before else words_shown(node)
            shown = node.move is not None
            self.panel.study.show_comment(words if shown else "", shown)
        self.up_action.setEnabled(node.sibling(-1) is not None)
        self.down_action.setEnabled(node.sibling(1) is not None)
        self.comment_action.setEnabled(node.move is not None)
        self.undo_edit_action.setEnabled(d.can_undo_edit())
        self.redo_edit_action.setEnabled(d.can_redo_edit())
        for nag, a in self.nag_actions.items():
            a.setEnabled(node.move is not None)
            a.setChecked(nag in node.nags)
        self.refreshed.emit()

    def _namer(self) -> NameCache:
        """The names of the moves, kept from one drawing to the next (see NameCache) while the notation, the
        label set and the language stay the same."""
        key = (self.settings.label_set, i18n.latin_letters(), self.panel.notation)
        if self._names is None or self._names_key != key:
            self._names, self._names_key = NameCache(move_namer(*key)), key
        return self._names

    # --- what the person does ------------------------------------------------------------------------------
    def focus_comment(self) -> None:
        """Comment… : the keyboard in the comment box, under the tree view.  A plain game shows the plain list,
        so its tree is drawn first (the panel alone showed the view empty) and stays shown while this game is
        on the board, whether a comment was written or not."""
        self._tree_asked = self.driver.tree
        self._dirty = True
        self.refresh()
        self.panel.study.focus_comment()

    def go_to_node(self, node: MoveNode) -> None:
        """A click on a move of the tree: its position, with the line through it on the board."""
        self.driver.go_to_node(node)

    def switch_variation(self, delta: int) -> None:
        """↑/↓: the sibling variation before (-1) or after (+1) the move shown, if there is one."""
        other = self.driver.shown_node.sibling(delta)
        if other is not None:
            self.driver.go_to_node(other)

    def toggle_nag(self, nag: int) -> None:
        """Set the move-judging mark ``nag`` on the move shown (replacing another such mark), or take it off."""
        node = self.driver.shown_node
        if node.move is None:
            return
        if nag in node.nags:
            nags = [n for n in node.nags if n != nag]
        else:
            nags = [n for n in node.nags if n not in MOVE_NAGS or nag not in MOVE_NAGS] + [nag]
        self.driver.set_nags(node, nags)

    def set_comment(self, text: str) -> None:
        """The comment box's words for its move (the comment after it, or before it when the box says so),
        its commands kept."""
        node = self._comment_node or self.driver.shown_node
        if node.move is None:
            return
        before = self._comment_before
        old = node.comment_before if before else node.comment
        new = with_commands(text, old, "" if before else judgement(node))
        if new != old:
            self.driver.set_comment(node, new, before=before)

    def _give_typed(self, node: MoveNode | None) -> bool:
        """Words typed in the box and not yet given go to ``node`` (the move they were typed for), on the side
        the box was showing; True when they did (the tree changed)."""
        typed = self.panel.study.take_typed_comment()
        d = self.driver
        if typed is None or node is None or node.move is None or d.tree.find(node.moves()) is not node:
            return False
        before = self._comment_before
        old, kept = (node.comment_before, "") if before else (node.comment, judgement(node))
        d.set_comment(node, with_commands(typed, old, kept), before=before)
        return True

    def set_comment_side(self, before: bool) -> None:
        """The box edits the comment before the move (True) or after it (False): what was typed goes to the
        side it was typed for first."""
        if before == self._comment_before:
            return
        self._give_typed(self._comment_node)
        self._comment_before = bool(before)
        self.refresh()

    def _edit(self, fn, *args, **kwargs):
        """Run a tree edit of the driver's: the tree is drawn again whatever change the driver tells."""
        self._editing = True
        try:
            return fn(*args, **kwargs)
        finally:
            self._editing = False

    def promote(self, node: MoveNode, to_main_line: bool) -> None:
        self._edit(self.driver.promote, node, to_main_line=to_main_line)

    def delete(self, node: MoveNode) -> None:
        self._edit(self.driver.delete, node)
        self.status.showMessage(translate("StudyController", "Deleted. Undo edit (Ctrl+Alt+Z) brings it back."), 6000)

    def undo_edit(self) -> None:
        if not self._edit(self.driver.undo_edit):
            self.status.showMessage(translate("StudyController", "Nothing to undo in the move tree."),
                                    4000)

    def redo_edit(self) -> None:
        self._edit(self.driver.redo_edit)

    def menu_for(self, node: MoveNode, parent: QWidget | None = None) -> QMenu:
        """The move list's context menu for ``node`` (the board goes to it first, so the marks shown and the
        comment box are its)."""
        if node is not self.driver.shown_node:
            self.driver.go_to_node(node)
        menu = QMenu(parent)
        comment = menu.addAction(translate("StudyController", "Comment…"))
        comment.triggered.connect(self.focus_comment)
        comment.setEnabled(node.move is not None)
        marks = menu.addMenu(translate("StudyController", "Mark"))
        marks.setEnabled(node.move is not None)
        for a in self.nag_actions.values():
            marks.addAction(a)
        menu.addSeparator()
        promote = menu.addAction(translate("StudyController", "Promote variation"))
        promote.triggered.connect(lambda: self.promote(node, False))
        main = menu.addAction(translate("StudyController", "Make main line"))
        main.triggered.connect(lambda: self.promote(node, True))
        promote.setEnabled(not node.is_root and not node.is_main_line)
        main.setEnabled(not node.is_root and not node.is_main_line)
        delete = menu.addAction(translate("StudyController", "Delete from here"))
        delete.triggered.connect(lambda: self.delete(node))
        delete.setEnabled(not node.is_root)
        menu.addSeparator()
        self.undo_edit_action.setEnabled(self.driver.can_undo_edit())
        self.redo_edit_action.setEnabled(self.driver.can_redo_edit())
        menu.addAction(self.undo_edit_action)
        menu.addAction(self.redo_edit_action)
        return menu

    def show_menu(self, where: MoveNode | int, pos: QPoint) -> None:
        """The context menu at ``pos`` (on the screen) for a move of the tree view (its node) or of the plain
        list (its ply on the line shown)."""
        node = where if isinstance(where, MoveNode) else self.driver.line_end.path()[where - 1]
        menu = self.menu_for(node, self.panel)  # a parent keeps it alive after this returns
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(pos)
