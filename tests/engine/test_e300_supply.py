"""Seed §6–7 and the victory conditions: supply, attrition, scoring, the end."""

import pytest

from solobots.core.errors import RuleError
from solobots.e300 import game, supply
from test_e300_helpers import at_persian_turn, counts, keys, with_board

HOME = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}


def to_supply(units, hand=2, greek_hand=6, **kw):
    """Both sides pass: PERS.IA's die says 1, then you pass."""
    s = at_persian_turn(units, hand=hand, greek_hand=greek_hand, **kw)
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})
    return game.apply(s, {"type": "greek_op", "passed": True})


def nothing_removed(s):
    """The supply answered with no army removed on either side (and your supply alone with
    none either, when that answer left your numbers stale: ruling 35)."""
    s = game.apply(s, {"type": "supply_done", "values": {}})
    if s["phase"] == "greek_supply":
        s = game.apply(s, {"type": "greek_supply_done", "values": {}})
    return s


def test_supply_discards_the_persian_hand_and_keeps_four_greek_cards():
    s = to_supply(HOME, hand=3, greek_hand=6, campaign=3)
    assert s["phase"] == "supply"
    assert s["hands"] == {"greece": 4, "persia": 0}
    assert "e300.log.persian_hand_discarded" in keys(s)
    line = next(x for x in s["log"] if x["msg"]["key"] == "e300.log.persian_hand_discarded")
    assert line["msg"]["params"]["n"] == 2 and line["rule"]["ref"] == "e300.s6A"


def test_greek_hand_is_not_cut_in_the_last_campaign():
    s = to_supply(HOME, greek_hand=6, campaign=5)
    assert s["hands"]["greece"] == 6


def test_persian_attrition_counts_only_greece():
    # 4 armies in Greece (Pella 2, Larissa 2) fed by Pella + Larissa = 2 amphorae: 2 too many;
    # the 10 in Abydos and Ephesos do not count.
    units = dict(HOME, Pella=(0, 0, 2, 0), Larissa=(0, 0, 2, 0))
    s = to_supply(units)
    assert s["supply"]["excess"] == 2
    # Harmless first, in the order Korinthos > Delphi > Thebai > Larissa > … > Pella.
    assert s["supply"]["remove"] == {"Larissa": 1, "Pella": 1}


def test_attrition_prefers_removals_that_keep_the_city():
    units = dict(HOME, Korinthos=(0, 0, 1, 0), Thebai=(0, 0, 1, 0), Larissa=(0, 0, 3, 0), Delphi=(0, 0, 1, 0))
    excess, armies, food = supply.persian_excess(with_board(units=units))
    assert (excess, armies, food) == (2, 6, 4)
    s = to_supply(units)
    # Korinthos, Delphi and Thebai would be lost with their only army: Larissa gives two.
    assert s["supply"]["remove"] == {"Larissa": 2}


def test_attrition_takes_a_scoring_army_when_it_must():
    units = dict(HOME, Korinthos=(0, 0, 1, 0), Delphi=(0, 0, 1, 0), Athenai=(0, 0, 3, 0), Sparta=(2, 1, 0, 0))
    # Greece: Athenai 3 Persian armies (2 amphorae), Korinthos 1, Delphi 1 → 5 armies, 4 food.
    s = to_supply(units)
    assert s["supply"]["remove"] == {"Athenai": 1}


def test_attrition_one_at_a_time_in_the_seed_order():
    units = dict(HOME, Korinthos=(0, 0, 2, 0), Delphi=(0, 0, 2, 0), Pella=(0, 0, 3, 0), Larissa=(0, 0, 1, 0))
    plan = supply.persian_proposal(with_board(units=units))
    # 8 armies for 4 amphorae: Korinthos, then Delphi, then Pella twice — each time the first
    # city in Korinthos > Delphi > Thebai > Larissa > … > Pella that keeps its control.
    assert plan["excess"] == 4
    assert [p["city"] for p in plan["picks"]] == ["Korinthos", "Delphi", "Pella", "Pella"]
    assert plan["remove"] == {"Korinthos": 1, "Delphi": 1, "Pella": 2}


def test_an_island_without_fleet_is_cut_off_and_counts_toward_attrition():
    units = dict(HOME, Korinthos=(1, 0, 1, 0), Delphi=(0, 0, 1, 0), Naxos=(0, 0, 1, 0))
    plan = supply.persian_proposal(with_board(units=units))
    # Korinthos is contested (no food): 3 armies for 2 amphorae; Naxos has no road and no
    # Persian fleet, so it is cut off, goes first and covers the whole excess.
    assert plan["excess"] == 1 and plan["cut"] == {"Naxos": 1}
    assert plan["remove"] == {"Naxos": 1}


