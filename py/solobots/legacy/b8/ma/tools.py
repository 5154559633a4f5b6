# Frozen from 36698ec748ef:py/solobots/ma/tools.py (scripts/freeze_engine.py): do not edit.
"""The reference sheet's dice tools, a small machine both games run: a form (two
profiles and the sheet's modifiers), then the rolls, then the outcome.

Kinds: shoot, fight, panic, scatter, place, edge. Dice are rolled by the app
(faces None) or entered; with "an 8 adds a die" on, app-rolled 8s roll their bonus dice
at once, entered 8s ask for theirs. In the "ma" game a side may be a figure of the board
("fig:<id>"): its outcome (killed, panicked) is then written on the board.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import board as B
from . import combat, dice, grid, profiles, tables
from .machine import ask_choice, ask_dice, choice, on, say

KINDS = ["shoot", "fight", "panic", "scatter", "place", "edge"]
EXTRA = (-2, 3)
RETURNS = {}  # ret name -> fn(state): where the game goes when the player leaves the tool

_FIELDS = {
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
RULES = {"shoot": "ma.sheet.shoot", "fight": "ma.sheet.fight", "panic": "ma.sheet.panic",
         "scatter": "ma.sheet.scatter", "place": "ma.sheet.placement", "edge": "ma.sheet.edge"}


def fields(kind):
    return list(_FIELDS[kind])


def has_board(state):
    return bool(state.get("use_board")) and "board" in state


# -- the form ----------------------------------------------------------------------
def _default_form(kind, explode):
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


def _suggest_mode(state, form):
    """A Martian defender answers as the AI would; a human one gets the same suggestion,
    which the player may change."""
    p = profiles.get(form["defender"])
    return combat.martian_defence(p["fight"], p["survive"], form["def_panicked"])


def _derive(state, form, kind, changed):
    """Fill in what the sheet makes follow from the sides: armour from the defender's
    profile; in a fight, allies, panic and the defender's answer from the board."""
    if kind == "shoot" and changed in ("defender", None):
        form["armour"] = profiles.armour(form["defender"])
    if kind == "fight":
        att_fig, def_fig = figure_of(state, "attacker"), figure_of(state, "defender")
        if changed in ("attacker", None) and att_fig:
            form["att_allies"] = bool(B.allies_in_square(state, att_fig))
        if changed in ("defender", None) and def_fig:
            form["def_panicked"] = def_fig["panicked"]
            form["def_allies"] = bool(B.allies_in_square(state, def_fig))
        if changed in ("defender", "def_panicked", None):
            form["mode"] = _suggest_mode(state, form)


def _check_side(state, kind, field, value):
    """A profile id, or "fig:<id>" for a board figure; returns (profile, figure id or None)."""
    if not isinstance(value, str):
        raise RuleError("ma.error.bad_tool_value", field=field)
    fid = None
    if value.startswith("fig:"):
        fig = B.find(state, value[4:]) if has_board(state) else None
        if fig is None:
            raise RuleError("ma.error.no_such_figure")
        profile, fid = fig["profile"], fig["id"]
    elif value in profiles.PROFILES:
        profile = value
    else:
        raise RuleError("ma.error.bad_profile")
    if kind == "shoot" and field == "attacker" and not profiles.can_shoot(profile):
        raise RuleError("ma.error.cannot_shoot")
    return profile, fid


def _check(state, kind, form, field, value):
    ftype = _FIELDS[kind][field]
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


def _set(state, field, value):
    tool = state["tool"]
    kind, form = tool["kind"], tool["form"]
    if _FIELDS[kind][field] == "side":
        form[field], tool["link"][field] = _check_side(state, kind, field, value)
    else:
        form[field] = _check(state, kind, form, field, value)
    _derive(state, form, kind, field)


def start(state, kind, ret, prefill=None):
    """Open a tool; `prefill` sets form fields (checked like the player's own edits)."""
    form = _default_form(kind, state["options"].get("explode", True))
    state["tool"] = {"kind": kind, "form": form, "link": {}, "stage": "form", "att": [], "def": [], "pending": 0,
                     "panic": [], "roll": [], "result": None, "ret": ret, "others": []}
    _derive(state, form, kind, None)
    for field, value in (prefill or {}).items():
        _set(state, field, value)
    log(state, msg("ma.log.tool_open", tool=msg("ma.tool." + kind)), rule(RULES[kind]), kind="info")
    _next(state)


