"""View options: piece labels, board orientation, coordinates and the interface language — each applied to
the board at once and remembered in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from . import i18n
from .settings import LABEL_SETS

if TYPE_CHECKING:
    from .main_window import MainWindow


class ViewOptions(QObject):
    """The window's View menu (see the module docstring)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window

    def set_label_set(self, name: str) -> None:
        if name not in LABEL_SETS:
            raise ValueError(f"unknown label set {name!r}; expected one of {', '.join(LABEL_SETS)}")
        self.w.settings.label_set = name
        self.w.actions.label_actions[name].setChecked(True)
        self.w.board.set_label_set(name)
        self.w.update_state()
        self.w.save_settings()

    def cycle_label_set(self) -> None:
        self.set_label_set(LABEL_SETS[(LABEL_SETS.index(self.w.settings.label_set) + 1) % len(LABEL_SETS)])

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
        self.w.actions.coord_actions[style].setChecked(True)
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
        self.w.statusBar().showMessage(self.tr("The new language applies fully after a restart."), 10000)

