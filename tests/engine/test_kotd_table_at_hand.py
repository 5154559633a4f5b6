"""Issue 11 ("the table at hand") for King of Tokyo: Duel: what Autobot did is on the
screen, not only in the log. The early stop (A · NB), the roll number in the headline,
the final dice, the log headings and the short steppers."""

from solobots.core.session import Session

NNBSP = "\u202f"


def texts(kotd, message):
    return {lang: kotd.render(message, kotd.load_catalog(lang), lang) for lang in ("fr", "en")}


def test_early_stop_after_roll_one_is_said_on_screen_with_the_nb(kotd):
    state = kotd.play(kotd.autobot_turn(life=10), kotd.roll(["smash", "smash", "heart", "heart", "fame", "fame"]))
    instruction = kotd.game.view(state)["instruction"]
    assert instruction["rule"]["ref"] == "kotd.NB"
    assert texts(kotd, instruction["msg"]) == {
        "fr": f"Autobot garde tous ses dés après le lancer 1 et arrête de lancer. Résolvez-les{NNBSP}: "
              "2 baffes, 2 soins et 2 gloires.",
        "en": "Autobot keeps all its dice after roll 1 and stops rolling. Resolve them: 2 smashes, 2 hearts and 2 fame.",
    }
    line = state["log"][-1]
    assert line["rule"]["ref"] == "kotd.NB"
    assert texts(kotd, line["msg"]) == {
        "fr": "Après le lancer 1, Autobot garde tous ses dés et arrête de lancer.",
        "en": "After roll 1, Autobot keeps all its dice and stops rolling.",
    }


def test_early_stop_after_roll_two_and_after_a_tie_choice(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "smash", "fame", "energy", "energy", "power"]))
    state = kotd.play(state, kotd.roll(["fame", "smash", "fame"]))
    view = kotd.game.view(state)
    assert view["instruction"]["msg"]["key"] == "kotd.instr.early_stop"
    assert view["instruction"]["msg"]["params"]["roll"] == 2
    assert view["dice"]["final"] is True
    # The tie question answered so that every die is kept: the same early stop.
    tie = kotd.play(kotd.autobot_turn(fame=1, destruction=1),
                    kotd.roll(["smash", "smash", "fame", "fame", "destruction", "destruction"]))
    assert tie["phase"] == "choose_type"
    after = kotd.play(tie, {"type": "choose_type", "kind": "fame"})
    assert after["phase"] == "roll"  # the destruction dice are rerolled: no early stop
    assert kotd.game.view(after)["instruction"]["msg"]["key"] == "kotd.instr.keep"


def test_the_headline_names_the_coming_roll(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["energy"] * 6))
    before_two = kotd.game.view(state)["instruction"]
    state = kotd.play(state, kotd.roll(["energy"] * 6))
    before_three = kotd.game.view(state)["instruction"]
    assert before_two != before_three
    assert (before_two["rule"]["ref"], before_three["rule"]["ref"]) == ("kotd.A5", "kotd.A8")
    assert texts(kotd, before_two["msg"]) == {
        "fr": f"Lancer 2 sur 3{NNBSP}: Autobot ne garde rien{NNBSP}; relancez 6 dés.",
        "en": "Roll 2 of 3: Autobot keeps nothing; reroll 6 dice.",
    }
    assert texts(kotd, before_three["msg"]) == {
        "fr": f"Lancer 3 sur 3{NNBSP}: Autobot ne garde rien{NNBSP}; relancez 6 dés.",
        "en": "Roll 3 of 3: Autobot keeps nothing; reroll 6 dice.",
    }
    kept = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "energy", "energy", "energy", "energy", "power"]))
    assert texts(kotd, kotd.game.view(kept)["instruction"]["msg"])["en"] == \
        "Roll 2 of 3: Autobot keeps 1 smash; reroll 5 dice."


def test_a_correction_keeps_the_roll_headline(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["energy"] * 6), kotd.set("fame", 1))
    assert kotd.game.view(state)["instruction"]["msg"]["params"]["roll"] == 2


