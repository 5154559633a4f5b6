"""Part B: resolving the six dice in the seed's order, with a victory check after each step."""

import pytest

from solobots.core.errors import RuleError


@pytest.mark.parametrize("symbols, spaces", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_fame_symbols_move_the_token(kotd, symbols, spaces):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["fame"] * symbols + ["smash"] * (6 - symbols)))
    assert state["phase"] == "resolve"  # all kept: early stop
    state = kotd.play(state, kotd.resolve())
    assert state["fame"] == spaces
    line = next(line_ for line_ in state["log"] if line_["msg"]["key"] == "kotd.log.pull")
    assert line["msg"]["params"]["n"] == spaces and line["msg"]["params"]["symbols"] == symbols
    assert line["rule"]["ref"] == "kotd.B3"


def test_both_types_resolve_in_one_turn(kotd):
    state = kotd.play(kotd.autobot_turn(fame=-1, destruction=-1),
                      kotd.roll(["fame"] * 3 + ["destruction"] * 3))
    state = kotd.play(state, {"type": "choose_type", "kind": "fame"})
    state = kotd.play(state, kotd.roll(["destruction"] * 3), kotd.roll(["destruction"] * 3), kotd.resolve())
    assert (state["fame"], state["destruction"]) == (0, 0)


def test_useless_symbols_and_surplus_hearts_become_cubes(kotd):
    state = kotd.final(kotd.autobot_turn(life=11), ["fame", "fame", "destruction", "heart", "heart", "energy"])
    state = kotd.play(state, kotd.resolve())
    assert state["autobot"]["life"] == 12
    assert state["autobot"]["cubes"] == 2 + 1 + 1 + 1  # two fame, one destruction, one heart past the cap, energy
    line = next(line_ for line_ in state["log"] if line_["msg"]["key"] == "kotd.log.cubes")
    assert line["rule"]["ref"] == "kotd.B5" and line["msg"]["params"]["n"] == 5
    fr = kotd.load_catalog("fr")
    assert kotd.render(line["msg"], fr) == (
        "Posez 5 cubes d’énergie sur la fiche d’Autobot (1 énergie, 1 soin inutile, 2 gloires inutiles"
        " et 1 destruction inutile)\u202f: 0 → 5.")


def test_blocked_smashes_become_cubes(kotd):
    # Asked only once the player said a card of theirs blocks (issue 23).
    state = kotd.play(kotd.autobot_turn(), kotd.set("blockers", 1))
    state = kotd.final(state, ["smash"] * 4 + ["heart", "heart"])
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["kind"] == "numbers" and prompt["action"] == {"type": "resolve"}
    assert prompt["fields"] == [{"id": "blocked", "label": {"key": "kotd.field.blocked", "params": {}},
                                 "min": 0, "max": 4, "value": 0}]
    state = kotd.play(state, kotd.resolve(3))
    assert state["player"]["life"] == 14 and state["autobot"]["cubes"] == 2 + 3
    assert state["log"][kotd.keys(state).index("kotd.log.blocked")]["kind"] == "player"


def test_no_smash_resolves_with_a_single_choice(kotd):
    state = kotd.final(kotd.autobot_turn(), ["energy"] * 6)
    prompt = kotd.game.view(state)["prompt"]
    assert prompt["kind"] == "choice"
    assert prompt["choices"] == [{"label": {"key": "kotd.choice.resolve", "params": {}},
                                  "action": {"type": "resolve", "values": {"blocked": 0}}, "primary": True}]
    assert kotd.play(state, prompt["choices"][0]["action"])["autobot"]["cubes"] == 6


def test_blocked_cannot_exceed_smashes(kotd):
    state = kotd.final(kotd.autobot_turn(), ["smash", "smash"] + ["energy"] * 4)
    for bad in (3, -1, True, "1", None, 1.0):
        with pytest.raises(RuleError):
            kotd.game.apply(state, kotd.resolve(bad))
    for bad in ({}, {"blocked": 0, "extra": 1}, None, [0]):
        with pytest.raises(RuleError) as err:
            kotd.game.apply(state, {"type": "resolve", "values": bad})
        assert err.value.key == "kotd.error.bad_values"


def test_life_is_capped_at_the_maximum(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(life=11), ["heart"] * 6), kotd.resolve())
    assert state["autobot"]["life"] == 12 and state["autobot"]["cubes"] == 5
    assert "kotd.log.hearts_useless" in kotd.keys(state)


