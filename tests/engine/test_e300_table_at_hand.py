"""Issue 11 ("the table at hand") for 300: Earth & Water: PERS.IA's die that ends the
operations phase is shown and acknowledged, placement is not called a correction, the
battle prompt starts from a possible result, the city editor's changes are one action
with one log line, and the log has a heading per campaign and per turn."""

import json

import pytest

from logbook import applied
from solobots.core.errors import RuleError
from solobots.core.session import Session
from solobots.e300 import game
from test_e300_helpers import at_persian_turn, counts, fresh, play_full_game, render, render_rule

HOME = {"Athenai": (2, 1, 0, 0), "Sparta": (2, 1, 0, 0), "Abydos": (0, 0, 4, 2), "Ephesos": (0, 0, 6, 2)}
NNBSP = "\u202f"


def both(message):
    return {lang: render(message, lang) for lang in ("fr", "en")}


def play(state, *actions):
    for action in actions:
        state = applied(game.apply, state, action)
    return state


def die_one_after_your_pass(hand=3):
    """PERS.IA rolled, you passed, PERS.IA's die says 1: the phase ends on this die."""
    s = play(at_persian_turn(HOME, hand=hand), {"type": "persian_roll", "faces": ["6"]})
    s = play(s, {"type": "greek_op", "passed": True})
    return play(s, {"type": "persian_roll", "faces": ["1"]})


def test_engine_version_four_since_issue_34():
    assert game.ENGINE_VERSION == 4  # 3: issue 23; 4: the one-tap supply


def test_the_die_that_ends_the_phase_is_shown_and_acknowledged():
    s = die_one_after_your_pass(hand=3)
    assert s["phase"] == "pass_ack" and s["hands"]["persia"] == 1  # 3 − 1 (the die of 6) − 1 (this pass)
    v = game.view(s)
    assert v["dice"] == {"set": "d6", "label": {"key": "e300.dice.label", "params": {}},
                         "dice": [{"face": "1", "kept": False}]}
    assert v["board"]["turn"] == "persia"
    instruction = v["instruction"]
    assert (instruction["rule"]["ref"], instruction["rule"]["params"]) == ("e300.s5_pass", {"d6": 1})
    assert both(instruction["msg"]) == {
        "fr": f"Le dé de PERS.IA donne 1{NNBSP}: PERS.IA passe et défausse une de ses cartes (reste 1). "
              f"Vous veniez de passer{NNBSP}: la phase d'opérations est terminée.",
        "en": "PERS.IA’s die shows 1: PERS.IA passes and discards one of its cards (1 left). "
              "You passed just before: the operations phase is over.",
    }
    prompt = v["prompt"]
    assert prompt["kind"] == "choice" and prompt["rule"]["ref"] == "e300.base_passes"
    assert [c["action"] for c in prompt["choices"]] == [{"type": "ack_pass"}]
    assert [render(c["label"], "fr") for c in prompt["choices"]] == ["Compris"]
    assert [render(c["label"], "en") for c in prompt["choices"]] == ["OK"]
    assert both(prompt["msg"]) == {"fr": "Défaussez une carte de PERS.IA, puis passez au ravitaillement.",
                                   "en": "Discard one PERS.IA card, then go on to supply."}
    assert render_rule(prompt["rule"], "en")
    assert both(v["board"]["phase_name"]) == {"fr": "fin des opérations", "en": "end of operations"}
    assert game.legal_actions(s)[0] == {"type": "ack_pass"}
    # Nothing else moves the game on from here.
    for action in ({"type": "greek_op", "passed": True}, {"type": "supply_done", "values": {}}):
        with pytest.raises(RuleError):
            game.apply(s, action)

    after = play(s, {"type": "ack_pass"})
    assert after["phase"] == "supply" and after["roll"] is None
    line = next(x for x in after["log"] if x["msg"]["key"] == "e300.log.pass_acknowledged")
    assert line["kind"] == "player" and line["rule"]["ref"] == "e300.base_passes"
    assert both(line["msg"]) == {"fr": f"Vous avez défaussé la carte de PERS.IA{NNBSP}: place au ravitaillement.",
                                 "en": "You discarded PERS.IA’s card: on to supply."}
    assert game.view(after)["dice"] is None


def test_no_acknowledgement_when_the_phase_goes_on_or_without_a_die():
    s = play(at_persian_turn(HOME, hand=2), {"type": "persian_roll", "faces": ["1"]})
    assert s["phase"] == "greek_op"  # your turn: the die stays on screen with your prompt
    assert game.view(s)["dice"]["dice"][0]["face"] == "1"
    with pytest.raises(RuleError):
        game.apply(s, {"type": "ack_pass"})
    no_card = play(at_persian_turn(HOME, hand=0), {"type": "persian_op"}, {"type": "greek_op", "passed": True})
    assert no_card["phase"] == "supply"
    # You pass after PERS.IA's die pass: your own tap ended the phase, nothing to acknowledge.
    yours = play(s, {"type": "greek_op", "passed": True})
    assert yours["phase"] == "supply"


