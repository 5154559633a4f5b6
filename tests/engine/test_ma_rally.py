"""Issue 13: a panicked Martian picked by a card stands up (rally) in every branch; the
player's figures get their activation markers without bookkeeping; a panic test names
who goes down; target lists show the real distance the AI ordered by."""

from test_ma_kit import Table


def acting(*placements, card="left_closest", **options):
    options.setdefault("objectives", False)
    t = Table(**options)
    ids = [t.place(p[0], p[1], **(p[2] if len(p) > 2 else {})) for p in placements]
    t.martian_turn().card(card)
    return t, ids


def rallied(t, fid, inner):
    """The Martian stands up: its mark is gone, the log says so, the instruction starts
    with "stand it up" and goes on with the action."""
    assert not t.fig(fid)["panicked"]
    assert "ma.log.rallied" in t
    assert t.state["instr"]["msg"]["key"] == "ma.instr.rally_then"
    assert t.state["instr"]["msg"]["params"]["then"]["key"] == inner
    assert "ma.rally" in t.refs()


# -- 13.1 a panicked Martian rallies, in every branch ------------------------------------
def test_rally_then_move():
    t, (m, _h) = acting(("general_tor", "A1", {"panicked": True}), ("us_rifleman", "H8"))
    rallied(t, m, "ma.instr.move_enemy")
    assert t.marks["path"] == [[2, 2]]  # one action left: one square
    t.answer("moved")
    assert t.fig(m)["activated"] and not t.fig(m)["panicked"]


def test_rally_then_shoot_without_aiming():
    t, (m, h) = acting(("martian_disintegrator", "B2", {"panicked": True}), ("us_rifleman", "B4"))
    assert not t.fig(m)["panicked"] and "ma.log.rallied" in t  # already up while it looks for a target
    t.answer(h)
    rallied(t, m, "ma.instr.shoot_no_aim")
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["aim"] is False


def test_rally_then_fight():
    t, (m, _h) = acting(("martian_disintegrator", "B2", {"panicked": True}), ("us_rifleman", "B2"))
    rallied(t, m, "ma.instr.fight")
    assert t.cite == "ma.forced_fight"


def test_rally_then_charge():
    t, (m, _h) = acting(("general_tor", "A1", {"panicked": True}), ("us_rifleman", "B2"))
    rallied(t, m, "ma.instr.charge")


def test_rally_then_objective():
    t, (m, _h) = acting(("martian_disintegrator", "B2", {"panicked": True}), ("us_rifleman", "B5"), objectives=True)
    assert t.q == "objective"
    t.answer("yes")
    rallied(t, m, "ma.instr.objective")


def test_rally_then_freeze_ray_without_aiming():
    t, (m, *_rest) = acting(("martian_freeze_ray", "B2", {"panicked": True}), ("us_rifleman", "B4"),
                            ("us_rifleman", "B4"))
    t.answer("4,2")
    rallied(t, m, "ma.instr.freeze_no_aim")
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["aim"] is False


def test_rally_then_stay():
    t, (m,) = acting(("martian_disintegrator", "A1", {"panicked": True}))
    rallied(t, m, "ma.instr.stay.no_enemy")


def test_a_rallied_martian_does_not_rally_again_next_round():
    t, (m, _h) = acting(("general_tor", "A1", {"panicked": True}), ("us_rifleman", "H8"))
    t.answer("moved").card("invasion").answer("done")
    t.answer("round_end").answer("no").answer("martian")
    since = len(t.state["log"])
    t.card("left_closest")
    assert t.state["mt"]["figure"] == m and not t.state["mt"].get("rallied")
    assert "ma.log.rallied" not in t.logged(since) and t.instr == "ma.instr.move_enemy"
    assert t.marks["path"] == [[3, 3], [4, 4]]  # two squares again


def test_without_the_board_the_instruction_says_to_rally_first():
    t = Table(use_board=False, objectives=False)
    t.martian_turn().card("left_closest").answer("general_tor").answer("yes")
    assert t.instr == "ma.instr.fight_nb"  # "s'il est Paniqué, redressez-le d'abord"


