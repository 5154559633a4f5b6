"""Issue 23: your side of the table. A move is one action with the map's legality, your
preparation's cards are counted, your supply is computed by PERS.IA's rule and proposed,
the score marker moves at scoring. Rulings 26-31 of docs/rules/e300.md."""

import copy

import pytest

from logbook import applied
from solobots.core.errors import RuleError
from solobots.e300 import game, supply
from test_e300_helpers import at_persian_turn, counts, fresh, keys, with_board

HOME = {"Athenai": (3, 2, 0, 0), "Sparta": (1, 1, 0, 0), "Korinthos": (1, 0, 0, 0),
        "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}


def your_op(units=None, bridge=True, **kw):
    """Your operation (phase greek_op)."""
    s = at_persian_turn(units or HOME, bridge=bridge, **kw)
    s["phase"] = "greek_op"
    return s


def move(origin, dest, armies=0, fleets=0):
    return {"type": "move", "from": origin, "to": dest, "armies": armies, "fleets": fleets}


def refused(state, action, key):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        game.apply(state, action)
    assert err.value.key == key, err.value.key
    assert state == before


# -- ruling 26: a move is one action, with the map's legality ----------------------------------
def test_a_land_move_is_one_action_one_log_line():
    s = game.apply(your_op(), move("Athenai", "Thebai", armies=2))
    assert counts(s, "Athenai")[0] == 1 and counts(s, "Thebai")[0] == 2
    assert keys(s) == ["e300.log.move_land"] and s["log"][0]["rule"]["ref"] == "e300.base_move_land"
    assert s["phase"] == "greek_op" and s["focus"] == ["Athenai", "Thebai"]


def test_a_land_move_goes_on_only_through_cities_you_control():
    # Athenai -> Korinthos (yours) -> Sparta: fine; Athenai -> Thebai (Persian) -> Delphi: no.
    units = dict(HOME, Thebai=(0, 0, 1, 0))
    assert counts(game.apply(your_op(units), move("Athenai", "Sparta", armies=1)), "Sparta")[0] == 2
    refused(your_op(units), move("Athenai", "Delphi", armies=1), "e300.error.move_no_road")
    # Entering an empty city ends the move there.
    refused(your_op(), move("Athenai", "Delphi", armies=1), "e300.error.move_no_road")


def test_the_hellespont_needs_the_bridge():
    units = {"Pella": (2, 0, 0, 0), "Athenai": (1, 0, 0, 0), "Sparta": (1, 0, 0, 0), "Ephesos": (0, 0, 3, 0)}
    assert counts(game.apply(your_op(units), move("Pella", "Abydos", armies=2)), "Abydos")[0] == 2
    refused(your_op(units, bridge=False), move("Pella", "Abydos", armies=2), "e300.error.move_bridge")
    assert game.view(your_op(units, bridge=False))["board"]["moves"]["Pella"]["land"] == ["Larissa"]


def test_a_sea_move_goes_from_port_to_any_port_one_army_per_fleet():
    s = game.apply(your_op(), move("Athenai", "Naxos", armies=2, fleets=2))
    assert counts(s, "Naxos")[:2] == (2, 2) and counts(s, "Athenai")[:2] == (1, 0)
    assert keys(s) == ["e300.log.move_sea"] and s["log"][0]["rule"]["ref"] == "e300.base_move_sea"
    refused(your_op(), move("Athenai", "Naxos", armies=4, fleets=2), "e300.error.move_too_many")
    refused(your_op(dict(HOME, Athenai=(3, 1, 0, 0))), move("Athenai", "Naxos", armies=2, fleets=1),
            "e300.error.move_carry")
    refused(your_op(), move("Athenai", "Delphi", armies=1, fleets=1), "e300.error.move_not_port")
    refused(your_op(), move("Korinthos", "Naxos", armies=1, fleets=1), "e300.error.move_too_many")


@pytest.mark.parametrize("action, key", [
    (move("Athenai", "Athenai", armies=1), "e300.error.move_same_city"),
    (move("Athenai", "Thebai"), "e300.error.move_nothing"),
    (move("Athenai", "Thebai", armies=4), "e300.error.move_too_many"),
    (move("Athenai", "Atlantis", armies=1), "e300.error.bad_choice"),
    (move("Athenai", "Thebai", armies=-1), "e300.error.out_of_range"),
    ({"type": "move", "from": "Athenai", "to": "Thebai", "armies": "1"}, "e300.error.not_a_number"),
])
def test_bad_moves_are_refused_and_change_nothing(action, key):
    refused(your_op(), action, key)


def test_moves_are_your_operations_only():
    refused(at_persian_turn(HOME), move("Athenai", "Thebai", armies=1), "e300.error.not_now")
    board = game.view(your_op())["board"]
    assert board["moves"]["Athenai"] == {"armies": 3, "fleets": 2, "land": ["Korinthos", "Sparta", "Thebai"],
                                         "sea": ["Abydos", "Ephesos", "Eretria", "Naxos", "Pella", "Sparta", "Thebai"]}
    assert "Abydos" not in board["moves"]
    assert game.view(at_persian_turn(HOME))["board"]["moves"] is None


# -- ruling 27: a move into enemy units is a battle you enter ----------------------------------
def test_a_move_into_persian_armies_is_a_battle_then_your_operation_goes_on():
    units = dict(HOME, Thebai=(0, 0, 2, 0))
    s = applied(game.apply, your_op(units), move("Athenai", "Thebai", armies=2))
    assert s["phase"] == "battle" and s["battle"]["by"] == "greece" and s["battle"]["kind"] == "armies"
    view = game.view(s)
    assert view["board"]["turn"] == "greece"
    # A tie starts from the defender (PERS.IA) keeping its armies.
    assert {f["id"]: f["value"] for f in view["prompt"]["fields"]} == {"greece": 0, "persia": 2}
    hands = copy.deepcopy(s["hands"])
    s = applied(game.apply, s, {"type": "battle", "values": {"greece": 1, "persia": 0}})
    assert s["phase"] == "greek_op" and s["battle"] is None and s["hands"] == hands  # no Persian discard
    assert game.view(s)["instruction"]["msg"]["key"] == "e300.instr.your_battle_over"
    s = applied(game.apply, s, {"type": "greek_op", "passed": False})
    assert s["phase"] == "persian_op"


def test_a_landing_fights_the_fleets_first_then_the_armies():
    units = dict(HOME, Naxos=(0, 0, 1, 1))
    s = applied(game.apply, your_op(units), move("Athenai", "Naxos", armies=2, fleets=2))
    assert s["battle"]["kind"] == "fleets"
    # One fleet lost: the army it carried goes down with it, the other lands and fights.
    s = applied(game.apply, s, {"type": "battle", "values": {"greece": 1, "persia": 0}})
    assert s["phase"] == "battle" and s["battle"]["kind"] == "armies" and counts(s, "Naxos")[0] == 1
    s = applied(game.apply, s, {"type": "battle", "values": {"greece": 1, "persia": 0}})
    assert s["phase"] == "greek_op" and counts(s, "Naxos") == (1, 1, 0, 0)
    # Lost at sea: the armies aboard drown, no land battle is left to fight.
    s = applied(game.apply, your_op(units), move("Athenai", "Naxos", armies=2, fleets=2))
    s = applied(game.apply, s, {"type": "battle", "values": {"greece": 0, "persia": 1}})
    assert s["phase"] == "greek_op" and counts(s, "Naxos") == (0, 0, 1, 1)
    assert "e300.log.drowned" in keys(s)


# -- ruling 28: your preparation's cards are counted -------------------------------------------
def at_your_prep(seed="prep"):
    return game.apply(fresh(seed), {"type": "prepare"})


def test_the_cards_your_talents_left_are_proposed_and_counted():
    s = at_your_prep()
    prompt = game.view(s)["prompt"]
    assert prompt["kind"] == "numbers" and prompt["fields"][0] == {
        "id": "cards", "label": {"key": "e300.field.cards_drawn", "params": {}}, "min": 0, "max": 6, "value": 6}
    s = game.apply(s, {"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": 3, "fleets": 2}}})
    assert game.view(s)["prompt"]["fields"][0]["value"] == 3  # 2 armies and 1 fleet placed
    assert game.view(s)["prompt"]["msg"]["params"] == {"n": 6, "placed": 3}
    hand = s["hands"]["greece"]
    done = game.apply(s, {"type": "greek_prep_done", "values": {"cards": 3}})
    assert done["hands"]["greece"] == hand + 3 and done["phase"] == "persian_op"
    assert keys(done)[0] == "e300.log.greek_cards" and done["log"][0]["rule"]["ref"] == "e300.base_prep"
    assert done["prep_base"] is None


