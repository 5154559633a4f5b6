"""Opening a save across versions of its rules (docs/engine-contract.md, "Saves").

A save of today's rules, never updated, is replayed (from a checkpoint that fits). A save
with a history, or of earlier rules, is replayed segment by segment, each under its own
engine (today's, or one frozen from the build that released it: core/legacy.py), the
state carried across each boundary by the game's state steps; a save of earlier rules
goes on under today's from the step the player stood at. When no engine here replays a
segment, the stored rules state carries the game if its checksum holds. Any inconsistency
refuses the whole save.
"""

from . import legacy, migrations, registry
from .errors import RuleError
from .fingerprint import actions_digest, checksum, legacy_checksum, without_log
from .messages import msg
from .options import check_options
from .strict import apply_leniently, apply_strictly
from .validate import check_seed, is_count

SAVE_FORMAT = "solobots-save"
SAVE_SCHEMA = 2
MAX_ACTIONS = 20000
MAX_HISTORY = 50


def load(cls, save, checkpoint=None, strict=True):
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
    if not is_count(version) or version < 1:
        raise RuleError("error.save_engine", found=str(version)[:20], expected=str(game.ENGINE_VERSION))
    if version > game.ENGINE_VERSION:
        raise RuleError("error.save_newer", found=str(version), expected=str(game.ENGINE_VERSION))
    if history and history[-1]["engine"] >= version:
        raise RuleError("error.save_corrupt")
    if version == game.ENGINE_VERSION and not history and not save.get("legacy_sum"):
        return _replayed(cls, save, actions, cursor, checkpoint, strict)
    return _carried(cls, save, actions, cursor, history, version, strict)


def _replayed(cls, save, actions, cursor, checkpoint, strict):
    """A save of today's rules, never updated: replay it, from a checkpoint if one fits."""
    session = cls(save["game"], save.get("options"), save.get("seed"))
    start = _start_from(session, checkpoint, actions)
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


def _carried(cls, save, actions, cursor, history, version, strict):
    """A save with a history of earlier rules, or of earlier rules itself: replay every
    segment under its own engine, check the result, and (when its own rules are not
    today's) carry it across to today's rules from the step the player stood at."""
    game_id = save["game"]
    current = legacy.current_version(game_id)
    segments = [*history, {"engine": version, "until": len(actions)}]
    if any(legacy.engine(game_id, s["engine"]) is None for s in segments):
        return _from_stored_state(cls, save, actions, history, version)
    options = _options_for(game_id, segments[0]["engine"], save.get("options"))
    seed = check_seed(save.get("seed"))
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
        _continue(session, actions, base, strict)
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
    session.seed = check_seed(save.get("seed"))
    session.options = save.get("options") if isinstance(save.get("options"), dict) else {}
    session.actions = list(actions)
    at = len(actions)
    logs = [[] for _ in range(at + 1)]
    logs[at] = [{"at": at, "kind": "info", "msg": msg("log.history_unavailable", n=at), "rule": None},
                _update_line(at, version, current)]
    session._begin(here, logs, [*history, {"engine": version, "until": at}])
    session.migrated = {"from": version, "to": current, "at": at, "dropped": 0}
    return session


def _continue(session, actions, base, strict):
    """Play today's segment (the actions from `base` on) after _begin."""
    try:
        for action in actions[base:]:
            if strict:
                new = apply_strictly(session.game.apply, session.state, action)
            else:
                new, _ = apply_leniently(session.game.apply, session.state, action)
            session.logs.append(new["log"])
            session.cursor += 1
            session._keep(session.cursor, new)
    except RuleError as err:
        raise _replay_error(err) from None
    session._final_checksum = None


def _start_from(session, checkpoint, actions):
    """Seed the session with a usable checkpoint and return its step (0 if none)."""
    if not isinstance(checkpoint, dict):
        return 0
    at, state = checkpoint.get("at"), checkpoint.get("state")
    if not is_count(at) or not 0 < at <= len(actions) or not isinstance(state, dict):
        return 0
    try:
        if checksum(state) != checkpoint.get("checksum") or actions_digest(actions[:at]) != checkpoint.get("prefix"):
            return 0
    except RuleError:
        return 0
    state = dict(state, log=[])
    session._final_checksum = checkpoint["checksum"]
    session.logs = [[] for _ in range(at + 1)]
    session._kept = {at: state}
    session._recent = []
    session._history_from = at
    return at


# -- replays across versions ------------------------------------------------------------


def _checked_shape(save):
    actions = save.get("actions")
    cursor = save.get("cursor")
    history = save.get("history", [])
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise RuleError("error.save_corrupt")
    if not is_count(cursor) or not 0 <= cursor <= len(actions):
        raise RuleError("error.save_corrupt")
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise RuleError("error.save_corrupt")
    last_until, last_engine = 0, 0
    for segment in history:
        if not isinstance(segment, dict) or set(segment) != {"engine", "until"}:
            raise RuleError("error.save_corrupt")
        engine, until = segment["engine"], segment["until"]
        if not is_count(engine) or not is_count(until) or engine <= last_engine or until < last_until:
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


def replay_history(game_id, options, seed, actions, history):
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
