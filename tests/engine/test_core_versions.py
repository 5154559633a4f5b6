"""Saves across versions of the rules (core/legacy.py, core/session.py): replayed under
the rules they were played with, carried to today's by the game's state steps, undo
stopping at the update; the checksum covers the rules state, never its words; action
keys no engine reads are refused; an answer for another screen is refused."""

import json

import pytest

from solobots.api import Api
from solobots.core import legacy, registry
from solobots.core.errors import RuleError
from solobots.core.fingerprint import checksum, legacy_checksum, rules_part
from solobots.core.session import Session


@pytest.fixture
def versions(monkeypatch):
    """The toy game at version 1 (toy_game) while saves are made, then at version 2
    (toy_game_v2) with version 1 kept as a frozen engine would be."""
    import toy_game

    monkeypatch.setitem(registry.GAMES, "toy", "toy_game")
    monkeypatch.setitem(legacy.MIGRATIONS, "toy", ("toy_migrations", "STATE_STEPS"))
    monkeypatch.setattr(legacy, "_frozen", lambda game_id, version: toy_game if (game_id, version) == ("toy", 1) else None)

    def update():
        monkeypatch.setitem(registry.GAMES, "toy", "toy_game_v2")
    return update


def v1_save(faces, undone=0):
    s = Session("toy", {"target": 40}, "seed")
    for face in faces:
        s.act({"type": "roll", "faces": [face]})
    for _ in range(undone):
        s.undo()
    return json.loads(json.dumps(s.to_save()))


def test_a_save_of_earlier_rules_goes_on_under_todays_from_its_step(versions):
    save = v1_save([1, 2, 3])
    versions()
    s = Session.from_save(save)
    assert s.migrated == {"from": 1, "to": 2, "at": 3, "dropped": 0}
    assert s.state["total"] == 6 and s.state["doubled"] == 0  # played under version 1
    s.act({"type": "roll", "faces": [4]})
    assert s.state["total"] == 14 and s.state["doubled"] == 1  # today's rules from here
    # The log keeps the earlier lines and says where the rules changed.
    keys = [line["msg"]["key"] for line in s.log()]
    assert keys.count("toy.rolled") == 4 and keys[3] == "log.rules_updated"


def test_undo_stops_at_the_update_and_says_why(versions):
    save = v1_save([1, 2])
    versions()
    s = Session.from_save(save)
    s.act({"type": "roll", "faces": [5]})
    s.undo()
    with pytest.raises(RuleError) as err:
        s.undo()
    assert err.value.key == "error.undo_before_update" and err.value.params == {"version": "1"}
    with pytest.raises(RuleError):
        s.go_to(1)
    assert s.cursor == 2


def test_the_undone_steps_of_earlier_rules_are_not_carried(versions):
    save = v1_save([1, 2, 3, 4], undone=2)
    versions()
    s = Session.from_save(save)
    assert s.migrated["dropped"] == 2 and len(s.actions) == 2 and s.cursor == 2 and s.state["total"] == 3


def test_a_carried_game_saved_again_replays_its_history(versions):
    save = v1_save([1, 2])
    versions()
    s = Session.from_save(save)
    s.act({"type": "roll", "faces": [3]})
    again = Session.from_save(json.loads(json.dumps(s.to_save())))
    assert again.migrated is None and again.history == [{"engine": 1, "until": 2}]
    assert again.state == s.state and again.base == 2 and len(again.log()) == len(s.log())


def test_without_the_earlier_engine_the_stored_state_carries_the_game(versions, monkeypatch):
    save = v1_save([1, 2, 3])
    save = {**save, "schema": 2}
    versions()
    monkeypatch.setattr(legacy, "_frozen", lambda game_id, version: None)
    s = Session.from_save(save)
    assert s.state["total"] == 6 and s.base == 3 and s.migrated["at"] == 3
    assert s.log()[-2]["msg"]["key"] == "log.history_unavailable"
    # A stored state that does not match its checksum carries nothing.
    bad = {**save, "state": {**save["state"], "total": 39}}
    with pytest.raises(RuleError) as err:
        Session.from_save(bad)
    assert err.value.key == "error.save_engine"


