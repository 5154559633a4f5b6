"""Seed §4: PERS.IA's preparation. One situation (A, B, C or D, checked in that order)
spends the 12 talents step by step; when they run out mid-step, PERS.IA stops there.

The trace of it is the why (solobots/why.py): each situation checked until one holds
(the chosen entry), then each purchase, city by city, with the talents left."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import board
from . import geography as G
from . import words as W

COSTS = G.SETUP["costs"]


def situation_checks(state, sit):
    """The why's entries for situations A … D up to the one that holds (`sit`), the later
    ones not reached."""
    occupied = board.greek_occupied_persian_majors(state)
    score = state["score"]
    facts = {
        "A": (bool(occupied), {"city": W.join([W.city(c) for c in occupied])}),
        "B": (score > 0, {"score": W.signed(score), "n": score}),
        "C": (score == 0, {"score": W.signed(score)}),
        "D": (score < 0, {"score": W.signed(score), "n": -score}),
    }
    out = []
    for name in "ABCD":
        held, params = facts[name]
        if any(e["chosen"] for e in out):
            out.append(entry(rule("e300.s4" + name), msg("e300.why.sit_unchecked"), None))
            continue
        key = f"e300.why.sit_{name}" if held else f"e300.why.sit_{name}_not"
        out.append(entry(rule("e300.s4" + name), msg(key, **params), held, chosen=name == sit))
    return out


def situation(state):
    """The first matching situation and its reason (a message)."""
    occupied = board.greek_occupied_persian_majors(state)
    if occupied:
        return "A", msg("e300.why.A", city=W.join([W.city(c) for c in occupied]))
    score = state["score"]
    if score > 0:
        return "B", msg("e300.why.B", n=score)
    if score == 0:
        return "C", msg("e300.why.C")
    return "D", msg("e300.why.D", n=-score)


def blocked(state):
    """Greek armies in both Persian majors: only a map slip can cause it (rulings, A)."""
    return len(board.greek_occupied_persian_majors(state)) == len(G.MAJORS["persia"])


class Purse:
    def __init__(self, talents):
        self.left = talents

    def pay(self, cost):
        if self.left < cost:
            return False
        self.left -= cost
        return True


def run(state):
    """Spend the talents on the map and the Persian hand; returns the plan for the view,
    the situation's reason and the why."""
    if blocked(state):
        raise RuleError("e300.error.both_majors_occupied")
    sit, why = situation(state)
    trace = situation_checks(state, sit)
    purse = Purse(G.SETUP["talents"])
    plan = {"situation": sit, "cards": 0, "bridge": False, "fleets": [], "armies": []}
    log(state, msg("e300.log.prep_situation", sit=sit, why=why, talents=purse.left), rule("e300.s4" + sit))

    _draw(state, purse, plan, G.SETUP["prep_cards"][sit], trace)
    if sit == "A":
        _reinforce_free_major(state, purse, plan, trace)
    else:
        _bridge(state, purse, plan, trace)
        if sit == "B":
            _fleets(state, purse, plan, trace)
        if sit == "D":
            _all_to_abydos(state, purse, plan, trace)
        else:
            _cycle_armies(state, purse, plan, G.order("prep_" + sit), trace)

    plan["left"] = purse.left
    plan["spent"] = G.SETUP["talents"] - purse.left
    if purse.left:
        log(state, msg("e300.log.prep_stuck", n=purse.left), rule("e300.s4"))
        trace.append(entry(rule("e300.s4"), msg("e300.why.prep_stuck", n=purse.left), False))
    state["prep"] = plan
    return plan, why, trace


