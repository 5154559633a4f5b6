"""Seed §4: PERS.IA's preparation, situations A to D, talents, cycling, skips."""

import pytest

from solobots.core.errors import RuleError
from solobots.e300 import game, preparation
from test_e300_helpers import counts, keys, with_board

BASE = {"Athenai": (1, 1, 0, 0), "Sparta": (1, 1, 0, 0), "Abydos": (0, 0, 3, 2), "Ephesos": (0, 0, 3, 2)}


def prepare(units, **fields):
    fields.setdefault("phase", "persian_prep")
    s = with_board(units=units, **fields)
    return game.apply(s, {"type": "prepare"})


def test_seed_worked_example():
    """Score 0, bridge destroyed, only Abydos and Ephesos: 5 cards, bridge, armies
    Abydos, Ephesos, Abydos."""
    s = prepare(BASE, score=0, bridge=False)
    plan = s["prep"]
    assert plan["situation"] == "C"
    assert plan["cards"] == 5
    assert plan["bridge"] is True
    assert plan["armies"] == ["Abydos", "Ephesos", "Abydos"]
    assert plan["spent"] == 12 and plan["left"] == 0
    assert s["bridge"] is True
    assert s["hands"]["persia"] == 5
    assert counts(s, "Abydos")[2] == 5 and counts(s, "Ephesos")[2] == 4
    assert s["phase"] == "greek_prep"


def test_situation_A_occupied_major():
    s = prepare(dict(BASE, Abydos=(1, 0, 0, 2)), score=3, bridge=False)
    plan = s["prep"]
    assert plan["situation"] == "A"
    assert plan["cards"] == 3
    assert plan["armies"] == ["Ephesos"] * 9
    assert plan["bridge"] is False and s["bridge"] is False  # A builds no bridge
    assert counts(s, "Ephesos")[2] == 12
    lines = [line for line in s["log"] if line["msg"]["key"] == "e300.log.prep_armies_at"]
    assert lines[0]["rule"]["ref"] == "e300.s4A" and lines[0]["msg"]["params"]["n"] == 9


def test_situation_A_is_checked_before_the_score():
    s = prepare(dict(BASE, Ephesos=(2, 0, 1, 0)), score=-4)
    assert s["prep"]["situation"] == "A"
    assert counts(s, "Abydos")[2] == 3 + 9


def test_situation_A_both_majors_occupied_asks_to_fix_the_map():
    s = with_board(units={"Abydos": (1, 0, 0, 0), "Ephesos": (1, 0, 0, 0)}, phase="persian_prep")
    with pytest.raises(RuleError) as err:
        game.apply(s, {"type": "prepare"})
    assert err.value.key == "e300.error.both_majors_occupied"
    v = game.view(s)
    assert v["prompt"]["kind"] == "none"
    assert v["instruction"]["msg"]["key"] == "e300.instr.prep_blocked"
    assert {"type": "prepare"} not in game.legal_actions(s)


def test_situation_B_fleets_then_cycling_armies():
    units = dict(BASE, Abydos=(0, 0, 3, 0), Pella=(0, 0, 1, 0), Thebai=(0, 0, 2, 0), Athenai=(0, 1, 1, 0))
    s = prepare(units, score=2, bridge=True)
    plan = s["prep"]
    assert plan["situation"] == "B" and plan["cards"] == 4
    # Empty ports of Persian cities, in C's list order; Athenai holds a Greek fleet: not empty.
    assert plan["fleets"] == ["Abydos", "Thebai", "Pella"]
    # 12 − 4 cards − 3 fleets = 5 armies: Abydos, Ephesos, Athenai, Pella, then again Abydos;
    # Thebai (minor, already 2) is skipped, Pella reaches 2 after one.
    assert plan["armies"] == ["Abydos", "Ephesos", "Athenai", "Pella", "Abydos"]
    assert "e300.log.prep_skip" in keys(s)
    assert counts(s, "Thebai") == (0, 0, 2, 1)


def test_situation_B_builds_the_bridge_for_4():
    s = prepare(BASE, score=1, bridge=False)
    plan = s["prep"]
    assert plan["bridge"] is True
    assert plan["armies"] == ["Abydos", "Ephesos", "Abydos", "Ephesos"]
    assert plan["spent"] == 12