def test_an_army_that_holds_nothing_is_harmless_to_remove():
    units = dict(HOME, Korinthos=(1, 0, 1, 0), Delphi=(0, 0, 1, 0), Naxos=(0, 0, 1, 1))
    plan = supply.persian_proposal(with_board(units=units))
    # Korinthos' army controls nothing (contested): removing it loses no point.
    assert plan["excess"] == 1 and plan["cut"] == {}
    assert plan["remove"] == {"Korinthos": 1}
    assert plan["picks"] == [{"city": "Korinthos", "harmless": True}]


def test_out_of_supply_armies_go_first_and_all():
    # Larissa is cut: Pella and Thebai are Greek, the bridge is down, no fleet.
    units = dict(HOME, Larissa=(0, 0, 3, 0), Pella=(1, 0, 0, 0), Thebai=(1, 0, 0, 0), Delphi=(1, 0, 0, 0))
    s = to_supply(units, bridge=False)
    assert s["supply"]["cut"] == {"Larissa": 3}
    assert s["supply"]["remove"] == {"Larissa": 3}
    assert "e300.s6B" in [x["rule"]["ref"] for x in s["log"] if x["rule"]]


def test_a_persian_fleet_keeps_a_port_in_supply():
    units = dict(HOME, Naxos=(0, 0, 1, 1), Eretria=(0, 0, 1, 0))
    cut = supply.out_of_supply(with_board(units=units), "persia")
    assert cut == {"Eretria": 1}
    # …unless no Persian major city is free of Greek fleets.
    units = dict(units, Abydos=(0, 1, 4, 0), Ephesos=(0, 1, 6, 0))
    assert supply.out_of_supply(with_board(units=units), "persia") == {"Eretria": 1, "Naxos": 1}


def test_persian_supply_numbers_are_editable():
    units = dict(HOME, Pella=(0, 0, 2, 0), Larissa=(0, 0, 2, 0))
    s = to_supply(units)
    p = game.view(s)["prompt"]
    assert p["kind"] == "numbers"
    # PERS.IA's cities, then yours (engine 4: one prompt, ruling 35).
    assert {f["id"]: f["value"] for f in p["fields"]} == {"persia_Pella": 1, "persia_Larissa": 1,
                                                           "greece_Sparta": 0, "greece_Athenai": 0}
    s2 = game.apply(s, {"type": "supply_done", "values": {"persia_Pella": 2, "persia_Larissa": 0,
                                                          "greece_Sparta": 0, "greece_Athenai": 0}})
    assert counts(s2, "Pella")[2] == 0 and counts(s2, "Larissa")[2] == 2
    assert "e300.log.player_changed_supply" in keys(s2)
    assert s2["phase"] == "persian_prep" and s2["campaign"] == 4
    for values, error in (({"persia_Pella": 3}, "e300.error.out_of_range"), ({"Atlantis": 1}, "e300.error.bad_values"),
                          ({"Pella": 1}, "e300.error.bad_values"), ({"greece_Sparta": 3}, "e300.error.out_of_range")):
        with pytest.raises(RuleError) as err:
            game.apply(s, {"type": "supply_done", "values": values})
        assert err.value.key == error


GREEK_CUT_BY_PERSIA = dict(HOME, Abydos=(0, 0, 4, 2), Larissa=(2, 0, 0, 0), Pella=(0, 0, 1, 0), Thebai=(0, 0, 1, 0),
                          Delphi=(0, 0, 1, 0), Korinthos=(1, 0, 0, 0))


def test_greek_supply_help():
    s = to_supply(GREEK_CUT_BY_PERSIA)
    # PERS.IA's Thebai and Delphi armies are cut off (Korinthos and Larissa are yours): they go.
    assert s["supply"]["remove"] == {"Delphi": 1, "Thebai": 1}
    # On the map as it stands Larissa is cut off too, both its armies...
    assert supply.greek_proposal(s)["remove"] == {"Larissa": 2}
    # ...but engine 4 proposes yours on the map PERS.IA's removals leave: Larissa's road is
    # open. 7 Greek armies, amphorae Athenai 2 + Sparta 2 + Larissa 1 + Korinthos 1 = 6: one
    # too many, by PERS.IA's rule from Larissa (it keeps an army).
    assert s["supply"]["greek"] == {"cut": {}, "excess": 1, "remove": {"Larissa": 1}}
    assert s["instr"]["msg"]["key"] == "e300.instr.supply"
    assert s["instr"]["msg"]["params"]["greek"]["params"]["where"] == {"key": "e300.at", "params": {"n": 1, "city": {
        "key": "e300.city.Larissa", "params": {}}}}
    assert sorted(s["focus"]) == ["Delphi", "Larissa", "Thebai"]


def test_scoring_moves_the_marker_by_the_difference():
    s = to_supply(dict(HOME, Pella=(0, 0, 2, 0), Thebai=(0, 0, 1, 0)), score=2)
    s = nothing_removed(s)
    # Persia: Abydos 2 + Ephesos 2 + Pella 1 + Thebai 1 = 6; Greece: Athenai 2 + Sparta 2 = 4.
    # Engine 3: the marker moves at once and the next campaign says where it went.
    assert s["score"] == 4 and s["campaign"] == 4 and s["phase"] == "persian_prep"
    assert s["instr"]["msg"]["key"] == "e300.instr.scored_prep_ready"
    assert s["instr"]["msg"]["params"]["after"] == {"key": "e300.marker.persia", "params": {"n": 4}}


