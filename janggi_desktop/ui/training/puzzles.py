"""Training → Puzzles: the shipped puzzles on a :class:`~.board.TrainingBoard`, one after another, chosen near
the user's Glicko-2 puzzle rating.

A puzzle is shown from the solver's side with its themes hidden (they would give it away) until it is over;
a wrong move is said and taken back and the attempt counts as failed (a retry is allowed); Hint rings the
piece to move, Solution plays the line out, Retry starts it again, Next brings another, unsolved ones first.
The filters keep the puzzles of one theme and of one mate length.

Every attempt is recorded once, in the game library's file (:class:`~janggi_desktop.training.TrainingStore`),
as soon as its result is known: at the first wrong move, Hint or Solution (failed), or when solved cleanly;
the rating after it feeds the label and the graph.  The window never stops for the history: a library that
cannot be opened or a damaged history is said under the graph and the puzzles go on (a write that fails
keeps the rating in memory).

The set is read and checked once, on a thread (about a second for a thousand puzzles: every solution is
replayed by the rules model), while the window shows itself.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.training import (
    MAX_MATE_IN,
    PROVISIONAL_RD,
    THEMES,
    Puzzle,
    PuzzleSet,
    Rating,
    Refusal,
    after_puzzle,
    choose_near,
    load_puzzles,
)
from janggi_desktop.training.session import Verdict, puzzle_session

from ..texts import side_name, translate
from .board import TrainingBoard
from .graph import RatingGraph

if TYPE_CHECKING:
    from pathlib import Path

    from janggi_desktop.training import TrainingStore

    from ..settings import Settings

CONTEXT = "PuzzleWindow"
#: Each theme's words (the mate lengths are a filter of their own).
THEME_NAMES = {
    "mate": QT_TRANSLATE_NOOP("PuzzleWindow", "Mate"),
    **{f"mate-in-{n}": "" for n in range(1, MAX_MATE_IN + 1)},  # worded by mate_in_text
    "continuous-check": QT_TRANSLATE_NOOP("PuzzleWindow", "Continuous check (연속 장군)"),
    "quiet-move": QT_TRANSLATE_NOOP("PuzzleWindow", "Quiet move"),
    "sacrifice": QT_TRANSLATE_NOOP("PuzzleWindow", "Sacrifice"),
    "chariot-sacrifice": QT_TRANSLATE_NOOP("PuzzleWindow", "Chariot sacrifice"),
    "cannon-screen": QT_TRANSLATE_NOOP("PuzzleWindow", "Cannon over a screen"),
    "palace-diagonal": QT_TRANSLATE_NOOP("PuzzleWindow", "Palace diagonal"),
    "material": QT_TRANSLATE_NOOP("PuzzleWindow", "Winning material"),
    "escape": QT_TRANSLATE_NOOP("PuzzleWindow", "Escape"),
}
#: The themes the theme filter offers (the mate lengths have their own).
FILTER_THEMES = tuple(t for t in THEMES if not t.startswith("mate-in-"))


def mate_in_text(n: int) -> str:
    return translate("PuzzleWindow", "Mate in %1").replace("%1", str(n))


def theme_text(theme: str) -> str:
    if theme.startswith("mate-in-"):
        return mate_in_text(int(theme[len("mate-in-"):]))
    return translate(CONTEXT, THEME_NAMES[theme])


def themes_text(puzzle: Puzzle) -> str:
    """The puzzle's themes in words, the mate length first ("Mate in 2 · Continuous check")."""
    shown = [t for t in puzzle.themes if t != "mate"]
    shown.sort(key=lambda t: (not t.startswith("mate-in-"), THEMES.index(t)))
    return " · ".join(theme_text(t) for t in shown) or theme_text("mate")


