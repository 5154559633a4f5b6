"""Every key of an action must be one its engine reads.

An action that carries keys its game never looks at would be stored as it came: a shared
link could swell a saved game with megabytes of junk that no checksum notices. Rather than
ask every engine to list the keys of every action type, the session hands the engine a
copy of the action that remembers which keys were read, and refuses the action when some
were not. Nested dicts are watched the same way, inside lists too.
"""

from .errors import RuleError

# The keys a save (a record's `core`) holds (core/session.py's to_save; schema 1 had no
# history or state). A save from outside (a file, a shared link) with any other key is
# refused, not stripped: it can only hold what its game reads.
SAVE_KEYS = frozenset({"format", "schema", "game", "engine", "options", "seed", "actions", "cursor", "history",
                       "state", "checksum"})


def refuse_unknown_save_keys(save):
    """Refuse a save from outside that carries a key no save has."""
    if isinstance(save, dict):
        extra = sorted(str(key) for key in save if key not in SAVE_KEYS)
        if extra:
            raise RuleError("error.unknown_save_key", field=f"core.{extra[0]}"[:80])


class _Watched(dict):
    """A dict that records the keys read from it (directly or by iteration)."""

    def __init__(self, data):
        super().__init__((key, watch(value)) for key, value in data.items())
        self.read = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)

    def __contains__(self, key):
        self.read.add(key)
        return super().__contains__(key)

    def pop(self, key, *default):
        self.read.add(key)
        return super().pop(key, *default)

    def setdefault(self, key, default=None):
        self.read.add(key)
        return super().setdefault(key, default)

    def _all(self):
        self.read.update(super().keys())

    def keys(self):
        self._all()
        return super().keys()

    def items(self):
        self._all()
        return super().items()

    def values(self):
        self._all()
        return super().values()

    def __iter__(self):
        self._all()
        return super().__iter__()

    def copy(self):
        self._all()
        return dict(super().items())


def watch(value):
    if isinstance(value, dict):
        return _Watched(value)
    if isinstance(value, list):
        return [watch(item) for item in value]
    return value


def unread(value, path="action"):
    """The first key (as a dotted path) that no one read, or None."""
    if isinstance(value, _Watched):
        for key in dict.keys(value):
            if key not in value.read:
                return f"{path}.{key}"
            inner = unread(dict.__getitem__(value, key), f"{path}.{key}")
            if inner:
                return inner
    elif isinstance(value, list):
        for i, item in enumerate(value):
            inner = unread(item, f"{path}[{i}]")
            if inner:
                return inner
    return None


def read_part(value):
    """The value as far as it was read: unread keys dropped, at every depth."""
    if isinstance(value, _Watched):
        return {key: read_part(item) for key, item in dict.items(value) if key in value.read}
    if isinstance(value, list):
        return [read_part(item) for item in value]
    return value


def apply_strictly(apply, state, action):
    """apply(state, action), refusing an action that carries a key the engine never read."""
    watched = watch(action)
    new = apply(state, watched)
    extra = unread(watched)
    if extra:
        raise RuleError("error.unknown_key", field=extra[:80])
    return new


def apply_leniently(apply, state, action):
    """apply(state, action) and the action as the engine read it. For the app's own saves
    of earlier builds, whose screens may have sent a key the engine then ignored: the game
    is kept, the key is not."""
    watched = watch(action)
    new = apply(state, watched)
    return new, read_part(watched)
