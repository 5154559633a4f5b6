"""Seed §5: one Persian operation — no card, defence, the d6 faces, every fallback."""

import pytest

from solobots.core.errors import RuleError
from solobots.e300 import game, operations
from test_e300_helpers import at_persian_turn, counts, keys

# A quiet board: Greece at home, Persia at home, bridge built.
HOME = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Korinthos": (1, 0, 0, 0),
        "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}


def roll(units, face, **kw):
    s = at_persian_turn(units, **kw)
    return game.apply(s, {"type": "persian_roll", "faces": [str(face)]})


def rules_of(state):
    return [line["rule"]["ref"] for line in state["log"] if line["rule"]]


# -- §5.1 no card -----------------------------------------------------------------

def test_no_card_passes_without_die_or_discard():
    s = at_persian_turn(HOME, hand=0)
    v = game.view(s)
    assert v["prompt"]["kind"] == "choice"
    assert v["instruction"]["rule"]["ref"] == "e300.s5_1"
    with pytest.raises(RuleError):
        game.apply(s, {"type": "persian_roll", "faces": None})
    s2 = game.apply(s, {"type": "persian_op"})
    assert s2["phase"] == "greek_op"
    assert s2["hands"]["persia"] == 0
    assert s2["passes"] == 1
    assert "e300.log.persian_discard" not in keys(s2)
    assert s2["map"] == s["map"]


def test_two_successive_passes_end_the_phase():
    s = at_persian_turn(HOME, hand=0)
    s = game.apply(s, {"type": "persian_op"})
    s = game.apply(s, {"type": "greek_op", "passed": True})
    assert s["phase"] == "supply"


def test_a_real_operation_resets_the_passes():
    s = at_persian_turn(HOME, hand=2)
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})  # die pass
    assert s["passes"] == 1
    s = game.apply(s, {"type": "greek_op", "passed": False})
    assert s["passes"] == 0 and s["phase"] == "persian_op"


# -- §5.2 defence -------------------------------------------------------------------

def test_defence_moves_a_third_rounded_up_from_the_strongest_city():
    units = dict(HOME, Abydos=(2, 0, 0, 2), Ephesos=(0, 0, 7, 2), Pella=(0, 0, 8, 0))
    s = at_persian_turn(units)
    assert game.view(s)["prompt"]["choices"][0]["action"] == {"type": "persian_op"}
    with pytest.raises(RuleError) as err:
        game.apply(s, {"type": "persian_roll", "faces": ["3"]})
    assert err.value.key == "e300.error.defence_first"
    s = game.apply(s, {"type": "persian_op"})
    # Pella (8) reaches Abydos over the bridge and beats Ephesos (7): ⌈8/3⌉ = 3.
    assert counts(s, "Pella")[2] == 5
    assert counts(s, "Abydos") == (2, 0, 3, 2)
    assert s["phase"] == "battle" and s["battle"]["city"] == "Abydos" and s["battle"]["kind"] == "armies"
    assert "e300.s5_2" in rules_of(s) and "e300.s3C" in rules_of(s)
    assert s["roll"] is None


def test_defence_tie_goes_to_the_activation_order():
    units = dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(0, 0, 6, 2), Pella=(0, 0, 6, 0))
    s = game.apply(at_persian_turn(units), {"type": "persian_op"})
    assert counts(s, "Ephesos")[2] == 4 and counts(s, "Pella")[2] == 6


def test_defence_both_occupied_takes_ephesos_first():
    units = dict(HOME, Abydos=(1, 0, 0, 0), Ephesos=(1, 0, 0, 0), Pella=(0, 0, 3, 0), Larissa=(0, 0, 1, 0))
    s = game.apply(at_persian_turn(units), {"type": "persian_op"})
    # Nothing reaches Ephesos except through Abydos, which is Greek now: Abydos is defended.
    assert operations.defence_plan(at_persian_turn(units))["major"] == "Abydos"
    assert counts(s, "Abydos") == (1, 0, 1, 0)
    units = dict(units, Pella=(0, 0, 0, 0), Korinthos=(0, 0, 0, 0), Abydos=(1, 0, 3, 0))
    plan = operations.defence_plan(at_persian_turn(units))
    assert plan["major"] == "Ephesos" and plan["origin"] == "Abydos"


