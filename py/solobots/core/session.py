"""A game in progress: the setup, every action taken, and exact unlimited undo/redo.

The save is the setup plus the action list (the game is a pure function of them), the
rules state they lead to, and a checksum of what decides the game (the rules state, never
its wording), so an edited or damaged save is caught on replay.

A long game must cost no more per tap than a short one, so the session does not keep a
state per action: it keeps one every KEEP_EVERY steps, the final one, and the few it
visited last; any other is replayed from the nearest kept one (at most KEEP_EVERY - 1
engine steps). Each step's log lines are kept apart from the states (the log is never
copied into a state), and a resumed game may start from a checkpoint (a kept state
written beside the save) instead of replaying from the first action: what lies before it
is replayed only if the player goes there or opens the log.

A game played under several versions of its rules (the app was updated while it was in
progress) keeps its `history`: the segments of actions played under each earlier engine,
replayed by that engine (today's, or one frozen in solobots/legacy/) and carried across
each update by the game's explicit state steps (core/loading.py opens such saves).
Today's rules start at `base`, the step where the last update took the game over; undo
stops there. What a save's checksum covers is core/fingerprint.py.
"""

from . import loading, registry
from .errors import RuleError
from .fingerprint import actions_digest, checksum, without_log
from .loading import MAX_ACTIONS, SAVE_FORMAT, SAVE_SCHEMA
from .options import check_options
from .strict import apply_leniently, apply_strictly
from .validate import check_seed

KEEP_EVERY = 25
RECENT = 40
CHECKPOINT_EVERY = 100


class Session:
    def __init__(self, game_id, options, seed):
        self.game = registry.get(game_id)
        self.game_id = game_id
        self.seed = check_seed(seed)
        self.options = check_options(self.game.options_schema(), options)
        first = self.game.setup(self.options, self.seed)
        self.actions = []
        self._begin(first, [first["log"]], history=[])

    def _begin(self, start, logs, history):
        """Start the playable part of the game at step len(logs) - 1 from `start`."""
        self.history = history  # [{"engine": version, "until": step}]: earlier rules
        self.base = len(logs) - 1
        self.logs = logs  # logs[i]: the lines step i wrote (0: the setup)
        self.cursor = self.base
        self._kept = {self.base: start}
        self._recent = []  # steps visited last, most recent at the end
        self._final_checksum = None  # computed when asked: a replay needs only the last one
        self._history_from = self.base  # steps before it are not known yet (resumed from a checkpoint)
        self.revision = 0  # moves on with every change of screen: an answer names the one it was given at
        self.migrated = None  # {"from", "to", "at"} when this load carried the game across an update

    # -- states --------------------------------------------------------------------
    @property
    def state(self):
        return self.state_at(self.cursor)

    def state_at(self, step):
        if step < self.base:
            raise RuleError("error.before_update")
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
            if (old - self.base) % KEEP_EVERY and old not in (len(self.actions), self._history_from, self.base):
                self._kept.pop(old, None)

    def _fill_history(self):
        """Replay from the setup up to the checkpoint a resumed game started from, so undo
        and the log reach back to the first action; the replay must meet the checkpoint."""
        target = self._history_from
        start, logs = loading.replay_history(self.game_id, self.options, self.seed, self.actions, self.history)
        kept = {self.base: start}
        state = start
        for i in range(self.base, target):
            state = self.game.apply(state, self.actions[i])
            logs.append(state["log"])
            if (i + 1 - self.base) % KEEP_EVERY == 0:
                kept[i + 1] = state
        if checksum(state) != checksum(self._kept[target]):
            raise RuleError("error.save_tampered")
        self.logs[: target + 1] = logs
        self._kept.update(kept)
        self._history_from = self.base

    # -- moves -----------------------------------------------------------------------
    def act(self, action, strict=True):
        """One step. A key of the action that the engine did not read refuses it (strict), or
        is left out of the action kept (the app's own saves of earlier builds)."""
        if not isinstance(action, dict):
            raise RuleError("error.bad_shape", what="action")
        if len(self.actions) >= MAX_ACTIONS:
            raise RuleError("error.too_long")
        if strict:
            new = apply_strictly(self.game.apply, self.state, action)
        else:
            new, action = apply_leniently(self.game.apply, self.state, action)
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
        self._final_checksum = None
        self.revision += 1
        return new

    def undo(self):
        if self.cursor == 0:
            raise RuleError("error.nothing_to_undo")
        if self.cursor <= self.base:
            raise RuleError("error.undo_before_update", version=str(self.history[-1]["engine"]))
        self.cursor -= 1
        self.revision += 1

    def redo(self):
        if self.cursor >= len(self.actions):
            raise RuleError("error.nothing_to_redo")
        self.cursor += 1
        self.revision += 1

    def go_to(self, step):
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(self.actions):
            raise RuleError("error.bad_step")
        if step < self.base:
            raise RuleError("error.undo_before_update", version=str(self.history[-1]["engine"]))
        self.cursor = step
        self.revision += 1

    # -- log -------------------------------------------------------------------------
    def log(self):
        """The game's log up to the cursor."""
        if self._history_from > self.base:
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
        if self._final_checksum is None:
            self._final_checksum = checksum(self.state_at(len(self.actions)))
        return self._final_checksum

    def final_state(self):
        return without_log(self.state_at(len(self.actions)))

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
            "history": [dict(segment) for segment in self.history],
            "state": self.final_state(),
            "checksum": self.final_checksum,
        }

    def checkpoint(self, at):
        """A kept state written beside the save, so a resume need not replay from the start.
        `prefix` ties it to the actions before it: any other history makes it unusable."""
        state = without_log(self.state_at(at))
        return {"at": at, "state": state, "checksum": checksum(state), "prefix": actions_digest(self.actions[:at])}

    @classmethod
    def from_save(cls, save, checkpoint=None, strict=True):
        """Rebuild a session from a save (core/loading.py); any inconsistency refuses it."""
        return loading.load(cls, save, checkpoint, strict)

