"""The one thing a card needs the player to say: which of its choices, which card takes
the resources, how many, what the revealed card showed. Each question waits in the
queue (tm/pending.py) in printed order; the answer is an action like any other, so an
undo replays it exactly.

Kinds (the item's "ask"):
  choice  the card's "choice" (Artificial Photosynthesis, Imported Hydrogen, Large Convoy...)
  steal   which resource to steal from the neutral opponent (Hired Raiders, seed VII-B 4)
  target  which of your cards takes {count} resources of {type} ("other": not this one)
  buy     Inventors' Guild, Business Network: buy the top card for 3 M€ or discard it
  copy    Robotic Workforce: which building card's production box to copy
  amount  Insulation (heat → M€ production), Power Infrastructure (energy → M€): how many
  reveal  Search for Life: did the revealed card have a microbe tag?
  viral   Viral Enhancers: +1 plant, or 1 resource on the card just played
  olympus Olympus Conference: a science resource here, or spend one to draw a card
"""

from ..core import ask as A
from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import log
from . import effects, inplay, params, payment, pending, special_cards, tiles, words
from .data import CARDS, card_name

BUY_PRICE = 3
# With a single possible answer these need no question (a choice, even of one, is asked).
AUTO_WHEN_ONE = ("target", "copy", "olympus")


def card_of(ask):
    return CARDS[ask["card"]]


# -- the options of each question --------------------------------------------------------
def options(state, ask):
    """[{"label": msg, ...}] the player may pick from; [] = nothing to ask (skipped)."""
    kind = ask["ask"]
    cid = ask["card"]
    card = CARDS[cid]
    if kind == "choice":
        return [{"label": words.items(state, cid, effects.resolve_part(state, card, part)), "part": i}
                for i, part in enumerate(card["choice"])]
    if kind == "steal":
        steal = next(i for i in effects.resolve_card(state, cid) if i["k"] == "steal")
        return [{"label": words.items(state, cid, option), "items": option} for option in steal["options"]]
    if kind == "target":
        exclude = cid if ask.get("other") else None
        return [{"label": msg("tm.ask.on_card", card=card_name(h), n=inplay.on_card(state, h),
                              what=words.cres(inplay.holds(h), inplay.on_card(state, h))), "card": h}
                for h in inplay.holders(state, ask["type"], exclude)]
    if kind == "buy":
        out = [{"label": msg("tm.ask.discard"), "buy": False}]
        if _can_buy(state):
            out.insert(0, {"label": msg("tm.ask.buy_option", price=BUY_PRICE), "buy": True})
        return out
    if kind == "copy":
        return [{"label": msg("tm.ask.copy_option", card=card_name(c), does=words.items(state, c, its)), "card": c}
                for c, its in special_cards.copy_targets(state, cid)]
    if kind == "reveal":
        return [{"label": msg("tm.ask.reveal_yes"), "yes": True}, {"label": msg("tm.ask.reveal_no"), "yes": False}]
    if kind == "viral":
        target = ask["target"]
        return [{"label": msg("tm.does.gain", n=1, res=words.unit("plants", 1)), "here": False},
                {"label": msg("tm.ask.on_card", card=card_name(target), n=inplay.on_card(state, target),
                              what=words.cres(inplay.holds(target), inplay.on_card(state, target))), "here": True}]
    if kind == "olympus":
        add = {"label": msg("tm.ask.olympus_add"), "draw": False}
        return [add, {"label": msg("tm.ask.olympus_draw"), "draw": True}] if inplay.on_card(state, cid) else [add]
    if kind == "amount":
        top = amount_max(state, ask)
        return [{"min": 1, "max": top}] if top >= 1 else []
    raise ValueError(kind)


def _can_buy(state):
    heat = state["res"]["heat"] if "heat_as_mc" in state["corp_effects"] else 0
    return state["res"]["mc"] + heat >= BUY_PRICE


def amount_max(state, ask):
    return special_cards.part(ask["card"], "amount")[0](state)


# -- the prompt ---------------------------------------------------------------------------
def prompt(state, ask):
    kind = ask["ask"]
    card = card_of(ask)
    ref = rule("tm.solo_neutral") if kind == "steal" else rule("tm.play_card")
    text = msg("tm.ask." + kind, card=card_name(card["id"]), **_prompt_params(state, ask))
    if kind == "amount":
        o = options(state, ask)[0]
        field = A.field("n", msg("tm.ask.amount_field." + ask["card"]), o["min"], o["max"], o["max"])
        return A.numbers(text, ref, [field], {"type": "answer"})
    return A.choice(text, ref, [A.answer(o["label"], {"type": "answer", "option": i})
                                for i, o in enumerate(options(state, ask))])


