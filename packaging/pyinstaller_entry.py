"""PyInstaller entry point for the janggi-desktop one-folder application (same as the gui-script)."""

import sys

from janggi_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
