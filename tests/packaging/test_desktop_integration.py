"""Linux desktop integration files and the icon set: they parse, agree with each other, and validate."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import janggi_desktop

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.janggidesktop.JanggiDesktop"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
ICONS = ROOT / "resources" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
MIME_TYPES = {"application/x-janggi-gib", "application/x-chess-pgn"}


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def list_value(value: str) -> set[str]:
    return {v for v in value.split(";") if v}


def test_desktop_file_has_the_essentials() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Janggi Desktop"
    assert entry["Exec"].split()[0] == "janggi-desktop"
    assert "%f" in entry["Exec"] or "%F" in entry["Exec"], "the file manager must be able to pass a record"
    assert entry["Icon"] == APP_ID
    assert "Game" in list_value(entry["Categories"]) and "BoardGame" in list_value(entry["Categories"])
    assert list_value(entry["MimeType"]) == MIME_TYPES
    assert entry["MimeType"].endswith(";")
    for lang in ("fr", "ko"):
        assert entry[f"Comment[{lang}]"].strip()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validates() -> None:
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], check=False, capture_output=True,
                            text=True)
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout + result.stderr


def test_mime_xml_defines_gib() -> None:
    root = ET.parse(MIME).getroot()
    assert root.tag == f"{MIME_NS}mime-info"
    types = {t.get("type"): t for t in root.iter(f"{MIME_NS}mime-type")}
    gib = types["application/x-janggi-gib"]
    assert [g.get("pattern") for g in gib.iter(f"{MIME_NS}glob")] == ["*.gib"]
    assert gib.findtext(f"{MIME_NS}comment")
    # Every type the desktop file claims is either defined here or by freedesktop's shared-mime-info (PGN).
    assert MIME_TYPES - set(types) == {"application/x-chess-pgn"}


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info not installed")
def test_mime_xml_installs(tmp_path: Path) -> None:
    (tmp_path / "packages").mkdir()
    shutil.copy(MIME, tmp_path / "packages")
    result = subprocess.run(["update-mime-database", str(tmp_path)], check=False, capture_output=True,
                            text=True)
    assert "Failed" not in result.stderr, result.stderr
    assert "application/x-janggi-gib:*.gib" in (tmp_path / "globs2").read_text()


def test_metainfo_is_consistent() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("metadata_license") == "CC0-1.0"
    provides = root.find("provides")
    assert provides is not None
    assert {m.text for m in provides.iter("mediatype")} == MIME_TYPES
    assert "janggi-desktop" in {b.text for b in provides.iter("binary")}
    releases = [r.get("version") for r in root.iter("release")]
    assert releases and releases[0] == janggi_desktop.__version__, "add a <release> for the new version"


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates() -> None:
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], check=False,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_sizes_exist(size: int) -> None:
    assert png_size(ICONS / f"janggi-desktop-{size}.png") == (size, size)


def test_icon_svg_needs_no_font() -> None:
    """Icon themes render the SVG without our bundled fonts: the glyph must be a path, not text."""
    root = ET.parse(ICONS / "janggi-desktop.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    assert root.tag == f"{ns}svg"
    assert root.get("viewBox") == "0 0 512 512"
    assert not list(root.iter(f"{ns}text")), "the icon uses <text>: convert it to a path"
    assert any(len(p.get("d", "")) > 200 for p in root.iter(f"{ns}path")), "the glyph path is missing"


def test_pyinstaller_spec_bundles_every_resource(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the spec with PyInstaller's build objects replaced by recorders: every resource file the program
    reads goes to janggi_desktop/resources/<kind>/ in the bundle (where the frozen app looks), the sources
    (.ts, glyph lists) stay out, and the app is one folder named janggi-desktop."""
    import sys
    import types

    calls: dict[str, list] = {"Analysis": [], "EXE": [], "COLLECT": []}

    def recorder(kind: str):
        def record(*args, **kwargs):
            calls.setdefault(kind, []).append((args, kwargs))
            return types.SimpleNamespace(kind=kind, args=args, kwargs=kwargs, pure=[], scripts=[],
                                         binaries=[], datas=kwargs.get("datas", []))
        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda name: [name]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    spec = ROOT / "packaging" / "janggi-desktop.spec"
    namespace = {"SPECPATH": str(spec.parent), "__file__": str(spec)}
    namespace.update({k: recorder(k) for k in ("Analysis", "PYZ", "EXE", "COLLECT")})
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)  # noqa: S102 (our spec)

    datas = calls["Analysis"][0][1]["datas"]
    bundled = {(Path(src).name, dest) for src, dest in datas}
    resources = ROOT / "resources"
    files = [p for p in resources.rglob("*") if p.is_file()]
    for kind in ("fonts", "icons", "translations"):
        assert any(p.parent.name == kind for p in files), f"nothing in resources/{kind}"
    for path in files:
        entry = (path.name, f"janggi_desktop/resources/{path.parent.relative_to(resources).as_posix()}")
        if path.suffix == ".ts" or path.name.startswith("glyphs-"):
            assert entry not in bundled, f"the source {path.relative_to(ROOT)} is bundled"
        else:
            assert entry in bundled, f"{path.relative_to(ROOT)} is not bundled"
    entry = calls["Analysis"][0][0][0][0]
    assert Path(entry).is_file() and "janggi_desktop.app" in Path(entry).read_text()
    assert calls["EXE"][0][1]["name"] == "janggi-desktop"
    assert calls["COLLECT"][-1][1]["name"] == "janggi-desktop"


def test_desktop_files_install_into_a_prefix(tmp_path: Path) -> None:
    """The install script puts each file where desktops look (staged with DESTDIR, as a package build does)."""
    env = {**os.environ, "DESTDIR": str(tmp_path)}
    subprocess.run([str(LINUX / "install-desktop-files.sh"), "/usr"], env=env, check=True, capture_output=True)
    share = tmp_path / "usr" / "share"
    assert (share / "applications" / DESKTOP.name).read_bytes() == DESKTOP.read_bytes()
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        assert png_size(share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png") == (size, size)
    if shutil.which("appstreamcli"):
        result = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(tmp_path)], check=False,
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
