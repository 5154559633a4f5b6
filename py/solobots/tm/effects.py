"""A card's immediate effects, from its data: first resolved into a list of effects with
their amounts worked out (what the bot shows before the player confirms), then applied
in the order the cards print them (seed V-3 A 2): production, stock, global parameters,
TR, tiles, resources on cards, cards drawn, choices.

A resolved effect is a small dict, its kind under "k":
  prod / stock {res, n, per?, count?, each?} · global {param, n} · tr {n, per?, count?, each?}
  tile {tile} · here {n} · to_card {type, count, other} · draw {count, keep?, buy?}
  choice {options: [[effect, ...], ...]} · neutral {what, resource, amount, steals?}
  steal {options: [[effect], ...]} · custom {card} (what its data cannot say: tm/special_cards.py)
"""

from ..core.messages import msg, rule
from ..core.step import log
from . import inplay, params, pending
from .data import CARDS, card_name

PROD_FLOOR = {"mc": -5}  # seed III-D 2: M€ production never below -5; the others never below 0


def resolve_part(state, card, part):
    out = []
    for res, n in part.get("production", {}).items():
        out.append({"k": "prod", "res": res, "n": n})
    for res, counter in part.get("production_per", {}).items():
        count, n = inplay.per_amount(state, counter, card)
        out.append({"k": "prod", "res": res, "n": n, "per": counter, "count": count, "each": 1})
    for res, n in part.get("stock", {}).items():
        out.append({"k": "stock", "res": res, "n": n})
    for key in ("stock_per", "gain_per"):
        for res, counter in part.get(key, {}).items():
            count, n = inplay.per_amount(state, counter, card)
            out.append({"k": "stock", "res": res, "n": n, "per": counter, "count": count, "each": 1})
    for res, n in part.get("gain", {}).items():
        out.append({"k": "stock", "res": res, "n": n})
    for param, n in part.get("global", {}).items():
        out.append({"k": "global", "param": param, "n": n})
    if part.get("tr"):
        out.append({"k": "tr", "n": part["tr"]})
    if "tr_per" in part:
        count, n = inplay.per_amount(state, part["tr_per"], card)
        out.append({"k": "tr", "n": n, "per": part["tr_per"], "count": count, "each": 1})
    for tile in part.get("tiles", []):
        out.append({"k": "tile", "tile": tile})
    if part.get("add_resources"):
        out.append({"k": "here", "n": part["add_resources"], "type": card.get("card_resource")})
    for item in part.get("add_resources_to_any_card", []):
        out.append({"k": "to_card", "type": item["type"], "count": item["count"], "other": item.get("other", False)})
    if "draw_cards" in part:
        out.append({"k": "draw", **part["draw_cards"]})
    return out


def resolve_card(state, cid):
    """Everything playing the card does now, in printed order."""
    card = CARDS[cid]
    items = [i for i in resolve_part(state, card, card) if i["k"] == "prod"]
    items += _opponent(card)
    items += [i for i in resolve_part(state, card, card) if i["k"] != "prod"]
    if "choice" in card:
        items.append({"k": "choice", "options": [resolve_part(state, card, o) for o in card["choice"]]})
    return items


def _opponent(card):
    """Effects on "any player" (seed V-3 A 2), in a solo game (VII-B 4): the neutral
    opponent takes production losses and is stolen from; it has no resources or cards to
    lose, so a removal changes nothing."""
    out = []
    thefts = [o for o in card.get("opponent", []) if o["what"] == "steal_resource"]
    if thefts:
        out.append({"k": "steal", "options": [[{"k": "stock", "res": o["resource"], "n": o["amount"]}] for o in thefts]})
    others = [{"k": "neutral", "what": o["what"], "resource": o["resource"], "amount": o["amount"],
               "steals": bool(o.get("steals"))} for o in card.get("opponent", []) if o["what"] != "steal_resource"]
    if card.get("opponent_choose_one") and len(others) > 1:
        out.append({"k": "neutral", "what": "one_of", "options": others})
    else:
        out += others
    return out


# -- can it be played? ----------------------------------------------------------------------
def production_short(state, check):
    """The first production below what the card's losses need, as (res, need), or None."""
    for res, need in check.items():
        if state["prod"][res] < need:
            return res, need
    return None


