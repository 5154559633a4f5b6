"""What a card does, in words made from its data (shown before the player confirms, and
logged when it happens). Every sentence is a catalog key (web/i18n/*/tm-cards.json)."""

from ..core.messages import join, msg, rule
from . import effects, special_cards
from .data import CARDS

SOLO = "tm.solo_neutral"


def unit(res, n):
    return msg("tm.unit." + res, n=abs(n))


def produnit(res, n):
    return msg("tm.produnit." + res, n=abs(n))


def cres(rtype, n):
    return msg("tm.cres." + (rtype or "any"), n=abs(n))


def per(counter):
    kind = counter["count"]
    if kind == "tag":
        key = "tm.per.tag_opponents" if counter["scope"] == "opponents" else "tm.per.tag"
        return msg(key, n=counter.get("every", 1), tag=msg("tm.tag." + counter["tag"]))
    if kind == "city_tiles":
        return msg("tm.per.cities_mars" if counter.get("where") == "on_mars" else "tm.per.cities_all")
    return msg("tm.per.events")


def either(options):
    """Alternatives as one message: "a ou b ou c"."""
    out = options[-1]
    for option in reversed(options[:-1]):
        out = msg("tm.does.or", a=option, b=out)
    return out


def item(state, cid, it):
    """One resolved effect (tm/effects.py) as a message."""
    k = it["k"]
    if k in ("prod", "stock") and "per" in it:
        name = produnit if k == "prod" else unit
        return msg(f"tm.does.{k}_per", each=it["each"], res=name(it["res"], it["each"]), per=per(it["per"]),
                   count=it["count"], n=it["n"])
    if k == "prod" and it.get("own_city"):
        return msg("tm.does.prod_own_city")
    if k == "prod":
        return msg("tm.does.prod_up" if it["n"] >= 0 else "tm.does.prod_down", n=abs(it["n"]), res=produnit(it["res"], it["n"]))
    if k == "stock":
        return msg("tm.does.gain" if it["n"] >= 0 else "tm.does.spend", n=abs(it["n"]), res=unit(it["res"], it["n"]))
    if k == "global":
        return msg("tm.does." + it["param"], n=it["n"])
    if k == "tr":
        if "per" in it:
            return msg("tm.does.tr_per", per=per(it["per"]), count=it["count"], n=it["n"])
        return msg("tm.does.tr", n=it["n"])
    if k == "tile":
        return tile(it["tile"], it.get("n", 1))
    if k == "here":
        return msg("tm.does.here", n=it["n"], what=cres(it.get("type") or CARDS[cid].get("card_resource"), it["n"]))
    if k == "to_card":
        key = "tm.does.to_other_card" if it["other"] else "tm.does.to_card"
        return msg(key, n=it["count"], what=cres(it["type"], it["count"]))
    if k == "draw":
        if it.get("buy"):
            return msg("tm.does.draw_buy")
        if "keep" in it:
            return msg("tm.does.draw_keep", n=it["count"], keep=it["keep"])
        return msg("tm.does.draw", n=it["count"])
    if k == "choice":
        return msg("tm.does.choice", options=either([items(state, cid, o) for o in it["options"]]))
    if k == "steal":
        return msg("tm.does.steal", options=either([items(state, cid, o) for o in it["options"]]))
    if k == "neutral" and it["what"] == "one_of":
        return msg("tm.does.neutral.one_of", options=either([_up_to(o) for o in it["options"]]))
    if k == "neutral":
        if it["what"] == "remove_card_resource":
            what = cres(it["resource"], it["amount"])
        elif it["what"] == "decrease_production":
            what = produnit(it["resource"], it["amount"])
        else:
            what = unit(it["resource"], it["amount"])
        return msg("tm.does.neutral." + it["what"], n=it["amount"], what=what)
    if k == "custom":
        return msg("tm.does.card." + it["card"])
    raise ValueError(k)


def _up_to(it):
    if it["what"] == "remove_card_resource":
        return msg("tm.does.up_to_card", n=it["amount"], what=cres(it["resource"], it["amount"]))
    return msg("tm.does.up_to", n=it["amount"], what=unit(it["resource"], it["amount"]))


def merged(its):
    """Identical tiles side by side said once with their number ("2 ocean tiles")."""
    out = []
    for it in its:
        if it["k"] == "tile" and out and out[-1]["k"] == "tile" and out[-1]["tile"] == it["tile"]:
            out[-1] = dict(out[-1], n=out[-1].get("n", 1) + 1)
        else:
            out.append(it)
    return out


def items(state, cid, its):
    return join([item(state, cid, it) for it in merged(its)])


def listed(state, cid, its):
    """The same effects as a list of messages (logged as "a, b, c")."""
    return [item(state, cid, it) for it in merged(its)]


def solo_rule(it):
    """The solo rule that changes this effect, if one does (seed VII-B)."""
    if it["k"] in ("neutral", "steal"):
        return rule(SOLO)
    counter = it.get("per")
    if counter and counter["scope"] == "opponents":
        return rule(SOLO)  # the neutral opponent has no cards, so no tags
    if counter and counter["count"] == "city_tiles":
        return rule("tm.solo_setup")  # the neutral cities count as cities in play
    return None


