"""The player's corrections: the counters the table changes outside Autobot's dice, and
the number of the player's cards that block smashes."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import tracks
from .effects import signed
from .flow import REASON_RULE, check_both, finish, say, start_player_turn

COUNTERS = ["player_life", "autobot_life", "fame", "destruction", "autobot_cubes", "blockers"]
CUBES_SHOWN = 99
MAX_BLOCKERS = 9


def read(state, counter):
    if counter == "player_life":
        return state["player"]["life"]
    if counter == "autobot_life":
        return state["autobot"]["life"]
    if counter == "autobot_cubes":
        return state["autobot"]["cubes"]
    if counter == "blockers":
        return state.get("blockers", 0)  # absent until the player first says they hold one
    return state[counter]


def bounds(state, counter):
    if counter == "player_life":
        return 0, state["player"]["max"]
    if counter == "autobot_life":
        return 0, state["autobot"]["max"]
    if counter == "autobot_cubes":
        # Dice can push Autobot past the stepper's usual top; never make its value illegal.
        return 0, max(CUBES_SHOWN, state["autobot"]["cubes"])
    if counter == "blockers":
        return 0, MAX_BLOCKERS
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
    # The table's counters send "confirm_end": a win they reach is asked once, not declared
    # in the middle of the player's edit. Sets without it (saved games) end the game at once.
    confirm_end = action.get("confirm_end") is True
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
    if counter == "blockers":
        return  # it changes a question, not the table
    if confirm_end:
        claim(state)
    elif check_both(state):
        return
    if state["phase"] == "power" and state["autobot"]["cubes"] < state["threshold"]:
        log(state, msg("kotd.log.power_cancelled", t=state["threshold"]), rule("kotd.C"))
        start_player_turn(state)  # the table update of part B is still to be done: keep saying it
    elif state["turn"] == "player":
        say(state, msg("kotd.instr.play_turn"), rule("kotd.player_turn"))


def claim(state):
    """After a counter the player set: a victory it reaches waits for the player's word;
    one that a later correction undoes goes away (Autobot's conditions first, ruling 9)."""
    bot, player = tracks.bot_victory(state), tracks.player_victory(state)
    winner, reason = ("bot", bot) if bot else ("player", player) if player else (None, None)
    if reason is None:
        state.pop("claim", None)
        return
    if state.get("claim") != {"winner": winner, "reason": reason}:
        log(state, msg("kotd.log.claim", reason=msg(reason)), claim_rule(reason), kind="info")
    state["claim"] = {"winner": winner, "reason": reason}


def claim_rule(reason):
    return rule(REASON_RULE.get(reason, "kotd.player_turn"))


def apply_end_game(state, action):
    """The player confirms the end a counter reached."""
    pending = state.pop("claim", None)
    if not pending:
        raise RuleError("kotd.error.no_claim")
    citation = claim_rule(pending["reason"])
    # The end the player's counters reached, as a correction's win says why (flow.check_both).
    why = [entry(citation, msg("kotd.why.corrected_win", reason=msg(pending["reason"])), True, chosen=True)]
    finish(state, pending["winner"], pending["reason"], citation, why)
