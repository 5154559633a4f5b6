# Frozen from fb9edddcb654:py/solobots/ma/combat.py (scripts/freeze_engine.py): do not edit.
"""The reference sheet's opposed tests, as pure functions of the dice (seed 001,
COMBAT, TIR, PANIQUÉ, CAPACITÉS : ARMURE)."""

from .dice import BASE_DICE, MIN_DICE, successes

PANIC_MAX = 4  # a panic die of 1-4 panics the figure


def dice_count(extra):
    return max(MIN_DICE, BASE_DICE + extra)


def shooting(att_faces, shoot_stat, def_faces, survive_stat, armour, att_bonus=0, def_bonus=0):
    """Attacker's Shoot successes against the defender's Survive successes (+1 with
    armour). More for the attacker kills; a tie is a miss; if armour alone turned a kill
    into a miss, the target is panicked. The bonuses are successes the player's ability
    modifiers add."""
    att = successes(att_faces, shoot_stat) + att_bonus
    raw = successes(def_faces, survive_stat) + def_bonus
    total = raw + (1 if armour else 0)
    if att > total:
        outcome = "killed"
    elif armour and att == raw + 1:
        outcome = "armour_panic"
    else:
        outcome = "missed"
    return {"att": att, "def": total, "def_raw": raw, "outcome": outcome}


def close_combat(att_faces, att_stat, def_faces, def_stat, mode, att_bonus=0, def_bonus=0):
    """The attacker rolls against Fight; the defender against Fight or Survive (`mode`).
    A win by Fight kills the loser; a tie, or a win by Survive, is a miss. Armour plays
    no part in a fight."""
    att = successes(att_faces, att_stat) + att_bonus
    dfd = successes(def_faces, def_stat) + def_bonus
    if att > dfd:
        outcome = "defender_killed"
    elif dfd > att and mode == "fight":
        outcome = "attacker_killed"
    else:
        outcome = "missed"
    return {"att": att, "def": dfd, "outcome": outcome}


def panicked(face):
    return int(face) <= PANIC_MAX


def martian_defence(fight, survive, is_panicked):
    """How a Martian defender answers a close-combat attack, the seed being silent: a
    panicked figure can only Survive; otherwise it Fights when its Fight stat is at least
    as good as its Survive (a lower "N+" is better), since a win by Fight kills the
    attacker (docs/rules/ma.md)."""
    if is_panicked or fight is None:
        return "survive"
    if survive is None or fight <= survive:
        return "fight"
    return "survive"
