"""Terraforming Mars, solo variant (the contract module, docs/engine-contract.md).

The bot part is the neutral setup (two cities and two greeneries from 4 revealed cards);
the rest tracks the player's solo game on Tharsis and checks every action against the rules.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.rng import seed_state
from ..core.step import begin, log, new_state
from . import asks, questions
from . import view as _view
from .data import RESOURCES
from .flow import LAST_GENERATION
from .neutral import ORDERS
from .params import START_TR
from .questions import QUESTIONS

GAME_ID = "tm"
# 2: cards apply their effects (production, stock, parameters, TR, tiles, resources on
# cards, triggers, questions); blue actions do what they say; card VP counted live.
# 3: Mining Area and Mining Rights have their Building tag (steel pays for them, Robotic
# Workforce copies them, building tags count them); the notes to copy onto the board name
# their card, corporation, tile or bonus (so the state's notes differ); "Play a card"
# opens the card list (a new action). States of 2 go on as they are: migrations.py.
ENGINE_VERSION = 3

DEFAULT_ORDER = "default"


def options_schema():
    return [{
        "id": "card_order", "type": "choice", "label": msg("tm.option.card_order"),
        "choices": [{"value": v, "label": msg("tm.option.card_order." + v)} for v in ORDERS],
        "default": DEFAULT_ORDER,
    }]


def _read_options(options):
    if not isinstance(options, dict):
        raise RuleError("tm.error.bad_options")
    order = options.get("card_order", DEFAULT_ORDER)
    if not isinstance(order, str) or order not in ORDERS:
        raise RuleError("tm.error.bad_option", field=msg("tm.option.card_order"))
    return {"card_order": order}


def setup(options, seed):
    opts = _read_options(options)
    state = new_state(GAME_ID, opts, seed, seed_state(seed))
    state.update(
        phase="reveal", card_order=opts["card_order"], gen=1, tr=START_TR, tr_steps=0, tr_cards=0, tr_raised=False,
        globals={"temperature": -30, "oxygen": 0, "oceans": 0},
        res=dict.fromkeys(RESOURCES, 0), prod=dict.fromkeys(RESOURCES, 0), hand=0,
        corp=None, corp_effects=[], played=[], custom=[], used=[], special_design=False, next_discount=0,
        card_res={}, mined={}, copied={},
        tiles={}, claims=[], pending=[], neutral=None, last_production=None,
        todo=[], focus=None, score=None, over=None,
    )
    log(state, msg("tm.log.phase.setup"), kind="round")
    log(state, msg("tm.log.solo_start", tr=START_TR, last=LAST_GENERATION), rule("tm.solo_tr"), kind="info")
    return state


# Steps that change nothing on the table: what is left to copy onto the board stays said.
_KEEPS_TODO = ("set", "cards")


def apply(state, action):
    handler = QUESTIONS.handler(state, action)
    kind = action["type"]
    new = begin(state)
    start = len(new["log"])
    if kind not in _KEEPS_TODO:
        # What to copy onto the physical board is said once, after the step that caused it.
        new["todo"] = []
        # Any other action leaves the card list (a card played, a project, a pass...).
        new.pop("picking", None)
    handler(new, action)
    asks.settle(new)
    cited = [line["rule"] for line in new["log"][start:] if line["rule"]]
    if kind not in _KEEPS_TODO or cited:
        new["focus"] = cited[0] if cited else None
    return new


def view(state):
    return _view.view(state)


def legal_actions(state):
    return questions.legal_actions(state)
