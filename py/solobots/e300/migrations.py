"""Rules states saved by earlier engine versions, brought to the current one (the lead's
core/migrations.py chains them). Each step takes a state as that version kept it
(without its log), never changes it, and returns a state this engine goes on from, at the
same point of the game.
"""

import copy

from . import flow, supply


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


STATE_STEPS = {1: _from_1, 2: _from_2}
