"""The player's corrections: the counters the table changes outside Autobot's dice."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from .effects import signed
from .flow import check_both, say, start_player_turn

COUNTERS = ["player_life", "autobot_life", "fame", "destruction", "autobot_cubes"]
CUBES_SHOWN = 99


def read(state, counter):
    if counter == "player_life":
        return state["player"]["life"]
    if counter == "autobot_life":
        return state["autobot"]["life"]
    if counter == "autobot_cubes":
        return state["autobot"]["cubes"]
    return state[counter]


def bounds(state, counter):
    if counter == "player_life":
        return 0, state["player"]["max"]
    if counter == "autobot_life":
        return 0, state["autobot"]["max"]
    if counter == "autobot_cubes":
        # Dice can push Autobot past the stepper's usual top; never make its value illegal.
        return 0, max(CUBES_SHOWN, state["autobot"]["cubes"])
    return -7, 7


def _write(state, counter, value):
    if counter == "player_life":
        state["player"]["life"] = value
    elif counter == "autobot_life":
        state["autobot"]["life"] = value
    elif counter == "autobot_cubes":
        state["autobot"]["cubes"] = value
    else:
        state[counter] = value


def apply_set(state, action):
    counter = action.get("counter")
    if not isinstance(counter, str) or counter not in COUNTERS:
        raise RuleError("kotd.error.unknown_counter")
    value = action.get("value")
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("kotd.error.not_a_number")
    lo, hi = bounds(state, counter)
    if not lo <= value <= hi:
        raise RuleError("kotd.error.out_of_range", min=lo, max=hi)
    before = read(state, counter)
    if value == before:
        raise RuleError("kotd.error.no_change")
    _write(state, counter, value)
    shown = signed if counter in ("fame", "destruction") else str
    label = msg("kotd.counter." + counter)
    change = msg("kotd.log.set", counter=label, before=shown(before), after=shown(value))
    log(state, change, None, kind="player")
    if check_both(state):
        return
    if state["phase"] == "power" and state["autobot"]["cubes"] < state["threshold"]:
        log(state, msg("kotd.log.power_cancelled", t=state["threshold"]), rule("kotd.C"))
        start_player_turn(state)  # the table update of part B is still to be done: keep saying it
    elif state["turn"] == "player":
        say(state, msg("kotd.instr.play_turn"), rule("kotd.player_turn"))
