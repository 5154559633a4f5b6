"""Seed §6 and §7: lines of communication, attrition, and the two-player scoring.

The base-game facts (docs/rules/e300.md, rulings 9-14 and 29-30) are not from the printed
book, so every number computed here is a proposal the player may correct.
"""

from . import board
from . import geography as G


def supplied_cities(state, side):
    """Cities where `side`'s armies are in supply: linked by road, through cities the
    enemy does not control, to a major city the side controls (bridge only if built);
    or a port holding a friendly fleet while one of the side's controlled major cities
    has no enemy fleet."""
    enemy = G.ENEMY[side]
    sources = [c for c in G.MAJORS[side] if board.controls(state, c, side)]
    seen = set(sources)
    frontier = list(sources)
    while frontier:
        city = frontier.pop()
        for nxt in G.neighbours(city, state["bridge"]):
            if nxt not in seen and not board.controls(state, nxt, enemy):
                seen.add(nxt)
                frontier.append(nxt)
    if any(not board.fleets(state, c, enemy) for c in sources):
        seen.update(c for c in G.PORTS if board.fleets(state, c, side))
    return seen


def out_of_supply(state, side):
    """{city: armies} of `side` cut off from supply."""
    ok = supplied_cities(state, side)
    return {c: board.armies(state, c, side) for c in G.CITIES
            if board.armies(state, c, side) and c not in ok}


def persian_excess(state):
    """Persian attrition counts only the armies and cities outside its two major cities."""
    outside = [c for c in G.CITIES if G.major_of(c) != "persia"]
    armies = sum(board.armies(state, c, "persia") for c in outside)
    food = sum(G.supply_value(c) for c in outside if board.controls(state, c, "persia"))
    return max(0, armies - food), armies, food


def greek_excess(state):
    armies = board.total(state, "greece", "armies")
    food = sum(G.supply_value(c) for c in G.CITIES if board.controls(state, c, "greece"))
    return max(0, armies - food), armies, food


def persian_proposal(state):
    """Seed §6.B: which Persian armies go. Cut-off armies all go (they die at the line
    of communication step anyway) and count toward attrition; the rest of the attrition
    takes supplied armies one at a time, first where losing one changes no city's
    control, each time in the seed's order."""
    cut = out_of_supply(state, "persia")
    excess, armies, food = persian_excess(state)
    outside_cut = sum(n for c, n in cut.items() if G.major_of(c) != "persia")
    return _proposal(state, "persia", cut, excess, outside_cut, G.order("attrition"), armies, food)


# Greece's removals follow the same order, its own cities last: the Persian majors it
# holds (the automatic victory), then its two major cities (issue 23, ruling 29).
GREEK_ORDER = [c for c in G.order("attrition") if G.major_of(c) != "greece"] + ["Abydos", "Ephesos", "Sparta", "Athenai"]


def greek_proposal(state):
    """Greece's supply by PERS.IA's rule: the armies cut off all go and count toward the
    attrition; the rest of the excess one army at a time, first where losing it costs
    Greece no city, in GREEK_ORDER."""
    cut = out_of_supply(state, "greece")
    excess, armies, food = greek_excess(state)
    return _proposal(state, "greece", cut, excess, sum(cut.values()), GREEK_ORDER, armies, food)


def _keeps_control(state, city, side, left):
    """Taking one of `left` armies of `side` from city leaves the side holding it: the city
    is not the side's, or an army stays. (An emptied major city is still its side's, but
    the proposal never leaves one bare while another army can go.)"""
    return not board.controls(state, city, side) or left >= 2


def _proposal(state, side, cut, excess, counted_cut, order, armies, food):
    remove = dict(cut)
    picks = []
    for _ in range(max(0, excess - counted_cut)):
        left = {c: board.armies(state, c, side) - remove.get(c, 0) for c in order}
        candidates = [c for c in order if left[c] > 0]
        if not candidates:
            break
        harmless = [c for c in candidates if _keeps_control(state, c, side, left[c])]
        city = (harmless or candidates)[0]
        remove[city] = remove.get(city, 0) + 1
        picks.append({"city": city, "harmless": bool(harmless)})
    return {"remove": remove, "cut": cut, "excess": excess, "armies": armies, "food": food, "picks": picks}


def points(state):
    out = dict.fromkeys(G.SIDES, 0)
    cities = {side: [] for side in G.SIDES}
    for c in G.CITIES:
        owner = board.control(state, c)
        if owner:
            out[owner] += G.score_value(c)
            cities[owner].append(c)
    return out, cities


def proposed_score(state):
    pts, cities = points(state)
    limit = G.SETUP["score_max"]
    new = max(-limit, min(limit, state["score"] + pts["persia"] - pts["greece"]))
    return {"points": pts, "cities": cities, "before": state["score"], "after": new}
