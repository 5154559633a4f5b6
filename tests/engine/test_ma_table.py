"""Issue 22, "Mars Attacks at the table": the dice tools know the board, a round takes
half the taps, and the answers it found wrong. One test (or a few) per ruling 42-52 of
docs/rules/ma.md."""

import pytest

from solobots.ma import game, tools_game
from test_ma_kit import Table, catalog, core_catalog, render


def figs(t):
    return {f["id"]: f for f in t.state["board"]["figures"]}


def shortcut(t, kind, fid):
    return t.do({"type": "tool", "kind": kind, "attacker": "fig:" + fid})


# -- 42. the tools filled from the board ---------------------------------------------------
def test_fight_with_a_figure_takes_the_enemy_in_its_square():
    # "Fight with" in D4 proposed a generic trooper instead of General Tor.
    t = Table(objectives=False)
    deke = t.place("deke", "D3")
    t.place("martian_disintegrator", "D6")
    tor = t.place("general_tor", "D4")
    t.start()
    t.do({"type": "move", "figure": deke, "row": 4, "col": 4})
    shortcut(t, "fight", deke)
    tool = t.state["tool"]
    assert tool["link"] == {"attacker": deke, "defender": tor}
    # the app just moved Deke in: "moves into the square" is ticked (+1 die)
    assert tool["form"]["moved_in"] is True and t.state["ask"]["count"] == 4


def test_a_figure_that_did_not_move_does_not_move_in():
    t = Table(objectives=False)
    deke = t.place("deke", "D4")
    t.place("general_tor", "D4")
    t.start()
    shortcut(t, "fight", deke)
    assert t.state["tool"]["form"]["moved_in"] is False


def test_shoot_with_offers_the_other_sides_figures_nearest_first_in_range_first():
    t = Table(objectives=False)
    rifle = t.place("us_rifleman", "A1")
    t.place("deke", "A2")
    far = t.place("martian_disintegrator", "A8")   # 7 squares: beyond range 1-6
    near = t.place("martian_leader", "C4")
    mid = t.place("general_tor", "A5")
    t.start()
    shortcut(t, "shoot", rifle)
    part = game.view(t.state)["board"]["tool"]
    assert part["options"]["defender"] == [near, mid, far]  # C4 (√13) before A5 (4); A8 out of range last
    assert part["options"]["attacker"] == [rifle, "f2"]
    assert t.state["tool"]["link"]["defender"] == near


def test_the_shot_counts_the_others_in_the_targets_square_from_the_board():
    t = Table(objectives=False)
    rifle = t.place("us_rifleman", "A1")
    m = t.place("martian_disintegrator", "A4")
    t.place("martian_leader", "A4")
    t.place("martian_leader", "A4", panicked=True)
    t.start()
    shortcut(t, "shoot", rifle)
    assert t.state["tool"]["link"]["defender"] == m and t.state["tool"]["form"]["others"] == 1


def test_a_martians_test_never_opens_against_a_martian():
    # without the board, or no defender given: the other side's basic figure
    t = Table(use_board=False, objectives=False)
    t.martian_turn().card("left_closest").answer("martian_freeze_ray").answer("no").answer("yes")
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["defender"] == "us_rifleman"


def test_the_defender_may_still_be_changed():
    t = Table(objectives=False)
    rifle = t.place("us_rifleman", "A1")
    t.place("martian_disintegrator", "A4")
    other = t.place("martian_leader", "B5")
    t.start()
    shortcut(t, "shoot", rifle)
    t.do({"type": "tool_set", "field": "defender", "value": "fig:" + other})
    assert t.state["tool"]["link"]["defender"] == other
    t.do({"type": "tool_set", "field": "defender", "value": "general_tor"})
    assert t.state["tool"]["form"]["defender"] == "general_tor" and t.state["tool"]["link"]["defender"] is None


