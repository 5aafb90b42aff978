"""Positions typed or built by hand: the Paste FEN dialog and the position editor.

Both check what the user gives with the rules model itself (``rules.Game`` with the chosen rule set), as
they type or place pieces, and show its message ("Cho's general on d1 is outside its palace", "in this FEN
the side not to move (Han) is in check"…), translated (:data:`FEN_FAULTS`); OK stays disabled until the
position is one a game can start from.  Like the other dialogs they take their values in through the
constructor and give the result as properties (:attr:`FenDialog.game`, :attr:`PositionEditor.game`); the
window opens them with ``open()``.

The editor's board is drawn with the board's own scene and pieces; pieces come from a palette (click a
piece, then points; or drag it onto the board), are moved by dragging and removed by a right click, by
dragging them off the board or with the palette's eraser.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QColor, QDrag, QGuiApplication, QIcon, QPainter, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from janggi_desktop.records import game_from_fen
from janggi_desktop.rules import RULE_SETS, Game, start_fen
from janggi_desktop.rules.board import CANNON, CHARIOT, ELEPHANT, GENERAL, GUARD, HORSE, SOLDIER
from janggi_desktop.rules.notation import FenError, placement_fen

from ..board.geometry import PIECE_UNIT
from ..board.pieces import PieceItem, label_for, piece_look, piece_sprite
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..texts import side_name, translate, translated_error
from ..wrapped_text import fit_height_to_text

#: The palette's kinds, as FEN letters, biggest first.
PALETTE_KINDS = ("K", "R", "C", "N", "B", "A", "P")
MIME_PIECE = "application/x-janggi-piece"
ERASER = "erase"
_KIND_CODES = {"K": GENERAL, "A": GUARD, "B": ELEPHANT, "N": HORSE, "R": CHARIOT, "C": CANNON, "P": SOLDIER}


#: The rules model's FEN faults (the templates of rules/notation.py's and rules/game.py's FenError), declared
#: for pyside6-lupdate, and the sides' names they quote.  A fault missing here is shown in English
#: (tests/ui/test_translated_errors.py checks that every template of the rules is here).
FEN_FAULTS = (
    QT_TRANSLATE_NOOP("Fen", "FEN must be a string, not {type}"),
    QT_TRANSLATE_NOOP("Fen", "empty FEN"),
    QT_TRANSLATE_NOOP("Fen", "FEN has {count} fields; expected at most 6"),
    QT_TRANSLATE_NOOP("Fen", "FEN placement has {count} ranks; expected 10 separated by '/'"),
    QT_TRANSLATE_NOOP("Fen", "rank {rank} of the FEN: empty count {text} is not 1..9"),
    QT_TRANSLATE_NOOP("Fen", "rank {rank} of the FEN: unknown piece letter {text}"),
    QT_TRANSLATE_NOOP("Fen", "rank {rank} of the FEN ({text}) is longer than 9 points"),
    QT_TRANSLATE_NOOP("Fen", "rank {rank} of the FEN ({text}) covers {count} points; expected 9"),
    QT_TRANSLATE_NOOP("Fen", "FEN has {count} generals for {side} ('{letter}'); expected exactly 1"),
    QT_TRANSLATE_NOOP("Fen", "{side}'s general on {square} is outside its palace"),
    QT_TRANSLATE_NOOP("Fen", "{side}'s guard on {square} is outside its palace"),
    QT_TRANSLATE_NOOP("Fen", "FEN has {count} {letter} pieces; at most {limit}"),
    QT_TRANSLATE_NOOP("Fen", "FEN side to move is {text}; expected 'w' (Cho) or 'b' (Han)"),
    QT_TRANSLATE_NOOP("Fen", "FEN field {field} is {text}; Janggi has no castling or en passant: '-'"),
    QT_TRANSLATE_NOOP("Fen", "FEN halfmove clock {text} is not a whole number up to 999999999"),
    QT_TRANSLATE_NOOP("Fen", "FEN move number {text} is not a whole number in 1..999999999"),
    QT_TRANSLATE_NOOP("Fen", "in this FEN the side not to move ({side}) is in check"),
)
FEN_SIDES = (QT_TRANSLATE_NOOP("Fen", "Cho"), QT_TRANSLATE_NOOP("Fen", "Han"))


def check_position(fen: str, ruleset: str) -> tuple[Game | None, str]:
    """A game from ``fen`` under ``ruleset``, or None with the rules model's reason (translated)."""
    if not fen.strip():
        return None, translate("Position", "Type or paste a FEN.")
    try:
        return game_from_fen(fen, ruleset), ""
    except ValueError as e:
        return None, translated_error(e.__cause__, "Fen") if isinstance(e.__cause__, FenError) else str(e)


