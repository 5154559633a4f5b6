"""Terraforming Mars states saved by engine 2 go on with engine 3 (py/solobots/tm/migrations.py).
The states were made by engine 2's own code (tests/engine/tm_v2_states.py rebuilds them
from git) at every kind of point a save can stop at: set-up, a tile or a question
waiting, a blue card in play, research, Helion's heat."""

import copy
import json
import pathlib
import random

import pytest

from solobots.core.session import Session
from solobots.tm import game
from solobots.tm.migrations import STATE_STEPS

FIXTURE = json.loads((pathlib.Path(__file__).parent / "golden" / "tm_v2_states.json").read_text("utf-8"))
POINTS = FIXTURE["points"]


def test_every_version_before_this_one_has_a_step():
    assert FIXTURE["engine"] == 2 and game.ENGINE_VERSION == 3
    assert sorted(STATE_STEPS) == list(range(1, game.ENGINE_VERSION))


def migrated(state):
    state = copy.deepcopy(state)
    state["log"] = []  # the session gives a state its (empty) log back
    for version in range(FIXTURE["engine"], game.ENGINE_VERSION):
        state = STATE_STEPS[version](state)
    return state


def replayed(actions):
    session = Session("tm", {"card_order": "default"}, "migrations")
    for action in actions:
        session.act(action)
    return session.state


def core(state):
    """The game itself: what is on the table, without the notes' words and the log."""
    return {k: v for k, v in state.items() if k not in ("log", "todo")}


@pytest.mark.parametrize("point", list(POINTS))
def test_a_state_of_engine_2_is_the_same_game_in_engine_3(point):
    saved = POINTS[point]["state"]
    before = copy.deepcopy(saved)
    state = migrated(saved)
    assert saved == before  # never changed in place
    # the same actions played by engine 3 reach the same game (these scripts play no
    # Mining card); only the notes' words may differ
    fresh = replayed(POINTS[point]["actions"])
    assert core(state) == core(fresh)
    assert [n["slot"] for n in state["todo"]] == [n["slot"] for n in fresh["todo"]]
    view = game.view(state)
    json.dumps(view)
    assert view["prompt"]["kind"] != "none"


@pytest.mark.parametrize("point", list(POINTS))
def test_a_migrated_state_plays_on(point):
    state = migrated(POINTS[point]["state"])
    rng = random.Random(point)
    for _ in range(40):
        actions = game.legal_actions(state)
        if not actions:
            break
        state = game.apply(state, rng.choice(actions))
    game.view(state)


def test_a_migrated_action_phase_offers_play_a_card_and_the_blue_action():
    state = migrated(POINTS["blue_card"]["state"])
    choices = game.view(state)["prompt"]["choices"]
    assert choices[0]["action"] == {"type": "cards", "open": True}
    opened = game.apply(state, {"type": "cards", "open": True})
    assert game.view(opened)["board"]["picking"]


def test_a_question_waiting_in_engine_2_is_answered_in_engine_3():
    state = migrated(POINTS["question"]["state"])
    assert state["pending"][0]["ask"] == "copy"
    answered = game.apply(state, {"type": "answer", "option": 1})
    assert answered["copied"] == {"086": "141"} and answered["prod"]["energy"] == 2
