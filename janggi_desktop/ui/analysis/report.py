"""The game report: every position evaluated with a progress bar and Cancel, the graph, the marks in the move
list, counts per side, next/previous mistake, the engine's better move, and the report written into and
read back from a saved PGN.  A part of :class:`~.controller.AnalysisController`, whose state it shares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from janggi_desktop.analysis.hints import TAG
from janggi_desktop.play import ThinkLimits
from janggi_desktop.records.model import GameRecord
from janggi_desktop.rules import Game

from .. import i18n
from ..board.overlays import ARROW_COLOURS, Arrow
from ..notation import line_texts
from ..texts import MARK_COLOURS, translate
from .engine import first_side

if TYPE_CHECKING:
    from janggi_desktop.analysis import GameAnalysis, MoveReport, PositionEval

    from .report_panel import ReportPanel

#: Moves of the better line written under the game report (two lines of the panel at most).
BETTER_MOVES = 6
#: ...in a compact side panel (a low window).
BETTER_MOVES_COMPACT = 3



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
            panel.graph.ply_clicked.connect(self.go_to_report_ply)
            panel.practise_requested.connect(self.practise_mistakes)
            self.panel.analysis_parts.add_report(panel)
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
        if self.report is not None:
            self.report_finished.emit(self.report)

    # --- where the report applies ---------------------------------------------------------------------------
    # The report is of one line of the game (its moves); the tree may hold others (variations, the engine's
    # better lines).  What it says is shown only where the board stands on that line.
    def on_report_line(self, game: Game) -> bool:
        """``game`` (the position shown) is a position of the line the report is of."""
        r = self.report
        return (r is not None and game.start_fen == r.start_fen and game.ply <= len(r.moves)
                and game.moves == r.moves[:game.ply])

    def judged_move(self, shown: Game | None = None) -> tuple[int, MoveReport] | None:
        """The marked move the report speaks of at the position shown, with its ply: the one about to be
        played there (the board shows the position before a mistake: its two arrows), else the one that led
        there.  None off the report's line or when neither is marked."""
        shown = shown if shown is not None else self.driver.shown_game
        r = self.report
        if r is None or not self.on_report_line(shown):
            return None
        for ply in (shown.ply + 1, shown.ply):
            report = r.report(ply) if 0 < ply <= len(r.moves) else None
            if report is not None and report.mark is not None:
                return ply, report
        return None

    def mistake_arrows(self, shown: Game) -> list[Arrow]:
        """At the position before a marked move: the move played and the engine's better one, two arrows in
        two colours (the report's text and the arrows' tooltips say which is which); else none."""
        judged = self.judged_move(shown)
        if judged is None or judged[0] != shown.ply + 1:
            return []
        _ply, report = judged
        played, better = self._names(shown, [report.move]), self._names(shown, report.better[:1])
        arrows = [Arrow(report.move, "played", tip=translate("AnalysisController", "Played: %1").replace(
            "%1", f"{played}{report.mark.glyph}"))]  # type: ignore[union-attr]  # judged: marked
        if report.better and report.better[0] != report.move:
            arrows.append(Arrow(report.better[0], "better",
                                tip=translate("AnalysisController", "Better: %1").replace("%1", better)))
        return arrows

    def _names(self, before: Game, moves: list) -> str:
        s = self.settings
        # Word joiners keep each move whole: Korean text may otherwise break between any two letters.
        return " ".join("\u2060".join(t) for t in line_texts(before, moves, s.label_set, i18n.latin_letters(),
                                                               s.notation))

    def go_to_report_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the report's line (a click on the graph, next mistake),
        putting that line on the board first when another one is there (the graph and the marks are of it)."""
        d, r = self.driver, self.report
        if r is None:
            d.go_to(ply)
            return
        ply = max(0, min(len(r.moves), ply))
        if d.game.moves[:len(r.moves)] != r.moves:
            end = d.tree.find(r.moves) or d.tree.find(r.moves[:ply])
            if end is None:
                return
            d.go_to_node(end)
        d.go_to(ply)

    def _report_nodes(self) -> list:
        """The nodes of the report's line in the move tree, from its first move (as far as the tree holds it)."""
        node, nodes = self.driver.tree.root, []
        for move in self.report.moves if self.report is not None else ():
            node = node.child(move)
            if node is None:
                break
            nodes.append(node)
        return nodes

    # --- showing --------------------------------------------------------------------------------------------
    def _show_report(self, shown: Game) -> None:
        r = self.report
        visible = r is not None and (not r.empty or self._job == "game")
        if visible or self._report_panel is not None:  # a report never shown need not be built to hide it
            self.panel.analysis_parts.show(self.report_panel, visible)
        if r is None:
            self.panel.set_marks({})
            return
        marks = r.marks()
        same = 0  # the list shows the game's line: its marks as far as that line is the report's
        for a, b in zip(self.driver.game.moves, r.moves, strict=False):
            if a != b:
                break
            same += 1
        shown_marks = {ply: (m.glyph, MARK_COLOURS[m.glyph]) for ply, m in marks.items()}
        self.panel.set_marks({ply: mark for ply, mark in shown_marks.items() if ply <= same},
                             line=self._report_nodes(), line_marks=shown_marks)
        self.report_panel.graph.set_data(r.evaluations(), marks)
        self.report_panel.graph.set_current(shown.ply if self.on_report_line(shown) else None)
        self.report_panel.set_counts(r.counts())
        self.report_panel.next_button.setEnabled(bool(marks))
        self.report_panel.previous_button.setEnabled(bool(marks))
        judged = self.judged_move(shown)
        tip = ""
        if judged is not None and judged[1].better:
            tip = translate("AnalysisController", "Click, or Enter: the better line goes in the move list as a "
                            "variation, and the board plays it (→).")
        self.report_panel.set_better(self._better_text(shown, judged), tip)
        self.report_panel.set_practice(len(self.practice_plies()) if self._job != "game" else 0)

    def practice_plies(self) -> list[int]:
        """The plies of the ? and ?? moves of the sides whose mistakes the report offers to practise."""
        from janggi_desktop.analysis import Mark

        if self.report is None or self.practice_sides is None:
            return []
        sides = self.practice_sides()
        return [r.ply for r in self.report.reports()
                if r.mark in (Mark.MISTAKE, Mark.BLUNDER) and r.side in sides]

    def practise_mistakes(self) -> None:
        """The report's "Practise these mistakes": the window's training takes the analysis and the sides."""
        if self.report is not None and self.practice_sides is not None and self.practice_plies():
            self.practise_requested.emit(self.report, self.practice_sides())

    def _better_text(self, shown: Game, judged: tuple[int, MoveReport] | None) -> str:
        """What the engine preferred to the marked move the position shown is before (with a key to the two
        arrows) or after."""
        if judged is None:
            return ""
        ply, report = judged
        before = self.report.game_at(ply - 1)  # type: ignore[union-attr]  # judged: there is a report
        arrows = ply == shown.ply + 1  # the board shows the position before it: the arrows are there

        def key(kind: str) -> str:
            return f"<b style='color:{ARROW_COLOURS[kind].name()}'>→</b> " if arrows else ""

        words = {"?!": translate("AnalysisController", "Inaccuracy"), "?": translate("AnalysisController", "Mistake"),
                 "??": translate("AnalysisController", "Blunder")}[report.mark.glyph]  # type: ignore[union-attr]
        colour = MARK_COLOURS[report.mark.glyph].name()  # type: ignore[union-attr]
        text = (f"{key('played')}<b style='color:{colour}'>{self._names(before, [report.move])}"
                f"{report.mark.glyph}</b> {words} ({report.before} → {report.after})")  # type: ignore[union-attr]
        if report.better:
            # a compact panel (a low window) writes fewer moves: the move list needs the lines (issue 48 item 6)
            shown_moves = BETTER_MOVES_COMPACT if self.panel.compact else BETTER_MOVES
            line = self._names(before, report.better[:shown_moves])
            text += "<br>" + key("better") + translate("AnalysisController", "Best: %1").replace("%1", f"<b>{line}</b>")
        return text

    def show_better_line(self) -> None:
        """The engine's better line for the marked move the board is before (or after) goes in the tree as a
        variation at the position before it, its first move commented with the engine's name (kept in a saved
        PGN), and the board steps onto it: → plays it through, ← comes back, the undo of the move tree takes it
        out.  Asked twice, the line is not added twice."""
        judged = self.judged_move()
        r, d = self.report, self.driver
        if judged is None or r is None or not judged[1].better:
            return
        ply, report = judged
        node = d.tree.find(r.moves[:ply - 1])
        if node is None:
            return
        size = len(d.tree)
        engine = r.engine or self._report_engine()
        first = d.add_variation(node, report.better, translate("AnalysisController", "Engine line: %1")
                                .replace("%1", engine))
        if first is None:
            return
        d.go_to_node(first)
        self.status.showMessage(
            translate("AnalysisController", "The engine's line is a variation: → plays it, ← comes back.")
            if len(d.tree) > size else
            translate("AnalysisController", "The engine's line is already in the move list."), 8000)

    def next_mistake(self, backwards: bool = False) -> None:
        """Show the position before the next (or previous) marked move, with the move played and the better
        one as arrows."""
        if self.report is None:
            return
        ply = self.report.next_mistake(self.driver.shown_game.ply + 1, backwards=backwards)
        if ply is None:
            self.status.showMessage(translate("AnalysisController", "No more marked moves that way."), 5000)
            return
        self.panel.analysis_parts.choose(self.report_panel)  # where they take turns: the report's key first
        self.go_to_report_ply(ply - 1)

    # --- records --------------------------------------------------------------------------------------------
    def record_tags(self) -> dict[str, str]:
        """Tags the saved game gets from here: the hints used."""
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
        game = self.driver.game
        analysis = analysis_from_record(record)
        self.report = analysis.fitted(game) if analysis is not None else None
        self.hints = HintLog.from_tag(record.tags.get(TAG), first_side(game))
        self._save_hints()
        self.refresh()
        self.update_actions()

    def can_analyse_game(self) -> bool:
        """Analyse game can start: the game has moves and no report is running."""
        return self.driver.game.ply > 0 and self._job != "game"

    def has_marks(self) -> bool:
        """The report marks some move (?!, ? or ??): next and previous mistake have somewhere to go."""
        return self.report is not None and bool(self.report.marks())
