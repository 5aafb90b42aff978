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
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QHBoxLayout, QWidget

from janggi_desktop.play import Change, GameDriver, PlayerSpec, ThinkInfo, ThinkLimits
from janggi_desktop.rules import Game

from .. import i18n
from ..notation import line_texts
from ..texts import evaluation_text, player_text
from .eval_bar import EvalBar

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from janggi_desktop.analysis import Evaluation, GameAnalysis, HintLog, PositionEval
    from janggi_desktop.play import Player
    from janggi_desktop.play.engines import EngineRegistry
    from janggi_desktop.records.model import GameRecord

    from ..board.arrow import Arrow
    from ..board.view import BoardView
    from ..panels.side_panel import SidePanel
    from ..ports import SettingsKeeper, StatusLine
    from .lines_panel import LinesPanel
    from .report_panel import ReportPanel
    from .runner import AnalysisRunner

#: How long a hint thinks when no analysis of the position is running (milliseconds).
HINT_MS = 1500
#: Moves of a line written in the lines panel (the rest would not fit the panel's width).
SHOWN_MOVES = 8
#: Moves of the better line written under the game report (two lines of the panel at most).
BETTER_MOVES = 6
#: Moves of a line drawn as arrows while it is hovered.
PREVIEW_ARROWS = 3


def _first_side(game: Game) -> str:
    """Who moved first in ``game`` (a game set up from a FEN may start with Han)."""
    return "cho" if game.start_fen.split()[1] == "w" else "han"


def _key(game: Game) -> tuple[str, tuple[int, ...]]:
    """Identifies a position with its history (what an analysis of it depends on)."""
    return game.start_fen, tuple(m.to_int() for m in game.moves)


