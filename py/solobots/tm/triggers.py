"""Ongoing effects that fire by themselves (seed V-3 E: "les effets permanents sont
toujours actifs"): when the player plays a card or a tag, places a tile, or does a
standard project. Corporations first, then the cards in play in the order they were
played (the active player orders simultaneous effects, seed VI "Suggestions").

In a solo game every card, tile and tag is the player's: "any player" triggers (Rover
Construction, Pets, Immigrant City, Arctic Algae, Saturn Systems) fire on the player's
own; the neutral tiles were placed before any card was in play.

What fires a card, and what it gives, is its data ("trigger" in cards.json); the few
that do more are in tm/special_cards.py ("per_tag")."""

from ..core.messages import msg, rule
from ..core.step import log
from . import effects, inplay, params, payment, special_cards
from .data import CARDS, SPACES, card_name, corp_name


def _here(state, cid, n):
    effects.add_here(state, cid, n)
    effects.fired(state, cid, [msg("tm.does.here", n=n, what=msg("tm.cres." + inplay.holds(cid), n=n))])


def _production(state, cid, res, n):
    effects.change_production(state, res, n, card_name(cid))
    effects.fired(state, cid, [msg("tm.does.prod_up", n=n, res=msg("tm.produnit." + res, n=n))])


def _fire(state, cid, trigger, times=1):
    """What the trigger gives, `times` over (resources on the card are added at once)."""
    if "gain" in trigger:
        effects.fired_gain(state, cid, trigger["gain"])
    if "gain_resources_here" in trigger:
        _here(state, cid, trigger["gain_resources_here"] * times)
    for res, n in trigger.get("production", {}).items():
        _production(state, cid, res, n)


def _fired_by(state, *kinds):
    """The cards in play, in the order played, whose ongoing effect one of `kinds` fires."""
    return [(cid, CARDS[cid]["trigger"]) for cid in list(state["played"])
            if CARDS[cid].get("trigger", {}).get("trigger") in kinds]


def _matches(wanted, tags, is_event):
    return (wanted.get("type") != "event" or is_event) and ("tag" not in wanted or wanted["tag"] in tags)


# -- a card (or a card entered by its cost) is played -------------------------------------
def card_played(state, cid, tags, is_event, printed_cost):
    _corporation_on_card(state, tags, is_event, printed_cost)
    for p, trigger in _fired_by(state, "card_played", "tag_played"):
        if trigger["trigger"] == "card_played":
            if _matches(trigger["card_filter"], tags, is_event):
                _fire(state, p, trigger)
            continue
        n = sum(tags.count(t) for t in trigger["summary_tags"])  # its own tags included
        per_tag = special_cards.part(p, "per_tag")
        if per_tag:
            for _ in range(n):
                per_tag(state, p, cid)
        elif n:
            _fire(state, p, trigger, n)


def _corporation_on_card(state, tags, is_event, printed_cost):
    payment.rebate(state, printed_cost)
    if is_event and "event_2mc" in state["corp_effects"]:
        state["res"]["mc"] += 2
        log(state, msg("tm.log.cinematics"), rule("tm.corp.R19"), kind="bot")
        params.note(state, msg("tm.todo.gain", n=2, res=msg("tm.res.mc")), src=corp_name(state["corp"]))
    jovians = tags.count("jovian")
    if jovians and "jovian_mc_prod" in state["corp_effects"]:
        state["prod"]["mc"] += jovians
        log(state, msg("tm.log.saturn", n=jovians, prod=state["prod"]["mc"]), rule("tm.corp.R03"), kind="bot")
        params.note_production(state, "mc", corp_name(state["corp"]))


# -- a tile is placed -------------------------------------------------------------------
def tile_placed(state, item, sid):
    own = CARDS[item["card"]] if item.get("card") else {}
    if own.get("production_choice_from_space_bonus") and sid in SPACES:
        # Mining Area / Mining Rights: +1 production of the metal the space gives.
        metals = own["production_choice_from_space_bonus"]
        res = next((m for m in metals if m in SPACES[sid]["bonus"]), metals[-1])
        state["mined"][item["card"]] = res
        _production(state, item["card"], res, 1)
    for p, trigger in _fired_by(state, "tile_placed"):
        # A tile its own card already counted when played (Immigrant City's city) fires it no more.
        if trigger["tile"] == item["tile"] and not (item.get("counted") and item.get("card") == p):
            _fire(state, p, trigger)


# -- a standard project is done (selling patents is not one of these) -----------------------
def standard_project(state):
    for p, trigger in _fired_by(state, "standard_project"):
        _fire(state, p, trigger)
