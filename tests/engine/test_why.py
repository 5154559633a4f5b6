"""The why of every bot decision (solobots/why.py, docs/engine-contract.md "Why"): random
games of each bot where every view showing a decision carries a well-formed why whose one
chosen entry cites the rule the instruction cites; then what the entries say in the
cases a player doubts (Autobot's keep, ties, a victory mid-resolution; PERS.IA's
situation, move and fallbacks; the neutral count space by space)."""

import json
import random

import pytest

from logbook import applied
from solobots.api import describe
from solobots.core import registry
from solobots.core.messages import msg, rule
from solobots.core.session import Session, checksum
from solobots.e300 import game as e300
from solobots.tm import neutral, neutral_why
from solobots.why import entry, problems
from test_e300_helpers import at_persian_turn, with_board

GAMES = 6
STEPS = 260


def _kotd_decision(view):
    # Not decisions: the set-up, and the player's own turn (their roll resolved by the
    # usual rules, kotd.you_*).
    ref = view["instruction"]["rule"]["ref"]
    if view["instruction"]["msg"]["key"] == "kotd.instr.claim":
        return False  # a win the player's counters reached, asked once: their edit, not Autobot's choice
    return ref not in ("kotd.setup", "kotd.player_turn") and not ref.startswith("kotd.you_")


def _e300_decision(view):
    # Not decisions: "start the preparation" (§4), your own supply, a map to correct, and
    # the battles of your own moves (your_battle: you entered them).
    if view["instruction"]["msg"]["key"].startswith("e300.instr.your_battle"):
        return False
    return view["instruction"]["rule"]["ref"] not in ("e300.s4", "e300.base_supply", "e300.r_both_majors")


def _tm_decision(view):
    return view["instruction"]["rule"]["ref"] in ("tm.solo_city1", "tm.solo_city2", "tm.solo_greenery")


# Mars Attacks: every Martian decision is checked by test_ma_why.py, which knows the AI's
# questions (the instruction of a dice test's result cites the reference sheet instead).
DECIDES = {"kotd": _kotd_decision, "e300": _e300_decision, "tm": _tm_decision}


def walk(gid, seed):
    """A random game, mostly through the phase's own answers (the first actions listed)
    with a correction now and then; yields each view and the log lines that led to it."""
    session = Session(gid, {}, seed)
    game = registry.get(gid)
    rnd = random.Random(seed)
    yield describe(session), session.recent()
    for _ in range(STEPS):
        actions = game.legal_actions(session.state)
        if not actions:
            return
        session.act(rnd.choice(actions[:3]) if rnd.random() < 0.85 else rnd.choice(actions))
        yield describe(session), session.recent()


@pytest.mark.parametrize("gid", ["kotd", "e300", "tm"])
def test_every_decision_of_random_games_carries_a_why_citing_the_instructions_rule(gid):
    decides = DECIDES[gid]
    decisions = 0
    for k in range(GAMES):
        for view, _lines in walk(gid, f"why-{gid}-{k}"):
            if view.get("why") is not None:
                assert problems(view["why"], view["instruction"]) == [], (k, view["instruction"])
            shows = view["instruction"] and decides(view)
            if shows:
                decisions += 1
                assert view.get("why"), (gid, k, view["instruction"])
    assert decisions > 10


def test_problems_catches_what_a_why_must_not_be():
    cite = rule("kotd.A5")
    good = [entry(rule("kotd.A2"), msg("x"), False), entry(cite, msg("y"), True, chosen=True)]
    assert problems(good, {"msg": msg("i"), "rule": cite}) == []
    assert problems(good, {"msg": msg("i"), "rule": rule("kotd.A8")})  # not the instruction's rule
    assert problems([dict(e, chosen=True) for e in good], {"rule": cite})  # two chosen
    assert problems([dict(good[1], held=None)], {"rule": cite})  # chosen but not reached
    assert problems([], {"rule": cite})


