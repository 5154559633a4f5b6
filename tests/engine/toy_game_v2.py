"""The toy game's rules, version 2: a roll counts double. A state of version 1 carries
over by adding what version 2 keeps (`doubled`), in toy_migrations.py."""

from solobots.core import step
from solobots.core.errors import RuleError
from solobots.core.messages import msg
from solobots.core.rng import Rng
from toy_game import legal_actions, options_schema, view  # noqa: F401  (the rest is unchanged)
from toy_game import setup as _setup

GAME_ID = "toy"
ENGINE_VERSION = 2


def setup(options, seed):
    state = _setup(options, seed)
    state["doubled"] = 0
    return state


def apply(state, action):
    s = step.begin(state)
    if s["total"] >= s["target"] and not s.get("endless"):
        raise RuleError("toy.over")
    if action.get("type") != "roll":
        raise RuleError("error.bad_choice", field="type")
    faces = action.get("faces")
    value = Rng(s).below(6) + 1 if faces is None else faces[0]
    s["total"] += 2 * value
    s["doubled"] += 1
    step.log(s, msg("toy.rolled", n=value), kind="dice")
    return s
