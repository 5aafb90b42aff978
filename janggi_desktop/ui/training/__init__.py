"""Training windows: the training board (:mod:`.board`), shared by the puzzles (:mod:`.puzzles`) and the
exercises from one's own mistakes."""
