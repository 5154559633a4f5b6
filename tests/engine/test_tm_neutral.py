"""Neutral cities and greeneries (seed VII-B 1; rulings/tm.md "Neutral cities and greeneries")."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solobots.core.errors import RuleError
from solobots.tm import board as B
from solobots.tm import game, neutral
from solobots.tm.data import CARDS
from test_tm_helpers import catalog, in_actions, new, play, refs, render, reveal_costs, through_neutral


def spaces(costs, order):
    return [s["space"] for s in neutral.place_all(list(costs), order)[1]]


# Facts file test vectors, "interleaved" order: (city 1, greenery 1, city 2, greenery 2).
@pytest.mark.parametrize("costs, expected, city2_candidates", [
    ((1, 1, 1, 1), ["03", "09", "62", "56"], 45),
    ((0, 0, 0, 0), ["03", "09", "62", "56"], 45),
    ((12, 5, 20, 9), ["18", "25", "40", "41"], 41),
    ((41, 3, 36, 2), ["55", "56", "11", "12"], 41),
    ((8, 23, 14, 7), ["14", "22", "49", "41"], 43),
])
def test_facts_vectors_interleaved(costs, expected, city2_candidates):
    tiles, steps = neutral.place_all(list(costs), "interleaved")
    assert [s["space"] for s in steps] == expected
    assert [s["tile"] for s in steps] == ["city", "greenery", "city", "greenery"]
    assert steps[2]["total"] == city2_candidates
    assert {sid: t["owner"] for sid, t in tiles.items()} == dict.fromkeys(expected, "neutral")


# Default order: cards 1, 2 → cities 1, 2; cards 3, 4 → their greeneries. Worked by hand:
# - (1,1,1,1): city 1 is the first valid space 03; city 2 the last, 62; 03's free
#   neighbours clockwise are 09 (SE), 08 (SW) → 09; 62's are 56 (NW), 57 (NE), 61 (W) → 56.
# - (0,41,0,41): cost 0 counts as 1 (03); backwards without 03, 08, 09 the 41st valid space
#   is 14; 14's free neighbours are 08, 15, 22, 21, and 41 wraps to the 1st → 08.
# - (41,36,3,2): the 41st valid space from the top is 55; counting 36 back from 62 without
#   55's neighbours lands on 11; 55's free neighbours 48, 49, 56, 61, 60, 54 → 3rd is 56;
#   11's are 05, 12, 18, 17, 10 → 2nd is 12.
# - (12,20,5,9): 18; then 40 from the bottom; 18's free neighbours 11, 12, 19, 26, 25, 17 →
#   5th is 25; 40's free neighbours (Noctis and the ocean 32 left out) are 41, 48, 47, 39,
#   and 9 wraps to the 1st → 41.
@pytest.mark.parametrize("costs, expected", [
    ((1, 1, 1, 1), ["03", "62", "09", "56"]),
    ((0, 0, 0, 0), ["03", "62", "09", "56"]),
    ((0, 41, 0, 41), ["03", "14", "09", "08"]),
    ((41, 36, 3, 2), ["55", "11", "56", "12"]),
    ((12, 20, 5, 9), ["18", "40", "25", "41"]),
])
def test_default_order_vectors(costs, expected):
    _tiles, steps = neutral.place_all(list(costs), "default")
    assert [s["space"] for s in steps] == expected
    assert [s["tile"] for s in steps] == ["city", "city", "greenery", "greenery"]
    assert [s["card"] for s in steps] == [1, 2, 3, 4]


def test_greenery_count_wraps_around_the_city():
    steps = neutral.place_all([0, 41, 0, 41], "default")[1]
    green2 = steps[3]
    assert green2["n"] == 41 and green2["total"] == 4 and green2["pos"] == 1 and green2["dir"] == "ne"
    assert green2["n"] > green2["total"]


def test_highest_cost_city_does_not_wrap_on_tharsis():
    steps = neutral.place_all([41, 41, 41, 41], "default")[1]
    assert steps[0]["space"] == "55" and steps[0]["pos"] == 41 and steps[0]["total"] == 48
    assert steps[1]["n"] <= steps[1]["total"]


def test_city_two_keeps_a_free_neighbour_for_its_greenery_in_default_order():
    # City 1 on 35 (24th valid space), its greenery (card 3, cost 3) will go on 36: space 37,
    # whose only free land neighbour is 36, is not a valid city 2 (ruling in docs/rules/tm.md).
    naive = neutral.city_candidates({"35": {"tile": "city", "owner": "neutral"}})[::-1]
    assert naive[22] == "37"
    steps = neutral.place_all([24, 23, 3, 1], "default")[1]
    assert [s["space"] for s in steps] == ["35", "30", "36", "21"]
    assert steps[1]["total"] == len(naive) - 1


def test_valid_city_spaces_skip_oceans_noctis_and_the_neighbours_of_a_city():
    first = neutral.city_candidates({})
    assert len(first) == 48 and first[0] == "03" and first[-1] == "62"
    assert "31" not in first and "04" not in first
    after = neutral.city_candidates({"18": {"tile": "city", "owner": "neutral"}})
    assert not set(B.neighbours("18")) & set(after) and "18" not in after


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 41), min_size=4, max_size=4), st.sampled_from(["default", "interleaved"]))
def test_no_neutral_city_next_to_another_and_each_greenery_next_to_its_city(costs, order):
    tiles, steps = neutral.place_all(costs, order)
    cities = {s["city"]: s["space"] for s in steps if s["tile"] == "city"}
    assert cities[2] not in B.neighbours(cities[1])
    for s in steps:
        assert B.is_land(s["space"])
        if s["tile"] == "greenery":
            assert s["space"] in B.neighbours(cities[s["city"]])
    assert len(tiles) == 4


def test_neutral_tiles_give_no_oxygen_no_tr_no_bonus():
    state = through_neutral(play(new(), reveal_costs((1, 1, 1, 1))))
    assert state["globals"] == {"temperature": -30, "oxygen": 0, "oceans": 0}
    assert state["tr"] == 14 and state["res"] == dict.fromkeys(state["res"], 0)
    assert {t["owner"] for t in state["tiles"].values()} == {"neutral"}


def test_revealed_cards_by_name_use_their_costs():
    names = ["017", "092", "195", "001"]  # 18, 41, 0, 8
    state = play(new("interleaved"), {"type": "reveal", "cards": names})
    assert state["neutral"]["costs"] == [18, 41, 0, 8]
    assert state["neutral"]["steps"][0]["cost"] == 18
    assert refs(state)[-4:] == ["tm.solo_city1", "tm.solo_greenery", "tm.solo_city2", "tm.solo_greenery"]


def test_draw_for_me_is_seeded_and_draws_four_different_cards():
    a = play(new(seed="s1"), {"type": "reveal", "cards": None})
    b = play(new(seed="s1"), {"type": "reveal", "cards": None})
    c = play(new(seed="s2"), {"type": "reveal", "cards": None})
    assert a["neutral"]["cards"] == b["neutral"]["cards"] and len(set(a["neutral"]["cards"])) == 4
    assert a["neutral"]["cards"] != c["neutral"]["cards"]
    assert a["neutral"]["costs"] == [CARDS[x]["cost"] for x in a["neutral"]["cards"]]
    assert a["log"][-7]["kind"] == "dice" or any(line["kind"] == "dice" for line in a["log"])


@pytest.mark.parametrize("action", [
    {"type": "reveal"},
    {"type": "reveal", "cards": ["017", "017", "001", "002"]},
    {"type": "reveal", "cards": ["017", "001", "002"]},
    {"type": "reveal", "cards": ["017", "001", "002", "999"]},
    {"type": "reveal", "cards": "017"},
    {"type": "reveal", "values": {"c1": 1, "c2": 2, "c3": 3}},
    {"type": "reveal", "values": {"c1": 1, "c2": 2, "c3": 3, "c4": 42}},
    {"type": "reveal", "values": {"c1": 1, "c2": 2, "c3": 3, "c4": -1}},
    {"type": "reveal", "values": {"c1": True, "c2": 2, "c3": 3, "c4": 4}},
    {"type": "reveal", "values": [1, 2, 3, 4]},
])
def test_bad_reveals_are_refused_and_change_nothing(action):
    state = new()
    before = repr(state)
    with pytest.raises(RuleError):
        game.apply(state, action)
    assert repr(state) == before


def test_the_player_copies_the_tiles_one_by_one_with_how_they_were_counted():
    state = play(new(), reveal_costs((12, 20, 5, 9)))
    fr, en = catalog("fr"), catalog("en")
    seen = []
    while state["phase"] == "neutral":
        view = game.view(state)
        seen.append(render(view["instruction"]["msg"], fr))
        render(view["instruction"]["msg"], en, "en")
        shown = [s["id"] for s in view["board"]["spaces"] if s.get("owner") == "neutral"]
        assert len(shown) == state["neutral"]["shown"] + 1
        state = game.apply(state, view["prompt"]["choices"][0]["action"])
    assert seen[0].startswith("Posez la cité neutre 1 rangée 3, zone 5") and "12e zone valide" in seen[0]
    assert "coin inférieur droit" in seen[1]
    assert "en bas à gauche" in seen[2] and "5e zone libre" in seen[2]
    assert "on fait le tour" in seen[3]
    assert state["phase"] == "corporation"


def test_the_card_order_option_is_offered_and_stored():
    schema = game.options_schema()
    assert schema[0]["id"] == "card_order" and [c["value"] for c in schema[0]["choices"]] == ["default", "interleaved"]
    assert new("interleaved")["options"] == {"card_order": "interleaved"}
    for bad in ({"card_order": "sum"}, {"card_order": 1}, "x"):
        with pytest.raises(RuleError):
            game.setup(bad, "s")


def test_tharsis_republic_gets_production_for_the_two_neutral_cities():
    state = in_actions("R31")
    assert state["prod"]["mc"] == 2 and "tm.solo_tharsis" in refs(state)
    assert in_actions("R08")["prod"]["mc"] == 0


def test_the_card_order_can_still_be_changed_on_the_reveal_screen():
    state = play(new("default"), {"type": "card_order", "order": "interleaved"})
    assert state["card_order"] == "interleaved" and game.view(state)["board"]["card_order"]["value"] == "interleaved"
    for bad in ("interleaved", "sum", None):
        with pytest.raises(RuleError):
            game.apply(state, {"type": "card_order", "order": bad})
    state = play(state, reveal_costs((12, 5, 20, 9)))
    assert [s["space"] for s in state["neutral"]["steps"]] == ["18", "25", "40", "41"]
    with pytest.raises(RuleError):
        game.apply(state, {"type": "card_order", "order": "default"})
