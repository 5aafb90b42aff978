"""The built-in computer opponent: search, evaluation, levels, a UCI front-end and a UCI client.

Pure Python, no Qt: the GUI runs :func:`choose_move` in a worker thread (on ``game.copy()``), and
``python -m janggi_desktop.engine`` (``janggi-engine``) speaks UCI so the same engine can be measured against
Fairy-Stockfish; :class:`~janggi_desktop.engine.client.UciClient` drives any external Janggi UCI engine.
"""

from .levels import LEVELS, Level, choose_move, get_level
from .search import Limits, NoMoveError, Searcher, SearchInfo, SearchResult, Style

__all__ = ["LEVELS", "Level", "Limits", "NoMoveError", "SearchInfo", "SearchResult", "Searcher", "Style",
           "choose_move", "get_level"]
