"""Every project card, one test each, generated from the card data: on a prepared board
(requirements met, plenty of everything), playing the card changes the whole state
exactly as its printed effects say, computed here from the data by a small model of the
rules of its own (seed V-3 A; rulings in docs/rules/tm.md "Cards apply their effects").
Cards handled by custom code are checked card by card in test_tm_custom.py."""

import copy

import pytest

from solobots.core.errors import RuleError
from solobots.tm import game, inplay, tiles
from solobots.tm.data import CARD_IDS, CARDS
from test_tm_helpers import in_actions, play, with_

STOCK, PROD, MC = 20, 5, 300
DEFAULT_GLOBALS = {"temperature": 2, "oxygen": 9, "oceans": 4}  # away from the bonus marks
AUTOMATED = [cid for cid in CARD_IDS if not CARDS[cid].get("custom")]
# What a play may change; everything else in the state must stay as it was.
VOLATILE = ("log", "todo", "focus", "n")


def prepared(cid):
    """UNMI (no effect on cards), 300 M€, 20 of every resource, production 5 of each,
    10 cards in hand, the card's requirements met (tags from cards entered by cost, a
    greenery of the player's on 26)."""
    card = CARDS[cid]
    globals_ = dict(DEFAULT_GLOBALS)
    custom = []
    for req in card["req"]:
        if req["kind"] == "global":
            globals_[req["param"]] = req["value"]
        elif req["kind"] == "tags":
            custom.append({"cost": 0, "vp": 0, "tags": [req["tag"]] * req["min"]})
    state = with_(in_actions("R32"), hand=10, mc=MC, **dict.fromkeys(("steel", "titanium", "plants", "energy", "heat"), STOCK),
                  **{"prod_" + r: PROD for r in ("mc", "steel", "titanium", "plants", "energy", "heat")}, **globals_)
    state["custom"] = custom
    state["tiles"]["26"] = {"tile": "greenery", "owner": "player"}
    state["log"] = []
    return state


# -- the model: what the card says, worked out from its data alone ------------------------
def count(state, counter, card):
    if counter["count"] == "tag":
        if counter["scope"] == "opponents":
            return 0  # the neutral opponent has no tags
        n = sum(c["tags"].count(counter["tag"]) for c in state["custom"])
        n += ["earth"].count(counter["tag"])  # UNMI's own tag
        if counter.get("includes_this_card"):
            n += card["tags"].count(counter["tag"])
        return n // counter["every"]
    if counter["count"] == "city_tiles":
        mars_only = counter.get("where") == "on_mars"
        return sum(1 for sid, t in state["tiles"].items() if t["tile"] == "city" and ((sid.isdigit() and int(sid) > 2) or not mars_only))
    return 0  # events played: none yet on the prepared board


def raise_param(exp, queue, param, n):
    g = exp["globals"]
    for _ in range(n):
        if param == "temperature":
            if g["temperature"] >= 8:
                return
            g["temperature"] += 2
            exp["tr"] += 1
            exp["tr_steps"] += 1
            if g["temperature"] in (-24, -20):
                exp["prod"]["heat"] += 1
            elif g["temperature"] == 0:
                queue.append({"tile": "ocean", "where": "standard", "card": None})
        else:
            if g["oxygen"] >= 14:
                return
            g["oxygen"] += 1
            exp["tr"] += 1
            exp["tr_steps"] += 1
            if g["oxygen"] == 8:
                raise_param(exp, queue, "temperature", 1)
        exp["tr_raised"] = True


def expected(state, cid):
    card = CARDS[cid]
    exp = copy.deepcopy(state)
    queue = []
    exp["res"]["mc"] -= card["cost"]
    exp["hand"] -= 1
    exp["played"].append(cid)
    for res, n in card.get("production", {}).items():
        exp["prod"][res] += n
    for res, c in card.get("production_per", {}).items():
        exp["prod"][res] += count(state, c, card)
    if any(o["what"] == "steal_resource" for o in card.get("opponent", [])):
        queue.append({"ask": "steal", "card": cid})
    for res, n in card.get("stock", {}).items():
        exp["res"][res] += n
    for res, c in card.get("stock_per", {}).items():
        exp["res"][res] += count(state, c, card)
    for param, n in card.get("global", {}).items():
        raise_param(exp, queue, param, n)
    tr = card.get("tr", 0) + (count(state, card["tr_per"], card) if "tr_per" in card else 0)
    if tr:
        exp["tr"] += tr
        exp["tr_cards"] += tr
        exp["tr_raised"] = True
    for t in card.get("tiles", []):
        queue.append({"tile": t["tile"], "where": t["where"], "card": cid})
    if card.get("card_resource"):
        exp["card_res"][cid] = card.get("add_resources", 0)
    for item in card.get("add_resources_to_any_card", []):
        queue.append({"ask": "target", "card": cid, "type": item["type"]})
    draw = card.get("draw_cards")
    if draw and draw.get("buy"):
        queue.append({"ask": "buy", "card": cid})
    elif draw:
        exp["hand"] += draw.get("keep", draw["count"])
    if "choice" in card:
        queue.append({"ask": "choice", "card": cid})
    if card.get("relax_next"):
        exp["special_design"] = True
    return exp, queue


