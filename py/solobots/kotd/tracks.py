"""Fame and Destruction tracks and the victory conditions of both sides.

Positions are stored from Autobot's point of view: +7 is its victory space, −7 the
player's; the spotlight zones are +3 … +5 and −5 … −3 (rulings, "Resolving").
"""

VICTORY_SPACE = 7
SPOTLIGHT = (3, 5)
TOKENS = ("fame", "destruction")


def move_toward_autobot(state, token, spaces):
    """Move a token; it stops on the victory space. Returns (before, after)."""
    before = state[token]
    state[token] = min(VICTORY_SPACE, before + spaces)
    return before, state[token]


def _in_spotlight(pos):
    return SPOTLIGHT[0] <= pos <= SPOTLIGHT[1]


def bot_victory(state):
    """The reason key of Autobot's victory, or None."""
    if state["player"]["life"] <= 0:
        return "kotd.reason.bot_life"
    for token in TOKENS:
        if state[token] >= VICTORY_SPACE:
            return "kotd.reason.bot_" + token + "_space"
    if all(_in_spotlight(state[t]) for t in TOKENS):
        return "kotd.reason.bot_spotlight"
    return None


def player_victory(state):
    """The reason key of the player's victory, or None."""
    if state["autobot"]["life"] <= 0:
        return "kotd.reason.player_life"
    for token in TOKENS:
        if state[token] <= -VICTORY_SPACE:
            return "kotd.reason.player_" + token + "_space"
    if all(_in_spotlight(-state[t]) for t in TOKENS):
        return "kotd.reason.player_spotlight"
    return None
