"""Issue 34, engine 4: the supply is one prompt and one answer — PERS.IA's removals and
yours, yours proposed on the map PERS.IA's removals leave; ruling 35 when a correction of
PERS.IA's removals makes your untouched numbers stale."""

import copy

import pytest

from solobots.core.errors import RuleError
from solobots.e300 import game, supply
from solobots.why import problems
from test_e300_helpers import at_persian_turn, counts, keys, render, render_rule

# PERS.IA's Thebai and Delphi armies are cut off (Korinthos and Larissa are yours); while they
# stand, your Larissa is cut off too.
UNITS = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2),
         "Larissa": (2, 0, 0, 0), "Pella": (0, 0, 1, 0), "Thebai": (0, 0, 1, 0), "Delphi": (0, 0, 1, 0),
         "Korinthos": (1, 0, 0, 0)}


def to_supply(units=UNITS, hand=2, **kw):
    s = at_persian_turn(units, hand=hand, greek_hand=2, **kw)
    s = game.apply(s, {"type": "persian_roll", "faces": ["1"]})
    return game.apply(s, {"type": "greek_op", "passed": True})


def shown(s):
    return {f["id"]: f["value"] for f in game.view(s)["prompt"]["fields"]}


def test_entering_supply_proposes_both_sides_in_one_instruction_and_one_prompt():
    s = to_supply()
    assert s["phase"] == "supply"
    assert s["supply"]["remove"] == {"Delphi": 1, "Thebai": 1}
    assert s["supply"]["greek"]["remove"] == {"Larissa": 1}  # Larissa's road is open once they go
    assert shown(s) == {"persia_Pella": 0, "persia_Thebai": 1, "persia_Delphi": 1, "greece_Korinthos": 0,
                        "greece_Larissa": 1, "greece_Sparta": 0, "greece_Athenai": 0}
    # Both logs: PERS.IA's count, then yours with its pick.
    k = keys(s)
    assert k.index("e300.log.persian_supply_count") < k.index("e300.log.greek_supply_count") < \
        k.index("e300.log.greek_pick_harmless")
    v = game.view(s)
    assert v["instruction"]["rule"]["ref"] == "e300.s6B"
    assert render(v["instruction"]["msg"], "fr") == (
        "Pour PERS.IA, défaussez sa main (1 carte) et retirez 2 armées perses\u202f: 1 à Thèbai et 1 à Delphi"
        "\u202f; pour vous, retirez 1 de vos armées\u202f: 1 à Larissa.")
    assert render(v["instruction"]["msg"], "en") == ("For PERS.IA, discard its hand (1 card) and remove 2 Persian "
                                                     "armies: 1 in Thebai and 1 in Delphi; for you, remove 1 of your "
                                                     "armies: 1 in Larissa.")
    # One why: PERS.IA's decision chosen, yours after it under its own ruling.
    assert problems(v["why"], v["instruction"]) == []
    assert [e["rule"]["ref"] for e in v["why"]][-2:] == ["e300.r_greek_supply", "e300.r_greek_supply"]
    assert sorted(v["board"]["focus"]) == ["Delphi", "Larissa", "Thebai"]
    assert v["board"]["edit_mode"] == "supply"


def test_the_proposal_shown_is_applied_by_one_tap_then_the_scoring():
    s = to_supply(score=2)
    tap = game.legal_actions(s)[0]
    assert tap == {"type": "supply_done", "values": shown(s)}
    after = game.apply(s, tap)
    assert counts(after, "Thebai")[2] == 0 and counts(after, "Delphi")[2] == 0 and counts(after, "Larissa")[0] == 1
    k = keys(after)
    assert k.count("e300.log.persian_removed") == 2 and k.count("e300.log.greek_removed") == 1
    assert "e300.log.player_changed_supply" not in k and "e300.log.player_changed_greek_supply" not in k
    assert "e300.log.greek_supply_recomputed" not in k
    assert after["phase"] == "persian_prep" and after["campaign"] == 4 and "e300.log.points" in k


def test_a_correction_of_persia_that_changes_your_proposal_stops_on_your_supply():
    s = to_supply()
    values = dict(shown(s), persia_Thebai=0)  # PERS.IA's Thebai army stays; yours untouched
    after = game.apply(s, {"type": "supply_done", "values": values})
    assert counts(after, "Thebai")[2] == 1 and counts(after, "Delphi")[2] == 0
    assert counts(after, "Larissa")[0] == 2  # your stale numbers were not taken
    k = keys(after)
    assert "e300.log.player_changed_supply" in k and "e300.log.greek_removed" not in k
    line = next(x for x in after["log"] if x["msg"]["key"] == "e300.log.greek_supply_recomputed")
    assert line["rule"]["ref"] == "e300.r_supply_recomputed"
    assert k.index("e300.log.greek_supply_recomputed") < k.index("e300.log.greek_supply_count")
    # The fresh proposal, on the map as it is now: Larissa is cut off behind Thebai.
    assert after["phase"] == "greek_supply"
    assert after["supply"]["greek"]["remove"] == supply.greek_proposal(after)["remove"] == {"Larissa": 2}
    v = game.view(after)
    assert v["instruction"]["msg"]["key"] == "e300.instr.greek_supply_recomputed"
    assert v["prompt"]["action"] == {"type": "greek_supply_done"}
    assert {f["id"]: f["value"] for f in v["prompt"]["fields"]} == {"Korinthos": 0, "Larissa": 2, "Sparta": 0,
                                                                    "Athenai": 0}
    assert v["board"]["focus"] == ["Larissa"] and v["board"]["edit_mode"] == "supply"
    done = game.apply(after, game.legal_actions(after)[0])
    assert counts(done, "Larissa")[0] == 0 and done["phase"] == "persian_prep"


