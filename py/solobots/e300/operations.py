"""Seed §5: one Persian operation. The plans read the map and decide; the attempts
apply a plan to the map and log it with the rule that chose each part.

Order (seed §5 as docs/rules/e300.md reads it, rulings 2-6): no card → pass; defence of an occupied Persian major
city; else the d6 and its action, with the fallback chain move → destroy an army →
destroy a fleet → place a fleet and an army → move, each kind tried at most once.

An outcome carries its why (solobots/why.py): the checks of §5.1 and §5.2, the die, each
action of the chain that failed and why, and the one that was done, with the cities and
armies it weighed.
"""

import math

from ..core.messages import msg, rule
from ..core.step import log
from ..why import entry
from . import board
from . import geography as G
from . import words as W

ACTION_OF_FACE = {1: "pass", 2: "move", 3: "move", 4: "army", 5: "fleet", 6: "place"}
FALLBACK = {"move": "army", "army": "fleet", "fleet": "place", "place": "move"}
KEEP_AT_HOME = 2


def _first(cities, test):
    for city in cities:
        if test(city):
            return city
    return None


def _activated(state, order):
    """The city with the most Persian armies; ties go to the earliest in the order."""
    best = None
    for city in order:
        n = board.armies(state, city, "persia")
        if n and (best is None or n > board.armies(state, best, "persia")):
            best = city
    return best


# -- plans: pure reading of the map ------------------------------------------------

def defence_plan(state):
    """§5.2: the occupied major (Ephesos first), the city sent to it and how many armies."""
    order = G.order("activation") + G.order("activation_islands")
    for major in board.greek_occupied_persian_majors(state):
        sources = [c for c in order if c != major and major in board.reach(state, c)]
        origin = _activated(state, sources)
        if origin:
            have = board.armies(state, origin, "persia")
            return {"major": major, "origin": origin, "n": math.ceil(have / 3), "of": have}
    return None


def move_plan(state):
    """§5.3 move armies: (plan, None) or (None, reason)."""
    origin = _activated(state, G.order("activation") + G.order("activation_islands"))
    if origin is None:
        return None, msg("e300.why_not.no_persian_army")
    have = board.armies(state, origin, "persia")
    n = have // 2
    # Half rounded down already leaves 2 from 4 armies up: the exception only bites at 2 or 3.
    kept = G.major_of(origin) == "persia" and have - n < KEEP_AT_HOME
    if kept:
        n = max(0, have - KEEP_AT_HOME)
    if n == 0:
        key = "e300.why_not.keep_two" if kept else "e300.why_not.too_few"
        return None, msg(key, city=W.city(origin), n=have)
    route = G.order("route")
    after = route[route.index(origin) + 1:] if origin in route else []
    reachable = board.reach(state, origin)
    ahead = [c for c in after if c in reachable]
    dest = _first(ahead, lambda c: not board.armies(state, c, "greece") and not board.armies(state, c, "persia"))
    battle = False
    if dest is None:
        dest = _first(ahead, lambda c: board.armies(state, c, "greece") > 0)
        battle = dest is not None
    if dest is None:
        return None, msg("e300.why_not.no_destination", city=W.city(origin))
    return {"origin": origin, "dest": dest, "n": n, "of": have, "battle": battle}, None


def army_plan(state):
    order = G.order("destroy_army")
    city = _first(order, lambda c: board.armies(state, c, "greece") == 1)
    if city:
        return {"city": city, "isolated": True}, None
    city = _first(order, lambda c: board.armies(state, c, "greece") > 0)
    if city:
        return {"city": city, "isolated": False}, None
    return None, msg("e300.why_not.no_greek_army")


def fleet_plan(state):
    city = _first(G.order("destroy_fleet"), lambda c: board.fleets(state, c, "greece") > 0)
    if city is None:
        return None, msg("e300.why_not.no_greek_fleet")
    return {"city": city, "battle": board.fleets(state, city, "greece") > 1}, None


def place_plan(state):
    order = G.order("place")
    city = _first(order, lambda c: not board.armies(state, c, "greece") and not board.fleets(state, c, "greece"))
    if city:
        return {"city": city, "fleet": True}, None
    city = _first(order, lambda c: G.major_of(c) is None and board.fleets(state, c, "persia")
                  and not board.armies(state, c, "greece") and not board.armies(state, c, "persia"))
    if city:
        return {"city": city, "fleet": False}, None
    return None, msg("e300.why_not.no_place")


# -- attempts: apply a plan, log it, describe it for the table --------------------

def _outcome(kind, what, citation, battle=None, cities=(), why=()):
    return {"kind": kind, "what": what, "rule": citation, "battle": battle, "cities": list(cities), "why": list(why)}


def weighed(state, cities):
    """The cities holding Persian armies among `cities`, in their order: "3 in Ephesos, 2 in Abydos"."""
    return W.join([W.at(c, board.armies(state, c, "persia")) for c in cities if board.armies(state, c, "persia")])


