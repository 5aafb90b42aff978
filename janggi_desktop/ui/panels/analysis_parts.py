"""Where the analysis lines and the game report go in the side panel, and which of them is seen.

Both go below the move list (the lines first, the report last), each added when the analysis first builds it:
when either appears the list gives up room at its bottom and nothing above it moves.  Together they need
about 350 px: in a low window (the panel's ``TURNS_BELOW``) there is not that room beside the move list, so
there they take turns under two tabs ("Analysis", "Game report") while both are wanted; anywhere else both
show.  The analysis says what it wants shown (:meth:`AnalysisParts.show`) and which comes first
(:meth:`AnalysisParts.choose`); this decides what is seen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTabBar, QVBoxLayout, QWidget

from ..texts import translate


class AnalysisParts:
    """The lines and the report in ``layout`` (the side panel's), below ``moves`` (the Moves group)."""

    def __init__(self, layout: QVBoxLayout, moves: QWidget) -> None:
        self.layout, self.moves = layout, moves
        self.lines: QWidget | None = None
        self.report: QWidget | None = None
        self._turns = False  # the lines and the report take turns (the window is low)
        self._wanted: dict[int, bool] = {}
        self._chosen: QWidget | None = None
        #: The tabs of the lines and the report (None until a low window first needs them).
        self.tabs: QTabBar | None = None

    def add_lines(self, lines: QWidget) -> None:
        """Put the analysis lines right below the move list (above the game report, if it is there)."""
        self.layout.insertWidget(self.layout.indexOf(self.moves) + 1, lines)
        self.lines = lines

    def add_report(self, report: QWidget) -> None:
        """Put the game report below the move list and the analysis lines, whenever they come (and above what
        closes the panel: the bottom clock)."""
        above = self.lines if self.lines is not None else self.moves
        self.layout.insertWidget(self.layout.indexOf(above) + 1, report)
        self.report = report

    def show(self, part: QWidget, on: bool) -> None:
        """``part`` (the lines or the report) is wanted on screen (True) or not."""
        if self._wanted.get(id(part)) == on and (not part.isHidden()) == self._seen(part):
            return
        was = self._wanted.get(id(part), False)
        self._wanted[id(part)] = on
        if on and not was:
            self._chosen = part  # what just came is what the person wants to see
        self.arrange()

    def choose(self, part: QWidget) -> None:
        """Show ``part`` first when the two take turns (stepping to a mistake: the report)."""
        if self._chosen is not part:
            self._chosen = part
            self.arrange()

    def set_turns(self, turns: bool) -> None:
        """Whether the window is low enough for the two to take turns."""
        if turns != self._turns:
            self._turns = turns
            self.arrange()

    def _taking_turns(self) -> bool:
        parts = (self.lines, self.report)
        return self._turns and all(p is not None and self._wanted.get(id(p), False) for p in parts)

    def _seen(self, part: QWidget) -> bool:
        wanted = self._wanted.get(id(part), False)
        if not self._taking_turns():
            return wanted
        chosen = self._chosen if self._chosen in (self.lines, self.report) else self.report
        return wanted and part is chosen

    def arrange(self) -> None:
        """Show what is wanted, under the tabs where the two take turns."""
        turns = self._taking_turns()
        if turns and self.tabs is None:
            self.tabs = QTabBar()
            self.tabs.setObjectName("AnalysisTabs")
            self.tabs.setExpanding(True)
            self.tabs.setDrawBase(False)
            self.tabs.addTab(translate("LinesPanel", "Analysis"))
            self.tabs.addTab(translate("ReportPanel", "Game report"))
            self.tabs.currentChanged.connect(self._tab_chosen)
            self.layout.insertWidget(self.layout.indexOf(self.lines), self.tabs)
        if self.tabs is not None:
            self.tabs.setVisible(turns)
            if turns:
                self.tabs.blockSignals(True)
                self.tabs.setCurrentIndex(0 if self._seen(self.lines) else 1)
                self.tabs.blockSignals(False)
        for part in (self.lines, self.report):
            if part is not None:
                compact = getattr(part, "set_compact", None)  # the report: no title under its tab
                if compact is not None:
                    compact(turns)
                part.setVisible(self._seen(part))

    def _tab_chosen(self, index: int) -> None:
        self.choose(self.lines if index == 0 else self.report)
