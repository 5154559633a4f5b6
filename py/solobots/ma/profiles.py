"""The figure profiles a game knows: the reference sheet's (profiles.json) and the ones the
player added (custom.py keeps them in state["custom"]), with the ability modifiers the
player set from their rulebook. Everything the AI and the dice tools read about a figure
comes through here, so an added profile takes part in every decision as a printed one."""

from ..core.messages import msg
from .data import load

_ROWS = load("profiles.json")["profiles"]
_T = load("templates.json")
PRINTED = {p["id"]: p for p in _ROWS}
PRINTED_IDS = [p["id"] for p in _ROWS]
SIDES = ("human", "martian")
TEMPLATES = _T["templates"]
LIMITS = _T["limits"]
STARRED = tuple(_T["starred"])  # abilities the sheet names but leaves to the rulebook (*)
NO_MODS = {"shoot_dice": 0, "shoot_hits": 0, "fight_dice": 0, "fight_hits": 0, "survive_dice": 0, "survive_hits": 0,
           "pierce": False}


def _custom(state):
    return (state or {}).get("custom") or {"profiles": [], "mods": {}, "next": 1}


def _customs(state):
    return {p["id"]: p for p in _custom(state)["profiles"]}


def ids(state, side=None):
    """Every profile id of the game, the sheet's first, in its order, then the added ones."""
    out = PRINTED_IDS + [p["id"] for p in _custom(state)["profiles"]]
    return [pid for pid in out if side is None or get(state, pid)["side"] == side]


def exists(state, pid):
    return isinstance(pid, str) and (pid in PRINTED or pid in _customs(state))


def mods(state, pid):
    return dict(NO_MODS, **_custom(state)["mods"].get(pid, {}))


def get(state, pid):
    """One profile, as every rule reads it: side, stats, range, move, armour, fearless,
    big gun, freeze ray, the player's modifiers."""
    if pid in PRINTED:
        p = PRINTED[pid]
        out = {"id": pid, "custom": False, "side": p["side"], "group": p["group"], "shoot": p["shoot"],
               "fight": p["fight"], "survive": p["survive"], "range": p["range"], "move": 1,
               "armour": "armour" in p["abilities"], "fearless": "fearless" in p["abilities"],
               # The seed's "Gros Flingue": a weapon other than the basic trooper's, a hero, a
               # saucer or a giant robot. The leader carries the troopers' disintegrator (same
               # range), so he is not one (docs/rules/ma.md).
               "big_gun": bool(p.get("hero") or p.get("weapon")),
               "freeze_ray": p.get("weapon") == "freeze_ray", "abilities": list(p["abilities"])}
    else:
        c = _customs(state)[pid]
        out = {"id": pid, "custom": True, "group": "custom", "freeze_ray": c["weapon"] == "freeze_ray",
               "abilities": [], **{k: c[k] for k in ("side", "shoot", "fight", "survive", "range", "move", "armour",
                                                      "fearless", "big_gun")}}
    out["mods"] = mods(state, pid)
    return out


def definition(state, pid):
    """An added profile as the player entered it (to edit it, or keep it for later games)."""
    return dict(_customs(state)[pid])


def name(state, pid):
    """The profile's name as a message: the catalog's for the sheet's and the templates',
    the player's own words for the rest."""
    if pid in PRINTED:
        return msg("ma.profile." + pid)
    c = _customs(state)[pid]
    if c["name"]:
        return msg("ma.custom_name", name=c["name"])
    return msg("ma.template." + c["template"])


def short(state, pid):
    if pid in PRINTED:
        return msg("ma.short." + pid)
    c = _customs(state)[pid]
    if c["name"]:
        words = [w for w in c["name"].replace("-", " ").split() if w]
        letters = "".join(w[0] for w in words[:3]) if len(words) > 1 else c["name"][:3]
        return msg("ma.custom_name", name=letters.upper())
    return msg("ma.template." + c["template"] + ".short")


def shape(state, pid):
    """How the board draws the figure: "human" (square), "martian" (round), or a saucer's
    or a giant robot's own shape for a profile added from those templates."""
    if pid not in PRINTED:
        template = _customs(state)[pid].get("template")
        if template in ("saucer", "robot"):
            return template
    return get(state, pid)["side"]


def can_shoot(state, pid):
    p = get(state, pid)
    return p["shoot"] is not None and p["range"] is not None


def in_range(state, pid, distance):
    rng = get(state, pid)["range"]
    return rng is not None and rng[0] <= distance <= rng[1]


def big_gun(state, pid):
    return get(state, pid)["big_gun"]


def freeze_ray(state, pid):
    return get(state, pid)["freeze_ray"]


def armour(state, pid):
    # The sheet's ARMURE; other protections (ARMURE LOURDE…) are the player's modifiers.
    return get(state, pid)["armour"]


def fearless(state, pid):
    return get(state, pid)["fearless"]


def move(state, pid):
    """Squares one move action covers: 1 for the sheet's figures (DÉPLACEMENT)."""
    return get(state, pid)["move"]
