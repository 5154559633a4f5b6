"""The one entry point the browser glue calls: JSON text in, JSON text out.

Every answer is {"ok": true, "view": ..., "save": ...} or {"ok": false, "error": msg}.
A refused call changes nothing. An unexpected exception (a bug) is reported as
`error.internal` instead of a traceback in the page, and also changes nothing.
"""

import json

from .core import registry
from .core.errors import RuleError
from .core.session import Session

MAX_INPUT = 5_000_000


def _parse(text, what):
    if not isinstance(text, str) or len(text) > MAX_INPUT:
        raise RuleError("error.too_big")
    try:
        return json.loads(text)
    except ValueError:
        raise RuleError("error.not_json", what=what) from None


class Api:
    def __init__(self):
        self.session = None

    # -- answers -------------------------------------------------------------------
    def _ok(self, session=None):
        s = session or self.session
        return json.dumps({"ok": True, "view": describe(s), "save": s.to_save()})

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
            options = _parse(options_json, "options")
            self.session = Session(game_id, options, seed)
            return self._ok()
        return self._guard(run)

    def act(self, action_json):
        def run():
            self._need_session()
            self.session.act(_parse(action_json, "action"))
            return self._ok()
        return self._guard(run)

    def undo(self):
        return self._guard(lambda: (self._need_session(), self.session.undo(), self._ok())[-1])

    def redo(self):
        return self._guard(lambda: (self._need_session(), self.session.redo(), self._ok())[-1])

    def go_to(self, step):
        return self._guard(lambda: (self._need_session(), self.session.go_to(step), self._ok())[-1])

    def load(self, save_json):
        """Replace the current game by a save, only if the whole save replays cleanly."""
        def run():
            session = Session.from_save(_parse(save_json, "save"))
            self.session = session
            return self._ok()
        return self._guard(run)

    def check(self, save_json):
        """Validate a save (e.g. an imported file) without touching the current game."""
        def run():
            session = Session.from_save(_parse(save_json, "save"))
            return self._ok(session)
        return self._guard(run)

    def _need_session(self):
        if self.session is None:
            raise RuleError("error.no_game")


def describe(session):
    """The full view the front end renders: the game's own view plus session facts."""
    state = session.state
    view = session.game.view(state)
    view.update(
        game=session.game_id,
        seed=session.seed,
        options=session.options,
        step=session.cursor,
        steps=len(session.actions),
        can_undo=session.cursor > 0,
        can_redo=session.cursor < len(session.actions),
        log=session.log(),
        # What the step that led here did, for the table to show until the player moves on.
        recent=state["log"],
    )
    return view
