# Frozen from 36698ec748ef:py/solobots/e300/edits.py (scripts/freeze_engine.py): do not edit.
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


def _log_edit(state, message, same, before, after):
    """Log the player's edit. Taps on the same counter in a row make one line (the
    first "before", the last value), and no line when the value came back."""
    log_lines = state["log"]
    last = log_lines[-1] if log_lines else None
    if (last and last["kind"] == "player" and last["at"] == state["n"] - 1 and last["msg"]["key"] == message["key"]
            and same(last["msg"]["params"])):
        log_lines.pop()
        before = last["msg"]["params"]["before"]
    if before == after:
        return
    message["params"]["before"] = before
    log(state, message, None, kind="player")


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
    units = W.units(kind, side, value)
    _log_edit(state, msg("e300.log.set_units", city=W.city(city), units=units),
              lambda p: p["city"] == W.city(city) and p["units"]["key"] == units["key"], before, value)


def set_hand(state, action):
    side = get_choice(action, "side", G.SIDES)
    value = read_int(action.get("value"), "value", 0, MAX_HAND)
    before = state["hands"][side]
    if value == before:
        raise RuleError("e300.error.no_change")
    state["hands"][side] = value
    _log_edit(state, msg("e300.log.set_hand", side=W.side(side), n=value), lambda p: p["side"] == W.side(side),
              before, value)


def set_score(state, action):
    value = read_int(action.get("value"), "value", -SCORE_MAX, SCORE_MAX)
    if value == state["score"]:
        raise RuleError("e300.error.no_change")
    _log_edit(state, msg("e300.log.set_score", after=W.signed(value)), lambda p: True, W.signed(state["score"]),
              W.signed(value))
    state["score"] = value


def set_bridge(state, action):
    value = action.get("value")
    if isinstance(value, bool):
        built = value
    else:
        built = bool(read_int(value, "value", 0, 1))
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
