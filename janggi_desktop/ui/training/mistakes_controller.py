"""The window's side of learning from one's mistakes: the exercises kept with the library, Training → My
mistakes, and what brings exercises in.

Exercises come from the analysed games of the library in which the user played (see
:mod:`janggi_desktop.training.from_library`): a game report finished in the window is kept with the library's
copy of that game (:func:`~janggi_desktop.training.keep_analysis`) and its exercises added at once; a game kept
when it ends, or imported with its analysis (``janggi-desktop analyse``, then File → Import), brings its own
when kept or when the list is opened.  The user is the window's player name (File → Your name) and, in the
games played here, the person who played the computer.

The training history lives in the library's file; a history that cannot be opened or read never stops the
window: :func:`~janggi_desktop.training.open_store` falls back to a session-only history, and the problem is
said once in the status line.  Everything here runs on the GUI thread except the engine's judgement of an
answer (:mod:`.judge_runner`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, QThread, Signal
from PySide6.QtWidgets import QWidget

from janggi_desktop.play import Player, PlayerSpec, ThinkLimits
from janggi_desktop.rules import Game, GameStateError, Move

from .. import i18n
from ..notation import line_texts
from ..ports import StatusLine
from ..settings import Settings
from ..texts import translate
from .collect_thread import CollectThread
from .judge_runner import EngineJudge
from .mistakes_list import MistakeRow, MistakesWindow

# The training package (~21 ms with the library it reads, SQLite among them) and the practice window (~7 ms
# more) are imported when first used, inside the methods: the window's first frame has no use for them.
if TYPE_CHECKING:
    from janggi_desktop.analysis import GameAnalysis
    from janggi_desktop.training import Exercise, TrainingStore

    from .practice import MistakePractice


#: The practice window's size where the screen has room for it.
PRACTICE_SIZE = QSize(640, 760)
#: How old the due count the Training menu shows may be (seconds): counting reads every card.
DUE_COUNT_AGE_S = 60


class MistakesTraining(QObject):
    """See the module docstring.  ``settings`` the window's (the player name is the user's; the analysis
    engine and its time judge the answers; the board's look); ``player_factory`` makes that engine;
    ``library_path`` the library (None: the user's)."""

    #: Open a library game in review at a ply: (game id, ply).
    open_at = Signal(int, int)
    #: Practise these exercises (a list): the practice board takes them.
    practise_requested = Signal(object)
    #: How many exercises are due changed (Training → My mistakes says it).
    due_changed = Signal(int)
    #: Every analysed game of the library was looked at (on a thread): how many exercises were new.
    collected = Signal(int)

    def __init__(self, status: StatusLine, *, settings: Settings, player_factory: Callable[[PlayerSpec], Player],
                 library_path=None, dialog_parent: QWidget) -> None:
        super().__init__(dialog_parent)
        self.status = status
        self.settings = settings
        self.player_factory = player_factory
        self.library_path = library_path
        self.dialog_parent = dialog_parent
        self._store: TrainingStore | None = None
        self._said_problem = ""
        self._collected = False  # every analysed game of the library looked at this session
        self._collect_thread: QThread | None = None
        self._collect_running = False
        self._due: tuple[datetime | None, int] = (None, 0)  # when counted, how many were due
        self.window: MistakesWindow | None = None
        self.practice: MistakePractice | None = None
        self._judge: EngineJudge | None = None
        self._player: Player | None = None
        self._player_spec: PlayerSpec | None = None
        self.practise_requested.connect(self.practise)

    def user_names(self) -> list[str]:
        """The user's names: the window's player name (File → Your name)."""
        return [self.settings.player_name] if self.settings.player_name.strip() else []

    def notation(self) -> tuple[str, str, str]:
        return self.settings.notation, self.settings.label_set, i18n.latin_letters()

    # --- the history --------------------------------------------------------------------------------------
    def store(self) -> TrainingStore:
        """The training history (opened when first needed; never raises: see the module docstring)."""
        if self._store is None:
            from janggi_desktop.training import open_store

            self._store = open_store(self.library_path)
            self._say_problem()
        return self._store

    def _say_problem(self) -> None:
        store = self._store
        if store is not None and store.problem and store.problem != self._said_problem:
            self._said_problem = store.problem
            self.status.showMessage(translate("MistakesTraining", "Training: %1").replace("%1", store.problem),
                                    20000)

    def due_count(self, now: datetime | None = None) -> int:
        """How many exercises are due (every card read: a few hundred milliseconds for a thousand)."""
        count = self.store().due_count(now)
        if now is None:
            self._due = (datetime.now(UTC), count)
        return count

    def menu_text(self) -> str:
        """Training → My mistakes, with how many are due ("My mistakes (3 due)"): the count of the last minute
        (the menu opens at once), recounted when older."""
        self.collect()
        when, due = self._due
        if when is None or datetime.now(UTC) - when > timedelta(seconds=DUE_COUNT_AGE_S):
            due = self.due_count()
        if due:
            return translate("MistakesTraining", "My &mistakes (%1 due)…").replace("%1", str(due))
        return translate("MistakesTraining", "My &mistakes…")

    # --- bringing exercises in ----------------------------------------------------------------------------
    def collect(self, game_ids: list[int] | None = None) -> int:
        """Add the exercises of the library's analysed games ``game_ids`` in which the user played (a game or
        two: here, at once); returns how many were new.  Without ``game_ids``: every analysed game, once a
        session, on a thread of its own (:meth:`collect_all`), and 0 here."""
        from janggi_desktop.training import collect_exercises

        if game_ids is None:
            self.collect_all()
            return 0
        added, _bad = collect_exercises(self.store(), self.user_names(), game_ids=game_ids)
        self._say_problem()
        if added:
            self._changed()
        return added

    def collect_all(self) -> None:
        """Every analysed game of the library looked at for the user's mistakes (once a session, and again
        after an import), on a thread; ``collected`` when done."""
        if self._collected or self.collecting():
            return
        store = self.store()
        if store.problem:  # a history not in the user's library: nothing to gather from it
            self._collected = True
            return
        self._collected = True
        self._collect_running = True
        self._collect_thread = thread = CollectThread(self.library_path, self.user_names(), self)
        thread.collected.connect(self._collect_done)
        thread.failed.connect(self._collect_failed)
        thread.finished.connect(thread.deleteLater)
        thread.finished.connect(self._collect_ended)
        thread.start()

    def collecting(self) -> bool:
        """Every analysed game is being gathered (its answer has not come yet)."""
        return self._collect_running

    def wait_collect(self, msecs: int = 30000) -> bool:
        """Wait for the gathering thread (closing the window, tests)."""
        return self._collect_thread.wait(msecs) if self._collect_thread is not None else True

    def _collect_done(self, added: int, bad: int) -> None:
        self._collect_running = False
        if bad:
            self.status.showMessage(translate("MistakesTraining", "%1 analysed games of the library could not be "
                                                                  "read for exercises.").replace("%1", str(bad)),
                                    10000)
        self._changed()
        self.collected.emit(added)

    def _collect_failed(self, message: str) -> None:
        self._collect_running = False
        self.status.showMessage(translate("MistakesTraining", "Training: %1").replace("%1", message), 15000)
        self.collected.emit(0)

    def _collect_ended(self) -> None:
        self._collect_thread = None

    def games_imported(self, _report: object = None) -> None:
        """Games came into the library (an import: their analysis with them, from ``janggi-desktop analyse``):
        every analysed game is looked at again."""
        self._collected = False
        self.collect_all()

    def game_kept(self, game_id: int) -> None:
        """A game went into the library (kept as it ended, with its report if there was one)."""
        self.collect([game_id])

    def report_ready(self, analysis: GameAnalysis) -> list[int]:
        """A game report is complete: keep it with the library's copy of the game and add the exercises;
        returns the library's ids of that game."""
        from janggi_desktop.library import LibraryError
        from janggi_desktop.training import keep_analysis

        try:
            ids = keep_analysis(self.store().library, analysis)
        except LibraryError as e:
            self.status.showMessage(translate("MistakesTraining", "The analysis could not be kept in the library: "
                                                                   "%1").replace("%1", str(e)), 15000)
            return []
        if ids:
            self._add_with_lines(analysis, ids)
        return ids

    def _add_with_lines(self, analysis: GameAnalysis, ids: list[int]) -> None:
        """The exercises of the user's sides (as the library's rows say who played) in the analysed game, with
        the report's better lines, which the library's rows do not keep."""
        from janggi_desktop.training import exercises_from_analysis, library_exercises

        store = self.store()
        from_rows, _bad = library_exercises(store.library, self.user_names(), game_ids=ids)
        sides = sorted({ex.side for ex in from_rows})
        exercises = [ex for side in sides for ex in exercises_from_analysis(analysis, side, game_id=ids[0])]
        self._say_problem()
        if store.add_exercises(exercises):
            self._changed()

    def exercises_of(self, analysis: GameAnalysis, sides: list[str]) -> list[Exercise]:
        """The ? and ?? moves of ``sides`` in ``analysis`` as exercises, kept (tied to the library's copy of the
        game when there is one, so the list can open it)."""
        from janggi_desktop.training import exercises_from_analysis

        ids = self.report_ready(analysis)
        out: list[Exercise] = []
        for side in sides:
            out += exercises_from_analysis(analysis, side, game_id=ids[0] if ids else None)
        self.store().add_exercises(out)
        self._changed()
        return out

    def practise_analysis(self, analysis: GameAnalysis, sides: list[str]) -> list[Exercise]:
        """The game report's "Practise these mistakes": keep them, then practise them."""
        exercises = self.exercises_of(analysis, sides)
        if not exercises:
            self.status.showMessage(translate("MistakesTraining", "No mistakes of yours to practise in this game."),
                                    8000)
            return []
        self.practise_requested.emit(exercises)
        return exercises

    def report_sides(self, specs, tags: dict[str, str]) -> list[str]:
        """The sides of the game on the board whose mistakes the report offers to practise: the user's only.
        In a game played here, the people's; in an opened record (a library game among them), the sides the
        library counts as the user's
        (:func:`~janggi_desktop.training.user_sides`).  A game the user did not play (engine against engine,
        a record of other players) offers none: its mistakes are not the user's to bring back on the My
        mistakes schedule, and the practice would say "you played" of someone else's moves."""
        if not tags:
            return [side for side, spec in zip(("cho", "han"), specs, strict=True) if spec.is_human]
        from janggi_desktop.library.games import player_from_tags
        from janggi_desktop.training import user_sides

        cho, han = player_from_tags(tags, "cho"), player_from_tags(tags, "han")
        return user_sides((cho.name, cho.kind), (han.name, han.kind), self.user_names())

    def _changed(self) -> None:
        self.due_changed.emit(self.due_count())
        if self.window is not None and self.window.isVisible():
            self.refresh_list()

    # --- the list -----------------------------------------------------------------------------------------
    def rows(self, now: datetime | None = None) -> list[MistakeRow]:
        """Every exercise as the list shows it, due soonest first."""
        from janggi_desktop.library import LibraryError
        from janggi_desktop.training import source_games

        store = self.store()
        pairs = store.exercises()
        try:
            games = source_games(store.library, [ex.game_id for ex, _ in pairs if ex.game_id is not None])
        except LibraryError:
            games = {}
        notation, label_set, latin = self.notation()
        out = []
        for ex, due in pairs:
            try:
                texts = line_texts(ex.game(), [Move.from_uci(ex.played)], label_set, latin, notation)
            except ValueError:
                texts = []
            game = games.get(ex.game_id) if ex.game_id is not None else None
            out.append(MistakeRow(ex, due, game.cho if game else "", game.han if game else "",
                                  game.date if game else "", texts[0] if texts else ex.played))
        return out

    def mistakes_window(self) -> MistakesWindow:
        if self.window is None:
            self.window = win = MistakesWindow(self.dialog_parent)
            win.open_at.connect(self.open_at)
            win.practise.connect(self.practise_requested)
        return self.window

    def refresh_list(self) -> None:
        self.mistakes_window().set_rows(self.rows(), datetime.now(UTC))

    def show_list(self) -> None:
        """Training → My mistakes."""
        self.collect()
        win = self.mistakes_window()
        self.refresh_list()
        win.show()
        win.raise_()
        win.activateWindow()

    # --- practice -----------------------------------------------------------------------------------------
    def practise(self, exercises: list[Exercise]) -> MistakePractice:
        """Practise ``exercises`` on the training board, in its window."""
        win = self.practice_window()
        win.practise(list(exercises))
        win.show()
        win.raise_()
        win.activateWindow()
        return win

    def practise_due(self) -> None:
        """Practise what is due now (said in the status line when nothing is)."""
        self.collect()
        if self.collecting():  # the library's games are being gathered: practise when they are
            self.collected.connect(self._practise_due_once)
            return
        due = self.due_exercises()
        if not due:
            self.status.showMessage(translate("MistakesTraining", "No exercise is due now."), 8000)
            return
        self.practise(due)

    def _practise_due_once(self, _added: int) -> None:
        self.collected.disconnect(self._practise_due_once)
        self.practise_due()

    def practice_window(self) -> MistakePractice:
        if self.practice is None:
            from .practice import MistakePractice

            self._judge = EngineJudge(self)
            self.practice = win = MistakePractice(
                self.settings, self._judge, self.judge_player,
                ThinkLimits(movetime_ms=self.settings.analysis_movetime), self.record, self.source_text,
                self.dialog_parent, lead_in=self.lead_in)
            win.open_at.connect(self.open_at)
            room = self.dialog_parent.screen().availableGeometry().size() - QSize(40, 60)  # frame, title bar
            win.resize(PRACTICE_SIZE.boundedTo(room))
        return self.practice

    def judge_player(self) -> Player:
        """The analysis engine the settings name for the exercise's rule set (made once, kept)."""
        exercise = self.practice.current() if self.practice is not None else None
        spec = self.settings.analysis_spec(exercise.ruleset if exercise is not None else None)
        if self._player is None or spec != self._player_spec:
            self._close_player()
            self._player = self.player_factory(spec)
            self._player_spec = spec
        return self._player

    def _close_player(self) -> None:
        if self._player is not None:
            # An engine process takes a while to quit: not on the GUI thread.
            threading.Thread(target=self._player.close, name="janggi-close-judge-engine", daemon=True).start()
            self._player = None

    def source_text(self, exercise: Exercise) -> str:
        """Where the exercise came from: the game's players and date, the move played and its mark."""
        from janggi_desktop.library import LibraryError
        from janggi_desktop.training import source_games

        game = None
        if exercise.game_id is not None:
            try:
                game = source_games(self.store().library, [exercise.game_id]).get(exercise.game_id)
            except LibraryError:
                game = None
        number = (exercise.ply + 1) // 2
        move = self._played_text(exercise)
        played = translate("MistakesTraining", "Move %1: you played %2").replace(
            "%1", str(number)).replace("%2", f"{move}{exercise.mark}")
        if game is None:
            return played
        return f"{game.cho or '?'} – {game.han or '?'}\n{game.date.replace('-', '.')}\n{played}"

    def lead_in(self, exercise: Exercise) -> Game | None:
        """The library's game up to the exercise's position, its last move the opponent's (the board marks it:
        without it the position came out of nowhere, the move one had to answer unseen); None when the game
        is not in the library or does not reach the position there."""
        from janggi_desktop.library import LibraryError, get_record

        if exercise.game_id is None or exercise.ply < 2:
            return None
        try:
            record = get_record(self.store().library, exercise.game_id)
            game = Game.from_fen(record.start_fen, record.ruleset)
            for move in record.moves[:exercise.ply - 1]:
                game.push(move)
        except (LibraryError, KeyError, ValueError, GameStateError):
            return None
        return game

    def _played_text(self, exercise: Exercise) -> str:
        notation, label_set, latin = self.notation()
        try:
            texts = line_texts(exercise.game(), [Move.from_uci(exercise.played)], label_set, latin, notation)
        except ValueError:
            texts = []
        return texts[0] if texts else exercise.played

    def record(self, exercise: Exercise, solved: bool, first_try: bool, answer: str) -> None:
        """An attempt at ``exercise`` on the FSRS schedule."""
        self.store().record_review(exercise.key, solved, first_try, answer)
        self._say_problem()
        self._changed()

    def due_exercises(self) -> list[Exercise]:
        """The exercises due now, soonest first."""
        return [ex for ex, _due in self.store().exercises(due_by=datetime.now(UTC))]

    def shutdown(self) -> None:
        """The window closes: the gathering and judging threads and the engine ended, the history closed."""
        self.wait_collect(10000)
        if self._judge is not None:
            self._judge.shutdown(800)
        if self._player is not None:
            self._player.close()
            self._player = None
        if self._store is not None:
            self._store.library.close()
            self._store = None


__all__ = ["MistakesTraining"]
