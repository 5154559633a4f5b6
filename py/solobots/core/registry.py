"""Which games exist, imported on demand so start-up loads only the game being played.

A game module provides:
  GAME_ID, ENGINE_VERSION
  options_schema() -> list of setup fields (see docs/engine-contract.md)
  setup(options, seed) -> state          (RuleError on bad options)
  apply(state, action) -> new state      (RuleError on an illegal action; state untouched)
  view(state) -> dict                    (instruction, prompt, board, controls, status, summary)
  legal_actions(state) -> list of actions (a finite, representative set; empty only at the end)
"""

import importlib
import json
import pkgutil

from .errors import RuleError

# Each game is declared once, in solobots/games.json (docs/adding-a-game.md): the engine,
# the migrations, the catalogs and the screen all read that one entry. Read as package
# data, so that it is found in the engine's zip in the browser as in the source tree.
DECLARED = json.loads(pkgutil.get_data("solobots", "games.json").decode("utf-8"))["games"]
GAMES = {g["id"]: g["engine"] for g in DECLARED}


def declaration(game_id):
    """The game's entry in games.json (None for a game only a test registered)."""
    return next((g for g in DECLARED if g["id"] == game_id), None)


def game_ids():
    return list(GAMES)


def get(game_id):
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RuleError("error.unknown_game")
    return importlib.import_module(GAMES[game_id])
