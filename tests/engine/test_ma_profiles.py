"""Issue 13: profiles the player adds (flying saucers, giant robots, any figure) take part
in every decision as printed ones; the abilities the sheet leaves to the rulebook become
modifiers set once per profile and applied by the dice tools; both come from the game's
options (the player's library) or from the `profile` action, and replay exactly."""

import copy

import pytest

from solobots.core.errors import RuleError
from solobots.core.session import Session
from solobots.ma import game, profiles, tools_game
from test_ma_kit import Table, catalog, render

SAUCER = dict(profiles.TEMPLATES["saucer"], template="saucer")
ROBOT = dict(profiles.TEMPLATES["robot"], template="robot")
TANK = {"name": "Char Sherman", "side": "human", "move": 1, "shoot": 4, "range": [2, 10], "fight": 5, "survive": 3,
        "armour": True, "fearless": True, "big_gun": True, "weapon": "special"}


def add(t, definition):
    t.do({"type": "profile", "op": "add", "profile": definition})
    return t.state["custom"]["profiles"][-1]["id"]


def acting(*placements, card="left_closest", profiles_=(), **options):
    options.setdefault("objectives", False)
    t = Table(**options)
    for d in profiles_:
        add(t, d)
    ids = [t.place(p[0], p[1], **(p[2] if len(p) > 2 else {})) for p in placements]
    t.martian_turn().card(card)
    return t, ids


# -- templates -----------------------------------------------------------------------------
@pytest.mark.parametrize("template", ["saucer", "robot"])
def test_each_template_is_a_martian_big_gun_named_by_the_catalog(template):
    t = Table()
    pid = add(t, dict(profiles.TEMPLATES[template], template=template))
    p = profiles.get(t.state, pid)
    assert p["side"] == "martian" and p["big_gun"] and p["armour"] and p["custom"]
    assert profiles.name(t.state, pid) == {"key": f"ma.template.{template}", "params": {}}
    assert render(profiles.name(t.state, pid), catalog("en")) in ("Flying saucer", "Giant robot")
    assert "ma.log.profile_added" in t
    view = game.view(t.state)["board"]
    item = next(x for x in view["profiles"] if x["id"] == pid)
    assert item["group"] == "custom" and item["def"]["template"] == template
    assert set(view["templates"]["templates"]) == {"saucer", "robot"}


def test_a_template_with_the_players_own_numbers_and_name():
    t = Table()
    pid = add(t, dict(SAUCER, name="Soucoupe de Kronos", survive=3, move=3))
    assert profiles.get(t.state, pid)["survive"] == 3 and profiles.move(t.state, pid) == 3
    assert profiles.name(t.state, pid) == {"key": "ma.custom_name", "params": {"name": "Soucoupe de Kronos"}}
    assert profiles.short(t.state, pid)["params"]["name"] == "SDK"


# -- every decision ---------------------------------------------------------------------------
def test_big_gun_card_picks_the_saucer():
    t, (_trooper, saucer, _h) = acting(("martian_disintegrator", "B3"), ("c1", "B6"), ("us_rifleman", "B2"),
                                       card="left_big_gun", profiles_=[SAUCER])
    assert t.state["mt"]["figure"] == saucer and "ma.log.acts.big_gun" in t


def test_closest_and_farthest_count_an_added_figure_like_a_printed_one():
    t, (robot, _far, _h) = acting(("c1", "B3"), ("martian_disintegrator", "B7"), ("us_rifleman", "B2"),
                                  profiles_=[ROBOT])
    assert t.state["mt"]["figure"] == robot
    t2, (_near, trooper, _h) = acting(("c1", "B3"), ("martian_disintegrator", "B7"), ("us_rifleman", "B2"),
                                      card="left_farthest", profiles_=[ROBOT])
    assert t2.state["mt"]["figure"] == trooper


def test_the_sector_holds_added_figures_too():
    t, (_robot_right, robot_left, _h) = acting(("c1", "H3"), ("c1", "A8"), ("us_rifleman", "H1"), profiles_=[ROBOT])
    assert t.state["mt"]["figure"] == robot_left and "ma.log.pool_sector" in t


def test_an_added_human_is_a_target_in_range_and_fearless_guards_its_square():
    t, (_m, civ, tank) = acting(("martian_disintegrator", "B2"), ("civilian", "B5"), ("c1", "B5"), profiles_=[TANK])
    assert t.values == [civ, tank, "none"] or t.values == [tank, civ, "none"]
    t.answer(civ)
    assert t.q == "fearless" and t.values == [tank, "none"]
    t.answer(tank).answer("tool_shoot")
    tool = t.state["tool"]
    assert tool["form"]["defender"] == "c1" and tool["form"]["armour"] is True


def test_an_added_shooter_uses_its_range_and_its_freeze_ray():
    freezer = dict(SAUCER, weapon="freeze_ray", range=[1, 2])
    t, (_s, _a, _b) = acting(("c1", "B2"), ("us_rifleman", "B4"), ("us_rifleman", "B4"), profiles_=[freezer])
    assert t.q == "freeze_square" and t.values == ["4,2", "none"]
    t2, _ids = acting(("c1", "B2"), ("us_rifleman", "B5"), profiles_=[dict(SAUCER, range=[1, 2])])
    assert "ma.log.no_target_in_range" in t2


