"""Issue 21 (Terraforming Mars at the table): "Play a card" is an answer of "Your action?"
and opens the card list; each blue action that can be used now is an answer of its own,
paid as the app proposes. Rulings in docs/rules/tm.md "The action question"."""

import copy

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game
from test_tm_golden import play_script
from test_tm_helpers import in_actions, play, with_

OPEN, BACK = {"type": "cards", "open": True}, {"type": "cards", "open": False}


def ready(**extra):
    extra.setdefault("mc", 60)
    extra.setdefault("hand", 5)
    return with_(in_actions("R08"), **extra)


def answers(state):
    prompt = game.view(state)["prompt"]
    assert prompt["kind"] == "choice"
    return prompt["choices"]


def labels(state):
    return [c["label"]["key"] for c in answers(state)]


def without_step(state):
    return {k: v for k, v in state.items() if k not in ("n", "log")}


def test_play_a_card_is_the_first_answer_and_says_how_many_cards_are_in_hand():
    first = answers(ready())[0]
    assert first["label"]["key"] == "tm.choice.play_card" and first["label"]["params"]["n"] == 5
    assert first["primary"] and first["action"] == OPEN
    assert labels(ready())[-1] == "tm.choice.pass"
    # no card in hand: the answer is not offered (the hand counter corrects a miscount)
    assert "tm.choice.play_card" not in labels(ready(hand=0))
    with pytest.raises(RuleError) as err:
        game.apply(ready(hand=0), OPEN)
    assert err.value.key == "tm.error.empty_hand"


def test_the_card_list_is_in_the_view_only_while_it_is_open():
    state = ready(todo=[])
    assert "catalog" not in game.view(state)["board"] and not game.view(state)["board"]["picking"]
    opened = play(state, OPEN)
    view = game.view(opened)
    assert view["board"]["picking"] and len(view["board"]["catalog"]) == 208
    assert view["instruction"]["msg"]["key"] == "tm.instr.pick_card"
    assert [c["action"] for c in view["prompt"]["choices"]] == [BACK]
    assert view["prompt"]["msg"]["key"] == "tm.prompt.pick_card"


def test_opening_and_closing_the_list_changes_nothing_else():
    state = ready()
    opened = play(state, OPEN)
    assert opened["picking"] is True and opened["log"] == state["log"]  # no log line
    closed = play(opened, BACK)
    assert "picking" not in closed and without_step(closed) == without_step(state)
    for twice in ((opened, OPEN), (state, BACK)):
        with pytest.raises(RuleError):
            game.apply(*twice)


def test_what_is_left_to_copy_stays_said_while_the_list_is_open():
    state = play(ready(), {"type": "project", "project": "power_plant"})
    assert state["todo"]
    opened = play(state, OPEN)
    assert opened["todo"] == state["todo"]
    instruction = game.view(opened)["instruction"]["msg"]
    assert instruction["key"] == "tm.instr.todo_then" and instruction["params"]["then"]["key"] == "tm.instr.pick_card"


def test_playing_a_card_or_any_other_action_closes_the_list_and_a_refusal_keeps_it():
    opened = play(ready(), OPEN)
    played = play(opened, {"type": "play", "card": "141"})  # Power Plant
    assert "picking" not in played and "141" in played["played"]
    assert "picking" not in play(opened, {"type": "project", "project": "asteroid"})
    assert "picking" not in play(opened, {"type": "pass"})
    # a counter corrected while choosing keeps the list open
    assert play(opened, {"type": "set", "counter": "steel", "value": 3})["picking"] is True
    before = copy.deepcopy(opened)
    with pytest.raises(RuleError):
        game.apply(opened, {"type": "play", "card": "008"})  # Capital: no energy production
    assert opened == before


def test_a_card_can_still_be_played_without_opening_the_list():
    """Saves of engine 2 play cards straight from "Your action?": they still replay."""
    assert "141" in play(ready(), {"type": "play", "card": "141"})["played"]


def test_a_whole_scripted_game_never_leaves_the_list_open():
    session = play_script()
    assert "picking" not in session.state


# -- blue actions -----------------------------------------------------------------------
def test_each_blue_action_usable_now_is_an_answer_paid_as_proposed():
    state = play(ready(mc=80, steel=6), {"type": "play", "card": "187", "steel": 6})  # Aquifer Pumping
    state = with_(state, mc=20, steel=3)
    pumping = [c for c in answers(state) if c["action"].get("card") == "187"]
    assert len(pumping) == 1
    # 8 M€, steel allowed: 3 steel (6) and 2 M€, no value wasted
    assert pumping[0]["action"] == {"type": "use_action", "card": "187", "steel": 3}
    assert pumping[0]["label"]["key"] == "tm.choice.card_action_paid"
    after = play(state, pumping[0]["action"])
    assert after["res"]["steel"] == 0 and after["res"]["mc"] == 18 and after["pending"][0]["tile"] == "ocean"
    # used: no longer an answer until the next generation
    assert not [c for c in answers(play(after, {"type": "place", "space": "33"})) if c["action"].get("card") == "187"]


def test_a_blue_action_that_cannot_be_used_is_not_an_answer():
    state = play(ready(), {"type": "play", "card": "014"})  # Development Center: spend 1 energy
    assert not [c for c in answers(state) if c["action"].get("card") == "014"]
    state = with_(state, energy=1)
    [dev] = [c for c in answers(state) if c["action"].get("card") == "014"]
    assert dev["action"] == {"type": "use_action", "card": "014"} and dev["label"]["key"] == "tm.choice.card_action"
    assert play(state, dev["action"])["hand"] == state["hand"] + 1


def test_a_blue_action_with_two_ways_is_two_answers():
    state = play(ready(), {"type": "play", "card": "033"})  # Regolith Eaters
    state["card_res"]["033"] = 2
    ways = [c["action"] for c in answers(state) if c["action"].get("card") == "033"]
    assert ways == [{"type": "use_action", "card": "033", "option": 0}, {"type": "use_action", "card": "033", "option": 1}]
