"""The player's move as one gesture (issue 23): from a city, to a city, how many, with the
legality the map knows (base rules; docs/rules/e300.md, ruling 26):
- by land, armies only, along roads; the path goes on only through cities Greece
  controls, the Abydos–Pella road only while the bridge stands;
- by sea, fleets from a port to any other port, carrying at most one army each.
A move into enemy units is a battle the player fights at the table and enters (the fleets
first, then the armies), after which the player's operation goes on.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board
from . import geography as G
from . import words as W
from .edits import MAX_UNITS, read_int
from .flow import say

SIDE = "greece"
ENEMY = "persia"


def land_reach(state, origin):
    """The cities Greek armies in origin can end a land move in."""
    return board.reach(state, origin, SIDE)


def sea_reach(state, origin):
    """Every other port, from a port holding Greek fleets."""
    if not G.is_port(origin) or not board.fleets(state, origin, SIDE):
        return []
    return [c for c in G.PORTS if c != origin]


def destinations(state, origin):
    """What the map lets a tap on origin reach: {"land": [...], "sea": [...]} (sorted)."""
    land = sorted(land_reach(state, origin)) if board.armies(state, origin, SIDE) else []
    return {"land": land, "sea": sorted(sea_reach(state, origin))}


def _bridge_needed(state, origin, dest):
    """The destination would be reachable with the bridge built: say that, not "no road"."""
    if state["bridge"]:
        return False
    built = {**state, "bridge": True}
    return dest in board.reach(built, origin, SIDE)


def check(state, action):
    """The move the action asks for, checked: (origin, dest, armies, fleets)."""
    origin = action.get("from")
    dest = action.get("to")
    if origin not in G.CITIES or dest not in G.CITIES:
        raise RuleError("e300.error.bad_choice", field="city")
    if origin == dest:
        raise RuleError("e300.error.move_same_city")
    armies = read_int(action.get("armies", 0), "armies", 0, MAX_UNITS)
    fleets = read_int(action.get("fleets", 0), "fleets", 0, MAX_UNITS)
    if not armies and not fleets:
        raise RuleError("e300.error.move_nothing")
    have_a, have_f = board.armies(state, origin, SIDE), board.fleets(state, origin, SIDE)
    if armies > have_a:
        raise RuleError("e300.error.move_too_many", units=W.units("armies", SIDE, armies), city=W.city(origin),
                        n=have_a)
    if fleets > have_f:
        raise RuleError("e300.error.move_too_many", units=W.units("fleets", SIDE, fleets), city=W.city(origin),
                        n=have_f)
    if fleets:
        if not G.is_port(dest):
            raise RuleError("e300.error.move_not_port", city=W.city(dest))
        if armies > fleets:
            raise RuleError("e300.error.move_carry", n=fleets)
    elif dest not in land_reach(state, origin):
        key = "e300.error.move_bridge" if _bridge_needed(state, origin, dest) else "e300.error.move_no_road"
        raise RuleError(key, origin=W.city(origin), city=W.city(dest))
    return origin, dest, armies, fleets


def apply_move(state, action):
    """Your operation's move (the question greek_op takes it: e300/questions.py)."""
    origin, dest, armies, fleets = check(state, action)
    for kind, n in (("armies", armies), ("fleets", fleets)):
        if n:
            board.add(state, origin, SIDE, kind, -n)
            board.add(state, dest, SIDE, kind, n)
    if fleets:
        what = W.units("fleets", SIDE, fleets)
        if armies:
            what = msg("e300.move.carrying", fleets=what, armies=W.units("armies", SIDE, armies))
        log(state, msg("e300.log.move_sea", what=what, origin=W.from_city(origin), city=W.city(dest)),
            rule("e300.base_move_sea"), kind="player")
    else:
        log(state, msg("e300.log.move_land", what=W.units("armies", SIDE, armies), origin=W.from_city(origin),
                       city=W.city(dest)), rule("e300.base_move_land"), kind="player")
    state["focus"] = [origin, dest]
    battles = [kind for kind, n in (("fleets", fleets), ("armies", armies))
               if n and board.count(state, dest, ENEMY, kind)]
    if battles:
        start_battle(state, dest, battles, carried=armies if fleets else 0)


def start_battle(state, city, kinds, carried=0):
    """The player's move met enemy units: a battle for each kind, the fleets first
    (`carried`: armies aboard, lost with the fleets that carry them)."""
    kind, rest = kinds[0], kinds[1:]
    state["phase"] = "battle"
    state["battle"] = {"city": city, "kind": kind, "by": SIDE, "then": rest, "rule": rule("e300.base_battle"),
                       "carried": carried}
    key = "e300.log.your_battle_naval" if kind == "fleets" else "e300.log.your_battle_land"
    log(state, msg(key, city=W.city(city)), rule("e300.base_battle"), kind="info")
    say(state, msg("e300.instr.your_battle", kind=msg("e300.battle." + kind), city=W.city(city)), rule("e300.base_battle"))


def _drown(state, city, carried):
    """Armies carried by sea go down with the fleets lost in the naval battle (base rules:
    one army per fleet)."""
    drowned = min(board.armies(state, city, SIDE), max(0, carried - board.fleets(state, city, SIDE)))
    if drowned:
        board.add(state, city, SIDE, "armies", -drowned)
        log(state, msg("e300.log.drowned", n=drowned, city=W.city(city)), rule("e300.base_move_sea"), kind="info")


def after_battle(state):
    """A battle of the player's move was entered: the next one (armies after fleets) if
    both sides still hold that kind there, else the player's operation goes on."""
    battle = state["battle"]
    city = battle["city"]
    if battle["kind"] == "fleets":
        _drown(state, city, battle.get("carried", 0))
    rest = [k for k in battle.get("then", []) if board.count(state, city, SIDE, k) and board.count(state, city, ENEMY, k)]
    if rest:
        start_battle(state, city, rest)
        return
    state["battle"] = None
    state["phase"] = "greek_op"
    say(state, msg("e300.instr.your_battle_over"), rule("e300.base_passes"))
