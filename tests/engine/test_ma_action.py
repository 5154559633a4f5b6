"""What the chosen Martian does: forced fight, objective, shooting and its targets, the
freeze ray, the movement priorities, staying put; with and without the board."""

from test_ma_kit import Table


def acting(*placements, card="left_closest", **options):
    """A board with the figures (the first Martian listed acts), at the first question."""
    options.setdefault("objectives", False)
    t = Table(**options)
    ids = [t.place(profile, square, **marks) for profile, square, marks in
           [(p[0], p[1], p[2] if len(p) > 2 else {}) for p in placements]]
    t.martian_turn().card(card)
    return t, ids


# -- forced fight ---------------------------------------------------------------------
def test_forced_fight_with_a_non_panicked_enemy_in_the_square():
    t, (m, h) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B2"))
    assert t.instr == "ma.instr.fight" and t.cite == "ma.forced_fight" and t.q == "act_go"
    # One tap per way the player's figure may defend (its Fight 4+ beats its Survive 6+:
    # fighting back is the suggested one), or their own dice, or done at the table.
    assert t.values == ["roll_fight_fight", "roll_fight_survive", "tool_fight", "done"]
    assert [c["primary"] for c in t.state["ask"]["prompt"]["choices"]] == [True, False, False, False]
    assert "ma.log.forced_fight" in t
    t.answer("tool_fight")
    tool = t.state["tool"]
    assert tool["kind"] == "fight" and tool["link"] == {"attacker": m, "defender": h}
    assert tool["form"]["moved_in"] is False


def test_forced_fight_skips_the_objective_question():
    t, _ = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B2"), objectives=True)
    assert t.q == "act_go"


def test_only_panicked_enemies_in_the_square_do_not_force_a_fight():
    t, (_m, h) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B2", {"panicked": True}))
    # It cannot shoot from a square with an enemy: it may step out to shoot, and failing
    # that it fights the panicked enemy rather than walk away (docs/rules/ma.md).
    assert "ma.log.enemy_in_square" in t and t.q == "sight_square"
    t.answer("none")
    assert t.instr == "ma.instr.fight" and t.cite == "ma.fight_last" and t.marks["targets"] == [h]


def test_fight_target_fearless_first_then_the_player_picks():
    t, (_m, _civ, sgt) = acting(("martian_disintegrator", "B2"), ("civilian", "B2"), ("us_sergeant", "B2"))
    assert t.q == "act_go" and t.marks["targets"] == [sgt]
    t2, (_m, a, b) = acting(("martian_disintegrator", "B2"), ("civilian", "B2"), ("joe", "B2"))
    assert t2.q == "fight_target" and t2.values == [a, b]
    t2.answer(b)
    assert t2.marks["targets"] == [b] and t2.q == "act_go"


def test_a_panicked_martian_rallies_before_it_fights():
    t, _ = acting(("martian_disintegrator", "B2", {"panicked": True}), ("us_rifleman", "B2"))
    assert t.instr == "ma.instr.rally_then" and t.state["instr"]["msg"]["params"]["then"]["key"] == "ma.instr.fight"


# -- objective ------------------------------------------------------------------------
def test_objective_yes_gives_the_priorities_and_both_dice_tools():
    t, (m, _h) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B5"), objectives=True)
    assert t.q == "objective" and t.cite == "ma.objective"
    t.answer("yes")
    assert t.instr == "ma.instr.objective" and t.values == ["tool_shoot", "tool_fight", "done"]
    t.answer("done")
    assert t.fig(m)["activated"] and t.q == "draw"


