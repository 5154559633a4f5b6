"""Property tests: any legal play keeps the game sane, saves replay, junk never crashes."""

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solobots.core.errors import RuleError
from solobots.core.session import Session, checksum
from solobots.kotd import game
from solobots.kotd.faces import FACES
from solobots.kotd.monsters import MONSTER_IDS

MONSTER = st.sampled_from(["random", *MONSTER_IDS])
OPTIONS = st.fixed_dictionaries({
    "player_monster": MONSTER, "autobot_monster": MONSTER,
    "first": st.sampled_from(["player", "autobot"]), "difficulty": st.sampled_from(["normal", "hard"]),
}).filter(lambda o: o["player_monster"] == "random" or o["player_monster"] != o["autobot_monster"])
SEED = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-", min_size=1, max_size=12)
CHOICES = st.lists(st.integers(min_value=0, max_value=10_000), max_size=160)
QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(state):
    for side in ("player", "autobot"):
        assert 0 <= state[side]["life"] <= state[side]["max"]
    assert -7 <= state["fame"] <= 7 and -7 <= state["destruction"] <= 7
    assert state["autobot"]["cubes"] >= 0
    actions = game.legal_actions(state)
    assert bool(actions) == (not state["over"])
    view = game.view(state)
    assert view["status"]["over"] == bool(state["over"])
    assert (view["prompt"]["kind"] == "none") == bool(state["over"])


@QUICK
@given(options=OPTIONS, seed=SEED, choices=CHOICES)
def test_any_legal_play_keeps_the_game_sane_and_replays_from_its_save(options, seed, choices):
    session = Session("kotd", options, seed)
    check_invariants(session.state)
    for pick in choices:
        actions = game.legal_actions(session.state)
        if not actions:
            break
        session.act(actions[pick % len(actions)])
        check_invariants(session.state)
    loaded = Session.from_save(copy.deepcopy(session.to_save()))
    assert checksum(loaded.state) == checksum(session.state)


@QUICK
@given(options=OPTIONS, seed=SEED, choices=CHOICES)
def test_every_listed_action_is_accepted(options, seed, choices):
    state = game.setup(options, seed)
    for pick in choices:
        actions = game.legal_actions(state)
        if not actions:
            break
        for action in actions:
            game.apply(state, action)  # raises if a listed action were refused
        state = game.apply(state, actions[pick % len(actions)])


JUNK_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers(-200, 200) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from([*FACES, "fame", "destruction", "player_life", "fame", "blocked"]),
    lambda inner: st.lists(inner, max_size=7) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)
JUNK_ACTION = st.fixed_dictionaries(
    {"type": st.sampled_from(["roll", "power_roll", "choose_type", "resolve", "end_turn", "set", "x"]) | JUNK_VALUE},
    optional={"faces": JUNK_VALUE, "kind": JUNK_VALUE, "values": JUNK_VALUE, "counter": JUNK_VALUE,
              "value": JUNK_VALUE},
)


@settings(max_examples=300, deadline=None)
@given(seed=SEED, warmup=st.lists(st.integers(0, 10_000), max_size=40), junk=st.lists(JUNK_ACTION, max_size=6))
def test_junk_actions_raise_rule_errors_only_and_change_nothing(seed, warmup, junk):
    state = game.setup({"first": "autobot"}, seed)
    for pick in warmup:
        actions = game.legal_actions(state)
        if not actions:
            break
        state = game.apply(state, actions[pick % len(actions)])
    for action in junk:
        before = copy.deepcopy(state)
        try:
            state = game.apply(state, action)
        except RuleError:
            assert state == before
        check_invariants(state)
