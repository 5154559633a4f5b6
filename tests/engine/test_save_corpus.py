"""Every game saved by every released build opens today at the step it stood at, draws in
both languages, and plays one step further (tests/saves/, made by scripts/make_save_corpus.py
from each build's own engines)."""

import json
from pathlib import Path

import pytest

from messages import page_catalog
from solobots import api as api_module
from solobots.core import legacy
from solobots.core.errors import RuleError
from solobots.core.fingerprint import rules_part
from solobots.core.session import SAVE_SCHEMA, Session

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "saves"
RECORDS = sorted(p for p in CORPUS.glob("*/*.json") if p.name != "manifest.json")


def catalog(lang):
    """The page's words: the catalog files and the printed names the build adds."""
    return page_catalog(lang)


CATALOGS = {lang: catalog(lang) for lang in ("fr", "en")}


def keys_in(value):
    """Every message key and rule citation a value names."""
    if isinstance(value, dict):
        if set(value) == {"key", "params"}:
            yield value["key"]
            yield from keys_in(value["params"])
            return
        if set(value) == {"ref", "params"}:
            yield f"rule.{value['ref']}.label"
            return
        for item in value.values():
            yield from keys_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys_in(item)


def record(path):
    return json.loads(path.read_text("utf-8"))


def test_the_corpus_covers_every_build_and_game():
    builds = {p.parent.name for p in RECORDS}
    assert builds >= {"b8", "b17", "b18", "b27", "b28"}
    for build in builds:
        games = {p.name.split("-")[0] for p in RECORDS if p.parent.name == build}
        assert games == {"kotd", "e300", "tm", "ma", "ma_tools"}, build
    names = {f"{p.parent.name}/{p.stem}" for p in RECORDS}
    # The points the issue names: a 300 die to acknowledge, a panic result, a tile to place.
    assert {"b18/e300-die_to_acknowledge", "b17/ma-panic_result", "b8/tm-tile_to_place"} <= names


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_saved_game_opens_at_its_step_and_plays_on(path):
    rec = record(path)
    core = rec["core"]
    session = Session.from_save(core, rec.get("checkpoint"), strict=False)
    current = legacy.current_version(core["game"])
    assert session.cursor == core["cursor"]
    if core["engine"] < current:
        # Carried across the update from where the player stood; undo stops there.
        assert session.migrated == {"from": core["engine"], "to": current, "at": core["cursor"],
                                    "dropped": len(core["actions"]) - core["cursor"]}
        assert session.base == core["cursor"] == len(session.actions)
        if session.cursor:
            with pytest.raises(RuleError) as err:
                session.undo()
            assert err.value.key == "error.undo_before_update"
    else:
        assert session.migrated is None and len(session.actions) == len(core["actions"])
    view = api_module.describe(session)
    log = session.log()
    for lang, words in CATALOGS.items():
        missing = sorted({k for k in keys_in([view, log]) if k not in words})
        assert missing == [], (lang, missing)
    # One step further, by today's rules, as the player would take it.
    actions = session.game.legal_actions(session.state)
    if not actions:
        assert view["status"]["over"]
        return
    for action in actions:
        try:
            session.act(action)
            break
        except RuleError:
            continue
    else:
        pytest.fail(f"no listed action accepted at {path.name}")
    # Kept as today's save, it opens again (strictly: as a file or a link would be read).
    save = json.loads(json.dumps(session.to_save()))
    assert save["schema"] == SAVE_SCHEMA and save["engine"] == current
    again = Session.from_save(save)
    assert rules_part(again.state) == rules_part(session.state)
    assert again.history == session.history and again.base == session.base


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_exported_file_of_any_build_is_accepted_as_an_import(path):
    core = record(path)["core"]
    answer = json.loads(api_module.Api().check(json.dumps(core)))
    assert answer["ok"], answer
    assert answer["save"]["full"] and answer["save"]["core"]["schema"] == SAVE_SCHEMA


def test_the_update_load_answers_with_the_whole_save_and_says_so():
    rec = record(CORPUS / "b8" / "tm-tile_to_place.json")
    api = api_module.Api()
    answer = json.loads(api.load(json.dumps(rec["core"])))
    assert answer["ok"] and answer["migrated"]["from"] == 1 and answer["migrated"]["to"] >= 2
    assert answer["save"]["full"] and answer["save"]["core"]["history"] == [
        {"engine": 1, "until": rec["core"]["cursor"]}]
    # The carried game keeps its history: loaded again, it replays it under version 1.
    again = json.loads(api.load(json.dumps(answer["save"]["core"])))
    assert again["ok"] and again.get("migrated") is None and again["view"]["base"] == rec["core"]["cursor"]
    assert again["view"]["step"] == answer["view"]["step"]
