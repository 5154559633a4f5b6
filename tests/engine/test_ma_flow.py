"""The shape of a solo game: preparation, turns, Invasion, end of round, victory, the
player's corrections and settings, and the contract (purity, refusals, view, saves)."""

import copy
import json

import pytest

from solobots.core.errors import RuleError
from solobots.core.session import Session
from solobots.ma import game
from test_ma_kit import Table


def test_setup_starts_in_preparation_with_the_sectors_shown():
    t = Table()
    view = game.view(t.state)
    assert t.state["phase"] == "prepare" and t.q == "start" and view["board"]["settings_open"]
    assert view["board"]["sectors"] == {"left": [1, 3], "centre": [3, 6], "right": [6, 8]}
    assert view["prompt"]["choices"][0]["action"] == {"type": "answer", "value": "start"}


def test_options_schema_fields():
    ids = [f["id"] for f in game.options_schema()]
    assert ids == ["scenario", "first", "vp_advantage", "deck_mode", "use_board", "objectives", "objective_markers",
                   "explode", "sectors", "makeup", "profiles", "mods"]


@pytest.mark.parametrize("options", [{"first": "bot"}, {"vp_advantage": "2"}, {"scenario": 3}, {"use_board": 1},
                                     {"objective_markers": "yes"},
                                     {"sectors": {"left_to": 9}}, {"sectors": {"centre_from": 6, "centre_to": 5}},
                                     {"sectors": []}, {"deck_mode": None}, {"scenario": "x" * 81}])
def test_bad_options_are_refused(options):
    with pytest.raises(RuleError):
        game.setup(options, "x")


def test_martians_first():
    t = Table(first="martian")
    t.start()
    assert t.q == "draw" and t.state["mt"]["thing"] == 1


def test_player_turn_choices_and_the_all_activated_hint():
    t = Table()
    f = t.place("us_rifleman", "A1")
    t.start()
    choices = t.state["ask"]["prompt"]["choices"]
    assert [c["action"]["value"] for c in choices] == ["done", "round_end", "tools"] and choices[0]["primary"]
    t.do({"type": "mark", "figure": f, "mark": "activated", "value": True})
    t.answer("tools").answer("back")
    assert t.state["ask"]["prompt"]["choices"][1]["primary"]


def test_the_tool_menu_returns_to_the_player_turn():
    t = Table()
    t.start().answer("tools").answer("edge").roll(["1", "3"])
    assert t.state["tool"]["result"] == {"edge": "near", "square": [1, 3]}
    t.answer("leave")
    assert t.q == "player_turn" and t.state["tool"] is None


def test_invasion_series_choice_prefers_the_most_cards():
    t = Table()
    t.do({"type": "series", "value": 3}, {"type": "series_cards", "index": 0, "value": 3},
         {"type": "series_cards", "index": 2, "value": 3})
    t.martian_turn().card("invasion")
    assert t.values == ["s0", "s2", "none"] and t.cite == "ma.invasion"
    t.answer("s2")
    assert [s["cards"] for s in t.state["series"]] == [3, 1]


def test_a_series_grown_this_turn_cannot_be_resolved():
    t = Table()
    t.do({"type": "series", "value": 1})
    t.martian_turn()
    t.do({"type": "series_cards", "index": 0, "value": 2})
    t.card("invasion")
    assert t.instr == "ma.instr.hand_into_play" and "ma.log.no_series" in t
    t.answer("done").card("invasion")
    assert t.instr == "ma.instr.hand_into_play"
    t.answer("done")
    assert t.state["series"][0]["fresh"] is False  # the next Martian turn may resolve it


def test_a_series_added_during_the_martian_turn_is_fresh():
    t = Table()
    t.martian_turn()
    t.do({"type": "series", "value": 1})
    assert t.state["series"] == [{"cards": 1, "fresh": True}]


def test_none_can_be_resolved_puts_the_hand_into_play():
    t = Table()
    t.do({"type": "series", "value": 1})
    t.martian_turn().card("invasion").answer("none")
    assert t.instr == "ma.instr.hand_into_play"


