"""The panel beside the board: whose turn, the players, the alert, the review box, the score (points, captures and
the move counter: :mod:`.score_lines`), the computer, the move list.

It only *shows* a game: the main window calls :meth:`SidePanel.update_game` after every change, and the
panel reads what it needs from the ``Game`` (cheap: the move list is replayed on a plain board list).  The
analysis puts its lines and its report below the move list (:attr:`SidePanel.analysis_parts`), and marks
judged moves in the list (:meth:`SidePanel.set_marks`).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.play import ThinkInfo
from janggi_desktop.rules import Game

from .. import i18n
from ..notation import notation_texts
from ..texts import (
    CHO_COLOR,
    HAN_COLOR,
    bikjang_text,
    evaluation_text,
    ply_name,
    reason_text,
    recorded_result_text,
    result_text,
    translate,
)
from .analysis_parts import AnalysisParts
from .label_room import keep_room, reserve_lines
from .move_list import MoveList
from .score_lines import ScoreLines
from .study_area import StudyArea

if TYPE_CHECKING:  # built for the first timed game
    from .clock_view import ClockView

ALERT_PADDING = 4
#: A window lower than this (px) gets the compact panel: the players line in one line ending in "…", the
#: captured pieces in the points' tooltip, tighter spacing.  At 800×600 the move list, the analysis lines and
#: the game report need that room (issue 48 item 6).  It follows the window's height alone, never what
#: the panel shows, so nothing above the move list moves when the lines or the report appear.
COMPACT_BELOW = 700
#: A window lower than this (px): the analysis lines and the game report take turns under two tabs while both
#: are wanted (together about 350 px: at 1280×800 they left the move list three rows).  The window's height
#: alone decides, as for COMPACT_BELOW.
TURNS_BELOW = 900
#: Pixels kept spare when a compact panel's review box decides whether its whole line fits.
REVIEW_SLACK = 8
REVIEW_STYLE = "QLabel#ReviewLabel { background: #2d6cdf; color: white; padding: 5px; border-radius: 4px; }"


def set_style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: setting one re-polishes the widget (and lays it out again)
    even when the text is the same, and the panel is updated after every move and every review step."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class SidePanel(QWidget):
    """Read-only view of the game state next to the board.

    The move list is a table (number, Cho's move, Han's move) so that one click names one move:
    ``move_clicked(ply)`` asks the window to show the position after that move (ply 1 = after the first
    move).  In review the shown move is highlighted and a line says where you are ("Move 23 of 87").
    """

    #: The user clicked a move in the list: the number of moves to show (1 = the position after the first).
    move_clicked = Signal(int)
    #: The user clicked a move of the tree view: its MoveNode.
    node_clicked = Signal(object)
    #: A context menu was asked for on a move: the MoveNode (tree view) or the ply (plain list), the point
    #: on the screen.
    menu_requested = Signal(object, QPoint)
    #: The comment box's words were changed (Return or leaving the box).
    comment_edited = Signal(str)
    #: The comment box now edits the comment before the move (True) or after it (False).
    comment_side_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        self.setMinimumWidth(200)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        self.turn_label = QLabel()
        f = self.turn_label.font()
        f.setPointSizeF(f.pointSizeF() * 1.35)
        f.setBold(True)
        self.turn_label.setFont(f)
        self.turn_label.setTextFormat(Qt.TextFormat.RichText)
        self.turn_label.setWordWrap(True)  # "Game over: …" is long in some languages
        layout.addWidget(self.turn_label)

        # The players line and, over it, the alert: check (장군) or bikjang (빅장).  They share one slot, as
        # tall as the taller needs, so nothing moves when the alert shows, and no empty room is kept for it
        # (at 800×600 the move list needs every line): the players line steps aside while the alert is up.
        self.mode_label = QLabel()
        self.mode_label.setWordWrap(True)
        keep = self.mode_label.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.mode_label.setSizePolicy(keep)
        self.check_label = QLabel()
        self.check_label.setObjectName("AlertLabel")
        self.check_label.setWordWrap(True)
        self.check_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        slot = QGridLayout()
        slot.setContentsMargins(0, 0, 0, 0)
        slot.addWidget(self.mode_label, 0, 0)
        slot.addWidget(self.check_label, 0, 0)
        layout.addLayout(slot)

        self.review_label = QLabel()
        self.review_label.setObjectName("ReviewLabel")
        self.review_label.setWordWrap(True)
        self.review_label.setTextFormat(Qt.TextFormat.RichText)

        layout.addWidget(self.review_label)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        layout.addWidget(line)

        self.score = ScoreLines()
        layout.addWidget(self.score)
        self._reserve_lines()

        self.ai_box = QGroupBox(self.tr("Computer"))
        ai_layout = QVBoxLayout(self.ai_box)
        self.ai_label = QLabel()
        self.ai_label.setWordWrap(True)
        ai_layout.addWidget(self.ai_label)
        layout.addWidget(self.ai_box)

        self.moves_box = moves_box = QGroupBox(self.tr("Moves"))
        QVBoxLayout(moves_box)
        layout.addWidget(moves_box, 1)
        self.move_list = MoveList(self._headers())
        self.move_list.move_clicked.connect(self.move_clicked)
        self.move_list.move_menu.connect(self.menu_requested)
        moves_box.layout().addWidget(self.move_list)
        # the clock of the side at the bottom of the board closes the panel, under everything (add_clocks)
        self._bottom = QVBoxLayout()
        self._bottom.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._bottom)
        self._clocks: ClockView | None = None
        self._players: tuple[str, str] = ("", "")
        #: How the list writes moves (ui/notation.py NOTATIONS); the window sets it from the settings.
        self.notation = "korean"
        self._ruleset = None  # of the game shown: how much room the alert needs
        #: The study's tree view and comment box, in place of the plain list while a game has variations
        self.study = StudyArea(moves_box.layout(), self.move_list, plain_shown=self.move_list.show_current,
                               node_clicked=self.node_clicked,
                               menu_requested=self.menu_requested, comment_edited=self.comment_edited,
                               comment_side_changed=self.comment_side_changed)
        self._texts_key: tuple = ()
        self._rows_key: tuple = ()  # the line and result the rows were made for
        self._texts: list[str] = []
        self._compact = False
        self._move_box: QWidget | None = None
        #: The analysis lines and the game report below the move list (TURNS_BELOW: they take turns)
        self.analysis_parts = AnalysisParts(layout, moves_box)
        self._watched: QWidget | None = None  # the window whose height decides compactness
        self._mode_text = ""
        self._bikjang_alert = ""  # the bikjang rule while the alert shows it (shortened in the compact panel)
        self._review: tuple[str, str, str] | None = None  # the review box's title, place and short place
        self._turn: tuple[str, str] = ("", "")  # whose turn (rich text) and its tooltip
        self.set_thinking(False)

    def _headers(self) -> list[str]:
        return ["", self.tr("Cho (초)"), self.tr("Han (한)")]

    def add_move_box(self, box: QWidget) -> None:
        """Put the box for typing moves under the move list, in the Moves group."""
        self.moves_box.layout().addWidget(box)
        self._move_box = box
        self._title_move_box()

    def _title_move_box(self) -> None:
        """A compact panel's move box has no title (its placeholder and accessible name say what it is), and
        says in one line what a wider panel says in two; the Moves group has no title either (the moves and
        the comment box under them say what it is): at 800×600 the move list needs those lines."""
        self.moves_box.setTitle("" if self._compact else self.tr("Moves"))
        self.moves_box.setAccessibleName(self.tr("Moves"))
        box = self._move_box
        one_line = getattr(box, "set_one_line", None)
        if one_line is not None:
            one_line(self._compact)
        if isinstance(box, QGroupBox):
            if self._compact:
                box.setTitle("")
            elif not box.title():
                retranslate = getattr(box, "retranslate", None)
                if retranslate is not None:
                    retranslate()

    def add_clocks(self, clocks: ClockView) -> None:
        """Put the clocks in: ``clocks`` (the clock of the side at the top of the board) heads the panel, and its
        ``bottom`` (the other clock) closes it, so that the moves are between them, each clock nearest its own
        side of the board, as on lichess and pychess-variants."""
        self.layout().insertWidget(0, clocks)
        self._bottom.addWidget(clocks.bottom)
        self._clocks = clocks
        clocks.set_players(*self._players)

    def set_marks(self, marks: dict[int, tuple[str, QColor]], *, line: list | None = None,
                  line_marks: dict[int, tuple[str, QColor]] | None = None) -> None:
        """Mark moves in the list: ply -> (glyph such as "??", its colour); {} removes every mark.  The tree
        view marks ``line_marks`` (else ``marks``) on the nodes of ``line`` (the report's line, from its first
        move): it shows every line, so the marks stay on the moves they judge while a variation is on the
        board (the plain list shows the line on the board, and takes only the marks of the moves it shares
        with the report's line)."""
        self.study.set_line_marks(list(line) if line is not None else [],
                                  dict(line_marks if line_marks is not None else marks))
        self.move_list.set_marks(marks)

    def _reserve_lines(self) -> None:
        """Keep room for the lines that come and go (defect 4: the panel shifted when the check line, the
        review box or a captured piece appeared): the turn line takes one line, the players and the alert two,
        the review box three (the captures: :class:`.score_lines.ScoreLines`); a longer text grows its room once
        (:func:`.label_room.keep_room`)."""
        reserve_lines(self.turn_label, 1)
        reserve_lines(self.mode_label, 2)
        reserve_lines(self.check_label, 1)
        reserve_lines(self.review_label, 2, 10)
        for label in (self.turn_label, self.mode_label):
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().resizeEvent(event)
        if self._ruleset is not None:
            self._reserve_alert(self._ruleset)
        if self._compact:
            self._show_mode_text()
            self._set_turn(*self._turn)
            self._show_bikjang_alert()
        self._reserve_review()
        self._show_review()

    def _reserve_review(self) -> None:
        """Room for the review box's longest line at the panel's width ("Review · 100. Han · ply 200 of 200",
        as wrapped there): one line in a wide panel, two in a narrow one; a longer text grows it once."""
        label = self.review_label
        title = self.tr("Review")
        samples = (f"{title} · " + self.tr("Start position (0 of %1 plies)").replace("%1", "200"),
                   f"{title} · " + translate("Counting", "move %1, Han").replace("%1", "100") + " · "
                   + self.tr("ply %1 of %2").replace("%1", "200").replace("%2", "200"))
        bold = label.font()
        bold.setBold(True)
        width = max(50, self.width() - 12 - 10)  # the panel's margins, the box's padding
        needed = 10 + max(QFontMetrics(bold).boundingRect(QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap,
                                                            sample).height() for sample in samples)
        if self._compact:  # one line (see _show_review)
            needed = 10 + QFontMetrics(bold).lineSpacing()
            label.setMinimumHeight(needed)
        if label.minimumHeight() != needed and (needed > label.minimumHeight() or not label.text()):
            label.setMinimumHeight(needed)
        label.setMaximumHeight(label.minimumHeight())  # a fixed room: the layout's spare height goes elsewhere

    # --- compact at a low window (COMPACT_BELOW) -------------------------------------------------------------
    def showEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        super().showEvent(event)
        window = self.window()
        if window is not self and window is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched = window
        self._fit_compact()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt virtual
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._fit_compact()
        return False

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt virtual
        """The height the panel asks of its scroll area at ``width``.  A compact panel asks for its least
        height only: what it holds (the move list first) shares the window's height instead of pushing the
        panel past it (at 800×600 with a study and the game report, word-wrapped lines asked ~50 px more than
        the window has, and the panel scrolled); a larger panel asks for what its lines need."""
        if self._compact:
            return self.minimumSizeHint().height()
        return super().heightForWidth(width)

    @property
    def compact(self) -> bool:
        """Whether the panel is laid out for a low window (see :data:`COMPACT_BELOW`)."""
        return self._compact

    def _fit_compact(self) -> None:
        window = self.window()
        on = window is not self and window.height() < COMPACT_BELOW
        self.analysis_parts.set_turns(window is not self and window.height() < TURNS_BELOW)
        if on == self._compact:
            return
        self._compact = on
        self.layout().setSpacing(2 if on else -1)  # -1: the style's own
        self.score.set_compact(on)
        line = self.mode_label.fontMetrics().lineSpacing()
        self.mode_label.setWordWrap(not on)
        # one line, made to fit (_set_turn, _show_review, _show_bikjang_alert): its text never widens the panel
        for label in (self.turn_label, self.review_label, self.check_label):
            label.setWordWrap(not on)
            policy = label.sizePolicy()
            policy.setHorizontalPolicy(QSizePolicy.Policy.Ignored if on else QSizePolicy.Policy.Preferred)
            label.setSizePolicy(policy)
        turn_line = self.turn_label.fontMetrics().lineSpacing()
        self.turn_label.setMinimumHeight(turn_line)  # one line; a wider panel grows it again as its text needs
        self.turn_label.setMaximumHeight(turn_line + 2 if on else 16777215)
        self._set_turn(*self._turn)
        self.mode_label.setMinimumHeight(line if on else 2 * line)
        self.mode_label.setMaximumHeight(line + 2 if on else 16777215)
        self.check_label.setMaximumHeight(line + 2 * ALERT_PADDING + 4 if on else 16777215)
        if self._ruleset is not None:
            self._reserve_alert(self._ruleset)
        self._show_bikjang_alert()
        self._show_mode_text()
        self._title_move_box()
        self.study.set_compact(on)
        self._reserve_review()
        self._show_review()
        self.analysis_parts.arrange()
        self.layout().activate()  # laid out now: what is measured after the resize is the compact panel

    def _show_bikjang_alert(self) -> None:
        """The bikjang alert: the whole rule, wrapped; in the compact panel one line ending in "…" at the panel's
        width now.  Said again when the panel becomes compact or narrower (seen under Xvfb: an alert shown in a
        tall window kept its whole sentence on one line once the window was made 800×600, 583 px wide, and the
        board shrank to 235 px)."""
        text = self._bikjang_alert
        if not text:
            return
        self.check_label.setToolTip(text)
        if not self._compact:
            self.check_label.setText(text)
            return
        bold = self.check_label.font()
        bold.setBold(True)
        self.check_label.setText(QFontMetrics(bold).elidedText(
            text, Qt.TextElideMode.ElideRight, max(40, self.width() - 12 - 2 * ALERT_PADDING)))

    def _show_mode_text(self) -> None:
        """The players line: whole, or in a compact panel one line ending in "…" (whole in its tooltip)."""
        text = self._mode_text
        if not self._compact:
            self.mode_label.setText(text)
            self.mode_label.setToolTip("")
            return
        width = max(40, self.width() - 12)
        shown = QFontMetrics(self.mode_label.font()).elidedText(text, Qt.TextElideMode.ElideRight, width)
        self.mode_label.setText(shown)
        self.mode_label.setToolTip(text if shown != text else "")

    def _reserve_alert(self, ruleset) -> None:
        """Room for the longest alert of the rule set at the panel's width: the bikjang box where the rule set
        has bikjang, one line for check otherwise."""
        self._ruleset = ruleset
        label = self.check_label
        if ruleset.bikjang == "none" or self._compact:  # compact: one line, the whole rule in its tooltip
            label.setMinimumHeight(label.fontMetrics().lineSpacing())
            return
        font = label.font()
        font.setBold(True)
        width = max(50, self.width() - 12 - 2 * ALERT_PADDING)  # the panel's margins: 6 each side
        box = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap,
                                              bikjang_text(ruleset))
        label.setMinimumHeight(box.height() + 2 * ALERT_PADDING + 4)

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: the fixed words now (the presenter's update redoes the others)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.ai_box.setTitle(self.tr("Computer"))
            self.moves_box.setTitle("" if self._compact else self.tr("Moves"))
            self.move_list.setHeaderLabels(self._headers())

    # --- updates ----------------------------------------------------------------------------------------
    def update_game(self, game: Game, label_set: str, language: str = "en", *, mode_text: str = "",
                    record: Game | None = None, recorded_result: str = "",
                    players: tuple[str, str] = ("", "")) -> None:
        """Show ``game`` (the position on the board).  ``record`` is the whole game when ``game`` is an
        earlier position of it (review): the move list shows all of ``record`` with the current move marked.
        ``recorded_result``: the result an opened record gives for this, its last position, when the moves
        alone do not end the game ("1-0", "0-1", "1/2-1/2"; "" for none).  ``players``: who plays Cho and Han,
        for the clocks ("" for nobody named)."""
        self._players = players
        if self._clocks is not None:
            self._clocks.set_players(*players)
        outcome = game.outcome()
        if outcome is not None:
            self._set_turn(self.tr("Game over: %1").replace("%1", result_text(outcome)), reason_text(outcome))
        elif recorded_result:
            self._set_turn(self.tr("Game over: %1").replace("%1", recorded_result_text(recorded_result)),
                           self.tr("The result the record gives: its moves do not end the game."))
        elif game.turn == "cho":
            self._set_turn(f"<span style='color:{CHO_COLOR.name()}'>●</span> " + self.tr("Cho (초) to move"))
        else:
            self._set_turn(f"<span style='color:{HAN_COLOR.name()}'>●</span> " + self.tr("Han (한) to move"))
        self._reserve_alert(game.ruleset)
        if outcome is None and game.bikjang_pending():
            self._bikjang_alert = bikjang_text(game.ruleset)
            self._show_bikjang_alert()
            set_style(self.check_label, "QLabel#AlertLabel { background: #b03a2e; color: white; "
                      f"font-weight: bold; padding: {ALERT_PADDING}px; border-radius: 4px; }}")
        else:
            self._bikjang_alert = ""
            self.check_label.setText(self.tr("장군 / check") if outcome is None and game.in_check() else "")
            self.check_label.setToolTip("")
            set_style(self.check_label, "QLabel#AlertLabel { color: #b03a2e; font-weight: bold; }")
        self._mode_text = mode_text
        self._show_mode_text()
        self.mode_label.setVisible(not self.check_label.text())
        if not self._compact:
            keep_room(self.turn_label)
        if not self._compact:
            keep_room(self.mode_label)

        self.score.show_game(game, label_set, language)
        full = record if record is not None else game
        ending = full.outcome()
        result = (f"{result_text(ending)} · {i18n.termination_text(ending.termination)}" if ending is not None
                  else "")
        # the moves' texts again only when the line or the way of writing it changed: stepping through a
        # game in review shows the same line (its positions' keys name it), and writing a 300-ply game's moves
        # took a millisecond and more of every step
        key = (full.start_fen, full.key_history, self.notation, label_set, language)
        if key != self._texts_key:
            self._texts_key, self._texts = key, notation_texts(full, self.notation, label_set, language)
        if (key, result) != self._rows_key:  # the rows too: the same line gives the same rows
            self.move_list.set_moves(self._texts, full, result)
            self._rows_key = (key, result)
        self.move_list.set_current(game.ply if record is not None and game.ply < record.ply else None)

    def set_review(self, ply: int | None, total: int = 0, game: Game | None = None) -> None:
        """Say that an earlier position is shown: "move 12, Han · ply 24 of 87" (None: playing, the line is
        empty).  ``game``: the game reviewed, to name the move as the list numbers it."""
        if ply is None:
            self._review = None
            self.review_label.setText("")  # its room stays: the list below does not move
            self.review_label.setToolTip("")
            set_style(self.review_label, "")
            return
        if ply == 0:
            where = short = self.tr("Start position (0 of %1 plies)").replace("%1", str(total))
        else:
            where = short = self.tr("ply %1 of %2").replace("%1", str(ply)).replace("%2", str(total))
            if game is not None:
                short = ply_name(game, ply)
                where = f"{short} · {where}"
        self._review = (self.tr("Review"), where, short)
        set_style(self.review_label, REVIEW_STYLE)
        self._show_review()

    def _set_turn(self, text: str, tip: str = "") -> None:
        """Whose turn (rich text), or that the game is over, with ``tip`` (why it ended): in a compact panel
        in one line, ending in "…" where it is longer (the whole is then in the tooltip too)."""
        self._turn = (text, tip)
        label = self.turn_label
        shown = text
        if self._compact:
            plain = QTextDocumentFragment.fromHtml(text).toPlainText()
            room = max(20, self.width() - 12)
            if label.fontMetrics().horizontalAdvance(plain) > room:
                shown = html.escape(label.fontMetrics().elidedText(plain, Qt.TextElideMode.ElideRight, room))
                tip = f"{plain}\n{tip}" if tip else plain
        label.setText(shown)
        label.setToolTip(tip)

    def _show_review(self) -> None:
        """The review box's words: "Review · move 12, Han · ply 24 of 87"; in a compact panel in one line,
        without the ply where the whole does not fit (it is then in the tooltip)."""
        if self._review is None:
            return
        title, where, short = self._review
        label = self.review_label
        hint = self.tr("A move played here starts a variation; Continue from here removes the later moves.")
        shown = where
        if self._compact:
            # the panel's margins, the box's padding, and a few pixels the label's own layout takes more than
            # the font's advances say (seen under Xvfb: "· ply 31 of 40" measured 3 px short of the room and
            # was drawn without its "40")
            room = max(20, self.width() - 12 - 10 - REVIEW_SLACK)
            bold = label.font()
            bold.setBold(True)
            title_width = QFontMetrics(bold).horizontalAdvance(f"{title} · ")
            metrics = label.fontMetrics()
            if title_width + metrics.horizontalAdvance(where) > room:
                shown = metrics.elidedText(short, Qt.TextElideMode.ElideRight, max(10, room - title_width))
        # what a move does here is said by the tooltip: at 800×600 its two lines were the move list's
        label.setText(f"<b>{title}</b> · {html.escape(shown)}")
        label.setToolTip(hint if shown == where else f"{title} · {where}\n{hint}")
        if not self._compact:
            keep_room(label)
        label.setMaximumHeight(label.minimumHeight())

    def set_thinking(self, thinking: bool, info: ThinkInfo | None = None, side_to_move: str = "cho",
                     visible: bool = True, game_over: bool = False) -> None:
        """The engine line: thinking (with depth and evaluation from Cho's point of view), waiting, or done."""
        self.ai_box.setVisible(visible)
        if game_over:
            self.ai_label.setText(self.tr("The game is over."))
        elif not thinking:
            self.ai_label.setText(self.tr("Waiting for your move."))
        elif info is not None:
            self.ai_label.setText(self.tr("Thinking… depth %1, evaluation %2").replace("%1", str(info.depth))
                                  .replace("%2", evaluation_text(info, side_to_move)))
        else:
            self.ai_label.setText(self.tr("Thinking…"))
