"""The dice of a test (tools.py): each batch rolled by the app or entered, app-rolled 8s
exploding at once, the defence skipped when it could change nothing, the test resolved
by the sheet and its outcome written on the board (killed, panicked, activated)."""

from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import board as B
from . import combat, dice, grid, marks, tables
from . import tool_form as F
from .machine import on, say
from .tool_asks import RULES, ask_next, finish, freeze
from .tool_form import numbers
from .tool_words import faces_msg, fig_msg, outcome_msg, panic_log, side_msg


def _take(state, faces, auto, explode):
    """The faces of this batch, with app-rolled 8s exploding at once; returns
    (faces, bonus dice still to enter)."""
    if not explode:
        return faces, 0
    pending = dice.eights(faces)
    if not auto:
        return faces, pending
    rng = Rng(state)
    out = list(faces)
    while pending:
        more = dice.roll(rng, pending)
        out += more
        pending = dice.eights(more)
    return out, 0


@on("tool_roll")
def _roll(state, action):
    tool = state["tool"]
    kind = tool["kind"]
    count = state["ask"]["count"]
    if kind in ("shoot", "fight"):
        faces = dice.read_faces(action, count)
        if faces is None and tool["stage"] == "form":
            return roll_all(state)
        _test_stage(state, faces, count)
        if tool["stage"] == "done":
            return finish(state)
        ask_next(state)
        return None
    faces = dice.read_faces(action, count) or dice.roll(Rng(state), count)
    tool["roll"] = faces
    form = tool["form"]
    if kind == "panic":
        hits = [combat.panicked(f) for f in faces]
        tool["result"] = {"panicked": hits, "n": sum(hits)}
        log(state, panic_log(faces, hits), rule("ma.sheet.panic"), kind="dice")
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
    say(state, outcome_msg(state), cite)
    ask_next(state)
    return None


def roll_all(state):
    """The whole test with the app's dice: the attack, the defence (unless skipped), the
    panic tests after a kill."""
    tool = state["tool"]
    while tool["stage"] != "done":
        count = {"form": numbers(state)["att_dice"], "defence": numbers(state)["def_dice"]}.get(
            tool["stage"], tool["pending"])
        _test_stage(state, None, count)
    return finish(state)


def _test_stage(state, faces, count):
    """One batch of a test's dice (None: the app rolls them): the attack, bonus dice, the
    defence or the panic tests; the test is resolved once both sides have rolled."""
    tool = state["tool"]
    stage = tool["stage"]
    if stage == "panic":
        faces = faces or dice.roll(Rng(state), count)
        tool["panic"] = faces
        hits = [combat.panicked(f) for f in faces]
        names = [fig_msg(state, fid) for fid, hit in zip(tool["others"], hits, strict=False) if hit]
        log(state, panic_log(faces, hits, names if tool["others"] else None), rule("ma.sheet.panic"), kind="dice")
        for fid, hit in zip(tool["others"], hits, strict=False):
            if hit and B.find(state, fid):
                B.set_panicked(state, fid, True, rule("ma.sheet.panic"))
                tool["fallen"].append(fid)
            elif B.find(state, fid):
                log(state, msg("ma.log.panic_stands", fig=fig_msg(state, fid)), rule("ma.sheet.panic"), kind="info")
        marks.mark(state, fallen=list(tool["fallen"]))
        tool["stage"] = "done"
        say(state, outcome_msg(state), rule("ma.sheet.panic"))
        return
    auto = faces is None
    if auto:
        faces = dice.roll(Rng(state), count)
    faces, pending = _take(state, faces, auto, tool["form"]["explode"])
    side = "att" if stage in ("form", "att_extra") else "def"
    tool[side] += faces
    who = msg("ma.tool.attacker" if side == "att" else "ma.tool.defender")
    cite = rule("ma.explode") if stage.endswith("extra") else None
    log(state, msg("ma.log.test_roll", who=who, faces=faces_msg(faces)), cite, kind="dice")
    if pending:
        tool["pending"] = pending
        tool["stage"] = "att_extra" if side == "att" else "def_extra"
    elif side == "att" and nothing_to_beat(state):
        # Its roll could change nothing: no success to beat, and surviving cannot kill.
        tool["skipped"] = True
        log(state, msg("ma.log.defence_skipped", defender=side_msg(state, "defender")), rule(RULES[tool["kind"]]),
            kind="info")
        resolve(state)
    elif side == "att":
        tool["stage"] = "defence"
    else:
        resolve(state)


def nothing_to_beat(state):
    """The attacker scored no success (its added successes counted), and the defender's
    dice can only save it: a shot, or a fight the defender answers by Survive."""
    tool = state["tool"]
    n = numbers(state)
    scored = dice.successes(tool["att"], n["att_stat"]) + n["att_mod_hits"]
    return scored <= 0 and (tool["kind"] == "shoot" or tool["form"]["mode"] == "survive")


def resolve(state):
    tool = state["tool"]
    form = tool["form"]
    n = numbers(state)
    kind = tool["kind"]
    bonus = {"att_bonus": n["att_mod_hits"], "def_bonus": n["def_mod_hits"]}
    if kind == "shoot":
        res = combat.shooting(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["armour"], **bonus)
        if res["outcome"] == "killed" and freeze(state):
            res["outcome"] = "frozen"  # the freeze ray's hit is ON NE BOUGE PLUS ! (rulebook): no kill
    else:
        res = combat.close_combat(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["mode"], **bonus)
    tool["result"] = res
    cite = rule("ma.sheet.armour") if res["outcome"] == "armour_panic" else rule(
        "ma.freeze_hit" if res["outcome"] == "frozen" else RULES[kind])
    log(state, msg("ma.log.outcome." + res["outcome"], att=res["att"], dfd=res["def"],
                   attacker=side_msg(state, "attacker"), defender=side_msg(state, "defender")),
        cite, kind="bot")
    say(state, outcome_msg(state), cite)
    att_fig, def_fig = F.figure_of(state, "attacker"), F.figure_of(state, "defender")
    tool["stage"] = "done"
    if att_fig and att_fig["side"] == "human" and state.get("phase") == "player":
        # It shot or fought: that was its activation (sheet, MARQUEUR D'ACTIVATION), so
        # the Martians' "non-activated enemy" priority reads the truth (docs/rules/ma.md).
        B.activate(state, att_fig, rule("ma.activation_marker"), "ma.log.activated_by_tool")
    if res["outcome"] in ("killed", "defender_killed"):
        others = []
        if kind == "shoot":
            if def_fig:
                others = [f["id"] for f in F.others_in_square(state, def_fig)]
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
