"""View options: piece labels, board style, piece set, board orientation, coordinates, move animation,
sound and the interface language — each applied at once and remembered in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from . import i18n
from .settings import ANIMATION_SPEEDS, BOARD_THEMES, LABEL_SETS, NOTATIONS, PIECE_SETS

if TYPE_CHECKING:
    from .main_window import MainWindow


def _check(choices: dict, key: object) -> None:
    """Check ``key``'s action among a View menu choice's.  The choices are made with the menus' contents
    (after the first frame), checked from the settings: before that there is no action to check."""
    action = choices.get(key)
    if action is not None:
        action.setChecked(True)


class ViewOptions(QObject):
    """The window's View menu (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window

    def apply_to_board(self) -> None:
        """Show the board as the settings say (at start-up)."""
        s, board = self.w.settings, self.w.board
        board.set_label_set(s.label_set)
        board.set_latin_language(self.w.language)
        board.set_coordinate_style(s.coordinate_style)
        board.set_flipped(s.flipped)
        board.set_board_theme(s.board_theme)
        board.set_piece_set(s.piece_set)
        board.animation_ms = ANIMATION_SPEEDS[s.animation]
        self.w.panel.notation = s.notation

    def set_notation(self, name: str) -> None:
        """How moves are written in the move list and in Copy moves."""
        if name not in NOTATIONS:
            raise ValueError(f"unknown notation {name!r}; expected one of {', '.join(NOTATIONS)}")
        self.w.settings.notation = name
        _check(self.w.actions.notation_actions, name)
        self.w.panel.notation = name
        self.w.update_state()
        self.w.save_settings()

    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r}; expected one of {', '.join(LABEL_SETS)}")
        self.w.settings.label_set = name
        _check(self.w.actions.label_actions, name)
        self.w.board.set_label_set(name)
        self.w.update_state()
        self.w.save_settings()

    def cycle_label_set(self) -> None:
        self.set_label_set(LABEL_SETS[(LABEL_SETS.index(self.w.settings.label_set) + 1) % len(LABEL_SETS)])

    def set_board_theme(self, name: str) -> None:
        if name not in BOARD_THEMES:
            raise ValueError(f"unknown board theme {name!r}; expected one of {', '.join(BOARD_THEMES)}")
        self.w.settings.board_theme = name
        _check(self.w.actions.board_theme_actions, name)
        self.w.board.set_board_theme(name)
        self.w.save_settings()

    def set_piece_set(self, name: str) -> None:
        if name not in PIECE_SETS:
            raise ValueError(f"unknown piece set {name!r}; expected one of {', '.join(PIECE_SETS)}")
        self.w.settings.piece_set = name
        _check(self.w.actions.piece_set_actions, name)
        self.w.board.set_piece_set(name)
        self.w.save_settings()

    def set_animation(self, name: str) -> None:
        """How fast moves slide on the board ("off": they jump)."""
        if name not in ANIMATION_SPEEDS:
            raise ValueError(f"unknown animation speed {name!r}; expected one of {', '.join(ANIMATION_SPEEDS)}")
        self.w.settings.animation = name
        _check(self.w.actions.animation_actions, name)
        self.w.board.animation_ms = ANIMATION_SPEEDS[name]
        self.w.save_settings()

    def set_sound(self, on: bool) -> None:
        self.w.settings.sound = bool(on)
        self.w.actions.sound_action.setChecked(self.w.settings.sound)
        self.w.feedback.sounds.set_enabled(self.w.settings.sound)
        for action in self.w.actions.volume_actions.values():
            action.setEnabled(self.w.settings.sound)
        self.w.save_settings()

    def set_volume(self, percent: int) -> None:
        self.w.settings.volume = max(0, min(100, int(percent)))
        _check(self.w.actions.volume_actions, percent)
        self.w.feedback.sounds.set_volume(self.w.settings.volume)
        self.w.save_settings()
        self.w.feedback.sounds.play("move")  # let the user hear the new volume

    def set_flipped(self, flipped: bool) -> None:
        self.w.settings.flipped = bool(flipped)
        self.w.actions.flip_action.setChecked(self.w.settings.flipped)
        self.w.board.set_flipped(self.w.settings.flipped)
        self.w.clocks.refresh(check_flag=False)  # the clock of the side at the top comes first
        self.w.save_settings()

    def toggle_flip(self) -> None:
        self.set_flipped(not self.w.settings.flipped)

    def set_coordinate_style(self, style: str) -> None:
        self.w.settings.coordinate_style = style
        _check(self.w.actions.coord_actions, style)
        self.w.board.set_coordinate_style(style)
        self.w.save_settings()

    def set_language(self, code: str) -> None:
        self.w.settings.language = code
        self.w.save_settings()
        app = QCoreApplication.instance()
        if app is not None:
            i18n.install_translators(app, code or i18n.SYSTEM)
        self.w.language = "fr" if i18n.current_language() == "fr" else "en"
        self.w.board.set_latin_language(self.w.language)
        self.w.update_state()

    def retranslate(self) -> None:
        """The interface language changed (Qt's LanguageChange reached the window): every text again, at once."""
        self.w.actions.retranslate()
        self.w.records.retitle()
        self.w.update_state()
        self.w.actions.fitter.fit()

