"""The player's tiles: where each may go and what placing it gives (seed III-B;
rulings/tm.md "Tiles the player places"). Tiles wait in the queue of tm/pending.py:
{"tile": "ocean" | "greenery" | "city" | "special" | "claim", "where": a placement rule
(below), "source": why, "card": card id or None, "final": bool}.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import params, pending, triggers
from .data import BONUS_RESOURCE, CARDS, CORPORATIONS, NOCTIS, OFF_BOARD, READING_ORDER, SPACES

OCEAN_ADJACENCY_MC = 2

TILE_RULE = {"ocean": "tm.ocean_tile", "greenery": "tm.greenery_tile", "city": "tm.city_tile",
             "special": "tm.special_tile", "claim": "tm.special_tile"}


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


def dropped(state, item):
    """A queued tile that cannot be placed at all is dropped: the card or effect still
    counts (seed V-3 A 2: "si vous ne le pouvez pas, cela ne vous empêche pas de jouer la carte")."""
    none_left = item["tile"] == "ocean" and state["globals"]["oceans"] >= params.OCEANS_MAX
    key = "tm.log.no_ocean_left" if none_left else "tm.log.no_space"
    log(state, msg(key, tile=msg("tm.tile." + item["tile"])), rule("tm.cannot_place"), kind="bot")
    # the note joins the next instruction's list: a fragment, not a sentence (no "..")
    params.note(state, msg(key.replace("tm.log.", "tm.todo."), tile=msg("tm.tile." + item["tile"])))


def place(state, action):
    item = pending.head(state)
    if not pending.is_tile(item):
        raise RuleError("tm.error.nothing_to_place")
    sid = action.get("space")
    if not isinstance(sid, str) or (sid not in SPACES and sid not in OFF_BOARD):
        raise RuleError("tm.error.bad_space")
    if sid not in legal_spaces(state, item):
        raise RuleError(_why_not(state, item, sid), tile=msg("tm.tile." + item["tile"]))
    state["pending"].pop(0)
    put(state, item, sid)


def _why_not(state, item, sid):
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


def put(state, item, sid):
    """Lay the tile and give what it gives."""
    kind = item["tile"]
    row, place_ = B.row_and_place(sid) if B.on_mars(sid) else (None, None)
    where = msg("tm.where.space", row=row, place=place_) if row else msg("tm.where.off_board", name=B.space_name(sid))
    card_name = CARDS[item["card"]]["name"] if item["card"] else None
    if kind == "claim":
        state["claims"].append(sid)
        log(state, msg("tm.log.claim", where=where), rule("tm.special_tile"), kind="player")
        params.note(state, msg("tm.todo.claim", where=where))
        return
    tile = {"tile": kind, "owner": None if kind == "ocean" else "player"}
    if card_name and kind in ("special", "city"):
        tile["card"] = item["card"]
    state["tiles"][sid] = tile
    if sid in state["claims"]:
        state["claims"].remove(sid)
    log(state, msg("tm.log.placed", tile=msg("tm.tile." + kind), where=where, id=sid), rule(TILE_RULE[kind]), kind="player")
    params.note(state, msg("tm.todo.place", tile=msg("tm.tile." + kind), where=where))
    if B.on_mars(sid):
        _placement_bonus(state, sid, kind, where)
    if kind == "ocean":
        params.ocean_placed(state)
    elif kind == "greenery":
        if item["final"]:
            log(state, msg("tm.log.final_greenery"), rule("tm.solo_end"), kind="bot")
        else:
            params.raise_oxygen(state, 1, msg("tm.cause.greenery"))
    elif kind == "city" and "city_mc" in state["corp_effects"]:
        corp = CORPORATIONS[state["corp"]]["name"]
        if B.on_mars(sid):
            state["prod"]["mc"] += 1
            params.note_production(state, "mc", corp)
        state["res"]["mc"] += 3
        key = "tm.log.tharsis_city_mars" if B.on_mars(sid) else "tm.log.tharsis_city_space"
        log(state, msg(key, prod=state["prod"]["mc"]), rule("tm.corp.R31"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=3, res=msg("tm.res.mc")), src=corp)
    triggers.tile_placed(state, item, sid)


def _placement_bonus(state, sid, kind, where):
    """What the space gives, each gain naming the tile that got it (issue 23: "+2 steel
    (the ocean's placement bonus)" is never confused with a card's +2)."""
    bonus = SPACES[sid]["bonus"]
    the_tile = msg("tm.the_tile." + kind)
    src = msg("tm.src.bonus", tile=the_tile)
    for key, n in sorted(bonus.items()):
        if key == "card":
            state["hand"] += n
            log(state, msg("tm.log.bonus_cards", n=n, tile=the_tile, where=where), rule("tm.placement_bonus"), kind="bot")
            params.note(state, msg("tm.todo.draw", n=n), src=src)
        else:
            res = BONUS_RESOURCE[key]
            state["res"][res] += n
            log(state, msg("tm.log.bonus_res", n=n, res=msg("tm.unit." + res, n=n), tile=the_tile, where=where),
                rule("tm.placement_bonus"), kind="bot")
            params.note(state, msg("tm.todo.gain", n=n, res=msg("tm.unit." + res, n=n)), src=src)
    oceans = B.adjacent_kinds(state["tiles"], sid).count("ocean")
    if oceans:
        gain = OCEAN_ADJACENCY_MC * oceans
        state["res"]["mc"] += gain
        log(state, msg("tm.log.ocean_adjacency", n=oceans, mc=gain, tile=the_tile), rule("tm.ocean_adjacency"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=gain, res=msg("tm.res.mc")), src=msg("tm.src.oceans", tile=the_tile))
    if "metal_bonus_steel_prod" in state["corp_effects"] and {"steel", "titanium"} & set(bonus):
        state["prod"]["steel"] += 1
        log(state, msg("tm.log.mining_guild", prod=state["prod"]["steel"]), rule("tm.corp.R24"), kind="bot")
        params.note_production(state, "steel", CORPORATIONS[state["corp"]]["name"])
