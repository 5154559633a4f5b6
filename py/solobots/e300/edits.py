"""The player's corrections: the map, the hands, the score marker and the bridge.

The map is the source of truth the bot reads, so any count may be set at any time
before the game ends; each change is logged as the player's."""

from ..core.errors import RuleError
from ..core.messages import msg
from ..core.step import log
from ..core.validate import get_choice
from . import board
from . import geography as G
from . import words as W

MAX_UNITS = G.SETUP["max_units"]
MAX_HAND = G.SETUP["max_hand"]
SCORE_MAX = G.SETUP["score_max"]


def read_int(value, field, lo, hi):
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("e300.error.not_a_number", field=field)
    if not lo <= value <= hi:
        raise RuleError("e300.error.out_of_range", field=field, min=lo, max=hi)
    return value


def _log_edit(state, message, before, after):
    """Log the player's edit: one line per action, so undo steps and log lines match (the
    front end gathers quick taps on one counter into one action)."""
    message["params"]["before"] = before
    log(state, message, None, kind="player")


# What a change on the map is, said by the phase it is made in: the player's own
# placement (preparation, operations), the losses of the player's supply, or a correction.
PLACING = ("greek_prep", "greek_op")


def edit_mode(state):
    if state["phase"] in PLACING:
        return "place"
    if state["phase"] in ("supply", "greek_supply"):  # your supply is proposed in both
        return "supply"
    return "correct"


def set_units(state, action):
    city = get_choice(action, "city", G.CITIES)
    side = get_choice(action, "side", G.SIDES)
    kind = get_choice(action, "kind", G.KINDS)
    if kind == "fleets" and not G.is_port(city):
        raise RuleError("e300.error.no_port", city=W.city(city))
    value = read_int(action.get("value"), "value", 0, MAX_UNITS)
    before = board.count(state, city, side, kind)
    if value == before:
        raise RuleError("e300.error.no_change")
    board.set_count(state, city, side, kind, value)
    change = msg("e300.log.change", units=W.units(kind, side, value), before=before)
    log(state, msg("e300.log.edit_" + edit_mode(state), city=W.city(city), changes=change), None, kind="player")


def set_city(state, action):
    """The city editor's changes, sent when the player closes it: one action, one undo,
    one log line listing every count that changed."""
    city = get_choice(action, "city", G.CITIES)
    units = action.get("units")
    if not isinstance(units, dict) or not units:
        raise RuleError("e300.error.bad_values")
    wanted = []
    for side, kinds in units.items():
        if side not in G.SIDES or not isinstance(kinds, dict) or not kinds:
            raise RuleError("e300.error.bad_values")
        for kind, value in kinds.items():
            if kind not in G.KINDS:
                raise RuleError("e300.error.bad_values")
            if kind == "fleets" and not G.is_port(city):
                raise RuleError("e300.error.no_port", city=W.city(city))
            wanted.append((side, kind, read_int(value, "value", 0, MAX_UNITS)))
    changes = []
    for side in G.SIDES:
        for kind in G.KINDS:
            for s_, k_, value in wanted:
                if (s_, k_) != (side, kind):
                    continue
                before = board.count(state, city, side, kind)
                if value != before:
                    board.set_count(state, city, side, kind, value)
                    changes.append(msg("e300.log.change", units=W.units(kind, side, value), before=before))
    if not changes:
        raise RuleError("e300.error.no_change")
    log(state, msg("e300.log.edit_" + edit_mode(state), city=W.city(city), changes=W.join(changes)), None,
        kind="player")


def set_hand(state, action):
    side = get_choice(action, "side", G.SIDES)
    value = read_int(action.get("value"), "value", 0, MAX_HAND)
    before = state["hands"][side]
    if value == before:
        raise RuleError("e300.error.no_change")
    state["hands"][side] = value
    _log_edit(state, msg("e300.log.set_hand", side=W.side(side), n=value), before, value)


def set_score(state, action):
    value = read_int(action.get("value"), "value", -SCORE_MAX, SCORE_MAX)
    if value == state["score"]:
        raise RuleError("e300.error.no_change")
    _log_edit(state, msg("e300.log.set_score", after=W.signed(value)), W.signed(state["score"]), W.signed(value))
    state["score"] = value


def set_bridge(state, action):
    value = action.get("value")
    built = value if isinstance(value, bool) else bool(read_int(value, "value", 0, 1))
    if built == state["bridge"]:
        raise RuleError("e300.error.no_change")
    state["bridge"] = built
    log(state, msg("e300.log.bridge_built" if built else "e300.log.bridge_destroyed"), None, kind="player")


def read_values(action, allowed):
    """The "values" of a numbers prompt: a dict of ints whose ids are all allowed."""
    values = action.get("values")
    if not isinstance(values, dict):
        raise RuleError("e300.error.bad_values")
    for key, value in values.items():
        if key not in allowed:
            raise RuleError("e300.error.bad_values")
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError("e300.error.not_a_number", field=str(key))
    return values
