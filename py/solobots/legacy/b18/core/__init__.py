# Frozen from fb9edddcb654:py/solobots/core/__init__.py (scripts/freeze_engine.py): do not edit.
"""The contract every game engine follows, and the machinery shared by all of them."""
