"""Rules states saved by earlier engine versions, brought to this one (docs/engine-contract.md,
"Saves and ENGINE_VERSION"). STATE_STEPS[v] turns a state of version v (without its log)
into one version v + 1 continues from at the same point of the game; it never changes
its argument."""

import copy


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


def _from_2(state):
    """Engine 3 changed no key of the state and removed no question:
    - Mining Area and Mining Rights carry their Building tag (read from the card data, so a
      state that played them counts the tag from now on);
    - the notes still to copy onto the board name their cause ("+2 plants (Arctic Algae)");
      the notes of the saved step keep their old words (a note says what to copy, never
      what the game is);
    - "Play a card" opens the card list with a key ("picking") that only exists while
      it is open: no state of engine 2 has it, and none needs it.
    So the state goes on as it is."""
    return copy.deepcopy(state)


STATE_STEPS = {1: _v1_to_v2, 2: _from_2}
