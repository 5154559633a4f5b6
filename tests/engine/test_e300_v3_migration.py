"""Engine 4 (issue 34, the one-tap supply) goes on from states engine 3 made: the b28
archive's own engine (py/frozen/b28.zip, core/legacy.py) plays them here, at every phase of a
few games and on a map where PERS.IA's removals open your roads."""

import copy

import pytest

from solobots.core import legacy
from solobots.e300 import game
from solobots.e300.migrations import STATE_STEPS
from solobots.why import problems
from test_e300_helpers import at_persian_turn, keys, play_on_to_the_end, render
from test_e300_one_tap_supply import UNITS

OLD = legacy.engine("e300", 3)


def strip(state):
    return {k: v for k, v in state.items() if k != "log"}


def old_states():
    """Engine-3 states at each phase of a few games (the first of each kind, by campaign for
    the supplies), made by the b28 engine with today's scripted player."""
    found = {}
    def keep(state):
        phase = state["phase"]
        found.setdefault(f"{phase}-c{state['campaign']}" if phase.endswith("supply") else phase, strip(state))

    for seed in ("gamma", "mig-1", "mig-2"):
        play_on_to_the_end(OLD.setup({}, seed), max_steps=600, engine=OLD, seen=keep)
    return found


STATES = old_states()


def migrated(old):
    before = copy.deepcopy(old)
    state = STATE_STEPS[3](old)
    assert old == before and "log" not in state
    return {**state, "log": []}


def test_the_old_engine_is_engine_three_and_made_both_supplies():
    assert OLD.ENGINE_VERSION == 3 and legacy.FROZEN[("e300", 3)] == "b28"
    assert any(k.startswith("persian_supply") for k in STATES) and any(k.startswith("greek_supply") for k in STATES)


@pytest.mark.parametrize("label", sorted(STATES))
def test_each_phase_migrates_and_plays_on_to_the_end(label):
    state = migrated(STATES[label])
    assert state["phase"] != "persian_supply"
    view = game.view(state)
    for message in (view["instruction"]["msg"], view["prompt"].get("msg")):
        for lang in ("fr", "en"):
            assert message is None or render(message, lang)
    assert play_on_to_the_end(state)["phase"] == "over"


def test_other_phases_are_as_they_were():
    for label, old in STATES.items():
        if not label.startswith("persian_supply"):
            assert STATE_STEPS[3](old) == old, label


def test_persias_supply_becomes_the_one_prompt_at_the_same_point():
    old = strip(OLD.apply(OLD.apply(at_persian_turn(UNITS, hand=3, greek_hand=2), {
        "type": "persian_roll", "faces": ["1"]}), {"type": "greek_op", "passed": True}))
    assert old["phase"] == "persian_supply" and "greek" not in old["supply"]
    state = migrated(old)
    assert state["phase"] == "supply"
    # PERS.IA's proposal kept; yours computed on the map it leaves (Larissa's road open).
    assert state["supply"]["remove"] == old["supply"]["remove"] == {"Delphi": 1, "Thebai": 1}
    assert state["supply"]["greek"] == {"cut": {}, "excess": 1, "remove": {"Larissa": 1}}
    assert state["map"] == old["map"] and state["hands"] == old["hands"]
    assert sorted(state["focus"]) == ["Delphi", "Larissa", "Thebai"]
    view = game.view(state)
    assert view["instruction"]["msg"]["key"] == "e300.instr.supply"
    assert view["instruction"]["msg"]["params"]["n"] == 2  # the hand engine 3 discarded
    assert problems(view["why"], view["instruction"]) == []
    assert view["prompt"]["action"] == {"type": "supply_done"}
    # One tap from here, as for a supply begun under engine 4.
    fresh = game.apply(game.apply(at_persian_turn(UNITS, hand=3, greek_hand=2), {
        "type": "persian_roll", "faces": ["1"]}), {"type": "greek_op", "passed": True})
    assert strip(fresh)["supply"] == state["supply"] and game.view(fresh)["prompt"] == view["prompt"]
    after = game.apply(state, game.legal_actions(state)[0])
    assert after["phase"] == "persian_prep" and "e300.log.greek_removed" in keys(after)


def test_your_supply_alone_stays_and_is_answered_as_before():
    label = next(k for k in sorted(STATES) if k.startswith("greek_supply"))
    old = STATES[label]
    state = migrated(old)
    assert state["phase"] == "greek_supply" and state["supply"] == old["supply"]
    # the same question; the cities proposed at 0 now fold away past two fields (issue 34)
    prompt = game.view(state)["prompt"]
    assert {k: v for k, v in prompt.items() if k != "spare"} == OLD.view(old)["prompt"]
    assert prompt["spare"]["ids"] == [f["id"] for f in prompt["fields"] if not f["value"]]
    after = game.apply(state, game.legal_actions(state)[0])
    assert after["phase"] in ("persian_prep", "over")
