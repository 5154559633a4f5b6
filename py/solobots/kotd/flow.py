"""Turn order, the instruction of the moment, and the end of the game."""

from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import tracks


def say(state, message, citation, why=None):
    """Set the one thing the player must do on the table now, with the why of the
    decision behind it (solobots/why.py) when it is one."""
    state["instr"] = {"kind": "fixed", "msg": message, "rule": citation}
    state["why"] = why


def say_update_table(state, after_power=False, why=None):
    # Built at view time from the live counters, so a correction never leaves it stale.
    state["instr"] = {"kind": "table_card" if after_power else "table"}
    state["why"] = why


def _new_round(state, side):
    """The side that starts each round opens it: a heading in the log (core.step, kind "round")."""
    if state["first"] == side:
        state["round"] += 1
        log(state, msg("kotd.log.round", n=state["round"]), None, kind="round")


def start_autobot_turn(state):
    _new_round(state, "autobot")
    state.update(turn="autobot", phase="roll", roll=0, dice=None, white=False, type=None)
    state.pop("proll", None)  # the player's roll of the turn that ended
    log(state, msg("kotd.log.autobot_turn"), None, kind="turn")
    why = [entry(rule("kotd.A1"), msg("kotd.why.roll_six"), True, chosen=True)]
    say(state, msg("kotd.instr.roll_six"), rule("kotd.A1"), why)


def end_player_turn(state, action):
    log(state, msg("kotd.log.end_turn"), rule("kotd.player_turn"), kind="player")
    start_autobot_turn(state)


def start_player_turn(state):
    _new_round(state, "player")
    state.update(turn="player", phase="player")
    log(state, msg("kotd.log.player_turn"), rule("kotd.player_turn"), kind="turn")


def finish(state, winner, reason_key, citation, why=None):
    state["over"] = {"winner": winner, "reason": reason_key}
    state["phase"] = "over"
    log(state, msg("kotd.log.won_" + winner, reason=msg(reason_key)), citation, kind="win")
    say(state, msg("kotd.instr.won_" + winner, reason=msg(reason_key)), citation, why)


def check_bot(state, citation, why=None):
    """Autobot's victory check after one step of its turn; True when the game is over.
    `why`: the entries of the turn so far, the last one being the step just resolved;
    on a victory that step is the one chosen and the steps after it are not reached."""
    reason = tracks.bot_victory(state)
    if reason:
        if why is not None:
            why[-1]["chosen"] = True
            why[-1]["msg"] = msg("kotd.why.wins", step=why[-1]["msg"], reason=msg(reason))
        finish(state, "bot", reason, citation, why)
    return reason is not None


# Which seed step a victory found after a player's correction belongs to.
REASON_RULE = {
    "kotd.reason.bot_life": "kotd.B1",
    "kotd.reason.bot_fame_space": "kotd.B3",
    "kotd.reason.bot_destruction_space": "kotd.B4",
    "kotd.reason.bot_spotlight": "kotd.B3",
    "kotd.reason.player_life": "kotd.you_win",
    "kotd.reason.player_fame_space": "kotd.you_win",
    "kotd.reason.player_destruction_space": "kotd.you_win",
    "kotd.reason.player_spotlight": "kotd.you_win",
}


def check_both(state):
    """After a counter the player set: either side may have won (rulings, "Resolving")."""
    reason = tracks.bot_victory(state)
    if reason:
        citation = rule(REASON_RULE[reason])
        why = [entry(citation, msg("kotd.why.corrected_win", reason=msg(reason)), True, chosen=True)]
        finish(state, "bot", reason, citation, why)
        return True
    reason = tracks.player_victory(state)
    if reason:
        finish(state, "player", reason, rule("kotd.player_turn"))  # saved games keep this citation
        return True
    return False
