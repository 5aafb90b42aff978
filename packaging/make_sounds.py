"""Make the program's sounds: short WAV files in ``resources/sounds/``, synthesised here from sines and
seeded noise, so every sound is our own and a rebuild is byte-identical (tests/packaging/test_sounds.py
checks the committed files against this script).

    python3 packaging/make_sounds.py [--out DIR]

Each sound is a sum of decaying partials, like the thing it imitates: a piece set down on a wooden board is
a click of noise and a few short, damped wood resonances; a capture is two such knocks, the second heavier;
check (장군) a two-note call; bikjang a low gong; the game's end a three-note chime; an illegal click a
soft low knock; the byo-yomi countdown a dry tick (a brighter one for the last seconds).  Mono, 16-bit,
22,050 Hz: small files that start at once.  Pure standard library.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "sounds"
RATE = 22050
PEAK = 0.7  # of full scale: headroom, and no sound louder than another by surprise

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def partial(freq: float, seconds: float, decay: float, amp: float = 1.0, attack: float = 0.002) -> Signal:
    """A sine at ``freq`` Hz that rises over ``attack`` seconds and decays by e every ``decay`` seconds."""
    out = []
    w = 2 * math.pi * freq / RATE
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(amp * env * math.sin(w * i))
    return out


def noise_burst(seconds: float, decay: float, rng: random.Random, amp: float = 1.0, smooth: float = 0.5) -> Signal:
    """Decaying noise, low-passed by a one-pole filter (``smooth`` 0..1: more is darker)."""
    out, y = [], 0.0
    for i in range(int(seconds * RATE)):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(amp * y * math.exp(-i / RATE / decay))
    return out


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Signals added together, each starting at its offset in seconds."""
    length = max(int(at * RATE) + len(s) for at, s in parts)
    out = [0.0] * length
    for at, s in parts:
        start = int(at * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    return out


def knock(rng: random.Random, pitch: float = 1.0, weight: float = 1.0) -> Signal:
    """A piece set down on wood: a click of noise and three damped wood resonances."""
    return mix((0, noise_burst(0.012, 0.003, rng, 0.9 * weight, 0.35)),
               (0, partial(820 * pitch, 0.16, 0.030, 0.55 * weight)),
               (0, partial(1870 * pitch, 0.10, 0.016, 0.35 * weight)),
               (0, partial(3150 * pitch, 0.06, 0.008, 0.20 * weight)))


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A bell-like tone: a fundamental with the inharmonic partials of a struck metal bar."""
    return mix((0, partial(freq, seconds, decay, 0.6, 0.004)),
               (0, partial(freq * 2.76, seconds, decay / 2.2, 0.25, 0.003)),
               (0, partial(freq * 5.40, seconds, decay / 4.5, 0.12, 0.002)))


def make_move() -> Signal:
    return knock(random.Random(1))


def make_capture() -> Signal:
    rng = random.Random(2)
    return mix((0, knock(rng, 1.15, 0.55)), (0.045, knock(rng, 0.85, 1.0)))


def make_check() -> Signal:
    def tone(f: float) -> Signal:
        return mix((0, partial(f, 0.16, 0.07, 0.5, 0.006)), (0, partial(2 * f, 0.16, 0.05, 0.2, 0.006)),
                   (0, partial(3 * f, 0.16, 0.03, 0.1, 0.006)))
    return mix((0, tone(660)), (0.13, tone(880)))


def make_bikjang() -> Signal:
    return mix((0, bell(196, 1.3, 0.45)), (0, noise_burst(0.02, 0.005, random.Random(4), 0.3, 0.7)))


def make_game_end() -> Signal:
    return mix((0, bell(1047, 1.0, 0.35)), (0.14, bell(1319, 0.9, 0.33)), (0.28, bell(1568, 1.1, 0.45)))


def make_illegal() -> Signal:
    return mix((0, partial(150, 0.14, 0.04, 0.8, 0.004)), (0, partial(300, 0.1, 0.02, 0.25, 0.004)),
               (0, noise_burst(0.01, 0.003, random.Random(6), 0.2, 0.8)))


def make_tick() -> Signal:
    return mix((0, noise_burst(0.006, 0.0015, random.Random(7), 0.6, 0.2)), (0, partial(1500, 0.04, 0.006, 0.5)))


def make_tick_last() -> Signal:
    return mix((0, noise_burst(0.006, 0.0015, random.Random(8), 0.6, 0.2)), (0, partial(2200, 0.08, 0.015, 0.6)),
               (0, partial(4400, 0.05, 0.008, 0.15)))


#: Sound name -> how it is made.  The names are what :mod:`janggi_desktop.ui.sound` plays.
SOUNDS: dict[str, Callable[[], Signal]] = {
    "move": make_move, "capture": make_capture, "check": make_check, "bikjang": make_bikjang,
    "game_end": make_game_end, "illegal": make_illegal, "tick": make_tick, "tick_last": make_tick_last,
}


def wav_bytes(signal: Signal) -> bytes:
    """The signal normalised to :data:`PEAK`, with 5 ms fades at both ends, as a 16-bit mono WAV file."""
    top = max(abs(v) for v in signal) or 1.0
    fade = int(0.005 * RATE)
    n = len(signal)
    frames = bytearray()
    for i, v in enumerate(signal):
        gain = min(1.0, (n - 1 - i) / fade) if i > n - 1 - fade else 1.0
        sample = round(v / top * PEAK * gain * 32767)
        frames += max(-32768, min(32767, sample)).to_bytes(2, "little", signed=True)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(frames))
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The WAV file of one sound (what ``resources/sounds/<name>.wav`` holds)."""
    return wav_bytes(SOUNDS[name]())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        path = args.out / f"{name}.wav"
        path.write_bytes(render(name))
        print("wrote", path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
