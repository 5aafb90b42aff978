"""View options: piece labels, board style, piece set, board orientation, coordinates, move animation,
sound and the interface language — each applied at once and remembered in the settings.

The controller changes the board, the side panel's notation and the sounds; the window, which wires it,
checks the View menu's choices from :attr:`ViewOptions.chosen` and refreshes its texts on
:attr:`ViewOptions.texts_changed`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from . import i18n
from .board.view import BoardView
from .panels.side_panel import SidePanel
from .ports import SettingsKeeper
from .settings import ANIMATION_SPEEDS, BOARD_THEMES, LABEL_SETS, NOTATIONS, PIECE_SETS
from .sound import SoundPlayer


class ViewOptions(QObject):
    """The window's View menu (see the module docstring)."""

    #: A choice was made: which (the Settings field: "label_set", "notation", "board_theme", "piece_set",
    #: "animation", "coordinate_style", "volume", "sound", "flipped") and its value.
    chosen = Signal(str, object)
    #: What the move list and the panel write changed (notation, label set, language): write it again.
    texts_changed = Signal()

    def __init__(self, keeper: SettingsKeeper, board: BoardView, panel: SidePanel, sounds: SoundPlayer,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keeper, self.settings = keeper, keeper.settings
        self.board, self.panel, self.sounds = board, panel, sounds

    def apply_to_board(self) -> None:
        """Show the board as the settings say (at start-up)."""
        s, board = self.settings, self.board
        board.set_label_set(s.label_set)
        board.set_latin_language(i18n.latin_letters())
        board.set_coordinate_style(s.coordinate_style)
        board.set_flipped(s.flipped)
        board.set_board_theme(s.board_theme)
        board.set_piece_set(s.piece_set)
        board.animation_ms = ANIMATION_SPEEDS[s.animation]
        self.panel.notation = s.notation

    def _chose(self, name: str, value: object) -> None:
        setattr(self.settings, name, value)
        self.chosen.emit(name, value)

    def set_notation(self, name: str) -> None:
        """How moves are written in the move list and in Copy moves."""
        if name not in NOTATIONS:
            raise ValueError(f"unknown notation {name!r}; expected one of {', '.join(NOTATIONS)}")
        self._chose("notation", name)
        self.panel.notation = name
        self.texts_changed.emit()
        self.keeper.save()

    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r}; expected one of {', '.join(LABEL_SETS)}")
        self._chose("label_set", name)
        self.board.set_label_set(name)
        self.texts_changed.emit()
        self.keeper.save()

    def cycle_label_set(self) -> None:
        self.set_label_set(LABEL_SETS[(LABEL_SETS.index(self.settings.label_set) + 1) % len(LABEL_SETS)])

    def set_board_theme(self, name: str) -> None:
        if name not in BOARD_THEMES:
            raise ValueError(f"unknown board theme {name!r}; expected one of {', '.join(BOARD_THEMES)}")
        self._chose("board_theme", name)
        self.board.set_board_theme(name)
        self.keeper.save()

    def set_piece_set(self, name: str) -> None:
        if name not in PIECE_SETS:
            raise ValueError(f"unknown piece set {name!r}; expected one of {', '.join(PIECE_SETS)}")
        self._chose("piece_set", name)
        self.board.set_piece_set(name)
        self.keeper.save()

    def set_animation(self, name: str) -> None:
        """How fast moves slide on the board ("off": they jump)."""
        if name not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {name!r}; expected one of {', '.join(ANIMATION_SPEEDS)}")
        self._chose("animation", name)
        self.board.animation_ms = ANIMATION_SPEEDS[name]
        self.keeper.save()

    def set_sound(self, on: bool) -> None:
        self._chose("sound", bool(on))
        self.sounds.set_enabled(self.settings.sound)
        self.keeper.save()

    def set_volume(self, percent: int) -> None:
        self._chose("volume", max(0, min(100, int(percent))))
        self.sounds.set_volume(self.settings.volume)
        self.keeper.save()
        self.sounds.play("move")  # let the user hear the new volume

    def set_flipped(self, flipped: bool) -> None:
        self._chose("flipped", bool(flipped))
        self.board.set_flipped(self.settings.flipped)
        self.keeper.save()

    def toggle_flip(self) -> None:
        self.set_flipped(not self.settings.flipped)

    def set_coordinate_style(self, style: str) -> None:
        self._chose("coordinate_style", style)
        self.board.set_coordinate_style(style)
        self.keeper.save()

    def set_language(self, code: str) -> None:
        self.settings.language = code
        self.keeper.save()
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install_translators(app, code or i18n.SYSTEM)
        self.board.set_latin_language(i18n.latin_letters())
        self.texts_changed.emit()
