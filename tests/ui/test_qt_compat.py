"""The PySide6 work-arounds in ``ui/qt_compat.py`` change costs, never answers."""

from __future__ import annotations

import importlib
import sys

import pytest

from janggi_desktop.ui import qt_compat


def test_the_fast_feature_scan_answers_as_pyside6_does():
    assert qt_compat.speed_up_feature_scan()  # this PySide6 has the hook, and it is replaced once
    assert qt_compat.speed_up_feature_scan()
    fast = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert getattr(fast, "janggi_fast", False)
    import inspect

    def reference(module) -> bool:  # what PySide6's own scan does
        try:
            return "PySide6" in inspect.getsource(module)
        except (TypeError, OSError, SyntaxError):
            return False

    names = ["json", "tempfile", "typing", "inspect", "argparse", "logging", "email.mime.text",
             "janggi_desktop.rules.game", "janggi_desktop.ui.board.view", "janggi_desktop.ui",
             "janggi_desktop.ui.qt_compat", "sys", "math", "PySide6", "pytest"]  # PySide6, pytest: site-packages
    answers = {}
    for name in names:
        module = importlib.import_module(name)
        answers[name] = fast(module)
        assert answers[name] == reference(module), name
    assert answers["janggi_desktop.ui.board.view"] and not answers["janggi_desktop.rules.game"]
    assert answers["PySide6"] and not answers["typing"]  # an installed package is read, the standard library not


@pytest.mark.skipif(qt_compat.affected(), reason="this environment has the 6.12.0 bug")
def test_none_is_left_alone_where_the_bug_is_absent():
    assert not qt_compat.apply()