def test_round_end_without_the_board():
    t = Table(use_board=False)
    t.start().answer("round_end").answer("yes").roll(["3", "2"])
    assert t.instr == "ma.instr.reinforcement_at" and t.q == "reinforcement_done"
    assert t.state["instr"]["msg"]["params"]["square"] == "A2"
    t.answer("done")
    assert t.instr == "ma.instr.reinforcements_more"
    t.answer("no")
    assert t.q == "next_first" and t.state["ask"]["prompt"]["choices"][0]["primary"]
    t.answer("martian")
    assert t.state["round"] == 2 and t.q == "draw"


def test_reinforcement_kept_off_the_screen():
    t = Table()
    t.start().answer("round_end").answer("yes").roll(["5", "5"]).answer("none")
    assert t.state["board"]["figures"] == [] and t.q == "reinforcements"


def test_reinforcement_edge_rolled_by_the_app():
    t = Table()
    t.start().answer("round_end").answer("yes").roll()
    assert t.q == "reinforcement_profile" and t.state["last_roll"]["what"] == "edge"
    assert "ma.log.edge" in t


def test_victory_for_either_side_and_undo_by_session():
    t = Table()
    t.do({"type": "vp", "side": "human", "value": 8})
    view = game.view(t.state)
    assert view["status"] == {"over": True, "winner": "player", "reason": {"key": "ma.reason.vp_human", "params": {"vp": 8}}}
    assert view["prompt"] == {"kind": "none"} and view["controls"] == [] and game.legal_actions(t.state) == []
    assert t.refused({"type": "vp", "side": "human", "value": 7}) == "ma.error.game_over"
    t2 = Table(vp_advantage=2)
    t2.do({"type": "vp", "side": "martian", "value": 8})
    assert t2.state["over"]["winner"] == "bot" and t2.instr == "ma.instr.won_martian"


def test_settings_panel_toggle_and_switches():
    t = Table()
    t.start()
    t.do({"type": "settings", "open": True})
    assert game.view(t.state)["board"]["settings_open"]
    t.do({"type": "setting", "field": "use_board", "value": False})
    assert not t.state["use_board"]
    assert t.refused({"type": "place", "profile": "deke", "row": 1, "col": 1}) == "ma.error.no_board"
    t.do({"type": "setting", "field": "explode", "value": False}, {"type": "setting", "field": "objectives", "value": False})
    assert t.state["options"]["explode"] is False and t.state["options"]["objectives"] is False
    assert t.refused({"type": "setting", "field": "nope", "value": 1}) == "error.bad_choice"
    assert t.refused({"type": "setting", "field": "explode", "value": "no"}) == "error.bad_choice"
    assert t.refused({"type": "settings", "open": "yes"}) == "error.bad_choice"


def test_turning_the_board_off_in_preparation_rewords_it():
    t = Table()
    t.do({"type": "setting", "field": "use_board", "value": False})
    assert t.instr == "ma.instr.prepare_nb"


def test_board_edits_and_their_refusals():
    t = Table()
    f = t.place("deke", "C3")
    t.do({"type": "move", "figure": f, "row": 5, "col": 5}, {"type": "mark", "figure": f, "mark": "panicked", "value": True})
    assert (t.fig(f)["row"], t.fig(f)["col"], t.fig(f)["panicked"]) == (5, 5, True)
    t.objective("A1").objective("A1")
    assert t.state["board"]["objectives"] == []
    t.do({"type": "remove", "figure": f})
    assert t.fig(f) is None
    assert t.refused({"type": "remove", "figure": f}) == "ma.error.no_such_figure"
    assert t.refused({"type": "place", "profile": "martian_saucer", "row": 1, "col": 1}) == "ma.error.bad_profile"
    assert t.refused({"type": "mark", "figure": "f9", "mark": "panicked", "value": True}) == "ma.error.no_such_figure"
    g = t.place("deke", "A1")
    assert t.refused({"type": "mark", "figure": g, "mark": "dead", "value": True}) == "ma.error.bad_mark"
    assert t.refused({"type": "mark", "figure": g, "mark": "panicked", "value": 1}) == "ma.error.bad_mark"


