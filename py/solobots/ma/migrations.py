"""Mars Attacks saves of earlier rules, carried to today's (core/legacy.py), for the AI
deck (`ma`) and the reference tools (`ma_tools`)."""

# Version 1 named where a dice tool returns by the screen it came from; version 2 by the
# signal the flow acts on (machine.py).
_RETURNS = {"menu": "menu", "player": "player_turn", "activation": "finish", "objective": "finish"}


def _v1_to_v2(state):
    """Version 2 adds the player's own profiles and modifiers (none in a game of version 1),
    the figures a panic test lays down (marked on the board), and names a dice tool's way
    out by signal."""
    out = dict(state)
    out.setdefault("custom", {"profiles": [], "mods": {}, "next": 1})
    if isinstance(out.get("marks"), dict):
        out["marks"] = {"fallen": [], **out["marks"]}
    tool = out.get("tool")
    if isinstance(tool, dict):
        out["tool"] = {**tool, "fallen": tool.get("fallen", []), "ret": _RETURNS.get(tool.get("ret"), tool.get("ret"))}
    return out


STATE_STEPS = {1: _v1_to_v2}
TOOLS_STATE_STEPS = {1: _v1_to_v2}


# -- the words of an earlier build of version 2 ------------------------------------------
# A schema-1 save summed its state with the words in it. The build that first released
# version 2 worded a panic result without naming the fallen dice; the same game replayed
# today carries today's words, so its old sum is checked against the state worded as that
# build worded it (core/session.py, _sum_matches).
def _panic_as_first_worded(message, none_named):
    if not isinstance(message, dict) or set(message) != {"key", "params"}:
        return message
    key, params = message["key"], dict(message["params"])
    if key == "ma.tool.outcome.panic_none":
        return {"key": "ma.tool.outcome.panic", "params": {"n": 0, "of": params["of"]}}
    if key == "ma.tool.outcome.panic_dice":
        return {"key": "ma.tool.outcome.panic", "params": {"n": params["n"], "of": params["of"]}}
    if key == "ma.tool.outcome.with_panic_dice":
        return {"key": "ma.tool.outcome.with_panic", "params": {"outcome": params["outcome"], "n": params["n"], "of": params["of"]}}
    if key == "ma.tool.outcome.with_panic_none" and not none_named:
        return {"key": "ma.tool.outcome.with_panic", "params": {"outcome": params["outcome"], "n": 0, "of": params["of"]}}
    return message


def _first_v2_wording(state):
    instr = state.get("instr")
    if not isinstance(instr, dict) or "msg" not in instr:
        return []
    variants = []
    for none_named in (True, False):
        worded = {**instr, "msg": _panic_as_first_worded(instr["msg"], none_named)}
        if worded != instr:
            variants.append({**state, "instr": worded})
    return variants


OLD_WORDINGS = [_first_v2_wording]
TOOLS_OLD_WORDINGS = [_first_v2_wording]
