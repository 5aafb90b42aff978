"""The board a person plays on: the view (its scene, surface, overlays, sync and animation, interaction), the
pieces it draws, and the arrows it shows."""