def test_an_added_figure_moves_its_own_squares():
    t, (_s, _h) = acting(("c1", "A1"), ("us_rifleman", "H8"), profiles_=[dict(SAUCER, range=[1, 1])])
    assert t.q == "move_go" and t.marks["path"] == [[2, 2], [3, 3], [4, 4], [5, 5]]  # move 2, twice
    t2, (_s, _h) = acting(("c1", "A1", {"panicked": True}), ("us_rifleman", "H8"),
                          profiles_=[dict(SAUCER, range=[1, 1])])
    assert t2.marks["path"] == [[2, 2], [3, 3]]  # rallied: one move of 2 squares


def test_a_fast_shooter_looks_for_sight_within_one_move():
    t, (_s, _h) = acting(("c1", "A1"), ("us_rifleman", "A8"), profiles_=[dict(SAUCER, range=[1, 5])])
    # A8 is 6 squares away from row 2: only the second square of its one move gets it in range.
    assert t.q == "sight_square" and t.values == ["3,1", "3,2", "3,3", "none"]


def test_a_robot_without_a_gun_closes_in_and_fights():
    fist = dict(ROBOT, shoot=None, range=None)
    t, (_r, _h) = acting(("c1", "A1"), ("us_rifleman", "C3"), profiles_=[fist])
    assert t.state["instr"]["msg"]["key"] == "ma.instr.charge"


def test_reinforcements_and_the_no_board_choice_list_added_martians():
    t = Table()
    pid = add(t, SAUCER)
    t.start().answer("round_end").answer("yes").roll(["7", "6"])
    assert pid in t.values
    t.answer(pid)
    assert t.state["board"]["figures"][-1]["profile"] == pid
    nb = Table(use_board=False)
    add(nb, ROBOT)
    nb.martian_turn().card("left_closest")
    assert "c1" in nb.values
    nb.answer("c1")
    assert nb.q == "forced_nb"


def test_the_dice_tools_read_an_added_profile():
    t = Table()
    add(t, SAUCER)
    t.start().answer("tools").answer("shoot")
    t.do({"type": "tool_set", "field": "attacker", "value": "c1"},
         {"type": "tool_set", "field": "defender", "value": "deke"})
    n = game.view(t.state)["board"]["tool"]["numbers"]
    assert n["att_stat"] == 4 and n["def_stat"] == 3


# -- ability modifiers ----------------------------------------------------------------------
def test_heavy_armour_set_once_adds_a_success_to_general_tors_survive():
    t = Table()
    t.do({"type": "profile", "op": "mods", "id": "general_tor", "mods": {"survive_hits": 1, "fight_dice": 1}})
    assert "ma.log.profile_mods" in t
    t.start().answer("tools").answer("fight")
    t.do({"type": "tool_set", "field": "attacker", "value": "us_sergeant"},
         {"type": "tool_set", "field": "defender", "value": "general_tor"},
         {"type": "tool_set", "field": "mode", "value": "survive"})
    t.roll(["4", "4", "1"])
    assert t.state["ask"]["count"] == 3  # survive: no extra die, one extra success
    t.roll(["5", "1", "1"])
    assert t.state["tool"]["result"] == {"att": 2, "def": 2, "outcome": "missed"}


def test_fight_dice_and_hits_for_the_attacker():
    t = Table()
    t.do({"type": "profile", "op": "mods", "id": "general_tor", "mods": {"fight_dice": 1, "fight_hits": 1}})
    t.start().answer("tools").answer("fight")
    t.do({"type": "tool_set", "field": "attacker", "value": "general_tor"},
         {"type": "tool_set", "field": "defender", "value": "us_rifleman"})
    assert t.state["ask"]["count"] == 4
    view = game.view(t.state)["board"]["tool"]["numbers"]
    assert view["att_mod_dice"] == 1 and view["att_mod_hits"] == 1


def test_a_piercing_shooter_ignores_armour():
    t = Table()
    t.do({"type": "profile", "op": "mods", "id": "us_missile", "mods": {"pierce": True, "shoot_dice": 1}})
    t.start().answer("tools").answer("shoot")
    t.do({"type": "tool_set", "field": "attacker", "value": "us_missile"},
         {"type": "tool_set", "field": "defender", "value": "martian_disintegrator"})
    assert t.state["tool"]["form"]["armour"] is False and t.state["ask"]["count"] == 4
    t.do({"type": "tool_set", "field": "attacker", "value": "us_rifleman"})
    assert t.state["tool"]["form"]["armour"] is True


def test_modifiers_are_checked():
    t = Table()
    for mods in ({"shoot_dice": 4}, {"fight_hits": -1}, {"pierce": 1}, {"luck": 1}, []):
        assert t.refused({"type": "profile", "op": "mods", "id": "general_tor", "mods": mods}) == \
            "ma.error.bad_profile_field"
    assert t.refused({"type": "profile", "op": "mods", "id": "nobody", "mods": {}}) == "ma.error.bad_profile"