# -- 13.2 the player's own activations -------------------------------------------------
def test_a_human_that_shoots_with_the_tool_is_activated():
    t = Table(objectives=False)
    deke = t.place("deke", "B2")
    m = t.place("martian_disintegrator", "B5")
    t.start()
    t.do({"type": "tool", "kind": "shoot", "attacker": "fig:" + deke})
    # The board fills the defender in: the nearest enemy (issue 22).
    assert t.state["tool"]["link"] == {"attacker": deke, "defender": m}
    t.roll(["1", "1", "1"])  # no success: the defender does not roll
    assert t.fig(deke)["activated"] and "ma.log.activated_by_tool" in t
    assert t.q == "player_turn" and t.state["tool"] is None


def test_a_human_that_fights_with_the_tool_menu_is_activated_even_if_it_dies():
    t = Table(objectives=False)
    sgt = t.place("us_sergeant", "B2")
    m = t.place("general_tor", "B2")
    t.start().answer("tools").answer("fight")
    t.do({"type": "tool_set", "field": "attacker", "value": "fig:" + sgt},
         {"type": "tool_set", "field": "defender", "value": "fig:" + m})
    t.roll(["1", "1", "1"]).roll(["8", "8", "3"]).roll(["1", "1"])
    assert "ma.log.activated_by_tool" in t and t.fig(sgt) is None  # Tor won by Fight


def test_the_activated_human_drops_out_of_the_non_activated_priority():
    t = Table(objectives=False)
    rifle = t.place("us_rifleman", "B3")
    sgt = t.place("us_sergeant", "B5")
    t.place("martian_disintegrator", "B1")
    t.start()
    t.do({"type": "tool", "kind": "shoot", "attacker": "fig:" + rifle})
    t.roll(["1", "1", "1"])
    assert t.fig(rifle)["activated"] and not t.fig(sgt)["activated"]
    t.answer("done").card("left_closest").answer("none")
    assert t.ctx["level"] == "unactivated" and t.values == [sgt, "none"]


def test_a_martian_attacker_or_a_tool_outside_the_player_turn_marks_no_human():
    t = Table(objectives=False)
    m = t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest").answer(h).answer("tool_shoot")
    t.roll(["1"] * 5)
    assert not t.fig(h)["activated"] and "ma.log.activated_by_tool" not in t
    assert t.fig(m)["activated"]


def test_the_player_turn_asks_which_figure_and_the_view_offers_one_tap():
    from solobots.ma import game
    t = Table()
    a = t.place("deke", "B2")
    b = t.place("us_rifleman", "C3")
    t.place("martian_leader", "F6")
    t.start()
    assert t.instr == "ma.instr.player_turn_board"
    assert t.state["ask"]["prompt"]["msg"]["key"] == "ma.prompt.player_turn_board"
    assert game.view(t.state)["board"]["activate"] == [a, b]
    t.do({"type": "mark", "figure": a, "mark": "activated", "value": True})
    assert game.view(t.state)["board"]["activate"] == [b]
    actions = game.legal_actions(t.state)
    assert {"type": "mark", "figure": b, "mark": "activated", "value": True} in actions
    assert any(x["type"] == "tool" for x in actions)


def test_the_tool_shortcut_is_refused_outside_the_player_turn_and_for_martians():
    t = Table()
    h = t.place("deke", "B2")
    m = t.place("martian_leader", "F6")
    assert t.refused({"type": "tool", "kind": "shoot", "attacker": "fig:" + h}) == "ma.error.not_asked"
    t.start()
    assert t.refused({"type": "tool", "kind": "shoot", "attacker": "fig:" + m}) == "ma.error.no_such_figure"
    assert t.refused({"type": "tool", "kind": "panic", "attacker": "fig:" + h}) == "error.bad_choice"
    j = t.place("joe", "C2")
    assert t.refused({"type": "tool", "kind": "shoot", "attacker": "fig:" + j}) == "ma.error.cannot_shoot"


def test_round_end_clears_every_activation_marker():
    t = Table()
    h = t.place("deke", "B2", activated=True)
    m = t.place("martian_leader", "F6", activated=True)
    t.start().answer("round_end")
    assert not t.fig(h)["activated"] and not t.fig(m)["activated"] and "ma.log.markers_cleared" in t


