"""The only module that touches the browser: it hands the pure API to JavaScript.

JavaScript calls `window.solobotsPy(method, argsJson)` and gets JSON text back; the
`data-engine` attribute flips to "ready" last, once calls can be taken.
"""

import json

from pyodide.ffi import create_proxy
from pyscript import document, window

from solobots.api import Api

api = Api()

_METHODS = {
    "games": lambda: api.games(),
    "start": lambda game, options, seed: api.start(game, options, seed),
    "act": lambda action: api.act(action),
    "undo": lambda: api.undo(),
    "redo": lambda: api.redo(),
    "go_to": lambda step: api.go_to(step),
    "load": lambda save: api.load(save),
    "check": lambda save: api.check(save),
}


def dispatch(method, args_json="[]"):
    fn = _METHODS.get(method)
    if fn is None:
        return json.dumps({"ok": False, "error": {"key": "error.internal", "params": {"detail": method}}})
    try:
        args = json.loads(args_json)
        if not isinstance(args, list):
            raise ValueError
    except ValueError:
        return json.dumps({"ok": False, "error": {"key": "error.not_json", "params": {"what": "args"}}})
    try:
        return fn(*args)
    except TypeError:
        return json.dumps({"ok": False, "error": {"key": "error.bad_shape", "params": {"what": "args"}}})


window.solobotsPy = create_proxy(dispatch)
document.documentElement.dataset.engine = "ready"
window.dispatchEvent(window.Event.new("solobots:engine-ready"))
