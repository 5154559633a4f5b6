"""The contract module of 300: Earth & Water — PERS.IA (docs/engine-contract.md)."""

import copy

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import seed_state
from ..core.step import log, new_state
from . import board, flow
from . import geography as G
from . import words as W
from .questions import QUESTIONS
from .view import legal_actions as _legal_actions
from .view import view as _view

GAME_ID = "e300"
# 2: PERS.IA's die that ends the operations phase is acknowledged.
# 3: the app counts your preparation's cards, proposes your supply and moves the score
#    marker itself (no scoring prompt); your moves are one action.
# 4: one supply phase, PERS.IA's removals and yours in one prompt (ruling 35).
#    migrations.py brings states of engines 1 to 3 here.
ENGINE_VERSION = 4


def options_schema():
    return []


def setup(options, seed):
    if not isinstance(options, dict):
        raise RuleError("error.bad_shape", what="options")
    state = new_state(GAME_ID, options, seed, seed_state(seed))
    start = G.SETUP
    state.update(map=board.empty_map(), bridge=start["bridge"], score=start["score"], campaign=start["campaign"],
                 hands={"greece": 0, "persia": 0}, leaders=copy.deepcopy(start["leaders"]), over=None, prep=None,
                 instr=None)
    for city, sides in start["units"].items():
        for side, kinds in sides.items():
            for kind, n in kinds.items():
                board.set_count(state, city, side, kind, n)
    log(state, msg("e300.log.setup", score=W.signed(state["score"]), campaign=state["campaign"]), rule("e300.s2"),
        kind="info")
    flow.start_campaign(state)
    return state


# One step: the action checked against the question of the moment, then its handler on a copy.
apply = QUESTIONS.apply


def view(state):
    return _view(state)


def legal_actions(state):
    return _legal_actions(state)
