"""Tiles the player places: legality, placement bonuses, adjacent oceans, ownership
(seed III-B; rulings/tm.md "Tiles the player places").

The neutral tiles of these games (costs 1, 1, 1, 1, default order): cities on 03 and 62,
greeneries on 09 and 56."""

import pytest

from solobots.core.errors import RuleError
from solobots.core.messages import msg
from solobots.tm import game, tiles
from test_tm_helpers import in_actions, keys, placing, play, refs, tile, with_

CITY = {"type": "project", "project": "city"}
GREENERY = {"type": "project", "project": "greenery"}
AQUIFER = {"type": "project", "project": "aquifer"}


def rich(corp="R32", **extra):
    # UNMI: no effect on prices or placements, so the sums below are the rules' alone.
    return with_(in_actions(corp), mc=200, hand=10, **extra)


def refused(state, action, key):
    with pytest.raises(RuleError) as err:
        game.apply(state, action)
    assert err.value.key == key
    return err.value


def test_neutral_tiles_are_on_the_board():
    state = in_actions()
    assert {sid: (t["tile"], t["owner"]) for sid, t in state["tiles"].items()} == {
        "03": ("city", "neutral"), "62": ("city", "neutral"), "09": ("greenery", "neutral"), "56": ("greenery", "neutral")}


def test_oceans_only_on_ocean_spaces_with_tr_and_adjacent_ocean_money():
    state = play(rich(), AQUIFER)
    refused(state, {"type": "place", "space": "05"}, "tm.error.ocean_only")
    state = placing(state, "06")  # bonus: 1 card
    assert state["globals"]["oceans"] == 1 and state["tr"] == 15 and state["hand"] == 11
    assert state["res"]["mc"] == 200 - 18
    state = placing(play(state, AQUIFER), "07")  # next to the ocean on 06
    assert state["res"]["mc"] == 200 - 36 + 2 and state["tr"] == 16
    assert "tm.ocean_adjacency" in refs(state)


def test_two_mc_per_adjacent_ocean_for_any_tile():
    state = tile(tile(rich(), "32", "ocean"), "33", "ocean")
    state = placing(play(state, CITY), "40")  # 40 touches 32 only; 31 is Noctis
    assert state["res"]["mc"] == 200 - 25 + 2
    state = tile(tile(tile(rich(), "43", "ocean"), "44", "ocean"), "52", "ocean")
    state = placing(play(state, CITY), "51")  # neighbours 43, 44, 52 oceans; bonus 1 plant
    assert state["res"]["mc"] == 200 - 25 + 6 and state["res"]["plants"] == 1


def test_city_not_next_to_a_city_neutral_included():
    state = play(rich(), CITY)
    err = refused(state, {"type": "place", "space": "08"}, "tm.error.city_next_to_city")
    assert err.params["tile"]["key"] == "tm.tile.city"
    assert "08" not in tiles.legal_spaces(state, state["pending"][0])
    state = placing(state, "05")
    assert state["tiles"]["05"] == {"tile": "city", "owner": "player"} and state["prod"]["mc"] == 1
    state = play(state, CITY)
    refused(state, {"type": "place", "space": "10"}, "tm.error.city_next_to_city")


def test_nothing_on_a_taken_space_or_on_reserved_spaces():
    state = play(rich(), CITY)
    refused(state, {"type": "place", "space": "03"}, "tm.error.space_taken")
    refused(state, {"type": "place", "space": "31"}, "tm.error.noctis_reserved")
    refused(state, {"type": "place", "space": "04"}, "tm.error.ocean_reserved")
    for bad in ("99", 5, None, "01"):
        with pytest.raises(RuleError):
            game.apply(state, {"type": "place", "space": bad})


def test_a_waiting_tile_comes_before_any_other_action():
    state = play(rich(), CITY)
    refused(state, {"type": "pass"}, "tm.error.place_first")
    state = play(state, {"type": "set", "counter": "plants", "value": 3})  # counters stay free
    assert state["pending"]


def test_greenery_goes_next_to_own_tile_when_possible():
    state = placing(play(rich(), CITY), "05")
    state = play(state, GREENERY)
    assert sorted(tiles.legal_spaces(state, state["pending"][0])) == ["10", "11"]
    refused(state, {"type": "place", "space": "20"}, "tm.error.greenery_next_to_own")
    state = placing(state, "11")
    assert state["globals"]["oxygen"] == 1 and state["tr"] == 15


def test_greenery_anywhere_without_own_tile_or_free_space_next_to_them():
    state = play(rich(), GREENERY)  # only neutral tiles on the board: they are not the player's
    assert len(tiles.legal_spaces(state, state["pending"][0])) == 48 - 4
    state = placing(state, "20")  # bonus 1 steel
    assert state["res"]["steel"] == 1
    state = tile(tile(tile(state, "19", "city", "neutral"), "27", "greenery", "neutral"), "28", "ocean")
    state = play(state, GREENERY)  # 20's land neighbours are all taken
    assert len(tiles.legal_spaces(state, state["pending"][0])) > 10


