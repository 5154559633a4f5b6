"""The cards whose effect their data (cards.json, "custom": true) cannot say alone, each
in one place: SPECIAL[card id] holds only the parts its data leaves out.

Everything else a card does is its data, read the same way for every card: effects.py
when it is played, triggers.py for its ongoing effect ("trigger"), actions.py for its blue
action, words.py for what it says. docs/rules/tm.md, "Cards", lists them all.

  blocked(state)          why it cannot be played now beyond its data (a message), or None
  adjust(state, items)    what it does now, from what its data says (its words change with the state)
  said                    its preview names what it does when played ("tm.does.card.<id>")
  at_play(state, cid)     what it does once its effects are applied
  per_tag(state, cid, played)  its ongoing effect, once per tag its data counts ("summary_tags")
  action(state, cid)      its blue action ("action": {"custom": true})
  refusal(state)          why its blue action cannot be used now (a message), or None
  amount                  its "how many?" question: (the most now(state), what n does(n))
"""

from ..core.messages import msg, rule
from ..core.step import log
from . import effects, inplay, params, payment, pending, spaces
from .data import CARDS, card_name

NITROGEN_PLANT_TAGS = 3
INDENTURED_DISCOUNT = 8


def _heat(state):
    return state["res"]["heat"] if "heat_as_mc" in state["corp_effects"] else 0


def _city_space(state):
    return bool(spaces.legal_spaces(state, {"tile": "city", "where": "standard"}))


# -- Search for Life (005): 1 M€, reveal the top card; a microbe tag puts a science resource here
def _search_for_life(state, cid, action):
    # Helion's heat as the card list's pay field gave it, else only what M€ cannot cover.
    heat = action.get("heat")
    paid = payment.pay(state, 1, {"heat": payment.heat_for_shortfall(state, 1) if heat is None else heat})
    log(state, msg("tm.log.search_for_life", card=card_name(cid), paid=paid), rule("tm.blue_action"), kind="player")
    pending.ask(state, {"ask": "reveal", "card": cid})


def _search_refusal(state):
    if state["res"]["mc"] + _heat(state) < 1:
        return msg("tm.error.not_enough", res=msg("tm.res.mc"), have=state["res"]["mc"], need=1)
    return None


# -- Nitrogen-Rich Asteroid (037): +1 plant production, or +4 with 3 plant tags
def _nitrogen(state, items):
    n = 4 if inplay.tag_count(state, "plant") >= NITROGEN_PLANT_TAGS else 1
    return [*items, {"k": "prod", "card": "037", "res": "plants", "n": n}]


# -- Mars University (073): per science tag, the player may swap a card of the hand
def _mars_university(state, cid, played):
    log(state, msg("tm.log.mars_university"), rule("tm.card_effect"), kind="bot")
    params.note(state, msg("tm.todo.mars_university"))


# -- Viral Enhancers (074): per life tag, +1 plant or a resource on the card just played
def _viral(state, cid, played):
    if played and inplay.holds(played):
        pending.ask(state, {"ask": "viral", "card": cid, "target": played})
    else:
        effects.fired_gain(state, cid, {"plants": 1})


# -- Robotic Workforce (086): copy the production box of a building card of yours
def copy_targets(state, copier):
    """Your building cards with a production box whose losses you can pay now, each with
    the production it would copy (per-tag amounts counted now)."""
    out = []
    for cid in state["played"]:
        card = CARDS[cid]
        if cid == copier or "building" not in card["tags"] or card["type"] == "event":
            continue
        its = production_box(state, cid)
        if not its or any(state["prod"][i["res"]] + i["n"] < effects.PROD_FLOOR.get(i["res"], 0) for i in its):
            continue
        out.append((cid, its))
    return out


def production_box(state, cid):
    card = CARDS[cid]
    its = [i for i in effects.resolve_part(state, card, card) if i["k"] == "prod"]
    if cid in state["mined"]:  # Mining Area / Mining Rights: the production its space gave
        its = [{"k": "prod", "res": state["mined"][cid], "n": 1}]
    return its


def _robotic_workforce_blocked(state):
    return None if copy_targets(state, "086") else msg("tm.blocked.nothing_to_copy")


def _ask(kind):
    return lambda state, cid: pending.ask(state, {"ask": kind, "card": cid})


