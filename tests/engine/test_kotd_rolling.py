"""Part A: what Autobot keeps after each roll, the tie question, the early stop."""

TIE = ["fame", "fame", "destruction", "destruction", "energy", "power"]


def test_seed_example_meka_dragon_at_10_of_12_keeps_two_of_three_hearts(kotd):
    state = kotd.autobot_turn(life=10)
    assert (state["autobot"]["monster"], state["autobot"]["max"]) == ("meka_dragon", 12)
    state = kotd.play(state, kotd.roll(["heart", "heart", "heart", "energy", "power", "energy"]))
    assert kotd.kept(state) == ["heart", "heart"]
    line = next(line_ for line_ in state["log"] if line_["msg"]["key"] == "kotd.log.keep_hearts")
    assert line["msg"]["params"] == {"n": 2, "rolled": 3, "life": 10, "max": 12, "already": 0}
    assert line["rule"]["ref"] == "kotd.A3"
    assert kotd.game.view(state)["prompt"]["count"] == 4


def test_type_tie_broken_by_the_token_nearer_autobot(kotd):
    fame_ahead = kotd.play(kotd.autobot_turn(fame=2, destruction=1), kotd.roll(TIE))
    assert fame_ahead["type"] == "fame" and kotd.kept(fame_ahead) == ["fame", "fame"]
    destruction_ahead = kotd.play(kotd.autobot_turn(fame=-1, destruction=0), kotd.roll(TIE))
    assert destruction_ahead["type"] == "destruction"
    line = destruction_ahead["log"][-2]
    assert (line["msg"]["key"], line["rule"]["ref"]) == ("kotd.log.type_tie_token", "kotd.A4")


def test_type_tie_on_the_same_space_asks_the_player_and_both_answers_work(kotd):
    asked = kotd.play(kotd.autobot_turn(fame=2, destruction=2), kotd.roll(TIE))
    view = kotd.game.view(asked)
    prompt = view["prompt"]
    assert (asked["phase"], prompt["kind"], prompt["rule"]["ref"]) == ("choose_type", "choice", "kotd.A4")
    assert [c["action"] for c in prompt["choices"]] == [
        {"type": "choose_type", "kind": "fame"}, {"type": "choose_type", "kind": "destruction"}]
    assert view["instruction"]["rule"]["ref"] == "kotd.A4"
    assert not any(d["kept"] and d["face"] in ("fame", "destruction") for d in asked["dice"])
    for kind in ("fame", "destruction"):
        state = kotd.play(asked, {"type": "choose_type", "kind": kind})
        assert state["type"] == kind and kotd.kept(state) == [kind, kind]
        assert state["phase"] == "roll" and kotd.game.view(state)["prompt"]["count"] == 4
        assert state["log"][-2]["kind"] == "player"


def test_no_type_on_roll_one_then_a_type_on_roll_two(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "energy", "energy", "power", "power", "energy"]))
    assert state["type"] is None and kotd.kept(state) == ["smash"]
    state = kotd.play(state, kotd.roll(["destruction", "destruction", "fame", "energy", "heart"]))
    assert state["type"] == "destruction"
    assert kotd.kept(state) == ["destruction", "destruction", "smash"]
    line = next(line_ for line_ in reversed(state["log"]) if line_["msg"]["key"] == "kotd.log.type_more")
    assert line["rule"]["ref"] == "kotd.A7"


def test_tie_on_roll_two_without_a_type_asks_too(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash"] + ["energy"] * 5))
    state = kotd.play(state, kotd.roll(["fame", "destruction", "energy", "energy", "energy"]))
    assert state["phase"] == "choose_type"
    state = kotd.play(state, {"type": "choose_type", "kind": "destruction"})
    assert kotd.kept(state) == ["destruction", "smash"] and kotd.game.view(state)["prompt"]["count"] == 4


def test_the_kept_type_stays_on_roll_two_even_if_outnumbered(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["fame", "fame", "destruction", "energy", "energy", "energy"]))
    assert state["type"] == "fame"
    state = kotd.play(state, kotd.roll(["destruction", "destruction", "destruction", "fame"]))
    assert kotd.kept(state) == ["fame", "fame", "fame"]
    assert kotd.game.view(state)["prompt"]["count"] == 3
    assert "kotd.log.keep_same_type" in kotd.keys(state)


