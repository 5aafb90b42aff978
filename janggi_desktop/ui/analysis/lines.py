"""Analysis mode's live lines: the position on the board analysed as it changes, shown as the evaluation bar,
the lines panel and the best move's arrow; hovering a line draws its first moves, clicking it plays it out
on the board (clicking again, or any change of position, goes back).  A part of
:class:`~.controller.AnalysisController`, whose state it shares."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from janggi_desktop.play import ThinkInfo
from janggi_desktop.rules import Game

from .. import i18n
from ..board.overlays import Arrow
from ..notation import line_texts
from ..texts import evaluation_text, translate
from .engine import position_key

if TYPE_CHECKING:
    from janggi_desktop.analysis import Evaluation

    from .lines_panel import LinesPanel

#: Moves of a line written in the lines panel (the rest would not fit the panel's width).
SHOWN_MOVES = 8
#: Moves of a line drawn as arrows while it is hovered.
PREVIEW_ARROWS = 3
#: Stepping quickly through a game (a key held, clicks in a row) starts no analysis at each position: a
#: position reached within this many milliseconds of the last one asked for has its lines started once the
#: stepping pauses this long.  Each start and stop of the engine costs the GUI thread a copy of the game and
#: the engine's share of the CPU (the built-in engine's share of the interpreter too) while the next step is
#: being drawn: with a start per position, stepping stalled 30-120 ms (bench/study.py --ui).
RESTART_PAUSE_MS = 250
#: Otherwise the engine starts on a new position this many milliseconds after it is shown: the window draws it
#: first, without the engine's thread starting beside it.
START_DELAY_MS = 30



class LiveLines:
    """See the module docstring (a mixin of :class:`~.controller.AnalysisController`)."""

    # --- the panels, built when first needed (~5.4 ms to import with the runner) ------------------------------------
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
            self.panel.analysis_parts.add_lines(panel)
            self._lines_panel = panel
        return self._lines_panel

    # --- following the game ---------------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """The lines of the position on the board are wanted: analysis mode, or reviewing."""
        return self.mode or self.driver.reviewing

    @property
    def previewing(self) -> bool:
        return self._preview is not None

    def refresh(self) -> None:
        """Start, follow or stop the lines of the position on the board, and show what is known."""
        shown = self.driver.shown_game
        key = (*position_key(shown), self.settings.analysis_lines)
        if self._job == "game" or self._job == "hint":
            pass  # the report or a hint has the worker; the lines come back after it
        elif self.active and not shown.is_over():
            fresh = self._lines_key == key and (self._job == "lines" or self._lines_final)
            if not fresh and key != self._failed_key:
                self._lines = []
                self._lines_key = key
                self._lines_final = False
                self._job = "lines"
                now = time.monotonic()
                quick = now - self._lines_asked < self.restart_pause_ms / 1000
                self._lines_asked = now
                self._start_lines_after(self.restart_pause_ms if quick else START_DELAY_MS)
        elif self._job == "lines":
            self._stop_job()
        self._show()

    def stop_lines_of_another_position(self) -> None:
        """The position shown is changing (the driver tells this first, before the window draws it): an engine
        analysing the position before is stopped now, so that it does not compete with the drawing for the
        CPU (and, the built-in engine, for the interpreter); :meth:`refresh` then starts the next."""
        if (self._job == "lines" and not self._lines_deferred and self._lines_key is not None
                and self._lines_key[:2] != position_key(self.driver.shown_game)):
            self._runner.stop()
            self._job = None

    def _start_lines_after(self, ms: int) -> None:
        """The engine stops now and starts on the lines of the position shown (``_lines_key``) in ``ms``, once
        the window has drawn it (START_DELAY_MS) or once stepping quickly pauses (RESTART_PAUSE_MS)."""
        if self._runner is not None:
            self._runner.stop()
        self._lines_deferred = True
        if self._restart_timer is None:
            self._restart_timer = QTimer(self)
            self._restart_timer.setSingleShot(True)
            self._restart_timer.timeout.connect(self._start_deferred_lines)
        self._restart_timer.start(ms)

    def _start_deferred_lines(self) -> None:
        if not (self._lines_deferred and self._job == "lines"):
            return  # stopped since, or a hint or the report took the engine
        self._lines_deferred = False
        shown = self.driver.shown_game
        if self._lines_key is not None and self._lines_key[:2] == position_key(shown) and self.active:
            self.runner.analyse_position(self.player(), shown, multipv=self.settings.analysis_lines)
        else:
            self._job = None
            self.refresh()

    @property
    def lines_pending(self) -> bool:
        """The lines of the position shown are wanted and the engine is about to start on them (see
        START_DELAY_MS and RESTART_PAUSE_MS)."""
        return self._lines_deferred and self._job == "lines"

    # --- showing --------------------------------------------------------------------------------------------
    def _current_lines(self) -> list[ThinkInfo]:
        shown = self.driver.shown_game
        if self._lines_key is not None and self._lines_key[:2] == position_key(shown):
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
        if self.report is not None and self.on_report_line(shown):  # not a variation's position at that ply
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
            self.panel.analysis_parts.show(self.lines_panel, showing_lines)
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

    def retranslate(self) -> None:
        """The interface language changed: write what the panels show again (header, engine, status)."""
        self._show()

    def _status_text(self, shown: Game, lines: list[ThinkInfo]) -> str:
        if shown.is_over():
            return translate("AnalysisController", "The game is over in this position.")
        if self._job == "game":
            return translate("AnalysisController", "Paused while the game is analysed.")
        if not lines:
            return translate("AnalysisController", "Thinking…")
        best = lines[0]
        speed = f"{best.nps / 1000:.0f}k" if best.nps < 1_000_000 else f"{best.nps / 1e6:.1f}M"
        search = (translate("AnalysisController", "depth %1 · %2 nodes/s").replace("%1", str(best.depth))
                  .replace("%2", speed))
        if best.score_cp is None and best.score_mate is None:
            return search
        # The lines' scores are signed numbers in the favoured side's colour; the best one is also said in
        # words ("Cho +2.2", "Han mates in 3"), so that the sign needs no key.
        return f"{evaluation_text(best, shown.turn)} · {search}"

    def _show_arrows(self, shown: Game, lines: list[ThinkInfo], hint: ThinkInfo | None) -> None:
        arrows: list[Arrow] = []
        if self._preview is None:
            mistake = self.mistake_arrows(shown)
            if 0 <= self._hovered < len(lines) and self.active:
                pv = lines[self._hovered].pv[:PREVIEW_ARROWS]
                arrows = [Arrow(m, "line" if i else "best", str(i + 1)) for i, m in enumerate(pv)]
            elif mistake:
                arrows = mistake  # the position before a judged move: the move played and the better one
            else:
                # Analysis mode's best move, and beside it a hint asked in this position (both: one must
                # not hide the other when analysis mode is turned on after a hint).
                if self.active and lines and lines[0].pv:
                    arrows.append(Arrow(lines[0].pv[0], "best"))
                if hint is not None and hint.pv and not (arrows and arrows[0].move == hint.pv[0]):
                    arrows.append(Arrow(hint.pv[0], "hint"))
        self.board.set_arrows(arrows)

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
        self.status.showMessage(translate("AnalysisController", "Previewing a line: click it again to go back."), 8000)

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
        if self.mode:  # where the lines and the report take turns, the lines come first now
            self.panel.analysis_parts.choose(self.lines_panel)
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
