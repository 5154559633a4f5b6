"""One test per ruling of the King of Tokyo rulings (../shared/rulings/kotd.md), named after it (docs/rules/kotd.md lists them)."""

import pytest

from solobots.core.errors import RuleError
from solobots.kotd import tracks
from solobots.kotd.faces import FACES
from solobots.kotd.monsters import MONSTERS


# -- Components --------------------------------------------------------------------------
def test_ruling_components_six_main_dice_and_two_white_dice(kotd):
    state = kotd.autobot_turn(cubes=3)
    prompt = kotd.game.view(state)["prompt"]
    assert (prompt["kind"], prompt["count"], prompt["faces"]) == ("dice", 6, FACES)
    assert sorted(FACES) == sorted(["smash", "heart", "energy", "fame", "destruction", "power"])
    state = kotd.play(kotd.final(state, ["energy"] * 6), kotd.resolve())
    prompt = kotd.game.view(state)["prompt"]
    assert (prompt["count"], prompt["faces"], prompt["action"]) == (2, FACES, {"type": "power_roll"})
    state = kotd.play(state, kotd.power(["fame", "energy"]))
    assert all(d["white"] for d in kotd.game.view(state)["dice"]["dice"])


def test_ruling_components_tracks_from_autobots_point_of_view(kotd):
    state = kotd.setup()
    assert (state["fame"], state["destruction"]) == (0, 0)
    assert [p for p in range(-7, 8) if tracks._in_spotlight(p)] == [3, 4, 5]
    assert [p for p in range(-7, 8) if tracks._in_spotlight(-p)] == [-5, -4, -3]
    state = kotd.autobot_turn(fame=2)
    state = kotd.play(kotd.final(state, ["fame"] * 3 + ["energy"] * 3), kotd.resolve())
    assert state["fame"] == 3  # toward Autobot is +


def test_ruling_components_monsters_and_starting_life(kotd):
    assert MONSTERS == {"alienoid": 14, "cyber_kitty": 13, "gigazaur": 14, "meka_dragon": 12,
                        "space_penguin": 13, "the_king": 15}
    dealt = set()
    for seed in range(40):
        state = kotd.setup(seed=str(seed))
        mine, his = state["player"], state["autobot"]
        assert mine["monster"] != his["monster"]
        assert (mine["life"], his["life"]) == (MONSTERS[mine["monster"]], MONSTERS[his["monster"]])
        assert (mine["max"], his["max"]) == (mine["life"], his["life"])
        dealt.add(his["monster"])
    assert dealt == set(MONSTERS)
    picked = kotd.setup(player_monster="gigazaur", autobot_monster="alienoid")
    assert (picked["player"]["monster"], picked["autobot"]["monster"]) == ("gigazaur", "alienoid")
    with pytest.raises(RuleError) as err:
        kotd.setup(player_monster="gigazaur", autobot_monster="gigazaur")
    assert err.value.key == "kotd.error.same_monster"


# -- Rolling (seed part A) -------------------------------------------------------------
def test_ruling_rolling_1_roll_one_is_all_six_dice(kotd):
    for first in ("autobot", "player"):
        state = kotd.setup(first=first)
        if first == "player":
            state = kotd.play(state, kotd.END_TURN)
        assert kotd.game.view(state)["prompt"]["count"] == 6
        assert kotd.game.view(state)["prompt"]["rule"]["ref"] == "kotd.A1"


def test_ruling_rolling_2_keep_every_smash(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "smash", "smash", "energy", "power", "energy"]))
    assert kotd.kept(state) == ["smash"] * 3
    assert "kotd.A2" in kotd.refs(state)


def test_ruling_rolling_3_keep_useful_hearts_only(kotd):
    state = kotd.play(kotd.autobot_turn(life=11), kotd.roll(["heart"] * 3 + ["energy"] * 3))
    assert kotd.kept(state) == ["heart"]
    state = kotd.play(kotd.autobot_turn(life=12), kotd.roll(["heart"] * 3 + ["energy"] * 3))
    assert kotd.kept(state) == []
    assert state["log"][-3]["msg"]["key"] == "kotd.log.no_useful_hearts"


def test_ruling_rolling_4_more_numerous_type_then_token_then_player(kotd):
    more = kotd.play(kotd.autobot_turn(fame=3), kotd.roll(["fame", "destruction", "destruction", "energy", "energy", "power"]))
    assert kotd.kept(more) == ["destruction", "destruction"]  # more symbols beat a nearer token
    tie = ["fame", "fame", "destruction", "destruction", "energy", "energy"]
    nearer = kotd.play(kotd.autobot_turn(fame=-2, destruction=-1), kotd.roll(tie))
    assert kotd.kept(nearer) == ["destruction", "destruction"]
    asked = kotd.play(kotd.autobot_turn(fame=1, destruction=1), kotd.roll(tie))
    assert asked["phase"] == "choose_type"
    none = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "energy", "energy", "power", "heart", "energy"]))
    assert none["type"] is None and "kotd.log.no_type" in kotd.keys(none)


