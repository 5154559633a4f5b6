"""Shared helpers for the Terraforming Mars tests (no tests here)."""

import copy
import pathlib
import re

from logbook import applied
from messages import form, page_catalog
from solobots.tm import game

ROOT = pathlib.Path(__file__).resolve().parents[2]


def new(order="default", seed="tm-test"):
    return game.setup({"card_order": order}, seed)


def play(state, *actions):
    for action in actions:
        state = applied(game.apply, state, action)
    return state


def reveal_costs(costs):
    return {"type": "reveal", "values": {f"c{i + 1}": c for i, c in enumerate(costs)}}


def through_neutral(state):
    while state["phase"] == "neutral":
        state = applied(game.apply, state, {"type": "neutral_next"})
    return state


def in_actions(corp="R08", costs=(1, 1, 1, 1), keep=0, order="default", seed="tm-test"):
    """A game at the start of generation 1's action phase with the given corporation."""
    state = through_neutral(play(new(order, seed), reveal_costs(costs)))
    state = play(state, {"type": "corporation", "corp": corp})
    if state["phase"] == "hand":
        state = play(state, {"type": "buy", "values": {"count": keep}})
    return state


def card_list(state):
    """The view's card list: it is there while "Play a card" has opened it."""
    return game.view(game.apply(state, {"type": "cards", "open": True}))["board"]["catalog"]


def placing(state, space):
    return applied(game.apply, state, {"type": "place", "space": space})


def with_(state, **changes):
    """A copy of a state with some counters set directly (a constructed position)."""
    s = copy.deepcopy(state)
    for key, value in changes.items():
        if key in s["res"]:
            s["res"][key] = value
        elif key.startswith("prod_"):
            s["prod"][key[5:]] = value
        elif key in s["globals"]:
            s["globals"][key] = value
        else:
            s[key] = value
    return s


def tile(state, space, kind, owner="player"):
    s = copy.deepcopy(state)
    s["tiles"][space] = {"tile": kind, "owner": None if kind == "ocean" else owner}
    return s


def keys(state, since=0):
    return [line["msg"]["key"] for line in state["log"][since:]]


def refs(state, since=0):
    return [line["rule"]["ref"] for line in state["log"][since:] if line["rule"]]


def catalog(lang):
    """The page's words: the catalog files and the printed names the build adds."""
    return page_catalog(lang)


def render(message, cat, lang="fr"):
    """Render a msg as web/js/i18n.js does (nested msgs, lists joined, plural forms: messages.form)."""
    def param(value):
        if isinstance(value, dict) and "key" in value:
            return render(value, cat, lang)
        if isinstance(value, list):
            return ", ".join(param(v) for v in value)
        return str(value)

    params = message["params"]
    text = form(cat[message["key"]], params, lang)
    return re.sub(r"\{(\w+)\}", lambda m: param(params[m.group(1)]), text)
