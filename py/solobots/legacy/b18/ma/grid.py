# Frozen from fb9edddcb654:py/solobots/ma/grid.py (scripts/freeze_engine.py): do not edit.
"""The 8 x 8 battle mat: squares, names, and the two ways of measuring.

Rows run 1-8 from the player's edge to the far edge, columns 1-8 from the player's left;
a square is named like a chess square, column letter then row ("C4").
"""

from .data import load

SIZE = load("tables.json")["size"]
COLUMNS = "ABCDEFGH"


def on_board(row, col):
    return 1 <= row <= SIZE and 1 <= col <= SIZE


def name(row, col):
    return f"{COLUMNS[col - 1]}{row}"


def key(row, col):
    """The square as an answer value ("4,3"): plain text, so it survives JSON."""
    return f"{row},{col}"


def parse_key(value):
    """The (row, col) of an answer value, or None when it is not a square of the mat."""
    if not isinstance(value, str):
        return None
    parts = value.split(",")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        return None
    row, col = int(parts[0]), int(parts[1])
    return (row, col) if on_board(row, col) else None


def real2(a, b):
    """Squared straight-line distance between square centres: the seed's "real distance",
    kept squared so it stays an exact integer."""
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2


def squares(a, b):
    """Range in squares, a diagonal step counting 1 (rulings, "Shooting target")."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def neighbours(row, col):
    out = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr or dc) and on_board(row + dr, col + dc):
                out.append((row + dr, col + dc))
    return out


def all_squares():
    return [(r, c) for r in range(1, SIZE + 1) for c in range(1, SIZE + 1)]
