"""Argument checks shared by the engines: every failure is a RuleError with a key."""

import re
from itertools import accumulate

from .errors import RuleError

# How deeply JSON text from the page may nest before it is parsed. The C parser recurses
# once per level, and in the browser (Pyodide) a deep enough text overflows its stack and
# kills the interpreter for the session instead of raising: the text is measured first.
MAX_NESTING = 100
# A JSON string (an unterminated one runs to the end), and what is neither [ { ] }: both
# removed by the regex engine, then the depth summed in C. Counted character by character
# in Python, a 3,000-action save took 18 ms here and most of a resume in the browser.
_STRING = re.compile(r'"[^"\\]*(?:\\[\s\S][^"\\]*)*(?:"|\\?\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def nesting(text, limit=MAX_NESTING):
    """The deepest nesting of [ and { in a JSON text (strings skipped), without recursion
    and without parsing. `limit` is kept for callers; the whole text is measured."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).encode("ascii")
    return max(accumulate(memoryview(brackets.translate(_STEPS)).cast("b"), initial=0))


def check_nesting(text, limit=MAX_NESTING):
    """Refuse JSON text nested deeper than `limit` before anything parses it."""
    if isinstance(text, str) and nesting(text, limit) > limit:
        raise RuleError("error.too_deep")


def require_dict(value, what="action"):
    if not isinstance(value, dict):
        raise RuleError("error.bad_shape", what=what)
    return value


def get_int(action, field, lo, hi):
    value = action.get(field)
    # bool is an int subclass in Python; a checkbox value is not a count.
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("error.not_a_number", field=field)
    if value < lo or value > hi:
        raise RuleError("error.out_of_range", field=field, min=lo, max=hi, value=value)
    return value


def get_choice(action, field, allowed):
    value = action.get(field)
    # A list or dict from a bad JSON action is unhashable: refuse it before `in` a set.
    if not isinstance(value, (str, int)) or isinstance(value, bool) or value not in allowed:
        raise RuleError("error.bad_choice", field=field)
    return value


def get_bool(action, field):
    value = action.get(field)
    if not isinstance(value, bool):
        raise RuleError("error.bad_choice", field=field)
    return value


def action_kind(action, known, unknown_key, shape_error=None):
    """The `type` of an action every engine starts from: a dict whose type it knows."""
    if not isinstance(action, dict):
        raise shape_error or RuleError("error.bad_shape", what="action")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in known:
        raise RuleError(unknown_key)
    return kind


MAX_SEED = 200


def check_seed(seed):
    """A game's seed: text a file can hold, at most MAX_SEED characters, trimmed."""
    if not isinstance(seed, str) or not seed.strip() or len(seed) > MAX_SEED:
        raise RuleError("error.bad_seed")
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError:
        raise RuleError("error.bad_seed") from None
    return seed.strip()


def is_count(value):
    return isinstance(value, int) and not isinstance(value, bool)
