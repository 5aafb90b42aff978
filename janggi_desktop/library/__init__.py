"""The game library: every game kept in one SQLite file, every position indexed (pure Python, no Qt).

- :mod:`.store`: :class:`Library` opens the file (created on first use in the user's data directory or
  ``$JANGGI_DESKTOP_DATA_DIR``; migrated, refused when newer, recovered when damaged) and gives the
  connection and its transactions to this package and to the ones built on it (training).
- :mod:`.schema`: the migrations list, the one place that defines the tables.
- :mod:`.games`: add a record (duplicates skipped), read it back, delete, favourites and tags, analysis.
- :mod:`.explorer`: the filters, the search, "games reaching this position" and the opening explorer.
- :mod:`.importer`: importing .pgn/.gib files and folders with progress, cancel and refusals.
- :mod:`.keys`: the position keys (board + side to move).
- :mod:`.cli`: ``janggi-desktop library import|search|explore|export``.
"""

from .explorer import Exploration, GameFilter, MoveStats, explore, games_reaching, key_of_moves, position_key, search
from .games import (
    ENGINE,
    LEVEL,
    PERSON,
    GameSummary,
    Player,
    add_record,
    add_tag,
    delete_games,
    flush_positions,
    game_count,
    get_record,
    indexed_positions,
    iter_records,
    remove_tag,
    set_analysis,
    set_favourite,
    tags_of,
)
from .importer import Import, ImportPathError, ImportProgress, ImportReport, Refusal, import_files
from .keys import fen_key, game_keys
from .schema import MIGRATIONS, Migration, schema_version
from .store import (
    ENV_DATA_DIR,
    Library,
    LibraryCorruptError,
    LibraryError,
    LibraryUnavailableError,
    LibraryVersionError,
    Recovery,
    default_library_path,
)

__all__ = [
    "ENGINE", "ENV_DATA_DIR", "Exploration", "GameFilter", "GameSummary", "Import", "ImportPathError",
    "ImportProgress", "ImportReport", "LEVEL", "Library", "LibraryCorruptError", "LibraryError",
    "LibraryUnavailableError", "LibraryVersionError", "MIGRATIONS", "Migration", "MoveStats", "PERSON", "Player",
    "Recovery", "Refusal", "add_record", "add_tag", "default_library_path", "delete_games", "explore", "fen_key",
    "flush_positions", "game_count", "game_keys", "games_reaching", "get_record", "import_files",
    "indexed_positions", "iter_records", "key_of_moves",
    "position_key", "remove_tag", "schema_version", "search", "set_analysis", "set_favourite", "tags_of",
]
