"""The window's dialogs, one a module: New game, Setup (arrangements), Game over, Game picker, Engines,
Position editor (and Paste FEN), How to play, About.  Each loads when first opened, which is why this package
imports none of them: together they cost ~18 ms to import over what the window's first frame has loaded
(issue 51 keeps a deferral that saves 5 ms or more)."""
