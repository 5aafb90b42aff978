"""The About dialog (version and the licences we must show) and the application icon.

Shipping Qt for Python (LGPL-3.0) and an OFL font obliges us to say so and to point at their licences; the
dialog reads the font licence text from the shipped resources (``resources/fonts``), so what it shows is what
was actually shipped.  Resources are found through :mod:`janggi_desktop.resource_files`: an installed wheel
or a PyInstaller bundle uses its own copy.
"""

from __future__ import annotations

import html
from pathlib import Path

import PySide6
from PySide6.QtCore import QSize, Qt, qVersion
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import janggi_desktop
from janggi_desktop import resource_files

APP_NAME = "Janggi Desktop"
APP_ID = "io.github.janggidesktop.JanggiDesktop"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".woff", ".woff2")

MIT_TEXT = """Copyright (c) 2026 Janggi Desktop developers

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and \
associated documentation files (the "Software"), to deal in the Software without restriction, \
including without limitation the rights to use, copy, modify, merge, publish, distribute, \
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is \
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial \
portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT \
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND \
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES \
OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN \
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""


def icon_resource(size: int | None = None) -> Path:
    """The icon file: the SVG for ``None``, else the PNG of that pixel size."""
    return resource_files.icons_dir() / ("janggi-desktop.svg" if size is None else f"janggi-desktop-{size}.png")


def app_icon() -> QIcon:
    """The application icon with every rendered size (crisp in title bars, task bars and docks).

    Uses the PNGs, rendered from the SVG once at build time, so no SVG image plugin is needed at run time.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        resource = icon_resource(size)
        if resource.is_file():
            pixmap = QPixmap()
            if pixmap.loadFromData(resource.read_bytes(), "PNG"):
                icon.addPixmap(pixmap)
    return icon


def shipped_fonts() -> list[str]:
    """Names of the font files shipped in ``resources/fonts`` (searched one level deep)."""
    fonts_dir = resource_files.fonts_dir()
    if not fonts_dir.is_dir():
        return []
    names: list[str] = []
    for entry in fonts_dir.iterdir():
        if entry.is_file() and entry.name.lower().endswith(FONT_SUFFIXES):
            names.append(entry.name)
        elif entry.is_dir():
            names.extend(e.name for e in entry.iterdir()
                         if e.is_file() and e.name.lower().endswith(FONT_SUFFIXES))
    return sorted(names)


def font_licences() -> list[tuple[str, str]]:
    """(file name, text) of each licence file shipped with the fonts (OFL-*.txt, LICENSE-*…), sorted."""
    fonts_dir = resource_files.fonts_dir()
    if not fonts_dir.is_dir():
        return []
    found = []
    for entry in fonts_dir.iterdir():
        children = list(entry.iterdir()) if entry.is_dir() else [entry]
        for child in children:
            lower = child.name.lower()
            if child.is_file() and ("ofl" in lower or "licen" in lower) and not lower.endswith(FONT_SUFFIXES):
                found.append((child.name, child.read_text(encoding="utf-8", errors="replace").strip()))
    return sorted(found)


class AboutDialog(QDialog):
    """Version, licence, and the licences of Qt for Python and of the shipped fonts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Janggi Desktop"))
        self.setWindowIcon(app_icon())

        icon_label = QLabel()
        icon_label.setPixmap(app_icon().pixmap(QSize(96, 96)))
        icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)

        self.version_label = QLabel(self.tr("Version %1").replace("%1", janggi_desktop.__version__))
        title = QLabel(f"<h2>{APP_NAME}</h2>")
        tagline = QLabel(self.tr("Janggi (Korean chess) for the desktop: play a friend or the computer."))
        tagline.setWordWrap(True)
        header_text = QVBoxLayout()
        for w in (title, self.version_label, tagline):
            header_text.addWidget(w)
        header_text.addStretch(1)
        header = QHBoxLayout()
        header.addWidget(icon_label)
        header.addLayout(header_text, 1)

        self.licences = QTextBrowser()
        self.licences.setOpenExternalLinks(True)
        self.licences.setHtml(self._licence_html())
        self.licences.setMinimumSize(520, 280)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = buttons.addButton(self.tr("About Qt"), QDialogButtonBox.ButtonRole.ActionRole)
        about_qt.clicked.connect(lambda: QApplication.aboutQt())
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.licences, 1)
        layout.addWidget(buttons)

    def _licence_html(self) -> str:
        esc = html.escape
        # Translatable strings stay outside f-strings: pyside6-lupdate does not look inside them.
        heading_licence = self.tr("Licence")
        heading_qt = self.tr("Qt for Python")
        heading_fonts = self.tr("Fonts")
        parts = [
            f"<h3>{esc(heading_licence)}</h3>",
            "<p>" + esc(self.tr("Janggi Desktop is free software under the MIT licence.")) + "</p>",
            f"<pre style='white-space: pre-wrap'>{esc(MIT_TEXT)}</pre>",
            f"<h3>{esc(heading_qt)}</h3>",
            "<p>" + esc(self.tr("This program uses Qt %1 through Qt for Python (PySide6) %2, under the GNU "
                                "Lesser General Public License version 3 (LGPL-3.0). You may replace the Qt "
                                "libraries with your own build.")
                        .replace("%1", qVersion()).replace("%2", PySide6.__version__))
            + " <a href='https://www.gnu.org/licenses/lgpl-3.0.html'>LGPL-3.0</a>,"
            " <a href='https://www.qt.io/qt-for-python'>qt.io/qt-for-python</a></p>",
            f"<h3>{esc(heading_fonts)}</h3>",
        ]
        fonts = shipped_fonts()
        if fonts:
            sentence = self.tr("The piece labels use subsets of free fonts, shipped with their licences "
                               "(below): %1.")
            parts.append("<p>" + esc(sentence.replace("%1", ", ".join(fonts))) + "</p>")
        else:
            parts.append("<p>" + esc(self.tr("No font is bundled: the piece labels use the system's fonts."))
                         + "</p>")
        for name, text in font_licences():
            parts.append(f"<h4>{esc(name)}</h4><pre style='white-space: pre-wrap'>{esc(text)}</pre>")
        parts.append("<p>" + esc(self.tr("The icon's character outline comes from Noto Serif CJK "
                                          "(SIL Open Font License 1.1).")) + "</p>")
        return "\n".join(parts)

