# Frozen from fb9edddcb654:py/solobots/core/rng.py (scripts/freeze_engine.py): do not edit.
"""Seeded random numbers whose whole state is a JSON-able string.

The state lives inside the game state, so saving, undoing and replaying a game replays
its dice exactly. It is a hex string rather than an int because JavaScript's JSON would
round integers above 2**53 on the way to browser storage.
"""

import hashlib

_MASK = (1 << 64) - 1


def seed_state(seed):
    """Turn any seed text the player typed into a generator state."""
    digest = hashlib.sha256(str(seed).encode("utf-8")).hexdigest()
    return digest[:16]


def _next(state_hex):
    # splitmix64: tiny, well-mixed, and identical on CPython and Pyodide.
    x = (int(state_hex, 16) + 0x9E3779B97F4A7C15) & _MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    z = z ^ (z >> 31)
    return format(x, "016x"), z


def randbelow(state_hex, n):
    """Return (new_state, k) with k uniform in 0 … n-1 (rejection sampling, no bias)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state_hex, z = _next(state_hex)
        if z < limit:
            return state_hex, z % n


def shuffle(state_hex, items):
    """Return (new_state, shuffled copy) by Fisher–Yates."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state_hex, j = randbelow(state_hex, i + 1)
        out[i], out[j] = out[j], out[i]
    return state_hex, out


class Rng:
    """Convenience wrapper for one engine step: read the state, draw, write it back."""

    def __init__(self, container, field="rng"):
        self.container = container
        self.field = field

    def below(self, n):
        self.container[self.field], k = randbelow(self.container[self.field], n)
        return k

    def choice(self, items):
        items = list(items)
        return items[self.below(len(items))]

    def shuffled(self, items):
        self.container[self.field], out = shuffle(self.container[self.field], items)
        return out