def apply_set(state, action):
    tool = state.get("tool")
    if not tool:
        raise RuleError("ma.error.no_tool")
    field = action.get("field")
    if not isinstance(field, str) or field not in _FIELDS[tool["kind"]]:
        raise RuleError("ma.error.bad_tool_value", field=str(field)[:40])
    if tool["stage"] not in ("form", "done"):
        raise RuleError("ma.error.tool_rolling")
    _set(state, field, action.get("value"))
    _reset(tool)
    _next(state)


def _reset(tool):
    tool.update({"stage": "form", "att": [], "def": [], "pending": 0, "panic": [], "roll": [], "result": None,
                 "others": []})


# -- the numbers of a test ----------------------------------------------------------
def numbers(state):
    """Dice and target numbers of the current shoot/fight form (also shown by the view)."""
    tool = state["tool"]
    form = tool["form"]
    att = profiles.get(form["attacker"])
    dfd = profiles.get(form["defender"])
    if tool["kind"] == "shoot":
        return {"att_dice": combat.dice_count(int(form["aim"]) + int(form["clear"]) + form["att_extra"]),
                "att_stat": att["shoot"], "att_stat_name": "shoot",
                "def_dice": combat.dice_count(form["def_extra"]), "def_stat": dfd["survive"],
                "def_stat_name": "survive"}
    def_stat_name = form["mode"]
    return {"att_dice": combat.dice_count(int(form["moved_in"]) + int(form["att_allies"]) + form["att_extra"]),
            "att_stat": att["fight"], "att_stat_name": "fight",
            "def_dice": combat.dice_count(int(form["def_allies"]) + form["def_extra"]),
            "def_stat": dfd[def_stat_name], "def_stat_name": def_stat_name}


def _side_msg(state, side):
    fig = figure_of(state, side)
    return B.label(fig) if fig else msg("ma.profile." + state["tool"]["form"][side])


# -- asking for the next roll ---------------------------------------------------------
def _next(state):
    tool = state["tool"]
    kind, stage = tool["kind"], tool["stage"]
    cite = rule(RULES[kind])
    if kind in ("shoot", "fight"):
        n = numbers(state)
        if stage not in ("panic", "done"):
            say(state, msg("ma.tool.instr." + kind, att=_side_msg(state, "attacker"),
                           dfd=_side_msg(state, "defender")), cite)
        if stage == "form":
            ask_dice(state, "tool_roll", msg("ma.tool.prompt.attack", n=n["att_dice"],
                     stat=msg("ma.stat." + n["att_stat_name"]), value=n["att_stat"]), cite, n["att_dice"])
        elif stage in ("att_extra", "def_extra"):
            ask_dice(state, "tool_roll", msg("ma.tool.prompt.extra", n=tool["pending"]), rule("ma.explode"),
                     tool["pending"])
        elif stage == "defence":
            ask_dice(state, "tool_roll", msg("ma.tool.prompt.defence", n=n["def_dice"],
                     stat=msg("ma.stat." + n["def_stat_name"]), value=n["def_stat"]), cite, n["def_dice"])
        elif stage == "panic":
            ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic", n=tool["pending"]), rule("ma.sheet.panic"),
                     tool["pending"])
        else:
            _ask_done(state)
        return
    if stage == "done":
        _ask_done(state)
        return
    say(state, msg("ma.tool.instr." + kind), cite)
    if kind == "panic":
        ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic", n=tool["form"]["count"]), cite,
                 tool["form"]["count"])
    elif kind == "scatter":
        ask_dice(state, "tool_roll", msg("ma.tool.prompt.scatter"), cite, 1)
    elif kind == "place":
        ask_dice(state, "tool_roll", msg("ma.tool.prompt.place"), cite, 2)
    else:
        ask_dice(state, "tool_roll", msg("ma.tool.prompt.edge"), cite, 2)


def _ask_done(state):
    tool = state["tool"]
    leave = {"menu": "ma.tool.choice.menu", "player": "ma.tool.choice.back",
             "activation": "ma.tool.choice.continue", "objective": "ma.tool.choice.continue"}[tool["ret"]]
    ask_choice(state, "tool_done", msg("ma.tool.prompt.done"), rule(RULES[tool["kind"]]),
               [choice("leave", msg(leave), True), choice("again", msg("ma.tool.choice.again"))])


@on("tool_done")
def _done(state, action):
    tool = state["tool"]
    if action["value"] == "again":
        _reset(tool)
        log(state, msg("ma.log.tool_again", tool=msg("ma.tool." + tool["kind"])), None, kind="player")
        _next(state)
        return
    state["tool"] = None
    RETURNS[tool["ret"]](state)