# -- 43. one tap with the app's dice -----------------------------------------------------------
def test_roll_the_attack_resolves_a_martians_shot_in_one_tap():
    t = Table(objectives=False)
    m = t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h)
    assert t.values == ["roll_shoot", "tool_shoot", "done"]
    n = len(t.state["log"])
    t.answer("roll_shoot")
    shown = t.state["shown"]
    assert t.state["tool"] is None and shown["shown"] and shown["result"] and shown["form"]["aim"] is True
    assert shown["form"]["clear"] is True and len(shown["att"]) >= 5  # aim and clear shot
    assert t.fig(m)["activated"] and t.q == "draw" and t.state["mt"]["thing"] == 2
    assert "ma.log.tool_open" in t.logged(n) and "ma.log.test_roll" in t.logged(n)


def test_roll_for_me_on_the_attack_rolls_the_whole_test_in_the_tools_game():
    s = tools_game.setup({}, "one-tap")
    s = tools_game.apply(s, {"type": "answer", "value": "shoot"})
    s = tools_game.apply(s, {"type": "roll", "faces": None})
    assert s["tool"]["stage"] == "done" and s["ask"]["q"] == "tool_done"


def test_a_fight_against_the_players_figure_offers_one_tap_per_defence():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    h = t.place("deke", "B2")  # Fight 4+, Survive 3+: surviving is the suggestion
    t.martian_turn().card("left_closest")
    choices = t.state["ask"]["prompt"]["choices"]
    assert t.values == ["roll_fight_fight", "roll_fight_survive", "tool_fight", "done"]
    assert [c["primary"] for c in choices] == [False, True, False, False]
    t.answer("roll_fight_fight")
    assert t.state["shown"]["form"]["mode"] == "fight" and t.state["shown"]["linked"]["defender"]
    assert t.state["tool"] is None and t.q == "draw" and t.state["shown"]["result"]["outcome"]
    assert t.fig(h) is None or t.state["shown"]["result"]["outcome"] != "defender_killed"


def test_a_panicked_defender_is_only_offered_to_survive():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    t.place("deke", "B2", panicked=True)
    t.martian_turn().card("left_closest").answer("none")  # no square to step out and shoot from
    assert t.cite == "ma.fight_last" and t.values == ["roll_fight_survive", "tool_fight", "done"]


def test_entered_dice_still_go_one_batch_at_a_time():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h).answer("tool_shoot")
    t.roll(["6", "6", "1", "1", "1"])
    assert t.state["tool"]["stage"] == "defence" and t.q == "tool_roll"


# -- 44. the defender's roll skipped ------------------------------------------------------------
def test_no_success_to_beat_skips_the_defenders_roll_with_the_reason():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h).answer("tool_shoot")
    n = len(t.state["log"])
    t.roll(["1", "1", "1", "1", "1"])
    assert "ma.log.defence_skipped" in t.logged(n)
    shown = t.state["shown"]
    assert shown["skipped"] and shown["def"] == [] and shown["result"]["outcome"] == "missed"
    outcome = t.state["instr"]["msg"]["params"]["outcome"]
    assert outcome["key"] == "ma.tool.outcome.skipped"


@pytest.mark.parametrize("mode, asked", [("survive", False), ("fight", True)])
def test_in_a_fight_only_a_defender_that_fights_back_still_rolls(mode, asked):
    s = tools_game.setup({"explode": False}, "skip")
    s = tools_game.apply(s, {"type": "answer", "value": "fight"})
    s = tools_game.apply(s, {"type": "tool_set", "field": "mode", "value": mode})
    s = tools_game.apply(s, {"type": "roll", "faces": ["1", "1", "1"]})
    assert (s["tool"]["stage"] == "defence") is asked


def test_an_added_success_counts_as_scoring():
    t = Table(objectives=False)
    t.do({"type": "profile", "op": "mods", "id": "martian_disintegrator", "mods": {"shoot_hits": 1}})
    t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h).answer("tool_shoot")
    t.roll(["1", "1", "1", "1", "1"])
    assert t.state["tool"]["stage"] == "defence"


