"""Rules states made by Terraforming Mars ENGINE_VERSION 2 (commit fb9eddd), for the
migration test (test_tm_migrations.py). Not a test: run it to rebuild the fixture

    python3 tests/engine/tm_v2_states.py

It takes engine 2's code out of git into a temporary folder, plays each script below
with it and writes tests/engine/golden/tm_v2_states.json: for each point, the actions
and the state engine 2 held there (without its log, as a save carries it).
"""

import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests" / "engine" / "golden" / "tm_v2_states.json"
ENGINE_2 = "fb9eddd"

SETUP = [{"type": "reveal", "values": {"c1": 12, "c2": 20, "c3": 5, "c4": 9}}]
NEUTRAL = [{"type": "neutral_next"}] * 4
CREDICOR = [*SETUP, *NEUTRAL, {"type": "corporation", "corp": "R08"}, {"type": "buy", "values": {"count": 6}}]
# Points where a save may stop: each a list of actions from the setup.
SCRIPTS = {
    "reveal": [],
    "neutral": [*SETUP, {"type": "neutral_next"}],
    "corporation": [*SETUP, *NEUTRAL],
    "hand": [*SETUP, *NEUTRAL, {"type": "corporation", "corp": "R08"}],
    "actions": CREDICOR,
    "card_played": [*CREDICOR, {"type": "play", "card": "141"}],
    "tile_waiting": [*CREDICOR, {"type": "project", "project": "aquifer"}],
    "tile_placed": [*CREDICOR, {"type": "project", "project": "aquifer"}, {"type": "place", "space": "33"}],
    "question": [*CREDICOR, {"type": "set", "counter": "mc", "value": 60}, {"type": "play", "card": "056"},
                 {"type": "play", "card": "141"}, {"type": "play", "card": "086"}],
    "blue_card": [*CREDICOR, {"type": "set", "counter": "mc", "value": 60}, {"type": "set", "counter": "steel", "value": 9},
                  {"type": "play", "card": "187", "steel": 9}],
    "research": [*CREDICOR, {"type": "pass"}],
    "generation_2": [*CREDICOR, {"type": "pass"}, {"type": "buy", "values": {"count": 1}}],
    "helion": [*SETUP, *NEUTRAL, {"type": "corporation", "corp": "R18"}, {"type": "buy", "values": {"count": 2}},
               {"type": "set", "counter": "heat", "value": 20}, {"type": "play", "card": "141", "heat": 4}],
}

RUNNER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from solobots.core.session import Session
scripts = json.loads(sys.stdin.read())
out = {}
for name, actions in scripts.items():
    s = Session("tm", {"card_order": "default"}, "migrations")
    for a in actions:
        s.act(a)
    state = {k: v for k, v in s.state.items() if k != "log"}
    out[name] = {"actions": actions, "state": state}
print(json.dumps(out))
"""


def build():
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", ENGINE_2, "py/solobots"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        done = subprocess.run([sys.executable, "-c", RUNNER, str(pathlib.Path(tmp) / "py")],
                              input=json.dumps(SCRIPTS), capture_output=True, text=True, check=True)
    states = json.loads(done.stdout)
    OUT.write_text(json.dumps({"engine": 2, "commit": ENGINE_2, "points": states}, ensure_ascii=False, indent=0) + "\n",
                   "utf-8")


if __name__ == "__main__":
    build()
