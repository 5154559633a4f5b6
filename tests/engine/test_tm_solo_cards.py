"""Cards that reach "another player", in a solo game (seed VII-B 4: « Vous disposez d'un
adversaire neutre, que vous pouvez voler ou dont vous pouvez réduire les productions (de
tout type) »), each ruling of docs/rules/tm.md "Cards and the neutral opponent"."""

import pytest

from solobots.tm import game
from test_tm_helpers import card_list, catalog, in_actions, keys, play, refs, render, with_

FR, EN = catalog("fr"), catalog("en")


def ready(**extra):
    extra.setdefault("mc", 200)
    extra.setdefault("hand", 10)
    return with_(in_actions("R32"), **extra)


def card(cid, **pay):
    return {"type": "play", "card": cid, **pay}


def solo_lines(state):
    return [line for line in state["log"] if line["rule"] and line["rule"]["ref"] == "tm.solo_neutral"]


@pytest.mark.parametrize("cid, extra", [("072", {"oxygen": 13}), ("004", {"oceans": 3}), ("178", {}), ("183", {"oxygen": 6})])
def test_a_production_decrease_of_any_player_goes_to_the_neutral_opponent(cid, extra):
    """Birds, Cloud Seeding, Heat Trappers, Biomass Combustors: playable with no production
    of that kind anywhere; the player's own production is untouched."""
    state = ready(prod_plants=0, prod_heat=0, prod_mc=2, **extra)
    after = play(state, card(cid))
    assert after["prod"]["plants"] >= 0 and after["prod"]["heat"] >= 0
    before = state["prod"]
    for res in ("plants", "heat"):
        assert after["prod"][res] >= before[res]  # never lowered by the "any player" part
    line = solo_lines(after)[0]
    assert "l'adversaire neutre" in render(line["msg"], FR)


@pytest.mark.parametrize("cid, res", [("201", "energy"), ("002", "titanium"), ("061", "steel"), ("125", "mc"), ("160", "energy")])
def test_a_stolen_production_is_gained_whatever_the_neutral_has(cid, res):
    state = ready(prod_titanium=1, prod_steel=1, prod_energy=1)
    if cid == "160":
        state["custom"] = [{"cost": 0, "vp": 0, "tags": ["power", "power"]}]
    before = state["prod"][res]
    after = play(state, card(cid))
    gain = 2 if cid == "125" else 1
    assert after["prod"][res] == before + gain
    assert "tm.solo_neutral" in refs(after)


@pytest.mark.parametrize("cid, extra", [("009", {}), ("010", {}), ("039", {}), ("063", {}), ("080", {})])
def test_plants_removed_from_any_player_are_not_taken_from_the_player(cid, extra):
    state = ready(plants=9, **extra)
    after = play(state, card(cid))
    assert after["res"]["plants"] == 9  # none of these gives plants
    assert "tm.does.neutral.remove_resource" in [d["key"] for line in solo_lines(after) for d in line["msg"]["params"]["does"]]


def test_hired_raiders_steals_the_full_amount_from_the_neutral():
    state = play(ready(), card("124"))
    prompt = game.view(state)["prompt"]
    assert prompt["rule"]["ref"] == "tm.solo_neutral" and len(prompt["choices"]) == 2
    assert render(prompt["choices"][0]["label"], FR) == "+2 acier"
    steel = play(state, prompt["choices"][0]["action"])
    assert steel["res"]["steel"] == 2
    mc = play(state, prompt["choices"][1]["action"])
    assert mc["res"]["mc"] == 200 - 1 + 3


@pytest.mark.parametrize("cid", ["050", "121"])
def test_virus_and_sabotage_remove_nothing(cid):
    state = play(ready(oxygen=13, plants=6, steel=5, titanium=4), card("072"))
    state["card_res"]["072"] = 3
    after = play(state, card(cid))
    assert after["card_res"]["072"] == 3
    assert (after["res"]["plants"], after["res"]["steel"], after["res"]["titanium"]) == (6, 5, 4)
    assert after["pending"] == [] and solo_lines(after)


@pytest.mark.parametrize("cid, extra", [("024", {"oxygen": 11}), ("035", {"oxygen": 4})])
def test_predators_and_ants_take_from_the_neutral_not_from_the_player_s_cards(cid, extra):
    state = play(ready(**extra), card(cid))
    if cid == "024":
        state = play(with_(state, oxygen=13), card("072"))  # Birds, with animals on it
        state["card_res"]["072"] = 2
    after = play(state, {"type": "use_action", "card": cid})
    assert after["card_res"][cid] == 1
    assert after["card_res"].get("072", 0) == state["card_res"].get("072", 0)
    assert "tm.log.take_from_neutral" in keys(after) and "tm.solo_neutral" in refs(after)


def test_toll_station_counts_no_opponent_tags():
    state = play(ready(), card("099"))
    assert state["prod"]["mc"] == 0


@pytest.mark.parametrize("cid, extra, field, gain", [
    ("129", {"oxygen": 5}, ("prod", "mc"), 2),     # Zeppelins: cities on Mars, the neutral two
    ("189", {}, ("prod", "energy"), 2),            # Energy Saving: every city in play
    ("096", {}, ("res", "plants"), 2),             # Greenhouses
])
def test_the_neutral_cities_count_as_cities_in_play(cid, extra, field, gain):
    state = ready(**extra)
    after = play(state, card(cid))
    assert after[field[0]][field[1]] == state[field[0]][field[1]] + gain
    with_city = play(state, {"type": "project", "project": "city"}, {"type": "place", "space": "20"})
    after = play(with_city, card(cid))
    assert after[field[0]][field[1]] == with_city[field[0]][field[1]] + gain + 1


def test_media_archives_counts_the_player_s_own_events():
    state = play(ready(), card("062"), card("036"))  # two events
    after = play(state, card("107"))
    assert after["res"]["mc"] == state["res"]["mc"] - 8 + 2


def test_city_triggers_do_not_fire_for_the_neutral_setup_cities():
    """Rover Construction, Pets and Immigrant City count cities placed after them; the two
    neutral cities were placed before the game."""
    state = play(ready(), card("038"), card("172"))
    assert state["res"]["mc"] == 200 - 8 - 10 and state["card_res"]["172"] == 1


def test_the_preview_cites_the_solo_rule_where_solo_changes_the_card():
    state = ready(oxygen=13)
    birds = next(c for c in card_list(state) if c["id"] == "072")
    cited = [d for d in birds["does"] if d.get("rule")]
    assert [d["rule"]["ref"] for d in cited] == ["tm.solo_neutral"]
    assert render(cited[0]["msg"], FR) == "−2 plantes en production pour l'adversaire neutre\u202f: rien à noter"
    assert render(cited[0]["msg"], EN) == "−2 plant production for the neutral opponent: nothing to track"
