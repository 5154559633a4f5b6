"""The whole log across several engine steps, for tests that read it.

An engine step's state carries only the lines that step wrote (the session keeps the
game's log); tests that play several steps and read "the log so far" chain it here.
"""


def applied(apply, state, action):
    """`apply(state, action)`, with the log lines of every step so far on the new state."""
    new = apply(state, action)
    new["log"] = state.get("log", []) + new["log"]
    return new