def opening_checks(state):
    """The why's first entries before any die: §5.1 (PERS.IA has cards) and §5.2 (no
    Persian major city to defend, or one it cannot reach)."""
    out = [entry(rule("e300.s5_1"), msg("e300.why.has_cards", n=state["hands"]["persia"]), False)]
    occupied = board.greek_occupied_persian_majors(state)
    if occupied:
        out.append(entry(rule("e300.s5_2_fail"), msg("e300.why.defence_impossible",
                                                        city=W.join([W.city(c) for c in occupied])), True))
    else:
        out.append(entry(rule("e300.s5_2"), msg("e300.why.no_occupied"), False))
    return out


def turn_why(state, citation):
    """The why of PERS.IA's turn before the tap, read live from the map like the
    instruction (view.py): no card, a defence, or the die to roll (`citation`, §5)."""
    if not state["hands"]["persia"]:
        return [entry(rule("e300.s5_1"), msg("e300.why.no_card"), True, chosen=True)]
    plan = defence_plan(state)
    if plan:
        return [entry(rule("e300.s5_1"), msg("e300.why.has_cards", n=state["hands"]["persia"]), False),
                defence_entry(state, plan)]
    return [*opening_checks(state), entry(citation, msg("e300.why.roll"), True, chosen=True)]


def defence_entry(state, plan, chosen=True):
    order = G.order("activation") + G.order("activation_islands")
    sources = [c for c in order if c != plan["major"] and plan["major"] in board.reach(state, c)]
    key = W.tie_key("e300.why.defend", [board.armies(state, c, "persia") for c in sources], plan["of"])
    return entry(rule("e300.s5_2"), msg(key, major=W.city(plan["major"]), weighed=weighed(state, sources),
                                        origin=W.city(plan["origin"]), n=plan["n"], of=plan["of"]), True, chosen)


def defend(state, plan):
    citation = rule("e300.s5_2")
    why = [entry(rule("e300.s5_1"), msg("e300.why.has_cards", n=state["hands"]["persia"]), False),
           defence_entry(state, plan)]
    major, origin, n = plan["major"], plan["origin"], plan["n"]
    board.add(state, origin, "persia", "armies", -n)
    board.add(state, major, "persia", "armies", n)
    log(state, msg("e300.log.defence", n=n, of=plan["of"], origin=W.from_city(origin), city=W.city(major)), citation)
    log(state, msg("e300.log.battle_land", city=W.city(major)), rule("e300.s3C"))
    what = msg("e300.do.move", n=n, origin=W.from_city(origin), dest=W.city(major))
    return _outcome("defence", what, citation, {"city": major, "kind": "armies"}, [origin, major], why)


def attempt_move(state, d6):
    plan, why = move_plan(state)
    if plan is None:
        return None, why
    citation = rule("e300.s5_move", d6=d6)
    origin, dest, n = plan["origin"], plan["dest"], plan["n"]
    why = _move_why(state, plan, d6)
    log(state, msg("e300.log.activate", city=W.city(origin), n=plan["of"]), citation)
    board.add(state, origin, "persia", "armies", -n)
    board.add(state, dest, "persia", "armies", n)
    reason = "e300.log.dest_greek" if plan["battle"] else "e300.log.dest_empty"
    log(state, msg("e300.log.move", n=n, origin=W.from_city(origin), dest=W.city(dest), why=msg(reason)),
        rule("e300.s5_move_route", d6=d6))
    what = msg("e300.do.move", n=n, origin=W.from_city(origin), dest=W.city(dest))
    battle = None
    if plan["battle"]:
        log(state, msg("e300.log.battle_land", city=W.city(dest)), rule("e300.s3C"))
        battle = {"city": dest, "kind": "armies"}
    return _outcome("move", what, citation, battle, [origin, dest], why), None


def _move_why(state, plan, d6):
    """The activated city among those weighed, the half that moves, and the destination
    along the route to Sparta; read before the armies move."""
    origin, have = plan["origin"], plan["of"]
    key = "e300.why.move_keep" if plan["n"] != have // 2 else "e300.why.move"
    order = G.order("activation") + G.order("activation_islands")
    key = W.tie_key(key, [board.armies(state, c, "persia") for c in order], have)
    out = [entry(rule("e300.s5_move", d6=d6), msg(key, weighed=weighed(state, order), city=W.city(origin), n=have,
                                                    moved=plan["n"]), True, chosen=True)]
    route = G.order("route")
    after = route[route.index(origin) + 1:] if origin in route else []
    reachable = board.reach(state, origin)
    ahead = W.join([W.city(c) for c in after if c in reachable])
    key = "e300.why.route_greek" if plan["battle"] else "e300.why.route_empty"
    out.append(entry(rule("e300.s5_move_route", d6=d6), msg(key, origin=W.city(origin), ahead=ahead,
                                                            dest=W.city(plan["dest"])), True))
    return out