def test_situation_B_talents_run_out_among_the_fleets():
    units = {"Athenai": (1, 0, 0, 0), "Sparta": (1, 0, 0, 0), "Abydos": (0, 0, 3, 0), "Ephesos": (0, 0, 3, 0),
             "Pella": (0, 0, 1, 0), "Thebai": (0, 0, 1, 0), "Eretria": (0, 0, 1, 0), "Naxos": (0, 0, 1, 0)}
    s = prepare(units, score=6, bridge=False)
    plan = s["prep"]
    # 4 cards + bridge 4 leave 4 talents for 6 empty ports: the first four in C's order.
    assert plan["fleets"] == ["Abydos", "Ephesos", "Thebai", "Eretria"]
    assert plan["armies"] == []
    assert plan["left"] == 0
    assert counts(s, "Naxos")[3] == 0


def test_situation_B_fleet_needs_a_port_without_any_fleet():
    units = dict(BASE, Pella=(0, 0, 1, 1), Thebai=(0, 2, 1, 0))
    s = prepare(units, score=2)
    assert s["prep"]["fleets"] == []


def test_situation_C_uses_the_longer_list():
    units = dict(BASE, Naxos=(0, 0, 1, 0), Eretria=(0, 0, 1, 0), Pella=(0, 0, 1, 0))
    s = prepare(units, score=0, bridge=True)
    # 7 talents after 5 cards: Abydos, Ephesos, Eretria, Naxos, Pella, then Abydos, Ephesos.
    assert s["prep"]["armies"] == ["Abydos", "Ephesos", "Eretria", "Naxos", "Pella", "Abydos", "Ephesos"]
    assert s["prep"]["fleets"] == []  # fleets only in situation B


def test_situation_B_list_has_no_islands():
    units = dict(BASE, Naxos=(0, 0, 1, 1), Eretria=(0, 0, 1, 1))
    s = prepare(units, score=2, bridge=True)
    assert "Naxos" not in s["prep"]["armies"] and "Eretria" not in s["prep"]["armies"]


def test_cycling_order_follows_the_list_not_the_map():
    units = dict(BASE, Larissa=(0, 0, 1, 0), Korinthos=(0, 0, 1, 0), Delphi=(0, 0, 1, 0), Sparta=(0, 1, 1, 0))
    s = prepare(units, score=0, bridge=True)
    assert s["prep"]["armies"][:6] == ["Abydos", "Ephesos", "Sparta", "Korinthos", "Delphi", "Larissa"]


def test_minor_city_with_two_armies_gets_none_but_a_major_does():
    units = dict(BASE, Pella=(0, 0, 2, 0), Sparta=(0, 0, 5, 0))
    s = prepare(units, score=0, bridge=True)
    assert "Pella" not in s["prep"]["armies"]
    assert s["prep"]["armies"].count("Sparta") >= 2


def test_situation_D_all_to_abydos():
    s = prepare(BASE, score=-2, bridge=False)
    plan = s["prep"]
    assert plan["situation"] == "D" and plan["cards"] == 6
    assert plan["bridge"] is True
    assert plan["armies"] == ["Abydos"] * 2
    assert counts(s, "Abydos")[2] == 5


def test_situation_D_with_bridge_standing():
    s = prepare(BASE, score=-6, bridge=True)
    assert s["prep"]["armies"] == ["Abydos"] * 6


@pytest.mark.parametrize("score,sit", [(6, "B"), (1, "B"), (0, "C"), (-1, "D"), (-6, "D")])
def test_situation_from_score(score, sit):
    s = with_board(units=BASE, score=score)
    assert preparation.situation(s)[0] == sit


def test_instruction_lists_everything_in_order():
    s = prepare(BASE, score=0, bridge=False)
    parts = s["instr"]["msg"]["params"]["parts"]
    assert parts["key"] == "list.more"
    assert parts["params"]["first"]["key"] == "e300.do.draw"
    assert s["instr"]["rule"]["ref"] == "e300.s4C"
    assert s["focus"] == ["Abydos", "Ephesos"]


def test_twelve_talents_even_with_cards_in_hand():
    s = prepare(BASE, score=0, bridge=True, hands={"greece": 0, "persia": 2})
    assert s["prep"]["spent"] == 12
    assert s["hands"]["persia"] == 7


def test_prepare_only_in_its_phase():
    s = with_board(units=BASE, phase="greek_prep")
    with pytest.raises(RuleError) as err:
        game.apply(s, {"type": "prepare"})
    assert err.value.key == "e300.error.not_now"
