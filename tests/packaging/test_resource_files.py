"""The resource lookup: a frozen bundle, an installed package and a checkout each find their own copy."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from janggi_desktop import resource_files

ROOT = Path(__file__).resolve().parents[2]


def make_dirs(*paths: Path) -> None:
    for path in paths:
        path.mkdir(parents=True)


def test_this_checkout_finds_its_top_level_resources() -> None:
    assert resource_files.resources_dir() == ROOT / "resources"
    assert (resource_files.fonts_dir() / "JanggiSans-Regular.otf").is_file()
    assert (resource_files.icons_dir() / "janggi-desktop-256.png").is_file()
    assert (resource_files.translations_dir() / "janggi_desktop_ko.qm").is_file()


def test_an_installed_package_uses_the_data_beside_it(tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "janggi_desktop"
    make_dirs(package / "resources")
    assert resource_files.find_resources_dir(package) == package / "resources"


def test_a_checkout_is_recognised_by_its_pyproject(tmp_path: Path) -> None:
    package = tmp_path / "janggi_desktop"
    make_dirs(package, tmp_path / "resources")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "janggi-desktop"\n', encoding="utf-8")
    assert resource_files.find_resources_dir(package) == tmp_path / "resources"


def test_another_projects_resources_are_not_taken(tmp_path: Path) -> None:
    package = tmp_path / "janggi_desktop"
    make_dirs(package, tmp_path / "resources")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "something-else"\n', encoding="utf-8")
    # Nothing of ours: the installed location comes back, where each file then fails to open by name.
    assert resource_files.find_resources_dir(package) == package / "resources"


def test_the_frozen_bundle_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = tmp_path / "_internal"
    package = tmp_path / "janggi_desktop"
    make_dirs(bundle / "janggi_desktop" / "resources", package / "resources")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resource_files.find_resources_dir(package) == bundle / "janggi_desktop" / "resources"


def test_the_lookup_imports_no_qt() -> None:
    """It runs during start-up, before the window: it must stay light."""
    code = ("import sys; from janggi_desktop import resource_files; resource_files.resources_dir(); "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.stdout.strip() == "[]"
