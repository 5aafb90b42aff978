"""The window's analysis: hint, analysis board and game report, around the game driver.

The controller listens to the :class:`~janggi_desktop.play.GameDriver` like the window does, and owns:

* the **analysis player** — the engine the settings name (the built-in engine by default), made by the
  window's player factory and run only by the :class:`~.runner.AnalysisRunner`, off the GUI thread;
* **analysis mode** — a toggle, and always on in review: the lines of the position on the board, followed
  at once when the user steps through the game or moves, shown as the evaluation bar, the lines panel and
  the best move's arrow; hovering a line draws its first moves, clicking it plays it out on the board
  (clicking again, or any change of position, goes back);
* **hints** (훈수) — the engine's best move as an arrow with its line, for the person to move; each is
  logged (:class:`~janggi_desktop.analysis.HintLog`), counted in the status bar and saved with the game;
* the **game report** — every position of the game evaluated with a progress bar and Cancel (what was done
  is kept, and a second run only does the rest), the graph, the marks in the move list, counts per side,
  next/previous mistake, and the engine's better move for the move on the board.  It follows the game:
  moves taken back or played on keep the report of the positions the games share, and it is written into
  and read back from a saved PGN.

Nothing here blocks: every engine call is the runner's, and closing the window stops it and the engine.

One job a module: :mod:`.engine` (the player and its runner), :mod:`.lines` (analysis mode's live lines and
the preview), :mod:`.hints` and :mod:`.report`, each a part of the one controller (they share its state);
this module wires them to the driver, the board and the panel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from janggi_desktop.analysis import HintLog
from janggi_desktop.play import Change, GameDriver, Player, PlayerSpec, ThinkInfo
from janggi_desktop.play.engines import EngineRegistry

from ..board.view import BoardView
from ..panels.side_panel import SidePanel
from ..ports import SettingsKeeper, StatusLine
from .engine import AnalysisEngine, first_side
from .eval_bar import EvalBar
from .hints import HINT_MS, Hints
from .lines import RESTART_PAUSE_MS, LiveLines
from .report import GameReport

if TYPE_CHECKING:
    from janggi_desktop.analysis import GameAnalysis, HintLog

    from .lines_panel import LinesPanel
    from .report_panel import ReportPanel
    from .runner import AnalysisRunner



class AnalysisController(LiveLines, Hints, GameReport, AnalysisEngine, QObject):
    """See the module docstring."""

    #: What the window enables changed (a hint may be asked, a report run, a mistake found): see
    #: :meth:`can_hint`, :meth:`can_analyse_game`, :meth:`has_marks`.
    actions_changed = Signal()
    #: Analysis mode was turned on or off.
    mode_changed = Signal(bool)
    #: What the board may do changed (a line is previewed on it, or no longer): the window looks again.
    state_changed = Signal()
    #: A game report ran to its end: the GameAnalysis (the library keeps it, the user's mistakes become
    #: exercises).
    report_finished = Signal(object)
    #: The report's "Practise these mistakes": (GameAnalysis, the sides whose mistakes).
    practise_requested = Signal(object, object)

    def __init__(self, driver: GameDriver, keeper: SettingsKeeper, status: StatusLine, board: BoardView,
                 panel: SidePanel, *, player_factory: Callable[[PlayerSpec], Player],
                 engine_thinking: Callable[[], bool], registry: Callable[[], EngineRegistry],
                 autosave_extra: dict, parent: QObject | None = None) -> None:
        """``engine_thinking``: whether a player's engine is thinking about its move (no hint then);
        ``registry``: the external engines; ``autosave_extra``: what the autosave keeps beside the game."""
        super().__init__(parent)
        self.driver, self.keeper, self.settings, self.status = driver, keeper, keeper.settings, status
        self.board, self.panel = board, panel
        self.player_factory, self.engine_thinking, self.registry = player_factory, engine_thinking, registry
        self.autosave_extra = autosave_extra
        self.eval_bar = EvalBar()  # built now: it holds its room beside the board from the start
        self.eval_bar.hide()
        self._lines_panel: LinesPanel | None = None  # built when first shown (see lines_panel)
        self._report_panel: ReportPanel | None = None  # built when first shown (see report_panel)
        board.flipped_changed.connect(self.eval_bar.set_flipped)
        self.eval_bar.set_flipped(board.is_flipped())
        driver.add_listener(self._on_change)
        driver.add_listener(self._before_change, first=True)

        self.mode = False
        self.report: GameAnalysis | None = None
        self.hints: HintLog = HintLog(first_side(driver.game))
        self._runner: AnalysisRunner | None = None
        self._player: Player | None = None
        self._player_spec: PlayerSpec | None = None
        self._job: str | None = None  # "lines", "hint" or "game"
        self._lines: list[ThinkInfo] = []
        self._lines_key: tuple | None = None  # the position (and line count) the lines are of
        self._lines_final = False
        self._lines_asked = float("-inf")  # when the lines of a new position were last asked for (monotonic)
        self._lines_deferred = False  # the lines job waits for the stepping to pause (see lines.RESTART_PAUSE_MS)
        self._restart_timer: QTimer | None = None  # made when first needed
        #: See lines.RESTART_PAUSE_MS (tests change it).
        self.restart_pause_ms = RESTART_PAUSE_MS
        self._failed_key: tuple | None = None
        self._hint: tuple[tuple, ThinkInfo] | None = None  # (position key, line)
        self._hint_key: tuple | None = None  # the position a hint is being thought about for
        self._hovered = -1
        self._preview: int | None = None
        self._report_by: tuple[PlayerSpec, int] | None = None  # the engine and time of the last report run
        #: The sides whose ? and ?? moves the report offers to practise (None: no such offer), set by the
        #: window from who played and the user's name.
        self.practice_sides: Callable[[], list[str]] | None = None

    def beside_board(self) -> int:
        """The width the evaluation bar takes beside the board (with the layout's spacing)."""
        return self.eval_bar.width() + 6

    def board_area(self, board: QWidget) -> QWidget:
        """The board with the evaluation bar beside it, for the window's layout."""
        area = QWidget()
        row = QHBoxLayout(area)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.eval_bar)
        row.addWidget(board, 1)
        return area

    def _on_change(self, change: Change, detail: object) -> None:
        game = self.driver.game
        if change is Change.NEW_GAME:
            if self._job == "game":
                self._stop_job()
            self.report = None
            self.hints = HintLog(first_side(game))
            self._save_hints()
        elif change in (Change.MOVE, Change.UNDO, Change.TRUNCATE):
            if self._job == "game":
                self.cancel_report()
            if self.report is not None and not self.report.matches(game) and self._report_follows(game):
                self.report = self.report.fitted(game)
            self.hints.trim(len(game.moves))
        if change is Change.ERROR:
            return
        self._preview = None
        self.refresh()

    def _before_change(self, change: Change, _detail: object) -> None:
        """Before the window draws another position: the engine analysing the last one stops."""
        if change not in (Change.CLOCK, Change.ERROR, Change.PLAYERS, Change.TREE):
            self.stop_lines_of_another_position()

    def _report_follows(self, game) -> bool:
        """Whether the report follows ``game``'s line (keeping the positions they share): the moves it is of
        were taken back (they left the tree), or the game played on past them.  A move played in review or
        in a variation leaves the report's line in the tree: the report stays the report of that line."""
        r = self.report
        return r is not None and (self.driver.tree.find(r.moves) is None or game.moves[:len(r.moves)] == r.moves)

    # --- actions --------------------------------------------------------------------------------------------
    def update_actions(self) -> None:
        """Tell the window to enable its analysis commands again."""
        self.actions_changed.emit()


__all__ = ["HINT_MS", "AnalysisController"]
