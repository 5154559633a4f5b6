# Frozen from fb9edddcb654:py/solobots/ma/targets.py (scripts/freeze_engine.py): do not edit.
"""Shooting (seed 000, "Tir" and "Cible du Tir ?"): what the chosen Martian can shoot at,
computed from its profile and the board. Line of sight and clear shot are the player's to
judge; the app lists the candidates nearest first."""

import math

from ..core.messages import msg
from . import board as B
from . import grid, profiles


def blocked_by_enemy(state, fig, square=None):
    """A figure cannot shoot from a square that holds enemy figures (sheet, ACTIVER)."""
    return bool(B.enemies_in_square(state, fig, square))


def in_range(state, fig, square=None):
    """Enemies within the profile's range (squares, diagonals count 1), nearest first by
    real distance. The shooter's own square is never a target."""
    origin = tuple(square or B.pos(fig))
    out = []
    for enemy in B.enemies(state, fig):
        d = grid.squares(origin, B.pos(enemy))
        if d and profiles.in_range(state, fig["profile"], d):
            out.append((grid.real2(origin, B.pos(enemy)), enemy["id"], enemy))
    out.sort(key=lambda item: (item[0], item[1]))
    return [enemy for _, _, enemy in out]


def freeze_squares(state, fig, square=None):
    """Squares in range holding 2+ non-activated enemies: the nearest first, then the one
    with more of them (the seed's text says nearest, its table says most)."""
    origin = tuple(square or B.pos(fig))
    counts = {}
    for enemy in in_range(state, fig, origin):
        if not enemy["activated"]:
            counts[B.pos(enemy)] = counts.get(B.pos(enemy), 0) + 1
    found = [(grid.real2(origin, sq), -n, sq) for sq, n in counts.items() if n >= 2]
    found.sort()
    return [{"square": list(sq), "n": -neg} for _, neg, sq in found]


def fearless_guard(state, target):
    """Non-panicked FEARLESS figures in the target's square: one of them must be the target
    if the shooter sees it (sheet, CAPACITÉS : INTRÉPIDE)."""
    return [f for f in B.at(state, B.pos(target), target["side"])
            if profiles.fearless(state, f["profile"]) and not f["panicked"]]


def distance(state, fig, other):
    return grid.squares(B.pos(fig), B.pos(other))


def real_msg(d2):
    """The real distance the AI orders by, to one decimal ("5,4" / "5.4"), from its exact
    square: the catalogs place the decimal sign."""
    tenths = math.isqrt(100 * d2)  # exact integers: rounded half up, the same everywhere
    if (2 * tenths + 1) ** 2 <= 400 * d2:
        tenths += 1
    return msg("ma.real", whole=tenths // 10, tenth=tenths % 10)


def real(fig, other):
    return real_msg(grid.real2(B.pos(fig), B.pos(other)))
