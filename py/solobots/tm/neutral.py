"""The neutral player's two cities and two greeneries, counted from 4 revealed card costs
(seed VII-B 1; docs/rules/tm.md, "Neutral setup").

Everything here is a pure computation on a tiles dict; the caller logs and explains it.
"""

from ..core.errors import RuleError
from . import board as B
from .data import READING_ORDER

# Which revealed card (0-based) drives which placement, in the order the tiles go down.
ORDERS = {
    # The seed's reading: both cities, "Placez ensuite" the greeneries.
    "default": [("city", 1, 0), ("city", 2, 1), ("greenery", 1, 2), ("greenery", 2, 3)],
    # The best-known digital version: each city followed by its greenery.
    "interleaved": [("city", 1, 0), ("greenery", 1, 1), ("city", 2, 2), ("greenery", 2, 3)],
}


def _free_land(tiles, sid):
    return B.is_land(sid) and sid not in tiles


def city_candidates(tiles, reserved=()):
    """Valid neutral-city spaces in reading order.

    reserved: spaces already promised to a greenery not yet on the board; they do not
    count as the free neighbour a city needs for its own greenery.
    """
    out = []
    for sid in READING_ORDER:
        if not _free_land(tiles, sid) or B.next_to_city(tiles, sid):
            continue
        if any(_free_land(tiles, n) and n not in reserved for n in B.neighbours(sid)):
            out.append(sid)
    return out


def greenery_candidates(tiles, city):
    """Free land neighbours of a city, clockwise from its top-left neighbour."""
    return [n for n in B.clockwise(city) if n is not None and _free_land(tiles, n)]


def _nth(candidates, cost):
    """The N-th entry, N = the card's cost (cost 0 counts as 1), wrapping past the end."""
    n = max(cost, 1)
    return n, (n - 1) % len(candidates)


def place_all(costs, order):
    """Return (tiles, steps): the 4 neutral tiles and, for each, how it was counted."""
    tiles = {}
    cities = {}
    steps = []
    plan = ORDERS[order]
    for kind, which, card in plan:
        cost = costs[card]
        if kind == "city":
            reserved = ()
            if which == 2 and order == "default":
                # City 1's greenery does not depend on city 2 (never its neighbour), so the
                # space it will take is known now and cannot be city 2's only free neighbour.
                reserved = (_greenery_target(tiles, cities[1], costs[plan[2][2]]),)
            listed = city_candidates(tiles, reserved)
            if which == 2:
                listed = listed[::-1]
            if not listed:
                raise RuleError("tm.error.neutral_no_space")
            n, index = _nth(listed, cost)
            sid = listed[index]
            cities[which] = sid
            steps.append({"tile": "city", "city": which, "card": card + 1, "cost": cost, "space": sid,
                          "n": n, "pos": index + 1, "total": len(listed), "dir": None})
        else:
            listed = greenery_candidates(tiles, cities[which])
            if not listed:
                raise RuleError("tm.error.neutral_no_space")
            n, index = _nth(listed, cost)
            sid = listed[index]
            steps.append({"tile": "greenery", "city": which, "card": card + 1, "cost": cost, "space": sid,
                          "n": n, "pos": index + 1, "total": len(listed),
                          "dir": B.DIRECTIONS[B.clockwise(cities[which]).index(sid)]})
        tiles[sid] = {"tile": kind, "owner": "neutral"}
    return tiles, steps


def _greenery_target(tiles, city, cost):
    listed = greenery_candidates(tiles, city)
    return listed[_nth(listed, cost)[1]] if listed else None


# -- the count, space by space, for the why of each placement (tm/neutral_why.py) -------
def city_reason(tiles, sid, reserved=()):
    """Why a space is no valid neutral-city space (a key word), or None when it is one."""
    if B.is_ocean_space(sid):
        return "ocean"
    if not B.is_land(sid):
        return "noctis"
    if sid in tiles:
        return "taken"
    if B.next_to_city(tiles, sid):
        return "next_city"
    if not any(_free_land(tiles, n) and n not in reserved for n in B.neighbours(sid)):
        return "no_room"
    return None


def greenery_reason(tiles, sid):
    if sid is None:
        return "off_board"
    if not B.is_land(sid):
        return "ocean" if B.is_ocean_space(sid) else "noctis"
    if sid in tiles:
        return "taken"
    return None


def scans(steps):
    """For each placement of `steps` (place_all's), what its count went through: the
    spaces in counting order, each with the reason it was skipped (None: counted).
    Rebuilt from the steps themselves, so it shows what was decided."""
    order = "default" if steps[1]["tile"] == "city" else "interleaved"
    tiles, cities, out = {}, {}, []
    for i, step in enumerate(steps):
        if step["tile"] == "city":
            reserved = ()
            if step["city"] == 2 and order == "default":
                reserved = (steps[2]["space"],)  # city 1's greenery, known before city 2 (place_all)
            listed = READING_ORDER[::-1] if step["city"] == 2 else READING_ORDER
            spaces = [(sid, None, city_reason(tiles, sid, reserved)) for sid in listed]
            cities[step["city"]] = step["space"]
        else:
            slots = B.clockwise(cities[step["city"]])
            spaces = [(sid, B.DIRECTIONS[k], greenery_reason(tiles, sid)) for k, sid in enumerate(slots)]
        valid = [sid for sid, _, reason in spaces if reason is None]
        assert valid[step["pos"] - 1] == step["space"] and len(valid) == step["total"], (i, step)
        out.append(spaces)
        tiles[step["space"]] = {"tile": step["tile"], "owner": "neutral"}
    return out
