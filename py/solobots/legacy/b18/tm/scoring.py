# Frozen from fb9edddcb654:py/solobots/tm/scoring.py (scripts/freeze_engine.py): do not edit.
"""Final scoring of the solo game (seed VI "Décompte final" without awards and milestones,
VII-B 3): TR, greeneries, cities with their adjacent greeneries of any owner, card VP."""

from . import board as B
from . import cards


def city_scores(tiles):
    """(space, adjacent greeneries) for each of the player's cities on Mars; neutral
    greeneries count (seed III-B: "peu importe son propriétaire")."""
    return [(sid, B.adjacent_kinds(tiles, sid).count("greenery"))
            for sid in sorted(tiles) if tiles[sid]["tile"] == "city" and tiles[sid]["owner"] == "player"
            and B.on_mars(sid)]


def score(state):
    tiles = state["tiles"]
    greeneries = B.count(tiles, "greenery", owner="player")
    cities = city_scores(tiles)
    per_card = [{"card": cid, "vp": cards.card_vp(state, cid)} for cid in state["played"]]
    per_card = [c for c in per_card if c["vp"]]
    custom = sum(c["vp"] for c in state["custom"])
    card_total = sum(c["vp"] for c in per_card) + custom
    city_total = sum(n for _, n in cities)
    return {
        "tr": state["tr"],
        "greeneries": greeneries,
        "cities": [{"space": sid, "vp": n} for sid, n in cities],
        "city_total": city_total,
        "cards": per_card,
        "custom": custom,
        "card_total": card_total,
        "total": state["tr"] + greeneries + city_total + card_total,
    }
