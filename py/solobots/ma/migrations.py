"""Saved rules states of earlier engine versions, brought to the current one (the save
core calls these by game: STEPS["ma"], STEPS["ma_tools"]; core/legacy.py).

Version 2 added the player's own profiles and modifiers and named a dice tool's way out
by signal (version 1 games come from build 8).

Version 3 (issue 22) changed how some action lists replay: a test the flow opened leaves
as soon as it is resolved; the defender does not roll when the attacker scored nothing
its roll could change; the end of the round asks the reinforcements at once; a BRAVE
target is not asked about twice; the action's last prompt offers one-tap rolls. A state
paused on a question version 3 no longer asks goes on to the one it asks instead, as if
the game had been played with version 3 up to there. Each step copies its argument.
"""

import copy

from ..core.messages import msg, rule
from . import acting, flow, machine, shots, tool_asks, tool_rolls

# Version 1 named where a dice tool returns by the screen it came from; version 2 by the
# signal the flow acts on (machine.py).
_RETURNS = {"menu": "menu", "player": "player_turn", "activation": "finish", "objective": "finish"}


def _v1_to_v2(state):
    """Version 2 adds the player's own profiles and modifiers (none in a game of version 1),
    the figures a panic test lays down (marked on the board), and names a dice tool's way
    out by signal."""
    out = dict(state)
    out.setdefault("custom", {"profiles": [], "mods": {}, "next": 1})
    if isinstance(out.get("marks"), dict):
        out["marks"] = {"fallen": [], **out["marks"]}
    tool = out.get("tool")
    if isinstance(tool, dict):
        out["tool"] = {**tool, "fallen": tool.get("fallen", []), "ret": _RETURNS.get(tool.get("ret"), tool.get("ret"))}
    return out


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
    if not tool_rolls.nothing_to_beat(state):
        return

    def skip(s):
        t = s["tool"]
        t["skipped"] = True
        tool_rolls.resolve(s)
        if t["stage"] == "done":
            signal = tool_asks.finish(s)
            if signal is not None and follow is not None:
                follow(s, signal)
        else:
            tool_asks.ask_next(s)
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
    elif q == "tool_done" and tool and tool["auto"] and not tool_asks.freeze(state):
        def leave(s):
            signal = tool_asks.finish(s)
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


STATE_STEPS = {1: _v1_to_v2, 2: ma_v2_to_v3}
TOOLS_STATE_STEPS = {1: _v1_to_v2, 2: tools_v2_to_v3}
STEPS = {"ma": STATE_STEPS, "ma_tools": TOOLS_STATE_STEPS}


# -- the words of an earlier build of version 2 ------------------------------------------
# A schema-1 save summed its state with the words in it. The build that first released
# version 2 worded a panic result without naming the fallen dice; the same game replayed
# today carries today's words, so its old sum is checked against the state worded as that
# build worded it (core/loading.py, _sum_matches).
def _panic_as_first_worded(message, none_named):
    if not isinstance(message, dict) or set(message) != {"key", "params"}:
        return message
    key, params = message["key"], dict(message["params"])
    if key == "ma.tool.outcome.panic_none":
        return {"key": "ma.tool.outcome.panic", "params": {"n": 0, "of": params["of"]}}
    if key == "ma.tool.outcome.panic_dice":
        return {"key": "ma.tool.outcome.panic", "params": {"n": params["n"], "of": params["of"]}}
    if key == "ma.tool.outcome.with_panic_dice":
        return {"key": "ma.tool.outcome.with_panic", "params": {"outcome": params["outcome"], "n": params["n"], "of": params["of"]}}
    if key == "ma.tool.outcome.with_panic_none" and not none_named:
        return {"key": "ma.tool.outcome.with_panic", "params": {"outcome": params["outcome"], "n": 0, "of": params["of"]}}
    return message


def _first_v2_wording(state):
    instr = state.get("instr")
    if not isinstance(instr, dict) or "msg" not in instr:
        return []
    variants = []
    for none_named in (True, False):
        worded = {**instr, "msg": _panic_as_first_worded(instr["msg"], none_named)}
        if worded != instr:
            variants.append({**state, "instr": worded})
    return variants


OLD_WORDINGS = [_first_v2_wording]
TOOLS_OLD_WORDINGS = [_first_v2_wording]
