# Frozen from fb9edddcb654:py/solobots/ma/tables.py (scripts/freeze_engine.py): do not edit.
"""The reference sheet's random tables: scatter, random placement and random edge."""

from . import grid
from .data import load

_T = load("tables.json")
SCATTER = {face: tuple(step) for face, step in _T["scatter"].items()}
EDGES = dict(_T["edges"])
EDGE_NAMES = ["near", "left", "far", "right"]


def scatter(face, distance, origin=None):
    """The direction of a scatter die and, from an origin square, where the effect lands
    (None when it leaves the mat: the effect is lost, docs/rules/ma.md)."""
    dr, dc = SCATTER[face]
    if origin is None:
        return {"step": [dr, dc], "square": None, "off": False}
    row, col = origin[0] + dr * distance, origin[1] + dc * distance
    if not grid.on_board(row, col):
        return {"step": [dr, dc], "square": None, "off": True}
    return {"step": [dr, dc], "square": [row, col], "off": False}


def placement(row_face, col_face):
    """Random placement: the first die is the row, the second the column."""
    return [int(row_face), int(col_face)]


def edge(edge_face, along_face):
    """Random edge: 1-2 the player's edge, 3-4 left, 5-6 the far edge, 7-8 right; the
    second die counts the square along it, columns from the left on the near and far
    edges, rows from the player's edge on the side edges."""
    name = EDGES[edge_face]
    n = int(along_face)
    square = {"near": [1, n], "far": [grid.SIZE, n], "left": [n, 1], "right": [n, grid.SIZE]}[name]
    return {"edge": name, "square": square}