def _prompt_params(state, ask):
    if ask["ask"] == "target":
        return {"n": ask["count"], "what": words.cres(ask["type"], ask["count"])}
    if ask["ask"] == "viral":
        return {"target": card_name(ask["target"])}
    return {}


# -- answering --------------------------------------------------------------------------------
def answer(state, action):
    ask = pending.head(state)
    if not pending.is_ask(ask):
        raise RuleError("tm.error.nothing_to_answer")
    opts = options(state, ask)
    if ask["ask"] == "amount":
        values = action.get("values")
        n = values.get("n") if isinstance(values, dict) else None
        o = opts[0]
        if isinstance(n, bool) or not isinstance(n, int) or not o["min"] <= n <= o["max"]:
            raise RuleError("tm.error.bad_answer_amount", min=o["min"], max=o["max"])
        state["pending"].pop(0)
        _amount(state, ask, n)
        return
    i = action.get("option")
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(opts):
        raise RuleError("tm.error.bad_answer")
    state["pending"].pop(0)
    resolve(state, ask, opts[i])


def resolve(state, ask, option, by="player"):
    kind = ask["ask"]
    cid = ask["card"]
    card = CARDS[cid]
    key = "tm.log.answer" if by == "player" else "tm.log.only_choice"
    log(state, msg(key, card=card_name(card["id"]), choice=option["label"]), rule("tm.play_card"), kind=by)
    if kind == "choice":
        effects.apply_items(state, cid, effects.resolve_part(state, card, card["choice"][option["part"]]))
    elif kind == "steal":
        effects.apply_items(state, cid, option["items"])
    elif kind == "target":
        effects.add_here(state, option["card"], ask["count"])
    elif kind == "buy":
        if option["buy"]:
            payment.pay(state, BUY_PRICE, {"heat": payment.heat_for_shortfall(state, BUY_PRICE)})
            state["hand"] += 1
            params.note(state, msg("tm.todo.keep_top"), src=card_name(card["id"]))
        else:
            params.note(state, msg("tm.todo.discard_top"), src=card_name(card["id"]))
    elif kind == "copy":
        effects.apply_items(state, cid, special_cards.production_box(state, option["card"]))
        state["copied"][cid] = option["card"]
    elif kind == "reveal":
        if option["yes"]:
            effects.add_here(state, cid, 1)
        params.note(state, msg("tm.todo.discard_revealed"), src=card_name(card["id"]))
    elif kind == "viral":
        if option["here"]:
            effects.add_here(state, ask["target"], 1)
        else:
            effects.apply_items(state, cid, [{"k": "stock", "res": "plants", "n": 1}])
    elif kind == "olympus":
        if option["draw"]:
            inplay.add(state, cid, -1)
            state["hand"] += 1
            params.note(state, msg("tm.todo.draw", n=1), src=card_name(card["id"]))
        else:
            effects.add_here(state, cid, 1)


def _amount(state, ask, n):
    cid = ask["card"]
    items = special_cards.part(cid, "amount")[1](n)
    log(state, msg("tm.log.card_does", card=card_name(cid), does=words.listed(state, cid, items)),
        rule("tm.play_card"), kind="player")
    effects.apply_items(state, cid, items)


# -- what needs no answer -------------------------------------------------------------------------
def settle(state):
    """Clear the head of the queue of what the player cannot or need not decide: a tile
    with no legal space (seed V-3 A 2: the card still counts), a question with nothing to
    choose (resources no card of yours can hold, V-3 A 1), a card target with one choice."""
    while state["pending"]:
        item = state["pending"][0]
        if pending.is_tile(item):
            if tiles.legal_spaces(state, item):
                return
            state["pending"].pop(0)
            tiles.dropped(state, item)
            continue
        opts = options(state, item)
        if not opts:
            state["pending"].pop(0)
            key = "tm.log.no_holder" if item["ask"] == "target" else "tm.log.nothing_to_choose"
            log(state, msg(key, card=card_name(item["card"]), what=words.cres(item.get("type"), item.get("count", 1)),
                           n=item.get("count", 1)), rule("tm.play_card"), kind="bot")
            continue
        if item["ask"] in AUTO_WHEN_ONE and len(opts) == 1:
            state["pending"].pop(0)
            resolve(state, item, opts[0], by="bot")
            continue
        return
