"""The engine's JSON entry for saves from outside: a save (a file's or a link's `core`)
with a key no save has is refused, not stripped (README: a link holds only what its game
reads); JSON text nested too deeply is refused before anything parses it (in the browser
a 10,000-deep object overflowed the C parser's stack and ended the interpreter)."""

import json
import sys
import types

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solobots.api import Api
from solobots.core.strict import SAVE_KEYS
from solobots.core.validate import MAX_NESTING, nesting


def kotd_save():
    api = Api()
    return json.loads(api.start("kotd", json.dumps({"first": "autobot"}), "entry"))["save"]["core"]


def test_every_key_a_save_has_is_known():
    assert set(kotd_save()) == SAVE_KEYS


@pytest.mark.parametrize("key", ["junk", "legacy_sum", "view"])
def test_a_save_from_outside_with_an_unknown_key_is_refused(key):
    core = {**kotd_save(), key: "x"}
    out = json.loads(Api().check(json.dumps(core)))
    assert out["ok"] is False
    assert out["error"] == {"key": "error.unknown_save_key", "params": {"field": f"core.{key}"}}


def test_the_same_save_without_it_is_accepted():
    assert json.loads(Api().check(json.dumps(kotd_save())))["ok"] is True


def test_the_apps_own_saves_are_still_read_leniently():
    # `load` (the app's own storage) keeps working on what it wrote; only outside saves are strict.
    assert json.loads(Api().load(json.dumps(kotd_save())))["ok"] is True


@pytest.mark.parametrize("method", ["check", "load"])
def test_deep_nesting_is_refused_before_parsing(method):
    deep = '{"a":' * 10_000 + "1" + "}" * 10_000
    out = json.loads(getattr(Api(), method)(deep))
    assert out == {"ok": False, "error": {"key": "error.too_deep", "params": {}}}


def test_nesting_at_the_limit_still_parses_to_the_engines_own_refusal():
    text = "[" * MAX_NESTING + "]" * MAX_NESTING
    assert json.loads(Api().check(text))["error"]["key"] != "error.too_deep"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='[]{}"\\ab\u00e9'),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(alphabet='[]{}"\\k', max_size=3), inner, max_size=3),
    max_leaves=30,
)


def depth(value):
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


@given(json_values)
def test_nesting_counts_as_the_parser_nests(value):
    assert nesting(json.dumps(value)) == depth(value)
    assert nesting(json.dumps(value, ensure_ascii=False)) == depth(value)


def nesting_one_character_at_a_time(text):
    """The count as the parser would meet it, one character at a time: the reference the
    quicker count (regex and accumulate, core/validate.py) must agree with on any text."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if escaped:
            escaped = False
        elif in_string:
            escaped = char == "\\"
            in_string = char != '"'
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@given(st.text(alphabet='[]{}"\\a\né'))
def test_nesting_agrees_with_a_count_one_character_at_a_time_on_any_text(text):
    assert nesting(text) == nesting_one_character_at_a_time(text)


@pytest.fixture
def worker(monkeypatch):
    """py/worker.py, imported under CPython with a stand-in for Pyodide's `js` module."""
    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace())
    monkeypatch.syspath_prepend(str(__import__("pathlib").Path(__file__).resolve().parents[2] / "py"))
    sys.modules.pop("worker", None)
    import worker as module
    yield module
    sys.modules.pop("worker", None)


def test_the_workers_door_refuses_deep_arguments_before_parsing(worker):
    deep = "[" * 10_000 + "]" * 10_000
    assert json.loads(worker.dispatch("check", deep))["error"]["key"] == "error.too_deep"
    assert json.loads(worker.dispatch("games", "[]"))["ok"] is True
