#!/usr/bin/env bash
# Prove that a user's install works: build the wheel, install it (not editable) into a NEW virtual
# environment outside the source tree, and run the installed program from another directory.
#
#   packaging/smoke_install.sh            full check (needs PyPI or a pip cache for PySide6)
#   SMOKE_KEEP=1 packaging/smoke_install.sh   keep the temporary directory for inspection
#
# Checks, in order:
#   1. the wheel builds from a clean copy of the source (no stale build/ directory can leak files in);
#   2. the wheel carries every file of the top-level resources/ folder (fonts, icons, translations) at
#      janggi_desktop/resources/, except the build sources (.ts translations, the fonts' glyph lists);
#   3. in the fresh venv, janggi_desktop is imported from the venv's site-packages (not the checkout), the
#      resource lookup (janggi_desktop.resource_files) resolves there, the fonts are the checkout's, the
#      French and Korean translations load and translate, the icon loads;
#   4. the installed `janggi-desktop --version` prints the package version, `--help` works, and
#      `janggi-desktop --smoke` (open the main window, play one move, close) exits 0, offscreen.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/janggi-smoke.XXXXXX")"
case "$WORK/" in "$ROOT"/*) echo "temporary directory $WORK is inside the source tree" >&2; exit 1 ;; esac
if [ "${SMOKE_KEEP:-0}" = 1 ]; then echo "keeping $WORK"; else trap 'rm -rf "$WORK"' EXIT; fi
unset PYTHONPATH PYTHONHOME
export QT_QPA_PLATFORM=offscreen
# The program must not touch the user's real settings.
export JANGGI_DESKTOP_CONFIG_DIR="$WORK/config" XDG_CONFIG_HOME="$WORK/xdg-config" XDG_DATA_HOME="$WORK/xdg-data"

echo "== 1. build the wheel from a clean copy of the source"
mkdir -p "$WORK/src" "$WORK/wheel"
"$PYTHON" "$ROOT/packaging/copy_source.py" "$ROOT" "$WORK/src"
"$PYTHON" -m pip wheel -q --no-deps -w "$WORK/wheel" "$WORK/src"
WHEEL="$(ls "$WORK"/wheel/janggi_desktop-*.whl)"
echo "$WHEEL"

echo "== 2. the wheel ships every resource file the program reads, and no build source"
"$PYTHON" - "$WHEEL" "$WORK/src/resources" <<'PY'
import sys
import zipfile
from pathlib import Path

wheel, resources = sys.argv[1], Path(sys.argv[2])
names = set(zipfile.ZipFile(wheel).namelist())
files = {"janggi_desktop/resources/" + p.relative_to(resources).as_posix(): p
         for p in resources.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
sources = {name for name, p in files.items() if p.suffix == ".ts" or p.name.startswith("glyphs-")}
assert any(name.endswith(".ts") for name in sources), "no .ts source found in the checkout's resources"
missing = sorted(set(files) - sources - names)
assert not missing, f"files missing from the wheel: {missing}"
shipped_sources = sorted(n for n in names if n.endswith(".ts") or Path(n).name.startswith("glyphs-"))
assert not shipped_sources, f"build sources in the wheel: {shipped_sources}"
for sub in ("engine", "fonts", "icons", "puzzles", "translations"):
    assert any(n.startswith(f"janggi_desktop/resources/{sub}/") for n in names), f"no resources/{sub} in wheel"
print(f"{len(files) - len(sources)} resource files in the wheel, {len(sources)} sources left out")
PY

echo "== 3. install into a new venv outside the source tree"
"$PYTHON" -m venv "$WORK/venv"
VPY="$WORK/venv/bin/python"
"$VPY" -m pip install -q "$WHEEL"
mkdir -p "$WORK/elsewhere"
cd "$WORK/elsewhere"
"$VPY" - "$ROOT" "$WORK/venv" <<'PY'
import sys
from pathlib import Path

root, venv = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
import janggi_desktop
from janggi_desktop import resource_files
from janggi_desktop.ui import i18n
from janggi_desktop.ui.dialogs import about

package = Path(janggi_desktop.__file__).resolve().parent
assert package.is_relative_to(venv), f"janggi_desktop imported from {package}, not from the venv {venv}"
assert not package.is_relative_to(root), f"janggi_desktop imported from the checkout: {package}"
resources = resource_files.resources_dir()
assert resources == package / "resources", f"resources found at {resources}, not in the installed package"
for rel in ("icons/janggi-desktop.svg", "icons/janggi-desktop-256.png",
            "translations/janggi_desktop_fr.qm", "translations/janggi_desktop_ko.qm"):
    assert (resources / rel).is_file(), f"{rel} missing under {resources}"
checkout_fonts = sorted(p.name for p in (root / "resources/fonts").rglob("*")
                        if p.suffix.lower() in {".ttf", ".otf", ".ttc"})
installed_fonts = sorted(p.name for p in (resources / "fonts").rglob("*")
                         if p.suffix.lower() in {".ttf", ".otf", ".ttc"})
assert installed_fonts == checkout_fonts, f"fonts: installed {installed_fonts}, checkout {checkout_fonts}"
assert Path(str(i18n.qm_resource("fr"))).resolve().is_relative_to(venv)

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

app = QApplication([])
from janggi_desktop.ui import fonts

loaded = fonts.load_fonts()
assert set(loaded) == set(fonts.FONT_FILES), f"bundled fonts Qt loaded: {sorted(loaded)}"
assert any("Open Font License" in text for _, text in about.font_licences()), "the font licences are missing"
assert not about.app_icon().isNull(), "the application icon does not load"
assert i18n.available_languages() == ["en", "fr", "ko"], i18n.available_languages()
for lang, expected in (("fr", "abandon"), ("ko", "기권")):
    assert i18n.install_translators(app, lang) == lang
    got = QCoreApplication.translate("Rules", "resignation")
    assert got == expected, f"{lang}: 'resignation' translates to {got!r}, expected {expected!r}"
print(f"resources from {resources}; fonts {installed_fonts}; translations fr, ko load")
PY

echo "== 4. run the installed program"
version="$("$WORK/venv/bin/janggi-desktop" --version)"
echo "$version"
expected="$("$VPY" -c 'import janggi_desktop; print(janggi_desktop.__version__)')"
case "$version" in *"$expected"*) ;; *) echo "--version printed '$version', expected $expected" >&2; exit 1 ;; esac
"$WORK/venv/bin/janggi-desktop" --help >/dev/null
timeout 120 "$WORK/venv/bin/janggi-desktop" --smoke
echo "OK: installed wheel runs from $WORK/venv"
