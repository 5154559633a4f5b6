"""The contract module of 300: Earth & Water — PERS.IA (docs/engine-contract.md)."""

import copy

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng, seed_state
from ..core.step import begin, log, new_state
from ..core.validate import action_kind
from . import board, edits, flow, moves, operations, preparation
from . import geography as G
from . import words as W
from .view import legal_actions as _legal_actions
from .view import view as _view

GAME_ID = "e300"
# 2: PERS.IA's die that ends the operations phase is acknowledged.
# 3: the app counts your preparation's cards, proposes your supply and moves the score
#    marker itself (no scoring prompt); your moves are one action. migrations.py brings
#    states of engines 1 and 2 here.
ENGINE_VERSION = 3
FACES = ["1", "2", "3", "4", "5", "6"]


def options_schema():
    return []


def setup(options, seed):
    if not isinstance(options, dict):
        raise RuleError("error.bad_shape", what="options")
    state = new_state(GAME_ID, options, seed, seed_state(seed))
    start = G.SETUP
    state.update(map=board.empty_map(), bridge=start["bridge"], score=start["score"], campaign=start["campaign"],
                 hands={"greece": 0, "persia": 0}, leaders=copy.deepcopy(start["leaders"]), over=None, prep=None,
                 instr=None)
    for city, sides in start["units"].items():
        for side, kinds in sides.items():
            for kind, n in kinds.items():
                board.set_count(state, city, side, kind, n)
    log(state, msg("e300.log.setup", score=W.signed(state["score"]), campaign=state["campaign"]), rule("e300.s2"),
        kind="info")
    flow.start_campaign(state)
    return state


# -- the phase steps -----------------------------------------------------------------

def _prepare(state, action):
    plan, why, trace = preparation.run(state)
    state["phase"] = "greek_prep"
    state["prep_base"] = flow.greek_units(state)  # your talents are counted from here
    state["focus"] = sorted(set(plan["fleets"] + plan["armies"]))
    flow.heading(state, "greek_prep")
    flow.say(state, preparation.instruction(plan, why), rule("e300.s4" + plan["situation"]), trace)


def _greek_prep_done(state, action):
    cards = 0
    if "values" in action:  # {"cards": n}, the cards your talents bought
        values = edits.read_values(action, ["cards"])
        cards = edits.read_int(values.get("cards", 0), "cards", 0, G.SETUP["greek_cards_max"])
    flow.greek_prep_done(state, cards)


def _persian_op(state, action):
    """§5.1 and §5.2, the steps that need no die."""
    state["roll"] = None
    if not state["hands"]["persia"]:
        flow.persian_pass_no_card(state)
        return
    plan = operations.defence_plan(state)
    if plan is None:
        raise RuleError("e300.error.roll_needed")
    flow.end_persian_op(state, operations.defend(state, plan))


def _read_die(action):
    faces = action.get("faces")
    if faces is None:
        return None
    if not isinstance(faces, list) or len(faces) != 1:
        raise RuleError("e300.error.one_die")
    face = faces[0]
    if not isinstance(face, str) or face not in FACES:
        raise RuleError("e300.error.bad_face")
    return int(face)


def _persian_roll(state, action):
    if not state["hands"]["persia"]:
        raise RuleError("e300.error.no_card_no_roll")
    if operations.defence_plan(state):
        raise RuleError("e300.error.defence_first")
    d6 = _read_die(action)
    if d6 is None:
        d6 = Rng(state).below(6) + 1
    else:
        log(state, msg("e300.log.die_entered", d6=d6), None, kind="player")
    occupied = board.greek_occupied_persian_majors(state)
    if occupied:
        log(state, msg("e300.log.defence_impossible", city=W.join([W.city(c) for c in occupied])),
            rule("e300.s5_2_fail"))
    state["roll"] = d6
    flow.end_persian_op(state, operations.resolve_die(state, d6))


def _battle(state, action):
    battle = state["battle"]
    city, kind = battle["city"], battle["kind"]
    values = edits.read_values(action, G.SIDES)
    if set(values) != set(G.SIDES):
        raise RuleError("e300.error.bad_values")
    left = {}
    for side in G.SIDES:
        left[side] = edits.read_int(values[side], side, 0, board.count(state, city, side, kind))
    if left["greece"] and left["persia"]:
        raise RuleError("e300.error.battle_not_over")
    for side in G.SIDES:
        board.set_count(state, city, side, kind, left[side])
    log(state, msg("e300.log.battle_result", city=W.city(city), greece=W.units(kind, "greece", left["greece"]),
                   persia=W.units(kind, "persia", left["persia"])), rule("e300.s3C"), kind="player")
    if battle.get("by") == "greece":
        moves.after_battle(state)  # your move's battle: your operation goes on
        return
    state["battle"] = None
    flow.discard_and_hand_over(state, {"kind": "battle", "what": msg("e300.do.after_battle"), "rule": rule("e300.s5_4")})


def _greek_op(state, action):
    passed = action.get("passed")
    if not isinstance(passed, bool):
        raise RuleError("e300.error.bad_choice", field="passed")
    flow.greek_op(state, passed)


def _persian_supply(state, action):
    values = edits.read_values(action, G.CITIES)
    removals = {}
    for city, n in values.items():
        removals[city] = edits.read_int(n, city, 0, board.armies(state, city, "persia"))
    flow.apply_persian_supply(state, removals)


def _pass_ack(state, action):
    flow.acknowledge_pass(state)


def _greek_supply_done(state, action):
    values = edits.read_values(action, G.CITIES) if "values" in action else {}
    removals = {}
    for city, n in values.items():
        removals[city] = edits.read_int(n, city, 0, board.armies(state, city, "greece"))
    flow.apply_greek_supply(state, removals)


STEPS = {
    "prepare": ("persian_prep", _prepare),
    "greek_prep_done": ("greek_prep", _greek_prep_done),
    "persian_op": ("persian_op", _persian_op),
    "persian_roll": ("persian_op", _persian_roll),
    "battle": ("battle", _battle),
    "greek_op": ("greek_op", _greek_op),
    "ack_pass": ("pass_ack", _pass_ack),
    "persian_supply": ("persian_supply", _persian_supply),
    "greek_supply_done": ("greek_supply", _greek_supply_done),
    "move": ("greek_op", moves.apply_move),
}

EDITS = {
    "set_units": edits.set_units,
    "set_city": edits.set_city,
    "set_hand": edits.set_hand,
    "set_score": edits.set_score,
    "set_bridge": edits.set_bridge,
}


def apply(state, action):
    kind = action_kind(action, STEPS.keys() | EDITS.keys(), "e300.error.unknown_action")
    if state.get("phase") == "over":
        raise RuleError("e300.error.game_over")
    s = begin(state)
    if kind in EDITS:
        EDITS[kind](s, action)
    else:
        phase, step = STEPS[kind]
        if s["phase"] != phase:
            raise RuleError("e300.error.not_now")
        step(s, action)
    flow.check_persian_victory(s)
    return s


def view(state):
    return _view(state)


def legal_actions(state):
    return _legal_actions(state)
