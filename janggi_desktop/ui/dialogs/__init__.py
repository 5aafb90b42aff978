"""The window's dialogs, one a module: New game, Setup (arrangements), Game over, Game picker, Engines,
Position editor (and Paste FEN), How to play, About.  Each loads when first opened (start-up stays short),
which is why this package imports none of them."""
