"""Why the Martian AI did it (issue 25, py/solobots/ma/why.py): every decision of the AI
(which figure, which action, which target, which move) carries in the view the entries of
the seed's priority lists it went through, each held or not (or not reached), exactly one
chosen, and the chosen one is the rule the instruction cites."""

import random

import pytest

from solobots.ma import game
from test_ma_kit import Table, catalog, core_catalog, render, render_rule

# The questions the AI puts while it decides (the instruction is its decision).
DECISIONS = {"which_martian", "tie_figure", "void_card", "objective", "forced_nb", "target", "fearless",
             "freeze_square", "freeze_nb", "shoot_nb", "sight_square", "sight_nb", "objective_move",
             "objective_move_nb", "objective_tie", "toward_tie", "move_go", "move_nb", "fight_target", "finish",
             "act_go", "invasion_series"}


def check_why(view):
    why = view["why"]
    assert isinstance(why, list) and why
    chosen = [e for e in why if e["chosen"]]
    assert len(chosen) == 1
    assert chosen[0]["rule"] == view["instruction"]["rule"]
    assert chosen[0]["held"] is True
    for e in why:
        assert set(e) == {"rule", "msg", "held", "chosen"} and e["held"] in (True, False, None)
    # the entries not reached come after the chosen one
    i = why.index(chosen[0])
    assert all(e["held"] is None for e in why[i + 1:])
    assert all(e["held"] is not None for e in why[:i])


def board_game(rnd, seed):
    t = Table(seed=str(seed), objectives=rnd.random() < 0.5, deck_mode="virtual")
    profiles = ["us_sergeant", "us_rifleman", "civilian", "deke", "us_missile", "martian_disintegrator",
                "martian_freeze_ray", "martian_leader", "general_tor"]
    for _ in range(rnd.randrange(3, 9)):
        t.place(rnd.choice(profiles), "ABCDEFGH"[rnd.randrange(8)] + str(rnd.randrange(1, 9)))
    for _ in range(rnd.randrange(0, 3)):
        t.objective("ABCDEFGH"[rnd.randrange(8)] + str(rnd.randrange(1, 9)))
    return t.state


@pytest.mark.parametrize("seed", range(40))
def test_every_martian_decision_in_random_games_says_why(seed):
    rnd = random.Random(seed)
    state = board_game(rnd, seed) if seed % 4 else game.setup({"use_board": seed % 8 == 0}, str(seed))
    decisions = 0
    for _ in range(160):
        view = game.view(state)
        q = state["ask"]["q"]
        if view["why"] is not None:
            check_why(view)
        if state["phase"] == "martian" and q in DECISIONS and (state["mt"] or {}).get("card"):
            assert view["why"] is not None, q
            decisions += 1
        actions = game.legal_actions(state)
        if not actions:
            break
        # mostly the questions (the game goes on), now and then an edit
        answers = [a for a in actions if a["type"] in ("answer", "roll", "draw")]
        state = game.apply(state, rnd.choice(answers if answers and rnd.random() < 0.9 else actions))
    assert seed % 4 == 0 or decisions, "no Martian decision reached"


def shot_at_clear_level():
    t = Table(objectives=True)
    m = t.place("martian_disintegrator", "B2")
    h = t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest")
    return t, m, h


def test_the_objective_question_shows_the_figure_choice_and_the_action_list():
    t, _m, _h = shot_at_clear_level()
    why = game.view(t.state)["why"]
    refs = [e["rule"]["ref"] for e in why]
    assert refs == ["ma.figure_choice", "ma.position", "ma.forced_fight", "ma.objective", "ma.shoot", "ma.move",
                    "ma.fight_last"]
    assert [e["held"] for e in why] == [True, True, False, True, None, None, None]
    sector = why[0]["msg"]
    assert sector["key"] == "ma.why.sector" and sector["params"]["n"] == 1
    assert why[1]["msg"]["params"]["d"] == {"key": "ma.real", "params": {"whole": 2, "tenth": 0}}


def test_the_target_question_lists_the_target_priorities_and_what_was_checked():
    t, _m, h = shot_at_clear_level()
    t.answer("no")
    why = game.view(t.state)["why"]
    refs = [e["rule"]["ref"] for e in why]
    assert refs[3:] == ["ma.objective", "ma.shoot", "ma.freeze", "ma.target_clear", "ma.target_unactivated",
                        "ma.target_activated", "ma.move", "ma.fight_last"]
    chosen = next(e for e in why if e["chosen"])
    assert chosen["rule"]["ref"] == "ma.target_clear" and chosen["msg"]["params"]["n"] == 1
    t.answer(h)
    view = game.view(t.state)
    check_why(view)
    assert next(e for e in view["why"] if e["chosen"])["msg"]["key"] == "ma.why.target.clear"


def test_a_move_toward_the_enemy_says_why_it_did_not_shoot():
    t = Table(objectives=False)
    t.place("martian_disintegrator", "A1")
    t.place("us_rifleman", "H8")
    t.martian_turn().card("left_closest")
    view = game.view(t.state)
    check_why(view)
    held = {e["rule"]["ref"]: e["held"] for e in view["why"]}
    assert held["ma.objective"] is False and held["ma.shoot"] is False and held["ma.move"] is True
    assert held["ma.move_objective"] is False and held["ma.move_sight"] is False and held["ma.move_enemy"] is True
    assert held["ma.stay"] is None
    assert view["instruction"]["rule"]["ref"] == "ma.move_enemy"


def test_a_rallied_martians_question_starts_with_stand_it_up():
    # issue 22: the target question of a rallied Martian says so too
    t = Table(objectives=False)
    t.place("martian_disintegrator", "B2", panicked=True)
    t.place("us_rifleman", "B4")
    t.martian_turn().card("left_closest")
    assert t.q == "target" and t.instr == "ma.instr.rally_then"
    assert t.state["instr"]["msg"]["params"]["then"]["key"] == "ma.instr.target.clear"
    check_why(game.view(t.state))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_why_entry_renders_in_both_languages(lang):
    cat = dict(catalog(lang), **core_catalog(lang))
    rnd = random.Random(7)
    seen = 0
    for seed in range(12):
        state = board_game(rnd, seed)
        for _ in range(80):
            view = game.view(state)
            for e in view["why"] or []:
                assert render(e["msg"], cat, lang) and render_rule(e["rule"], cat, lang)
                seen += 1
            answers = [a for a in game.legal_actions(state) if a["type"] in ("answer", "roll", "draw")]
            if not answers:
                break
            state = game.apply(state, rnd.choice(answers))
    assert seen > 50
