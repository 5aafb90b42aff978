"""The user's preferences, remembered between runs as one JSON file in the platform's config directory.

One schema with defaults (:class:`Settings`), one place that knows where the file lives
(:class:`SettingsStore`).  Reading never fails: a missing file gives the defaults; a corrupt or unreadable
one gives the defaults too, keeps the bad file beside as ``settings.json.bak`` so nothing is silently lost,
and returns a warning the main window shows in its status bar.  Writes are atomic (temporary file +
``os.replace``) so a crash mid-write never leaves half a file.  Tests point the directory at ``tmp_path``
with the ``directory`` parameter or the ``JANGGI_DESKTOP_CONFIG_DIR`` environment variable.

This module does not import Qt: settings are plain data the UI reads and writes.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from janggi_desktop.fileio import atomic_write
from janggi_desktop.rules import RULE_SETS

ENV_CONFIG_DIR = "JANGGI_DESKTOP_CONFIG_DIR"
APP_NAME = "janggi-desktop"
FILE_NAME = "settings.json"

LABEL_SETS = ("hanja", "hangeul", "latin")
COORDINATE_STYLES = ("korean", "algebraic")
MODES = ("hotseat", "computer")
SIDES = ("cho", "han")
LANGUAGES = ("", "system", "en", "fr", "ko")  # "" or "system" follow the system locale
MAX_RECENT = 10


@dataclass
class Settings:
    """Everything remembered between runs, with its default."""

    label_set: str = "hanja"
    flipped: bool = False
    coordinate_style: str = "korean"
    mode: str = "hotseat"
    human_side: str = "cho"
    level: int = 3
    ruleset: str = "standard"
    #: QMainWindow.saveGeometry() as hex text ("" = let the window manager choose).
    geometry: str = ""
    language: str = ""
    #: Record files opened or saved, most recent first (at most MAX_RECENT).
    recent_files: list[str] = field(default_factory=list)

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default (a hand-edited file stays usable)."""
        d = Settings()
        return Settings(
            label_set=self.label_set if self.label_set in LABEL_SETS else d.label_set,
            flipped=self.flipped if isinstance(self.flipped, bool) else d.flipped,
            coordinate_style=(self.coordinate_style if self.coordinate_style in COORDINATE_STYLES
                              else d.coordinate_style),
            mode=self.mode if self.mode in MODES else d.mode,
            human_side=self.human_side if self.human_side in SIDES else d.human_side,
            level=(self.level if isinstance(self.level, int) and not isinstance(self.level, bool)
                   and 1 <= self.level <= 10 else d.level),
            ruleset=self.ruleset if self.ruleset in RULE_SETS else d.ruleset,
            geometry=self.geometry if isinstance(self.geometry, str) else d.geometry,
            language=self.language if self.language in LANGUAGES else d.language,
            recent_files=_recent(self.recent_files),
        )


def _recent(value: object) -> list[str]:
    """A clean recent-files list: strings only, no duplicates, at most MAX_RECENT."""
    if not isinstance(value, list):
        return []
    out: list[str] = []
    for item in value:
        if isinstance(item, str) and item and item not in out:
            out.append(item)
    return out[:MAX_RECENT]


class SettingsError(ValueError):
    """The settings file exists but cannot be used (not JSON, not an object)."""


def default_config_dir() -> Path:
    """The directory of the settings file: ``$JANGGI_DESKTOP_CONFIG_DIR`` if set, else platformdirs'."""
    env = os.environ.get(ENV_CONFIG_DIR)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


class SettingsStore:
    """Loads and saves :class:`Settings` as JSON in one directory."""

    def __init__(self, directory: str | os.PathLike[str] | None = None) -> None:
        self.directory = Path(directory) if directory is not None else default_config_dir()

    @property
    def path(self) -> Path:
        return self.directory / FILE_NAME

    @property
    def backup_path(self) -> Path:
        return self.directory / (FILE_NAME + ".bak")

    def load(self) -> tuple[Settings, str | None]:
        """The stored settings and a warning (None when all went well).

        A corrupt file is moved to ``settings.json.bak`` and the defaults are returned with a warning
        naming the file and the problem; the next save writes a fresh file.
        """
        path = self.path
        if not path.exists():
            return Settings(), None
        try:
            text = path.read_text(encoding="utf-8")
            data = json.loads(text)
            if not isinstance(data, dict):
                raise SettingsError(f"expected a JSON object, found {type(data).__name__}")
        except (OSError, UnicodeDecodeError, ValueError) as e:
            kept = self._keep_bad_file()
            where = f"; the bad file was kept as {kept}" if kept else ""
            return Settings(), f"Settings file {path} could not be read ({e}); using defaults{where}"
        known = {f.name for f in fields(Settings)}
        values = {k: v for k, v in data.items() if k in known}
        try:
            settings = Settings(**values).validated()
        except TypeError as e:  # pragma: no cover - guarded by the filter above
            return Settings(), f"Settings file {path} has unexpected content ({e}); using defaults"
        return settings, None

    def _keep_bad_file(self) -> Path | None:
        try:
            os.replace(self.path, self.backup_path)
        except OSError:
            return None
        return self.backup_path

    def save(self, settings: Settings) -> None:
        """Write atomically: a temporary file in the same directory, then ``os.replace``."""
        self.directory.mkdir(parents=True, exist_ok=True)
        text = json.dumps(asdict(settings.validated()), ensure_ascii=False, indent=2, sort_keys=True)
        atomic_write(self.path, (text + "\n").encode("utf-8"))
