"""One test per ruling of rulings/300.md, in the file's order (the name says which)."""

from solobots.e300 import board, game, operations, preparation, supply
from test_e300_helpers import at_persian_turn, counts, fresh, with_board

HOME = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}


def roll(units, face, **kw):
    return game.apply(at_persian_turn(units, **kw), {"type": "persian_roll", "faces": [str(face)]})


# -- State the app keeps ------------------------------------------------------------

def test_state_keeps_everything_the_rulings_list():
    s = fresh()
    assert set(s["map"]["Athenai"]) == {"greece", "persia"}
    assert set(s["map"]["Athenai"]["greece"]) == {"armies", "fleets"}
    assert isinstance(s["bridge"], bool)
    assert s["score"] == 2 and s["campaign"] == 3
    assert set(s["hands"]) == {"greece", "persia"}
    assert "phase" in s


def test_control_major_unless_enemy_armies_else_side_with_armies():
    s = with_board(units={"Sparta": (0, 0, 1, 0), "Larissa": (1, 0, 0, 0), "Pella": (0, 2, 0, 2)})
    assert board.control(s, "Sparta") == "persia"
    assert board.control(s, "Athenai") == "greece"
    assert board.control(s, "Larissa") == "greece"
    assert board.control(s, "Pella") is None


# -- Setup ----------------------------------------------------------------------------

def test_setup_ruling():
    s = fresh()
    assert [counts(s, c) for c in ("Athenai", "Sparta", "Korinthos", "Abydos", "Ephesos")] == [
        (1, 1, 0, 0), (1, 1, 0, 0), (1, 0, 0, 0), (0, 0, 3, 2), (0, 0, 3, 2)]
    assert s["leaders"] == {"Darius": 1, "Xerxes": 1} and s["bridge"] and s["campaign"] == 3 and s["score"] == 2


# -- Preparation ----------------------------------------------------------------------

def test_prep_costs_card_army_fleet_one_bridge_four():
    s = with_board(units={"Abydos": (0, 0, 1, 0), "Ephesos": (0, 0, 1, 1), "Athenai": (1, 0, 0, 0),
                          "Sparta": (1, 0, 0, 0)}, score=1, bridge=False, phase="persian_prep")
    s = game.apply(s, {"type": "prepare"})
    plan = s["prep"]
    assert plan["cards"] * 1 + plan["bridge"] * 4 + len(plan["fleets"]) + len(plan["armies"]) == 12
    assert plan == dict(plan, cards=4, bridge=True, fleets=["Abydos"], armies=["Abydos", "Ephesos", "Abydos"])


def test_prep_A_then_B_then_C_then_D_first_match_spends_all():
    s = with_board(units=dict(HOME, Ephesos=(1, 0, 6, 2)), score=4, phase="persian_prep")
    s = game.apply(s, {"type": "prepare"})
    assert s["prep"]["situation"] == "A" and s["prep"]["spent"] == 12


def test_prep_A_both_occupied_asks_to_correct_the_map():
    s = with_board(units={"Abydos": (1, 0, 0, 0), "Ephesos": (2, 0, 0, 0)}, phase="persian_prep")
    assert preparation.blocked(s)
    assert game.view(s)["instruction"]["msg"]["key"] == "e300.instr.prep_blocked"


def test_prep_B_fleets_in_empty_ports_in_C_order_restricted_to_ports():
    units = {"Abydos": (0, 0, 1, 0), "Ephesos": (0, 0, 1, 0), "Sparta": (0, 0, 1, 0), "Athenai": (0, 0, 1, 0),
             "Korinthos": (0, 0, 1, 0), "Thebai": (0, 0, 1, 0), "Eretria": (0, 0, 1, 0), "Naxos": (0, 0, 1, 0),
             "Pella": (0, 0, 1, 0)}
    s = game.apply(with_board(units=units, score=3, bridge=True, phase="persian_prep"), {"type": "prepare"})
    assert s["prep"]["fleets"] == ["Abydos", "Ephesos", "Sparta", "Athenai", "Thebai", "Eretria", "Naxos", "Pella"]


