"""The engine's door in the web worker: JSON text in, JSON text out.

The page never waits on Python: it posts a call to this worker and gets a Promise of the
answer (`__export__` below). This module is the only one that knows it runs in a
browser; the engines under `solobots/` stay pure.
"""

import json

import js

from solobots.api import Api
from solobots.core.validate import MAX_NESTING, nesting

api = Api()

_METHODS = {
    "games": api.games,
    "start": api.start,
    "act": api.act,
    "undo": api.undo,
    "redo": api.redo,
    "go_to": api.go_to,
    "load": api.load,
    "check": api.check,
    "log": api.log,
    "record": api.record,
}


def _error(key, **params):
    return json.dumps({"ok": False, "error": {"key": key, "params": params}})


def dispatch(method, args_json="[]"):
    fn = _METHODS.get(method)
    if fn is None:
        return _error("error.internal", detail=str(method))
    # Measured before it is parsed: a text nested deeply enough would overflow the
    # interpreter's stack inside the C parser and end the session (core/validate.py).
    if isinstance(args_json, str) and nesting(args_json) > MAX_NESTING:
        return _error("error.too_deep")
    try:
        args = json.loads(args_json)
        if not isinstance(args, list):
            raise ValueError
    except (ValueError, RecursionError):
        return _error("error.not_json", what="args")
    try:
        return fn(*args)
    except TypeError:
        return _error("error.bad_shape", what="args")


def boot_info():
    """How this interpreter started: from the build's memory snapshot, or a plain boot."""
    return json.dumps({"boot": str(getattr(js, "solobotsBoot", "plain"))})


def memory():
    """The interpreter's wasm memory in bytes (for the benchmark)."""
    import pyodide_js

    return json.dumps({"wasm_bytes": int(pyodide_js._module.HEAPU8.length)})


__export__ = ["dispatch", "boot_info", "memory"]
