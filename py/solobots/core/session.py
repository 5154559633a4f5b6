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
each update by the game's explicit state steps. Today's rules start at `base`, the step
where the last update took the game over; undo stops there.
"""

import hashlib
import json

from . import legacy, migrations, registry
from .errors import RuleError
from .messages import msg
from .options import check_options
from .strict import apply_leniently, apply_strictly

SAVE_FORMAT = "solobots-save"
SAVE_SCHEMA = 2
MAX_ACTIONS = 20000
MAX_SEED = 200
MAX_HISTORY = 50
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


def _is_wording(value):
    keys = set(value)
    return keys == {"key", "params"} or keys == {"ref", "params"}


def rules_part(value, top=True):
    """What decides the game: the state without its log and the bot's reasons (`why`), and
    without wording (messages and rule citations, which a later version may reword without
    changing the game)."""
    if isinstance(value, dict):
        if _is_wording(value):
            return None
        return {key: rules_part(item, False) for key, item in value.items() if not (top and key in WORDING)}
    if isinstance(value, list):
        return [rules_part(item, False) for item in value]
    return value


def checksum(state):
    """Fingerprint of the game itself: its rules state, wording and log left out."""
    return _digest(rules_part(state))


def legacy_checksum(state):
    """The fingerprint saves of schema 1 carry: the state without its log, wording included
    (the bot's reasons, added since, left out like the log)."""
    return _digest({key: value for key, value in state.items() if key not in WORDING})


def actions_digest(actions):
    return _digest(actions)


def without_log(state):
    return {key: value for key, value in state.items() if key != "log"}


def _check_seed(seed):
    if not isinstance(seed, str) or not seed.strip() or len(seed) > MAX_SEED:
        raise RuleError("error.bad_seed")
    try:
        seed.encode("utf-8")
    except UnicodeEncodeError:
        raise RuleError("error.bad_seed") from None
    return seed.strip()


def _is_count(value):
    return isinstance(value, int) and not isinstance(value, bool)


class Session:
    def __init__(self, game_id, options, seed):
        self.game = registry.get(game_id)
        self.game_id = game_id
        self.seed = _check_seed(seed)
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
        start, logs = _replay_history(self.game_id, self.options, self.seed, self.actions, self.history)
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
        """Rebuild a session from a save; any inconsistency refuses the whole save. A save of
        today's rules replays (from a checkpoint that fits it, if one is given); a save of
        earlier rules replays under them and continues under today's from where it stood.
        `strict`: an action key no engine read refuses the save (a file, a link); otherwise
        it is dropped (the app's own saves, written by screens of earlier builds)."""
        if not isinstance(save, dict) or save.get("format") != SAVE_FORMAT:
            raise RuleError("error.save_foreign")
        save = migrations.migrate(save, SAVE_SCHEMA)
        actions, cursor, history = _checked_shape(save)
        game = registry.get(save.get("game"))
        version = save.get("engine")
        if not _is_count(version) or version < 1:
            raise RuleError("error.save_engine", found=str(version)[:20], expected=str(game.ENGINE_VERSION))
        if version > game.ENGINE_VERSION:
            raise RuleError("error.save_newer", found=str(version), expected=str(game.ENGINE_VERSION))
        if history and history[-1]["engine"] >= version:
            raise RuleError("error.save_corrupt")
        if version == game.ENGINE_VERSION and not history and not save.get("legacy_sum"):
            return cls._replayed(save, actions, cursor, checkpoint, strict)
        return cls._carried(save, actions, cursor, history, version, strict)

    @classmethod
    def _replayed(cls, save, actions, cursor, checkpoint, strict):
        """A save of today's rules, never updated: replay it, from a checkpoint if one fits."""
        session = cls(save["game"], save.get("options"), save.get("seed"))
        start = session._start_from(checkpoint, actions)
        try:
            session.actions = list(actions[:start])
            session.cursor = start
            for action in actions[start:]:
                session.act(action, strict)
        except RuleError as err:
            raise _replay_error(err) from None
        if session.final_checksum != save.get("checksum"):
            raise RuleError("error.save_tampered")
        session.cursor = cursor
        session.revision = 0
        return session

    @classmethod
    def _carried(cls, save, actions, cursor, history, version, strict):
        """A save with a history of earlier rules, or of earlier rules itself: replay every
        segment under its own engine, check the result, and (when its own rules are not
        today's) carry it across to today's rules from the step the player stood at."""
        game_id = save["game"]
        current = legacy.current_version(game_id)
        segments = [*history, {"engine": version, "until": len(actions)}]
        if any(legacy.engine(game_id, s["engine"]) is None for s in segments):
            return cls._from_stored_state(save, actions, history, version)
        options = _options_for(game_id, segments[0]["engine"], save.get("options"))
        seed = _check_seed(save.get("seed"))
        try:
            states, logs, actions = _replay_segments(game_id, options, seed, actions, segments, keep=cursor,
                                                     strict=strict)
        except RuleError as err:
            raise _replay_error(err) from None
        final = states["final"]
        if not _sum_matches(save, game_id, final):
            raise RuleError("error.save_tampered")
        session = cls.__new__(cls)
        session.game = registry.get(game_id)
        session.game_id = game_id
        session.seed = seed
        session.options = options
        session.actions = list(actions)
        if version == current:
            # Earlier updates only (or a schema-1 save of today's rules): today's rules
            # play on from the last update.
            base = history[-1]["until"] if history else 0
            session._begin(states["base"], logs[: base + 1], history)
            session._continue(actions, base, strict)
            if session.final_checksum != checksum(final):
                raise RuleError("error.save_tampered")
            session.cursor = cursor
            return session
        # This load is the update: the game goes on from the step the player stood at; the
        # undone steps after it were played under the old rules and cannot be redone.
        here = legacy.migrate_state(game_id, without_log(states["kept"]), version)
        here["log"] = []
        session.actions = list(actions[:cursor])
        logs = logs[: cursor + 1]
        logs[cursor] = [*logs[cursor], _update_line(cursor, version, current)]
        session._begin(here, logs, [*history, {"engine": version, "until": cursor}])
        session.migrated = {"from": version, "to": current, "at": cursor, "dropped": len(actions) - cursor}
        return session

    @classmethod
    def _from_stored_state(cls, save, actions, history, version):
        """No engine here replays some earlier rules of this game: go on from the rules state
        the save carries, checked against its checksum, at the end of its actions."""
        game_id = save["game"]
        state = save.get("state")
        if save.get("legacy_sum") or not isinstance(state, dict) or checksum(state) != save.get("checksum"):
            raise RuleError("error.save_engine", found=str(version), expected=str(legacy.current_version(game_id)))
        current = legacy.current_version(game_id)
        here = legacy.migrate_state(game_id, without_log(state), version)
        here["log"] = []
        session = cls.__new__(cls)
        session.game = registry.get(game_id)
        session.game_id = game_id
        session.seed = _check_seed(save.get("seed"))
        session.options = save.get("options") if isinstance(save.get("options"), dict) else {}
        session.actions = list(actions)
        at = len(actions)
        logs = [[] for _ in range(at + 1)]
        logs[at] = [{"at": at, "kind": "info", "msg": msg("log.history_unavailable", n=at), "rule": None},
                    _update_line(at, version, current)]
        session._begin(here, logs, [*history, {"engine": version, "until": at}])
        session.migrated = {"from": version, "to": current, "at": at, "dropped": 0}
        return session

    def _continue(self, actions, base, strict):
        """Play today's segment (the actions from `base` on) after _begin."""
        try:
            for action in actions[base:]:
                if strict:
                    new = apply_strictly(self.game.apply, self.state, action)
                else:
                    new, _ = apply_leniently(self.game.apply, self.state, action)
                self.logs.append(new["log"])
                self.cursor += 1
                self._keep(self.cursor, new)
        except RuleError as err:
            raise _replay_error(err) from None
        self._final_checksum = None

    def _start_from(self, checkpoint, actions):
        """Seed the session with a usable checkpoint and return its step (0 if none)."""
        if not isinstance(checkpoint, dict):
            return 0
        at, state = checkpoint.get("at"), checkpoint.get("state")
        if not _is_count(at) or not 0 < at <= len(actions) or not isinstance(state, dict):
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


# -- replays across versions ------------------------------------------------------------
def _checked_shape(save):
    actions = save.get("actions")
    cursor = save.get("cursor")
    history = save.get("history", [])
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise RuleError("error.save_corrupt")
    if not _is_count(cursor) or not 0 <= cursor <= len(actions):
        raise RuleError("error.save_corrupt")
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise RuleError("error.save_corrupt")
    last_until, last_engine = 0, 0
    for segment in history:
        if not isinstance(segment, dict) or set(segment) != {"engine", "until"}:
            raise RuleError("error.save_corrupt")
        engine, until = segment["engine"], segment["until"]
        if not _is_count(engine) or not _is_count(until) or engine <= last_engine or until < last_until:
            raise RuleError("error.save_corrupt")
        if until > len(actions):
            raise RuleError("error.save_corrupt")
        last_until, last_engine = until, engine
    if history and cursor < history[-1]["until"]:
        raise RuleError("error.save_corrupt")
    return actions, cursor, history


def _options_for(game_id, version, options):
    return check_options(legacy.engine(game_id, version).options_schema(), options)


def _replay_segments(game_id, options, seed, actions, segments, keep=None, strict=True):
    """Play `actions` segment by segment, each under its own engine, carrying the state
    across each boundary. Returns ({"base": state where the last segment starts, "final":
    the last state, "kept": the state at step `keep`}, logs per step, the actions as read)."""
    states = {}
    played = []
    state = None
    logs = []
    start = 0
    previous = None
    for index, segment in enumerate(segments):
        engine = legacy.engine(game_id, segment["engine"])
        if index == 0:
            state = engine.setup(options, seed)
            logs.append(state["log"])
        else:
            state = legacy.migrate_state(game_id, without_log(state), previous, segment["engine"])
            state["log"] = []
            logs[start] = [*logs[start], _update_line(start, previous, segment["engine"])]
        if index == len(segments) - 1:
            states["base"] = state
        if keep == start:
            states["kept"] = state
        # A frozen engine cannot be mended: a key its own screens sent and it never read
        # (a profile's id in build 18) is dropped, never refused; only what it read is kept,
        # so a file claiming old rules cannot carry junk either.
        for i in range(start, segment["until"]):
            if strict and segment["engine"] == legacy.current_version(game_id):
                state = apply_strictly(engine.apply, state, actions[i])
                played.append(actions[i])
            else:
                state, read = apply_leniently(engine.apply, state, actions[i])
                played.append(read)
            logs.append(state["log"])
            if keep == i + 1:
                states["kept"] = state
        start = segment["until"]
        previous = segment["engine"]
    states["final"] = state
    return states, logs, played


def _replay_history(game_id, options, seed, actions, history):
    """The state where today's rules take the game over, and the log of the steps before."""
    if not history:
        first = registry.get(game_id).setup(options, seed)
        return first, [first["log"]]
    current = legacy.current_version(game_id)
    segments = [*history, {"engine": current, "until": history[-1]["until"]}]
    states, logs, _ = _replay_segments(game_id, options, seed, actions, segments)
    return states["base"], logs


def _sum_matches(save, game_id, final):
    """A schema-2 save sums the rules state; a schema-1 save summed the whole state, words
    included, as the build that wrote it worded it."""
    expected = save.get("checksum")
    if not save.get("legacy_sum"):
        return checksum(final) == expected
    if legacy_checksum(final) == expected:
        return True
    return any(legacy_checksum(variant) == expected
               for reword in legacy.old_wordings(game_id) for variant in reword(final))


def _replay_error(err):
    """Why a save does not replay: a field its game does not read is said as such (a file
    or a link that carries more than its game); anything else is a damaged save."""
    return err if err.key == "error.unknown_key" else RuleError("error.save_corrupt")


def _update_line(at, old, new):
    return {"at": at, "kind": "info", "msg": msg("log.rules_updated", old=old, new=new), "rule": None}