def test_objective_asked_only_of_a_martian_within_reach_of_a_marker():
    """Ruling 55: the objectives are the markers on the board; a Martian none of them is
    within reach of this turn (two moves, 2 squares) is not asked, and says why."""
    def martian_near(marker):
        t = Table(objectives=True, objective_markers=True)
        t.place("martian_disintegrator", "B2")
        t.place("us_rifleman", "B5")
        t.objective(marker)
        return t.martian_turn().card("left_closest")
    far = martian_near("F2")  # 4 squares: out of reach
    assert far.q == "target" and "ma.log.objective_out_of_reach" in far
    entry = next(e for e in far.state["why"] if e["rule"]["ref"] == "ma.objective")
    assert entry["held"] is False and entry["msg"]["key"] == "ma.why.objective_out_of_reach"
    assert entry["msg"]["params"] == {"d": 4, "n": 2}
    assert martian_near("D4").q == "objective"  # 2 squares, a diagonal counting one: within reach


def test_objective_markers_off_or_none_on_the_board_ask_every_martian():
    # a game set up before ruling 55 (no such option), or a scenario whose objectives are
    # not squares, or no marker put down: the app cannot tell, and asks
    for options, marker in (({}, "H8"), ({"objective_markers": False}, "H8"), ({"objective_markers": True}, None)):
        t = Table(objectives=True, **options)
        t.place("martian_disintegrator", "B2")
        t.place("us_rifleman", "B5")
        if marker:
            t.objective(marker)
        assert t.martian_turn().card("left_closest").q == "objective", options
    assert "objective_markers" not in Table(objectives=True).state["options"]  # older saves replay unchanged


def test_objective_no_goes_on_to_shooting():
    t, (_m, _h) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B5"), objectives=True)
    t.answer("no")
    assert t.q == "target" and "ma.log.objective_no" in t


def test_no_objectives_in_the_scenario_skips_the_question():
    t, _ = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B5"))
    assert t.q == "target" and "ma.log.no_objectives" in t


# -- shooting -------------------------------------------------------------------------
def test_target_in_range_clear_shot_first():
    t, (_m, near, far) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B4"), ("us_sergeant", "B6"))
    assert t.values == [near, far, "none"] and t.instr == "ma.instr.target.clear" and t.cite == "ma.target_clear"
    t.answer(far)
    assert t.instr == "ma.instr.shoot_aim" and t.marks["targets"] == [far]
    t.answer("tool_shoot")
    form = t.state["tool"]["form"]
    assert form["aim"] is True and form["clear"] is True and form["attacker"] == "martian_disintegrator"


def test_out_of_range_enemies_are_never_listed():
    t, (_m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "A6"))
    assert "ma.log.no_target_in_range" in t
    assert t.q == "sight_square"  # movement: one step to A2 brings A6 within range 4


def test_second_level_nearest_non_activated_enemy():
    t, (_m, _act, free) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B3", {"activated": True}),
                               ("us_sergeant", "B5"))
    t.answer("none")
    assert t.q == "target" and t.ctx["level"] == "unactivated" and t.values == [free, "none"]
    assert t.cite == "ma.target_unactivated"
    t.answer(free)
    assert t.instr == "ma.instr.shoot_aim"
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["clear"] is False


def test_third_level_nearest_enemy_even_activated():
    t, (_m, act, _free) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B3", {"activated": True}),
                               ("us_sergeant", "B5"))
    t.answer("none").answer("none")
    assert t.ctx["level"] == "activated" and t.values == [act, "none"] and t.cite == "ma.target_activated"
    t.answer(act)
    assert t.marks["targets"] == [act]


def test_levels_with_nobody_are_skipped():
    t, (_m, _a, _b) = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B3"), ("us_sergeant", "B5"))
    t.answer("none")
    assert t.ctx["level"] == "unactivated"
    t.answer("none")
    # Nobody activated: level 3 has no one new, so the shot is off and the Martian moves.
    assert t.q != "target" and "ma.log.no_target_seen" in t


def test_nobody_in_sight_means_movement():
    t, _ = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B5"))
    t.answer("none").answer("none")
    assert t.q in ("sight_square", "act_go", "move_go")


def test_a_figure_without_range_never_shoots():
    t, _ = acting(("general_tor", "B2"), ("us_rifleman", "B5"))
    assert "ma.log.no_gun" in t and t.q == "move_go"