def test_a_saved_game_through_the_acknowledgement_replays():
    session = Session("e300", {}, "ack")
    for action in ({"type": "prepare"}, {"type": "greek_prep_done", "values": {"cards": 6}}):
        session.act(action)
    while session.state["phase"] != "pass_ack":
        phase = session.state["phase"]
        if phase == "persian_op":
            faces = ["1"] if session.state["passes"] else ["6"]
            session.act(next(a for a in game.legal_actions(session.state)
                             if a["type"] == "persian_op" or a.get("faces") == faces))
        elif phase == "greek_op":
            session.act({"type": "greek_op", "passed": True})
        elif phase == "battle":
            session.act(game.legal_actions(session.state)[0])
        else:
            raise AssertionError(phase)
    session.act({"type": "ack_pass"})
    save = json.loads(json.dumps(session.to_save()))
    assert save["engine"] == game.ENGINE_VERSION
    assert Session.from_save(save).state == session.state
    # Version 1 never had the acknowledgement: the same actions are not a game of version 1.
    with pytest.raises(RuleError) as err:
        Session.from_save(dict(save, engine=1))
    assert err.value.key == "error.save_corrupt"


@pytest.mark.parametrize(("phase", "mode"), [
    ("greek_prep", "place"), ("greek_op", "place"), ("supply", "supply"), ("greek_supply", "supply"),
    ("persian_prep", "correct"), ("persian_op", "correct"), ("battle", "correct"), ("scoring", "correct"),
])
def test_the_editor_places_during_placement_and_corrects_otherwise(phase, mode):
    s = dict(fresh(), phase=phase)
    assert game.view(dict(fresh(), phase="greek_prep"))["board"]["edit_mode"] == "place"
    s = play(s, {"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": 4})
    line = s["log"][-1]
    assert line["msg"]["key"] == "e300.log.edit_" + mode and line["kind"] == "player"


def test_placement_and_correction_wording_in_both_languages():
    prep = play(dict(fresh(), phase="greek_prep"),
                {"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": 3})
    assert both(prep["log"][-1]["msg"]) == {
        "fr": f"Placement à Athenai{NNBSP}: 3 armées grecques (avant{NNBSP}: 1).",
        "en": "Placed in Athenai: 3 Greek armies (was 1).",
    }
    fixed = play(fresh(), {"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": 3})
    assert both(fixed["log"][-1]["msg"]) == {
        "fr": f"Carte corrigée à Athenai{NNBSP}: 3 armées grecques (avant{NNBSP}: 1).",
        "en": "Map corrected in Athenai: 3 Greek armies (was 1).",
    }
    supply = play(dict(fresh(), phase="greek_supply"),
                  {"type": "set_units", "city": "Athenai", "side": "greece", "kind": "armies", "value": 0})
    assert both(supply["log"][-1]["msg"]) == {
        "fr": f"Pertes de ravitaillement à Athenai{NNBSP}: 0 armée grecque (avant{NNBSP}: 1).",
        "en": "Supply losses in Athenai: 0 Greek armies (was 1).",
    }
    # The widget's titles and hints for each mode exist in both languages.
    for mode, (fr, en) in {"place": ("Placer à Athenai", "Place in Athenai"),
                           "supply": (f"Pertes de ravitaillement{NNBSP}: Athenai", "Supply losses: Athenai"),
                           "correct": ("Corriger Athenai", "Correct Athenai")}.items():
        title = {"key": "e300.board.edit_" + mode, "params": {"city": "Athenai"}}
        assert both(title) == {"fr": fr, "en": en}
        assert all(both({"key": "e300.board.hint_" + mode, "params": {}}).values())
    for key in ("done", "cancel", "pending"):
        assert all(both({"key": "e300.board." + key, "params": {}}).values())


def test_the_city_editor_is_one_action_one_undo_one_log_line():
    session = Session("e300", {}, "editor")
    session.act({"type": "prepare"})
    before = counts(session.state, "Athenai")
    steps = len(session.actions)
    session.act({"type": "set_city", "city": "Athenai",
                 "units": {"greece": {"armies": before[0] + 3, "fleets": before[1] + 1}, "persia": {"armies": 0}}})
    assert len(session.actions) == steps + 1
    assert counts(session.state, "Athenai") == (before[0] + 3, before[1] + 1, 0, before[3])
    lines = session.recent()
    assert len(lines) == 1 and lines[0]["kind"] == "player"
    assert both(lines[0]["msg"]) == {
        "fr": f"Placement à Athenai{NNBSP}: {before[0] + 3} armées grecques (avant{NNBSP}: {before[0]}) "
              f"et {before[1] + 1} flottes grecques (avant{NNBSP}: {before[1]}).",
        "en": f"Placed in Athenai: {before[0] + 3} Greek armies (was {before[0]}) "
              f"and {before[1] + 1} Greek fleets (was {before[1]}).",
    }
    session.undo()
    assert counts(session.state, "Athenai") == before  # one undo takes the whole edit back


