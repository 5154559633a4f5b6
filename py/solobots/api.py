"""The one entry point the browser calls: JSON text in, JSON text out.

Every answer is {"ok": true, "view": ..., "save": ...} or {"ok": false, "error": msg}.
A refused call changes nothing. An unexpected exception (a bug) is reported as
`error.internal` instead of a traceback in the page, and also changes nothing.

An answer's size does not grow with the game: it carries the view, the log lines of the
step just taken (`view.recent`) and the change to the save (`save`: cut the action list
to `cut`, append `add`, and `set` the other fields of the save that changed: the cursor,
the checksum, the rules state when the end of the game moved), plus a checkpoint every
CHECKPOINT_EVERY actions. The page applies it without knowing what the fields are: the
save's format is this side's alone. Only `start` and `check` answer with the whole save, and the
log screen asks for the log (`log`).
"""

import json

from . import record as _record
from .core import registry
from .core.errors import RuleError
from .core.session import CHECKPOINT_EVERY, SAVE_SCHEMA, Session
from .core.strict import refuse_unknown_save_keys
from .core.validate import check_nesting

MAX_INPUT = 5_000_000


def _parse(text, what):
    if not isinstance(text, str) or len(text) > MAX_INPUT:
        raise RuleError("error.too_big")
    check_nesting(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise RuleError("error.not_json", what=what) from None


class Api:
    def __init__(self):
        self.session = None

    # -- answers -------------------------------------------------------------------
    @staticmethod
    def _answer(session, save, **more):
        return json.dumps({"ok": True, "view": describe(session), "save": save, **more})

    @staticmethod
    def _full(session):
        return {"full": True, "core": session.to_save()}

    @staticmethod
    def _patch(session, cut, add=()):
        changed = {"cursor": session.cursor, "checksum": session.final_checksum}
        if add:  # the end of the game moved: the save keeps the rules state it reached
            changed["state"] = session.final_state()
        return {"cut": cut, "add": list(add), "set": changed}

    @staticmethod
    def _fail(err):
        return json.dumps({"ok": False, "error": err.as_msg()})

    def _guard(self, fn):
        try:
            return fn()
        except RuleError as err:
            return self._fail(err)
        except Exception as exc:  # a bug: report it, keep the game as it was
            return self._fail(RuleError("error.internal", detail=f"{type(exc).__name__}: {exc}"))

    # -- calls ---------------------------------------------------------------------
    def games(self):
        def run():
            out = []
            for gid in registry.game_ids():
                game = registry.get(gid)
                out.append({"id": gid, "options": game.options_schema()})
            return json.dumps({"ok": True, "games": out})
        return self._guard(run)

    def start(self, game_id, options_json, seed):
        def run():
            session = Session(game_id, _parse(options_json, "options"), seed)
            self.session = session
            return self._answer(session, self._full(session))
        return self._guard(run)

    def act(self, action, token=None):
        """One step. `action` comes as the page sent it inside the call's arguments (decoded
        once, with them); JSON text is read too (tests, scripts). `token` is the view's
        token the answer was given at: an answer for a screen that is no longer the current
        one (a double tap, a late tap) is refused and changes nothing."""
        def run():
            session = self._need_session()
            if token is not None and token != session.revision:
                raise RuleError("error.stale_answer")
            answer = _parse(action, "action") if isinstance(action, str) else action
            cut = session.cursor
            session.act(answer)
            more = {}
            if len(session.actions) % CHECKPOINT_EVERY == 0:
                more["checkpoint"] = session.checkpoint(len(session.actions))
            return self._answer(session, self._patch(session, cut, [answer]), **more)
        return self._guard(run)

    def _move(self, fn):
        def run():
            session = self._need_session()
            fn(session)
            return self._answer(session, self._patch(session, len(session.actions)))
        return self._guard(run)

    def undo(self):
        return self._move(lambda s: s.undo())

    def redo(self):
        return self._move(lambda s: s.redo())

    def go_to(self, step):
        return self._move(lambda s: s.go_to(step))

    def load(self, save_json, checkpoint_json="null"):
        """Replace the current game by a save, only if the whole save replays cleanly. A
        checkpoint kept beside the save shortens the replay when it fits it. A save of the
        app's own storage is read leniently (an action key an earlier screen sent and no
        engine read is dropped, not refused), and one of earlier rules is carried across to
        today's: the answer then says so (`migrated`) and carries the whole save to keep."""
        def run():
            save = _parse(save_json, "save")
            session = Session.from_save(save, _parse(checkpoint_json, "checkpoint"), strict=False)
            self.session = session
            if session.migrated or not _same_save(save, session):
                return self._answer(session, self._full(session), migrated=session.migrated)
            return self._answer(session, self._patch(session, len(session.actions)))
        return self._guard(run)

    def check(self, save_json):
        """Validate a save from outside (an imported file, a shared link) without touching
        the current game: replayed from its first action, and answered with the save
        rebuilt from what was checked."""
        def run():
            save = _parse(save_json, "save")
            refuse_unknown_save_keys(save)
            session = Session.from_save(save)
            return self._answer(session, self._full(session), migrated=session.migrated)
        return self._guard(run)

    def log(self):
        """The whole log up to the current step, for the log screen and its download."""
        def run():
            return json.dumps({"ok": True, "log": self._need_session().log()})
        return self._guard(run)

    def record(self, facts_json, now):
        """The player's record from their saved games' facts (record.py); `now` is the
        page's clock, as an ISO date, since engines read none."""
        def run():
            out = _record.compute(_parse(facts_json, "facts"), now)
            if out is None:
                raise RuleError("error.bad_shape", what="facts")
            return json.dumps({"ok": True, "record": out})
        return self._guard(run)

    def _need_session(self):
        if self.session is None:
            raise RuleError("error.no_game")
        return self.session


def _same_save(save, session):
    """Whether the stored save is already what the session would write (same format, same
    actions): then a load needs to send back only where the game stands."""
    return (save.get("schema") == SAVE_SCHEMA and save.get("actions") == session.actions
            and save.get("history", []) == session.history and isinstance(save.get("state"), dict))


def describe(session):
    """The view the front end renders: the game's own view plus session facts."""
    view = session.game.view(session.state)
    schema = {field["id"] for field in session.game.options_schema()}
    view.update(
        game=session.game_id,
        seed=session.seed,
        # A rematch starts today's rules: only the options they still have.
        options={key: value for key, value in session.options.items() if key in schema},
        step=session.cursor,
        steps=len(session.actions),
        # The step the earliest undo reaches: 0, or where an update of the rules took the game over.
        base=session.base,
        can_undo=session.cursor > 0,
        can_redo=session.cursor < len(session.actions),
        # An answer names the screen it was given at (Api.act's token).
        token=session.revision,
        # What the step that led here did, for the table to show until the player moves on.
        recent=session.recent(),
    )
    return view
