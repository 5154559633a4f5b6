"""The game through the session and the JSON API: saves replay, views are JSON, and
every catalog key the engine names exists."""

import json

import pytest

from solobots.api import Api
from solobots.core import registry
from solobots.core.session import Session
from solobots.tm import game
from test_tm_helpers import catalog, render


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "tm", "solobots.tm.game")


def test_a_game_through_the_api_with_undo_and_a_reloaded_save():
    api = Api()
    out = json.loads(api.start("tm", json.dumps({"card_order": "interleaved"}), "42"))
    assert out["ok"] and out["view"]["board"]["widget"] == "tm"
    for action in ({"type": "reveal", "cards": None}, {"type": "neutral_next"}, {"type": "neutral_next"},
                   {"type": "neutral_next"}, {"type": "neutral_next"}, {"type": "corporation", "corp": "R31"}):
        out = json.loads(api.act(json.dumps(action)))
        assert out["ok"], out
    out = json.loads(api.act(json.dumps({"type": "buy", "values": {"count": 3}})))
    spaces = [s["id"] for s in out["view"]["board"]["spaces"] if s["legal"]]
    out = json.loads(api.act(json.dumps({"type": "place", "space": spaces[0]})))
    assert out["ok"] and out["view"]["board"]["tr"] == 14
    bad = json.loads(api.act(json.dumps({"type": "place", "space": spaces[0]})))
    assert not bad["ok"] and bad["error"]["key"] == "tm.error.nothing_to_place"
    json.loads(api.undo())
    patch = json.loads(api.redo())["save"]
    assert patch["cut"] == len(api.session.actions) and patch["add"] == [] and patch["set"]["cursor"] == api.session.cursor
    save = api.session.to_save()
    assert patch["set"]["checksum"] == save["checksum"]
    loaded = json.loads(Api().load(json.dumps(save)))
    assert loaded["ok"] and loaded["view"]["board"] == out["view"]["board"]


def test_every_phase_view_renders_in_both_languages():
    fr, en = catalog("fr"), catalog("en")
    session = Session("tm", {}, "render")
    seen = set()
    for _ in range(400):
        view = game.view(session.state)
        seen.add(session.state["phase"])
        for cat, lang in ((fr, "fr"), (en, "en")):
            render(view["instruction"]["msg"], cat, lang)
            render(view["summary"], cat, lang)
            for choice in view["prompt"].get("choices", []):
                render(choice["label"], cat, lang)
            if view["prompt"].get("msg"):
                render(view["prompt"]["msg"], cat, lang)
            for group in view["controls"]:
                render(group["title"], cat, lang)
        actions = game.legal_actions(session.state)
        if not actions:
            break
        session.act(actions[len(session.actions) % len(actions)])
    assert {"reveal", "neutral", "corporation", "hand", "action"} <= seen


def test_options_schema_and_controls_shape():
    schema = game.options_schema()
    assert schema[0]["type"] == "choice" and schema[0]["default"] == "default"
    state = Session("tm", {}, "c").state
    assert game.view(state)["controls"] == []
