"""The library's window: the table of every game kept, its filters, opening, deleting and exporting games."""