# -- rolling --------------------------------------------------------------------------
def _take(state, action, count, explode):
    """The faces of this batch, with app-rolled 8s exploding at once; returns
    (faces, bonus dice still to enter)."""
    rng = Rng(state)
    faces, auto = dice.faces_or_roll(action, count, rng)
    if not explode:
        return faces, 0
    pending = dice.eights(faces)
    if not auto:
        return faces, pending
    out = list(faces)
    while pending:
        more = dice.roll(rng, pending)
        out += more
        pending = dice.eights(more)
    return out, 0


def _faces_msg(faces):
    return ", ".join(faces) if faces else "–"


@on("tool_roll")
def _roll(state, action):
    tool = state["tool"]
    kind, stage = tool["kind"], tool["stage"]
    count = state["ask"]["count"]
    if kind in ("shoot", "fight"):
        _roll_test(state, action, count)
        return
    faces = dice.read_faces(action, count) or dice.roll(Rng(state), count)
    tool["roll"] = faces
    form = tool["form"]
    if kind == "panic":
        hits = [combat.panicked(f) for f in faces]
        tool["result"] = {"panicked": hits, "n": sum(hits)}
        log(state, msg("ma.log.panic_roll", faces=_faces_msg(faces), n=sum(hits), of=len(faces)),
            rule("ma.sheet.panic"), kind="dice")
    elif kind == "scatter":
        origin = grid.parse_key(form["origin"]) if form["origin"] else None
        res = tables.scatter(faces[0], form["distance"], origin)
        tool["result"] = res
        if res["off"]:
            where = msg("ma.scatter.off")
        elif res["square"]:
            where = msg("ma.scatter.to", square=grid.name(*res["square"]))
        else:
            where = msg("ma.scatter.no_origin")
        log(state, msg("ma.log.scatter", face=faces[0], dir=msg("ma.dir." + faces[0]), n=form["distance"], where=where),
            rule("ma.sheet.scatter_roll", face=faces[0]), kind="dice")
    elif kind == "place":
        sq = tables.placement(faces[0], faces[1])
        tool["result"] = {"square": sq}
        log(state, msg("ma.log.place", row=faces[0], col=faces[1], square=grid.name(*sq)),
            rule("ma.sheet.placement"), kind="dice")
    else:
        res = tables.edge(faces[0], faces[1])
        tool["result"] = res
        log(state, msg("ma.log.edge", face=faces[0], edge=msg("ma.edge." + res["edge"]), along=faces[1],
                       square=grid.name(*res["square"])), rule("ma.sheet.edge_roll", face=faces[0]), kind="dice")
    tool["stage"] = "done"
    cite = {"scatter": rule("ma.sheet.scatter_roll", face=faces[0]),
            "edge": rule("ma.sheet.edge_roll", face=faces[0])}.get(kind, rule(RULES[kind]))
    say(state, _outcome_msg(state), cite)
    _next(state)


def _roll_test(state, action, count):
    tool = state["tool"]
    form = tool["form"]
    explode = form["explode"]
    stage = tool["stage"]
    if stage == "panic":
        faces = dice.read_faces(action, count) or dice.roll(Rng(state), count)
        tool["panic"] = faces
        hits = [combat.panicked(f) for f in faces]
        log(state, msg("ma.log.panic_roll", faces=_faces_msg(faces), n=sum(hits), of=len(faces)),
            rule("ma.sheet.panic"), kind="dice")
        for fid, hit in zip(tool["others"], hits):
            if hit:
                B.set_panicked(state, fid, True, rule("ma.sheet.panic"))
        tool["stage"] = "done"
        say(state, _outcome_msg(state), rule("ma.sheet.panic"))
        _next(state)
        return
    faces, pending = _take(state, action, count, explode)
    side = "att" if stage in ("form", "att_extra") else "def"
    tool[side] += faces
    who = msg("ma.tool.attacker" if side == "att" else "ma.tool.defender")
    cite = rule("ma.explode") if stage.endswith("extra") else None
    log(state, msg("ma.log.test_roll", who=who, faces=_faces_msg(faces)), cite, kind="dice")
    if pending:
        tool["pending"] = pending
        tool["stage"] = "att_extra" if side == "att" else "def_extra"
    elif side == "att":
        tool["stage"] = "defence"
    else:
        _resolve(state)
        return
    _next(state)


