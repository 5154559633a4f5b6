"""What each answer does (e300/questions.py says which answers which question): PERS.IA's
preparation and operations, your preparation's cards, a battle's result, your operation,
the supply and your supply proposed again (ruling 35)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import Rng
from ..core.step import log
from . import board, edits, flow, moves, operations, preparation
from . import geography as G
from . import words as W

FACES = ["1", "2", "3", "4", "5", "6"]


def prepare(state, action):
    plan, why, trace = preparation.run(state)
    state["phase"] = "greek_prep"
    state["prep_base"] = flow.greek_units(state)  # your talents are counted from here
    state["focus"] = sorted(set(plan["fleets"] + plan["armies"]))
    flow.heading(state, "greek_prep")
    flow.say(state, preparation.instruction(plan, why), rule("e300.s4" + plan["situation"]), trace)


def greek_prep_done(state, action):
    cards = 0
    if "values" in action:  # {"cards": n}, the cards your talents bought
        values = edits.read_values(action, ["cards"])
        cards = edits.read_int(values.get("cards", 0), "cards", 0, G.SETUP["greek_cards_max"])
    flow.greek_prep_done(state, cards)


def persian_op(state, action):
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


def persian_roll(state, action):
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


def battle(state, action):
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


def greek_op(state, action):
    passed = action.get("passed")
    if not isinstance(passed, bool):
        raise RuleError("e300.error.bad_choice", field="passed")
    flow.greek_op(state, passed)


# The supply prompt's field ids (element ids in the page: no ':' nor '.'), a side's prefix
# and a city.
PERSIAN_FIELD, GREEK_FIELD = "persia_", "greece_"
SUPPLY_FIELDS = {PERSIAN_FIELD + c: ("persia", c) for c in G.CITIES} | {GREEK_FIELD + c: ("greece", c) for c in G.CITIES}


def supply_done(state, action):
    """{"values": {"persia_<city>": n, "greece_<city>": n}}: the removals of both sides,
    each between 0 and the armies there."""
    values = edits.read_values(action, SUPPLY_FIELDS)
    removals = {"persia": {}, "greece": {}}
    for field, n in values.items():
        side, city = SUPPLY_FIELDS[field]
        removals[side][city] = edits.read_int(n, field, 0, board.armies(state, city, side))
    flow.supply_done(state, removals["persia"], removals["greece"])


def ack_pass(state, action):
    flow.acknowledge_pass(state)


def greek_supply_done(state, action):
    values = edits.read_values(action, G.CITIES) if "values" in action else {}
    removals = {}
    for city, n in values.items():
        removals[city] = edits.read_int(n, city, 0, board.armies(state, city, "greece"))
    flow.apply_greek_supply(state, removals)