# -- Insulation (152): heat production down X, M€ production up X
def _insulation(n):
    return [{"k": "prod", "res": "heat", "n": -n}, {"k": "prod", "res": "mc", "n": n}]


# -- Protected Habitats (173): nothing to protect from the neutral opponent (seed VII-B 4)
def _protected(state, cid):
    log(state, msg("tm.log.protected_solo", card=card_name(cid)), rule("tm.solo_neutral"), kind="bot")


# -- Power Infrastructure (194): any energy into as many M€
def _power_infrastructure(state, cid, action):
    log(state, msg("tm.log.power_infrastructure", card=card_name(cid)), rule("tm.blue_action"), kind="player")
    pending.ask(state, {"ask": "amount", "card": cid})


def _power_refusal(state):
    if state["res"]["energy"] < 1:
        return msg("tm.error.not_enough", res=msg("tm.res.energy"), have=0, need=1)
    return None


def _energy_to_mc(n):
    return [{"k": "stock", "res": "energy", "n": -n}, {"k": "stock", "res": "mc", "n": n}]


# -- Indentured Workers (195): the next card costs 8 M€ less
def _indentured(state, cid):
    state["next_discount"] = INDENTURED_DISCOUNT
    log(state, msg("tm.log.indentured", n=INDENTURED_DISCOUNT), rule("tm.card_effect"), kind="bot")


# -- Immigrant City (200): its own city counts ("including this"), before its losses (FAQ)
def _immigrant_blocked(state):
    # Its own city raises M€ production first, so -4 is enough when the city has a space;
    # without one the loss of 2 must fit above -5.
    need = -5 + 2 - (1 if _city_space(state) else 0)
    if state["prod"]["mc"] < need:
        return msg("tm.blocked.production", what=msg("tm.prodname.mc"), n=need, have=state["prod"]["mc"])
    return None


def _immigrant_city(state, items):
    if not _city_space(state):
        return items
    # The tile is "counted": its own trigger does not fire again when it is placed.
    return [{"k": "prod", "res": "mc", "n": 1, "own_city": True}] + [
        dict(i, tile=dict(i["tile"], counted=True)) if i["k"] == "tile" else i for i in items]


SPECIAL = {
    "005": {"action": _search_for_life, "refusal": _search_refusal},  # Search for Life
    "037": {"adjust": _nitrogen},  # Nitrogen-Rich Asteroid
    "064": {"said": True},  # Mining Area: the production its space gives (data, triggers.py)
    "067": {"said": True},  # Mining Rights: likewise
    "073": {"per_tag": _mars_university},  # Mars University
    "074": {"per_tag": _viral},  # Viral Enhancers
    "086": {"blocked": _robotic_workforce_blocked, "said": True, "at_play": _ask("copy")},  # Robotic Workforce
    "152": {"said": True, "at_play": _ask("amount"),  # Insulation
            "amount": (lambda state: state["prod"]["heat"], _insulation)},
    "173": {"at_play": _protected},  # Protected Habitats
    "185": {"per_tag": lambda state, cid, played: pending.ask(state, {"ask": "olympus", "card": cid})},  # Olympus Conference
    "194": {"action": _power_infrastructure, "refusal": _power_refusal,  # Power Infrastructure
            "amount": (lambda state: state["res"]["energy"], _energy_to_mc)},
    "195": {"at_play": _indentured},  # Indentured Workers
    "200": {"blocked": _immigrant_blocked, "adjust": _immigrant_city},  # Immigrant City
    "206": {"said": True},  # Special Design: its slack for the next card (data: relax_next)
}


def part(cid, name):
    return SPECIAL.get(cid, {}).get(name)


def blocked(state, cid):
    check = part(cid, "blocked")
    return check(state) if check else None


def adjust(state, cid, items):
    """What playing the card does now: its data's effects, then what the data cannot say."""
    if part(cid, "said"):
        items = [*items, {"k": "custom", "card": cid}]
    change = part(cid, "adjust")
    return change(state, items) if change else items


def at_play(state, cid):
    run = part(cid, "at_play")
    if run:
        run(state, cid)


def live_words(cid):
    """Its words change with the state (what it does now is counted when shown)."""
    return part(cid, "adjust") is not None
