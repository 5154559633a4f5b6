import json

import pytest

from solobots.api import Api
from solobots.core.errors import RuleError
from solobots.core.session import Session, checksum


def test_undo_redo_are_exact(toy):
    s = Session(toy, {"target": 40}, "seed")
    states = [s.state]
    for _ in range(5):
        s.act({"type": "roll", "faces": None})
        states.append(s.state)
    for i in range(5, 0, -1):
        s.undo()
        assert s.state == states[i - 1]
    for i in range(1, 6):
        s.redo()
        assert s.state == states[i]


def test_new_action_after_undo_drops_the_undone_future(toy):
    s = Session(toy, {"target": 40}, "seed")
    s.act({"type": "roll", "faces": [1]})
    s.act({"type": "roll", "faces": [2]})
    s.undo()
    s.act({"type": "roll", "faces": [6]})
    assert s.state["total"] == 7 and len(s.actions) == 2
    with pytest.raises(RuleError):
        s.redo()


def test_go_to_any_step(toy):
    s = Session(toy, {"target": 40}, "seed")
    for face in (1, 2, 3):
        s.act({"type": "roll", "faces": [face]})
    s.go_to(1)
    assert s.state["total"] == 1
    s.go_to(3)
    assert s.state["total"] == 6
    for bad in (-1, 4, "2", True, None):
        with pytest.raises(RuleError):
            s.go_to(bad)


def test_refused_action_changes_nothing(toy):
    s = Session(toy, {"target": 40}, "seed")
    s.act({"type": "roll", "faces": [3]})
    before = json.dumps(s.state, sort_keys=True)
    for bad in ({"type": "roll", "faces": [7]}, {"type": "fly"}, {"type": "roll", "faces": "66"}, [], "roll"):
        with pytest.raises(RuleError):
            s.act(bad)
    assert json.dumps(s.state, sort_keys=True) == before and len(s.actions) == 1


def test_save_replays_to_the_same_game(toy):
    s = Session(toy, {"target": 40}, "seed")
    for _ in range(4):
        s.act({"type": "roll", "faces": None})
    s.undo()
    save = json.loads(json.dumps(s.to_save()))
    back = Session.from_save(save)
    assert back.state == s.state and back.cursor == 3 and len(back.actions) == 4
    assert checksum(back.states[-1]) == save["checksum"]


@pytest.mark.parametrize("damage, key", [
    (lambda d: d.update(format="other"), "error.save_foreign"),
    (lambda d: d.update(schema=99), "error.save_schema"),
    (lambda d: d.update(engine=0), "error.save_engine"),
    (lambda d: d.update(cursor=99), "error.save_corrupt"),
    (lambda d: d.update(actions="x"), "error.save_corrupt"),
    (lambda d: d["actions"].append({"type": "fly"}), "error.save_corrupt"),
    (lambda d: d.update(seed="other"), "error.save_tampered"),
    (lambda d: d["actions"].__setitem__(0, {"type": "roll", "faces": [6]}), "error.save_tampered"),
    (lambda d: d.update(game="nope"), "error.unknown_game"),
])
def test_damaged_saves_are_refused(toy, damage, key):
    s = Session(toy, {"target": 40}, "seed")
    s.act({"type": "roll", "faces": [2]})
    s.act({"type": "roll", "faces": None})
    save = json.loads(json.dumps(s.to_save()))
    damage(save)
    with pytest.raises(RuleError) as err:
        Session.from_save(save)
    assert err.value.key == key


def test_api_answers_json_and_never_raises(toy):
    api = Api()
    assert json.loads(api.act('{"type":"roll"}'))["error"]["key"] == "error.no_game"
    ok = json.loads(api.start(toy, '{"target": 12}', "abc"))
    assert ok["ok"] and ok["view"]["step"] == 0 and ok["view"]["seed"] == "abc"
    assert json.loads(api.act("not json"))["error"]["key"] == "error.not_json"
    assert json.loads(api.act('{"type":"roll","faces":[9]}'))["error"]["key"] == "error.bad_choice"
    res = json.loads(api.act('{"type":"roll","faces":[4]}'))
    assert res["ok"] and res["view"]["can_undo"] and res["view"]["log"][-1]["at"] == 1
    assert json.loads(api.undo())["view"]["step"] == 0
    assert json.loads(api.redo())["view"]["step"] == 1
    assert json.loads(api.go_to(0))["view"]["step"] == 0
    assert json.loads(api.start("nope", "{}", "s"))["error"]["key"] == "error.unknown_game"
    assert json.loads(api.start(toy, "{}", ""))["error"]["key"] == "error.bad_seed"


def test_api_check_does_not_touch_the_current_game(toy):
    api = Api()
    api.start(toy, "{}", "one")
    api.act('{"type":"roll","faces":[5]}')
    other = Api()
    other.start(toy, "{}", "two")
    save = json.loads(other.act('{"type":"roll","faces":[1]}'))["save"]
    checked = json.loads(api.check(json.dumps(save)))
    assert checked["ok"] and checked["view"]["seed"] == "two"
    assert api.session.seed == "one" and api.session.state["total"] == 5
    assert json.loads(api.load("[1,2]"))["error"]["key"] == "error.save_foreign"
    assert api.session.seed == "one"


def test_api_reports_bugs_as_keys_not_tracebacks(toy, monkeypatch):
    api = Api()
    api.start(toy, "{}", "s")
    import toy_game
    monkeypatch.setattr(toy_game, "apply", lambda state, action: 1 / 0)
    res = json.loads(api.act('{"type":"roll"}'))
    assert res["error"]["key"] == "error.internal" and "ZeroDivisionError" in res["error"]["params"]["detail"]
    assert api.session.cursor == 0
