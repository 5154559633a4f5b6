"""The cards and corporations the data cannot play alone ("automatable": false in the
reference), one test each (named test_custom_<id>_...), as listed in docs/rules/tm.md
"Cards handled by their own code or a question"."""

import copy
import sys

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game, tiles
from solobots.tm.data import CARDS, CORPORATIONS
from test_tm_helpers import card_list, in_actions, keys, play, refs, tile, with_


def ready(corp="R32", **extra):
    extra.setdefault("mc", 200)
    extra.setdefault("hand", 10)
    return with_(in_actions(corp), **extra)


def card(cid, **pay):
    return {"type": "play", "card": cid, **pay}


def answer(i):
    return {"type": "answer", "option": i}


def use(cid, **extra):
    return {"type": "use_action", "card": cid, **extra}


def head(state):
    return state["pending"][0] if state["pending"] else None


def refused(state, action, key):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        game.apply(state, action)
    assert err.value.key == key
    assert state == before
    return err.value


def test_custom_005_search_for_life_asks_what_the_revealed_card_showed():
    state = play(ready(oxygen=6), card("005"), use("005"))
    assert head(state)["ask"] == "reveal" and state["res"]["mc"] == 200 - 3 - 1
    assert game.view(state)["prompt"]["kind"] == "choice"
    yes = play(state, answer(0))
    assert yes["card_res"]["005"] == 1 and yes["pending"] == []
    no = play(state, answer(1))
    assert no["card_res"]["005"] == 0
    refused(yes, use("005"), "tm.error.action_used")
    # 3 VP once there is one science resource on it.
    assert [c["vp"] for c in game.view(yes)["board"]["in_play"] if c["id"] == "005"] == [3]
    assert [c["vp"] for c in game.view(no)["board"]["in_play"] if c["id"] == "005"] == [0]


def test_custom_005_search_for_life_takes_helions_heat_as_the_card_list_offers_it():
    """Found by the fuzzer: Helion short of M€, the card list's pay field sends the heat with
    the action, which the card's own code never read (refused as an unknown key)."""
    from solobots.core.strict import apply_strictly

    state = play(ready("R18", heat=5), card("005"))
    state = with_(state, mc=0)
    listed = [a for a in game.legal_actions(state) if a.get("card") == "005" and a["type"] == "use_action"]
    assert listed == [use("005", heat=1)]
    [pay] = [a["pay"] for c in game.view(state)["board"]["in_play"] if c["id"] == "005" for a in c["actions"]]
    assert pay == [{"res": "heat", "worth": 1, "max": 5, "value": 1}]
    paid = apply_strictly(game.apply, state, use("005", heat=1))
    assert paid["res"]["heat"] == 4 and head(paid)["ask"] == "reveal"
    # without the field, the heat M€ cannot cover; too much heat is a slip, refused
    assert apply_strictly(game.apply, state, use("005"))["res"]["heat"] == 4
    refused(state, use("005", heat=2), "tm.error.overpay")


def test_custom_023_arctic_algae_gives_two_plants_per_ocean():
    state = play(ready(temperature=-12), card("023"))
    assert state["res"]["plants"] == 1
    state = play(state, {"type": "project", "project": "aquifer"}, {"type": "place", "space": "33"})
    assert state["res"]["plants"] == 1 + 2 + 2  # the space's 2 plants, then the card's 2
    assert "tm.log.trigger" in keys(state) and "tm.card_effect" in refs(state)


def test_custom_031_optimal_aerobraking_pays_for_space_events():
    state = play(ready(), card("031"), card("009"))  # Asteroid: a space event
    assert state["res"]["mc"] == 200 - 7 - 14 + 3 and state["res"]["heat"] == 3
    state = play(state, card("090"))  # Research: not an event
    assert state["res"]["heat"] == 3


def test_custom_037_nitrogen_rich_asteroid_counts_plant_tags_already_there():
    state = play(ready(), card("037"))
    assert state["prod"]["plants"] == 1 and state["tr"] == 14 + 1 + 2
    three = ready()
    three["custom"] = [{"cost": 0, "vp": 0, "tags": ["plant", "plant", "plant"]}]
    assert play(three, card("037"))["prod"]["plants"] == 4


def test_custom_038_rover_construction_pays_two_per_city():
    state = play(ready(), card("038"), {"type": "project", "project": "city"}, {"type": "place", "space": "20"})
    assert state["res"]["mc"] == 200 - 8 - 25 + 2


