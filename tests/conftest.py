"""Shared test set-up: Qt tests run offscreen; the user's settings and data never leak into a test."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The game library of a test run is never the user's (tests that use one pass their own path anyway).
os.environ.setdefault("JANGGI_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="janggi-test-data-"))
