"""Setup (seed §2) and the engine contract: shapes, purity, JSON-able state."""

import contextlib
import copy
import json

import pytest

from solobots.core import registry
from solobots.core.errors import RuleError
from solobots.core.session import Session
from solobots.e300 import game
from test_e300_helpers import counts, fresh


def test_registered():
    assert registry.get("e300") is game
    assert game.GAME_ID == "e300"


def test_solo_setup_as_the_seed_says():
    s = fresh()
    assert counts(s, "Athenai") == (1, 1, 0, 0)
    assert counts(s, "Sparta") == (1, 1, 0, 0)
    assert counts(s, "Korinthos") == (1, 0, 0, 0)
    assert counts(s, "Abydos") == (0, 0, 3, 2)
    assert counts(s, "Ephesos") == (0, 0, 3, 2)
    for city in ("Delphi", "Eretria", "Larissa", "Naxos", "Pella", "Thebai"):
        assert counts(s, city) == (0, 0, 0, 0)
    assert s["bridge"] is True
    assert s["campaign"] == 3
    assert s["score"] == 2
    assert s["leaders"] == {"Darius": 1, "Xerxes": 1}
    assert s["hands"] == {"greece": 0, "persia": 0}
    assert s["phase"] == "persian_prep"
    assert s["log"][0]["rule"]["ref"] == "e300.s2"


def test_options_must_be_a_dict():
    with pytest.raises(RuleError):
        game.setup([], "x")
    assert game.options_schema() == []


def _plain(value):
    """JSON types only: no tuple, no float, no set."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, (str, int, bool))


def test_state_and_view_are_plain_json():
    s = fresh()
    for action in ({"type": "prepare"}, {"type": "greek_prep_done"}, {"type": "persian_roll", "faces": ["2"]}):
        s = game.apply(s, action)
        assert _plain(s)
        assert _plain(game.view(s))
        assert json.loads(json.dumps(s)) == s


def test_apply_never_mutates_its_input():
    s = fresh()
    before = copy.deepcopy(s)
    game.apply(s, {"type": "prepare"})
    assert s == before
    with pytest.raises(RuleError):
        game.apply(s, {"type": "greek_op", "passed": True})
    assert s == before


def test_view_shape():
    v = game.view(fresh())
    assert set(v) >= {"instruction", "prompt", "board", "dice", "controls", "status", "summary"}
    assert v["board"]["widget"] == "e300"
    assert v["status"] == {"over": False, "winner": None, "reason": None}
    assert v["prompt"]["kind"] == "choice"
    assert v["prompt"]["choices"][0]["action"] == {"type": "prepare"}
    ids = [item["id"] for group in v["controls"] for item in group["items"]]
    assert ids == ["hand-greece", "hand-persia", "score", "bridge"]
    cities = {c["id"]: c for c in v["board"]["cities"]}
    assert len(cities) == 11
    assert [e["id"] for e in cities["Korinthos"]["edit"]] == ["Korinthos-greece-armies", "Korinthos-persia-armies"]
    assert len(cities["Athenai"]["edit"]) == 4


def test_legal_actions_are_legal():
    s = fresh()
    for _ in range(30):
        actions = game.legal_actions(s)
        assert actions
        for a in actions:
            game.apply(s, a)
        s = game.apply(s, actions[0])


def test_session_save_replays():
    session = Session("e300", {}, "replay")
    for action in ({"type": "prepare"}, {"type": "set_hand", "side": "greece", "value": 4},
                   {"type": "greek_prep_done"}, {"type": "persian_roll", "faces": None},
                   {"type": "persian_roll", "faces": ["3"]}):
        with contextlib.suppress(RuleError):
            session.act(action)
    copy_ = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert copy_.state == session.state


def test_each_edit_is_one_action_with_one_log_line():
    # Undo steps and log lines match: the front end gathers quick taps into one action.
    s = fresh()
    for value in (2, 3, 4):
        s = game.apply(s, {"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": value})
        assert len(s["log"]) == 1
        change = s["log"][0]["msg"]["params"]["changes"]
        assert change["params"]["before"] == value - 1
        assert change["params"]["units"]["params"]["n"] == value
    s = game.apply(s, {"type": "set_score", "value": 4})
    assert s["log"][-1]["msg"]["params"] == {"after": "+4", "before": "+2"}


def test_edits_are_checked():
    s = fresh()
    bad = [{"type": "set_units", "city": "Delphi", "side": "greece", "kind": "fleets", "value": 1},
           {"type": "set_units", "city": "Atlantis", "side": "greece", "kind": "armies", "value": 1},
           {"type": "set_units", "city": "Delphi", "side": "rome", "kind": "armies", "value": 1},
           {"type": "set_units", "city": "Delphi", "side": "greece", "kind": "armies", "value": 100},
           {"type": "set_units", "city": "Delphi", "side": "greece", "kind": "armies", "value": -1},
           {"type": "set_units", "city": "Delphi", "side": "greece", "kind": "armies", "value": 1.0},
           {"type": "set_units", "city": "Korinthos", "side": "greece", "kind": "armies", "value": 1},
           {"type": "set_hand", "side": "greece", "value": 17},
           {"type": "set_score", "value": 7},
           {"type": "set_bridge", "value": 2},
           {"type": "set_bridge", "value": True}]
    for action in bad:
        with pytest.raises(RuleError):
            game.apply(s, action)
    s = game.apply(s, {"type": "set_bridge", "value": 0})
    assert s["bridge"] is False
    s = game.apply(s, {"type": "set_bridge", "value": True})
    assert s["bridge"] is True
