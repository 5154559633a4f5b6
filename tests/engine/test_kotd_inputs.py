"""Entered dice, counters, options and every way an input can be refused."""

import copy

import pytest

from solobots.core.errors import RuleError


def without_rng(state):
    return {**state, "rng": None}


def refused(kotd, state, action, key):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        kotd.game.apply(state, action)
    assert err.value.key == key
    assert state == before


# -- entered dice and app dice are one step ---------------------------------------------
@pytest.mark.parametrize("seed", ["a", "b", "c", "d"])
def test_entered_dice_equal_rolled_dice_on_every_roll(kotd, seed):
    state = kotd.autobot_turn(seed=seed)
    while state["phase"] in ("roll", "choose_type"):
        if state["phase"] == "choose_type":
            state = kotd.play(state, {"type": "choose_type", "kind": "fame"})
            continue
        rolled = kotd.play(state, kotd.roll())
        free = [i for i, d in enumerate(state["dice"] or [{}] * 6) if not d.get("kept")]
        entered = kotd.play(state, kotd.roll([rolled["dice"][i]["face"] for i in free]))
        assert without_rng(rolled) == without_rng(entered)
        assert rolled["rng"] != state["rng"] and entered["rng"] == state["rng"]
        state = rolled


def test_entered_white_dice_equal_rolled_white_dice(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(seed="white", cubes=3), ["energy"] + ["smash"] * 5),
                      kotd.resolve())
    rolled = kotd.play(state, kotd.power())
    entered = kotd.play(state, kotd.power([d["face"] for d in rolled["dice"]]))
    assert without_rng(rolled) == without_rng(entered)


@pytest.mark.parametrize("faces, key", [
    (["smash"] * 5, "kotd.error.wrong_count"),
    (["smash"] * 7, "kotd.error.wrong_count"),
    (["smash"] * 5 + ["claw"], "kotd.error.unknown_face"),
    (["smash"] * 5 + [True], "kotd.error.unknown_face"),
    (["smash"] * 5 + [["smash"]], "kotd.error.unknown_face"),
    (["smash"] * 5 + [{"face": "smash"}], "kotd.error.unknown_face"),
    ("smash" * 6, "kotd.error.faces_not_list"),
    ({"0": "smash"}, "kotd.error.faces_not_list"),
    (6, "kotd.error.faces_not_list"),
])
def test_bad_entered_dice_are_refused_and_change_nothing(kotd, faces, key):
    refused(kotd, kotd.autobot_turn(), kotd.roll(faces), key)


def test_bad_white_dice_are_refused(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=3), ["energy"] + ["smash"] * 5), kotd.resolve())
    refused(kotd, state, kotd.power(["fame"]), "kotd.error.wrong_count")
    refused(kotd, state, kotd.power(["fame", "Fame"]), "kotd.error.unknown_face")


def test_wrong_count_tells_how_many(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash"] * 2 + ["energy"] * 4))
    with pytest.raises(RuleError) as err:
        kotd.game.apply(state, kotd.roll(["smash"] * 6))
    assert err.value.params == {"expected": 4, "got": 6}


# -- actions in the wrong shape or at the wrong time --------------------------------------
@pytest.mark.parametrize("action, key", [
    ({"type": "fly"}, "kotd.error.unknown_action"),
    ({"type": ["roll"]}, "kotd.error.unknown_action"),
    ({"type": {"a": 1}}, "kotd.error.unknown_action"),
    ({}, "kotd.error.unknown_action"),
    ({"type": "end_turn"}, "kotd.error.wrong_phase"),
    ({"type": "power_roll", "faces": None}, "kotd.error.wrong_phase"),
    ({"type": "resolve", "values": {"blocked": 0}}, "kotd.error.wrong_phase"),
    ({"type": "choose_type", "kind": "fame"}, "kotd.error.wrong_phase"),
])
def test_actions_refused_on_autobots_first_roll(kotd, action, key):
    refused(kotd, kotd.autobot_turn(), action, key)


@pytest.mark.parametrize("action", [None, [], "roll", 3])
def test_non_dict_action_is_refused(kotd, action):
    refused(kotd, kotd.autobot_turn(), action, "kotd.error.bad_action")


def test_roll_is_refused_on_the_players_turn(kotd):
    refused(kotd, kotd.setup(first="player"), kotd.roll(), "kotd.error.wrong_phase")


def test_bad_type_choice_is_refused(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["fame", "destruction"] + ["energy"] * 4))
    for kind in ("smash", None, ["fame"], {"k": 1}):
        refused(kotd, state, {"type": "choose_type", "kind": kind}, "kotd.error.bad_type")


def test_nothing_is_accepted_once_the_game_is_over(kotd):
    state = kotd.play(kotd.setup(), kotd.set("autobot_life", 0))
    assert state["over"]
    for action in (kotd.END_TURN, kotd.set("fame", 1), kotd.roll()):
        refused(kotd, state, action, "kotd.error.game_over")


# -- counters -----------------------------------------------------------------------------
@pytest.mark.parametrize("action, key", [
    ({"type": "set", "counter": "player_life", "value": 15}, "kotd.error.no_change"),
    ({"type": "set", "counter": "player_life", "value": 16}, "kotd.error.out_of_range"),
    ({"type": "set", "counter": "player_life", "value": -1}, "kotd.error.out_of_range"),
    ({"type": "set", "counter": "fame", "value": 8}, "kotd.error.out_of_range"),
    ({"type": "set", "counter": "destruction", "value": -8}, "kotd.error.out_of_range"),
    ({"type": "set", "counter": "autobot_cubes", "value": 100}, "kotd.error.out_of_range"),
    ({"type": "set", "counter": "autobot_cubes", "value": True}, "kotd.error.not_a_number"),
    ({"type": "set", "counter": "fame", "value": 1.0}, "kotd.error.not_a_number"),
    ({"type": "set", "counter": "fame", "value": "1"}, "kotd.error.not_a_number"),
    ({"type": "set", "counter": "fame"}, "kotd.error.not_a_number"),
    ({"type": "set", "counter": "gold", "value": 1}, "kotd.error.unknown_counter"),
    ({"type": "set", "counter": ["fame"], "value": 1}, "kotd.error.unknown_counter"),
])
def test_bad_counter_sets_are_refused(kotd, action, key):
    refused(kotd, kotd.setup(first="player", player_monster="the_king"), action, key)


