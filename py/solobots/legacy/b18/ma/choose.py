# Frozen from fb9edddcb654:py/solobots/ma/choose.py (scripts/freeze_engine.py): do not edit.
"""Which Martian acts (seed 000, TOUR MARTIEN, "Le choix des figurines"): the card's
sector (none there, or all activated: the whole board), then its position: closest to an
enemy, farthest from one, or the closest big gun (none: closest). Real distance, so ties
are rare; the ones left are put to the player."""

from . import board as B
from . import profiles, sectors


def pool(state, sector):
    """Non-activated Martians in the sector, else anywhere; with where they came from."""
    free = [f for f in B.figures(state, "martian") if not f["activated"]]
    here = [f for f in free if sectors.contains(state["sectors"], sector, f["col"])]
    if here:
        return here, "sector"
    return free, ("anywhere" if free else "none")


def choose(state, sector, position):
    """{"where", "position" (the one applied), "best": [figure ids], "d2"}."""
    candidates, where = pool(state, sector)
    out = {"where": where, "position": position, "best": [], "d2": None, "fallback": False}
    if not candidates:
        return out
    if position == "big_gun":
        guns = [f for f in candidates if profiles.big_gun(state, f["profile"])]
        if guns:
            candidates = guns
        else:
            out["position"] = "closest"
            out["fallback"] = True
    measured = [(B.nearest_enemy_d2(state, f), f) for f in candidates]
    known = [d for d, _ in measured if d is not None]
    if not known:
        # No enemy on the board: nothing to measure, every candidate ties.
        out["best"] = [f["id"] for _, f in measured]
        return out
    best = max(known) if out["position"] == "farthest" else min(known)
    out["best"] = [f["id"] for d, f in measured if d == best]
    out["d2"] = best
    return out
