"""What a dice test asks next (tools.py): the attack's dice, bonus dice, the defence, the
panic tests, then the way on; and what happens once a test is resolved (a test the flow
opened leaves at once, its result kept in view; a freeze ray's stays for the next figure
of its square)."""

from ..core.messages import join, msg, rule
from . import profiles
from .machine import FINISH, MENU, PLAYER_TURN, ask_choice, ask_dice, choice, say
from .tool_form import numbers
from .tool_view import view_part
from .tool_words import fig_msg, side_msg

_LEAVE = {MENU: "ma.tool.choice.menu", PLAYER_TURN: "ma.tool.choice.back", FINISH: "ma.tool.choice.continue"}
RULES = {"shoot": "ma.sheet.shoot", "fight": "ma.sheet.fight", "panic": "ma.sheet.panic",
         "scatter": "ma.sheet.scatter", "place": "ma.sheet.placement", "edge": "ma.sheet.edge"}


def ask_next(state):
    tool = state["tool"]
    kind, stage = tool["kind"], tool["stage"]
    cite = rule(RULES[kind])
    if kind in ("shoot", "fight"):
        n = numbers(state)
        if stage not in ("panic", "done"):
            say(state, msg("ma.tool.instr." + kind, att=side_msg(state, "attacker"),
                           dfd=side_msg(state, "defender")), cite)
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
                names = join([fig_msg(state, fid) for fid in tool["others"]])
                ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic_named", n=tool["pending"], names=names),
                         rule("ma.sheet.panic"), tool["pending"])
            else:
                ask_dice(state, "tool_roll", msg("ma.tool.prompt.panic", n=tool["pending"]),
                         rule("ma.sheet.panic"), tool["pending"])
        else:
            ask_done(state)
        return
    if stage == "done":
        ask_done(state)
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


def ask_done(state):
    tool = state["tool"]
    # "Roll again" is the tool panel's own button (the tool_again action), away from the
    # way on, so a hurried tap cannot pick the wrong one.
    ask_choice(state, "tool_done", msg("ma.tool.prompt.done"), rule(RULES[tool["kind"]]),
               [choice("leave", msg(_LEAVE[tool["ret"]]), True)])


def finish(state):
    """The test is resolved. A test the flow opened leaves at once (its result stays in
    view until the next answer); the others ask what next. A freeze ray's test stays, so
    the player can roll it against the next figure of its square."""
    tool = state["tool"]
    if tool["auto"] and not freeze(state):
        shown = view_part(state)
        shown.update(shown=True, outcome=dict(state["instr"]))
        state["shown"] = shown
        state["tool"] = None
        return tool["ret"]
    ask_next(state)
    return None


def freeze(state):
    tool = state["tool"]
    return tool["kind"] == "shoot" and profiles.freeze_ray(state, tool["form"]["attacker"])