def test_useful_hearts_count_the_hearts_already_kept(kotd):
    state = kotd.play(kotd.autobot_turn(life=9), kotd.roll(["heart", "heart", "energy", "energy", "energy", "power"]))
    assert kotd.kept(state) == ["heart", "heart"]
    state = kotd.play(state, kotd.roll(["heart", "heart", "smash", "energy"]))
    assert kotd.kept(state) == ["heart", "heart", "heart", "smash"]  # only 1 of the 2 new hearts fits
    line = next(line_ for line_ in reversed(state["log"]) if line_["msg"]["key"] == "kotd.log.keep_hearts")
    assert line["msg"]["params"]["already"] == 2 and line["rule"]["ref"] == "kotd.A6"


def test_early_stop_after_roll_one(kotd):
    state = kotd.play(kotd.autobot_turn(life=10), kotd.roll(["smash", "smash", "heart", "heart", "fame", "fame"]))
    assert (state["phase"], state["roll"]) == ("resolve", 1)
    assert state["log"][-1]["msg"] == {"key": "kotd.log.early_stop", "params": {"roll": 1}}
    assert all(d["kept"] for d in state["dice"])


def test_no_early_stop_when_a_heart_is_surplus(kotd):
    state = kotd.play(kotd.autobot_turn(life=11), kotd.roll(["smash", "smash", "heart", "heart", "fame", "fame"]))
    assert state["phase"] == "roll" and kotd.game.view(state)["prompt"]["count"] == 1


def test_early_stop_after_roll_two(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "smash", "fame", "energy", "energy", "power"]))
    state = kotd.play(state, kotd.roll(["fame", "smash", "fame"]))
    assert (state["phase"], state["roll"]) == ("resolve", 2)
    assert kotd.refs(state)[-1] == "kotd.NB"


def test_six_smashes_stop_early_without_a_type(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash"] * 6))
    assert state["phase"] == "resolve" and state["type"] is None


def test_keep_instruction_names_the_kept_dice_and_the_reroll(kotd):
    state = kotd.play(kotd.autobot_turn(life=11), kotd.roll(["smash", "smash", "heart", "energy", "power", "energy"]))
    instruction = kotd.game.view(state)["instruction"]
    assert instruction["rule"]["ref"] == "kotd.A5"
    fr = kotd.load_catalog("fr")
    assert kotd.render(instruction["msg"], fr) == "Lancer 2 sur 3\u202f: Autobot garde 2 baffes et 1 soin\u202f; relancez 3 dés."
    state = kotd.play(state, kotd.roll(["energy"] * 3))
    assert kotd.game.view(state)["instruction"]["rule"]["ref"] == "kotd.A8"


def test_nothing_kept_says_so(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["energy"] * 6))
    assert kotd.game.view(state)["instruction"]["msg"]["key"] == "kotd.instr.keep_nothing"
    assert kotd.game.view(state)["prompt"]["count"] == 6


def test_dice_view_marks_kept_dice(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "energy", "fame", "fame", "power", "heart"]))
    dice = kotd.game.view(state)["dice"]
    assert dice["set"] == "kotd" and dice["label"] == {"key": "kotd.dice.roll", "params": {"roll": 1}}
    assert [(d["face"], d["kept"]) for d in dice["dice"]] == [
        ("smash", True), ("energy", False), ("fame", True), ("fame", True), ("power", False), ("heart", False)]
    state = kotd.play(state, kotd.roll(["heart", "heart", "heart"]))  # rerolled dice keep their places
    assert [d["face"] for d in kotd.game.view(state)["dice"]["dice"]] == [
        "smash", "heart", "fame", "fame", "heart", "heart"]
