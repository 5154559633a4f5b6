# Frozen from fb9edddcb654:py/solobots/tm/pending.py (scripts/freeze_engine.py): do not edit.
"""What waits for the player before anything else: tiles to place and questions a card
asks, in the order the cards print them (seed V-3 A 2).

A tile: {"tile": "ocean" | "greenery" | "city" | "special" | "claim", "where": a placement
rule (tm/tiles.py), "source": why, "card": card id or None, "final": bool, ...}.
A question: {"ask": kind (tm/asks.py), "card": the card asking, ...}.

This module holds the queue only, so that parameters, tiles and cards can all add to it
without importing one another.
"""


def enqueue(state, item):
    """A tile to place (the name the tile code has always used)."""
    state["pending"].append({"card": None, "final": False, **item})


def ask(state, item):
    state["pending"].append(item)


def head(state):
    return state["pending"][0] if state["pending"] else None


def is_tile(item):
    return item is not None and "tile" in item


def is_ask(item):
    return item is not None and "ask" in item