def test_prep_B_armies_cycle_skipping_minor_cities_with_two():
    units = dict(HOME, Korinthos=(0, 0, 2, 0), Delphi=(0, 0, 1, 0))
    s = game.apply(with_board(units=units, score=3, bridge=True, phase="persian_prep"), {"type": "prepare"})
    # 8 talents: Abydos, Ephesos, Delphi (→2), Abydos, Ephesos, Abydos, Ephesos, Abydos.
    assert s["prep"]["armies"] == ["Abydos", "Ephesos", "Delphi", "Abydos", "Ephesos", "Abydos", "Ephesos", "Abydos"]


def test_prep_C_score_zero():
    s = game.apply(with_board(units=HOME, score=0, bridge=True, phase="persian_prep"), {"type": "prepare"})
    assert s["prep"]["situation"] == "C" and s["prep"]["cards"] == 5 and len(s["prep"]["armies"]) == 7


def test_prep_D_greek_lead_all_left_to_abydos():
    s = game.apply(with_board(units=HOME, score=-1, bridge=True, phase="persian_prep"), {"type": "prepare"})
    assert s["prep"]["cards"] == 6 and s["prep"]["armies"] == ["Abydos"] * 6


def test_prep_talents_run_out_mid_step():
    units = {"Abydos": (0, 0, 1, 0), "Ephesos": (0, 0, 1, 0), "Thebai": (0, 0, 1, 0), "Eretria": (0, 0, 1, 0),
             "Naxos": (0, 0, 1, 0), "Pella": (0, 0, 1, 0)}
    s = game.apply(with_board(units=units, score=2, bridge=False, phase="persian_prep"), {"type": "prepare"})
    assert len(s["prep"]["fleets"]) == 4 and s["prep"]["armies"] == [] and s["prep"]["left"] == 0


def test_prep_seed_worked_example():
    units = {"Abydos": (0, 0, 3, 0), "Ephesos": (0, 0, 3, 0), "Athenai": (1, 0, 0, 0), "Sparta": (1, 0, 0, 0)}
    s = game.apply(with_board(units=units, score=0, bridge=False, phase="persian_prep"), {"type": "prepare"})
    assert (s["prep"]["cards"], s["prep"]["bridge"], s["prep"]["armies"]) == (5, True, ["Abydos", "Ephesos", "Abydos"])


# -- Operations -------------------------------------------------------------------------

def test_op1_no_card_pass():
    s = game.apply(at_persian_turn(HOME, hand=0), {"type": "persian_op"})
    assert s["passes"] == 1 and s["phase"] == "greek_op"


def test_op2_defence_both_occupied_ephesos_first():
    units = dict(HOME, Abydos=(1, 0, 4, 0), Ephesos=(1, 0, 0, 0))
    # Abydos is contested (a battle there is pending): Ephesos is tried first and Abydos'
    # armies reach it.
    plan = operations.defence_plan(at_persian_turn(units))
    assert plan["major"] == "Ephesos"


def test_op2_defence_path_through_persian_cities_bridge_only_if_built():
    units = dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(0, 0, 0, 0), Pella=(0, 0, 6, 0))
    assert operations.defence_plan(at_persian_turn(units, bridge=True))["origin"] == "Pella"
    assert operations.defence_plan(at_persian_turn(units, bridge=False)) is None


def test_op2_defence_tie_order_and_third_rounded_up():
    units = dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(0, 0, 4, 0), Pella=(0, 0, 4, 0))
    plan = operations.defence_plan(at_persian_turn(units))
    assert (plan["origin"], plan["n"]) == ("Ephesos", 2)


def test_op2_defence_battle_follows_persia_never_retreats():
    units = dict(HOME, Abydos=(1, 0, 0, 0))
    s = game.apply(at_persian_turn(units), {"type": "persian_op"})
    assert s["phase"] == "battle" and s["battle"]["city"] == "Abydos"
    assert "e300.s3C" in [x["rule"]["ref"] for x in s["log"] if x["rule"]]