def test_counter_set_is_logged_with_before_and_after(kotd):
    state = kotd.play(kotd.setup(first="player"), kotd.set("fame", -2))
    line = state["log"][-1]
    assert line["kind"] == "player"
    assert line["msg"] == {"key": "kotd.log.set", "params": {
        "counter": {"key": "kotd.counter.fame", "params": {}}, "before": "0", "after": "−2"}}
    # The stored instruction is the one saved games have; the screen says where the roll is.
    assert state["instr"]["msg"]["key"] == "kotd.instr.play_turn"
    assert kotd.game.view(state)["instruction"]["msg"]["key"] == "kotd.instr.your_roll"


def test_counter_set_during_autobots_turn_keeps_its_instruction(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash"] * 2 + ["energy"] * 4))
    said = kotd.game.view(state)["instruction"]
    state = kotd.play(state, kotd.set("autobot_life", 10))
    assert kotd.game.view(state)["instruction"] == said and state["phase"] == "roll"


def test_decisions_already_taken_are_not_revisited_by_a_correction(kotd):
    state = kotd.play(kotd.autobot_turn(life=12), kotd.roll(["heart", "heart"] + ["energy"] * 4))
    assert kotd.kept(state) == []
    state = kotd.play(state, kotd.set("autobot_life", 8))  # hearts of the next roll use the new life
    state = kotd.play(state, kotd.roll(["heart"] * 6))
    assert kotd.kept(state) == ["heart"] * 4


def test_cube_stepper_grows_with_cubes_beyond_99(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.set("autobot_cubes", 99))
    state = kotd.final(state, ["energy"] * 6)
    state = kotd.play(state, kotd.resolve())
    stepper = next(i for i in kotd.game.view(state)["controls"][0]["items"] if i["id"] == "autobot_cubes")
    assert stepper["value"] == 105 and stepper["max"] == 105


# -- options --------------------------------------------------------------------------------
def test_options_schema_shape(kotd):
    schema = kotd.game.options_schema()
    assert [f["id"] for f in schema] == ["player_monster", "autobot_monster", "first", "difficulty"]
    monsters = [c["value"] for c in schema[0]["choices"]]
    assert monsters == ["random", "alienoid", "cyber_kitty", "gigazaur", "meka_dragon", "space_penguin", "the_king"]
    assert [c["value"] for c in schema[2]["choices"]] == ["player", "autobot"]
    assert [c["value"] for c in schema[3]["choices"]] == ["normal", "hard"]
    assert all(f["type"] == "choice" and f["default"] == f["choices"][0]["value"] for f in schema)


@pytest.mark.parametrize("options, key", [
    ({"player_monster": "godzilla"}, "kotd.error.bad_option"),
    ({"autobot_monster": 3}, "kotd.error.bad_option"),
    ({"first": "nobody"}, "kotd.error.bad_option"),
    ({"difficulty": ["hard"]}, "kotd.error.bad_option"),
    ({"player_monster": "alienoid", "autobot_monster": "alienoid"}, "kotd.error.same_monster"),
])
def test_bad_options_are_refused(kotd, options, key):
    with pytest.raises(RuleError) as err:
        kotd.game.setup(options, "x")
    assert err.value.key == key


def test_options_not_a_dict_are_refused(kotd):
    with pytest.raises(RuleError) as err:
        kotd.game.setup(["first"], "x")
    assert err.value.key == "kotd.error.bad_options"


def test_a_picked_monster_is_never_dealt_to_the_other_side(kotd):
    for seed in range(30):
        state = kotd.setup(seed=str(seed), autobot_monster="the_king")
        assert state["autobot"]["monster"] == "the_king" and state["player"]["monster"] != "the_king"
        state = kotd.setup(seed=str(seed), player_monster="gigazaur")
        assert state["autobot"]["monster"] != "gigazaur"


def test_starting_cubes_follow_the_traditional_setup(kotd):
    assert kotd.setup(first="player")["autobot"]["cubes"] == 1  # Autobot plays second
    assert kotd.setup(first="autobot")["autobot"]["cubes"] == 0
    assert kotd.game.view(kotd.setup(first="player"))["instruction"]["msg"]["key"] == "kotd.instr.setup_cube"


def test_rounds_count_whoever_starts(kotd):
    state = kotd.setup(first="player")
    assert (state["round"], state["turn"]) == (1, "player")
    state = kotd.play(state, kotd.END_TURN)
    assert (state["round"], state["turn"]) == (1, "autobot")
    state = kotd.play(kotd.final(state, ["energy"] * 2 + ["smash"] * 4), kotd.resolve())
    assert (state["round"], state["turn"]) == (2, "player")
    state = kotd.autobot_turn()
    assert state["round"] == 1
    state = kotd.play(kotd.final(state, ["smash"] * 6), kotd.resolve())
    assert (state["round"], state["turn"]) == (1, "player")
    state = kotd.play(state, kotd.END_TURN)
    assert (state["round"], state["turn"], state["dice"]) == (2, "autobot", None)
    assert kotd.game.view(state)["summary"] == {"key": "kotd.summary.autobot", "params": {"round": 2}}
