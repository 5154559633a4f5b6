# Frozen from fb9edddcb654:py/solobots/tm/__init__.py (scripts/freeze_engine.py): do not edit.
"""Terraforming Mars, solo variant: the neutral setup on Tharsis and a tracker of the solo game."""