# -- adding, editing, removing; options and replay -----------------------------------------
@pytest.mark.parametrize("bad", [
    {}, {"name": "", "side": "human", "fight": 4, "survive": 4},
    dict(TANK, side="alien"), dict(TANK, shoot=9), dict(TANK, range=[5, 2]), dict(TANK, range=None),
    dict(TANK, name="x" * 41), dict(TANK, name="a\nb"), dict(TANK, move=0), dict(TANK, armour="yes"),
    dict(TANK, weapon="laser"), dict(TANK, shoot=None, range=None, weapon="freeze_ray"), dict(SAUCER, template="ufo"),
])
def test_bad_profiles_are_refused_and_change_nothing(bad):
    t = Table()
    before = copy.deepcopy(t.state)
    with pytest.raises(RuleError):
        game.apply(t.state, {"type": "profile", "op": "add", "profile": bad})
    assert t.state == before


def test_edit_and_remove_an_added_profile():
    t = Table()
    pid = add(t, TANK)
    t.do({"type": "profile", "op": "edit", "id": pid, "profile": dict(TANK, survive=2)})
    assert profiles.get(t.state, pid)["survive"] == 2 and "ma.log.profile_edited" in t
    f = t.place(pid, "C3")
    assert t.refused({"type": "profile", "op": "remove", "id": pid}) == "ma.error.profile_in_use"
    assert t.refused({"type": "profile", "op": "edit", "id": pid, "profile": dict(TANK, side="martian")}) == \
        "ma.error.profile_in_use"
    assert t.refused({"type": "profile", "op": "remove", "id": "deke"}) == "ma.error.printed_profile"
    t.do({"type": "remove", "figure": f}, {"type": "profile", "op": "remove", "id": pid})
    assert not t.state["custom"]["profiles"] and "ma.log.profile_removed" in t
    assert t.refused({"type": "place", "profile": pid, "row": 1, "col": 1}) == "ma.error.bad_profile"


def test_the_library_enters_through_the_options_and_replays_exactly():
    options = {"deck_mode": "physical", "objectives": False,
               "profiles": [SAUCER, dict(TANK, mods={"pierce": True})], "mods": {"general_tor": {"survive_hits": 1}}}
    s = Session("ma", options, "lib")
    assert [p["id"] for p in s.state["custom"]["profiles"]] == ["c1", "c2"]
    assert profiles.mods(s.state, "c2")["pierce"] and profiles.mods(s.state, "general_tor")["survive_hits"] == 1
    assert any(line["msg"]["key"] == "ma.log.library" for line in s.log())
    for action in [{"type": "place", "profile": "c1", "row": 6, "col": 2},
                   {"type": "place", "profile": "c2", "row": 3, "col": 2},
                   {"type": "answer", "value": "start"}, {"type": "answer", "value": "done"},
                   {"type": "draw", "card": "left_big_gun"}]:
        s.act(action)
    assert s.state["mt"]["figure"] == "f1"
    again = Session.from_save(s.to_save())
    assert again.state == s.state


@pytest.mark.parametrize("options", [{"profiles": "x"}, {"profiles": [{"side": "human"}]}, {"mods": {"c1": {}}},
                                     {"mods": {"deke": {"shoot_dice": 9}}}, {"profiles": [SAUCER] * 25}])
def test_bad_library_options_are_refused(options):
    with pytest.raises(RuleError):
        game.setup(options, "x")


def test_the_toolbox_takes_the_library_too():
    state = tools_game.setup({"profiles": [ROBOT]}, "t")
    state = tools_game.apply(state, {"type": "answer", "value": "fight"})
    state = tools_game.apply(state, {"type": "tool_set", "field": "attacker", "value": "c1"})
    assert state["tool"]["form"]["attacker"] == "c1"
    assert any(p["id"] == "c1" for p in tools_game.view(state)["board"]["profiles"])


def test_legal_actions_offer_the_profile_actions():
    t = Table()
    kinds = {(a["type"], a.get("op")) for a in game.legal_actions(t.state)}
    assert {("profile", "add"), ("profile", "mods")} <= kinds
    add(t, SAUCER)
    kinds = {(a["type"], a.get("op")) for a in game.legal_actions(t.state)}
    assert {("profile", "edit"), ("profile", "remove")} <= kinds


def test_modifiers_set_while_the_form_is_open_count_at_once_and_wait_during_a_roll():
    t = Table()
    t.start().answer("tools").answer("shoot")
    t.do({"type": "tool_set", "field": "attacker", "value": "us_missile"})
    assert t.state["ask"]["count"] == 3
    t.do({"type": "profile", "op": "mods", "id": "us_missile", "mods": {"shoot_dice": 1, "pierce": True}})
    assert t.state["ask"]["count"] == 4 and t.state["tool"]["form"]["armour"] is False
    t.roll(["4", "4", "1", "1"])
    assert t.refused({"type": "profile", "op": "mods", "id": "us_missile", "mods": {}}) == "ma.error.tool_rolling"
