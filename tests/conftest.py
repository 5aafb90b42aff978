"""Shared test set-up: Qt tests run offscreen; the user's settings and data never leak into a test."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
