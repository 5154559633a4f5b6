"""Properties over any legal sequence (hypothesis): no resource below 0, parameters in
their ranges, TR consistent with the steps made; bad input never escapes as a crash."""

import copy
import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solobots.core.errors import RuleError
from solobots.tm import board as B
from solobots.tm import game
from test_tm_helpers import catalog

FR, EN = catalog("fr"), catalog("en")


def check_invariants(state):
    res, prod, g = state["res"], state["prod"], state["globals"]
    assert all(v >= 0 for v in res.values()), res
    assert prod["mc"] >= -5 and all(v >= 0 for k, v in prod.items() if k != "mc"), prod
    assert -30 <= g["temperature"] <= 8 and g["temperature"] % 2 == 0
    assert 0 <= g["oxygen"] <= 14 and 0 <= g["oceans"] <= 9
    assert g["oceans"] == B.count(state["tiles"], "ocean")
    steps = (g["temperature"] + 30) // 2 + g["oxygen"] + g["oceans"]
    assert state["tr_steps"] == steps
    assert state["tr"] == 14 + state["tr_steps"] + state["tr_cards"] and state["tr_cards"] >= 0
    assert state["hand"] >= 0 and 1 <= state["gen"] <= 14
    assert all(n >= 0 for n in state["card_res"].values()) and set(state["card_res"]) <= set(state["played"])
    assert sum(1 for t in state["tiles"].values() if t["owner"] == "neutral") in (0, 4)
    # No two cities side by side, except where a card says so (Noctis City, Urbanized Area).
    exempt = {"017", "120"}
    for sid, t in state["tiles"].items():
        if t["tile"] == "city" and B.on_mars(sid) and t.get("card") not in exempt:
            for n in B.neighbours(sid):
                other = state["tiles"].get(n)
                assert not other or other["tile"] != "city" or other.get("card") in exempt, (sid, n)


def check_messages(node):
    """Every message and rule the engine emits exists in both languages with its params."""
    if isinstance(node, dict):
        if set(node) == {"key", "params"}:
            for cat in (FR, EN):
                if node["key"] in cat:
                    value = cat[node["key"]]
                    for text in (value.values() if isinstance(value, dict) else [value]):
                        for ph in re.findall(r"\{(\w+)\}", text):
                            assert ph in node["params"], (node["key"], ph)
                else:
                    assert node["key"].startswith(("error.", "ui.")), node["key"]
        if set(node) == {"ref", "params"}:
            for cat in (FR, EN):
                for part in ("label", "text"):
                    key = "rule.{}.{}".format(node["ref"], part)
                    assert key in cat, key
                    for ph in re.findall(r"\{(\w+)\}", cat[key]):
                        assert ph in node["params"], (key, ph)
        for value in node.values():
            check_messages(value)
    elif isinstance(node, list):
        for value in node:
            check_messages(value)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["default", "interleaved"]), st.text(min_size=1, max_size=8))
def test_any_legal_sequence_keeps_the_invariants(data, order, seed):
    state = game.setup({"card_order": order}, seed)
    for _ in range(data.draw(st.integers(20, 120))):
        actions = game.legal_actions(state)
        if not actions:
            assert state["over"]
            break
        action = data.draw(st.sampled_from(actions))
        before = copy.deepcopy(state)
        new = game.apply(state, action)
        assert state == before  # apply never mutates its input
        check_invariants(new)
        state = new
    view = game.view(state)
    json.dumps(view)
    check_messages(view)
    check_messages(state["log"])


ANY = st.recursive(st.none() | st.booleans() | st.integers(-50, 100) | st.text(max_size=4) |
                   st.sampled_from(["03", "31", "01", "017", "R31", "plants", "heat", "city", "ocean", "mc"]),
                   lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                   max_leaves=8)
TYPES = ["reveal", "neutral_next", "corporation", "buy", "cards", "play", "project", "sell", "convert", "raise",
         "tile", "use_action", "pass", "finish", "answer", "place", "set"]
FIELDS = ["cards", "values", "corp", "count", "card", "steel", "titanium", "heat", "cost", "vp", "tags",
          "project", "what", "param", "steps", "tile", "space", "counter", "value", "option", "open"]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_garbage_actions_only_raise_rule_errors(data):
    state = game.setup({}, "fuzz")
    for _ in range(data.draw(st.integers(0, 30))):
        actions = game.legal_actions(state)
        if not actions:
            break
        state = game.apply(state, data.draw(st.sampled_from(actions)))
    action = {"type": data.draw(st.sampled_from(TYPES))}
    for field in data.draw(st.lists(st.sampled_from(FIELDS), max_size=4)):
        action[field] = data.draw(ANY)
    before = copy.deepcopy(state)
    try:
        new = game.apply(state, action)
    except RuleError:
        pass
    else:
        check_invariants(new)
    assert state == before
