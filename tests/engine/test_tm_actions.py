"""Blue cards' actions (seed V-3 E), the bot's words for a card before it is played, the
cards in play on the table, undo of a card played by mistake, and the import graph of
the engine."""

import ast
import json
import pathlib

import pytest

from solobots.core.errors import RuleError
from solobots.core.session import Session
from solobots.tm import game
from test_tm_helpers import card_list, catalog, in_actions, play, render, with_

FR, EN = catalog("fr"), catalog("en")
TM = pathlib.Path(__file__).resolve().parents[2] / "py" / "solobots" / "tm"


def ready(corp="R32", **extra):
    extra.setdefault("mc", 200)
    extra.setdefault("hand", 10)
    return with_(in_actions(corp), **extra)


def card(cid, **pay):
    return {"type": "play", "card": cid, **pay}


def use(cid, **extra):
    return {"type": "use_action", "card": cid, **extra}


def entry(state, cid):
    return next(c for c in game.view(state)["board"]["in_play"] if c["id"] == cid)


def preview(state, cid):
    return next(c for c in card_list(state) if c["id"] == cid)


# -- actions ----------------------------------------------------------------------------
def test_birds_gets_an_animal_a_generation_and_scores_it():
    state = play(ready(oxygen=13), card("072"))
    assert entry(state, "072")["resource"]["n"] == 0 and entry(state, "072")["vp"] == 0
    state = play(state, use("072"))
    assert state["card_res"]["072"] == 1 and entry(state, "072")["vp"] == 1 and entry(state, "072")["used"]
    assert game.view(state)["board"]["score_now"]["cards"] == 1
    with pytest.raises(RuleError):
        game.apply(state, use("072"))
    state = play(state, {"type": "pass"}, {"type": "buy", "values": {"count": 0}}, use("072"))
    assert state["card_res"]["072"] == 2


def test_an_action_with_two_ways_has_one_button_per_way():
    state = play(ready(plants=1, steel=1, prod_energy=1), card("069"))  # Electro Catapult: a plant or a steel for 7 M€
    buttons = entry(state, "069")["actions"]
    assert [b["action"] for b in buttons] == [use("069", option=0), use("069", option=1)]
    with pytest.raises(RuleError) as err:
        game.apply(state, use("069"))
    assert err.value.key == "tm.error.bad_action_option"
    after = play(state, use("069", option=1))
    assert after["res"]["steel"] == 0 and after["res"]["mc"] == state["res"]["mc"] + 7
    assert entry(after, "069")["actions"][0]["why"]["key"] == "tm.error.action_used"


def test_an_action_refused_says_why_on_its_button():
    state = play(ready(), card("103"))  # Steelworks: 4 energy
    assert entry(state, "103")["actions"][0]["why"]["key"] == "tm.error.not_enough"
    state = play(with_(state, energy=4), use("103"))
    assert state["res"]["steel"] == 2 and state["globals"]["oxygen"] == 1 and state["res"]["energy"] == 0


def test_microbes_spent_from_the_card_raise_the_parameter():
    state = play(ready(), card("033"))  # Regolith Eaters
    state["card_res"]["033"] = 2
    after = play(state, use("033", option=0))
    assert after["card_res"]["033"] == 0 and after["globals"]["oxygen"] == 1 and after["tr"] == 15


def test_water_import_pays_with_titanium_and_places_an_ocean():
    state = play(ready(mc=0, titanium=12), card("012", titanium=9))  # 25: 27 in titanium, 9 is the least
    assert entry(state, "012")["actions"][0]["pay"] == [{"res": "titanium", "worth": 3, "max": 3, "value": 0}]
    state = play(with_(state, mc=6), use("012", titanium=2))
    assert state["res"]["titanium"] == 1 and state["res"]["mc"] == 0 and state["pending"][0]["tile"] == "ocean"


def test_an_action_that_would_give_nothing_is_refused():
    state = play(ready(oxygen=14, energy=3, oceans=2), card("177"))  # Water Splitting Plant
    with pytest.raises(RuleError) as err:
        game.apply(state, use("177"))
    assert err.value.key == "tm.error.action_buys_nothing"


def test_an_action_adding_resources_no_card_can_hold_is_refused():
    state = play(ready(temperature=-14), card("133"))  # Symbiotic Fungus: a microbe on another card
    assert entry(state, "133")["actions"][0]["why"]["key"] == "tm.error.action_buys_nothing"
    state = play(with_(state, oxygen=4), card("049"))  # Tardigrades hold microbes
    state = play(state, use("133"))
    assert state["card_res"]["049"] == 1  # the only such card: no question


def test_equatorial_magnetizer_lowers_energy_production_for_tr():
    state = play(ready(), card("015"))
    assert entry(state, "015")["actions"][0]["why"]["key"] == "tm.error.not_enough"
    state = play(with_(state, prod_energy=1), use("015"))
    assert state["prod"]["energy"] == 0 and state["tr"] == 15 and state["tr_cards"] == 1