class PuzzleLoader(QThread):
    """Reads and checks the puzzle set off the GUI thread."""

    #: The PuzzleSet (empty, with a refusal saying why, when the file could not be read).
    loaded = Signal(object)

    def __init__(self, path: str | Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path

    def run(self) -> None:  # the thread's body
        try:
            result = load_puzzles(self.path)
        except Exception as e:  # noqa: BLE001 - a defect reaches the window as a message, not a dead thread
            result = PuzzleSet(refused=[Refusal(0, f"{type(e).__name__}: {e}")])
        self.loaded.emit(result)


class PuzzleWindow(QWidget):
    """See the module docstring.  ``open_store`` gives the training history (called once; it should not
    raise, as :func:`~janggi_desktop.training.open_store` does not, but if it does the window plays on
    without saving); ``puzzles`` a set already loaded (else the shipped one, or ``puzzle_path``'s, is loaded
    on a thread); ``rng`` chooses among the puzzles near the rating (tests give a seeded one)."""

    #: A puzzle is on the board: the Puzzle (after the board's next paint it is on screen).
    shown = Signal(object)
    #: An attempt was recorded: (the Puzzle, solved cleanly, the rating after it).
    recorded = Signal(object, bool, object)
    #: The puzzle set is loaded and the first puzzle shown (or the message saying there is none).
    ready = Signal()

    def __init__(self, open_store: Callable[[], TrainingStore], *, puzzles: PuzzleSet | None = None,
                 puzzle_path: str | Path | None = None, settings: Settings | None = None,
                 rng: random.Random | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("PuzzleWindow")
        self.rng = rng or random.Random()
        self.settings = settings
        self.puzzles: PuzzleSet | None = None
        self._puzzle: Puzzle | None = None
        self._recorded = False
        self._started_at = 0.0
        #: How the puzzle on the board ended ("solved", "solved with help", "shown"), None while it goes on.
        self._outcome: str | None = None
        self._seen: set[str] = set()
        self._solved: set[str] = set()
        self._rating = Rating()
        self._history: list[tuple[datetime, float, float]] = []
        self._last_change: float | None = None
        self._problem = ""
        self._problem_with_set = ""
        self.store: TrainingStore | None = None
        try:
            self.store = open_store()
        except Exception as e:  # noqa: BLE001 - the history is not worth stopping the window
            self._problem = str(e)

        self.training = t = TrainingBoard(self, settings=settings)
        self.hint_button = QPushButton()
        self.solution_button = QPushButton()
        self.retry_button = QPushButton()
        self.next_button = QPushButton()
        for b in (self.hint_button, self.solution_button, self.retry_button, self.next_button):
            t.buttons.addWidget(b)
        t.buttons.addStretch(1)
        self.hint_button.clicked.connect(self.hint)
        self.solution_button.clicked.connect(self.show_solution)
        self.retry_button.clicked.connect(self._retry_clicked)
        self.next_button.clicked.connect(self._next_clicked)

        self.rating_label = QLabel()
        self.rating_label.setObjectName("PuzzleRating")
        self.rating_label.setWordWrap(True)
        self.graph = RatingGraph()
        self.notice = QLabel()
        self.notice.setObjectName("PuzzleNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setStyleSheet("color: #a33;")
        self.info = QLabel()
        self.info.setObjectName("PuzzleInfo")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.theme_filter = QComboBox()
        self.theme_filter.setObjectName("ThemeFilter")
        self.length_filter = QComboBox()
        self.length_filter.setObjectName("MateLengthFilter")
        for box in (self.theme_filter, self.length_filter):  # narrow enough for an 800×600 window
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
        self.filters = QGroupBox()
        form = QFormLayout(self.filters)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # labels above the boxes when narrow
        self.theme_label, self.length_label = QLabel(), QLabel()
        self.theme_label.setBuddy(self.theme_filter)
        self.length_label.setBuddy(self.length_filter)
        form.addRow(self.theme_label, self.theme_filter)
        form.addRow(self.length_label, self.length_filter)
        self.count_label = QLabel()
        self.count_label.setWordWrap(True)
        form.addRow(self.count_label)
        side = t.side_area
        side.addWidget(self.rating_label)
        side.addWidget(self.graph)
        side.addWidget(self.notice)
        side.addWidget(self.filters)
        side.addWidget(self.info)
        side.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(t)
        # The board first in the Tab chain and the keyboard's when the window opens: it came last, after the
        # buttons and the filters (seen under Xvfb: six Tabs to reach it).
        chain = (t.board, self.hint_button, self.solution_button, self.retry_button, self.next_button,
                 self.theme_filter, self.length_filter)
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)
        t.focus_board()

        t.attempted.connect(self._attempted)
        t.finished.connect(self._finished)
        t.taken_back.connect(lambda _move: self._update_buttons())
        t.moved.connect(lambda _move: self._update_buttons())
        self.retranslate()
        self.theme_filter.currentIndexChanged.connect(self._filters_changed)
        self.length_filter.currentIndexChanged.connect(self._filters_changed)
        self._read_history()
        self._update_buttons()
        if puzzles is not None:
            self._loaded(puzzles)
        else:
            self.training.set_message(translate("PuzzleWindow", "Loading the puzzles…"))
            self.loader = PuzzleLoader(puzzle_path, self)
            self.loader.loaded.connect(self._loaded)
            self.loader.start()

    # --- what the window reads -------------------------------------------------------------------------------
    def current(self) -> Puzzle | None:
        return self._puzzle

    def rating(self) -> Rating:
        return self._rating

    def candidates(self) -> list[Puzzle]:
        """The puzzles the filters keep."""
        if self.puzzles is None:
            return []
        theme = self.theme_filter.currentData()
        length = self.length_filter.currentData()
        return self.puzzles.filtered(themes=[theme] if theme else [], mate_in=[length] if length else [])

    def set_filters(self, theme: str | None = None, mate_in: int | None = None) -> None:
        """Choose the filters (None: any) as the person would in the boxes."""
        self.theme_filter.setCurrentIndex(max(0, self.theme_filter.findData(theme)))
        self.length_filter.setCurrentIndex(max(0, self.length_filter.findData(mate_in)))

    # --- what the person does ----------------------------------------------------------------------------------
    def next_puzzle(self) -> Puzzle | None:
        """Another puzzle the filters keep, near the rating: one neither solved nor shown yet in this window
        if any is left, else one not solved, else any; never the current one while there are others."""
        self._close_attempt()
        pool = self.candidates()
        current = {self._puzzle.id} if self._puzzle is not None else set()
        unsolved = [p for p in pool if p.id not in self._solved]
        fresh = [p for p in unsolved if p.id not in self._seen]
        rating = self._rating.rating
        chosen = (choose_near(fresh, rating, self.rng, exclude=current)
                  or choose_near(unsolved, rating, self.rng, exclude=current)
                  or choose_near(pool, rating, self.rng, exclude=current)
                  or (pool[0] if pool else None))
        self.show_puzzle(chosen)
        return chosen

    def show_puzzle(self, puzzle: Puzzle | None) -> None:
        self._close_attempt()
        self._puzzle = puzzle
        self._recorded = False
        self._started_at = time.monotonic()
        self.info.clear()
        self._outcome = None
        if puzzle is None:
            self.training.set_session(None)
            self._say_no_puzzle()
            self._update_buttons()
            return
        self._seen.add(puzzle.id)
        self.training.set_session(puzzle_session(puzzle))
        self.training.title.setText(translate("PuzzleWindow", "%1 to play: find the best move.")
                                    .replace("%1", side_name(puzzle.solver)))
        self._update_buttons()
        self.shown.emit(puzzle)

    def _say_no_puzzle(self) -> None:
        self.training.title.setText(translate("PuzzleWindow", "No puzzle"))
        if self.puzzles is not None and len(self.puzzles):
            self.training.set_message(translate("PuzzleWindow", "No puzzle matches these filters."))
        else:
            self.training.set_message(" ".join(filter(None, (
                translate("PuzzleWindow", "There are no puzzles to show."), self._problem_with_set))))

    def hint(self) -> None:
        if self.training.show_hint() is not None:
            self._record(False)
            self._update_buttons()

    def show_solution(self) -> None:
        session = self.training.session()
        if session is None or session.finished:
            return
        self._record(False)
        self.training.play_out()
        self._update_buttons()

    def retry(self) -> None:
        self.training.restart()
        self._outcome = None
        self.info.clear()
        if self._puzzle is not None:
            self.training.title.setText(translate("PuzzleWindow", "%1 to play: find the best move.")
                                        .replace("%1", side_name(self._puzzle.solver)))
        self._update_buttons()

    def _next_clicked(self) -> None:
        """Next by the button (click, Space or Alt+N): the keyboard goes to the board, where the next move is
        made, so a keyboard user need not Tab back.  A filter's change brings a puzzle too, but leaves the
        focus in the box the person is using."""
        self.next_puzzle()
        self.training.focus_board()

    def _retry_clicked(self) -> None:
        self.retry()
        self.training.focus_board()

    # --- the attempt -------------------------------------------------------------------------------------------
    def _attempted(self, attempt) -> None:
        if attempt.verdict is Verdict.WRONG:
            self._record(False)
        self._update_buttons()

    def _finished(self, solved: bool) -> None:
        puzzle, session = self._puzzle, self.training.session()
        if puzzle is None or session is None:
            return
        if solved:
            self._record(session.clean)
            if session.clean:
                self._solved.add(puzzle.id)
            self._outcome = "solved" if session.clean else "solved with help"
        else:
            self._outcome = "shown"
        self._say_outcome()
        self._update_buttons()
        self.next_button.setFocus()

    def _say_outcome(self) -> None:
        """The end of the puzzle on the board in words: the message, its themes as the title, the info."""
        puzzle = self._puzzle
        if puzzle is None or self._outcome is None:
            return
        self.training.set_message({
            "solved": translate("PuzzleWindow", "Solved!"),
            "solved with help": translate("PuzzleWindow", "Solved, with help or after a wrong move: counted as "
                                                          "failed."),
            "shown": translate("PuzzleWindow", "That was the solution."),
        }[self._outcome])
        self.training.title.setText(themes_text(puzzle))
        self.info.setText(translate("PuzzleWindow", "Puzzle %1 · rated %2\nThemes: %3")
                          .replace("%1", puzzle.id).replace("%2", str(puzzle.rating))
                          .replace("%3", themes_text(puzzle)))

    def _record(self, solved: bool) -> None:
        """Keep the attempt (once per puzzle shown) and show the rating after it."""
        if self._recorded or self._puzzle is None:
            return
        self._recorded = True
        seconds = time.monotonic() - self._started_at
        before = self._rating.rating
        try:
            if self.store is None:
                raise LookupError(self._problem)
            self._rating = self.store.record_attempt(self._puzzle, solved, seconds)
            self._problem = self.store.problem
        except Exception as e:  # noqa: BLE001 - a history that fails is said, the puzzles go on
            if self.store is not None:
                self._problem = self._problem or str(e)
                self.store = None  # play on without saving
            self._rating = after_puzzle(self._rating, self._puzzle.rating, solved)
        self._last_change = self._rating.rating - before
        # The graph gets the new point without reading the whole history again (5,000 attempts cost ~30 ms)
        self._history.append((datetime.now(UTC), self._rating.rating, self._rating.rd))
        self.graph.set_history(self._history)
        self._show_rating()
        self.recorded.emit(self._puzzle, solved, self._rating)

    def _close_attempt(self) -> None:
        """Leaving a puzzle: nothing to record unless a move, a hint or the solution made a result (which
        is recorded already); a puzzle merely skipped costs nothing."""
        self.training.set_session(None)

    def _read_history(self) -> None:
        """The rating, the solved puzzles and the history, read once when the window opens."""
        store = self.store
        if store is not None:
            try:
                self._rating = store.rating()
                self._solved = store.solved_ids()
                self._history = store.rating_history()
            except Exception as e:  # noqa: BLE001 - a history that fails is said, the puzzles go on
                self._problem, self.store = self._problem or str(e), None
            self._problem = store.problem or self._problem
        self.graph.set_history(self._history)
        self._show_rating()

    def _show_rating(self) -> None:
        r = self._rating
        if r.provisional:  # as lichess: a "?" until the deviation is small enough for the number to mean much
            text = translate("PuzzleWindow", "Your puzzle rating: %1? ± %2 (provisional)")
            self.rating_label.setToolTip(translate(
                "PuzzleWindow", "Provisional while its deviation is above %1: a few more puzzles settle it.")
                .replace("%1", str(round(PROVISIONAL_RD))))
        else:
            text = translate("PuzzleWindow", "Your puzzle rating: %1 ± %2")
            self.rating_label.setToolTip("")
        text = text.replace("%1", str(round(r.rating))).replace("%2", str(round(2 * r.rd)))
        if self._last_change is not None:
            text += f"  ({'+' if self._last_change >= 0 else '-'}{abs(round(self._last_change))})"
        self.rating_label.setText(text)
        if self._problem:
            self.notice.setText(translate("PuzzleWindow", "Your results are not being kept: %1").replace("%1",
                                                                                               self._problem))
        self.notice.setVisible(bool(self._problem))

    # --- the set, the filters, the buttons ---------------------------------------------------------------------
    def _loaded(self, puzzles: PuzzleSet) -> None:
        self.puzzles = puzzles
        self._update_filter_choices()
        if puzzles.refused:
            first = puzzles.refused[0]
            if first.line == 0:  # the file itself
                self._problem_with_set = (translate("PuzzleWindow", "The puzzles could not be read: %1")
                                          .replace("%1", first.reason))
            else:
                self._problem_with_set = (translate("PuzzleWindow", "%1 puzzles could not be used (%2: %3).")
                                          .replace("%1", str(len(puzzles.refused)))
                                          .replace("%2", translate("PuzzleWindow", "line %1")
                                                   .replace("%1", str(first.line)))
                                          .replace("%3", first.reason))
        self._update_count()
        self.next_puzzle()
        if puzzles.refused and self._puzzle is not None:
            self.training.set_message(self._problem_with_set)
        self.ready.emit()

    def _filters_changed(self) -> None:
        self._update_filter_choices()
        self._update_count()
        if self.puzzles is None:
            return
        if self._puzzle is None or self._puzzle not in self.candidates():
            self.next_puzzle()

    def _update_filter_choices(self) -> None:
        """Only the choices that keep a puzzle can be made: a theme no puzzle of the set has is greyed out, and
        so is a mate length no puzzle of the chosen theme has; a length the new theme has none of goes back to
        "Any length", and the length box is greyed out for a theme without mates (escape, material).  Escape
        with a mate length kept nothing, and Next then did nothing, without a word (the tester)."""
        if self.puzzles is None:
            return
        puzzles = self.puzzles.puzzles
        for i in range(self.theme_filter.count()):
            theme = self.theme_filter.itemData(i)
            self.theme_filter.model().item(i).setEnabled(theme is None or any(theme in p.themes for p in puzzles))
        theme = self.theme_filter.currentData()
        lengths = {p.mate_in for p in puzzles if p.mate_in and (theme is None or theme in p.themes)}
        for i in range(self.length_filter.count()):
            length = self.length_filter.itemData(i)
            self.length_filter.model().item(i).setEnabled(length is None or length in lengths)
        if self.length_filter.currentData() not in (None, *lengths):
            self.length_filter.blockSignals(True)  # the caller brings the puzzle of the filters now chosen
            self.length_filter.setCurrentIndex(0)
            self.length_filter.blockSignals(False)
        self.length_filter.setEnabled(bool(lengths))
        self.length_filter.setToolTip("" if lengths else translate("PuzzleWindow",
                                                                   "No puzzle of this theme is a mate."))

    def _update_count(self) -> None:
        if self.puzzles is None:
            self.count_label.clear()
            return
        pool = self.candidates()
        left = sum(1 for p in pool if p.id not in self._solved)
        text = (translate("PuzzleWindow", "1 puzzle, %2 not solved yet") if len(pool) == 1  # not '1 puzzles'
                else translate("PuzzleWindow", "%1 puzzles, %2 not solved yet"))
        self.count_label.setText(text.replace("%1", str(len(pool))).replace("%2", str(left)))

    def _update_buttons(self) -> None:
        session = self.training.session()
        over = session is None or session.finished
        busy = self.training.busy()
        self.hint_button.setEnabled(not over and not busy and session.reply_due is None
                                    and session.wrong_move is None)
        self.solution_button.setEnabled(not over and not busy)
        self.retry_button.setEnabled(session is not None and not busy and bool(session.game.moves))
        self.next_button.setEnabled(bool(self.candidates()))  # nothing to go to: greyed out, not silent
        if over and session is not None:
            self._update_count()

    # --- language ----------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("PuzzleWindow", "Puzzles"))
        self.hint_button.setText(translate("PuzzleWindow", "&Hint"))
        self.hint_button.setToolTip(translate("PuzzleWindow", "Ring the piece to move (the puzzle counts as failed)"))
        self.solution_button.setText(translate("PuzzleWindow", "&Solution"))
        self.solution_button.setToolTip(translate("PuzzleWindow",
                                                  "Play the solution out (the puzzle counts as failed)"))
        self.retry_button.setText(translate("PuzzleWindow", "&Retry"))
        self.retry_button.setToolTip(translate("PuzzleWindow", "Start this puzzle again"))
        self.next_button.setText(translate("PuzzleWindow", "&Next puzzle"))
        self.filters.setTitle(translate("PuzzleWindow", "Filters"))
        self.theme_label.setText(translate("PuzzleWindow", "&Theme:"))
        self.length_label.setText(translate("PuzzleWindow", "&Mate length:"))
        for box, items in ((self.theme_filter, [(None, translate("PuzzleWindow", "Any theme"))]
                            + [(t, theme_text(t)) for t in FILTER_THEMES]),
                           (self.length_filter, [(None, translate("PuzzleWindow", "Any length"))]
                            + [(n, mate_in_text(n)) for n in range(1, MAX_MATE_IN + 1)])):
            chosen = box.currentData()
            box.blockSignals(True)
            box.clear()
            for data, text in items:
                box.addItem(text, data)
            box.setCurrentIndex(max(0, box.findData(chosen)))
            box.blockSignals(False)
        self._update_filter_choices()  # (the boxes were filled again)
        session = self.training.session()
        if self._puzzle is None and self.puzzles is not None:  # the set is loaded: "No puzzle" and why
            self._say_no_puzzle()
        elif self._puzzle is not None and session is not None:
            if session.finished and self._outcome is not None:  # (the message, the info too: seen untranslated)
                self._say_outcome()
            else:
                self.training.title.setText(themes_text(self._puzzle) if session.finished else
                                            translate("PuzzleWindow", "%1 to play: find the best move.")
                                            .replace("%1", side_name(self._puzzle.solver)))
        self._show_rating()
        self._update_count()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.settings is not None:  # the Latin piece letters follow the language
                self.training.apply_look(self.settings)

    def shutdown(self) -> None:
        """The main window closes: let the loading thread end and close the history's library."""
        loader = getattr(self, "loader", None)
        if loader is not None:
            loader.wait(5000)
        if self.store is not None:
            try:
                self.store.library.close()
            except Exception:  # noqa: BLE001,S110 - closing at exit: nothing left to save
                pass