def test_ruling_rolling_5_reroll_every_die_not_kept(kotd):
    state = kotd.play(kotd.autobot_turn(life=11),
                      kotd.roll(["smash", "heart", "heart", "energy", "power", "destruction"]))
    assert kotd.kept(state) == ["destruction", "heart", "smash"]
    prompt = kotd.game.view(state)["prompt"]
    assert (prompt["count"], prompt["rule"]["ref"]) == (3, "kotd.A5")  # surplus heart, energy, power


def test_ruling_rolling_6_keep_again_after_roll_two(kotd):
    state = kotd.autobot_turn(life=9)  # room for 3 hearts
    state = kotd.play(state, kotd.roll(["heart", "heart", "fame", "energy", "energy", "energy"]))
    state = kotd.play(state, kotd.roll(["heart", "heart", "smash"]))
    assert kotd.kept(state) == ["fame", "heart", "heart", "heart", "smash"]
    assert {"kotd.A6", "kotd.A7"} <= set(kotd.refs(state))


def test_ruling_rolling_7_roll_three_is_last_and_everything_resolves(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["energy"] * 6), kotd.roll(["energy"] * 6))
    assert kotd.game.view(state)["prompt"]["rule"]["ref"] == "kotd.A8"
    state = kotd.play(state, kotd.roll(["heart", "fame", "fame", "destruction", "energy", "smash"]))
    assert state["phase"] == "resolve" and state["roll"] == 3
    assert "kotd.log.last_roll" in kotd.keys(state)
    assert kotd.game.view(state)["instruction"]["msg"]["key"] == "kotd.instr.resolve"


def test_ruling_rolling_early_stop_when_every_die_would_be_kept(kotd):
    state = kotd.play(kotd.autobot_turn(life=10), kotd.roll(["smash", "smash", "heart", "heart", "fame", "fame"]))
    assert state["phase"] == "resolve" and state["roll"] == 1
    assert kotd.refs(state)[-1] == "kotd.NB"


def test_ruling_rolling_app_or_physical_dice_same_step(kotd):
    start = kotd.autobot_turn(seed="same-step")
    rolled = kotd.play(start, kotd.roll())
    entered = kotd.play(start, kotd.roll([d["face"] for d in rolled["dice"]]))
    assert {**rolled, "rng": None} == {**entered, "rng": None}


# -- Resolving (seed part B) -----------------------------------------------------------
def test_ruling_resolving_1_smashes_take_life_and_zero_wins(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(player_life=5), ["smash"] * 2 + ["energy"] * 4), kotd.resolve())
    assert state["player"]["life"] == 3
    state = kotd.play(kotd.final(kotd.autobot_turn(player_life=2), ["smash"] * 3 + ["energy"] * 3), kotd.resolve())
    assert state["player"]["life"] == 0
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_life"}


def test_ruling_resolving_2_hearts_capped_and_surplus_useless(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(life=10), ["heart"] * 4 + ["fame", "fame"]), kotd.resolve())
    assert state["autobot"]["life"] == 12
    assert state["autobot"]["cubes"] == 2 + 2  # 2 surplus hearts, 2 lone fame


@pytest.mark.parametrize("symbols, spaces", [(1, 0), (2, 0), (3, 1), (4, 2), (5, 3), (6, 4)])
def test_ruling_resolving_3_fame_moves_n_minus_two(kotd, symbols, spaces):
    state = kotd.final(kotd.autobot_turn(), ["fame"] * symbols + ["smash"] * (6 - symbols))
    state = kotd.play(state, kotd.resolve())
    assert state["fame"] == spaces
    assert state["autobot"]["cubes"] == (symbols if symbols < 3 else 0)


def test_ruling_resolving_4_destruction_too_and_both_types_resolve(kotd):
    state = kotd.final(kotd.autobot_turn(), ["fame"] * 3 + ["destruction"] * 3)
    state = kotd.play(state, kotd.resolve())
    assert (state["fame"], state["destruction"]) == (1, 1)
    assert [r for r in kotd.refs(state) if r.startswith("kotd.B")] == ["kotd.B3", "kotd.B4"]


def test_ruling_resolving_5_energy_cubes_and_blocked_smashes(kotd):
    faces = ["energy", "power", "heart", "fame", "destruction", "smash"]
    state = kotd.play(kotd.final(kotd.autobot_turn(), faces), kotd.resolve())
    # energy, power, the heart past the cap, the lone fame, the lone destruction; not the smash
    assert state["autobot"]["cubes"] == 5 and state["player"]["life"] == 14
    blocked = kotd.play(kotd.final(kotd.autobot_turn(), faces), kotd.resolve(1))
    assert blocked["autobot"]["cubes"] == 6 and blocked["player"]["life"] == 15