@pytest.mark.parametrize("cid", ["064", "067"])
def test_custom_064_067_mining_area_and_rights_produce_the_metal_of_their_space(cid):
    state = tile(ready(), "22", "greenery")  # an own tile next to 21 (titanium) for Mining Area
    state = play(state, card(cid))
    spaces = tiles.legal_spaces(state, head(state))
    assert "21" in spaces
    titanium = play(state, {"type": "place", "space": "21"})
    assert titanium["prod"]["titanium"] == 1 and titanium["prod"]["steel"] == 0
    assert titanium["mined"] == {cid: "titanium"}
    if cid == "067":
        steel = play(state, {"type": "place", "space": "20"})
        assert steel["prod"]["steel"] == 1 and steel["prod"]["titanium"] == 0


@pytest.mark.parametrize(("cid", "metal"), [("064", "titanium"), ("067", "steel")])
def test_custom_064_067_mining_area_and_rights_are_building_cards(cid, metal):
    """The reference now prints their Building tag: steel pays for them, they count as
    building tags, and Robotic Workforce copies the production their space gave."""
    assert "building" in CARDS[cid]["tags"]
    state = tile(ready(steel=5), "22", "greenery")
    price = CARDS[cid]["cost"]
    steel = -(-price // 2)
    state = play(state, card(cid, steel=steel))
    assert state["res"]["steel"] == 5 - steel and state["res"]["mc"] == 200
    state = play(state, {"type": "place", "space": "21" if metal == "titanium" else "20"})
    assert state["mined"] == {cid: metal} and state["prod"][metal] == 1
    state = play(state, card("086"))  # the only building card with a production box: no question
    assert state["copied"] == {"086": cid} and state["prod"][metal] == 2


def test_custom_066_land_claim_keeps_a_space_for_the_player():
    state = play(ready(), card("066"), {"type": "place", "space": "25"})
    assert state["claims"] == ["25"] and "25" not in state["tiles"]
    state = play(state, {"type": "project", "project": "city"}, {"type": "place", "space": "25"})
    assert state["claims"] == [] and state["res"]["plants"] == 2


def test_custom_073_mars_university_says_a_card_may_be_swapped_per_science_tag():
    state = play(ready(), card("073"))  # its own science tag
    assert keys(state).count("tm.log.mars_university") == 1
    hand = state["hand"]
    state = play(state, card("090"))  # Research: 2 science tags, draws 2
    assert keys(state).count("tm.log.mars_university") == 3 and state["hand"] == hand - 1 + 2


def test_custom_074_viral_enhancers_asks_plant_or_resource_on_that_card():
    state = play(ready(), card("074"))  # its own microbe tag: it holds nothing, so +1 plant
    assert state["res"]["plants"] == 1 and state["pending"] == []
    state = play(with_(state, oxygen=13), card("072"))  # Birds: an animal tag, holds animals
    assert head(state) == {"ask": "viral", "card": "074", "target": "072"}
    on_birds = play(state, answer(1))
    assert on_birds["card_res"]["072"] == 1 and on_birds["res"]["plants"] == 1
    plant = play(state, answer(0))
    assert plant["card_res"]["072"] == 0 and plant["res"]["plants"] == 2


def test_custom_086_robotic_workforce_copies_a_building_production_box():
    err = refused(ready(), card("086"), "tm.error.cannot_play")
    assert err.params["why"]["key"] == "tm.blocked.nothing_to_copy"
    state = play(ready(), card("056"))  # Mine: +1 steel production (building)
    state = play(state, card("086"))  # one card to copy: no question
    assert state["prod"]["steel"] == 2 and state["copied"] == {"086": "056"}
    state = play(ready(), card("056"), card("141"), card("086"))  # Mine and Power Plant
    assert head(state)["ask"] == "copy"
    assert play(state, answer(1))["prod"]["energy"] == 2
    # A production box whose losses cannot be paid now is not offered (Building Industries
    # needs 1 energy production to lose).
    state = play(ready(prod_energy=1), card("065"), card("056"))
    assert state["prod"]["energy"] == 0
    state = play(state, card("086"))
    assert state["copied"] == {"086": "056"}


def test_custom_109_media_group_pays_three_per_event():
    state = play(ready(), card("109"), card("062"))  # Mineral Deposit
    assert state["res"]["mc"] == 200 - 6 - 5 + 3 and state["res"]["steel"] == 5


def test_custom_128_ecological_zone_counts_its_own_tags_then_each_plant_or_animal_tag():
    state = tile(ready(), "22", "greenery")
    state = play(state, card("128"))
    assert state["card_res"]["128"] == 2  # its animal and plant tags
    assert tiles.legal_spaces(state, head(state))  # next to the greenery
    state = play(state, {"type": "place", "space": tiles.legal_spaces(state, head(state))[0]})
    state = play(with_(state, temperature=-4), card("060"))  # Trees: a plant tag
    assert state["card_res"]["128"] == 3
    assert [c["vp"] for c in game.view(state)["board"]["in_play"] if c["id"] == "128"] == [1]


def test_custom_131_decomposers_count_life_tags_their_own_included():
    state = play(ready(oxygen=3), card("131"))
    assert state["card_res"]["131"] == 1
    state = play(state, card("048"))  # Adapted Lichen: a plant tag
    assert state["card_res"]["131"] == 2


def test_custom_147_herbivores_start_with_an_animal_and_grow_with_greeneries():
    state = play(ready(oxygen=8, prod_plants=0), card("147"))
    assert state["card_res"]["147"] == 1 and state["prod"]["plants"] == 0  # the neutral loses it
    state = play(state, {"type": "project", "project": "greenery"}, {"type": "place", "space": "20"})
    assert state["card_res"]["147"] == 2


def test_custom_152_insulation_asks_how_many_steps():
    refused(ready(), card("152"), "tm.error.cannot_play")  # no heat production
    state = play(ready(prod_heat=3, prod_mc=1), card("152"))
    prompt = game.view(state)["prompt"]
    assert prompt["kind"] == "numbers" and prompt["fields"][0]["max"] == 3
    refused(state, {"type": "answer", "values": {"n": 4}}, "tm.error.bad_answer_amount")
    state = play(state, {"type": "answer", "values": {"n": 2}})
    assert state["prod"]["heat"] == 1 and state["prod"]["mc"] == 3


def test_custom_156_standard_technology_pays_back_after_a_standard_project():
    state = play(ready(), card("156"), {"type": "project", "project": "power_plant"})
    assert state["res"]["mc"] == 200 - 6 - 11 + 3
    state = play(state, {"type": "sell", "count": 1})
    assert state["res"]["mc"] == 200 - 6 - 11 + 3 + 1  # not after selling patents


def test_custom_172_pets_get_an_animal_per_city():
    state = play(ready(), card("172"))
    assert state["card_res"]["172"] == 1
    state = play(state, {"type": "project", "project": "city"}, {"type": "place", "space": "20"})
    assert state["card_res"]["172"] == 2


def test_custom_173_protected_habitats_changes_nothing_in_solo():
    state = play(ready(), card("173"))
    assert "tm.log.protected_solo" in keys(state) and "tm.solo_neutral" in refs(state)


def test_custom_185_olympus_conference_adds_science_or_spends_one_to_draw():
    state = play(ready(), card("185"))  # its own science tag: nothing to spend yet, so +1
    assert state["card_res"]["185"] == 1 and state["pending"] == []
    state = play(state, card("090"))  # Research: 2 science tags, two questions
    assert [p["ask"] for p in state["pending"]] == ["olympus", "olympus"]
    hand = state["hand"]
    drew = play(state, answer(1))  # spend it to draw; the second tag then finds none: +1 by itself
    assert drew["card_res"]["185"] == 1 and drew["hand"] == hand + 1 and drew["pending"] == []
    added = play(state, answer(0), answer(0))
    assert added["card_res"]["185"] == 3 and added["hand"] == hand


def test_custom_188_flooding_places_an_ocean_and_the_loss_is_the_neutral_s():
    state = play(ready(), card("188"))
    assert head(state)["tile"] == "ocean" and state["res"]["mc"] == 200 - 7
    assert "tm.solo_neutral" in refs(state)
    state = play(state, {"type": "place", "space": "33"})
    assert state["globals"]["oceans"] == 1 and state["res"]["mc"] == 200 - 7


def test_custom_194_power_infrastructure_turns_any_energy_into_mc():
    state = play(ready(), card("194"))
    refused(state, use("194"), "tm.error.not_enough")  # no energy
    state = play(with_(state, energy=5), use("194"))
    assert head(state)["ask"] == "amount"
    state = play(state, {"type": "answer", "values": {"n": 3}})
    assert state["res"]["energy"] == 2 and state["res"]["mc"] == 200 - 4 + 3


def test_custom_195_indentured_workers_discounts_the_next_card_this_generation():
    state = play(ready(), card("195"))
    assert state["next_discount"] == 8
    assert next(c for c in card_list(state) if c["id"] == "090")["price"] == 3
    state = play(state, card("090"))
    assert state["res"]["mc"] == 200 - 3 and state["next_discount"] == 0
    # Not carried over into the next generation.
    later = play(play(ready(), card("195")), {"type": "pass"})
    assert later["next_discount"] == 0


def test_custom_200_immigrant_city_counts_its_own_city_first():
    # At -4 M€ production: +1 for its own city, then -2: -5, the floor (FAQ).
    refused(ready(prod_mc=-5, prod_energy=1), card("200"), "tm.error.cannot_play")
    state = play(ready(prod_mc=-4, prod_energy=1), card("200"))
    assert state["prod"]["mc"] == -5 and state["prod"]["energy"] == 0
    state = play(state, {"type": "place", "space": "20"})
    assert state["prod"]["mc"] == -5  # its own city was already counted
    state = play(state, {"type": "project", "project": "city"}, {"type": "place", "space": "53"})
    assert state["prod"]["mc"] == -5 + 1 + 1  # the city project's +1, then the card's +1


def test_custom_206_special_design_relaxes_the_next_card_only():
    state = play(ready(oxygen=4), card("206"))
    assert state["special_design"]
    state = play(state, card("054"))  # Small Animals: oxygen 6, met with 2 steps of slack
    assert not state["special_design"]


def test_custom_R08_credicor_pays_back_four_for_twenty_or_more():
    state = play(ready("R08"), card("070"))  # Earth Catapult, 23
    assert state["res"]["mc"] == 200 - 23 + 4


def test_custom_R19_interplanetary_cinematics_pays_two_per_event():
    state = play(ready("R19"), card("062"))
    assert state["res"]["mc"] == 200 - 5 + 2


def test_custom_R24_mining_guild_raises_steel_production_on_metal_spaces():
    state = play(ready("R24"), {"type": "project", "project": "city"}, {"type": "place", "space": "53"})
    assert state["prod"]["steel"] == 2


def test_custom_R31_tharsis_republic_counts_cities():
    state = in_actions("R31")
    assert state["prod"]["mc"] == 2  # the two neutral cities
    state = play(with_(state, mc=200), {"type": "place", "space": "20"})  # its first action
    assert state["prod"]["mc"] == 3 and state["res"]["mc"] == 203


def test_custom_R32_unmi_action_needs_tr_raised_this_generation():
    state = ready("R32")
    refused(state, use("R32"), "tm.error.unmi_no_tr")
    state = play(state, card("036"), use("R32"))  # Release of Inert Gases: +2 TR
    assert state["tr"] == 14 + 2 + 1


def test_custom_R03_saturn_systems_counts_every_jovian_tag():
    state = play(ready("R03"), card("001"))  # Colonizer Training Camp: jovian
    assert state["prod"]["mc"] == 1 + 1


def test_every_custom_card_and_corporation_has_its_own_test():
    names = [n for n in dir(sys.modules[__name__]) if n.startswith("test_custom_")]
    covered = {part for n in names for part in n.split("_")[2:] if part.isdigit() or (part[:1] == "R" and part[1:].isdigit())}
    custom = {cid for cid, c in CARDS.items() if c.get("custom")} | {cid for cid, c in CORPORATIONS.items() if c["custom"]}
    assert custom - covered == set()
    assert len([c for c in CARDS.values() if c.get("custom")]) == 25


def test_helion_does_not_pay_with_the_heat_local_heat_trapping_takes():
    """Found by the fuzzer: Helion with 5 heat and no M€ was offered Local Heat Trapping
    (190) paid with 1 heat, then refused for the 5 heat the card removes."""
    state = with_(ready("R18", heat=5), mc=0)
    assert not [a for a in game.legal_actions(state) if a.get("card") == "190"]
    [pay] = [c["pay"] for c in card_list(state) if c["id"] == "190"]
    assert pay["short"] == 1 and pay["heat"] == 0
    richer = with_(ready("R18", heat=6), mc=0)
    played = play(richer, card("190", heat=1), answer(0))
    assert played["res"]["heat"] == 0 and played["res"]["plants"] == 4
