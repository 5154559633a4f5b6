"""Project cards the player plays: requirements checked, cost paid, then the card's
effects applied in printed order (seed III-E, V-3 A; tm/effects.py), its ongoing effects
and the effects it triggers (tm/triggers.py)."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import board as B
from . import effects, inplay, params, payment, special_cards, triggers, words
from .data import CARDS, TAGS, card_name

MAX_CUSTOM_COST = 99
MAX_CUSTOM_VP = 20
RELAX_STEP = {"temperature": params.TEMP_STEP, "oxygen": 1, "oceans": 1}
tag_count = inplay.tag_count


def context(state):
    """What every card's requirement and price depend on, worked out once for a list of
    cards (the view's card list, the legal actions)."""
    return {"relax": relaxation(state), "discounts": payment.discounts(state), "tags": {}}


def _tags(state, tag, ctx):
    if ctx is None:
        return tag_count(state, tag)
    if tag not in ctx["tags"]:
        ctx["tags"][tag] = tag_count(state, tag)
    return ctx["tags"][tag]


def relaxation(state):
    """Steps by which global requirements may be missed (Inventrix, Adaptation Technology,
    Special Design for the next card)."""
    steps = 2 if "relax_2" in state["corp_effects"] else 0
    steps += sum(CARDS[c].get("relax", 0) for c in state["played"])
    return steps + (2 if state["special_design"] else 0)


def unmet_requirement(state, card, ctx=None):
    """The first requirement not met, as a message, or None."""
    for req in card["req"]:
        kind = req["kind"]
        if kind == "global":
            value = state["globals"][req["param"]]
            slack = (relaxation(state) if ctx is None else ctx["relax"]) * RELAX_STEP[req["param"]]
            ok = value >= req["value"] - slack if req["op"] == ">=" else value <= req["value"] + slack
            if not ok:
                return msg("tm.req.global_" + ("min" if req["op"] == ">=" else "max"),
                           param=msg("tm.param." + req["param"]), value=req["value"], now=value)
        elif kind == "tags":
            have = _tags(state, req["tag"], ctx)
            if have < req["min"]:
                return msg("tm.req.tags", tag=msg("tm.tag." + req["tag"]), n=req["min"], now=have)
        elif kind == "production":
            if state["prod"][req["res"]] < req["min"]:
                return msg("tm.req.production", what=msg("tm.prodname." + req["res"]), n=req["min"])
        elif kind == "own_greeneries":
            if B.count(state["tiles"], "greenery", owner="player") < req["min"]:
                return msg("tm.req.own_greenery")
        elif kind == "cities" and B.count(state["tiles"], "city", mars_only=False) < req["min"]:
            return msg("tm.req.cities", n=req["min"])
    return None


def price(state, card, ctx=None):
    off = payment.discount(state, card["tags"], None if ctx is None else ctx["discounts"])
    return max(0, card["cost"] - off - state["next_discount"])


def blocked(state, cid):
    """Why the card's effects cannot be done now (a production loss, a cost in resources,
    nothing to copy...), as a message, or None."""
    return effects.blocked(state, cid) or special_cards.blocked(state, cid)


def resolved(state, cid):
    """What playing the card would do now, amounts counted (the preview and the play)."""
    return special_cards.adjust(state, cid, effects.resolve_card(state, cid))


def picking(state):
    """The card picker is open ("Play a card", an answer of "Your action?")."""
    return bool(state.get("picking"))


def open_picker(state, action):
    """"Play a card" opens the card list; "back" closes it. Neither changes the game: the
    key exists only while the list is open, so games that never used it replay exactly
    as before (no state of theirs has it)."""
    want = action.get("open", True)
    if not isinstance(want, bool):
        raise RuleError("tm.error.bad_action")
    if want == picking(state):
        raise RuleError("tm.error.no_change", what=msg("tm.prompt.pick_card"))
    if want and state["hand"] < 1:
        raise RuleError("tm.error.empty_hand")
    if want:
        state["picking"] = True
    else:
        state.pop("picking", None)


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
        raise RuleError("tm.error.already_played", card=card_name(card["id"]))
    unmet = unmet_requirement(state, card)
    if unmet:
        raise RuleError("tm.error.requirement", card=card_name(card["id"]), req=unmet)
    why = blocked(state, cid)
    if why:
        raise RuleError("tm.error.cannot_play", card=card_name(card["id"]), why=why)
    items = resolved(state, cid)  # counted before the card itself is in play
    cost = price(state, card)
    parts = payment.pay(state, cost, action, steel="building" in card["tags"], titanium="space" in card["tags"])
    why = effects.blocked(state, cid)  # Helion's heat may have paid for heat the card spends
    if why:
        raise RuleError("tm.error.cannot_play", card=card_name(card["id"]), why=why)
    state["hand"] -= 1
    state["played"].append(cid)
    if card.get("card_resource"):
        state["card_res"][cid] = 0
    log(state, msg("tm.log.play", card=card_name(card["id"]), cost=cost, printed=card["cost"], paid=parts),
        rule("tm.play_card"), kind="player")
    params.note(state, msg("tm.todo.event_pile" if card["type"] == "event" else "tm.todo.card_in_play", card=card_name(card["id"])))
    _consume_next_card_effects(state)
    if card.get("relax_next"):
        state["special_design"] = True
    effects.log_effects(state, cid, items, words.listed)
    effects.apply_items(state, cid, items)
    special_cards.at_play(state, cid)
    triggers.card_played(state, cid, card["tags"], card["type"] == "event", card["cost"])


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
    price_ = max(0, cost - payment.discount(state, tags) - state["next_discount"])
    parts = payment.pay(state, price_, action, steel="building" in tags, titanium="space" in tags)
    state["hand"] -= 1
    state["custom"].append({"cost": cost, "vp": vp, "tags": list(tags)})
    log(state, msg("tm.log.play_custom", cost=price_, vp=vp, paid=parts), rule("tm.play_card"), kind="player")
    _consume_next_card_effects(state)
    params.note(state, msg("tm.todo.custom_effects"))
    triggers.card_played(state, None, list(tags), "event" in tags, cost)


def _consume_next_card_effects(state):
    """Special Design's slack and Indentured Workers' discount go with the next card."""
    state["special_design"] = False
    state["next_discount"] = 0


def card_vp(state, cid):
    """VP of one played card now (resources on cards counted as they are)."""
    vp = CARDS[cid]["vp"]
    if isinstance(vp, int):
        return vp
    kind = vp["kind"]
    if kind == "per_resource":
        return vp["vp"] * (inplay.on_card(state, cid) // vp["per"])
    if kind == "any_resource":
        return vp["vp"] if inplay.on_card(state, cid) >= 1 else 0
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
