"""Where the application's resource files (fonts, icons, sounds, translations) are, however the program was installed.

The files live in ``resources/`` at the top of the repository.  Three kinds of copy must find them:

1. the PyInstaller application: the spec puts them at ``janggi_desktop/resources/`` inside the bundle
   (``sys._MEIPASS``);
2. an installed wheel: the build maps ``resources/`` to the package data ``janggi_desktop/resources/``
   (see ``setup.py``), so they sit beside the installed modules;
3. a source checkout, editable install included: the package's parent folder holds this project's
   ``pyproject.toml``, and its ``resources/`` folder is used.

They are tried in that order and the first that exists wins.  Every user (fonts, About dialog, icon,
translations) goes through :func:`resources_dir` and its sub-folders, so the three cases are decided here
once.  If none exists (a broken install) the installed-package location is returned anyway: each file then
fails to open where the program expected it, and its user falls back (system fonts, English, no icon).

No Qt and nothing heavy is imported: this runs during start-up.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

#: The folder of the janggi_desktop package (in site-packages, the bundle, or the checkout).
PACKAGE_DIR = Path(__file__).resolve().parent
#: The distribution name written in the checkout's pyproject.toml, which identifies our checkout.
PROJECT_NAME = "janggi-desktop"


def _frozen_dir() -> Path | None:
    """The bundle's copy when running as a PyInstaller application, else None."""
    bundle = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or bundle is None:
        return None
    return Path(bundle) / "janggi_desktop" / "resources"


def _checkout_dir(package_dir: Path) -> Path | None:
    """``<checkout>/resources`` when the package sits in a checkout of this project, else None."""
    root = package_dir.parent
    try:
        pyproject = (root / "pyproject.toml").read_text(encoding="utf-8")
    except OSError:
        return None
    if f'name = "{PROJECT_NAME}"' not in pyproject:
        return None
    return root / "resources"


def find_resources_dir(package_dir: Path = PACKAGE_DIR) -> Path:
    """The first resources folder that exists: frozen bundle, installed package data, checkout (uncached)."""
    installed = package_dir / "resources"
    for candidate in (_frozen_dir(), installed, _checkout_dir(package_dir)):
        if candidate is not None and candidate.is_dir():
            return candidate
    return installed


@cache
def resources_dir() -> Path:
    """The folder holding ``engine/``, ``fonts/``, ``icons/`` and ``translations/`` for this copy of the
    program."""
    return find_resources_dir()


def engine_dir() -> Path:
    """The built-in engine's data: its tuned evaluation weights and its opening book."""
    return resources_dir() / "engine"


def fonts_dir() -> Path:
    """The bundled font subsets and their licences."""
    return resources_dir() / "fonts"


def icons_dir() -> Path:
    """The application icon: ``janggi-desktop.svg`` and ``janggi-desktop-<size>.png``."""
    return resources_dir() / "icons"


def sounds_dir() -> Path:
    """The program's sounds (``<name>.wav``, made by packaging/make_sounds.py)."""
    return resources_dir() / "sounds"


def translations_dir() -> Path:
    """The compiled interface translations (``janggi_desktop_<language>.qm``)."""
    return resources_dir() / "translations"