def test_final_dice_are_marked_and_others_keep_their_flags(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "energy", "fame", "fame", "power", "heart"]))
    dice = kotd.game.view(state)["dice"]
    assert "final" not in dice
    assert [d["kept"] for d in dice["dice"]] == [True, False, True, True, False, False]
    state = kotd.play(state, kotd.roll(["energy"] * 3))
    assert "final" not in kotd.game.view(state)["dice"]
    state = kotd.play(state, kotd.roll(["heart", "energy", "power"]))
    dice = kotd.game.view(state)["dice"]
    assert dice["final"] is True and state["phase"] == "resolve"
    assert [d["kept"] for d in dice["dice"]] == [True, False, True, True, False, False]  # flags as they were
    assert texts(kotd, dice["label"]) == {"fr": "Dés d’Autobot · lancer 3 sur 3 · tous comptent",
                                          "en": "Autobot’s dice · roll 3 of 3 · they all count"}
    # Still the result on the player's turn, and the white dice are final too.
    after = kotd.play(state, kotd.resolve())
    assert after["phase"] == "power" and kotd.game.view(after)["dice"]["final"] is True
    power = kotd.play(kotd.final(kotd.autobot_turn(cubes=3), ["energy"] * 6), kotd.resolve(), kotd.power(["energy", "heart"]))
    assert kotd.game.view(power)["dice"]["final"] is True


def test_log_headings_for_each_round_and_each_turn(kotd):
    session = Session("kotd", {"first": "autobot"}, "headings")
    game = kotd.game
    for _ in range(200):
        state = session.state
        if state["round"] >= 3 or state["over"]:
            break
        prompt = game.view(state)["prompt"]
        if prompt["kind"] == "dice":
            session.act({**prompt["action"], "faces": None})
        elif prompt["kind"] == "numbers":
            session.act({**prompt["action"], "values": {"blocked": 0}})
        else:
            session.act(prompt["choices"][0]["action"])
    lines = session.log()
    heads = [(line["kind"], line["msg"]["key"], line["msg"]["params"]) for line in lines
             if line["kind"] in ("round", "turn")]
    assert heads[:5] == [
        ("round", "kotd.log.round", {"n": 1}), ("turn", "kotd.log.autobot_turn", {}),
        ("turn", "kotd.log.player_turn", {}),
        ("round", "kotd.log.round", {"n": 2}), ("turn", "kotd.log.autobot_turn", {}),
    ]
    rounds = [line for line in lines if line["kind"] == "round"]
    for line in rounds:
        assert texts(kotd, line["msg"]) == {"fr": f"Manche {line['msg']['params']['n']}",
                                            "en": f"Round {line['msg']['params']['n']}"}
    turn_texts = {line["msg"]["key"]: texts(kotd, line["msg"]) for line in lines if line["kind"] == "turn"}
    assert turn_texts == {"kotd.log.autobot_turn": {"fr": "Tour d’Autobot", "en": "Autobot’s turn"},
                          "kotd.log.player_turn": {"fr": "Votre tour", "en": "Your turn"}}


def test_headings_when_the_player_starts(kotd):
    state = kotd.setup(first="player")
    kinds = [(line["kind"], line["msg"]["key"]) for line in state["log"] if line["kind"] in ("round", "turn")]
    assert kinds == [("round", "kotd.log.round"), ("turn", "kotd.log.player_turn")]
    state = kotd.play(state, kotd.END_TURN)
    assert [line["kind"] for line in state["log"] if line["kind"] in ("round", "turn")][-1] == "turn"
    assert [line["msg"]["key"] for line in state["log"] if line["kind"] == "round"] == ["kotd.log.round"]


def test_steppers_put_the_turns_counters_first_with_short_labels(kotd):
    state = kotd.setup(first="player")
    group = kotd.game.view(state)["controls"][0]
    assert [item["id"] for item in group["items"]] == [
        "fame", "destruction", "autobot_cubes", "autobot_life", "player_life", "blockers"]
    labels = {lang: [kotd.render(item["label"], kotd.load_catalog(lang), lang) for item in group["items"]]
              for lang in ("fr", "en")}
    assert labels == {"fr": ["Gloire", "Destruction", "Cubes d’Autobot", "PV d’Autobot", "Vos PV", "Blocage (cartes)"],
                      "en": ["Fame", "Destruction", "Autobot’s cubes", "Autobot’s life", "Your life", "Blocking cards"]}
    assert all(len(text) <= 16 for words in labels.values() for text in words)  # a 200 px column
    assert texts(kotd, group["title"]) == {"fr": "Compteurs · + vers Autobot", "en": "Counters · + toward Autobot"}
    # The steppers still send the same actions, and the log keeps its long names.
    item = group["items"][0]
    after = kotd.play(state, {**item["action"], "value": -1})
    assert texts(kotd, after["log"][-1]["msg"])["en"].startswith("Fame token (+ toward Autobot): 0 → −1")