def blocked(state, cid):
    """Why the card's own effects cannot be done now (seed V-3 A 1: "vous êtes capable de
    réaliser les effets indiqués"), as a message, or None. Production losses must be
    payable (M€ down to -5, the others to 0); a resource the card spends must be there.
    A loss for "any player" is not checked: the neutral opponent takes it (VII-B 4)."""
    card = CARDS[cid]
    short = production_short(state, card.get("production_check", {}))
    if short:
        res, need = short
        return msg("tm.blocked.production", what=msg("tm.prodname." + res), n=need, have=state["prod"][res])
    for res, n in card.get("stock", {}).items():
        if n < 0 and state["res"][res] < -n:
            return msg("tm.blocked.stock", n=-n, res=msg("tm.res." + res), have=state["res"][res])
    return None


# -- applying ---------------------------------------------------------------------------------
def apply_items(state, cid, items):
    """Apply resolved effects for card `cid`; questions and tiles join the queue."""
    name = card_name(cid)
    for item in items:
        k = item["k"]
        if k == "prod":
            change_production(state, item["res"], item["n"], name)
        elif k == "stock":
            if item["n"]:
                state["res"][item["res"]] += item["n"]
                key = "tm.todo.gain" if item["n"] > 0 else "tm.todo.spend"
                params.note(state, msg(key, n=abs(item["n"]), res=msg("tm.unit." + item["res"], n=abs(item["n"]))), src=name)
        elif k == "global":
            raise_param(state, item["param"], item["n"], name)
        elif k == "tr":
            gain_card_tr(state, item["n"])
        elif k == "tile":
            pending.enqueue(state, {**item["tile"], "source": "card", "card": cid})
        elif k == "here":
            add_here(state, cid, item["n"])
        elif k == "to_card":
            pending.ask(state, {"ask": "target", "card": cid, "type": item["type"], "count": item["count"],
                                "other": item["other"]})
        elif k == "draw":
            draw(state, cid, item)
        elif k == "choice":
            pending.ask(state, {"ask": "choice", "card": cid})
        elif k == "steal":
            pending.ask(state, {"ask": "steal", "card": cid})


def change_production(state, res, n, src=None):
    if not n:
        return
    state["prod"][res] = max(PROD_FLOOR.get(res, 0), state["prod"][res] + n)
    params.note_production(state, res, src)


def raise_param(state, param, n, name):
    cause = msg("tm.cause.named", card=name)
    made = (params.raise_temperature if param == "temperature" else params.raise_oxygen)(state, n, cause)
    if made < n:
        params.note(state, msg("tm.todo.no_tr", n=n - made), src=name)


def gain_card_tr(state, n):
    if not n:
        return
    state["tr"] += n
    state["tr_cards"] += n
    state["tr_raised"] = True
    params.note(state, msg("tm.todo.tr", tr=state["tr"]), "tr")


def add_here(state, cid, n):
    inplay.add(state, cid, n)
    params.note(state, msg("tm.todo.on_card", n=n, what=resource_name(inplay.holds(cid), n), card=card_name(cid)))


def fired(state, cid, does):
    """An ongoing effect fired by itself (tm/triggers.py): the card and what it did."""
    log(state, msg("tm.log.trigger", card=card_name(cid), does=does), rule("tm.card_effect"), kind="bot")


def fired_gain(state, cid, gains):
    apply_items(state, cid, [{"k": "stock", "res": res, "n": n} for res, n in gains.items()])
    fired(state, cid, [msg("tm.does.gain", n=n, res=msg("tm.unit." + res, n=n)) for res, n in gains.items()])


def resource_name(rtype, n):
    return msg("tm.cres." + (rtype or "any"), n=n)


def draw(state, cid, item):
    if item.get("buy"):
        pending.ask(state, {"ask": "buy", "card": cid})
        return
    keep = item.get("keep", item["count"])
    state["hand"] += keep
    if keep < item["count"]:
        params.note(state, msg("tm.todo.draw_keep", n=item["count"], keep=keep), src=card_name(cid))
    else:
        params.note(state, msg("tm.todo.draw", n=keep), src=card_name(cid))


def log_effects(state, cid, items, words):
    """One line for what the card did, one for what solo play changed (VII-B 4)."""
    own = [i for i in items if i["k"] not in ("neutral", "custom")]
    if own:
        log(state, msg("tm.log.card_does", card=card_name(cid), does=words(state, cid, own)),
            rule("tm.play_card"), kind="bot")
    solo = [i for i in items if i["k"] == "neutral"]
    if solo:
        log(state, msg("tm.log.card_solo", card=card_name(cid), does=words(state, cid, solo)),
            rule("tm.solo_neutral"), kind="bot")
