"""The form of a dice tool: its fields, their checks, what the sheet makes follow from the
two sides (armour, allies, panic, the defender's answer), the numbers of a test, and the
defaults the board gives (issue 22): the figures a side may be, the acting figure's
enemies nearest first, "moved in" and the others in the target's square.

No questions here: tools.py asks for the dice and resolves the test."""

from ..core.errors import RuleError
from . import board as B
from . import combat, grid, profiles

EXTRA = (-2, 3)
FIELDS = {
    "shoot": {"attacker": "side", "defender": "side", "aim": "bool", "clear": "bool", "armour": "bool",
              "att_extra": "extra", "def_extra": "extra", "others": "count", "explode": "bool"},
    "fight": {"attacker": "side", "defender": "side", "moved_in": "bool", "att_allies": "bool",
              "def_allies": "bool", "def_panicked": "bool", "mode": "mode", "att_extra": "extra",
              "def_extra": "extra", "explode": "bool"},
    "panic": {"count": "panic_count"},
    "scatter": {"distance": "distance", "origin": "square"},
    "place": {},
    "edge": {},
}
# A side given as a profile: the sheet's basic figure of the other side than the attacker,
# so a Martian's test never opens against a Martian (issue 22).
GENERIC = {"human": "us_rifleman", "martian": "martian_disintegrator"}


def has_board(state):
    return bool(state.get("use_board")) and "board" in state


def default_form(kind, explode):
    if kind == "shoot":
        return {"attacker": "us_rifleman", "defender": "martian_disintegrator", "aim": False, "clear": False,
                "armour": True, "att_extra": 0, "def_extra": 0, "others": 0, "explode": explode}
    if kind == "fight":
        return {"attacker": "us_sergeant", "defender": "martian_disintegrator", "moved_in": False,
                "att_allies": False, "def_allies": False, "def_panicked": False, "mode": "fight",
                "att_extra": 0, "def_extra": 0, "explode": explode}
    if kind == "panic":
        return {"count": 1}
    if kind == "scatter":
        return {"distance": 1, "origin": ""}
    return {}


def figure_of(state, side):
    """The board figure a side of the form is linked to, if it is still on the board."""
    fid = state["tool"]["link"].get(side) if state.get("tool") else None
    return B.find(state, fid) if fid and has_board(state) else None


def side_of(state, side):
    """"human" or "martian": the camp of a side of the form (its figure's, else its profile's)."""
    return profiles.get(state, state["tool"]["form"][side])["side"]


# -- the figures a side may be ------------------------------------------------------
def defender_options(state):
    """The board figures the defender may be: the attacker's enemies, the target square's
    first (a freeze ray's square), then nearest first by real distance; in a shooting test
    those within range come before the rest. Ties keep the order they were placed in."""
    tool = state["tool"]
    if not has_board(state):
        return []
    foe = B.enemy_side(side_of(state, "attacker"))
    figs = B.figures(state, foe)
    att = figure_of(state, "attacker")
    square = tuple(tool["square"]) if tool.get("square") else None

    def order(f):
        # A freeze ray's square: its non-activated figures first (the ones the ray aims at).
        here = (0, f["activated"]) if square and B.pos(f) == square else (1, False)
        if att is None:
            return (here, 0, 0, _num(f))
        d = grid.squares(B.pos(att), B.pos(f))
        reach = 0 if tool["kind"] != "shoot" or (d and profiles.in_range(state, att["profile"], d)) else 1
        return (here, reach, grid.real2(B.pos(att), B.pos(f)), _num(f))
    return [f["id"] for f in sorted(figs, key=order)]


def attacker_options(state):
    """The board figures of the attacker's camp (in a shooting test, those with a gun)."""
    if not has_board(state):
        return []
    side = side_of(state, "attacker")
    return [f["id"] for f in B.figures(state, side)
            if state["tool"]["kind"] != "shoot" or profiles.can_shoot(state, f["profile"])]


def _num(fig):
    return int(fig["id"][1:])


def default_defender(state):
    """With the attacker on the board and no defender given: the first enemy the form
    offers (in a fight, a non-panicked BRAVE one in its square first); none on the board:
    the other camp's basic figure."""
    tool = state["tool"]
    options = defender_options(state)
    att = figure_of(state, "attacker")
    if options and att is not None:
        if tool["kind"] == "fight":
            here = [B.get(state, fid) for fid in options if B.pos(B.get(state, fid)) == B.pos(att)]
            brave = [f for f in here if profiles.fearless(state, f["profile"]) and not f["panicked"]]
            if brave:
                return "fig:" + brave[0]["id"]
        return "fig:" + options[0]
    if options and tool.get("square"):
        return "fig:" + options[0]
    return GENERIC[B.enemy_side(side_of(state, "attacker"))]


def moved_in(state):
    """A fight's attacker the player moved on the board this turn into a square with enemies."""
    att = figure_of(state, "attacker")
    return bool(att and att["id"] in (state.get("moved") or []) and B.enemies_in_square(state, att))


# -- what follows from the sides -------------------------------------------------------
def suggest_mode(state, form):
    """A Martian defender answers as the AI would; a human one gets the same suggestion,
    which the player may change."""
    p = profiles.get(state, form["defender"])
    return combat.martian_defence(p["fight"], p["survive"], form["def_panicked"])


