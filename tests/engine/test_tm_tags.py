"""Issue 34: the player's tag totals on the board (requirements and awards read them): the
corporation's and the played cards' tags, events counted apart, zeros left out."""

import json

from solobots.tm import game, picture
from solobots.tm.data import CARDS


def test_tag_totals_count_the_corporation_and_the_cards_in_play_events_apart():
    state = json.loads(json.dumps(game.setup({}, "tags")))
    state["corp"] = "R30"  # Teractor: an Earth tag
    building_space = next(cid for cid, c in CARDS.items() if c["type"] != "event" and c["tags"] == ["building"])
    event = next(cid for cid, c in CARDS.items() if c["type"] == "event" and "space" in c["tags"])
    state["played"] = [building_space, building_space, event]
    totals = {t["tag"]: t["n"] for t in picture.tag_totals(state)}
    assert totals == {"building": 2, "earth": 1, "event": 1}  # the event's space tag counts no more
    assert game.view(state)["board"]["tags"] == picture.tag_totals(state)
