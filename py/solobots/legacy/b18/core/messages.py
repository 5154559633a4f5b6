# Frozen from fb9edddcb654:py/solobots/core/messages.py (scripts/freeze_engine.py): do not edit.
"""Message and rule references: plain dicts the front end renders from its catalogs."""


def msg(key, **params):
    """A translatable message. A parameter may itself be a message (rendered first)."""
    return {"key": key, "params": params}


def rule(ref, **params):
    """A citation of the seed: `ref` names a catalog entry under `rule.<ref>` with a short
    label (e.g. "Autobot A.4") and the quoted text; params refine it (e.g. d6 = 4)."""
    return {"ref": ref, "params": params}


def join(items):
    """A list of messages as one message ("a, b et c"); the catalogs own the words."""
    items = list(items)
    if not items:
        return msg("list.none")
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return msg("list.two", a=items[0], b=items[1])
    return msg("list.more", first=items[0], rest=join(items[1:]))
