"""Issue 23: the player's own roll resolved by the usual rules, the blocked-smash question
only for a player who holds a blocking card; issue 21: a win reached through the counters
is confirmed once. Rulings 22-30 of docs/rules/kotd.md."""

import copy

import pytest

from solobots.core.errors import RuleError


def mine(kotd, seed="mine", life=None, bot_life=None, fame=0, destruction=0, first="autobot"):
    """The player's turn (The King, 15) against Meka Dragon (12), counters as asked; with
    first="autobot" the player's turn comes after Autobot's (six dice)."""
    state = kotd.setup(seed, first=first, player_monster="the_king", autobot_monster="meka_dragon")
    if first == "autobot":
        state = kotd.play(kotd.final(state, ["fame"] * 3 + ["destruction"] * 3), kotd.resolve())
    assert state["phase"] == "player"
    state["fame"], state["destruction"] = fame, destruction
    if life is not None:
        state["player"]["life"] = life
    if bot_life is not None:
        state["autobot"]["life"] = bot_life
    return state


def entered(faces):
    return {"type": "player_roll", "faces": faces}


def refused(kotd, state, action, key):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        kotd.game.apply(state, action)
    assert err.value.key == key
    assert state == before


def lines(kotd, state):
    return [(line["msg"]["key"], line["rule"]["ref"] if line["rule"] else None) for line in state["log"]]


# -- ruling 22: the usual rules, one per face ------------------------------------------------
def test_smashes_take_life_from_autobot(kotd):
    state = kotd.play(mine(kotd), entered(["smash"] * 3 + ["energy"] * 3))
    assert state["autobot"]["life"] == 9
    assert ("kotd.log.you_smash", "kotd.you_smash") in lines(kotd, state)
    assert state["log"][[k for k, _ in lines(kotd, state)].index("kotd.log.you_smash")]["msg"]["params"] == {
        "n": 3, "before": 12, "after": 9}


def test_hearts_heal_the_player_up_to_the_maximum(kotd):
    state = kotd.play(mine(kotd, life=13), entered(["heart"] * 4 + ["energy"] * 2))
    assert state["player"]["life"] == 15
    keys = kotd.keys(state)
    assert "kotd.log.you_heal" in keys and "kotd.log.you_hearts_useless" in keys
    useless = state["log"][keys.index("kotd.log.you_hearts_useless")]["msg"]["params"]
    assert useless == {"n": 2, "max": 15}


@pytest.mark.parametrize("symbols, moved", [(1, 0), (2, 0), (3, 1), (4, 2), (5, 3), (6, 4)])
def test_fame_and_destruction_move_one_space_for_three_and_one_per_extra(kotd, symbols, moved):
    for token in ("fame", "destruction"):
        state = kotd.play(mine(kotd), entered([token] * symbols + ["energy"] * (6 - symbols)))
        assert state[token] == -moved
        other = "destruction" if token == "fame" else "fame"
        assert state[other] == 0
        if symbols < 3:
            assert "kotd.log.you_type_useless" in kotd.keys(state)


def test_a_token_stops_on_the_players_victory_space(kotd):
    state = kotd.play(mine(kotd, fame=-5), entered(["fame"] * 6))
    assert state["fame"] == -7 and state["over"]["reason"] == "kotd.reason.player_fame_space"
    assert "kotd.log.you_pull_stopped" in kotd.keys(state)


def test_energy_and_special_powers_are_said_and_change_no_counter(kotd):
    before = mine(kotd)
    state = kotd.play(before, entered(["energy", "energy", "power", "energy", "power", "energy"]))
    keys = kotd.keys(state)
    assert state["log"][keys.index("kotd.log.you_energy")]["msg"]["params"] == {"n": 4}
    power = state["log"][keys.index("kotd.log.you_power")]["msg"]["params"]
    assert power == {"n": 2, "monster": {"key": "kotd.monster.the_king", "params": {}}}
    for side in ("player", "autobot"):
        assert state[side] == before[side]
    assert (state["fame"], state["destruction"]) == (0, 0)


def test_each_change_is_said_in_what_just_happened(kotd):
    before = mine(kotd, life=14)
    state = kotd.game.apply(before, entered(["smash", "heart", "fame", "fame", "fame", "energy"]))
    assert [k for k, _ in lines(kotd, state)] == [
        "kotd.log.you_kept", "kotd.log.you_smash", "kotd.log.you_heal", "kotd.log.you_pull", "kotd.log.you_energy"]
    assert all(line["kind"] in ("player", "dice") for line in state["log"])
    view = kotd.game.view(state)
    assert view["instruction"]["msg"]["key"] == "kotd.instr.after_roll"
    assert view["prompt"]["choices"][0]["action"] == {"type": "end_turn"}
    assert view["dice"]["final"] and [d["face"] for d in view["dice"]["dice"]] == [
        "smash", "heart", "fame", "fame", "fame", "energy"]


