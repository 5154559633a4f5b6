"""Property tests: from random legal boards, PERS.IA's steps keep the map sane."""

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solobots.core.errors import RuleError
from solobots.e300 import board, game, preparation
from solobots.e300 import geography as G
from test_e300_helpers import at_persian_turn, with_board

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def legal_maps(draw):
    """A map as it can stand between two steps: no city holds armies of both sides, no
    port fleets of both sides, fleets only in ports."""
    units = {}
    for city in G.CITIES:
        army_side = draw(st.sampled_from(["greece", "persia", None]))
        armies = draw(st.integers(1, 7)) if army_side else 0
        fleet_side = draw(st.sampled_from(["greece", "persia", None])) if G.is_port(city) else None
        fleets = draw(st.integers(1, 4)) if fleet_side else 0
        units[city] = (armies if army_side == "greece" else 0, fleets if fleet_side == "greece" else 0,
                       armies if army_side == "persia" else 0, fleets if fleet_side == "persia" else 0)
    return units


def no_negative(state):
    return all(v >= 0 for city in state["map"].values() for side in city.values() for v in side.values())


def finish_battle(state):
    if state["phase"] != "battle":
        return state
    b = state["battle"]
    p = board.count(state, b["city"], "persia", b["kind"])
    return game.apply(state, {"type": "battle", "values": {"greece": 0, "persia": p}})


@SETTINGS
@given(units=legal_maps(), face=st.integers(1, 6), hand=st.integers(0, 6), bridge=st.booleans(),
       greek_hand=st.integers(0, 5))
def test_every_persian_operation_ends_and_leaves_no_negative_count(units, face, hand, bridge, greek_hand):
    s = at_persian_turn(units, hand=hand, bridge=bridge, greek_hand=greek_hand)
    if board.persia_holds_greek_majors(s):
        return  # the game would already be over
    before = copy.deepcopy(s)
    kinds = [a["type"] for a in game.legal_actions(s)]
    op = {"type": "persian_op"} if "persian_op" in kinds else {"type": "persian_roll", "faces": [str(face)]}
    s = game.apply(s, op)
    assert before == at_persian_turn(units, hand=hand, bridge=bridge, greek_hand=greek_hand)
    assert no_negative(s)
    s = finish_battle(s)
    assert no_negative(s)
    assert s["phase"] in ("greek_op", "supply", "over")
    assert s["hands"]["persia"] == max(0, hand - 1)
    assert s["hands"]["greece"] in (greek_hand, greek_hand - 1)
    # One operation changes the units of at most two cities (a move: origin and destination).
    changed = [c for c in G.CITIES if s["map"][c] != before["map"][c]]
    assert len(changed) <= 2


@SETTINGS
@given(units=legal_maps(), score=st.integers(-6, 6), bridge=st.booleans(), hand=st.integers(0, 3))
def test_preparation_spends_exactly_twelve_talents(units, score, bridge, hand):
    s = with_board(units=units, score=score, bridge=bridge, phase="persian_prep",
                   hands={"greece": 0, "persia": hand})
    if preparation.blocked(s):
        try:
            game.apply(s, {"type": "prepare"})
        except RuleError as err:
            assert err.key == "e300.error.both_majors_occupied"
            return
        raise AssertionError("a blocked preparation went through")
    after = game.apply(s, {"type": "prepare"})
    plan = after["prep"]
    cost = plan["cards"] + 4 * plan["bridge"] + len(plan["fleets"]) + len(plan["armies"])
    assert cost == plan["spent"] == 12 and plan["left"] == 0
    assert after["hands"]["persia"] == hand + plan["cards"]
    added = sum(after["map"][c]["persia"]["armies"] - s["map"][c]["persia"]["armies"] for c in G.CITIES)
    assert added == len(plan["armies"])
    assert no_negative(after)
    for city in set(plan["armies"]):
        assert board.controls(s, city, "persia")


@settings(max_examples=60, deadline=None)
@given(seed=st.text(min_size=1, max_size=12).filter(str.strip), picks=st.lists(st.integers(0, 50), max_size=120))
def test_walking_legal_actions_never_breaks(seed, picks):
    s = game.setup({}, seed)
    for pick in picks:
        actions = game.legal_actions(s)
        if not actions:
            assert s["phase"] == "over"
            break
        s = game.apply(s, actions[pick % len(actions)])
        assert no_negative(s)
        game.view(s)


JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.text(max_size=8)
    | st.sampled_from(["Abydos", "greece", "persia", "armies", "fleets", "1", "6"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["greece", "persia", "score", "Pella", "x"]), inner, max_size=3),
    max_leaves=6)
ACTION_TYPES = ["prepare", "greek_prep_done", "persian_op", "persian_roll", "battle", "greek_op", "supply_done",
                "persian_supply", "greek_supply_done", "score", "set_units", "set_hand", "set_score", "set_bridge", "nope"]


@settings(max_examples=400, deadline=None)
@given(kind=st.sampled_from(ACTION_TYPES), fields=st.dictionaries(
    st.sampled_from(["faces", "values", "passed", "city", "side", "kind", "value"]), JUNK, max_size=4),
    steps=st.integers(0, 12))
def test_any_json_action_is_applied_or_refused_cleanly(kind, fields, steps):
    s = game.setup({}, "fuzz")
    for _ in range(steps):
        s = game.apply(s, game.legal_actions(s)[0])
    before = copy.deepcopy(s)
    action = dict(fields, type=kind)
    try:
        after = game.apply(s, action)
    except RuleError:
        after = None
    assert s == before
    if after is not None:
        assert no_negative(after)
        game.view(after)