# -- 45. a test the flow opened leaves once resolved --------------------------------------------
def test_the_players_shot_from_its_square_goes_back_to_the_turn_at_once():
    t = Table(objectives=False)
    deke = t.place("deke", "B2")
    m = t.place("martian_disintegrator", "B5")
    t.start()
    shortcut(t, "shoot", deke)
    t.roll(["6", "6", "6"]).roll(["1", "1", "1"])
    assert t.q == "player_turn" and t.fig(m) is None and t.state["shown"]["result"]["outcome"] == "killed"
    assert t.instr == "ma.instr.after_test"
    # the result stays in view until the next answer, not through a board edit
    t.do({"type": "mark", "figure": deke, "mark": "panicked", "value": True})
    assert t.state["shown"] is not None
    t.answer("done")
    assert t.state["shown"] is None


def test_the_tools_menu_still_waits_for_back():
    t = Table(objectives=False)
    t.start().answer("tools").answer("shoot")
    t.roll()
    assert t.q == "tool_done" and t.values == ["leave"]


def test_the_outcome_leads_the_next_instruction_in_both_languages():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h).answer("tool_shoot")
    t.roll(["6", "6", "6", "6", "1"]).roll(["1", "1", "1"])
    fr = render(t.state["instr"]["msg"], dict(catalog("fr"), **core_catalog("fr")), "fr")
    en = render(t.state["instr"]["msg"], dict(catalog("en"), **core_catalog("en")), "en")
    assert fr.startswith("Retirez Soldat US avec Fusil (B4), victime du tir (4 succès contre 0).")
    assert en.startswith("Remove US Soldier with Rifle (B4): shot dead (4 successes against 0). Put an activation")
    assert t.state["instr"]["rule"]["ref"] == "ma.sheet.shoot"


# -- 46. the freeze ray on a square ------------------------------------------------------------------
def freeze_on_b2():
    t = Table(objectives=False)
    fr = t.place("martian_freeze_ray", "B6")
    a = t.place("us_rifleman", "B2")
    b = t.place("us_sergeant", "B2")
    t.place("deke", "D5")
    t.martian_turn().card("left_closest")
    assert t.q == "freeze_square"
    t.answer("2,2")
    return t, fr, a, b


def test_the_freeze_ray_opens_on_the_figures_of_its_square():
    t, fr, a, b = freeze_on_b2()
    assert t.values == ["roll_shoot", "tool_shoot", "done"]
    t.answer("tool_shoot")
    part = game.view(t.state)["board"]["tool"]
    assert t.state["tool"]["link"] == {"attacker": fr, "defender": a}
    assert part["options"]["defender"][:2] == [a, b] and part["square"] == "B2"


def test_a_freeze_ray_hit_removes_nobody_and_the_tool_stays_for_the_next_figure():
    t, _fr, a, b = freeze_on_b2()
    t.answer("tool_shoot")
    t.roll(["6", "6", "6", "6"]).roll(["1", "1", "1"])
    tool = t.state["tool"]
    assert tool["result"]["outcome"] == "frozen" and t.fig(a) and t.fig(b) and tool["panic"] == []
    assert t.instr == "ma.tool.outcome.frozen" and t.cite == "ma.freeze_hit"
    assert t.q == "tool_done"
    t.do({"type": "tool_set", "field": "defender", "value": "fig:" + b})
    assert t.state["tool"]["stage"] == "form"


# -- 47. BRAVE ------------------------------------------------------------------------------------------
def test_a_brave_figure_that_takes_the_target_keeps_the_clear_shot():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    civ = t.place("civilian", "B5")
    sgt = t.place("us_sergeant", "B5")
    t.martian_turn().card("left_closest").answer(civ)
    assert t.q == "fearless"
    t.answer(sgt)
    assert t.ctx["shoot"]["clear"] is True and t.ctx["shoot"]["defender"] == "fig:" + sgt
    t.answer("tool_shoot")
    assert t.state["ask"]["count"] == 5  # aim and clear shot, 3 + 2