def test_fearless_figure_in_the_target_square_must_be_targeted():
    t, (_m, rifle, sgt) = acting(("martian_disintegrator", "B2"), ("civilian", "B5"), ("us_sergeant", "B5"))
    t.answer(rifle)
    assert t.q == "fearless" and t.values == [sgt, "none"] and t.cite == "ma.fearless"
    t.answer(sgt)
    assert t.marks["targets"] == [sgt] and "ma.log.fearless" in t


def test_fearless_not_seen_keeps_the_target():
    t, (_m, civ, _sgt) = acting(("martian_disintegrator", "B2"), ("civilian", "B5"), ("us_sergeant", "B5"))
    t.answer(civ).answer("none")
    assert t.marks["targets"] == [civ]


def test_panicked_fearless_figures_do_not_guard():
    t, (_m, civ, _sgt) = acting(("martian_disintegrator", "B2"), ("civilian", "B5"),
                              ("us_sergeant", "B5", {"panicked": True}))
    t.answer(civ)
    assert t.q == "act_go" and t.marks["targets"] == [civ]


def test_a_brave_target_is_not_asked_about_again():
    # The player tapped a BRAVE figure: among several BRAVE ones their controller picks,
    # and that tap was the pick (issue 22: the question came twice).
    t, (_m, a, _b) = acting(("martian_disintegrator", "B2"), ("us_sergeant", "B5"), ("us_rifleman", "B5"))
    t.answer(a)
    assert t.q == "act_go" and t.marks["targets"] == [a] and "ma.log.fearless" not in t


def test_two_fearless_figures_guarding_a_civilian_the_controller_picks():
    t, (_m, civ, a, b) = acting(("martian_disintegrator", "B2"), ("civilian", "B5"), ("us_sergeant", "B5"),
                                ("us_rifleman", "B5"))
    t.answer(civ)
    assert t.q == "fearless" and t.values == [a, b, "none"]


def test_a_panicked_shooter_rallies_and_does_not_aim():
    t, (_m, h) = acting(("martian_disintegrator", "B2", {"panicked": True}), ("us_rifleman", "B4"))
    t.answer(h)
    assert t.instr == "ma.instr.rally_then"
    assert t.state["instr"]["msg"]["params"]["then"]["key"] == "ma.instr.shoot_no_aim"
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["aim"] is False


# -- the freeze ray ---------------------------------------------------------------------
def test_freeze_ray_targets_the_nearest_square_with_two_non_activated_enemies():
    t, _ids = acting(("martian_freeze_ray", "B2"), ("us_rifleman", "B3"),
                    ("us_rifleman", "B6"), ("us_sergeant", "B6"), ("civilian", "D4"), ("civilian", "D4"))
    assert t.q == "freeze_square" and t.cite == "ma.freeze"
    assert t.values == ["4,4", "6,2", "none"]  # D4 (real distance² 8) before B6 (16)
    t.answer("6,2")
    assert t.instr == "ma.instr.freeze" and t.marks["squares"] == [[6, 2]]
    assert t.state["instr"]["msg"]["params"]["n"] == 2


def test_freeze_ray_equal_distance_more_enemies_first():
    t, _ids = acting(("martian_freeze_ray", "D2"), ("us_rifleman", "B4"), ("us_rifleman", "B4"),
                    ("us_rifleman", "F4"), ("us_rifleman", "F4"), ("us_rifleman", "F4"))
    assert t.values == ["4,6", "4,2", "none"]


def test_freeze_ray_without_such_a_square_uses_the_usual_targets():
    t, (_m, _a, _b) = acting(("martian_freeze_ray", "B2"), ("us_rifleman", "B4"),
                          ("us_rifleman", "B4", {"activated": True}))
    assert t.q == "target" and "ma.log.no_freeze_square" in t


def test_freeze_ray_square_not_in_sight_falls_back():
    t, _ids = acting(("martian_freeze_ray", "B2"), ("us_rifleman", "B5"), ("us_rifleman", "B5"))
    t.answer("none")
    assert t.q == "target" and t.ctx["level"] == "clear"


