"""Practising one's mistakes: each exercise on the training board, "Find a better move".

The position before the mistake comes on a :class:`~.board.TrainingBoard` (the user's side at the bottom, the
opponent's move before it marked as the board marks a last move when the game is in the library), in a
:class:`~janggi_desktop.training.session.SolveSession` with one move to find.  The user's move goes to the
engine on a worker thread (:class:`~.judge_runner.EngineJudge`: both positions evaluated by the analysis
engine; accepted within half a pawn of the best, :func:`janggi_desktop.training.judge`) and the board waits
meanwhile.  Then the better line is shown on the position, as numbered arrows and as text:

- accepted: "Good", the review recorded as solved (at the first try or after a wrong one);
- refused: said, with why and the better move; the review is recorded as not solved at once (the user may
  still play the better move, to see it on the board, but that no longer counts);
- "Show the better move" gives up: recorded as not solved.

Each exercise is recorded once on its FSRS schedule (``recorded``), and "Next exercise" brings the next one
of the list (the due ones, or those the user picked).  A window of its own: the game in the main window is
never touched; "Open the game" asks for the exercise's game there.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from janggi_desktop.rules import Game, Move
from janggi_desktop.training.session import SolveSession, Verdict

from .. import i18n
from ..board.overlays import Arrow
from ..notation import line_texts
from ..panels.study_list import unbroken
from ..texts import translate
from .board import TrainingBoard

if TYPE_CHECKING:
    from janggi_desktop.play import Player
    from janggi_desktop.training import Exercise
    from janggi_desktop.training.session import Attempt, Judged

    from ..settings import Settings
    from .judge_runner import EngineJudge, EngineVerdict

#: Moves of the better line drawn as arrows (numbered) and written under the board.
ARROW_MOVES = 3
TEXT_MOVES = 6


def exercise_session(exercise: Exercise, lead_in: Game | None = None) -> SolveSession:
    """The exercise as a session: one move to find; the better line (cut where it stops being legal) is the
    line, so the best move is accepted without asking the engine.  ``lead_in``: the game that reached the
    exercise's position (its last move is the opponent's, shown as the board shows a last move); used only
    when it is that position."""
    start = exercise.game()
    if lead_in is not None and lead_in.fen().split()[:2] == exercise.fen.split()[:2]:
        start = lead_in
    game = start.copy()
    line = []
    for uci in exercise.better:
        if game.is_over() or not game.is_legal(uci):
            break
        game.push_uci(uci)
        line.append(uci)
    return SolveSession(start, line, judge=lambda _g, _m, _e: _no_judge(), to_find=1)


def _no_judge():
    raise RuntimeError("an exercise is judged by the engine (EngineJudge), never by the session")


class MistakePractice(QWidget):
    """See the module docstring.  ``player`` makes the engine that judges (the analysis engine of the
    settings); ``limits`` its time for each position; ``record(exercise, solved, first_try, answer)`` keeps
    a review; ``source_text(exercise)`` says where the exercise came from."""

    #: Open the exercise's game in review at its move: (game id, ply).
    open_at = Signal(int, int)
    #: An exercise was recorded: (exercise, solved).
    recorded = Signal(object, bool)

    def __init__(self, settings: Settings, judge: EngineJudge, player: Callable[[], Player], limits,
                 record: Callable[[Exercise, bool, bool, str], None], source_text: Callable[[Exercise], str],
                 parent: QWidget | None = None, *,
                 lead_in: Callable[[Exercise], Game | None] = lambda _exercise: None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("MistakePractice")
        self.settings = settings
        self.engine = judge
        self.player = player
        self.limits = limits
        self.record = record
        self.source_text = source_text
        #: The game that reached an exercise's position, when known (its last move, the opponent's, is shown).
        self.lead_in = lead_in
        self.exercises: list[Exercise] = []
        self.index = 0
        self.session: SolveSession | None = None
        self.done_with_current = False  # recorded: the exercise's review is kept
        self.solved_count = 0
        self.last_line: tuple[Move, ...] = ()
        self.answer: str | None = None  # the move the person answered with (UCI)
        self._waiting: Callable[[Judged], None] | None = None
        self.resize(640, 720)
        self.training = tb = TrainingBoard(self, settings=settings)
        tb.judge_runner = self._judge
        tb.attempted.connect(self._attempted)
        tb.taken_back.connect(lambda _move: self._show_line())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(tb)
        # Everything is said above and under the board (the title, the message line): the board keeps the
        # window's whole width, and the window fits an 800×600 screen.
        self.title_text = ""  # the title's first line ("Find a better move")
        self.source = ""  # where the exercise came from, and which of how many it is (the title's second line)
        self.verdict = ""  # what the last answer was (the message line's first part)
        self._verdict_words: Callable[[], str] | None = None  # the same, in the language installed
        self.line_text = ""  # the better line and the move played in the game (its second part)
        tb.title.setTextFormat(Qt.TextFormat.RichText)
        tb.side.hide()  # nothing beside the board here: the board takes the width the side column had
        self.give_up_button = QPushButton()
        self.give_up_button.setObjectName("ShowBetterMove")
        self.next_button = QPushButton()
        self.next_button.setObjectName("NextExercise")
        self.open_button = QPushButton()
        self.close_button = QPushButton()
        for b in (self.give_up_button, self.next_button):
            tb.buttons.addWidget(b)
        tb.buttons.addStretch(1)
        tb.buttons.addWidget(self.open_button)
        tb.buttons.addWidget(self.close_button)
        self.give_up_button.clicked.connect(self.give_up)
        self.next_button.clicked.connect(self._next_clicked)
        self.open_button.clicked.connect(self._open_game)
        self.close_button.clicked.connect(self.close)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        engine = judge
        engine.judged.connect(self._engine_judged)
        engine.failed.connect(self._engine_failed)
        self.retranslate()

    # --- the exercises ------------------------------------------------------------------------------------
    def practise(self, exercises: list[Exercise]) -> None:
        """Practise ``exercises`` in this order, from the first."""
        self.exercises = list(exercises)
        self.index = 0
        self.solved_count = 0
        self._show_exercise()
        self.training.focus_board()

    def current(self) -> Exercise | None:
        return self.exercises[self.index] if 0 <= self.index < len(self.exercises) else None

    def next_exercise(self) -> None:
        exercise = self.current()
        if exercise is not None and not self.done_with_current and self.session is not None:
            self._record(False, "")  # passed over unanswered: it comes back soon
        self.index += 1
        self._show_exercise()

    def _next_clicked(self) -> None:
        """Next exercise by the button (click, Space): the keyboard goes to the board, where the answer is
        played, while there is one."""
        self.next_exercise()
        if self.current() is not None:
            self.training.focus_board()

    def give_up(self) -> None:
        """Show the better move: the exercise counts as not solved."""
        if self.current() is None or self.session is None:
            return
        self.engine.stop()
        if not self.done_with_current:
            self._record(False, "")
        self.training.set_session(self.session)  # stops a judgement or a take-back pending
        self.training.board.set_interactive(False)
        self.say(lambda: translate("MistakePractice", "The better move is on the board."))
        exercise = self.current()
        if not exercise.better and not self.last_line:  # no line kept: the engine finds it (the mistake,
            self.engine.judge(exercise, exercise.played, self.player(), self.limits)  # judged at once, and a line)
            self.say(lambda: translate("MistakePractice", "The engine looks for the better move…"))
        self._show_line()
        self._enable()

    def _show_exercise(self) -> None:
        self.engine.stop()
        self._waiting = None
        self.done_with_current = False
        self.last_line = ()
        self.line_text = ""
        self.answer: str | None = None  # the move the person answered with (UCI)
        exercise = self.current()
        if exercise is None:
            self.session = None
            self.training.set_session(None)
            self.title_text, self.source = translate("MistakePractice", "No more exercises"), ""
            self._write_title()
            found, total = self.solved_count, len(self.exercises)
            self.say(lambda: translate("MistakePractice", "%1 of %2 found. Training → My mistakes brings each one back "
                                                          "when it is due.").replace("%1", str(found))
                     .replace("%2", str(total)))
            self._enable()
            return
        self.session = exercise_session(exercise, self.lead_in(exercise))
        self.training.apply_look(self.settings)
        self.training.set_session(self.session)
        self._retitle()
        def words() -> str:
            side = (translate("MistakePractice", "Cho") if exercise.side == "cho"
                    else translate("MistakePractice", "Han"))
            return (translate("MistakePractice", "%1 to move. Any move within half a pawn of the best is accepted.")
                    .replace("%1", side))

        self.say(words)
        self._enable()

    def _retitle(self) -> None:
        """The title and, under it, which exercise of how many and where it came from (in the language now
        installed)."""
        exercise = self.current()
        if exercise is None:
            return
        self.title_text = translate("MistakePractice", "Find a better move")
        counter = translate("MistakePractice", "Exercise %1 of %2").replace("%1", str(self.index + 1)).replace(
            "%2", str(len(self.exercises)))
        self.source = " · ".join([counter, *self.source_text(exercise).splitlines()])
        self._write_title()

    def _write_title(self) -> None:
        # a move is never broken over two lines ('72車' then '52??': seen under Xvfb)
        small = (f"<br><span style='font-size:small; font-weight:normal'>{unbroken(escape(self.source))}</span>"
                 if self.source else "")
        self.training.title.setText(f"{escape(self.title_text)}{small}")

    def say(self, verdict: str | Callable[[], str]) -> None:
        """The message line: ``verdict``, then the better line once it is shown.  Given as a function (its words
        in the language installed), it is said again after a language switch (the verdict stayed in the language
        it was given in, as the puzzles' did: seen under Xvfb)."""
        self._verdict_words = verdict if callable(verdict) else None
        if callable(verdict):
            verdict = verdict()
        self.verdict = verdict
        self.training.set_message(verdict + ("\n" + self.line_text if self.line_text else ""))

    # --- judging ------------------------------------------------------------------------------------------
    def _judge(self, session: SolveSession, move: Move, done: Callable[[Judged], None]) -> None:
        """The board's judge runner: the engine on its worker thread; ``done`` when it answers."""
        exercise = self.current()
        if exercise is None or session is not self.session:
            return
        self.training.board.set_arrows([])
        self._waiting = done
        self.say(lambda: translate("MistakePractice", "The engine looks at your move…"))
        self.engine.judge(exercise, move.uci, self.player(), self.limits)
        self._enable()

    def _engine_judged(self, result: EngineVerdict) -> None:
        done, self._waiting = self._waiting, None
        self.last_line = result.line
        if done is None:  # the line asked for after "Show the better move"
            self._verdict_words = lambda: translate("MistakePractice", "The better move is on the board.")
            self._show_line()
            return
        done(result.verdict)

    def _engine_failed(self, message: str) -> None:
        if self._waiting is None:
            return
        self._waiting = None
        self.training.set_session(self.session)  # the move is not played: try again
        self.say(lambda: translate("MistakePractice", "The engine could not judge the move: %1").replace("%1", message))
        self._enable()

    def _attempted(self, attempt: Attempt) -> None:
        exercise = self.current()
        if exercise is None or self.session is None:
            return
        answer = self._move_text(exercise, [attempt.move])
        self.answer = attempt.move.uci
        reason = attempt.reason
        if attempt.verdict is Verdict.WRONG:
            again = attempt.move.uci == exercise.played

            def words() -> str:
                text = (translate("MistakePractice", "That is the move you played in the game (%2). The better "
                                                     "move is shown.") if again
                        else translate("MistakePractice", "Not good enough: %1 (%2). The better move is shown."))
                return text.replace("%1", answer).replace("%2", self._reason(reason))

            self.say(words)
            if not self.done_with_current:
                self._record(False, attempt.move.uci)
        else:
            self.say(lambda: translate("MistakePractice", "Good: %1 (%2).").replace("%1", answer)
                     .replace("%2", self._reason(reason)))
            if not self.done_with_current:
                self.solved_count += 1
                self._record(True, attempt.move.uci, first_try=not self.session.failed)
            self.training.board.set_game(self.session.start)  # the better line from the exercise's position
            self._show_line()
        self._enable()

    def _record(self, solved: bool, answer: str, first_try: bool = False) -> None:
        exercise = self.current()
        if exercise is None:
            return
        self.done_with_current = True
        self.record(exercise, solved, first_try, answer)
        self.recorded.emit(exercise, solved)

    # --- the better line ----------------------------------------------------------------------------------
    def better_line(self) -> list[Move]:
        """The better line from the exercise's position: the game report's (what the report showed), else
        the one the engine found when it judged (an exercise from an imported game has no line kept)."""
        exercise = self.current()
        if exercise is None:
            return []
        if exercise.better:
            return [Move.from_uci(m) for m in exercise.better]
        return list(self.last_line)

    def _show_line(self) -> None:
        """The better line as numbered arrows on the exercise's position and as text beside the board."""
        exercise = self.current()
        if exercise is None or not self.done_with_current:
            return
        line = self.better_line()
        shown = self.training.board.game()
        if shown is not None and shown.fen().split()[:2] == exercise.fen.split()[:2]:
            self.training.board.set_arrows([Arrow(m, "line" if i else "best", str(i + 1))
                                            for i, m in enumerate(line[:ARROW_MOVES])])
        played = self._move_text(exercise, [Move.from_uci(exercise.played)]) + exercise.mark
        if line:
            # Word joiners keep each move whole: Korean text may otherwise break between any two letters.
            words = " ".join("\u2060".join(t) for t in self._move_texts(exercise, line[:TEXT_MOVES]))
            # The answer found was the line's first move: it is the line, not a better one ("Good: 82包42 (the
            # best move)." then "Better: 82包42 17馬36" was seen under Xvfb)
            found = self.answer is not None and self.answer == line[0].uci
            label = (translate("MistakePractice", "The line: %1") if found
                     else translate("MistakePractice", "Better: %1"))
            self.line_text = (label.replace("%1", words) + " · "
                              + translate("MistakePractice", "In the game: %1").replace("%1", played))
        else:
            self.line_text = translate("MistakePractice", "The engine gave no line for this position.")
        self.say(self._verdict_words or self.verdict)

    def _move_texts(self, exercise: Exercise, moves: list[Move]) -> list[str]:
        s = self.settings
        return line_texts(exercise.game(), moves, s.label_set, i18n.latin_letters(), s.notation)

    def _move_text(self, exercise: Exercise, moves: list[Move]) -> str:
        texts = self._move_texts(exercise, moves)
        return texts[0] if texts else moves[0].uci

    @staticmethod
    def _reason(reason: str) -> str:
        """The judge's reason in the interface's language."""
        words = {
            "the best move": translate("MistakePractice", "the best move"),
            "the mistake again": translate("MistakePractice", "the mistake again"),
            "wins by force too": translate("MistakePractice", "it wins by force too"),
            "misses a forced win": translate("MistakePractice", "it misses a forced win"),
            "resists as long": translate("MistakePractice", "it holds out as long"),
            "loses sooner": translate("MistakePractice", "it loses sooner"),
            "no worse": translate("MistakePractice", "no worse than the best"),
            "loses by force": translate("MistakePractice", "it loses by force"),
            "within half a pawn of the best": translate("MistakePractice", "within half a pawn of the best"),
            "more than half a pawn worse than the best": translate("MistakePractice",
                                                                   "more than half a pawn worse than the best"),
        }
        return words.get(reason, reason)

    # --- buttons ------------------------------------------------------------------------------------------
    def _enable(self) -> None:
        has = self.current() is not None
        self.give_up_button.setEnabled(has and not self.done_with_current and self._waiting is None)
        self.next_button.setEnabled(has)
        last = self.index + 1 >= len(self.exercises)
        self.next_button.setText(translate("MistakePractice", "&Finish") if has and last
                                 else translate("MistakePractice", "&Next exercise"))
        exercise = self.current()
        self.open_button.setEnabled(exercise is not None and exercise.game_id is not None)

    def _open_game(self) -> None:
        exercise = self.current()
        if exercise is not None and exercise.game_id is not None:
            self.open_at.emit(exercise.game_id, exercise.ply)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("MistakePractice", "Practise your mistakes"))
        self.give_up_button.setText(translate("MistakePractice", "Show the &better move"))
        self.open_button.setText(translate("MistakePractice", "&Open the game"))
        self.close_button.setText(translate("MistakePractice", "Close"))
        self._retitle()
        self._enable()
        if self._verdict_words is not None:  # what was said, in the new language (and the better line's words)
            if self.done_with_current and self.current() is not None:
                self._show_line()
            else:
                self.say(self._verdict_words)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        self.engine.stop()
        self._waiting = None
        self.training.set_session(None)
        self.session = None
        super().closeEvent(event)


__all__ = ["MistakePractice", "exercise_session"]
