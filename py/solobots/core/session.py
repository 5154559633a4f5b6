"""A game in progress: the setup, every action taken, and exact unlimited undo/redo.

The save is the setup plus the action list (the game is a pure function of them), with a
checksum of the final state so an edited or damaged save is caught on replay.

A long game must cost no more per tap than a short one, so the session does not keep a
state per action: it keeps one every KEEP_EVERY steps, the final one, and the few it
visited last; any other is replayed from the nearest kept one (at most KEEP_EVERY - 1
engine steps). Each step's log lines are kept apart from the states (the log is never
copied into a state), and a resumed game may start from a checkpoint (a kept state
written beside the save) instead of replaying from the first action: what lies before it
is replayed only if the player goes there or opens the log.
"""

import hashlib
import json

from . import migrations, registry
from .errors import RuleError
from .options import check_options

SAVE_FORMAT = "solobots-save"
SAVE_SCHEMA = 1
MAX_ACTIONS = 20000
MAX_SEED = 200
KEEP_EVERY = 25
RECENT = 40
CHECKPOINT_EVERY = 100
# Wording derived from the game, left out of its fingerprint: the log, and the why of the
# bot's last decision (solobots/why.py), which replays of older saves now rebuild.
WORDING = ("log", "why")


def canonical(data):
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _digest(data):
    try:
        return hashlib.sha256(canonical(data).encode("utf-8")).hexdigest()
    except UnicodeEncodeError:  # a lone surrogate: not text any file could hold
        raise RuleError("error.bad_text") from None


def checksum(state):
    """Fingerprint of the game itself. The log is left out: it is wording derived from the
    game, and rewording a message must not turn every earlier save into a "tampered" one."""
    return _digest({key: value for key, value in state.items() if key not in WORDING})


def actions_digest(actions):
    return _digest(actions)


def _check_seed(seed):
    if not isinstance(seed, str) or not seed.strip() or len(seed) > MAX_SEED:
        raise RuleError("error.bad_seed")
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError:
        raise RuleError("error.bad_seed") from None
    return seed.strip()


class Session:
    def __init__(self, game_id, options, seed):
        self.game = registry.get(game_id)
        self.seed = _check_seed(seed)
        self.options = check_options(self.game.options_schema(), options)
        self.game_id = game_id
        first = self.game.setup(self.options, self.seed)
        self.actions = []
        self.logs = [first["log"]]  # logs[i]: the lines step i wrote (0: the setup)
        self.cursor = 0
        self._kept = {0: first}
        self._recent = []  # steps visited last, most recent at the end
        self._final_checksum = checksum(first)
        self._history_from = 0  # steps before it are not known yet (resumed from a checkpoint)

    # -- states --------------------------------------------------------------------
    @property
    def state(self):
        return self.state_at(self.cursor)

    def state_at(self, step):
        if step < self._history_from:
            self._fill_history()
        state = self._kept.get(step)
        if state is None:
            start = max(k for k in self._kept if k <= step)
            state = self._kept[start]
            for i in range(start, step):
                state = self.game.apply(state, self.actions[i])
                self._keep(i + 1, state)
        self._touch(step)
        return state

    def _keep(self, step, state):
        self._kept[step] = state
        self._touch(step)

    def _touch(self, step):
        if step in self._recent:
            self._recent.remove(step)
        self._recent.append(step)
        while len(self._recent) > RECENT:
            old = self._recent.pop(0)
            if old % KEEP_EVERY and old != len(self.actions) and old != self._history_from:
                self._kept.pop(old, None)

    def _fill_history(self):
        """Replay from the setup up to the checkpoint a resumed game started from, so undo
        and the log reach back to the first action; the replay must meet the checkpoint."""
        base = self._history_from
        state = self.game.setup(self.options, self.seed)
        logs = [state["log"]]
        kept = {0: state}
        for i in range(base):
            state = self.game.apply(state, self.actions[i])
            logs.append(state["log"])
            if (i + 1) % KEEP_EVERY == 0:
                kept[i + 1] = state
        if checksum(state) != checksum(self._kept[base]):
            raise RuleError("error.save_tampered")
        self.logs[: base + 1] = logs
        self._kept.update(kept)
        self._history_from = 0

    # -- moves -----------------------------------------------------------------------
    def act(self, action):
        if not isinstance(action, dict):
            raise RuleError("error.bad_shape", what="action")
        if len(self.actions) >= MAX_ACTIONS:
            raise RuleError("error.too_long")
        new = self.game.apply(self.state, action)
        # A new action after undos forks history: the undone future is dropped.
        del self.actions[self.cursor:]
        del self.logs[self.cursor + 1:]
        for step in [k for k in self._kept if k > self.cursor]:
            del self._kept[step]
        self._recent = [k for k in self._recent if k <= self.cursor]
        self.actions.append(action)
        self.logs.append(new["log"])
        self.cursor += 1
        self._keep(self.cursor, new)
        self._final_checksum = checksum(new)
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

    # -- log -------------------------------------------------------------------------
    def log(self):
        """The game's log up to the cursor."""
        if self._history_from:
            self._fill_history()
        return [line for lines in self.logs[: self.cursor + 1] for line in lines]

    def recent(self):
        """The lines of the step that led to the current state."""
        if self.cursor < self._history_from:
            self._fill_history()
        return self.logs[self.cursor]

    # -- saves -----------------------------------------------------------------------
    @property
    def final_checksum(self):
        return self._final_checksum

    def to_save(self):
        return {
            "format": SAVE_FORMAT,
            "schema": SAVE_SCHEMA,
            "game": self.game_id,
            "engine": self.game.ENGINE_VERSION,
            "options": self.options,
            "seed": self.seed,
            "actions": list(self.actions),
            "cursor": self.cursor,
            "checksum": self._final_checksum,
        }

    def checkpoint(self, at):
        """A kept state written beside the save, so a resume need not replay from the start.
        `prefix` ties it to the actions before it: any other history makes it unusable."""
        state = {key: value for key, value in self.state_at(at).items() if key != "log"}
        return {"at": at, "state": state, "checksum": checksum(state), "prefix": actions_digest(self.actions[:at])}

    @classmethod
    def from_save(cls, save, checkpoint=None):
        """Rebuild a session by replaying a save; any inconsistency refuses the whole save.
        A checkpoint that fits the save shortens the replay; one that does not is ignored."""
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
        session = cls(save["game"], save.get("options"), save.get("seed"))
        start = session._start_from(checkpoint, actions)
        try:
            session.actions = list(actions[:start])
            session.cursor = start
            for action in actions[start:]:
                session.act(action)
        except RuleError:
            raise RuleError("error.save_corrupt") from None
        if session.final_checksum != save.get("checksum"):
            raise RuleError("error.save_tampered")
        session.cursor = cursor
        return session

    def _start_from(self, checkpoint, actions):
        """Seed the session with a usable checkpoint and return its step (0 if none)."""
        if not isinstance(checkpoint, dict):
            return 0
        at, state = checkpoint.get("at"), checkpoint.get("state")
        if isinstance(at, bool) or not isinstance(at, int) or not 0 < at <= len(actions) or not isinstance(state, dict):
            return 0
        try:
            if checksum(state) != checkpoint.get("checksum") or actions_digest(actions[:at]) != checkpoint.get("prefix"):
                return 0
        except RuleError:
            return 0
        state = dict(state, log=[])
        self._final_checksum = checkpoint["checksum"]
        self.logs = [[] for _ in range(at + 1)]
        self._kept = {at: state}
        self._recent = []
        self._history_from = at
        return at
