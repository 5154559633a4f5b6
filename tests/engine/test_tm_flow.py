"""Corporation and starting hand, research, the production phase (seed IV 7, V-2, V-4, VII-B 2)."""

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game
from test_tm_helpers import catalog, in_actions, keys, new, play, refs, render, reveal_costs, through_neutral, with_

PASS = {"type": "pass"}


def at_corporation():
    return through_neutral(play(new(), reveal_costs((5, 6, 7, 8))))


def test_solo_start_tr_14_generation_1():
    state = new()
    assert state["tr"] == 14 and state["gen"] == 1 and refs(state) == ["tm.solo_tr"]


@pytest.mark.parametrize("corp, res, prod", [
    ("R17", {"mc": 36, "plants": 3}, {"plants": 2}),
    ("R18", {"mc": 42}, {"heat": 3}),
    ("R24", {"mc": 30, "steel": 5}, {"steel": 1}),
    ("R09", {"mc": 23, "titanium": 10}, {}),
    ("R03", {"mc": 42}, {"titanium": 1, "mc": 1}),
    ("R30", {"mc": 60}, {}),
])
def test_corporation_resources_and_production_no_extra_production(corp, res, prod):
    state = play(at_corporation(), {"type": "corporation", "corp": corp})
    assert state["phase"] == "hand"
    assert {k: v for k, v in state["res"].items() if v} == res
    assert {k: v for k, v in state["prod"].items() if v} == prod
    assert "tm.solo_corporate_era" in refs(state)


def test_starting_hand_at_3_mc_a_card():
    state = play(at_corporation(), {"type": "corporation", "corp": "R08"})
    with pytest.raises(RuleError):
        game.apply(state, {"type": "buy", "values": {"count": 11}})
    state = play(state, {"type": "buy", "values": {"count": 7}})
    assert state["res"]["mc"] == 57 - 21 and state["hand"] == 7 and state["phase"] == "action"
    poor = play(at_corporation(), {"type": "corporation", "corp": "R09"})  # 23 M€: 7 cards at most
    assert game.view(poor)["prompt"]["fields"][0]["max"] == 7
    with pytest.raises(RuleError):
        game.apply(poor, {"type": "buy", "values": {"count": 8}})


def test_beginner_keeps_ten_cards_free():
    state = play(at_corporation(), {"type": "corporation", "corp": "R00"})
    assert state["phase"] == "action" and state["hand"] == 10 and state["res"]["mc"] == 42


def test_first_actions_of_tharsis_and_inventrix():
    state = in_actions("R31")
    assert state["pending"][0]["tile"] == "city" and state["pending"][0]["source"] == "first"
    state = in_actions("R43", keep=2)
    assert state["hand"] == 5 and "tm.corp.R43" in refs(state)


def test_production_energy_to_heat_then_tr_plus_production():
    state = with_(in_actions(), mc=3, steel=1, energy=4, heat=2, prod_mc=-2, prod_steel=2, prod_titanium=1,
                  prod_plants=3, prod_energy=2, prod_heat=1, used=["x"])
    state = play(state, PASS)
    assert state["res"] == {"mc": 3 + 14 - 2, "steel": 3, "titanium": 1, "plants": 3, "energy": 2, "heat": 2 + 4 + 1}
    assert state["gen"] == 2 and state["phase"] == "research" and state["used"] == []
    text = render(game.view(state)["instruction"]["msg"], catalog("fr"))
    assert text.startswith("Production de la génération 1") and "4 énergie devient chaleur" in text
    assert "tm.production" in refs(state)


def test_mc_production_never_below_minus_5():
    state = in_actions()
    state = play(state, {"type": "set", "counter": "prod_mc", "value": -5})
    with pytest.raises(RuleError) as err:
        game.apply(state, {"type": "set", "counter": "prod_mc", "value": -6})
    assert err.value.key == "tm.error.counter_range"
    state = play(with_(state, mc=0), PASS)
    assert state["res"]["mc"] == 14 - 5


def test_research_buys_0_to_4_cards_at_3_mc():
    state = play(with_(in_actions(), mc=0), PASS)  # 14 M€ of income
    assert state["phase"] == "research"
    for bad in (5, -1, "2", None):
        with pytest.raises(RuleError):
            game.apply(state, {"type": "buy", "values": {"count": bad}})
    state = play(state, {"type": "buy", "values": {"count": 4}})
    assert state["res"]["mc"] == 2 and state["hand"] == 4 and state["phase"] == "action"
    poor = play(with_(in_actions(), mc=0, tr=14, prod_mc=-5), PASS)  # 9 M€: 3 cards at most
    with pytest.raises(RuleError):
        game.apply(poor, {"type": "buy", "values": {"count": 4}})


def test_counters_are_checked_and_logged():
    state = in_actions()
    state = play(state, {"type": "set", "counter": "plants", "value": 5})
    assert state["res"]["plants"] == 5 and keys(state)[-1] == "tm.log.set"
    for bad in ({"counter": "plants", "value": -1}, {"counter": "plants", "value": 5}, {"counter": "gold", "value": 1},
                {"counter": "plants", "value": "5"}, {"counter": "tr", "value": 13}, {"counter": "hand", "value": True}):
        with pytest.raises(RuleError):
            game.apply(state, {"type": "set", **bad})
    state = play(state, {"type": "set", "counter": "tr", "value": 16})  # TR from a card
    assert state["tr"] == 16 and state["tr_cards"] == 2


def test_wrong_phase_and_unknown_actions_are_refused():
    state = new()
    for action in ({"type": "pass"}, {"type": "corporation", "corp": "R08"}, {"type": "fly"}, {"type": 3}, {}):
        with pytest.raises(RuleError):
            game.apply(state, action)
    with pytest.raises(RuleError):
        game.apply(state, ["reveal"])
    with pytest.raises(RuleError):
        game.apply(at_corporation(), {"type": "corporation", "corp": "R99"})


def test_standard_project_choices_are_the_affordable_ones():
    state = with_(in_actions(), mc=20)
    choices = [c["action"] for c in game.view(state)["prompt"]["choices"]]
    assert {"type": "project", "project": "aquifer"} in choices
    assert {"type": "project", "project": "greenery"} not in choices
    assert choices[-1] == PASS


def test_helion_pays_research_with_heat_from_the_prompt():
    """Helion's heat counts as M€ for cards bought too; the research prompt offers it."""
    state = play(with_(in_actions("R18"), mc=0, tr=14, prod_mc=-5, prod_heat=0, heat=6), PASS)  # 9 M€, 6 heat
    assert state["phase"] == "research"
    fields = {f["id"]: f for f in game.view(state)["prompt"]["fields"]}
    assert fields["heat"]["max"] == 6 and fields["count"]["max"] == 4  # (9 + 6) // 3 = 5, capped at 4
    state = play(state, {"type": "buy", "values": {"count": 4, "heat": 3}})
    assert state["res"]["mc"] == 0 and state["res"]["heat"] == 3 and state["hand"] == 4
    other = play(with_(in_actions(), mc=0, heat=6), PASS)
    assert [f["id"] for f in game.view(other)["prompt"]["fields"]] == ["count"]
