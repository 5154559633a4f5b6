"""States of the e300 engine of version 2 at each phase of a few games, for
tests/engine/test_e300_migrations.py. Run with a checkout of fb9eddd (engine 2):
    python tests/engine/golden/make_e300_v2_states.py OLD_TREE > tests/engine/golden/e300_v2_states.json
It imports only the old tree's engine and test helpers."""

import json
import sys

OLD = sys.argv[1]
sys.path[:0] = [OLD + "/py", OLD + "/tests/engine"]

from logbook import applied  # noqa: E402
from solobots.core.errors import RuleError  # noqa: E402
from solobots.e300 import game  # noqa: E402
from test_e300_helpers import ScriptedGreek  # noqa: E402

assert game.ENGINE_VERSION == 2, "run it with the tree of engine 2 (fb9eddd)"


def strip(state):
    return {k: v for k, v in state.items() if k != "log"}


found = {}
for seed in ("gamma", "mig-1", "mig-2", "mig-3", "mig-4", "mig-5"):
    greek, state, steps = ScriptedGreek(), game.setup({}, seed), 0
    while state["phase"] != "over" and steps < 2000:
        phase = state["phase"]
        key = f"{phase}-c{state['campaign']}" if phase in ("scoring", "greek_supply", "greek_prep") else phase
        found.setdefault(key, {"label": f"{key} ({seed}, step {state['n']})", "state": strip(state)})
        if phase == "persian_prep":
            actions = [{"type": "prepare"}]
        elif phase == "persian_op":
            actions = [a for a in game.legal_actions(state) if a["type"] in ("persian_op", "persian_roll")][:1]
        elif phase == "pass_ack":
            actions = [{"type": "ack_pass"}]
        elif phase == "persian_supply":
            actions = [a for a in game.legal_actions(state) if a["type"] == "persian_supply"][:1]
        elif phase == "scoring":
            actions = [{"type": "score", "values": {"score": state["scoring"]["after"]}}]
        else:
            actions = greek.actions(state)
            if phase == "greek_prep":
                # a state paused half-way through the player's placement
                mid = applied(game.apply, state, actions[0])
                found.setdefault(f"greek_prep_placed-c{state['campaign']}",
                                 {"label": f"greek_prep with 2 armies placed ({seed})", "state": strip(mid)})
        for action in actions:
            try:
                state = applied(game.apply, state, action)
            except RuleError as err:
                if err.key != "e300.error.no_change":
                    raise
            steps += 1
            if state["phase"] == "over":
                break
    found.setdefault("over-" + str(state["over"]["winner"]), {"label": f"over ({seed})", "state": strip(state)})
print(json.dumps(sorted(found.values(), key=lambda e: e["label"]), ensure_ascii=False, indent=1))
