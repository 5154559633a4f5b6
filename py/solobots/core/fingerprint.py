"""What a save's fingerprint covers: the rules state, never its wording.

A save's checksum is taken over the state without its log and the bot's reasons, and
with every message and rule citation left out, so rewording an instruction never turns a
save into a "tampered" one (docs/engine-contract.md, "Saves"). Seed, options and actions
are covered through the replay that must reach that state.
"""

import hashlib
import json

from .errors import RuleError

# Wording derived from the game, left out of its fingerprint: the log, and the why of the
# bot's last decision (solobots/why.py), which replays of older saves now rebuild.
WORDING = ("log", "why")


def canonical(data):
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(data):
    try:
        return hashlib.sha256(canonical(data).encode("utf-8")).hexdigest()
    except UnicodeEncodeError:  # a lone surrogate: not text any file could hold
        raise RuleError("error.bad_text") from None


def _is_wording(value):
    keys = set(value)
    return keys == {"key", "params"} or keys == {"ref", "params"}


def rules_part(value, top=True):
    """What decides the game: the state without its log and the bot's reasons (`why`), and
    without wording (messages and rule citations, which a later version may reword without
    changing the game)."""
    if isinstance(value, dict):
        if _is_wording(value):
            return None
        return {key: rules_part(item, False) for key, item in value.items() if not (top and key in WORDING)}
    if isinstance(value, list):
        return [rules_part(item, False) for item in value]
    return value


def checksum(state):
    """Fingerprint of the game itself: its rules state, wording and log left out."""
    return digest(rules_part(state))


def legacy_checksum(state):
    """The fingerprint saves of schema 1 carry: the state without its log, wording included
    (the bot's reasons, added since, left out like the log)."""
    return digest({key: value for key, value in state.items() if key not in WORDING})


def actions_digest(actions):
    return digest(actions)


def without_log(state):
    return {key: value for key, value in state.items() if key != "log"}
