"""Seed part B: resolve Autobot's six dice in the seed's order, checking victory after each step.

Each step also writes its entry of the why (solobots/why.py): what the dice showed and
what it did to the table; a victory makes its step the chosen one, the later ones not
reached. Without a victory the chosen entry is B itself: "update the table".
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry, not_reached
from . import power
from .effects import damage_player, gain_cubes, heal_autobot, pull, signed
from .flow import check_bot

STEPS = ("kotd.B1", "kotd.B2", "kotd.B3", "kotd.B4", "kotd.B5")


def smash_count(state):
    return sum(1 for d in state["dice"] if d["face"] == "smash")


def read_blocked(state, action):
    values = action.get("values")
    if not isinstance(values, dict) or list(values) != ["blocked"]:
        raise RuleError("kotd.error.bad_values")
    blocked = values["blocked"]
    if isinstance(blocked, bool) or not isinstance(blocked, int):
        raise RuleError("kotd.error.not_a_number")
    smashes = smash_count(state)
    if not 0 <= blocked <= smashes:
        raise RuleError("kotd.error.out_of_range", min=0, max=smashes)
    return blocked


def _won(state, ref, why):
    """The victory check after one step; on a win the steps after it were not reached."""
    if not check_bot(state, rule(ref), why):
        return False
    why.extend(not_reached(rule(later)) for later in STEPS[STEPS.index(ref) + 1:])
    return True


def apply_resolve(state, action):
    blocked = read_blocked(state, action)
    faces = [d["face"] for d in state["dice"]]
    useless = {"smash": blocked}
    why = []

    if blocked:
        log(state, msg("kotd.log.blocked", n=blocked), rule("kotd.B1"), kind="player")
    smashes = faces.count("smash")
    hits = smashes - blocked
    life = state["player"]["life"]
    if hits:
        damage_player(state, hits, rule("kotd.B1"))
        why.append(entry(rule("kotd.B1"), msg("kotd.why.smash_hits", n=smashes, blocked=blocked, hits=hits,
                                              before=life, after=state["player"]["life"]), True))
        if _won(state, "kotd.B1", why):
            return
    elif smashes:
        why.append(entry(rule("kotd.B1"), msg("kotd.why.smash_blocked", n=smashes), False))
    else:
        why.append(entry(rule("kotd.B1"), msg("kotd.why.no_smash_rolled"), False))

    hearts = faces.count("heart")
    me = state["autobot"]
    life = me["life"]
    useless["heart"] = heal_autobot(state, hearts, rule("kotd.B2"))
    gained = me["life"] - life
    if not hearts:
        why.append(entry(rule("kotd.B2"), msg("kotd.why.no_heart_rolled"), False))
    else:
        why.append(entry(rule("kotd.B2"), msg("kotd.why.heal", n=hearts, gain=gained, useless=useless["heart"],
                                              before=life, after=me["life"], max=me["max"]), bool(gained)))
    if _won(state, "kotd.B2", why):
        return

    for token, ref in (("fame", "kotd.B3"), ("destruction", "kotd.B4")):
        symbols = faces.count(token)
        word = msg("kotd.type." + token)
        if symbols >= 3:
            before = state[token]
            pull(state, token, symbols - 2, rule(ref), symbols=symbols)
            why.append(entry(rule(ref), msg("kotd.why.pull", n=symbols, type=word, spaces=symbols - 2,
                                            before=signed(before), after=signed(state[token])), True))
            if _won(state, ref, why):
                return
        elif symbols:
            useless[token] = symbols
            log(state, msg("kotd.log.type_useless", n=symbols, type=word), rule(ref))
            why.append(entry(rule(ref), msg("kotd.why.type_too_few", n=symbols, type=word), False))
        else:
            why.append(entry(rule(ref), msg("kotd.why.type_none", type=word), False))

    sources = [("energy", faces.count("energy")), ("power", faces.count("power"))]
    sources += [(face, useless.get(face, 0)) for face in ("heart", "fame", "destruction", "smash")]
    cubes = me["cubes"]
    gain_cubes(state, sources, rule("kotd.B5"))
    total = me["cubes"] - cubes
    why.append(entry(rule("kotd.B5"), msg("kotd.why.cubes", n=total, before=cubes, after=me["cubes"]) if total
                     else msg("kotd.why.no_cube"), bool(total)))
    power.end_of_autobot_turn(state, why=why)