def test_defence_unreachable_when_the_bridge_is_destroyed_rolls_the_die():
    # The seed's own example: bridge destroyed, no army in the other major city.
    units = dict(HOME, Abydos=(2, 0, 0, 0), Ephesos=(0, 0, 0, 2), Pella=(0, 0, 5, 0))
    s = at_persian_turn(units, bridge=False)
    assert operations.defence_plan(s) is None
    assert game.view(s)["prompt"]["kind"] == "dice"
    with pytest.raises(RuleError) as err:
        game.apply(s, {"type": "persian_op"})
    assert err.value.key == "e300.error.roll_needed"
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})
    assert "e300.s5_2_fail" in rules_of(s)
    # With the bridge built the same board defends.
    assert operations.defence_plan(at_persian_turn(units, bridge=True))["origin"] == "Pella"


def test_defence_only_through_persian_cities():
    units = dict(HOME, Abydos=(2, 0, 0, 0), Ephesos=(0, 0, 0, 0), Larissa=(0, 0, 4, 0), Pella=(1, 0, 0, 0))
    assert operations.defence_plan(at_persian_turn(units)) is None


# -- §5.3 the die ---------------------------------------------------------------------

def test_face_1_passes_and_discards():
    s = roll(HOME, 1)
    assert s["map"] == at_persian_turn(HOME)["map"]
    assert s["hands"]["persia"] == 2 and s["passes"] == 1
    assert s["instr"]["msg"]["params"]["what"]["key"] == "e300.do.pass_die"
    assert s["instr"]["rule"] == {"ref": "e300.s5_pass", "params": {"d6": 1}}


@pytest.mark.parametrize("face", [2, 3])
def test_faces_2_and_3_move_armies(face):
    s = roll(HOME, face)
    # Ephesos (6) is activated: half = 3 leave (4 stay ≥ 2); first empty city after Ephesos
    # on the route, reachable through Persian cities: Pella over the bridge.
    assert counts(s, "Ephesos")[2] == 3
    assert counts(s, "Pella")[2] == 3
    assert s["instr"]["rule"] == {"ref": "e300.s5_move", "params": {"d6": face}}
    assert s["phase"] == "greek_op" and s["hands"]["persia"] == 2


def test_move_keeps_two_in_abydos_and_ephesos():
    s = roll(dict(HOME, Ephesos=(0, 0, 3, 0), Abydos=(0, 0, 1, 0)), 2)
    # ⌊3/2⌋ = 1 leaves and 2 stay: allowed.
    assert counts(s, "Ephesos")[2] == 2 and counts(s, "Pella")[2] == 1
    s = roll(dict(HOME, Ephesos=(0, 0, 2, 0), Abydos=(0, 0, 1, 0)), 2)
    # 2 armies: ⌊2/2⌋ = 1 would leave 1, so none may go; the move is impossible.
    assert counts(s, "Ephesos")[2] == 2
    assert "e300.s5_move_keep" in rules_of(s)
    assert s["instr"]["rule"]["ref"] == "e300.s5_army"


@pytest.mark.parametrize("have,left", [(3, 2), (4, 2), (5, 3), (9, 5)])
def test_half_rounded_down_leaves(have, left):
    s = roll(dict(HOME, Abydos=(0, 0, have, 0), Ephesos=(0, 0, 0, 0)), 3)
    assert counts(s, "Abydos")[2] == left
    assert counts(s, "Pella")[2] == have - left


def test_keep_two_is_only_for_the_persian_majors():
    s = roll(dict(HOME, Abydos=(0, 0, 1, 0), Ephesos=(0, 0, 1, 0), Larissa=(0, 0, 2, 0)), 2)
    assert counts(s, "Larissa")[2] == 1 and counts(s, "Thebai")[2] == 1


def test_move_route_order_thebai_before_delphi():
    units = dict(HOME, Abydos=(0, 0, 2, 0), Ephesos=(0, 0, 2, 0), Larissa=(0, 0, 6, 0))
    s = roll(units, 2)
    # From Larissa both Thebai and Delphi are one road away and empty: Thebai first.
    assert counts(s, "Thebai")[2] == 3 and counts(s, "Delphi")[2] == 0


