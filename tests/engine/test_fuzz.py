"""A short fuzzing run of every bot (the long one: `python3 scripts/fuzz.py --games 2000`)."""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))

import fuzz
from solobots.core import registry

# Games per bot in CI (each declaration's fuzz_games): enough to cross every phase, small
# enough for a few seconds each.
GAMES = {g["id"]: g.get("fuzz_games", 5) for g in registry.DECLARED}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_random_legal_games_never_break(game_id):
    games = int(os.environ.get("FUZZ_GAMES", GAMES.get(game_id, 5)))
    try:
        totals = fuzz.run(games, os.environ.get("FUZZ_SEED", "ci"), only=game_id, quiet=True)
    except fuzz.FuzzFailure as failure:
        path = fuzz.write_failure(failure.args[0])
        pytest.fail(f"{failure.args[0]['error']}\nreproduce: python3 scripts/fuzz.py --replay {path}")
    assert totals[game_id][0] == games and totals[game_id][1] > 0


def test_a_broken_engine_is_caught(monkeypatch, toy):
    """The harness itself fails on a crash, and writes a file that replays the game."""
    import toy_game
    real = toy_game.apply

    def flaky(state, action):
        if state["total"] > 20:
            raise KeyError("boom")
        return real(state, action)

    monkeypatch.setattr(toy_game, "apply", flaky)
    monkeypatch.setattr(toy_game, "options_schema", list)
    monkeypatch.setattr(toy_game, "setup", lambda options, seed: real_setup({"target": 50}, seed))
    with pytest.raises(fuzz.FuzzFailure) as err:
        fuzz.play("toy", "x", 500)
    record = err.value.args[0]
    assert "KeyError" in record["error"] and record["actions"]


def real_setup(options, seed):
    from solobots.core import step
    from solobots.core.rng import seed_state
    s = step.new_state("toy", options, seed, seed_state(seed))
    s.update(total=0, target=options["target"])
    return s
