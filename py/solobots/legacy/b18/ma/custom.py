# Frozen from fb9edddcb654:py/solobots/ma/custom.py (scripts/freeze_engine.py): do not edit.
"""Profiles the player adds (a flying saucer, a giant robot, any figure the sheet does not
print) and the ability modifiers they set once from their rulebook, for any profile.

They come in two ways, both kept by the save so a game replays exactly: the game's
options (the front end offers the player's own library at setup) and the `profile`
action during the game. The state keeps {"profiles": [definitions], "mods": {id: mods},
"next": n}; profiles.py reads it.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import profiles as P

WEAPONS = ("basic", "special", "freeze_ray")
_LIM = P.LIMITS


def _figures(state):
    return B.figures(state) if "board" in state else []


def in_use(state, pid):
    """A profile something refers to now: a figure, a side of the open dice tool, the
    activation under way, or an answer of the question asked."""
    tool = state.get("tool") or {}
    form = tool.get("form") or {}
    mt = state.get("mt") or {}
    ask = state.get("ask") or {}
    return (any(f["profile"] == pid for f in _figures(state)) or pid in (form.get("attacker"), form.get("defender"))
            or mt.get("profile") == pid or pid in (ask.get("values") or []))


def new():
    return {"profiles": [], "mods": {}, "next": 1}


def _bad(field):
    return RuleError("ma.error.bad_profile_field", field=msg("ma.profile_field." + field))


def _int(value, lo, hi, field, none_ok=False):
    if value is None and none_ok:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _bad(field)
    return value


def _bool(value, field):
    if not isinstance(value, bool):
        raise _bad(field)
    return value


def read_mods(value):
    """Modifiers: extra dice (-2..3) and extra successes (0..3) when the figure shoots,
    fights or survives, and whether its shots ignore armour."""
    if value is None:
        return dict(P.NO_MODS)
    if not isinstance(value, dict) or set(value) - set(P.NO_MODS):
        raise _bad("mods")
    out = dict(P.NO_MODS)
    for key, v in value.items():
        if key == "pierce":
            out[key] = _bool(v, "pierce")
        elif key.endswith("_dice"):
            out[key] = _int(v, *_LIM["dice"], key)
        else:
            out[key] = _int(v, *_LIM["hits"], key)
    return out


def read_definition(value):
    """A profile as the player entered it, checked; returns (definition, mods)."""
    if not isinstance(value, dict):
        raise RuleError("error.bad_shape", what="profile")
    template = value.get("template")
    if template is not None and template not in P.TEMPLATES:
        raise _bad("template")
    name = value.get("name", "")
    if name is None:
        name = ""
    if not isinstance(name, str) or len(name.strip()) > _LIM["name"] or any(ord(ch) < 32 for ch in name):
        raise _bad("name")
    name = " ".join(name.split())
    if not name and template is None:
        raise _bad("name")
    side = value.get("side")
    if side not in P.SIDES:
        raise _bad("side")
    shoot = _int(value.get("shoot"), *_LIM["stat"], "shoot", none_ok=True)
    rng = value.get("range")
    if rng is not None:
        if not isinstance(rng, list) or len(rng) != 2:
            raise _bad("range")
        rng = [_int(rng[0], *_LIM["range"], "range"), _int(rng[1], *_LIM["range"], "range")]
        if rng[0] > rng[1]:
            raise _bad("range")
    if (shoot is None) != (rng is None):
        raise _bad("range")  # a gun has both a Shoot stat and a range, or neither
    weapon = value.get("weapon", "basic")
    if weapon not in WEAPONS or (weapon == "freeze_ray" and shoot is None):
        raise _bad("weapon")
    definition = {
        "name": name, "template": template, "side": side,
        "move": _int(value.get("move", 1), *_LIM["move"], "move"),
        "shoot": shoot, "range": rng,
        "fight": _int(value.get("fight"), *_LIM["stat"], "fight"),
        "survive": _int(value.get("survive"), *_LIM["stat"], "survive"),
        "armour": _bool(value.get("armour", False), "armour"),
        "fearless": _bool(value.get("fearless", False), "fearless"),
        "big_gun": _bool(value.get("big_gun", False), "big_gun"),
        "weapon": weapon,
    }
    return definition, read_mods(value.get("mods"))


# Setup fields of type "data": the setup form does not draw them (the library section
# fills them), and read_options below checks their content.
OPTION_FIELDS = (
    {"id": "profiles", "type": "data", "label": msg("ma.option.profiles"), "default": None},
    {"id": "mods", "type": "data", "label": msg("ma.option.mods"), "default": None},
)


def read_options(options):
    """The `profiles` (added profiles) and `mods` ({sheet profile id: modifiers}) options."""
    out = new()
    listed = options.get("profiles")
    if listed is not None:
        if not isinstance(listed, list) or len(listed) > _LIM["custom_max"]:
            raise RuleError("ma.error.bad_option", field=msg("ma.option.profiles"))
        for value in listed:
            definition, mods = read_definition(value)
            _store(out, definition, mods)
    given = options.get("mods")
    if given is not None:
        if not isinstance(given, dict) or set(given) - set(P.PRINTED):
            raise RuleError("ma.error.bad_option", field=msg("ma.option.mods"))
        for pid, value in given.items():
            mods = read_mods(value)
            if mods != P.NO_MODS:
                out["mods"][pid] = mods
    return out


def _store(custom, definition, mods):
    pid = f"c{custom['next']}"
    custom["next"] += 1
    custom["profiles"].append(dict(definition, id=pid))
    if mods != P.NO_MODS:
        custom["mods"][pid] = mods
    return pid


# -- the `profile` action: add, edit, set modifiers, remove --------------------------
def apply_profile(state, action):
    op = action.get("op")
    custom = state["custom"]
    tool = state.get("tool")
    if tool and tool["stage"] not in ("form", "done"):
        raise RuleError("ma.error.tool_rolling")  # the dice under way were counted with the old numbers
    if op == "add":
        if len(custom["profiles"]) >= _LIM["custom_max"]:
            raise RuleError("ma.error.too_many_profiles", n=_LIM["custom_max"])
        definition, mods = read_definition(action.get("profile"))
        pid = _store(custom, definition, mods)
        log(state, msg("ma.log.profile_added", profile=P.name(state, pid), side=msg("ma.profile_side." + definition["side"])),
            rule("ma.custom_profiles"), kind="player")
        return
    pid = action.get("id")
    if not P.exists(state, pid):
        raise RuleError("ma.error.bad_profile")
    if op == "mods":
        mods = read_mods(action.get("mods"))
        if mods == P.NO_MODS:
            custom["mods"].pop(pid, None)
        else:
            custom["mods"][pid] = mods
        log(state, msg("ma.log.profile_mods", profile=P.name(state, pid)), rule("ma.ability_mods"), kind="player")
        return
    if pid in P.PRINTED:
        raise RuleError("ma.error.printed_profile")
    if op == "edit":
        definition, mods = read_definition(action.get("profile"))
        index = next(i for i, p in enumerate(custom["profiles"]) if p["id"] == pid)
        used = [f for f in _figures(state) if f["profile"] == pid]
        if used and definition["side"] != custom["profiles"][index]["side"]:
            raise RuleError("ma.error.profile_in_use")
        custom["profiles"][index] = dict(definition, id=pid)
        if "mods" in (action.get("profile") or {}):
            if mods == P.NO_MODS:
                custom["mods"].pop(pid, None)
            else:
                custom["mods"][pid] = mods
        log(state, msg("ma.log.profile_edited", profile=P.name(state, pid)), rule("ma.custom_profiles"), kind="player")
    elif op == "remove":
        if in_use(state, pid):
            raise RuleError("ma.error.profile_in_use")
        label = P.name(state, pid)
        custom["profiles"] = [p for p in custom["profiles"] if p["id"] != pid]
        custom["mods"].pop(pid, None)
        log(state, msg("ma.log.profile_removed", profile=label), rule("ma.custom_profiles"), kind="player")
    else:
        raise RuleError("error.bad_choice", field="op")


def representative(state):
    """A few profile actions for legal_actions and the fuzzer: each template, one own
    profile, a modifier on the sheet's General Tor, an edit and a removal."""
    tool = state.get("tool")
    if tool and tool["stage"] not in ("form", "done"):
        return []
    n = state["n"]
    out = []
    if len(state["custom"]["profiles"]) < _LIM["custom_max"]:
        template = sorted(P.TEMPLATES)[n % len(P.TEMPLATES)]
        out.append({"type": "profile", "op": "add", "profile": dict(P.TEMPLATES[template], template=template)})
        out.append({"type": "profile", "op": "add", "profile": {
            "name": "Tank", "side": "human", "move": 1 + n % 2, "shoot": 4, "range": [2, 10], "fight": 5,
            "survive": 3, "armour": True, "fearless": n % 3 == 0, "big_gun": True, "weapon": "special",
            "mods": {"shoot_dice": 1, "pierce": True}}})
    out.append({"type": "profile", "op": "mods", "id": "general_tor",
                "mods": {"survive_hits": n % 2, "fight_dice": n % 3}})
    for p in state["custom"]["profiles"][:1]:
        out.append({"type": "profile", "op": "edit", "id": p["id"], "profile": dict(p, move=1 + (p["move"] % 2))})
        if not in_use(state, p["id"]):
            out.append({"type": "profile", "op": "remove", "id": p["id"]})
    return out