# -- ruling 23: victory checks after each step ------------------------------------------------
def test_smashes_that_empty_autobot_win_at_once(kotd):
    state = kotd.play(mine(kotd, bot_life=2, fame=-2), entered(["smash"] * 3 + ["fame"] * 3))
    assert state["over"] == {"winner": "player", "reason": "kotd.reason.player_life"}
    assert state["fame"] == -2  # nothing resolves after the winning step
    assert state["log"][-1]["rule"]["ref"] == "kotd.you_win"


def test_the_fame_pull_can_win_before_destruction_is_resolved(kotd):
    state = kotd.play(mine(kotd, fame=-2, destruction=-4),
                      entered(["fame", "fame", "fame", "destruction", "destruction", "destruction"]))
    assert state["over"]["reason"] == "kotd.reason.player_spotlight"
    assert (state["fame"], state["destruction"]) == (-3, -4)


def test_the_sixth_space_is_not_the_spotlight_for_the_player_either(kotd):
    state = kotd.play(mine(kotd, fame=-2, destruction=-4), entered(["fame"] * 6))
    assert state["fame"] == -6 and not state["over"]


# -- ruling 24: the app's dice, three rolls, the player keeps between them --------------------
def test_roll_for_me_then_keep_and_reroll_up_to_three_rolls(kotd):
    state = kotd.play(mine(kotd, seed="app"), entered(None))
    roll = state["proll"]
    assert roll["roll"] == 1 and len(roll["dice"]) == 6 and not roll["done"]
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["widget"] == "kotd_roll" and prompt["mode"] == "keep" and prompt["dice"] == [
        d["face"] for d in roll["dice"]]
    kept = [roll["dice"][0]["face"], roll["dice"][1]["face"]]
    state = kotd.play(state, {"type": "player_reroll", "keep": [0, 1], "faces": None})
    assert state["proll"]["roll"] == 2 and [d["face"] for d in state["proll"]["dice"][:2]] == kept
    state = kotd.play(state, {"type": "player_reroll", "keep": [0], "faces": None})
    assert state["proll"]["done"] and state["proll"]["roll"] == 3
    assert "kotd.log.you_rerolled" in kotd.keys(state)


def test_the_app_dice_and_entered_rerolls_are_the_same_step(kotd):
    state = kotd.play(mine(kotd, seed="same"), entered(None))
    rolled = kotd.play(state, {"type": "player_reroll", "keep": [2], "faces": None})
    faces = [d["face"] for i, d in enumerate(rolled["proll"]["dice"]) if i != 2]
    typed = kotd.play(state, {"type": "player_reroll", "keep": [2], "faces": faces})
    assert {**rolled, "rng": None} == {**typed, "rng": None}


def test_resolving_the_app_dice_early(kotd):
    state = kotd.play(mine(kotd, seed="early"), entered(None))
    faces = [d["face"] for d in state["proll"]["dice"]]
    state = kotd.play(state, {"type": "player_resolve"})
    assert state["proll"]["done"] and [d["face"] for d in state["proll"]["dice"]] == faces
    assert state["autobot"]["life"] == 12 - faces.count("smash")


def test_bad_keeps_and_late_rolls_are_refused(kotd):
    state = kotd.play(mine(kotd, seed="bad"), entered(None))
    for keep in ([0, 0], [6], [-1], [True], "0", None):
        refused(kotd, state, {"type": "player_reroll", "keep": keep, "faces": None}, "kotd.error.bad_keep")
    refused(kotd, state, {"type": "player_reroll", "keep": list(range(6)), "faces": None}, "kotd.error.keep_all")
    refused(kotd, state, entered(["smash"] * 6), "kotd.error.roll_given")
    done = kotd.play(state, {"type": "player_resolve"})
    refused(kotd, done, {"type": "player_resolve"}, "kotd.error.no_reroll")
    refused(kotd, done, {"type": "player_reroll", "keep": [], "faces": None}, "kotd.error.no_reroll")
    refused(kotd, done, entered(None), "kotd.error.roll_given")


# -- ruling 25: how many dice ------------------------------------------------------------------
def test_five_dice_on_the_first_turn_of_the_player_who_starts_and_up_to_two_white_dice(kotd):
    first = kotd.setup("count", first="player")
    prompt = kotd.game.view(first)["prompt"]
    assert (prompt["count"], prompt["max"]) == (5, 7)
    assert len(kotd.play(first, entered(None))["proll"]["dice"]) == 5
    for n in (4, 8):
        refused(kotd, first, entered(["energy"] * n), "kotd.error.player_count")
    assert kotd.play(first, entered(["energy"] * 7))["proll"]["done"]
    later = mine(kotd)
    assert (kotd.game.view(later)["prompt"]["count"], kotd.game.view(later)["prompt"]["max"]) == (6, 8)
    refused(kotd, later, entered(["energy"] * 5), "kotd.error.player_count")
    refused(kotd, later, entered(["energy"] * 5 + ["claw"]), "kotd.error.unknown_face")


