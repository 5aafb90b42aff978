"""PyInstaller entry point for janggi-engine, the UCI front-end shipped beside the application."""

import sys

from janggi_desktop.engine.uci import main

if __name__ == "__main__":
    sys.exit(main())
