"""Ongoing effects that fire by themselves (seed V-3 E: "les effets permanents sont
toujours actifs"): when the player plays a card or a tag, places a tile, or does a
standard project. Corporations first, then the cards in play in the order they were
played (the active player orders simultaneous effects, seed VI "Suggestions").

In a solo game every card, tile and tag is the player's: "any player" triggers (Rover
Construction, Pets, Immigrant City, Arctic Algae, Saturn Systems) fire on the player's
own; the neutral tiles were placed before any card was in play."""

from ..core.messages import msg, rule
from ..core.step import log
from . import effects, inplay, params, payment, pending
from .data import CARDS, CORPORATIONS, SPACES

LIFE_TAGS = ("plant", "microbe", "animal")


def _say(state, cid, does):
    log(state, msg("tm.log.trigger", card=CARDS[cid]["name"], does=does), rule("tm.card_effect"), kind="bot")


def _gain(state, cid, gains):
    items = [{"k": "stock", "res": res, "n": n} for res, n in gains.items()]
    effects.apply_items(state, cid, items)
    _say(state, cid, [msg("tm.does.gain", n=n, res=msg("tm.unit." + res, n=n)) for res, n in gains.items()])


def _here(state, cid, n):
    effects.add_here(state, cid, n)
    _say(state, cid, [msg("tm.does.here", n=n, what=msg("tm.cres." + inplay.holds(cid), n=n))])


def _production(state, cid, res, n):
    effects.change_production(state, res, n, CARDS[cid]["name"])
    _say(state, cid, [msg("tm.does.prod_up", n=n, res=msg("tm.produnit." + res, n=n))])


# -- a card (or a card entered by its cost) is played -------------------------------------
def card_played(state, cid, tags, is_event, printed_cost):
    _corporation_on_card(state, tags, is_event, printed_cost)
    for p in list(state["played"]):
        if "trigger" not in CARDS[p]:
            continue
        if p == "031" and is_event and "space" in tags:  # Optimal Aerobraking
            _gain(state, p, {"mc": 3, "heat": 3})
        elif p == "109" and is_event:  # Media Group
            _gain(state, p, {"mc": 3})
        elif p == "128":  # Ecological Zone, its own tags included
            n = tags.count("plant") + tags.count("animal")
            if n:
                _here(state, p, n)
        elif p == "131":  # Decomposers, its own tag included
            n = sum(tags.count(t) for t in LIFE_TAGS)
            if n:
                _here(state, p, n)
        elif p == "074":  # Viral Enhancers: per tag, +1 plant or a resource on that card
            for _ in range(sum(tags.count(t) for t in LIFE_TAGS)):
                if cid and inplay.holds(cid):
                    pending.ask(state, {"ask": "viral", "card": p, "target": cid})
                else:
                    _gain(state, p, {"plants": 1})
        elif p == "185":  # Olympus Conference: per science tag
            for _ in range(tags.count("science")):
                pending.ask(state, {"ask": "olympus", "card": p})
        elif p == "073":  # Mars University: per science tag, swap a card of the hand
            for _ in range(tags.count("science")):
                log(state, msg("tm.log.mars_university"), rule("tm.card_effect"), kind="bot")
                params.note(state, msg("tm.todo.mars_university"))


def _corporation_on_card(state, tags, is_event, printed_cost):
    payment.rebate(state, printed_cost)
    if is_event and "event_2mc" in state["corp_effects"]:
        state["res"]["mc"] += 2
        log(state, msg("tm.log.cinematics"), rule("tm.corp.R19"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=2, res=msg("tm.res.mc")), src=CORPORATIONS[state["corp"]]["name"])
    jovians = tags.count("jovian")
    if jovians and "jovian_mc_prod" in state["corp_effects"]:
        state["prod"]["mc"] += jovians
        log(state, msg("tm.log.saturn", n=jovians, prod=state["prod"]["mc"]), rule("tm.corp.R03"), kind="bot")
        params.note_production(state, "mc", CORPORATIONS[state["corp"]]["name"])


# -- a tile is placed -------------------------------------------------------------------
def tile_placed(state, item, sid):
    kind = item["tile"]
    if item.get("card") in ("064", "067") and sid in SPACES:
        # Mining Area / Mining Rights: +1 production of the metal the space gives.
        res = "steel" if "steel" in SPACES[sid]["bonus"] else "titanium"
        state["mined"][item["card"]] = res
        _production(state, item["card"], res, 1)
    for p in list(state["played"]):
        if "trigger" not in CARDS[p]:
            continue
        if p == "023" and kind == "ocean":  # Arctic Algae
            _gain(state, p, {"plants": 2})
        elif p == "038" and kind == "city":  # Rover Construction
            _gain(state, p, {"mc": 2})
        elif p == "172" and kind == "city":  # Pets
            _here(state, p, 1)
        elif p == "200" and kind == "city" and not item.get("counted"):  # Immigrant City
            _production(state, p, "mc", 1)
        elif p == "147" and kind == "greenery":  # Herbivores
            _here(state, p, 1)


# -- a standard project is done -------------------------------------------------------------
def standard_project(state):
    if "156" in state["played"]:  # Standard Technology (selling patents is not one of these)
        _gain(state, "156", {"mc": 3})
