# Frozen from fb9edddcb654:py/solobots/e300/preparation.py (scripts/freeze_engine.py): do not edit.
"""Seed §4: PERS.IA's preparation. One situation (A, B, C or D, checked in that order)
spends the 12 talents step by step; when they run out mid-step, PERS.IA stops there."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board
from . import geography as G
from . import words as W

COSTS = G.SETUP["costs"]


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
    """Spend the talents on the map and the Persian hand; returns the plan for the view."""
    if blocked(state):
        raise RuleError("e300.error.both_majors_occupied")
    sit, why = situation(state)
    purse = Purse(G.SETUP["talents"])
    plan = {"situation": sit, "cards": 0, "bridge": False, "fleets": [], "armies": []}
    log(state, msg("e300.log.prep_situation", sit=sit, why=why, talents=purse.left), rule("e300.s4" + sit))

    _draw(state, purse, plan, G.SETUP["prep_cards"][sit])
    if sit == "A":
        _reinforce_free_major(state, purse, plan)
    else:
        _bridge(state, purse, plan)
        if sit == "B":
            _fleets(state, purse, plan)
        if sit == "D":
            _all_to_abydos(state, purse, plan)
        else:
            _cycle_armies(state, purse, plan, G.order("prep_" + sit))

    plan["left"] = purse.left
    plan["spent"] = G.SETUP["talents"] - purse.left
    if purse.left:
        log(state, msg("e300.log.prep_stuck", n=purse.left), rule("e300.s4"))
    state["prep"] = plan
    return plan, why


def _draw(state, purse, plan, wanted):
    n = min(wanted, purse.left // COSTS["card"])
    purse.left -= n * COSTS["card"]
    plan["cards"] = n
    state["hands"]["persia"] += n
    log(state, msg("e300.log.prep_cards", n=n, left=purse.left), rule("e300.s4" + plan["situation"]))


def _reinforce_free_major(state, purse, plan):
    free = next(c for c in G.MAJORS["persia"] if not board.armies(state, c, "greece"))
    n = min(G.SETUP["prep_A_armies"], purse.left // COSTS["army"])
    purse.left -= n * COSTS["army"]
    board.add(state, free, "persia", "armies", n)
    plan["armies"] += [free] * n
    log(state, msg("e300.log.prep_armies_at", n=n, city=W.city(free), left=purse.left), rule("e300.s4A"))


def _bridge(state, purse, plan):
    sit = plan["situation"]
    if state["bridge"]:
        log(state, msg("e300.log.prep_bridge_standing"), rule("e300.s4_bridge", sit=sit))
        return
    if not purse.pay(COSTS["bridge"]):
        return
    state["bridge"] = True
    plan["bridge"] = True
    log(state, msg("e300.log.prep_bridge", cost=COSTS["bridge"], left=purse.left), rule("e300.s4_bridge", sit=sit))


def _fleets(state, purse, plan):
    # rulings: an empty port holds no fleet of either side; C's list, ports only
    for city in G.order("prep_C"):
        if not G.is_port(city) or not board.controls(state, city, "persia"):
            continue
        if board.fleets(state, city, "persia") or board.fleets(state, city, "greece"):
            continue
        if not purse.pay(COSTS["fleet"]):
            return
        board.add(state, city, "persia", "fleets", 1)
        plan["fleets"].append(city)
        log(state, msg("e300.log.prep_fleet", city=W.city(city), left=purse.left), rule("e300.s4B_fleets"))


def _cycle_armies(state, purse, plan, order):
    """One army at a time through the list of controlled cities, round and round."""
    sit = plan["situation"]
    cities = [c for c in order if board.controls(state, c, "persia")]
    skipped = set()
    while purse.left >= COSTS["army"]:
        placed = 0
        for city in cities:
            if purse.left < COSTS["army"]:
                break
            if G.major_of(city) is None and board.armies(state, city, "persia") >= 2:
                if city not in skipped:
                    skipped.add(city)
                    log(state, msg("e300.log.prep_skip", city=W.city(city), n=board.armies(state, city, "persia")),
                        rule("e300.s4_skip", sit=sit))
                continue
            purse.pay(COSTS["army"])
            board.add(state, city, "persia", "armies", 1)
            plan["armies"].append(city)
            placed += 1
            log(state, msg("e300.log.prep_army", city=W.city(city), left=purse.left), rule("e300.s4_armies", sit=sit))
        if not placed:
            return


def _all_to_abydos(state, purse, plan):
    city = "Abydos"
    n = purse.left // COSTS["army"]
    purse.left -= n * COSTS["army"]
    board.add(state, city, "persia", "armies", n)
    plan["armies"] += [city] * n
    log(state, msg("e300.log.prep_armies_at", n=n, city=W.city(city), left=purse.left), rule("e300.s4D"))


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
