"""Issue 11, "the table at hand", for Terraforming Mars: the log reads like a game record,
with a heading per generation (kind "round") and per phase of the generation (kind
"turn"), rendered in both languages through the catalogs."""

import pytest

from solobots.tm.flow import LAST_GENERATION
from test_tm_helpers import catalog, in_actions, new, play, render

PASS = {"type": "pass"}
LANGS = ("fr", "en")

WORDS = {
    "fr": {"setup": "Mise en place", "gen": "Génération {}", "research": "Phase de recherche",
           "action": "Phase d’actions", "production": "Phase de production", "final": "Après la dernière génération"},
    "en": {"setup": "Set-up", "gen": "Generation {}", "research": "Research phase",
           "action": "Action phase", "production": "Production phase", "final": "After the last generation"},
}


def headings(state, lang):
    cat = catalog(lang)
    return [(line["kind"], render(line["msg"], cat, lang)) for line in state["log"] if line["kind"] in ("round", "turn")]


@pytest.mark.parametrize("lang", LANGS)
def test_set_up_then_generation_one_opens_on_the_action_phase(lang):
    w = WORDS[lang]
    assert headings(new(), lang) == [("round", w["setup"])]
    state = in_actions("R08")
    assert headings(state, lang) == [("round", w["setup"]), ("round", w["gen"].format(1)), ("turn", w["action"])]


@pytest.mark.parametrize("lang", LANGS)
def test_each_generation_has_production_research_and_actions(lang):
    w = WORDS[lang]
    state = play(in_actions("R08"), PASS)
    assert headings(state, lang)[-3:] == [("turn", w["production"]), ("round", w["gen"].format(2)),
                                          ("turn", w["research"])]
    # the production line comes under its heading, the research question under the next
    keys = [line["msg"]["key"] for line in state["log"]]
    second = len(keys) - 1 - keys[::-1].index("tm.log.generation")
    assert keys.index("tm.log.phase.production") < keys.index("tm.log.production") < second
    state = play(state, {"type": "buy", "values": {"count": 0}})
    assert headings(state, lang)[-1] == ("turn", w["action"])


@pytest.mark.parametrize("lang", LANGS)
def test_after_the_last_generation_a_heading_for_the_final_conversions(lang):
    w = WORDS[lang]
    state = in_actions("R08")
    for _ in range(LAST_GENERATION - 1):
        state = play(state, PASS, {"type": "buy", "values": {"count": 0}})
    state = play(state, PASS)
    assert state["phase"] == "final"
    found = headings(state, lang)
    assert found[-1] == ("turn", w["final"])
    assert [h for h in found if h[0] == "round"] == [("round", w["setup"])] + [
        ("round", w["gen"].format(g)) for g in range(1, LAST_GENERATION + 1)]
