"""Where a tile may go (seed III-B; docs/rules/tm.md, "Tiles the player places"): every
legal space for a queued tile, and the most telling reason a space is refused. The
placement itself, and what it gives, is tm/tiles.py."""

from . import board as B
from . import params
from .data import NOCTIS, OFF_BOARD, READING_ORDER, SPACES


def _free_land(tiles):
    return [s for s in READING_ORDER if B.is_land(s) and s not in tiles]


def _next_to_own(tiles, candidates):
    own = set(B.player_spaces_on_mars(tiles))
    return [s for s in candidates if own.intersection(B.neighbours(s))]


def legal_spaces(state, item):
    """Every space the queued tile may go on now, in reading order (off-board spaces last)."""
    tiles = state["tiles"]
    kind, where = item["tile"], item["where"]
    if kind == "ocean" and state["globals"]["oceans"] >= params.OCEANS_MAX:
        return []  # no ocean tile left in the supply
    if where in OFF_BOARD:
        return [] if where in tiles else [where]
    if where == "noctis":
        return [] if NOCTIS in tiles else [NOCTIS]
    if where == "ocean_space" or (kind == "ocean" and where == "standard"):
        return [s for s in READING_ORDER if B.is_ocean_space(s) and s not in tiles]
    land = _free_land(tiles)
    if kind == "claim":
        return [s for s in land if s not in state["claims"]]
    if kind == "greenery":
        return _next_to_own(tiles, land) or land
    if kind == "city":
        if where == "urbanized":
            return [s for s in land if B.adjacent_kinds(tiles, s).count("city") >= 2]
        land = [s for s in land if not B.next_to_city(tiles, s)]
    if where == "isolated":
        return [s for s in land if not B.adjacent_kinds(tiles, s)]
    if where == "next_city":
        return [s for s in land if "city" in B.adjacent_kinds(tiles, s)]
    if where == "next_greenery":
        return [s for s in land if "greenery" in B.adjacent_kinds(tiles, s)]
    if where == "volcanic":
        return [s for s in land if SPACES[s]["volcanic"]]
    if where in ("metal_bonus", "metal_bonus_own"):
        land = [s for s in land if {"steel", "titanium"} & set(SPACES[s]["bonus"])]
        return _next_to_own(tiles, land) if where == "metal_bonus_own" else land
    return land


def why_not(state, item, sid):
    """The most telling reason a space is refused, for the error message."""
    if sid in state["tiles"]:
        return "tm.error.space_taken"
    if sid == NOCTIS and item["where"] != "noctis":
        return "tm.error.noctis_reserved"
    if B.is_ocean_space(sid) and item["tile"] != "ocean" and item["where"] != "ocean_space":
        return "tm.error.ocean_reserved"
    if item["tile"] == "ocean" and not B.is_ocean_space(sid) and item["where"] != "land":
        return "tm.error.ocean_only"
    if item["tile"] == "city" and B.next_to_city(state["tiles"], sid) and item["where"] != "urbanized":
        return "tm.error.city_next_to_city"
    if item["tile"] == "greenery" and item["where"] == "standard":
        return "tm.error.greenery_next_to_own"
    return "tm.error.space_not_allowed"