def test_op2_no_defender_rolls_as_if_unoccupied():
    units = dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(0, 0, 0, 0))
    s = at_persian_turn(units, bridge=False)
    assert game.view(s)["prompt"]["kind"] == "dice"


def test_op3_die_faces():
    assert operations.ACTION_OF_FACE == {1: "pass", 2: "move", 3: "move", 4: "army", 5: "fleet", 6: "place"}


def test_op3_move_activation_tie_then_eretria_then_naxos():
    units = {"Athenai": (1, 0, 0, 0), "Naxos": (0, 0, 2, 1), "Eretria": (0, 0, 2, 1)}
    s = roll(units, 2)
    # Eretria is activated (tie, before Naxos); no road leads on from an island.
    line = next(x for x in s["log"] if x["msg"]["key"] == "e300.log.fallback")
    assert line["msg"]["params"]["why"] == {"key": "e300.why_not.no_destination",
                                            "params": {"city": {"key": "e300.city.Eretria", "params": {}}}}


def test_op3_move_half_keep_two_in_abydos_and_ephesos():
    s = roll(dict(HOME, Ephesos=(0, 0, 3, 2), Abydos=(0, 0, 1, 2)), 3)
    assert counts(s, "Ephesos")[2] == 2


def test_op3_move_destination_first_empty_after_in_route_else_greek():
    s = roll(dict(HOME, Pella=(0, 0, 0, 0)), 2)
    assert counts(s, "Pella")[2] == 3
    s = roll(dict(HOME, Pella=(1, 0, 0, 0)), 2)
    assert counts(s, "Pella") == (1, 0, 3, 0) and s["phase"] == "battle"


def test_op3_move_impossible_when_nothing_movable_or_no_destination():
    s = roll(dict(HOME, Abydos=(0, 0, 2, 2), Ephesos=(0, 0, 2, 2)), 2)
    assert counts(s, "Abydos")[2] == 2 and counts(s, "Ephesos")[2] == 2
    assert s["instr"]["rule"]["ref"] == "e300.s5_army"


def test_op3_destroy_army_isolated_first_then_first_city_player_discards():
    s = roll(dict(HOME, Larissa=(2, 0, 0, 0), Korinthos=(1, 0, 0, 0)), 4, greek_hand=1)
    assert counts(s, "Korinthos")[0] == 0 and counts(s, "Larissa")[0] == 2 and s["hands"]["greece"] == 0


def test_op3_destroy_army_none_destroys_a_fleet():
    s = roll({"Sparta": (0, 1, 0, 0), "Abydos": (0, 0, 2, 0)}, 4)
    assert counts(s, "Sparta") == (0, 0, 0, 1)


def test_op3_destroy_fleet_persian_fleet_there_naval_battle_if_more():
    s = roll(dict(HOME, Eretria=(0, 2, 0, 0)), 5)
    assert counts(s, "Eretria") == (0, 1, 0, 1) and s["phase"] == "battle" and s["battle"]["kind"] == "fleets"


def test_op3_destroy_fleet_none_places():
    s = roll({"Abydos": (0, 0, 2, 0), "Ephesos": (0, 0, 2, 0), "Athenai": (1, 0, 0, 0)}, 5)
    assert counts(s, "Sparta") == (0, 0, 1, 1)


def test_op3_place_first_with_no_greek_unit():
    s = roll(dict(HOME, Thebai=(0, 0, 0, 0)), 6)
    assert counts(s, "Thebai") == (0, 0, 1, 1)


