# Frozen from fb9edddcb654:py/solobots/ma/__init__.py (scripts/freeze_engine.py): do not edit.
"""Mars Attacks: the Martian AI deck (seed 000) and the reference-sheet dice tools (seed 001).

Two games share this folder: `game` ("ma", the Martian opponent on an 8 x 8 board) and
`tools_game` ("ma_tools", the sheet's dice tests, scatter, random placement and random edge
on their own). The rulings the seeds leave open are in docs/rules/ma.md.
"""
