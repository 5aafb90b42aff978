"""Hints (훈수): the engine's best move for the person to move, as an arrow with its line; each is logged
(:class:`~janggi_desktop.analysis.HintLog`), counted in the status bar and saved with the game.  A part of
:class:`~.controller.AnalysisController`, whose state it shares."""

from __future__ import annotations

from janggi_desktop.analysis import HintLog
from janggi_desktop.play import ThinkInfo, ThinkLimits

from .. import i18n
from ..board.overlays import Arrow
from ..notation import line_texts
from ..texts import translate
from .engine import first_side, position_key

#: How long a hint thinks when no analysis of the position is running (milliseconds).
HINT_MS = 1500



class Hints:
    """See the module docstring (a mixin of :class:`~.controller.AnalysisController`)."""

    def _shown_hint(self) -> ThinkInfo | None:
        """The hint for the position on the board, if one was asked there."""
        shown = self.driver.shown_game
        return self._hint[1] if self._hint is not None and self._hint[0] == position_key(shown) else None

    # --- hints ----------------------------------------------------------------------------------------------
    def can_hint(self) -> bool:
        d = self.driver
        return (self.settings.hints and not d.reviewing and d.is_human_turn() and not self.engine_thinking()
                and self._job not in ("hint", "game"))

    def hint(self) -> None:
        """The best move for the person to move, as an arrow and a line; the game remembers it was asked."""
        if not self.settings.hints:
            self.status.showMessage(
                translate("AnalysisController", "Hints are turned off (Analysis → Allow hints)."), 8000)
            return
        if not self.can_hint():
            return
        game = self.driver.game
        self.hints.add(game.ply)
        self._save_hints()
        self._hint_key = position_key(game)
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
        self.lines_panel.set_status(translate("AnalysisController", "Thinking…"))
        self.update_actions()

    def _hint_ready(self, lines: list[ThinkInfo]) -> None:
        game = self.driver.game
        if not lines or not lines[0].pv or self.driver.reviewing or self._hint_key != position_key(game):
            self.refresh()
            return
        self._hint = (position_key(game), lines[0])
        s = self.settings
        move = line_texts(game, lines[0].pv[:1], s.label_set, i18n.latin_letters(), s.notation)
        counts = self.hints.counts()
        self.status.showMessage(
            translate("AnalysisController", "Hint: %1 — hints used in this game: Cho %2, Han %3")
            .replace("%1", move[0] if move else "")
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
        game = self.driver.game
        self.hints = HintLog.from_plies(plies, len(game.moves), first_side(game))
        self._save_hints()
