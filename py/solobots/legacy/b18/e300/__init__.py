# Frozen from fb9edddcb654:py/solobots/e300/__init__.py (scripts/freeze_engine.py): do not edit.
"""300: Earth & Water — PERS.IA, the Persian solo bot (seed 002, rulings/300.md, docs/rules/e300.md).

The id is "e300" because a Python package cannot start with a digit. game.py is the
contract module; preparation.py, operations.py and supply.py are the seed's §4, §5 and
§6–7; board.py reads the map (counts, control, roads); flow.py moves between phases.
"""
