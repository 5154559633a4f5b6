"""A scripted two-round Mars Attacks game with a flying saucer and a giant robot from the
player's library, a panic, a rally, the player's activations marked by the dice tools and
by a tap, compared line by line with a stored golden log (rendered in French, with the
rule each line cites) and the final board.

After a deliberate rule change, regenerate with MA_GOLDEN=write and review the diff."""

import json
import os
from pathlib import Path

from solobots.core.session import Session
from solobots.ma import game, profiles
from test_ma_kit import catalog, core_catalog, render, render_rule

GOLDEN = Path(__file__).parent / "golden" / "ma_game.json"
SEED = "golden"
CAT = dict(catalog("fr"), **core_catalog("fr"))
OPTIONS = {"deck_mode": "physical", "objectives": False, "scenario": "Greenville",
           "profiles": [dict(profiles.TEMPLATES["saucer"], template="saucer"),
                        dict(profiles.TEMPLATES["robot"], template="robot")]}


def place(profile, square):
    return {"type": "place", "profile": profile, "row": int(square[1]), "col": "ABCDEFGH".index(square[0]) + 1}


def answer(value):
    return {"type": "answer", "value": value}


def roll(*faces):
    return {"type": "roll", "faces": list(faces)}


def card(name):
    return {"type": "draw", "card": name}


# f1..f8 in placement order
BOARD = [place("us_sergeant", "C3"), place("civilian", "C3"), place("deke", "B2"), place("us_rifleman", "F3"),
         place("martian_disintegrator", "C6"), place("general_tor", "C6"), place("c1", "F7"), place("c2", "B7")]
SCRIPT = [
    *BOARD,
    answer("start"),
    # Round 1, the player: Deke shoots the trooper next to General Tor (the board's
    # nearest enemy, the tool's default), who panics; the test leaves once resolved.
    {"type": "tool", "kind": "shoot", "attacker": "fig:f3"},
    roll("6", "6", "6"), roll("1", "1", "1"), roll("3"),
    # The rifleman moved: one tap on the board.
    {"type": "mark", "figure": "f4", "mark": "activated", "value": True},
    answer("done"),
    # The Martians: Tor (closest in the left sector) rallies and moves one square.
    card("left_closest"), answer("moved"),
    # The giant robot, the left sector's big gun, shoots: the sergeant must be the target.
    # The BRAVE sergeant takes the civilian's place and keeps the clear shot's die (5 dice).
    card("left_big_gun"), answer("f2"), answer("f1"), answer("tool_shoot"),
    roll("4", "4", "5", "1", "1"), roll("5", "1", "1"), roll("2"),
    # End of the round, the saucer not having acted (the app names it first); reinforcements
    # enter on the right edge.
    answer("round_end"), answer("round_end"), answer("yes"), roll("7", "6"), answer("martian_leader"), answer("no"),
    answer("martian"),
    # Round 2, the Martians first: the saucer is the right sector's big gun.
    card("right_big_gun"), answer("none"), answer("f4"), answer("done"),
    # General Tor charges the panicked civilian.
    card("centre_farthest"), answer("done"),
]


def play():
    s = Session("ma", OPTIONS, SEED)
    for action in SCRIPT:
        s.act(action)
    return s


def transcript(s):
    lines = []
    for line in s.log():
        text = render(line["msg"], CAT)
        if line["rule"]:
            text += " [{}]".format(render_rule(line["rule"], CAT)[0])
        lines.append(f"{line['at']} {line['kind']} {text}")
    figures = [{k: f[k] for k in ("id", "profile", "row", "col", "activated", "panicked")}
               for f in s.state["board"]["figures"]]
    return {"seed": SEED, "engine": game.ENGINE_VERSION, "log": lines, "figures": figures,
            "round": s.state["round"], "phase": s.state["phase"]}


def test_two_rounds_match_the_golden_log():
    got = transcript(play())
    if os.environ.get("MA_GOLDEN") == "write":
        GOLDEN.write_text(json.dumps(got, ensure_ascii=False, indent=1) + "\n", "utf-8")
    want = json.loads(GOLDEN.read_text("utf-8"))
    assert got["log"] == want["log"]
    assert got == want


def test_the_golden_game_holds_a_panic_a_rally_a_saucer_and_a_robot():
    s = play()
    keys = [line["msg"]["key"] for line in s.log()]
    assert keys.count("ma.log.panicked") == 2 and "ma.log.rallied" in keys
    assert keys.count("ma.log.activated_by_tool") == 1 and "ma.log.mark_activated_on" in keys
    acts = [line for line in s.log() if line["msg"]["key"].startswith("ma.log.acts.")]
    actors = [line["msg"]["params"]["fig"]["params"]["profile"]["key"] for line in acts]
    assert actors == ["ma.profile.general_tor", "ma.template.robot", "ma.template.saucer", "ma.profile.general_tor"]
    assert s.state["round"] == 2 and s.state["phase"] == "player"


def test_the_golden_game_replays_from_its_save():
    s = play()
    assert Session.from_save(json.loads(json.dumps(s.to_save()))).state == s.state