def loose_placement(fen: str) -> tuple[dict[int, tuple[str, str]], bool] | None:
    """The pieces of a FEN's placement and whether Cho is to move, read without the rules' checks (a guard
    outside its palace is shown, to be moved); None when the text is not ten ranks of nine points."""
    fields = fen.split()
    ranks = fields[0].split("/") if fields else []
    if len(ranks) != 10:
        return None
    board: dict[int, tuple[str, str]] = {}
    for i, text in enumerate(ranks):
        rank_index, file, digits = 9 - i, 0, ""
        for ch in text + " ":
            if ch.isascii() and ch.isdigit():
                digits += ch
                continue
            if digits:
                file += int(digits)
                digits = ""
            if ch == " ":
                break
            if ch.upper() not in PALETTE_KINDS or file > 8:
                return None
            board[rank_index * 9 + file] = ("cho" if ch.isupper() else "han", ch.upper())
            file += 1
        if file != 9:
            return None
    return board, len(fields) < 2 or fields[1] != "b"


def ready_text(game: Game) -> str:
    return (translate("Position", "✓ A position to start from: %1 to move, %2 pieces.")
            .replace("%1", side_name(game.turn))
            .replace("%2", str(sum(1 for sq in range(90) if game.piece_at(sq) is not None))))


def _fen_field_text(text: str) -> str:
    """A pasted FEN without surrounding quotes and spaces, on one line."""
    return " ".join(text.strip().strip('"').split())


def _ruleset_combo(current: str) -> QComboBox:
    combo = QComboBox()
    for name in RULE_SETS:
        combo.addItem(name, name)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


class _CheckedPosition:
    """What both position dialogs give back: the rule set chosen, and the position as a game once the rules
    accept it (else the reason, shown in their ``message`` line)."""

    ruleset_combo: QComboBox
    message: QLabel
    _game: Game | None

    @property
    def ruleset_name(self) -> str:
        return self.ruleset_combo.currentData()

    @property
    def game(self) -> Game | None:
        """The position as a game (None while the rules refuse it)."""
        return self._game

    @property
    def problem(self) -> str:
        return "" if self._game is not None else self.message.text()


