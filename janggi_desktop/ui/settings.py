"""The user's preferences, remembered between runs as one JSON file in the platform's config directory.

One schema with defaults (:class:`Settings`), one place that knows where the file lives
(:class:`SettingsStore`).  Reading never fails, whatever is in the config directory (start-up must always
succeed):

- a missing file gives the defaults, without a warning;
- a file that cannot be used at all (not JSON, nested too deeply, not an object, not UTF-8, too large, a
  folder, a named pipe, unreadable) gives the defaults and a warning, and is set aside as
  ``settings.json.bak`` (earlier backups move to ``.bak.1`` … ``.bak.4``: a second bad file never
  overwrites the first one's backup);
- a file with some bad values keeps every good one (the recent files above all), names the bad ones in the
  warning and keeps a copy of the original as ``settings.json.bak`` before the next save rewrites it.

The warning is one line the main window shows in its status bar.  Writes are atomic (temporary file +
``os.replace``) so a crash mid-write never leaves half a file.  Tests point the directory at ``tmp_path``
with the ``directory`` parameter or the ``JANGGI_DESKTOP_CONFIG_DIR`` environment variable.

This module does not import Qt: settings are plain data the UI reads and writes.
"""

from __future__ import annotations

import json
import os
import string
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from janggi_desktop.fileio import CONFIG_FOLDER_ADVICE, atomic_write, ensure_folder, read_regular_file, rotate_backup
from janggi_desktop.messages import MAX_MESSAGE, one_line, quote, short_path
from janggi_desktop.play.engines import EngineCheckError, EngineInfo, default_analysis_spec
from janggi_desktop.play.players import MAX_LEVEL, PlayerSpec, PlayerSpecError
from janggi_desktop.rules import ARRANGEMENTS, RULE_SETS, korean
from janggi_desktop.rules.timecontrol import TimeControl, TimeControlError

ENV_CONFIG_DIR = "JANGGI_DESKTOP_CONFIG_DIR"
APP_NAME = "janggi-desktop"
FILE_NAME = "settings.json"

LABEL_SETS = korean.LABEL_SETS  # the one list (rules/korean.py)
COORDINATE_STYLES = ("korean", "algebraic")
MODES = ("hotseat", "computer")
SIDES = ("cho", "han")
LANGUAGES = ("", "system", "en", "fr", "ko")  # "" or "system" follow the system locale
BOARD_THEMES = ("wood", "contrast")  # ui/board_view.py draws them
PIECE_SETS = ("classic", "bold")  # ui/pieces.py draws them
#: How long a move slides on the board, by name (milliseconds; "off": no slide).
ANIMATION_SPEEDS = {"off": 0, "fast": 80, "normal": 140, "slow": 300}
VOLUME_STEPS = (25, 50, 75, 100)  # the volumes the View menu offers, in per cent
NOTATIONS = ("korean", "san", "uci")  # ui/notation.py writes them
MAX_NAME = 80
MAX_RECENT = 10
#: The most external engines kept (a hand-edited file cannot make the dialogs list thousands).
MAX_ENGINES = 32
#: The largest settings file read (ours is under 2 KB; anything bigger was not written by us).
MAX_SETTINGS_BYTES = 1 << 20
#: The longest window geometry kept (QMainWindow.saveGeometry() as hex is about 130 characters).
MAX_GEOMETRY = 8192
#: The longest recent-file path kept (PATH_MAX on Linux; longer names cannot be opened anyway).
MAX_PATH_CHARS = 4096
#: Bounds of the time the game report gives each position (milliseconds).
MIN_ANALYSIS_MS, MAX_ANALYSIS_MS = 50, 60_000
#: The built-in engine's level when it analyses (by choice, or when Fairy-Stockfish is not installed).
DEFAULT_ANALYSIS_LEVEL = MAX_LEVEL
_NAME_MAX_BYTES = 255  # the longest file name (one path component) the usual file systems allow
_HEX = frozenset(string.hexdigits)


def _valid_choice(choices: Iterable[str]):
    allowed = tuple(choices)
    return lambda v: isinstance(v, str) and v in allowed


def _valid_geometry(v: object) -> bool:
    return isinstance(v, str) and len(v) <= MAX_GEOMETRY and len(v) % 2 == 0 and _HEX.issuperset(v)


