# Frozen from fb9edddcb654:py/solobots/core/registry.py (scripts/freeze_engine.py): do not edit.
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

from .errors import RuleError

GAMES = {
    "kotd": "solobots.kotd.game",
    "e300": "solobots.e300.game",
    "tm": "solobots.tm.game",
    "ma": "solobots.ma.game",
    "ma_tools": "solobots.ma.tools_game",
}


def game_ids():
    return list(GAMES)


def get(game_id):
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise RuleError("error.unknown_game")
    return importlib.import_module(GAMES[game_id])
