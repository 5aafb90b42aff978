"""The training board: a board of its own for a :class:`~janggi_desktop.training.session.SolveSession` (a
puzzle, an exercise from one's own mistakes), a title above it, a message line and a row for buttons below.

It never touches the game in progress in the main window: it shows the session's game, which only the
session changes.  The solver's side is at the bottom (the board is turned for Han).  A move made on it by
click, drag or the keyboard cursor (the :class:`~janggi_desktop.ui.board.view.BoardView` does all three) goes
to the session's judge; a right move is followed, after :data:`REPLY_MS`, by the opponent's reply, which
slides in as the board animates any move; a wrong move stays on the board for :data:`TAKE_BACK_MS`, is said
and taken back.  While the board waits (a reply, a take-back, a judge at work) it refuses moves.

How a move is judged is the session's business; *where* is the board's :attr:`TrainingBoard.judge_runner`:
by default at once, on the GUI thread (the puzzles' judge compares a move with the line), but a judge that
asks an engine can be run elsewhere by a runner that calls back on the GUI thread (see
:func:`judge_now`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from janggi_desktop.rules import Move
from janggi_desktop.training.session import Attempt, Judged, SolveSession, Verdict

from .. import i18n
from ..board.view import BoardView
from ..settings import ANIMATION_SPEEDS
from ..texts import refusal_text, translate

if TYPE_CHECKING:
    from ..settings import Settings

#: The pause before the opponent's reply (ms): long enough to see one's own move land.
REPLY_MS = 500
#: How long a wrong move stays on the board before it is taken back (ms).
TAKE_BACK_MS = 700
#: The pause between the moves of a solution played out (ms).
SOLUTION_STEP_MS = 700

#: The widest the column beside the board grows (pixels).
SIDE_MAX_WIDTH = 300

#: Where a move is judged: (the session, the move, what to call with the judgement on the GUI thread).
JudgeRunner = Callable[[SolveSession, Move, Callable[[Judged], None]], None]


def judge_now(session: SolveSession, move: Move, done: Callable[[Judged], None]) -> None:
    """The default :data:`JudgeRunner`: judge at once, here (a quick judge)."""
    done(session.judge(move))


class TrainingBoard(QWidget):
    """See the module docstring.  :attr:`buttons` is the row under the message line for the owner's
    buttons; :attr:`side_area` the column beside the board for its panels."""

    #: The solver's move was judged: the :class:`~janggi_desktop.training.session.Attempt`.
    attempted = Signal(object)
    #: The opponent's reply (or a move of a solution played out) is on the board: the Move.
    moved = Signal(object)
    #: A wrong move was taken back: the Move.
    taken_back = Signal(object)
    #: Nothing is left to find: True when the solver solved it, False when the line was played out.
    finished = Signal(bool)

    def __init__(self, parent: QWidget | None = None, *, settings: Settings | None = None) -> None:
        super().__init__(parent)
        self.judge_runner: JudgeRunner = judge_now
        self._session: SolveSession | None = None
        self._judging = False
        self._playing_out = False
        self.title = QLabel()
        self.title.setObjectName("TrainingTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.board = BoardView()
        self.board.arrows_start_cursor = True  # the arrows have no other use here
        self.board.setObjectName("TrainingBoardView")
        self.board.setBackgroundBrush(self.palette().window())
        self.message = QLabel()
        self.message.setObjectName("TrainingMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2)
        self.buttons = QHBoxLayout()
        #: The column beside the board: at most :data:`SIDE_MAX_WIDTH` wide, so a small window (800×600)
        #: still gives the board most of its room.
        self.side = QWidget()
        self.side.setObjectName("TrainingSide")
        self.side.setMaximumWidth(SIDE_MAX_WIDTH)
        self.side_area = QVBoxLayout(self.side)
        self.side_area.setContentsMargins(0, 0, 0, 0)
        column = QVBoxLayout()
        column.addWidget(self.title)
        column.addWidget(self.board, 1)
        column.addWidget(self.message)
        column.addLayout(self.buttons)
        row = QHBoxLayout(self)
        row.addLayout(column, 3)
        row.addWidget(self.side, 1)
        self._reply_timer = QTimer(self, singleShot=True, interval=REPLY_MS, timeout=self._play_reply)
        self._take_back_timer = QTimer(self, singleShot=True, interval=TAKE_BACK_MS, timeout=self._take_back)
        self._solution_timer = QTimer(self, singleShot=True, interval=SOLUTION_STEP_MS, timeout=self._play_out_step)
        self.board.move_made.connect(self._move_made)
        self.board.refused.connect(self._refused)
        self.board.square_clicked.connect(self._clicked)
        self._refusal_shown = False  # the message line says why the last press could not move
        if settings is not None:
            self.apply_look(settings)

    def focus_board(self) -> None:
        """Give the board the keyboard (the board shows its cursor at the first arrow key, Enter or Space)."""
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- look ---------------------------------------------------------------------------------------------
    def apply_look(self, settings: Settings) -> None:
        """Draw the board as the main window's (labels, style, pieces, coordinates, animation speed)."""
        b = self.board
        b.set_label_set(settings.label_set)
        b.set_latin_language(i18n.latin_letters())
        b.set_coordinate_style(settings.coordinate_style)
        b.set_board_theme(settings.board_theme)
        b.set_piece_set(settings.piece_set)
        b.animation_ms = ANIMATION_SPEEDS[settings.animation]

    # --- the session --------------------------------------------------------------------------------------
    def set_session(self, session: SolveSession | None) -> None:
        """Show ``session`` (None: an empty board), the solver at the bottom; stops whatever was pending."""
        self._stop_timers()
        self._judging = self._playing_out = False
        self._session = session
        self.board.set_highlight(None)
        self.board.set_arrows([])
        self.message.clear()
        if session is not None:
            self.board.set_flipped(session.solver == "han")
        self.board.set_game(session.game if session is not None else None)
        self._update_interactive()

    def session(self) -> SolveSession | None:
        return self._session

    def busy(self) -> bool:
        """A reply, a take-back, a judgement or a solution step is pending."""
        return (self._judging or self._playing_out or self._reply_timer.isActive()
                or self._take_back_timer.isActive())

    def set_message(self, text: str) -> None:
        """Show ``text`` under the board and say it to screen readers (a wrong move must be heard too)."""
        self._refusal_shown = False
        self.message.setText(text)
        if text:
            self.board.announce(text)

    def restart(self) -> None:
        """The start position again, to retry (the session stays failed if it was)."""
        if self._session is None:
            return
        self._stop_timers()
        self._judging = self._playing_out = False
        self._session.restart()
        self.board.set_highlight(None)
        self.board.set_game(self._session.game)
        self.message.clear()
        self._update_interactive()

    def show_hint(self) -> int | None:
        """Ring the piece to move (the session counts the attempt failed); the point, or None when no move
        of the solver's is due."""
        if self._session is None or self.busy():
            return None
        sq = self._session.hint()
        self.board.set_highlight(sq)
        if sq is not None:
            self.set_message(translate("TrainingBoard", "Hint: move the ringed piece."))
        return sq

    def play_out(self) -> None:
        """Play the rest of the line on the board, one move every :data:`SOLUTION_STEP_MS`."""
        if self._session is None or self._playing_out:
            return
        self._reply_timer.stop()
        self._judging = False
        self._playing_out = True
        self.board.set_highlight(None)
        if self._take_back_timer.isActive():
            self._take_back_timer.stop()
            self._take_back()
        self.set_message(translate("TrainingBoard", "The solution:"))
        self._play_out_step()

    def pass_turn(self) -> Attempt | None:
        """Try the solver's pass (the board plays passes with a button, not a click)."""
        if self._session is None or self.busy() or not self.board.is_interactive():
            return None
        game = self._session.game
        if not game.can_pass():
            return None
        return self._move_made(game.pass_move())

    # --- what happens -------------------------------------------------------------------------------------
    def _move_made(self, move: Move) -> Attempt | None:
        session = self._session
        if session is None or self.busy():
            return None
        self.board.set_highlight(None)
        self._judging = True
        self._update_interactive()
        result: list[Attempt] = []

        def judged(verdict: Judged) -> None:
            if self._session is not session or not self._judging:
                return  # another session since, or a solution was asked for meanwhile
            self._judging = False
            result.append(self._apply(move, verdict))

        self.judge_runner(session, move, judged)
        return result[0] if result else None

    def _apply(self, move: Move, judged: Judged) -> Attempt:
        session = self._session
        attempt = session.apply(move, judged)
        self.board.refresh()
        if attempt.verdict is Verdict.WRONG:
            self.set_message(translate("TrainingBoard", "Not the move: try again."))
            self._take_back_timer.start()
        elif attempt.verdict is Verdict.RIGHT:
            self.set_message(translate("TrainingBoard", "Right: keep going."))
            self._reply_timer.start()
        else:
            self.set_message(translate("TrainingBoard", "Solved!"))
        self._update_interactive()
        self.attempted.emit(attempt)
        if attempt.verdict is Verdict.SOLVED:
            self.finished.emit(True)
        return attempt

    def _play_reply(self) -> None:
        if self._session is None or self._session.reply_due is None:
            return
        move = self._session.play_reply()
        self.board.refresh()
        self._update_interactive()
        self.moved.emit(move)

    def _take_back(self) -> None:
        if self._session is None or self._session.wrong_move is None:
            return
        move = self._session.take_back()
        self.board.refresh()
        self._update_interactive()
        self.taken_back.emit(move)

    def _play_out_step(self) -> None:
        session = self._session
        if session is None or not self._playing_out:
            return
        move = session.show_next()
        if move is None:
            self._playing_out = False
            self._update_interactive()
            self.finished.emit(False)
            return
        self.board.refresh()
        self.moved.emit(move)
        self._solution_timer.start()

    def _clicked(self, _sq: int) -> None:
        """A press on the board (click, Enter): the reason a press before it could not move is old now (it
        stayed after a press that says nothing, on an empty point with no piece picked: seen under Xvfb)."""
        if self._refusal_shown:
            self.message.clear()
            self._refusal_shown = False

    def _refused(self, sq: int, why: str) -> None:
        game = self.board.game()
        if game is None:
            return
        if why == "waiting":
            if self._session is not None and self._session.finished:
                self.set_message(translate("TrainingBoard", "Nothing is left to find here."))
            return
        self.set_message(refusal_text(why, game, sq))
        self._refusal_shown = True

    def _update_interactive(self) -> None:
        s = self._session
        self.board.set_interactive(s is not None and not self.busy() and not s.finished
                                   and s.wrong_move is None and s.reply_due is None)

    def _stop_timers(self) -> None:
        for timer in (self._reply_timer, self._take_back_timer, self._solution_timer):
            timer.stop()