def _resolve(state):
    tool = state["tool"]
    form = tool["form"]
    n = numbers(state)
    kind = tool["kind"]
    if kind == "shoot":
        res = combat.shooting(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["armour"])
    else:
        res = combat.close_combat(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["mode"])
    tool["result"] = res
    cite = rule("ma.sheet.armour") if res["outcome"] == "armour_panic" else rule(RULES[kind])
    log(state, msg("ma.log.outcome." + res["outcome"], att=res["att"], dfd=res["def"],
                   attacker=_side_msg(state, "attacker"), defender=_side_msg(state, "defender")),
        cite, kind="bot")
    say(state, _outcome_msg(state), cite)
    att_fig, def_fig = figure_of(state, "attacker"), figure_of(state, "defender")
    tool["stage"] = "done"
    if res["outcome"] in ("killed", "defender_killed"):
        others = []
        if kind == "shoot":
            if def_fig:
                others = [f["id"] for f in B.at(state, B.pos(def_fig))
                          if f["id"] != def_fig["id"] and not f["panicked"]]
                B.remove(state, def_fig["id"], cite)
                count = len(others)
            else:
                count = form["others"]
            if count:
                tool["others"] = others
                tool["pending"] = count
                tool["stage"] = "panic"
        elif def_fig:
            B.remove(state, def_fig["id"], cite)
    elif res["outcome"] == "attacker_killed" and att_fig:
        B.remove(state, att_fig["id"], cite)
    elif res["outcome"] == "armour_panic" and def_fig:
        B.set_panicked(state, def_fig["id"], True, cite)
    _next(state)


def _outcome_msg(state):
    tool = state["tool"]
    res = tool["result"]
    kind = tool["kind"]
    if kind in ("shoot", "fight"):
        form = tool["form"]
        base = msg("ma.tool.outcome." + res["outcome"], att=res["att"], dfd=res["def"],
                   attacker=_side_msg(state, "attacker"), defender=_side_msg(state, "defender"))
        if tool["panic"]:
            n = sum(1 for f in tool["panic"] if combat.panicked(f))
            return msg("ma.tool.outcome.with_panic", outcome=base, n=n, of=len(tool["panic"]))
        return base
    if kind == "panic":
        return msg("ma.tool.outcome.panic", n=res["n"], of=len(res["panicked"]))
    if kind == "scatter":
        face = tool["roll"][0]
        if res["off"]:
            return msg("ma.tool.outcome.scatter_off", dir=msg("ma.dir." + face), n=tool["form"]["distance"])
        if res["square"]:
            return msg("ma.tool.outcome.scatter_to", dir=msg("ma.dir." + face), n=tool["form"]["distance"],
                       square=grid.name(*res["square"]))
        return msg("ma.tool.outcome.scatter", dir=msg("ma.dir." + face), n=tool["form"]["distance"])
    if kind == "place":
        return msg("ma.tool.outcome.place", square=grid.name(*res["square"]))
    return msg("ma.tool.outcome.edge", edge=msg("ma.edge." + res["edge"]), square=grid.name(*res["square"]))


# -- what the widget draws ------------------------------------------------------------
def view_part(state):
    tool = state.get("tool")
    if not tool:
        return None
    out = {"kind": tool["kind"], "stage": tool["stage"], "form": dict(tool["form"]), "fields": fields(tool["kind"]),
           "att": list(tool["att"]), "def": list(tool["def"]), "panic": list(tool["panic"]),
           "roll": list(tool["roll"]), "result": tool["result"], "extra": list(EXTRA),
           "linked": {side: bool(tool["link"].get(side)) for side in ("attacker", "defender")}}
    if tool["kind"] in ("shoot", "fight"):
        n = numbers(state)
        out["numbers"] = n
        out["att_hits"] = [int(f) >= n["att_stat"] for f in tool["att"]]
        out["def_hits"] = [int(f) >= n["def_stat"] for f in tool["def"]]
        out["panic_hits"] = [combat.panicked(f) for f in tool["panic"]]
        out["sides"] = {k: _side_option(state, k) for k in ("attacker", "defender")}
    return out


def _side_option(state, side):
    fig = figure_of(state, side)
    return {"profile": state["tool"]["form"][side], "figure": fig["id"] if fig else None,
            "square": grid.name(fig["row"], fig["col"]) if fig else None}


def representative_edits(state):
    """A few legal edits of the open tool's form (for property tests and the fuzzer)."""
    tool = state.get("tool")
    if not tool or tool["stage"] not in ("form", "done"):
        return []
    kind, form = tool["kind"], tool["form"]
    n = state["n"]
    out = []
    for field, ftype in _FIELDS[kind].items():
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
            pool = profiles.PROFILE_IDS
            if kind == "shoot" and field == "attacker":
                pool = [p for p in pool if profiles.can_shoot(p)]
            out.append({"type": "tool_set", "field": field, "value": pool[n % len(pool)]})
            if has_board(state):
                figs = [f for f in B.figures(state)
                        if not (kind == "shoot" and field == "attacker" and not profiles.can_shoot(f["profile"]))]
                if figs:
                    out.append({"type": "tool_set", "field": field, "value": "fig:" + figs[n % len(figs)]["id"]})
    return out