# -- King of Tokyo: Duel ------------------------------------------------------------
def _why(state, game):
    return game.view(state)["why"]


def _refs(why):
    return [(e["rule"]["ref"], e["held"], e["chosen"]) for e in why]


def test_autobot_keep_after_roll_one_says_each_step_with_its_dice(kotd):
    state = kotd.play(kotd.autobot_turn(life=10), kotd.roll(["heart", "heart", "heart", "smash", "fame", "energy"]))
    why = _why(state, kotd.game)
    assert _refs(why) == [("kotd.A2", True, False), ("kotd.A3", True, False), ("kotd.A4", True, False),
                          ("kotd.A5", True, True)]
    assert why[0]["msg"] == msg("kotd.why.smashes", n=1)
    # The seed's example: Meka Dragon at 10 of 12 keeps 2 of 3 hearts.
    assert why[1]["msg"]["params"] == {"n": 2, "rolled": 3, "life": 10, "max": 12, "already": 0, "room": 2}
    assert why[2]["msg"]["key"] == "kotd.why.type_more"
    assert why[3]["msg"]["params"] == {"n": 2, "kept": 4, "roll": 2}


def test_autobot_keep_says_what_did_not_hold(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["energy", "energy", "power", "power", "heart", "energy"]))
    why = _why(state, kotd.game)
    assert [(e["msg"]["key"], e["held"]) for e in why[:3]] == [
        ("kotd.why.no_smash", False), ("kotd.why.hearts_useless", False), ("kotd.why.no_type", False)]


def test_a_tie_is_said_with_the_way_it_was_broken(kotd):
    by_token = kotd.play(kotd.autobot_turn(fame=2, destruction=1), kotd.roll(kotd_tie()))
    tie = _why(by_token, kotd.game)[2]
    assert tie["msg"]["key"] == "kotd.why.type_tie_token" and tie["msg"]["params"]["fame_pos"] == "+2"

    asked = kotd.play(kotd.autobot_turn(fame=1, destruction=1), kotd.roll(kotd_tie()))
    why = _why(asked, kotd.game)
    assert why[-1]["msg"]["key"] == "kotd.why.type_tie_player" and why[-1]["chosen"]
    answered = kotd.play(asked, {"type": "choose_type", "kind": "destruction"})
    why = _why(answered, kotd.game)
    assert [e["msg"]["key"] for e in why[-2:]] == ["kotd.why.type_you_chose", "kotd.why.reroll"]
    assert [e["chosen"] for e in why] == [False, False, False, True]


def test_the_journal_says_what_why_says_when_no_die_of_the_type_was_rolled(kotd):
    """Issue 34: the Journal said « Autobot garde les symboles gloire, comme au premier
    lancer » where "Why?" said no fame die had just been rolled."""
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["fame", "fame", "fame", "energy", "energy", "power"]))
    state = kotd.play(state, kotd.roll(["smash", "energy", "power"]))
    why = _why(state, kotd.game)
    said = [e["msg"]["key"] for e in why if e["rule"]["ref"] == "kotd.A7"]
    logged = [line["msg"]["key"] for line in state["log"] if line["msg"]["key"].startswith("kotd.log.keep_same_type")]
    assert said[-1] == "kotd.why.same_type_none" and logged[-1] == "kotd.log.keep_same_type_none"


def test_a_white_dies_face_is_written_in_lower_case_mid_sentence(kotd):
    from solobots.kotd import power
    state = kotd.autobot_turn()
    for face in ("energy", "power"):
        _, said = power._resolve_white_die(json.loads(json.dumps(state)), face)
        assert said["params"]["face"]["key"] == "kotd.face_word." + face


def kotd_tie():
    return ["fame", "fame", "destruction", "destruction", "energy", "power"]


