"""The e300 catalogs: both languages, same placeholders, French typography, and every
message the engine can say renders."""

import re

import pytest

from solobots.e300 import game
from solobots.e300 import geography as G
from test_e300_helpers import CATALOGS, ROOT, every_message, every_rule, play_full_game, render

SOURCE = ROOT / "py" / "solobots" / "e300"
FR = {k: v for k, v in CATALOGS["fr"].items() if k.startswith(("e300.", "rule.e300."))}
EN = {k: v for k, v in CATALOGS["en"].items() if k.startswith(("e300.", "rule.e300."))}
PHASES = ["persian_prep", "greek_prep", "persian_op", "battle", "greek_op", "pass_ack", "supply", "persian_supply",
          "greek_supply", "scoring", "over"]


def placeholders(value):
    forms = [v for k, v in value.items() if k != "count"] if isinstance(value, dict) else [value]
    return {name for form in forms for name in re.findall(r"\{(\w+)\}", form)}


def test_same_keys_in_both_languages():
    assert set(FR) == set(EN)


@pytest.mark.parametrize("key", sorted(FR))
def test_same_placeholders(key):
    assert placeholders(FR[key]) == placeholders(EN[key])
    for value in (FR[key], EN[key]):
        if isinstance(value, dict):
            assert set(value) - {"count"} == {"one", "other"}
            assert value.get("count", "n") in placeholders(value) or key.startswith("e300.log.")


@pytest.mark.parametrize("key", sorted(FR))
def test_french_typography(key):
    forms = [v for k, v in FR[key].items() if k != "count"] if isinstance(FR[key], dict) else [FR[key]]
    for text in forms:
        assert not re.search(r"[ \u00a0][;:!?]", text), text
        assert "« " not in text and " »" not in text, text
        assert not re.search(r"\S[;!?]", text.replace("\u202f;", "").replace("\u202f!", "").replace("\u202f?", "")), text


def test_name_and_tagline():
    for cat in (FR, EN):
        assert cat["e300.name"] and cat["e300.tagline"]


def _literals():
    found = set()
    for path in SOURCE.glob("*.py"):
        found.update(re.findall(r'"(e300\.[A-Za-z0-9_.]+)"', path.read_text("utf-8")))
    return found


def test_every_literal_key_or_rule_exists():
    for literal in _literals():
        if literal.endswith((".", "_")):
            continue  # a family completed below
        assert literal in FR or f"rule.{literal}.label" in FR, literal


def test_every_family_key_exists():
    wanted = []
    for c in G.CITIES:
        wanted += ["e300.city." + c, "e300.from." + c]
    for side in G.SIDES:
        wanted.append("e300.side." + side)
        for kind in G.KINDS:
            wanted += [f"e300.units.{side}.{kind}", f"e300.units_word.{side}.{kind}"]
    wanted += ["e300.action." + k for k in ("pass", "move", "army", "fleet", "place")]
    wanted += ["e300.phase." + p for p in PHASES]
    wanted += ["e300.battle." + k for k in G.KINDS]
    wanted += [f"rule.e300.s4{sit}.label" for sit in "ABCD"]
    wanted += [f"rule.e300.s5_{k}_none.label" for k in ("move", "army", "fleet", "place")]
    for key in wanted:
        assert key in FR and key in EN, key


def test_every_rule_has_label_and_text():
    refs = {k[len("rule."):-len(".label")] for k in FR if k.startswith("rule.") and k.endswith(".label")}
    for ref in refs:
        assert f"rule.{ref}.text" in FR and f"rule.{ref}.text" in EN


def test_french_city_forms():
    assert FR["e300.from.Abydos"] == "d'Abydos"
    assert FR["e300.from.Pella"] == "de Pella"
    assert FR["e300.city.Thebai"] == "Thèbai"


def _render_all(obj):
    for message in every_message(obj):
        for lang in ("fr", "en"):
            render(message, lang)
    for citation in every_rule(obj):
        for lang in ("fr", "en"):
            render({"key": "rule.{}.label".format(citation["ref"]), "params": citation["params"]}, lang)
            render({"key": "rule.{}.text".format(citation["ref"]), "params": citation["params"]}, lang)


@pytest.mark.parametrize("seed", ["golden", "alpha", "beta", "gamma", "delta"])
def test_every_log_line_and_view_renders(seed):
    state = play_full_game(seed)
    _render_all(state["log"])
    _render_all(game.view(state))


def test_every_view_along_a_walk_renders():
    s = game.setup({}, "walk")
    for i in range(400):
        _render_all(game.view(s))
        actions = game.legal_actions(s)
        if not actions:
            break
        s = game.apply(s, actions[(i * 7) % len(actions)])
    _render_all(s["log"])


def test_rule_label_with_die():
    assert render({"key": "rule.e300.s5_move.label", "params": {"d6": 4}}) == "PERS.IA §5.3 · d6 = 4"
