"""``python -m janggi_desktop.engine``: the UCI engine (the same as the ``janggi-engine`` command)."""

from .uci import main

raise SystemExit(main())