def test_taking_back_a_placement_gives_its_talent_back_and_the_count_is_bounded():
    s = at_your_prep()
    s = game.apply(s, {"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": 9}}})
    assert game.view(s)["prompt"]["fields"][0]["value"] == 0
    s = game.apply(s, {"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": 2}}})
    assert game.view(s)["prompt"]["fields"][0]["value"] == 5
    for bad in (7, -1):
        refused(s, {"type": "greek_prep_done", "values": {"cards": bad}}, "e300.error.out_of_range")
    refused(s, {"type": "greek_prep_done", "values": {"hand": 1}}, "e300.error.bad_values")


# -- ruling 29: your supply is proposed by PERS.IA's rule --------------------------------------
def to_your_supply(units, **kw):
    """The supply phase (engine 4: PERS.IA's removals and yours in one prompt)."""
    s = at_persian_turn(units, hand=2, greek_hand=2, **kw)
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})
    return game.apply(s, {"type": "greek_op", "passed": True})


def supply_done(s, greek):
    """The supply's answer: PERS.IA's removals as proposed, yours as given ({city: n})."""
    fields = {f["id"]: f["value"] for f in game.view(s)["prompt"]["fields"]}
    persian = {k: v for k, v in fields.items() if k.startswith("persia_")}
    return {"type": "supply_done", "values": {**persian, **{"greece_" + c: n for c, n in greek.items()}}}


