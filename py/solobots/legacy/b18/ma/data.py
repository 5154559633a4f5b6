# Frozen from fb9edddcb654:py/solobots/ma/data.py (scripts/freeze_engine.py): do not edit.
"""The game's data files, read once relative to this folder."""

import json
import os

_HERE = os.path.dirname(__file__)


def load(name):
    with open(os.path.join(_HERE, name), encoding="utf-8") as f:
        return json.load(f)