def settled(after, queue):
    """The queue once what needs no decision has gone from its head (tm/asks.py settle)."""
    while queue:
        head = queue[0]
        if "tile" in head:
            if tiles.legal_spaces(after, {"final": False, **head}):
                break
        elif head["ask"] == "target":
            if inplay.holders(after, head["type"]):
                break
        else:
            break
        queue.pop(0)
    return queue


def shape(item):
    keys = ("tile", "where", "card") if "tile" in item else ("ask", "card", "type")
    return {k: item.get(k) for k in keys if k in item}


@pytest.mark.parametrize("cid", AUTOMATED, ids=lambda c: f"{c}-{CARDS[c]['name']}")
def test_playing_the_card_does_what_it_says(cid):
    before = prepared(cid)
    after = game.apply(before, {"type": "play", "card": cid})
    exp, queue = expected(before, cid)
    assert [shape(i) for i in after["pending"]] == [shape(i) for i in settled(after, queue)]
    for key in set(before) | set(after):
        if key in VOLATILE or key == "pending":
            continue
        assert after[key] == exp[key], key
    # What the bot said before the play is what the log says was done.
    said = {line["msg"]["key"] for line in after["log"]}
    assert "tm.log.play" in said


@pytest.mark.parametrize("cid", [c for c in AUTOMATED if "production_check" in CARDS[c]],
                         ids=lambda c: f"{c}-{CARDS[c]['name']}")
def test_a_production_loss_that_cannot_be_paid_refuses_the_card(cid):
    card = CARDS[cid]
    res, need = next(iter(card["production_check"].items()))
    state = prepared(cid)
    state["prod"][res] = need - 1
    snapshot = copy.deepcopy(state)
    with pytest.raises(RuleError) as err:
        game.apply(state, {"type": "play", "card": cid})
    assert err.value.key == "tm.error.cannot_play"
    assert err.value.params["why"]["key"] == "tm.blocked.production"
    assert state == snapshot
    state["prod"][res] = need
    play(state, {"type": "play", "card": cid})  # exactly enough is enough


@pytest.mark.parametrize("cid", [c for c in AUTOMATED if any(n < 0 for n in CARDS[c].get("stock", {}).values())],
                         ids=lambda c: f"{c}-{CARDS[c]['name']}")
def test_a_resource_the_card_spends_must_be_there(cid):
    res, n = next((r, n) for r, n in CARDS[cid]["stock"].items() if n < 0)
    state = prepared(cid)
    state["res"][res] = -n - 1
    with pytest.raises(RuleError) as err:
        game.apply(state, {"type": "play", "card": cid})
    assert err.value.params["why"]["key"] == "tm.blocked.stock"


def test_the_data_agrees_with_the_rules_of_production():
    """A production_check is exactly what the card's own losses need: M€ down to -5, the
    others down to 0 (seed III-D 2; Immigrant City is custom, see test_tm_custom.py)."""
    for cid in AUTOMATED:
        card = CARDS[cid]
        losses = {r: -n for r, n in card.get("production", {}).items() if n < 0}
        want = {r: (n - 5 if r == "mc" else n) for r, n in losses.items()}
        assert card.get("production_check", {}) == want, cid


@pytest.mark.parametrize("cid", CARD_IDS, ids=lambda c: f"{c}-{CARDS[c]['name']}")
def test_every_card_resolves_to_the_end_with_its_questions_and_tiles(cid):
    """Every card, custom ones included: playable on the prepared board (a building card
    with production in play for Robotic Workforce), then each question answered with its
    first option and each tile placed on the first space offered, until nothing waits."""
    state = prepared(cid)
    if cid == "086":
        state = play(state, {"type": "play", "card": "141"})  # Power Plant
    state = play(state, {"type": "play", "card": cid})
    for _ in range(12):
        view = game.view(state)
        if not state["pending"]:
            break
        choices = view["prompt"].get("choices") or []
        if view["prompt"]["kind"] == "numbers":
            state = play(state, {**view["prompt"]["action"], "values": {"n": view["prompt"]["fields"][0]["max"]}})
        elif "tile" in state["pending"][0]:
            state = play(state, {"type": "place", "space": tiles.legal_spaces(state, state["pending"][0])[0]})
        else:
            state = play(state, choices[0]["action"])
    assert state["pending"] == []
    assert cid in state["played"]
