"""Global parameters: bonus steps, maxima, TR only for steps made (seed II-B, III-A 7)."""

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game
from test_tm_helpers import in_actions, keys, play, refs, with_

RAISE_T = {"type": "raise", "param": "temperature", "steps": 1}
RAISE_O = {"type": "raise", "param": "oxygen", "steps": 1}


def test_minus_24_and_minus_20_each_give_heat_production():
    state = with_(in_actions(), temperature=-26)
    state = play(state, RAISE_T)
    assert state["globals"]["temperature"] == -24 and state["prod"]["heat"] == 1 and state["tr"] == 15
    state = play(state, RAISE_T)
    assert state["globals"]["temperature"] == -22 and state["prod"]["heat"] == 1
    state = play(state, RAISE_T)
    assert state["globals"]["temperature"] == -20 and state["prod"]["heat"] == 2 and state["tr"] == 17
    assert refs(state).count("tm.bonus_steps") == 2


def test_zero_degrees_gives_an_ocean_to_place():
    state = play(with_(in_actions(), temperature=-2), RAISE_T)
    assert state["globals"]["temperature"] == 0
    assert state["pending"][0]["tile"] == "ocean" and state["pending"][0]["source"] == "bonus"
    state = play(state, {"type": "place", "space": "33"})
    assert state["globals"]["oceans"] == 1 and state["tr"] == 16


def test_eight_percent_oxygen_raises_the_temperature_which_can_chain():
    state = with_(in_actions(), oxygen=7, temperature=-2)
    state = play(state, RAISE_O)
    g = state["globals"]
    assert g["oxygen"] == 8 and g["temperature"] == 0 and state["tr"] == 16
    assert state["pending"][0]["tile"] == "ocean"
    assert "tm.log.bonus_oxygen" in keys(state) and "tm.log.bonus_ocean" in keys(state)


def test_eight_percent_bonus_gives_nothing_when_temperature_is_at_max():
    state = play(with_(in_actions(), oxygen=7, temperature=8), RAISE_O)
    assert state["globals"]["temperature"] == 8 and state["tr"] == 15


def test_a_multi_step_raise_stops_at_the_maximum_and_only_counts_steps_made():
    state = play(with_(in_actions(), temperature=6), {"type": "raise", "param": "temperature", "steps": 3})
    assert state["globals"]["temperature"] == 8 and state["tr"] == 15 and state["tr_steps"] == 1
    state = play(with_(in_actions(), oxygen=14), RAISE_O)
    assert state["globals"]["oxygen"] == 14 and state["tr"] == 14
    assert "tm.param_max" in refs(state)


def test_an_ocean_past_nine_cannot_be_placed_and_gives_no_tr():
    state = with_(in_actions(), oceans=9, temperature=-2)
    state = play(state, RAISE_T)
    assert state["pending"] == [] and state["globals"]["oceans"] == 9 and state["tr"] == 15
    assert "tm.log.no_ocean_left" in keys(state)
    with pytest.raises(RuleError):
        game.apply(state, {"type": "tile", "tile": "ocean"})
    with pytest.raises(RuleError):
        game.apply(with_(state, mc=50), {"type": "project", "project": "aquifer"})


def test_asteroid_and_heat_refused_at_maximum_temperature():
    state = with_(in_actions(), temperature=8, heat=8, mc=20)
    for action in ({"type": "project", "project": "asteroid"}, {"type": "convert", "what": "heat"}):
        with pytest.raises(RuleError):
            game.apply(state, action)


@pytest.mark.parametrize("action", [
    {"type": "raise", "param": "oceans"}, {"type": "raise", "param": "temperature", "steps": 0},
    {"type": "raise", "param": "temperature", "steps": 4}, {"type": "raise", "param": "oxygen", "steps": "1"},
    {"type": "raise", "param": None},
])
def test_bad_raises_are_refused(action):
    with pytest.raises(RuleError):
        game.apply(in_actions(), action)


def test_heat_conversion_and_asteroid_project():
    state = play(with_(in_actions(), heat=9, mc=14), {"type": "convert", "what": "heat"})
    assert state["res"]["heat"] == 1 and state["globals"]["temperature"] == -28 and state["tr"] == 15
    state = play(state, {"type": "project", "project": "asteroid"})
    assert state["res"]["mc"] == 0 and state["globals"]["temperature"] == -26 and state["tr"] == 16
