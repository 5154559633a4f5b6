"""The counters the player edits with steppers: the six resources and their productions,
TR raised by cards, the number of cards in hand, and the resources on each card in play
("card:<id>"). The engine applies the cards' effects; the counters correct what the table
says is different (a misread card, a forgotten bonus, a card entered by its cost)."""

from ..core.errors import RuleError
from ..core.messages import msg
from ..core.step import log
from . import inplay, params
from .data import CARDS, RESOURCES, card_name

MAX_STOCK = 999
MAX_PROD = 99
MIN_MC_PROD = -5  # seed III-D 2: "ne pourra jamais descendre en dessous de -5"
MAX_TR_FROM_CARDS = 99

COUNTERS = RESOURCES + ["prod_" + r for r in RESOURCES] + ["tr", "hand"]
CARD_PREFIX = "card:"


def card_counter(cid):
    return CARD_PREFIX + cid


def _card_of(state, counter):
    """The played card a "card:<id>" counter names, if it holds resources."""
    cid = counter[len(CARD_PREFIX):]
    return cid if cid in state["card_res"] else None


def known(state, counter):
    if not isinstance(counter, str):
        return False
    return counter in COUNTERS or (counter.startswith(CARD_PREFIX) and _card_of(state, counter) is not None)


def bounds(state, counter):
    if counter in RESOURCES or counter == "hand" or counter.startswith(CARD_PREFIX):
        return 0, MAX_STOCK
    if counter == "tr":
        # TR from parameter steps is the engine's; the counter adds or removes card TR only.
        base = params.START_TR + state["tr_steps"]
        return base, base + MAX_TR_FROM_CARDS
    return (MIN_MC_PROD if counter == "prod_mc" else 0), MAX_PROD


def read(state, counter):
    if counter.startswith(CARD_PREFIX):
        return inplay.on_card(state, _card_of(state, counter))
    if counter in RESOURCES:
        return state["res"][counter]
    if counter.startswith("prod_"):
        return state["prod"][counter[5:]]
    return state[counter]


def label(counter):
    if counter.startswith(CARD_PREFIX):
        cid = counter[len(CARD_PREFIX):]
        return msg("tm.counter.on_card", card=card_name(cid), what=msg("tm.cres." + CARDS[cid]["card_resource"], n=2))
    return msg("tm.counter." + counter)


def apply_set(state, action):
    counter = action.get("counter")
    if not known(state, counter):
        raise RuleError("tm.error.unknown_counter")
    value = action.get("value")
    lo, hi = bounds(state, counter)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError("tm.error.bad_value", what=label(counter))
    if not lo <= value <= hi:
        raise RuleError("tm.error.counter_range", what=label(counter), min=lo, max=hi)
    old = read(state, counter)
    if value == old:
        raise RuleError("tm.error.no_change", what=label(counter))
    if counter.startswith(CARD_PREFIX):
        state["card_res"][_card_of(state, counter)] = value
    elif counter in RESOURCES:
        state["res"][counter] = value
    elif counter.startswith("prod_"):
        state["prod"][counter[5:]] = value
    elif counter == "tr":
        state["tr_cards"] += value - old
        state["tr"] = value
        if value > old:
            state["tr_raised"] = True
    else:
        state["hand"] = value
    log(state, msg("tm.log.set", what=label(counter), old=old, new=value), None, kind="player")