class AnalysisController(QObject):
    """See the module docstring."""

    #: What the window enables changed (a hint may be asked, a report run, a mistake found): see
    #: :meth:`can_hint`, :meth:`can_analyse_game`, :meth:`has_marks`.
    actions_changed = Signal()
    #: Analysis mode was turned on or off.
    mode_changed = Signal(bool)
    #: What the board may do changed (a line is previewed on it, or no longer): the window looks again.
    state_changed = Signal()

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
        from janggi_desktop.analysis import HintLog

        self.eval_bar = EvalBar()  # built now: it holds its room beside the board from the start
        self.eval_bar.hide()
        self._lines_panel: LinesPanel | None = None  # built when first shown (see lines_panel)
        self._report_panel: ReportPanel | None = None  # built when first shown (see report_panel)
        board.flipped_changed.connect(self.eval_bar.set_flipped)
        self.eval_bar.set_flipped(board.is_flipped())
        driver.add_listener(self._on_change)

        self.mode = False
        self.report: GameAnalysis | None = None
        self.hints: HintLog = HintLog(_first_side(driver.game))
        self._runner: AnalysisRunner | None = None
        self._player: Player | None = None
        self._player_spec: PlayerSpec | None = None
        self._job: str | None = None  # "lines", "hint" or "game"
        self._lines: list[ThinkInfo] = []
        self._lines_key: tuple | None = None  # the position (and line count) the lines are of
        self._lines_final = False
        self._failed_key: tuple | None = None
        self._hint: tuple[tuple, ThinkInfo] | None = None  # (position key, line)
        self._hint_key: tuple | None = None  # the position a hint is being thought about for
        self._hovered = -1
        self._preview: int | None = None
        self._better_line: tuple[tuple, list] | None = None  # (position key, line) drawn after "better" click
        self._report_by: tuple[PlayerSpec, int] | None = None  # the engine and time of the last report run

    def beside_board(self) -> int:
        """The width the evaluation bar takes beside the board (with the layout's spacing)."""
        return self.eval_bar.width() + 6

    # --- the panels, built when first needed ---------------------------------------------------------------
    # The lines panel and the game report are hidden until analysis mode, a review, a hint or a report: the
    # window's first frame does not wait for them (nor for their modules).  Reaching them builds them.
    @property
    def lines_panel(self) -> LinesPanel:
        """The engine's lines below the move list (built, hidden, when first reached)."""
        if self._lines_panel is None:
            from .lines_panel import LinesPanel

            panel = LinesPanel()
            panel.set_count(self.settings.analysis_lines)
            panel.hide()
            panel.lines_wanted.connect(self.set_line_count)
            panel.line_hovered.connect(self._line_hovered)
            panel.line_clicked.connect(self.toggle_preview)
            self.panel.add_analysis_lines(panel)
            self._lines_panel = panel
        return self._lines_panel

    @property
    def report_panel(self) -> ReportPanel:
        """The game report below the lines (built, hidden, when first reached)."""
        if self._report_panel is None:
            from .report_panel import ReportPanel

            panel = ReportPanel()
            panel.hide()
            panel.cancel_requested.connect(self.cancel_report)
            panel.next_requested.connect(self.next_mistake)
            panel.previous_requested.connect(lambda: self.next_mistake(backwards=True))
            panel.better_clicked.connect(self.show_better_line)
            panel.graph.ply_clicked.connect(self.driver.go_to)
            self.panel.add_report(panel)
            self._report_panel = panel
        return self._report_panel

    def board_area(self, board: QWidget) -> QWidget:
        """The board with the evaluation bar beside it, for the window's layout."""
        area = QWidget()
        row = QHBoxLayout(area)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.eval_bar)
        row.addWidget(board, 1)
        return area

    # --- the engine -----------------------------------------------------------------------------------------
    @property
    def runner(self) -> AnalysisRunner:
        """The worker (its thread starts with the first analysis, not with the window)."""
        if self._runner is None:
            from .runner import AnalysisRunner

            self._runner = AnalysisRunner(self)
            self._runner.lines_ready.connect(self._on_lines)
            self._runner.position_evaluated.connect(self._on_position)
            self._runner.game_finished.connect(self._on_report_done)
            self._runner.failed.connect(self._on_failed)
        return self._runner

    def player(self) -> Player:
        spec = self.settings.analysis_spec()
        if self._player is None or spec != self._player_spec:
            if self._player is not None:
                # An engine process takes a while to quit (up to its timeout): not on the GUI thread.
                threading.Thread(target=self._player.close, name="janggi-close-analysis-engine", daemon=True).start()
            self._player = self.player_factory(spec)
            self._player_spec = spec
        return self._player

    def engine_label(self) -> str:
        """The analysing engine's short name ("Built-in engine", "Fairy-Stockfish")."""
        spec = self.settings.analysis_spec()
        if spec.kind == "builtin":
            return self.tr("Built-in engine") if spec.level == 10 else player_text(spec)
        return spec.name or spec.label()

    def set_engine(self, spec: PlayerSpec | None) -> None:
        """Analyse with ``spec`` from now on (None: the built-in engine)."""
        self.settings.analysis_engine = spec.to_dict() if spec is not None else {}
        self.keeper.save()
        self._stop_job()
        self._lines_key = None
        self.refresh()

    def _stop_job(self) -> None:
        if self._runner is not None and self._job is not None:
            self._runner.stop()
        self._job = None

    def shutdown(self) -> None:
        """The window closes: stop the analysis, end its thread and its engine."""
        if self._runner is not None:
            self._runner.shutdown(800)
        if self._player is not None:
            self._player.close()
            self._player = None

    def thread_running(self) -> bool:
        return self._runner is not None and self._runner.thread_running()

    # --- following the game ---------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """The lines of the position on the board are wanted: analysis mode, or reviewing."""
        return self.mode or self.driver.reviewing

    @property
    def previewing(self) -> bool:
        return self._preview is not None

    def _on_change(self, change: Change, detail: object) -> None:
        from janggi_desktop.analysis import HintLog

        game = self.driver.game
        if change is Change.NEW_GAME:
            if self._job == "game":
                self._stop_job()
            self.report = None
            self.hints = HintLog(_first_side(game))
            self._save_hints()
        elif change in (Change.MOVE, Change.UNDO, Change.TRUNCATE):
            if self._job == "game":
                self.cancel_report()
            if self.report is not None and not self.report.matches(game):
                self.report = self.report.fitted(game)
            self.hints.trim(len(game.moves))
        if change is Change.ERROR:
            return
        self._preview = None
        self._better_line = None
        self.refresh()

    def refresh(self) -> None:
        """Start, follow or stop the lines of the position on the board, and show what is known."""
        shown = self.driver.shown_game
        key = (*_key(shown), self.settings.analysis_lines)
        if self._job == "game" or self._job == "hint":
            pass  # the report or a hint has the worker; the lines come back after it
        elif self.active and not shown.is_over():
            fresh = self._lines_key == key and (self._job == "lines" or self._lines_final)
            if not fresh and key != self._failed_key:
                self._lines = []
                self._lines_key = key
                self._lines_final = False
                self._job = "lines"
                self.runner.analyse_position(self.player(), shown, multipv=self.settings.analysis_lines)
        elif self._job == "lines":
            self._stop_job()
        self._show()

    # --- showing --------------------------------------------------------------------------------------------
    def _current_lines(self) -> list[ThinkInfo]:
        shown = self.driver.shown_game
        if self._lines_key is not None and self._lines_key[:2] == _key(shown):
            return self._lines
        return []

    def shown_evaluation(self) -> Evaluation | None:
        """The evaluation of the position on the board: the running analysis's, else the report's."""
        from janggi_desktop.analysis import Evaluation

        shown = self.driver.shown_game
        outcome = shown.outcome()
        if outcome is not None and shown.forced_outcome is None:
            return Evaluation.from_outcome(outcome)
        lines = self._current_lines()
        if lines and (lines[0].score_cp is not None or lines[0].score_mate is not None):
            return Evaluation.from_info(lines[0], shown.turn)
        if self.report is not None and shown.ply < len(self.report.positions):
            return self.report.evaluation(shown.ply)
        return None

    def _line_rows(self, game: Game, lines: list[ThinkInfo]) -> list[tuple[str, str, str]]:
        from janggi_desktop.analysis import Evaluation

        s = self.settings
        rows = []
        for info in lines:
            moves = " ".join(line_texts(game, info.pv[:SHOWN_MOVES], s.label_set, i18n.latin_letters(), s.notation))
            if info.score_cp is None and info.score_mate is None:
                rows.append(("…", "", moves))
                continue
            ev = Evaluation.from_info(info, game.turn)
            rows.append((str(ev), ev.favours or "", moves))
        return rows

    def _show(self) -> None:
        d = self.driver
        shown = d.shown_game
        hint = self._shown_hint()
        lines = self._current_lines()
        showing_lines = self.active or hint is not None
        if showing_lines or self._lines_panel is not None:  # a panel never shown need not be built to hide it
            self.lines_panel.setVisible(showing_lines)
            self.lines_panel.set_hint_mode(hint is not None and not self.active, self.engine_label())
        if hint is not None and not self.active:
            self.lines_panel.set_lines(self._line_rows(shown, [hint]))
            self.lines_panel.set_status("")
        elif self.active:
            self.lines_panel.set_lines(self._line_rows(shown, lines))
            self.lines_panel.set_status(self._status_text(shown, lines))
        evaluation = self.shown_evaluation()
        self.eval_bar.setVisible(self.active or self.report is not None)
        self.eval_bar.set_evaluation(evaluation)
        self._show_arrows(shown, lines, hint)
        self._show_report(shown)

    def _status_text(self, shown: Game, lines: list[ThinkInfo]) -> str:
        if shown.is_over():
            return self.tr("The game is over in this position.")
        if self._job == "game":
            return self.tr("Paused while the game is analysed.")
        if not lines:
            return self.tr("Thinking…")
        best = lines[0]
        speed = f"{best.nps / 1000:.0f}k" if best.nps < 1_000_000 else f"{best.nps / 1e6:.1f}M"
        search = self.tr("depth %1 · %2 nodes/s").replace("%1", str(best.depth)).replace("%2", speed)
        if best.score_cp is None and best.score_mate is None:
            return search
        # The lines' scores are signed numbers in the favoured side's colour; the best one is also said in
        # words ("Cho +2.2", "Han mates in 3"), so that the sign needs no key.
        return f"{evaluation_text(best, shown.turn)} · {search}"

    def _show_arrows(self, shown: Game, lines: list[ThinkInfo], hint: ThinkInfo | None) -> None:
        from ..board.arrow import Arrow  # here: the window's first frame draws no arrow (see ui/arrow.py)

        arrows: list[Arrow] = []
        if self._preview is None:
            if self._better_line is not None and self._better_line[0] == _key(shown):
                arrows = [Arrow(m, "line" if i else "best", str(i + 1))
                          for i, m in enumerate(self._better_line[1][:PREVIEW_ARROWS])]
            elif 0 <= self._hovered < len(lines) and self.active:
                pv = lines[self._hovered].pv[:PREVIEW_ARROWS]
                arrows = [Arrow(m, "line" if i else "best", str(i + 1)) for i, m in enumerate(pv)]
            elif hint is not None and hint.pv:
                arrows = [Arrow(hint.pv[0], "hint")]
            elif self.active and lines and lines[0].pv:
                arrows = [Arrow(lines[0].pv[0], "best")]
        self.board.set_arrows(arrows)

    def _shown_hint(self) -> ThinkInfo | None:
        """The hint for the position on the board, if one was asked there."""
        shown = self.driver.shown_game
        return self._hint[1] if self._hint is not None and self._hint[0] == _key(shown) else None

    def _line_hovered(self, index: int) -> None:
        self._hovered = index
        self._show_arrows(self.driver.shown_game, self._current_lines(), self._shown_hint())

    # --- preview --------------------------------------------------------------------------------------------
    def toggle_preview(self, index: int) -> None:
        """Play line ``index`` out on the board (a copy), or go back when it is already shown."""
        if self._preview == index:
            self.end_preview()
            return
        shown = self.driver.shown_game
        lines = self._current_lines()
        if not self.active or not 0 <= index < len(lines):
            return
        game = shown.copy()
        for move in lines[index].pv:
            if game.is_over() or not game.is_legal(move):
                break
            game.push(move)
        self._preview = index
        self.board.set_arrows([])
        self.board.set_game(game)
        self.state_changed.emit()
        self.status.showMessage(self.tr("Previewing a line: click it again to go back."), 8000)

    def end_preview(self) -> None:
        if self._preview is None:
            return
        self._preview = None
        self.board.set_game(self.driver.shown_game)
        self.status.clearMessage()
        self.state_changed.emit()

    # --- analysis mode --------------------------------------------------------------------------------------
    def set_mode(self, on: bool) -> None:
        """Analysis mode on or off (in review the lines are shown either way)."""
        self.mode = bool(on)
        self.mode_changed.emit(self.mode)
        if not self.active:
            self.end_preview()
        self.refresh()

    def set_line_count(self, n: int) -> None:
        self.settings.analysis_lines = max(1, min(5, int(n)))
        self.lines_panel.set_count(self.settings.analysis_lines)
        self.keeper.save()
        self.refresh()

    def _on_lines(self, lines: list[ThinkInfo], final: bool) -> None:
        if self._job == "hint":
            if final:
                self._job = None
                self._hint_ready(lines)
            return
        if self._job != "lines":
            return
        self._lines = lines
        if final:
            self._job = None
            self._lines_final = True
        self._show()

    def _on_failed(self, message: str) -> None:
        kind, self._job = self._job, None
        if kind == "lines":
            self._failed_key = self._lines_key
        if kind == "game":
            self.report_panel.set_progress(None)
        self.status.showMessage(self.tr("The analysis stopped: %1").replace("%1", message), 15000)
        self.refresh()
        self.state_changed.emit()

    # --- hints ----------------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        d = self.driver
        return (self.settings.hints and not d.reviewing and d.is_human_turn() and not self.engine_thinking()
                and self._job not in ("hint", "game"))

    def hint(self) -> None:
        """The best move for the person to move, as an arrow and a line; the game remembers it was asked."""
        if not self.settings.hints:
            self.status.showMessage(self.tr("Hints are turned off (Analysis → Allow hints)."), 8000)
            return
        if not self.can_hint():
            return
        game = self.driver.game
        self.hints.add(game.ply)
        self._save_hints()
        self._hint_key = _key(game)
        lines = self._current_lines()
        if lines and lines[0].pv:
            self._hint_ready(lines[:1])
            return
        self._stop_job()
        self._job = "hint"
        self.runner.analyse_position(self.player(), game, limits=ThinkLimits(movetime_ms=HINT_MS))
        self.lines_panel.show()
        self.lines_panel.set_hint_mode(True, self.engine_label())
        self.lines_panel.set_lines([])
        self.lines_panel.set_status(self.tr("Thinking…"))
        self.update_actions()

    def _hint_ready(self, lines: list[ThinkInfo]) -> None:
        game = self.driver.game
        if not lines or not lines[0].pv or self.driver.reviewing or self._hint_key != _key(game):
            self.refresh()
            return
        self._hint = (_key(game), lines[0])
        s = self.settings
        move = line_texts(game, lines[0].pv[:1], s.label_set, i18n.latin_letters(), s.notation)
        counts = self.hints.counts()
        self.status.showMessage(
            self.tr("Hint: %1 — hints used in this game: Cho %2, Han %3").replace("%1", move[0] if move else "")
            .replace("%2", str(counts["cho"])).replace("%3", str(counts["han"])), 15000)
        self.refresh()
        self.update_actions()

    def hint_arrow(self) -> Arrow | None:
        """The hint shown on the board (None when there is none)."""
        return next((a for a in self.board.arrows() if a.kind == "hint"), None)

    def set_hints_allowed(self, on: bool) -> None:
        self.settings.hints = bool(on)
        self.keeper.save()
        if not on:
            self._hint = None
            self._show()
        self.update_actions()

    def _save_hints(self) -> None:
        """The autosave keeps the log's own list, so a trimmed log is written as it is."""
        if self.hints.plies:
            self.autosave_extra["hints"] = self.hints.plies
        else:
            self.autosave_extra.pop("hints", None)

    def restore_hints(self, plies: object) -> None:
        """The hints an autosave kept with the game just restored."""
        from janggi_desktop.analysis import HintLog

        game = self.driver.game
        self.hints = HintLog.from_plies(plies, len(game.moves), _first_side(game))
        self._save_hints()

    # --- the game report ------------------------------------------------------------------------------------
    def analyse_game(self) -> None:
        """Evaluate every position of the game (what a cancelled run did is kept)."""
        from janggi_desktop.analysis import GameAnalysis

        game = self.driver.game
        if not game.moves or self._job == "game":
            return
        if self.report is None or not self.report.matches(game):
            self.report = self.report.fitted(game) if self.report is not None else GameAnalysis.of_game(game)
        if self.report.complete:
            self._show()
            return
        self._report_by = (self.settings.analysis_spec(), self.settings.analysis_movetime)
        self.report.engine = ""  # named when saved (the level table is not loaded on the GUI thread for it)
        self._stop_job()
        self._job = "game"
        work = self.report.fitted(game)
        self.runner.analyse_game(self.player(), work,
                                 ThinkLimits(movetime_ms=self.settings.analysis_movetime))
        self.report_panel.set_progress((self.report.done, self.report.total))
        self._show()
        self.update_actions()

    def _report_engine(self) -> str:
        spec, movetime = self._report_by or (self.settings.analysis_spec(), self.settings.analysis_movetime)
        return f"{spec.label()}, {movetime} ms a position"

    def cancel_report(self) -> None:
        if self._job == "game":
            self._stop_job()
            self.report_panel.set_progress(None)
            self.status.showMessage(self.tr("Game analysis cancelled: what was done is kept."), 8000)
            self.refresh()
            self.update_actions()

    def _on_position(self, ply: int, position: PositionEval) -> None:
        if self._job == "game" and self.report is not None and ply < len(self.report.positions):
            self.report.set(ply, position)
            self.report_panel.set_progress((self.report.done, self.report.total))
            self._show_report(self.driver.shown_game)

    def _on_report_done(self, _analysis: GameAnalysis) -> None:
        if self._job != "game":
            return
        self._job = None
        self.report_panel.set_progress(None)
        self.status.showMessage(self.tr("The game report is ready."), 8000)
        self.refresh()
        self.update_actions()

    def _show_report(self, shown: Game) -> None:
        r = self.report
        visible = r is not None and (not r.empty or self._job == "game")
        if visible or self._report_panel is not None:  # a report never shown need not be built to hide it
            self.report_panel.setVisible(visible)
        if r is None:
            self.panel.set_marks({})
            return
        from .report_panel import MARK_COLOURS

        marks = r.marks()
        self.panel.set_marks({ply: (m.glyph, MARK_COLOURS[m.glyph]) for ply, m in marks.items()})
        self.report_panel.graph.set_data(r.evaluations(), marks)
        self.report_panel.graph.set_current(shown.ply)
        self.report_panel.set_counts(r.counts())
        self.report_panel.next_button.setEnabled(bool(marks))
        self.report_panel.previous_button.setEnabled(bool(marks))
        self.report_panel.set_better(self._better_text(shown))

    def _better_text(self, shown: Game) -> str:
        """What the engine preferred to the move that led to the position on the board."""
        r = self.report
        report = r.report(shown.ply) if r is not None and shown.ply > 0 else None
        if report is None or report.mark is None:
            return ""
        from .report_panel import MARK_COLOURS

        s = self.settings
        before = r.game_at(shown.ply - 1)
        played = line_texts(before, [report.move], s.label_set, i18n.latin_letters(), s.notation)
        words = {"?!": self.tr("Inaccuracy"), "?": self.tr("Mistake"), "??": self.tr("Blunder")}[report.mark.glyph]
        colour = MARK_COLOURS[report.mark.glyph].name()
        text = (f"<b style='color:{colour}'>{played[0] if played else ''}{report.mark.glyph}</b> {words} "
                f"({report.before} → {report.after})")
        if report.better:
            # Word joiners keep each move whole: Korean text may otherwise break between any two letters.
            line = " ".join("\u2060".join(t) for t in line_texts(before, report.better[:BETTER_MOVES], s.label_set,
                                                                  i18n.latin_letters(), s.notation))
            text += "<br>" + self.tr("Best: %1").replace("%1", f"<b>{line}</b>")
        return text

    def show_better_line(self) -> None:
        """Go to the position before the marked move and draw the engine's better line there."""
        r = self.report
        ply = self.driver.shown_game.ply
        report = r.report(ply) if r is not None and ply > 0 else None
        if report is None or not report.better:
            return
        self.driver.go_to(ply - 1)
        self._better_line = (_key(self.driver.shown_game), report.better)
        self._show()

    def next_mistake(self, backwards: bool = False) -> None:
        """Show the position after the next (or previous) marked move."""
        if self.report is None:
            return
        ply = self.report.next_mistake(self.driver.shown_game.ply, backwards=backwards)
        if ply is None:
            self.status.showMessage(self.tr("No more marked moves that way."), 5000)
            return
        self.driver.go_to(ply)

    # --- records --------------------------------------------------------------------------------------------
    def record_tags(self) -> dict[str, str]:
        """Tags the saved game gets from here: the hints used."""
        from janggi_desktop.analysis.hints import TAG

        return {TAG: self.hints.tag_value()} if self.hints.plies else {}

    def annotated(self, record: GameRecord) -> GameRecord:
        """``record`` with the report, when there is one of exactly this game."""
        from janggi_desktop.analysis import annotate

        if self.report is None or self.report.empty or list(record.moves) != self.report.moves:
            return record
        if not self.report.engine:
            self.report.engine = self._report_engine()
        return annotate(record, self.report)

    def load_record(self, record: GameRecord) -> None:
        """A record was opened: its analysis (if annotated) and its hints come with it."""
        from janggi_desktop.analysis import HintLog, analysis_from_record
        from janggi_desktop.analysis.hints import TAG

        game = self.driver.game
        analysis = analysis_from_record(record)
        self.report = analysis.fitted(game) if analysis is not None else None
        self.hints = HintLog.from_tag(record.tags.get(TAG), _first_side(game))
        self._save_hints()
        self.refresh()
        self.update_actions()

    # --- actions --------------------------------------------------------------------------------------------
    def update_actions(self) -> None:
        """Tell the window to enable its analysis commands again."""
        self.actions_changed.emit()

    def can_analyse_game(self) -> bool:
        """Analyse game can start: the game has moves and no report is running."""
        return bool(self.driver.game.moves) and self._job != "game"

    def has_marks(self) -> bool:
        """The report marks some move (?!, ? or ??): next and previous mistake have somewhere to go."""
        return self.report is not None and bool(self.report.marks())

    def fill_engine_menu(self, menu: QMenu) -> None:
        """Analysis → Engine (``menu``): the built-in engine and every external engine the registry knows."""
        menu.clear()
        group = QActionGroup(menu)
        current = self.settings.analysis_spec()
        choices: list[tuple[str, PlayerSpec | None]] = [(self.tr("Built-in engine (full strength)"), None)]
        for info in self.registry().engines():
            choices.append((info.name, info.spec()))
        for text, spec in choices:
            act = QAction(text, menu, checkable=True)
            act.setChecked((spec or PlayerSpec.builtin(10)) == current)
            act.triggered.connect(lambda _c=False, sp=spec: self.set_engine(sp))
            group.addAction(act)
            menu.addAction(act)


__all__ = ["HINT_MS", "AnalysisController"]
