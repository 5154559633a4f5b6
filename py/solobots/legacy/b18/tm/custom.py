# Frozen from fb9edddcb654:py/solobots/tm/custom.py (scripts/freeze_engine.py): do not edit.
"""The cards whose effects the data cannot say alone ("automatable": false in the
reference): what each does when it is played. Ongoing effects are in tm/triggers.py,
questions in tm/asks.py, blue actions in tm/actions.py; docs/rules/tm.md lists them all.
"""

from ..core.messages import msg, rule
from ..core.step import log
from . import asks, effects, inplay, pending, tiles
from .data import CARDS

# Cards whose custom part is changed by the solo rules (VII-B 4): the preview cites it.
SOLO = ("173", "188")
NITROGEN_PLANT_TAGS = 3
INDENTURED_DISCOUNT = 8


def _city_space(state):
    return bool(tiles.legal_spaces(state, {"tile": "city", "where": "standard"}))


def blocked(state, cid):
    """Why a custom card cannot be played now, or None (after the data's own checks)."""
    if cid == "086" and not asks.copy_targets(state):  # Robotic Workforce: a building card to copy
        return msg("tm.blocked.nothing_to_copy")
    if cid == "200":
        # Immigrant City: its own city raises M€ production first (FAQ), so -4 is enough
        # when the city has a space; without one the loss of 2 must fit above -5.
        need = -5 + 2 - (1 if _city_space(state) else 0)
        if state["prod"]["mc"] < need:
            return msg("tm.blocked.production", what=msg("tm.prodname.mc"), n=need, have=state["prod"]["mc"])
    return None


def adjust(state, cid, items):
    """Replace the card's "custom" placeholder by what it does now."""
    if cid == "037":  # Nitrogen-Rich Asteroid: +1 plant production, or +4 with 3 plant tags
        n = 4 if inplay.tag_count(state, "plant") >= NITROGEN_PLANT_TAGS else 1
        items = [dict(i, k="prod", res="plants", n=n) if i["k"] == "custom" else i for i in items]
    if cid == "200" and _city_space(state):
        # Immigrant City counts its own city ("including this"), before its losses (FAQ).
        items = [{"k": "prod", "res": "mc", "n": 1, "own_city": True}] + [
            dict(i, tile=dict(i["tile"], counted=True)) if i["k"] == "tile" else i for i in items]
    return items


def at_play(state, cid):
    """What a custom card does beyond its data, once its effects are applied."""
    name = CARDS[cid]["name"]
    if cid == "086":
        pending.ask(state, {"ask": "copy", "card": cid})
    elif cid == "152":
        pending.ask(state, {"ask": "amount", "card": cid})
    elif cid == "195":
        state["next_discount"] = INDENTURED_DISCOUNT
        log(state, msg("tm.log.indentured", n=INDENTURED_DISCOUNT), rule("tm.card_effect"), kind="bot")
    elif cid == "173":
        log(state, msg("tm.log.protected_solo", card=name), rule("tm.solo_neutral"), kind="bot")


def apply(state, cid, items):
    effects.apply_items(state, cid, items)
    at_play(state, cid)
