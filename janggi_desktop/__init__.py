"""Janggi Desktop: Janggi (Korean chess) for the desktop."""

__version__ = "0.1.0"