def test_roll_two_and_the_early_stop(kotd):
    state = kotd.play(kotd.autobot_turn(), kotd.roll(["smash", "fame", "energy", "energy", "power", "power"]))
    state = kotd.play(state, kotd.roll(["fame", "smash", "fame", "smash"]))
    why = _why(state, kotd.game)
    assert _refs(why)[-2:] == [("kotd.A7", True, False), ("kotd.NB", True, True)]
    assert kotd.game.view(state)["instruction"]["rule"]["ref"] == "kotd.NB"


def test_a_victory_mid_resolution_is_the_chosen_step_and_the_rest_not_reached(kotd):
    state = kotd.final(kotd.autobot_turn(player_life=2), ["smash", "smash", "fame", "fame", "fame", "heart"])
    state = kotd.play(state, kotd.resolve(0))
    why = _why(state, kotd.game)
    assert _refs(why) == [("kotd.B1", True, True)] + [(f"kotd.B{i}", None, False) for i in range(2, 6)]
    assert why[0]["msg"]["key"] == "kotd.why.wins"


def test_resolution_then_power_then_the_card(kotd):
    state = kotd.final(kotd.autobot_turn(), ["energy", "energy", "heart", "fame", "smash", "power"])
    state = kotd.play(state, kotd.resolve(0))
    why = _why(state, kotd.game)
    assert _refs(why)[-2:] == [("kotd.C", True, False), ("kotd.B", True, True)]
    assert why[-2]["msg"]["params"] == {"cubes": 5, "t": 4}  # 2 energy, power, lone fame, heart at its maximum
    state = kotd.play(state, kotd.power(["heart", "fame"]))
    why = _why(state, kotd.game)
    assert [e["rule"]["ref"] for e in why] == ["kotd.C", "kotd.C_fame", "kotd.C_useless", "kotd.C_chain", "kotd.C_card"]
    assert why[-1]["chosen"] and why[-2]["held"] is False


def test_a_correction_keeps_the_why_it_does_not_rewrite(kotd):
    state = kotd.play(kotd.autobot_turn(life=10), kotd.roll(["heart"] * 3 + ["energy"] * 3))
    before = _why(state, kotd.game)
    state = kotd.play(state, kotd.set("autobot_life", 12))
    assert _why(state, kotd.game) == before  # what Autobot saw when it decided


def test_the_player_turn_and_the_setup_carry_no_why(kotd):
    state = kotd.setup(first="player")
    assert kotd.game.view(state)["why"] is None
    state = kotd.play(kotd.setup(first="player"), kotd.set("autobot_life", 0))
    assert kotd.game.view(state)["status"]["winner"] == "player" and kotd.game.view(state)["why"] is None


def test_the_checksum_leaves_the_why_out():
    session = Session("kotd", {"first": "autobot"}, "why-sum")
    session.act({"type": "roll", "faces": None})
    state = session.state
    assert state["why"]
    assert checksum(state) == checksum({**state, "why": None}) == checksum({k: v for k, v in state.items() if k != "why"})


# -- 300: Earth & Water ---------------------------------------------------------------
def test_preparation_says_each_situation_checked_and_each_purchase():
    state = applied(e300.apply, e300.setup({}, "why-prep"), {"type": "prepare"})
    why = e300.view(state)["why"]
    assert _refs(why)[:4] == [("e300.s4A", False, False), ("e300.s4B", True, True), ("e300.s4C", None, False),
                              ("e300.s4D", None, False)]
    keys = [e["msg"]["key"] for e in why]
    assert keys[4:6] == ["e300.why.prep_cards", "e300.why.prep_bridge_standing"]
    assert {"e300.why.prep_fleet_there", "e300.why.prep_fleet_there_greek"} & set(keys)
    assert keys[-1] == "e300.why.prep_armies"


