# Frozen from 36698ec748ef:py/solobots/ma/profiles.py (scripts/freeze_engine.py): do not edit.
"""The figure profiles of the reference sheet (profiles.json) and what the AI reads in them."""

from .data import load

_ROWS = load("profiles.json")["profiles"]
PROFILES = {p["id"]: p for p in _ROWS}
PROFILE_IDS = [p["id"] for p in _ROWS]
SIDES = ("human", "martian")


def get(profile_id):
    return PROFILES[profile_id]


def ids_of_side(side):
    return [p["id"] for p in _ROWS if p["side"] == side]


def has(profile_id, ability):
    return ability in PROFILES[profile_id]["abilities"]


def can_shoot(profile_id):
    p = PROFILES[profile_id]
    return p["shoot"] is not None and p["range"] is not None


def in_range(profile_id, distance):
    rng = PROFILES[profile_id]["range"]
    return rng is not None and rng[0] <= distance <= rng[1]


def big_gun(profile_id):
    """The seed's "Gros Flingue": a weapon other than the basic trooper's, a hero, a saucer
    or a giant robot. The leader carries the troopers' disintegrator (same range), so he is
    not one (docs/rules/ma.md)."""
    p = PROFILES[profile_id]
    return bool(p.get("hero") or p.get("weapon"))


def freeze_ray(profile_id):
    return PROFILES[profile_id].get("weapon") == "freeze_ray"


def armour(profile_id):
    # Only the sheet's ARMURE is automated; ARMURE LOURDE is described in the rulebook,
    # not on the sheet, and the dice tool lets the player tick armour by hand.
    return has(profile_id, "armour")


def fearless(profile_id):
    return has(profile_id, "fearless")