def test_bad_city_edits_are_refused():
    s = fresh()
    a = counts(s, "Athenai")
    bad = [
        ({"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": a[0]}}}, "e300.error.no_change"),
        ({"type": "set_city", "city": "Athenai", "units": {}}, "e300.error.bad_values"),
        ({"type": "set_city", "city": "Athenai", "units": {"rome": {"armies": 1}}}, "e300.error.bad_values"),
        ({"type": "set_city", "city": "Athenai", "units": {"greece": {"gold": 1}}}, "e300.error.bad_values"),
        ({"type": "set_city", "city": "Athenai", "units": {"greece": []}}, "e300.error.bad_values"),
        ({"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": 100}}}, "e300.error.out_of_range"),
        ({"type": "set_city", "city": "Athenai", "units": {"greece": {"armies": True}}}, "e300.error.not_a_number"),
        ({"type": "set_city", "city": "Korinthos", "units": {"greece": {"fleets": 1}}}, "e300.error.no_port"),
        ({"type": "set_city", "city": "Atlantis", "units": {"greece": {"armies": 1}}}, None),
    ]
    for action, key in bad:
        with pytest.raises(RuleError) as err:
            game.apply(s, action)
        if key:
            assert err.value.key == key, action


@pytest.mark.parametrize(("greek", "persian", "want"), [(1, 3, [0, 3]), (4, 2, [4, 0]), (3, 3, [3, 0])])
def test_the_battle_prompt_starts_from_a_possible_result(greek, persian, want):
    units = dict(HOME, Pella=(greek, 0, 0, 0), Abydos=(0, 0, 2 * persian + 1, 2))
    s = play(at_persian_turn(units), {"type": "persian_roll", "faces": ["2"]})
    assert s["phase"] == "battle"
    prompt = game.view(s)["prompt"]
    city = s["battle"]["city"]
    g, p = counts(s, city)[0], counts(s, city)[2]
    values = {f["id"]: f["value"] for f in prompt["fields"]}
    assert [values["greece"], values["persia"]] == ([0, p] if p > g else [g, 0])
    if city == "Pella":
        assert [values["greece"], values["persia"]] == want
    after = game.apply(s, {**prompt["action"], "values": values})  # confirming it as it stands is accepted
    assert after["phase"] != "battle"


def test_log_headings_per_campaign_and_per_turn():
    state = play_full_game("gamma")
    rounds = [x for x in state["log"] if x["kind"] == "round"]
    assert [x["msg"]["params"]["n"] for x in rounds] == [3, 4, 5]
    assert both(rounds[0]["msg"]) == {"fr": "Campagne 3", "en": "Campaign 3"}
    turns = [x["msg"] for x in state["log"] if x["kind"] == "turn"]
    keys = [m["key"] for m in turns]
    assert keys[:4] == ["e300.log.turn.persian_prep", "e300.log.turn.greek_prep", "e300.log.turn.persian_op",
                        "e300.log.turn.greek_op"]
    assert {"e300.log.supply", "e300.log.turn.scoring"} <= set(keys)
    rendered = {m["key"]: both(m) for m in turns if m["params"].get("n", 1) == 1}
    assert rendered == {
        "e300.log.turn.persian_prep": {"fr": "Préparation de PERS.IA", "en": "PERS.IA’s preparation"},
        "e300.log.turn.greek_prep": {"fr": "Votre préparation", "en": "Your preparation"},
        "e300.log.turn.persian_op": {"fr": "Opération 1 de PERS.IA", "en": "PERS.IA’s operation 1"},
        "e300.log.turn.greek_op": {"fr": "Votre opération 1", "en": "Your operation 1"},
        "e300.log.supply": {"fr": "Ravitaillement", "en": "Supply"},
        "e300.log.turn.scoring": {"fr": "Décompte", "en": "Scoring"},
    }
    # Every turn heading comes before the lines of that turn: PERS.IA's operation heading
    # is followed by its die, never by a Greek operation line.
    for i, line in enumerate(state["log"]):
        if line["kind"] == "turn" and line["msg"]["key"] == "e300.log.turn.persian_op":
            nxt = next(x for x in state["log"][i + 1:] if x["kind"] != "turn")
            assert nxt["msg"]["key"] not in ("e300.log.greek_op", "e300.log.greek_op_card", "e300.log.greek_pass")


def test_the_counters_beside_the_instruction_have_short_labels():
    group = game.view(fresh())["controls"][0]
    assert [item["id"] for item in group["items"]] == ["hand-greece", "hand-persia", "score", "bridge"]
    labels = {lang: [render(item["label"], lang) for item in group["items"]] for lang in ("fr", "en")}
    assert labels == {"fr": ["Cartes (vous)", "Cartes (PERS.IA)", "Score (+ Perse)", "Pont (1 = construit)"],
                      "en": ["Cards (you)", "Cards (PERS.IA)", "Score (+ Persia)", "Bridge (1 = built)"]}
    assert all(len(text) <= 20 for words in labels.values() for text in words)  # a 200 px column