def test_a_correction_of_yours_is_taken_even_when_persias_changed_it():
    s = to_supply()
    values = dict(shown(s), persia_Thebai=0, greece_Larissa=2)
    after = game.apply(s, {"type": "supply_done", "values": values})
    assert counts(after, "Larissa")[0] == 0 and after["phase"] == "persian_prep"
    assert "e300.log.greek_supply_recomputed" not in keys(after)
    assert "e300.log.player_changed_greek_supply" in keys(after)


def test_a_correction_of_persia_that_leaves_your_proposal_is_one_tap():
    s = to_supply()
    values = dict(shown(s), persia_Pella=1)  # Pella stays PERS.IA's empty: nothing of yours moves
    after = game.apply(s, {"type": "supply_done", "values": values})
    assert "e300.log.player_changed_supply" in keys(after)
    assert "e300.log.greek_supply_recomputed" not in keys(after) and after["phase"] == "persian_prep"


@pytest.mark.parametrize(("values", "error"), [
    ({"persia_Thebai": 2}, "e300.error.out_of_range"),
    ({"greece_Larissa": 3}, "e300.error.out_of_range"),
    ({"greece_Larissa": -1}, "e300.error.out_of_range"),
    ({"persia_Atlantis": 1}, "e300.error.bad_values"),
    ({"Thebai": 1}, "e300.error.bad_values"),
    ({"persia:Thebai": 1}, "e300.error.bad_values"),
    ({"greece_Larissa": "1"}, "e300.error.not_a_number"),
    ({"greece_Larissa": True}, "e300.error.not_a_number"),
    ([1], "e300.error.bad_values"),
])
def test_bad_values_are_refused_and_change_nothing(values, error):
    s = to_supply()
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as err:
        game.apply(s, {"type": "supply_done", "values": values})
    assert err.value.key == error and s == before
    with pytest.raises(RuleError):  # the engine-3 answers are gone
        game.apply(s, {"type": "persian_supply", "values": {}})


def test_with_no_field_a_single_continue():
    s = to_supply({"Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)})
    prompt = game.view(s)["prompt"]
    assert prompt["kind"] == "choice" and len(prompt["choices"]) == 1
    assert prompt["choices"][0]["action"] == {"type": "supply_done", "values": {}}
    assert render(prompt["choices"][0]["label"], "fr") == "Continuer"
    assert render(prompt["msg"], "en") == "No army is to be removed, neither PERS.IA's nor yours."
    after = game.apply(s, prompt["choices"][0]["action"])
    assert after["phase"] == "persian_prep"


def test_the_ruling_is_cited_in_every_language():
    for lang, label in (("fr", "Arbitrage · ravitaillement proposé à nouveau"), ("en", "Ruling · supply proposed again")):
        assert render_rule({"ref": "e300.r_supply_recomputed", "params": {}}, lang) == label


def test_cities_where_nothing_is_proposed_fold_away_past_two_fields():
    """Issue 34's fit test: both supplies' cities pushed the confirm under the side column
    at 1180 x 820, and four fields of 0 still did in a long language (the clean-clone
    run's pseudo-language). Past two fields, those proposed at 0 are listed as the fold's."""
    prompt = game.view(to_supply())["prompt"]
    assert len(prompt["fields"]) == 7
    assert prompt["spare"]["ids"] == ["persia_Pella", "greece_Korinthos", "greece_Sparta", "greece_Athenai"]
    assert render(prompt["spare"]["label"], "fr") == "Corriger d'autres cités (4)"
    assert render(prompt["spare"]["label"], "en") == "Correct other cities (4)"
    # every field is still sent: the fold hides, it does not drop
    assert game.legal_actions(to_supply())[0]["values"]["greece_Sparta"] == 0
    # four fields, one proposed: that one in view, the three at 0 folded
    few = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2),
           "Thebai": (0, 0, 1, 0), "Larissa": (1, 0, 0, 0)}
    prompt = game.view(to_supply(few))["prompt"]
    assert [f["id"] for f in prompt["fields"]] == ["persia_Thebai", "greece_Larissa", "greece_Sparta", "greece_Athenai"]
    assert prompt["fields"][0]["value"] == 1
    assert prompt["spare"]["ids"] == ["greece_Larissa", "greece_Sparta", "greece_Athenai"]
    # two fields or fewer: both in view, no fold
    two = {"Athenai": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2), "Thebai": (0, 0, 1, 0)}
    prompt = game.view(to_supply(two))["prompt"]
    assert len(prompt["fields"]) == 2 and "spare" not in prompt


def test_with_every_field_folded_the_fold_does_not_say_other():
    """Nothing proposed anywhere, three cities: no city stays in view, so the fold names
    the cities, not "other" cities (a ruling of ours: the label must match the screen)."""
    quiet = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Korinthos": (1, 0, 0, 0),
             "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
    prompt = game.view(to_supply(quiet))["prompt"]
    assert [f["value"] for f in prompt["fields"]] == [0, 0, 0]
    assert prompt["spare"]["ids"] == [f["id"] for f in prompt["fields"]]
    assert render(prompt["spare"]["label"], "fr") == "Corriger les cités (3)"
    assert render(prompt["spare"]["label"], "en") == "Correct the cities (3)"