def test_op3_place_army_with_a_lone_persian_fleet_then_move():
    greek = dict.fromkeys(("Athenai", "Sparta", "Thebai", "Eretria", "Pella", "Abydos", "Ephesos"), (1, 0, 0, 0))
    s = roll(dict(greek, Naxos=(0, 1, 0, 1)), 6)
    assert counts(s, "Naxos") == (0, 1, 1, 1)
    s = roll(dict(greek, Naxos=(1, 0, 0, 0), Larissa=(0, 0, 2, 0)), 6)
    assert s["instr"]["rule"]["ref"] == "e300.s5_move"


def test_op3_each_kind_tried_once_then_pass():
    assert operations.FALLBACK == {"move": "army", "army": "fleet", "fleet": "place", "place": "move"}
    s = roll({}, 2)
    tried = [x["msg"]["params"]["action"]["key"] for x in s["log"] if x["msg"]["key"] == "e300.log.fallback"]
    assert tried == ["e300.action.move", "e300.action.army", "e300.action.fleet"]


def test_op4_persia_discards_one_card():
    s = roll(HOME, 6, hand=3)
    assert s["hands"]["persia"] == 2
    assert next(x for x in s["log"] if x["msg"]["key"] == "e300.log.persian_discard")["rule"]["ref"] == "e300.s5_4"


def test_battles_are_entered_never_guessed():
    s = roll(dict(HOME, Pella=(3, 0, 0, 0)), 2)
    v = game.view(s)
    assert v["prompt"]["kind"] == "numbers"
    # A possible result to start from (issue 11: never an impossible one); nothing is
    # applied until the player confirms the real result of the battle fought at the table.
    assert [f["value"] for f in v["prompt"]["fields"]] == [3, 0]
    assert [f["max"] for f in v["prompt"]["fields"]] == [3, 3]
    assert counts(s, "Pella") == (3, 0, 3, 0)


# -- Supply ------------------------------------------------------------------------------

def test_supply_A_persia_discards_its_whole_hand():
    s = game.apply(at_persian_turn(HOME, hand=4), {"type": "persian_roll", "faces": ["1"]})
    s = game.apply(s, {"type": "greek_op", "passed": True})
    assert s["hands"]["persia"] == 0


def test_supply_B_attrition_out_of_supply_then_harmless_then_order_editable():
    units = dict(HOME, Korinthos=(0, 0, 2, 0), Naxos=(0, 0, 1, 0), Delphi=(0, 0, 1, 0))
    plan = supply.persian_proposal(with_board(units=units))
    # 4 armies in Greece, 3 food (Korinthos, Naxos, Delphi): 1 too many; Naxos is cut off.
    assert plan["cut"] == {"Naxos": 1} and plan["remove"] == {"Naxos": 1}


def test_supply_C_lines_of_communication_and_scoring_computed_as_help():
    s = with_board(units=dict(HOME, Larissa=(1, 0, 0, 0), Pella=(0, 0, 1, 0), Thebai=(0, 0, 1, 0),
                              Delphi=(0, 0, 1, 0)))
    assert supply.out_of_supply(s, "greece") == {"Larissa": 1}
    assert supply.proposed_score(s)["points"] == {"persia": 7, "greece": 5}


# -- Victory ---------------------------------------------------------------------------

def test_victory_persia_at_once_after_every_change():
    s = at_persian_turn(dict(HOME, Athenai=(0, 0, 1, 0)))
    s = game.apply(s, {"type": "set_units", "city": "Sparta", "side": "persia", "kind": "armies", "value": 1})
    assert s["phase"] == "persian_op"  # Greek armies still stand in Sparta
    s = game.apply(s, {"type": "set_units", "city": "Sparta", "side": "greece", "kind": "armies", "value": 0})
    assert s["phase"] == "over" and s["over"]["winner"] == "persia"


def test_victory_other_conditions_at_scoring_and_after_campaign_five():
    s = at_persian_turn(dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(1, 0, 0, 0)), campaign=4)
    assert s["phase"] == "persian_op"
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})
    s = game.apply(s, {"type": "greek_op", "passed": True})
    s = game.apply(s, {"type": "supply_done", "values": {}})
    assert s["over"]["winner"] == "greece"