def test_score_marker_is_capped_at_six():
    s = with_board(units=dict(HOME, Pella=(0, 0, 2, 0), Thebai=(0, 0, 1, 0)), score=5)
    assert supply.proposed_score(s)["after"] == 6


def test_score_can_be_corrected():
    s = to_supply(HOME)
    s = nothing_removed(s)
    s = game.apply(s, {"type": "set_score", "value": -3})
    assert s["score"] == -3 and "e300.log.set_score" in keys(s)
    with pytest.raises(RuleError):
        game.apply(s, {"type": "set_score", "value": 7})
    with pytest.raises(RuleError) as err:  # engine 3 has no scoring prompt
        game.apply(s, {"type": "score", "values": {"score": 1}})
    assert err.value.key == "e300.error.unknown_action"


def finish_campaign(units, score, campaign=5):
    return nothing_removed(to_supply(units, score=score, campaign=campaign))


@pytest.mark.parametrize("final,winner,reason", [(1, "bot", "e300.reason.score_persia"),
                                                 (-2, "player", "e300.reason.score_greece"),
                                                 (0, None, "e300.reason.draw")])
def test_end_after_campaign_five(final, winner, reason):
    # HOME scores 4 for each side: the marker stays where it stands, and decides.
    s = finish_campaign(HOME, final)
    assert s["score"] == final
    v = game.view(s)
    assert v["status"]["over"] is True
    assert v["status"]["winner"] == winner
    assert v["status"]["reason"]["key"] == reason
    assert v["prompt"] == {"kind": "none"}
    assert game.legal_actions(s) == []
    with pytest.raises(RuleError):
        game.apply(s, {"type": "set_score", "value": 1})


def test_greek_automatic_victory_at_scoring():
    units = dict(HOME, Abydos=(2, 0, 0, 0), Ephesos=(1, 0, 0, 0))
    s = finish_campaign(units, 3, campaign=3)
    assert s["phase"] == "over"
    assert game.view(s)["status"]["winner"] == "player"
    assert game.view(s)["status"]["reason"]["key"] == "e300.reason.greece_majors"


def test_greek_majors_held_by_greece_mid_phase_do_not_end_the_game():
    s = at_persian_turn(HOME)
    s = game.apply(s, {"type": "set_units", "city": "Abydos", "side": "greece", "kind": "armies", "value": 1})
    s = game.apply(s, {"type": "set_units", "city": "Abydos", "side": "persia", "kind": "armies", "value": 0})
    s = game.apply(s, {"type": "set_units", "city": "Ephesos", "side": "persia", "kind": "armies", "value": 0})
    s = game.apply(s, {"type": "set_units", "city": "Ephesos", "side": "greece", "kind": "armies", "value": 1})
    assert s["phase"] == "persian_op"


def test_persian_immediate_victory_after_any_change():
    units = dict(HOME, Athenai=(0, 0, 2, 0), Sparta=(1, 0, 0, 0))
    s = at_persian_turn(units)
    s = game.apply(s, {"type": "set_units", "city": "Sparta", "side": "greece", "kind": "armies", "value": 0})
    assert s["phase"] == "persian_op"  # an empty Sparta is still Greek
    s = game.apply(s, {"type": "set_units", "city": "Sparta", "side": "persia", "kind": "armies", "value": 1})
    assert s["phase"] == "over"
    v = game.view(s)
    assert v["status"] == {"over": True, "winner": "bot", "reason": {"key": "e300.reason.persia_majors",
                                                                     "params": {"score": "+2"}}}
    assert s["log"][-1]["kind"] == "win" and s["log"][-1]["rule"]["ref"] == "e300.s3F"


def test_persian_victory_waits_for_the_battle():
    # PERS.IA moves into Sparta where you stand while it holds Athenai: the battle decides.
    units = {"Athenai": (0, 0, 3, 0), "Korinthos": (0, 0, 4, 0), "Sparta": (1, 0, 0, 0),
             "Abydos": (0, 0, 2, 0), "Ephesos": (0, 0, 2, 0)}
    s = game.apply(at_persian_turn(units), {"type": "persian_roll", "faces": ["2"]})
    assert s["phase"] == "battle" and s["battle"]["city"] == "Sparta"
    won = game.apply(s, {"type": "battle", "values": {"greece": 0, "persia": 1}})
    assert won["phase"] == "over" and game.view(won)["status"]["winner"] == "bot"
    lost = game.apply(s, {"type": "battle", "values": {"greece": 1, "persia": 0}})
    assert lost["phase"] == "greek_op"
