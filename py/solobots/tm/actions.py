"""Blue cards' actions (seed V-3 E): once per generation, pay what is left of the arrow,
get what is right of it; the card is marked used until the production phase. A card
whose action offers two ways has one button per way ("option")."""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import effects, inplay, params, payment, special_cards, tiles, words
from .data import CARDS, card_name

SPEND_METALS = ("steel", "titanium")


def parts(cid):
    a = CARDS[cid]["action"]
    return a.get("choice") or [a]


def _gains(part):
    """The right of the arrow: the part without what is paid (spent resources, production
    lost, resources taken from a card)."""
    out = {k: v for k, v in part.items() if k not in ("spend", "may_pay_with", "spend_resources_here",
                                                      "remove_from_any_card", "production")}
    gains = {res: n for res, n in part.get("production", {}).items() if n > 0}
    if gains:
        out["production"] = gains
    return out


def gain_items(state, cid, part):
    return effects.resolve_part(state, CARDS[cid], _gains(part))


def _buys_nothing(state, items):
    """Only parameter steps past their maximum, tiles with no space, or resources no card
    can hold (the same ruling as for standard projects)."""
    g = state["globals"]
    for it in items:
        if it["k"] == "to_card":
            if inplay.holders(state, it["type"]):
                return False
        elif it["k"] == "global":
            top = params.TEMP_MAX if it["param"] == "temperature" else params.OXYGEN_MAX
            if g[it["param"]] < top:
                return False
        elif it["k"] == "tile":
            if tiles.legal_spaces(state, it["tile"]):
                return False
        else:
            return False
    return bool(items)


def refusal(state, cid, option=None):
    """Why this action (or option) cannot be used now: a msg with a key of tm.error.*, or None."""
    card = CARDS[cid]
    if cid in state["used"]:
        return msg("tm.error.action_used", card=card_name(card["id"]))
    if card["action"].get("custom"):
        return special_cards.part(cid, "refusal")(state)
    part = parts(cid)[option or 0]
    for res, n in part.get("spend", {}).items():
        if res == "mc":
            worth = state["res"]["mc"] + _metal_worth(state, part)
            if "heat_as_mc" in state["corp_effects"]:
                worth += state["res"]["heat"]
            if worth < n:
                return msg("tm.error.not_enough", res=msg("tm.res.mc"), have=state["res"]["mc"], need=n)
        elif state["res"][res] < n:
            return msg("tm.error.not_enough", res=msg("tm.res." + res), have=state["res"][res], need=n)
    here = part.get("spend_resources_here", 0)
    if here and inplay.on_card(state, cid) < here:
        return msg("tm.error.not_enough", res=words.cres(inplay.holds(cid), here), have=inplay.on_card(state, cid),
                   need=here)
    for res, n in part.get("production", {}).items():
        if n < 0 and state["prod"][res] + n < effects.PROD_FLOOR.get(res, 0):
            return msg("tm.error.not_enough", res=msg("tm.prodname." + res), have=state["prod"][res], need=-n)
    if _buys_nothing(state, gain_items(state, cid, part)):
        return msg("tm.error.action_buys_nothing", card=card_name(card["id"]))
    return None


def _metal_worth(state, part):
    worth = {"steel": payment.steel_value(state), "titanium": payment.titanium_value(state)}
    return sum(state["res"][m] * worth[m] for m in part.get("may_pay_with", []))


def available(state, labels=True):
    """Every blue action of the cards in play: [{"card", "option", "label", "why"}]."""
    out = []
    for cid in state["played"]:
        if "action" not in CARDS[cid]:
            continue
        said = words.action(state, cid) if labels else None
        options = [None] if len(parts(cid)) == 1 or CARDS[cid]["action"].get("custom") else range(len(parts(cid)))
        for i, option in enumerate(options):
            out.append({"card": cid, "option": option, "label": said[i] if said else None,
                        "why": refusal(state, cid, option)})
    return out


def use(state, action):
    cid = action.get("card")
    if not isinstance(cid, str) or cid not in CARDS or cid not in state["played"]:
        raise RuleError("tm.error.not_in_play")
    card = CARDS[cid]
    if "action" not in card:
        raise RuleError("tm.error.not_an_action_card", card=card_name(card["id"]))
    option = action.get("option")
    choices = len(parts(cid))
    if choices > 1 and not card["action"].get("custom"):
        if isinstance(option, bool) or not isinstance(option, int) or not 0 <= option < choices:
            raise RuleError("tm.error.bad_action_option", card=card_name(card["id"]))
    else:
        option = None
    why = refusal(state, cid, option)
    if why:
        raise RuleError(why["key"], **why["params"])
    state["used"].append(cid)
    if card["action"].get("custom"):
        _custom(state, cid, action)
        return
    part = parts(cid)[option or 0]
    paid = _pay(state, cid, part, action)
    items = gain_items(state, cid, part)
    does = words.listed(state, cid, items)
    line = msg("tm.log.action_does", card=card_name(card["id"]), paid=paid, does=does) if paid else \
        msg("tm.log.action_does_free", card=card_name(card["id"]), does=does)
    log(state, line, rule("tm.blue_action"), kind="player")
    if part.get("remove_from_any_card"):
        r = part["remove_from_any_card"]
        log(state, msg("tm.log.take_from_neutral", card=card_name(card["id"]), n=r["count"], what=words.cres(r["type"], r["count"])),
            rule("tm.solo_neutral"), kind="bot")
    effects.apply_items(state, cid, items)
    params.note(state, msg("tm.todo.action_marker", card=card_name(card["id"])))


def _pay(state, cid, part, action):
    """Pay the left of the arrow; returns what was paid, as messages."""
    paid = []
    for res, n in part.get("spend", {}).items():
        if res == "mc":
            allowed = part.get("may_pay_with", [])
            pay_with = {m: action.get(m, 0) for m in (*SPEND_METALS, "heat")}
            paid += payment.pay(state, n, pay_with, steel="steel" in allowed, titanium="titanium" in allowed)
        else:
            state["res"][res] -= n
            params.note(state, msg("tm.todo.spend", n=n, res=msg("tm.res." + res)), src=card_name(cid))
            paid.append(msg("tm.pay.part", n=n, res=msg("tm.res." + res)))
    here = part.get("spend_resources_here", 0)
    if here:
        inplay.add(state, cid, -here)
        what = words.cres(inplay.holds(cid), here)
        params.note(state, msg("tm.todo.off_card", n=here, what=what, card=card_name(cid)))
        paid.append(msg("tm.pay.part", n=here, res=what))
    for res, n in part.get("production", {}).items():
        if n < 0:
            effects.change_production(state, res, n, card_name(cid))
            paid.append(msg("tm.does.prod_down", n=-n, res=words.produnit(res, n)))
    return paid


def _custom(state, cid, action):
    """A blue action its data cannot say (tm/special_cards.py), then its marker."""
    special_cards.part(cid, "action")(state, cid, action)
    params.note(state, msg("tm.todo.action_marker", card=card_name(cid)))
