# Frozen from fb9edddcb654:py/solobots/core/options.py (scripts/freeze_engine.py): do not edit.
"""A game's setup options checked against its own option schema before any setup runs.

Unknown fields, wrong types and values outside a field's choices or bounds are refused
with a key, so an imported file or a hand-edited save cannot smuggle data into a game.
A field of type "data" holds structured settings that the game's setup checks itself
(the setup form does not draw it); it is only bounded in size here.
"""

import json

from .errors import RuleError

MAX_FIELDS = 50
MAX_TEXT = 200
MAX_DATA = 20_000


def check_options(schema, options):
    if not isinstance(options, dict) or len(options) > MAX_FIELDS:
        raise RuleError("error.bad_shape", what="options")
    fields = {f["id"]: f for f in schema}
    out = {}
    for key, value in options.items():
        field = fields.get(key)
        if field is None:
            raise RuleError("error.bad_option", field=str(key)[:40])
        out[key] = _check(field, value)
    return out


def _check(field, value):
    kind = field["type"]
    if kind == "choice":
        allowed = [c["value"] for c in field["choices"]]
        if isinstance(value, bool) or not isinstance(value, (str, int)) or value not in allowed:
            raise RuleError("error.bad_option", field=field["id"])
    elif kind == "bool":
        if not isinstance(value, bool):
            raise RuleError("error.bad_option", field=field["id"])
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, int) or not field["min"] <= value <= field["max"]:
            raise RuleError("error.bad_option", field=field["id"])
    elif kind == "text":
        if not isinstance(value, str) or len(value) > MAX_TEXT or not _well_formed(value):
            raise RuleError("error.bad_option", field=field["id"])
    elif kind == "data":
        try:
            size = len(json.dumps(value, ensure_ascii=False).encode("utf-8"))
        except (TypeError, ValueError, UnicodeEncodeError, RecursionError):
            raise RuleError("error.bad_option", field=field["id"]) from None
        if size > MAX_DATA:
            raise RuleError("error.bad_option", field=field["id"])
    else:
        raise RuleError("error.bad_option", field=field["id"])
    return value


def _well_formed(text):
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