def test_placement_bonuses_steel_titanium_plants_cards():
    state = placing(play(rich(), CITY), "58")  # 1 titanium
    assert state["res"]["titanium"] == 1
    state = placing(play(rich(), CITY), "53")  # 2 steel
    assert state["res"]["steel"] == 2
    state = placing(play(rich(), CITY), "25")  # 2 plants
    assert state["res"]["plants"] == 2
    state = placing(play(rich(), CITY), "14")  # 1 card
    assert state["hand"] == 11 and "tm.log.bonus_cards" in keys(state)
    view = game.view(state)
    # the card drawn names the tile whose bonus it is (issue 23)
    drawn = [n for n in view["instruction"]["msg"]["params"]["todo"] if n["key"] == "tm.todo.from"
             and n["params"]["what"]["key"] == "tm.todo.draw"]
    assert [n["params"]["src"] for n in drawn] == [msg("tm.src.bonus", tile=msg("tm.the_tile.city"))]


def test_noctis_city_goes_on_its_reserved_space_only():
    state = play(with_(rich(), prod_energy=1), {"type": "play", "card": "017"})  # -1 energy production
    assert tiles.legal_spaces(state, state["pending"][0]) == ["31"]
    prompt = game.view(state)["prompt"]
    assert prompt["choices"][0]["action"] == {"type": "place", "space": "31"}
    state = placing(state, "31")
    assert state["tiles"]["31"]["tile"] == "city" and state["res"]["plants"] == 2


def test_off_board_city_has_no_mars_bonus_and_no_tharsis_production():
    state = play(rich("R31"), {"type": "place", "space": "20"})  # Tharsis first action: a city
    assert state["prod"]["mc"] == 3 and state["res"]["mc"] == 203
    state = placing(play(state, {"type": "play", "card": "081"}), "01")
    assert state["tiles"]["01"]["tile"] == "city" and state["prod"]["mc"] == 3
    assert state["res"]["mc"] == 203 - 20 + 3 and "tm.log.tharsis_city_space" in keys(state)


def test_special_tiles_follow_their_card():
    state = play(rich(), {"type": "play", "card": "140"})  # Lava Flows: 09 is the neutral greenery
    assert tiles.legal_spaces(state, state["pending"][0]) == ["14", "21", "29"]
    state = play(rich(), {"type": "play", "card": "142"})  # Mohole Area
    assert len(tiles.legal_spaces(state, state["pending"][0])) == 12
    state = placing(state, "33")
    assert state["tiles"]["33"]["tile"] == "special" and state["globals"]["oceans"] == 0
    state = play(rich(), {"type": "play", "card": "044"})  # Natural Preserve: next to no tile
    legal = tiles.legal_spaces(state, state["pending"][0])
    assert "10" not in legal and "08" not in legal and "20" in legal
    state = play(rich(), {"type": "play", "card": "067"})  # Mining Rights: steel/titanium bonus
    assert set(tiles.legal_spaces(state, state["pending"][0])) == {"20", "21", "53", "58", "59", "60"}


def test_artificial_lake_puts_an_ocean_on_land():
    state = play(with_(rich(), temperature=-6), {"type": "play", "card": "116"})
    refused(state, {"type": "place", "space": "33"}, "tm.error.space_not_allowed")
    state = placing(state, "20")
    assert state["tiles"]["20"] == {"tile": "ocean", "owner": None} and state["globals"]["oceans"] == 1


def test_urbanized_area_needs_two_cities_around():
    state = tile(with_(rich(), prod_energy=2), "11", "city")  # Urbanized Area: -1 energy production
    state = play(state, {"type": "play", "card": "120"})
    assert state["pending"] == [] and "tm.log.no_space" in keys(state)  # the card is still played
    assert "120" in state["played"]
    state = tile(tile(with_(rich(), prod_energy=1), "10", "city"), "17", "city")
    state = play(state, {"type": "play", "card": "120"})
    assert tiles.legal_spaces(state, state["pending"][0]) == ["11", "16"]  # both touch 10 and 17


def test_land_claim_then_a_tile_on_the_claimed_space_gets_the_bonus():
    state = placing(play(rich(), {"type": "play", "card": "066"}), "25")
    assert state["claims"] == ["25"] and "25" not in state["tiles"]
    state = placing(play(state, CITY), "25")
    assert state["claims"] == [] and state["res"]["plants"] == 2


def test_mangrove_greenery_on_an_ocean_space_raises_oxygen():
    state = play(with_(rich(), temperature=4), {"type": "play", "card": "059"})
    state = placing(state, "44")
    assert state["tiles"]["44"]["tile"] == "greenery" and state["globals"]["oxygen"] == 1


def test_ocean_placement_twice_from_one_card():
    state = play(rich(), {"type": "play", "card": "078"})
    assert len(state["pending"]) == 2
    state = placing(state, "04")
    assert len(state["pending"]) == 1
    state = placing(state, "13")
    assert state["globals"]["oceans"] == 2 and state["tr"] == 16


def test_credicor_gets_4_back_on_a_20_mc_project():
    state = placing(play(rich("R08"), CITY), "20")
    assert state["res"]["mc"] == 200 - 25 + 4 and "tm.corp.R08" in refs(state)
    state = placing(play(rich("R08"), AQUIFER), "33")
    assert state["res"]["mc"] == 200 - 18


def test_mining_guild_steel_production_on_metal_bonus_spaces():
    state = placing(play(rich("R24"), CITY), "53")
    assert state["prod"]["steel"] == 2 and "tm.corp.R24" in refs(state)
    state = placing(play(rich("R24"), CITY), "25")
    assert state["prod"]["steel"] == 1


def test_city_tile_from_a_card_effect_under_the_normal_rules():
    state = play(rich(), {"type": "tile", "tile": "city"})
    state = placing(state, "20")
    assert state["tiles"]["20"]["owner"] == "player" and state["res"]["steel"] == 1
