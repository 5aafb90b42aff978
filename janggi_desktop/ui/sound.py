"""The program's sounds: a knock for a move, two for a capture, a call for check (장군), a gong for bikjang, a
chime at the game's end, a soft knock for a click that cannot move, and the byo-yomi countdown's ticks.

The sounds are our own (``resources/sounds``, made by ``packaging/make_sounds.py``), played with Qt
Multimedia's ``QSoundEffect``, which keeps short uncompressed sounds ready to start at once.  Qt Multimedia
is loaded a while after the first frame (it takes some 75 ms and opens the audio system), never before:
start-up does not wait for it; on a machine with no sound card nor sound server it is not loaded at all.
Where it cannot be loaded (PySide6-Essentials only, no libpulse) or no audio output exists (a server,
CI, Xvfb), the program is silent and works as usual: :attr:`SoundPlayer.played` still says which sound
was due, so tests and the window's feedback see the same thing either way.

:func:`sound_for` decides which sound a change of the game makes; it reads the game only (no Qt), so it is
tested without any audio.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QLoggingCategory, QObject, QUrl, Signal, qInstallMessageHandler

from janggi_desktop import resource_files
from janggi_desktop.play import Change
from janggi_desktop.rules import Game

log = logging.getLogger(__name__)

#: Every sound, by the name :meth:`SoundPlayer.play` takes (``resources/sounds/<name>.wav``).
SOUND_NAMES = ("move", "capture", "check", "bikjang", "game_end", "illegal", "tick", "tick_last")
#: The countdown's last seconds get the brighter tick.
LAST_SECONDS = 3


def sound_for(change: Change, game: Game) -> str | None:
    """The sound a change of ``game`` (the game as it is after the change) makes, or None.

    A move makes the most telling of its sounds: bikjang over check over capture over a plain move; a move
    that ends the game makes none, since the chime of the ending follows at once."""
    if change is Change.OUTCOME:
        return "game_end"
    if change is not Change.MOVE or game.is_over():
        return None
    if game.bikjang_pending():
        return "bikjang"
    if game.in_check():
        return "check"
    captured = game.captured
    if captured and captured[-1] is not None:
        return "capture"
    return "move"


def audio_possible() -> bool:
    """Whether this machine can have an audio output at all, decided without loading Qt Multimedia (some
    75 ms): on Linux a sound card (/dev/snd) or a sound server's socket (PulseAudio, PipeWire); elsewhere yes.
    A server, CI or a container has none, and then the program never loads Qt Multimedia."""
    if not sys.platform.startswith("linux"):
        return True
    if os.environ.get("PULSE_SERVER") or Path("/dev/snd").exists():
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and any((Path(runtime) / name).exists() for name in ("pulse/native", "pipewire-0"))


def _quiet_audio_probe():
    """Qt Multimedia's classes, its audio outputs listed with the noise of a machine without sound (FFmpeg's
    and PulseAudio's warnings) kept out of the user's terminal; None when Qt Multimedia cannot be loaded."""
    QLoggingCategory.setFilterRules("qt.multimedia.*=false")
    previous = qInstallMessageHandler(lambda *_args: None)
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        outputs = QMediaDevices.audioOutputs()
    except (ImportError, OSError) as e:  # PySide6-Essentials has no QtMultimedia; libpulse may be missing
        log.info("no sound: Qt Multimedia cannot be loaded (%s)", e)
        return None
    finally:
        qInstallMessageHandler(previous)
    return QSoundEffect, outputs


class SoundPlayer(QObject):
    """Plays the sounds at the chosen volume, or none when muted (see the module docstring)."""

    #: A sound was due and not muted: its name (emitted whether or not an audio output exists).
    played = Signal(str)

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True, volume: int = 75) -> None:
        super().__init__(parent)
        self.enabled = bool(enabled)
        self.volume = max(0, min(100, int(volume)))
        self._effects: dict[str, object] | None = None  # None: Qt Multimedia not loaded yet
        #: Whether sounds can be heard at all (None until :meth:`load` ran).
        self.available: bool | None = None

    def load(self) -> None:
        """Load Qt Multimedia and the sounds, once (the window calls it after its first frame)."""
        if self._effects is not None:
            return
        self._effects = {}
        probe = _quiet_audio_probe() if audio_possible() else None
        if probe is None or not probe[1]:
            self.available = False
            return
        sound_effect, _outputs = probe
        for name in SOUND_NAMES:
            path = resource_files.sounds_dir() / f"{name}.wav"
            if not path.is_file():
                log.warning("sound %s missing", path)
                continue
            effect = sound_effect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(self.volume / 100)
            self._effects[name] = effect
        self.available = bool(self._effects)

    def play(self, name: str | None) -> None:
        """Play ``name`` (one of :data:`SOUND_NAMES`; None plays nothing) unless muted."""
        if name is None or not self.enabled or self.volume == 0:
            return
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r}; expected one of {', '.join(SOUND_NAMES)}")
        self.load()
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()
        self.played.emit(name)

    def countdown_tick(self, seconds_left: int) -> None:
        """One second of a byo-yomi period passed (the clock calls this): a tick, brighter at the end."""
        self.play("tick_last" if seconds_left <= LAST_SECONDS else "tick")

    def on_change(self, change: Change, game: Game) -> None:
        """The game driver's listener: the sound of what happened (see :func:`sound_for`)."""
        self.play(sound_for(change, game))

    def set_enabled(self, on: bool) -> None:
        self.enabled = bool(on)

    def set_volume(self, percent: int) -> None:
        self.volume = max(0, min(100, int(percent)))
        for effect in (self._effects or {}).values():
            effect.setVolume(self.volume / 100)