def tile(t, n=1):
    where = msg("tm.where_rule." + t["where"])
    if t["tile"] == "claim":
        return msg("tm.does.claim")
    if t.get("capital"):
        return msg("tm.does.tile_capital", where=where)
    if t["tile"] == "special":
        return msg("tm.does.tile_special", where=where)
    return msg("tm.does.tile." + t["tile"], where=where, n=n)


def vp(card):
    v = card["vp"]
    if isinstance(v, int):
        return msg("tm.does.vp", n=v) if v else None
    kind = v["kind"]
    if kind == "per_resource":
        return msg("tm.does.vp_per_resource", vp=v["vp"], n=v["per"], what=cres(card.get("card_resource"), v["per"]))
    if kind == "any_resource":
        return msg("tm.does.vp_any_resource", vp=v["vp"], what=cres(card.get("card_resource"), 1))
    return msg("tm.does.vp_" + kind)


def effect(card):
    """The ongoing effect, when there is one."""
    if "discount" in card:
        d = card["discount"]
        if not d["tags"]:
            return msg("tm.does.discount_all", n=d["amount"])
        return msg("tm.does.discount", n=d["amount"], tags=join([msg("tm.tag." + t) for t in d["tags"]]))
    if card.get("relax"):
        return msg("tm.does.relax", n=card["relax"])
    if card.get("metal_value"):
        return msg("tm.does.metal_value", n=card["metal_value"])
    if "trigger" in card:
        return msg("tm.does.card." + card["id"])
    return None


def action(state, cid):
    """The blue action, or each of its options, as messages."""
    card = CARDS[cid]
    a = card.get("action")
    if not a:
        return []
    if a.get("custom"):
        return [msg("tm.does.action_custom." + cid)]
    parts = a.get("choice") or [a]
    out = []
    for p in parts:
        gain = items(state, cid, effects.resolve_part(state, card, p))
        paid = cost(p, cid)
        out.append(msg("tm.does.action", cost=paid, gain=gain) if paid else msg("tm.does.action_free", gain=gain))
    return out


def action_short(state, cid):
    """The blue action, or each of its options, in a few words for an answer of "Your
    action?" ("8 M€ → 1 ocean"): tiles without their placement rule, no accepted metals
    (the answer says what it pays)."""
    card = CARDS[cid]
    a = card["action"]
    if a.get("custom"):
        return [msg("tm.does.action_short_custom." + cid)]
    out = []
    for p in a.get("choice") or [a]:
        its = merged(effects.resolve_part(state, card, p))
        gain = join([msg("tm.does.tile_short", n=it.get("n", 1), tile=msg("tm.tile." + it["tile"]["tile"]))
                     if it["k"] == "tile" else item(state, cid, it) for it in its])
        paid = cost(p, cid, metals=False)
        out.append(msg("tm.does.action_short", cost=paid, gain=gain) if paid else gain)
    return out


def cost(part, cid, metals=True):
    """What using an action takes, or None."""
    out = [msg("tm.does.pay", n=n, res=unit(res, n)) for res, n in part.get("spend", {}).items()]
    if part.get("may_pay_with") and metals:
        out[-1:] = [msg("tm.does.pay_with", paid=out[-1], metal=join([msg("tm.res." + r) for r in part["may_pay_with"]]))]
    if part.get("spend_resources_here"):
        n = part["spend_resources_here"]
        out.append(msg("tm.does.spend_here", n=n, what=cres(CARDS[cid].get("card_resource"), n)))
    for res, n in part.get("production", {}).items():
        if n < 0:
            out.append(msg("tm.does.prod_down", n=-n, res=produnit(res, n)))
    if part.get("remove_from_any_card"):
        r = part["remove_from_any_card"]
        out.append(msg("tm.does.take_neutral", n=r["count"], what=cres(r["type"], r["count"])))
    return join(out) if out else None


# Cards whose words count something in play, or change with the state (tm/special_cards.py).
_COUNTING = ("production_per", "stock_per", "tr_per")


def depends_on_state(cid):
    card = CARDS[cid]
    action = card.get("action", {})
    parts = [action, *action.get("choice", [])]
    return (any(k in card for k in _COUNTING) or any("gain_per" in p for p in parts)
            or special_cards.live_words(cid))


def describe(state, cid, resolved):
    """The preview: [{"msg", "rule"?}], one entry per effect, solo ones citing VII-B 4."""
    card = CARDS[cid]
    out = []
    for it in merged(resolved):
        entry = {"msg": item(state, cid, it)}
        ref = solo_rule(it)
        if ref:
            entry["rule"] = ref
        out.append(entry)
    ongoing = effect(card)
    if ongoing:
        out.append({"msg": msg("tm.does.effect", what=ongoing)})
    for text in action(state, cid):
        out.append({"msg": text})
    points = vp(card)
    if points:
        out.append({"msg": points})
    return out

