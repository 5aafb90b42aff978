"""The opening explorer beside the board: asks the library about the position shown after every change and
plays a clicked move; the move under the pointer is previewed on the board as an arrow.

It is given what it uses: the game driver (the position shown, review moves), the explorer panel, a way to
the library (the window's one :class:`~janggi_desktop.library.keeper.GameKeeper`), the window's "a person's
move" (so a move in play goes through the same checks as one made on the board) and how moves are written
(notation, label set, language), and a way to show a previewed move on the board (``preview``: a move, or
None to take the arrow away).  The query runs on the GUI thread (about 1 ms for most positions, 15 ms for
a start position on 100,000 games) and not at all while the panel is hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from janggi_desktop.library import GameFilter, LibraryError, explore, fen_key
from janggi_desktop.library.keeper import GameKeeper
from janggi_desktop.play import Change, GameDriver
from janggi_desktop.rules import GameStateError, IllegalMoveError, Move

from . import record_faults
from .notation import line_texts
from .panels.explorer_panel import ExplorerPanel, ExplorerRow
from .ports import StatusLine
from .texts import translated_error


class ExplorerController(QObject):
    """Keeps :class:`ExplorerPanel` on the position shown (see the module docstring)."""

    def __init__(self, driver: GameDriver, panel: ExplorerPanel, keeper: GameKeeper,
                 play_move: Callable[[Move], bool], writing: Callable[[], tuple[str, str, str]],
                 status: StatusLine, parent: QObject | None = None, *,
                 preview: Callable[[Move | None], None] = lambda _move: None) -> None:
        super().__init__(parent)
        self.driver = driver
        self.panel = panel
        self.keeper = keeper
        self.play_move = play_move
        #: (notation, label set, language) as the move list writes moves.
        self.writing = writing
        self.status = status
        self.preview = preview
        self.shown_key: tuple | None = None  # what the panel shows (position, filters)
        driver.add_listener(self._on_change)
        panel.filters_changed.connect(self.refresh)
        panel.move_chosen.connect(self.choose)
        panel.move_hovered.connect(self._hovered)

    def _hovered(self, uci: str) -> None:
        self.preview(Move.from_uci(uci) if uci else None)

    def _on_change(self, change: Change, _detail: object) -> None:
        if change not in (Change.CLOCK, Change.ERROR, Change.TREE, Change.PLAYERS):
            self.refresh()

    def refresh(self, *, force: bool = False) -> None:
        """Ask the library about the position shown, unless the panel is hidden or already shows it."""
        if not self.panel.isVisible() and not force:
            return
        game = self.driver.shown_game
        key = fen_key(game.fen())
        wanted = (key, self.panel.ruleset, self.panel.player, self.panel.player_side)
        if wanted == self.shown_key and not force:
            return
        try:
            found = explore(self.keeper.library(), key,
                            GameFilter(player=self.panel.player or None, player_side=self.panel.player_side,
                                       ruleset=self.panel.ruleset))
        except LibraryError as e:
            self.shown_key = None
            self.panel.set_problem(self.tr("The game library cannot be read: %1").replace("%1", str(e)))
            return
        self.shown_key = wanted
        notation, label_set, language = self.writing()
        moves = [Move.from_uci(s.move) for s in found.moves]
        texts = [line_texts(game, [m], label_set, language, notation)[:1] or [m.uci] for m in moves]
        self.panel.set_moves(found.games, [ExplorerRow(s.move, t[0], s.games, s.cho, s.draws, s.han, s.score)
                                           for s, t in zip(found.moves, texts, strict=True)])

    def library_changed(self) -> None:
        """The library's games changed (a game kept as it ended, an import, a deletion or its undo): ask again,
        now if the panel shows, else when it shows (the same position had kept its old answer: seen under
        Xvfb, 'No game of the library reached this position' on the position of the game just kept)."""
        self.shown_key = None
        self.refresh()

    def rewrite(self) -> None:
        """The notation, the label set or the language changed: write the moves again."""
        self.refresh(force=self.panel.isVisible())

    def choose(self, uci: str) -> None:
        """A move clicked in the panel: in review it goes on the board as a variation there (the game's later
        moves stay); in play or analysis it is the person's move, with the board's checks."""
        move = Move.from_uci(uci)
        d = self.driver
        if d.reviewing:
            try:
                d.play(move, branch=True)
            except (IllegalMoveError, GameStateError) as e:
                self.status.showMessage(translated_error(e, record_faults.CONTEXT, record_faults.CONTEXTS), 8000)
            return
        self.play_move(move)
