"""The side panel beside the board: who plays, the move list, the clocks."""
