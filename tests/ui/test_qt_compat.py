"""The PySide6 work-around in ``ui/qt_compat.py`` stays out of the way where it is not needed."""

from __future__ import annotations

import pytest

from janggi_desktop.ui import qt_compat


@pytest.mark.skipif(qt_compat.affected(), reason="this environment has the 6.12.0 bug")
def test_none_is_left_alone_where_the_bug_is_absent():
    assert not qt_compat.apply()
