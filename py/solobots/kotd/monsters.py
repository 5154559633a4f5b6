"""The six monster sheets: id and starting (= maximum) life, from monsters.json."""

import json
import os

with open(os.path.join(os.path.dirname(__file__), "monsters.json"), encoding="utf-8") as _f:
    MONSTERS = {m["id"]: m["life"] for m in json.load(_f)["monsters"]}

MONSTER_IDS = list(MONSTERS)
