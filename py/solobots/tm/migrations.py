"""Terraforming Mars saves of earlier rules, carried to today's (core/legacy.py)."""


def _v1_to_v2(state):
    """Version 2 applies what cards do. A game of version 1 played its cards without it (the
    player moved the counters): it goes on with no resources on cards, nothing copied or
    mined, and no discount waiting. Version 1 asked at the very end for the resources on
    cards that score by them; version 2 counts them on the cards in play, so a game saved on
    that question goes back to the final conversions, where each card's counter is set
    before "finish" (docs/rules/tm.md, "Games saved by version 1")."""
    out = dict(state)
    for key, empty in (("card_res", {}), ("copied", {}), ("mined", {}), ("next_discount", 0)):
        out.setdefault(key, empty)
    if out.get("phase") == "vp":
        out["phase"] = "final"
    return out


STATE_STEPS = {1: _v1_to_v2}
