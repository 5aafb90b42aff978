"""Game records: PGN, .gib, FEN, autosave (pure Python, no Qt)."""
