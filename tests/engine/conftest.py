import json
import pathlib
import re
from typing import ClassVar

import pytest

from logbook import applied
from messages import form
from solobots.core import registry
from solobots.core.session import Session
from solobots.kotd import game


@pytest.fixture
def toy(monkeypatch):
    """Register the toy game (tests/engine/toy_game.py) for the duration of a test."""
    monkeypatch.setitem(registry.GAMES, "toy", "toy_game")
    return "toy"


# -- King of Tokyo: Duel (the `kotd` fixture) ------------------------------------------
ROOT = pathlib.Path(__file__).resolve().parents[2]


def load_own_catalog(lang):
    return json.loads((ROOT / "web" / "i18n" / lang / "kotd.json").read_text(encoding="utf-8"))


def load_catalog(lang):
    """What the page renders from: the shared core words plus the game's own."""
    return {**load_core_catalog(lang), **load_own_catalog(lang)}


def load_core_catalog(lang):
    return json.loads((ROOT / "web" / "i18n" / lang / "core.json").read_text(encoding="utf-8"))


def render(message, catalog, lang="fr"):
    """Render a msg as web/js/i18n.js does: nested msgs first, the plural form by the language's rules."""
    params = {}
    for name, value in message["params"].items():
        params[name] = render(value, catalog, lang) if isinstance(value, dict) and "key" in value else value
    text = form(catalog[message["key"]], params, lang)
    return re.sub(r"\{(\w+)\}", lambda m: str(params[m.group(1)]), text)


class Kit:
    game = game

    @staticmethod
    def setup(seed="test", **options):
        return game.setup(options, seed)

    @staticmethod
    def play(state, *actions):
        for action in actions:
            state = applied(game.apply, state, action)
        return state

    @staticmethod
    def roll(faces=None):
        return {"type": "roll", "faces": faces}

    @staticmethod
    def power(faces=None):
        return {"type": "power_roll", "faces": faces}

    @staticmethod
    def resolve(blocked=0):
        return {"type": "resolve", "values": {"blocked": blocked}}

    @staticmethod
    def set(counter, value):
        return {"type": "set", "counter": counter, "value": value}

    END_TURN: ClassVar[dict] = {"type": "end_turn"}

    @staticmethod
    def keys(state, since=0):
        return [line["msg"]["key"] for line in state["log"][since:]]

    @staticmethod
    def refs(state, since=0):
        return [line["rule"]["ref"] for line in state["log"][since:] if line["rule"]]

    @staticmethod
    def kept(state):
        return sorted(d["face"] for d in state["dice"] if d["kept"])

    @staticmethod
    def autobot_turn(seed="test", life=None, player_life=None, fame=0, destruction=0, cubes=0, **options):
        """Autobot (Meka Dragon, 12 life) about to roll against The King (15), counters as asked."""
        options.setdefault("first", "autobot")
        options.setdefault("autobot_monster", "meka_dragon")
        options.setdefault("player_monster", "the_king")
        state = game.setup(options, seed)
        state["fame"], state["destruction"] = fame, destruction
        state["autobot"]["cubes"] = cubes
        if life is not None:
            state["autobot"]["life"] = life
        if player_life is not None:
            state["player"]["life"] = player_life
        return state

    @classmethod
    def final(cls, state, faces):
        """Reach the resolve prompt with exactly `faces` on the table (energy keeps nothing)."""
        return cls.play(state, cls.roll(["energy"] * 6), cls.roll(["energy"] * 6), cls.roll(faces))

    render = staticmethod(render)
    load_catalog = staticmethod(load_catalog)
    load_core_catalog = staticmethod(load_core_catalog)
    load_own_catalog = staticmethod(load_own_catalog)
    Session = Session


@pytest.fixture(scope="session")
def kotd():
    return Kit
