"""Engine 3 (issue 23) goes on from states the engine of version 2 saved.

The states in golden/e300_v2_states.json were made by the fb9eddd engine (version 2) at
every phase of a game; regenerate them with that tree (`git worktree add OLD fb9eddd`):
    python tests/engine/golden/make_e300_v2_states.py OLD > tests/engine/golden/e300_v2_states.json
"""

import copy
import json
from pathlib import Path

import pytest

from solobots.e300 import game
from solobots.e300.migrations import STATE_STEPS
from test_e300_helpers import play_on_to_the_end

STATES = json.loads((Path(__file__).parent / "golden" / "e300_v2_states.json").read_text("utf-8"))


def by_label(prefix):
    return next(e["state"] for e in STATES if e["label"].startswith(prefix))


def migrated(old):
    state = STATE_STEPS[2](old)
    assert "log" not in state
    return {**state, "log": []}


def to_today(old):
    """Carried through every later step too (engine 4's one supply: test_e300_v3_migration.py)."""
    state = migrated(old)
    for version in range(3, game.ENGINE_VERSION):
        state = {**STATE_STEPS[version]({k: v for k, v in state.items() if k != "log"}), "log": []}
    return state


def test_every_version_before_has_a_step():
    assert sorted(STATE_STEPS) == list(range(1, game.ENGINE_VERSION))


@pytest.mark.parametrize("entry", STATES, ids=[e["label"] for e in STATES])
def test_each_saved_phase_migrates_without_touching_its_argument_and_plays_on(entry):
    old = entry["state"]
    before = copy.deepcopy(old)
    state = to_today(old)
    assert old == before
    view = game.view(state)
    assert view["prompt"]["kind"] in ("choice", "dice", "numbers", "none")
    assert state["phase"] != "scoring"
    # The new engine plays it to the end.
    assert play_on_to_the_end(state)["phase"] == "over"


def test_a_scoring_prompt_becomes_the_marker_moved_and_the_next_campaign():
    old = by_label("scoring-c3")
    state = migrated(old)
    assert state["score"] == old["scoring"]["after"] and state["campaign"] == old["campaign"] + 1
    assert state["phase"] == "persian_prep"
    assert game.view(state)["instruction"]["msg"]["key"] == "e300.instr.scored_prep_ready"


def test_the_last_scoring_prompt_ends_the_game_on_its_proposed_marker():
    old = by_label("scoring-c5")
    state = migrated(old)
    assert state["phase"] == "over" and state["score"] == old["scoring"]["after"]
    assert game.view(state)["status"]["over"] is True


def test_your_preparation_gets_a_cards_prompt():
    state = migrated(by_label("greek_prep-c3"))
    prompt = game.view(state)["prompt"]
    assert prompt["kind"] == "numbers" and prompt["fields"][0]["id"] == "cards" and prompt["fields"][0]["value"] == 6
    hand = state["hands"]["greece"]
    after = game.apply(state, {"type": "greek_prep_done", "values": {"cards": 4}})
    assert after["hands"]["greece"] == hand + 4 and after["phase"] == "persian_op"


def test_your_supply_gets_its_proposal():
    old = by_label("greek_supply-c4")
    state = migrated(old)
    assert "remove" in state["supply"]["greek"] and "remove" not in old["supply"]["greek"]
    prompt = game.view(state)["prompt"]
    assert prompt["action"] == {"type": "greek_supply_done"} or prompt["kind"] == "choice"


def test_other_phases_only_gain_the_new_key():
    for label in ("persian_prep", "persian_op", "greek_op", "battle", "pass_ack", "persian_supply", "over"):
        old = by_label(label)
        state = migrated(old)
        assert {k: v for k, v in state.items() if k not in ("prep_base", "log")} == old, label
        assert state["prep_base"] is None


def test_engine_one_states_are_engine_two_states():
    old = by_label("greek_op")
    assert STATE_STEPS[1](old) == old and STATE_STEPS[1](old) is not old