def test_the_turn_can_still_end_without_dice_and_the_roll_is_per_turn(kotd):
    state = kotd.play(mine(kotd), kotd.END_TURN)
    assert state["turn"] == "autobot" and "proll" not in state
    rolled = kotd.play(mine(kotd), entered(["smash"] * 6), kotd.END_TURN)
    assert "proll" not in rolled
    nxt = kotd.play(kotd.final(rolled, ["fame"] * 3 + ["destruction"] * 3), kotd.resolve())
    assert kotd.game.view(nxt)["prompt"]["mode"] == "enter"


# -- ruling 26: the blocked-smash question ------------------------------------------------------
def test_no_blocking_card_no_question(kotd):
    state = kotd.final(kotd.autobot_turn(), ["smash"] * 3 + ["energy"] * 3)
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["kind"] == "choice" and prompt["msg"] == {"key": "kotd.prompt.resolve_smashes", "params": {"n": 3}}
    assert prompt["choices"][0]["action"] == {"type": "resolve", "values": {"blocked": 0}}
    # saved games may still hold a blocked count: it is taken as before
    assert kotd.play(state, kotd.resolve(2))["player"]["life"] == 14


def test_a_blocking_card_brings_the_question_back(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.set("blockers", 2))
    assert state["log"][-1]["msg"]["params"]["after"] == "2"
    state = kotd.final(state, ["smash"] * 3 + ["energy"] * 3)
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["kind"] == "numbers" and prompt["fields"][0]["max"] == 3
    back = kotd.play(state, kotd.set("blockers", 0))
    assert kotd.game.view(back)["prompt"]["kind"] == "choice"


# -- ruling 27: a win through the counters is confirmed once --------------------------------
def counter(name, value):
    return {"type": "set", "counter": name, "value": value, "confirm_end": True}


def test_stepping_through_the_spotlight_does_not_end_the_game(kotd):
    state = mine(kotd, destruction=-4)
    state = kotd.play(state, counter("fame", -1), counter("fame", -2), counter("fame", -3))
    assert not state["over"] and state["claim"] == {"winner": "player", "reason": "kotd.reason.player_spotlight"}
    view = kotd.game.view(state)
    assert view["prompt"]["msg"]["key"] == "kotd.prompt.claim.player_spotlight"
    assert view["prompt"]["choices"] == [{"label": {"key": "kotd.choice.end_game", "params": {}},
                                          "action": {"type": "end_game"}, "primary": True}]
    said = len(state["log"])
    state = kotd.play(state, counter("fame", -4), counter("fame", -5))
    assert kotd.keys(state, said).count("kotd.log.claim") == 0  # the same claim is not said again
    state = kotd.play(state, counter("fame", -6))
    assert "claim" not in state and not state["over"]
    assert kotd.game.view(state)["prompt"]["mode"] == "enter"


def test_the_claim_follows_the_edit_and_ends_the_game_when_confirmed(kotd):
    state = kotd.play(mine(kotd), counter("autobot_life", 0))
    assert state["claim"]["reason"] == "kotd.reason.player_life"
    assert kotd.game.view(state)["prompt"]["msg"]["key"] == "kotd.prompt.claim.player_life"
    for action in (kotd.END_TURN, entered(None), kotd.roll()):
        with pytest.raises(RuleError) as err:
            kotd.game.apply(state, action)
        assert err.value.key in ("kotd.error.claim_pending",)
    state = kotd.play(state, {"type": "end_game"})
    assert state["over"] == {"winner": "player", "reason": "kotd.reason.player_life"}
    assert state["log"][-1]["rule"]["ref"] == "kotd.you_win"


def test_autobots_wins_through_the_counters_are_asked_too(kotd):
    state = kotd.play(kotd.autobot_turn(), counter("player_life", 0))
    assert state["claim"] == {"winner": "bot", "reason": "kotd.reason.bot_life"} and state["phase"] == "roll"
    state = kotd.play(state, {"type": "end_game"})
    assert state["over"]["winner"] == "bot" and state["log"][-1]["rule"]["ref"] == "kotd.B1"


def test_counters_without_the_flag_end_the_game_at_once_as_saved_games_did(kotd):
    state = kotd.play(mine(kotd), kotd.set("autobot_life", 0))
    assert state["over"]["winner"] == "player" and "claim" not in state
    with pytest.raises(RuleError) as err:
        kotd.game.apply(mine(kotd), {"type": "end_game"})
    assert err.value.key == "kotd.error.no_claim"


def test_the_steppers_send_the_flag(kotd):
    for item in kotd.game.view(mine(kotd))["controls"][0]["items"]:
        assert item["action"] == {"type": "set", "counter": item["id"], "confirm_end": True}


def test_old_action_lists_keep_their_states(kotd):
    """A game played with the counters only never writes the new keys: saved games replay
    to the same checksum (no ENGINE_VERSION bump)."""
    state = kotd.play(mine(kotd), kotd.set("fame", -2), kotd.set("autobot_life", 8), kotd.END_TURN)
    assert not {"proll", "claim", "blockers"} & set(state)