def _valid_level(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10


def _valid_volume(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100


def _valid_players(v: object) -> bool:
    """[] (not chosen yet) or the two players of the last new game, as PlayerSpec.to_dict wrote them."""
    if v == []:
        return True
    if not (isinstance(v, list) and len(v) == 2):
        return False
    try:
        for item in v:
            PlayerSpec.from_dict(item)
    except PlayerSpecError:
        return False
    return True


def _valid_analysis_engine(v: object) -> bool:
    """{} (none chosen: the default engine) or an engine player, as PlayerSpec.to_dict wrote it."""
    if v == {}:
        return True
    try:
        return not PlayerSpec.from_dict(v).is_human
    except PlayerSpecError:
        return False


def _valid_int(low: int, high: int):
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _valid_time_control(v: object) -> bool:
    """[] (untimed), one control for both sides or (Cho's, Han's), in our short text."""
    if not (isinstance(v, list) and len(v) <= 2 and all(isinstance(t, str) and len(t) <= 40 for t in v)):
        return False
    try:
        for t in v:
            TimeControl.parse(t)
    except TimeControlError:
        return False
    return True


def _valid_engines(v: object) -> bool:
    """The external engines, as EngineInfo.to_dict wrote them."""
    if not isinstance(v, list) or len(v) > MAX_ENGINES:
        return False
    if not v:
        return True
    # Imported only for a list to check: the engine registry's module is not needed for the first frame.
    try:
        for item in v:
            EngineInfo.from_dict(item)
    except EngineCheckError:
        return False
    return True


#: Field -> the check its value must pass (recent_files is cleaned entry by entry instead).
_CHECKS = {
    "label_set": _valid_choice(LABEL_SETS),
    "flipped": lambda v: isinstance(v, bool),
    "coordinate_style": _valid_choice(COORDINATE_STYLES),
    "mode": _valid_choice(MODES),
    "human_side": _valid_choice(SIDES),
    "level": _valid_level,
    "ruleset": _valid_choice(RULE_SETS),
    "geometry": _valid_geometry,
    "language": _valid_choice(LANGUAGES),
    "players": _valid_players,
    "engines": _valid_engines,
    "hints": lambda v: isinstance(v, bool),
    "analysis_lines": _valid_int(1, 5),
    "analysis_engine": _valid_analysis_engine,
    "analysis_movetime": _valid_int(MIN_ANALYSIS_MS, MAX_ANALYSIS_MS),
    "time_control": _valid_time_control,
    "arrangements": lambda v: isinstance(v, dict) and all(k in SIDES and a in ARRANGEMENTS for k, a in v.items()),
    "board_theme": _valid_choice(BOARD_THEMES),
    "piece_set": _valid_choice(PIECE_SETS),
    "animation": _valid_choice(ANIMATION_SPEEDS),
    "sound": lambda v: isinstance(v, bool),
    "volume": _valid_volume,
    "notation": _valid_choice(NOTATIONS),
    "player_name": lambda v: isinstance(v, str) and len(v) <= MAX_NAME and v.isprintable(),
    "name_asked": lambda v: isinstance(v, bool),
    "explorer_shown": lambda v: isinstance(v, bool),
    "add_opened_records": lambda v: isinstance(v, bool),
}


@dataclass
class Settings:
    """Everything remembered between runs, with its default: the fields are the settings
    (:data:`SETTING_NAMES`), each instance with its own lists and dicts."""

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
    #: The players of the last new game (PlayerSpec.to_dict, Cho then Han); [] = from mode/side/level.
    players: list[dict[str, Any]] = field(default_factory=list)
    #: External UCI engines the user added or that were found (EngineInfo.to_dict).
    engines: list[dict[str, Any]] = field(default_factory=list)
    #: Hints (훈수) may be asked for; off, the Hint command is disabled.
    hints: bool = True
    #: Lines the analysis board shows (1-5).
    analysis_lines: int = 3
    #: The engine that analyses (PlayerSpec.to_dict); {} = the built-in engine at full strength.
    analysis_engine: dict[str, Any] = field(default_factory=dict)
    #: Time the game report gives each position, in milliseconds.
    analysis_movetime: int = 500
    #: The clock of the last new game: [] untimed, [both] or [Cho's, Han's] in short text ("5m+30sx3").
    time_control: list[str] = field(default_factory=list)
    #: The horse/elephant arrangement each side last chose in the setup dialog ("cho"/"han" -> "HEEH" ...).
    arrangements: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Every setting by name (the values themselves, not copies)."""
        return {name: getattr(self, name) for name in SETTING_NAMES}

    def analysis_spec(self, ruleset: str | None = None) -> PlayerSpec:
        """The engine that analyses (see ``analysis_engine``); when none was chosen, Fairy-Stockfish where it is
        installed and plays ``ruleset``, else the built-in engine (play.engines.default_analysis_spec)."""
        if self.analysis_engine:
            try:
                return PlayerSpec.from_dict(self.analysis_engine)
            except PlayerSpecError:
                pass
        return default_analysis_spec(ruleset)

    def time_controls(self) -> tuple[TimeControl, TimeControl]:
        """The clock the new-game dialog proposes: the last one chosen (untimed at first)."""
        try:
            controls = [TimeControl.parse(t) for t in self.time_control] or [TimeControl.untimed()]
        except TimeControlError:
            controls = [TimeControl.untimed()]
        return controls[0], controls[-1]

    def set_time_controls(self, controls: tuple[TimeControl, TimeControl]) -> None:
        cho, han = controls
        self.time_control = [] if not (cho.timed or han.timed) else [cho.text()] if cho == han else \
            [cho.text(), han.text()]

    #: The board's look (BOARD_THEMES) and the pieces' (PIECE_SETS).
    board_theme: str = "wood"
    piece_set: str = "classic"
    #: How fast moves slide (a key of ANIMATION_SPEEDS).
    animation: str = "normal"
    #: Sounds on, and their volume in per cent.
    sound: bool = True
    volume: int = 75
    #: How moves are written in the list and copies (NOTATIONS).
    notation: str = "korean"
    #: The user's name for game records, asked once (name_asked) and changed in File → Your name.
    player_name: str = ""
    name_asked: bool = False
    #: The opening explorer's panel was showing when the window last closed (it shows again at the next start).
    explorer_shown: bool = False
    #: A record opened from a file goes into the game library without asking ("Always" in the offer to add it).
    add_opened_records: bool = False

    def player_specs(self) -> tuple[PlayerSpec, PlayerSpec]:
        """The players the new-game dialog proposes: the last ones chosen."""
        if self.players:
            try:
                return PlayerSpec.from_dict(self.players[0]), PlayerSpec.from_dict(self.players[1])
            except (PlayerSpecError, IndexError):
                pass
        if self.mode != "computer":
            return PlayerSpec.human(), PlayerSpec.human()
        engine = PlayerSpec.builtin(self.level)
        return (PlayerSpec.human(), engine) if self.human_side == "cho" else (engine, PlayerSpec.human())

    def set_player_specs(self, specs: tuple[PlayerSpec, PlayerSpec]) -> None:
        """Remember the players (and the older mode/side/level fields, for earlier versions)."""
        self.players = [specs[0].to_dict(), specs[1].to_dict()]
        humans = [side for side, spec in zip(SIDES, specs, strict=True) if spec.is_human]
        self.mode = "hotseat" if len(humans) != 1 else "computer"
        if len(humans) == 1:
            self.human_side = humans[0]
            engine = specs[1] if humans[0] == "cho" else specs[0]
            if engine.kind == "builtin":
                self.level = engine.level

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default (a hand-edited file stays usable)."""
        return settings_from_dict(self.to_dict())[0]


#: The settings' names, in the order the class declares them.
SETTING_NAMES: tuple[str, ...] = tuple(Settings.__annotations__)


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a JSON object, field by field: a bad value falls back to its default alone (every
    other field is kept), and is named in the returned list of problems (``"ruleset=[]"``).  Unknown keys
    are ignored silently (a newer version may have written them).  Never raises."""
    defaults = Settings()
    values: dict[str, Any] = {}
    problems: list[str] = []
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        value = data[name]
        try:
            ok = bool(check(value))
        except Exception:  # noqa: BLE001 - a check that cannot decide rejects the value
            ok = False
        if ok:
            values[name] = value
        else:
            problems.append(f"{name}={_short_value(value)}")
            values[name] = getattr(defaults, name)
    if "recent_files" in data:
        recent, dropped = _recent(data["recent_files"])
        values["recent_files"] = recent
        if dropped:
            problems.append(f"recent_files ({dropped} unusable)")
    return Settings(**values), problems


def _short_value(value: object) -> str:
    if isinstance(value, str):
        return quote(value, 20)
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 20 else text[:19] + "…"


def _recent(value: object) -> tuple[list[str], int]:
    """A clean recent-files list (strings that can be paths, no duplicates, at most MAX_RECENT) and how
    many entries were dropped as unusable (a list that is not a list counts as one)."""
    if not isinstance(value, list):
        return [], 1
    out: list[str] = []
    dropped = 0
    for item in value:
        if not isinstance(item, str) or not _plausible_path(item):
            dropped += 1
        elif item not in out:
            out.append(item)
    return out[:MAX_RECENT], dropped


def _plausible_path(text: str) -> bool:
    """A string that can be a file's path at all: not empty, no NUL, not longer than the system allows,
    and writable back in UTF-8 (the settings file's encoding).  Checked without touching the disk."""
    if not text or "\0" in text or len(text) > MAX_PATH_CHARS:
        return False
    try:
        encoded = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: a name that is not UTF-8
        return False
    return all(len(part) <= _NAME_MAX_BYTES for part in encoded.replace(b"\\", b"/").split(b"/"))


def _path_kind(path: str) -> str | None:
    """"file", "other" (missing, a folder...) or None when the path cannot be checked at all (permission
    denied, a name too long, a NUL byte...).  Never raises."""
    try:
        return "file" if Path(path).is_file() else "other"
    except (OSError, ValueError):
        return None


def existing_recent_files(paths: object) -> list[str]:
    """The entries of a recent-files list that are files now, in order, at most MAX_RECENT.

    What the Open recent menu shows.  An entry that cannot be checked (permission denied, a name too long,
    a NUL byte, not a string) is dropped like a missing file, instead of raising as ``Path.is_file()``
    does.  Never raises."""
    recent, _ = _recent(paths)
    return [p for p in recent if _path_kind(p) == "file"][:MAX_RECENT]


def _checkable(path: str) -> bool:
    """The window checks recent entries and their folders with ``Path.is_file()`` / ``is_dir()``; an entry
    for which either would raise is not kept."""
    if _path_kind(path) is None:
        return False
    try:
        Path(path).parent.is_dir()
    except (OSError, ValueError):
        return False
    return True


class SettingsError(ValueError):
    """The settings file exists but cannot be used (not JSON, not an object)."""


def _json_kind(value: object) -> str:
    return {list: "a list", str: "a string", bool: "true or false", type(None): "null"}.get(
        type(value), "a number")


def _warning(head: str, middle: str, tail: str) -> str:
    """One line of at most MAX_MESSAGE characters: ``middle`` (the part quoting the file) is cut to fit, so
    the head (which file) and the tail (what was done about it) always show."""
    room = MAX_MESSAGE - len(head) - len(tail)
    return one_line(head + one_line(middle, max(room, 10)) + tail)


def _reason(e: BaseException) -> str:
    """What went wrong, in a few words (an OSError's own text repeats the long file name)."""
    if isinstance(e, RecursionError):
        return "nested too deeply"
    if isinstance(e, MemoryError):
        return "too large"
    if isinstance(e, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(e, OSError):
        return e.strerror or type(e).__name__
    return str(e) or type(e).__name__


def default_config_dir() -> Path:
    """The directory of the settings file: ``$JANGGI_DESKTOP_CONFIG_DIR`` if set, else platformdirs'."""
    env = os.environ.get(ENV_CONFIG_DIR)
    if env:
        return Path(env)
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
        """The newest backup (older ones: ``settings.json.bak.1`` ...)."""
        return self.directory / (FILE_NAME + ".bak")

    def load(self) -> tuple[Settings, str | None]:
        """The stored settings and a warning (None when all went well).  Never raises.

        A file that cannot be used is set aside (``settings.json.bak``, earlier backups rotated) and the
        defaults are returned with a one-line warning naming the file and the problem; the next save writes a
        fresh file.  A file with some bad values keeps the good ones; the original is copied to the backup
        before the next save rewrites it, and the warning names the bad values.
        """
        path = self.path
        try:
            data = self._read()
        except FileNotFoundError:
            return Settings(), None
        except NotADirectoryError:  # a file or a device in the folder's place: say what it is and what to do
            try:
                ensure_folder(self.directory, "the configuration folder", CONFIG_FOLDER_ADVICE)
            except OSError as e:
                return Settings(), _warning("", str(e), "")
            return Settings(), None
        except (OSError, ValueError, RecursionError, MemoryError) as e:
            kept = rotate_backup(path)
            where = f"; the bad file was kept as {kept.name}" if kept else ""
            return Settings(), _warning(f"Settings file {short_path(path, 40)} could not be read (", _reason(e),
                                        f"); using defaults{where}")
        settings, problems = settings_from_dict(data)
        unchecked = [p for p in settings.recent_files if not _checkable(p)]
        if unchecked:
            settings.recent_files = [p for p in settings.recent_files if p not in unchecked]
            problems.append(f"recent_files ({len(unchecked)} cannot be checked)")
        if not problems:
            return settings, None
        kept = rotate_backup(path, copy=True)
        where = f"; the original was kept as {kept.name}" if kept else ""
        return settings, _warning(f"Settings file {short_path(path, 40)}: ignored ", ", ".join(problems),
                                  f"; the other settings were kept{where}")

    def _read(self) -> dict[str, Any]:
        raw = read_regular_file(self.path, MAX_SETTINGS_BYTES)
        data = json.loads(raw.decode("utf-8-sig"))
        if not isinstance(data, dict):
            raise SettingsError(f"expected a JSON object, found {_json_kind(data)}")
        return data

    def save(self, settings: Settings) -> None:
        """Write atomically: a temporary file in the same directory, then ``os.replace``."""
        ensure_folder(self.directory, "the configuration folder", CONFIG_FOLDER_ADVICE)
        text = json.dumps(settings.validated().to_dict(), ensure_ascii=False, indent=2, sort_keys=True)
        atomic_write(self.path, (text + "\n").encode("utf-8"))