def test_an_answer_for_a_removed_figure_is_refused_and_not_offered():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest")
    t.do({"type": "remove", "figure": h})
    assert t.refused({"type": "answer", "value": h}) == "ma.error.no_such_figure"
    assert {"type": "answer", "value": h} not in game.legal_actions(t.state)


def test_the_acting_figure_removed_mid_activation_ends_the_thing():
    t = Table(objectives=False)
    m = t.place("martian_disintegrator", "B2")
    t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest")
    t.do({"type": "remove", "figure": m})
    t.answer("none")
    assert "ma.log.figure_gone" in t and t.q == "draw"


@pytest.mark.parametrize("action", [
    None, [], "x", {}, {"type": 3}, {"type": "nope"}, {"type": "answer"}, {"type": "answer", "value": 1},
    {"type": "answer", "value": "done"}, {"type": "roll", "faces": None}, {"type": "draw", "card": "joker"},
    {"type": "vp", "side": "both", "value": 1}, {"type": "vp", "side": "human", "value": True},
    {"type": "series", "value": 9}, {"type": "series_cards", "index": 0, "value": 2},
    {"type": "tool_set", "field": "aim", "value": True}, {"type": "move", "figure": None, "row": 1, "col": 1},
    {"type": "place", "profile": "deke", "row": "1", "col": 1}, {"type": "objective", "row": 0, "col": 1},
])
def test_bad_actions_raise_rule_errors_and_change_nothing(action):
    t = Table()
    before = copy.deepcopy(t.state)
    with pytest.raises(RuleError):
        game.apply(t.state, action)
    assert t.state == before


def test_apply_never_mutates_its_input_and_states_are_json():
    t = Table(deck_mode="virtual")
    t.place("martian_disintegrator", "B2")
    t.place("us_rifleman", "B4")
    before = copy.deepcopy(t.state)
    after = game.apply(t.state, {"type": "answer", "value": "start"})
    assert t.state == before and after != before
    json.loads(json.dumps(after))
    assert after["n"] == before["n"] + 1


def test_the_view_has_every_part_of_the_contract():
    t = Table()
    t.place("martian_disintegrator", "B2")
    view = game.view(t.state)
    assert set(view) == {"instruction", "why", "prompt", "board", "dice", "controls", "status", "summary", "result"}
    assert view["board"]["widget"] == "ma" and view["board"]["figures"][0]["profile"] == "martian_disintegrator"
    assert len(view["board"]["profiles"]) == 18


def test_a_whole_round_through_a_session_with_undo_and_replay():
    s = Session("ma", {"deck_mode": "physical", "objectives": False}, "round")
    for action in [
        {"type": "place", "profile": "martian_disintegrator", "row": 6, "col": 2},
        {"type": "place", "profile": "us_rifleman", "row": 3, "col": 2},
        {"type": "answer", "value": "start"}, {"type": "answer", "value": "done"},
        {"type": "draw", "card": "left_closest"}, {"type": "answer", "value": "f2"},
        # "Roll for me" on the attack rolls the whole test, which then leaves (issue 22).
        {"type": "answer", "value": "tool_shoot"}, {"type": "roll", "faces": None},
    ]:
        s.act(action)
    assert s.state["tool"] is None and s.state["ask"]["q"] == "draw"
    s.act({"type": "draw", "card": "invasion"})
    s.act({"type": "answer", "value": "done"})
    assert s.state["phase"] == "player"
    s.act({"type": "answer", "value": "round_end"})
    assert all(not f["activated"] for f in s.state["board"]["figures"])
    s.undo()
    assert s.state["phase"] == "player"
    s.redo()
    again = Session.from_save(s.to_save())
    assert again.state == s.state