def test_a_move_names_the_cities_and_armies_weighed_and_the_route():
    state = at_persian_turn({"Abydos": (0, 0, 5, 1), "Ephesos": (0, 0, 5, 1), "Athenai": (1, 1, 0, 0)})
    state = applied(e300.apply, state, {"type": "persian_roll", "faces": ["2"]})
    why = e300.view(state)["why"]
    assert _refs(why) == [("e300.s5_1", False, False), ("e300.s5_2", False, False), ("e300.s5_3", True, False),
                          ("e300.s5_move", True, True), ("e300.s5_move_route", True, False)]
    move = why[3]["msg"]
    # Ephesos and Abydos tie on 5: the seed's list puts Ephesos first.
    assert move["params"]["city"] == msg("e300.city.Ephesos") and move["params"]["moved"] == 2
    weighed = move["params"]["weighed"]
    assert weighed["key"] == "list.two" and weighed["params"]["a"]["params"]["city"] == msg("e300.city.Ephesos")


def test_a_tie_is_said_only_where_there_is_one():
    """Issue 34: « Abydos en a le plus (égalité : …) » was said with no tie."""
    tie = at_persian_turn({"Abydos": (0, 0, 5, 1), "Ephesos": (0, 0, 5, 1), "Athenai": (1, 1, 0, 0)})
    alone = at_persian_turn({"Abydos": (0, 0, 6, 1), "Ephesos": (0, 0, 4, 1), "Athenai": (1, 1, 0, 0)})
    for state, key in ((tie, "e300.why.move_tie"), (alone, "e300.why.move")):
        state = applied(e300.apply, state, {"type": "persian_roll", "faces": ["2"]})
        assert e300.view(state)["why"][3]["msg"]["key"] == key
    # a defence with one city in reach: no tie to break
    one = at_persian_turn({"Abydos": (1, 0, 0, 0), "Ephesos": (0, 0, 6, 1), "Pella": (0, 0, 0, 0)})
    assert e300.view(one)["why"][-1]["msg"]["key"] == "e300.why.defend"


def test_destroying_your_army_lists_every_army_alone_in_its_city():
    """Issue 34: d6 = 4 named Korinthos only, though Sparta's army was alone too."""
    state = at_persian_turn({"Abydos": (0, 0, 3, 1), "Korinthos": (1, 0, 0, 0), "Sparta": (1, 0, 0, 0),
                             "Athenai": (3, 0, 0, 0)})
    state = applied(e300.apply, state, {"type": "persian_roll", "faces": ["4"]})
    chosen = next(e for e in e300.view(state)["why"] if e["chosen"])["msg"]
    assert chosen["key"] == "e300.why.army_isolated_list"
    names = json.dumps(chosen["params"]["cities"])
    assert "e300.city.Korinthos" in names and "e300.city.Sparta" in names


def test_a_greek_fleet_in_the_port_is_said_to_be_yours():
    """Issue 34: « Abydos : une flotte est déjà dans le port » was said of a Greek fleet."""
    from solobots.e300 import board, preparation
    state = with_board(units={"Abydos": (0, 1, 2, 0), "Ephesos": (0, 0, 2, 1)})
    assert board.controls(state, "Abydos", "persia") and board.controls(state, "Ephesos", "persia")
    trace = []
    preparation._fleets(state, preparation.Purse(12), {"fleets": []}, trace)
    said = {e["msg"]["params"]["city"]["key"]: e["msg"]["key"] for e in trace}
    assert said["e300.city.Abydos"] == "e300.why.prep_fleet_there_greek"
    assert said["e300.city.Ephesos"] == "e300.why.prep_fleet_there"


def test_a_fallback_is_an_entry_that_did_not_hold():
    # A 4 (destroy an army) with no Greek army on the map: it falls back to a fleet.
    state = at_persian_turn({"Abydos": (0, 0, 3, 1), "Ephesos": (0, 0, 3, 1), "Naxos": (0, 1, 0, 0)})
    state = applied(e300.apply, state, {"type": "persian_roll", "faces": ["4"]})
    why = e300.view(state)["why"]
    assert _refs(why)[2:] == [("e300.s5_3", True, False), ("e300.s5_army_none", False, False),
                              ("e300.s5_fleet", True, True)]


