"""Message and rule references: plain dicts the front end renders from its catalogs."""


def msg(key, **params):
    """A translatable message. A parameter may itself be a message (rendered first)."""
    return {"key": key, "params": params}


def rule(ref, **params):
    """A citation of the seed: `ref` names a catalog entry under `rule.<ref>` with a short
    label (e.g. "Autobot A.4") and the quoted text; params refine it (e.g. d6 = 4)."""
    return {"ref": ref, "params": params}
