"""300: Earth & Water — PERS.IA, the Persian solo bot (seed 002; how the app reads it and its rulings: docs/rules/e300.md).

The id is "e300" because a Python package cannot start with a digit. game.py is the
contract module; preparation.py, operations.py and supply.py are the seed's §4, §5 and
§6–7; board.py reads the map (counts, control, roads); flow.py moves between phases.
"""
