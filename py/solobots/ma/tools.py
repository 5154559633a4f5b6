"""The reference sheet's dice tools, a small machine both games run: a form (two sides
and the sheet's modifiers, tool_form.py), then the rolls, then the outcome (said and shown by
tool_words.py).

Kinds: shoot, fight, panic, scatter, place, edge. Dice are rolled by the app
(faces None) or entered; with "an 8 adds a die" on, app-rolled 8s roll their bonus dice
at once, entered 8s ask for theirs. "Roll for me" on a test's attack rolls the whole test
with the app's dice (both sides decide their cards before any die is rolled, sheet,
CARTES), and the defender does not roll when the attacker scored nothing that its roll
could change. In the "ma" game a side may be a figure of the board ("fig:<id>"): its
outcome (killed, panicked) is then written on the board, and a human figure that shoots
or fights in the player's turn gets its activation marker. Each profile's modifiers (the
player's reading of abilities the sheet leaves to the rulebook) are added to its dice and
successes.

A test the flow opened (a Martian's action, the player's figure from its square) leaves
as soon as it is resolved, its result kept in view (state["shown"]) until the next
answer; the others wait for "Continue". Leaving returns the signal the tool was opened
with (machine.FINISH, PLAYER_TURN, MENU).
"""

from ..core.errors import RuleError
from ..core.messages import join, msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import board as B
from . import combat, dice, grid, marks, profiles, tables
from . import tool_form as F
from . import tool_words as W
from .machine import FINISH, MENU, PLAYER_TURN, ask_choice, ask_dice, choice, on, say

KINDS = ["shoot", "fight", "panic", "scatter", "place", "edge"]
EXTRA = F.EXTRA
_LEAVE = {MENU: "ma.tool.choice.menu", PLAYER_TURN: "ma.tool.choice.back", FINISH: "ma.tool.choice.continue"}
RULES = {"shoot": "ma.sheet.shoot", "fight": "ma.sheet.fight", "panic": "ma.sheet.panic",
         "scatter": "ma.sheet.scatter", "place": "ma.sheet.placement", "edge": "ma.sheet.edge"}
numbers = F.numbers
figure_of = F.figure_of
has_board = F.has_board


def fields(kind):
    return list(F.FIELDS[kind])


def _set(state, field, value):
    tool = state["tool"]
    kind, form = tool["kind"], tool["form"]
    if F.FIELDS[kind][field] == "side":
        form[field], tool["link"][field] = F.check_side(state, kind, field, value)
    else:
        form[field] = F.check(state, kind, form, field, value)
    F.derive(state, form, kind, field)


def start(state, kind, ret, prefill=None, roll=False, square=None, shortcut=False):
    """Open a tool; `prefill` sets form fields (checked like the player's own edits). With
    the attacker on the board the rest comes from the board: its nearest enemy (or the
    freeze ray's `square`) as the defender, "moved in" for a figure the player just moved
    into a fight. `roll`: the app rolls the whole test at once. Returns the tool's signal
    when it is already over (a test resolved at once), else None."""
    prefill = dict(prefill or {})
    form = F.default_form(kind, state["options"].get("explode", True))
    state["shown"] = None
    state["tool"] = {"kind": kind, "form": form, "link": {}, "stage": "form", "att": [], "def": [], "pending": 0,
                     "panic": [], "roll": [], "result": None, "ret": ret, "others": [], "fallen": [],
                     "square": list(square) if square else None, "skipped": False,
                     "auto": kind in ("shoot", "fight") and (ret == FINISH or shortcut)}
    F.derive(state, form, kind, None)
    if "attacker" in prefill:
        _set(state, "attacker", prefill.pop("attacker"))
    if kind in ("shoot", "fight") and "defender" not in prefill:
        if F.figure_of(state, "attacker") or square:
            _set(state, "defender", F.default_defender(state))
        elif F.side_of(state, "defender") == F.side_of(state, "attacker"):
            _set(state, "defender", F.GENERIC[B.enemy_side(F.side_of(state, "attacker"))])
    if kind == "fight" and "moved_in" not in prefill and F.moved_in(state):
        form["moved_in"] = True
    for field, value in prefill.items():
        _set(state, field, value)
    log(state, msg("ma.log.tool_open", tool=msg("ma.tool." + kind)), rule(RULES[kind]), kind="info")
    if roll:
        return _roll_all(state)
    _next(state)
    return None


