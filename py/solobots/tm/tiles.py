"""The player's tiles: placing each where it may go (tm/spaces.py) and what placing it
gives (seed III-B; docs/rules/tm.md, "Tiles the player places"). Tiles wait in the queue
of tm/pending.py:
{"tile": "ocean" | "greenery" | "city" | "special" | "claim", "where": a placement rule
(tm/spaces.py), "source": why, "card": card id or None, "final": bool}.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import params, pending, triggers
from .data import BONUS_RESOURCE, OFF_BOARD, SPACES, corp_name
from .spaces import legal_spaces, why_not

OCEAN_ADJACENCY_MC = 2

TILE_RULE = {"ocean": "tm.ocean_tile", "greenery": "tm.greenery_tile", "city": "tm.city_tile",
             "special": "tm.special_tile", "claim": "tm.special_tile"}


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
        raise RuleError(why_not(state, item, sid), tile=msg("tm.tile." + item["tile"]))
    state["pending"].pop(0)
    put(state, item, sid)


def put(state, item, sid):
    """Lay the tile and give what it gives."""
    kind = item["tile"]
    row, place_ = B.row_and_place(sid) if B.on_mars(sid) else (None, None)
    where = msg("tm.where.space", row=row, place=place_) if row else msg("tm.where.off_board", name=B.space_name(sid))
    if kind == "claim":
        state["claims"].append(sid)
        log(state, msg("tm.log.claim", where=where), rule("tm.special_tile"), kind="player")
        params.note(state, msg("tm.todo.claim", where=where))
        return
    tile = {"tile": kind, "owner": None if kind == "ocean" else "player"}
    if item["card"] and kind in ("special", "city"):
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
        corp = corp_name(state["corp"])
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
        params.note_production(state, "steel", corp_name(state["corp"]))
