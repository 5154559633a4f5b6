"""A seeded solo game played by a script from setup to the score, compared with a golden
log (regenerate with TM_GOLDEN=1 after a deliberate rules change, and read the diff).

The script plays cards for real: every generation it plays the cards it can pay for
(their effects applied by the engine, questions answered, tiles placed), uses its blue
actions, then terraforms with standard projects and conversions. Over 14 generations it
plays more than 40 different cards."""

import json
import os
import pathlib

from solobots.core import registry
from solobots.core.session import Session
from solobots.tm import actions, cards, game, tiles
from solobots.tm.data import CARD_IDS, CARDS

GOLDEN = pathlib.Path(__file__).parent / "golden" / "tm_full_game.json"
CARDS_PER_GENERATION = 4
MIN_CARDS = 40
EARLY = 4
RESERVE = 30


def payment(state, cid):
    """M€ first, then the steel or titanium the card's tags allow; None if short."""
    card = CARDS[cid]
    need = cards.price(state, card) - state["res"]["mc"]
    action = {"type": "play", "card": cid}
    for metal, tag, worth in (("steel", "building", 2), ("titanium", "space", 3)):
        if need > 0 and tag in card["tags"] and state["res"][metal]:
            used = min(state["res"][metal], -(-need // worth))
            action[metal] = used
            need -= used * worth
    return action if need <= 0 else None


def terraforms(cid):
    card = CARDS[cid]
    return bool(card.get("global") or card.get("tr") or any(t["tile"] == "ocean" for t in card.get("tiles", [])))


def produces(cid):
    return sum(n for n in CARDS[cid].get("production", {}).values()) > 0 or "production_per" in CARDS[cid]


def playable(state):
    """The cards the script can play now: production first in the first half of the game,
    terraforming first in the second, each group taken in turn through the deck."""
    start = (state["gen"] * 53) % len(CARD_IDS)
    turn = CARD_IDS[start:] + CARD_IDS[:start]
    first = produces if state["gen"] <= EARLY else terraforms
    for cid in [c for c in turn if first(c)] + [c for c in turn if not first(c)]:
        if cid in state["played"] or cards.unmet_requirement(state, CARDS[cid]) or cards.blocked(state, cid):
            continue
        action = payment(state, cid)
        if action:
            yield action


def choose(state, played_this_gen):
    """A plain, deterministic player: answer with the first option, place in the middle of
    the legal spaces, play cards, use blue actions, keep Mars moving."""
    phase = state["phase"]
    if phase == "reveal":
        return {"type": "reveal", "cards": None}
    if phase == "neutral":
        return {"type": "neutral_next"}
    if phase == "corporation":
        return {"type": "corporation", "corp": "R08"}
    head = state["pending"][0] if state["pending"] else None
    if head and "tile" in head:
        legal = tiles.legal_spaces(state, head)
        return {"type": "place", "space": legal[len(legal) // 2]}
    if head:
        prompt = game.view(state)["prompt"]
        if prompt["kind"] == "numbers":
            return {**prompt["action"], "values": {f["id"]: f["max"] for f in prompt["fields"]}}
        return prompt["choices"][0]["action"]
    if phase == "hand":
        return {"type": "buy", "values": {"count": 8}}
    if phase == "research":
        return {"type": "buy", "values": {"count": min(4, state["res"]["mc"] // 6)}}
    if phase == "final":
        if state["res"]["plants"] >= 8:
            return {"type": "convert", "what": "plants"}
        return {"type": "finish"}
    # Action phase.
    if state["hand"] and played_this_gen < CARDS_PER_GENERATION:
        action = next(playable(state), None)
        if action:
            return action
    for a in actions.available(state):
        if a["why"] is None and not CARDS[a["card"]]["action"].get("spend", {}).get("mc"):
            return {"type": "use_action", "card": a["card"], **({"option": a["option"]} if a["option"] is not None else {})}
    if state["res"]["plants"] >= 8:
        return {"type": "convert", "what": "plants"}
    if state["res"]["heat"] >= 8 and state["globals"]["temperature"] < 8:
        return {"type": "convert", "what": "heat"}
    legal = game.legal_actions(state)
    g = state["globals"]
    # The parameter furthest from its goal first.
    left = {"aquifer": (9 - g["oceans"]) / 9, "asteroid": (8 - g["temperature"]) / 38, "greenery": (14 - g["oxygen"]) / 14}
    for name in [*sorted(left, key=lambda p: -left[p]), "city", "power_plant"]:
        action = {"type": "project", "project": name}
        if action in legal and state["res"]["mc"] >= 26:
            return action
    return {"type": "pass"}


def play_script():
    session = Session("tm", {"card_order": "default"}, "golden-2")
    per_gen = {}
    while not session.state["over"]:
        state = session.state
        action = choose(state, per_gen.get(state["gen"], 0))
        session.act(action)
        if action["type"] == "play":
            per_gen[state["gen"]] = per_gen.get(state["gen"], 0) + 1
    return session


def summary(session):
    state = session.state
    return {
        "actions": len(session.actions),
        "log": [[line["at"], line["kind"], line["msg"]["key"], line["msg"]["params"],
                 line["rule"]["ref"] if line["rule"] else None] for line in session.log()],
        "final": {"gen": state["gen"], "tr": state["tr"], "globals": state["globals"], "res": state["res"],
                  "prod": state["prod"], "played": state["played"], "card_res": state["card_res"],
                  "score": state["score"], "over": state["over"]},
    }


def test_scripted_game_matches_the_golden_log(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tm", "solobots.tm.game")
    got = json.loads(json.dumps(summary(play_script()), ensure_ascii=False))
    if os.environ.get("TM_GOLDEN") or not GOLDEN.exists():
        GOLDEN.write_text(json.dumps(got, ensure_ascii=False, indent=0) + "\n", "utf-8")
    want = json.loads(GOLDEN.read_text("utf-8"))
    assert got["final"] == want["final"]
    assert got["log"] == want["log"]
    assert got["actions"] == want["actions"]
    assert got["final"]["gen"] == 14
    assert len(set(got["final"]["played"])) >= MIN_CARDS


def test_the_scripted_game_replays_from_its_save(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tm", "solobots.tm.game")
    session = play_script()
    again = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert again.state == session.state and again.state["over"] is not None
