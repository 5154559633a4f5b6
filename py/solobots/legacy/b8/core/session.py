# Frozen from 36698ec748ef:py/solobots/core/session.py (scripts/freeze_engine.py): do not edit.
"""A game in progress: the setup, every action taken, and exact unlimited undo/redo.

The save is the setup plus the action list (the game is a pure function of them), with a
checksum of the final state so an edited or damaged save is caught on replay.
"""

import hashlib
import json

from . import migrations, registry
from .errors import RuleError

SAVE_FORMAT = "solobots-save"
SAVE_SCHEMA = 1
MAX_ACTIONS = 20000


def canonical(data):
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum(state):
    """Fingerprint of the game itself. The log is left out: it is wording derived from the
    game, and rewording a message must not turn every earlier save into a "tampered" one."""
    game = {key: value for key, value in state.items() if key != "log"}
    return hashlib.sha256(canonical(game).encode("utf-8")).hexdigest()


class Session:
    def __init__(self, game_id, options, seed):
        self.game = registry.get(game_id)
        if not isinstance(seed, str) or not seed.strip() or len(seed) > 200:
            raise RuleError("error.bad_seed")
        if not isinstance(options, dict):
            raise RuleError("error.bad_shape", what="options")
        self.game_id = game_id
        self.options = options
        self.seed = seed.strip()
        self.states = [self.game.setup(options, self.seed)]
        self.actions = []
        self.cursor = 0

    @property
    def state(self):
        return self.states[self.cursor]

    def act(self, action):
        if not isinstance(action, dict):
            raise RuleError("error.bad_shape", what="action")
        if len(self.actions) >= MAX_ACTIONS:
            raise RuleError("error.too_long")
        new = self.game.apply(self.state, action)
        # A new action after undos forks history: the undone future is dropped.
        del self.actions[self.cursor:]
        del self.states[self.cursor + 1:]
        self.actions.append(action)
        self.states.append(new)
        self.cursor += 1
        return new

    def undo(self):
        if self.cursor == 0:
            raise RuleError("error.nothing_to_undo")
        self.cursor -= 1

    def redo(self):
        if self.cursor >= len(self.actions):
            raise RuleError("error.nothing_to_redo")
        self.cursor += 1

    def go_to(self, step):
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(self.actions):
            raise RuleError("error.bad_step")
        self.cursor = step

    def to_save(self):
        return {
            "format": SAVE_FORMAT,
            "schema": SAVE_SCHEMA,
            "game": self.game_id,
            "engine": self.game.ENGINE_VERSION,
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
            "cursor": self.cursor,
            "checksum": checksum(self.states[-1]),
        }

    @classmethod
    def from_save(cls, save):
        """Rebuild a session by replaying a save; any inconsistency refuses the whole save."""
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise RuleError("error.save_foreign")
        save = migrations.migrate(save, SAVE_SCHEMA)
        actions = save.get("actions")
        cursor = save.get("cursor")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise RuleError("error.save_corrupt")
        if isinstance(cursor, bool) or not isinstance(cursor, int) or not 0 <= cursor <= len(actions):
            raise RuleError("error.save_corrupt")
        game = registry.get(save.get("game"))
        if save.get("engine") != game.ENGINE_VERSION:
            raise RuleError("error.save_engine", found=str(save.get("engine")), expected=str(game.ENGINE_VERSION))
        try:
            session = cls(save["game"], save.get("options"), save.get("seed"))
            for action in actions:
                session.act(action)
        except RuleError:
            raise RuleError("error.save_corrupt")
        if checksum(session.states[-1]) != save.get("checksum"):
            raise RuleError("error.save_tampered")
        session.cursor = cursor
        return session