def test_a_disintegrator_ignores_the_freeze_rule():
    t, _ids = acting(("martian_disintegrator", "B2"), ("us_rifleman", "B4"), ("us_rifleman", "B4"))
    assert t.q == "target"


# -- movement -------------------------------------------------------------------------
def test_move_toward_an_objective_no_other_martian_is_nearer_to():
    t = Table()
    m = t.place("martian_disintegrator", "A1")
    t.place("us_rifleman", "H8")
    t.objective("A5")
    t.martian_turn().card("left_closest").answer("no")
    assert t.instr == "ma.instr.move_objective" and t.marks["path"] == [[2, 1], [3, 1]]
    t.answer("moved")
    assert (t.fig(m)["row"], t.fig(m)["col"]) == (3, 1) and t.fig(m)["activated"]


def test_an_objective_another_martian_is_nearer_to_is_skipped():
    t = Table()
    t.place("martian_disintegrator", "A1")
    t.place("martian_disintegrator", "A4", activated=True)
    t.place("us_rifleman", "H8")
    t.objective("A5")
    t.martian_turn().card("left_closest").answer("no")
    assert "ma.log.no_objective_goal" in t and t.instr != "ma.instr.move_objective"


def test_objective_without_markers_is_asked():
    t = Table()
    t.place("martian_disintegrator", "A1")
    t.place("us_rifleman", "H8")
    t.martian_turn().card("left_closest").answer("no")
    assert t.q == "objective_move"
    t.answer("yes")
    assert t.instr == "ma.instr.move_objective_free" and t.q == "move_go" and t.values == ["elsewhere", "blocked"]


def test_move_one_square_for_sight_then_shoot():
    t, (m, h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "A6"))
    assert t.q == "sight_square" and t.cite == "ma.move_sight"
    assert t.values == ["2,1", "2,2", "none"]
    t.answer("2,1")
    assert (t.fig(m)["row"], t.fig(m)["col"]) == (2, 1)
    assert t.q == "target" and t.values == [h, "none"]
    t.answer(h)
    assert t.instr == "ma.instr.shoot_moved"
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["aim"] is False


def test_after_the_sight_move_no_target_ends_the_activation():
    t, (m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "A6"))
    t.answer("2,1").answer("none").answer("none")
    assert t.instr == "ma.instr.no_shot_after_move" and t.q == "finish"
    t.answer("done")
    assert t.fig(m)["activated"]


def test_no_sight_square_then_two_squares_toward_the_nearest_enemy():
    t, (_m, h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "A6"))
    t.answer("none")
    assert t.instr == "ma.instr.move_enemy" and t.cite == "ma.move_enemy"
    assert t.marks["path"] == [[2, 1], [3, 1]] and t.marks["targets"] == [h]
    assert t.values == ["moved", "elsewhere", "blocked"]


def test_far_enemies_no_sight_square_moves_two():
    t, (_m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "H8"))
    assert "ma.log.no_sight_square" in t
    assert t.marks["path"] == [[2, 2], [3, 3]]


def test_a_shooter_stops_short_of_the_enemy_square():
    t, (_m, _h) = acting(("general_tor", "A1"), ("us_rifleman", "C3"), card="left_closest")
    # Tor has no gun: it closes in and fights, +1 die for moving in.
    assert t.instr == "ma.instr.charge" and t.marks["path"] == [[2, 2], [3, 3]]
    t.answer("tool_fight")
    assert t.state["tool"]["form"]["moved_in"] is True
    assert (t.fig(t.state["tool"]["link"]["attacker"])["row"], t.fig(t.state["tool"]["link"]["attacker"])["col"]) == (3, 3)


def test_a_gun_never_walks_into_the_enemy_square():
    t, (_m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "A3"))
    t.answer("none").answer("none")  # in range, but not in sight
    t.answer("none")  # no square one step away gives sight either
    assert t.instr == "ma.instr.move_enemy" and t.marks["path"] == [[2, 1]]