def apply_set(state, action):
    tool = state.get("tool")
    if not tool:
        raise RuleError("ma.error.no_tool")
    field = action.get("field")
    if not isinstance(field, str) or field not in F.FIELDS[tool["kind"]]:
        raise RuleError("ma.error.bad_tool_value", field=str(field)[:40])
    if tool["stage"] not in ("form", "done"):
        raise RuleError("ma.error.tool_rolling")
    _set(state, field, action.get("value"))
    _reset(tool)
    _next(state)


def _reset(tool):
    tool.update({"stage": "form", "att": [], "def": [], "pending": 0, "panic": [], "roll": [], "result": None,
                 "others": [], "fallen": [], "skipped": False})


# -- asking for the next roll ---------------------------------------------------------
def _next(state):
    tool = state["tool"]
    kind, stage = tool["kind"], tool["stage"]
    cite = rule(RULES[kind])
    if kind in ("shoot", "fight"):
        n = numbers(state)
        if stage not in ("panic", "done"):
            say(state, msg("ma.tool.instr." + kind, att=W.side_msg(state, "attacker"),
                           dfd=W.side_msg(state, "defender")), cite)
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
            if tool["others"]:
                names = join([W.fig_msg(state, fid) for fid in tool["others"]])
                ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic_named", n=tool["pending"], names=names),
                         rule("ma.sheet.panic"), tool["pending"])
            else:
                ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic", n=tool["pending"]),
                         rule("ma.sheet.panic"), tool["pending"])
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
    # "Roll again" is the tool panel's own button (the tool_again action), away from the
    # way on, so a hurried tap cannot pick the wrong one.
    ask_choice(state, "tool_done", msg("ma.tool.prompt.done"), rule(RULES[tool["kind"]]),
               [choice("leave", msg(_LEAVE[tool["ret"]]), True)])


def refresh(state):
    """A profile or its modifiers changed while the form is open: count its dice again."""
    tool = state.get("tool")
    if tool and tool["stage"] == "form":
        F.derive(state, tool["form"], tool["kind"], "attacker")
        _next(state)


def apply_again(state, action):
    """Roll the same test again, from its form (the tool panel's "Roll again")."""
    tool = state.get("tool")
    if not tool or tool["stage"] != "done":
        raise RuleError("ma.error.no_tool")
    _reset(tool)
    log(state, msg("ma.log.tool_again", tool=msg("ma.tool." + tool["kind"])), None, kind="player")
    _next(state)


@on("tool_done")
def _done(state, action):
    tool = state["tool"]
    state["tool"] = None
    return tool["ret"]


def _finish(state):
    """The test is resolved. A test the flow opened leaves at once (its result stays in
    view until the next answer); the others ask what next. A freeze ray's test stays, so
    the player can roll it against the next figure of its square."""
    tool = state["tool"]
    if tool["auto"] and not _freeze(state):
        shown = W.view_part(state)
        shown.update(shown=True, outcome=dict(state["instr"]))
        state["shown"] = shown
        state["tool"] = None
        return tool["ret"]
    _next(state)
    return None


def _freeze(state):
    tool = state["tool"]
    return tool["kind"] == "shoot" and profiles.freeze_ray(state, tool["form"]["attacker"])


# -- rolling --------------------------------------------------------------------------
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
            return _roll_all(state)
        _test_stage(state, faces, count)
        if tool["stage"] == "done":
            return _finish(state)
        _next(state)
        return None
    faces = dice.read_faces(action, count) or dice.roll(Rng(state), count)
    tool["roll"] = faces
    form = tool["form"]
    if kind == "panic":
        hits = [combat.panicked(f) for f in faces]
        tool["result"] = {"panicked": hits, "n": sum(hits)}
        log(state, W.panic_log(faces, hits), rule("ma.sheet.panic"), kind="dice")
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
    say(state, W.outcome_msg(state), cite)
    _next(state)
    return None


