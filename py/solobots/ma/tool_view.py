"""What the widget draws of an open dice test (the form, the dice and their successes, the
board's figures each side may be), and a few legal edits of its form for the fuzzer."""

from . import board as B
from . import combat, grid, profiles
from . import tool_form as F
from .tool_words import fig_msg

EXTRA = F.EXTRA


def fields(kind):
    return list(F.FIELDS[kind])


def view_part(state):
    tool = state.get("tool")
    if not tool:
        return state.get("shown")
    out = {"kind": tool["kind"], "stage": tool["stage"], "form": dict(tool["form"]), "fields": fields(tool["kind"]),
           "att": list(tool["att"]), "def": list(tool["def"]), "panic": list(tool["panic"]),
           "roll": list(tool["roll"]), "result": tool["result"], "extra": list(EXTRA),
           "linked": {side: bool(tool["link"].get(side)) for side in ("attacker", "defender")},
           "skipped": bool(tool.get("skipped")), "fallen": list(tool["fallen"]), "shown": False}
    if tool["kind"] in ("shoot", "fight"):
        n = F.numbers(state)
        out["numbers"] = n
        out["att_hits"] = [int(f) >= n["att_stat"] for f in tool["att"]]
        out["def_hits"] = [int(f) >= n["def_stat"] for f in tool["def"]]
        out["panic_hits"] = [combat.panicked(f) for f in tool["panic"]]
        out["panic_names"] = [fig_msg(state, fid) for fid in tool["others"]]
        out["sides"] = {k: _side_option(state, k) for k in ("attacker", "defender")}
        # The board's figures each side may be (issue 22): the attacker's camp; its enemies,
        # nearest first (the target's square first); "another profile…" lists the rest.
        out["options"] = {"attacker": F.attacker_options(state), "defender": F.defender_options(state)}
        out["square"] = grid.name(*tool["square"]) if tool.get("square") else None
    return out


def reach(state):
    """A shooting test between two figures of the board: how far each enemy the form offers
    stands from the shooter, in squares, and whether it is within the shooter's range, so
    the tool says so before a shot out of range (issue 34). Only for the live tool (a
    finished test's record, state["shown"], stays as it was)."""
    tool = state.get("tool")
    att = F.figure_of(state, "attacker") if tool and tool["kind"] == "shoot" else None
    if att is None:
        return {}
    lo_hi = profiles.get(state, att["profile"])["range"]
    out = {}
    for fid in F.defender_options(state):
        d = grid.squares(B.pos(att), B.pos(B.get(state, fid)))
        out[fid] = {"d": d, "within": bool(d) and profiles.in_range(state, att["profile"], d)}
    return {"range": list(lo_hi) if lo_hi else None, "reach": out}


def _side_option(state, side):
    """The profile, or the board figure, on one side of the form."""
    fig = F.figure_of(state, side)
    return {"profile": state["tool"]["form"][side], "figure": fig["id"] if fig else None,
            "square": grid.name(fig["row"], fig["col"]) if fig else None}


def representative_edits(state):
    """A few legal edits of the open tool's form (for property tests and the fuzzer)."""
    tool = state.get("tool")
    if not tool or tool["stage"] not in ("form", "done"):
        return []
    kind, form = tool["kind"], tool["form"]
    n = state["n"]
    out = [{"type": "tool_again"}] if tool["stage"] == "done" else []
    for field, ftype in F.FIELDS[kind].items():
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
            out.append({"type": "tool_side", "side": field, "value": pool[(n + 1) % len(pool)]})
            if F.has_board(state):
                figs = [f for f in B.figures(state)
                        if not (kind == "shoot" and field == "attacker" and not profiles.can_shoot(state, f["profile"]))]
                if figs:
                    out.append({"type": "tool_set", "field": field, "value": "fig:" + figs[n % len(figs)]["id"]})
    return out
