"""The printed material as data: the Tharsis board, the 208 project cards, the corporations."""

import json
import os

from ..core.messages import msg


def _load(name):
    with open(os.path.join(os.path.dirname(__file__), name), encoding="utf-8") as f:
        return json.load(f)


_BOARD = _load("tharsis.json")
SPACES = {s["id"]: s for s in _BOARD["spaces"]}
READING_ORDER = [s["id"] for s in _BOARD["spaces"]]
OFF_BOARD = {s["id"]: s for s in _BOARD["off_board"]}
NOCTIS = next(s["id"] for s in _BOARD["spaces"] if s["type"] == "noctis")

CARDS = {c["id"]: c for c in _load("cards.json")["cards"]}
CARD_IDS = sorted(CARDS)
CORPORATIONS = {c["id"]: c for c in _load("corporations.json")["corporations"]}
CORPORATION_IDS = [c["id"] for c in _load("corporations.json")["corporations"]]

RESOURCES = ["mc", "steel", "titanium", "plants", "energy", "heat"]
# Placement bonuses are printed per space; their keys name the resource they give.
BONUS_RESOURCE = {"steel": "steel", "titanium": "titanium", "plant": "plants"}
TAGS = ["building", "space", "power", "science", "jovian", "earth", "plant", "microbe", "animal", "city", "event"]


def card_name(cid):
    """A card's name as printed in the player's edition: a message the front end words from
    its catalog (tm.card.<id>, the ids of cards.json), never the English string."""
    return msg("tm.card." + cid)


def corp_name(cid):
    """A corporation's name as printed in the player's edition (tm.corp.<id>)."""
    return msg("tm.corp." + cid)
