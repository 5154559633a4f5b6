"""A seeded solo game played by a script from setup to the score, compared with a golden
log (regenerate with TM_GOLDEN=1 after a deliberate rules change, and read the diff)."""

import json
import os
import pathlib

from solobots.core import registry
from solobots.core.session import Session
from solobots.tm import game, tiles

GOLDEN = pathlib.Path(__file__).parent / "golden" / "tm_full_game.json"
PREFERRED_PROJECTS = ["aquifer", "asteroid", "greenery", "city", "power_plant"]


def choose(state, carded):
    """A plain, deterministic player: place where the map allows first, keep Mars moving."""
    phase = state["phase"]
    if phase == "reveal":
        return {"type": "reveal", "cards": None}
    if phase == "neutral":
        return {"type": "neutral_next"}
    if phase == "corporation":
        return {"type": "corporation", "corp": "R17"}
    if state["pending"]:
        legal = tiles.legal_spaces(state, state["pending"][0])
        return {"type": "place", "space": legal[len(legal) // 2]}
    if phase == "hand":
        return {"type": "buy", "values": {"count": 4}}
    if phase == "research":
        return {"type": "buy", "values": {"count": 1 if state["res"]["mc"] >= 20 else 0}}
    if phase == "final":
        if state["res"]["plants"] >= 7:
            return {"type": "convert", "what": "plants"}
        return {"type": "finish"}
    if phase == "vp":
        return {"type": "card_vp", "values": dict.fromkeys(state["played"], 3)}
    # Action phase: a card a generation (its effect entered as production), then projects.
    gen = state["gen"]
    if state["hand"] and gen not in carded:
        cheap = [a for a in game.legal_actions(state) if a["type"] == "play" and a.get("card")]
        if cheap:
            return cheap[0]
    if state["res"]["plants"] >= 7:
        return {"type": "convert", "what": "plants"}
    if state["res"]["heat"] >= 8 and state["globals"]["temperature"] < 8:
        return {"type": "convert", "what": "heat"}
    for name in PREFERRED_PROJECTS:
        action = {"type": "project", "project": name}
        if action in game.legal_actions(state) and state["res"]["mc"] >= 30:
            return action
    return {"type": "pass"}


def play_script():
    session = Session("tm", {"card_order": "default"}, "golden-1")
    boosted, carded = set(), set()
    while not session.state["over"]:
        state = session.state
        if state["phase"] == "action" and state["gen"] not in boosted and not state["pending"]:
            # The cards' own effects, entered with the counters as a player would.
            boosted.add(state["gen"])
            for counter, delta in (("prod_mc", 2), ("prod_heat", 2), ("prod_plants", 1)):
                value = (state["prod"][counter[5:]]) + delta
                session.act({"type": "set", "counter": counter, "value": value})
                state = session.state
        action = choose(session.state, carded)
        session.act(action)
        if action["type"] == "play":
            carded.add(session.state["gen"])
    return session


def summary(session):
    state = session.state
    return {
        "actions": len(session.actions),
        "log": [[line["at"], line["kind"], line["msg"]["key"], line["msg"]["params"],
                 line["rule"]["ref"] if line["rule"] else None] for line in session.log()],
        "final": {"gen": state["gen"], "tr": state["tr"], "globals": state["globals"], "res": state["res"],
                  "prod": state["prod"], "score": state["score"], "over": state["over"]},
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


def test_the_scripted_game_replays_from_its_save(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tm", "solobots.tm.game")
    session = play_script()
    again = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert again.state == session.state and again.state["over"] is not None