def derive(state, form, kind, changed):
    """Fill in what the sheet makes follow from the sides: armour from the defender's
    profile (unless the shooter's modifiers ignore it); the others in the target's square
    from the board; in a fight, allies, panic and the defender's answer from the board."""
    if kind == "shoot" and changed in ("attacker", "defender", None):
        pierce = profiles.mods(state, form["attacker"])["pierce"]
        form["armour"] = profiles.armour(state, form["defender"]) and not pierce
        def_fig = figure_of(state, "defender")
        if def_fig:
            form["others"] = len(others_in_square(state, def_fig))
    if kind == "fight":
        att_fig, def_fig = figure_of(state, "attacker"), figure_of(state, "defender")
        if changed in ("attacker", None) and att_fig:
            form["att_allies"] = bool(B.allies_in_square(state, att_fig))
        if changed in ("defender", None) and def_fig:
            form["def_panicked"] = def_fig["panicked"]
            form["def_allies"] = bool(B.allies_in_square(state, def_fig))
        if changed in ("defender", "def_panicked", None):
            form["mode"] = suggest_mode(state, form)


def others_in_square(state, fig):
    """The figures that test panic when `fig` is shot dead: every other one in its square
    not already panicked (docs/rules/ma.md, ruling 20)."""
    return [f for f in B.at(state, B.pos(fig)) if f["id"] != fig["id"] and not f["panicked"]]


# -- checks ---------------------------------------------------------------------------
def check_side(state, kind, field, value):
    """A profile id, or "fig:<id>" for a board figure; returns (profile, figure id or None)."""
    if not isinstance(value, str):
        raise RuleError("ma.error.bad_tool_value", field=field)
    fid = None
    if value.startswith("fig:"):
        fig = B.find(state, value[4:]) if has_board(state) else None
        if fig is None:
            raise RuleError("ma.error.no_such_figure")
        profile, fid = fig["profile"], fig["id"]
    elif profiles.exists(state, value):
        profile = value
    else:
        raise RuleError("ma.error.bad_profile")
    if kind == "shoot" and field == "attacker" and not profiles.can_shoot(state, profile):
        raise RuleError("ma.error.cannot_shoot")
    return profile, fid


def check(state, kind, form, field, value):
    ftype = FIELDS[kind][field]
    if ftype == "bool":
        if not isinstance(value, bool):
            raise RuleError("ma.error.bad_tool_value", field=field)
        return value
    if ftype == "mode":
        if value not in ("fight", "survive"):
            raise RuleError("ma.error.bad_tool_value", field=field)
        if value == "fight" and form.get("def_panicked"):
            raise RuleError("ma.error.panicked_survives")
        return value
    if ftype == "square":
        if value == "" or grid.parse_key(value):
            return value
        raise RuleError("ma.error.bad_square")
    lo, hi = {"extra": EXTRA, "count": (0, 8), "panic_count": (1, 8), "distance": (1, 8)}[ftype]
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise RuleError("ma.error.bad_tool_value", field=field)
    return value


# -- the numbers of a test ----------------------------------------------------------
def numbers(state):
    """Dice, target numbers and added successes of the current shoot/fight form (also
    shown by the view). Each side's profile modifiers for the stat it tests are included
    (att_mod_dice, att_mod_hits…), so the player sees them applied."""
    tool = state["tool"]
    form = tool["form"]
    att = profiles.get(state, form["attacker"])
    dfd = profiles.get(state, form["defender"])
    if tool["kind"] == "shoot":
        att_name, def_name = "shoot", "survive"
        att_sheet = int(form["aim"]) + int(form["clear"])
        def_sheet = 0
    else:
        att_name, def_name = "fight", form["mode"]
        att_sheet = int(form["moved_in"]) + int(form["att_allies"])
        def_sheet = int(form["def_allies"])
    am, dm = att["mods"], dfd["mods"]
    return {"att_dice": combat.dice_count(att_sheet + form["att_extra"] + am[att_name + "_dice"]),
            "att_stat": att[att_name], "att_stat_name": att_name,
            "att_mod_dice": am[att_name + "_dice"], "att_mod_hits": am[att_name + "_hits"],
            "def_dice": combat.dice_count(def_sheet + form["def_extra"] + dm[def_name + "_dice"]),
            "def_stat": dfd[def_name], "def_stat_name": def_name,
            "def_mod_dice": dm[def_name + "_dice"], "def_mod_hits": dm[def_name + "_hits"],
            "pierce": tool["kind"] == "shoot" and am["pierce"] and profiles.armour(state, form["defender"])}


def representative_edits(state):
    """A few legal edits of the open tool's form (for property tests and the fuzzer)."""
    tool = state.get("tool")
    if not tool or tool["stage"] not in ("form", "done"):
        return []
    kind, form = tool["kind"], tool["form"]
    n = state["n"]
    out = [{"type": "tool_again"}] if tool["stage"] == "done" else []
    for field, ftype in FIELDS[kind].items():
        if ftype == "bool":
            out.append({"type": "tool_set", "field": field, "value": not form[field]})
        elif ftype == "extra":
            out.append({"type": "tool_set", "field": field, "value": (form[field] + 3) % 6 - 2})
        elif ftype in ("count", "panic_count", "distance"):
            out.append({"type": "tool_set", "field": field, "value": n % 8 + 1})
        elif ftype == "mode" and not form["def_panicked"]:
            out.append({"type": "tool_set", "field": field, "value": "survive" if form[field] == "fight" else "fight"})
        elif ftype == "square":
            out.append({"type": "tool_set", "field": field, "value": grid.key(n % 8 + 1, (n * 3) % 8 + 1)})
        elif ftype == "side":
            pool = profiles.ids(state)
            if kind == "shoot" and field == "attacker":
                pool = [p for p in pool if profiles.can_shoot(state, p)]
            out.append({"type": "tool_set", "field": field, "value": pool[n % len(pool)]})
            if has_board(state):
                figs = [f for f in B.figures(state)
                        if not (kind == "shoot" and field == "attacker" and not profiles.can_shoot(state, f["profile"]))]
                if figs:
                    out.append({"type": "tool_set", "field": field, "value": "fig:" + figs[n % len(figs)]["id"]})
    return out
