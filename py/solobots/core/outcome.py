"""What a game's view tells the player's record about it (`view["result"]`, see
docs/engine-contract.md): how it ended for the player, the scores BG Stats takes, the
one number the record charts over time, and the options its win rates are split by.

Every game builds it with `result(...)` so the record reads one shape whatever the game.
"""

from .messages import msg

OUTCOMES = ("won", "lost", "drawn")
BESTS = ("max", "min_won")  # the best of the measure: the highest, or the lowest among wins


def group(field, name, value, label):
    """One option the record splits win rates by: `value` groups games, `label` shows it."""
    return {"id": field, "name": name, "value": str(value), "label": label}


def measure(field, value, best="max"):
    """The number the record charts over time (a score, the rounds a game lasted)."""
    assert best in BESTS
    return {"id": field, "label": msg("record.measure." + field), "value": value, "best": best}


def result(bgg, bot, outcome=None, points=None, measure_=None, groups=(), first=None, roles=None, solo=False,
           bot_name=None):
    """`outcome`: "won", "lost", "drawn" (the player's), None while the game runs.
    `points`: {"player": n|None, "bot": n|None} as BG Stats records scores, or None for a
    game without points. `bot`: the bot's name, a msg. `first`: "player", "bot" or None.
    `bgg`: the game on BoardGameGeek, {"id": int or None, "name": its primary name}: BG
    Stats matches a logged play by the id, or by the name where no id is known.
    For BG Stats too, words that stay the same in every language (a play logged in French
    and one in English must be the same player, the same role): `roles` {"player": str|None,
    "bot": str|None} (the monster, the corporation, the side, as printed in English),
    `bot_name` (the bot as a player; None when it is none), `solo` (the bot is no player
    who can win: the play is the player's alone, as Terraforming Mars' neutral opponent)."""
    assert outcome is None or outcome in OUTCOMES
    return {
        "version": 1,
        "over": outcome is not None,
        "outcome": outcome,
        "points": points,
        "measure": measure_,
        "groups": list(groups),
        "first": first,
        "bot": bot,
        "bgg": bgg,
        "roles": {"player": None, "bot": None, **(roles or {})},
        "solo": bool(solo),
        "bot_name": None if solo else bot_name,
    }


def from_winner(winner, over):
    """The player's outcome from a view's status winner ("player", "bot" or None)."""
    if not over:
        return None
    return {"player": "won", "bot": "lost"}.get(winner, "drawn")
