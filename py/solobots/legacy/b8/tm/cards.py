# Frozen from 36698ec748ef:py/solobots/tm/cards.py (scripts/freeze_engine.py): do not edit.
"""Project cards the player plays: requirements checked, cost paid, tags, tiles and VP kept
(seed III-E, V-3 A). The card's other effects are applied by the player with the counters."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import params, payment, tiles
from .data import CARDS, CORPORATIONS, TAGS

MAX_CUSTOM_COST = 99
MAX_CUSTOM_VP = 20
RELAX_STEP = {"temperature": params.TEMP_STEP, "oxygen": 1, "oceans": 1}


def tag_count(state, tag):
    """Tags in play: the corporation's and those of played non-event cards (events count only
    while being played, seed V-3 A 3)."""
    n = 0
    if state["corp"]:
        n += CORPORATIONS[state["corp"]]["tags"].count(tag)
    for cid in state["played"]:
        card = CARDS[cid]
        if card["type"] != "event":
            n += card["tags"].count(tag)
    for custom in state["custom"]:
        if "event" not in custom["tags"]:
            n += custom["tags"].count(tag)
    return n


def relaxation(state):
    """Steps by which global requirements may be missed (Inventrix, Adaptation Technology,
    Special Design for the next card)."""
    steps = 2 if "relax_2" in state["corp_effects"] else 0
    steps += sum(CARDS[c].get("relax", 0) for c in state["played"])
    return steps + (2 if state["special_design"] else 0)


def unmet_requirement(state, card):
    """The first requirement not met, as a message, or None."""
    for req in card["req"]:
        kind = req["kind"]
        if kind == "global":
            value = state["globals"][req["param"]]
            slack = relaxation(state) * RELAX_STEP[req["param"]]
            ok = value >= req["value"] - slack if req["op"] == ">=" else value <= req["value"] + slack
            if not ok:
                return msg("tm.req.global_" + ("min" if req["op"] == ">=" else "max"),
                           param=msg("tm.param." + req["param"]), value=req["value"], now=value)
        elif kind == "tags":
            if tag_count(state, req["tag"]) < req["min"]:
                return msg("tm.req.tags", tag=msg("tm.tag." + req["tag"]), n=req["min"], now=tag_count(state, req["tag"]))
        elif kind == "production":
            if state["prod"][req["res"]] < req["min"]:
                return msg("tm.req.production", what=msg("tm.prodname." + req["res"]), n=req["min"])
        elif kind == "own_greeneries":
            if B.count(state["tiles"], "greenery", owner="player") < req["min"]:
                return msg("tm.req.own_greenery")
        elif kind == "cities":
            if B.count(state["tiles"], "city", mars_only=False) < req["min"]:
                return msg("tm.req.cities", n=req["min"])
    return None


def price(state, card):
    return max(0, card["cost"] - payment.discount(state, card["tags"]))


def play(state, action):
    if state["hand"] < 1:
        raise RuleError("tm.error.empty_hand")
    if action.get("card") is None:
        _play_custom(state, action)
        return
    cid = action.get("card")
    if not isinstance(cid, str) or cid not in CARDS:
        raise RuleError("tm.error.unknown_card")
    card = CARDS[cid]
    if cid in state["played"]:
        raise RuleError("tm.error.already_played", card=card["name"])
    unmet = unmet_requirement(state, card)
    if unmet:
        raise RuleError("tm.error.requirement", card=card["name"], req=unmet)
    cost = price(state, card)
    parts = payment.pay(state, cost, action, steel="building" in card["tags"], titanium="space" in card["tags"])
    state["hand"] -= 1
    state["played"].append(cid)
    log(state, msg("tm.log.play", card=card["name"], cost=cost, printed=card["cost"], paid=parts),
        rule("tm.play_card"), kind="player")
    _after_play(state, card["cost"], card["tags"], card["type"] == "event")
    if card.get("relax_next"):
        state["special_design"] = True
    for t in card.get("tiles", []):
        tiles.enqueue(state, {"tile": t["tile"], "where": t["where"], "source": "card", "card": cid})
    if card["any_player"]:
        log(state, msg("tm.log.any_player", card=card["name"]), rule("tm.solo_neutral"), kind="bot")
    params.note(state, msg("tm.todo.card_effects", card=card["name"]))


def _play_custom(state, action):
    """A card entered by its cost, VP and tags only (a card missing from the list)."""
    cost, vp = action.get("cost"), action.get("vp", 0)
    if isinstance(cost, bool) or not isinstance(cost, int) or not 0 <= cost <= MAX_CUSTOM_COST:
        raise RuleError("tm.error.bad_cost")
    if isinstance(vp, bool) or not isinstance(vp, int) or not -MAX_CUSTOM_VP <= vp <= MAX_CUSTOM_VP:
        raise RuleError("tm.error.bad_vp")
    tags = action.get("tags", [])
    if not isinstance(tags, list) or len(tags) > 3 or any(t not in TAGS for t in tags):
        raise RuleError("tm.error.bad_tags")
    price_ = max(0, cost - payment.discount(state, tags))
    parts = payment.pay(state, price_, action, steel="building" in tags, titanium="space" in tags)
    state["hand"] -= 1
    state["custom"].append({"cost": cost, "vp": vp, "tags": list(tags)})
    log(state, msg("tm.log.play_custom", cost=price_, vp=vp, paid=parts), rule("tm.play_card"), kind="player")
    _after_play(state, cost, tags, "event" in tags)
    params.note(state, msg("tm.todo.custom_effects"))


def _after_play(state, printed_cost, tags, is_event):
    """Corporation effects that fire on any card played."""
    state["special_design"] = False
    payment.rebate(state, printed_cost)
    if is_event and "event_2mc" in state["corp_effects"]:
        state["res"]["mc"] += 2
        log(state, msg("tm.log.cinematics"), rule("tm.corp.R19"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=2, res=msg("tm.res.mc")))
    jovians = tags.count("jovian")
    if jovians and "jovian_mc_prod" in state["corp_effects"]:
        state["prod"]["mc"] += jovians
        log(state, msg("tm.log.saturn", n=jovians, prod=state["prod"]["mc"]), rule("tm.corp.R03"), kind="bot")
        params.note_production(state, "mc")


def resource_vp_cards(state):
    """Played cards whose VP depend on resources on them: asked at the end."""
    return [c for c in state["played"] if isinstance(CARDS[c]["vp"], dict)
            and CARDS[c]["vp"]["kind"] in ("per_resource", "any_resource")]


def card_vp(state, cid, resources):
    """VP of one played card at the end of the game."""
    vp = CARDS[cid]["vp"]
    if isinstance(vp, int):
        return vp
    kind = vp["kind"]
    if kind == "per_resource":
        return vp["vp"] * (resources.get(cid, 0) // vp["per"])
    if kind == "any_resource":
        return vp["vp"] if resources.get(cid, 0) >= 1 else 0
    if kind == "per_jovian":
        return tag_count(state, "jovian")
    if kind == "per_3_cities":
        return B.count(state["tiles"], "city", mars_only=False) // 3
    placed = [sid for sid, t in state["tiles"].items() if t.get("card") == cid]
    if not placed:
        return 0
    if kind == "capital":
        return B.adjacent_kinds(state["tiles"], placed[0]).count("ocean")
    if kind == "adjacent_cities":
        return B.adjacent_kinds(state["tiles"], placed[0]).count("city")
    return 0