class FenDialog(_CheckedPosition, QDialog):
    """Edit → Paste FEN: a text box prefilled from the clipboard that names the fault as you type."""

    #: The user asked for the position editor with the text typed so far.
    edit_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, text: str = "", ruleset: str = "standard") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Position", "Paste FEN"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        intro = QLabel(translate("Position", "A new game starts from this position, with the same players."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.fen_edit = QPlainTextEdit()
        self.fen_edit.setObjectName("FenEdit")
        self.fen_edit.setPlaceholderText("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")
        self.fen_edit.setTabChangesFocus(True)
        self.fen_edit.setFixedHeight(self.fen_edit.fontMetrics().lineSpacing() * 3 + 12)
        self.fen_edit.setPlainText(_fen_field_text(text))
        layout.addWidget(self.fen_edit)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("Position", "Rule set:")))
        self.ruleset_combo = _ruleset_combo(ruleset)
        row.addWidget(self.ruleset_combo, 1)
        layout.addLayout(row)
        self.message = QLabel()
        self.message.setObjectName("FenMessage")
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)  # no jump when it wraps
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.edit_button = self.buttons.addButton(translate("Position", "Edit the position…"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.edit_button.clicked.connect(self._edit)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._game: Game | None = None
        self.fen_edit.textChanged.connect(self._validate)
        self.ruleset_combo.currentIndexChanged.connect(self._validate)
        fit_height_to_text(self)  # a fault named in three lines lengthens the dialog
        self._validate()

    @property
    def fen(self) -> str:
        return _fen_field_text(self.fen_edit.toPlainText())

    def _validate(self) -> None:
        self._game, reason = check_position(self.fen, self.ruleset_name)
        ok = self._game is not None
        self.message.setText(ready_text(self._game) if ok else reason)
        self.message.setStyleSheet("color: #1f7a3a;" if ok else "color: #b03a2e;")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)

    def accept(self) -> None:
        if self._game is not None:
            super().accept()

    def _edit(self) -> None:
        self.edit_requested.emit(self.fen)
        self.reject()


# --- the editor ---------------------------------------------------------------------------------------------
def piece_icon(side: str, kind: str, label_set: str, latin: str, piece_set: str, pixels: int = 40) -> QIcon:
    """A palette button's picture: the piece as the board draws it."""
    look = piece_look(side, kind, PIECE_UNIT * 0.82, piece_set)
    scale = pixels / (look.bounds.width() * 0.92)
    sprite, half = piece_sprite(look, (label_for(side, kind, label_set, latin), label_set), round(scale, 4))
    return QIcon(sprite)


class EditorBoard(BoardView):
    """The editor's board: the board's scene and pieces, edited with clicks and drags (no game, no rules)."""

    #: The position changed (by the user or :meth:`set_placement`).
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.viewport().setAcceptDrops(True)
        self.board: dict[int, tuple[str, str]] = {}
        #: What a click on a point does: ("cho", "R") places that piece, ERASER removes.
        self.tool: tuple[str, str] | str | None = None
        self._drag_from: int | None = None
        self._press_pos: QPoint | None = None

    # -- position ----------------------------------------------------------------------------------------
    def set_placement(self, board: dict[int, tuple[str, str]]) -> None:
        self.board = dict(board)
        self._sync()
        self.changed.emit()

    def placement_fen(self) -> str:
        codes = [0] * 90
        for sq, (side, kind) in self.board.items():
            codes[sq] = _KIND_CODES[kind] | ((0 if side == "cho" else 1) << 3)
        return placement_fen(codes)

    def _sync(self) -> None:
        scene: BoardScene = self.scene()
        for item in list(self._pieces.values()):
            scene.removeItem(item)
        self._pieces = {}
        for sq, (side, kind) in self.board.items():
            item = PieceItem(side, kind, PIECE_UNIT, piece_set=self._piece_set)
            item.set_label(self._label_set, self._latin)
            item.setPos(scene.square_pos(sq))
            scene.addItem(item)
            self._pieces[sq] = item

    def place(self, sq: int, side: str, kind: str) -> None:
        self.board[sq] = (side, kind)
        self._sync()
        self.changed.emit()

    def remove(self, sq: int) -> None:
        if self.board.pop(sq, None) is not None:
            self._sync()
            self.changed.emit()

    # -- mouse --------------------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        sq = self.square_at(event.position().toPoint())
        if sq is None:
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.remove(sq)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.tool == ERASER:
            self.remove(sq)
        elif sq in self.board and self.tool is None:
            self._drag_from, self._press_pos = sq, event.position().toPoint()
        elif isinstance(self.tool, tuple):
            if sq in self.board and self.board[sq] == self.tool:
                self._drag_from, self._press_pos = sq, event.position().toPoint()  # drag it on
            else:
                self.place(sq, *self.tool)
        elif sq in self.board:
            self._drag_from, self._press_pos = sq, event.position().toPoint()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        if self._drag_from is None or self._press_pos is None:
            return
        pos = event.position().toPoint()
        if (pos - self._press_pos).manhattanLength() < QGuiApplication.styleHints().startDragDistance():
            return
        item = self._pieces.get(self._drag_from)
        if item is not None:
            item.setZValue(100)
            item.setPos(self.mapToScene(pos))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        start, self._drag_from = self._drag_from, None
        if start is None or self._press_pos is None:
            return
        pos = event.position().toPoint()
        moved = (pos - self._press_pos).manhattanLength() >= QGuiApplication.styleHints().startDragDistance()
        self._press_pos = None
        if not moved:
            return
        target = self.square_at(pos) if self.viewport().rect().contains(pos) else None
        piece = self.board.pop(start)
        if target is not None:
            self.board[target] = piece  # onto another point (taking what was there)
        self._sync()  # off the board: removed
        self.changed.emit()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        self.mousePressEvent(event)

    def dragEnterEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        if event.mimeData().hasFormat(MIME_PIECE):
            event.acceptProposedAction()

    dragMoveEvent = dragEnterEvent

    def dropEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        data = bytes(event.mimeData().data(MIME_PIECE)).decode("ascii", "replace")
        sq = self.square_at(event.position().toPoint())
        side, _, kind = data.partition(":")
        if sq is not None and side in ("cho", "han") and kind in PALETTE_KINDS:
            self.place(sq, side, kind)
            event.acceptProposedAction()


class PaletteButton(QToolButton):
    """A palette piece: checkable (then clicks on the board place it) and draggable onto the board."""

    def __init__(self, side: str, kind: str, icon: QIcon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side, self.kind = side, kind
        self.setCheckable(True)
        self.setIcon(icon)
        self.setIconSize(QSize(36, 36))
        self.setAutoRaise(True)
        self._press: QPoint | None = None

    #: The arrow keys: (columns, rows) to the neighbour in the palette's grid.
    ARROWS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        """The arrows go to the next piece in the palette's grid (issue 49: Tab stops once on the palette, as
        Qt does for a button group, so without them only one piece could be chosen from the keyboard); Space
        chooses the piece as a click does."""
        step = self.ARROWS.get(event.key())
        grid = self.parentWidget().layout() if self.parentWidget() is not None else None
        if step is None or event.modifiers() or not isinstance(grid, QGridLayout):
            super().keyPressEvent(event)
            return
        row, col, _, _ = grid.getItemPosition(grid.indexOf(self))
        item = grid.itemAtPosition(row + step[1], col + step[0])
        target = item.widget() if item is not None else None
        if isinstance(target, QToolButton):
            target.setFocus(Qt.FocusReason.TabFocusReason)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        """The style draws no focus for a flat (auto-raised) tool button: the piece with the keyboard's focus
        gets a dotted frame, as the set-up dialog's pictures have, or a keyboard user cannot tell which it is."""
        super().paintEvent(event)
        if self.hasFocus():
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor("#2d6cdf"), 2, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.rect().adjusted(1, 1, -2, -2), 4, 4)
            p.end()

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt virtual
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            return
        distance = (event.position().toPoint() - self._press).manhattanLength()
        if distance < QGuiApplication.styleHints().startDragDistance():
            return
        self._press = None
        self.setDown(False)
        drag = QDrag(self)
        mime = QMimeData()
        mime.setData(MIME_PIECE, f"{self.side}:{self.kind}".encode("ascii"))
        drag.setMimeData(mime)
        drag.setPixmap(self.icon().pixmap(QSize(40, 40)))
        drag.setHotSpot(QPoint(20, 20))
        drag.exec(Qt.DropAction.CopyAction)


class PositionEditor(_CheckedPosition, QDialog):
    """Set up any position, check it with the rules, then play it (with players chosen next) or analyse it."""

    PLAY, ANALYSE = "play", "analyse"

    def __init__(self, parent: QWidget | None = None, *, fen: str | None = None, ruleset: str = "standard",
                 label_set: str = "hanja", language: str = "en", piece_set: str = "classic",
                 board_theme: str = "wood") -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Position", "Edit a position"))
        self.choice = self.PLAY
        self._game: Game | None = None
        self._updating = False
        layout = QHBoxLayout(self)
        self.board = EditorBoard()
        self.board.setObjectName("EditorBoard")
        self.board.set_label_set(label_set)
        self.board.set_latin_language(language if language in ("en", "fr") else "en")
        self.board.set_piece_set(piece_set)
        self.board.set_board_theme(board_theme)
        self.board.setMinimumSize(300, 330)
        self.board.setBackgroundBrush(self.palette().window())
        layout.addWidget(self.board, 1)

        side_panel = QVBoxLayout()
        layout.addLayout(side_panel)
        palette_box = QGroupBox(translate("Position", "Pieces"))
        grid = QGridLayout(palette_box)
        grid.setSpacing(2)
        self.tools = QButtonGroup(self)
        self.tools.setExclusive(False)
        self.palette: dict[tuple[str, str], PaletteButton] = {}
        latin = language if language in ("en", "fr") else "en"
        for row, side in enumerate(("cho", "han")):
            for col, kind in enumerate(PALETTE_KINDS):
                button = PaletteButton(side, kind, piece_icon(side, kind, label_set, latin, piece_set))
                button.setToolTip(f"{side_name(side)} · {label_for(side, kind, label_set, latin)}")
                self.tools.addButton(button)
                self.palette[(side, kind)] = button
                grid.addWidget(button, row, col)
        self.eraser = QToolButton()
        self.eraser.setCheckable(True)
        self.eraser.setText(translate("Position", "Remove"))
        self.eraser.setToolTip(translate("Position", "Click pieces to remove them (a right click removes too)"))
        self.tools.addButton(self.eraser)
        grid.addWidget(self.eraser, 2, 0, 1, 3)
        hint = QLabel(translate("Position", "Choose a piece, then click points; or drag it onto the board. Drag "
                                            "pieces to move them, off the board to remove them."))
        hint.setWordWrap(True)
        grid.addWidget(hint, 3, 0, 1, 7)
        self.tools.buttonToggled.connect(self._tool_toggled)
        side_panel.addWidget(palette_box)

        setup = QHBoxLayout()
        start = QPushButton(translate("Position", "Start position"))
        start.clicked.connect(lambda: self.set_fen(start_fen()))
        clear = QPushButton(translate("Position", "Only the generals"))
        clear.clicked.connect(lambda: self.set_fen("9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1"))
        setup.addWidget(start)
        setup.addWidget(clear)
        side_panel.addLayout(setup)

        turn_row = QHBoxLayout()
        turn_row.addWidget(QLabel(translate("Position", "To move:")))
        self.cho_radio = QRadioButton(side_name("cho"))
        self.han_radio = QRadioButton(side_name("han"))
        self.cho_radio.setChecked(True)
        turn_row.addWidget(self.cho_radio)
        turn_row.addWidget(self.han_radio)
        turn_row.addStretch(1)
        side_panel.addLayout(turn_row)
        rules_row = QHBoxLayout()
        rules_row.addWidget(QLabel(translate("Position", "Rule set:")))
        self.ruleset_combo = _ruleset_combo(ruleset)
        rules_row.addWidget(self.ruleset_combo, 1)
        side_panel.addLayout(rules_row)
        side_panel.addWidget(QLabel(translate("Position", "FEN:")))
        self.fen_edit = QLineEdit()
        self.fen_edit.setObjectName("EditorFen")
        side_panel.addWidget(self.fen_edit)
        self.message = QLabel()
        self.message.setObjectName("EditorMessage")
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 3 + 4)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        side_panel.addWidget(self.message)
        side_panel.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = self.buttons.addButton(translate("Position", "Play from here…"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.analyse_button = self.buttons.addButton(translate("Position", "Analyse"),
                                                     QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_button.clicked.connect(lambda: self._finish(self.PLAY))
        self.analyse_button.clicked.connect(lambda: self._finish(self.ANALYSE))
        self.buttons.rejected.connect(self.reject)
        side_panel.addWidget(self.buttons)

        self.board.changed.connect(self._board_changed)
        self.cho_radio.toggled.connect(self._board_changed)
        self.ruleset_combo.currentIndexChanged.connect(self._board_changed)
        self.fen_edit.textEdited.connect(self._fen_typed)
        self.set_fen(fen or start_fen())
        screen = (parent.screen() if parent is not None else QGuiApplication.primaryScreen()).availableGeometry()
        self.resize(min(900, screen.width() - 40), min(600, screen.height() - 60))

    # -- results ------------------------------------------------------------------------------------------
    @property
    def fen(self) -> str:
        return f"{self.board.placement_fen()} {'w' if self.cho_radio.isChecked() else 'b'} - - 0 1"

    def set_fen(self, fen: str) -> bool:
        """Show ``fen``'s position (its side to move included), even one the rules refuse (a guard outside its
        palace…), so it can be mended here; False, with the reason shown, when the text is not even a board."""
        text = _fen_field_text(fen)
        placed = loose_placement(text)
        if placed is None:
            self.fen_edit.setText(text)
            self._show(None, check_position(text, self.ruleset_name)[1])
            return False
        board, cho_to_move = placed
        self._updating = True
        self.board.set_placement(board)
        (self.cho_radio if cho_to_move else self.han_radio).setChecked(True)
        self._updating = False
        self._board_changed()
        return True

    # -- internals ----------------------------------------------------------------------------------------
    def _tool_toggled(self, button, checked: bool) -> None:
        if checked:
            for other in self.tools.buttons():
                if other is not button:
                    other.setChecked(False)
        chosen = next((b for b in self.tools.buttons() if b.isChecked()), None)
        if chosen is None:
            self.board.tool = None
        elif chosen is self.eraser:
            self.board.tool = ERASER
        else:
            self.board.tool = (chosen.side, chosen.kind)

    def _board_changed(self) -> None:
        if self._updating:
            return
        fen = self.fen
        self.fen_edit.setText(fen)  # setText, unlike typing, does not call _fen_typed
        game, reason = check_position(fen, self.ruleset_name)
        self._show(game, reason)

    def _fen_typed(self, text: str) -> None:
        placed = loose_placement(_fen_field_text(text))
        if placed is not None:
            self._updating = True
            self.board.set_placement(placed[0])
            (self.cho_radio if placed[1] else self.han_radio).setChecked(True)
            self._updating = False
        game, reason = check_position(text, self.ruleset_name)
        self._show(game, reason)

    def _show(self, game: Game | None, reason: str) -> None:
        self._game = game
        ok = game is not None
        self.message.setText(ready_text(game) if ok else reason)
        self.message.setStyleSheet("color: #1f7a3a;" if ok else "color: #b03a2e;")
        self.play_button.setEnabled(ok)
        self.analyse_button.setEnabled(ok)

    def _finish(self, choice: str) -> None:
        if self._game is None:
            return
        self.choice = choice
        self.accept()


__all__ = ["ERASER", "FEN_FAULTS", "PALETTE_KINDS", "EditorBoard", "FenDialog", "PositionEditor", "check_position",
           "piece_icon", "ready_text"]
