"""The rules a saved game was played with, and the steps that carry its state to today's.

A game's ENGINE_VERSION changes when the same actions would now give another game. A save
names the version its actions were played under; this module finds that engine (today's,
or one frozen from the build that released it: solobots/legacy/) and the explicit steps
that turn a rules state of one version into the next (`STATE_STEPS` in the game's
`migrations` module: {old version: function(state) -> state}).

Policy (docs/engine-contract.md): a change that bumps ENGINE_VERSION freezes the previous
engine here (scripts/freeze_engine.py), writes its state step, and adds saves of the
previous version to tests/engine/saves/ in the same commit.
"""

import importlib

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
}

# Where each game's engine module lives inside a build's package, and its migrations.
MODULE = {"kotd": "kotd.game", "e300": "e300.game", "tm": "tm.game", "ma": "ma.game", "ma_tools": "ma.tools_game"}
MIGRATIONS = {
    "kotd": ("solobots.kotd.migrations", "STATE_STEPS"),
    "e300": ("solobots.e300.migrations", "STATE_STEPS"),
    "tm": ("solobots.tm.migrations", "STATE_STEPS"),
    "ma": ("solobots.ma.migrations", "STATE_STEPS"),
    "ma_tools": ("solobots.ma.migrations", "TOOLS_STATE_STEPS"),
}


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
    module = importlib.import_module(f"solobots.legacy.{build}.{MODULE[game_id]}")
    assert version == module.ENGINE_VERSION, (game_id, version, build)
    errors = importlib.import_module(f"solobots.legacy.{build}.core.errors")
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
    names = {"ma_tools": "TOOLS_OLD_WORDINGS"}
    return list(getattr(module, names.get(game_id, "OLD_WORDINGS"), ())) if module else []


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
