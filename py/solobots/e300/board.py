"""Reading and changing the map the player keeps in step with the table.

Control follows the rulings (docs/rules/e300.md, ruling 1): a major city belongs to its side unless enemy armies
stand in it, any other city to the side whose armies are in it. A city holding armies
of both sides only exists while a battle is pending (or by a slip on the map): it is
contested and nobody controls it, so no victory is seen before the battle is fought.
"""

from . import geography as G


def empty_map():
    return {c: {side: {"armies": 0, "fleets": 0} for side in G.SIDES} for c in G.CITIES}


def count(state, city, side, kind):
    return state["map"][city][side][kind]


def armies(state, city, side):
    return state["map"][city][side]["armies"]


def fleets(state, city, side):
    return state["map"][city][side]["fleets"]


def add(state, city, side, kind, n):
    """Change a count by n (negative to remove); a count never goes below zero."""
    cell = state["map"][city][side]
    cell[kind] = max(0, cell[kind] + n)


def set_count(state, city, side, kind, value):
    state["map"][city][side][kind] = value


def control(state, city):
    """"greece", "persia" or None."""
    greek, persian = armies(state, city, "greece"), armies(state, city, "persia")
    if greek and persian:
        return None
    owner = G.major_of(city)
    if owner:
        enemy = G.ENEMY[owner]
        return enemy if armies(state, city, enemy) else owner
    if greek:
        return "greece"
    if persian:
        return "persia"
    return None


def controls(state, city, side):
    return control(state, city) == side


def reach(state, origin, side="persia"):
    """The cities a land move from origin can end in: the path goes on only through
    cities the side controls (base rules), the bridge road only when built."""
    seen = {origin}
    frontier = [origin]
    while frontier:
        city = frontier.pop()
        for nxt in G.neighbours(city, state["bridge"]):
            if nxt in seen:
                continue
            seen.add(nxt)
            if controls(state, nxt, side):
                frontier.append(nxt)
    seen.discard(origin)
    return seen


def total(state, side, kind, cities=None):
    return sum(count(state, c, side, kind) for c in (cities or G.CITIES))


def persia_holds_greek_majors(state):
    """Seed §3.F: both Greek major cities under Persian control."""
    return all(controls(state, c, "persia") for c in G.MAJORS["greece"])


def greece_holds_persian_majors(state):
    return all(controls(state, c, "greece") for c in G.MAJORS["persia"])


def greek_occupied_persian_majors(state):
    """Persian major cities where Greek armies stand, in the order PERS.IA defends them."""
    return [c for c in G.order("defence_majors") if armies(state, c, "greece")]


def is_legal_count(value, limit):
    return not isinstance(value, bool) and isinstance(value, int) and 0 <= value <= limit
