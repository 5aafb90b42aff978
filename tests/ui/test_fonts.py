"""The application font falls back on the bundled sans for Korean text, keeping the system's own family first."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QFontInfo

from janggi_desktop.ui import fonts


def test_bundled_sans_is_the_application_fonts_fallback(qapp):
    saved = qapp.font()
    try:
        before = QFontInfo(saved).family()
        fonts.add_bundled_fallback(qapp)
        fonts.add_bundled_fallback(qapp)  # twice: still one fallback
        families = qapp.font().families()
        assert families == [before, fonts.SANS]  # the family Qt really used stays first (not an alias)
        assert QFontInfo(qapp.font()).family() == before  # Latin text looks as before
        assert before in QFontDatabase.families() and fonts.SANS in QFontDatabase.families()
    finally:
        qapp.setFont(saved)
