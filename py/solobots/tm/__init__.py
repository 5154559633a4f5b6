"""Terraforming Mars, solo variant: the neutral setup on Tharsis and a tracker of the solo game."""