def test_a_save_of_newer_rules_asks_for_an_update(toy):
    save = v1_save([1])
    with pytest.raises(RuleError) as err:
        Session.from_save({**save, "engine": 2})
    assert err.value.key == "error.save_newer"


def test_a_schema_1_save_is_checked_with_its_own_kind_of_checksum(toy):
    s = Session("toy", {"target": 40}, "seed")
    s.act({"type": "roll", "faces": [2]})
    old = {key: value for key, value in s.to_save().items() if key not in ("history", "state")}
    old.update(schema=1, checksum=legacy_checksum(s.state))
    assert Session.from_save(old).state == s.state
    with pytest.raises(RuleError) as err:
        Session.from_save({**old, "checksum": "0" * 64})
    assert err.value.key == "error.save_tampered"


def test_the_checksum_leaves_out_wording():
    state = {"n": 3, "total": 4, "instr": {"msg": {"key": "a.b", "params": {"n": 1}}, "rule": {"ref": "x", "params": {}}},
             "todo": [{"msg": {"key": "c.d", "params": {}}, "card": "Birds"}], "log": [1, 2]}
    reworded = {**state, "instr": {"msg": {"key": "a.other", "params": {"n": 1, "more": 2}}, "rule": None},
                "todo": [{"msg": {"key": "c.e", "params": {}}, "card": "Birds"}]}
    assert checksum(state) == checksum(reworded)
    assert checksum(state) != checksum({**state, "total": 5})
    assert checksum(state) != checksum({**state, "todo": [{"msg": {"key": "c.d", "params": {}}, "card": "Fish"}]})
    assert "log" not in rules_part(state)


@pytest.mark.parametrize("action", [
    {"type": "roll", "faces": [3], "junk": "x" * 1000},
    {"type": "roll", "faces": None, "note": {"a": 1}},
])
def test_an_action_key_the_game_never_reads_is_refused(toy, action):
    s = Session("toy", {"target": 40}, "seed")
    with pytest.raises(RuleError) as err:
        s.act(action)
    assert err.value.key == "error.unknown_key" and s.cursor == 0 and not s.actions


def test_a_file_or_link_with_unknown_keys_is_refused_but_an_own_save_keeps_the_game(toy):
    s = Session("toy", {"target": 40}, "seed")
    s.act({"type": "roll", "faces": [3]})
    save = json.loads(json.dumps(s.to_save()))
    save["actions"][0]["junk"] = "x" * 5000
    with pytest.raises(RuleError) as err:
        Session.from_save(save)  # strict: an imported file, a shared link
    assert err.value.key == "error.unknown_key" and err.value.params == {"field": "action.junk"}
    own = Session.from_save(save, strict=False)  # the app's own storage
    assert own.actions == [{"type": "roll", "faces": [3]}] and own.state == s.state


def test_an_answer_for_another_screen_changes_nothing(toy):
    api = Api()
    first = json.loads(api.start(toy, '{"target": 40}', "s"))
    token = first["view"]["token"]
    one = json.loads(api.act('{"type":"roll","faces":[2]}', token))
    assert one["ok"] and one["view"]["token"] != token
    late = json.loads(api.act('{"type":"roll","faces":[2]}', token))  # the double tap's second tap
    assert late["error"]["key"] == "error.stale_answer" and api.session.cursor == 1
    assert json.loads(api.act('{"type":"roll","faces":[1]}', one["view"]["token"]))["ok"]
    undone = json.loads(api.undo())
    assert json.loads(api.act('{"type":"roll","faces":[1]}', one["view"]["token"] + 1))["error"]["key"] == "error.stale_answer"
    assert json.loads(api.act('{"type":"roll","faces":[1]}', undone["view"]["token"]))["ok"]


def test_an_answer_carries_the_rules_state_the_game_reached(toy):
    api = Api()
    api.start(toy, '{"target": 40}', "s")
    res = json.loads(api.act('{"type":"roll","faces":[4]}'))
    assert res["save"]["set"]["state"]["total"] == 4 and "log" not in res["save"]["set"]["state"]
    assert "state" not in json.loads(api.undo())["save"]["set"]  # the end of the game did not move