def _roll_all(state):
    """The whole test with the app's dice: the attack, the defence (unless skipped), the
    panic tests after a kill."""
    tool = state["tool"]
    while tool["stage"] != "done":
        count = {"form": numbers(state)["att_dice"], "defence": numbers(state)["def_dice"]}.get(
            tool["stage"], tool["pending"])
        _test_stage(state, None, count)
    return _finish(state)


def _test_stage(state, faces, count):
    """One batch of a test's dice (None: the app rolls them): the attack, bonus dice, the
    defence or the panic tests; the test is resolved once both sides have rolled."""
    tool = state["tool"]
    stage = tool["stage"]
    if stage == "panic":
        faces = faces or dice.roll(Rng(state), count)
        tool["panic"] = faces
        hits = [combat.panicked(f) for f in faces]
        names = [W.fig_msg(state, fid) for fid, hit in zip(tool["others"], hits, strict=False) if hit]
        log(state, W.panic_log(faces, hits, names if tool["others"] else None), rule("ma.sheet.panic"), kind="dice")
        for fid, hit in zip(tool["others"], hits, strict=False):
            if hit and B.find(state, fid):
                B.set_panicked(state, fid, True, rule("ma.sheet.panic"))
                tool["fallen"].append(fid)
            elif B.find(state, fid):
                log(state, msg("ma.log.panic_stands", fig=W.fig_msg(state, fid)), rule("ma.sheet.panic"), kind="info")
        marks.mark(state, fallen=list(tool["fallen"]))
        tool["stage"] = "done"
        say(state, W.outcome_msg(state), rule("ma.sheet.panic"))
        return
    auto = faces is None
    if auto:
        faces = dice.roll(Rng(state), count)
    faces, pending = _take(state, faces, auto, tool["form"]["explode"])
    side = "att" if stage in ("form", "att_extra") else "def"
    tool[side] += faces
    who = msg("ma.tool.attacker" if side == "att" else "ma.tool.defender")
    cite = rule("ma.explode") if stage.endswith("extra") else None
    log(state, msg("ma.log.test_roll", who=who, faces=W.faces_msg(faces)), cite, kind="dice")
    if pending:
        tool["pending"] = pending
        tool["stage"] = "att_extra" if side == "att" else "def_extra"
    elif side == "att" and _nothing_to_beat(state):
        # Its roll could change nothing: no success to beat, and surviving cannot kill.
        tool["skipped"] = True
        log(state, msg("ma.log.defence_skipped", defender=W.side_msg(state, "defender")), rule(RULES[tool["kind"]]),
            kind="info")
        _resolve(state)
    elif side == "att":
        tool["stage"] = "defence"
    else:
        _resolve(state)


def _nothing_to_beat(state):
    """The attacker scored no success (its added successes counted), and the defender's
    dice can only save it: a shot, or a fight the defender answers by Survive."""
    tool = state["tool"]
    n = numbers(state)
    scored = dice.successes(tool["att"], n["att_stat"]) + n["att_mod_hits"]
    return scored <= 0 and (tool["kind"] == "shoot" or tool["form"]["mode"] == "survive")


def _resolve(state):
    tool = state["tool"]
    form = tool["form"]
    n = numbers(state)
    kind = tool["kind"]
    bonus = {"att_bonus": n["att_mod_hits"], "def_bonus": n["def_mod_hits"]}
    if kind == "shoot":
        res = combat.shooting(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["armour"], **bonus)
        if res["outcome"] == "killed" and _freeze(state):
            res["outcome"] = "frozen"  # the freeze ray's hit is ON NE BOUGE PLUS ! (rulebook): no kill
    else:
        res = combat.close_combat(tool["att"], n["att_stat"], tool["def"], n["def_stat"], form["mode"], **bonus)
    tool["result"] = res
    cite = rule("ma.sheet.armour") if res["outcome"] == "armour_panic" else rule(
        "ma.freeze_hit" if res["outcome"] == "frozen" else RULES[kind])
    log(state, msg("ma.log.outcome." + res["outcome"], att=res["att"], dfd=res["def"],
                   attacker=W.side_msg(state, "attacker"), defender=W.side_msg(state, "defender")),
        cite, kind="bot")
    say(state, W.outcome_msg(state), cite)
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