def test_inventors_guild_buys_or_discards_the_top_card():
    state = play(ready(), card("006"), use("006"))
    prompt = game.view(state)["prompt"]
    assert [render(c["label"], EN) for c in prompt["choices"]] == ["Buy it (3 M€)", "Discard it"]
    bought = play(state, prompt["choices"][0]["action"])
    assert bought["hand"] == state["hand"] + 1 and bought["res"]["mc"] == state["res"]["mc"] - 3
    kept = play(state, prompt["choices"][1]["action"])
    assert kept["hand"] == state["hand"]
    poor = play(with_(ready(), mc=9), card("006"), use("006"))
    assert len(game.view(poor)["prompt"]["choices"]) == 1


def test_a_card_resource_can_be_corrected_with_its_counter():
    state = play(ready(oxygen=13), card("072"))
    counter = entry(state, "072")["resource"]["counter"]
    state = play(state, {"type": "set", "counter": counter, "value": 4})
    assert state["card_res"]["072"] == 4
    with pytest.raises(RuleError):
        game.apply(state, {"type": "set", "counter": "card:090", "value": 1})


# -- the bot's words ---------------------------------------------------------------------
@pytest.mark.parametrize("cid, fr, en", [
    ("141", ["+1 énergie en production"], ["+1 energy production"]),
    ("140", ["+2 paliers de température", "sa tuile spéciale à poser sur un volcan (Tharsis Tholus, Ascraeus Mons, "
             "Pavonis Mons ou Arsia Mons)"],
     ["+2 temperature steps", "its special tile to place on a volcano (Tharsis Tholus, Ascraeus Mons, Pavonis Mons or "
      "Arsia Mons)"]),
    ("008", ["−2 énergie en production", "+5 M€ en production", "la tuile Capitale (une cité) à poser selon les règles "
             "normales", "1 PV par océan à côté de la Capitale (en plus du compte d'une cité)"],
     ["−2 energy production", "+5 M€ production", "the Capital tile (a city) to place under the normal rules",
      "1 VP per ocean next to the Capital (besides a city's scoring)"]),
])
def test_the_bot_says_what_the_card_does_in_both_languages(cid, fr, en):
    does = preview(ready(oceans=4), cid)["does"]
    assert [render(d["msg"], FR, "fr") for d in does] == [t.replace(" :", "\u202f:") for t in fr]
    assert [render(d["msg"], EN, "en") for d in does] == en


def test_counted_amounts_are_shown_with_the_count():
    state = ready()
    state["custom"] = [{"cost": 0, "vp": 0, "tags": ["earth", "earth"]}]
    does = preview(state, "137")["does"]  # Cartel: +1 M€ production per Earth tag, its own included
    assert render(does[0]["msg"], EN, "en") == "+1 M€ production per Earth tag (now 4: +4)"  # 2 + UNMI + its own


def test_capital_is_refused_then_played_once_energy_production_is_raised():
    state = ready(oceans=4, prod_energy=1)
    blocked = preview(state, "008")["blocked"]
    assert render(blocked, FR) == "il faut production d'énergie d'au moins 2 (vous avez 1)"
    with pytest.raises(RuleError) as err:
        game.apply(state, card("008"))
    assert render({"key": err.value.key, "params": err.value.params}, EN, "en") == \
        "Capital · 008 cannot be played: needs energy production of at least 2 (you have 1)."
    state = play(state, {"type": "set", "counter": "prod_energy", "value": 2}, card("008"))
    assert state["prod"] == {**state["prod"], "energy": 0, "mc": 5}
    assert state["pending"][0]["tile"] == "city" and state["pending"][0]["capital"]


# -- undo ---------------------------------------------------------------------------------
def test_a_card_played_by_mistake_is_undone_exactly():
    session = Session("tm", {"card_order": "default"}, "undo")
    for action in ({"type": "reveal", "values": {"c1": 3, "c2": 9, "c3": 14, "c4": 2}}, *[{"type": "neutral_next"}] * 4,
                   {"type": "corporation", "corp": "R08"}, {"type": "buy", "values": {"count": 5}}):
        session.act(action)
    before = json.dumps(session.state, sort_keys=True)
    session.act(card("143"))  # Large Convoy: an ocean to place, 2 cards, a choice
    session.act({"type": "place", "space": "33"})
    assert session.state["pending"][0]["ask"] == "choice"
    session.undo()
    session.undo()
    assert json.dumps(session.state, sort_keys=True) == before


# -- the engine's imports ----------------------------------------------------------------
def test_the_tm_modules_import_no_cycle():
    graph = {}
    for path in TM.glob("*.py"):
        deps = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                if node.module:
                    deps.add(node.module.split(".")[0])
                else:
                    deps.update(alias.name for alias in node.names)
        graph[path.stem] = deps & {p.stem for p in TM.glob("*.py")}
    seen, done = set(), set()

    def visit(node, trail):
        assert node not in seen - done, " → ".join([*trail, node])
        if node in done:
            return
        seen.add(node)
        for dep in graph[node]:
            visit(dep, [*trail, node])
        done.add(node)

    for module in graph:
        visit(module, [])
    assert "tiles" not in graph["params"]
