"""Saved rules states of earlier engine versions, brought to the current one (the save
core calls these by game: STEPS["ma"], STEPS["ma_tools"]).

Version 3 (issue 22) changed how some action lists replay: a test the flow opened leaves
as soon as it is resolved; the defender does not roll when the attacker scored nothing
its roll could change; the end of the round asks the reinforcements at once; a BRAVE
target is not asked about twice; the action's last prompt offers one-tap rolls. A state
paused on a question version 3 no longer asks goes on to the one it asks instead, as if
the game had been played with version 3 up to there. Each step copies its argument.
"""

import copy

from ..core.messages import msg, rule
from . import acting, flow, machine, shots, tools


def _with_log(state, fn):
    """Run engine code on a state kept without its log: the lines it writes are dropped
    (the save keeps the log of the steps already played)."""
    state["log"] = []
    try:
        fn(state)
    finally:
        state.pop("log", None)
    return state


def _tool_v3(state):
    tool = state.get("tool")
    if tool:
        tool.setdefault("square", None)
        tool.setdefault("skipped", False)
        # Version 2 cannot tell a square's shortcut from the tools menu: those keep their
        # "Back to your turn"; a Martian's test leaves once resolved, as in version 3.
        tool.setdefault("auto", tool["kind"] in ("shoot", "fight") and tool["ret"] == machine.FINISH)


def _skip_nothing_to_beat(state, follow):
    """Paused on the defender's roll after an attack that scored nothing its roll could
    change: version 3 does not ask it."""
    tool = state.get("tool")
    if not (tool and tool["kind"] in ("shoot", "fight") and tool["stage"] == "defence"):
        return
    if not tools._nothing_to_beat(state):
        return

    def skip(s):
        t = s["tool"]
        t["skipped"] = True
        tools._resolve(s)
        if t["stage"] == "done":
            signal = tools._finish(s)
            if signal is not None and follow is not None:
                follow(s, signal)
        else:
            tools._next(s)
    _with_log(state, skip)


def ma_v2_to_v3(old):
    state = copy.deepcopy(old)
    state.setdefault("shown", None)
    state.setdefault("why", None)
    state.setdefault("moved", [])
    if state.get("mt") is not None:
        state["mt"].setdefault("why", [])
    _tool_v3(state)

    def follow(s, signal):
        flow.follow(s, signal)
        flow.after_test(s)

    q = (state.get("ask") or {}).get("q")
    tool = state.get("tool")
    if q == "tool_roll":
        _skip_nothing_to_beat(state, follow)
    elif q == "tool_done" and tool and tool["auto"] and not tools._freeze(state):
        def leave(s):
            signal = tools._finish(s)
            follow(s, signal)
        _with_log(state, leave)
    elif q == "round_end_ack":
        state["ask"] = _reinforcements_prompt(state)
    elif q == "act_go":
        ctx = state["ask"]["ctx"]
        _with_log(state, lambda s: acting.go(s, shoot=ctx.get("shoot"), fight=ctx.get("fight"),
                                             move_to=ctx.get("move_to"), cite=ctx.get("cite")))
    elif q == "fearless" and "none" not in state["ask"]["values"]:
        # The target tapped was BRAVE itself: version 3 shoots it without asking again.
        ctx = state["ask"]["ctx"]
        _with_log(state, lambda s: shots._shot(s, next(f for f in s["board"]["figures"] if f["id"] == ctx["target"]),
                                               ctx["clear"], ctx["level"]))
    return state


def _reinforcements_prompt(state):
    """The end of the round's question in version 3 (flow.start_round_end)."""
    fresh = copy.deepcopy(state)
    fresh["log"] = []
    machine.say(fresh, msg("ma.instr.round_end", round=fresh["round"]), rule("ma.round_end"))
    machine.ask_yes_no(fresh, "reinforcements", msg("ma.prompt.reinforcements_any"), rule("ma.reinforcements"))
    state["instr"] = fresh["instr"]
    return fresh["ask"]


def tools_v2_to_v3(old):
    state = copy.deepcopy(old)
    state.setdefault("shown", None)
    _tool_v3(state)
    if (state.get("ask") or {}).get("q") == "tool_roll":
        _skip_nothing_to_beat(state, None)
    return state


STATE_STEPS = {2: ma_v2_to_v3}
TOOLS_STATE_STEPS = {2: tools_v2_to_v3}
STEPS = {"ma": STATE_STEPS, "ma_tools": TOOLS_STATE_STEPS}
