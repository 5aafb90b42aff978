"""The external UCI engines the user keeps (Game → Engines…, and the new-game dialog's Manage engines…): read
from the settings when first asked for, remembered there whenever the list is edited.

The new-game dialog, the analysis and the Engines dialog all use this one list; it knows no window, only the
settings keeper and the widget the Engines dialog belongs to.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from janggi_desktop.play.engines import EngineRegistry

from .ports import SettingsKeeper


class EngineList:
    """The engine registry of the settings (see the module docstring)."""

    def __init__(self, keeper: SettingsKeeper) -> None:
        self.keeper = keeper
        self._registry: EngineRegistry | None = None

    @property
    def registry(self) -> EngineRegistry:
        """The engines, read from the settings the first time (an unusable entry is dropped, silently)."""
        if self._registry is None:
            self._registry, _dropped = EngineRegistry.from_settings(self.keeper.settings.engines)
        return self._registry

    def changed(self) -> None:
        """The list was edited (Engines dialog, or through the new-game dialog): remember it."""
        self.keeper.settings.engines = self.registry.to_settings()
        self.keeper.save()

    def show_dialog(self, parent: QWidget):
        """Game → Engines…: the dialog that adds, checks and removes engines (window-modal, not blocking)."""
        from .dialogs.engines import EnginesDialog  # dialogs load when first opened (ui/dialogs)

        d = EnginesDialog(parent, self.registry)
        d.changed.connect(self.changed)
        d.open()
        return d


__all__ = ["EngineList"]