def test_move_goes_through_controlled_cities_towards_sparta():
    units = dict(HOME, Abydos=(0, 0, 2, 0), Ephesos=(0, 0, 2, 0), Pella=(0, 0, 6, 0), Larissa=(0, 0, 1, 0),
                 Thebai=(0, 0, 1, 0))
    s = roll(units, 3)
    # Larissa and Thebai are Persian: the first empty city after Pella is Delphi.
    assert counts(s, "Delphi")[2] == 3


def test_move_never_goes_back_along_the_route():
    units = dict(HOME, Abydos=(0, 0, 2, 0), Ephesos=(0, 0, 0, 0), Pella=(0, 0, 6, 0), Larissa=(1, 0, 0, 0))
    s = roll(units, 2)
    # Ephesos is empty and reachable (through Abydos) but comes before Pella: Larissa (Greek) instead.
    assert counts(s, "Ephesos")[2] == 0
    assert counts(s, "Larissa") == (1, 0, 3, 0)
    assert s["phase"] == "battle" and s["battle"] == {"city": "Larissa", "kind": "armies",
                                                       "rule": {"ref": "e300.s5_move", "params": {"d6": 2}}}


def test_move_to_a_greek_city_when_no_empty_one_triggers_a_battle():
    units = dict(HOME, Pella=(1, 0, 0, 0))
    s = roll(units, 3)
    assert counts(s, "Pella") == (1, 0, 3, 0)
    assert s["phase"] == "battle"
    assert game.view(s)["prompt"]["kind"] == "numbers"


def test_move_impossible_without_bridge_from_abydos():
    units = dict(HOME, Abydos=(0, 0, 8, 0), Ephesos=(0, 0, 2, 0))
    s = roll(units, 2, bridge=False)
    # Abydos' only road leads back to Ephesos: no destination; destroy an army instead.
    assert counts(s, "Abydos")[2] == 8
    assert s["instr"]["rule"]["ref"] == "e300.s5_army"


def test_move_from_an_island_is_impossible():
    units = dict(HOME, Abydos=(0, 0, 2, 0), Ephesos=(0, 0, 2, 0), Naxos=(0, 0, 5, 1))
    plan, why = operations.move_plan(at_persian_turn(units))
    assert plan is None and why["key"] == "e300.why_not.no_destination"


def test_move_activation_tie_eretria_before_naxos():
    units = {"Athenai": (1, 0, 0, 0), "Eretria": (0, 0, 3, 1), "Naxos": (0, 0, 3, 1)}
    s = at_persian_turn(units)
    assert operations._activated(s, ["Ephesos", "Abydos", "Pella", "Larissa", "Thebai", "Delphi", "Athenai",
                                     "Korinthos", "Sparta", "Eretria", "Naxos"]) == "Eretria"


def test_face_4_destroys_the_first_isolated_army_and_you_discard():
    units = dict(HOME, Thebai=(3, 0, 0, 0), Delphi=(1, 0, 0, 0))
    s = roll(units, 4, greek_hand=2)
    # Order Abydos > … > Thebai > Delphi > Athenai > Korinthos…: Thebai has 3 (not isolated),
    # Delphi has 1: Delphi goes first although Thebai comes earlier.
    assert counts(s, "Delphi")[0] == 0 and counts(s, "Thebai")[0] == 3
    assert s["hands"]["greece"] == 1
    assert "e300.log.destroy_army_isolated" in keys(s)
    assert s["instr"]["msg"]["params"]["what"]["key"] == "e300.do.destroy_army"