def test_persias_turn_before_the_tap_reads_the_map_live():
    state = at_persian_turn({"Abydos": (1, 0, 0, 0), "Ephesos": (0, 0, 6, 1), "Pella": (0, 0, 4, 0)})
    view = e300.view(state)
    assert view["instruction"]["rule"]["ref"] == "e300.s5_2"
    assert view["why"][-1]["msg"]["params"]["n"] == 2 and view["why"][-1]["chosen"]
    no_card = e300.view(with_board(state, units={"Ephesos": (0, 0, 3, 1)}, hands={"greece": 1, "persia": 0}))
    assert _refs(no_card["why"]) == [("e300.s5_1", True, True)]


# -- Terraforming Mars: the neutral count ------------------------------------------------
def _neutral(costs, order="default"):
    session = Session("tm", {"card_order": order}, "why-tm")
    session.act({"type": "reveal", "values": {f"c{i + 1}": c for i, c in enumerate(costs)}})
    views = []
    for _ in range(4):
        views.append(describe(session))
        session.act({"type": "neutral_next"})
    return views


def test_the_neutral_city_count_goes_space_by_space():
    view = _neutral([5, 30, 3, 0])[0]
    why = view["why"]
    counted = [e for e in why if e["msg"]["key"] in ("tm.why.counted", "tm.why.here_city")]
    assert [e["msg"]["params"]["k"] for e in counted] == [1, 2, 3, 4, 5]
    skipped = [e for e in why if e["held"] is False]
    assert skipped and all(e["msg"]["params"]["reason"]["key"] == "tm.why.reason.ocean" for e in skipped)
    here = why[-1]
    assert here["chosen"] and here["rule"] == view["instruction"]["rule"]
    assert (here["msg"]["params"]["row"], here["msg"]["params"]["place"]) == (2, 3)


def test_a_count_past_the_valid_spaces_says_it_goes_round():
    view = _neutral([41, 2, 25, 7], order="interleaved")[3]  # 7 around a city with 4 free spaces
    assert [e["msg"]["key"] for e in view["why"][-2:]] == ["tm.why.wrap_around", "tm.why.here_greenery"]
    assert view["why"][-2]["msg"]["params"] == {"n": 7, "total": 4, "pos": 3} and view["why"][-1]["chosen"]
    # A city's count can go round too (more than its valid spaces): the first pass, then the wrap.
    _, steps = neutral.place_all([3, 3, 3, 3], "default")
    spaces = neutral.scans(steps)[0]
    total = steps[0]["total"]
    step = dict(steps[0], cost=total + 3, n=total + 3, pos=3)
    why = neutral_why._city_entries(step, spaces, rule("tm.solo_city1", cost=total + 3))
    counted = [e for e in why if e["msg"]["key"] == "tm.why.counted"]
    assert len(counted) == total and why[-2]["msg"]["key"] == "tm.why.wrap"
    assert why[-1]["chosen"] and why[-1]["msg"]["params"]["k"] == 3


def test_the_cost_zero_counts_one_and_a_taken_space_is_skipped():
    view = _neutral([5, 30, 3, 0])[3]
    why = view["why"]
    assert why[0]["msg"]["params"]["n"] == 1
    assert why[1]["msg"]["params"]["reason"] == msg("tm.why.reason.taken") and why[-1]["chosen"]


@pytest.mark.parametrize("order", sorted(neutral.ORDERS))
def test_the_scan_meets_every_placement(order):
    rnd = random.Random(order)
    for _ in range(200):
        costs = [rnd.randint(0, 41) for _ in range(4)]
        _, steps = neutral.place_all(costs, order)
        for step, spaces in zip(steps, neutral.scans(steps), strict=True):
            valid = [sid for sid, _, reason in spaces if reason is None]
            assert valid[step["pos"] - 1] == step["space"] and len(valid) == step["total"]
