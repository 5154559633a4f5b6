"""The rules a saved game was played with, and the steps that carry its state to today's.

A game's ENGINE_VERSION changes when the same actions would now give another game. A save
names the version its actions were played under; this module finds that engine (today's,
or one frozen from the build that released it) and the explicit steps that turn a rules
state of one version into the next (`STATE_STEPS` in the game's `migrations` module:
{old version: function(state) -> state}).

A frozen engine is not source here: it is an archive (py/frozen/<build>.zip, made by
scripts/freeze_engine.py from the build's commit) whose sha256 is pinned in archives.json
beside this module. It is loaded only when a save of its rules opens: from a checkout's
py/frozen/ (tests, scripts), or, in the browser, from the bytes the page fetched when this
module asked for them (`error.needs_archive`, then `add_archive`; web/js/engine.js).

Policy (docs/engine-contract.md): a change that bumps ENGINE_VERSION freezes the previous
engine (scripts/freeze_engine.py), maps it below, writes its state step, and adds saves of
the previous version to tests/saves/ in the same commit.
"""

import hashlib
import importlib
import io
import json
import sys
import tempfile
import zipfile
from pathlib import Path

from . import registry
from .errors import RuleError

# (game, version) -> the frozen build whose engine replays it. Today's versions are not
# listed: the registry's own engine replays them.
FROZEN = {
    ("e300", 1): "b8",
    ("tm", 1): "b8",
    ("ma", 1): "b8",
    ("ma_tools", 1): "b8",
    # Build 18's versions, superseded by the rules of issues 21-23 (e300 3, tm 3, ma and ma_tools 3).
    ("e300", 2): "b18",
    ("tm", 2): "b18",
    ("ma", 2): "b18",
    ("ma_tools", 2): "b18",
    # Build 28's 300 rules, superseded by the one-tap supply (issue 34, e300 4).
    ("e300", 3): "b28",
}

# Each archive's sha256, size, commit, package and games (scripts/freeze_engine.py writes it).
PINS = json.loads(Path(__file__).with_name("archives.json").read_text("utf-8"))
# A checkout's archives (tests and scripts read them there); the browser's worker has none
# on disk and is handed them instead.
ARCHIVE_DIRS = [Path(__file__).resolve().parents[2] / "frozen"]
_installed = {}  # build -> the archive's package, importable


def archive_file(build):
    """Where the site serves a build's archive (scripts/build_python.py puts it there): the
    name carries its checksum, so a cache may keep it forever."""
    return f"py/frozen/{build}.{PINS[build]['sha256'][:12]}.zip"


def add_archive(build, data):
    """Install a build's archive from its bytes, once they are the pinned ones: unpacked
    into a folder of its own, put on the import path. A second time changes nothing."""
    pin = PINS.get(build)
    if pin is None or hashlib.sha256(data).hexdigest() != pin["sha256"]:
        raise RuleError("error.archive_damaged", archive=str(build)[:20])
    if build not in _installed:
        folder = tempfile.mkdtemp(prefix=f"solobots-{build}-")
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            zf.extractall(folder)
        sys.path.append(folder)
        importlib.invalidate_caches()
        _installed[build] = pin["package"]
    return _installed[build]


def _package(build):
    if build in _installed:
        return _installed[build]
    for folder in ARCHIVE_DIRS:
        path = Path(folder) / f"{build}.zip"
        if path.is_file():
            return add_archive(build, path.read_bytes())
    # The page fetches the file, hands it over, and asks again (web/js/engine.js).
    raise RuleError("error.needs_archive", archive=build, file=archive_file(build))


# Each game's migrations, as its declaration names them: game -> (module, STATE_STEPS' name).
MIGRATIONS = {g["id"]: tuple(g["migrations"].split(":")) for g in registry.DECLARED if g.get("migrations")}


def current_version(game_id):
    return registry.get(game_id).ENGINE_VERSION


def engine(game_id, version):
    """The engine module that plays `game_id` at `version`, or None when this app has none."""
    game = registry.get(game_id)
    if version == game.ENGINE_VERSION:
        return game
    return _frozen(game_id, version)


def _frozen(game_id, version):
    build = FROZEN.get((game_id, version))
    if build is None:
        return None
    package = _package(build)
    module = importlib.import_module(f"{package}.{PINS[build]['games'][game_id]['module']}")
    assert version == module.ENGINE_VERSION, (game_id, version, build)
    errors = importlib.import_module(f"{package}.core.errors")
    return _Frozen(module, errors.RuleError)


class _Frozen:
    """A frozen engine that refuses with today's RuleError (its own build has its own class)."""

    def __init__(self, module, error_class):
        self.module = module
        self.ENGINE_VERSION = module.ENGINE_VERSION
        self._error = error_class

    def _call(self, name, *args):
        try:
            return getattr(self.module, name)(*args)
        except self._error as err:
            raise RuleError(err.key, **err.params) from None

    def options_schema(self):
        return self._call("options_schema")

    def setup(self, options, seed):
        return self._call("setup", options, seed)

    def apply(self, state, action):
        return self._call("apply", state, action)

    def view(self, state):
        return self._call("view", state)

    def legal_actions(self, state):
        return self._call("legal_actions", state)


def _steps(game_id):
    where = MIGRATIONS.get(game_id)
    if where is None:
        return {}
    try:
        module = importlib.import_module(where[0])
    except ModuleNotFoundError:
        return {}
    return getattr(module, where[1], {})


def old_wordings(game_id):
    """Functions giving, from a state replayed today, the state as an earlier build of the
    same version worded it (its checksum then covered the wording: schema-1 saves)."""
    where = MIGRATIONS.get(game_id)
    try:
        module = importlib.import_module(where[0]) if where else None
    except ModuleNotFoundError:
        module = None
    name = (registry.declaration(game_id) or {}).get("old_wordings", "OLD_WORDINGS")
    return list(getattr(module, name, ())) if module else []


def can_migrate(game_id, version):
    steps = _steps(game_id)
    return all(v in steps for v in range(version, current_version(game_id)))


def migrate_state(game_id, state, version, target=None):
    """The state of `version` carried step by step to `target` (today's by default)."""
    target = current_version(game_id) if target is None else target
    steps = _steps(game_id)
    for v in range(version, target):
        step = steps.get(v)
        if step is None:
            raise RuleError("error.save_engine", found=str(version), expected=str(target))
        state = step(state)
    return state
