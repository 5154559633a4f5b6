# Frozen from fb9edddcb654:py/solobots/tm/inplay.py (scripts/freeze_engine.py): do not edit.
"""What the player has in play: tags, the things cards count, and the resources on cards
(seed V-3 A 2-3: events count their tags only while being played; IX-C: animals,
microbes... sit on their cards)."""

from . import board as B
from .data import CARDS, CORPORATIONS


def tag_count(state, tag):
    """Tags in play: the corporation's and those of played non-event cards."""
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


def events_played(state):
    return (sum(1 for cid in state["played"] if CARDS[cid]["type"] == "event")
            + sum(1 for c in state["custom"] if "event" in c["tags"]))


def counted(state, counter, card):
    """What a "per" amount counts, for a card about to be played (so not yet in play).

    Solo (seed VII-B 4): the neutral opponent has no cards, so "opponents' tags" count 0;
    its two cities are cities in play, so they count wherever every player's cities do.
    """
    kind = counter["count"]
    if kind == "tag":
        if counter["scope"] == "opponents":
            return 0
        n = tag_count(state, counter["tag"])
        if counter.get("includes_this_card") and card["id"] not in state["played"]:
            n += card["tags"].count(counter["tag"])
        return n
    if kind == "city_tiles":
        return B.count(state["tiles"], "city", mars_only=counter.get("where") == "on_mars")
    if kind == "event_cards_played":
        return events_played(state)
    raise ValueError(kind)


def per_amount(state, counter, card, each=1):
    """(count, amount): `each` for every `counter["every"]` things counted."""
    n = counted(state, counter, card)
    return n, each * (n // counter.get("every", 1))


# -- resources on cards --------------------------------------------------------------------
def holds(cid):
    return CARDS[cid].get("card_resource")


def on_card(state, cid):
    return state["card_res"].get(cid, 0)


def holders(state, rtype, exclude=None):
    """The player's cards that can take a resource of this type, in play order. "any"
    (CEO's Favorite Project) means a card that already holds at least one resource."""
    out = []
    for cid in state["played"]:
        if cid == exclude or not holds(cid):
            continue
        if (rtype == "any" and on_card(state, cid) >= 1) or holds(cid) == rtype:
            out.append(cid)
    return out


def add(state, cid, n):
    state["card_res"][cid] = on_card(state, cid) + n