def test_face_4_without_isolated_army_takes_the_first_city():
    units = {"Athenai": (2, 1, 0, 0), "Sparta": (3, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    s = roll(units, 4, greek_hand=0)
    assert counts(s, "Athenai")[0] == 1
    assert s["hands"]["greece"] == 0
    assert "e300.log.destroy_army_first" in keys(s) and "e300.log.greek_no_card" in keys(s)
    assert s["instr"]["msg"]["params"]["what"]["key"] == "e300.do.destroy_army_no_card"


def test_isolated_means_alone_in_its_city():
    units = dict(HOME, Korinthos=(2, 0, 0, 0), Sparta=(1, 1, 0, 0), Athenai=(2, 1, 0, 0))
    s = roll(units, 4)
    assert counts(s, "Sparta")[0] == 0 and counts(s, "Korinthos")[0] == 2


def test_face_4_without_greek_army_destroys_a_fleet():
    units = {"Athenai": (0, 2, 0, 0), "Naxos": (0, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    s = roll(units, 4)
    assert "e300.s5_army_none" in rules_of(s)
    assert counts(s, "Naxos") == (0, 0, 0, 1)  # Naxos comes before Athenai in the fleet list
    assert s["instr"]["rule"]["ref"] == "e300.s5_fleet"


def test_face_5_destroys_a_fleet_and_places_a_persian_one():
    s = roll(HOME, 5)
    # Fleet list Abydos > Ephesos > Naxos > Eretria > Pella > Thebai > Athenai > Sparta.
    assert counts(s, "Athenai") == (2, 0, 0, 1)
    assert counts(s, "Sparta") == (2, 1, 0, 0)
    assert s["phase"] == "greek_op"


def test_face_5_naval_battle_when_greek_fleets_remain():
    s = roll(dict(HOME, Thebai=(0, 3, 0, 0)), 5)
    assert counts(s, "Thebai") == (0, 2, 0, 1)
    assert s["phase"] == "battle" and s["battle"]["kind"] == "fleets"
    assert "e300.s5_fleet_battle" in rules_of(s)
    p = game.view(s)["prompt"]
    assert [f["id"] for f in p["fields"]] == ["greece", "persia"]
    assert [f["max"] for f in p["fields"]] == [2, 1]


def test_face_5_without_greek_fleet_places():
    units = dict(HOME, Athenai=(2, 0, 0, 0), Sparta=(2, 0, 0, 0))
    s = roll(units, 5)
    assert "e300.s5_fleet_none" in rules_of(s)
    # Place list Athenai > Sparta > Thebai: Athenai and Sparta hold Greek armies.
    assert counts(s, "Thebai") == (0, 0, 1, 1)


def test_face_6_places_a_fleet_and_an_army():
    s = roll(HOME, 6)
    assert counts(s, "Thebai") == (0, 0, 1, 1)
    assert s["instr"]["rule"] == {"ref": "e300.s5_place", "params": {"d6": 6}}


def test_face_6_place_needs_city_and_port_free_of_greeks():
    units = dict(HOME, Thebai=(0, 1, 0, 0), Eretria=(1, 0, 0, 0))
    s = roll(units, 6)
    assert counts(s, "Naxos") == (0, 0, 1, 1)


def test_face_6_army_only_where_a_persian_fleet_lies_at_an_empty_minor_city():
    greek_everywhere = dict.fromkeys(("Athenai", "Sparta", "Thebai", "Eretria", "Pella", "Abydos", "Ephesos"), (1, 0, 0, 0))
    units = dict(greek_everywhere, Naxos=(0, 1, 0, 1), Korinthos=(0, 0, 3, 0))
    s = roll(units, 6)
    assert counts(s, "Naxos") == (0, 1, 1, 1)
    assert s["instr"]["rule"]["ref"] == "e300.s5_place_army"


def test_face_6_nothing_to_place_moves_armies():
    greek_everywhere = dict.fromkeys(("Athenai", "Sparta", "Thebai", "Eretria", "Naxos", "Pella", "Abydos", "Ephesos"), (1, 0, 0, 0))
    units = dict(greek_everywhere, Larissa=(0, 0, 4, 0))
    s = roll(units, 6)
    assert "e300.s5_place_none" in rules_of(s)
    assert s["instr"]["rule"]["ref"] == "e300.s5_move"
    # Larissa (4) moves 2 to the first empty city after it: Delphi (Thebai is Greek, not empty).
    assert counts(s, "Delphi")[2] == 2


def test_fallback_chain_from_a_move():
    # No Persian army, no Greek army, no Greek fleet; a free place for a fleet and an army.
    s = roll({"Athenai": (0, 0, 0, 0)}, 2)
    assert [r for r in rules_of(s) if r.endswith("_none")] == ["e300.s5_move_none", "e300.s5_army_none",
                                                               "e300.s5_fleet_none"]
    assert counts(s, "Athenai") == (0, 0, 1, 1)


def test_loop_guard_passes_when_every_kind_is_impossible(monkeypatch):
    # On a real map the chain always finds something (with no Greek army or fleet left, a
    # place city is free), so the guard is checked with every attempt made to fail.
    def impossible(state, d6):
        return None, {"key": "e300.why_not.no_place", "params": {}}
    for kind in list(operations.ATTEMPTS):
        monkeypatch.setitem(operations.ATTEMPTS, kind, impossible)
    s = roll(HOME, 4)
    assert [r for r in rules_of(s) if r.endswith("_none")] == ["e300.s5_army_none", "e300.s5_fleet_none",
                                                               "e300.s5_place_none", "e300.s5_move_none"]
    assert rules_of(s).count("e300.r_loop") == 1
    assert s["instr"]["msg"]["params"]["what"]["key"] == "e300.do.pass_stuck"
    assert s["passes"] == 1 and s["hands"]["persia"] == 2


def test_every_chain_ends_on_a_real_board():
    """Each kind tried once: from every face the chain stops within four tries."""
    for face in range(2, 7):
        s = roll({}, face)  # an empty map: only "place" can work
        assert counts(s, "Athenai") == (0, 0, 1, 1)
        assert "e300.r_loop" not in rules_of(s)


# -- dice: rolled or entered are the same step -----------------------------------------

def test_rolled_and_entered_dice():
    s = at_persian_turn(HOME)
    rolled = game.apply(s, {"type": "persian_roll", "faces": None})
    assert 1 <= rolled["roll"] <= 6
    entered = game.apply(s, {"type": "persian_roll", "faces": [str(rolled["roll"])]})
    assert entered["map"] == rolled["map"]
    assert game.view(entered)["dice"]["dice"] == [{"face": str(rolled["roll"]), "kept": False}]


@pytest.mark.parametrize("faces", [[], ["1", "2"], ["7"], [3], "3", [None], {"a": 1}])
def test_bad_dice_are_refused(faces):
    with pytest.raises(RuleError):
        game.apply(at_persian_turn(HOME), {"type": "persian_roll", "faces": faces})


# -- battles: the player enters the result ------------------------------------------

def battle_state():
    return roll(dict(HOME, Pella=(2, 0, 0, 0)), 3)


def test_battle_result_entered_then_discard():
    s = battle_state()
    assert counts(s, "Pella") == (2, 0, 3, 0)
    assert s["hands"]["persia"] == 3  # no discard before the battle is fought
    s = game.apply(s, {"type": "battle", "values": {"greece": 0, "persia": 2}})
    assert counts(s, "Pella") == (0, 0, 2, 0)
    assert s["hands"]["persia"] == 2
    assert s["phase"] == "greek_op" and s["battle"] is None


@pytest.mark.parametrize("values", [{"greece": 1, "persia": 1}, {"greece": 3, "persia": 0}, {"greece": -1, "persia": 0},
                                    {"greece": 0}, {"greece": 0, "persia": 0, "x": 1}, {"greece": "0", "persia": 0},
                                    {"greece": True, "persia": 0}, [0, 0], None])
def test_bad_battle_results_are_refused(values):
    with pytest.raises(RuleError):
        game.apply(battle_state(), {"type": "battle", "values": values})


def test_greek_operation_plays_a_card():
    s = roll(HOME, 1, greek_hand=3)
    s = game.apply(s, {"type": "greek_op", "passed": False})
    assert s["hands"]["greece"] == 2 and s["phase"] == "persian_op" and s["roll"] is None


def test_your_prompt_warns_when_a_pass_would_end_the_phase():
    s = roll(HOME, 1)
    assert game.view(s)["prompt"]["msg"]["key"] == "e300.prompt.greek_op_last"
    s = roll(HOME, 6)
    assert game.view(s)["prompt"]["msg"]["key"] == "e300.prompt.greek_op"
