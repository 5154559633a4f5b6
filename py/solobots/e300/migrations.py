"""300: Earth & Water saves of earlier rules, carried to today's (core/legacy.py)."""


def _v1_to_v2(state):
    """Version 2 shows the die that ends the operations phase and waits for the player to
    acknowledge it. Version 1 went straight on to the supply phase, whose states version 2
    holds as they were: every state of version 1 is one of version 2 at the same point."""
    return dict(state)


STATE_STEPS = {1: _v1_to_v2}
