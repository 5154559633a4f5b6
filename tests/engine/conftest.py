import pytest

from solobots.core import registry


@pytest.fixture
def toy(monkeypatch):
    """Register the toy game (tests/engine/toy_game.py) for the duration of a test."""
    monkeypatch.setitem(registry.GAMES, "toy", "toy_game")
    return "toy"