# -- 48. the objective move cites its rule ---------------------------------------------------------------
def test_the_move_toward_an_objective_is_logged_under_its_own_rule():
    t = Table(objectives=True)
    t.place("general_tor", "D8")
    t.place("us_rifleman", "H1")
    t.objective("D5")
    t.martian_turn().card("centre_closest").answer("no")
    assert t.cite == "ma.move_objective" and t.q == "move_go"
    n = len(t.state["log"])
    t.answer("moved")
    moved = [line for line in t.state["log"][n:] if line["msg"]["key"] == "ma.log.moved"]
    assert moved[0]["rule"]["ref"] == "ma.move_objective"


# -- 49. the end of the round ---------------------------------------------------------------------------------
def test_end_of_the_round_with_martians_still_to_act_names_them_first():
    t = Table(objectives=False)
    a = t.place("martian_disintegrator", "B7")
    t.place("martian_leader", "C7", activated=True)
    b = t.place("general_tor", "E8")
    t.start().answer("round_end")
    assert t.q == "round_end_check" and t.values == ["martian_turn", "round_end", "back"]
    names = t.state["instr"]["msg"]["params"]
    assert names["n"] == 2
    en = render(t.state["instr"]["msg"], dict(catalog("en"), **core_catalog("en")), "en")
    assert en == "Martian Trooper with Disintegrator (B7) and General Tor (E8) have not acted yet this round."
    t.answer("martian_turn")
    assert t.q == "draw" and not t.fig(a)["activated"] and not t.fig(b)["activated"]


def test_ending_the_round_anyway_or_going_back():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B7")
    t.start().answer("round_end").answer("back")
    assert t.q == "player_turn"
    t.answer("round_end").answer("round_end")
    assert t.q == "reinforcements" and t.instr == "ma.instr.round_end"


def test_no_martian_to_act_ends_the_round_at_once():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B7", activated=True)
    t.start().answer("round_end")
    assert t.q == "reinforcements"


# -- 50. the wording -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("att, text_en, text_fr", [
    (1, "(1 success against 0)", "(1 succès contre 0)"),
    (2, "(2 successes against 0)", "(2 succès contre 0)"),
])
def test_one_success_is_singular(att, text_en, text_fr):
    s = tools_game.setup({"explode": False}, "plural")
    s = tools_game.apply(s, {"type": "answer", "value": "shoot"})
    s = tools_game.apply(s, {"type": "tool_set", "field": "armour", "value": False})
    s = tools_game.apply(s, {"type": "roll", "faces": ["6"] * att + ["1"] * (3 - att)})
    s = tools_game.apply(s, {"type": "roll", "faces": ["1", "1", "1"]})
    assert text_en in render(s["instr"]["msg"], catalog("en"), "en")
    assert text_fr in render(s["instr"]["msg"], catalog("fr"), "fr")


def test_one_word_for_the_round_and_plural_squares():
    fr, en = catalog("fr"), catalog("en")
    for key in ("ma.board.round", "ma.log.round", "ma.log.player_turn", "ma.instr.player_turn", "ma.summary"):
        assert "manche" not in str(fr[key]).lower()
    for cat in (fr, en):
        assert not any("(s)" in str(v) for v in cat.values())
    assert fr["ma.prof.weapon_label"] == "Arme" and en["ma.prof.weapon_label"] == "Weapon"
    one = render({"key": "ma.log.scatter", "params": {"face": "2", "dir": "x", "n": 1, "where": "y"}}, fr, "fr")
    assert "1 case," in one


# -- 51. "turn over" draws the first AI card of the virtual deck ------------------------------------
def test_turn_over_draws_the_first_card_of_the_virtual_deck():
    t = Table(deck_mode="virtual", objectives=True)
    t.place("martian_disintegrator", "B2")
    t.place("us_rifleman", "B4")
    t.start().answer("done")
    assert t.state["phase"] == "martian" and t.state["mt"]["card"] is not None and t.q != "draw"
    assert "ma.log.card" in t and "ma.log.martian_turn" in t


def test_turn_over_waits_for_a_physical_card():
    t = Table(deck_mode="physical")
    t.start().answer("done")
    assert t.q == "draw" and t.state["mt"]["card"] is None
