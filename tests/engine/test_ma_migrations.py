"""Version-2 rules states brought to version 3 (py/solobots/ma/migrations.py).

The states in golden/ma_v2_states.json were produced by the version-2 engine (git
fb9eddd) at chosen points of scripted games: a Martian's shot at its last prompt, the
defender's roll after an attack that scored nothing (and after one that scored), the
dice tool's "Continue" after a Martian's shot and "Back to your turn" after the player's
shot, the end of the round's "done", the BRAVE question asked again, a panic test, and
the dice tools game's form, its skipped defences and its "what next". Each migrates to a
state version 3 goes on from, at the equivalent question."""

import copy
import json
from pathlib import Path

import pytest

from solobots.ma import game, migrations, tools_game

STATES = json.loads((Path(__file__).parent / "golden" / "ma_v2_states.json").read_text("utf-8"))


def migrated(game_id, name):
    old = STATES[game_id][name]
    before = copy.deepcopy(old)
    new = migrations.STEPS[game_id][2](old)
    assert old == before, "a migration never changes its argument"
    json.dumps(new)
    assert "log" not in new
    return dict(new, log=[])


def go_on(module, state, *actions):
    for action in actions:
        state = module.apply(state, action)
    return state


def test_every_game_has_its_steps_from_versions_1_and_2():
    assert game.ENGINE_VERSION == 3 and tools_game.ENGINE_VERSION == 3
    assert set(migrations.STEPS) == {"ma", "ma_tools"}
    assert set(migrations.STATE_STEPS) == {1, 2} and set(migrations.TOOLS_STATE_STEPS) == {1, 2}


@pytest.mark.parametrize("name", sorted(STATES["ma"]))
def test_every_ma_state_migrates_to_one_the_engine_goes_on_from(name):
    state = migrated("ma", name)
    view = game.view(state)
    assert view["prompt"]["kind"] in ("choice", "dice")
    assert game.legal_actions(state)
    for action in game.legal_actions(state):
        game.apply(state, action)  # every answer offered is accepted


def test_the_last_prompt_of_a_shot_offers_the_one_tap_roll():
    state = migrated("ma", "act_go")
    assert state["ask"]["values"] == ["roll_shoot", "tool_shoot", "done"]
    state = go_on(game, state, {"type": "answer", "value": "roll_shoot"})
    assert state["tool"] is None and state["shown"]["result"] and state["ask"]["q"] == "draw"


def test_a_defence_after_an_attack_that_scored_nothing_is_skipped_and_the_test_leaves():
    state = migrated("ma", "defence_after_nothing")
    assert state["tool"] is None and state["shown"]["skipped"] and state["shown"]["result"]["outcome"] == "missed"
    # the activation is over: its marker is on, the second AI card is asked
    assert state["ask"]["q"] == "draw" and state["mt"]["thing"] == 2
    assert state["board"]["figures"][0]["activated"]
    assert state["instr"]["msg"]["key"] == "ma.instr.after_test"


def test_a_defence_after_an_attack_that_scored_is_still_asked():
    state = migrated("ma", "defence_after_hits")
    assert state["ask"]["q"] == "tool_roll" and state["tool"]["stage"] == "defence" and state["tool"]["auto"]
    state = go_on(game, state, {"type": "roll", "faces": ["1", "1", "1"]})
    assert state["tool"] is None and state["ask"]["q"] == "draw"


def test_continue_after_a_martian_shot_goes_on_to_the_next_card():
    state = migrated("ma", "tool_done_martian")
    assert state["tool"] is None and state["ask"]["q"] == "draw" and state["mt"]["thing"] == 2
    assert state["shown"]["result"]["outcome"] == "killed"


def test_the_players_shot_keeps_back_to_your_turn():
    state = migrated("ma", "tool_done_player")
    assert state["ask"]["q"] == "tool_done" and state["tool"]["auto"] is False
    state = go_on(game, state, {"type": "answer", "value": "leave"})
    assert state["ask"]["q"] == "player_turn"


def test_the_end_of_the_rounds_done_becomes_the_reinforcement_question():
    state = migrated("ma", "round_end_ack")
    assert state["ask"]["q"] == "reinforcements" and state["instr"]["msg"]["key"] == "ma.instr.round_end"
    state = go_on(game, state, {"type": "answer", "value": "no"})
    assert state["ask"]["q"] == "next_first"


def test_the_brave_question_asked_again_becomes_the_shot():
    state = migrated("ma", "fearless_again")
    assert state["ask"]["q"] == "act_go" and state["marks"]["targets"] == ["f3"]
    assert state["ask"]["ctx"]["shoot"]["clear"] is True


def test_a_panic_test_goes_on():
    state = migrated("ma", "panic")
    assert state["ask"]["q"] == "tool_roll" and state["tool"]["stage"] == "panic"
    state = go_on(game, state, {"type": "roll", "faces": ["1", "8"]})
    assert state["ask"]["q"] == "tool_done"


@pytest.mark.parametrize("name", sorted(STATES["ma_tools"]))
def test_every_tools_state_migrates(name):
    state = migrated("ma_tools", name)
    assert tools_game.legal_actions(state)
    for action in tools_game.legal_actions(state):
        tools_game.apply(state, action)


def test_tools_skip_a_defence_that_cannot_matter_and_keep_a_fight_back():
    for name in ("defence_after_nothing", "defence_after_nothing_fight_survive"):
        state = migrated("ma_tools", name)
        assert state["tool"]["stage"] == "done" and state["tool"]["skipped"] and state["ask"]["q"] == "tool_done"
    # a defender that fights back may still kill the attacker: its roll is asked
    state = migrated("ma_tools", "defence_after_nothing_fight_back")
    assert state["tool"]["stage"] == "defence" and state["ask"]["q"] == "tool_roll"
    state = migrated("ma_tools", "tool_done")
    assert state["ask"]["q"] == "tool_done"