def attempt_army(state, d6):
    plan, why = army_plan(state)
    if plan is None:
        return None, why
    city = plan["city"]
    citation = rule("e300.s5_army", d6=d6)
    key = "e300.why.army_isolated" if plan["isolated"] else "e300.why.army_first"
    # every army alone in its city, the first of the list chosen (issue 34)
    alone = [c for c in G.order("destroy_army") if board.armies(state, c, "greece") == 1]
    if plan["isolated"] and len(alone) > 1:
        key = "e300.why.army_isolated_list"
    why = [entry(citation, msg(key, city=W.city(city), cities=W.join([W.city(c) for c in alone])), True, chosen=True)]
    board.add(state, city, "greece", "armies", -1)
    key = "e300.log.destroy_army_isolated" if plan["isolated"] else "e300.log.destroy_army_first"
    log(state, msg(key, city=W.city(city)), citation)
    hand = state["hands"]["greece"]
    if hand:
        state["hands"]["greece"] = hand - 1
        log(state, msg("e300.log.greek_discard", n=hand - 1), citation)
        what = msg("e300.do.destroy_army", city=W.city(city))
    else:
        log(state, msg("e300.log.greek_no_card"), citation)
        what = msg("e300.do.destroy_army_no_card", city=W.city(city))
    return _outcome("army", what, citation, cities=[city], why=why), None


def attempt_fleet(state, d6):
    plan, why = fleet_plan(state)
    if plan is None:
        return None, why
    city = plan["city"]
    citation = rule("e300.s5_fleet", d6=d6)
    key = "e300.why.fleet_battle" if plan["battle"] else "e300.why.fleet"
    why = [entry(citation, msg(key, city=W.city(city), n=board.fleets(state, city, "greece")), True, chosen=True)]
    board.add(state, city, "greece", "fleets", -1)
    board.add(state, city, "persia", "fleets", 1)
    log(state, msg("e300.log.destroy_fleet", city=W.city(city)), citation)
    if plan["battle"]:
        log(state, msg("e300.log.battle_naval", city=W.city(city)), rule("e300.s5_fleet_battle", d6=d6))
    what = msg("e300.do.destroy_fleet", city=W.city(city))
    battle = {"city": city, "kind": "fleets"} if plan["battle"] else None
    return _outcome("fleet", what, citation, battle, [city], why), None


def attempt_place(state, d6):
    plan, why = place_plan(state)
    if plan is None:
        return None, why
    city = plan["city"]
    order = G.order("place")
    if plan["fleet"]:
        skipped = W.join([W.city(c) for c in order[:order.index(city)]])
        key = "e300.why.place_skipped" if order.index(city) else "e300.why.place_first"
        why = [entry(rule("e300.s5_place", d6=d6), msg(key, city=W.city(city), skipped=skipped), True, chosen=True)]
    else:
        why = [entry(rule("e300.s5_place_army", d6=d6), msg("e300.why.place_army", city=W.city(city)), True,
                     chosen=True)]
    board.add(state, city, "persia", "armies", 1)
    if plan["fleet"]:
        citation = rule("e300.s5_place", d6=d6)
        board.add(state, city, "persia", "fleets", 1)
        log(state, msg("e300.log.place", city=W.city(city)), citation)
        what = msg("e300.do.place", city=W.city(city))
    else:
        citation = rule("e300.s5_place_army", d6=d6)
        log(state, msg("e300.log.place_army", city=W.city(city)), citation)
        what = msg("e300.do.place_army", city=W.city(city))
    return _outcome("place", what, citation, cities=[city], why=why), None


ATTEMPTS = {"move": attempt_move, "army": attempt_army, "fleet": attempt_fleet, "place": attempt_place}


def resolve_die(state, d6):
    """The action the die picked, then its fallbacks; a pass when the chain comes back."""
    kind = ACTION_OF_FACE[d6]
    why = opening_checks(state)
    log(state, msg("e300.log.roll", d6=d6, action=msg("e300.action." + kind)), rule("e300.s5_3", d6=d6), kind="dice")
    why.append(entry(rule("e300.s5_3", d6=d6), msg("e300.why.die", d6=d6, action=msg("e300.action." + kind)), True))
    if kind == "pass":
        citation = rule("e300.s5_pass", d6=d6)
        log(state, msg("e300.log.die_pass"), citation)
        why.append(entry(citation, msg("e300.why.pass"), True, chosen=True))
        return _outcome("pass", msg("e300.do.pass_die"), citation, why=why)
    tried = []
    while kind not in tried:
        tried.append(kind)
        outcome, why_not = ATTEMPTS[kind](state, d6)
        if outcome:
            outcome["why"] = why + outcome["why"]
            return outcome
        nxt = FALLBACK[kind]
        ref = "e300.s5_move_keep" if why_not["key"] == "e300.why_not.keep_two" else f"e300.s5_{kind}_none"
        fallback = msg("e300.log.fallback", action=msg("e300.action." + kind), why=why_not, next=msg("e300.action." + nxt))
        log(state, fallback, rule(ref, d6=d6))
        why.append(entry(rule(ref, d6=d6), fallback, False))
        kind = nxt
    # Unreachable on a real map (with no Greek army or fleet left, a place is always
    # free), but a guard costs nothing and keeps the loop finite whatever the lists say.
    citation = rule("e300.r_loop", d6=d6)
    log(state, msg("e300.log.loop_pass"), citation)
    why.append(entry(citation, msg("e300.why.loop"), True, chosen=True))
    return _outcome("pass", msg("e300.do.pass_stuck"), citation, why=why)