def test_cut_armies_all_go_then_the_excess_where_it_costs_you_no_city():
    # 9 Greek armies, amphorae Athenai 2 + Sparta 2 + Korinthos 1 + Delphi 1 + Larissa 1 = 7: excess 2.
    # Larissa (1) is cut off behind Persian Thebai and Pella: it goes and counts; one more
    # from a city that stays yours: Korinthos holds 2, so one of them.
    units = {"Athenai": (3, 0, 0, 0), "Sparta": (2, 0, 0, 0), "Korinthos": (2, 0, 0, 0), "Delphi": (1, 0, 0, 0),
             "Larissa": (1, 0, 0, 0), "Thebai": (0, 0, 1, 0), "Pella": (0, 0, 1, 0),
             "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    plan = supply.greek_proposal(with_board(units=units))
    assert plan["cut"] == {"Delphi": 1, "Larissa": 1}
    assert plan["remove"] == {"Delphi": 1, "Larissa": 1}
    # Engine 4 (ruling 35): PERS.IA's Thebai army is cut off too and goes first; on the map it
    # leaves, your roads are open and the excess of 2 comes from Korinthos and Sparta.
    s = to_your_supply(units)
    assert s["supply"]["remove"] == {"Thebai": 1}
    assert s["supply"]["greek"] == {"cut": {}, "excess": 2, "remove": {"Korinthos": 1, "Sparta": 1}}
    prompt = game.view(s)["prompt"]
    assert prompt["action"] == {"type": "supply_done"}
    assert {f["id"]: f["value"] for f in prompt["fields"] if f["id"].startswith("greece_")} == {
        "greece_Korinthos": 1, "greece_Delphi": 0, "greece_Larissa": 0, "greece_Sparta": 1, "greece_Athenai": 0}


def test_the_excess_spares_your_cities_and_your_majors_go_last():
    units = {"Athenai": (4, 0, 0, 0), "Sparta": (3, 0, 0, 0), "Korinthos": (1, 0, 0, 0), "Thebai": (1, 0, 0, 0),
             "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    # 9 armies, amphorae 2 + 2 + 1 + 1 = 6: excess 3. Korinthos and Thebai would be lost;
    # Sparta gives two and keeps one, then Athenai (the last in the order).
    s = to_your_supply(units)
    assert s["supply"]["greek"]["remove"] == {"Sparta": 2, "Athenai": 1}
    assert keys(s).count("e300.log.greek_pick_harmless") == 3


def test_confirmed_or_corrected_removals_then_the_marker_moves():
    units = {"Athenai": (4, 0, 0, 0), "Sparta": (3, 0, 0, 0), "Korinthos": (1, 0, 0, 0), "Thebai": (1, 0, 0, 0),
             "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    s = to_your_supply(units, score=1)
    done = game.apply(s, supply_done(s, {"Sparta": 1, "Athenai": 2}))
    assert counts(done, "Sparta")[0] == 2 and counts(done, "Athenai")[0] == 2
    assert "e300.log.player_changed_greek_supply" in keys(done)
    # Persia 4, Greece 2 + 2 + 1 + 1 = 6: the marker goes from +1 to −1, campaign 4.
    assert done["score"] == -1 and done["campaign"] == 4 and done["phase"] == "persian_prep"
    assert keys(done)[-4:] == ["e300.log.points", "e300.log.score_moved", "e300.log.campaign",
                               "e300.log.turn.persian_prep"]
    same = game.apply(s, supply_done(s, s["supply"]["greek"]["remove"]))
    assert "e300.log.player_changed_greek_supply" not in keys(same)
    refused(s, supply_done(s, {"Sparta": 4}), "e300.error.out_of_range")
    refused(s, {"type": "supply_done", "values": {"Atlantis": 1}}, "e300.error.bad_values")


def test_the_greek_proposal_uses_persias_rule():
    units = {"Athenai": (4, 0, 0, 0), "Sparta": (3, 0, 0, 0), "Korinthos": (1, 0, 0, 0), "Thebai": (1, 0, 0, 0),
             "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    plan = supply.greek_proposal(with_board(units=units))
    assert plan["excess"] == 3 and plan["remove"] == {"Sparta": 2, "Athenai": 1}
    assert supply.GREEK_ORDER[-4:] == ["Abydos", "Ephesos", "Sparta", "Athenai"]
