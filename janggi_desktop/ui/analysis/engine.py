"""The analysis's engine: the player the settings name (Fairy-Stockfish where installed, else the built-in
engine, by default), made by the
window's player factory and run only by the :class:`~.runner.AnalysisRunner`, off the GUI thread; choosing
another, stopping a job, closing.  A part of :class:`~.controller.AnalysisController`, whose state it shares."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from janggi_desktop.play import Player, PlayerSpec
from janggi_desktop.rules import Game

from ..settings import DEFAULT_ANALYSIS_LEVEL
from ..texts import player_text, translate

if TYPE_CHECKING:
    from .runner import AnalysisRunner



def first_side(game: Game) -> str:
    """Who moved first in ``game`` (a game set up from a FEN may start with Han)."""
    return "cho" if game.start_fen.split()[1] == "w" else "han"


def position_key(game: Game) -> tuple[str, tuple[int, ...]]:
    """Identifies a position with its history (what an analysis of it depends on)."""
    return game.start_fen, tuple(m.to_int() for m in game.moves)



class AnalysisEngine:
    """See the module docstring (a mixin of :class:`~.controller.AnalysisController`)."""

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
        spec = self.settings.analysis_spec(self.driver.game.ruleset.name)
        if self._player is None or spec != self._player_spec:
            if self._player is not None:
                # An engine process takes a while to quit (up to its timeout): not on the GUI thread.
                threading.Thread(target=self._player.close, name="janggi-close-analysis-engine", daemon=True).start()
            self._player = self.player_factory(spec)
            self._player_spec = spec
        return self._player

    def engine_label(self) -> str:
        """The analysing engine's short name ("Built-in engine", "Fairy-Stockfish")."""
        spec = self.settings.analysis_spec(self.driver.game.ruleset.name)
        if spec.kind == "builtin":
            if spec.level == DEFAULT_ANALYSIS_LEVEL:
                return translate("AnalysisController", "Built-in engine")
            return player_text(spec)
        return spec.name or spec.label()

    def set_engine(self, spec: PlayerSpec | None) -> None:
        """Analyse with ``spec`` from now on (None: the default, Fairy-Stockfish where it is installed)."""
        self.settings.analysis_engine = spec.to_dict() if spec is not None else {}
        self.keeper.save()
        self._stop_job()
        self._lines_key = None
        self.refresh()

    def _stop_job(self) -> None:
        if self._runner is not None and self._job is not None:
            self._runner.stop()
        self._job = None
        self._lines_deferred = False
        if self._restart_timer is not None:
            self._restart_timer.stop()

    def shutdown(self) -> None:
        """The window closes: stop the analysis, end its thread and its engine."""
        self._lines_deferred = False
        if self._restart_timer is not None:
            self._restart_timer.stop()  # no engine to start once the window is gone
        if self._runner is not None:
            self._runner.shutdown(800)
        if self._player is not None:
            self._player.close()
            self._player = None

    def thread_running(self) -> bool:
        return self._runner is not None and self._runner.thread_running()

    def _on_failed(self, message: str) -> None:
        kind, self._job = self._job, None
        if kind == "lines":
            self._failed_key = self._lines_key
        if kind == "game":
            self.report_panel.set_progress(None)
        self.status.showMessage(translate("AnalysisController", "The analysis stopped: %1").replace("%1", message),
                                15000)
        self.refresh()
        self.state_changed.emit()

    def fill_engine_menu(self, menu: QMenu) -> None:
        """Analysis → Engine (``menu``): the built-in engine and every external engine the registry knows."""
        menu.clear()
        group = QActionGroup(menu)
        current = self.settings.analysis_spec(self.driver.game.ruleset.name)
        choices: list[tuple[str, PlayerSpec | None]] = [
            (translate("AnalysisController", "Built-in engine (full strength)"),
             PlayerSpec.builtin(DEFAULT_ANALYSIS_LEVEL))]
        for info in self.registry().engines():
            choices.append((info.name, info.spec()))
        for text, spec in choices:
            act = QAction(text, menu, checkable=True)
            act.setChecked((spec or PlayerSpec.builtin(DEFAULT_ANALYSIS_LEVEL)) == current)
            act.triggered.connect(lambda _c=False, sp=spec: self.set_engine(sp))
            group.addAction(act)
            menu.addAction(act)
