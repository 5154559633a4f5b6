"""Helpers every engine uses to stay pure: copy in, change the copy, log with citations."""


def plain_copy(value):
    """A deep copy of plain JSON-able data (dicts, lists, scalars), several times quicker
    than copy.deepcopy, which every step pays on the whole state: a state holds no shared
    references or other types to keep (the engines' contract)."""
    if type(value) is dict:
        return {key: plain_copy(item) if type(item) in _NESTED else item for key, item in value.items()}
    if type(value) is list:
        return [plain_copy(item) if type(item) in _NESTED else item for item in value]
    if type(value) is tuple:
        return tuple(plain_copy(item) for item in value)
    return value


_NESTED = (dict, list, tuple)


def begin(state):
    """Start an engine step: a private copy of the state, with the step counter advanced.

    Engines change only this copy, so a RuleError raised half-way leaves the caller's
    state untouched. The counter tags log lines so "undo to here" can find their step.
    """
    rest = {key: value for key, value in state.items() if key != "log"}
    s = plain_copy(rest)
    s["log"] = []
    s["n"] = s.get("n", 0) + 1
    return s


def log(state, message, rule=None, kind="bot"):
    """Append a log line. kind: "bot" (a bot decision), "player" (the player's input),
    "dice" (a roll), "info" (bookkeeping), "win" (the end)."""
    state["log"].append({"at": state.get("n", 0), "kind": kind, "msg": message, "rule": rule})


def new_state(game_id, options, seed, rng_state):
    return {"game": game_id, "options": options, "seed": seed, "rng": rng_state, "n": 0, "log": []}
