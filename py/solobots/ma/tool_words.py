"""What a dice tool says and shows (tools.py runs it): the sides and figures named, the
dice rolled, the outcome in words, and the widget's part of the view."""

from ..core.messages import join, msg
from . import board as B
from . import combat, grid, profiles
from . import tool_form as F


def side_msg(state, side):
    fig = F.figure_of(state, side)
    return B.label(state, fig) if fig else profiles.name(state, state["tool"]["form"][side])


def fig_msg(state, fid):
    fig = B.find(state, fid)
    return B.label(state, fig) if fig else msg("ma.figure_gone")


def faces_msg(faces):
    return ", ".join(faces) if faces else "–"


def die_numbers(hits):
    """Which dice (1, 2… in the order rolled) came up panicked: "1 and 3"."""
    return join([str(i + 1) for i, hit in enumerate(hits) if hit])


def panic_log(faces, hits, names=None):
    """The panic roll's log line, naming who goes down: the board's figures when the app
    knows them (`names`), else the dice by their order (one die per figure, as rolled)."""
    n, of = sum(hits), len(hits)
    if not n:
        return msg("ma.log.panic_none", faces=faces_msg(faces), of=of)
    if names is not None:
        return msg("ma.log.panic_named", faces=faces_msg(faces), n=n, of=of, names=join(names))
    return msg("ma.log.panic_dice", faces=faces_msg(faces), n=n, of=of, dice=die_numbers(hits))


def outcome_msg(state):
    tool = state["tool"]
    res = tool["result"]
    kind = tool["kind"]
    if kind in ("shoot", "fight"):
        # The plural follows the count the sentence opens with (the winner's successes).
        lead = res["def"] if res["outcome"] == "attacker_killed" else res["att"]
        base = msg("ma.tool.outcome." + res["outcome"], att=res["att"], dfd=res["def"], n=lead,
                   attacker=side_msg(state, "attacker"), defender=side_msg(state, "defender"))
        if tool["skipped"]:
            base = msg("ma.tool.outcome.skipped", defender=side_msg(state, "defender"))
        if tool["panic"]:
            hits = [combat.panicked(f) for f in tool["panic"]]
            n, of = sum(hits), len(hits)
            if not n:
                return msg("ma.tool.outcome.with_panic_none", outcome=base, of=of)
            if tool["others"]:
                names = join([fig_msg(state, fid) for fid in tool["fallen"]])
                return msg("ma.tool.outcome.with_panic_named", outcome=base, n=n, of=of, names=names)
            # No figures on the app's board: the dice name them, in the order rolled.
            return msg("ma.tool.outcome.with_panic_dice", outcome=base, n=n, of=of, dice=die_numbers(hits))
        return base
    if kind == "panic":
        hits = res["panicked"]
        if not res["n"]:
            return msg("ma.tool.outcome.panic_none", of=len(hits))
        return msg("ma.tool.outcome.panic_dice", n=res["n"], of=len(hits), dice=die_numbers(hits))
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
        return state.get("shown")
    out = {"kind": tool["kind"], "stage": tool["stage"], "form": dict(tool["form"]), "fields": list(F.FIELDS[tool["kind"]]),
           "att": list(tool["att"]), "def": list(tool["def"]), "panic": list(tool["panic"]),
           "roll": list(tool["roll"]), "result": tool["result"], "extra": list(F.EXTRA),
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


def _side_option(state, side):
    """The profile, or the board figure, on one side of the form."""
    fig = F.figure_of(state, side)
    return {"profile": state["tool"]["form"][side], "figure": fig["id"] if fig else None,
            "square": grid.name(fig["row"], fig["col"]) if fig else None}
