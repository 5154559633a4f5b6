"""The toy game's state steps (core/legacy.py): version 1 -> 2 adds the doubled count."""


def _v1_to_v2(state):
    return {**state, "doubled": 0}


STATE_STEPS = {1: _v1_to_v2}
