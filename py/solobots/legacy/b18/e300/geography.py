# Frozen from fb9edddcb654:py/solobots/e300/geography.py (scripts/freeze_engine.py): do not edit.
"""The fixed facts of the map and of PERS.IA's lists, loaded once from the JSON files."""

import json
import os

_HERE = os.path.dirname(__file__)


def _load(name):
    with open(os.path.join(_HERE, name), encoding="utf-8") as f:
        return json.load(f)


MAP = _load("map.json")
PRIORITIES = _load("priorities.json")
SETUP = _load("setup.json")

CITIES = sorted(MAP["cities"])
PORTS = [c for c in CITIES if MAP["cities"][c]["port"]]
SIDES = ("greece", "persia")
KINDS = ("armies", "fleets")
ENEMY = {"greece": "persia", "persia": "greece"}
MAJORS = {side: [c for c in CITIES if MAP["cities"][c]["major"] == side] for side in SIDES}
ROADS = [list(r) for r in MAP["roads"]]
BRIDGE = list(MAP["bridge"])
LEADERS = list(MAP["leaders"])


def major_of(city):
    return MAP["cities"][city]["major"]


def is_port(city):
    return MAP["cities"][city]["port"]


def supply_value(city):
    """Amphorae the city feeds in the attrition count."""
    return MAP["cities"][city]["supply"]


def score_value(city):
    return MAP["cities"][city]["score"]


def neighbours(city, bridge_built):
    """Cities one road away; the Hellespont road exists only while the bridge stands."""
    out = []
    roads = ROADS + ([BRIDGE] if bridge_built else [])
    for a, b in roads:
        if a == city:
            out.append(b)
        elif b == city:
            out.append(a)
    return sorted(out)


def order(name):
    return list(PRIORITIES[name])
