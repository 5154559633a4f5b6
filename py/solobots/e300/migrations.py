"""Rules states saved by earlier engine versions, brought to the current one (the lead's
core/migrations.py chains them). Each step takes a state as that version kept it
(without its log), never changes it, and returns a state this engine goes on from, at the
same point of the game.
"""

import copy

from ..core.messages import rule
from . import flow, supply, supply_turn


def _from_1(old):
    """Engine 1 never stopped on PERS.IA's last die (engine 2's pass_ack): its states are
    engine-2 states as they are."""
    return copy.deepcopy(old)


def _from_2(old):
    """Engine 3 counts your preparation's cards from the map, proposes your supply and moves
    the score marker itself."""
    state = copy.deepcopy(old)
    state["log"] = []  # the lines a continuation writes are not kept: the save's log has them
    state.setdefault("prep_base", None)
    phase = state["phase"]
    if phase == "greek_prep":
        # Where your placement began is not known: count from the map as it stands (the
        # cards prompt then proposes 6, which you correct).
        state["prep_base"] = flow.greek_units(state)
    elif phase == "greek_supply":
        plan = supply.greek_proposal(state)
        state["supply"]["greek"] = {**state["supply"]["greek"], "remove": plan["remove"]}
        state["focus"] = sorted(plan["remove"])
    elif phase == "scoring":
        # The marker the scoring prompt proposed is where engine 3 puts it at once.
        after = state["scoring"]["after"]
        pts, _ = supply.points(state)
        flow.move_marker(state, {"points": pts, "before": state["score"], "after": after})
    state.pop("log")
    return state


def _from_3(old):
    """Engine 4 proposes both supplies in one prompt (ruling 35): a state waiting on
    PERS.IA's supply becomes the "supply" phase at the same point, PERS.IA's proposal
    kept and yours computed on the map as it leaves it. Your supply alone ("greek_supply")
    and every other phase are as they were."""
    state = copy.deepcopy(old)
    if state["phase"] != "persian_supply":
        return state
    state["log"] = []
    state["phase"] = "supply"
    persian = state["supply"]["remove"]
    greek = supply_turn.greek_after(state, persian)
    supply_turn.propose_greek(state, greek)
    state["focus"] = sorted(set(persian) | set(greek["remove"]))
    # The hand PERS.IA discarded is known only from the instruction engine 3 said.
    said = (state.get("instr") or {}).get("msg") or {}
    hand = said.get("params", {}).get("n", 0) if said.get("key") == "e300.instr.persian_supply" else 0
    old_why = state.get("why")
    why = [*old_why, *supply_turn.greek_why(greek)] if old_why else None
    flow.say(state, supply_turn.instruction(hand, persian, greek["remove"]), rule("e300.s6B"), why)
    state.pop("log")
    return state


STATE_STEPS = {1: _from_1, 2: _from_2, 3: _from_3}