def test_ruling_resolving_tokens_stop_at_seven_and_victory_conditions(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(destruction=5), ["destruction"] * 6), kotd.resolve())
    assert state["destruction"] == 7
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_destruction_space"}
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=4, destruction=2), ["destruction"] * 3 + ["energy"] * 3),
                      kotd.resolve())
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_spotlight"}
    for counter, value, reason in [("autobot_life", 0, "player_life"), ("fame", -7, "player_fame_space")]:
        won = kotd.play(kotd.setup(), kotd.set(counter, value))
        assert won["over"] == {"winner": "player", "reason": "kotd.reason." + reason}
    won = kotd.play(kotd.setup(), kotd.set("fame", -3), kotd.set("destruction", -5))
    assert won["over"] == {"winner": "player", "reason": "kotd.reason.player_spotlight"}


def test_ruling_resolving_victory_check_after_each_step(kotd):
    state = kotd.final(kotd.autobot_turn(fame=6), ["fame"] * 3 + ["destruction"] * 3)
    state = kotd.play(state, kotd.resolve())
    assert state["over"]["reason"] == "kotd.reason.bot_fame_space"
    assert state["destruction"] == 0 and "kotd.B4" not in kotd.refs(state)


# -- Special power (seed part C) ---------------------------------------------------------
def test_ruling_power_autobot_only_gains_cubes_from_its_dice(kotd):
    # No base-game energy for buying nothing; the sheet's own power is never used.
    state = kotd.play(kotd.final(kotd.autobot_turn(), ["smash"] * 6), kotd.resolve())
    assert state["autobot"]["cubes"] == 0 and state["phase"] == "player"
    assert kotd.keys(kotd.setup())[1] == "kotd.log.own_power_unused"


def test_ruling_power_at_threshold_discard_roll_white_dice_each_alone(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=2, life=11), ["energy"] * 2 + ["smash"] * 4), kotd.resolve())
    assert state["phase"] == "power" and state["autobot"]["cubes"] == 4
    state = kotd.play(state, kotd.power(["heart", "fame"]))
    assert state["autobot"]["cubes"] == 0 and state["fame"] == 1 and state["autobot"]["life"] == 12
    assert kotd.refs(state)[-5:-1] == ["kotd.C", "kotd.C_fame", "kotd.C_heart", "kotd.C_card"]


def test_ruling_power_tells_to_discard_the_minus_one_card(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=3), ["energy"] + ["smash"] * 5), kotd.resolve(),
                      kotd.power(["smash", "smash"]))
    assert kotd.keys(state)[-2] == "kotd.log.card"
    instruction = kotd.game.view(state)["instruction"]
    assert (instruction["msg"]["key"], instruction["rule"]["ref"]) == ("kotd.instr.card_and_table", "kotd.C_card")


def test_ruling_power_repeats_while_cubes_reach_threshold(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=7), ["energy"] + ["smash"] * 5), kotd.resolve())
    state = kotd.play(state, kotd.power(["smash", "smash"]))
    assert state["phase"] == "power" and state["autobot"]["cubes"] == 4
    state = kotd.play(state, kotd.power(["smash", "smash"]))
    assert state["phase"] == "player" and state["autobot"]["cubes"] == 0


def test_ruling_power_harder_setting_at_three(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=2, difficulty="hard"), ["energy"] + ["smash"] * 5),
                      kotd.resolve())
    assert state["phase"] == "power"
    assert kotd.refs(state)[-1] == "kotd.difficulty"
    state = kotd.play(state, kotd.power(["smash", "smash"]))
    assert state["autobot"]["cubes"] == 0


def test_ruling_power_victory_check_after_every_die(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(cubes=3, player_life=6), ["energy"] + ["smash"] * 5),
                      kotd.resolve())
    assert state["player"]["life"] == 1
    state = kotd.play(state, kotd.power(["smash", "fame"]))
    # The fame die resolves first (seed order), then the smash ends the game.
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_life"}
    assert state["fame"] == 1 and "kotd.log.card" not in kotd.keys(state)


# -- The player's turn -------------------------------------------------------------------
def test_ruling_player_turn_controls_are_logged_and_undoable(kotd):
    session = kotd.Session("kotd", {"first": "player"}, "controls")
    stepper_ids = [item["id"] for item in kotd.game.view(session.state)["controls"][0]["items"]]
    assert stepper_ids == ["fame", "destruction", "autobot_cubes", "autobot_life", "player_life", "blockers"]
    before = session.state
    session.act(kotd.set("autobot_life", before["autobot"]["life"] - 3))
    assert session.state["log"][-1]["kind"] == "player"
    session.undo()
    assert session.state == before


def test_ruling_player_turn_who_starts_is_chosen_at_setup(kotd):
    assert kotd.setup(first="player")["turn"] == "player"
    assert kotd.setup(first="autobot")["turn"] == "autobot"
    assert kotd.keys(kotd.setup(first="autobot"))[-3:] == ["kotd.log.first_autobot", "kotd.log.round", "kotd.log.autobot_turn"]