def test_player_life_stops_at_zero(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(player_life=2), ["smash"] * 6), kotd.resolve())
    assert state["player"]["life"] == 0 and state["over"]["winner"] == "bot"


def test_token_stops_at_the_victory_space(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=5), ["fame"] * 6), kotd.resolve())
    assert state["fame"] == 7
    assert "kotd.log.pull_stopped" in kotd.keys(state)


def test_victory_by_life(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(player_life=3), ["smash"] * 3 + ["fame"] * 3), kotd.resolve())
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_life"}
    assert state["fame"] == 0  # resolution stopped at B1
    view = kotd.game.view(state)
    assert view["status"] == {"over": True, "winner": "bot", "reason": {"key": "kotd.reason.bot_life", "params": {}}}
    assert view["prompt"] == {"kind": "none"} and view["controls"] == []
    assert kotd.game.legal_actions(state) == []
    assert state["log"][-1]["kind"] == "win" and state["log"][-1]["rule"]["ref"] == "kotd.B1"


def test_victory_by_the_victory_space(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=6), ["fame"] * 3 + ["energy"] * 3), kotd.resolve())
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_fame_space"}


def test_victory_by_both_tokens_in_the_spotlight(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=2, destruction=3), ["fame"] * 3 + ["energy"] * 3),
                      kotd.resolve())
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_spotlight"}
    assert state["log"][-1]["rule"]["ref"] == "kotd.B3"


def test_sixth_space_is_not_the_spotlight(kotd):
    # Fame jumps from +2 over the spotlight to +6: no win while Destruction waits at +3.
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=2, destruction=3), ["fame"] * 6),
                      kotd.resolve())
    assert state["fame"] == 6 and not state["over"]


def test_fame_move_wins_before_destruction_is_applied(kotd):
    # Destruction at +7 would also win; the fame step comes first and ends the game.
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=4, destruction=4),
                                 ["fame", "fame", "fame", "destruction", "destruction", "destruction"]),
                      kotd.resolve())
    assert state["over"]["reason"] == "kotd.reason.bot_spotlight"
    assert state["destruction"] == 4 and state["autobot"]["cubes"] == 0


def test_destruction_can_take_the_win_after_fame(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(fame=2, destruction=6),
                                 ["fame", "fame", "fame", "destruction", "destruction", "destruction"]),
                      kotd.resolve())
    assert (state["fame"], state["destruction"]) == (3, 7)
    assert state["over"]["reason"] == "kotd.reason.bot_destruction_space"


def test_update_table_instruction_after_resolution(kotd):
    state = kotd.play(kotd.final(kotd.autobot_turn(), ["smash", "smash", "fame", "fame", "fame", "energy"]),
                      kotd.resolve())
    instruction = kotd.game.view(state)["instruction"]
    assert instruction["rule"]["ref"] == "kotd.B"
    fr = kotd.load_catalog("fr")
    assert kotd.render(instruction["msg"], fr) == (
        "Mettez la table à jour\u202f: votre monstre à 13 PV, Autobot à 12 PV, pion gloire à 1 case du centre"
        " côté Autobot, pion destruction au centre, 1 cube d’énergie sur la fiche d’Autobot.")


@pytest.mark.parametrize("counter, value, reason", [
    ("autobot_life", 0, "player_life"),
    ("fame", -7, "player_fame_space"),
    ("destruction", -7, "player_destruction_space"),
])
def test_player_victories_after_a_counter_set(kotd, counter, value, reason):
    state = kotd.play(kotd.setup(first="player"), kotd.set(counter, value))
    assert state["over"] == {"winner": "player", "reason": "kotd.reason." + reason}
    assert kotd.game.view(state)["summary"]["key"] == "kotd.summary.won_player"


def test_player_victory_by_spotlight_and_autobot_victory_by_correction(kotd):
    state = kotd.play(kotd.setup(first="player"), kotd.set("destruction", -4), kotd.set("fame", -5))
    assert state["over"] == {"winner": "player", "reason": "kotd.reason.player_spotlight"}
    state = kotd.play(kotd.autobot_turn(), kotd.set("player_life", 0))
    assert state["over"] == {"winner": "bot", "reason": "kotd.reason.bot_life"}
    assert state["log"][-1]["rule"]["ref"] == "kotd.B1"
