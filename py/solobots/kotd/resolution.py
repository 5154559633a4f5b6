"""Seed part B: resolve Autobot's six dice in the seed's order, checking victory after each step."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import power
from .effects import damage_player, gain_cubes, heal_autobot, pull
from .flow import check_bot


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


def apply_resolve(state, action):
    blocked = read_blocked(state, action)
    faces = [d["face"] for d in state["dice"]]
    useless = {"smash": blocked}

    if blocked:
        log(state, msg("kotd.log.blocked", n=blocked), rule("kotd.B1"), kind="player")
    hits = faces.count("smash") - blocked
    if hits:
        damage_player(state, hits, rule("kotd.B1"))
        if check_bot(state, rule("kotd.B1")):
            return

    useless["heart"] = heal_autobot(state, faces.count("heart"), rule("kotd.B2"))
    if check_bot(state, rule("kotd.B2")):
        return

    for token, ref in (("fame", "kotd.B3"), ("destruction", "kotd.B4")):
        symbols = faces.count(token)
        if symbols >= 3:
            pull(state, token, symbols - 2, rule(ref), symbols=symbols)
            if check_bot(state, rule(ref)):
                return
        elif symbols:
            useless[token] = symbols
            log(state, msg("kotd.log.type_useless", n=symbols, type=msg("kotd.type." + token)), rule(ref))

    sources = [("energy", faces.count("energy")), ("power", faces.count("power"))]
    sources += [(face, useless.get(face, 0)) for face in ("heart", "fame", "destruction", "smash")]
    gain_cubes(state, sources, rule("kotd.B5"))
    power.end_of_autobot_turn(state)
