"""A seeded solo game from setup to the end of campaign 5, PERS.IA rolling its own dice
against a scripted Greek player, compared line by line with a stored golden log.

After a deliberate rule change, regenerate with E300_GOLDEN=write and review the diff."""

import json
import os
from pathlib import Path

from solobots.e300 import game
from test_e300_helpers import play_full_game, render, render_rule

GOLDEN = Path(__file__).parent / "golden" / "e300_game.json"
SEED = "gamma"


def transcript(state):
    """The log as it reads in French, with its citations, plus the final board."""
    lines = []
    for line in state["log"]:
        text = render(line["msg"])
        if line["rule"]:
            text += " [{}]".format(render_rule(line["rule"]))
        lines.append(f"{line['at']} {line['kind']} {text}")
    final = {city: state["map"][city] for city in sorted(state["map"])}
    return {"seed": SEED, "engine": game.ENGINE_VERSION, "log": lines, "raw_log": state["log"], "final_map": final,
            "score": state["score"], "campaign": state["campaign"], "over": state["over"]}


def test_full_game_matches_the_golden_log():
    state = play_full_game(SEED)
    got = transcript(state)
    if os.environ.get("E300_GOLDEN") == "write":
        GOLDEN.write_text(json.dumps(got, ensure_ascii=False, indent=1) + "\n", "utf-8")
    want = json.loads(GOLDEN.read_text("utf-8"))
    assert got["log"] == want["log"]
    assert got == want


def test_golden_game_goes_through_every_phase_of_three_campaigns():
    state = play_full_game(SEED)
    keys = [line["msg"]["key"] for line in state["log"]]
    assert keys.count("e300.log.campaign") == 3
    assert keys.count("e300.log.supply") == 3
    assert keys.count("e300.log.score_moved") == 3
    assert "e300.log.defence" in keys and "e300.log.battle_result" in keys and "e300.log.fallback" in keys
    assert state["phase"] == "over" and state["campaign"] == 5


def test_replaying_the_same_seed_gives_the_same_game():
    assert play_full_game(SEED) == play_full_game(SEED)