def _draw(state, purse, plan, wanted, trace):
    n = min(wanted, purse.left // COSTS["card"])
    purse.left -= n * COSTS["card"]
    plan["cards"] = n
    state["hands"]["persia"] += n
    log(state, msg("e300.log.prep_cards", n=n, left=purse.left), rule("e300.s4" + plan["situation"]))
    trace.append(entry(rule("e300.s4" + plan["situation"]), msg("e300.why.prep_cards", n=n, left=purse.left), bool(n)))


def _reinforce_free_major(state, purse, plan, trace):
    free = next(c for c in G.MAJORS["persia"] if not board.armies(state, c, "greece"))
    n = min(G.SETUP["prep_A_armies"], purse.left // COSTS["army"])
    purse.left -= n * COSTS["army"]
    board.add(state, free, "persia", "armies", n)
    plan["armies"] += [free] * n
    log(state, msg("e300.log.prep_armies_at", n=n, city=W.city(free), left=purse.left), rule("e300.s4A"))
    trace.append(entry(rule("e300.s4A"), msg("e300.why.prep_free_major", n=n, city=W.city(free), left=purse.left), bool(n)))


def _bridge(state, purse, plan, trace):
    sit = plan["situation"]
    citation = rule("e300.s4_bridge", sit=sit)
    if state["bridge"]:
        log(state, msg("e300.log.prep_bridge_standing"), citation)
        trace.append(entry(citation, msg("e300.why.prep_bridge_standing"), False))
        return
    if not purse.pay(COSTS["bridge"]):
        trace.append(entry(citation, msg("e300.why.prep_bridge_short", cost=COSTS["bridge"], left=purse.left), False))
        return
    state["bridge"] = True
    plan["bridge"] = True
    log(state, msg("e300.log.prep_bridge", cost=COSTS["bridge"], left=purse.left), citation)
    trace.append(entry(citation, msg("e300.why.prep_bridge", cost=COSTS["bridge"], left=purse.left), True))


def _fleets(state, purse, plan, trace):
    # rulings: an empty port holds no fleet of either side; C's list, ports only
    citation = rule("e300.s4B_fleets")
    for city in G.order("prep_C"):
        if not G.is_port(city):
            continue
        if not board.controls(state, city, "persia"):
            trace.append(entry(citation, msg("e300.why.prep_fleet_not_held", city=W.city(city)), False))
            continue
        if board.fleets(state, city, "persia") or board.fleets(state, city, "greece"):
            # whose fleet it is, said (issue 34: a Greek one read as if it were PERS.IA's)
            whose = "" if board.fleets(state, city, "persia") else "_greek"
            trace.append(entry(citation, msg("e300.why.prep_fleet_there" + whose, city=W.city(city)), False))
            continue
        if not purse.pay(COSTS["fleet"]):
            trace.append(entry(citation, msg("e300.why.prep_fleet_short", city=W.city(city)), False))
            return
        board.add(state, city, "persia", "fleets", 1)
        plan["fleets"].append(city)
        log(state, msg("e300.log.prep_fleet", city=W.city(city), left=purse.left), citation)
        trace.append(entry(citation, msg("e300.why.prep_fleet", city=W.city(city), left=purse.left), True))


def _cycle_armies(state, purse, plan, order, trace):
    """One army at a time through the list of controlled cities, round and round."""
    sit = plan["situation"]
    cities = [c for c in order if board.controls(state, c, "persia")]
    first = len(plan["armies"])
    _cycle(state, purse, plan, cities, trace)
    placed = plan["armies"][first:]
    where = W.join([W.at(c, n) for c, n in W.grouped(placed)])
    trace.append(entry(rule("e300.s4_armies", sit=sit), msg("e300.why.prep_armies", n=len(placed), where=where,
                                                             cities=W.join([W.city(c) for c in cities]),
                                                             left=purse.left), bool(placed)))


def _cycle(state, purse, plan, cities, trace):
    sit = plan["situation"]
    skipped = set()
    while purse.left >= COSTS["army"]:
        placed = 0
        for city in cities:
            if purse.left < COSTS["army"]:
                break
            if G.major_of(city) is None and board.armies(state, city, "persia") >= 2:
                if city not in skipped:
                    skipped.add(city)
                    n = board.armies(state, city, "persia")
                    log(state, msg("e300.log.prep_skip", city=W.city(city), n=n), rule("e300.s4_skip", sit=sit))
                    trace.append(entry(rule("e300.s4_skip", sit=sit), msg("e300.why.prep_skip", city=W.city(city), n=n),
                                       False))
                continue
            purse.pay(COSTS["army"])
            board.add(state, city, "persia", "armies", 1)
            plan["armies"].append(city)
            placed += 1
            log(state, msg("e300.log.prep_army", city=W.city(city), left=purse.left), rule("e300.s4_armies", sit=sit))
        if not placed:
            return


def _all_to_abydos(state, purse, plan, trace):
    city = "Abydos"
    n = purse.left // COSTS["army"]
    purse.left -= n * COSTS["army"]
    board.add(state, city, "persia", "armies", n)
    plan["armies"] += [city] * n
    log(state, msg("e300.log.prep_armies_at", n=n, city=W.city(city), left=purse.left), rule("e300.s4D"))
    trace.append(entry(rule("e300.s4D"), msg("e300.why.prep_abydos", n=n, left=purse.left), bool(n)))


def instruction(plan, why):
    """What the player does on the table for PERS.IA, in the order it was decided."""
    parts = []
    if plan["cards"]:
        parts.append(msg("e300.do.draw", n=plan["cards"]))
    if plan["bridge"]:
        parts.append(msg("e300.do.bridge"))
    if plan["fleets"]:
        parts.append(msg("e300.do.fleets", n=len(plan["fleets"]),
                         where=W.join([W.at(c, n) for c, n in W.grouped(plan["fleets"])])))
    if plan["armies"]:
        parts.append(msg("e300.do.armies", n=len(plan["armies"]),
                         where=W.join([W.at(c, n) for c, n in W.grouped(plan["armies"])])))
    return msg("e300.instr.prep", sit=plan["situation"], why=why, parts=W.join(parts))