def test_a_panicked_martian_moves_one_square():
    t, (_m, _h) = acting(("general_tor", "A1", {"panicked": True}), ("us_rifleman", "H8"))
    assert t.marks["path"] == [[2, 2]]


def test_toward_ties_are_put_to_the_player():
    t, (_m, a, b) = acting(("general_tor", "D1"), ("us_rifleman", "B8"), ("us_rifleman", "F8"))
    assert t.q == "toward_tie" and t.values == [a, b]
    t.answer(b)
    assert t.marks["targets"] == [b]


def test_stay_put_with_no_enemy():
    t, (m,) = acting(("martian_disintegrator", "A1"))
    assert t.instr == "ma.instr.stay.no_enemy" and t.cite == "ma.stay"
    t.answer("done")
    assert t.fig(m)["activated"]


def test_blocked_means_staying_put():
    t, (m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "H8"))
    t.answer("blocked")
    assert (t.fig(m)["row"], t.fig(m)["col"]) == (1, 1) and "ma.log.blocked" in t


def test_moved_elsewhere_leaves_the_board_to_the_player():
    t, (m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "H8"))
    t.answer("elsewhere")
    assert (t.fig(m)["row"], t.fig(m)["col"]) == (1, 1) and t.fig(m)["activated"]


def test_the_next_card_reminds_the_activation_marker():
    t, (_m, _h) = acting(("martian_disintegrator", "A1"), ("us_rifleman", "H8"))
    t.answer("moved")
    assert t.instr == "ma.instr.draw_after" and t.cite == "ma.activation_marker"


# -- without the board ------------------------------------------------------------------
def nb(profile="martian_disintegrator", **options):
    options.setdefault("objectives", False)
    t = Table(use_board=False, **options)
    t.martian_turn().card("left_closest").answer(profile)
    return t


def test_no_board_forced_fight():
    t = nb()
    assert t.q == "forced_nb"
    t.answer("yes")
    assert t.instr == "ma.instr.fight_nb" and t.values == ["tool_fight", "done"]
    t.answer("tool_fight")
    assert t.state["tool"]["form"]["attacker"] == "martian_disintegrator"


def test_no_board_shooting_asked_with_the_range():
    t = nb()
    t.answer("no")
    assert t.q == "shoot_nb"
    assert t.state["ask"]["prompt"]["msg"]["params"]["range"]["params"] == {"lo": 1, "hi": 4}
    t.answer("yes")
    assert t.instr == "ma.instr.shoot_nb" and t.cite == "ma.shoot_target"


def test_no_board_freeze_ray_question_first():
    t = nb("martian_freeze_ray")
    t.answer("no")
    assert t.q == "freeze_nb"
    t.answer("yes")
    assert t.instr == "ma.instr.freeze_nb"
    t2 = nb("martian_freeze_ray")
    t2.answer("no").answer("no")
    assert t2.q == "shoot_nb"


def test_no_board_movement_questions():
    t = nb(objectives=True)
    t.answer("no").answer("no")  # forced, objective
    t.answer("no")  # shooting
    assert t.q == "objective_move_nb"
    t.answer("no")
    assert t.q == "sight_nb"
    t.answer("no")
    assert t.instr == "ma.instr.move_enemy_nb" and t.values == ["done", "fight", "blocked"]
    t.answer("fight")
    assert t.state["tool"]["kind"] == "fight" and t.state["tool"]["form"]["moved_in"] is True


def test_no_board_sight_move_then_shoot():
    t = nb()
    t.answer("no").answer("no").answer("yes")
    assert t.instr == "ma.instr.sight_nb"
    t.answer("tool_shoot")
    assert t.state["tool"]["form"]["aim"] is False


def test_no_board_general_tor_skips_shooting():
    t = nb("general_tor")
    t.answer("no")
    assert t.instr == "ma.instr.move_enemy_nb" and "ma.log.no_gun" in t


def test_no_board_activation_is_logged_and_the_turn_goes_on():
    t = nb()
    t.answer("no").answer("no").answer("no").answer("done")
    assert "ma.log.activated_nb" in t and t.q == "draw"
