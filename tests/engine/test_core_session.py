import json

import pytest

from solobots.api import Api
from solobots.core.errors import RuleError
from solobots.core.session import CHECKPOINT_EVERY, KEEP_EVERY, RECENT, Session, actions_digest, checksum


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
    assert back.final_checksum == save["checksum"]
    back.redo()
    assert checksum(back.state) == save["checksum"]


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
    assert res["ok"] and res["view"]["can_undo"] and res["view"]["recent"][-1]["at"] == 1
    assert "log" not in res["view"] and json.loads(api.log())["log"][-1]["at"] == 1
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
    other.act('{"type":"roll","faces":[1]}')
    save = other.session.to_save()
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


# -- a long game costs no more per step than a short one --------------------------------
def endless(toy, seed="long"):
    return Session(toy, {"endless": True}, seed)


def play_long(session, n):
    for i in range(n):
        session.act({"type": "roll", "faces": [i % 6 + 1]})
    return session


def test_only_a_few_states_are_kept_however_long_the_game(toy):
    s = play_long(endless(toy), 3000)
    assert len(s._kept) <= 3000 // KEEP_EVERY + RECENT + 2


def test_every_earlier_state_is_rebuilt_exactly(toy):
    s = play_long(endless(toy), 260)
    reference = [Session(toy, {"endless": True}, "long").state]
    ref = Session(toy, {"endless": True}, "long")
    for action in s.actions:
        reference.append(ref.act(action))
    for step in (0, 1, 24, 25, 26, 137, 200, 259, 260, 3, 250):
        s.go_to(step)
        assert s.state == reference[step]
    assert s.log() == [line for state in reference[:251] for line in state["log"]]


def test_answers_do_not_grow_with_the_game(toy):
    api = Api()
    api.start(toy, json.dumps({"endless": True}), "size")
    sizes = {}
    for i in range(1, 2001):
        answer = api.act(json.dumps({"type": "roll", "faces": [i % 6 + 1]}))
        sizes[i] = len(answer)
    # Every hundredth answer also carries a checkpoint: one state, whatever the length.
    assert sizes[1999] <= sizes[21] * 1.1 and sizes[2000] <= sizes[100] * 1.1
    for call in (api.undo, api.redo):
        assert len(call()) <= sizes[21] * 1.1
    assert "log" not in json.loads(answer)["view"]


def test_a_checkpoint_every_hundred_actions_rides_along(toy):
    api = Api()
    api.start(toy, json.dumps({"endless": True}), "cp")
    seen = []
    for _ in range(CHECKPOINT_EVERY * 2):
        answer = json.loads(api.act(json.dumps({"type": "roll", "faces": None})))
        if "checkpoint" in answer:
            seen.append(answer["checkpoint"]["at"])
    assert seen == [CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY]


def test_a_resume_from_a_checkpoint_replays_only_what_follows(toy, monkeypatch):
    s = play_long(endless(toy), 530)
    s.undo()
    save, checkpoint = json.loads(json.dumps(s.to_save())), json.loads(json.dumps(s.checkpoint(500)))
    import toy_game
    calls = []
    real = toy_game.apply
    monkeypatch.setattr(toy_game, "apply", lambda state, action: calls.append(1) or real(state, action))
    back = Session.from_save(save, checkpoint)
    assert len(calls) == 30
    assert back.state == s.state and back.cursor == 529 and back.final_checksum == save["checksum"]
    # Going back before the checkpoint (or opening the log) replays the rest, exactly.
    back.go_to(3)
    assert back.state == s.state_at(3)
    back.go_to(529)
    assert back.log() == s.log()


@pytest.mark.parametrize("damage", [
    lambda c: c["state"].update(total=-1),          # the state no longer matches its checksum
    lambda c: c.update(prefix="0" * 64),              # made for another history
    lambda c: c.update(at=999_999),                   # beyond the actions
    lambda c: c.update(state="x"),
])
def test_a_checkpoint_that_does_not_fit_is_ignored(toy, damage):
    s = play_long(endless(toy), 230)
    save, checkpoint = s.to_save(), json.loads(json.dumps(s.checkpoint(200)))
    damage(checkpoint)
    back = Session.from_save(save, checkpoint)
    assert back.state == s.state and back._history_from == 0


def test_a_checkpoint_cannot_hide_a_tampered_history(toy):
    s = play_long(endless(toy), 230)
    save, checkpoint = s.to_save(), s.checkpoint(200)
    save["actions"][4] = {"type": "roll", "faces": [1]}
    checkpoint["prefix"] = actions_digest(save["actions"][:200])
    back = Session.from_save(save, checkpoint)  # the end still matches: the checkpoint is trusted...
    with pytest.raises(RuleError) as err:
        back.log()  # ...until the history before it is replayed and does not meet it
    assert err.value.key == "error.save_tampered"


# -- setup options and seeds are checked before any game starts -------------------------
@pytest.mark.parametrize("options, key", [
    ({"nope": 1}, "error.bad_option"),
    ({"target": "12"}, "error.bad_option"),
    ({"target": 99}, "error.bad_option"),
    ({"endless": 1}, "error.bad_option"),
    ({"notes": "x" * 30_000}, "error.bad_option"),
    ([], "error.bad_shape"),
])
def test_options_are_checked_against_the_schema(toy, options, key):
    with pytest.raises(RuleError) as err:
        Session(toy, options, "s")
    assert err.value.key == key


def test_structured_options_pass_and_replay(toy):
    s = Session(toy, {"notes": {"a": [1, 2]}, "target": 12}, "s")
    s.act({"type": "roll", "faces": [3]})
    assert Session.from_save(json.loads(json.dumps(s.to_save()))).options == {"notes": {"a": [1, 2]}, "target": 12}


def test_a_seed_of_broken_text_is_refused(toy):
    with pytest.raises(RuleError) as err:
        Session(toy, {}, "ab\ud800")
    assert err.value.key == "error.bad_seed"
    api = Api()
    assert json.loads(api.start(toy, "{}", "x\udc00"))["error"]["key"] == "error.bad_seed"


def test_deeply_nested_json_is_refused_with_a_key(toy):
    api = Api()
    answer = json.loads(api.start(toy, "[" * 100_000 + "]" * 100_000, "deep"))
    assert answer["error"]["key"] == "error.too_deep"  # measured before parsing (core/validate.py)
