"""The game report: every position evaluated with a progress bar and Cancel, the graph, the marks in the move
list, counts per side, next/previous mistake, the engine's better move, and the report written into and
read back from a saved PGN.  A part of :class:`~.controller.AnalysisController`, whose state it shares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from janggi_desktop.play import ThinkLimits
from janggi_desktop.rules import Game

from .. import i18n
from ..notation import line_texts

if TYPE_CHECKING:

    from janggi_desktop.analysis import GameAnalysis, PositionEval
    from janggi_desktop.records.model import GameRecord

    from .report_panel import ReportPanel
from ..texts import translate
from .engine import first_side, position_key

#: Moves of the better line written under the game report (two lines of the panel at most).
BETTER_MOVES = 6



class GameReport:
    """See the module docstring (a mixin of :class:`~.controller.AnalysisController`)."""

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
        self._report_by = (self.settings.analysis_spec(game.ruleset.name), self.settings.analysis_movetime)
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
        spec, movetime = self._report_by or (self.settings.analysis_spec(self.driver.game.ruleset.name),
                                               self.settings.analysis_movetime)
        return f"{spec.label()}, {movetime} ms a position"

    def cancel_report(self) -> None:
        if self._job == "game":
            self._stop_job()
            self.report_panel.set_progress(None)
            self.status.showMessage(
                translate("AnalysisController", "Game analysis cancelled: what was done is kept."), 8000)
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
        self.status.showMessage(translate("AnalysisController", "The game report is ready."), 8000)
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
        words = {"?!": translate("AnalysisController", "Inaccuracy"), "?": translate("AnalysisController", "Mistake"),
                 "??": translate("AnalysisController", "Blunder")}[report.mark.glyph]
        colour = MARK_COLOURS[report.mark.glyph].name()
        text = (f"<b style='color:{colour}'>{played[0] if played else ''}{report.mark.glyph}</b> {words} "
                f"({report.before} → {report.after})")
        if report.better:
            # Word joiners keep each move whole: Korean text may otherwise break between any two letters.
            line = " ".join("\u2060".join(t) for t in line_texts(before, report.better[:BETTER_MOVES], s.label_set,
                                                                  i18n.latin_letters(), s.notation))
            text += "<br>" + translate("AnalysisController", "Best: %1").replace("%1", f"<b>{line}</b>")
        return text

    def show_better_line(self) -> None:
        """Go to the position before the marked move and draw the engine's better line there."""
        r = self.report
        ply = self.driver.shown_game.ply
        report = r.report(ply) if r is not None and ply > 0 else None
        if report is None or not report.better:
            return
        self.driver.go_to(ply - 1)
        self._better_line = (position_key(self.driver.shown_game), report.better)
        self._show()

    def next_mistake(self, backwards: bool = False) -> None:
        """Show the position after the next (or previous) marked move."""
        if self.report is None:
            return
        ply = self.report.next_mistake(self.driver.shown_game.ply, backwards=backwards)
        if ply is None:
            self.status.showMessage(translate("AnalysisController", "No more marked moves that way."), 5000)
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
        self.hints = HintLog.from_tag(record.tags.get(TAG), first_side(game))
        self._save_hints()
        self.refresh()
        self.update_actions()

    def can_analyse_game(self) -> bool:
        """Analyse game can start: the game has moves and no report is running."""
        return bool(self.driver.game.moves) and self._job != "game"

    def has_marks(self) -> bool:
        """The report marks some move (?!, ? or ??): next and previous mistake have somewhere to go."""
        return self.report is not None and bool(self.report.marks())
