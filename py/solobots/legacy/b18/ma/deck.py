# Frozen from fb9edddcb654:py/solobots/ma/deck.py (scripts/freeze_engine.py): do not edit.
"""The AI deck: the physical cards tapped in, or the app's virtual deck (rulings, "The AI
deck"). Its make-up is data (ai_deck.json) the player can edit; a virtual draw is taken
without replacement, and an empty draw pile is reshuffled from the discard."""

from ..core.errors import RuleError
from .data import load

_D = load("ai_deck.json")
SECTORS = list(_D["sectors"])
POSITIONS = list(_D["positions"])
INVASION = "invasion"
CARDS = [f"{s}_{p}" for s in SECTORS for p in POSITIONS] + [INVASION]
MAX_COPIES = _D["max_copies"]
MODES = ("virtual", "physical")


def default_makeup():
    out = {card: _D["copies"] for card in CARDS if card != INVASION}
    out[INVASION] = _D["invasion"]
    return out


def read_makeup(value):
    """A make-up from options: every card id with 0..MAX_COPIES copies, at least one card."""
    if value is None:
        return default_makeup()
    if not isinstance(value, dict) or set(value) - set(CARDS):
        raise RuleError("ma.error.bad_makeup")
    out = default_makeup()
    for card, n in value.items():
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COPIES:
            raise RuleError("ma.error.bad_makeup")
        out[card] = n
    if sum(out.values()) == 0:
        raise RuleError("ma.error.empty_deck")
    return out


def parts(card):
    """(sector, position) of a figure card, None for Invasion."""
    if card == INVASION:
        return None
    sector, position = card.split("_", 1)
    return sector, position


def new(mode, makeup):
    return {"mode": mode, "makeup": makeup, "draw": [], "discard": [], "last": None, "shuffled": False}


def build(deck, rng):
    """A fresh shuffled draw pile from the make-up."""
    cards = [card for card in CARDS for _ in range(deck["makeup"][card])]
    deck["draw"] = rng.shuffled(cards)
    deck["discard"] = []
    deck["shuffled"] = True


def draw(deck, rng, card):
    """Take the next card. Virtual: `card` None draws the top card; a given card is the
    one the player drew by hand from a deck of the same make-up, taken out of the pile.
    Physical: the card must be given. Returns (card, reshuffled)."""
    if card is not None and (not isinstance(card, str) or card not in CARDS):
        raise RuleError("ma.error.bad_card")
    if deck["mode"] == "physical":
        if card is None:
            raise RuleError("ma.error.card_needed")
        deck["last"] = card
        return card, False
    reshuffled = False
    if not deck["shuffled"]:
        build(deck, rng)
    if not deck["draw"]:
        deck["draw"] = rng.shuffled(deck["discard"])
        deck["discard"] = []
        reshuffled = True
    if not deck["draw"]:
        raise RuleError("ma.error.empty_deck")
    if card is None:
        card = deck["draw"].pop(0)
    elif card in deck["draw"]:
        deck["draw"].remove(card)
    else:
        raise RuleError("ma.error.card_not_in_deck")
    deck["discard"].append(card)
    deck["last"] = card
    return card, reshuffled
