"""Issue 23: every effect the player copies onto the board names the card, corporation,
tile or bonus it comes from ("+2 plants (Arctic Algae · 023)"), in the instruction and in the
log. Ruling in docs/rules/tm.md "What names each effect"."""

import random

from solobots.core.messages import msg
from solobots.tm import game
from solobots.tm.data import CARDS, card_name, corp_name
from test_tm_helpers import catalog, in_actions, play, render, with_

# What the engine changes on the player's board by itself: each names its cause.
SOURCED = {"tm.todo.gain", "tm.todo.spend", "tm.todo.prod", "tm.todo.draw", "tm.todo.draw_keep", "tm.todo.no_tr",
           "tm.todo.temperature", "tm.todo.oxygen", "tm.todo.keep_top", "tm.todo.discard_top",
           "tm.todo.discard_revealed"}
FR, EN = catalog("fr"), catalog("en")


def todo(state):
    return [n["msg"] for n in state["todo"]]


def unsourced(state):
    return [n for n in todo(state) if n["key"] in SOURCED]


def test_arctic_algaes_two_plants_are_told_apart_from_the_oceans_bonus():
    state = with_(in_actions("R08"), mc=80, hand=5, temperature=-12)
    state = play(state, {"type": "play", "card": "023"}, {"type": "project", "project": "aquifer"})
    state = play(state, {"type": "place", "space": "33"})  # 2 plants on the space
    text = render(game.view(state)["instruction"]["msg"], EN)
    assert "+2 plants (placement bonus of the ocean)" in text and "+2 plants (Arctic Algae · 023)" in text
    fr = render(game.view(state)["instruction"]["msg"], FR)
    # The card as printed in the player's edition (issue 32).
    assert "+2 plantes (bonus de pose de l'océan)" in fr and "+2 plantes (Algue Arctique · 023)" in fr
    lines = [render(line["msg"], EN) for line in state["log"][-4:]]
    assert "Placement bonus of the ocean (row 5, space 5): +2 plants." in lines
    assert "Arctic Algae · 023, effect: +2 plants." in lines


def test_a_cards_own_effects_and_a_corporations_name_themselves():
    state = with_(in_actions("R08"), mc=80, hand=5)
    state = play(state, {"type": "play", "card": "141"})  # Power Plant: +1 energy production
    assert msg("tm.todo.from", what=msg("tm.todo.prod", what=msg("tm.prodname.energy"), value=1),
               src=card_name("141")) in todo(state)
    state = play(state, {"type": "project", "project": "greenery"})
    assert msg("tm.todo.from", what=msg("tm.todo.gain", n=4, res=msg("tm.res.mc")), src=corp_name("R08")) in todo(state)


def test_a_bonus_step_and_a_raise_name_their_cause():
    state = play(with_(in_actions("R08"), mc=80, hand=5, temperature=-26), {"type": "project", "project": "asteroid"})
    text = render(game.view(state)["instruction"]["msg"], EN)
    assert "temperature -24 °C (Asteroid)" in text
    assert "heat production 1 (bonus step at \u221224 °C)" in text


def test_in_random_games_every_change_the_engine_makes_names_its_cause():
    rng = random.Random(2023)
    seen = set()
    for seed in ("a", "b", "c", "d"):
        state = game.setup({"card_order": "default"}, seed)
        for _ in range(400):
            actions = game.legal_actions(state)
            if not actions:
                break
            state = game.apply(state, rng.choice(actions))
            assert unsourced(state) == [], (seed, state["n"], unsourced(state))
            seen.update(n["params"]["what"]["key"] for n in todo(state) if n["key"] == "tm.todo.from")
    assert {"tm.todo.gain", "tm.todo.prod", "tm.todo.temperature", "tm.todo.oxygen"} <= seen
    assert all(isinstance(c["name"], str) for c in CARDS.values())
