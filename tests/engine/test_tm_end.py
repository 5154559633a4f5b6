"""The end: after generation 14's production, the last greeneries, win or loss, the score
(seed VI, VII-B 5; rulings/tm.md "The solo game", End)."""

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game
from test_tm_helpers import catalog, in_actions, keys, placing, play, render, tile, with_

MAXED = {"temperature": 8, "oxygen": 14, "oceans": 9}


def last_generation(**extra):
    return with_(in_actions("R32"), gen=14, **extra)


def test_the_game_goes_on_to_generation_14_even_when_mars_is_done():
    state = play(with_(in_actions(), globals=dict(MAXED)), {"type": "pass"})
    assert state["phase"] == "research" and state["gen"] == 2 and not state["over"]


def test_after_generation_14_the_last_greenery_raises_nothing():
    state = play(last_generation(plants=2, prod_plants=6, oxygen=5), {"type": "pass"})
    assert state["phase"] == "final" and state["res"]["plants"] == 8
    with pytest.raises(RuleError):
        game.apply(state, {"type": "convert", "what": "heat"})
    tr = state["tr"]
    state = play(state, {"type": "convert", "what": "plants"})
    assert state["pending"][0]["final"]
    state = placing(state, "20")
    assert state["globals"]["oxygen"] == 5 and state["tr"] == tr
    assert state["tiles"]["20"]["tile"] == "greenery" and state["res"]["steel"] == 1  # bonuses still given
    assert "tm.log.final_greenery" in keys(state)


def test_a_parameter_short_after_generation_14_loses():
    state = play(last_generation(globals={"temperature": 8, "oxygen": 13, "oceans": 9}), {"type": "pass"})
    state = play(state, {"type": "finish"})
    assert state["over"] == {"won": False}
    view = game.view(state)
    assert view["status"]["over"] and view["status"]["winner"] == "bot"
    assert view["prompt"] == {"kind": "none"} and game.legal_actions(state) == []
    assert "oxygène 13" in render(view["status"]["reason"], catalog("fr"))
    with pytest.raises(RuleError):
        game.apply(state, {"type": "pass"})


def test_terraformed_mars_wins_with_the_score():
    state = play(last_generation(globals=dict(MAXED), tr=50, tr_steps=36), {"type": "pass"}, {"type": "finish"})
    view = game.view(state)
    assert view["status"]["winner"] == "player" and state["score"]["total"] == 50
    assert view["summary"]["key"] == "tm.summary.won"


def test_full_score_breakdown_on_a_constructed_board():
    # Player cities: 18, 40 and the Capital on 35; player greeneries 11, 19, 25, 27, 41;
    # a neutral greenery on 17; oceans on 34 and 44; Commercial District on 12.
    state = last_generation(globals=dict(MAXED), tr=45, tr_steps=31)
    for sid in ("18", "40"):
        state = tile(state, sid, "city")
    for sid in ("11", "19", "25", "27", "41"):
        state = tile(state, sid, "greenery")
    state = tile(tile(tile(state, "17", "greenery", "neutral"), "34", "ocean"), "44", "ocean")
    state["tiles"]["35"] = {"tile": "city", "owner": "player", "card": "008"}
    state["tiles"]["12"] = {"tile": "special", "owner": "player", "card": "085"}
    state["played"] = ["090", "054", "092", "012", "085", "097", "008"]
    state["card_res"] = {"054": 5}  # Small Animals: the animals on it are counted as they are
    state = play(state, {"type": "pass"}, {"type": "finish"})
    s = state["score"]
    # 18: greeneries 11, 19, 25 and the neutral 17 = 4; 35: 27 = 1; 40: 41 = 1.
    assert [(c["space"], c["vp"]) for c in s["cities"]] == [("18", 4), ("35", 1), ("40", 1)]
    assert s["greeneries"] == 5 and s["city_total"] == 6
    by_card = {c["card"]: c["vp"] for c in s["cards"]}
    assert by_card == {
        "090": 1,   # Research
        "054": 2,   # Small Animals: 5 animals, 1 VP per 2
        "092": 2,   # Io Mining Industries: 1 per jovian tag (Io, Water Import)
        "012": 2,   # Water Import From Europa: the same
        "085": 1,   # Commercial District: the city 18 next to it
        "097": -2,  # Nuclear Zone
        "008": 2,   # Capital: the oceans 34 and 44 next to it
    }
    assert s["card_total"] == 8 and s["total"] == 45 + 5 + 6 + 8
    fr = catalog("fr")
    assert render(game.view(state)["instruction"]["msg"], fr) == (
        "Mars est terraformée : vous gagnez avec 64 PV (NT 45, forêts 5, cités 6, cartes 8).".replace(" :", "\u202f:"))


def test_card_resources_are_counted_as_they_are_with_no_question_at_the_end():
    state = last_generation(played=["054"], card_res={"054": 3})
    state = play(state, {"type": "pass"}, {"type": "finish"})
    assert state["phase"] == "over" and state["score"]["cards"] == [{"card": "054", "vp": 1}]
