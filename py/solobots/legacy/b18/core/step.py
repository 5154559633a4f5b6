# Frozen from fb9edddcb654:py/solobots/core/step.py (scripts/freeze_engine.py): do not edit.
"""Helpers every engine uses to stay pure: copy in, change the copy, log with citations."""

import copy


def begin(state):
    """Start an engine step: a private copy of the state, with the step counter advanced.

    Engines change only this copy, so a RuleError raised half-way leaves the caller's
    state untouched. The counter tags log lines so "undo to here" can find their step.
    """
    rest = {key: value for key, value in state.items() if key != "log"}
    s = copy.deepcopy(rest)
    s["log"] = []
    s["n"] = s.get("n", 0) + 1
    return s


def log(state, message, rule=None, kind="bot"):
    """Append a log line. kind: "bot" (a bot decision), "player" (the player's input),
    "dice" (a roll), "info" (bookkeeping), "win" (the end)."""
    state["log"].append({"at": state.get("n", 0), "kind": kind, "msg": message, "rule": rule})


def new_state(game_id, options, seed, rng_state):
    return {"game": game_id, "options": options, "seed": seed, "rng": rng_state, "n": 0, "log": []}
