# Frozen from fb9edddcb654:py/solobots/ma/sectors.py (scripts/freeze_engine.py): do not edit.
"""The three imaginary battlefield sectors, seen from the player's seat (seed 000,
SECTEURS; the pictures are missing, so the limits are the rulings' defaults and editable)."""

from ..core.errors import RuleError
from . import grid
from .data import load

NAMES = ("left", "centre", "right")
# The four limits the player edits, as steppers: left ends at, centre from/to, right from.
LIMITS = ("left_to", "centre_from", "centre_to", "right_from")


def default():
    return {name: list(cols) for name, cols in load("tables.json")["sectors"].items()}


def limits(sectors):
    return {"left_to": sectors["left"][1], "centre_from": sectors["centre"][0],
            "centre_to": sectors["centre"][1], "right_from": sectors["right"][0]}


def from_limits(values):
    return {"left": [1, values["left_to"]], "centre": [values["centre_from"], values["centre_to"]],
            "right": [values["right_from"], grid.SIZE]}


def read(value):
    """Sectors from options: {"left_to", "centre_from", "centre_to", "right_from"}."""
    if value is None:
        return default()
    if not isinstance(value, dict) or set(value) - set(LIMITS):
        raise RuleError("ma.error.bad_sectors")
    values = limits(default())
    for field, n in value.items():
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= grid.SIZE:
            raise RuleError("ma.error.bad_sectors")
        values[field] = n
    return set_limit(default(), None, None, values)


def set_limit(sectors, field, n, values=None):
    """Change one limit; the centre may overlap the sides (the seed says so) but must not
    be empty."""
    values = dict(values or limits(sectors))
    if field is not None:
        values[field] = n
    if values["centre_from"] > values["centre_to"]:
        raise RuleError("ma.error.bad_sectors")
    return from_limits(values)


def columns(sectors, name):
    lo, hi = sectors[name]
    return list(range(lo, hi + 1))


def contains(sectors, name, col):
    lo, hi = sectors[name]
    return lo <= col <= hi
