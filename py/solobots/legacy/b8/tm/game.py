# Frozen from 36698ec748ef:py/solobots/tm/game.py (scripts/freeze_engine.py): do not edit.
"""Terraforming Mars, solo variant (the contract module, docs/engine-contract.md).

The bot part is the neutral setup (two cities and two greeneries from 4 revealed cards);
the rest tracks the player's solo game on Tharsis and checks every action against the rules.
"""

from ..core.errors import RuleError
from ..core.messages import msg, rule
from ..core.step import begin, log, new_state
from ..core.rng import seed_state
from ..core.validate import action_kind
from . import cards, counters, flow, projects, tiles
from . import legal as _legal
from . import view as _view
from .data import RESOURCES
from .neutral import ORDERS
from .flow import LAST_GENERATION
from .params import START_TR

GAME_ID = "tm"
ENGINE_VERSION = 1

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
        res={r: 0 for r in RESOURCES}, prod={r: 0 for r in RESOURCES}, hand=0,
        corp=None, corp_effects=[], played=[], custom=[], used=[], special_design=False,
        tiles={}, claims=[], pending=[], neutral=None, last_production=None,
        todo=[], focus=None, score=None, over=None,
    )
    log(state, msg("tm.log.solo_start", tr=START_TR, last=LAST_GENERATION), rule("tm.solo_tr"), kind="info")
    return state


ACTION_PHASES = ("action",)
_HANDLERS = {
    "reveal": (("reveal",), flow.reveal),
    "card_order": (("reveal",), flow.set_card_order),
    "neutral_next": (("neutral",), flow.neutral_next),
    "corporation": (("corporation",), flow.choose_corporation),
    "buy": (("hand", "research"), flow.buy),
    "play": (ACTION_PHASES, cards.play),
    "project": (ACTION_PHASES, projects.standard_project),
    "sell": (ACTION_PHASES, projects.sell_patents),
    "convert": (("action", "final"), projects.convert),
    "raise": (ACTION_PHASES, projects.raise_param),
    "tile": (ACTION_PHASES, projects.card_tile),
    "use_action": (ACTION_PHASES, projects.use_action),
    "pass": (ACTION_PHASES, flow.pass_generation),
    "finish": (("final",), flow.finish),
    "card_vp": (("vp",), flow.enter_card_vp),
    "place": (("action", "final"), tiles.place),
    "set": (("hand", "action", "research", "final"), counters.apply_set),
}
_WHILE_PLACING = ("place", "set")


def apply(state, action):
    kind = action_kind(action, _HANDLERS, "tm.error.unknown_action", RuleError("tm.error.bad_action"))
    if state["over"]:
        raise RuleError("tm.error.game_over")
    phases, handler = _HANDLERS[kind]
    if state["phase"] not in phases:
        raise RuleError("tm.error.wrong_phase")
    if state["pending"] and kind not in _WHILE_PLACING:
        raise RuleError("tm.error.place_first", tile=msg("tm.tile." + state["pending"][0]["tile"]))
    new = begin(state)
    start = len(new["log"])
    if kind != "set":
        # What to copy onto the physical board is said once, after the step that caused it.
        new["todo"] = []
    handler(new, action)
    tiles.settle(new)
    cited = [line["rule"] for line in new["log"][start:] if line["rule"]]
    if kind != "set" or cited:
        new["focus"] = cited[0] if cited else None
    return new


def view(state):
    return _view.view(state)


def legal_actions(state):
    return _legal.legal_actions(state)