# -- 13.3 who panics is named, and marked -----------------------------------------------
def test_panic_names_the_figure_that_goes_down_and_the_board_marks_it():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "C6")
    sgt = t.place("us_sergeant", "C3")
    civ = t.place("civilian", "C3")
    rifle = t.place("us_rifleman", "C3")
    # Two FEARLESS figures there: the sergeant the player tapped is the one shot (no
    # second question, issue 22).
    t.martian_turn().card("left_closest").answer(sgt)
    assert t.q == "act_go"
    t.answer("tool_shoot")
    t.roll(["4", "4", "4", "1", "1"]).roll(["1", "1", "1"])
    prompt = t.state["ask"]["prompt"]["msg"]
    assert prompt["key"] == "ma.tool.prompt.panic_named" and t.state["tool"]["others"] == [civ, rifle]
    t.roll(["2", "7"])
    assert t.fig(civ)["panicked"] and not t.fig(rifle)["panicked"]
    # The test left at once: its outcome leads the next instruction.
    said = t.state["instr"]["msg"]["params"]["outcome"]
    assert t.instr == "ma.instr.after_test" and t.q == "draw"
    assert said["key"] == "ma.tool.outcome.with_panic_named" and said["params"]["n"] == 1
    assert said["params"]["names"]["params"]["profile"]["key"] == "ma.profile.civilian"
    assert t.marks["fallen"] == [civ]
    assert "ma.log.panicked" in t and "ma.log.panic_stands" in t


def test_panic_with_nobody_going_down_says_so():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "C6")
    sgt = t.place("us_sergeant", "C3")
    t.place("civilian", "C3")
    t.martian_turn().card("left_closest").answer(sgt).answer("tool_shoot")
    t.roll(["4", "4", "4", "1", "1"]).roll(["1", "1", "1"]).roll(["6"])
    said = t.state["instr"]["msg"]["params"]["outcome"]
    assert said["key"] == "ma.tool.outcome.with_panic_none" and t.marks["fallen"] == []


# -- 13.4 distances read as the AI counts them --------------------------------------------
def rendered_choices(t, lang):
    from test_ma_kit import catalog, core_catalog, render
    cat = dict(catalog(lang), **core_catalog(lang))
    return [render(c["label"], cat, lang) for c in t.state["ask"]["prompt"]["choices"]]


def test_targets_show_the_real_distance_they_are_ordered_by():
    # B1 to B6 is 5.0; B1 to D6 is 5.4: both 5 squares away, in range 1-6.
    t2, (_m, near, far) = acting(("martian_freeze_ray", "B1"), ("us_rifleman", "D6"), ("us_rifleman", "B6"))
    assert t2.q == "target" and t2.values == [far, near, "none"]
    fr = rendered_choices(t2, "fr")
    # (short labels, issue 34: a list of six targets stays whole in a landscape side column)
    assert fr[0].endswith("· à 5,0") and fr[1].endswith("· à 5,4")
    assert rendered_choices(t2, "en")[1].endswith("· 5.4 away")


def test_equal_real_distances_say_the_player_picks():
    t, (_m, a, b) = acting(("martian_freeze_ray", "D1"), ("us_rifleman", "C4"), ("us_rifleman", "E4"))
    assert t.values == [a, b, "none"]
    assert [c["label"]["key"] for c in t.state["ask"]["prompt"]["choices"][:2]] == ["ma.choice.target_tie"] * 2
    assert rendered_choices(t, "fr")[0].endswith("(égalité)")
    from test_ma_kit import catalog, render
    assert "à égalité, celui de votre choix" in render(t.state["ask"]["prompt"]["msg"], catalog("fr"))


def test_the_shot_instruction_gives_the_real_distance():
    t, (_m, h) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "C4"))
    t.answer(h)
    assert t.state["instr"]["msg"]["params"]["d"] == {"key": "ma.real", "params": {"whole": 2, "tenth": 2}}


# -- rulings met on the way -------------------------------------------------------------
def test_tied_nearest_enemies_in_one_square_are_one_goal():
    t, (_m, _a, _b) = acting(("general_tor", "C7"), ("us_sergeant", "C3"), ("civilian", "C3"))
    assert t.q != "toward_tie" and t.marks["path"] == [[6, 3], [5, 3]]


def test_charging_into_a_square_with_several_enemies_fights_the_fearless_one():
    t, (_m, sgt, _civ) = acting(("general_tor", "C5"), ("us_sergeant", "C3"), ("civilian", "C3"))
    assert t.instr == "ma.instr.charge" and t.marks["targets"] == [sgt]
    t.answer("tool_fight")
    assert t.state["tool"]["form"]["moved_in"] is True
    t2, (_m, a, b) = acting(("general_tor", "C5"), ("civilian", "C3"), ("joe", "C3"))
    assert t2.q == "fight_target" and t2.values == [a, b]
    t2.answer(b)
    assert t2.instr == "ma.instr.charge" and t2.ctx["move_to"] == [3, 3]
