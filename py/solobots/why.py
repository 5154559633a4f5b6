"""The "why" of a bot decision (docs/engine-contract.md, "Why"): the entries of the seed's
procedure the bot went through, in order, each with what was checked and the values
that decided it, whether it held, and the one entry that made the decision.

An engine builds the list with the decision and keeps it beside the instruction it
explains (state["why"], rewritten by every new instruction), so a correction made
afterwards neither loses it nor rewrites it: it says what the bot saw when it decided.
"""

from .core.messages import msg

HELD = (True, False, None)  # None: the procedure never got that far


def entry(citation, message, held, chosen=False):
    """One entry: `citation` a core.messages.rule, `message` a msg, `held` True (it applied),
    False (checked and did not apply) or None (not reached), `chosen` the entry that decided."""
    assert held in HELD
    return {"rule": citation, "msg": message, "held": held, "chosen": bool(chosen)}


def not_reached(citation):
    """A later entry of the procedure that the decision never reached (the game ended first)."""
    return entry(citation, msg("why.not_reached"), None)


def problems(why, instruction):
    """What is wrong with a view's why against its instruction, as a list of strings (empty
    when it is well formed): the shape of each entry, exactly one chosen, and the chosen
    entry citing the rule the instruction cites."""
    if not isinstance(why, list) or not why:
        return ["why is not a non-empty list"]
    out = []
    for i, e in enumerate(why):
        if not isinstance(e, dict) or set(e) != {"rule", "msg", "held", "chosen"}:
            out.append(f"entry {i} has keys {sorted(e) if isinstance(e, dict) else type(e)}")
            continue
        if not isinstance(e["rule"], dict) or "ref" not in e["rule"]:
            out.append(f"entry {i} cites no rule")
        if not isinstance(e["msg"], dict) or "key" not in e["msg"]:
            out.append(f"entry {i} has no message")
        if e["held"] not in HELD or not isinstance(e["chosen"], bool):
            out.append(f"entry {i}: held {e['held']!r}, chosen {e['chosen']!r}")
        if e["chosen"] and e["held"] is not True:
            out.append(f"entry {i} is chosen but did not hold")
    chosen = [e for e in why if isinstance(e, dict) and e.get("chosen")]
    if len(chosen) != 1:
        out.append(f"{len(chosen)} entries chosen")
    elif instruction is None or chosen[0]["rule"] != instruction.get("rule"):
        out.append(f"chosen rule {chosen[0]['rule']} is not the instruction's {instruction and instruction.get('rule')}")
    return out
