"""Part C: Autobot's special power with the two white dice."""

ONE_ENERGY = ["energy"] + ["smash"] * 5  # 1 cube, 5 damage to The King (15 life)


def after_resolution(kotd, faces=ONE_ENERGY, **counters):
    return kotd.play(kotd.final(kotd.autobot_turn(**counters), faces), kotd.resolve())


def test_four_cubes_trigger_the_power(kotd):
    state = after_resolution(kotd, cubes=3)
    assert state["phase"] == "power" and state["turn"] == "autobot"
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["kind"] == "dice" and prompt["count"] == 2 and prompt["rule"]["ref"] == "kotd.C"
    state = kotd.play(state, kotd.power(["fame", "destruction"]))
    assert state["autobot"]["cubes"] == 0
    assert (state["fame"], state["destruction"]) == (1, 1)
    assert state["phase"] == "player"


def test_three_cubes_do_not_trigger_in_the_normal_game(kotd):
    state = after_resolution(kotd, cubes=2)
    assert state["autobot"]["cubes"] == 3 and state["phase"] == "player"


def test_the_harder_setting_triggers_at_three(kotd):
    state = after_resolution(kotd, cubes=2, difficulty="hard")
    assert state["phase"] == "power" and state["threshold"] == 3
    view = kotd.game.view(state)
    assert view["board"]["autobot"]["threshold"] == 3 and view["prompt"]["rule"]["ref"] == "kotd.difficulty"
    state = kotd.play(state, kotd.power(["smash", "smash"]))
    assert state["autobot"]["cubes"] == 0 and state["player"]["life"] == 8


def test_chaining_twice_from_one_turn(kotd):
    state = after_resolution(kotd, cubes=3, faces=["energy"] * 4 + ["smash"] * 2)  # 7 cubes
    state = kotd.play(state, kotd.power(["energy", "power"]))  # 7 - 4 + 2 = 5
    assert state["phase"] == "power" and state["autobot"]["cubes"] == 5
    assert state["log"][-1]["msg"]["key"] == "kotd.log.power_again"
    assert state["log"][-1]["rule"]["ref"] == "kotd.C_chain"
    state = kotd.play(state, kotd.power(["smash", "fame"]))
    assert state["phase"] == "player" and state["autobot"]["cubes"] == 1
    assert kotd.keys(state).count("kotd.log.card") == 2
    assert kotd.keys(state).count("kotd.log.power_discard") == 2


def test_victory_during_the_power(kotd):
    state = after_resolution(kotd, cubes=3, destruction=6)
    state = kotd.play(state, kotd.power(["destruction", "energy"]))
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_destruction_space"}
    assert state["log"][-1]["rule"]["ref"] == "kotd.C_destruction"
    assert state["autobot"]["cubes"] == 0  # the energy die after the win is not resolved


def test_white_dice_resolve_in_the_seed_order(kotd):
    # Destruction first would put both tokens in the spotlight (+5, +3); the seed takes fame
    # first, which moves Fame to +6, out of the spotlight, so nobody wins yet.
    state = after_resolution(kotd, cubes=3, fame=5, destruction=2)
    state = kotd.play(state, kotd.power(["destruction", "fame"]))
    assert (state["fame"], state["destruction"]) == (6, 3) and not state["over"]


def test_white_heart_past_the_cap_is_a_cube(kotd):
    state = after_resolution(kotd, cubes=3)
    state = kotd.play(state, kotd.power(["heart", "heart"]))
    assert state["autobot"]["life"] == 12 and state["autobot"]["cubes"] == 2
    assert kotd.refs(state).count("kotd.C_useless") == 2


def test_white_heart_heals_below_the_cap(kotd):
    state = after_resolution(kotd, cubes=3, life=10)
    state = kotd.play(state, kotd.power(["heart", "heart"]))
    assert state["autobot"]["life"] == 12 and state["autobot"]["cubes"] == 0


def test_white_smash_is_damage_never_a_question(kotd):
    state = after_resolution(kotd, cubes=3)
    life = state["player"]["life"]
    state = kotd.play(state, kotd.power(["smash", "power"]))
    assert state["player"]["life"] == life - 1 and state["autobot"]["cubes"] == 1
    assert state["phase"] == "player"


def test_white_dice_view(kotd):
    state = kotd.play(after_resolution(kotd, cubes=3), kotd.power(["fame", "energy"]))
    dice = kotd.game.view(state)["dice"]
    assert dice["label"]["key"] == "kotd.dice.white"
    assert dice["dice"] == [{"face": "fame", "kept": False, "white": True},
                            {"face": "energy", "kept": False, "white": True}]


def test_lowering_cubes_below_the_threshold_cancels_the_pending_power(kotd):
    state = after_resolution(kotd, cubes=3)
    state = kotd.play(state, kotd.set("autobot_cubes", 2))
    assert state["phase"] == "player" and state["turn"] == "player"
    assert "kotd.log.power_cancelled" in kotd.keys(state)
    assert kotd.game.view(state)["instruction"]["msg"]["key"] == "kotd.instr.update_table"


def test_raising_cubes_on_the_players_turn_does_not_trigger_the_power(kotd):
    state = kotd.play(kotd.setup(first="player"), kotd.set("autobot_cubes", 9))
    assert state["phase"] == "player"
    state = kotd.play(state, kotd.END_TURN)
    assert state["phase"] == "roll"
