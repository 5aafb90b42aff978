"""The board: a QGraphicsScene drawn in vector (wood, lines, palaces, marks, coordinates, pieces, markers)
and the QGraphicsView that turns clicks and drags on its points into moves.

The view never changes the game: it reads a ``rules.Game`` for the position and the legal moves, and emits
``move_made`` with a legal ``Move``; the application pushes it and calls :meth:`BoardView.refresh`.  That
keeps one owner of the game (the main window), as Cute Chess's board scene does with its game.

Arrows (:class:`~.overlays.Arrow`: the engine's best move, a hint, the moves of a previewed line) are drawn over the
pieces, see-through, and follow the board when it is turned; whoever sets them clears them.

The view's parts, one job a module: :mod:`.geometry` (where things are), :mod:`.surface` (the wood and lines),
:mod:`.overlays` (markers, destinations, arrows), :mod:`.drawings` (a person's arrows and circles drawn with
the right button), :mod:`.scene` (the scene that holds them), :mod:`.sync`
(pieces and markers following the game, the slide of a move), :mod:`.interaction` (clicks and drags) and
:mod:`.keyboard` (the keyboard cursor and what screen readers are told, issue 49).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import (
    QImage,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmapCache,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QWidget,
)

from janggi_desktop.ui import (
    fonts,
    qt_compat,  # noqa: F401 - guards against the PySide6 6.12.0 None-refcount bug
)
from janggi_desktop.ui.board.pieces import LABEL_SETS, LATIN_LANGUAGES, PIECE_SETS, PieceItem

from .drawings import BoardDrawing
from .geometry import BOARD_H, BOARD_THEMES, BOARD_W, CELL_H, CELL_W, COORDINATE_STYLES, REFUSALS, BoardTheme
from .interaction import BoardInteraction
from .keyboard import BoardKeyboard
from .overlays import ARROW_COLOURS, Arrow, ArrowItem, DestinationItem
from .scene import BoardScene
from .surface import BoardItem
from .sync import BoardSync


class BoardView(BoardKeyboard, BoardInteraction, BoardDrawing, BoardSync, QGraphicsView):
    """The interactive board.  See the module docstring for who owns the game."""

    move_made = Signal(object)  # a legal rules.Move the user completed
    square_clicked = Signal(int)  # any press on a board point
    #: The board was turned around (True: Han's side at the bottom).
    flipped_changed = Signal(bool)
    #: Once, when the board's first frame has been painted (start-up is over for the user).
    first_frame = Signal()
    #: A click that cannot move: (the point, why).  Why is one of :data:`REFUSALS`; the point flashes red
    #: (except for "waiting") and the window says why.
    refused = Signal(int, str)
    #: The keyboard cursor moved to a point.
    cursor_moved = Signal(int)
    #: A sentence the view announced to screen readers (the point under the cursor, a piece picked, …).
    spoken = Signal(str)
    #: A person drew on the board with the right button (:mod:`.drawings`): the colour letter (G, R, B, Y),
    #: the point it started on and the point it ended on (the same point: a circle).
    drawn = Signal(str, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The viewport is made here, in Python, rather than left to Qt: the items' paint() receives it, and
        # PySide6 meeting a widget Qt made would first load every widget class of QtWidgets to find its type
        # (~80 classes and enums, ~10 ms of the first frame).  A plain QWidget, as Qt's own, on the Base role.
        viewport = QWidget()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        self.setViewport(viewport)
        fonts.load_fonts(fonts.SANS_FILES)  # the coordinates' face
        # Item caches live in QPixmapCache (10 MB by default): room for a full-screen board at 2x DPR.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 64 * 1024))
        self._scene = BoardScene(self)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(240, 260)
        self.setMouseTracking(True)  # for the hand cursor over a piece that can move

        self._game = None
        self._interactive = True
        self._label_set = "hanja"
        self._latin = "en"
        self._pieces: dict[int, PieceItem] = {}
        self._spare: list[PieceItem] = []
        self._dests_cache: dict[int, list[int]] | None = None
        self._selected: int | None = None
        self._dest_items: dict[int, DestinationItem] = {}
        self._press: tuple[int, QPoint, bool] | None = None  # (square, view position, was already selected)
        self._dragging = False
        self._animation: QVariantAnimation | None = None
        self._animation_done = None
        #: Slide time for moves that arrive through refresh() (the computer's reply, undo); 0 turns it off.
        self.animation_ms = 140
        self._piece_set = "classic"
        self._flash_animation = None
        self._painted = False
        self._arrows: list[Arrow] = []
        self._highlight: int | None = None
        self._preview_arrows: list[Arrow] = []
        self._arrow_items: list[ArrowItem] = []
        self._init_drawings()
        self._cursor: int | None = None  # the keyboard cursor's point (None until the view first has focus)
        self._cursor_seen: tuple[int, object] | None = None  # the ply and last move the cursor followed
        self._cursor_on = False  # the keys drive the cursor (focus came from the keyboard)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board"))

    # ---- public interface -----------------------------------------------------------------------------
    def set_game(self, game) -> None:
        """Show ``game``'s position and keep it for legal moves (None clears the board)."""
        self._game = game
        self._reload(animate=False)

    def game(self):
        return self._game

    def refresh(self) -> None:
        """Re-read the game after a push/pop: move, add or drop piece items rather than rebuilding them."""
        self._reload(animate=True)

    def _reload(self, animate: bool) -> None:
        self._cancel_press()
        self._clear_selection()
        self._dests_cache = None
        self._sync_pieces(animate=animate)
        self._update_markers()
        self._follow_last_move()

    def set_interactive(self, on: bool) -> None:
        self._interactive = bool(on)
        if not on:
            self._cancel_press()
            self._clear_selection()

    def is_interactive(self) -> bool:
        return self._interactive

    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r} (expected one of {', '.join(LABEL_SETS)})")
        self._label_set = name
        for item in self._pieces.values():
            item.set_label(name, self._latin)

    def set_latin_language(self, lang: str) -> None:
        if lang not in LATIN_LANGUAGES:
            raise ValueError(f"unknown Latin letter language {lang!r} (expected 'en' or 'fr')")
        self._latin = lang
        for item in self._pieces.values():
            item.set_label(self._label_set, lang)

    def set_board_theme(self, name: str) -> None:
        """Draw the board in another style (a key of :data:`BOARD_THEMES`)."""
        if name not in BOARD_THEMES:
            raise ValueError(f"unknown board theme {name!r} (expected one of {', '.join(BOARD_THEMES)})")
        self._scene.board.theme = name
        self._scene.board.update()

    def board_theme(self) -> str:
        return self._scene.board.theme

    def set_piece_set(self, name: str) -> None:
        """Draw the pieces in another set (:data:`~janggi_desktop.ui.pieces.PIECE_SETS`)."""
        if name not in PIECE_SETS:
            raise ValueError(f"unknown piece set {name!r} (expected one of {', '.join(PIECE_SETS)})")
        self._piece_set = name
        for item in (*self._pieces.values(), *self._spare):
            item.set_piece_set(name)

    def piece_set(self) -> str:
        return self._piece_set

    def set_flipped(self, flipped: bool) -> None:
        flipped = bool(flipped)
        if flipped == self._scene.board.flipped:
            return
        self._cancel_press()
        self._scene.board.flipped = flipped
        self._scene.board.update()
        for sq, item in self._pieces.items():
            item.setPos(self._scene.square_pos(sq))
        for sq, item in self._dest_items.items():
            item.setPos(self._scene.square_pos(sq))
        self._update_markers()
        if self._selected is not None:
            self._scene.markers["selected"].setPos(self._scene.square_pos(self._selected))
        self._show_cursor()
        self._scene.flash.setVisible(False)
        self._draw_arrows()
        self._draw_drawings()
        self.set_highlight(self._highlight)
        self.flipped_changed.emit(flipped)

    def is_flipped(self) -> bool:
        return self._scene.board.flipped

    # ---- a hint's ring --------------------------------------------------------------------------------
    def set_highlight(self, sq: int | None) -> None:
        """Ring the piece on ``sq`` (a training board's Hint: the piece to move, not where); None clears it.
        Whoever sets it clears it, as with arrows."""
        marker = self._scene.markers["hint"]
        self._highlight = sq
        if sq is None:
            marker.setVisible(False)
            return
        marker.setPos(self._scene.square_pos(sq))
        marker.setVisible(True)

    def highlighted(self) -> int | None:
        """The point ringed by :meth:`set_highlight` (None when none is)."""
        return self._highlight

    # ---- arrows ---------------------------------------------------------------------------------------
    def set_arrows(self, arrows: Sequence[Arrow]) -> None:
        """Draw these arrows (and no others): [] clears them."""
        arrows = list(arrows)
        if arrows == self._arrows:
            return
        self._arrows = arrows
        self._draw_arrows()

    def arrows(self) -> list[Arrow]:
        return list(self._arrows)

    def set_preview_arrows(self, arrows: Sequence[Arrow]) -> None:
        """Draw these arrows over the others until replaced ([] clears them): a move under the pointer
        elsewhere (the opening explorer), kept apart from the analysis' arrows, which ``set_arrows`` replaces
        after every change of the game."""
        arrows = list(arrows)
        if arrows == self._preview_arrows:
            return
        self._preview_arrows = arrows
        self._draw_arrows()

    def preview_arrows(self) -> list[Arrow]:
        return list(self._preview_arrows)

    def _draw_arrows(self) -> None:
        for item in self._arrow_items:
            self._scene.removeItem(item)
        self._arrow_items = []
        for arrow in self._arrows + self._preview_arrows:
            pos = self._scene.square_pos
            item = ArrowItem(pos(arrow.move.from_square), pos(arrow.move.to_square),
                             ARROW_COLOURS.get(arrow.kind, ARROW_COLOURS["best"]), arrow.label)
            item.setToolTip(arrow.tip)
            self._scene.addItem(item)
            self._arrow_items.append(item)

    def set_coordinate_style(self, style: str) -> None:
        if style not in COORDINATE_STYLES:
            raise ValueError(f"unknown coordinate style {style!r} (expected 'korean' or 'algebraic')")
        self._scene.board.coordinate_style = style
        self._scene.board.update()

    def square_at(self, view_point: QPoint) -> int | None:
        return self._scene.square_at(self.mapToScene(view_point))

    def point_of(self, sq: int) -> QPoint:
        return self.mapFromScene(self._scene.square_pos(sq))

    def selected_square(self) -> int | None:
        return self._selected

    def dot_count(self) -> int:
        return len(self._dest_items)

    def destinations(self) -> list[int]:
        """Squares currently marked as destinations (sorted)."""
        return sorted(self._dest_items)

    def last_move_squares(self) -> tuple[int, int] | None:
        """(from, to) of the last-move marks, or None when none are shown."""
        markers = self._scene.markers
        if not markers["last_to"].isVisible():
            return None
        scene = self._scene
        return scene.square_at(markers["last_from"].pos()), scene.square_at(markers["last_to"].pos())

    def to_image(self, height: int = 760):
        """The board as shown (pieces, last move, check, bikjang), without the selection, at least ``height``
        pixels tall: a picture to share a position."""
        self._cancel_press()
        self._clear_selection()
        self._scene.flash.setVisible(False)
        rect = self._scene.sceneRect()
        scale = max(1.0, height / rect.height())
        image = QImage(round(rect.width() * scale), round(rect.height() * scale),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self._scene.render(painter, QRectF(image.rect()), rect)
        painter.end()
        return image

    def bikjang_span(self) -> tuple[int, int] | None:
        """The generals' points when the open file between them is highlighted (bikjang), else None."""
        band = self._scene.bikjang_band
        if not band.isVisible():
            return None
        generals = sorted(sq for sq, item in self._pieces.items() if item.kind == "K")
        return (generals[0], generals[1]) if len(generals) == 2 else None

    def flash_square(self) -> int | None:
        """The point flashing after a click that could not move (None when none is)."""
        flash = self._scene.flash
        return self._scene.square_at(flash.pos()) if flash.isVisible() else None

    def check_square(self) -> int | None:
        """The square of the general marked as in check, or None."""
        marker = self._scene.markers["check"]
        return self._scene.square_at(marker.pos()) if marker.isVisible() else None

    def piece_square_at(self, view_point: QPoint) -> int | None:
        """The board point whose piece item is drawn under ``view_point`` (follows a piece being dragged)."""
        for item in self.items(view_point):
            if isinstance(item, PieceItem):
                for sq, piece in self._pieces.items():
                    if piece is item:
                        return sq
        return None

    def piece_item(self, sq: int) -> PieceItem | None:
        """The item drawing the piece on ``sq`` (None on an empty point)."""
        return self._pieces.get(sq)

    def label_text(self, sq: int) -> str | None:
        item = self._pieces.get(sq)
        return item.text if item is not None else None

    # ---- pieces and markers ---------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self.first_frame.emit)  # once this frame is out (if the view still is)

    def sizeHint(self) -> QSize:
        return QSize(round(BOARD_W * 1.1), round(BOARD_H * 1.1))


__all__ = ["ARROW_COLOURS", "BOARD_THEMES", "CELL_H", "CELL_W", "COORDINATE_STYLES", "REFUSALS", "ArrowItem",
           "BoardItem", "BoardScene", "BoardTheme", "BoardView"]
